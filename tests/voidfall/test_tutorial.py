"""The tutorial (VF-MODE-07, VF-MODE-08, VF-MODE-09): its project-authored setup (a tutorial
map per player count, with fixed Houses, Fallen Houses and Galactic Events, replaceable by a
content pack), the competitive rules without any co-op/solo component, the 120-Influence goal of
one player or a co-op/solo group, the reading aids as notes, and random games to the end."""

from __future__ import annotations

import copy
import shutil
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.kernel.game import state_hash
from domineum.voidfall.checks.invariants import play_checked
from domineum.voidfall.cli.app import main
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.engine.setup import SetupError, choose_map
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.modes import tutorial
from domineum.voidfall.rules import movement, scoring

HOUSES = ["belitan", "cortozaar", "dunlork", "valnis"]  # content facts §2.4 (Origin A)
FALLEN = {"astoran", "marqualos", "shiveus", "thegwyn"}  # content facts §9.1


@cache
def bundled() -> VoidfallGame:
    return VoidfallGame(load_content())


def tutorial_config(players: int, seed: int = 1, coop: bool = False) -> Config:
    options = (tutorial.COOP_GROUP,) if coop else ()
    return Config(players=players, seed=seed, mode="tutorial", options=options)


@cache
def finished(players: int, seed: int, coop: bool = False) -> GameState:
    checked = play_checked(bundled(), tutorial_config(players, seed, coop), seed=seed)
    assert not checked.failures, checked.failures
    return checked.session.state


def notes(state: GameState) -> list[str]:
    return [note.msg for note in state.notes]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_vf_mode_07_08_tutorial_setup_is_the_tutorial_map_of_the_count(players: int) -> None:
    """VF-MODE-01, VF-MODE-07, VF-MODE-08: ``--mode tutorial`` sets up the pack's tutorial map
    for 1 to 4 players (the Compendium's p.22 setup, authored here): its sectors, the tutorial
    Houses in Origin A, its Fallen Houses on the map and its fixed Cycle 1 Galactic Event; the
    competitive rules, so no co-op/solo component (no Void)."""
    content = bundled().content
    state = bundled().new_game(tutorial_config(players))
    spec = content.maps[f"tutorial-{players}p"]
    assert spec.tutorial and spec.source == "authored" and spec.players == players
    assert [s.id for s in state.galaxy.sectors] == [s.id for s in spec.sectors]
    assert [h.house for h in state.houses] == HOUSES[:players]
    for h in state.houses:  # Origin A: its starting Agenda and Technology
        origin = content.houses[h.house].origins[0]
        assert h.agendas[0] == origin.starting_agenda
    on_map = {s.fallen_house for s in state.galaxy.sectors if s.fallen_house}
    assert on_map and on_map <= FALLEN
    assert state.board.event == spec.events[0] == "technological_dawn"
    assert state.void is None and procedure_for(state.config).players == (1, 4)


def test_vf_mode_07_the_fixed_events_of_later_cycles_come_from_the_map() -> None:
    """VF-MODE-07 (seed 002: the tutorial lays out fixed Galactic Events): the Event revealed in
    each Cycle is the map's, not a random card."""
    state = finished(2, 3)
    revealed = [n.params["event"] for n in state.notes if n.msg == "vf.note.event"]
    assert revealed == bundled().content.maps["tutorial-2p"].events


def test_vf_mode_07_tutorial_maps_only_for_the_tutorial_and_player_counts() -> None:
    """VF-MODE-07, VF-MODE-01: a tutorial map is refused for another mode; the tutorial takes 1
    to 4 players; a competitive game never defaults to a tutorial map."""
    with pytest.raises(SetupError, match="tutorial map"):
        bundled().new_game(Config(players=2, map="tutorial-2p"))
    with pytest.raises(SetupError):
        bundled().new_game(tutorial_config(5))
    content = bundled().content
    for players in (1, 2, 3, 4):
        assert choose_map(content, players, "", "tutorial").tutorial
        for mode in ("competitive", "solo", "coop"):
            assert not choose_map(content, players, "", mode).tutorial


def test_vf_mode_08_a_content_pack_replaces_the_tutorial_setup(tmp_path: Path) -> None:
    """VF-MODE-08: the tutorial's setup lives only in the Compendium, so the pack's tutorial
    maps are data: a pack with other tutorial Houses and Events is played as written."""
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack)
    maps = pack / "maps" / "tutorial.yaml"
    text = maps.read_text(encoding="utf-8")
    text = text.replace("houses: [belitan/a, cortozaar/a]\n", "houses: [zenor/b, nervo]\n", 1)
    text = text.replace(
        "events: [technological_dawn, strength_lies_in_unity, knowledge_is_power]",
        "events: [imminent_doom, dark_age, total_war]",
    )
    maps.write_text(text, encoding="utf-8")
    game = VoidfallGame(load_content(pack))
    state = game.new_game(tutorial_config(2))
    assert [h.house for h in state.houses] == ["zenor", "nervo"]
    assert state.houses[0].agendas[0] == game.content.houses["zenor"].origins[1].starting_agenda
    assert state.board.event == "imminent_doom"


def test_vf_mode_07_named_houses_come_before_the_tutorial_houses() -> None:
    """VF-MODE-07: a player may still name a House; the other seats get the tutorial's."""
    state = bundled().new_game(Config(players=2, mode="tutorial", houses=("zenor",)))
    assert [h.house for h in state.houses] == ["zenor", "belitan"]


