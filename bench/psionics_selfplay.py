"""Self-play with the Psionics module on (RS-MOD-06): random games to the end, every invariant
checked after every action (checks/invariants.py, the Psionics ones included). Prints one JSON
object.

    .venv/bin/python bench/psionics_selfplay.py [--games N] [--bias P] [--mode MODE]

The chooser is random, but with probability ``--bias`` it takes a Psionics move when one is
legal (gaining a Psionic Agenda, playing one, the Psionic slot, Enforcing, discarding a Focus
card for an action), so the module's rules are exercised far more than uniform play would.
Each game's record is replayed to the same hash. Counts of the module's events are reported.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

PSIONIC_MOVES = (
    "offer-psionic",
    "draw-psionic",
    "enforce",
    "psionic-slot",
    "pass",
    "psionic-token",
    "mind-link",
)
NEW_VALUES = ("command_station", "mechanized", "phantom")
"""Values the module adds to base kinds (a Command Station, a Mechanized Guild, Phantoms)."""
NEW_HOUSES = ("erevon", "hania", "laskir", "ilvaros", "vethara", "oduran")
"""Every other game seats new Houses (in turn), so their Technologies (Command Stations,
Mechanized Guilds, Phantoms, Mind Links) come into play."""


def _wanted(game: VoidfallGame, notation: str) -> bool:
    kind, *values = notation.split()
    if kind in PSIONIC_MOVES or (values and values[-1] in NEW_VALUES):
        return True
    return kind in ("agenda", "keep") and bool(values) and values[0].startswith("psi_")


def play(game: VoidfallGame, config: Config, seed: int, bias: float) -> Counter[str]:
    """One checked game; the counts of the Psionics moves taken."""
    chooser = random.Random(seed)
    session = Session(game, game.new_game(config))
    taken: Counter[str] = Counter()
    while not game.is_over(session.state):
        ids = game.legal_ids(session.state)
        marked = [i for i in ids if _wanted(game, game.action_space.notation(i))]
        pick = chooser.choice(marked) if marked and chooser.random() < bias else chooser.choice(ids)
        words = game.action_space.notation(pick).split()
        taken[words[0] if words[-1] not in NEW_VALUES else f"{words[0]} {words[-1]}"] += 1
        session.apply(pick)
        problems = violations(session.state, game.content)
        if problems:
            raise AssertionError(f"{config}: {problems}")
    again = Session.loads(game, session.dumps())
    again.replay()
    assert state_hash(again.state) == state_hash(session.state), config
    mine = (*PSIONIC_MOVES, "agenda")
    return Counter({k: v for k, v in taken.items() if k in mine or k.split()[-1] in NEW_VALUES})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--bias", type=float, default=0.6)
    parser.add_argument("--mode", default="competitive")
    args = parser.parse_args()
    game = VoidfallGame(load_content())
    started = time.perf_counter()
    totals: Counter[str] = Counter()
    sizes = (1,) if args.mode == "solo" else (2, 3, 4)
    for n in range(args.games):
        players = sizes[n % len(sizes)]
        first = n // 2 % len(NEW_HOUSES)
        seated = tuple(NEW_HOUSES[(first + i) % len(NEW_HOUSES)] for i in range(players))
        houses = seated if n % 2 else ()
        config = Config(
            players=players, mode=args.mode, seed=1000 + n, modules=("psionics",), houses=houses
        )
        totals += play(game, config, seed=n, bias=args.bias)
    print(
        json.dumps(
            {
                "games": args.games,
                "mode": args.mode,
                "seconds": round(time.perf_counter() - started, 1),
                "psionic_moves": dict(sorted(totals.items())),
            }
        )
    )


if __name__ == "__main__":
    main()
