"""Save formats: a game file written by an earlier version (before fields were added to the
state) still replays, checked the way that version would check it (docs/notation.md)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import msgspec
import pytest

from domineum.kernel.errors import ReplayMismatch
from domineum.kernel.game import state_hash
from domineum.kernel.record import SAVE_FORMAT, Session, schema_digest
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState

OLD = Path(__file__).parent / "data" / "voidfall-format1-0a1ec50.json"  # 40 actions, seed 11


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


def verify(game: VoidfallGame, data: bytes) -> Session[GameState]:
    session = Session.loads(game, data)
    session.verify(lambda initial: game.new_game(initial.config))
    return session


def test_a_format_1_file_of_an_earlier_version_replays(game: VoidfallGame) -> None:
    """The file (written at commit 0a1ec50, before the Psionics fields existed, with that
    version's action ids) fails today's exact hash but replays on the fields it wrote, its
    actions taken by notation; saved again it is of today's format and replays exactly."""
    data = OLD.read_bytes()
    raw = json.loads(data)
    assert "format" not in raw and "schema" not in raw
    old = Session.loads(game, data)
    assert old.stored_hash != state_hash(old.state), "the old file no longer matches exactly"
    session = verify(game, data)
    assert len(session.log) == 40
    assert [e.notation for e in session.log] == [a["notation"] for a in raw["actions"]]
    assert any(e.id != a["id"] for e, a in zip(session.log, raw["actions"], strict=True))
    saved = session.dumps()
    again = json.loads(saved)
    assert again["format"] == SAVE_FORMAT and again["schema"] == schema_digest(game.state_type)
    resumed = verify(game, saved)
    assert state_hash(resumed.state) == state_hash(session.state) == again["hash"]


def _rehash(raw: dict[str, object]) -> bytes:
    """The file with its hash recomputed over its state as written (as its version did)."""
    state = msgspec.json.encode(raw["state"])
    raw["hash"] = hashlib.sha256(state).hexdigest()[:16]
    return json.dumps(raw).encode()


def test_a_changed_old_file_is_still_refused(game: VoidfallGame) -> None:
    """The lenient comparison still compares every field the file wrote: a changed value
    with the old hash fails the hash check; with a recomputed hash it fails the replay."""
    raw = json.loads(OLD.read_bytes())
    raw["state"]["houses"][0]["influence"] += 1
    with pytest.raises(ReplayMismatch, match="is not the hash"):
        verify(game, json.dumps(raw).encode())
    with pytest.raises(ReplayMismatch, match="replaying 40 actions gives hash"):
        verify(game, _rehash(raw))
    raw = json.loads(OLD.read_bytes())
    raw["initial"]["houses"][1]["influence"] += 1
    with pytest.raises(ReplayMismatch, match="is not the setup of its own configuration"):
        verify(game, _rehash(raw))
