"""A fixed-length numeric encoding of what one Voidfall seat may see.

:func:`features` takes a *view* (``game.view(state, seat)``, hidden information already
stripped) and returns a ``float32`` vector of length :data:`FEATURE_SIZE`, the same for every
map, player count and content pack. Callers pass a view, never the full state, so the vector
cannot hold anything the seat may not know; it also reads only facts the view keeps (counts of
face-down decks, never their order or content; only the observer's own Agenda hand).

Layout (raw counts and flags, no scaling; ``rel`` = seat relative to the observer, so slot 0
is always the observer, slot 1 the next seat, and so on):

1. **Global** (:data:`GLOBAL_SIZE`): players, Cycle, round, turn index, phase one-hot, kind of
   the pending decision one-hot, rel of the deciding seat one-hot, stack depth, Trade ladder,
   Improvement block, Improved offer and deck sizes, Event deck sizes, Event in play, Agenda
   offer (filled, Corrupted) and deck sizes, Bounty/Reclaim pile sizes, each rel seat's
   position in the Turn Order and the next Turn Order (-1 absent), the current turn (rel seat
   one-hot, Trade token flipped, Agenda played, actions taken, Trade gained, overproductions).
2. **Houses** (:data:`MAX_SEATS` x :data:`HOUSE_SIZE`, in rel order, zero for absent seats):
   present, resources, Influence, inactive and active FP, Civilization tracks and their
   Corruption, Basic/Improved Technologies, the 6th slot, Agenda slots (filled, Corrupted,
   Trade), Agenda hand / Focus hand / discard / reserved sizes, a face-down pre-selected Focus,
   loose Trade tokens, Glory (count, sum), kept Bounty/Reclaim, stored and kept Corruption, the
   last unpaid Upkeep Cycle, preferred Focus count, sectors controlled, final score.
3. **Sectors** (:data:`MAX_SECTORS` x :data:`SECTOR_SIZE`, in map order, zero past the map):
   present, type one-hot (:data:`SECTOR_TYPES` + other), rel home seat and rel controller
   one-hot (+ nobody), Population, fixed Population, Corrupted, Voidborn FP and limit, Upkeep
   icons, Guilds and Installations by type (Psionics' Mechanized Guilds and Command Stations
   included), FP by Fleet type (Psionics' Phantoms included), Glory, face-down Bounty/Reclaim
   counts, a Fallen House, the special effect used, the Voidborn FP by Voidborn Arsenal type
   (:data:`ARSENAL_TYPES`; the rest of the sector's Voidborn FP are Corvettes).
4. **Own private facts** (:data:`PRIVATE_SIZE`): the observer's Agenda hand and Focus hand as
   multi-hot vectors over :data:`HAND_BUCKETS` buckets (a card's bucket is the CRC-32 of its id
   modulo the bucket count: stable across runs and content packs; two cards may share one).

Every value is clipped to [-:data:`BOUND`, :data:`BOUND`], the observation space's bounds.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Final

import numpy as np
import numpy.typing as npt

from domineum.voidfall.model.state import (
    Battle,
    ChooseAction,
    Cleanup,
    GameState,
    Phase,
    ResolveAction,
    SelectExtras,
    SelectFocus,
    Step,
)
from domineum.voidfall.model.terms import (
    AGENDA_SLOTS,
    AGENDA_TYPES,
    ALL_FLEET_TYPES,
    ALL_GUILDS,
    ALL_INSTALLATIONS,
    ARSENAL_TYPES,
    NOBODY,
    RESOURCES,
    TRACKS,
)

MAX_SEATS: Final = 4
MAX_SECTORS: Final = 40  # the largest bundled map has 33
HAND_BUCKETS: Final = 64
BOUND: Final = 1000.0

PHASES: Final = ("preparation", "focus", "evaluation", "over")
FRAMES: Final = (
    SelectFocus,
    SelectExtras,
    ChooseAction,
    ResolveAction,
    Step,
    Cleanup,
    Phase,
    Battle,
)
SECTOR_TYPES: Final = (
    "regular",
    "home",
    "fallen_house",
    "asteroid_belt",
    "paradise_world",
    "megalopolis",
    "research_complex",
    "communication_relay",
    "novarch_palace",
    "survivor_colony",
    "ancient_ruins",
    "genesis",
    "wormhole",
    "rift",
)
_SECTOR_TYPE_INDEX: Final = {t: i for i, t in enumerate(SECTOR_TYPES)}

GLOBAL_SIZE: Final = (
    4  # players, cycle, round, turn index
    + len(PHASES)
    + len(FRAMES)
    + MAX_SEATS  # rel deciding seat
    + 1  # stack depth
    + 6  # trade ladder
    + 1  # improvement block
    + 2  # improved offer, improved deck
    + 3  # event decks
    + 1  # event in play
    + 2 * len(AGENDA_TYPES)  # offer filled, offer corrupted
    + len(AGENDA_TYPES)  # agenda decks
    + 2  # bounty pile, reclaim pile
    + 2 * MAX_SEATS  # turn order, next turn order
    + MAX_SEATS  # rel seat of the current turn
    + 5  # flipped, agenda played, taken, gained trade, overproductions
)
HOUSE_SIZE: Final = (
    1  # present
    + len(RESOURCES)
    + 3  # influence, fp inactive, fp active
    + 2 * len(TRACKS)
    + 3  # basic, improved technologies, 6th slot
    + 3 * AGENDA_SLOTS
    + 4  # agenda hand, focus hand, discard, reserved sizes
    + 1  # pre-selected focus
    + 1  # loose trade tokens
    + 2  # glory count, sum
    + 2  # bounty kept, reclaim kept
    + 2  # decontamination, corruption kept
    + 1  # upkeep unpaid cycle
    + 1  # preferred count
    + 1  # sectors controlled
    + 1  # final score
)
SECTOR_SIZE: Final = (
    1  # present
    + len(SECTOR_TYPES)
    + 1  # other type
    + 2 * (MAX_SEATS + 1)  # rel home, rel controller (+ nobody)
    + 2  # population, fixed
    + 1  # corrupted
    + 2  # voidborn, voidborn limit
    + 1  # upkeep icons
    + len(ALL_GUILDS)
    + len(ALL_INSTALLATIONS)
    + len(ALL_FLEET_TYPES)
    + 4  # glory, bounty, reclaim, fallen house
    + 1  # on-invaded effect used
    + len(ARSENAL_TYPES)  # Voidborn FP by Arsenal type (RS-ARSENAL-02)
)
PRIVATE_SIZE: Final = 2 * HAND_BUCKETS
FEATURE_SIZE: Final = (
    GLOBAL_SIZE + MAX_SEATS * HOUSE_SIZE + MAX_SECTORS * SECTOR_SIZE + PRIVATE_SIZE
)


def bucket(card: str) -> int:
    """The multi-hot bucket of a card id (stable: CRC-32, not Python's salted ``hash``)."""
    return zlib.crc32(card.encode()) % HAND_BUCKETS


def features(view: GameState, seat: int) -> npt.NDArray[np.float32]:
    """The feature vector of ``view`` for ``seat`` (pass ``game.view(state, seat)``)."""
    players = view.config.players
    if not 0 <= seat < players <= MAX_SEATS:
        raise ValueError(f"seat {seat} is not one of the {players} seats (at most {MAX_SEATS})")
    if len(view.galaxy.sectors) > MAX_SECTORS:
        raise ValueError(f"{len(view.galaxy.sectors)} sectors: features hold {MAX_SECTORS}")

    def rel(other: int) -> int:
        return NOBODY if other < 0 else (other - seat) % players

    out: list[float] = []
    _global(view, rel, out)
    for r in range(MAX_SEATS):
        if r < players:
            _house(view, (seat + r) % players, out)
        else:
            out.extend([0.0] * HOUSE_SIZE)
    for i in range(MAX_SECTORS):
        if i < len(view.galaxy.sectors):
            _sector(view, i, rel, out)
        else:
            out.extend([0.0] * SECTOR_SIZE)
    own = view.houses[seat]
    out.extend(_multi_hot(own.agenda_hand))
    out.extend(_multi_hot(own.focus_hand))
    vector = np.asarray(out, dtype=np.float32)
    assert vector.shape == (FEATURE_SIZE,), vector.shape
    return np.clip(vector, -BOUND, BOUND)


def _one_hot(index: int, size: int) -> list[float]:
    hot = [0.0] * size
    if 0 <= index < size:
        hot[index] = 1.0
    return hot


def _multi_hot(cards: list[str]) -> list[float]:
    hot = [0.0] * HAND_BUCKETS
    for card in cards:
        hot[bucket(card)] = 1.0
    return hot


def _positions(order: list[int], rel: Callable[[int], int], out: list[float]) -> None:
    where = {rel(s): i for i, s in enumerate(order)}
    out.extend(float(where.get(r, -1)) for r in range(MAX_SEATS))


def _global(view: GameState, rel: Callable[[int], int], out: list[float]) -> None:
    board = view.board
    out += [float(view.config.players), float(view.cycle), float(view.round)]
    out.append(float(view.turn_index))
    out += _one_hot(PHASES.index(view.phase) if view.phase in PHASES else -1, len(PHASES))
    top = view.stack[-1] if view.stack else None
    kind = next((i for i, k in enumerate(FRAMES) if isinstance(top, k)), -1)
    out += _one_hot(kind, len(FRAMES))
    out += _one_hot(rel(top.seat) if top is not None else NOBODY, MAX_SEATS)
    out.append(float(len(view.stack)))
    out += [float(board.trade_ladder[i]) if i < len(board.trade_ladder) else 0.0 for i in range(6)]
    out.append(float(board.improvement_block))
    out += [float(len(board.improved_offer)), float(len(board.improved_deck))]
    out += [
        float(len(board.event_decks[i])) if i < len(board.event_decks) else 0.0 for i in range(3)
    ]
    out.append(float(bool(board.event)))
    out += [float(bool(board.agenda_offer.get(t, ""))) for t in AGENDA_TYPES]
    out += [float(board.offer_corrupted.get(t, False)) for t in AGENDA_TYPES]
    out += [float(len(board.agenda_decks.get(t, []))) for t in AGENDA_TYPES]
    out += [float(len(board.bounty_pile)), float(len(board.reclaim_pile))]
    _positions(board.turn_order, rel, out)
    _positions(board.next_turn_order, rel, out)
    turn = view.turn
    out += _one_hot(rel(turn.seat), MAX_SEATS)
    out += [float(turn.flipped), float(bool(turn.agenda)), float(len(turn.taken))]
    out += [float(turn.gained_trade), float(turn.overproductions)]


def _house(view: GameState, seat: int, out: list[float]) -> None:
    h = view.houses[seat]
    out.append(1.0)
    out += [float(x) for x in h.resources]
    out += [float(h.influence), float(h.fp_inactive), float(h.fp_active)]
    out += [float(x) for x in h.tracks]
    out += [float(x) for x in h.track_corrupted]
    levels = list(h.technologies.values())
    out += [float(levels.count("basic")), float(levels.count("improved"))]
    out.append(float(h.fallen_house_slot))
    out += [float(bool(a)) for a in h.agendas]
    out += [float(x) for x in h.agenda_corrupted]
    out += [float(x) for x in h.agenda_trade]
    out += [float(len(h.agenda_hand)), float(len(h.focus_hand))]
    out += [float(len(h.focus_discard)), float(len(h.focus_reserved))]
    out.append(float(bool(h.preselected)))
    out.append(float(h.trade_loose))
    out += [float(len(h.glory)), float(sum(h.glory))]
    out += [float(len(h.bounty_kept)), float(len(h.reclaim_kept))]
    out += [float(h.decontamination), float(h.corruption_kept)]
    out.append(float(h.upkeep_unpaid_cycle))
    out.append(float(len(h.preferred)))
    out.append(float(len(view.galaxy.controlled_by(seat))))
    out.append(float(view.scores[seat]) if seat < len(view.scores) else 0.0)


def _sector(view: GameState, index: int, rel: Callable[[int], int], out: list[float]) -> None:
    s = view.galaxy.sectors[index]
    out.append(1.0)
    out += _one_hot(_SECTOR_TYPE_INDEX.get(s.type, len(SECTOR_TYPES)), len(SECTOR_TYPES) + 1)
    home = rel(s.home_of)
    out += _one_hot(MAX_SEATS if home == NOBODY else home, MAX_SEATS + 1)
    controller = rel(s.controller())
    out += _one_hot(MAX_SEATS if controller == NOBODY else controller, MAX_SEATS + 1)
    out += [float(s.population), float(s.fixed_population), float(s.corrupted)]
    out += [float(s.voidborn), float(s.voidborn_limit), float(s.upkeep_icons)]
    guilds = s.filled("guild")
    out += [float(guilds.count(g)) for g in ALL_GUILDS]
    installations = s.filled("installation")
    out += [float(installations.count(i)) for i in ALL_INSTALLATIONS]
    out += [float(s.fleets.get(f, 0)) for f in ALL_FLEET_TYPES]
    out += [float(len(s.glory)), float(len(s.bounty)), float(len(s.reclaim))]
    out.append(float(bool(s.fallen_house)))
    out.append(float(s.on_invaded_used))
    out += [float(s.arsenal.get(t, 0)) for t in ARSENAL_TYPES]
