"""Special sectors: one-time effects on a successful invasion; Voidborn capacity per tile."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import fleet
from tests.voidfall.houses.housekit import drive, fleets, invade, position, sector, stock, voidborn

RUINS = {
    "type": "ancient_ruins",
    "population": 0,
    "guild_spaces": [],
    "installation_spaces": [{"printed": "sector_defense"}, {"upkeep": True}],
    "guilds": [],
    "installations": ["", ""],
    "corruption_immune": True,
    "corrupted": False,
}


def _ruins_position(invader_fp: int) -> GameState:
    return position(
        "valnis",
        sectors={"s18": voidborn(1, **RUINS), "s19": {"fleets": fleets(corvette=invader_fp)}},
    )


def test_vf_sector_10_vf_result_09_ruins_give_science_once_on_invasion() -> None:
    """VF-SECTOR-10 / VF-RESULT-09: Ancient Ruins' one-time benefit (3 Science) is resolved as
    part of a successful invasion, and never again."""
    state = _ruins_position(4)
    science = stock(state)["science"]
    state = drive(invade(state, "s18", *["s19 corvette"] * 3))
    assert sector(state, "s18").owner == 0
    assert stock(state)["science"] == science + 3
    assert sector(state, "s18").on_invaded_used


def test_vf_sector_10_no_benefit_when_the_invasion_fails() -> None:
    """VF-SECTOR-10: only a successful invasion triggers the one-time effect."""
    state = _ruins_position(2)
    state.galaxy.sector("s18").voidborn = 3
    science = stock(state)["science"]
    state = drive(invade(state, "s18", "s19 corvette"))
    assert sector(state, "s18").owner != 0
    assert stock(state)["science"] == science


def test_vf_sector_14_voidborn_capacity_follows_the_tile() -> None:
    """VF-SECTOR-14 / VF-FLEET-21/22: most tiles hold one Voidborn token (3 FP); special tiles
    hold 6; immune tiles none. Placement stops at the limit."""
    state = position("valnis")
    regular = state.galaxy.sector("s18")
    regular.voidborn, regular.voidborn_limit, regular.voidborn_immune = 2, 3, False
    assert fleet.place_voidborn(regular, 3) == 1 and regular.voidborn == 3
    big = state.galaxy.sector("s12")
    big.voidborn, big.voidborn_limit, big.voidborn_immune = 0, 6, False
    assert fleet.place_voidborn(big, 9) == 6
    immune = state.galaxy.sector("s20")
    immune.voidborn, immune.voidborn_immune = 0, True
    assert fleet.place_voidborn(immune, 2) == 0
