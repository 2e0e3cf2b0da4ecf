"""The Battle frame: an Invasion or Skirmish on the pending-decision stack (VF-MOVE-08).

Stages, each a decision or automatic work done by :func:`advance`:

- ``move``: the Invader sends FP one at a time from sectors adjacent to the target (``join``),
  at least one (A-29); a non-Home sector left empty is abandoned at once (VF-MOVE-11, A-07);
- ``prepare``: the Invader's optional Combat spends: 1 Energy for Basic Deep Space Missiles
  (``pay energy``/``pay credits``), a Trade token for Autonomous Drones (``return``), and with
  an Invade written ``bombard`` (Uplift), 3 Materials per set for Bombard (``pay materials``,
  as often as you like) (VF-COMBAT-16, -18, -29);
- ``combat``: the Combat machine (rules/combat.py) runs; each of its pending choices becomes a
  decision of the seat that owns that side (``recall``, ``absorb``, ``destroyers``);
- ``joiner`` (a Skirmish with Voidborn Arsenal): the Defender picks the sector the Arsenal
  joiner comes from when several could (RS-VBJOIN-05);
- results (automatic), then ``fallen`` (choose a Fallen House Technology) and ``finish``.

The ``invade`` Step that started a player's Battle stays right under it: its parameters are the
action's additions to this Invasion (``effects/movement.InvadeParams``: Bombard, Influence per
Voidborn FP removed, Influence equal to the Population), and its ``left`` counts the sets of 3
Materials spent on Bombard.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, primitive
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.maneuvers import InvadeParams
from domineum.voidfall.effects.technology import gain_basic
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.combat import FLEET_LETTERS, CombatReport, CombatState, Fleet, Role
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle, GameState, Step
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import (
    arsenal,
    combat,
    event_rules,
    fleet,
    glory,
    influence,
    invasion,
    movement,
    psionic,
    resources,
)

JOIN_RULES = ("VF-MOVE-08", "VF-MOVE-09")
DONE_RULES = {  # what ``done`` means in each stage
    "move": ("VF-MOVE-09",),  # stop sending FP: the Combat follows
    "prepare": ("VF-COMBAT-07",),  # no (more) spends: the Combat starts
    "fallen": ("VF-TECH-04",),  # forgo the Fallen House's Technology
}
ENERGY = {"energy": 1}
BOMBARD_SET = 3  # Materials per Absorption (VF-COMBAT-18d, -29d)
BOMBARD = {"materials": BOMBARD_SET}
BOMBARD_RULES = ("VF-COMBAT-18", "VF-COMBAT-29")
NO_ADDITIONS = InvadeParams()


def fleet_power(state: GameState, seat: int) -> int:
    """All FP of a seat: Inactive, Active, on the map, moving in an Invasion (VF-FLEET-03/04)."""
    house = state.houses[seat]
    moving = sum(
        sum(f.force.values()) for f in state.stack if isinstance(f, Battle) and f.invader == seat
    )
    return house.fp_inactive + house.fp_active + fleet.deployed(state, seat) + moving


def _role_seat(frame: Battle, role: Role) -> int:
    return frame.invader if role == "invader" else frame.defender


def _run(frame: Battle, state: CombatState) -> None:
    """Store the Combat, advanced until it waits; the seat to decide is the waiting side's."""
    frame.combat = combat.advance(state)
    pending = combat.pending_choice(frame.combat)
    if pending is not None:
        frame.seat = _role_seat(frame, pending.role)


def _invade_step(state: GameState, frame: Battle) -> Step | None:
    """The ``invade`` Step that started this Battle (the frame right under it), or None (a
    Skirmish, or a Battle set up without one)."""
    for i, f in enumerate(state.stack):
        if f is frame:
            below = state.stack[i - 1] if i else None
            if isinstance(below, Step) and below.effect.op == "invade":
                return below
            return None
    return None


