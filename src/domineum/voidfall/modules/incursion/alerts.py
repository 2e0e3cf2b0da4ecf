"""Incursion's Alert cards in play (RS-INCFOCUS-01..15): the round's Alert (a Voidfall card, a
Dual Situation, a base Situation; Rift Surges chain into the next card), the turn's Crisis or
two, the Void Advances on them, and the Crisis-board rows the Alerts make the Voidborn resolve
at the end of turns.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.incursion_schema import IncursionAlert
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import GameState, Phase, SelectFocus, Step
from domineum.voidfall.modes.void import board, catastrophe
from domineum.voidfall.modes.void.defer import THEN
from domineum.voidfall.modes.void.growth import GROWTH
from domineum.voidfall.modes.void.skirmish import TRIBUTE
from domineum.voidfall.modules.incursion import crises, deployment, rifts
from domineum.voidfall.modules.incursion import state as incursion
from domineum.voidfall.modules.incursion.state import pack
from domineum.voidfall.rules import sectors as rules_sectors

REVEAL_ALERT = "incursion_reveal_alert"
REVEAL_CRISIS = "incursion_reveal_crisis"
ROW = "incursion_row"


def card(content: Content, card_id: str) -> IncursionAlert | None:
    """The Incursion Alert ``card_id``, or None for a base Situation card."""
    return pack(content).alerts.get(card_id)


def _waiting(seat: int, op: str) -> Step:
    """``op`` as a waiting step (``void_then``): it runs once it is on top of the stack."""
    return Step(seat=seat, effect=Effect(THEN, {"then": {"op": op}}), cost=True)


def _under_selection(state: GameState, op: str, seat: int) -> None:
    """Reveal right above the topmost Selection, once the decisions pushed above it are made
    (as the base Alert, VF-SOLO-VARIANT-01)."""
    at = max(i for i, f in enumerate(state.stack) if isinstance(f, SelectFocus)) + 1
    state.stack.insert(at, _waiting(seat, op))


def round_hook(state: GameState, content: Content) -> None:
    """The round's Alert (RS-INCFOCUS-01), revealed before its first turn."""
    incursion.of(state).economic_row = False  # RS-INCFOCUS-12: for the current round
    _under_selection(state, REVEAL_ALERT, state.board.turn_order[0])


def turn_hook(state: GameState, content: Content, seat: int) -> None:
    """The turn's Crisis (or two), revealed before its Selection."""
    _under_selection(state, REVEAL_CRISIS, seat)


def reveal_alert(state: GameState, content: Content, seat: int) -> None:
    """Draw Alert cards until one is not a Rift Surge (RS-INCFOCUS-11); each card's immediate
    instructions are resolved now, before the Reveal Crisis step (RS-INCFOCUS-01). An empty
    deck ends the chain: the round has no Alert (A20)."""
    v = board.void(state)
    inc = incursion.of(state)
    while True:
        if not v.alert_deck:
            state.note("vf.inc.note.alert_deck_empty", round=state.round)
            v.alert = ""
            return
        drawn = v.alert_deck.pop()
        alert = card(content, drawn)
        if alert is None:
            v.alert = drawn
            tier = board.pack(content).alerts[drawn].tier
            state.note("vf.void.note.alert_situation", card=drawn, tier=tier, round=state.round)
            return
        if alert.kind == "rift_surge":
            note = f"vf.inc.note.rift_surge_{alert.order}"
            state.note(note, card=drawn, n=alert.amount, kind=alert.fleet_type)
            inc.economic_row = True  # RS-INCFOCUS-12/13: once however many
            v.alert_discard.append(drawn)
            if not _rift_surge(state, content, alert, seat):
                # its Regroup waits for the players' choice: the next card after it
                state.stack.insert(-1, _waiting(seat, REVEAL_ALERT))
                return
            continue
        v.alert = drawn
        if alert.kind == "dual_situation":
            levels = " and ".join(alert.crises)
            state.note("vf.inc.note.dual", card=drawn, levels=levels, round=state.round)
            return
        for sector_id in reversed(rifts.voidfall(state, alert)):  # RS-INCFOCUS-08
            sector = state.galaxy.sector(sector_id)
            holder = rules_sectors.controller(state, sector)
            amount = alert.fleet[state.cycle - 1]
            effect = Effect(SKIRMISH_OP, {"trigger": "rift", "sector": sector_id, "amount": amount})
            push_step(state, content, holder, effect, cost=True)
        return


def _rift_surge(state: GameState, content: Content, alert: IncursionAlert, seat: int) -> bool:
    """RS-INCFOCUS-11 (GAP-13, authored orders): Corvettes onto every Open Rift; a Corvette at
    every Voidborn Shipyard/Starbase; or a Voidborn Regroup from an Alert (every player's
    sectors are targets, RS-INCREGROUP-02; ``seat`` chooses among equal destinations). False
    when that Regroup waits for the choice."""
    inc = incursion.of(state)
    if alert.order == "rift_deploy":
        for sector_id in sorted(inc.open_rifts):
            sector = state.galaxy.sector(sector_id)
            if sector.is_voidborn:
                rifts.feed(state, sector, alert.amount, 0)
    elif alert.order == "shipyard_deploy":
        for _ in range(alert.amount):
            deployment.every_yard(state, alert.fleet_type)
    else:
        return crises.regroup_moves(state, content, alert.amount, seat, everyone=True)
    return True


