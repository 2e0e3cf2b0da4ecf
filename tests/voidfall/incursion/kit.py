"""Helpers for the Incursion tests: a game with ``--modules arsenal,incursion``."""

from __future__ import annotations

from functools import cache

from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.state import Config, GameState

MODULES = ("arsenal", "incursion")


@cache
def game() -> VoidfallGame:
    return VoidfallGame(load_content())


def config(players: int = 1, seed: int = 1, *options: str) -> Config:
    mode = "solo" if players == 1 else "coop"
    return Config(players=players, mode=mode, seed=seed, options=options, modules=MODULES)


def new(players: int = 1, seed: int = 1, *options: str) -> GameState:
    return game().new_game(config(players, seed, *options))


def inc(state: GameState) -> IncursionState:
    assert state.incursion is not None
    return state.incursion
