"""What one seat may see (hidden information stripped): deck orders, face-down tokens, other
players' Agenda hands, the RNG and the seed it started from, and other seats' private picks.
Lengths stay visible, so a searching bot can fill the hidden parts back in (determinization).

Also: which facts a seat does not know (:func:`secrets_for`), which picks on the stack name
hidden cards (:func:`secret_picks`, an information barrier: a seat that looked at them cannot
take the look back), and which decisions other seats must not see (:func:`private_decision`).
"""

from __future__ import annotations

import msgspec

from domineum.kernel.game import clone
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.model.state import GameState, Step

HIDDEN = "?"

#: What other seats are told of a private decision, by kind (message ids of the catalog).
PRIVATE_KEEP = "vf.private.keep"
PRIVATE_OTHER = "vf.private.other"


def _mask(items: list[str]) -> list[str]:
    return [HIDDEN] * len(items)


def redact(state: GameState, seat: int | None) -> GameState:
    """A copy of ``state`` as ``seat`` sees it (``None``: a spectator who sees no hand)."""
    view = clone(state)
    view.rng.state = 0
    view.config = msgspec.structs.replace(view.config, seed=0)  # the seed rebuilds every deck
    board = view.board
    board.event_decks = [_mask(d) for d in board.event_decks]
    board.improved_deck = _mask(board.improved_deck)
    board.agenda_decks = {t: _mask(d) for t, d in board.agenda_decks.items()}
    board.bounty_pile = _mask(board.bounty_pile)
    board.reclaim_pile = _mask(board.reclaim_pile)
    for sector in view.galaxy.sectors:
        sector.bounty = _mask(sector.bounty)
        sector.reclaim = _mask(sector.reclaim)
    for other, house in enumerate(view.houses):
        if other != seat:
            house.agenda_hand = _mask(house.agenda_hand)
            if house.preselected:
                house.preselected = HIDDEN
    for frame in view.stack:
        if isinstance(frame, Step) and frame.seat != seat:
            frame.picks = _mask(frame.picks)
    if view.void is not None:  # solo/co-op: the Void's face-down decks, order hidden
        v = view.void
        for deck in (
            v.alert_deck,
            v.war_pile,
            *v.situation_piles.values(),
            *v.crisis_decks.values(),
            v.heroic_deck,
        ):
            deck.sort()
    return view


def _face_down(state: GameState) -> set[str]:
    """Every card or token id lying face down (decks, piles, tokens on sectors)."""
    board = state.board
    out = {c for deck in board.event_decks for c in deck}
    out.update(board.improved_deck, board.bounty_pile, board.reclaim_pile)
    out.update(c for deck in board.agenda_decks.values() for c in deck)
    for sector in state.galaxy.sectors:
        out.update(sector.bounty, sector.reclaim)
    return out


def secrets_for(state: GameState, seat: int | None) -> set[str]:
    """The hidden facts of ``state`` that ``seat`` (``None``: a spectator) does not know: face-down
    cards and tokens, other seats' Agenda hands, face-down Focus cards and private picks. A fact
    that is also public somewhere (an Agenda in the offer, say) is not a secret."""
    out = _face_down(state)
    for other, house in enumerate(state.houses):
        if other != seat:
            out.update(house.agenda_hand)
            if house.preselected:
                out.add(house.preselected)
    for frame in state.stack:
        if isinstance(frame, Step) and frame.seat != seat:
            out.update(p for p in frame.picks if p in _face_down(state) or _is_card(state, p))
    out.discard("")
    out.discard(HIDDEN)
    return out - _public(state)


def _is_card(state: GameState, value: str) -> bool:
    """A pick that names an Agenda drawn into a private choice (no longer in a deck)."""
    return any(
        isinstance(f, Step) and len(f.picks) > 2 and f.picks[0] == "draw" and value in f.picks[2:]
        for f in state.stack
    )


def _public(state: GameState) -> set[str]:
    """Card and token ids every seat can see: offers, played Agendas, Technologies, the Event,
    kept tokens (face up), Focus cards in hand or played."""
    board = state.board
    out = set(board.agenda_offer.values()) | set(board.improved_offer) | set(board.tech_piles)
    out.add(board.event)
    for house in state.houses:
        out.update(house.agendas, house.technologies, house.focus_hand, house.focus_discard)
        out.update(house.focus_reserved, house.bounty_kept, house.reclaim_kept)
    return out


def secret_picks(state: GameState) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The picks on the stack that name hidden cards (a Peek's two Galactic Events, the two
    Agendas drawn to keep one): part of what the deciding seat knows and others do not, so a
    change of them is an information barrier (VF-PEEK-01, ARCHITECTURE: Undo)."""
    steps = [(n, f) for n, f in enumerate(state.stack) if isinstance(f, Step) and f.picks]
    if not steps:
        return ()
    hidden = _face_down(state)
    return tuple(
        (n, tuple(frame.picks))
        for n, frame in steps
        if primitive(frame.effect.op).private or hidden.intersection(frame.picks)
    )


def private_decision(state: GameState, values: tuple[str, ...]) -> str | None:
    """The message id telling other seats about the decision about to be made with ``values``
    when they may not see it (None: a public decision, shown as it is). Private: a Focus card
    chosen face down (VF-VARIANT-02), the Agenda kept of two drawn (VF-AGENDA-01), which peeked
    Galactic Event goes back on top (VF-PEEK-01), any choice naming a hidden card."""
    if not state.stack:
        return None
    frame = state.stack[-1]
    if isinstance(frame, Step) and primitive(frame.effect.op).private:
        return primitive(frame.effect.op).private
    others = set().union(*(secrets_for(state, s) for s in state.seats if s != frame.seat))
    if others.intersection(values):
        is_keep = isinstance(frame, Step) and frame.picks[:1] == ["draw"]
        return PRIVATE_KEEP if is_keep else PRIVATE_OTHER
    return None
