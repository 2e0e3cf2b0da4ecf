"""Properties of Invasions and Skirmishes for random forces (hypothesis).

- every seat keeps exactly 14 FP (Inactive + Active + on the map + moving in an Invasion) after
  every action; Voidborn FP come from and go back to the supply;
- the Combat fought inside the game, every choice answered like the calculator's default
  policy, ends exactly as ``combat.resolve`` says.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domineum.voidfall.model.combat import CombatReport, Fleet, Side, Technologies
from domineum.voidfall.model.state import Battle, ChooseAction, GameState
from domineum.voidfall.model.terms import FLEET_TYPES
from domineum.voidfall.rules import combat
from tests.voidfall.movement.movekit import game, position, total_fp, with_effect

TYPE_TECH = {
    "sentry": "sentries",
    "destroyer": "destroyers",
    "dreadnought": "dreadnoughts",
    "carrier": "carriers",
}
CORVETTE_TECHS = ("shields", "targeting", "torpedoes", "energy_cells")
EDGES = [["s1", "s3"], ["s3", "s5"], ["s3", "s4"], ["s3", "s6"], ["s3", "s7"], ["s2", "s8"]]
TARGETS = {"voidborn": "s5", "player": "s4", "empty": "s6", "fallen": "s7"}
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

levels = st.sampled_from(["basic", "improved"])


@st.composite
def forces(draw: st.DrawFn, most: int = 5) -> tuple[dict[str, int], dict[str, str]]:
    """A fleet (1..``most`` FP) and Technologies that allow it, plus random Corvette upgrades."""
    types = draw(st.lists(st.sampled_from(FLEET_TYPES), min_size=1, max_size=most))
    fleet: dict[str, int] = {}
    for t in types:
        fleet[t] = fleet.get(t, 0) + 1
    techs = {TYPE_TECH[t]: draw(levels) for t in fleet if t in TYPE_TECH}
    for tech in CORVETTE_TECHS:
        if draw(st.booleans()):
            techs[tech] = draw(levels)
    return fleet, techs


@st.composite
def invasions(draw: st.DrawFn) -> dict[str, Any]:
    force, techs = draw(forces())
    kind = draw(st.sampled_from(sorted(TARGETS)))
    case: dict[str, Any] = {
        "force": force,
        "techs": techs,
        "kind": kind,
        "active": draw(st.integers(0, 3)),
        "defenses": draw(st.integers(0, 2)),
        "voidborn": draw(st.integers(1, 3)),
    }
    case["defender"] = draw(forces(4)) if kind == "player" else ({}, {})
    return case


def setup(case: dict[str, Any], spare: int = 1) -> GameState:
    """Seat 0 holds the force (+ ``spare`` Corvettes that stay) in s3, next to every target."""
    own = dict(case["force"])
    own["corvette"] = own.get("corvette", 0) + spare
    sd = ["sector_defense"] * case["defenses"] + [""] * (3 - case["defenses"])
    sectors: dict[str, Any] = {
        "s3": {"fleets": {t: own.get(t, 0) for t in FLEET_TYPES}},
        "s5": {"voidborn": case["voidborn"], "installations": sd},
        "s6": {"installations": sd},
        "s4": {"fleets": {t: case["defender"][0].get(t, 0) for t in FLEET_TYPES}},
    }
    if case["kind"] == "player":
        sectors["s4"]["installations"] = sd
    defender_techs = {"1": {"technologies": case["defender"][1]}} if case["defender"][1] else {}
    return position(
        edges=EDGES,
        voidstorms=[],
        sectors=sectors,
        houses={
            "0": {"technologies": case["techs"], "fp_active": case["active"]},
            **defender_techs,
        },
    )


def finished(state: GameState) -> bool:
    return isinstance(state.stack[-1], ChooseAction)


def conserved(state: GameState) -> None:
    for seat in state.seats:
        assert total_fp(state, seat) == 14


def drive(state: GameState, pick: Any) -> GameState:
    """Answer every decision with ``pick(state, legal)`` until the action is over."""
    for _ in range(300):
        if finished(state):
            return state
        legal = game().legal_actions(state)
        state = game().apply(state, pick(state, legal).id)
        conserved(state)
    raise AssertionError("the Invasion did not end")


@SETTINGS
@given(case=invasions(), data=st.data())
def test_vf_fleet_04_fp_conserved_through_any_invasion(case: dict[str, Any], data: Any) -> None:
    """VF-FLEET-03, VF-FLEET-04, VF-FLEET-24, VF-COMBAT-08: random Invasions, random decisions:
    14 FP per seat after every action; the Voidborn never ends above its limit."""
    state = setup(case, spare=data.draw(st.integers(0, 1)))
    conserved(state)
    with_effect(state, "invade")
    state = drive(state, lambda s, legal: data.draw(st.sampled_from(legal)))
    assert all(0 <= s.voidborn <= max(s.voidborn_limit, 2) for s in state.galaxy.sectors)


@SETTINGS
@given(
    defender=forces(4),
    voidborn=st.integers(0, 6),
    defenses=st.integers(0, 2),
    data=st.data(),
)
def test_vf_fleet_04_fp_conserved_through_any_skirmish(
    defender: tuple[dict[str, int], dict[str, str]], voidborn: int, defenses: int, data: Any
) -> None:
    """VF-FLEET-04, VF-SKIRMISH-07: random Skirmishes: 14 FP per seat after every action;
    the Voidborn's FP come from the supply (no other Voidborn sector changes)."""
    case = {
        "force": defender[0],
        "techs": defender[1],
        "kind": "voidborn",
        "active": 1,
        "defenses": defenses,
        "voidborn": 2,
        "defender": ({}, {}),
    }
    state = setup(case, spare=0)
    before = {s.id: s.voidborn for s in state.galaxy.sectors if s.id != "s3"}
    with_effect(state, "skirmish", cost=True, modifier=voidborn)
    state = drive(state, lambda s, legal: data.draw(st.sampled_from(legal)))
    assert {s.id: s.voidborn for s in state.galaxy.sectors if s.id != "s3"} == before
    assert state.galaxy.sector("s3").voidborn in (0, 2)


