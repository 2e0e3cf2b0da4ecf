"""The shape of a Revenant content pack (validated by msgspec at load)."""

from __future__ import annotations

import msgspec

from domineum.revenant.model.effect import Effect

RESOURCES = ("material", "energy", "science", "neutronium")
HOUSES = ("shiveus", "zenor", "yarvek", "fenrax", "belitan", "dunlork", "novaris")
SHIP_CLASSES = ("arkship", "fighter", "dropship", "shuttle")
OP_TYPES = ("cadet", "frigate", "command")
TRIGGERS = ("attack", "provision", "arkship", "planet", "maneuver", "crew_after", "activate")
BONUSES = ("gain", "cleanse", "affiliate", "promote", "activate")


class Condition(msgspec.Struct, frozen=True):
    """``metric`` of the acting player must be at least ``at_least``."""

    metric: str
    at_least: int


class Ability(msgspec.Struct, frozen=True):
    trigger: str
    effects: tuple[Effect, ...]
    condition: Condition | None = None


class OpCard(msgspec.Struct, frozen=True):
    id: str
    name: str
    type: str
    house: str
    cost: tuple[tuple[str, int], ...]
    abilities: tuple[Ability, ...] = ()
    effects: tuple[Effect, ...] = ()
    condition: Condition | None = None
    source: str = ""


class Planet(msgspec.Struct, frozen=True):
    id: str
    name: str
    top: tuple[Effect, ...]
    bottom: tuple[Effect, ...]
    mine: str
    source: str = ""


class Scanner(msgspec.Struct, frozen=True):
    id: str
    players: str
    cycle: int
    cost: int
    benefits: tuple[Effect, ...]
    voidborn: tuple[tuple[str, int], ...]
    rifts: tuple[str, ...]
    planets: tuple[str, ...]
    shuttle: str = ""
    source: str = ""


class Colony(msgspec.Struct, frozen=True):
    id: str
    name: str
    house: str
    cost: int
    metric: str
    at_least: int
    prestige: int
    source: str = ""


class Agenda(msgspec.Struct, frozen=True):
    id: str
    kind: str
    name: str
    metric: str
    at_least: int
    source: str = ""


class Failure(msgspec.Struct, frozen=True):
    id: str
    kind: str
    name: str
    top: tuple[Effect, ...]
    bottom: tuple[Effect, ...]
    source: str = ""


class CrewProfile(msgspec.Struct, frozen=True):
    id: str
    board: str
    name: str
    basic: Ability
    progressive: tuple[Effect, ...]
    activate: tuple[Effect, ...]
    op_income: tuple[int, ...]
    hi_draw: tuple[int, ...]
    tactics_reset: tuple[int, ...]
    source: str = ""


class FrigateBoard(msgspec.Struct, frozen=True):
    id: str
    name: str
    bonuses: tuple[str, ...]
    slot_bonuses: tuple[tuple[Effect, ...], ...]
    source: str = ""


class House(msgspec.Struct, frozen=True):
    id: str
    reward: str
    arkship: tuple[str, str]
    source: str = ""


class Board(msgspec.Struct, frozen=True):
    """Sectors, adjacency, limits, set-up placements, Rift dice, supply and damage spaces."""

    outer: tuple[str, ...]
    inner: tuple[str, ...]
    adjacent: dict[str, tuple[str, ...]]
    arkship_limit: dict[str, int]
    small_ship_limit: int
    voidborn_limit: int
    setup_arkships: dict[str, int]
    no_fighter: str
    no_dropship: str
    setup_rifts: tuple[str, ...]
    setup_planets: dict[str, tuple[str, ...]]
    setup_voidborn: dict[str, dict[str, int]]
    rift_dice: dict[str, tuple[tuple[int, int, int], ...]]
    supply: dict[str, int]
    damage_spaces: dict[str, int]
    colors: tuple[str, ...] = ()  # the 4 player colours (RV-SETUP-01), project-authored names
