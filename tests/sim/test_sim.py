"""Batch simulation: same per-game results whatever runs them; summaries; failure isolation."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from domineum.sim import runner
from domineum.sim.runner import GameResult, run_local, run_ray, specs
from domineum.voidfall.cli.app import main
from domineum.voidfall.game import VoidfallGame

BATCH = specs(4, seed=11, bots=["random", "random", "random"])


def comparable(results: list[GameResult]) -> list[dict[str, Any]]:
    return [{k: v for k, v in runner.as_row(r).items() if k != "seconds"} for r in results]


def test_game_i_has_a_fixed_seed_and_rotating_seats() -> None:
    again = specs(4, seed=11, bots=["random", "random", "random"])
    assert [s.seed for s in BATCH] == [s.seed for s in again]
    assert len({s.seed for s in BATCH}) == 4
    rotated = specs(3, seed=0, bots=["a", "b", "c"])
    assert [s.bots for s in rotated] == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]


def test_one_and_two_workers_give_identical_games() -> None:
    one = list(run_local(BATCH, workers=1))
    two = list(run_local(BATCH, workers=2))
    assert comparable(one) == comparable(two)
    assert all(not r.error and r.winners and r.decisions > 0 for r in one)


@pytest.mark.slow
def test_ray_gives_the_same_games_as_local_processes() -> None:
    """Ray is an optional extra: the test installs it when it is missing."""
    if importlib.util.find_spec("ray") is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "ray"], check=True)
    import ray

    try:
        on_ray = list(run_ray(BATCH, None))
    finally:
        ray.shutdown()
    assert comparable(on_ray) == comparable(list(run_local(BATCH, workers=1)))


def test_a_failing_game_is_reported_and_the_others_finish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_apply = VoidfallGame.apply_in_place
    calls = {"n": 0}

    def flaky(self: Any, state: Any, action_id: int) -> Any:
        calls["n"] += 1
        if calls["n"] == 40:
            raise RuntimeError("injected fault")
        return real_apply(self, state, action_id)

    monkeypatch.setattr(VoidfallGame, "apply_in_place", flaky)
    batch = specs(2, seed=5, bots=["random", "random"], failures_dir=str(tmp_path))
    results = list(run_local(batch, workers=1))
    assert "injected fault" in results[0].error
    assert Path(results[0].log_file).exists()
    assert not results[1].error and results[1].winners


def test_cli_json_summary_and_rows(tmp_path: Path) -> None:
    out = tmp_path / "rows.jsonl"
    result = CliRunner().invoke(
        main,
        [
            "sim",
            "--games",
            "3",
            "--bots",
            "random,random",
            "--seed",
            "2",
            "--out",
            str(out),
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    for key in (
        "games",
        "failures",
        "wins_by_bot",
        "wins_by_house",
        "wins_by_seat",
        "decisions_per_game",
        "games_per_second",
    ):
        assert key in summary
    assert summary["games"] == 3 and summary["failures"] == 0
    assert sum(summary["wins_by_seat"].values()) >= 3  # shared wins count for each winner
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 3
    assert {"seed", "houses", "seats", "scores", "winners", "decisions", "seconds"} <= set(rows[0])


def test_cli_table_and_bad_bot() -> None:
    result = CliRunner().invoke(main, ["sim", "--games", "2", "--bots", "random,random"])
    assert result.exit_code == 0 and "win %" in result.output
    bad = CliRunner().invoke(main, ["sim", "--bots", "random,oracle"])
    assert bad.exit_code == 2 and "oracle" in bad.output


def test_one_runner_plays_revenant_with_the_same_games_on_any_workers() -> None:
    """Issue 18: Revenant's batches go through the same runner as Voidfall's; game ``i`` cycles
    the player counts and keeps its seed and seats whatever plays it."""
    batch = specs(
        4, seed=3, bots=["greedy", "random"], game="revenant", seats=[1, 2, 3], check=True
    )
    assert [len(s.bots) for s in batch] == [1, 2, 3, 1]
    assert batch[1].bots == ("random", "greedy") and batch[2].bots == ("greedy", "random", "greedy")
    one = list(run_local(batch, workers=1))
    assert comparable(one) == comparable(list(run_local(batch, workers=2)))
    assert all(not r.error and len(r.winners) == 1 and r.decisions > 0 for r in one)
    assert all(len(r.scores) == len(r.seats) and not r.problems for r in one)


def test_check_reports_the_first_broken_invariant(monkeypatch: pytest.MonkeyPatch) -> None:
    """``check`` asks the game's invariants after every action and keeps the first problems."""
    from domineum.sim import games

    seen: list[int] = []

    def broken(game: Any, state: Any) -> list[str]:
        seen.append(1)
        return ["a made-up broken invariant"] if len(seen) == 5 else []

    patched = dataclasses.replace(games.GAMES["revenant"], problems=broken)
    monkeypatch.setitem(games.GAMES, "revenant", patched)
    [result] = list(run_local(specs(1, seed=1, bots=["random"], game="revenant", check=True), 1))
    assert result.problems == ["a made-up broken invariant"] and len(seen) == 5
    assert not result.error and result.winners