def reveal_crisis(state: GameState, content: Content, seat: int) -> None:
    """Reveal Crisis: a Situation reveals the top Crisis of its level; a Dual Situation the
    top Crisis of each of its two levels, both current (RS-INCFOCUS-02/03); a Voidfall card or
    no Alert reveals none. Immediate Crises are resolved on the way (RS-INCCRISIS-01)."""
    v = board.void(state)
    v.overcome = []
    alert = card(content, v.alert) if v.alert else None
    if v.alert and alert is None:
        tier = board.pack(content).alerts[v.alert].tier
        v.current_crisis = crises.reveal_tier(state, content, seat, tier)
        if v.current_crisis:
            c = board.crisis(content, v.current_crisis)
            state.note(
                "vf.void.note.crisis",
                seat=seat,
                crisis=c.id,
                name=c.name,
                type=c.type,
                tier=tier,
                text=c.text,
            )
        return
    if alert is None or alert.kind != "dual_situation":
        state.note("vf.void.note.no_crisis", card=v.alert or "-")
        return
    first, second = (crises.reveal_tier(state, content, seat, level) for level in alert.crises)
    v.current_crisis = first or second
    incursion.of(state).dual_crisis = second if first else ""
    for crisis_id in (first, second):
        if crisis_id:
            c = board.crisis(content, crisis_id)
            state.note("vf.inc.note.dual_crisis", seat=seat, crisis=crisis_id, name=c.name)


def advances_step(state: GameState, content: Content, frame: Phase) -> bool:
    """The Void Advances after a turn (VF-SOLO-VOIDADV-01): Void Growth on the current Crisis
    and then on a Dual Situation's second one (RS-INCFOCUS-03); none on a Voidfall card."""
    v = board.void(state)
    inc = incursion.of(state)
    seat = state.turn.seat
    if frame.index == 0:
        frame.index = 1
        if v.current_crisis:
            push_step(state, content, seat, Effect(GROWTH), cost=True)
            return False
    if frame.index == 1:
        frame.index = 2
        if inc.dual_crisis:
            v.current_crisis, inc.dual_crisis = inc.dual_crisis, ""
            push_step(state, content, seat, Effect(GROWTH), cost=True)
            return False
    return True


def rows_step(state: GameState, content: Content, frame: Phase) -> bool:
    """RS-INCFOCUS-10/12: at the end of each player's first turn of a Cycle with a Voidfall
    card, the Military row; at the end of every turn of a round with a Rift Surge, the
    Economic row (once). Each may be skipped with a Catastrophe (RS-INCFOCUS-14)."""
    inc = incursion.of(state)
    seat = state.turn.seat
    if frame.index == 0:
        frame.index = 1
        if inc.military_row and seat not in inc.first_turn_done:
            inc.first_turn_done.append(seat)
            push_step(state, content, seat, Effect(ROW, {"row": "military"}), cost=True)
            return False
    if frame.index == 1:
        frame.index = 2
        if inc.economic_row:
            push_step(state, content, seat, Effect(ROW, {"row": "economic"}), cost=True)
            return False
    return True


def new_cycle(state: GameState, content: Content, frame: Phase) -> bool:
    """A Cycle's Voidfall card and first turns are its own (RS-INCFOCUS-10)."""
    inc = incursion.of(state)
    inc.military_row, inc.military_bonus, inc.first_turn_done = False, 0, []
    return True


class RowParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    row: str  # "military" or "economic"


@register
class ResolveRow(Primitive[RowParams]):
    """Resolve a Crisis-board row at the end of the turn, or spend a Catastrophe to skip it
    (RS-INCFOCUS-10, -12, -14): the Military row is an Incursion Skirmish with the Voidfall
    card's bonus, the Economic row the payment of the leftmost free Economic space."""

    op = ROW
    Params = RowParams
    rules = ("RS-INCFOCUS-10", "RS-INCFOCUS-12", "RS-INCFOCUS-14")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        row = self.params(ctx.frame.effect).row
        return [
            Choice("incursion-row", (c,), self.rules, label=f"vf.inc.choice.{row}_{c}")
            for c in ("resolve", "catastrophe")
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        row = self.params(ctx.frame.effect).row
        state, content, seat = ctx.state, ctx.content, ctx.seat
        if choice.values[0] == "catastrophe":
            state.note("vf.inc.note.row_skipped", row=row)
            catastrophe.push(state, content, seat)
            return
        state.note("vf.inc.note.row", row=row)
        if row == "military":
            push_step(state, content, seat, Effect(SKIRMISH_OP, {"trigger": "military_row"}), True)
        else:
            push_step(state, content, seat, Effect(TRIBUTE), cost=True)


@register
class RevealAlert(Primitive[NoParams]):
    op = REVEAL_ALERT
    Params = NoParams
    rules = ("RS-INCFOCUS-01", "RS-INCFOCUS-11")

    def start(self, ctx: Ctx) -> None:
        reveal_alert(ctx.state, ctx.content, ctx.seat)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class RevealCrisis(Primitive[NoParams]):
    op = REVEAL_CRISIS
    Params = NoParams
    rules = ("RS-INCFOCUS-02", "RS-INCFOCUS-03")

    def start(self, ctx: Ctx) -> None:
        reveal_crisis(ctx.state, ctx.content, ctx.seat)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []
