"""Self-play of Voidfall: Resurgence's allowed module combinations (RS-MOD-01..06), every
invariant checked after every action and every game's record replayed to the same hash. Prints
one JSON object; exits with an error naming the first failing games.

    .venv/bin/python bench/resurgence_selfplay.py [--games N] [--combos a,b ...] [--bias P]

For each combination, ``--games`` random games are played, shared evenly between the modes
it applies to (the player counts cycle): Psionics, Arsenal and Psionics+Arsenal in competitive
(2-4 players), solo and co-op (2-4, Easy); Arsenal+Incursion and Psionics+Arsenal+Incursion
in solo and co-op only (RS-MOD-05), cycling through the Setup Aids. With probability
``--bias`` the chooser takes a module move when one is legal (Psionic Agendas, Enforcing, the
Psionic slot, tokens), so the modules' rules are met far more often than uniform play would
meet them. A crash, an invariant failure, a game without an end or a replay to another hash
is a failure.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import trade_tokens, violations
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

COMBOS: dict[str, tuple[str, ...]] = {
    "psionics": ("psionics",),
    "arsenal": ("arsenal",),
    "psionics+arsenal": ("psionics", "arsenal"),
    "arsenal+incursion": ("arsenal", "incursion"),
    "psionics+arsenal+incursion": ("psionics", "arsenal", "incursion"),
}
MODULE_MOVES = ("offer-psionic", "draw-psionic", "enforce", "psionic-slot", "psionic-token")
SETUP_AIDS = 7
LIMIT = 20_000


@dataclass(frozen=True)
class Game:
    """One game of the sample: its combination, configuration and chooser seed."""

    combo: str
    config: Config
    seed: int


def modes(modules: tuple[str, ...]) -> tuple[str, ...]:
    """The modes a combination applies to (Incursion: solo and co-op only, RS-MOD-05)."""
    if "incursion" in modules:
        return ("solo", "coop")
    return ("competitive", "solo", "coop")


def sample(combos: list[str], games: int) -> list[Game]:
    """``games`` games per combination (rounded up to a multiple of its modes), shared evenly
    between its modes, the player counts and Setup Aids cycling."""
    out = []
    for combo in combos:
        modules = COMBOS[combo]
        for mode in modes(modules):
            for n in range(-(-games // len(modes(modules)))):
                players = {"solo": 1, "coop": 2 + n % 3, "competitive": 2 + n % 3}[mode]
                options: tuple[str, ...] = ()
                if mode != "competitive":
                    options += ("difficulty=easy",)
                if "incursion" in modules:
                    options += (f"setup_aid=aid-{1 + n % SETUP_AIDS}",)
                seed = 4000 + n
                config = Config(players, seed=seed, mode=mode, options=options, modules=modules)
                out.append(Game(combo, config, seed=n))
    return out


def _wanted(notation: str) -> bool:
    kind, *values = notation.split()
    if kind in MODULE_MOVES:
        return True
    return kind in ("agenda", "keep") and bool(values) and values[0].startswith("psi_")


def play(game: VoidfallGame, entry: Game, bias: float) -> tuple[list[str], int]:
    """Play one game to the end; its failures (empty when clean) and its number of actions."""
    chooser = random.Random(entry.seed)
    session = Session(game, game.new_game(entry.config))
    start = trade_tokens(session.state)
    while not game.is_over(session.state):
        if len(session.log) >= LIMIT:
            return [f"no end after {LIMIT} actions"], len(session.log)
        ids = game.legal_ids(session.state)
        if not ids:
            return [f"no legal action at {type(session.state.stack[-1]).__name__}"], len(
                session.log
            )
        marked = [i for i in ids if _wanted(game.action_space.notation(i))]
        pick = chooser.choice(marked) if marked and chooser.random() < bias else chooser.choice(ids)
        session.apply(pick)
        state = session.state
        problems = violations(state, game.content)
        tokens = trade_tokens(state)
        if not start - (state.cycle - 1) <= tokens <= start:
            problems.append(f"{tokens} Trade tokens in Cycle {state.cycle}, {start} at setup")
        if problems:
            where = f"after action {len(session.log)} ({session.log[-1].notation})"
            return [f"{where}: {p}" for p in problems], len(session.log)
    again = Session.loads(game, session.dumps())
    again.replay()
    if state_hash(again.state) != state_hash(session.state):
        return ["the record replays to another hash"], len(session.log)
    return [], len(session.log)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games per combination")
    parser.add_argument("--combos", default=",".join(COMBOS))
    parser.add_argument("--bias", type=float, default=0.3)
    args = parser.parse_args()
    combos = [c for c in args.combos.split(",") if c]
    unknown = [c for c in combos if c not in COMBOS]
    if unknown:
        raise SystemExit(f"unknown combination {unknown[0]}; known: {', '.join(COMBOS)}")
    game = VoidfallGame(load_content())
    started = time.perf_counter()
    played: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    failures: list[str] = []
    for entry in sample(combos, args.games):
        key = f"{entry.combo} {entry.config.mode}"
        if key not in played:  # progress, so a long run shows where it is
            print(f"{key} ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)
        try:
            problems, steps = play(game, entry, args.bias)
        except Exception:  # a rule crash is a finding, reported with its game
            problems, steps = [traceback.format_exc(limit=4)], 0
        played[key] += 1
        actions[key] += steps
        found = [f"{key} players={entry.config.players} seed={entry.seed}: {p}" for p in problems]
        for line in found:  # at once, so a long run shows its findings while it goes on
            print(line, file=sys.stderr, flush=True)
        failures += found
    print(
        json.dumps(
            {
                "games": dict(played),
                "actions": dict(actions),
                "failures": failures,
                "seconds": round(time.perf_counter() - started, 1),
            },
            indent=2,
        )
    )
    if failures:
        raise SystemExit(f"{len(failures)} failing games")


if __name__ == "__main__":
    main()
