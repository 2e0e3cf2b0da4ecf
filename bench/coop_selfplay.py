"""Benchmark: random co-op games against the Void for 2, 3 and 4 players. Prints one JSON object.

    .venv/bin/python bench/coop_selfplay.py [--games N] [--difficulty D] [--policy P] [--no-check]

For each player count, ``--games`` games (default 500) are played from setup to the end with
picks by ``random.Random(seed).choice`` over ``legal_ids`` (``--policy cautious``: the same, but
never a choice that places a Catastrophe while another choice exists, so that games reach the
later Cycles). Unless ``--no-check``, every invariant (checks/invariants.py, the Void's
included) is checked after every action and each game's log is replayed to the same state
hash; a failure stops the run with the game's seed. Reported per player count: how the games
ended (won, lost at the end, lost at once by a 4th Catastrophe), the Cycle reached, the Joint
Focus cards played, the Joint effects handed to another player and the resources traded, and
decisions per second (with the checks, when they are on).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from typing import Any

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

COUNTED = ("vf.void.note.joint", "vf.coop.note.resolver", "vf.coop.note.give")


def _pick(game: VoidfallGame, state: Any, ids: list[int], rng: random.Random, policy: str) -> int:
    if policy == "cautious":
        safe = [i for i in ids if "catastrophe" not in game.action_space.notation(i)]
        return rng.choice(safe or ids)
    return rng.choice(ids)


def play(
    game: VoidfallGame, players: int, difficulty: str, seed: int, check: bool, policy: str
) -> dict[str, Any]:
    """One game to the end; what it did and how long it took."""
    rng = random.Random(seed)
    config = Config(players=players, mode="coop", seed=seed, options=(f"difficulty={difficulty}",))
    started = time.perf_counter()
    session = Session(game, game.new_game(config))
    decisions = 0
    seen: Counter[str] = Counter()
    while not game.is_over(session.state):
        state = session.state
        noted = len(state.notes)
        action = _pick(game, state, game.legal_ids(state), rng, policy)
        if check:
            session.apply(action)
            problems = violations(session.state, game.content)
            if problems:
                raise AssertionError(f"{players} players, seed {seed}: {problems}")
        else:
            game.apply_in_place(state, action)
        seen.update(n.msg for n in session.state.notes[noted:] if n.msg in COUNTED)
        decisions += 1
    seconds = time.perf_counter() - started
    final = session.state
    if check:
        again = Session.loads(game, session.dumps())
        again.replay()
        if state_hash(again.state) != state_hash(final):
            raise AssertionError(f"{players} players, seed {seed}: replay gives another hash")
    assert final.void is not None
    return {
        "result": final.void.result,
        "at_once": not final.void.sheet,
        "cycle": final.cycle,
        "seen": seen,
        "decisions": decisions,
        "seconds": seconds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=500, help="games per player count")
    parser.add_argument("--difficulty", default="easy", choices=("easy", "medium", "hard"))
    parser.add_argument("--policy", default="random", choices=("random", "cautious"))
    parser.add_argument("--no-check", action="store_true", help="skip invariants and replay")
    args = parser.parse_args()
    game = VoidfallGame(load_content())
    check = not args.no_check
    out: dict[str, Any] = {
        "games_per_count": args.games,
        "difficulty": args.difficulty,
        "policy": args.policy,
        "checked_every_action_and_replayed": check,
    }
    for players in (2, 3, 4):
        rows = [
            play(game, players, args.difficulty, 1000 * i + players, check, args.policy)
            for i in range(args.games)
        ]
        seen: Counter[str] = sum((r["seen"] for r in rows), Counter())
        decisions = sum(r["decisions"] for r in rows)
        out[f"{players}p"] = {
            "won": sum(r["result"] == "won" for r in rows),
            "lost_at_end": sum(r["result"] == "lost" and not r["at_once"] for r in rows),
            "lost_at_once": sum(r["at_once"] for r in rows),
            "cycles_reached": dict(sorted(Counter(r["cycle"] for r in rows).items())),
            "joint_cards_played": seen["vf.void.note.joint"],
            "joint_effects_by_another_player": seen["vf.coop.note.resolver"],
            "resources_traded": seen["vf.coop.note.give"],
            "decisions_per_game": round(statistics.mean(r["decisions"] for r in rows), 1),
            "decisions_per_second": round(decisions / sum(r["seconds"] for r in rows)),
        }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
