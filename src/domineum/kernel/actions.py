"""Actions in a fixed, enumerable action space.

An action kind has a name and a tuple of parameter domains (finite value lists). Every action is
one kind with one value per parameter; its stable integer id is a mixed-radix number offset by
the kind, so the same (kind, values) always has the same id for a given space. The text
notation is the kind name followed by the values, e.g. ``focus conquest`` or ``sector s7``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from domineum.kernel.errors import NotationError
from domineum.kernel.messages import Plural, register, render

register(
    {
        "kernel.notation.arity": Plural(
            "'{kind}' takes {n} value, got {got}: {values}",
            "'{kind}' takes {n} values, got {got}: {values}",
        ),
        "kernel.notation.value": "'{value}' is not a value of '{kind}'",
        "kernel.notation.not_int": "{id} is not an action id (a whole number)",
        "kernel.notation.range": "action id {id} is outside 0..{last}",
        "kernel.notation.empty": "empty action",
        "kernel.notation.bad_id": "'{text}' is not an action id (0..{last})",
        "kernel.notation.unknown": "unknown action '{name}' (known: {known})",
    }
)


class Coded(Protocol):
    """A choice as the action space encodes it: an action kind's name and its values."""

    @property
    def kind(self) -> str: ...
    @property
    def values(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class ActionKind:
    """One family of actions: ``name`` followed by one value from each domain."""

    name: str
    domains: tuple[tuple[str, ...], ...] = ()

    @property
    def size(self) -> int:
        n = 1
        for d in self.domains:
            n *= len(d)
        return n


@dataclass(frozen=True, slots=True)
class Action:
    """A legal move: stable ``id``, text ``notation``, human ``label`` and the rules it uses."""

    id: int
    notation: str
    label: str
    rules: tuple[str, ...] = ()
    seat: int = 0


@dataclass(slots=True)
class ActionSpace:
    """The fixed action space of a game (for one content pack)."""

    kinds: Sequence[ActionKind]
    _offsets: dict[str, int] = field(init=False, default_factory=dict)
    _by_name: dict[str, ActionKind] = field(init=False, default_factory=dict)
    _positions: dict[str, list[dict[str, int]]] = field(init=False, default_factory=dict)
    _encoded: dict[tuple[str, tuple[str, ...]], int] = field(init=False, default_factory=dict)
    _decoded: dict[int, tuple[str, tuple[str, ...]]] = field(init=False, default_factory=dict)
    size: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        offset = 0
        for kind in self.kinds:
            if kind.name in self._by_name:
                raise ValueError(f"duplicate action kind {kind.name!r}")
            self._by_name[kind.name] = kind
            self._offsets[kind.name] = offset
            self._positions[kind.name] = [{v: i for i, v in enumerate(d)} for d in kind.domains]
            offset += kind.size
        self.size = offset

    def encode(self, kind: str, *values: str) -> int:
        """The id of ``kind values…``."""
        return self.id_of(kind, values)

    def id_of(self, kind: str, values: tuple[str, ...]) -> int:
        """:meth:`encode` with the values as one tuple (memoised: ids are worked out once)."""
        known = self._encoded.get((kind, values))
        if known is None:
            known = self._encoded[(kind, values)] = self._encode(kind, values)
        return known

    def ids_of(self, options: Sequence[Coded]) -> list[int]:
        """:meth:`id_of` of each option (a game's choice: its ``kind`` and ``values``): the
        memoised ids are read in one comprehension (hot: once per decision), and only when one
        is missing are the options encoded one by one."""
        known = self._encoded
        try:
            return [known[(option.kind, option.values)] for option in options]
        except KeyError:
            return [self.id_of(option.kind, option.values) for option in options]

    def _encode(self, kind: str, values: tuple[str, ...]) -> int:
        k = self._kind(kind)
        if len(values) != len(k.domains):
            raise NotationError(
                render(
                    "kernel.notation.arity",
                    kind=kind,
                    n=len(k.domains),
                    got=len(values),
                    values=repr(" ".join(values)),
                )
            )
        number = 0
        for value, positions in zip(values, self._positions[kind], strict=True):
            pos = positions.get(value)
            if pos is None:
                raise NotationError(render("kernel.notation.value", value=value, kind=kind))
            number = number * len(positions) + pos
        return self._offsets[kind] + number

    def decode(self, action_id: int) -> tuple[str, tuple[str, ...]]:
        """The kind and values of ``action_id`` (memoised like :meth:`encode`)."""
        known = self._decoded.get(action_id) if type(action_id) is int else None
        if known is None:
            known = self._decoded[action_id] = self._decode(action_id)
        return known

    def _decode(self, action_id: int) -> tuple[str, tuple[str, ...]]:
        if type(action_id) is not int:  # a float, a string or a bool is no action id
            raise NotationError(render("kernel.notation.not_int", id=repr(action_id)))
        if not 0 <= action_id < self.size:
            raise NotationError(render("kernel.notation.range", id=action_id, last=self.size - 1))
        for kind in self.kinds:
            off = self._offsets[kind.name]
            if action_id < off + kind.size:
                number = action_id - off
                values: list[str] = []
                for domain in reversed(kind.domains):
                    number, pos = divmod(number, len(domain))
                    values.append(domain[pos])
                return kind.name, tuple(reversed(values))
        raise AssertionError("unreachable: id within size")

    def notation(self, action_id: int) -> str:
        kind, values = self.decode(action_id)
        return " ".join((kind, *values))

    def parse(self, text: str) -> int:
        """Parse an action's notation (or its integer id) into its id."""
        words = text.split()
        if not words:
            raise NotationError(render("kernel.notation.empty"))
        if len(words) == 1 and words[0].isdigit():
            if not words[0].isascii() or len(words[0]) > len(str(self.size)):
                raise NotationError(
                    render("kernel.notation.bad_id", text=words[0][:20], last=self.size - 1)
                )
            action_id = int(words[0])
            self.decode(action_id)
            return action_id
        return self.encode(words[0], *words[1:])

    def _kind(self, name: str) -> ActionKind:
        try:
            return self._by_name[name]
        except KeyError:
            known = ", ".join(sorted(self._by_name))
            raise NotationError(render("kernel.notation.unknown", name=name, known=known)) from None
