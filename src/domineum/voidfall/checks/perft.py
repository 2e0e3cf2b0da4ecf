"""Perft: the number of legal action sequences of each length from a position.

As chess programs count move paths to catch move-generation bugs, ``perft(game, state, n)``
counts every sequence of exactly ``n`` legal actions from ``state`` (the game's own chance, drawn
from the RNG in the state, is part of each action). A change in how options are generated, which
choices are offered or how a choice changes the state shows up as a different count; the counts
for a few fixed positions are kept as data (``tests/perft/perft.yaml``) and checked by the tests.
"""

from __future__ import annotations

from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState


def perft(game: VoidfallGame, state: GameState, depth: int) -> int:
    """Legal action sequences of exactly ``depth`` actions from ``state`` (1 for depth 0)."""
    if depth == 0:
        return 1
    ids = game.legal_ids(state)
    if depth == 1:
        return len(ids)
    return sum(perft(game, game.apply(state, i), depth - 1) for i in ids)


def counts(game: VoidfallGame, state: GameState, depth: int) -> list[int]:
    """``perft`` for each depth from 1 to ``depth``."""
    return [perft(game, state, d) for d in range(1, depth + 1)]


def main(argv: list[str] | None = None) -> None:
    """Print the counts of each position of a perft data file (to refresh it after an
    intended change)."""
    import sys

    import yaml

    from domineum.voidfall.notation.position import load_position

    path = (argv if argv is not None else sys.argv[1:])[0]
    with open(path, encoding="utf-8") as handle:
        entries = yaml.safe_load(handle)
    game = VoidfallGame()
    for entry in entries:
        state = load_position(entry["position"], game)
        print(entry["name"], counts(game, state, len(entry["counts"])))


if __name__ == "__main__":
    main()
