"""The options of the pending decision, memoised on the state: the one owner of that memo.

:func:`~domineum.voidfall.engine.flow.settle` stops at a real decision after computing its
options and keeps them here with their action ids, so that listing the legal actions next, and
applying one of them, costs no second computation. The memo lives in the state's instance
``__dict__``, outside its fields, so it is never serialised, compared, cloned or shown in a view.

It is trusted only while it is provably current: it carries a stamp of what the options were
computed from (the top frame itself, the stack's depth, the log's length, the deciding seat's
resources and Influence: what a cost or a gain changes), and :func:`current` drops it when the
stamp no longer matches, so a state whose payable costs were edited by hand is never answered
from a stale memo. Edits the stamp cannot see (sectors, Fleet Power, cards) must still call
:func:`forget`, as position loading and determinization do; the debug switch
``DOMINEUM_CHECK_MEMO=1`` recomputes every memoised list and fails on any difference (the test
suite runs with it on).
"""

from __future__ import annotations

import os
from collections.abc import Callable

import msgspec

from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.model.galaxy import forget_control
from domineum.voidfall.model.state import Frame, GameState

_KEY = "pending"
CHECK = os.environ.get("DOMINEUM_CHECK_MEMO", "") == "1"


class StaleMemo(AssertionError):
    """Under ``DOMINEUM_CHECK_MEMO=1``: a memoised list differs from a fresh computation."""


class Pending(msgspec.Struct):
    """The pending decision's options, their ids (filled on first use) and the stamp of what
    they were computed from: the top frame itself, the stack's depth, the log's length, and the
    deciding seat's resources (``held``, None for no seat) and Influence (kept as fields,
    compared one by one: this is checked at every decision; a Struct, built without a Python
    ``__init__``)."""

    options: list[Choice]
    top: Frame
    depth: int
    logged: int
    seat: int
    held: list[int] | None
    influence: int
    ids: list[int] | None = None


def remember(state: GameState, options: list[Choice]) -> Pending:
    """Keep ``options``, just computed for the decision on top of the stack (returned too)."""
    stack = state.stack
    top = stack[-1]
    seat = top.seat
    if seat >= 0:
        house = state.houses[seat]
        held, influence = house.resources.copy(), house.influence
    else:
        held, influence = None, 0
    pending = Pending(options, top, len(stack), len(state.notes), seat, held, influence)
    state.__dict__[_KEY] = pending
    return pending


def current(state: GameState, fresh: Callable[[GameState], list[Choice]] | None) -> Pending | None:
    """The memo if it is still current for ``state``: if ``state`` still shows what its options
    were computed from (else it is dropped and None returned). ``fresh(state)`` recomputes the
    options when the debug switch asks for a comparison (None: no comparison; a function of the
    state, so that callers pass a bound method or a module function, not a closure made at
    each decision)."""
    memo: Pending | None = state.__dict__.get(_KEY)
    if memo is None:
        return None
    stack = state.stack  # the stamp, compared here (a call fewer at each of two per decision)
    top = memo.top
    if (
        len(stack) != memo.depth  # the depth is at least 1
        or stack[-1] is not top
        or len(state.notes) != memo.logged
        or top.seat != memo.seat
    ):
        drop(state)
        return None
    if memo.held is not None:
        house = state.houses[memo.seat]
        if house.influence != memo.influence or house.resources != memo.held:
            drop(state)
            return None
    if CHECK and fresh is not None and fresh(state) != memo.options:
        raise StaleMemo(f"memoised options differ from a fresh computation: {memo.options}")
    return memo


def action_ids(
    state: GameState,
    options: Callable[[GameState], list[Choice]],
    ids_of: Callable[[list[Choice]], list[int]],
) -> list[int]:
    """The ids of the pending options (do not mutate the list): memoised alongside current
    options; otherwise worked out from ``options(state)`` each time."""
    memo = current(state, options)
    if memo is None:
        return ids_of(options(state))
    ids = memo.ids
    if ids is None:
        ids = memo.ids = ids_of(memo.options)
    return ids


def drop(state: GameState) -> None:
    """Drop the memo: the pending decision changes (the engine; an edit by hand calls
    :func:`forget`)."""
    state.__dict__.pop(_KEY, None)


def forget(state: GameState) -> None:
    """``state`` was edited by hand: drop the memo and the cached control of its sectors
    (``Galaxy.controlled_by``, VF-SECTOR-04/05), which only the rules keep current."""
    state.__dict__.pop(_KEY, None)
    forget_control(state.galaxy)


def carry(source: GameState, copy: GameState) -> None:
    """Give ``copy``, an unchanged clone of ``source``, the memo of ``source`` (its stamp is
    re-taken, since the clone's frames are new objects)."""
    memo = current(source, None)
    if memo is not None and copy.stack:
        remember(copy, memo.options).ids = memo.ids
