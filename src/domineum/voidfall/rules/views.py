"""What one seat may see (hidden information stripped): deck orders, face-down tokens, other
players' Agenda hands, the RNG, and other seats' private picks. Lengths stay visible."""

from __future__ import annotations

from domineum.kernel.game import clone
from domineum.voidfall.model.state import GameState, Step

HIDDEN = "?"


def _mask(items: list[str]) -> list[str]:
    return [HIDDEN] * len(items)


def redact(state: GameState, seat: int | None) -> GameState:
    """A copy of ``state`` as ``seat`` sees it (``None``: a spectator who sees no hand)."""
    view = clone(state)
    view.rng.state = 0
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
        ):
            deck.sort()
    return view