def additions(state: GameState, frame: Battle) -> InvadeParams:
    """What the action that started this Invasion adds to it (nothing for a Skirmish)."""
    step = _invade_step(state, frame)
    if step is None or frame.invader == NOBODY:
        return NO_ADDITIONS
    params = primitive("invade").params(step.effect)
    assert isinstance(params, InvadeParams)
    return params


def bombard_materials(state: GameState, frame: Battle) -> int:
    """Materials spent on Bombard so far in this Invasion (VF-COMBAT-18d, -29d)."""
    step = _invade_step(state, frame)
    return BOMBARD_SET * step.left if step is not None else 0


# --- Options -------------------------------------------------------------------------------


def _prepare_options(state: GameState, frame: Battle) -> list[Choice]:
    house = state.houses[frame.invader]
    tech = invasion.technologies(house)
    out: list[Choice] = []
    if additions(state, frame).bombard and resources.shortfall(house, BOMBARD) is None:
        out.append(Choice("pay", ("materials",), BOMBARD_RULES, label="vf.choice.bombard"))
    yards = invasion.adjacent_yards(state, frame.invader, frame.sector)
    if tech.deep_space_missiles == "basic" and yards and not frame.spend_energy:
        payers = resources.credit_choices(house, "energy", ENERGY)
        out += [Choice("pay", (p,), ("VF-COMBAT-16",)) for p in payers]
    if tech.autonomous_drones != "none" and house.trade_tokens and not frame.return_trade_token:
        out.append(Choice("return", (), ("VF-COMBAT-18", "VF-COMBAT-29")))
    if not frame.psionic_token and frame.invader != NOBODY:  # Psionics (RS-PCOMBAT-03, -04)
        rules = ("RS-PCOMBAT-03", "RS-PCOMBAT-04")
        out += [
            Choice("psionic-token", (k,), rules, f"vf.psi.choice.token_{k}")
            for k in psionic.tokens_held(state, frame.invader)
        ]
    return out


def _combat_options(frame: Battle) -> list[Choice]:
    assert frame.combat is not None
    pending = combat.pending_choice(frame.combat)
    if pending is None:
        return []
    if pending.kind == "remove":
        return [Choice("recall", (frame.sector, str(o)), pending.rules) for o in pending.options]
    kind = "absorb" if pending.kind == "absorb" else "destroyers"
    return [Choice(kind, (str(o),), pending.rules) for o in pending.options]


def _fallen_options(state: GameState, content: Content, frame: Battle) -> list[Choice]:
    techs = invasion.fallen_choices(state, content, frame.invader, frame.fallen)
    return [Choice("tech", (t,), ("VF-RESULT-12",)) for t in techs]


def options(state: GameState, content: Content, frame: Battle) -> list[Choice]:
    """The decision the Battle waits for (pure)."""
    done = [Choice("done", (), DONE_RULES.get(frame.stage, ()))]
    if frame.stage == "move":
        joins = [
            Choice("join", pair, JOIN_RULES)
            for pair in movement.join_sources(
                state, frame.invader, frame.sector, movement.reach(state, content, frame.invader)
            )
        ]
        enough = len(set(frame.sources)) >= arsenal.invasion_sources(
            state.galaxy.sector(frame.sector)
        )  # RS-VBFLEET-14
        return joins + (done if frame.force and enough else [])  # at least 1 FP
    if frame.stage == "prepare":
        return _prepare_options(state, frame) + done
    if frame.stage == "joiner":
        found = arsenal.joiner(state, frame.sector)
        sources = found[1] if found else []
        label = "rs.choice.joiner_from"
        return [Choice("sector", (s,), ("RS-VBJOIN-05",), label=label) for s in sources]
    if frame.stage == "combat" and frame.combat is not None:
        return _combat_options(frame)
    if frame.stage == "fallen":
        return _fallen_options(state, content, frame) + done
    return []


# --- Choices -------------------------------------------------------------------------------


