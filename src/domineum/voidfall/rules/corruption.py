"""Corruption (VF-CORRUPT-01..13, T-16): where a Corruption may go, moving and removing it.

A player's Corruption spots are named as in the action space: the three tracks, ``slot2`` ..
``slot4`` (above the non-starting Agenda slots), ``decontamination`` and sector ids.
"""

from __future__ import annotations

from collections.abc import Iterator

from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import AGENDA_SLOTS, TRACKS

DECONTAMINATION_TECH = "decontamination_chambers"
DECONTAMINATION = "decontamination"
DECONTAMINATION_CAPACITY = {"basic": 2, "improved": 3}  # VF-CORRUPT-04(4)
# never the starting slot, nor the fifth of Improved Central Surveillance (VF-CORRUPT-03)
SLOT_SPOTS = tuple(f"slot{i + 1}" for i in range(1, AGENDA_SLOTS))
NEAR = "same_or_adjacent"  # the bound sector or one next to it


def corruptible(sector: Sector) -> bool:
    """A Pure sector that can take a Corruption (VF-SECTOR-11/12, VF-POP-07, A-25)."""
    return not sector.corrupted and not sector.corruption_immune and sector.population > 0


def decontamination_capacity(house: HouseState) -> int:
    """Corruption the Decontamination Chambers card holds: 2 Basic, 3 Improved, else 0."""
    level = house.tech_level(DECONTAMINATION_TECH)
    return DECONTAMINATION_CAPACITY[level] if level else 0


def free_spots(state: GameState, seat: int, where: str = "any") -> Iterator[str]:
    """Where a gained Corruption may be placed now, one per spot, lazily (VF-CORRUPT-04/05/07).

    ``mat`` = a track or a non-starting slot; a restricted ``where`` never allows the
    Decontamination Chambers (VF-CORRUPT-07); ``same`` = the sector bound earlier. Loops, not
    generator expressions (hot: asked at every Corruption choice).
    """
    house = state.houses[seat]
    if where in ("any", "mat", "track"):
        for i, track in enumerate(TRACKS):
            if not house.track_corrupted[i]:
                yield track
    if where in ("any", "mat", "slot"):
        for i, slot in enumerate(SLOT_SPOTS, start=1):
            if not house.agenda_corrupted[i]:
                yield slot
    if where == "any" and house.decontamination < decontamination_capacity(house):
        yield DECONTAMINATION
    if where in ("any", "sector", "same", NEAR):
        near = _near_bound(state, where)
        yield from (
            s.id
            for s in state.galaxy.controlled_by(seat)
            if corruptible(s) and (near is None or s.id in near)
        )


def _near_bound(state: GameState, where: str) -> set[str] | None:
    """The sectors ``same`` (the bound one) or ``same_or_adjacent`` (it and its neighbours)
    allow; None: any sector."""
    bound = state.turn.bound_sector
    if where == "same":
        return {bound}
    if where == NEAR:
        return {bound, *state.galaxy.neighbours(bound)} if bound else set()
    return None


def held_spots(state: GameState, seat: int, where: str = "any") -> list[str]:
    """Spots holding one of your Corruption markers (VF-CORRUPT-03; never Agenda offers).

    ``where`` narrows them as in :func:`free_spots`: ``mat`` = the House mat (tracks and
    non-starting slots, not the Decontamination Chambers), ``track``, ``slot``, ``sector`` (your
    sectors), ``same`` (the sector bound earlier in the action, VF-TARGET-07) or
    ``same_or_adjacent`` (that sector or one of yours next to it: Spark of Hope, 3E).
    """
    house = state.houses[seat]
    out: list[str] = []
    if where in ("any", "mat", "track"):
        out += [t for i, t in enumerate(TRACKS) if house.track_corrupted[i]]
    if where in ("any", "mat", "slot"):
        out += [s for i, s in enumerate(SLOT_SPOTS, start=1) if house.agenda_corrupted[i]]
    if where == "any" and house.decontamination:
        out.append(DECONTAMINATION)
    if where in ("any", "sector", "same", NEAR):
        near = _near_bound(state, where)
        out += [
            s.id
            for s in state.galaxy.controlled_by(seat)
            if s.corrupted and (near is None or s.id in near)
        ]
    return out


def _set(state: GameState, seat: int, spot: str, value: bool) -> None:
    house = state.houses[seat]
    if spot in TRACKS:
        house.track_corrupted[TRACKS.index(spot)] = value
    elif spot in SLOT_SPOTS:
        house.agenda_corrupted[SLOT_SPOTS.index(spot) + 1] = value
    elif spot == DECONTAMINATION:
        house.decontamination += 1 if value else -1
    else:
        state.galaxy.sector(spot).corrupted = value


def place(state: GameState, seat: int, spot: str) -> None:
    """Put a Corruption from the supply on ``spot`` (it must be one of :func:`free_spots`)."""
    if spot not in free_spots(state, seat):
        raise ValueError(f"{spot} cannot take a Corruption")
    _set(state, seat, spot, True)


def remove(state: GameState, seat: int, spot: str) -> None:
    """Return the Corruption on ``spot`` to the supply (VF-CORRUPT-09)."""
    if spot not in held_spots(state, seat):
        raise ValueError(f"no Corruption of seat {seat} on {spot}")
    _set(state, seat, spot, False)


def scoring_agendas(house: HouseState) -> list[str]:
    """Agendas evaluated in Evaluation step 4: the starting one and those in Pure slots.

    VF-CORRUPT-01, VF-CORRUPT-13, VF-EVAL-16.
    """
    return [a for i, a in enumerate(house.agendas) if a and not (i and house.agenda_corrupted[i])]


def corrupt_offer(state: GameState, agenda_type: str) -> bool:
    """Corrupt an Agenda offer; ignored if it already is (VF-CORRUPT-10). True if placed."""
    if state.board.offer_corrupted[agenda_type]:
        return False
    state.board.offer_corrupted[agenda_type] = True
    return True
