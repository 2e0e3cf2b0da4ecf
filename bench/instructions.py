"""Random 4-player Voidfall games to count under valgrind's callgrind (docs/performance.md).

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        .venv/bin/python bench/instructions.py [--first 1000] [--games 10]

The content is loaded, the GC frozen and a warm-up game played as in ``bench/selfplay.py``;
then the games (seeds ``first`` onwards, the benchmark's chooser) are played inside one
``functools.reduce`` call, so that callgrind, told to collect only inside it, counts the games
and nothing of the start-up. Instruction counts do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import functools
import gc
import random

from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config


def play(game: VoidfallGame, seed: int, players: int = 4) -> int:
    """One random game as the benchmark plays it: its number of decisions."""
    chooser = random.Random(seed)
    state = game.new_game(Config(players=players, seed=seed))
    decisions = 0
    while not game.is_over(state):
        game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
        decisions += 1
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=1000)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    game = VoidfallGame(load_content(None))
    gc.freeze()
    play(game, 999)  # warm-up, outside the count
    seeds = range(args.first, args.first + args.games)
    total = functools.reduce(lambda n, seed: n + play(game, seed), seeds, 0)
    print(f"decisions {total}")


if __name__ == "__main__":
    main()
