"""Focus-related effects: a Preferred Focus action, peeking at Galactic Events.

VF-PREF, VF-PEEK.
"""

from __future__ import annotations

from collections.abc import Iterator

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.model.terms import CYCLES
from domineum.voidfall.rules.card_actions import cost_refusal, focus_action, start_action

PREFERRED_CARD_IN_PLAY = "preferred_card_in_play"  # named option: the issue 12 item 9 alternative


def preferred_cards(ctx: Ctx) -> list[str]:
    """Your Preferred Focus cards in hand or discard, as your House prints them (VF-PREF-01/06;
    seed 003 l.3198-3200): never the card being played, unless the named option
    ``preferred_card_in_play`` allows it (then only its actions not taken this turn)."""
    house = ctx.house
    owned = set(house.focus_hand) | set(house.focus_discard)
    if ctx.state.turn.focus and PREFERRED_CARD_IN_PLAY in ctx.state.config.options:
        owned.add(ctx.state.turn.focus)
    out = []
    for card_id in owned:
        card = ctx.content.focus_cards.get(card_id)
        if card is None:  # a solo Heroic card is never a Preferred Focus (VF-SOLO-FOCUS-12)
            continue
        if (card.replaces or card.id) in house.preferred:
            out.append(card_id)
    return sorted(out)


@register
class PreferredAction(Primitive[NoParams]):
    """Take one action of a Preferred Focus, paying its cost (VF-PREF-01..05).

    It does not count as resolving that Focus: no Technology Action or Agenda follows from it.
    """

    op = "preferred_action"
    Params = NoParams
    rules = ("VF-PREF-01", "VF-PREF-02", "VF-PREF-04")

    def _each_action(self, ctx: Ctx, card: str) -> Iterator[str]:
        """The actions of ``card`` that may be taken now, whose whole cost can be paid."""
        in_play = card == ctx.state.turn.focus  # VF-ACTION-04: each action once per turn
        for n in ("1", "2", "3"):
            if in_play and n in ctx.state.turn.taken:
                continue
            action = focus_action(ctx.state, ctx.content, ctx.seat, card, n)
            if cost_refusal(ctx.state, ctx.content, ctx.seat, action) is None:
                yield n

    def _actions(self, ctx: Ctx, card: str) -> list[str]:
        return list(self._each_action(ctx, card))

    def refusal(self, ctx: Ctx) -> Refusal | None:
        """Refused when no Preferred Focus has an action to take: stops at the first found."""
        cards = preferred_cards(ctx)
        if not any(next(self._each_action(ctx, c), None) is not None for c in cards):
            return Refusal("vf.refuse.no_preferred", "VF-PREF-01")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        if not ctx.frame.picks:
            return [
                Choice("focus", (c,), self.rules)
                for c in preferred_cards(ctx)
                if self._actions(ctx, c)
            ]
        if len(ctx.frame.picks) == 1:
            return [
                Choice("take", (n,), self.rules) for n in self._actions(ctx, ctx.frame.picks[0])
            ]
        return []

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        if choice.kind == "take":
            card, n = ctx.frame.picks[0], choice.values[0]
            action = focus_action(ctx.state, ctx.content, ctx.seat, card, n)
            start_action(ctx.state, ctx.content, ctx.seat, f"focus:{card}:{n}", action)


@register
class Peek(Primitive[NoParams]):
    """Draw the next Cycle's top two Galactic Events; one back on top, one to the bottom.

    VF-PEEK-01..03 (not possible in Cycle 3).
    """

    op = "peek"
    private = "vf.private.peek"  # which Events were seen stays with the seat (VF-PEEK-01)
    Params = NoParams
    rules = ("VF-PEEK-01", "VF-PEEK-02", "VF-PEEK-03")

    def _deck(self, ctx: Ctx) -> list[str]:
        return ctx.state.board.event_decks[ctx.state.cycle]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if ctx.state.cycle >= CYCLES or not self._deck(ctx):
            return Refusal("vf.refuse.no_peek", "VF-PEEK-02")
        return None

    def start(self, ctx: Ctx) -> None:
        """Look at the top two cards; they stay in the deck until the choice is made, so that
        forgoing the effect leaves the deck as it was."""
        deck = self._deck(ctx)
        ctx.frame.picks = deck[-2:][::-1]  # top card first
        if len(ctx.frame.picks) < 2:  # a single card simply stays on top
            ctx.frame.stage = 1

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.stage:
            return []
        return [Choice("option", (str(i + 1),), self.rules) for i in range(2)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        """``option N``: the N-th card seen goes (back) on top, the other to the bottom."""
        keep = int(choice.values[0]) - 1
        deck = self._deck(ctx)
        top, other = ctx.frame.picks[keep], ctx.frame.picks[1 - keep]
        del deck[-2:]
        deck.insert(0, other)
        deck.append(top)
        ctx.frame.stage = 1
