"""Random self-play with every invariant checked after every action; prints each failure.

    .venv/bin/python bench/selfplay_check.py [--games 1000] [--seed 0] [--content DIR]

Games cycle through 2, 3 and 4 players and through the maps of each player count, with random
Houses and Origins (A or B); every fourth uses the pre-selected Focus variant. Each game is
played to the final score by uniformly random legal actions and checked with
``domineum.voidfall.checks.invariants`` (14 Fleet Power, Stock 0..15, Population 1..6, Corruption
spots, Technologies and their limits, Agenda slots, Trade tokens, the score sheet).
The last line is a JSON summary; the exit status is 1 if any game failed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from domineum.voidfall.checks.invariants import play_checked
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config


def _config(game: VoidfallGame, n: int, seed: int) -> Config:
    """Game ``n``: 2, 3 or 4 players in turn, random Houses each with Origin A or B, each map of
    that player count in turn, the pre-selected Focus variant every fourth game."""
    players = 2 + n % 3
    pick = random.Random(seed)
    houses = pick.sample(sorted(game.content.houses), players)
    maps = sorted(
        k
        for k, m in game.content.maps.items()
        if m.players == players and not (m.coop or m.tutorial)
    )
    return Config(
        players=players,
        houses=tuple(f"{h}/{pick.choice('ab')}" for h in houses),
        seed=seed,
        map=maps[(n // 3) % len(maps)],
        preselected_focus=n % 4 == 3,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--content", default=None)
    args = parser.parse_args()
    game = VoidfallGame(load_content(args.content))
    started = time.perf_counter()
    failed = decisions = 0
    for n in range(args.games):
        seed = args.seed + n
        config = _config(game, n, seed)
        checked = play_checked(game, config, seed=seed)
        decisions += len(checked.session.log)
        if checked.failures:
            failed += 1
            houses = ",".join(h.house for h in checked.session.state.houses)
            print(f"game {n} (players {config.players}, seed {seed}, {houses}):", flush=True)
            for line in checked.failures:
                print(f"   {line}", flush=True)
    seconds = time.perf_counter() - started
    summary = {
        "games": args.games,
        "failures": failed,
        "decisions": decisions,
        "seconds": round(seconds, 1),
    }
    print(json.dumps(summary))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
