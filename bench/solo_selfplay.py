"""Benchmark: random solo games against the Void, per difficulty, beside competitive self-play.
Prints one JSON object.

    .venv/bin/python bench/solo_selfplay.py [--games N] [--check] [--competitive-games M]

For each difficulty, ``--games`` random solo games (``legal_ids`` + ``apply_in_place``, picks
by ``random.Random.choice``, setup included) are played to the end: how they end (won / lost at
the end / lost at once by a 4th Catastrophe), the players' and the Void's mean final Influence,
the mean margin (player − Void; co-op: the lowest player), and decisions per second.
``--coop-games`` also plays that many random co-op games (Easy) for 2, 3 and 4 players.
With ``--check`` every invariant (checks/invariants.py, the Void's included) is checked after
every action and each game's log is replayed to the same hash (slower; speeds then include
the checks). ``--competitive-games`` random 2-player competitive games are timed in the same
run, for comparison.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config


def _solo(
    game: VoidfallGame, difficulty: str, seed: int, check: bool, players: int = 1
) -> dict[str, Any]:
    chooser = random.Random(seed)
    mode = "solo" if players == 1 else "coop"
    config = Config(players=players, mode=mode, seed=seed, options=(f"difficulty={difficulty}",))
    started = time.perf_counter()
    session = Session(game, game.new_game(config))
    state = session.state
    decisions = 0
    while not game.is_over(session.state):
        if check:
            session.apply(chooser.choice(game.legal_ids(session.state)))
            problems = violations(session.state, game.content)
            if problems:
                raise AssertionError(f"{difficulty} seed {seed}: {problems}")
        else:
            game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
        decisions += 1
    seconds = time.perf_counter() - started
    final = session.state if check else state
    if check:
        again = Session.loads(game, session.dumps())
        again.replay()
        assert state_hash(again.state) == state_hash(final)
    assert final.void is not None
    return {
        "result": final.void.result,
        "at_once": final.void.catastrophes >= 3 and final.void.influence == 0,
        "player": min(h.influence for h in final.houses),
        "void": final.void.influence,
        "decisions": decisions,
        "seconds": seconds,
    }


def _competitive(game: VoidfallGame, games: int) -> dict[str, float]:
    decisions, seconds = 0, 0.0
    for seed in range(games):
        chooser = random.Random(seed)
        started = time.perf_counter()
        state = game.new_game(Config(players=2, seed=seed))
        while not game.is_over(state):
            game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
            decisions += 1
        seconds += time.perf_counter() - started
    return {"games": games, "decisions_per_second": round(decisions / seconds)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100, help="solo games per difficulty")
    parser.add_argument("--check", action="store_true", help="invariants and replay")
    parser.add_argument("--competitive-games", type=int, default=20)
    parser.add_argument("--coop-games", type=int, default=0, help="co-op games per count")
    args = parser.parse_args()
    game = VoidfallGame(load_content())
    out: dict[str, Any] = {"games_per_difficulty": args.games, "checked": args.check}
    runs = [(d, 1, args.games) for d in ("easy", "medium", "hard")]
    runs += [("easy", p, args.coop_games) for p in (2, 3, 4) if args.coop_games]
    for difficulty, players, games in runs:
        rows = [_solo(game, difficulty, 1000 * i + 1, args.check, players) for i in range(games)]
        decisions = sum(r["decisions"] for r in rows)
        seconds = sum(r["seconds"] for r in rows)
        out[difficulty if players == 1 else f"coop_{players}p_{difficulty}"] = {
            "won": sum(r["result"] == "won" for r in rows),
            "lost_at_end": sum(r["result"] == "lost" and not r["at_once"] for r in rows),
            "lost_at_once": sum(r["at_once"] for r in rows),
            "mean_player": round(statistics.mean(r["player"] for r in rows), 1),
            "mean_void": round(statistics.mean(r["void"] for r in rows if not r["at_once"]), 1)
            if any(not r["at_once"] for r in rows)
            else None,
            "mean_margin_at_end": round(
                statistics.mean(r["player"] - r["void"] for r in rows if not r["at_once"]), 1
            )
            if any(not r["at_once"] for r in rows)
            else None,
            "decisions_per_game": round(decisions / len(rows), 1),
            "decisions_per_second": round(decisions / seconds),
        }
    out["competitive_2p_random"] = _competitive(game, args.competitive_games)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
