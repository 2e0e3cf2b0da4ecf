"""The solo table as the setup lays it out: the Galactic board's solo side, the Main combat tile
at hand, and only the map's sector tiles in play (VF-SOLO-SETUP-01, -04, -28; VF-COMP-08)."""

from __future__ import annotations

from click.testing import CliRunner

from domineum.voidfall.cli.app import main
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.state import Config
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def test_vf_solo_setup_01_the_galactic_boards_solo_side() -> None:
    """VF-SOLO-SETUP-01, VF-COMP-08: the Galactic board is double-sided and the setup turns the
    side the mode needs face up. A solo game's Trade track is the solo side's (1 Trade token
    per space, VF-SOLO-SETUP-02) with its row of 4 face-up Improved Technologies; a 4-player
    competitive game's is the other side's, with its stacks of two; a map of the co-op side is
    refused in a competitive game by name."""
    solo = solokit.new("easy", 3)
    assert solo.board.trade_ladder == [1] * len(CONTENT.maps["c011"].trade_ladder)
    assert len(solo.board.improved_offer) == 4
    competitive = solokit.game().new_game(Config(players=4, seed=3))
    assert 2 in competitive.board.trade_ladder
    assert competitive.board.trade_ladder != solo.board.trade_ladder
    coop_side = Config(players=2, seed=3, map="coop-2p")
    try:
        solokit.game().new_game(coop_side)
    except SetupError as exc:
        assert "coop-2p" in str(exc) and "co-op map" in str(exc)
    else:
        raise AssertionError("a co-op side map was accepted in a competitive game")


def test_vf_solo_setup_04_the_main_combat_tile_at_hand() -> None:
    """VF-SOLO-SETUP-04, VF-COMP-07: the Main combat tile lies above the play area: during a
    solo game in the terminal, ``card combat tokens`` shows it (the Combat sequence: the
    Approach step, then Salvo steps) with each Fleet type's line."""
    script = ["card combat tokens", "quit"]
    result = CliRunner().invoke(
        main,
        ["play", "--mode", "solo", "--difficulty", "easy", "--seed", "2"],
        input="\n".join(script) + "\n",
    )
    assert result.exit_code == 0, result.output[-2000:]
    shown = result.output
    assert "Combat: the Approach step, then Salvo steps" in shown
    assert "Corvette (3 FP per token)" in shown


def test_vf_solo_setup_28_unused_sector_tiles_are_boxed() -> None:
    """VF-SOLO-SETUP-28: the sector tiles the map does not use are boxed: a solo game's galaxy
    holds exactly its map's sectors, on every solo map (no other map's tile, no extra one)."""
    solo_maps = [key for key, m in CONTENT.maps.items() if m.players == 1 and not m.tutorial]
    assert len(solo_maps) == 8
    for code in solo_maps:
        config = Config(players=1, mode="solo", seed=2, map=code, options=("difficulty=easy",))
        state = solokit.game().new_game(config)
        placed = sorted(s.id for s in state.galaxy.sectors)
        assert placed == sorted(s.id for s in CONTENT.maps[code].sectors), code
        assert len(placed) == len(set(placed))
