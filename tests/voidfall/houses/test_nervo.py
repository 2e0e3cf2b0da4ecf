"""House Nervo (9): Robotics (Origin A), Ark Ships (Origin B), the House Focus cards Uplift and
Nervo Production, Nervo's Civilization tracks, starting Agendas C9a/C9b, the Fallen House card.

Robotics' ability (``double_action``) is not read by the engine yet (docs/content-sources.md,
"Not yet implemented"), so only its immediate effect is played here.
"""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    card_position,
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

FULL = {
    HOME: {"guilds": ["miners", "farmers"]},
    OUTPOST: {"guilds": ["farmers", "miners", "bankers"]},
}


def test_nervo_robotics_immediate_two_materials() -> None:
    """Nervo, Robotics: gaining it gives 2 Materials (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"robotics": [0, 4]}})
    materials = stock(state)["materials"]
    state = drive(gain_tech(state, "robotics"))
    assert stock(state)["materials"] == materials + 2


def test_nervo_ark_ships_extra_home_guilds() -> None:
    """Nervo, Ark Ships (``home_extra_guilds: 2``): with every Guild space full, a Guild may still
    be established in the Home, twice; never a third time (VF-GUILD-08); Improved allows 4."""
    state = effect(position("nervo/b", sectors=FULL), "establish")
    state = play(state, "guild scientists")
    assert sector(state, HOME).filled("guild") == ["miners", "farmers", "scientists"]
    state = play(effect(state, "establish"), "guild bankers")
    assert len(sector(state, HOME).filled("guild")) == 4
    state = effect(state, "establish")
    assert "guild farmers" not in names(state)
    improved = {"0": {"technologies": {"ark_ships": "improved"}}}
    state = position("nervo/b", sectors=FULL, houses=improved)
    for _ in range(4):
        state = play(effect(state, "establish"), "guild engineers")
    assert len(sector(state, HOME).filled("guild")) == 6
    assert "guild engineers" not in names(effect(position("nervo", sectors=FULL), "establish"))


def test_nervo_improved_ark_ships_grow_home_with_reinforcement() -> None:
    """Nervo, Improved Ark Ships: with a Reinforcement Focus, "Ark Landing" grows the Home.
    (VF-ACTION-13, VF-POP-04)."""
    state = position(
        "nervo/b",
        focus="reinforcement",
        houses={"0": {"technologies": {"ark_ships": "improved"}}},
    )
    population = sector(state, HOME).population
    state = play(state, "tech-action ark_ships 1", "effect 1")
    assert sector(state, HOME).population == population + 1


def test_nervo_ark_ships_immediate_guild_or_growth() -> None:
    """Nervo, Ark Ships: gaining it establishes a Guild OR grows a Pure Population (one).
    (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"ark_ships": [0, 4]}})
    state = play(gain_tech(state, "ark_ships"), "effect 2", "sector s19")
    assert sector(state, OUTPOST).population == 3
    assert "effect 1" not in names(state)


def _card(focus: str) -> GameState:
    return card_position("nervo", focus)


def test_nervo_uplift_card() -> None:
    """Uplift: Bombard (2 Energy: invade); Analyze (1 Credit: gain an Agenda); Regenerate
    (1 Science: remove a Corruption and/or produce Credits) (VF-ACTION-02, -05, -08/09)."""
    state = play(_card("nervo_uplift"), "take 1", "pay energy", "pay energy", "effect 1")
    assert stock(state)["energy"] == 4
    assert "sector s18" in names(state)
    state = take(_card("nervo_uplift"), 2, "effect 1", "offer support")
    assert stock(state)["credits"] == 5
    assert len(state.houses[0].agenda_hand) == 1
    state = take(_card("nervo_uplift"), 3, "effect 1", "effect 2")
    assert stock(state)["science"] == 5
    assert state.houses[0].agenda_corrupted == [False] * 4


def test_nervo_production_card() -> None:
    """Nervo Production: Industrialize (advance Economy and/or produce Materials); Mechanize
    (2 Materials: advance Statecraft and/or produce Food and Energy); Prosper (1 Materials:
    advance Society) (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("nervo_production"), 1, "effect 1")  # the driver takes effect 2 too
    assert state.houses[0].tracks[TRACKS.index("economy")] == 2  # from space 1 (Origin A)
    assert stock(state)["materials"] > 6
    state = take(_card("nervo_production"), 2, "pay materials", "pay materials", "effect 1")
    assert stock(state)["materials"] == 4
    assert state.houses[0].tracks[TRACKS.index("statecraft")] == 1
    state = take(_card("nervo_production"), 3, "pay materials", "effect 1")
    assert stock(state)["materials"] == 5
    assert state.houses[0].tracks[TRACKS.index("society")] >= 1


def test_nervo_civilization_tracks() -> None:
    """Nervo's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Economy space 8 is worth 15 Influence (catalogue)."""
    assert check_house_tracks("nervo") == []
    assert last_space_influence("nervo", "economy") == 15


def test_nervo_starting_agendas_score() -> None:
    """Nervo C9a: 3 per Pure sector with no empty Guild space (the full Home: 1), 2 per Pure
    sector with 3+ Installations (0), 2/4/6/8 per Pure track by Tier (Society 1: 2, Statecraft 2:
    4, Economy Corrupted) = 9. C9b: 3 per resource at 8+ (3), 5 per Pure sector with 3+ different
    Guilds (0) = 9 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("nervo")) == 9
    assert starting_agenda_score(scoring_position("nervo/b")) == 9


def test_nervo_starting_agendas_have_no_production_bonus() -> None:
    """Nervo: neither starting Agenda raises a Production Level (VF-PROD-06)."""
    for house in ("nervo", "nervo/b"):
        assert production_bonus(house, "materials") == 0
        assert production_bonus(house, "credits") == 0


def test_nervo_fallen_house_card() -> None:
    """Nervo as a Fallen House: its card establishes a Guild in the conquered sector and gives
    2 Materials (VF-RESULT-12c, authored)."""
    state = fallen_position("nervo")
    materials = stock(state)["materials"]
    state = drive(conquer_fallen(state))
    assert len(sector(state, "s24").filled("guild")) == 1
    assert stock(state)["materials"] == materials + 2
