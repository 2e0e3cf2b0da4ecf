"""The rulebooks' fixed vocabularies.

VF-RES-01, VF-GUILD-02/03, VF-CIV-01, VF-FLEET-02, VF-AGENDA-01.
"""

from __future__ import annotations

from typing import Final, Literal

Resource = Literal["food", "energy", "materials", "credits", "science"]
RESOURCES: Final[tuple[Resource, ...]] = ("food", "energy", "materials", "credits", "science")
RESOURCE_INDEX: Final[dict[str, int]] = {r: i for i, r in enumerate(RESOURCES)}

Guild = Literal["farmers", "engineers", "miners", "bankers", "scientists"]
GUILDS: Final[tuple[Guild, ...]] = ("farmers", "engineers", "miners", "bankers", "scientists")
GUILD_RESOURCE: Final[dict[str, Resource]] = dict(zip(GUILDS, RESOURCES, strict=True))

Installation = Literal["shipyard", "sector_defense", "starbase"]
INSTALLATIONS: Final[tuple[Installation, ...]] = ("shipyard", "sector_defense", "starbase")

MECHANIZED_GUILD: Final = "mechanized"
"""The 6th Guild type of the Psionics module; it produces nothing (RS-MECHGUILD-01, -03)."""
COMMAND_STATION: Final = "command_station"
"""The 4th Installation type of the Psionics module (RS-CMDSTN-01)."""
ALL_GUILDS: Final[tuple[str, ...]] = (*GUILDS, MECHANIZED_GUILD)
ALL_INSTALLATIONS: Final[tuple[str, ...]] = (*INSTALLATIONS, COMMAND_STATION)

Track = Literal["society", "statecraft", "economy"]
TRACKS: Final[tuple[Track, ...]] = ("society", "statecraft", "economy")

FleetType = Literal["corvette", "sentry", "destroyer", "dreadnought", "carrier"]
FLEET_TYPES: Final[tuple[FleetType, ...]] = (
    "corvette",
    "sentry",
    "destroyer",
    "dreadnought",
    "carrier",
)

PlayerFleetType = Literal[FleetType, "phantom"]
PHANTOM: Final = "phantom"
"""The player Fleet type of the Psionics module, unlocked by the Phantoms Technology
(RS-PHANTOM-01)."""
ALL_FLEET_TYPES: Final[tuple[PlayerFleetType, ...]] = (*FLEET_TYPES, "phantom")

AgendaType = Literal["dominance", "wealth", "might", "support"]
AGENDA_TYPES: Final[tuple[AgendaType, ...]] = ("dominance", "wealth", "might", "support")
PSIONIC: Final = "psionic"
"""The 5th Agenda type of the Psionics module, with its own deck and offer (RS-PAGENDA-01)."""
ANY_AGENDA_TYPES: Final[tuple[str, ...]] = (*AGENDA_TYPES, PSIONIC)

STOCK_CAP: Final = 15  # VF-RES-08
PRODUCTION_LEVEL_CAP: Final = 13  # VF-PROD-04
FLEET_POWER_CUBES: Final = 14  # VF-COMP-04
GLORY_LIMIT: Final = 4  # VF-GLORY-07
TRACK_SPACES: Final = 8  # VF-CIV-05
AGENDA_SLOTS: Final = 4  # VF-AGENDA-07
CYCLES: Final = 3  # VF-PREP-01
NOBODY: Final = -1

MODULES: Final[tuple[str, ...]] = ("psionics", "arsenal", "incursion")
"""Voidfall: Resurgence's three modules, in their canonical order (RS-MOD-01)."""

VoidbornType = Literal["corvette", "dreadnought", "destroyer", "mirage", "siphon"]
VOIDBORN_TYPES: Final[tuple[VoidbornType, ...]] = (
    "corvette",
    "dreadnought",
    "destroyer",
    "mirage",
    "siphon",
)
"""The Voidborn Fleet types: the base "Voidborn Fleet" is the Corvette (RS-ARSENAL-01,
RS-MOD-08); the other four come with Voidborn Arsenal."""
ARSENAL_TYPES: Final[tuple[VoidbornType, ...]] = VOIDBORN_TYPES[1:]
