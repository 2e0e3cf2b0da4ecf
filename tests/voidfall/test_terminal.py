"""A scripted terminal session: a whole game against a bot with undo, why, save and load."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from domineum.voidfall.cli.app import main


def test_piped_terminal_game_uses_undo_why_save_load_and_finishes(tmp_path: Path) -> None:
    """VF-SELECT-07 (undo before new information), issue 'Players': terminal play end to end."""
    saved = tmp_path / "game.json"
    script = (
        ["help", "why 1", "why take 3", "fly to the moon"]
        + ["1", "undo"] * 12
        + [f"save {saved}", f"load {saved}"]
        + ["1"] * 4000
    )
    result = CliRunner().invoke(
        main, ["play", "--seats", "human,random", "--seed", "3"], input="\n".join(script) + "\n"
    )
    out = result.output
    assert result.exit_code == 0, out[-2000:]
    assert "undo          take back your last decision" in out  # help
    assert "VF-" in out and ": " in out  # why N shows rule texts
    assert "is not allowed" in out  # why ACTION explains a refusal
    assert "not understood" in out  # bad input is explained, not fatal
    assert "Taken back." in out  # at least one undo succeeded
    assert f"Saved to {saved}." in out and f"Loaded {saved}." in out
    assert saved.exists()
    assert "seat 1 (random):" in out  # the bot's moves are shown with a reason
    assert "The game is over" in out


def test_quit_leaves_game_unfinished() -> None:
    result = CliRunner().invoke(main, ["play", "--seats", "human,random"], input="quit\n")
    assert result.exit_code == 0
    assert "Game left unfinished" in result.output


def test_unknown_bot_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["play", "--seats", "human,wizard"])
    assert result.exit_code == 2
    assert "unknown bot 'wizard'" in result.output
