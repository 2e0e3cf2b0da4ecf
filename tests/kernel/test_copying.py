"""Structural cloning (kernel.copying): equal to the original, and no mutable part shared."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import msgspec
import pytest

from domineum.kernel.copying import struct_copier
from domineum.kernel.game import clone

T = TypeVar("T")


def shared_mutables(a: Any, b: Any, path: str = "state") -> list[str]:
    """Paths where ``a`` and ``b`` hold the very same list, dict or non-frozen struct."""
    if isinstance(a, msgspec.Struct) and a.__struct_config__.frozen:
        return []
    if isinstance(a, (list, dict, msgspec.Struct)) and a is b:
        return [path]
    if isinstance(a, list):
        return [p for i, x in enumerate(a) for p in shared_mutables(x, b[i], f"{path}[{i}]")]
    if isinstance(a, dict):
        return [p for k in a for p in shared_mutables(a[k], b[k], f"{path}[{k!r}]")]
    if isinstance(a, msgspec.Struct):
        return [
            p
            for f in a.__struct_fields__
            for p in shared_mutables(getattr(a, f), getattr(b, f), f"{path}.{f}")
        ]
    return []


class Card(msgspec.Struct, frozen=True):
    name: str
    tags: tuple[str, ...] = ()


class Unit(msgspec.Struct):
    kind: str
    hits: list[int] = msgspec.field(default_factory=list)


class Tile(msgspec.Struct):
    id: str
    units: list[Unit] = msgspec.field(default_factory=list)
    fleets: dict[str, int] = msgspec.field(default_factory=dict)
    leader: Unit | None = None


class Frame(msgspec.Struct, tag_field="kind"):
    seat: int


class Pick(Frame, tag="pick"):
    picks: list[str] = msgspec.field(default_factory=list)


class Fight(Frame, tag="fight"):
    tile: Tile
    force: dict[str, int] = msgspec.field(default_factory=dict)


class Box(msgspec.Struct, Generic[T]):
    items: list[T]


class Table(msgspec.Struct, dict=True):
    """Every shape the planner knows; ``dict=True`` leaves room for a memo that is no field."""

    round: int
    names: list[str]
    scores: dict[str, int]
    tiles: list[Tile]
    by_id: dict[str, Tile]
    decks: dict[str, list[str]]
    grid: list[list[int]]
    stack: list[Pick | Fight]
    cards: list[Card]
    edges: tuple[tuple[str, str], ...] = ()
    top: Card = Card("top")
    focus: Tile | None = None
    hand: list[str] | None = None
    mixed: list[int | Unit] = msgspec.field(default_factory=list)
    box: Box[int] = msgspec.field(default_factory=lambda: Box([1, 2]))
    base: Frame = msgspec.field(default_factory=lambda: Pick(0, ["x"]))


def table() -> Table:
    tile = Tile("t1", [Unit("a", [1, 2]), Unit("b")], {"red": 2}, Unit("lead", [3]))
    return Table(
        round=3,
        names=["ann", "bob"],
        scores={"ann": 1, "bob": 2},
        tiles=[tile, Tile("t2")],
        by_id={"t1": Tile("t1", [Unit("c", [5])]), "t2": Tile("t2")},
        decks={"event": ["e1", "e2"], "empty": []},
        grid=[[1, 2], [3], []],
        stack=[Pick(0, ["p"]), Fight(1, Tile("t3", [Unit("d", [9])]), {"red": 1})],
        cards=[Card("c1", ("x",)), Card("c2")],
        edges=(("t1", "t2"),),
        focus=Tile("t4", [Unit("e")]),
        hand=["h1"],
        mixed=[4, Unit("f", [6])],
    )


def test_clone_is_equal_and_shares_no_mutable_part() -> None:
    original = table()
    copied = clone(original)
    assert copied == original
    assert shared_mutables(copied, original) == []
    assert "state.tiles" in shared_mutables(msgspec.structs.replace(original), original)


def test_clone_shares_the_immutable_parts() -> None:
    original = table()
    copied = clone(original)
    assert copied.edges is original.edges
    assert copied.top is original.top
    assert copied.cards[0] is original.cards[0]
    assert copied.names[0] is original.names[0]


def test_changing_the_clones_nested_containers_leaves_the_original() -> None:
    original = table()
    before = msgspec.json.encode(original)
    copied = clone(original)
    copied.names.append("cy")
    copied.scores["ann"] = 9
    copied.tiles[0].units[0].hits.append(7)
    copied.tiles[0].fleets.clear()
    copied.tiles[0].leader.hits.append(1)  # type: ignore[union-attr]
    copied.tiles.pop()
    copied.by_id["t1"].units[0].kind = "z"
    copied.decks["event"].pop()
    copied.grid[0][0] = 0
    copied.stack[0].picks.append("q")  # type: ignore[union-attr]
    fight = copied.stack[1]
    assert isinstance(fight, Fight)
    fight.tile.units[0].hits.clear()
    fight.force["blue"] = 1
    copied.cards.append(Card("c3"))
    copied.focus.units.append(Unit("g"))  # type: ignore[union-attr]
    copied.hand.append("h2")  # type: ignore[union-attr]
    copied.mixed[1].hits.append(0)  # type: ignore[union-attr]
    copied.box.items.append(3)
    assert msgspec.json.encode(original) == before


def test_union_members_keep_their_class() -> None:
    copied = clone(table())
    assert [type(f) for f in copied.stack] == [Pick, Fight]
    assert copied.mixed[0] == 4 and type(copied.mixed[1]) is Unit


def test_optional_fields_may_be_none() -> None:
    original = table()
    original.focus = None
    original.hand = None
    copied = clone(original)
    assert copied.focus is None and copied.hand is None
    assert copied == original


def test_the_instance_dict_is_not_copied() -> None:
    """A memo kept in the instance ``__dict__`` (``dict=True``) is no field: a clone starts
    without it, so a change to the clone cannot be answered from the original's memo."""
    original = table()
    original.memo = {"options": [1, 2]}  # type: ignore[attr-defined]
    copied = clone(original)
    assert not hasattr(copied, "memo")
    assert original.memo == {"options": [1, 2]}  # type: ignore[attr-defined]


