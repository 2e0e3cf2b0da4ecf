"""Benchmark: random self-play speed, clone cost and memory. Prints one JSON object.

    .venv/bin/python bench/selfplay.py [--games N] [--players P] [--repeat R] [--content DIR]

Measured on one core (one process). Speeds are the best of ``--repeat`` rounds (each round plays
the same games, then the chess playouts for 2 s), so that both sides are timed under the same,
least disturbed, conditions:
- ``decisions_per_second``, ``games_per_second``: random 4-player self-play (``legal_ids`` +
  ``apply_in_place`` per decision, setup included, from fresh games after one warm-up game,
  the loaded pack frozen out of the GC's walks as in ``voidfall sim``;
  ``random.Random.choice`` picks, as in the chess playouts; ``apply`` would add one ``clone``);
- ``games_digest``: a digest of the games' final state hashes, to show that a change played
  the same games (``tests/test_pinned_games.py`` pins a few games move by move);
- ``decision_us_median``, ``decision_us_p99``: the same, per decision;
- ``clone_us``: median ``kernel.game.clone`` time of mid-game states; ``clone_deepcopy_ratio``:
  clone time / ``copy.deepcopy`` time of the same states (target: at most 1/30);
- ``peak_mb_per_game``: peak Python memory allocated while one game is played (tracemalloc);
- ``revenant_decisions_per_second``: the same random self-play loop over Revenant (issue 18),
  best of the same rounds (``revenant_chess_ratio`` beside chess);
- ``modules_decisions_per_second``: the same loop and seeds with Resurgence's modules on (issue
  17): ``competitive`` has every module a competitive game allows (Psionics and Voidborn
  Arsenal; Incursion is solo and co-op only, RS-MOD-05), ``coop`` all three in a co-op game of
  as many players (at most 4; Easy, Setup Aid 1);
- when the optional ``open_spiel`` package is installed: ``openspiel_chess_decisions_per_second``
  (random playouts of OpenSpiel's C++ chess driven from Python, same process) and
  ``openspiel_chess_ratio`` (ours / chess; target: at least 0.2), and ``modules_chess_ratio``
  (each modules-on figure / chess).
"""

from __future__ import annotations

import argparse
import copy
import gc
import hashlib
import importlib.util
import json
import random
import statistics
import time
import tracemalloc
from typing import Any

import msgspec

from domineum.kernel.game import clone, state_hash
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState


def _percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(q * len(ordered)))])


def _play(
    game: VoidfallGame, seed: int, players: int
) -> tuple[list[int], list[GameState], float, GameState]:
    """One random game: each decision's ns, sampled mid-game states, the seconds spent in
    setup and decisions (the sampling clones are not counted), and the final state."""
    started = time.perf_counter()
    chooser = random.Random(seed)  # the same chooser as the chess playouts below
    state = game.new_game(Config(players=players, seed=seed))
    times: list[int] = []
    samples: list[GameState] = []
    sampling = 0.0
    while not game.is_over(state):
        t0 = time.perf_counter_ns()
        game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
        times.append(time.perf_counter_ns() - t0)
        if len(times) % 61 == 0:
            t1 = time.perf_counter()
            samples.append(clone(state))
            sampling += time.perf_counter() - t1
    return times, samples, time.perf_counter() - started - sampling, state


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


def _openspiel_chess(seconds: float = 2.0) -> float | None:
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


def _revenant(games: int, players: int) -> float:
    """Random self-play decisions per second of Revenant (same chooser and loop as above)."""
    from domineum.revenant.game import RevenantGame
    from domineum.revenant.model.state import Config as RevenantConfig

    game = RevenantGame()
    game.new_game(RevenantConfig(players=players, seed=0))
    elapsed, decisions = 0.0, 0
    for g in range(games):
        chooser = random.Random(1000 + g)
        started = time.perf_counter()
        state = game.new_game(RevenantConfig(players=players, seed=1000 + g))
        while game.current_seat(state) is not None:
            game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
            decisions += 1
        elapsed += time.perf_counter() - started
    return decisions / elapsed


MODULES_ON: dict[str, Config] = {
    "competitive": Config(players=4, modules=("psionics", "arsenal")),
    "coop": Config(
        players=4,
        mode="coop",
        options=("difficulty=easy", "setup_aid=aid-1"),
        modules=("psionics", "arsenal", "incursion"),
    ),
}


def _modules_on(game: VoidfallGame, games: int, players: int) -> dict[str, float]:
    """Random self-play decisions per second with the modules on (same chooser and seeds),
    per mode of :data:`MODULES_ON`."""
    rates: dict[str, float] = {}
    for mode, base in MODULES_ON.items():
        elapsed, decisions = 0.0, 0
        for g in range(games):
            chooser = random.Random(1000 + g)
            config = msgspec.structs.replace(base, players=min(players, 4), seed=1000 + g)
            started = time.perf_counter()
            state = game.new_game(config)
            while not game.is_over(state):
                game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
                decisions += 1
            elapsed += time.perf_counter() - started
        rates[mode] = decisions / elapsed
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=5, help="rounds; the fastest one counts")
    parser.add_argument("--content", default=None)
    args = parser.parse_args()
    game = VoidfallGame(load_content(args.content))
    gc.freeze()  # as `voidfall sim` does: the long-lived pack is kept out of the GC's walks
    _play(game, 999, args.players)  # warm-up: one-time planning and caches stay out of the figures
    decision_ns: list[int] = []
    samples: list[GameState] = []
    finals: list[str] = []  # each game's final state hash (the same in every round)
    best = 0.0
    chess: float | None = None
    revenant = 0.0
    modules = dict.fromkeys(MODULES_ON, 0.0)
    for _ in range(max(1, args.repeat)):  # ours then chess in each round: the same conditions
        elapsed = 0.0
        decisions = 0
        for g in range(args.games):
            times, sampled, seconds, final = _play(game, 1000 + g, args.players)
            elapsed += seconds
            decisions += len(times)
            decision_ns += times
            samples += sampled
            if len(finals) < args.games:
                finals.append(state_hash(final))
        best = max(best, decisions / elapsed)
        revenant = max(revenant, _revenant(args.games, min(args.players, 4)))
        for mode, rate_on in _modules_on(game, args.games, args.players).items():
            modules[mode] = max(modules[mode], rate_on)
        rate = _openspiel_chess()
        if rate is not None:
            chess = max(chess or 0.0, rate)
    clone_us, ratio = _clone_figures(samples)
    result: dict[str, Any] = {
        "games": args.games,
        "players": args.players,
        "repeat": args.repeat,
        "decisions": decisions,
        "games_digest": hashlib.sha256(" ".join(finals).encode()).hexdigest()[:16],
        "decisions_per_second": round(best, 1),
        "games_per_second": round(best * args.games / decisions, 3),
        "decision_us_median": round(statistics.median(decision_ns) / 1000, 1),
        "decision_us_p99": round(_percentile(decision_ns, 0.99) / 1000, 1),
        "clone_us": round(clone_us, 1),
        "clone_deepcopy_ratio": round(ratio, 4),
        "peak_mb_per_game": round(_peak_mb(game, args.players), 2),
    }
    result["revenant_decisions_per_second"] = round(revenant, 1)
    result["modules_decisions_per_second"] = {m: round(r, 1) for m, r in modules.items()}
    if chess is not None:
        result["openspiel_chess_decisions_per_second"] = round(chess, 1)
        result["openspiel_chess_ratio"] = round(best / chess, 3)
        result["revenant_chess_ratio"] = round(revenant / chess, 3)
        result["modules_chess_ratio"] = {m: round(r / chess, 3) for m, r in modules.items()}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
