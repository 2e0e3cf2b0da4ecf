"""Fleet movement: Regroup moves and Invasion targets and movement (VF-MOVE-01..12, A-29, A-43).

Every function here is a pure question about the state, except :func:`move`. A "why" function
returns the rule that forbids a choice (or ``None``), so refusals can name it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import procedure
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import ALL_FLEET_TYPES, COMMAND_STATION, NOBODY
from domineum.voidfall.rules import abilities, arsenal, fleet, sectors


def _sector(state: GameState, sector_id: str) -> Sector | None:
    return next((s for s in state.galaxy.sectors if s.id == sector_id), None)


def _is_home(sector: Sector) -> bool:
    return sector.home_of != NOBODY


def move(state: GameState, seat: int, source: str, target: str, fleet_type: str) -> None:
    """Move 1 FP, keeping its type; only FP move, never Guilds or tokens (VF-MOVE-03, -12)."""
    fleet.take(state.galaxy.sector(source), fleet_type)
    fleet.place(state.galaxy.sector(target), seat, fleet_type)


# --- Regroup -------------------------------------------------------------------------------


def _keeps_empty(sector: Sector) -> bool:
    """Regroup may take the last FP out of a Home sector, and (Psionics) out of one holding the
    owner's Command Station (VF-MOVE-04, RS-CMDSTN-04)."""
    return _is_home(sector) or COMMAND_STATION in sector.installations


def regroup_moves(state: GameState, seat: int) -> list[tuple[str, str, str]]:
    """Every legal single Regroup move (source, target, type) (VF-MOVE-02..04, A-43); your
    Civil Defense sectors are yours to regroup into (Incursion, RS-CIVDEF-02)."""
    mine = sectors.controlled(state, seat)
    mine_ids = {s.id for s in mine}
    out: list[tuple[str, str, str]] = []
    for source in mine:
        if source.owner != seat or not source.fleets:
            continue
        if not _keeps_empty(source) and source.fleet_power < 2:
            continue  # VF-MOVE-04: a non-Home sector keeps its last FP (RS-CMDSTN-04)
        for target in state.galaxy.neighbours(source.id):
            if target in mine_ids:
                out += [(source.id, target, t) for t in ALL_FLEET_TYPES if source.fleets.get(t, 0)]
    return out


def regroup_why(state: GameState, seat: int, source: str, target: str, fleet_type: str) -> str:
    """The rule a Regroup move breaks (called only for a move that is not legal)."""
    src, dst = _sector(state, source), _sector(state, target)
    if fleet_type not in ALL_FLEET_TYPES or not fleet.can_deploy_type(
        state.houses[seat], fleet_type
    ):
        return "VF-FLEET-09"
    if src is None or dst is None or src.owner != seat or not src.fleets.get(fleet_type, 0):
        return "VF-MOVE-02"
    if target not in state.galaxy.neighbours(source) or sectors.controller(state, dst) != seat:
        return "VF-MOVE-02"
    if not _keeps_empty(src) and src.fleet_power < 2:
        return "VF-MOVE-04"
    return "VF-MOVE-02"


# --- Invade --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reach:
    """How far an Invasion may reach: through Voidstorms, or one sector farther (Improved
    Hyperdrive: ``ignore_voidstorms``, ``invade_range: 2``; either one, never both at once)."""

    storms: bool = False
    far: bool = False


NEAR = Reach()


def reach(state: GameState, content: Content, seat: int) -> Reach:
    """The Invasion reach ``seat``'s Technologies give."""
    owned = abilities.of(state, content, seat)
    return Reach(storms=owned.ignore_voidstorms, far=owned.invade_range > 1)