def test_vf_mode_07_one_player_succeeds_only_with_120_influence() -> None:
    """VF-MODE-07: a tutorial of one player is played for 120 Influence at the game's end: below
    it the player fails (no winner), at 120 or more the player succeeds; the log says which."""
    state = finished(1, 2)
    influence = state.houses[0].influence
    assert influence < tutorial.TARGET  # a random game scores far less
    assert bundled().winners(state) == [] and bundled().returns(state) == [0.0]
    assert "vf.tutorial.note.missed" in notes(state)
    assert "vf.tutorial.note.reached" not in notes(state)
    reached = copy.deepcopy(state)
    reached.houses[0].influence = 119
    assert bundled().winners(reached) == []
    reached.houses[0].influence = 120
    assert bundled().winners(reached) == [0] and bundled().returns(reached) == [1.0]


def test_vf_mode_07_a_coop_group_plays_each_for_120_a_competitive_group_for_the_most() -> None:
    """VF-MODE-07, VF-END-01: a co-op/solo group's tutorial has no single winner: each player
    succeeds alone by reaching 120 Influence (so the player with the most may still fail); a
    competitive group's tutorial has the competitive winner."""
    coop = finished(3, 5, coop=True)
    assert max(h.influence for h in coop.houses) < tutorial.TARGET
    assert bundled().winners(coop) == [] and scoring.winners(coop) != []
    assert notes(coop).count("vf.tutorial.note.missed") == 3
    comp = finished(3, 5)
    assert bundled().winners(comp) == scoring.winners(comp) != []
    assert "vf.tutorial.note.missed" not in notes(comp)


def _next_to_rival(coop: bool) -> tuple[GameState, str]:
    """A 2-player tutorial in which seat 0 holds FP next to seat 1's Outpost."""
    state = bundled().new_game(tutorial_config(2, coop=coop))
    outpost = next(s for s in state.galaxy.sectors if s.owner == 1 and s.home_of != 1)
    edges = state.galaxy.edges
    neighbour = next(
        state.galaxy.sector(b if a == outpost.id else a)
        for a, b in edges
        if outpost.id in (a, b) and state.galaxy.sector(b if a == outpost.id else a).home_of < 0
    )
    neighbour.voidborn, neighbour.owner, neighbour.fleets = 0, 0, {"corvette": 2}
    return state, outpost.id


def test_vf_mode_07_a_coop_group_does_not_invade_each_other() -> None:
    """VF-MODE-07, VF-MOVE-07: in a co-op group's tutorial another player's sector is never an
    Invade target; in a competitive group's tutorial it is (the purple rule applies)."""
    state, target = _next_to_rival(coop=True)
    assert movement.target_why(state, 0, target) == "VF-MOVE-07"
    state, target = _next_to_rival(coop=False)
    assert movement.target_why(state, 0, target) is None


def test_vf_mode_09_reading_aids_are_notes_at_cycle_1_and_cycle_2() -> None:
    """VF-MODE-09: the reading aids are notes only: before Cycle 1 (what is not in play, the
    goal) and once at the start of Cycle 2's Preparation (what Cycle 2 adds)."""
    state = finished(2, 4)
    said = notes(state)
    assert said[:2] == ["vf.tutorial.note.cycle1", "vf.tutorial.note.goal_competitive"]
    assert said.count("vf.tutorial.note.cycle2") == 1
    cycle2 = next(
        i
        for i, n in enumerate(state.notes)
        if n.msg == "vf.note.phase" and n.params == {"cycle": 2, "phase": "preparation"}
    )
    assert said.index("vf.tutorial.note.cycle2") == cycle2 + 1
    solo = bundled().new_game(tutorial_config(1))
    assert notes(solo)[:2] == ["vf.tutorial.note.cycle1", "vf.tutorial.note.goal_individual"]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_vf_mode_07_random_tutorial_games_play_to_the_end(players: int) -> None:
    """VF-MODE-07, VF-MODE-01: random tutorial games of 1 to 4 players keep every invariant to
    the end of Cycle 3; the same seed gives the same game."""
    state = finished(players, 10 + players)
    assert state.phase == "over" and state.cycle == 3
    again = play_checked(bundled(), tutorial_config(players, 10 + players), seed=10 + players)
    assert state_hash(again.session.state) == state_hash(state)


def test_vf_mode_07_cli_new_and_score_say_the_goal(tmp_path: Path) -> None:
    """VF-MODE-07: ``voidfall new --mode tutorial --players 1`` writes a tutorial game whose
    score sheet states the 120-Influence goal in words; a difficulty or a Void rules option is
    refused for the tutorial; ``--rules-option tutorial=coop`` makes a co-op group."""
    path = tmp_path / "t.json"
    run = CliRunner().invoke(main, ["new", "--mode", "tutorial", "-p", "1", "-o", str(path)])
    assert run.exit_code == 0, run.output
    assert "Belitan" in run.output
    score = CliRunner().invoke(main, ["score", str(path)])
    assert "Tutorial goal: 120 Influence (110 to go)." in score.output
    for bad in (["--difficulty", "easy"], ["--rules-option", "eval_order=002"]):
        refused = CliRunner().invoke(
            main, ["new", "--mode", "tutorial", *bad, "-o", str(tmp_path / "x.json")]
        )
        assert refused.exit_code == 2 and not (tmp_path / "x.json").exists()
    group = tmp_path / "g.json"
    args = ["new", "--mode", "tutorial", "-p", "3", "--rules-option", "tutorial=coop"]
    assert CliRunner().invoke(main, [*args, "-o", str(group)]).exit_code == 0
    assert "Tutorial goal" in CliRunner().invoke(main, ["score", str(group)]).output
    two = tmp_path / "two.json"
    assert CliRunner().invoke(main, ["new", "--mode", "tutorial", "-o", str(two)]).exit_code == 0
    assert "Tutorial goal" not in CliRunner().invoke(main, ["score", str(two)]).output