def _join(state: GameState, frame: Battle, source: str, fleet_type: str) -> None:
    """Send 1 FP into the Invasion; emptying a non-Home sector abandons it (VF-MOVE-09, -11)."""
    fleet.take(state.galaxy.sector(source), fleet_type)
    frame.force[fleet_type] = frame.force.get(fleet_type, 0) + 1
    if source not in frame.sources:
        frame.sources.append(source)
    if movement.leaves_empty(state, source):
        fleet.abandon(state, frame.invader, state.galaxy.sector(source))


def _combat_option(choice: Choice) -> str | int:
    if choice.kind == "recall":
        return choice.values[1]
    if choice.kind == "absorb":
        return int(choice.values[0])
    return choice.values[0]


def choose(state: GameState, content: Content, frame: Battle, choice: Choice) -> None:
    """Apply one of :func:`options`' choices."""
    if choice.kind == "join":
        _join(state, frame, *choice.values)
    elif choice.kind == "sector" and frame.stage == "joiner":
        _move_joiner(state, frame, choice.values[0])
    elif choice.kind == "pay" and choice.values == ("materials",):
        step = _invade_step(state, frame)
        assert step is not None
        step.left += 1  # Bombard: the set is paid now, Credits standing in (VF-RES-03)
        push_step(state, content, frame.invader, Effect("pay", dict(BOMBARD)), cost=True)
    elif choice.kind == "pay":
        resources.pay_unit(state.houses[frame.invader], choice.values[0])
        frame.spend_energy = True
    elif choice.kind == "return":
        frame.return_trade_token = True  # which token goes back is the spend's own choice
        push_step(state, content, frame.invader, Effect("spend_trade"), cost=True)
    elif choice.kind == "psionic-token":
        frame.psionic_token = choice.values[0]
        psionic.discard_token(state, frame.invader, frame.psionic_token)
    elif choice.kind == "tech":
        _after_fallen(state, content, frame)
        ctx = Ctx(state, content, frame.invader, Step(frame.invader, Effect("gain_technology")))
        gain_basic(ctx, choice.values[0])  # a normal Basic gain
    elif choice.kind == "done" and frame.stage == "fallen":
        _after_fallen(state, content, frame)
    elif choice.kind == "done":
        frame.stage = "prepare" if frame.stage == "move" else "combat"
    else:
        assert frame.combat is not None
        _run(frame, combat.choose(frame.combat, _combat_option(choice)))


# --- Automatic work ------------------------------------------------------------------------


def _move_joiner(state: GameState, frame: Battle, source: str) -> None:
    """The Arsenal joiner moves from ``source`` into the Skirmished sector (RS-VBJOIN-06, -11)."""
    found = arsenal.joiner(state, frame.sector)
    assert found is not None
    arsenal.move_joiner(state, found[0], source)
    frame.joiner = found[0]
    frame.stage = "combat"
    state.note("rs.note.joiner", kind=found[0], source=source, sector=frame.sector)


def _joiner_pending(state: GameState, frame: Battle) -> bool:
    """Before a Skirmish's Combat: an adjacent Destroyer or Dreadnought joins; with several
    sectors to take it from the Defender chooses (RS-VBJOIN-01, -04, -05). True when waiting."""
    if frame.invader != NOBODY or frame.joiner:
        return False
    if not procedure_for(state.config).skirmish_joiners:  # Incursion (RS-MOD-10)
        return False
    found = arsenal.joiner(state, frame.sector)
    if found is None:
        return False
    if len(found[1]) == 1:
        _move_joiner(state, frame, found[1][0])
        return False
    frame.stage = "joiner"
    frame.seat = frame.defender
    return True


