"""What a person reads about a game against the Void is plain language: refusals name the
problem (issue 16, "Interfaces")."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.voidfall.cli.app import main
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.state import Config
from tests.voidfall.solo import solokit


@pytest.mark.parametrize("command", ["new", "play", "sim"])
def test_difficulty_in_a_competitive_game_is_refused(command: str, tmp_path: Path) -> None:
    """VF-SOLO-SETUP-09: the difficulty is a card of the game against the Void; ``--difficulty``
    in a competitive game is refused by name (it used to be silently ignored), nothing is
    written, and a solo game without it is Easy."""
    out = tmp_path / "g.json"
    args = {
        "new": ["new", "-o", str(out)],
        "play": ["play", "--seats", "random,random", "--autosave", ""],
        "sim": ["sim", "--bots", "random,random", "--games", "1"],
    }[command]
    refused = CliRunner().invoke(main, [*args, "--difficulty", "hard"])
    assert refused.exit_code != 0
    assert "--difficulty hard: only a solo or co-op game has a difficulty" in refused.output
    assert "Traceback" not in refused.output and not out.exists()


def test_a_solo_game_without_difficulty_is_easy(tmp_path: Path) -> None:
    """VF-SOLO-SETUP-09: ``new --mode solo`` without ``--difficulty`` plays the Easy card."""
    out = tmp_path / "g.json"
    made = CliRunner().invoke(main, ["new", "--mode", "solo", "-o", str(out)])
    assert made.exit_code == 0, made.output
    shown = CliRunner().invoke(main, ["show", str(out)])
    assert "The Void (Easy)" in shown.output


def test_a_solo_game_is_for_exactly_one_player(tmp_path: Path) -> None:
    """VF-SOLO-GEN-02: a solo game has no other player; two are refused in plain words."""
    with pytest.raises(SetupError) as refused:
        solokit.game().new_game(Config(players=2, mode="solo", options=("difficulty=easy",)))
    assert str(refused.value) == "a solo game is for exactly 1 player, not 2"
    made = CliRunner().invoke(main, ["new", "--mode", "solo", "-p", "2", "-o", str(tmp_path / "g")])
    assert made.exit_code != 0
    assert "a solo game is for exactly 1 player, not 2" in made.output
    sim = CliRunner().invoke(main, ["sim", "--mode", "solo", "-p", "2", "--bots", "random"])
    assert sim.exit_code != 0 and "a solo game is for exactly 1 seat" in sim.output
