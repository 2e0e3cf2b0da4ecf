"""Random Incursion games (``modules=("arsenal", "incursion")``), solo and 2-3 player co-op,
every invariant checked after every action. Prints one JSON object.

    .venv/bin/python bench/incursion_selfplay.py [--games N]

Games cycle through the 7 Setup Aids; random legal actions play them to the end
(checks/invariants.py ``play_checked``); any invariant failure stops the run with an error.
Reported: results, Cycles reached, and how often each Incursion step happened (log notes).
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

MODULES = ("arsenal", "incursion")
STEPS = (
    "vf.inc.note.voidfall",
    "vf.inc.note.rift_opened",
    "vf.inc.note.dual",
    "vf.inc.note.attack",
    "vf.inc.note.lost",
    "vf.inc.note.tie_regroup",
    "vf.inc.note.civil_defense_lost",
    "vf.inc.note.regroup_frontline",
    "vf.inc.note.regroup_advance",
    "vf.inc.note.deployed",
    "vf.inc.note.row",
    "vf.inc.note.row_skipped",
)


def configs(games: int) -> list[Config]:
    out = []
    for n in range(games):
        players = (1, 2, 1, 3)[n % 4]
        mode = "solo" if players == 1 else "coop"
        options = (f"setup_aid=aid-{1 + n % 7}",)
        out.append(Config(players, seed=700 + n, mode=mode, options=options, modules=MODULES))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    game = VoidfallGame(load_content())
    notes: Counter[str] = Counter()
    results: Counter[str] = Counter()
    cycles: Counter[int] = Counter()
    actions = 0
    started = time.perf_counter()
    for n, config in enumerate(configs(args.games)):
        checked = play_checked(game, config, seed=n)
        if checked.failures:
            raise SystemExit(f"{config}: {checked.failures}")
        final = checked.session.state
        assert final.void is not None
        results[final.void.result] += 1
        cycles[final.cycle] += 1
        actions += len(checked.session.log)
        notes.update(note.msg for note in final.notes if note.msg in STEPS)
    print(
        json.dumps(
            {
                "games": args.games,
                "results": dict(results),
                "cycle_reached": dict(sorted(cycles.items())),
                "actions": actions,
                "steps": {k.removeprefix("vf.inc.note."): notes[k] for k in STEPS},
                "seconds": round(time.perf_counter() - started, 1),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
