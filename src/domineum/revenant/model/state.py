"""The whole state of a Revenant game: plain msgspec data, cloned structurally by the kernel."""

from __future__ import annotations

import msgspec

from domineum.kernel.rng import Rng
from domineum.revenant.model.effect import Effect

FIGURES = ("captain", "cadet1", "cadet2")
AMBASSADOR = -2  # the seat number of the 2-player (and project-authored solo) Council


class Config(msgspec.Struct, frozen=True):
    """What a new game is made from. ``options`` are the named rules options (docs/revenant.md)."""

    players: int = 2
    seed: int = 0
    reset_stack: str = "rule"  # B9: "rule" (earlier turn order at the bottom) or "example"
    ascend_any_sector: bool = False  # B30
    contain_avoids_corruption: bool = True  # B4 (literal reading)
    colors: tuple[str, ...] = ()  # each seat's chosen colour, by seat (RV-SETUP-01); may be short


class Ship(msgspec.Struct):
    """A House ship. ``sector`` is "" in the supply, "scanner" when reserved on a Scanner card."""

    id: str
    house: str
    cls: str
    sector: str = ""
    damage: int = 0
    corrupted: bool = False
    crew: str = ""  # "seat:figure", "council" or ""
    planet: str = ""  # the planet it has landed on


class PlanetSpot(msgspec.Struct):
    card: str
    sector: str
    cube: bool = True
    occupant: str = ""  # a ship id, or "frigate:<seat>"


class Frame(msgspec.Struct):
    """One pending decision (or effect queue) on the decision stack."""

    kind: str
    seat: int
    n: int = 0
    arg: str = ""
    items: list[str] = msgspec.field(default_factory=list)
    effects: list[Effect] = msgspec.field(default_factory=list)
    flags: list[str] = msgspec.field(default_factory=list)


class Player(msgspec.Struct):
    seat: int
    color: str = ""  # the player colour (RV-SETUP-01)
    crew: str = ""
    frigate_board: str = ""
    house: str = ""  # chosen at set-up (RV-SETUP-47)
    rank: int = 0
    tactics: int = 0
    stamp: int = 0  # arrival order on the Tactics space (lower = below = earlier)
    frigate_sector: str = ""
    frigate_planet: str = ""
    figures: dict[str, str] = msgspec.field(default_factory=dict)  # figure -> "" home / location
    pool: dict[str, int] = msgspec.field(default_factory=dict)  # resources in clean Compartments
    stuck: dict[str, int] = msgspec.field(default_factory=dict)  # resources in corrupted ones
    corrupted: list[bool] = msgspec.field(default_factory=lambda: [False] * 5)
    residue: int = 0
    data: int = 0
    influence: dict[str, int] = msgspec.field(default_factory=dict)
    hi: list[str] = msgspec.field(default_factory=list)
    fleet_agenda: str = ""
    personal_agenda: str = ""
    hand: list[str] = msgspec.field(default_factory=list)
    cadet_cards: list[list[str]] = msgspec.field(default_factory=lambda: [[], []])
    frigate_cards: list[str] = msgspec.field(default_factory=list)
    commands: list[str] = msgspec.field(default_factory=list)
    redrawn: list[str] = msgspec.field(default_factory=list)


class Turn(msgspec.Struct):
    """The turn in progress (RV-TURN-01): who, with which figure, on which space, which step."""

    seat: int
    step: str = "board"
    figure: str = ""
    space: str = ""  # a ship id, "frigate", "reinforce", "hypercharge" or "emergency"
    house: str = ""  # the House of the House ship boarded (Affiliate, RV-BONUS-04)
    sector: str = ""  # "your sector" while an effect resolves (RV-SHIP-05, RV-COPY-03)
    corrupt_planet: bool = False
    ship_was_corrupted: bool = False


class Score(msgspec.Struct):
    seat: int
    total: int
    parts: dict[str, int]


class GameState(msgspec.Struct):
    config: Config
    seed: int
    rng: Rng
    players: list[Player]
    phase: str = "setup"
    step: str = ""
    cycle: int = 1
    order: list[int] = msgspec.field(default_factory=list)  # turn order, 1st first
    sequence: list[int] = msgspec.field(default_factory=list)  # turns left this Action phase
    turn: Turn | None = None
    stack: list[Frame] = msgspec.field(default_factory=list)
    ships: dict[str, Ship] = msgspec.field(default_factory=dict)
    voidborn: dict[str, int] = msgspec.field(default_factory=dict)
    shields: dict[str, int] = msgspec.field(default_factory=dict)
    rifts: list[str] = msgspec.field(default_factory=list)
    planets: list[PlanetSpot] = msgspec.field(default_factory=list)
    planet_deck: list[str] = msgspec.field(default_factory=list)
    hi_deck: list[str] = msgspec.field(default_factory=list)
    hi_discard: int = 0
    council_deck: list[str] = msgspec.field(default_factory=list)
    council_revealed: list[str] = msgspec.field(default_factory=list)
    op_decks: dict[str, list[str]] = msgspec.field(default_factory=dict)
    op_discards: dict[str, list[str]] = msgspec.field(default_factory=dict)
    scanner_decks: dict[str, list[str]] = msgspec.field(default_factory=dict)  # "2", "3"
    offer: list[str] = msgspec.field(default_factory=list)  # revealed Scanner/Colony cards
    chosen: str = ""  # the card chosen by Hypercharge this Cycle
    reserved_shuttle: str = ""
    colony_deck: list[str] = msgspec.field(default_factory=list)
    colony: str = ""
    phase_skip: list[bool] = msgspec.field(default_factory=lambda: [False, False, False])
    failure_deck: list[str] = msgspec.field(default_factory=list)
    display_top: str = ""
    display_bottom: str = ""
    tucked: list[str] = msgspec.field(default_factory=list)
    protection: dict[str, str] = msgspec.field(default_factory=dict)  # card -> "top"/"bottom"
    revenant_crew: dict[str, str] = msgspec.field(default_factory=dict)  # space -> "seat:fig"
    rewards_taken: list[str] = msgspec.field(default_factory=list)  # "house:step"
    revenant_damage: int = 0
    revenant_sealed: bool = False  # RV-FAIL-07: no more Damage markers this Cycle
    fleet_agendas: list[str] = msgspec.field(default_factory=list)
    personal_agendas: list[str] = msgspec.field(default_factory=list)
    stamp_counter: int = 0
    skirmish_sector: int = 0
    damage_dealt: bool = False
    log: list[list[str]] = msgspec.field(default_factory=list)  # [message id, k=v, ...]
    scores: list[Score] = msgspec.field(default_factory=list)
    winner: int = -1
