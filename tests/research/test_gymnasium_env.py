"""The single-agent Gymnasium environment: the learner against kernel bots."""

from __future__ import annotations

import warnings
from typing import SupportsFloat

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import state_hash
from domineum.research.gymnasium_env import VOIDFALL_ID, voidfall_gym_env


def test_check_env_passes_without_warnings() -> None:
    # check_env steps an unmasked action_space.sample(), almost always an illegal id here, so
    # it needs illegal_action="penalize"; made through gymnasium.make so the env has a spec.
    env = gymnasium.make(VOIDFALL_ID, players=2, illegal_action="penalize", render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)


@pytest.mark.parametrize(("players", "seat", "opponents"), [(2, 0, "random"), (3, 2, "greedy")])
def test_plays_a_game_to_the_end(players: int, seat: int, opponents: str) -> None:
    env = voidfall_gym_env(players=players, seat=seat, opponents=opponents)
    obs, info = env.reset(seed=players)
    rng = np.random.default_rng(0)
    done = False
    steps = 0
    reward: SupportsFloat = 0.0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        assert sorted(legal.tolist()) == sorted(info["legal_ids"])
        assert env.game.current_seat(env.game_state) == seat
        obs, reward, done, truncated, info = env.step(int(rng.choice(legal)))
        assert not truncated
        steps += 1
    assert steps > 10
    assert info["returns"] == env.game.returns(env.game_state)
    assert reward == info["returns"][seat]
    assert not obs["action_mask"].any()


def test_reset_is_deterministic() -> None:
    env = voidfall_gym_env(players=2, opponents="random")
    a, _ = env.reset(seed=9)
    first = state_hash(env.game_state)
    b, _ = env.reset(seed=9)
    assert state_hash(env.game_state) == first
    assert np.array_equal(a["observation"], b["observation"])


def test_illegal_action_raises_by_default_and_changes_nothing() -> None:
    env = voidfall_gym_env(players=2)
    obs, _ = env.reset(seed=3)
    before = state_hash(env.game_state)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction, match=env.game.action_space.notation(illegal)):
        env.step(illegal)
    assert state_hash(env.game_state) == before


def test_penalize_mode_returns_the_penalty_and_changes_nothing() -> None:
    env = voidfall_gym_env(players=2, illegal_action="penalize", illegal_reward=-0.5)
    obs, _ = env.reset(seed=3)
    before = state_hash(env.game_state)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    after, reward, done, truncated, info = env.step(illegal)
    assert (reward, done, truncated) == (-0.5, False, False)
    assert "illegal" in info["illegal"]
    assert state_hash(env.game_state) == before
    assert np.array_equal(after["observation"], obs["observation"])


def test_unknown_bot_is_named() -> None:
    with pytest.raises(KeyError, match="known"):
        voidfall_gym_env(players=2, opponents="nobody")
