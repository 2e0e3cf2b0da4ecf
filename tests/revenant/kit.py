"""Helpers for Revenant rule tests: reach the Action phase, act by notation, inspect choices."""

from __future__ import annotations

from domineum.kernel.game import clone
from domineum.revenant.core.stack import settle
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, Frame, GameState, Turn


def start(game: RevenantGame, players: int = 3, seed: int = 1) -> GameState:
    """A new game with every set-up decision taken as its first legal choice."""
    state = game.new_game(Config(players=players, seed=seed))
    while state.phase == "setup":
        state = game.apply(state, game.legal_ids(state)[0])
    return state


def act(game: RevenantGame, state: GameState, *notations: str) -> GameState:
    for n in notations:
        state = game.apply_notation(state, n)
    return state


def notations(game: RevenantGame, state: GameState, cash: bool = False) -> list[str]:
    """The current decision's choices; without the discards of Hidden Influence for a resource
    (RV-TURN-14, open at every decision of your turn) unless ``cash``."""
    return [
        a.notation for a in game.legal_actions(state) if cash or not a.notation.startswith("cash ")
    ]


def decide(state: GameState) -> Frame:
    return state.stack[-1]


def fresh_turn(game: RevenantGame, state: GameState, seat: int) -> GameState:
    """``state`` with a new turn for ``seat`` at its Board step (everything else unchanged)."""
    s = clone(state)
    s.stack = []
    s.turn = Turn(seat=seat)
    if s.phase != "action":
        s.phase, s.step = "action", "turns"
    settle(s, game.content)
    return s


def frame_state(game: RevenantGame, state: GameState, frame: Frame, **turn: str) -> GameState:
    """``state`` with only ``frame`` pending (inside a turn of the frame's seat)."""
    s = clone(state)
    s.turn = Turn(seat=frame.seat, step="end", **turn)  # type: ignore[arg-type]
    s.stack = [frame]
    s.phase, s.step = "action", "turns"
    s.sequence = [frame.seat]  # afterwards a new turn starts and waits
    settle(s, game.content)
    return s
