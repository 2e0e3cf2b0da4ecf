"""House Thegwyn (6): Terraforming (Origin A), Neural Matrix (Origin B), the House Focus card
Thegwyn Production, Thegwyn's Civilization tracks, starting Agendas C6a/C6b, the Fallen House
card."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    gain_tech,
    last_space_influence,
    names,
    play,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    stock,
    take,
)

CORRUPTED_SLOT = {"agenda_corrupted": [False, True, False, False]}


def test_thegwyn_terraform_action_with_development() -> None:
    """Thegwyn, Terraforming (Basic): with a Development Focus, "Terraform" spends 1 Materials to
    grow a Pure Population (VF-ACTION-13); Production offers no Terraform."""
    state = position("thegwyn", focus="development", houses={"0": {"resources": RICH}})
    state = play(state, "tech-action terraforming 1", "pay materials", "effect 1", "sector s19")
    assert stock(state)["materials"] == 5
    assert sector(state, OUTPOST).population == 3
    assert "tech-action terraforming 1" not in names(position("thegwyn", focus="production"))


def test_thegwyn_improved_terraform_is_free_and_works_with_innovation() -> None:
    """Thegwyn, Improved Terraforming: also with Innovation, and for free.
    (VF-ACTION-13, VF-POP-04)."""
    state = position(
        "thegwyn",
        focus="innovation",
        houses={"0": {"resources": RICH, "technologies": {"terraforming": "improved"}}},
    )
    state = play(state, "tech-action terraforming 1", "effect 1", "sector s19")
    assert stock(state) == RICH
    assert sector(state, OUTPOST).population == 3


def test_thegwyn_terraforming_immediate_materials_or_growth() -> None:
    """Thegwyn, Terraforming: gaining it gives 2 Materials OR grows a Pure Population, one
    (``immediate_combine: one``) (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"terraforming": [0, 4]}})
    materials = stock(state)["materials"]
    state = play(gain_tech(state, "terraforming"), "effect 1")
    assert stock(state)["materials"] == materials + 2
    assert "effect 2" not in names(state)


def test_thegwyn_neural_matrix_two_credits_before_producing_credits() -> None:
    """Thegwyn, Neural Matrix (``before_producing_credits: 2``): producing Credits at Level 0
    still gains 2 Credits first (A-47, A-48); without it, nothing."""
    credits = {"0": {"resources": {"credits": 0}}}
    bare = {HOME: {"guilds": ["", ""]}}  # no Bankers' Guild: Credits Level 0
    matrix = effect(
        position("thegwyn/b", houses=credits, sectors=bare), "produce", resources=["credits"]
    )
    plain = effect(
        position("thegwyn", houses=credits, sectors=bare), "produce", resources=["credits"]
    )
    assert stock(matrix)["credits"] == 2
    assert stock(plain)["credits"] == 0


def test_thegwyn_neural_matrix_immediate_establishes_a_bankers_guild() -> None:
    """Thegwyn, Neural Matrix: gaining it establishes a Bankers' Guild (VF-TECH-05)."""
    state = position(
        "valnis",
        board={"tech_piles": {"neural_matrix": [0, 4]}},
        sectors={OUTPOST: {"guilds": ["", "", ""]}},
    )
    state = drive(gain_tech(state, "neural_matrix"))
    assert "bankers" in sector(state, HOME).filled("guild") + sector(state, OUTPOST).filled("guild")


