"""House Novaris (14): Combat Replicators (Origin A), Cybernetics (Origin B), the House Focus cards
Novaris Progress and Novaris Reinforcement, Novaris's Civilization tracks, starting Agendas
C14a/C14b, the Fallen House card."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from domineum.voidfall.rules import fleet
from tests.voidfall.houses.housekit import (
    OUTPOST,
    card_position,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    fleets,
    gain_tech,
    invade,
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
    voidborn,
)


def test_novaris_replicators_keep_installations_and_gain_a_bounty() -> None:
    """Novaris, Combat Replicators (``keep_installations``, trigger ``invasion_won``): after a
    won invasion the sector keeps its Installations (VF-RESULT-04 is skipped) unless the player
    forgoes that benefit (``option 1``: removed; VF-TECH-04, seed 003 l.3103-3106), and a Bounty
    token is gained (VF-BOUNTY-05)."""
    target = voidborn(1, installations=["sector_defense", "shipyard", ""])
    sectors = {"s18": target, OUTPOST: {"fleets": fleets(corvette=4)}}
    won = invade(position("novaris", sectors=sectors), "s18", *["s19 corvette"] * 3)
    assert names(won) == ["option 1", "done"]
    state = drive(play(won, "done"))
    assert sector(state, "s18").filled("installation") == ["sector_defense", "shipyard"]
    assert len(state.houses[0].bounty_kept) == 1
    forgone = drive(play(won, "option 1"))
    assert sector(forgone, "s18").filled("installation") == []
    plain = drive(invade(position("novaris/b", sectors=sectors), "s18", *["s19 corvette"] * 3))
    assert sector(plain, "s18").filled("installation") == []
    assert plain.houses[0].bounty_kept == []


def test_novaris_improved_replicators_turn_a_tie_into_a_win() -> None:
    """Novaris, Improved Combat Replicators (``invader_win_or_tie_deploy``): a tie as Invader
    deploys 1 Active FP there and wins (S-HOSH); after a win, 1 FP may be deployed there.
    (VF-RESULT-01, -16)."""
    improved = {"technologies": {"combat_replicators": "improved"}, "fp_active": 2}
    sectors = {"s18": voidborn(1), OUTPOST: {"fleets": fleets(corvette=2)}}
    state = drive(
        invade(position("novaris", houses={"0": improved}, sectors=sectors), "s18", "s19 corvette")
    )
    assert sector(state, "s18").owner == 0
    assert sector(state, "s18").fleets == {"corvette": 1}
    sectors = {"s18": voidborn(1), OUTPOST: {"fleets": fleets(corvette=3)}}
    state = position("novaris", houses={"0": improved}, sectors=sectors)
    state = invade(state, "s18", "s19 corvette", "s19 corvette")
    assert "deploy s18 corvette" in names(state)
    state = drive(play(state, "deploy s18 corvette"))
    assert sector(state, "s18").fleets == {"corvette": 2 + 1}


def test_novaris_replicators_immediate_activates_an_fp() -> None:
    """Novaris, Combat Replicators: gaining it activates 1 FP (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"combat_replicators": [0, 4]}})
    inactive = state.houses[0].fp_inactive
    state = drive(gain_tech(state, "combat_replicators"))
    assert state.houses[0].fp_inactive == inactive - 1


def test_novaris_cybernetics_two_resources_per_guild_established() -> None:
    """Novaris, Cybernetics (``on_establish_gain: 2``): establishing a Farmers' Guild gives
    2 Food (VF-GUILD-04)."""
    state = position("novaris/b", houses={"0": {"resources": {"food": 0}}})
    state = play(effect(state, "establish"), "sector s19", "guild farmers")
    assert stock(state)["food"] == 2


def test_novaris_improved_cybernetics_growth_gives_the_guilds_resources() -> None:
    """Novaris, Improved Cybernetics (``on_grow_gain_guild_resources``): growing s19 (Engineers'
    and Scientists' Guilds) gives 1 Energy and 1 Science (authored: 1 per Guild).
    (VF-POP-04, VF-ACTION-15)."""
    improved = {"technologies": {"cybernetics": "improved"}, "resources": {"food": 0}}
    state = play(effect(position("novaris/b", houses={"0": improved}), "grow"), "sector s19")
    assert stock(state) == {"food": 0, "energy": 1, "materials": 0, "credits": 0, "science": 1}


def test_novaris_cybernetics_immediate_establishes_a_guild() -> None:
    """Novaris, Cybernetics: gaining it establishes a Guild (VF-TECH-05)."""
    state = position(
        "valnis",
        board={"tech_piles": {"cybernetics": [0, 4]}},
        sectors={OUTPOST: {"guilds": ["", "", ""]}},
    )
    state = drive(gain_tech(state, "cybernetics"))
    assert len(sector(state, OUTPOST).filled("guild")) == 1


def _card(focus: str) -> GameState:
    sectors = {"s20": voidborn(1), "s18": voidborn(1, corrupted=False)}
    return card_position("novaris", focus, sectors, fp_active=3)


def test_novaris_progress_card() -> None:
    """Novaris Progress: Embrace (a Corruption: a Basic or Improved Technology); Experiment
    (a Corruption: an Agenda); Ensnare (2 Energy, 1 Science: Regroup and/or invade a Corrupted
    sector only, VF-MOVE-10)."""
    state = take(
        _card("novaris_progress"), 1, "spot society", "effect 1", "tech tactical_transports"
    )
    assert state.houses[0].track_corrupted[TRACKS.index("society")]
    assert "tactical_transports" in state.houses[0].technologies
    state = take(_card("novaris_progress"), 2, "spot society", "effect 1", "offer might")
    assert len(state.houses[0].agenda_hand) == 1
    state = play(_card("novaris_progress"), "take 3", "pay energy", "pay energy", "effect 2")
    assert (stock(state)["energy"], stock(state)["science"]) == (4, 5)
    assert "sector s20" in names(state) and "sector s18" not in names(state)


def test_novaris_reinforcement_card() -> None:
    """Novaris Reinforcement: Adapt (Energy, Materials, Food: activate 1 FP and/or remove a
    Corruption); Muster (Energy, Materials: deploy per Shipyard); Accelerate (Energy, Materials:
    advance any track and/or Regroup) (VF-ACTION-02, -05, -08/09)."""
    state = _card("novaris_reinforcement")
    inactive = state.houses[0].fp_inactive
    state = take(state, 1, "pay food", "pay energy", "pay materials", "effect 1", "effect 2")
    assert (stock(state)["food"], stock(state)["energy"], stock(state)["materials"]) == (5, 5, 5)
    assert state.houses[0].fp_inactive == inactive - 1
    assert state.houses[0].agenda_corrupted == [False] * 4
    state = _card("novaris_reinforcement")
    deployed = fleet.deployed(state, 0)
    state = take(state, 2, "pay energy", "pay materials")
    assert fleet.deployed(state, 0) == deployed + 1  # the Home Shipyard
    state = take(
        _card("novaris_reinforcement"),
        3,
        "pay energy",
        "pay materials",
        "effect 1",
        "track economy",
    )
    assert state.houses[0].tracks[TRACKS.index("economy")] >= 1


def test_novaris_civilization_tracks() -> None:
    """Novaris's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Statecraft space 8 is worth 24 Influence (catalogue)."""
    assert check_house_tracks("novaris") == []
    assert last_space_influence("novaris", "statecraft") == 24


def test_novaris_starting_agendas_score() -> None:
    """Novaris C14a: 4 per Pure sector with 2+ FP (2), 3 per Pure sector with a Shipyard (2),
    -2 per mat Corruption (2) = 10. C14b: 3 per Pure sector of Population 4+ (2), 1 per Pure
    Farmers', Engineers' or Miners' Guild (3), -1 per mat Corruption (2) = 7 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("novaris")) == 10
    assert starting_agenda_score(scoring_position("novaris/b")) == 7


def test_novaris_starting_agendas_have_no_production_bonus() -> None:
    """Novaris: neither starting Agenda raises a Production Level (VF-PROD-06)."""
    for house in ("novaris", "novaris/b"):
        assert production_bonus(house, "food") == 0
        assert production_bonus(house, "energy") == 0


def test_novaris_fallen_house_card() -> None:
    """Novaris as a Fallen House: its card establishes a Guild in the conquered sector and gives
    a Bounty token (VF-RESULT-12c, authored)."""
    state = drive(conquer_fallen(fallen_position("novaris")))
    assert len(sector(state, "s24").filled("guild")) == 1
    assert len(state.houses[0].bounty_kept) == 1
