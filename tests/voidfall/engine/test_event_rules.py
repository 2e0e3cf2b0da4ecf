"""The rules constant Galactic Event boxes change (VF-PREP-19, ``modifies``), and Spark of Hope's
"that sector or an adjacent one ... if you do" (3E).

Positions are the House tests' (``housekit.position``: seat 0 is Valnis, Home s25, Outpost s19
with 2 Corvettes each; s20 and s24 are next to both) with the Event and Cycle under test.
Each rule applies while its box is in force and not in another Cycle or before the reveal.
"""

from __future__ import annotations

from typing import Any

from domineum.kernel.game import from_json, to_json
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.engine import events, flow
from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle, GameState, Step
from domineum.voidfall.rules import combat, countables, event_rules, invasion, scoring
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    SLOT2,
    effect,
    fleets,
    game,
    names,
    play,
    position,
    sector,
    stock,
)

ALL_SPOTS_FULL: dict[str, Any] = {
    "track_corrupted": [True, True, True],
    "agenda_corrupted": [False, True, True, True],
    "sectors": {OUTPOST: {"corrupted": True}},  # the Home is Corruption-immune
}


def at(event: str, cycle: int, sectors: dict[str, Any] | None = None, **house: Any) -> GameState:
    """Seat 0 in its Actions step of ``cycle`` with ``event`` on the board."""
    return position(
        "valnis",
        cycle=cycle,
        board={"event": event},
        houses={"0": {"resources": RICH, "fp_active": 3, **house}},
        sectors=sectors or {},
    )


def labels(state: GameState) -> dict[str, str]:
    return {a.notation: a.label for a in game().legal_actions(state)}


# --- 1H Straight to Hell ------------------------------------------------------------------


def test_vf_prep_19_1h_each_deployment_costs_a_corruption_or_materials() -> None:
    """VF-PREP-19, VF-FLEET-08, VF-CORRUPT-04 (1H): deploying under Straight to Hell first asks
    how it is paid: ``option 1`` gain a Corruption (any free spot), ``option 2`` 1 Materials per
    FP deployed by this effect, on top of the type's own cost."""
    state = effect(at("straight_to_hell", 1), "deploy", amount=2)
    assert names(state) == ["option 1", "option 2", "done"]
    assert "Straight to Hell" in labels(state)["option 1"]
    paying = play(state, "option 2", f"deploy {HOME} corvette", f"deploy {OUTPOST} corvette")
    assert stock(paying)["materials"] == RICH["materials"] - 2
    assert paying.houses[0].corruption_on_mat == 0
    corrupt = play(state, "option 1")
    assert "spot society" in names(corrupt) and "done" not in names(corrupt), "a cost: no done"
    corrupt = play(corrupt, "spot society", f"deploy {HOME} corvette", f"deploy {HOME} corvette")
    assert corrupt.houses[0].track_corrupted[0] and stock(corrupt) == stock(state)
    assert sector(corrupt, HOME).fleets["corvette"] == 4


def test_vf_prep_19_1h_one_corruption_covers_the_focus_not_the_next() -> None:
    """VF-PREP-19 (1H, "once per Focus"): after a Corruption paid for a deployment, the other
    deployments of that Focus are free; in the next round's Focus it asks again."""
    state = effect(at("straight_to_hell", 1), "deploy", amount=1)
    state = play(state, "option 1", "spot society", f"deploy {HOME} corvette")
    again = effect(state, "deploy", amount=1)
    assert "option 1" not in names(again) and f"deploy {HOME} corvette" in names(again)
    assert stock(play(again, f"deploy {HOME} corvette")) == stock(again), "free this Focus"
    state.round = 2
    later = effect(state, "deploy", amount=1)
    assert names(later) == ["option 1", "option 2", "done"]


def test_vf_prep_19_1h_refusals_name_the_rule() -> None:
    """VF-PREP-19 (1H): a deployment before choosing how it is paid is refused; without a free
    Corruption spot Materials are due at once; with neither the deployment is refused."""
    state = effect(at("straight_to_hell", 1), "deploy", amount=1)
    assert refused(game(), state, f"deploy {HOME} corvette").rule_id == "VF-PREP-19"
    full = effect(at("straight_to_hell", 1, **ALL_SPOTS_FULL), "deploy", amount=1)
    assert "option 1" not in names(full) and f"deploy {HOME} corvette" in names(full)
    assert refused(game(), full, "option 1").rule_id == "VF-CORRUPT-05"
    full = play(full, f"deploy {HOME} corvette")
    assert stock(full)["materials"] == RICH["materials"] - 1
    broke = at("straight_to_hell", 1, resources={"materials": 0, "credits": 0}, **ALL_SPOTS_FULL)
    why = refusal_of(broke, game().content, 0, Effect("deploy", {"amount": 1}))
    assert why is not None and why.rule == "VF-PREP-19"


