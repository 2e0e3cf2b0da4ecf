"""Game records: the initial state plus every action taken, replayable bit for bit."""

from __future__ import annotations

from typing import Generic

import msgspec

from domineum.kernel.errors import ReplayMismatch
from domineum.kernel.game import Game, S, clone, from_json, state_hash, to_json


class LoggedAction(msgspec.Struct, frozen=True):
    """One entry of the action log: who took which action, and whether it revealed anything.

    ``barrier`` marks an information barrier: the action drew or revealed hidden information
    (or used chance), so it can never be taken back (ARCHITECTURE: Undo).
    """

    seat: int
    id: int
    notation: str
    barrier: bool = False


class GameRecord(msgspec.Struct):
    """What a saved game file holds. ``initial`` and ``state`` are the game's own JSON."""

    game: str
    initial: msgspec.Raw
    actions: list[LoggedAction]
    state: msgspec.Raw
    hash: str


class Session(Generic[S]):
    """A game in progress with its log: apply, replay, save, load."""

    def __init__(self, game: Game[S], initial: S) -> None:
        self.game = game
        self.initial = initial
        self.state = initial
        self.log: list[LoggedAction] = []

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

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat``'s last decision can be taken back: it was theirs, nobody decided
        after it, and it revealed nothing (VF-SELECT-07)."""
        return bool(self.log) and self.log[-1].seat == seat and not self.log[-1].barrier

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last decision by replaying the log without it."""
        if not self.can_undo(seat):
            return False
        self.log.pop()
        state = self.initial
        for entry in self.log:
            state = self.game.apply(state, entry.id)
        self.state = state
        return True

    def record(self) -> GameRecord:
        return GameRecord(
            game=self.game.name,
            initial=msgspec.Raw(to_json(self.initial)),
            actions=list(self.log),
            state=msgspec.Raw(to_json(self.state)),
            hash=state_hash(self.state),
        )

    def dumps(self) -> bytes:
        return msgspec.json.format(msgspec.json.encode(self.record()), indent=1)

    @classmethod
    def loads(cls, game: Game[S], data: bytes | str) -> Session[S]:
        """Load a saved game; the stored current state is trusted (see :func:`replay`)."""
        rec = msgspec.json.decode(data, type=GameRecord)
        if rec.game != game.name:
            raise ValueError(f"this file holds a game of {rec.game!r}, not {game.name!r}")
        session = cls(game, from_json(bytes(rec.initial), game.state_type))
        session.state = from_json(bytes(rec.state), game.state_type)
        session.log = list(rec.actions)
        return session

    def replay(self) -> S:
        """Re-execute the log from the initial state; raise if the result differs."""
        state = self.initial
        for entry in self.log:
            state = self.game.apply(state, entry.id)
        if state_hash(state) != state_hash(self.state):
            raise ReplayMismatch(
                f"replaying {len(self.log)} actions gives hash {state_hash(state)}, "
                f"the record says {state_hash(self.state)}"
            )
        return state
