"""Content-pack schema of the Incursion module's own cards (RS-INCPREP, RS-INCFOCUS; GAP-13).

The folder ``modules/incursion/void/`` of a pack holds these files; every entry says
``module: incursion`` (RS-MOD-01) and names its ``source`` like the rest of the pack. The seed
gives the structure only, so the bundled values are project-authored.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domineum.voidfall.content.schema import Source

Extra = Literal[
    "harbinger_war",  # RS-INCPREP-06 (a)
    "harbinger_war_or_economy",  # (b)
    "crisis_level2",  # (c)
    "voidborn_fleet",  # (d)
    "two_shipyards",  # (e)
    "every_shipyard",  # (f)
]
EXTRAS: tuple[str, ...] = (
    "harbinger_war",
    "harbinger_war_or_economy",
    "crisis_level2",
    "voidborn_fleet",
    "two_shipyards",
    "every_shipyard",
)


class AidRows(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The rows of a Difficulty Setup Aid for one Cycle (RS-INCPREP-02..06, §5.5): the
    Voidfall card on top (always 1), Situation cards of Levels 1-3 (each with its matching
    Dual Situation cards, ``dual1``..``dual3``), Rift Surge cards and the bottom row's extra
    items."""

    level1: int = 0
    level2: int = 0
    level3: int = 0
    dual1: int = 0
    dual2: int = 0
    dual3: int = 0
    rift_surge: int = 0
    extras: list[Extra] = msgspec.field(default_factory=list)


class SetupAid(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Difficulty Setup Aid card (RS-INCPREP-01): its grade, the Void's base Influence and
    its rows for Cycles 1, 2 and 3."""

    id: str
    name: str
    module: str
    source: Source
    grade: int
    base_influence: int
    cycles: list[AidRows]


RiftSurgeOrder = Literal["rift_deploy", "shipyard_deploy", "regroup"]


class IncursionAlert(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An Incursion Alert card (RS-INCFOCUS-01).

    Voidfall: ``rift`` (I, II or III), ``fleet`` the Voidborn Fleet Power placed on each of
    its Open Rifts by Cycle (also the Skirmish against a closed one, RS-INCFOCUS-08/09),
    ``glory`` the Glory token placed there, ``skirmish`` the extra value the Military row gets
    this Cycle (RS-INCFOCUS-10). Rift Surge: ``order`` its immediate instruction, ``amount``
    and the Voidborn ``fleet_type`` it deploys (RS-INCFOCUS-11, RS-INCDEPLOY-02). Dual
    Situation: ``level`` the Setup Aid row that adds it and ``crises`` the two Crisis levels it
    draws (RS-INCFOCUS-02).
    """

    id: str
    name: str  # project-authored: the seed names no Incursion Alert card
    kind: Literal["voidfall", "rift_surge", "dual_situation"]
    module: str
    source: Source
    rift: str = ""
    fleet: list[int] = msgspec.field(default_factory=list)
    glory: int = 0
    skirmish: int = 0
    order: RiftSurgeOrder | None = None
    amount: int = 0
    fleet_type: str = "corvette"  # the Voidborn type a Rift Surge deploys
    level: str = ""
    crises: list[str] = msgspec.field(default_factory=list)


ImmediateOrder = Literal["rift_deploy", "shipyard_deploy", "regroup", "skirmish", "population"]


class IncursionCrisis(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An Immediate Crisis of Incursion (RS-INCCRISIS-01, -06, -07; RS-INCPOP-01): shuffled
    into the Crisis deck of its ``tier``; when revealed, its instruction is resolved, it is
    discarded and another Crisis of the same level is revealed. ``order``: Corvettes (or
    ``fleet_type``) onto every Open Rift or at every Voidborn Shipyard/Starbase, a Voidborn
    Regroup, an immediate Skirmish with ``amount`` extra value, or the Corrupted Population of
    the most populous Voidborn sector lowered."""

    id: str
    name: str
    module: str
    source: Source
    tier: Literal["1", "2", "3"]
    order: ImmediateOrder
    amount: int = 1
    fleet_type: str = "corvette"


class Mission(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What an Incursion mission adds to its map (RS-INCPREP-08, GAP: the Compendium's
    set-ups): Unopened Rift tokens by sector, each seat's Civil Defense tokens (RS-CIVDEF-01)
    and the Shipyards/Starbases in Voidborn sectors (RS-INCINST)."""

    id: str
    name: str  # project-authored: the seed names no mission
    map: str
    module: str
    source: Source
    rifts: dict[str, list[str]] = msgspec.field(default_factory=dict)
    civil_defense: dict[str, int] = msgspec.field(default_factory=dict)
    yards: dict[str, list[Literal["shipyard", "starbase"]]] = msgspec.field(default_factory=dict)


class IncursionPack(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The Incursion module's cards and missions of a content pack."""

    setup_aids: dict[str, SetupAid]
    alerts: dict[str, IncursionAlert]
    missions: dict[str, Mission] = msgspec.field(default_factory=dict)
    crises: dict[str, IncursionCrisis] = msgspec.field(default_factory=dict)
