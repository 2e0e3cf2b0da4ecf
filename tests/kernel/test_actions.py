"""The fixed action space: stable ids, notation round trips, clear errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domineum.kernel.actions import ActionKind, ActionSpace
from domineum.kernel.errors import NotationError

SPACE = ActionSpace(
    [
        ActionKind("pass"),
        ActionKind("pick", (("a", "b", "c"),)),
        ActionKind("move", (("x", "y"), ("1", "2", "3"))),
    ]
)


def test_ids_are_dense_and_stable() -> None:
    assert SPACE.size == 1 + 3 + 6
    assert SPACE.encode("pass") == 0
    assert SPACE.encode("pick", "c") == 3
    assert SPACE.encode("move", "y", "1") == 7


@given(st.integers(min_value=0, max_value=SPACE.size - 1))
def test_every_id_round_trips_through_notation(action_id: int) -> None:
    text = SPACE.notation(action_id)
    assert SPACE.parse(text) == action_id
    assert SPACE.parse(str(action_id)) == action_id


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty"),
        ("jump", "unknown action 'jump'"),
        ("pick d", "'d' is not a value of 'pick'"),
        ("move x", "takes 2 values"),
        ("99", "outside"),
    ],
)
def test_bad_notation_is_named(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        SPACE.parse(text)


def test_duplicate_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        ActionSpace([ActionKind("a"), ActionKind("a")])
