"""Access to the Incursion state of a game (``GameState.incursion``)."""

from __future__ import annotations

from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.state import GameState


def of(state: GameState) -> IncursionState:
    """The game's Incursion pieces; a game without the module has none (a programming error)."""
    if state.incursion is None:
        raise ValueError("this game does not use the Incursion module")
    return state.incursion
