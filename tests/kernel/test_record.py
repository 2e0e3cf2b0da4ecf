"""Kernel records with a toy game: the kernel knows no Voidfall rule."""

from __future__ import annotations

import msgspec
import pytest

from domineum.kernel.actions import Action, ActionKind, ActionSpace
from domineum.kernel.errors import IllegalAction, ReplayMismatch
from domineum.kernel.game import clone, from_json, state_hash, to_json
from domineum.kernel.record import Session
from domineum.kernel.rng import Rng


class Pile(msgspec.Struct):
    """Two players take 1-3 stones; a chance card adds stones at random."""

    stones: int
    to_move: int = 0
    rng: Rng = msgspec.field(default_factory=lambda: Rng.seeded(9))
    hand: list[int] = msgspec.field(default_factory=lambda: [0, 0])


class Nim:
    name = "nim"
    state_type = Pile
    action_space = ActionSpace([ActionKind("take", (("1", "2", "3"),))])

    def current_seat(self, state: Pile) -> int | None:
        return None if state.stones == 0 else state.to_move

    def legal_actions(self, state: Pile) -> list[Action]:
        return [
            Action(self.action_space.encode("take", str(n)), f"take {n}", f"take {n}")
            for n in (1, 2, 3)
            if n <= state.stones
        ]

    def apply(self, state: Pile, action_id: int) -> Pile:
        _, (n,) = self.action_space.decode(action_id)
        if int(n) > state.stones:
            raise IllegalAction("not enough stones", "NIM-1")
        new = clone(state)
        new.stones -= int(n)
        new.hand[new.to_move] += int(n) + (new.rng.below(2) if n == "3" else 0)
        new.to_move = 1 - new.to_move
        return new

    def returns(self, state: Pile) -> list[float]:
        return [1.0, 0.0] if state.to_move == 1 else [0.0, 1.0]

    def view(self, state: Pile, seat: int | None) -> Pile:
        return state

    def hidden_fingerprint(self, state: Pile) -> object:
        return state.rng.state

    def apply_in_place(self, state: Pile, action_id: int) -> None:
        new = self.apply(state, action_id)
        for field in Pile.__struct_fields__:
            setattr(state, field, getattr(new, field))


def test_apply_never_mutates_and_illegal_leaves_state() -> None:
    game = Nim()
    start = Pile(stones=2)
    before = state_hash(start)
    game.apply(start, 0)
    assert state_hash(start) == before
    with pytest.raises(IllegalAction) as info:
        game.apply(start, 2)
    assert info.value.rule_id == "NIM-1"
    assert state_hash(start) == before


def test_json_round_trip_is_identical() -> None:
    state = Pile(stones=7, hand=[3, 4])
    state.rng.below(5)
    again = from_json(to_json(state), Pile)
    assert state_hash(again) == state_hash(state)
    assert again == state


def test_session_save_load_replay() -> None:
    game = Nim()
    session = Session(game, Pile(stones=9))
    for n in ("take 2", "take 3", "take 1"):
        session.apply(game.action_space.parse(n))
    data = session.dumps()
    loaded = Session.loads(game, data)
    assert state_hash(loaded.state) == state_hash(session.state)
    assert [e.notation for e in loaded.log] == ["take 2", "take 3", "take 1"]
    assert state_hash(loaded.replay()) == state_hash(session.state)


def test_replay_detects_a_tampered_state() -> None:
    game = Nim()
    session = Session(game, Pile(stones=9))
    session.apply(0)
    session.state.stones += 1
    with pytest.raises(ReplayMismatch):
        session.replay()


def test_loading_another_games_file_is_refused() -> None:
    game = Nim()
    data = Session(game, Pile(stones=3)).dumps().replace(b'"nim"', b'"chess"')
    with pytest.raises(ValueError, match="chess"):
        Session.loads(game, data)


def test_undo_stops_at_an_information_barrier() -> None:
    """Undo replays the log without the last own step; one that used chance is final."""
    game = Nim()
    session = Session(game, Pile(stones=9))
    session.apply(game.action_space.parse("take 1"))
    session.apply(game.action_space.parse("take 1"))
    assert session.can_undo(1) and not session.can_undo(0), "only the seat that just moved"
    assert session.undo(1)
    assert state_hash(session.state) == state_hash(game.apply(Pile(stones=9), 0))
    session.apply(game.action_space.parse("take 3"))
    assert session.log[-1].barrier  # taking 3 draws a random bonus
    assert not session.undo(1)
