"""The OpenSpiel adapter (skipped when pyspiel is not installed)."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from domineum.research import openspiel_game  # noqa: E402
from domineum.research.features import FEATURE_SIZE  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_through_the_pyspiel_api(players: int) -> None:
    game = pyspiel.load_game(openspiel_game.SHORT_NAME, {"players": players, "seed": players})
    assert game.num_players() == players
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    state = game.new_initial_state()
    rng = random.Random(players)
    moves = 0
    while not state.is_terminal():
        player = state.current_player()
        assert 0 <= player < players
        legal = state.legal_actions()
        assert legal == sorted(openspiel_game.engine().legal_ids(state.game_state))
        if moves % 50 == 0:
            assert len(state.observation_tensor(player)) == FEATURE_SIZE
            assert state.information_state_string(player).startswith(
                state.observation_string(player)
            )
        state.apply_action(rng.choice(legal))
        moves += 1
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    engine = openspiel_game.engine()
    assert state.returns() == engine.returns(state.game_state)
    assert sum(state.returns()) == pytest.approx(1.0)


def test_clone_is_independent_and_same_seed_same_game() -> None:
    game = pyspiel.load_game(openspiel_game.SHORT_NAME, {"players": 2, "seed": 5})
    state = game.new_initial_state()
    again = game.new_initial_state()
    assert str(state) == str(again)
    assert state.observation_string(0) == again.observation_string(0)
    copy = state.clone()
    state.apply_action(state.legal_actions()[0])
    assert copy.observation_string(0) == again.observation_string(0)


def test_illegal_action_is_refused() -> None:
    game = pyspiel.load_game(openspiel_game.SHORT_NAME, {"players": 2, "seed": 1})
    state = game.new_initial_state()
    before = state.observation_string(0)
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(Exception, match="illegal"):
        state.apply_action(illegal)
    assert state.observation_string(0) == before


def test_random_sim_test_passes() -> None:
    game = pyspiel.load_game(openspiel_game.SHORT_NAME, {"players": 3, "seed": 2})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
