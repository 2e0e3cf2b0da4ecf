"""Benchmark: random self-play speed, clone cost and memory. Prints one JSON object.

    .venv/bin/python bench/selfplay.py [--games N] [--players P] [--content DIR]

Measured on one core (one process):
- ``decisions_per_second``, ``games_per_second``: random 4-player self-play (``legal_ids`` +
  ``apply_in_place`` per decision, from fresh games; ``apply`` adds one ``clone``);
- ``decision_us_median``, ``decision_us_p99``: the same, per decision;
- ``clone_us``: median ``kernel.game.clone`` time of mid-game states; ``clone_deepcopy_ratio``:
  clone time / ``copy.deepcopy`` time of the same states (target: at most 1/30);
- ``peak_mb_per_game``: peak Python memory allocated while one game is played (tracemalloc);
- when the optional ``open_spiel`` package is installed: ``openspiel_chess_decisions_per_second``
  (random playouts of OpenSpiel's C++ chess driven from Python, same process) and
  ``openspiel_chess_ratio`` (ours / chess; target: at least 0.2).
"""

from __future__ import annotations

import argparse
import copy
import importlib.util
import json
import random
import statistics
import time
import tracemalloc
from typing import Any

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.voidfall.content.loader import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState


def _percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(q * len(ordered)))])


def _play(game: VoidfallGame, seed: int, players: int) -> tuple[list[int], list[GameState]]:
    rng = Rng.seeded(seed)
    state = game.new_game(Config(players=players, seed=seed))
    times: list[int] = []
    samples: list[GameState] = []
    while not game.is_over(state):
        t0 = time.perf_counter_ns()
        game.apply_in_place(state, rng.choice(game.legal_ids(state)))
        times.append(time.perf_counter_ns() - t0)
        if len(times) % 61 == 0:
            samples.append(clone(state))
    return times, samples


def _clone_figures(samples: list[GameState]) -> tuple[float, float]:
    clone_ns: list[float] = []
    deep_ns: list[float] = []
    for s in samples[:100]:
        t0 = time.perf_counter_ns()
        for _ in range(20):
            clone(s)
        clone_ns.append((time.perf_counter_ns() - t0) / 20)
        t0 = time.perf_counter_ns()
        for _ in range(3):
            copy.deepcopy(s)
        deep_ns.append((time.perf_counter_ns() - t0) / 3)
    median_clone = statistics.median(clone_ns)
    return median_clone / 1000, median_clone / statistics.median(deep_ns)


def _peak_mb(game: VoidfallGame, players: int) -> float:
    tracemalloc.start()
    _play(game, 99, players)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def _openspiel_chess(seconds: float = 5.0) -> float | None:
    """Random chess playouts with OpenSpiel (C++ game, Python loop): decisions per second."""
    if importlib.util.find_spec("pyspiel") is None:
        return None
    import pyspiel

    game = pyspiel.load_game("chess")
    chooser = random.Random(0)
    decisions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(chooser.choice(state.legal_actions()))
            decisions += 1
    return decisions / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--content", default=None)
    args = parser.parse_args()
    game = VoidfallGame(load_content(args.content))
    decision_ns: list[int] = []
    samples: list[GameState] = []
    started = time.perf_counter()
    for g in range(args.games):
        times, sampled = _play(game, 1000 + g, args.players)
        decision_ns += times
        samples += sampled
    elapsed = time.perf_counter() - started
    clone_us, ratio = _clone_figures(samples)
    result: dict[str, Any] = {
        "games": args.games,
        "players": args.players,
        "decisions": len(decision_ns),
        "decisions_per_second": round(len(decision_ns) / elapsed, 1),
        "games_per_second": round(args.games / elapsed, 3),
        "decision_us_median": round(statistics.median(decision_ns) / 1000, 1),
        "decision_us_p99": round(_percentile(decision_ns, 0.99) / 1000, 1),
        "clone_us": round(clone_us, 1),
        "clone_deepcopy_ratio": round(ratio, 4),
        "peak_mb_per_game": round(_peak_mb(game, args.players), 2),
    }
    chess = _openspiel_chess()
    if chess is not None:
        result["openspiel_chess_decisions_per_second"] = round(chess, 1)
        result["openspiel_chess_ratio"] = round(result["decisions_per_second"] / chess, 3)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
