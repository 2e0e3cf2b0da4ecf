"""The game-agnostic bots play Revenant through the kernel API."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.revenant.ai.players import make_bot
from domineum.revenant.cli import main
from domineum.revenant.content.loader import DEFAULT_PACK
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config


@pytest.mark.parametrize("name", ["random", "greedy", "mcts"])
def test_bots_choose_legal_actions(game: RevenantGame, name: str) -> None:
    state = game.new_game(Config(players=3, seed=12))
    bot = make_bot(name, game, 3)
    for _ in range(25 if name != "mcts" else 8):
        legal = game.legal_actions(state)
        action, reason = bot.choose(state, legal)
        assert action in legal and reason
        state = game.apply(state, action.id)


def test_unknown_bot_is_named() -> None:
    with pytest.raises(KeyError, match="known: greedy, mcts, random"):
        make_bot("wizard", RevenantGame(), 0)


def test_cli_loads_a_replacement_content_pack(tmp_path: Path) -> None:
    """A corrected content pack loads without code changes (here: a renamed card)."""
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack)
    ops = pack / "operations.yaml"
    ops.write_text(ops.read_text().replace("name: Tactician", "name: Field Tactician"))
    result = CliRunner().invoke(main, ["--content", str(pack), "content"])
    assert result.exit_code == 0 and "operation cards" in result.output
    bad = tmp_path / "bad"
    shutil.copytree(DEFAULT_PACK, bad)
    (bad / "houses.yaml").write_text("- id: nobody\n  reward: energy\n  arkship: [a, b]\n")
    result = CliRunner().invoke(main, ["--content", str(bad), "content"])
    assert result.exit_code == 2 and "houses.yaml" in result.output
    assert "Traceback" not in result.output
