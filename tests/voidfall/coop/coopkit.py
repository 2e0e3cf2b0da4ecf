"""Helpers for the co-op tests: a co-op game against the Void at a Selection, effects pushed."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Arg, Effect, Scalar
from domineum.voidfall.model.state import Config, GameState
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content
assert CONTENT.void is not None
PACK = CONTENT.void  # the Void's components of the bundled pack
Inner = dict[str, Scalar | list[str]]  # an effect written inside a ``joint`` effect


def config(players: int = 2, seed: int = 1, difficulty: str = "easy") -> Config:
    return Config(players=players, mode="coop", seed=seed, options=(f"difficulty={difficulty}",))


def at_selection(players: int = 2, seed: int = 1) -> GameState:
    """A co-op game at the first Selection of the Focus Phase."""
    state = solokit.to_selection(solokit.game().new_game(config(players, seed)))
    assert state.phase == "focus"
    return state


def effect(state: GameState, seat: int, raw: dict[str, Arg]) -> GameState:
    """Push one effect (not a cost, as an action's effect is) for ``seat`` and settle."""
    memo.forget(state)
    push_step(state, CONTENT, seat, Effect.from_mapping(raw), cost=False)
    flow.settle(state, CONTENT)
    return state


def top_seat(state: GameState) -> int:
    return state.stack[-1].seat
