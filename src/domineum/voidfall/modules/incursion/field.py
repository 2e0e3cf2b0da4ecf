"""The map as the Voidborn algorithms read it: who is where, what touches what, how full each
Voidborn sector may get (RS-INCREGROUP-03/04, RS-INCSKIRM-05/10/11).

A :class:`Field` is plain data built from a game state (:func:`of_state`) or written by hand
in a test, so the planners (regroup.py, skirmish.py) are pure functions of it and the RNG.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modules.incursion import fleets
from domineum.voidfall.rules import sectors as rules_sectors

UNREACHABLE = 10**6


@dataclass
class Field:
    """``forces``: Voidborn Fleet Power by type in each Voidborn sector; ``neighbours``: the
    adjacency the Voidborn use; ``limits``: the Fleet Power each sector may hold;
    ``population``: Population for the priorities (an Open Rift = 7); ``fits``: whether a
    sector may hold exactly these Fleet Power by type (RS-LIMITS; without it, only the total
    is limited)."""

    forces: fleets.Forces
    neighbours: dict[str, tuple[str, ...]]
    limits: dict[str, int] = field(default_factory=dict)
    population: dict[str, int] = field(default_factory=dict)
    fits: Callable[[str, dict[str, int]], bool] | None = None

    def fp(self, sector: str) -> int:
        return sum(self.forces.get(sector, {}).values())

    def is_voidborn(self, sector: str) -> bool:
        return self.fp(sector) > 0

    def has_room(self, sector: str) -> bool:
        return self.fp(sector) < self.limits.get(sector, 0)

    def can_take(self, sector: str, fleet_type: str) -> bool:
        """Whether 1 more Fleet Power of ``fleet_type`` is allowed there."""
        if not self.has_room(sector):
            return False
        if self.fits is None:
            return True
        counts = dict(self.forces.get(sector, {}))
        counts[fleet_type] = counts.get(fleet_type, 0) + 1
        return self.fits(sector, counts)

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.neighbours.get(a, ())

    def take(self, sector: str, fleet_type: str) -> None:
        kinds = self.forces[sector]
        kinds[fleet_type] -= 1
        if not kinds[fleet_type]:
            del kinds[fleet_type]
        if not kinds:
            del self.forces[sector]

    def put(self, sector: str, fleet_type: str) -> None:
        kinds = self.forces.setdefault(sector, {})
        kinds[fleet_type] = kinds.get(fleet_type, 0) + 1

    def voidborn_distances(self, start: str) -> dict[str, int]:
        """Shortest number of moves from ``start`` to each sector, every sector on the way a
        Voidborn one (RS-INCREGROUP-12: each move goes into a sector the Voidborn control;
        only the last one may be any sector, the caller checks it)."""
        out = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here != start and not self.is_voidborn(here):
                continue  # reached, but the path cannot go on through it
            for there in self.neighbours.get(here, ()):
                if there not in out:
                    out[there] = out[here] + 1
                    queue.append(there)
        return out

    def distances_to(self, goals: Iterable[str]) -> dict[str, int]:
        """Shortest adjacency distance from every sector to the nearest of ``goals``."""
        out = {g: 0 for g in goals}
        queue = deque(out)
        while queue:
            here = queue.popleft()
            for there in self.neighbours.get(here, ()):
                if there not in out:
                    out[there] = out[here] + 1
                    queue.append(there)
        return out


def vanguard_links(state: GameState) -> dict[str, list[str]]:
    """RS-INCPSI-02 (Psionics): each sector holding a Vanguard counts as adjacent to every Open
    Rift (a Rift sector no player controls, decision I-08) in Skirmishes and Regroups."""
    inc = state.incursion
    if inc is None:
        return {}
    galaxy = state.galaxy
    rifts = [
        r
        for r in sorted(inc.open_rifts)
        if rules_sectors.controller(state, galaxy.sector(r)) == NOBODY
    ]
    return {s.id: rifts for s in galaxy.sectors if s.vanguard != NOBODY and rifts}


def of_state(state: GameState) -> Field:
    """The field of a game: base adjacency (Voidstorms block it) plus each Vanguard sector's
    adjacency to every Open Rift (RS-INCPSI-02), in both directions."""
    galaxy = state.galaxy
    neighbours = {s.id: set(galaxy.neighbours(s.id)) for s in galaxy.sectors}
    for a, bs in vanguard_links(state).items():
        for b in bs:
            if b != a:
                neighbours[a].add(b)
                neighbours[b].add(a)
    inc = state.incursion
    defended = inc.civil_defense if inc is not None else {}

    def fits(sector_id: str, counts: dict[str, int]) -> bool:
        return fleets.fits(state, galaxy.sector(sector_id), counts)

    return Field(
        forces=fleets.forces(state),
        neighbours={k: tuple(sorted(v)) for k, v in neighbours.items()},
        limits={
            s.id: fleets.limit(state, s)
            for s in galaxy.sectors
            if not s.fleet_power and s.home_of < 0 and s.id not in defended
        },
        population={s.id: fleets.population(inc, s) for s in galaxy.sectors},
        fits=fits,
    )
