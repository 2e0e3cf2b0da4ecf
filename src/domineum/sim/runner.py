"""Play batches of games between bots, for every game of ``sim/games.py`` (Voidfall, Revenant).

Game ``i`` of a batch always uses ``derive_seed(seed, i)`` and the same seat assignment (the bot
list rotates by ``i``), so results do not depend on how many workers play them or where.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from domineum.kernel.record import Session
from domineum.kernel.rng import derive_seed
from domineum.sim.games import GAMES, engine
from domineum.sim.spec import GameSpec as GameSpec

MAX_DECISIONS = 20_000  # a guard against a game that never ends (it would be a bug)


@dataclass
class GameResult:
    """One row of ``--out``: who played, how it ended, how long it took."""

    index: int
    seed: int
    seats: list[str]
    houses: list[str]
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0
    error: str = ""
    log_file: str = ""
    mode: str = "competitive"
    void: int | None = None  # solo/co-op: the Void's final Influence (None: an immediate loss)
    problems: list[str] = field(default_factory=list)  # the first broken invariants (check)


def specs(
    games: int,
    seed: int,
    bots: Sequence[str],
    houses: Sequence[str] = (),
    content: str | None = None,
    failures_dir: str = "sim-failures",
    map_id: str = "",
    mode: str = "competitive",
    options: Sequence[str] = (),
    modules: Sequence[str] = (),
    *,
    game: str = "voidfall",
    seats: Sequence[int] = (),
    check: bool = False,
) -> list[GameSpec]:
    """The batch: game ``i`` rotates the bot list by ``i`` so every bot sits in every seat.
    ``seats``: the player counts to cycle through game by game (default: one seat per bot)."""
    n = len(bots)
    counts = list(seats) or [n]
    return [
        GameSpec(
            index=i,
            seed=derive_seed(seed, i),
            bots=tuple(bots[(s + i) % n] for s in range(counts[i % len(counts)])),
            game=game,
            check=check,
            houses=tuple(houses),
            content=content,
            failures_dir=failures_dir,
            map=map_id,
            mode=mode,
            options=tuple(options),
            modules=tuple(modules),
        )
        for i in range(games)
    ]


def play_one(spec: GameSpec) -> GameResult:
    """Play one game to the end; an exception is reported with the game's log, never raised.
    With ``spec.check``, the invariants are checked after every action and the first broken
    ones reported (the game goes on)."""
    started = time.perf_counter()
    sim_game = GAMES[spec.game]
    game = engine(spec.game, spec.content)
    result = GameResult(spec.index, spec.seed, list(spec.bots), [], mode=spec.mode)
    session: Session[Any] | None = None
    try:
        session = Session(game, game.new_game(sim_game.config(spec)))
        result.houses = sim_game.houses(session.state)
        bots = [sim_game.make_bot(name, game, spec.seed + s) for s, name in enumerate(spec.bots)]
        while (seat := game.current_seat(session.state)) is not None:
            if len(session.log) >= MAX_DECISIONS:
                raise RuntimeError(f"no end after {MAX_DECISIONS} decisions")
            action, _ = bots[seat].choose(session.state, game.legal_actions(session.state))
            session.apply(action.id)
            if spec.check and not result.problems:
                result.problems = sim_game.problems(game, session.state)
        outcome = sim_game.outcome(game, session.state)
        result.scores, result.winners, result.void = outcome.scores, outcome.winners, outcome.void
        result.decisions = len(session.log)
    except Exception as exc:
        result.error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=6)}"
        if session is not None:
            folder = Path(spec.failures_dir)
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"game-{spec.index}-seed-{spec.seed}.json"
            path.write_bytes(session.dumps())
            result.log_file = str(path)
            result.decisions = len(session.log)
    result.seconds = round(time.perf_counter() - started, 3)
    return result


def run_local(batch: Sequence[GameSpec], workers: int) -> Iterator[GameResult]:
    """Results in game order, from ``workers`` local processes (1: in this process)."""
    if workers <= 1:
        yield from map(play_one, batch)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play_one, batch, chunksize=1)


def run_ray(batch: Sequence[GameSpec], address: str | None) -> Iterator[GameResult]:
    """The same games as Ray tasks, on a local Ray or the cluster at ``address``."""
    import ray  # an optional extra: pip install 'domineum[ray]'

    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    task = ray.remote(play_one)
    refs = [task.remote(spec) for spec in batch]
    for ref in refs:
        yield ray.get(ref)


def as_row(result: GameResult) -> dict[str, Any]:
    return asdict(result)
