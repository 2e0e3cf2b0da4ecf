"""The content-pack schema: one struct per kind of content file.

Every entry names its ``source``: ``seed`` (a rulebook says it), ``reference`` (a public fan
source, cross-checked) or ``authored`` (written by this project where no source exists).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domineum.voidfall.model.effect import Arg, CardAction

Source = Literal["seed", "reference", "authored"]
RawEffect = dict[str, Arg]


class RawAction(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    cost: list[RawEffect] = msgspec.field(default_factory=list)
    effects: list[RawEffect] = msgspec.field(default_factory=list)
    combine: Literal["any", "one"] = "any"
    focus: list[str] = msgspec.field(default_factory=list)  # Technology Actions: Focus keys


class SpaceDef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    upkeep: bool = False
    printed: str = ""


class TileChange(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A tile replaced after its first successful invasion: the new kind and its Population,
    without Corruption (a Rift, VF-RESULT-10, VF-SOLO-TAKEOVER-06)."""

    type: str
    population: int = 1


class SectorType(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A kind of sector tile (D-14): spaces, Population rules, immunities, abilities."""

    id: str
    name: str
    source: Source
    guild_spaces: list[SpaceDef] = msgspec.field(
        default_factory=lambda: [SpaceDef(), SpaceDef(), SpaceDef(upkeep=True)]
    )
    installation_spaces: list[SpaceDef] = msgspec.field(
        default_factory=lambda: [SpaceDef(), SpaceDef(), SpaceDef(upkeep=True)]
    )
    population: Literal["die", "fixed", "none"] = "die"
    corruption_immune: bool = False
    voidborn_immune: bool = False
    voidborn_limit: int = 3
    upkeep_icons: int = 0
    production_bonus: dict[str, int] = msgspec.field(default_factory=dict)
    on_invaded: list[RawEffect] = msgspec.field(default_factory=list)  # once (VF-SECTOR-10)
    becomes: TileChange | None = None  # the tile that replaces it once invaded
    text: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    coop_solo: bool = False  # printed in a blue section: co-op/solo only (VF-MODE-02, RS-MOD-03)


class MapSector(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A sector as a map places it at setup (D-01)."""

    id: str
    type: str = "regular"
    home_seat: int = -1
    outpost_seat: int = -1
    population: int = 1
    corrupted: bool = False
    voidborn: int = 0
    glory: list[int] = msgspec.field(default_factory=list)
    bounty: int = 0
    reclaim: int = 0
    fallen_house: bool = False
    guilds: list[str] = msgspec.field(default_factory=list)
    installations: list[str] = msgspec.field(default_factory=list)


class MapDef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A scenario map for one player count (D-01, D-24)."""

    id: str
    name: str
    players: int
    source: Source
    sectors: list[MapSector]
    edges: tuple[tuple[str, str], ...]
    voidstorms: tuple[tuple[str, str], ...] = ()
    fallen_houses: list[str] = msgspec.field(default_factory=list)
    starting_glory: list[int] = msgspec.field(default_factory=list)  # by first-Cycle seat
    trade_ladder: list[int] = msgspec.field(default_factory=list)  # tokens per space, top first
    events: list[str] = msgspec.field(default_factory=list)  # fixed event per Cycle, optional
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    coop: bool = False  # a co-op map: the default of a co-op game, never a competitive one's
    tutorial: bool = False  # a tutorial map: the default of a tutorial game only (VF-MODE-07)
    houses: list[str] = msgspec.field(default_factory=list)  # by seat ("id" or "id/b"), optional


class FocusCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Focus card (D-04, D-05): three actions; House cards name the card they replace."""

    id: str
    name: str
    source: Source
    actions: list[RawAction]
    house: str = ""
    replaces: str = ""
    from_cycle: int = 1  # Innovation: 2 (VF-SETUP-12)
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    updates: str = ""  # the base card it replaces while its module is on (RS-UPD-01)


TRIGGERS = ("grow", "first_overproduction", "invasion_won")  # see Trigger


class Trigger(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Effects a Technology gives when something happens (VF-TECH-02, VF-ACTION-15); optional.

    ``grow``: you increased a Pure Population; ``first_overproduction``: your first
    overproduction of a turn; ``invasion_won``: your successful invasion, in that sector
    (``where: same``).
    """

    effects: list[RawEffect]
    combine: Literal["any", "one"] = "any"


class TechLevel(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One side of a Technology card. ``immediate_combine: one`` makes the immediate effect an
    "or" (resolve one, VF-ACTION-09); ``immediate_cost`` is paid first, or the effect is forgone."""

    influence: int
    immediate: list[RawEffect] = msgspec.field(default_factory=list)
    immediate_combine: Literal["any", "one"] = "any"
    immediate_cost: list[RawEffect] = msgspec.field(default_factory=list)
    abilities: dict[str, Arg] = msgspec.field(default_factory=dict)  # typed: content/abilities.py
    triggers: dict[str, Trigger] = msgspec.field(default_factory=dict)  # keys: TRIGGERS
    actions: list[RawAction] = msgspec.field(default_factory=list)
    text: str = ""


class TechCards(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How many Basic and Improved cards of a Technology there are (base: 2 and 1, VF-TECH-01;
    the Psionics box's new ones: RS-TECH-02, P-33)."""

    basic: Annotated[int, msgspec.Meta(ge=0, le=2)] = 2
    improved: Annotated[int, msgspec.Meta(ge=0, le=1)] = 1


class Technology(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Technology (D-10): Basic and Improved sides; ``number`` is the card number. ``cards``:
    its cards in the game; an updated Technology's ``reprinted``: those of them its module's box
    prints (RS-UPD-09), the others being the base cards."""

    id: str
    name: str
    number: int
    house: str
    source: Source
    basic: TechLevel
    improved: TechLevel
    kind: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    updates: str = ""  # the base Technology it replaces while its module is on (RS-UPD-01)
    cards: TechCards = msgspec.field(default_factory=TechCards)
    reprinted: TechCards | None = None


class Condition(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One more test of an achievement objective (``Objective.all_of``): ``count`` (with
    ``args``) is at least ``at_least`` and, when given, at most ``at_most``. ``at_least``
    defaults to 1, or to 0 when ``at_most`` is given."""

    count: str
    args: dict[str, Arg] = msgspec.field(default_factory=dict)
    at_least: int | None = None
    at_most: int | None = None


class Objective(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An objective line (T-21): ``each`` (multiplier, ×) or ``once`` (achievement, =).

    A ``once`` line is met when its count is from ``at_least`` (default 1, or 0 when ``at_most``
    is given) to ``at_most`` (None: no upper bound) and every ``all_of`` condition holds too.

    ``combine: one`` makes the ``effects`` a reward printed "A or B": only one of them is
    resolved (VF-ACTION-09). ``side`` groups the lines of a Galactic Event behind a red line:
    lines with the same ``side`` (1, 2, ...) form one objective of the choice (VF-EVAL-13).
    """

    count: str  # a countable name understood by the scoring rules, e.g. pure_sectors
    influence: int = 0
    scoring: Literal["each", "once", "tiers"] = "each"
    at_least: int | None = None
    at_most: int | None = None  # ``once`` only
    per: int = 1
    args: dict[str, Arg] = msgspec.field(default_factory=dict)
    all_of: list[Condition] = msgspec.field(default_factory=list)  # ``once`` only: AND
    tiers: list[int] = msgspec.field(default_factory=list)
    effects: list[RawEffect] = msgspec.field(default_factory=list)  # non-Influence benefits
    text: str = ""
    combine: Literal["all", "one"] = "all"  # ``one``: "A or B", one of ``effects``
    side: int | None = None  # red-line Events: the side of the line this line is on (from 1)


class Agenda(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An Agenda card (D-09); starting Agendas have ``type: starting``. A Psionic Agenda
    (Psionics module) names one Focus card in ``focus_icons`` and has an ``enforcement`` cost
    (RS-PAGENDA-06, -16, -24)."""

    id: str
    name: str
    type: Literal["dominance", "wealth", "might", "support", "starting", "psionic"]
    source: Source
    objectives: list[Objective]
    focus_icons: list[str] = msgspec.field(default_factory=list)
    action: RawAction | None = None
    production_bonus: list[str] = msgspec.field(default_factory=list)
    code: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    enforcement: list[RawEffect] = msgspec.field(default_factory=list)  # RS-PAGENDA-16


class EventRules(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What a constant or delayed box changes while it applies (VF-PREP-19); all optional.

    ``preferred_cost``: the cost of each action of your Preferred Focuses, instead of the printed
    one (even a free one); ``preferred_extra_cost``: added to that cost;
    ``skirmish_immune_max_influence``: a player with at most this Influence is never invaded by a
    Skirmish (-1: no such rule); ``keep_removed_corruption``: each Corruption you remove is kept
    beside your mat until your Galactic objectives in Evaluation (countable
    ``corruption_kept``), then returned (1G); ``deploy_toll_materials``: each time you deploy,
    gain a Corruption (once per Focus: it covers that Focus's deployments) or pay this many
    Materials per FP deployed (0: no such rule; 1H); ``voidborn_absorption_per_improved``: in
    each Salvo step of a Skirmish against you, the Voidborn has this much Salvo Absorption per
    Improved Technology you own (2H); ``upgrade_new_glory``: each Glory token you gain from the
    supply may be upgraded at once (2I).
    """

    preferred_cost: list[RawEffect] | None = None
    preferred_extra_cost: list[RawEffect] = msgspec.field(default_factory=list)
    skirmish_immune_max_influence: int = -1
    keep_removed_corruption: bool = False
    deploy_toll_materials: Annotated[int, msgspec.Meta(ge=0)] = 0
    voidborn_absorption_per_improved: Annotated[int, msgspec.Meta(ge=0)] = 0
    upgrade_new_glory: bool = False


class EventOption(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One group of instructions of a box that offers a choice ("A OR B", VF-PREP-17/18): paid
    ``cost`` first, then ``effects``; offered only while every ``when`` condition holds for the
    player (the same tests as ``Objective.all_of``)."""

    cost: list[RawEffect] = msgspec.field(default_factory=list)
    effects: list[RawEffect] = msgspec.field(default_factory=list)
    combine: Literal["all", "one"] = "all"
    when: list[Condition] = msgspec.field(default_factory=list)
    text: str = ""


class EventBox(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Galactic Event text box (T-13). A ``delayed`` box's effects are resolved by each player
    at the end of their first turn of the Cycle; ``modifies`` holds what a constant box (for the
    whole Cycle) or a delayed box (after each player's first turn) changes (VF-PREP-19).

    ``cost`` is paid before ``effects`` (a dashed box: pay it to get them, or skip the box);
    ``options`` replaces ``cost``/``effects``/``combine`` with a choice of one group."""

    scope: Literal["each", "group", "constant", "delayed"] = "each"
    mandatory: bool = True
    effects: list[RawEffect] = msgspec.field(default_factory=list)
    combine: Literal["all", "one"] = "all"
    modifies: EventRules = msgspec.field(default_factory=EventRules)
    text: str = ""
    cost: list[RawEffect] = msgspec.field(default_factory=list)
    options: list[EventOption] = msgspec.field(default_factory=list)
    coop_solo: bool = False  # printed in a blue section: co-op/solo only (VF-MODE-02, RS-MOD-03)


class GalacticEvent(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Galactic Event card (D-11): rounds, boxes, objectives (red line = exclusive)."""

    id: str
    name: str
    cycle: int
    rounds: int
    source: Source
    boxes: list[EventBox] = msgspec.field(default_factory=list)
    objectives: list[Objective] = msgspec.field(default_factory=list)
    exclusive: bool = False  # red line: evaluate one objective only (VF-EVAL-13)
    code: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)


class Origin(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One Origin of a House: its starting set-up (D-08).

    ``starts_corrupted`` names the sectors (``home``, ``outpost``) that get a Corruption under
    their Population die at setup (VF-SOLO-SETUP-43); ``setup`` holds the Origin's special
    instructions, effects each player resolves at setup in Cycle 1 Turn Order
    (VF-SOLO-SETUP-45; docs/rules-decisions/game.md).
    """

    id: str
    technology: str
    starting_agenda: str
    resources: dict[str, int] = msgspec.field(default_factory=dict)
    fp_active: int = 2
    home_population: int = 3
    home_fleets: dict[str, int] = msgspec.field(default_factory=dict)
    outpost_population: int = 1
    outpost_fleets: dict[str, int] = msgspec.field(default_factory=dict)
    outpost_guilds: list[str] = msgspec.field(default_factory=list)
    outpost_installations: list[str] = msgspec.field(default_factory=list)
    tracks: list[int] = msgspec.field(default_factory=lambda: [0, 0, 0])
    home_guilds: list[str] = msgspec.field(default_factory=list)  # beyond the House's own
    starts_corrupted: list[Literal["home", "outpost"]] = msgspec.field(default_factory=list)
    setup: list[RawEffect] = msgspec.field(default_factory=list)


class House(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A House (D-08): mat, Preferred Focuses, Origins, Home sector, House Focus cards."""

    id: str
    name: str
    number: int
    source: Source
    origins: list[Origin]
    preferred: list[str] = msgspec.field(default_factory=list)
    home_guilds: list[str] = msgspec.field(default_factory=list)
    home_installations: list[str] = msgspec.field(default_factory=list)
    focus_cards: list[str] = msgspec.field(default_factory=list)  # House Focus card ids
    track_spaces: dict[str, list[list[RawEffect]]] = msgspec.field(default_factory=dict)
    fallen_population: int = 2
    fallen_effects: list[RawEffect] = msgspec.field(default_factory=list)
    broken_glass: bool = False  # its Fallen House card shows Broken Glass (VF-SOLO-SETUP-31)
    ability: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    updates: str = ""  # the base House (mat, Origins) it replaces while its module is on (RS-UPD)


class CivilizationTracks(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Standard Civilization track spaces (D-07): 8 spaces per track, each a list of effects."""

    source: Source
    society: list[list[RawEffect]]
    statecraft: list[list[RawEffect]]
    economy: list[list[RawEffect]]


class TokenFace(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Bounty/Reclaim token face or a Trade bonus (T-04, T-23)."""

    id: str
    count: int
    source: Source
    effects: list[RawEffect]
    combine: Literal["all", "one", "any"] = "one"
    text: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)


class Tables(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Numeric tables: Production Level -> Yield (T-01), Trade ladder bonuses (T-04)."""

    source: Source
    yield_standard: list[int]
    yield_credits: list[int]
    trade_bonuses: list[TokenFace]


class ContentSummary(msgspec.Struct, frozen=True):
    houses: int
    technologies: int
    agendas: int
    starting_agendas: int
    origins: int
    focus_cards: int
    galactic_events: int
    civilization_spaces: int
    sector_types: int
    maps: dict[str, int]
    bounty_tokens: int
    reclaim_tokens: int
    sources: dict[str, int]
    # what each Resurgence module adds, by kind (RS-MOD-01); the counts above are the base game's
    modules: dict[str, dict[str, int]] = msgspec.field(default_factory=dict)


__all__ = [
    "Agenda",
    "CardAction",
    "CivilizationTracks",
    "Condition",
    "ContentSummary",
    "EventRules",
    "FocusCard",
    "GalacticEvent",
    "House",
    "MapDef",
    "Objective",
    "Origin",
    "SectorType",
    "Tables",
    "Technology",
    "TokenFace",
    "Trigger",
]
