"""The ``revenant`` command: a game through the commands; bad input exits 2, files unchanged."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from domineum.revenant.cli import main


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_cli_new_legal_apply_replay_score(tmp_path: Path) -> None:
    game = str(tmp_path / "g.json")
    code, out = _run("new", "-p", "3", "-s", "5", "-o", game)
    assert code == 0 and "3 players" in out
    code, out = _run("legal", game, "--json")
    rows = json.loads(out)
    assert code == 0 and rows and {"id", "notation", "label", "rules"} <= set(rows[0])
    code, out = _run(
        "apply",
        game,
        rows[0]["notation"],
        str(rows[1]["id"]) if len(rows) > 1 else rows[0]["notation"],
    )
    assert code in (0, 1)
    code, out = _run("replay", game)
    assert code == 0 and "matches" in out
    code, out = _run("score", game)
    assert code == 0 and out.count("Prestige") == 3
    code, out = _run("show", game, "--seat", "1")
    assert code == 0 and "Sector 8" in out
    code, out = _run("content")
    assert code == 0 and "operation cards" in out


def test_cli_bad_input_exits_2_and_changes_nothing(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert _run("new", "-p", "2", "-o", str(game))[0] == 0
    before = game.read_bytes()
    for args in (
        ("apply", str(game), "fly away"),
        ("apply", str(game), "board captain"),
        ("show", str(game), "--seat", "7"),
        ("new", "-p", "5", "-o", str(tmp_path / "x.json")),
        ("new", "--option", "colour=blue", "-o", str(tmp_path / "x.json")),
        ("legal", str(tmp_path / "missing.json")),
        ("sim", "--players", "0,9"),
        ("play", "--seats", "human,wizard"),
    ):
        code, out = _run(*args)
        assert code == 2, (args, out)
        assert "Traceback" not in out
    assert game.read_bytes() == before
    (tmp_path / "junk.json").write_text("{not json")
    code, out = _run("show", str(tmp_path / "junk.json"))
    assert code == 2 and "not a Revenant game file" in out


def test_cli_illegal_action_exits_1_and_saves_nothing(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    _run("new", "-p", "2", "-o", str(game))
    before = game.read_bytes()
    code, out = _run("apply", str(game), "house zenor")  # not the current decision
    assert code == 1 and "RV-" in out and game.read_bytes() == before


def test_cli_play_bots_and_sim() -> None:
    code, out = _run("play", "--seats", "random,random", "-s", "3")
    assert code == 0 and "Winner: seat" in out
    code, out = _run("sim", "-n", "4", "--players", "1,2,3,4", "--check")
    assert code == 0 and "invariant failures: 0" in out


def test_cli_play_human_quits(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        ["play", "--seats", "human,greedy", "-o", str(tmp_path / "p.json")],
        input="1\nzzz\nq\n",
    )
    assert result.exit_code == 0
    assert "not a choice: zzz" in result.output
    assert (tmp_path / "p.json").exists()


def test_cli_saves_are_atomic_and_reads_capped(tmp_path: Path, monkeypatch: Any) -> None:
    """A save that fails leaves the old file whole and no temporary file; an endless file is
    refused after a capped read (as Voidfall's: ``kernel/savefile.py``)."""
    game = tmp_path / "g.json"
    assert _run("new", "-p", "2", "-s", "3", "-o", str(game))[0] == 0
    before = game.read_bytes()
    rows = json.loads(_run("legal", str(game), "--json")[1])

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", full_disk)
    code, out = _run("apply", str(game), rows[0]["notation"])
    assert code == 2 and "Traceback" not in out
    assert game.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]
    code, out = _run("show", "/dev/zero")
    assert code == 2 and "larger than" in out
