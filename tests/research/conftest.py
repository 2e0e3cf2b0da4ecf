"""Shared helpers: the bundled Voidfall engine and a mid-game state."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState


@pytest.fixture(scope="session")
def game() -> VoidfallGame:
    return VoidfallGame()


def midgame(game: VoidfallGame, players: int = 2, seed: int = 5, steps: int = 80) -> GameState:
    """The state after ``steps`` random decisions, once seat 0 decides again."""
    state = game.new_game(Config(players=players, seed=seed))
    rng = random.Random(seed)
    for done in range(5000):
        seat = game.current_seat(state)
        assert seat is not None, "the game ended too early"
        if done >= steps and seat == 0:
            return state
        game.apply_in_place(state, rng.choice(game.legal_ids(state)))
    raise AssertionError("no suitable mid-game state")
