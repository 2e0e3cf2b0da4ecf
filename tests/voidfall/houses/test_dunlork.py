"""House Dunlork (3): Orbital Docks (Origin A), Energy Cells (Origin B), starting Agendas
C3a/C3b, the Fallen House card. Dunlork has no House Focus card and uses the standard tracks."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import fleet
from tests.voidfall.houses.housekit import (
    OUTPOST,
    RICH,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    gain_tech,
    level,
    play,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    stock,
    take,
    voidborn,
)


def _muster(house: str) -> int:
    """FP deployed by Reinforcement's Muster (deploy per Shipyard) with only the Home Shipyard."""
    state = position(
        house,
        focus="reinforcement",
        houses={"0": {"resources": RICH, "fp_active": 5}},
        sectors={OUTPOST: {"installations": ["", "", ""]}},
    )
    before = fleet.deployed(state, 0)
    return fleet.deployed(take(state, 2), 0) - before


def test_dunlork_orbital_docks_count_an_extra_shipyard() -> None:
    """Dunlork, Orbital Docks (``extra_shipyard_per_sector: 1``): Muster deploys 2 FP from one
    Shipyard instead of 1 (VF-FLEET-13c)."""
    assert _muster("dunlork") == 2
    assert _muster("dunlork/b") == 1


def test_dunlork_improved_orbital_docks_credits_per_shipyard() -> None:
    """Dunlork, Improved Orbital Docks (``production_levels: credits:shipyard:2``): two Shipyards
    raise the Credits Production Level by 4 (VF-PROD-13, D-27)."""
    yards = {OUTPOST: {"installations": ["shipyard", "", ""]}}
    basic = position("dunlork", sectors=yards)
    improved = position(
        "dunlork", sectors=yards, houses={"0": {"technologies": {"orbital_docks": "improved"}}}
    )
    assert level(basic, "credits") == 0
    assert level(improved, "credits") == 4


def test_dunlork_orbital_docks_immediate() -> None:
    """Dunlork, Orbital Docks: gaining it builds a Shipyard and activates 1 FP (VF-TECH-05)."""
    state = position(
        "valnis",
        board={"tech_piles": {"orbital_docks": [0, 4]}},
        sectors={OUTPOST: {"installations": ["", "", ""]}},
    )
    inactive = state.houses[0].fp_inactive
    state = drive(gain_tech(state, "orbital_docks"))
    assert sector(state, OUTPOST).filled("installation") == ["shipyard"]
    assert state.houses[0].fp_inactive == inactive - 1


def test_dunlork_energy_cells_immediate_is_paid_or_forgone() -> None:
    """Dunlork, Energy Cells: gaining it offers "pay 2 Energy: activate 2 FP"; taken, the Energy
    is paid and 2 FP activated; it may be forgone (``immediate_cost``, VF-ACTION-05, -10)."""
    state = position(
        "valnis", board={"tech_piles": {"energy_cells": [0, 4]}}, houses={"0": {"resources": RICH}}
    )
    state = gain_tech(state, "energy_cells")
    active = state.houses[0].fp_active
    taken = play(state, "option 1", "pay energy", "pay energy", "effect 1")
    assert stock(taken)["energy"] == 4
    assert taken.houses[0].fp_active == active + 2
    forgone = play(state, "done")
    assert stock(forgone)["energy"] == 6
    assert forgone.houses[0].fp_active == active


def _skirmish(house: str) -> GameState:
    """The Voidborn (2 FP) attacks s19: 1 Corvette and a Sector Defense (VF-SKIRMISH-01..09)."""
    clear: dict[str, Any] = voidborn(0, corrupted=False)
    state = position(
        house,
        sectors={
            "s18": voidborn(2),
            OUTPOST: {"fleets": {"corvette": 1}, "installations": ["sector_defense", "", ""]},
            "s20": clear,
            "s24": clear,
        },
    )
    return effect(state, "skirmish", modifier=2)


def test_dunlork_energy_cells_add_approach_damage_in_defence() -> None:
    """Dunlork, Energy Cells: defending, the Sector Defense's Approach Damage gets +1, so both
    Voidborn FP fall before any Salvo (T-08, VF-COMBAT-15); Origin A loses the sector on a tie."""
    cells = _skirmish("dunlork/b")
    assert sector(cells, OUTPOST).fleets == {"corvette": 1}
    assert sector(cells, OUTPOST).owner == 0
    plain = _skirmish("dunlork")
    assert sector(plain, OUTPOST).owner == -1
    assert sector(plain, OUTPOST).voidborn == 2


def test_dunlork_improved_energy_cells_sector_upkeep_is_free() -> None:
    """Dunlork, Improved Energy Cells (``free_sector_upkeep``): a sector's Upkeep icon costs
    nothing; only the starting Agenda's 2 Upkeep are paid, with Food (VF-EVAL-07..09)."""
    full = {OUTPOST: {"guilds": ["engineers", "miners", "farmers"]}}
    food = {"resources": {"food": 5}}
    basic = effect(position("dunlork/b", sectors=full, houses={"0": food}), "upkeep")
    improved = position(
        "dunlork/b",
        sectors=full,
        houses={"0": {**food, "technologies": {"energy_cells": "improved"}}},
    )
    improved = effect(improved, "upkeep")
    assert stock(basic)["food"] == 2
    assert stock(improved)["food"] == 3


def test_dunlork_starting_agendas_score() -> None:
    """Dunlork C3a = 14 and C3b = 15 in the fixed empire (same lines as C1a/C1b, VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("dunlork")) == 14
    assert starting_agenda_score(scoring_position("dunlork/b")) == 15


def test_dunlork_starting_agenda_production_bonus() -> None:
    """Dunlork: C3a +1 Materials Level, C3b +1 Food Level (VF-PROD-06)."""
    assert production_bonus("dunlork", "materials") == 1
    assert production_bonus("dunlork/b", "food") == 1
    assert production_bonus("dunlork/b", "materials") == 0


def test_dunlork_fallen_house_card() -> None:
    """Dunlork as a Fallen House: its Technologies are offered; its card builds a Shipyard in
    the sector and activates 1 FP (VF-RESULT-12b/c, authored)."""
    state = fallen_position("dunlork")
    inactive = state.houses[0].fp_inactive
    state = drive(conquer_fallen(state))
    assert sector(state, "s24").filled("installation") == ["shipyard"]
    assert state.houses[0].fp_inactive == inactive - 1
