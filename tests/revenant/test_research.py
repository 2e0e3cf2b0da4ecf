"""Revenant in the PettingZoo and Gymnasium adapters: their API checkers pass."""

from __future__ import annotations

import random
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from domineum.research.revenant_adapters import (
    REVENANT_FEATURE_SIZE,
    REVENANT_ID,
    revenant_env,
    revenant_gym_env,
)


def test_pettingzoo_api_test_passes() -> None:
    env = revenant_env(players=2, seed=1)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(env, num_cycles=300)


def test_pettingzoo_random_game_to_the_end() -> None:
    env = revenant_env(players=3)
    env.reset(seed=3)
    rng = random.Random(3)
    rewards: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        assert obs["observation"].shape == (REVENANT_FEATURE_SIZE,)
        if terminated or truncated:
            rewards[agent] = float(reward)
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    assert sorted(rewards.values()) == [0.0, 0.0, 1.0]


def test_gymnasium_check_env_and_a_game() -> None:
    env = gymnasium.make(REVENANT_ID, players=2, illegal_action="penalize", render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)
    single = revenant_gym_env(players=2, seat=1, opponents="random")
    obs, _ = single.reset(seed=4)
    done = False
    rng = random.Random(4)
    while not done:
        action = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
        obs, _, terminated, truncated, _ = single.step(action)
        done = terminated or truncated


@pytest.mark.parametrize("players", [1, 2, 4])
def test_openspiel_random_games_end(players: int) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from domineum.research import revenant_openspiel

    game = pyspiel.load_game(revenant_openspiel.SHORT_NAME, {"players": players, "seed": players})
    assert game.num_players() == players
    state = game.new_initial_state()
    rng = random.Random(players)
    moves = 0
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        assert legal == sorted(revenant_openspiel.engine().legal_ids(state.game_state))
        if moves % 60 == 0:
            assert len(state.observation_tensor(player)) == REVENANT_FEATURE_SIZE
            assert state.information_state_string(player).startswith(
                state.observation_string(player)
            )
            assert str(state.clone()) == str(state)
        state.apply_action(rng.choice(legal))
        moves += 1
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert sum(state.returns()) == pytest.approx(1.0)
