"""Incursion's Passive-penalty Crises (RS-INCCRISIS-02..05): what the ones on the Crisis board
add while they stay there. Discarding them follows the base rules (overcoming, a Catastrophe,
a Heroic/Joint Focus card); only those with a regular penalty may be suffered to be discarded:
as the current Crisis in Void Growth (modes/void/growth.py) and, once ongoing on a track, at
the end of any later turn (``end_of_turn_step``; RS-INCCRISIS-03/04)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.modes.void import board, defer, growth
from domineum.voidfall.modes.void.skirmish import ON_SUCCESS, SKIRMISH
from domineum.voidfall.modules.incursion import state as incursion

SUFFER = "incursion_suffer_ongoing"
DISCARD = "incursion_discard_ongoing"


def on_board(state: GameState) -> list[str]:
    """The Crises on the Crisis board: the current one (and a Dual Situation's second), then
    the ongoing ones (decision I-20)."""
    v = board.void(state)
    held = [v.current_crisis, incursion.of(state).dual_crisis]
    return [c for c in held if c] + [item for _, _, item in board.ongoing(state)]


def bonus(state: GameState, content: Content, kind: str) -> int:
    """What the Passive-penalty Crises of ``kind`` on the board add (RS-INCCRISIS-02)."""
    cards = board.pack(content).crises
    found = (cards[c].passive for c in on_board(state) if c in cards)
    return sum(p.amount for p in found if p is not None and p.kind == kind)


def sufferable(state: GameState, content: Content, seat: int) -> list[tuple[str, int, str]]:
    """The ongoing Passive-penalty Crises on the tracks whose regular penalty ``seat`` may
    suffer now to discard them, (track, index, Crisis id) (RS-INCCRISIS-03; in full only,
    VF-SOLO-VOIDADV-03)."""
    cards = board.pack(content).crises
    return [
        (track, index, crisis)
        for track, index, crisis in board.ongoing(state)
        if crisis in cards
        and (p := cards[crisis].passive) is not None
        and p.suffer_to_discard
        and growth.can_suffer(state, content, seat, crisis)
    ]


def end_of_turn_step(state: GameState, content: Content, frame: Phase) -> bool:
    """RS-INCCRISIS-03: at the end of the turn (after Void Growth) the active player may suffer
    the regular penalty of an ongoing Passive-penalty Crisis to discard it, on any later turn
    too, one Crisis at a time."""
    seat = state.turn.seat
    if frame.index or not sufferable(state, content, seat):
        return True
    frame.index = 1
    push_step(state, content, seat, Effect(SUFFER), cost=True)
    return False


class DiscardParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    crisis: str


@register
class SufferOngoing(Primitive[NoParams]):
    """Suffer an ongoing Passive-penalty Crisis's regular penalty to discard it, or keep them
    all (RS-INCCRISIS-03, -04): ``suffer-ongoing TRACK N`` (the N-th space) or ``done``."""

    op = SUFFER
    Params = NoParams
    rules = ("RS-INCCRISIS-03",)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        picks = [
            Choice("suffer-ongoing", (track, str(index + 1)), self.rules)
            for track, index, _ in sufferable(ctx.state, ctx.content, ctx.seat)
        ]
        return [*picks, Choice("done", (), self.rules, label="vf.inc.choice.keep_ongoing")]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        state, content = ctx.state, ctx.content
        ctx.frame.picks.append(choice.kind)
        if choice.kind == "done":
            return
        track, space = choice.values
        crisis_id = board.void(state).track(track)[int(space) - 1]
        card = board.crisis(content, crisis_id)
        state.note("vf.inc.note.suffer_ongoing", seat=ctx.seat, name=card.name)
        effects = list(content.action(f"crisis:{crisis_id}").effects)
        if any(e.op == SKIRMISH for e in effects):  # its on-success effects (SKIRMISH-19)
            effects.append(Effect(ON_SUCCESS, {"source": "crisis"}))
        discard = Effect(DISCARD, {"crisis": crisis_id})
        defer.later(state, content, ctx.seat, [*effects, discard])


@register
class DiscardOngoing(Primitive[DiscardParams]):
    """The suffered Crisis leaves its track (compacted, VF-CRISIS-06) for its discard."""

    op = DISCARD
    Params = DiscardParams

    def start(self, ctx: Ctx) -> None:
        crisis_id = self.params(ctx.frame.effect).crisis
        if any(item == crisis_id for _, _, item in board.ongoing(ctx.state)):
            board.discard_crisis(ctx.state, ctx.content, crisis_id)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []
