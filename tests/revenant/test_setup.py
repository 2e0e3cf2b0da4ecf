"""Set-up (RV-SETUP) for 1–4 players."""

from __future__ import annotations

from domineum.revenant.content.schema import HOUSES, OP_TYPES
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config
from domineum.revenant.rules.board import power

from .kit import start


def test_rv_setup_14_15_16_17_19_board_placements(game: RevenantGame) -> None:
    """RV-SETUP-14, RV-SETUP-15, RV-SETUP-16, RV-SETUP-17, RV-SETUP-19, RV-POWER-04 (T-RV-34)."""
    for seed in range(12):
        s = game.new_game(Config(players=4, seed=seed))
        arks = sorted(x.sector for x in s.ships.values() if x.cls == "arkship")
        assert arks == ["1", "3", "3", "4", "6", "7", "7"]
        fighters = sorted(x.sector for x in s.ships.values() if x.cls == "fighter")
        assert fighters == ["1", "2", "3", "5", "6", "7", "8"]
        drops = sorted(x.sector for x in s.ships.values() if x.cls == "dropship")
        assert drops == ["1", "2", "3", "4", "5", "7", "8"]
        for f in (x for x in s.ships.values() if x.cls == "fighter"):
            same = [a for a in s.ships.values() if a.cls == "arkship" and a.sector == f.sector]
            assert f.house not in {a.house for a in same}
        assert all(x.sector == "" for x in s.ships.values() if x.cls == "shuttle")
        assert sorted(s.rifts) == ["1", "3", "5", "7"]
        assert all(power(s, h) == 3 for h in HOUSES)


def test_rv_setup_20_21_planets_by_player_count(game: RevenantGame) -> None:
    """RV-SETUP-20, RV-SETUP-21: Planets in 2, 5, 8 (1–3 players) or 2, 4, 6, 8 (4), each with
    a Discovery Data cube."""
    for n, where in ((1, ["2", "5", "8"]), (3, ["2", "5", "8"]), (4, ["2", "4", "6", "8"])):
        s = game.new_game(Config(players=n, seed=n))
        assert sorted(p.sector for p in s.planets) == where
        assert all(p.cube and not p.occupant for p in s.planets)


def test_rv_setup_08_09_10_12_scanner_sets(game: RevenantGame) -> None:
    """RV-SETUP-08, RV-SETUP-09, RV-SETUP-10: the player-count set; 3 Cycle-1 cards revealed;
    Cycle-2 and Cycle-3 decks of 5."""
    for n, key in ((2, "1-2"), (3, "3"), (4, "4")):
        s = game.new_game(Config(players=n, seed=5))
        assert len(s.offer) == 3
        assert all(game.content.scanners[c].players == key for c in s.offer)
        assert all(game.content.scanners[c].cycle == 1 for c in s.offer)
        assert sorted(len(d) for d in s.scanner_decks.values()) == [5, 5]


def test_rv_setup_31_32_33_failure_deck(game: RevenantGame) -> None:
    """RV-SETUP-31, RV-SETUP-32, RV-SETUP-33, RV-FAIL-01: 3 Hull cards on 1 Core card; the top
    Hull card is revealed into the top space."""
    s = game.new_game(Config(players=2, seed=3))
    kinds = [game.content.failures[c].kind for c in s.failure_deck]
    assert kinds == ["core", "hull", "hull"]  # bottom first; one Hull already revealed
    assert game.content.failures[s.display_top].kind == "hull"
    assert s.display_bottom == "" and not s.protection


def test_rv_setup_38_to_45_player_areas(game: RevenantGame) -> None:
    """RV-SETUP-38, RV-SETUP-39, RV-SETUP-40, RV-SETUP-42, RV-SETUP-43, RV-SETUP-45."""
    s = game.new_game(Config(players=4, seed=8))
    for p in s.players:
        assert p.pool == {"material": 1, "energy": 1, "science": 1, "neutronium": 1}
        assert p.corrupted == [False, False, False, False, True]
        assert p.rank == 0 and len(p.hi) == 2
        assert game.content.agendas[p.fleet_agenda].kind == "fleet"
        assert sorted(game.content.ops[c].type for c in p.hand) == sorted(OP_TYPES)


def test_rv_setup_29_30_fourth_player_tactics(game: RevenantGame) -> None:
    """RV-SETUP-29, RV-SETUP-30: markers stacked in turn order; in 4-player games the 4th
    player starts on step 1."""
    s = game.new_game(Config(players=4, seed=2))
    tactics = [s.players[seat].tactics for seat in s.order]
    assert tactics == [0, 0, 0, 1]
    stamps = [s.players[seat].stamp for seat in s.order[:3]]
    assert stamps == sorted(stamps)  # the 1st player at the bottom
    three = game.new_game(Config(players=3, seed=2))
    assert all(p.tactics == 0 for p in three.players)


def test_rv_setup_35_crew_boards_in_reverse_turn_order(game: RevenantGame) -> None:
    """RV-SETUP-35, RV-SETUP-36: Crew boards are chosen in reverse turn order, one side of a
    board excludes the other."""
    s = game.new_game(Config(players=3, seed=4))
    assert s.stack[-1].kind == "crew" and s.stack[-1].seat == s.order[-1]
    s = game.apply_notation(s, "crew crew-1a")
    assert "crew crew-1b" not in [a.notation for a in game.legal_actions(s)]


def test_rv_setup_44_47_agenda_and_house(game: RevenantGame) -> None:
    """RV-SETUP-44, RV-SETUP-47, RV-FRIGATE-10: one Personal Agenda kept from two; a distinct
    House per player at step 1, the Frigate in the sector of that House's Arkship."""
    s = start(game, players=4, seed=6)
    houses = [p.house for p in s.players]
    assert len(set(houses)) == 4
    for p in s.players:
        assert game.content.agendas[p.personal_agenda].kind == "personal"
        assert p.influence[p.house] == 1 and sum(p.influence.values()) == 1
        assert p.frigate_sector == s.ships[f"arkship-{p.house}"].sector


def test_rv_twop_01_council_deck(game: RevenantGame) -> None:
    """RV-TWOP-01, RV-SETUP-48: with 2 players the top 12 Hidden Influence cards form the
    Council deck."""
    s = start(game, players=2, seed=1)
    assert len(s.council_deck) + len(s.council_revealed) == 12
    assert len(s.council_revealed) == 1  # RV-TWOP-03: its first turn came before the players'
    four = start(game, players=4, seed=1)
    assert four.council_deck == []


def test_rv_solo_01_02_solo_is_the_project_variant(game: RevenantGame) -> None:
    """RV-SOLO-01, RV-SOLO-02: the official solo rules are not in the seed; 1 player plays the
    project-authored variant (the 2-player Council plays the second seat's part)."""
    s = start(game, players=1, seed=1)
    assert len(s.council_deck) + len(s.council_revealed) == 12 and len(s.players) == 1
    assert s.sequence == [-2, 0, -2, 0]  # Council, player; twice more after this turn
