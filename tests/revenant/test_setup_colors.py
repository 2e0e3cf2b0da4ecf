"""Revenant set-up before the components (RV-SETUP-01..04) and the Action Summary card
(RV-SETUP-37): player colours chosen per seat, the 2-player Ambassadors in an unused colour,
the physical boards that hold no choice, and the summary as text from the content pack."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.kernel.record import Session
from domineum.revenant.checks.invariants import problems
from domineum.revenant.cli import main
from domineum.revenant.engine.setup import player_colors, unused_color
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config
from domineum.revenant.present.render import render
from domineum.revenant.present.summary import action_summary, option_text

SETUP_DECISIONS = {"crew", "frigate_board", "agenda", "redraw", "house"}


def test_rv_setup_01_each_player_chooses_a_colour(game: RevenantGame) -> None:
    """RV-SETUP-01: each player has one of the 4 colours, the one chosen for its seat; seats
    that chose none take the first free colours; no colour twice; the choice is part of the
    configuration, so the same configuration sets up the same colours."""
    assert len(set(game.content.board.colors)) == 4
    state = game.new_game(Config(players=3, seed=2, colors=("yellow", "red")))
    assert [p.color for p in state.players] == ["yellow", "red", "blue"]
    four = game.new_game(Config(players=4, seed=2))
    assert sorted(p.color for p in four.players) == sorted(game.content.board.colors)
    again = game.new_game(state.config)
    assert [p.color for p in again.players] == ["yellow", "red", "blue"]
    assert "seat 0 Yellow, seat 1 Red, seat 2 Blue" in render(game.content, state, None)


@pytest.mark.parametrize(
    ("colors", "problem"),
    [(("pink",), "no player colour 'pink'"), (("red", "red"), "same colour"), (("red",) * 3, "3")],
)
def test_rv_setup_01_a_bad_colour_choice_is_refused(
    game: RevenantGame, colors: tuple[str, ...], problem: str
) -> None:
    """RV-SETUP-01: a colour that is not one of the four, one chosen twice, or more colours
    than players is refused by name."""
    with pytest.raises(ValueError, match=problem):
        player_colors(game.content, Config(players=2, colors=colors))
    with pytest.raises(ValueError, match=problem):
        game.new_game(Config(players=2, colors=colors))


def test_rv_setup_01_twop_02_ambassadors_take_an_unused_colour(game: RevenantGame) -> None:
    """RV-SETUP-01, RV-TWOP-02: with two players the Ambassadors are the Crew figures of a
    colour neither player chose, and the view says which."""
    state = game.new_game(Config(players=2, seed=1, colors=("red", "blue")))
    assert unused_color(game.content, state) == "green"
    assert "The Ambassadors (the Council's Crew figures) are Green" in render(
        game.content, state, 0
    )
    other = game.new_game(Config(players=2, seed=1, colors=("green", "red")))
    assert unused_color(game.content, other) == "blue"


def test_rv_setup_01_cli_colors(tmp_path: Path) -> None:
    """RV-SETUP-01: ``revenant new --colors green,red`` writes the colours into the game;
    a bad choice exits with status 2 and writes nothing."""
    path = tmp_path / "g.json"
    run = CliRunner().invoke(main, ["new", "-p", "2", "--colors", "green,red", "-o", str(path)])
    assert run.exit_code == 0, run.output
    session = Session.loads(RevenantGame(), path.read_bytes())
    assert [p.color for p in session.state.players] == ["green", "red"]
    bad = tmp_path / "bad.json"
    run = CliRunner().invoke(main, ["new", "-p", "2", "--colors", "red,red", "-o", str(bad)])
    assert run.exit_code == 2 and "same colour" in run.output and not bad.exists()


def test_rv_setup_02_03_04_the_boards_hold_no_choice(game: RevenantGame) -> None:
    """RV-SETUP-02 (the main board's side is artwork only), RV-SETUP-03 (the Influence board),
    RV-SETUP-04 (the joined Sequence board): the set-up decisions are only the Crew board, the
    Frigate board, the Personal Agenda, the redraws and the House, never a board side; every
    player has a marker on each House's Influence track, shown with the players; the Sequence
    board starts with one Phase Skip token per Cycle 1-3, none shifted, and the phase marker
    reaches the Action phase once set-up is over."""
    state = game.new_game(Config(players=3, seed=4))
    assert all(set(p.influence) == set(game.content.houses) for p in state.players)
    assert render(game.content, state, None).count("   Influence ") == 3
    assert state.phase_skip == [False, False, False] and state.phase == "setup"
    seen: set[str] = set()
    while state.phase == "setup":
        seen.add(state.stack[-1].kind)
        state = game.apply(state, game.legal_ids(state)[0])
    assert seen == SETUP_DECISIONS
    assert state.phase == "action" and state.phase_skip == [False, False, False]


def test_rv_setup_37_the_action_summary_lists_every_arkship_and_the_revenant(
    game: RevenantGame,
) -> None:
    """RV-SETUP-37: each player's Arkship & Revenant Action Summary: every House of the pack
    with its two Arkship options in words (the labels the choices use), and the Revenant's
    Reinforce and Hypercharge with their costs."""
    lines = action_summary(game.content)
    assert lines[0].startswith("Arkship & Revenant Action Summary")
    for house in game.content.houses.values():
        first, second = (option_text(o) for o in house.arkship)
        assert f"  {house.id.capitalize()}: {first} | {second}" in lines
        assert first != house.arkship[0] and second != house.arkship[1]  # words, not ids
    text = "\n".join(lines)
    assert "Reinforce: pay 1 Energy, 1 Material and 1 Neutronium" in text
    assert "Hypercharge: choose a revealed Scanner card" in text


def test_rv_setup_37_summary_in_the_terminal() -> None:
    """RV-SETUP-37: ``revenant summary`` prints the card; in ``revenant play`` a player types
    ``summary`` at any prompt to read it, and the game goes on."""
    run = CliRunner().invoke(main, ["summary"])
    assert run.exit_code == 0 and "Belitan: Provision" in run.output
    play = CliRunner().invoke(main, ["play", "--seats", "human,random"], input="summary\nq\n")
    assert play.exit_code == 0, play.output
    assert "Arkship & Revenant Action Summary (RV-SETUP-37)" in play.output


def test_rv_setup_01_invariants_catch_a_shared_or_unknown_colour(game: RevenantGame) -> None:
    """RV-SETUP-01: a state in which two players share a colour, or one has a colour the pack
    does not have, breaks the invariants; a set-up game keeps them."""
    state = game.new_game(Config(players=2, seed=3))
    assert not [p for p in problems(state, game.content) if "colour" in p]
    state.players[1].color = state.players[0].color
    assert any("colour" in p for p in problems(state, game.content))
    state.players[1].color = "pink"
    assert any("colour" in p for p in problems(state, game.content))
