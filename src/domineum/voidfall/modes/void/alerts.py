"""The Alert deck, the round's Alert and the Crisis it reveals (VF-SOLO-ALERT-01..05,
VF-SOLO-TURN-03/06, VF-SOLO-CRISIS-01..03, VF-SOLO-SETUP-15..17, VF-SOLO-PREP-03..06)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_schema import AlertMix
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase, SelectFocus, Step
from domineum.voidfall.modes.void import board
from domineum.voidfall.modes.void.defer import THEN


def add_alerts(state: GameState, content: Content, mix: AlertMix) -> None:
    """VF-SOLO-SETUP-17 / PREP-04..06: the Difficulty card's Situations of each tier and War
    cards onto the Alert deck, which is then shuffled; a pile short of cards gives what it
    has (GAP-24)."""
    v = board.void(state)
    for tier, n in (("1", mix.tier1), ("2", mix.tier2), ("3", mix.tier3)):
        pile = v.situation_piles[tier]
        for _ in range(min(n, len(pile))):
            v.alert_deck.append(pile.pop())
    for _ in range(min(mix.war, len(v.war_pile))):
        v.alert_deck.append(v.war_pile.pop())
    state.rng.shuffle(v.alert_deck)


def refill(state: GameState, content: Content, frame: Phase) -> bool:
    """Preparation step 0b (Cycles 2-3, VF-SOLO-PREP-03..06): the last Cycle's War cards go to
    the box, its Situations back to their tier piles (shuffled); the Difficulty card's cards
    for this Cycle join the undrawn ones, and the deck is shuffled."""
    v = board.void(state)
    p = board.pack(content)
    for card in v.alert_discard:
        alert = p.alerts[card]
        if alert.kind == "war":
            v.boxed.append(card)
        else:
            v.situation_piles[alert.tier].append(card)
    v.alert_discard = []
    for pile in v.situation_piles.values():
        state.rng.shuffle(pile)
    mix = p.difficulties[v.difficulty].alerts[state.cycle - 1]
    add_alerts(state, content, mix)
    state.note("vf.void.note.alert_deck", cycle=state.cycle, cards=len(v.alert_deck))
    return True


REVEAL_ALERT = "void_reveal_alert"
REVEAL_CRISIS = "void_reveal_crisis"


def _under_decisions(state: GameState, op: str, seat: int) -> None:
    """Reveal once the decisions pushed above the turn's Selection are made (the pre-selected
    Focus is chosen before the Alert is revealed, VF-SOLO-VARIANT-01): a ``void_then`` frame
    right above the topmost Selection."""
    at = max(i for i, f in enumerate(state.stack) if isinstance(f, SelectFocus)) + 1
    state.stack.insert(at, Step(seat=seat, effect=Effect(THEN, {"then": {"op": op}}), cost=True))


def round_hook(state: GameState, content: Content) -> None:
    """VF-SOLO-TURN-03: the round's Alert, revealed before its first turn."""
    _under_decisions(state, REVEAL_ALERT, state.board.turn_order[0])


def turn_hook(state: GameState, content: Content, seat: int) -> None:
    """VF-SOLO-CRISIS-01: the turn's Crisis, revealed before its Selection (after the Alert)."""
    _under_decisions(state, REVEAL_CRISIS, seat)


@register
class RevealAlert(Primitive[NoParams]):
    op = REVEAL_ALERT
    Params = NoParams
    rules = ("VF-SOLO-TURN-03",)

    def start(self, ctx: Ctx) -> None:
        reveal_alert(ctx.state, ctx.content)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class RevealCrisis(Primitive[NoParams]):
    op = REVEAL_CRISIS
    Params = NoParams
    rules = ("VF-SOLO-CRISIS-01",)

    def start(self, ctx: Ctx) -> None:
        reveal_crisis(ctx.state, ctx.content, ctx.seat)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


def reveal_alert(state: GameState, content: Content) -> None:
    """VF-SOLO-TURN-03: before the turns of a round, the top Alert is revealed; it applies to
    this round only. An empty deck is a fault of the Difficulty data (AMB-13)."""
    v = board.void(state)
    if not v.alert_deck:
        raise AssertionError("the Alert deck is empty (AMB-13: the Difficulty data is short)")
    v.alert = v.alert_deck.pop()
    alert = board.pack(content).alerts[v.alert]
    if alert.kind == "war":
        value = alert.skirmish[state.cycle - 1]
        state.note("vf.void.note.alert_war", card=v.alert, round=state.round, modifier=value)
    else:
        state.note("vf.void.note.alert_situation", card=v.alert, tier=alert.tier, round=state.round)


def reveal_crisis(state: GameState, content: Content, seat: int) -> None:
    """Reveal Crisis (turn step 1, VF-SOLO-CRISIS-01..03): on a Situation, the top Crisis of
    its tier becomes the current Crisis; an empty tier deck is its discards reshuffled [R]."""
    v = board.void(state)
    v.overcome = []
    alert = board.pack(content).alerts[v.alert]
    if alert.kind != "situation":
        state.note("vf.void.note.no_crisis", card=v.alert)
        return
    deck = v.crisis_decks[alert.tier]
    if not deck:
        deck.extend(v.crisis_discards[alert.tier])
        v.crisis_discards[alert.tier] = []
        state.rng.shuffle(deck)
        state.note("vf.void.note.crisis_reshuffle", tier=alert.tier, cards=len(deck))
    if not deck:
        state.note("vf.void.note.crisis_none", tier=alert.tier)
        return
    v.current_crisis = deck.pop()
    card = board.crisis(content, v.current_crisis)
    state.note(
        "vf.void.note.crisis",
        seat=seat,
        crisis=v.current_crisis,
        name=card.name,
        type=card.type,
        tier=alert.tier,
        text=card.text,
    )


def end_round(state: GameState, content: Content, frame: Phase) -> bool:
    """VF-SOLO-TURN-06: after the last turn of a round its Alert goes to the Alert discard."""
    v = board.void(state)
    last = state.turn_index == len(state.board.turn_order) - 1
    if last and v.alert:
        v.alert_discard.append(v.alert)
        v.alert = ""
    return True
