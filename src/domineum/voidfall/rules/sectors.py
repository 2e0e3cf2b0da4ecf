"""Sectors, Guilds, Installations and Population (VF-SECTOR, VF-GUILD, VF-POP, T-19).

Build order (VF-GUILD-07): a token goes on the first free space from left to right, the space
showing an Upkeep icon last. Printed Guilds/Installations fill their space for good (VF-GUILD-11).
"""

from __future__ import annotations

from collections.abc import Callable

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import SectorType
from domineum.voidfall.model.galaxy import Sector, Space, control_changed
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import (
    COMMAND_STATION,
    GUILDS,
    INSTALLATIONS,
    MECHANIZED_GUILD,
    NOBODY,
)
from domineum.voidfall.rules import abilities

STARBASE_TECH = "starbases"  # VF-GUILD-03: Starbases need this Technology
COMMAND_STATIONS_TECH = "command_stations"  # RS-CMDSTN-02 (Psionics)
MECHANIZED_GUILDS_TECH = "mechanized_guilds"  # RS-MECHGUILD-02 (Psionics)
MECHANIZED_GUILD_TOKENS = 15  # RS-MECHGUILD-06: the Psionics box's Mechanized Guild tokens
FEM_GUILDS = ("farmers", "engineers", "miners")  # the "Farmers', Engineers' or Miners'" icon
MAX_POPULATION = 6  # VF-POP-04
MIN_POPULATION = 1  # VF-POP-05
BOUND_WHERE = ("same", "not_same", "linked")  # ``where`` values that read the bound sector
RIFT = "rift"  # the co-op/solo sector type (VF-SECTOR-16, VF-RESULT-10)


def shape(sector: Sector, kind: SectorType, population: int) -> None:
    """Give ``sector`` the tile ``kind``: its spaces (empty; a printed token is its space's own),
    Population rule, immunities and limits (setup; a replaced tile, VF-RESULT-10)."""
    station = COMMAND_STATION in sector.installations
    sector.type = kind.id
    sector.population = 0 if kind.population == "none" else population
    sector.fixed_population = kind.population == "fixed"
    sector.corruption_immune = kind.corruption_immune
    sector.voidborn_immune = kind.voidborn_immune
    sector.voidborn_limit = kind.voidborn_limit
    sector.upkeep_icons = kind.upkeep_icons
    sector.guild_spaces = [Space(s.upkeep, s.printed) for s in kind.guild_spaces]
    sector.installation_spaces = [Space(s.upkeep, s.printed) for s in kind.installation_spaces]
    sector.guilds = [""] * len(sector.guild_spaces)  # a printed token fills its space itself
    sector.installations = [""] * len(sector.installation_spaces)
    if station:
        control_changed()  # the sector may not be held any more (RS-CMDSTN-03)


def retile(state: GameState, content: Content, sector: Sector) -> None:
    """A tile that is replaced once invaded (``becomes``, a Rift: VF-RESULT-10, VF-POP-08,
    VF-SOLO-TAKEOVER-06): the new tile, its Population set, without Corruption."""
    change = content.sector_types[sector.type].becomes
    if change is None:
        return
    old = content.sector_types[sector.type].name
    new = content.sector_types[change.type]
    sector.retiled_from = sector.type
    shape(sector, new, change.population)
    sector.corrupted = False
    state.note(
        "vf.note.retiled", sector=sector.id, old=old, new=new.name, population=sector.population
    )


def is_home(sector: Sector) -> bool:
    return sector.home_of != NOBODY


def in_scope(state: GameState, seat: int, where: str) -> list[Sector]:
    """Sectors ``seat`` controls that ``where`` allows (VF-TARGET-01/07): any | home | same (the
    bound sector) | not_same (any but the bound sector) | linked (the bound sector once one is
    bound, else any: the first ``linked`` effect of an action binds the one it uses).

    A Home sector is always its player's (VF-SECTOR-05) and the bound sector is one sector, so
    neither needs the scan of every sector's control (hot: asked for each effect's options)."""
    bound = state.turn.bound_sector
    if where == "home":
        return [s for s in state.galaxy.sectors if s.home_of == seat]
    if where == "same" or (where == "linked" and bound):
        if not bound:
            return []
        sector = state.galaxy.sector(bound)
        return [sector] if sector.controller() == seat else []
    mine = state.galaxy.controlled_by(seat)
    if where == "not_same":
        return [s for s in mine if s.id != bound]
    return mine


def bind_linked(state: GameState, where: str, sector_id: str) -> None:
    """An effect written ``where: linked`` binds the sector it used as "that sector" for the
    action's other ``linked`` effects (VF-TARGET-07)."""
    if where == "linked":
        state.turn.bound_sector = sector_id


