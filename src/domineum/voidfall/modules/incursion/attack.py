"""The Incursion Skirmish in a game: its value, its target and force (skirmish.py), the Combat
(the competitive Battle, the Voidborn invading), and the takeover when the Voidborn win or tie
(RS-INCSKIRM-01..16, RS-INCFOCUS-08, RS-INCTAKE, RS-CIVDEF-04/08).

Every step is a log line with its rule (``why`` in the interfaces shows them).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, register
from domineum.voidfall.model.combat import CombatReport, Side
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.incursion import SKIRMISH_OP as SKIRMISH
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import board
from domineum.voidfall.modules.incursion import (
    civil_defense,
    field,
    fleets,
    passive,
    skirmish,
    takeover,
)
from domineum.voidfall.modules.incursion import state as incursion
from domineum.voidfall.rules import arsenal, combat, invasion, psionic, voidborn_fleets
from domineum.voidfall.rules import sectors as rules_sectors
from domineum.voidfall.rules import skirmish as rules_skirmish

Trigger = Literal["evaluation", "crisis", "war", "military_row", "immediate", "rift"]
NO_FORCE_OPTION = "incursion_no_late_bonus"  # A39: drop the +1 of Cycles 2-3


class SkirmishArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``trigger``: what started it (its extra value: the current Crisis's, the Voidfall card's
    Military bonus, the Evaluation's Cycle 2-3 +1); ``sector``/``amount``: a closed Rift
    skirmished from the supply (RS-INCFOCUS-08), or with ``planned`` the target and value
    chosen for the seat at the start of the Evaluation's Skirmishes."""

    trigger: Trigger = "evaluation"
    sector: str = ""
    amount: int = 0
    planned: bool = False  # an Evaluation target chosen before any Combat (RS-INCSKIRM-16)


def value(
    state: GameState, content: Content, seat: int, trigger: str, amount: int = 0
) -> tuple[int, dict[str, int]]:
    """RS-INCSKIRM-02 and its parts, each Enforced Psionic Agenda of the seat adding 1
    (RS-INCPSI-06: not from the supply, so the attack stays capped by what is adjacent)."""
    house = state.houses[seat]
    v = board.void(state)
    inc = incursion.of(state)
    extra = 0
    if trigger == "crisis" and v.current_crisis:
        extra = board.crisis(content, v.current_crisis).skirmish
    elif trigger == "military_row":
        extra = inc.military_bonus
    elif trigger == "immediate":  # an Immediate Crisis's own value (RS-INCCRISIS-06)
        extra = amount
    parts = {
        "board": board.military_modifier(state, content),
        "corruption": sum(house.track_corrupted) + sum(house.agenda_corrupted),
        "psionic": len(house.enforced),
        "extra": extra,
        "passive": passive.bonus(state, content, "skirmish_value"),
    }
    evaluation_cycle = state.cycle if trigger == "evaluation" else 0
    total = skirmish.value(
        parts["board"],
        parts["corruption"],
        parts["psionic"],
        parts["extra"],
        evaluation_cycle,
        NO_FORCE_OPTION not in state.config.options,
        parts["passive"],
    )
    parts["late"] = total - sum(parts.values())
    return total, parts


def defender(state: GameState, sector: Sector) -> Side:
    """The Defender of a Skirmished sector (RS-CIVDEF-08/09)."""
    return civil_defense.defender_side(state, sector)


def candidates(state: GameState, seat: int) -> list[Sector]:
    """RS-INCSKIRM-14, RS-CIVDEF-04, RS-INC-05: your non-Home sectors (Civil Defense ones
    included) next to a Voidborn sector; a Voidborn-immune sector is not one, unless it holds
    a Vanguard, which can always be a target (RS-INCPSI-01, RS-VANG-15) and is next to every
    Open Rift (RS-INCPSI-02, :func:`field.vanguard_links`)."""
    links = field.vanguard_links(state)

    def next_to_voidborn(s: Sector) -> bool:
        around = [*state.galaxy.neighbours(s.id), *links.get(s.id, ())]
        return any(state.galaxy.sector(n).is_voidborn for n in around)

    return [
        s
        for s in state.galaxy.sectors
        if s.home_of == NOBODY
        and not s.is_voidborn
        and rules_sectors.controller(state, s) == seat
        and (psionic.always_skirmish_target(s) or (not s.voidborn_immune and next_to_voidborn(s)))
    ]


