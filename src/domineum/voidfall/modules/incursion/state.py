"""Access to the Incursion state of a game (``GameState.incursion``) and to its cards."""

from __future__ import annotations

from domineum.voidfall.content.incursion_schema import IncursionPack
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.state import GameState


def of(state: GameState) -> IncursionState:
    """The game's Incursion pieces; a game without the module has none (a programming error)."""
    if state.incursion is None:
        raise ValueError("this game does not use the Incursion module")
    return state.incursion


def pack(content: Content) -> IncursionPack:
    """The pack's Incursion cards (a pack without them cannot set up Incursion)."""
    if content.incursion is None:
        raise ValueError("this content pack has no Incursion cards (modules/incursion/void/)")
    return content.incursion