def _start_combat(state: GameState, content: Content, frame: Battle) -> None:
    """Both sides from the state; Carriers' Corvettes come from Active FP (VF-COMBAT-13, A-08)."""
    sector = state.galaxy.sector(frame.sector)
    if frame.invader == NOBODY:
        absorption = event_rules.voidborn_absorption(state, content, frame.defender)  # 2H
        joined = arsenal.one_fp(frame.joiner)
        approach = psionic.vanguard_absorption(state, frame.sector)  # RS-VANG-12
        invader = invasion.voidborn_side(frame.voidborn, absorption, joined, approach)
        extend = procedure_for(state.config).skirmish_invader
        if extend is not None:  # co-op/solo: a War Alert's or Crisis's abilities (VF-SKIRMISH-13)
            invader = extend(state, content, invader)
    else:
        invasion.place_reclaim(state, content, frame.invader, sector)
        invader = invasion.invader_side(
            state,
            frame.invader,
            frame.sector,
            frame.force,
            frame.spend_energy,
            frame.return_trade_token,
            bombard_materials(state, frame),
            frame.psionic_token,
        )
    defend = procedure_for(state.config).skirmish_defender if frame.invader == NOBODY else None
    defender = defend(state, sector) if defend else invasion.defender_side(state, sector)
    started = combat.start_combat(invader, defender)
    deployed = started.log[0].deployed
    if deployed:
        state.houses[frame.invader].fp_active -= deployed
        frame.force["corvette"] = frame.force.get("corvette", 0) + deployed
    _run(frame, started)


def _results(state: GameState, content: Content, frame: Battle) -> None:
    """Put the removed FP back and apply the outcome (VF-RESULT-01, -02, -15..18, T-20)."""
    assert frame.combat is not None
    report = combat.report(frame.combat)
    sector = state.galaxy.sector(frame.sector)
    invasion.return_losses(state, content, frame.invader, sector, report)
    if frame.invader == NOBODY:  # the player who fought gains the Arsenal rewards (RS-VBFLEET-19)
        lost, seat = report.removed.invader, frame.defender
    else:
        lost, seat = report.removed.defender, frame.invader
    arsenal.destruction_rewards(state, content, seat, frame.sector, lost)
    frame.force = {}
    frame.seat = frame.invader if frame.invader != NOBODY else frame.defender
    frame.stage = "finish"
    state.note("vf.note.combat", sector=frame.sector, outcome=report.outcome)
    for step in report.steps:  # the Approach and each Salvo, for the log (present/log.py)
        state.note(
            "vf.note.combat_step",
            sector=frame.sector,
            step=step.name,
            before_i=_fleet_code(step.before.invader),
            after_i=_fleet_code(step.after.invader),
            damage_i=step.damage.invader,
            before_d=_fleet_code(step.before.defender),
            after_d=_fleet_code(step.after.defender),
            damage_d=step.damage.defender,
        )
    survivors = report.survivors.invader
    tie_won = (
        report.outcome == "tie"
        and frame.invader != NOBODY
        and invasion.tie_becomes_win(state, content, frame.invader)
    )
    if tie_won:  # Improved Combat Replicators: 1 Active FP deployed there wins the tie
        state.houses[frame.invader].fp_active -= 1
        survivors = Fleet(corvette=1)
    won = report.outcome == "invader" or tie_won
    _action_influence(state, frame, report, won)
    taken = procedure_for(state.config).skirmish_lost if frame.invader == NOBODY else None
    if taken is not None and report.outcome in ("invader", "tie"):
        taken(state, content, frame, report)
    elif report.outcome == "tie" and not won:
        invasion.occupy_after_tie(state, frame.defender, sector, frame.invader == NOBODY)
    elif won and frame.invader == NOBODY:
        fleet.abandon(state, frame.defender, sector, skirmish=True)  # VF-RESULT-15, -ABANDON-07
        if frame.joiner:  # RS-VBJOIN-08
            arsenal.settle_joiner(sector, frame.joiner, report.survivors.invader)
    elif won:
        fallen = sector.fallen_house
        frame.glory_due = invasion.conquer(
            state, content, frame.invader, frame.defender, sector, survivors, tie_won
        )
        if fallen:
            frame.fallen = invasion.surrender(state, frame.invader, sector)
            frame.stage = "fallen"


