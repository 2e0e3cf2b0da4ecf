"""What determines one game of a simulation batch."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameSpec:
    """Everything that determines one game of a batch (its seats are its bots)."""

    index: int
    seed: int
    bots: tuple[str, ...]
    game: str = "voidfall"  # a name of sim/games.py's GAMES
    check: bool = False  # check every invariant after every action
    houses: tuple[str, ...] = ()
    content: str | None = None
    failures_dir: str = "sim-failures"
    map: str = ""
    mode: str = "competitive"
    options: tuple[str, ...] = ()  # rules options, e.g. the solo difficulty
    modules: tuple[str, ...] = ()  # Voidfall: Resurgence modules switched on (RS-MOD)