def guild_types(which: str, house: HouseState | None = None) -> tuple[str, ...]:
    """The Guild types an ``establish`` icon allows: any, fem, or one type (VF-GUILD-02); with
    the Mechanized Guilds Technology (Psionics) also a Mechanized Guild (RS-MECHGUILD-02)."""
    if which == "any":
        named: tuple[str, ...] = GUILDS
    elif which == "fem":
        named = FEM_GUILDS
    else:
        named = (which,)
    if house is not None and house.holding(MECHANIZED_GUILDS_TECH):
        return (*named, MECHANIZED_GUILD)
    return named


def mechanized_supply(state: GameState) -> int:
    """Mechanized Guild tokens not on the map (RS-MECHGUILD-06): none left, none established."""
    placed = sum(s.guilds.count(MECHANIZED_GUILD) for s in state.galaxy.sectors)
    return MECHANIZED_GUILD_TOKENS - placed


def controller(state: GameState, sector: Sector) -> int:
    """The seat controlling ``sector`` (VF-SECTOR-04/05, RS-CMDSTN-03), its Civil Defense
    token's seat included, even with no Fleet Power (Incursion, RS-CIVDEF-02); else NOBODY."""
    return sector.controller()


def controlled(state: GameState, seat: int) -> list[Sector]:
    """The sectors ``seat`` controls, its Civil Defense sectors included (RS-CIVDEF-02)."""
    return state.galaxy.controlled_by(seat)


def _row(sector: Sector, kind: str) -> tuple[list[Space], list[str]]:
    if kind == "guild":
        return sector.guild_spaces, sector.guilds
    return sector.installation_spaces, sector.installations


def free_space(sector: Sector, kind: str) -> int | None:
    """The space the next Guild/Installation goes on, or None when full (VF-GUILD-06..08)."""
    if kind == "guild":  # _row written out (hot: asked for every build and establish choice)
        spaces, placed = sector.guild_spaces, sector.guilds
    else:
        spaces, placed = sector.installation_spaces, sector.installations
    first_free = None  # the first free space, taken when every free one has an Upkeep
    for i, (sp, p) in enumerate(zip(spaces, placed, strict=True)):
        if p or sp.printed:
            continue
        if not sp.upkeep:
            return i
        if first_free is None:
            first_free = i
    return first_free


def add_guild_space(sector: Sector) -> None:
    """An extra Guild space without Upkeep, beyond the tile's (Ark Ships in a Home sector)."""
    sector.guild_spaces.append(Space())
    sector.guilds.append("")


def place(sector: Sector, kind: str, token: str) -> None:
    """Put ``token`` on the sector's next space in build order (VF-GUILD-04/07)."""
    i = free_space(sector, kind)
    if i is None:
        raise ValueError(f"{sector.id} has no free {kind} space")
    _row(sector, kind)[1][i] = token
    if token == COMMAND_STATION:
        control_changed()  # a Command Station holds its sector (RS-CMDSTN-03)


def removable(sector: Sector, kind: str) -> list[str]:
    """Token types an effect may destroy here: never printed ones (VF-GUILD-11)."""
    return sorted({p for p in _row(sector, kind)[1] if p})


def destroy(sector: Sector, kind: str, token: str) -> None:
    """Destroy one ``token`` and shift the rest of the row left in build order (VF-GUILD-10)."""
    placed = _row(sector, kind)[1]
    kept = list(placed)
    kept.remove(token)
    placed[:] = [""] * len(placed)
    for p in kept:
        if p:
            place(sector, kind, p)
    if token == COMMAND_STATION:
        control_changed()  # the sector may not be held any more (RS-CMDSTN-03)


def starbase_limit(state: GameState, content: Content, seat: int) -> int | None:
    """Starbases one sector may hold under your Starbases Technology (None: no cap printed)."""
    house = state.houses[seat]
    held = house.holding(STARBASE_TECH)
    if not held:
        return None
    return content.level_abilities[(held, house.technologies[held])].starbases_per_sector


def build_refusal(
    state: GameState, content: Content, seat: int, sector: Sector, installation: str
) -> str | None:
    """The rule that forbids building ``installation`` in ``sector`` now, or None."""
    if installation == "starbase":
        if not state.houses[seat].holding(STARBASE_TECH):
            if not abilities.of(state, content, seat).build_starbases:
                return "VF-GUILD-03"
            if sector.filled("installation").count("starbase"):  # Stellar Exchanges: 1 each
                return "RS-TECH-05"
        cap = starbase_limit(state, content, seat)
        if cap is not None and sector.filled("installation").count("starbase") >= cap:
            return "VF-GUILD-03"
    if free_space(sector, "installation") is None:
        return "VF-GUILD-08"
    return None