_LETTER_OF: dict[str, str] = {kind: letter for letter, kind in FLEET_LETTERS.items()}
_LETTERS = tuple(_LETTER_OF.get(kind, "") for kind in Fleet.__struct_fields__)
# the letter of each field of a Fleet, in order ("" for a type the notation has none for)
assert [k for k, letter in zip(Fleet.__struct_fields__, _LETTERS, strict=True) if letter] == [
    *FLEET_LETTERS.values()
]


def _fleet_code(fleet: Fleet) -> str:
    """FP by type as ``2c,1v``, in the letters of `FLEET_LETTERS` and their order."""
    counts = zip(_LETTERS, msgspec.structs.astuple(fleet), strict=True)
    return ",".join([f"{n}{letter}" for letter, n in counts if n and letter])


def _action_influence(state: GameState, frame: Battle, report: CombatReport, won: bool) -> None:
    """Influence the invading action prints for this Invasion (Crusade's Exterminate: per
    Voidborn FP removed in this Combat; Raid's Liberate: the invaded sector's Population),
    gained once the Combat is over, as an action's Influence (VF-INFL-02)."""
    add = additions(state, frame)
    if add.reward == "won" and not won:
        return
    amount = add.influence_per_voidborn * report.removed.defender.voidborn_total
    if add.influence_population:
        amount += state.galaxy.sector(frame.sector).population
    if amount:
        influence.gain(state, frame.invader, amount, "actions")


def _after_fallen(state: GameState, content: Content, frame: Battle) -> None:
    """Fallen House bottom effects in this sector, then finish (VF-RESULT-12c)."""
    frame.stage = "finish"
    state.turn.bound_sector = frame.sector
    invasion.push_fallen_effects(state, content, frame.invader, frame.fallen)


def advance(state: GameState, content: Content, frame: Battle) -> bool:
    """Do the Battle's automatic work; False when a decision is pending (see :func:`options`)."""
    if frame.stage == "prepare" and not _prepare_options(state, frame):
        frame.stage = "combat"
    elif frame.stage == "combat" and frame.combat is None:
        if not _joiner_pending(state, frame):
            _start_combat(state, content, frame)
    elif frame.stage == "combat" and frame.combat is not None and frame.combat.outcome:
        _results(state, content, frame)
    elif frame.stage == "fallen" and not _fallen_options(state, content, frame):
        _after_fallen(state, content, frame)
    elif frame.stage == "finish" and frame.glory_due:
        frame.glory_due = False  # VF-RESULT-03: last, once every other result has raised it
        gained = glory.invasion_influence(state, frame.invader)
        state.note("vf.note.invaded", seat=frame.invader, sector=frame.sector, influence=gained)
    elif frame.stage == "finish":
        if frame.invader != NOBODY:
            state.turn.bound_sector = frame.bound
        state.stack.remove(frame)
    else:
        return False
    return True


def explain(state: GameState, content: Content, frame: Battle, choice: Choice) -> tuple[str, str]:
    """The rule that forbids ``choice`` in this Battle now."""
    if frame.stage == "move" and choice.kind == "join" and len(choice.values) == 2:
        return ("vf.refuse.join", movement.join_why(state, frame.invader, choice.values[1]))
    if frame.stage == "move" and choice.kind == "done" and frame.force:
        return ("rs.refuse.mirage_sources", "RS-VBFLEET-14")
    if frame.stage == "move" and choice.kind == "done":
        return ("vf.refuse.invade_without_fp", "VF-MOVE-09")
    if frame.stage == "prepare" and choice.kind == "pay" and choice.values == ("materials",):
        if not additions(state, frame).bombard:
            return ("vf.refuse.no_bombard", "VF-COMBAT-18")
        return ("vf.refuse.short:materials", "VF-RES-07")
    if frame.stage == "combat" and frame.combat is not None:
        pending = combat.pending_choice(frame.combat)
        rule = pending.rules[0] if pending is not None else "VF-COMBAT-02"
        return ("vf.refuse.combat_choice", rule)
    return ("vf.refuse.not_now", "VF-MOVE-08")
