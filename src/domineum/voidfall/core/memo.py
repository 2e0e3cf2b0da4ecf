"""What the rules derive from a state between decisions, memoised on the state.

:func:`~domineum.voidfall.engine.flow.settle` stops at a real decision after computing its
options; it keeps them here (and the game keeps their action ids) so that listing the legal
actions next, and checking the chosen one against them, costs nothing. The memo lives in the
state's instance ``__dict__``, outside its fields, so it is never serialised, compared, cloned or
shown in a view. Whatever changes the pending decision drops it:
:func:`~domineum.voidfall.engine.flow.choose` and pushing a frame do; code that edits a state by
hand calls :func:`forget`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.model.state import GameState

OPTIONS = "options"
IDS = "ids"


def recall(state: GameState, key: str) -> Any:
    """The value memoised under ``key`` (do not mutate it), or None."""
    return vars(state).get(key)


def remember(state: GameState, key: str, value: object) -> None:
    vars(state)[key] = value


def action_ids(
    state: GameState,
    options: Callable[[], list[Choice]],
    id_of: Callable[[str, tuple[str, ...]], int],
) -> list[int]:
    """The ids of the pending options (do not mutate the list): memoised alongside settled
    options; otherwise worked out from ``options()`` each time."""
    memo = vars(state)
    ids: list[int] | None = memo.get(IDS)
    if ids is None:
        settled: list[Choice] | None = memo.get(OPTIONS)
        ids = [id_of(c.kind, c.values) for c in (settled if settled is not None else options())]
        if settled is not None:
            memo[IDS] = ids
    return ids


def forget(state: GameState) -> None:
    """Drop the whole memo: call it before editing ``state`` other than through the rules."""
    vars(state).clear()


def carry(source: GameState, copy: GameState) -> None:
    """Give ``copy``, an unchanged clone of ``source``, everything memoised on ``source``."""
    vars(copy).update(vars(source))
