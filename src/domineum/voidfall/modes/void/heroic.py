"""Heroic Focus cards (VF-SOLO-FOCUS-04..07, -12, VF-SOLO-SETUP-18/19, VF-SOLO-PREP-02,
VF-SOLO-CLEAN-06, VF-SOLO-CRISIS-13, VF-PREP-04/05).

In Selection the player may discard a Focus card from hand to take the corresponding Heroic
card from the display (any card for Leadership) and play it as the turn's Focus; the display is
not refilled; the played Heroic card leaves the game at the end of the turn. From Cycle 2,
Preparation step 0a boxes the display and reveals 3 new cards, a card whose Focus the player's
House lacks being boxed and replaced.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_schema import VoidDiscardCrisisArgs
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import (
    GameState,
    Phase,
    SelectExtras,
    SelectFocus,
    TurnState,
)
from domineum.voidfall.modes.void import board, crises
from domineum.voidfall.rules.card_actions import focus_family

DISPLAY = 3
TAKE = "void_heroic_take"
DISCARD_CRISIS = "void_discard_crisis"
ANY = "any"
CRISIS_TYPES = {
    "any": ("military", "economic", "general"),
    "economic": ("economic", "general"),
    "military": ("military", "general"),
}


def _lacks(state: GameState, card: str) -> bool:
    """A Heroic card whose Focus no player's House has (VF-SOLO-PREP-02, AMB-11)."""
    v = board.void(state)
    wanted = v.families[card]
    owned = {v.families.get(c, c) for h in state.houses for c in h.focus_hand + h.focus_discard}
    owned |= {v.families.get(c, c) for h in state.houses for c in h.focus_reserved}
    return wanted != ANY and wanted not in owned


def _reveal(state: GameState, content: Content) -> None:
    v = board.void(state)
    while len(v.heroic_display) < DISPLAY and v.heroic_deck:
        card = v.heroic_deck.pop()
        if state.config.mode == "solo" and _lacks(state, card):
            v.boxed.append(card)
            state.note("vf.void.note.heroic_unmatched", card=card)
        else:
            v.heroic_display.append(card)
    coop = "_coop" if state.config.mode == "coop" else ""  # the Joint Focus offer
    names = [board.pack(content).offer(state.config.mode)[c].name for c in v.heroic_display]
    state.note(f"vf.void.note.heroic_display{coop}", cards=", ".join(names) or "none")


def prepare(state: GameState, content: Content) -> None:
    """VF-SOLO-SETUP-18/19: shuffle the 10 Heroic cards, reveal 3 (co-op: the Joint cards,
    VF-SETUP-16)."""
    v = board.void(state)
    heroic = board.pack(content).offer(state.config.mode)
    v.heroic_deck = sorted(heroic)
    state.rng.shuffle(v.heroic_deck)
    v.families = {h.id: h.corresponds for h in heroic.values()}
    for house in state.houses:
        for card in (*house.focus_hand, *house.focus_discard, *house.focus_reserved):
            v.families[card] = focus_family(content, card)
    _reveal(state, content)


def refresh_step(state: GameState, content: Content, frame: Phase) -> bool:
    """Preparation step 0a (Cycles 2-3, VF-SOLO-PREP-02): box the display, reveal 3 anew."""
    v = board.void(state)
    v.boxed += v.heroic_display
    v.heroic_display = []
    _reveal(state, content)
    return True


def _payable(state: GameState, seat: int, hero: str) -> list[str]:
    """The hand cards that may be discarded for ``hero`` (VF-SOLO-FOCUS-04/05)."""
    v = board.void(state)
    wanted = v.families[hero]
    hand = state.houses[seat].focus_hand
    return sorted(c for c in hand if wanted == ANY or v.families.get(c, c) == wanted)


