"""Co-op maps and scenarios (project-authored, maps/coop.yaml and void/scenarios.yaml):
VF-SETUP-16, VF-SECTOR-16, VF-HARB-01, VF-HARB-02, VF-REFUGE-01, VF-MODE-03; solo keeps 7 of
the 10 Harbingers, VF-SOLO-COMP-04)."""

from __future__ import annotations

import pytest

from domineum.voidfall.core import memo
from domineum.voidfall.engine import flow
from domineum.voidfall.engine.setup import SetupError, choose_map
from domineum.voidfall.model.state import Config, Phase
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import harbingers, rifts, scoring
from domineum.voidfall.rules import sectors
from tests.voidfall.coop.coopkit import CONTENT, PACK, at_selection, config
from tests.voidfall.solo import solokit


@pytest.mark.parametrize("players", [2, 3, 4])
def test_vf_setup_16_a_coop_game_is_set_up_on_its_coop_map(players: int) -> None:
    """VF-SETUP-16, VF-MODE-03, VF-SECTOR-16, VF-HARB-01, VF-REFUGE-01: by default a co-op game
    takes the co-op map of its player count, with one Rift per player, its scenario's Refuge
    tiles (each of 2, 3 or 4 levels) and one Harbinger per player in a Voidborn sector."""
    state = solokit.game().new_game(config(players, seed=2))
    v = solokit.void(state)
    spec = CONTENT.maps[f"coop-{players}p"]
    assert spec.coop and [s.id for s in state.galaxy.sectors] == [s.id for s in spec.sectors]
    rifts = [s for s in state.galaxy.sectors if s.type == "rift"]
    assert len(rifts) == players and all(s.voidborn == 3 for s in rifts)
    assert len(v.refuge_spaces) == len(PACK.scenarios[spec.id].refuges)
    assert all(n in (2, 3, 4) for n in v.refuge_spaces) and len(PACK.refuges) == 5
    assert sum(v.harbingers.values()) == players
    assert all(solokit.sector(state, s).is_voidborn for s in v.harbingers)
    assert v.harbinger_supply + sum(v.harbingers.values()) == 10  # VF-HARB-02: all 10
    # the Void scores each Rift (VF-END-04) and each Harbinger on the map (VF-HARB-09)
    lines = scoring.sheet(state, CONTENT)
    assert lines["rifts"] == 30 * players and lines["harbingers"] == 10 * players


def test_coop_maps_are_never_a_competitive_games() -> None:
    """A competitive game never gets a co-op map, by default or by name; a co-op game may be
    played on a competitive map (decision S-20: two Refuges, no Harbinger in space)."""
    game = solokit.game()
    for players in (2, 3, 4):
        state = game.new_game(Config(players=players, seed=1))
        chosen = choose_map(CONTENT, players, "")
        assert not chosen.coop and len(state.galaxy.sectors) == len(chosen.sectors)
        assert all(s.type != "rift" for s in state.galaxy.sectors)
    with pytest.raises(SetupError, match="co-op map"):
        game.new_game(Config(players=2, seed=1, map="coop-2p"))
    state = game.new_game(
        Config(players=2, mode="coop", seed=1, map="x01-2p", options=("difficulty=easy",))
    )
    assert solokit.void(state).harbingers == {} and len(solokit.void(state).refuge_spaces) == 2


def test_vf_harb_02_all_ten_harbingers_in_coop_seven_in_solo() -> None:
    """VF-HARB-02: 10 Harbinger tokens exist, all of them in a co-op game's supply and map;
    solo uses 7 of them (VF-SOLO-COMP-04)."""
    coop = solokit.void(solokit.game().new_game(config(2, seed=3)))
    solo = solokit.void(solokit.new("easy", 3))
    assert coop.harbinger_supply + coop.harbingers_in_space == 10
    assert solo.harbinger_supply + solo.harbingers_in_space == 7