def invader(force: skirmish.Force, approach: int = 0) -> Side:
    """The attacking Voidborn: their Corvettes and the one Destroyer or Dreadnought with its
    Invader abilities (RS-INCSKIRM-06, -13; RS-VBFLEET-03/08), with ``approach`` Approach
    Absorption (a Vanguard's sector: RS-INCPSI-04, RS-INCSKIRM-12)."""
    corvettes = sum(1 for _, t in force if t == fleets.CORVETTE)
    joiner = next((t for _, t in force if t != fleets.CORVETTE), "")
    ship = arsenal.one_fp(joiner) if joiner else None
    return invasion.voidborn_side(corvettes, 0, ship, approach)


def forecast(state: GameState, sector_id: str, force: skirmish.Force) -> tuple[str, int]:
    """The Combat there with that force (the defender's best play, A23)."""
    sector = state.galaxy.sector(sector_id)
    approach = psionic.vanguard_absorption(state, sector_id)
    report = combat.forecast(invader(force, approach), defender(state, sector))
    return report.outcome, report.removed.defender.total


def _candidate(state: GameState, f: field.Field, s: Sector, total: int) -> skirmish.Candidate:
    """One target evaluated on ``f`` (RS-INCSKIRM-03, -05, -07; RS-INCPSI-03: a Vanguard's
    +1)."""
    return skirmish.candidate(
        f,
        s.id,
        total,
        lambda sector, force: forecast(state, sector, force),
        s.is_pure,
        s.population,
        len(s.filled("guild")),
        vanguard=s.vanguard != NOBODY,
    )


def plan(
    state: GameState, content: Content, seat: int, trigger: str, amount: int = 0
) -> tuple[skirmish.Candidate, int] | None:
    """The Skirmish's value, each candidate and each filter, in the log (RS-INCSKIRM-02..15):
    the target chosen and the value, or None when there is no Skirmish (value 0 or less, no
    target, nothing to send, or the seat wins its defences as in the base game, RS-INC-03)."""
    if rules_skirmish.auto_defends(state, content, seat):
        state.note("vf.inc.note.auto_defended", seat=seat)
        return None
    total, parts = value(state, content, seat, trigger, amount)
    state.note("vf.inc.note.value", seat=seat, trigger=trigger, value=total, **parts)
    if total <= 0:  # RS-INCSKIRM-04
        state.note("vf.inc.note.no_skirmish", seat=seat)
        return None
    f = field.of_state(state)
    pool = [_candidate(state, f, s, total) for s in candidates(state, seat)]
    for c in pool:
        state.note(
            "vf.inc.note.candidate",
            sector=c.sector,
            available=c.available,
            size=c.size,
            outcome=c.outcome,
            recalled=c.recalled,
        )
    chosen, trace = skirmish.choose_target(pool, state.rng)
    for name, kept in trace:
        state.note(f"vf.inc.note.filter_{name}", kept=", ".join(kept) or "none")
    if chosen is None or chosen.size == 0:  # RS-INCSKIRM-15
        state.note("vf.inc.note.defended", seat=seat)
        return None
    return chosen, total


