"""The interface a game implements, and what the kernel does with any game.

A game state is a ``msgspec.Struct`` of plain data. ``apply`` never mutates its input: it works
on a :func:`clone` and returns it, so an :class:`IllegalAction` leaves the caller's state as it
was.
"""

from __future__ import annotations

import hashlib
from typing import Protocol, TypeVar

import msgspec

from domineum.kernel.actions import Action, ActionSpace
from domineum.kernel.copying import struct_copier

S = TypeVar("S", bound=msgspec.Struct)

_json_encoder = msgspec.json.Encoder(order="deterministic")


class Game(Protocol[S]):
    """What the kernel, bots and interfaces need from a game."""

    name: str
    state_type: type[S]

    @property
    def action_space(self) -> ActionSpace: ...

    def current_seat(self, state: S) -> int | None:
        """The seat that decides next, or ``None`` when the game is over."""
        ...

    def legal_actions(self, state: S) -> list[Action]:
        """Every legal action of the current decision."""
        ...

    def apply_in_place(self, state: S, action_id: int) -> None:
        """Like :meth:`apply` but changes ``state`` itself (for playouts that do not keep it);
        an illegal action still raises ``IllegalAction`` before anything changes."""
        ...

    def apply(self, state: S, action_id: int) -> S:
        """The state after ``action_id``; if illegal, raise ``IllegalAction`` and change nothing."""
        ...

    def returns(self, state: S) -> list[float]:
        """Final result per seat (1 win, 0 loss, shared wins split) once the game is over."""
        ...

    def view(self, state: S, seat: int | None) -> S:
        """The state as ``seat`` may see it (``None``: a spectator)."""
        ...

    def hidden_fingerprint(self, state: S) -> object:
        """A value that changes whenever hidden information is drawn or revealed, or chance is
        used: a step that changes it is an information barrier and can never be undone."""
        ...


def clone(state: S) -> S:
    """A structural copy of a plain-data state: mutable containers copied, immutables shared."""
    copied: S = struct_copier(type(state))(state)
    return copied


def to_json(state: msgspec.Struct) -> bytes:
    """Canonical JSON of a state (dict keys sorted), the basis of the state hash."""
    return _json_encoder.encode(state)


def from_json(data: bytes | str, state_type: type[S]) -> S:
    """Decode and validate a state; raises ``msgspec.ValidationError`` naming the bad path."""
    return msgspec.json.decode(data, type=state_type)


def state_hash(state: msgspec.Struct) -> str:
    """A stable hash of the whole state (the same on every machine)."""
    return hashlib.sha256(to_json(state)).hexdigest()[:16]