class HeroicSelection:
    """The Selection rule (core/procedure.py): the hand's cards, plus each Heroic card of the
    display that a hand card can pay for (``heroic N``, N its place in the display; in co-op
    ``joint N``, the Joint Focus offer, VF-SELECT-08/09)."""

    def __init__(
        self,
        kind: str = "heroic",
        rules: tuple[str, ...] = ("VF-SOLO-FOCUS-04", "VF-SOLO-FOCUS-05"),
    ) -> None:
        self.kind = kind
        self.rules = rules

    def choices(self, state: GameState, seat: int) -> list[Choice] | None:
        v = state.void
        if v is None or not v.heroic_display:
            return None
        hand = state.houses[seat].focus_hand
        out = [Choice("focus", (card,), ("VF-SELECT-01",)) for card in sorted(hand)]
        out += [
            Choice(self.kind, (str(i + 1),), self.rules)
            for i, hero in enumerate(v.heroic_display)
            if _payable(state, seat, hero)
        ]
        return out

    def refusal(self, state: GameState, seat: int) -> tuple[str, str] | None:
        return None

    def played(self, state: GameState, seat: int, card: str) -> None:
        return None

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        if choice.kind != self.kind:
            return False
        hero = board.void(state).heroic_display[int(choice.values[0]) - 1]
        push_step(state, content, seat, Effect(TAKE, {"card": hero}), cost=True)
        return True


class _CardArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    card: str


@register
class TakeHeroic(Primitive[_CardArgs]):
    """Discard the paying Focus card; the Heroic card is the turn's Focus (VF-SOLO-FOCUS-04..06;
    the hand card returns at Evaluation step 5, FOCUS-07)."""

    op = TAKE
    Params = _CardArgs
    rules = ("VF-SOLO-FOCUS-04", "VF-SOLO-FOCUS-05", "VF-SOLO-FOCUS-06")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        hero = self.params(ctx.frame.effect).card
        return [Choice("focus", (c,), self.rules) for c in _payable(ctx.state, ctx.seat, hero)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        state, seat = ctx.state, ctx.seat
        hero = self.params(ctx.frame.effect).card
        paid = choice.values[0]
        ctx.frame.picks.append(paid)
        house = state.houses[seat]
        house.focus_hand.remove(paid)
        house.focus_discard.append(paid)
        board.void(state).heroic_display.remove(hero)
        state.turn = TurnState(seat=seat, focus=hero)
        pack = board.pack(ctx.content)
        name, paid_name = (
            pack.offer(state.config.mode)[hero].name,
            ctx.content.focus_cards[paid].name,
        )
        joint = "joint" if hero in pack.joint else "heroic"
        state.note(f"vf.void.note.{joint}", seat=seat, card=name, paid=paid_name)
        below = state.stack.index(ctx.frame) - 1
        assert isinstance(state.stack[below], SelectFocus)
        state.stack[below] = SelectExtras(seat=seat)


def cleanup_step(state: GameState, content: Content, frame: Phase) -> bool:
    """VF-SOLO-CLEAN-06, VF-CLEANUP-15: a played Heroic or Joint card leaves the game instead
    of the discard pile."""
    hero = state.turn.focus
    offer = board.pack(content).offer(state.config.mode)
    if hero in offer:
        house = state.houses[state.turn.seat]
        if hero in house.focus_discard:
            house.focus_discard.remove(hero)
        board.void(state).boxed.append(hero)
        coop = "_coop" if state.config.mode == "coop" else ""
        state.note(f"vf.void.note.heroic_boxed{coop}", card=offer[hero].name)
    return True


@register
class DiscardCrisis(Primitive[VoidDiscardCrisisArgs]):
    """VF-SOLO-CRISIS-13: discard a Crisis of the given types without overcoming it (current or
    ongoing; a discarded current Crisis skips Void Growth; a Start Crisis goes to the box)."""

    op = DISCARD_CRISIS
    Params = VoidDiscardCrisisArgs
    rules = ("VF-SOLO-CRISIS-13", "VF-CRISIS-16")

    def _slots(self, ctx: Ctx) -> list[tuple[str, str]]:
        kinds = CRISIS_TYPES[self.params(ctx.frame.effect).type]
        return [
            (slot, c)
            for slot, c in crises.slots(ctx.state)
            if board.crisis(ctx.content, c).type in kinds
        ]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._slots(ctx):
            return Refusal("vf.void.refuse.no_crisis", "VF-SOLO-CRISIS-13")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("overcome", (slot,), self.rules) for slot, _ in self._slots(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        crisis_id = dict(self._slots(ctx))[choice.values[0]]
        ctx.frame.picks.append(crisis_id)
        v = board.void(ctx.state)
        if v.current_crisis == crisis_id:
            v.overcome.append(crisis_id)
        board.discard_crisis(ctx.state, ctx.content, crisis_id)
        ctx.state.note("vf.void.note.crisis_discarded", crisis=crisis_id)