@register
class IncursionSkirmish(Primitive[SkirmishArgs]):
    """An Incursion Skirmish against the seat (RS-INCSKIRM-01..16): no Skirmish when the value
    is 0 or less; otherwise every candidate is evaluated, the target chosen filter by filter,
    the force taken from the adjacent Voidborn sectors (each keeping 1) and moved in, and the
    Combat fought. A closed Rift is Skirmished from the supply instead (RS-INCFOCUS-08). The
    standard Skirmish rules still apply (RS-INC-03): a seat whose Technology or a Galactic Event
    in force wins its Skirmish defences (``rules/skirmish.auto_defends``) is not Skirmished."""

    op = SKIRMISH
    Params = SkirmishArgs
    rules = ("RS-INCSKIRM-01", "RS-INCSKIRM-09", "RS-INCSKIRM-10")

    def start(self, ctx: Ctx) -> None:
        state, seat = ctx.state, ctx.seat
        args = self.params(ctx.frame.effect)
        inc = incursion.of(state)
        inc.skirmish_sources = []
        v = board.void(state)
        v.skirmish_target, v.skirmish_strength = "", 0
        if rules_skirmish.auto_defends(state, ctx.content, seat):  # RS-INC-03: the base rule
            state.note("vf.inc.note.auto_defended", seat=seat)
            return
        if args.trigger == "rift":
            self._rift(ctx, args)
            return
        if args.planned:  # RS-INCSKIRM-16, A41: the force from what is left now
            f = field.of_state(state)
            target = _candidate(state, f, state.galaxy.sector(args.sector), args.amount)
            state.note("vf.inc.note.planned", seat=seat, sector=args.sector, n=target.size)
            if target.size == 0:
                state.note("vf.inc.note.defended", seat=seat)
                return
        else:
            chosen = plan(state, ctx.content, seat, args.trigger, args.amount)
            if chosen is None:
                return
            target = chosen[0]
        f = field.of_state(state)
        force = skirmish.compose(f, target.size, target.sources, state.rng)
        for source, fleet_type in force:  # RS-INCSKIRM-08
            fleets.remove(state.galaxy.sector(source), fleet_type)
            state.note("vf.inc.note.joins", source=source, kind=fleet_type, sector=target.sector)
        inc.skirmish_sources = sorted({s for s, _ in force})
        joiner = next((t for _, t in force if t != fleets.CORVETTE), "")
        self._battle(ctx, target.sector, len(force) - bool(joiner), joiner)

    def _rift(self, ctx: Ctx, args: SkirmishArgs) -> None:
        ctx.state.note("vf.inc.note.rift_skirmish", sector=args.sector, n=args.amount)
        if args.amount > 0:
            self._battle(ctx, args.sector, args.amount)

    def _battle(self, ctx: Ctx, sector: str, corvettes: int, joiner: str = "") -> None:
        """The Combat: ``corvettes`` and the ``joiner`` (a Destroyer or Dreadnought of the
        force, never another one from next door: RS-MOD-10 sets RS-VBJOIN aside)."""
        v = board.void(ctx.state)
        v.skirmish_target, v.skirmish_strength = sector, corvettes + bool(joiner)
        ctx.state.note("vf.inc.note.attack", sector=sector, n=corvettes + bool(joiner))
        ctx.state.stack.append(
            Battle(
                seat=ctx.seat,
                sector=sector,
                invader=NOBODY,
                defender=ctx.seat,
                stage="combat",
                voidborn=corvettes,
                joiner=joiner,
            )
        )

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


def lost(state: GameState, content: Content, frame: Battle, report: CombatReport) -> None:
    """The Voidborn won or tied (RS-INCTAKE-01..08): the Incursion takeover."""
    sector = state.galaxy.sector(frame.sector)
    by_type = voidborn_fleets.lost_by_type(report.survivors.invader)
    survivors: dict[str, int] = {str(t): n for t, n in by_type.items()}
    tie = report.outcome == "tie"
    state.note("vf.inc.note.lost", sector=sector.id, outcome=report.outcome)
    inc = incursion.of(state)
    takeover.lost_in_skirmish(state, frame.defender, sector, survivors, inc.skirmish_sources, tie)
    inc.skirmish_sources = []