def test_vf_result_10_a_taken_rift_becomes_a_regular_sector_and_everyone_benefits() -> None:
    """VF-RESULT-10, VF-POP-08, VF-SECTOR-16 (decision C-11): when the turn of the player who took
    a Rift ends, the tile becomes a regular sector with Population 1 and no Corruption (the Void
    no longer scores it); then each player, the taker first, may remove a Corruption or gain 5
    resources."""
    state = at_selection(2)
    taker = state.stack[-1].seat
    rift = next(s for s in state.galaxy.sectors if s.type == "rift")
    before = scoring.sheet(state, CONTENT)["rifts"]
    solokit.give(state, rift.id, {"corvette": 1}, seat=taker)
    rift.corrupted = True
    memo.forget(state)
    frame = Phase(seat=NOBODY, name="turn_end", stage=1)
    state.stack.append(frame)
    assert rifts.takeover_step(state, CONTENT, frame) is False
    assert (rift.type, rift.population, rift.corrupted) == ("regular", 1, False)
    assert scoring.sheet(state, CONTENT)["rifts"] == before - 30
    flow.settle(state, CONTENT)
    assert state.stack[-1].seat == taker
    assert ("catastrophe", "resources") in solokit.kinds(state)
    stock = sum(state.houses[taker].resources)
    solokit.choose(state, "catastrophe", "resources")
    for _ in range(5):
        solokit.choose(state, *solokit.kinds(state)[0])
    assert sum(state.houses[taker].resources) == min(stock + 5, 75)
    assert state.stack[-1].seat == 1 - taker  # the other player's benefit follows
    solokit.choose(state, "catastrophe", "decline")
    assert rifts.takeover_step(state, CONTENT, frame) is True  # no Rift held any more
    assert "vf.coop.note.rift" in solokit.notes(state, "vf.coop")


def test_vf_result_10_an_invaded_rift_gives_the_other_players_their_benefit() -> None:
    """VF-RESULT-10 (each player may remove a Corruption or gain 5 resources): an invaded Rift is
    replaced at once and its invader chooses then (the Rift's one-time effect); when the turn
    ends, every other player chooses too, and the invader is not asked twice."""
    state = at_selection(3)
    taker = state.stack[-1].seat
    rift = next(s for s in state.galaxy.sectors if s.type == "rift")
    solokit.give(state, rift.id, {"corvette": 1}, seat=taker)
    sectors.retile(state, CONTENT, rift)  # what a won invasion does (rules/invasion.py)
    assert (rift.type, rift.population, rift.retiled_from) == ("regular", 1, "rift")
    memo.forget(state)
    frame = Phase(seat=NOBODY, name="turn_end", stage=1)
    state.stack.append(frame)
    depth = len(state.stack)
    assert rifts.takeover_step(state, CONTENT, frame) is False
    asked = [f.seat for f in state.stack[depth:]]
    others = [s for s in state.board.turn_order if s != taker]
    assert sorted(asked) == sorted(others) and taker not in asked
    assert rift.retiled_from == ""
    del state.stack[depth:]
    assert rifts.takeover_step(state, CONTENT, frame) is True  # each Rift rewards once


def test_vf_result_11_harbingers_of_a_taken_sector_go_to_the_crisis_board() -> None:
    """VF-RESULT-11, VF-HARB-06, VF-HARB-07: a Harbinger in a sector a player has taken (here
    not the active player) goes to the Crisis row that player picks, at its leftmost space."""
    state = at_selection(2)
    other = 1 - state.stack[-1].seat
    v = solokit.void(state)
    solokit.clear_tracks(state)
    sector = next(s for s in sorted(v.harbingers) if s != "s1")
    solokit.give(state, sector, {"corvette": 1}, seat=other)
    memo.forget(state)
    frame = Phase(seat=NOBODY, name="turn_end", stage=1)
    state.stack.append(frame)
    assert harbingers.capture_step(state, CONTENT, frame) is False
    flow.settle(state, CONTENT)
    assert state.stack[-1].seat == other
    solokit.choose(state, "crisis-track", "economic")
    assert sector not in v.harbingers and v.economic[0] == "@harbinger"
