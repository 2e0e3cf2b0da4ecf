"""Game records: the initial state plus every action taken, replayable bit for bit."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import cache
from typing import Any, Generic

import msgspec

from domineum.kernel import messages
from domineum.kernel.errors import DomineumError, IllegalAction, ReplayMismatch
from domineum.kernel.game import Game, S, clone, from_json, state_hash, to_json

messages.register(
    {
        "kernel.replay.hash_field": "the file's hash {stored} is not the hash {actual} of its "
        "state",
        "kernel.replay.illegal": "logged action {n} ('{notation}') is illegal: {reason}",
        "kernel.replay.bad_id": "logged action {n} has id {id}, which is no action",
        "kernel.replay.seat": "logged action {n} says seat {logged} decided; seat {actual} did",
        "kernel.replay.notation": "logged action {n} says '{logged}'; its id {id} is '{actual}'",
        "kernel.replay.barrier": "logged action {n} says barrier {logged}; replaying it gives "
        "{actual}",
        "kernel.replay.state": messages.Plural(
            "replaying {n} action gives hash {actual}, the record says {stored}",
            "replaying {n} actions gives hash {actual}, the record says {stored}",
        ),
        "kernel.replay.initial": "the initial state (hash {actual}) is not the setup of its own "
        "configuration (hash {expected})",
        "kernel.replay.after_end": "logged action {n} comes after the end of the game",
        "kernel.load.other_game": "this file holds a game of {found}, not {wanted}",
    }
)


class LoggedAction(msgspec.Struct, frozen=True):
    """One entry of the action log: who took which action, and whether it revealed anything.

    ``barrier`` marks an information barrier: the action drew or revealed hidden information
    (or used chance), so it can never be taken back (ARCHITECTURE: Undo).
    """

    seat: int
    id: int
    notation: str
    barrier: bool = False


#: The save format written now. 1: files written before the format was recorded (no
#: ``format`` field); 2: the file also records ``schema``, the digest of the state's type.
SAVE_FORMAT = 2


@cache
def schema_digest(state_type: type) -> str:
    """A digest of a state type's JSON schema: it changes whenever a field is added, removed,
    renamed or retyped anywhere in the state, i.e. whenever the state hash covers other fields."""
    schema = msgspec.json.encode(msgspec.json.schema(state_type), order="sorted")
    return hashlib.sha256(schema).hexdigest()[:16]


class GameRecord(msgspec.Struct):
    """What a saved game file holds. ``initial`` and ``state`` are the game's own JSON.

    ``start`` says where ``initial`` came from: ``setup`` (a new game of its configuration,
    which :meth:`Session.verify` checks) or ``position`` (a hand-written position).
    ``format`` is the save format (:data:`SAVE_FORMAT`; a file without it is format 1) and
    ``schema`` the :func:`schema_digest` of the state type that wrote the file.
    """

    game: str
    initial: msgspec.Raw
    actions: list[LoggedAction]
    state: msgspec.Raw
    hash: str
    start: str = "setup"
    format: int = 1
    schema: str = ""


def _as_written(raw: bytes) -> Any:
    """A stored state as the plain JSON values the saving version wrote (its own fields)."""
    return msgspec.json.decode(raw)


def _written_hash(written: Any) -> str:
    """The hash the saving version computed of a state it wrote: the same canonical bytes
    (decoding keeps the file's key order, which was the saving version's)."""
    return hashlib.sha256(msgspec.json.encode(written)).hexdigest()[:16]


def _known(value: Any, written: Any) -> Any:
    """``value`` (a state of today's type) as plain JSON values, keeping of each struct only the
    fields ``written`` (the same state as an older version wrote it) has: what that version
    could compare. Dicts and lists are kept whole; structs that omit default values are kept
    whole (an absent field there means a default, not an unknown field)."""
    if isinstance(value, msgspec.Struct) and isinstance(written, dict):
        config = value.__struct_config__
        if config.omit_defaults:
            return msgspec.to_builtins(value, str_keys=True, order="deterministic")
        out = {
            name: _known(getattr(value, field), written[name])
            for field, name in zip(
                value.__struct_fields__, value.__struct_encode_fields__, strict=True
            )
            if name in written
        }
        if isinstance(config.tag_field, str) and config.tag_field in written:
            out[config.tag_field] = config.tag
        return out
    if (
        isinstance(value, (list, tuple))
        and isinstance(written, list)
        and len(value) == len(written)
    ):
        return [_known(v, w) for v, w in zip(value, written, strict=True)]
    if isinstance(value, dict) and isinstance(written, dict):
        plain = msgspec.to_builtins(dict.fromkeys(value), str_keys=True)
        return {
            key: _known(v, written.get(key)) for key, v in zip(plain, value.values(), strict=True)
        }
    return msgspec.to_builtins(value, str_keys=True, order="deterministic")


def _replay_log(
    game: Game[S], initial: S, log: list[LoggedAction]
) -> tuple[S, list[LoggedAction], list[str]]:
    """Re-execute ``log`` from ``initial`` and rebuild every entry's seat, notation and barrier
    from the replay; the problems found in the logged fields are listed (the first first).
    A logged action that cannot be replayed raises :class:`ReplayMismatch`."""
    state = clone(initial)
    rebuilt: list[LoggedAction] = []
    problems: list[str] = []
    for n, entry in enumerate(log, start=1):
        seat = game.current_seat(state)
        if seat is None:
            raise ReplayMismatch(messages.render("kernel.replay.after_end", n=n))
        try:
            notation = game.action_space.notation(entry.id)
        except (DomineumError, ValueError, OverflowError):
            raise ReplayMismatch(
                messages.render("kernel.replay.bad_id", n=n, id=entry.id)
            ) from None
        before = game.hidden_fingerprint(state)
        try:
            game.apply_in_place(state, entry.id)
        except IllegalAction as exc:
            raise ReplayMismatch(
                messages.render("kernel.replay.illegal", n=n, notation=notation, reason=exc)
            ) from None
        barrier = game.hidden_fingerprint(state) != before
        real = LoggedAction(seat=seat, id=entry.id, notation=notation, barrier=barrier)
        if entry.seat != seat:
            problems.append(
                messages.render("kernel.replay.seat", n=n, logged=entry.seat, actual=seat)
            )
        if entry.notation != notation:
            problems.append(
                messages.render(
                    "kernel.replay.notation",
                    n=n,
                    logged=entry.notation,
                    id=entry.id,
                    actual=notation,
                )
            )
        if entry.barrier != barrier:
            problems.append(
                messages.render(
                    "kernel.replay.barrier",
                    n=n,
                    logged=str(entry.barrier).lower(),
                    actual=str(barrier).lower(),
                )
            )
        rebuilt.append(real)
    return state, rebuilt, problems


def _renumbered(game: Game[S], entry: LoggedAction) -> LoggedAction:
    """A logged action of a file of another state schema, its id taken from its notation: a
    version's action ids may differ from another's (the action space grows), its notation is
    the same words. Left as it is if today's notation does not know it (the replay says so)."""
    try:
        action_id = game.action_space.parse(entry.notation)
    except (DomineumError, ValueError):
        return entry
    return msgspec.structs.replace(entry, id=action_id)


class Session(Generic[S]):
    """A game in progress with its log: apply, replay, save, load."""

    def __init__(self, game: Game[S], initial: S) -> None:
        self.game = game
        self.initial = initial
        self.state = initial
        self.log: list[LoggedAction] = []
        self.start = "setup"
        self.stored_hash: str | None = None  # the hash field of a loaded file
        # a loaded file of another state schema: its initial and current state as it wrote them
        self.written: tuple[Any, Any] | None = None
        self._derived = 0  # log entries computed in this process (the rest came from a file)

    def apply(self, action_id: int) -> None:
        """Apply an action and log it; the initial state is never changed."""
        seat = self.game.current_seat(self.state)
        if self.state is self.initial:
            self.state = clone(self.initial)
        before = self.game.hidden_fingerprint(self.state)
        self.game.apply_in_place(self.state, action_id)
        self.log.append(
            LoggedAction(
                seat=-1 if seat is None else seat,
                id=action_id,
                notation=self.game.action_space.notation(action_id),
                barrier=self.game.hidden_fingerprint(self.state) != before,
            )
        )
        if self._derived == len(self.log) - 1:
            self._derived = len(self.log)

    def extend(self, state: S, entry: LoggedAction) -> None:
        """Record an action applied elsewhere (on a copy, e.g. by a server that commits it
        first): ``state`` is the state after it, ``entry`` its log entry, computed by the caller
        from that application (so, like :meth:`apply`'s, it need not be derived again)."""
        self.state = state
        self.log.append(entry)
        if self._derived == len(self.log) - 1:
            self._derived = len(self.log)

    def _derive(self) -> bool:
        """Rebuild the log's seat, notation and barrier fields from a replay (a loaded file's
        own fields are never trusted for undo); False if the log cannot be replayed."""
        if self._derived == len(self.log):
            return True
        try:
            state, rebuilt, _ = _replay_log(self.game, self.initial, self.log)
        except ReplayMismatch:
            return False
        if state_hash(state) != state_hash(self.state):
            return False
        self.log = rebuilt
        self._derived = len(rebuilt)
        return True

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat``'s last decision can be taken back: it was theirs, nobody decided
        after it, and it revealed nothing (VF-SELECT-07). The barriers are those the replay
        gives, never those a file claims."""
        if not self.log or not self._derive():
            return False
        return self.log[-1].seat == seat and not self.log[-1].barrier

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last decision by replaying the log without it."""
        if not self.can_undo(seat):
            return False
        self.log.pop()
        self._derived = len(self.log)
        state = clone(self.initial)
        for entry in self.log:
            self.game.apply_in_place(state, entry.id)
        self.state = state
        return True

    def record(self) -> GameRecord:
        return GameRecord(
            game=self.game.name,
            initial=msgspec.Raw(to_json(self.initial)),
            actions=list(self.log),
            state=msgspec.Raw(to_json(self.state)),
            hash=state_hash(self.state),
            start=self.start,
            format=SAVE_FORMAT,
            schema=schema_digest(type(self.state)),
        )

    def dumps(self) -> bytes:
        return msgspec.json.format(msgspec.json.encode(self.record()), indent=1)

    @classmethod
    def loads(cls, game: Game[S], data: bytes | str) -> Session[S]:
        """Load a saved game; the stored current state is trusted (see :func:`replay`)."""
        rec = msgspec.json.decode(data, type=GameRecord)
        if rec.game != game.name:
            raise ValueError(
                messages.render("kernel.load.other_game", found=rec.game, wanted=game.name)
            )
        session = cls(game, from_json(bytes(rec.initial), game.state_type))
        session.state = from_json(bytes(rec.state), game.state_type)
        session.log = list(rec.actions)
        session.start = rec.start
        session.stored_hash = rec.hash
        if rec.schema != schema_digest(game.state_type):  # an older format, or other fields
            session.written = (_as_written(bytes(rec.initial)), _as_written(bytes(rec.state)))
            session.log = [_renumbered(game, e) for e in session.log]
        return session

    def _same(self, state: S, stored: S, written: Any) -> bool:
        """Whether ``state`` is the stored state: the same hash, or, for a file of another
        state schema, the same values in every field that file wrote."""
        if self.written is None:
            return state_hash(state) == state_hash(stored)
        return bool(_known(state, written) == written)

    def verify(self, setup: Callable[[S], S | None] | None = None) -> S:
        """Check everything a record claims, raising :class:`ReplayMismatch` at the first
        problem: the stored hash field, each logged action (legal, and its seat, notation and
        barrier fields as the replay gives them), the replayed state against the stored one and,
        when ``setup(initial)`` gives the new game of the initial state's configuration (and the
        record says it started from a setup), the initial state against it. On success the log
        holds the replay's own fields.

        A file of another state schema (an older save format, docs/notation.md) is checked
        as the version that wrote it would: its hash against the state as written, its initial
        state and the replay on the fields it wrote; the replay starts from today's setup of its
        configuration and takes each action by its notation; on success the session holds the
        replayed state."""
        stored = state_hash(self.state)
        written_initial, written_state = self.written or (None, None)
        if written_state is not None:  # hashed as the version that wrote it hashed it
            stored = _written_hash(written_state)
        if self.stored_hash is not None and self.stored_hash != stored:
            raise ReplayMismatch(
                messages.render("kernel.replay.hash_field", stored=self.stored_hash, actual=stored)
            )
        if setup is not None and self.start == "setup":
            fresh = setup(self.initial)
            if fresh is not None and not self._same(fresh, self.initial, written_initial):
                raise ReplayMismatch(
                    messages.render(
                        "kernel.replay.initial",
                        actual=state_hash(self.initial),
                        expected=state_hash(fresh),
                    )
                )
            if fresh is not None and self.written is not None:
                # the fields the file could not write are those today's setup gives
                self.initial = fresh
        state, rebuilt, problems = _replay_log(self.game, self.initial, self.log)
        if problems:
            raise ReplayMismatch(problems[0])
        if not self._same(state, self.state, written_state):
            raise ReplayMismatch(
                messages.render(
                    "kernel.replay.state", n=len(self.log), actual=state_hash(state), stored=stored
                )
            )
        self.log = rebuilt
        self._derived = len(rebuilt)
        if self.written is not None:  # today's state: the file's fields and today's others
            self.state = state
            self.written = None
        return state

    def replay(self) -> S:
        """Re-execute the log from the initial state; raise if the result differs."""
        state, _, _ = _replay_log(self.game, self.initial, self.log)
        if state_hash(state) != state_hash(self.state):
            raise ReplayMismatch(
                messages.render(
                    "kernel.replay.state",
                    n=len(self.log),
                    actual=state_hash(state),
                    stored=state_hash(self.state),
                )
            )
        return state