def test_vf_prep_19_1h_not_in_force_outside_its_cycle() -> None:
    """VF-PREP-19: in Cycle 2 (or with another Event) deploying asks nothing more."""
    for state in (at("straight_to_hell", 2), at("rally_the_guilds", 2)):
        state = effect(state, "deploy", amount=1)
        assert "option 1" not in names(state) and f"deploy {HOME} corvette" in names(state)
    early = at("straight_to_hell", 1)
    early.phase = "preparation"
    assert event_rules.deploy_toll(early, game().content, 0) == 0, "not before the Focus Phase"


# --- 1G In the Face of Evil ---------------------------------------------------------------


def test_vf_prep_19_1g_removed_corruption_is_kept_then_scored() -> None:
    """VF-PREP-19, VF-CORRUPT-09, VF-EVAL-13/14 (1G): a Corruption removed in Cycle 1 is kept
    beside the mat; the first objective gives 2 Food and 1 Influence per kept Corruption, then
    they go back to the supply, whichever side of the red line is chosen."""
    state = effect(at("in_the_face_of_evil", 1, agenda_corrupted=SLOT2), "remove_corruption")
    assert state.houses[0].corruption_kept == 1 and state.houses[0].corruption_on_mat == 0
    assert countables.count(state, game().content, 0, "corruption_kept", {}) == 1
    assert violations(state, game().content) == []
    assert from_json(to_json(state), GameState).houses[0].corruption_kept == 1
    state.houses[0].corruption_kept = 2
    state.phase = "evaluation"
    influence, food = state.houses[0].influence, stock(state)["food"]
    push_step(state, game().content, 0, Effect("galactic_objectives"), cost=True)
    flow.settle(state, game().content)
    if "option 1" in names(state):  # the other side is met too: pick the kept Corruption
        state = play(state, "option 1")
    assert state.houses[0].influence == influence + 2 and stock(state)["food"] == food + 4
    assert state.houses[0].corruption_kept == 0


def test_vf_prep_19_1g_not_kept_in_another_cycle() -> None:
    """VF-PREP-19: with 1G's Cycle over a removed Corruption goes to the supply; a kept one
    without the Event is an invariant violation."""
    state = effect(at("in_the_face_of_evil", 2, agenda_corrupted=SLOT2), "remove_corruption")
    assert state.houses[0].corruption_kept == 0
    state.houses[0].corruption_kept = 1
    assert any("kept" in line for line in violations(state, game().content))


# --- 2H Adaptation ------------------------------------------------------------------------


def test_vf_prep_19_2h_voidborn_absorbs_per_improved_technology_each_salvo() -> None:
    """VF-PREP-19, VF-COMBAT-11/12, VF-SKIRMISH-11 (2H): in Cycle 2 the Voidborn has 1 Salvo
    Absorption in each Salvo step per Improved Technology of the player it skirmishes, renewed
    every step and used without asking; not in Cycle 3 nor under another Event."""
    improved = {"shields": "improved", "targeting": "improved"}
    state = at("adaptation", 2, technologies=improved)
    assert event_rules.voidborn_absorption(state, game().content, 0) == 2
    assert (
        event_rules.voidborn_absorption(
            at("adaptation", 3, technologies=improved), game().content, 0
        )
        == 0
    )
    assert (
        event_rules.voidborn_absorption(
            at("rally_the_guilds", 2, technologies=improved), game().content, 0
        )
        == 0
    )
    defender = Side(fleet=Fleet(corvette=4))
    plain = combat.resolve(invasion.voidborn_side(3), defender)
    adapted = combat.resolve(invasion.voidborn_side(3, absorption=1), defender)
    salvos = [s for s in adapted.steps if s.name.startswith("salvo")]
    assert all(s.absorbed.invader == min(1, s.damage.defender) for s in salvos)
    assert len(salvos) >= 2 and all(s.absorbed.invader == 0 for s in plain.steps)
    skirmish = effect(state, "skirmish", modifier=3)
    battle = skirmish.stack[-1]
    assert isinstance(battle, Battle)
    assert (
        battle.combat is not None and battle.combat.fighters.invader.side.salvo_absorption_each == 2
    )
    assert game().current_seat(skirmish) == 0, "the Voidborn never asks a player"


# --- 2I Supreme Triumph -------------------------------------------------------------------