def test_thegwyn_improved_neural_matrix_actions() -> None:
    """Thegwyn, Improved Neural Matrix: with Production (the House card counts), "Credit Flow"
    produces Credits (2 first, then the Yield); with Innovation, 1 Influence per Bankers' Guild.
    (VF-ACTION-13, VF-PROD-08)."""
    improved = {"technologies": {"neural_matrix": "improved"}, "resources": {"credits": 0}}
    bankers = {HOME: {"guilds": ["bankers", "bankers"]}}
    state = position(
        "thegwyn/b",
        focus="thegwyn_production",
        houses={"0": improved},
        sectors={HOME: {"guilds": ["", ""]}},
    )
    state = play(state, "tech-action neural_matrix 1", "effect 1")
    assert stock(state)["credits"] == 2
    state = position("thegwyn/b", focus="production", houses={"0": improved}, sectors=bankers)
    state = play(state, "tech-action neural_matrix 1", "effect 1")
    assert stock(state)["credits"] == 2 + 2  # 2 Bankers' Guilds at Population 2: Level 4
    state = position("thegwyn/b", focus="innovation", houses={"0": improved}, sectors=bankers)
    influence = state.houses[0].influence
    state = play(state, "tech-action neural_matrix 2", "effect 1")
    assert state.houses[0].influence == influence + 2


def _card(**patch: object) -> GameState:
    houses = {"0": {"resources": RICH, **patch}}
    return position("thegwyn", focus="thegwyn_production", houses=houses)


def test_thegwyn_production_card() -> None:
    """Thegwyn Production: Prosper (advance Society); Elevate (Materials + Food: remove a
    Corruption OR advance Statecraft); Accumulate (produce Food, Energy, Materials, Science).
    (VF-ACTION-02, -05, -08/09)."""
    state = take(_card(), 1, "effect 1")  # Thegwyn's Society space 2 skips: 2 spaces
    assert state.houses[0].tracks[TRACKS.index("society")] == 2
    state = take(_card(**CORRUPTED_SLOT), 2, "pay food", "pay materials", "effect 1")
    assert (stock(state)["materials"], stock(state)["food"]) == (5, 5)
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert state.houses[0].tracks[TRACKS.index("statecraft")] == 0  # only one of the two
    state = position(
        "thegwyn",
        focus="thegwyn_production",
        houses={"0": {"resources": dict.fromkeys(RICH, 0)}},
        sectors={
            OUTPOST: {"population": 2, "guilds": ["farmers", "engineers", ""]},
            HOME: {"guilds": ["", ""]},
        },
    )
    state = take(state, 3, "effect 1")  # Levels: Food 2, Energy 2 -> Yield 1 each (T-01)
    assert stock(state) == {"food": 1, "energy": 1, "materials": 0, "credits": 0, "science": 0}


def test_thegwyn_civilization_tracks() -> None:
    """Thegwyn's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Society space 8 is worth 20 Influence (catalogue)."""
    assert check_house_tracks("thegwyn") == []
    assert last_space_influence("thegwyn", "society") == 20


def test_thegwyn_starting_agendas_score() -> None:
    """Thegwyn C6a: 2 per Pure sector (3), 2 per Pure Farmers' Guild (1) = 8. C6b: 3 per
    resource with 8+ in stock (3), Statecraft Tier 2 = 6, 1 per Pure Bankers' (1) and
    Scientists' Guild (1) = 17 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("thegwyn")) == 8
    assert starting_agenda_score(scoring_position("thegwyn/b")) == 17


def test_thegwyn_starting_agenda_production_bonus() -> None:
    """Thegwyn: C6a no bonus; C6b +1 Energy and +1 Materials Level (S-RUMIX) (VF-PROD-06)."""
    assert production_bonus("thegwyn", "energy") == 0
    assert production_bonus("thegwyn/b", "energy") == 1
    assert production_bonus("thegwyn/b", "materials") == 1


def test_thegwyn_fallen_house_card() -> None:
    """Thegwyn as a Fallen House: its card grows a Pure Population of yours and establishes a
    Farmers' Guild in the conquered sector (VF-RESULT-12c, authored)."""
    state = fallen_position("thegwyn")
    population = sector(state, OUTPOST).population
    state = drive(conquer_fallen(state))
    assert sector(state, OUTPOST).population == population + 1
    assert sector(state, "s24").filled("guild") == ["farmers"]