def default_notation(state: GameState, legal: list[Any]) -> Any:
    """The action the calculator's default policy would take; otherwise the first one."""
    frame = state.stack[-1]
    if isinstance(frame, Battle) and frame.combat is not None:
        pending = combat.pending_choice(frame.combat)
        if pending is not None:
            option = combat.default_policy(frame.combat, pending)
            wanted = {
                "remove": f"recall {frame.sector} {option}",
                "absorb": f"absorb {option}",
                "destroyer_bonus": f"destroyers {option}",
            }[pending.kind]
            return next(a for a in legal if a.notation == wanted)
    return legal[0]


def expected(case: dict[str, Any]) -> CombatReport:
    """The calculator's answer, from the case's own description of both sides."""
    invader = Side(
        fleet=Fleet(**case["force"]),
        tech=Technologies(**case["techs"]),
        active_fp=case["active"],
    )
    kind, defenses = case["kind"], case["defenses"]
    if kind == "voidborn":
        defender = Side(
            fleet=Fleet(voidborn=case["voidborn"]), sector_defenses=defenses, voidborn=True
        )
    elif kind == "player":
        fleet, techs = case["defender"]
        techs = {"dreadnoughts": "basic", **techs}  # Blue's starting Technology
        defender = Side(fleet=Fleet(**fleet), tech=Technologies(**techs), sector_defenses=defenses)
    elif kind == "empty":
        defender = Side(sector_defenses=defenses)
    else:
        defender = Side(sector_defenses=2)
    return combat.resolve(invader, defender)


@SETTINGS
@given(case=invasions())
def test_vf_combat_02_in_game_combat_agrees_with_the_calculator(case: dict[str, Any]) -> None:
    """VF-COMBAT-02, VF-COMBAT-08, VF-RESULT-01, VF-RESULT-02, VF-RESULT-16: the same forces,
    the same choices: the map shows the calculator's outcome and survivors."""
    report = expected(case)
    state = setup(case)
    target = TARGETS[case["kind"]]
    with_effect(state, "invade")
    joins = [f"join s3 {t}" for t, n in case["force"].items() for _ in range(n)]
    for text in [f"sector {target}", *joins, "done"]:
        state = game().apply_notation(state, text)
    state = drive(state, default_notation)
    sector = state.galaxy.sector(target)
    survivors = report.survivors
    if report.outcome == "invader":
        assert sector.controller() == 0
        assert sector.fleets == {t: n for t in FLEET_TYPES if (n := survivors.invader.count(t))}
    elif report.outcome == "tie":
        assert sector.controller() == -1 and sector.voidborn == 2
    elif case["kind"] == "voidborn":
        assert sector.voidborn == survivors.defender.voidborn and sector.controller() == -1
    elif case["kind"] == "player":
        assert sector.fleets == {t: n for t in FLEET_TYPES if (n := survivors.defender.count(t))}
    else:
        assert sector.controller() == -1 and not sector.fleets
