"""The Voidborn forces on the map as Incursion's algorithms see them: Fleet Power by Voidborn
Fleet type in each Voidborn sector (RS-MOD-08, RS-VBFLEET), the room a sector has for one more
(RS-LIMITS, RS-INCREGROUP-04) and an Open Rift's Population (RS-INCREGROUP-08).

The sector model holds the Voidborn as one count, which is all Corvettes (RS-MOD-08); the
Voidborn Arsenal's other types are read from here once that module's model exists, so that
the planners (regroup.py, skirmish.py) work on plain data and never change.
"""

from __future__ import annotations

from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.incursion import RIFT_POPULATION, IncursionState
from domineum.voidfall.model.state import GameState

CORVETTE = "corvette"
ARSENAL_TYPES = ("dreadnought", "destroyer", "mirage", "siphon")  # RS-ARSENAL-01
VOIDBORN_TYPES = (CORVETTE, *ARSENAL_TYPES)
RIFT_TOKENS = 3  # RS-LIMITS-06 / RS-INCFOCUS-09
FP_PER_TOKEN = 3  # RS-LIMITS-05 (authored for Arsenal tokens, content facts §13)

# RS-INCREGROUP-11: the order in which Fleet Power regroups (after a type already there)
REGROUP_ORDER = ("siphon", "destroyer", "dreadnought", CORVETTE, "mirage")

Forces = dict[str, dict[str, int]]  # sector id -> Voidborn type -> Fleet Power


def first_to_regroup(kinds: dict[str, int]) -> str:
    """The type of ``kinds`` that regroups first (RS-INCREGROUP-11)."""
    return next(t for t in REGROUP_ORDER if kinds.get(t))


def of(sector: Sector) -> dict[str, int]:
    """The Voidborn Fleet Power in ``sector`` by type (only the types present)."""
    return {CORVETTE: sector.voidborn} if sector.voidborn else {}


def forces(state: GameState) -> Forces:
    """Every Voidborn sector's forces."""
    return {s.id: of(s) for s in state.galaxy.sectors if s.is_voidborn}


def limit(state: GameState, sector: Sector) -> int:
    """The most Voidborn Fleet Power ``sector`` may hold in Incursion: an Open Rift holds 3
    tokens (RS-INCFOCUS-09), any other sector its printed limit (GAP: the Incursion limit page
    is missing, RS-LIMITS-05); an immune sector holds none once a player has taken it
    (RS-INC-05)."""
    inc = state.incursion
    if inc is not None and inc.is_rift(sector.id):
        return RIFT_TOKENS * FP_PER_TOKEN
    if sector.voidborn_immune and not sector.voidborn:
        return 0
    return sector.voidborn_limit


def room(state: GameState, sector: Sector, fleet_type: str = CORVETTE) -> bool:
    """Whether 1 more Voidborn Fleet Power of ``fleet_type`` fits in ``sector``
    (RS-INCREGROUP-04, RS-INCDEPLOY-04)."""
    if sector.fleet_power or sector.home_of >= 0:
        return False
    return sum(of(sector).values()) < limit(state, sector) and fleet_type in VOIDBORN_TYPES


def population(inc: IncursionState | None, sector: Sector) -> int:
    """A sector's Population for the Voidborn priorities; an Open Rift counts as 7."""
    if inc is not None and inc.is_rift(sector.id) and sector.is_voidborn:
        return RIFT_POPULATION
    return sector.population


def add(sector: Sector, fleet_type: str, amount: int = 1) -> None:
    """Put Voidborn Fleet Power of ``fleet_type`` in ``sector`` (a Corvette is the one count of
    the sector model)."""
    if fleet_type != CORVETTE:
        raise ValueError(f"no Voidborn {fleet_type} without the Voidborn Arsenal's model")
    sector.voidborn += amount


def remove(sector: Sector, fleet_type: str, amount: int = 1) -> None:
    """Take Voidborn Fleet Power of ``fleet_type`` out of ``sector``."""
    if of(sector).get(fleet_type, 0) < amount:
        raise ValueError(f"{sector.id} has fewer than {amount} Voidborn {fleet_type}")
    sector.voidborn -= amount


def move(state: GameState, source: str, destination: str, fleet_type: str) -> None:
    """1 Voidborn Fleet Power of ``fleet_type`` from one sector to another."""
    remove(state.galaxy.sector(source), fleet_type)
    add(state.galaxy.sector(destination), fleet_type)
