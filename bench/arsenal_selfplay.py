"""Random games with Voidborn Arsenal on, every invariant checked after every action. Prints one
JSON object.

    .venv/bin/python bench/arsenal_selfplay.py [--games N] [--void-games M]

``--games`` competitive games (2-4 players) and ``--void-games`` solo and co-op games (Easy)
with ``modules=("arsenal",)`` are played to the end by random legal actions
(checks/invariants.py ``play_checked``); any invariant failure stops the run with an error.
Reported: how many games met the Arsenal's ships (an Arsenal Galactic Event placed some), how
often a ship joined a Skirmish, and the destruction rewards gained (log notes).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from domineum.voidfall.checks.invariants import play_checked
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

ARSENAL = ("arsenal",)


def configs(games: int, void_games: int) -> list[Config]:
    """The sample: competitive games of 2-4 players, then solo and co-op games (Easy)."""
    out = [Config(players=2 + n % 3, seed=100 + n, modules=ARSENAL) for n in range(games)]
    for n in range(void_games):
        players = 1 + n % 3
        mode = "solo" if players == 1 else "coop"
        options = ("difficulty=easy",)
        out.append(Config(players, seed=500 + n, mode=mode, options=options, modules=ARSENAL))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--void-games", type=int, default=6)
    args = parser.parse_args()
    game = VoidfallGame(load_content())
    notes: Counter[str] = Counter()
    met = 0
    started = time.perf_counter()
    sample = configs(args.games, args.void_games)
    for n, config in enumerate(sample):
        checked = play_checked(game, config, seed=n)
        if checked.failures:
            raise SystemExit(f"{config}: {checked.failures}")
        final = checked.session.state
        seen = Counter(note.msg for note in final.notes if note.msg.startswith("rs."))
        notes.update(seen)
        events = [str(n.params.get("event", "")) for n in final.notes if n.msg == "vf.note.event"]
        met += any(game.content.events[e].module == "arsenal" for e in events if e)
    print(
        json.dumps(
            {
                "games": len(sample),
                "competitive": args.games,
                "solo_coop": args.void_games,
                "games_with_an_arsenal_event": met,
                "notes": dict(sorted(notes.items())),
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
