"""Random games across 1–4 players with the invariants checked after every action."""

from __future__ import annotations

import pytest

from domineum.kernel.record import Session
from domineum.kernel.rng import Rng
from domineum.revenant.checks.invariants import problems
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config


def play_random(game: RevenantGame, players: int, seed: int) -> Session:  # type: ignore[type-arg]
    session = Session(game, game.new_game(Config(players=players, seed=seed)))
    rng = Rng.seeded(seed + 1000)
    while game.current_seat(session.state) is not None:
        ids = game.legal_ids(session.state)
        assert ids, "a decision with no legal action"
        session.apply(ids[rng.below(len(ids))])
        bad = problems(session.state, game.content)
        assert not bad, f"seed {seed}, after {session.log[-1].notation}: {bad}"
        assert len(session.log) < 5000
    return session


@pytest.mark.parametrize("seed", range(52))
def test_rv_round_01_random_games_finish_with_invariants(game: RevenantGame, seed: int) -> None:
    """RV-ROUND-01, RV-ROUND-06, RV-END-01: random games of 1–4 players end with a winner after
    4 Cycles, every invariant holding after every action."""
    players = seed % 4 + 1
    session = play_random(game, players, seed)
    state = session.state
    assert state.phase == "over" and state.cycle == 4
    assert len(state.scores) == players
    assert game.returns(state).count(1.0) == 1


def test_replay_is_bit_identical(game: RevenantGame) -> None:
    """Replaying a recorded game from its log gives the same state hash (ARCHITECTURE)."""
    session = play_random(game, 3, 7)
    loaded = Session.loads(game, session.dumps())
    loaded.replay()
    again = play_random(game, 3, 7)
    assert again.dumps() == session.dumps()