def test_vf_prep_19_2i_new_glory_token_may_be_upgraded_at_once() -> None:
    """VF-PREP-19, VF-GLORY-08 (2I): a Glory token gained in Cycle 2 may be upgraded at once
    (``glory 2`` or ``done``), that token only; the upgrade is not a new token; a 5 cannot."""
    state = effect(at("supreme_triumph", 2, glory=[1]), "gain_glory", value=2)
    assert names(state) == ["glory 2", "done"]
    assert "Supreme Triumph" in labels(state)["glory 2"]
    assert refused(game(), state, "glory 1").rule_id == "VF-PREP-19"
    upgraded = play(state, "glory 2")
    assert sorted(upgraded.houses[0].glory) == [1, 3] and not isinstance(upgraded.stack[-1], Step)
    kept = play(state, "done")
    assert sorted(kept.houses[0].glory) == [1, 2]
    five = effect(at("supreme_triumph", 2), "gain_glory", value=5)
    assert not isinstance(five.stack[-1], Step)
    for other in (at("supreme_triumph", 3), at("rally_the_guilds", 2)):
        other = effect(other, "gain_glory", value=2)
        assert not isinstance(other.stack[-1], Step), "no upgrade offered"


def test_vf_eval_10_2i_upkeep_paid_in_full() -> None:
    """VF-EVAL-07..10, VF-EVAL-14 (2I): "and you pay it in full": a player who could not pay all
    of this Cycle's Upkeep does not meet the Upkeep objective (countable ``upkeep_unpaid``)."""
    state = at("supreme_triumph", 2, resources={"food": 0, "energy": 0, "materials": 0})
    state.phase = "evaluation"
    line = game().content.events["supreme_triumph"].objectives[-1]
    assert line.all_of[0].count == "upkeep_unpaid"
    assert scoring.holds(state, game().content, 0, line.all_of[0])
    push_step(state, game().content, 0, Effect("upkeep"), cost=True)
    flow.settle(state, game().content)
    assert countables.count(state, game().content, 0, "upkeep_unpaid", {}) == 1
    assert not scoring.holds(state, game().content, 0, line.all_of[0])
    state.cycle = 3
    assert countables.count(state, game().content, 0, "upkeep_unpaid", {}) == 0


def test_vf_eval_10_2a_upkeep_line_needs_it_paid_in_full() -> None:
    """VF-EVAL-10, VF-EVAL-14 (2A Dark Age): its "Upkeep 8+ and you pay it in full" line has the
    same test as 2I's: no unpaid Upkeep this Cycle."""
    line = game().content.events["dark_age"].objectives[0]
    assert line.count == "upkeep" and line.at_least == 8
    assert [(c.count, c.at_most) for c in line.all_of] == [("upkeep_unpaid", 0)]


# --- 3E Spark of Hope ---------------------------------------------------------------------


def spark(**sectors: Any) -> GameState:
    state = position("valnis", cycle=3, board={"event": "spark_of_hope"}, sectors=sectors)
    events.push_box(state, game().content, 0, 2)
    flow.settle(state, game().content)
    return state


def test_vf_prep_19_3e_remove_corruption_there_or_adjacent_then_6_influence() -> None:
    """VF-PREP-18, VF-TARGET-07, VF-CORRUPT-09 (3E): recall 1 FP, then remove a Corruption from
    that sector or one of yours next to it; if you do, gain 6 Influence."""
    s20 = {"owner": 0, "corrupted": True, "fleets": fleets(corvette=1), "voidborn": 0}
    state = spark(s20=s20)
    state = play(state, "option 1", f"recall {OUTPOST} corvette", "effect 1")
    assert not sector(state, "s20").corrupted
    assert state.houses[0].influence == position("valnis").houses[0].influence + 6


def test_vf_prep_19_3e_no_corruption_near_no_influence() -> None:
    """VF-TARGET-07 (3E): a Corruption of yours that is neither there nor adjacent cannot be
    removed, so the 6 Influence are not gained."""
    s20 = {"owner": 0, "corrupted": True, "fleets": fleets(corvette=2), "voidborn": 0}
    state = spark(s20=s20)
    before = state.houses[0].influence
    far = play(state, "option 1", "recall s20 corvette")
    assert "effect 1" in names(far)  # s20 itself
    state = spark(s20=s20, s19={"fleets": fleets(corvette=2)})
    state.galaxy.sector("s20").corrupted = False
    state.galaxy.sector(HOME).corrupted = False
    nothing = play(state, "option 1", f"recall {OUTPOST} corvette")
    assert "effect 1" not in names(nothing) and nothing.houses[0].influence == before