def installation_types(which: str, house: HouseState | None = None) -> tuple[str, ...]:
    """The Installations a ``build`` icon allows; with the Command Stations Technology
    (Psionics) also a Command Station (RS-CMDSTN-02)."""
    named: tuple[str, ...] = INSTALLATIONS if which == "any" else (which,)
    if house is not None and house.holding(COMMAND_STATIONS_TECH):
        return (*named, COMMAND_STATION)
    return named


def population_changeable(sector: Sector) -> bool:
    """Only a Pure Population may change; Fixed or absent ones never (VF-POP-03/06/07)."""
    return sector.is_pure and not sector.fixed_population and sector.population > 0


def can_grow(sector: Sector) -> bool:
    """VF-POP-04: +1 to a Pure Population below 6."""
    return population_changeable(sector) and sector.population < MAX_POPULATION


def can_reduce(sector: Sector) -> bool:
    """VF-POP-05: -1 to a Pure Population above 1, never in a Home sector."""
    return (
        population_changeable(sector) and not is_home(sector) and sector.population > MIN_POPULATION
    )


def _voidborn_adjacent(state: GameState, seat: int) -> list[Sector]:
    adjacency = state.galaxy.adjacency()  # symmetric: next to one of mine = a neighbour of one
    near = {n for s in state.galaxy.controlled_by(seat) for n in adjacency.get(s.id, ())}
    return [s for s in state.galaxy.sectors if s.voidborn > 0 and s.id in near]


def _voidborn_next_to_rift(state: GameState) -> list[Sector]:
    """Voidborn sectors adjacent to at least one Rift (2J). Rifts are a co-op/solo sector type
    (VF-MODE-03, VF-SECTOR-16): no competitive map has one, so there this is empty."""
    rifts = {s.id for s in state.galaxy.sectors if s.type == RIFT}
    if not rifts:
        return []
    return [
        s
        for s in state.galaxy.sectors
        if s.is_voidborn and any(n in rifts for n in state.galaxy.neighbours(s.id))
    ]


def _extreme_population(sectors: list[Sector], highest: bool) -> list[Sector]:
    values = [s.population for s in sectors]
    best = (max if highest else min)(values, default=0)
    return [s for s in sectors if s.population == best]


def _voidborn(state: GameState) -> list[Sector]:
    """The Voidborn sectors (``Sector.is_voidborn`` written out in these scans of the map)."""
    return [s for s in state.galaxy.sectors if s.voidborn > 0]


def _bound(state: GameState) -> list[Sector]:
    """The sector bound by an earlier instruction (VF-TARGET-07), or none."""
    bound = state.turn.bound_sector
    if not bound:
        return []
    try:
        return [state.galaxy.sector(bound)]
    except KeyError:
        return []


_TARGETS: dict[str, Callable[[GameState, int], list[Sector]]] = {
    "adjacent_voidborn": _voidborn_adjacent,
    "adjacent_voidborn_lowest_population": lambda state, seat: _extreme_population(
        _voidborn_adjacent(state, seat), highest=False
    ),
    "adjacent_voidborn_highest_population": lambda state, seat: _extreme_population(
        _voidborn_adjacent(state, seat), highest=True
    ),
    "same": lambda state, _: _bound(state),
    "each_voidborn": lambda state, _: _voidborn(state),
    "each_voidborn_with_sector_defense": lambda state, _: [
        s for s in _voidborn(state) if "sector_defense" in s.filled("installation")
    ],
    "each_voidborn_population_4": lambda state, _: [
        s for s in _voidborn(state) if s.population >= 4
    ],
    "each_voidborn_at_most_2_fp": lambda state, _: [s for s in _voidborn(state) if s.voidborn <= 2],
    "each_voidborn_next_to_rift": lambda state, _: _voidborn_next_to_rift(state),
    "voidborn_or_fallen_house": lambda state, _: [
        s for s in state.galaxy.sectors if s.voidborn > 0 or s.fallen_house
    ],
}
EVENT_TARGETS = tuple(_TARGETS)


def event_targets(state: GameState, seat: int, target: str) -> list[Sector]:
    """Sectors a Galactic Event placement may use (VF-PREP-20/21/22, VF-TARGET-05).

    ``each_*`` targets are all used; the others are a choice of one sector. ``same`` is the
    sector bound by an earlier instruction of the same box. ``adjacent_*`` sectors are next to
    one of yours (VF-PREP-20); ``voidborn_or_fallen_house`` is any Voidborn sector or any sector
    still holding a Fallen House card, anywhere on the map (3D); ``each_voidborn_next_to_rift``
    every Voidborn sector adjacent to a Rift (2J; Rifts are co-op/solo, VF-SECTOR-16).
    """
    return _TARGETS[target](state, seat)
