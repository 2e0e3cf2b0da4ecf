"""Benchmark: Revenant random self-play with the invariants checked after every action.

    PYTHONPATH=src .venv/bin/python bench/revenant_selfplay.py [--games N] [--seed S]
        [--no-check] [--greedy G]

Plays ``--games`` random games (player counts cycle 1, 2, 3, 4; game ``i`` uses
``derive_seed(seed, i)``), checks every invariant of ``domineum.revenant.checks.invariants`` after
every action, and prints one JSON object: games, failures (with the first problems), decisions,
decisions per second with the checks (and, measured separately on the same games, without),
mean decisions per game by player count. ``--greedy G`` also plays G 4-player games of one greedy
bot against three random bots (seats rotating) and reports the greedy win rate.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from domineum.kernel.rng import derive_seed
from domineum.revenant.checks.invariants import problems
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config


def _random_games(game: RevenantGame, games: int, seed: int, check: bool) -> dict[str, Any]:
    decisions = 0
    failures: list[str] = []
    per_count: dict[int, list[int]] = {}
    started = time.perf_counter()
    checking = 0.0
    for i in range(games):
        players = i % 4 + 1
        gseed = derive_seed(seed, i)
        chooser = random.Random(gseed)
        state = game.new_game(Config(players=players, seed=gseed))
        steps = 0
        while game.current_seat(state) is not None:
            game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
            steps += 1
            if check:
                t0 = time.perf_counter()
                bad = problems(state, game.content)
                checking += time.perf_counter() - t0
                if bad:
                    failures.append(f"game {i} (seed {gseed}) decision {steps}: {bad[0]}")
                    break
        if state.phase != "over" and not failures:
            failures.append(f"game {i} (seed {gseed}) did not finish")
        decisions += steps
        per_count.setdefault(players, []).append(steps)
    seconds = time.perf_counter() - started
    return {
        "decisions": decisions,
        "seconds": round(seconds, 2),
        "decisions_per_second": round(decisions / seconds),
        "decisions_per_second_without_checks": round(decisions / max(seconds - checking, 1e-9)),
        "failures": len(failures),
        "first_failures": failures[:5],
        "mean_decisions_by_players": {
            str(k): round(sum(v) / len(v)) for k, v in sorted(per_count.items())
        },
    }


def _greedy_rate(game: RevenantGame, games: int, seed: int) -> dict[str, Any]:
    from domineum.revenant.ai.players import make_bot

    wins = 0
    started = time.perf_counter()
    for i in range(games):
        gseed = derive_seed(seed + 1, i)
        greedy_seat = i % 4
        bots = [
            make_bot("greedy" if s == greedy_seat else "random", game, gseed + s) for s in range(4)
        ]
        state = game.new_game(Config(players=4, seed=gseed))
        while (seat := game.current_seat(state)) is not None:
            action, _ = bots[seat].choose(state, game.legal_actions(state))
            game.apply_in_place(state, action.id)
        wins += state.winner == greedy_seat
    return {
        "greedy_games": games,
        "greedy_wins": wins,
        "greedy_win_rate": round(wins / games, 3),
        "greedy_seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--no-check", action="store_true")
    parser.add_argument("--greedy", type=int, default=0)
    args = parser.parse_args()
    game = RevenantGame()
    game.new_game(Config(players=4, seed=0))  # warm-up
    out: dict[str, Any] = {"games": args.games}
    out.update(_random_games(game, args.games, args.seed, not args.no_check))
    if args.greedy:
        out.update(_greedy_rate(game, args.greedy, args.seed))
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
