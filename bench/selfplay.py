"""Benchmark: random self-play speed and clone cost. Prints one JSON object.

    .venv/bin/python bench/selfplay.py [--games N] [--players P] [--content DIR]

Measures, on one core: ``clone_us`` (median time of ``kernel.game.clone`` of mid-game states),
``clone_deepcopy_ratio`` (clone time / ``copy.deepcopy`` time of the same states),
``decision_us_median`` and ``decision_us_p99`` (``legal_ids`` + ``apply`` per decision, random
play from fresh games), ``decisions_per_second`` and ``games_per_second``.
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import time

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.voidfall.content.loader import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--content", default=None)
    args = parser.parse_args()
    game = VoidfallGame(load_content(args.content))
    decision_ns: list[int] = []
    samples: list[GameState] = []
    started = time.perf_counter()
    for g in range(args.games):
        rng = Rng.seeded(1000 + g)
        state = game.new_game(Config(players=args.players, seed=1000 + g))
        while not game.is_over(state):
            t0 = time.perf_counter_ns()
            ids = game.legal_ids(state)
            state = game.apply(state, rng.choice(ids))
            decision_ns.append(time.perf_counter_ns() - t0)
            if len(decision_ns) % 97 == 0:
                samples.append(state)
    elapsed = time.perf_counter() - started
    clone_ns: list[float] = []
    deep_ns: list[float] = []
    for s in samples[:200]:
        t0 = time.perf_counter_ns()
        for _ in range(20):
            clone(s)
        clone_ns.append((time.perf_counter_ns() - t0) / 20)
        t0 = time.perf_counter_ns()
        for _ in range(5):
            copy.deepcopy(s)
        deep_ns.append((time.perf_counter_ns() - t0) / 5)
    result = {
        "games": args.games,
        "players": args.players,
        "decisions": len(decision_ns),
        "decisions_per_second": round(len(decision_ns) / elapsed, 1),
        "games_per_second": round(args.games / elapsed, 3),
        "decision_us_median": round(statistics.median(decision_ns) / 1000, 1),
        "decision_us_p99": round(_percentile([float(x) for x in decision_ns], 0.99) / 1000, 1),
        "clone_us": round(statistics.median(clone_ns) / 1000, 1),
        "clone_deepcopy_ratio": round(statistics.median(clone_ns) / statistics.median(deep_ns), 4),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
