"""Records that tell the truth (issue 13): `replay` checks every field a file claims, undo
takes its barriers from the replay, never from the file, and a Peek is a barrier."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from domineum.kernel.record import Session
from domineum.kernel.rng import Rng
from domineum.voidfall.cli.app import main
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState, Step


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


def cli(*args: str, input_text: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), input=input_text)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def played_until(game: VoidfallGame, seed: int, done: Any, limit: int = 3000) -> Session[GameState]:
    """A random game (seed ``seed``) played until ``done(session)`` (or fail)."""
    session = Session(game, game.new_game(Config(players=2, seed=seed)))
    rng = Rng.seeded(seed)
    for _ in range(limit):
        if done(session):
            return session
        session.apply(rng.choice(game.legal_ids(session.state)))
        if game.is_over(session.state):
            break
    pytest.fail(f"seed {seed}: the situation was not reached")


def a_draw_then_own_turn(session: Session[GameState]) -> bool:
    """The last action revealed something, and its seat decides again (undo would be asked)."""
    log = session.log
    return (
        bool(log) and log[-1].barrier and session.game.current_seat(session.state) == log[-1].seat
    )


def write(session: Session[GameState], path: Path, change: Any = None) -> Path:
    data = json.loads(session.dumps())
    if change is not None:
        change(data)
    path.write_text(json.dumps(data))
    return path


def test_replay_accepts_an_honest_record(game: VoidfallGame, tmp_path: Path) -> None:
    session = played_until(game, 3, lambda s: len(s.log) >= 30)
    code, out = cli("replay", str(write(session, tmp_path / "g.json")))
    assert code == 0 and "replayed 30 actions" in out, out


def _last(field: str, value: Any) -> Any:
    def change(data: dict[str, Any]) -> None:
        data["actions"][-1][field] = value

    return change


def _other_seat(data: dict[str, Any]) -> None:
    data["actions"][-1]["seat"] = 1 - data["actions"][-1]["seat"]


def _hash(data: dict[str, Any]) -> None:
    data["hash"] = "0" * 16


def _initial(data: dict[str, Any]) -> None:  # a valid state, but not the setup of its config
    resources = data["initial"]["houses"][0]["resources"]
    resources[0] = (resources[0] + 1) % 15


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (_last("barrier", False), "says barrier false"),
        (_other_seat, "decided"),
        (_last("notation", "focus nowhere"), "says 'focus nowhere'"),
        (_hash, "hash 0000000000000000 is not the hash"),
        (_initial, "is not the setup of its own configuration"),
    ],
    ids=["forged barrier", "forged seat", "forged notation", "forged hash", "forged initial"],
)
def test_replay_refuses_a_forged_field(
    game: VoidfallGame, tmp_path: Path, change: Any, says: str
) -> None:
    """ARCHITECTURE (Undo), VF-SELECT-07: every field of the log, the hash and the initial state
    are checked against the replay."""
    session = played_until(game, 5, a_draw_then_own_turn)
    path = write(session, tmp_path / "g.json", change)
    before = path.read_bytes()
    code, out = cli("replay", str(path))
    assert code == 1, out
    assert says in out
    assert path.read_bytes() == before


def test_a_forged_barrier_never_lets_undo_take_back_a_draw(
    game: VoidfallGame, tmp_path: Path
) -> None:
    """VF-SELECT-07: a draw is never undone, whatever the file says: the Session derives the
    barrier from the replay, and `play --load` refuses the forged file outright."""
    session = played_until(game, 5, a_draw_then_own_turn)
    seat = session.log[-1].seat
    assert not session.can_undo(seat)
    path = write(session, tmp_path / "g.json", _last("barrier", False))
    loaded = Session.loads(game, path.read_bytes())
    assert loaded.log[-1].barrier is False  # what the file claims ...
    assert not loaded.undo(seat)  # ... is not what undo believes
    assert loaded.log[-1].barrier is True
    seats = ",".join("human" if s == seat else "random" for s in range(2))
    code, out = cli("play", "--seats", seats, "--load", str(path), input_text="undo\nquit\n")
    assert code == 2 and "says barrier false" in out and "Taken back" not in out


def test_vf_peek_01_a_peek_is_an_information_barrier(game: VoidfallGame) -> None:
    """VF-PEEK-01: looking at two Galactic Events changes no deck size, yet it shows the seat
    something new: the action that shows them cannot be undone."""

    def peeking(session: Session[GameState]) -> bool:
        stack = session.state.stack
        return bool(stack) and isinstance(stack[-1], Step) and stack[-1].effect.op == "peek"

    for seed in range(40):
        try:
            session = played_until(game, seed, peeking, limit=400)
        except pytest.fail.Exception:
            continue
        seat = session.state.stack[-1].seat
        assert session.log[-1].barrier
        assert not session.can_undo(seat)
        assert not session.undo(seat)
        return
    pytest.fail("no Peek in 40 random games")


def test_undo_of_a_loaded_game_replays_its_log(game: VoidfallGame) -> None:
    """An ordinary own decision of a loaded game can still be taken back (barriers derived)."""

    def own_plain_decision(session: Session[GameState]) -> bool:
        log = session.log
        return (
            len(log) > 5
            and not log[-1].barrier
            and session.game.current_seat(session.state) == log[-1].seat
        )

    session = played_until(game, 2, own_plain_decision)
    seat = session.log[-1].seat
    loaded = Session.loads(game, session.dumps())
    before = len(loaded.log)
    assert loaded.undo(seat)
    assert len(loaded.log) == before - 1


def test_a_position_game_replays_and_says_it_was_not_compared(tmp_path: Path) -> None:
    position = tmp_path / "p.yaml"
    position.write_text("base: {players: 2, houses: [valnis, belitan], seed: 3}\ncycle: 1\n")
    out_file = tmp_path / "g.json"
    code, out = cli("new", "--scenario", str(position), "-o", str(out_file))
    assert code == 0, out
    assert json.loads(out_file.read_text())["start"] == "position"
    code, out = cli("replay", str(out_file))
    assert code == 0 and "started from a position" in out, out


def test_show_without_seat_is_a_spectator_and_legal_says_whose(
    game: VoidfallGame, tmp_path: Path
) -> None:
    """`show` without --seat lists no choice; `legal` says it is for the seat to move."""
    session = Session(game, game.new_game(Config(players=2, seed=1)))
    path = write(session, tmp_path / "g.json")
    seat = game.current_seat(session.state)
    code, out = cli("show", str(path))
    assert code == 0 and f"Seat {seat} decides" in out
    assert not any(line.startswith("  [") for line in out.splitlines())
    code, out = cli("show", str(path), "--seat", str(seat))
    assert any(line.startswith("  [") for line in out.splitlines())
    code, out = cli("legal", str(path))
    assert code == 0 and f"the choices of seat {seat}, the seat to move" in out


def test_the_view_has_no_seed(game: VoidfallGame) -> None:
    """A view's config has seed 0 and its RNG is blank: `new_game(view.config)` rebuilds no deck."""
    state = game.new_game(Config(players=3, seed=123))
    for seat in (0, 1, 2, None):
        view = game.view(state, seat)
        assert view.config.seed == 0 and view.rng.state == 0
        rebuilt = game.new_game(view.config)
        assert rebuilt.board.event_decks != state.board.event_decks


def test_play_reports_a_bots_hidden_choice_as_others_see_it() -> None:
    """VF-AGENDA-01, VF-VARIANT-02: a bot's kept Agenda or face-down Focus card is told as
    "seat N keeps an Agenda" / "chooses a Focus card face down", never by name."""
    said: list[str] = []
    for seed in range(4):
        code, out = cli("play", "--seats", "random,random", "--seed", str(seed))
        assert code == 0, out
        said += out.splitlines()
    assert not [line for line in said if "Keep the Agenda" in line]
    assert any("keeps an Agenda" in line for line in said)
