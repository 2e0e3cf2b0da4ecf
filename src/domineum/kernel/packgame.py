"""What every game engine over a content pack and a stack of pending decisions does alike.

A game's engine class (``VoidfallGame``, ``RevenantGame``) derives from :class:`PackGame`: it
holds the pack (the bundled one unless one is given) and the action space built from it; the
seat to decide is the top decision's until the game is over. The game itself adds its setup,
choices, labels, how a choice is applied and who wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

from domineum.kernel.actions import ActionSpace


class Seated(Protocol):
    """A pending decision: the seat that takes it."""

    @property
    def seat(self) -> int: ...


class StackState(Protocol):
    """A state with a phase (``"over"`` at the end) and a stack of pending decisions."""

    @property
    def phase(self) -> str: ...
    @property
    def stack(self) -> Sequence[Seated]: ...


C = TypeVar("C")
T = TypeVar("T", bound=StackState)


class PackGame(Generic[C, T]):
    """The engine for one content pack; stateless apart from the pack."""

    def __init__(
        self,
        content: C | None,
        load: Callable[[], C],
        build_space: Callable[[C], ActionSpace],
    ) -> None:
        self.content: C = content if content is not None else load()
        self._space = build_space(self.content)

    @property
    def action_space(self) -> ActionSpace:
        return self._space

    def current_seat(self, state: T) -> int | None:
        """The seat that decides next, or ``None`` when the game is over."""
        if state.phase == "over" or not state.stack:
            return None
        return state.stack[-1].seat

    def decision_depth(self, state: T) -> int:
        """How many decisions are nested right now (bots use it to finish an action)."""
        return len(state.stack)

    def is_over(self, state: T) -> bool:
        return state.phase == "over"