def invasion_neighbours(state: GameState, target: str, how: Reach = NEAR) -> list[str]:
    """Sectors from which FP may invade ``target``: adjacent ones (VF-MOVE-06, -09), plus those
    across a Voidstorm or two steps away when ``how`` allows."""
    near = state.galaxy.neighbours(target)
    out = set(near)
    if how.storms:
        out |= {b if a == target else a for a, b in state.galaxy.edges if target in (a, b)}
    if how.far:
        out |= {far for n in near for far in state.galaxy.neighbours(n)}
    out.discard(target)
    return sorted(out)


def defender_of(sector: Sector) -> int:
    """The defending seat, or NOBODY for a Voidborn sector or a sector without FP (VF-SECTOR-04)."""
    return NOBODY if sector.is_voidborn else sector.controller()


def join_sources(
    state: GameState, seat: int, target: str, how: Reach = NEAR
) -> list[tuple[str, str]]:
    """(sector, type) of your FP that may join an Invasion of ``target`` (VF-MOVE-09)."""
    out: list[tuple[str, str]] = []
    for source_id in invasion_neighbours(state, target, how):
        source = state.galaxy.sector(source_id)
        if source.owner == seat:
            out += [(source_id, t) for t in ALL_FLEET_TYPES if source.fleets.get(t, 0)]
    return out


def target_why(
    state: GameState, seat: int, target: str, corrupted_only: bool = False, how: Reach = NEAR
) -> str | None:
    """The rule that makes ``target`` an invalid Invade target for ``seat``, or None.

    VF-MOVE-06 (not yours, adjacent to yours; a Civil Defense sector is its player's,
    RS-CIVDEF-02), VF-MOVE-07 (Voidborn, [COMP] another player's non-Home sector, or no FP;
    never a Home sector), VF-MOVE-10 (Corrupted only), A-29 (at least
    one of your FP must be able to join).
    """
    sector = _sector(state, target)
    if sector is None or sectors.controller(state, sector) == seat:
        return "VF-MOVE-06"
    if _is_home(sector):
        return "VF-MOVE-07"
    if not any(
        sectors.controller(state, state.galaxy.sector(n)) == seat
        for n in invasion_neighbours(state, target, how)
    ):
        return "VF-MOVE-06"
    other_player = not sector.is_voidborn and sectors.controller(state, sector) != NOBODY
    if other_player and not procedure.rivals(state.config):
        return "VF-MOVE-07"  # VF-MODE-05; a co-op group's tutorial, VF-MODE-07
    if corrupted_only and sector.is_pure:
        return "VF-MOVE-10"
    sources = join_sources(state, seat, target, how)
    if not sources:
        return "VF-MOVE-09"
    if len({source for source, _ in sources}) < arsenal.invasion_sources(sector):
        return "RS-VBFLEET-14"
    return None


def invade_targets(
    state: GameState, seat: int, corrupted_only: bool = False, how: Reach = NEAR
) -> Iterator[str]:
    """Every valid Invade target (see :func:`target_why`), in map order, lazily (a refusal
    needs only the first). Only sectors within reach of one you control are examined: reach is
    symmetric, so no other can qualify."""
    reachable = {
        n
        for mine in sectors.controlled(state, seat)
        for n in invasion_neighbours(state, mine.id, how)
    }
    for s in state.galaxy.sectors:
        if s.id in reachable and target_why(state, seat, s.id, corrupted_only, how) is None:
            yield s.id


def join_why(state: GameState, seat: int, fleet_type: str) -> str:
    """The rule a ``join`` breaks (called only for one that is not legal): a type you cannot
    have, else FP that are not yours or not next to the target (VF-FLEET-09, VF-MOVE-09)."""
    if fleet_type not in ALL_FLEET_TYPES or not fleet.can_deploy_type(
        state.houses[seat], fleet_type
    ):
        return "VF-FLEET-09"
    return "VF-MOVE-09"


def leaves_empty(state: GameState, source: str) -> bool:
    """A non-Home sector whose last FP just left is abandoned (VF-MOVE-11, VF-ABANDON-01)."""
    sector = state.galaxy.sector(source)
    return not sector.fleet_power and not _is_home(sector)
