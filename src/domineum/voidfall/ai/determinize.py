"""Determinization: a full game state consistent with what one seat sees.

Searching bots never read hidden information: they take the seat's view (hidden cards and
tokens replaced by ``?``) and fill every ``?`` with a random choice among the cards or tokens
that seat cannot have seen, so each search iteration plays in a plausible world.
"""

from __future__ import annotations

from collections import Counter

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules.views import HIDDEN


def _fill(items: list[str], pool: list[str], rng: Rng, fallback: list[str]) -> list[str]:
    """Replace each hidden entry by a card drawn from ``pool`` (or ``fallback`` if it ran dry)."""
    out = []
    for item in items:
        if item != HIDDEN:
            out.append(item)
        elif pool:
            out.append(pool.pop(rng.below(len(pool))))
        else:
            out.append(rng.choice(fallback))
    return out


def _unseen(everything: list[str], seen: list[str]) -> list[str]:
    left = Counter(everything)
    left.subtract(seen)
    return sorted(left.elements())


def _agendas(view: GameState, content: Content, rng: Rng) -> None:
    """Face-down Agenda decks (by type) and other seats' hands from the unseen Agendas."""
    board = view.board
    seen = [a for a in board.agenda_offer.values() if a]
    for house in view.houses:
        seen += [a for a in house.agendas if a] + [a for a in house.agenda_hand if a != HIDDEN]
        seen += [house.psionic_slot] if house.psionic_slot else []
    seen += [a for deck in board.agenda_decks.values() for a in deck if a != HIDDEN]
    in_play = [a for a, c in content.agendas.items() if c.type in board.agenda_decks]
    unseen = _unseen(in_play, seen)
    for agenda_type in board.agenda_decks:
        same = [a for a in unseen if content.agendas[a].type == agenda_type]
        deck = board.agenda_decks[agenda_type]
        fallback = same or [a for a, c in content.agendas.items() if c.type == agenda_type]
        filled = _fill(deck, same, rng, fallback)
        for was, card in zip(deck, filled, strict=True):
            if was == HIDDEN and card in unseen:
                unseen.remove(card)
        board.agenda_decks[agenda_type] = filled
    any_agenda = unseen or [a for a, c in content.agendas.items() if c.type != "starting"]
    for house in view.houses:
        house.agenda_hand = _fill(house.agenda_hand, unseen, rng, any_agenda)


def _tokens(view: GameState, content: Content, rng: Rng) -> None:
    """Face-down Bounty and Reclaim tokens, in piles and on sectors, from the unseen ones."""
    for pile, faces in (("bounty", content.bounty), ("reclaim", content.reclaim)):
        every = [f"{t.id}#{k}" for t in faces for k in range(t.count)]
        kept = [tok for h in view.houses for tok in getattr(h, f"{pile}_kept")]
        unseen = _unseen(every, kept)
        rng.shuffle(unseen)
        fallback = every or ["?"]
        board_pile: list[str] = getattr(view.board, f"{pile}_pile")
        setattr(view.board, f"{pile}_pile", _fill(board_pile, unseen, rng, fallback))
        for sector in view.galaxy.sectors:
            setattr(sector, pile, _fill(getattr(sector, pile), unseen, rng, fallback))


def determinize(view: GameState, seat: int, content: Content, rng: Rng) -> GameState:
    """A complete state consistent with ``view`` (which ``seat`` may see), sampled with ``rng``."""
    state = clone(view)
    state.rng = Rng.seeded(rng.next_u64())
    _agendas(state, content, rng)
    _tokens(state, content, rng)
    board = state.board
    for cycle, deck in enumerate(board.event_decks, start=1):
        pool = sorted(e for e, ev in content.events.items() if ev.cycle == cycle)
        pool = [e for e in pool if e != board.event]
        board.event_decks[cycle - 1] = _fill(deck, pool, rng, pool or [board.event])
    display = sorted(board.tech_piles)
    improved_pool = [  # only Technologies with an Improved card (RS-TECH-02, P-33)
        t
        for t in display
        if t not in board.improved_offer and content.technologies[t].cards.improved
    ]
    board.improved_deck = _fill(board.improved_deck, improved_pool, rng, display)
    for house in state.houses:
        if house.preselected == HIDDEN:
            house.preselected = rng.choice(house.focus_hand) if house.focus_hand else ""
    if state.void is not None:  # the Void's decks: a view shows them sorted (rules/views.py)
        v = state.void
        for deck in (
            v.alert_deck,
            v.war_pile,
            *v.situation_piles.values(),
            *v.crisis_decks.values(),
            v.heroic_deck,
        ):
            rng.shuffle(deck)
    return state
