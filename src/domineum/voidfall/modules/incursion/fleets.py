"""The Voidborn forces on the map as Incursion's algorithms see them: Fleet Power by Voidborn
Fleet type in each Voidborn sector (RS-MOD-08, RS-VBFLEET; the Arsenal's model,
rules/voidborn_fleets.py), whether a sector can take one more of a type (RS-LIMITS,
RS-INCREGROUP-04, RS-INCFOCUS-09) and an Open Rift's Population (RS-INCREGROUP-08).
"""

from __future__ import annotations

from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.incursion import RIFT_POPULATION, IncursionState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import VOIDBORN_TYPES, VoidbornType
from domineum.voidfall.rules import voidborn_fleets as vb

CORVETTE: VoidbornType = "corvette"
RIFT_TOKENS = 3  # RS-LIMITS-06 / RS-INCFOCUS-09
TOKEN_FP = 3  # RS-LIMITS-05 (authored for Arsenal tokens, content facts §13)

# RS-INCREGROUP-11: the order in which Fleet Power regroups (after a type already there)
REGROUP_ORDER: tuple[VoidbornType, ...] = ("siphon", "destroyer", "dreadnought", CORVETTE, "mirage")

Forces = dict[str, dict[str, int]]  # sector id -> Voidborn type -> Fleet Power


def kind(name: str) -> VoidbornType:
    """A Voidborn type by name (ValueError for another word)."""
    if name not in VOIDBORN_TYPES:
        raise ValueError(f"no Voidborn type '{name}' (one of {', '.join(VOIDBORN_TYPES)})")
    return next(t for t in VOIDBORN_TYPES if t == name)


def first_to_regroup(kinds: dict[str, int]) -> VoidbornType:
    """The type of ``kinds`` that regroups first (RS-INCREGROUP-11)."""
    return next(t for t in REGROUP_ORDER if kinds.get(t))


def forces(state: GameState) -> Forces:
    """Every Voidborn sector's forces."""
    return {s.id: s.voidborn_by_type() for s in state.galaxy.sectors if s.is_voidborn}


def _rift(state: GameState, sector: Sector) -> bool:
    inc = state.incursion
    return inc is not None and inc.is_rift(sector.id)


def limit(state: GameState, sector: Sector) -> int:
    """The most Voidborn Fleet Power ``sector`` may hold in Incursion: an Open Rift 3 tokens
    (RS-INCFOCUS-09), any other sector its printed limit (GAP: the Incursion limit page is
    missing, RS-LIMITS-05) and one Arsenal token (RS-LIMITS-01); an immune sector none once a
    player has taken it (RS-INC-05)."""
    if _rift(state, sector):
        return RIFT_TOKENS * TOKEN_FP
    if sector.voidborn_immune and not sector.is_voidborn:
        return 0
    return sector.voidborn_limit + (TOKEN_FP if vb.token_limit(sector) > 1 else 0)


def fits(state: GameState, sector: Sector, counts: dict[str, int]) -> bool:
    """Whether ``sector`` may hold exactly these Voidborn by type (RS-LIMITS; an Open Rift: 3
    tokens of any types, RS-LIMITS-06; RS-INC-05: an immune sector the Voidborn already hold
    keeps them)."""
    typed = {kind(t): n for t, n in counts.items() if n}
    if _rift(state, sector):
        return sum(-(-n // TOKEN_FP) for n in typed.values()) <= RIFT_TOKENS
    if sector.voidborn_immune:
        return sector.is_voidborn and sum(typed.values()) <= max(sector.voidborn, 1)
    return vb.fits(sector, typed)


def room(state: GameState, sector: Sector, fleet_type: str = CORVETTE) -> bool:
    """Whether 1 more Voidborn Fleet Power of ``fleet_type`` fits in ``sector``
    (RS-INCREGROUP-04, RS-INCDEPLOY-04): no player holds it and the limits allow it."""
    if sector.fleet_power or sector.home_of >= 0:
        return False
    counts = sector.voidborn_by_type()
    counts[fleet_type] = counts.get(fleet_type, 0) + 1
    return fits(state, sector, counts)


def available(state: GameState, sector: Sector, fleet_type: str) -> bool:
    """Whether 1 Fleet Power of ``fleet_type`` can be placed there from the supply: room, and
    for an Arsenal type a token in the box or room on its token there (RS-ARSENAL-03)."""
    if not room(state, sector, fleet_type):
        return False
    t = kind(fleet_type)
    return (
        t == CORVETTE or vb.in_supply(state.galaxy, t) > 0 or sector.voidborn_of(t) % TOKEN_FP > 0
    )


def population(inc: IncursionState | None, sector: Sector) -> int:
    """A sector's Population for the Voidborn priorities; an Open Rift counts as 7."""
    if inc is not None and inc.is_rift(sector.id) and sector.is_voidborn:
        return RIFT_POPULATION
    return sector.population


def add(sector: Sector, fleet_type: str, amount: int = 1) -> None:
    """Put Voidborn Fleet Power of ``fleet_type`` in ``sector`` (limits are the caller's)."""
    vb.add(sector, kind(fleet_type), amount, limit=False)


def remove(sector: Sector, fleet_type: str, amount: int = 1) -> None:
    """Take Voidborn Fleet Power of ``fleet_type`` out of ``sector``."""
    vb.take(sector, kind(fleet_type), amount)


def move(state: GameState, source: str, destination: str, fleet_type: str) -> None:
    """1 Voidborn Fleet Power of ``fleet_type`` from one sector to another."""
    remove(state.galaxy.sector(source), fleet_type)
    add(state.galaxy.sector(destination), fleet_type)
