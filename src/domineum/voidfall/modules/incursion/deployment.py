"""Voidborn Installations and Voidborn Deployment (RS-INCINST-01..03, RS-INCDEPLOY-01..05,
RS-INC-05).

A Shipyard or Starbase in a Voidborn sector is a Voidborn deploy source; a Voidborn Starbase
also defends its sector as a Sector Defense (the base Defender already counts a Voidborn
sector's Starbases: rules/invasion.py ``defender_side``).
"""

from __future__ import annotations

from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modules.incursion import fleets

YARDS = ("shipyard", "starbase")


def yards(sector: Sector) -> int:
    """Shipyards and Starbases in the sector, printed ones included."""
    return sum(1 for i in sector.filled("installation") if i in YARDS)


def sources(state: GameState) -> list[Sector]:
    """RS-INCINST-01/02: Voidborn sectors with a Voidborn Shipyard or Starbase."""
    return [s for s in state.galaxy.sectors if s.is_voidborn and yards(s)]


def targets(state: GameState, fleet_type: str, used: list[str]) -> list[str]:
    """RS-INCDEPLOY-02..04: where 1 Fleet Power of ``fleet_type`` may be deployed now: a
    Voidborn Shipyard/Starbase not used by an earlier deployment of the same instruction,
    in a sector with room for it, while the box has a token for it (RS-ARSENAL-03)."""
    out = []
    for s in sources(state):
        free = yards(s) - used.count(s.id)
        if free > 0 and fleets.available(state, s, fleet_type):
            out.append(s.id)
    return out


def deploy(state: GameState, sector_id: str, fleet_type: str, used: list[str]) -> None:
    """Deploy 1 Fleet Power of ``fleet_type`` at a Voidborn Shipyard/Starbase of
    ``sector_id`` (RS-INCDEPLOY-02); ``used`` records the Installation as used."""
    if sector_id not in targets(state, fleet_type, used):
        raise ValueError(
            f"{sector_id} has no free Voidborn Shipyard or Starbase with room for a "
            f"{fleet_type} (RS-INCDEPLOY-02..04)"
        )
    fleets.add(state.galaxy.sector(sector_id), fleet_type)
    used.append(sector_id)
    state.note("vf.inc.note.deployed", sector=sector_id, kind=fleet_type)


def every_yard(state: GameState, fleet_type: str = fleets.CORVETTE) -> list[str]:
    """1 Fleet Power at each Voidborn Shipyard/Starbase, where it fits (RS-INCPREP-06 (f),
    A19: Corvettes; a Rift Surge's deployment); the sectors that got one."""
    used: list[str] = []
    for s in sources(state):
        for _ in range(yards(s)):
            if s.id in targets(state, fleet_type, used):
                deploy(state, s.id, fleet_type, used)
    return used