def test_a_subclass_instance_is_copied_by_its_own_class() -> None:
    """A field typed ``Frame`` holding a ``Pick`` stays a ``Pick``, its own list copied."""
    original = table()
    copied = clone(original)
    assert type(copied.base) is Pick
    assert copied.base == original.base
    assert shared_mutables(copied.base, original.base) == []


class Node(msgspec.Struct):
    name: str
    children: list[Node] = msgspec.field(default_factory=list)


def test_recursive_types_are_cloned() -> None:
    original = Node("a", [Node("b"), Node("c", [Node("d")])])
    copied = clone(original)
    assert copied == original
    assert shared_mutables(copied, original) == []


class Counted(msgspec.Struct, kw_only=True):
    inits: list[int] = msgspec.field(default_factory=list)
    values: list[int] = msgspec.field(default_factory=list)

    def __post_init__(self) -> None:
        self.inits.append(1)


class Holder(msgspec.Struct):
    first: int
    counted: Counted = msgspec.field(default_factory=Counted)


def test_post_init_is_not_run_again_and_keyword_only_fields_are_copied() -> None:
    original = Holder(1, Counted(values=[5]))
    copied = clone(original)
    assert copied == original
    assert copied.counted.inits == [1]
    assert shared_mutables(copied, original) == []


def test_frozen_structs_are_shared() -> None:
    card = Card("c")
    assert struct_copier(Card)(card) is card


class Bad(msgspec.Struct):
    tags: set[str]


def test_an_unplannable_field_is_refused() -> None:
    with pytest.raises(TypeError, match="cannot plan"):
        struct_copier(Bad)
