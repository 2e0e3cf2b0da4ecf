"""The PettingZoo AEC environment over Voidfall."""

from __future__ import annotations

import random
import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import state_hash
from domineum.research.features import FEATURE_SIZE
from domineum.research.pettingzoo_env import KernelAECEnv, voidfall_env
from domineum.voidfall.game import VoidfallGame


def play(env: KernelAECEnv, seed: int, check: Any = None) -> list[np.ndarray]:
    """Play a random game (picks seeded by ``seed``); return every observation seen."""
    rng = random.Random(seed)
    seen: list[np.ndarray] = []
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        seen.append(obs["observation"])
        if check is not None:
            check(env, agent, obs, terminated or truncated)
        if terminated or truncated:
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    return seen


def test_api_test_passes() -> None:
    env = voidfall_env(players=2, seed=1)
    with warnings.catch_warnings():
        # PettingZoo warns about every action-masked env: the observation is a dict
        # ({"observation", "action_mask"}), not a Box or a bare array.
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(env, num_cycles=400)


def test_spaces() -> None:
    env = voidfall_env(players=3)
    env.reset(seed=2)
    assert env.possible_agents == ["seat_0", "seat_1", "seat_2"]
    size = env.game.action_space.size
    for agent in env.possible_agents:
        assert env.action_space(agent).n == size  # type: ignore[attr-defined]
        obs = env.observe(agent)
        assert obs["observation"].shape == (FEATURE_SIZE,)
        assert obs["action_mask"].dtype == np.int8
        assert obs["action_mask"].shape == (size,)
        assert env.observation_space(agent).contains(obs)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_game_ends_with_the_game_returns_and_masks_match(players: int) -> None:
    env = voidfall_env(players=players)
    env.reset(seed=players)
    game = env.game
    assert isinstance(game, VoidfallGame)
    final: dict[str, float] = {}

    def check(env, agent, obs, dead):
        state = env.game_state
        if dead:
            final[agent] = env._cumulative_rewards[agent]
            assert env.rewards.keys() == set(env.agents)
            return
        assert env.agent_selection == f"seat_{game.current_seat(state)}"
        legal = np.zeros(game.action_space.size, dtype=np.int8)
        legal[game.legal_ids(state)] = 1
        assert np.array_equal(obs["action_mask"], legal)
        for other in env.agents:  # nobody else may act now
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        assert not any(env.terminations.values())

    play(env, seed=players, check=check)
    assert env.agents == []
    returns = game.returns(env.game_state)
    assert final == {f"seat_{s}": r for s, r in enumerate(returns)}
    assert sum(returns) == pytest.approx(1.0)


def test_same_seed_same_game() -> None:
    a = play(_reset(voidfall_env(players=2), 11), seed=3)
    b = play(_reset(voidfall_env(players=2), 11), seed=3)
    assert len(a) == len(b)
    assert all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    env = voidfall_env(players=2, seed=11)  # a construction seed is the first reset's seed
    env.reset()
    first = env.game_state
    env.reset(seed=11)
    assert state_hash(first) == state_hash(env.game_state)
    env.reset(seed=12)
    assert state_hash(first) != state_hash(env.game_state)


def test_illegal_action_raises_and_changes_nothing() -> None:
    env = voidfall_env(players=2)
    env.reset(seed=4)
    before = state_hash(env.game_state)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    notation = env.game.action_space.notation(illegal)
    with pytest.raises(IllegalAction) as refused:
        env.step(illegal)
    assert notation in str(refused.value)
    assert refused.value.rule_id in str(refused.value)
    assert state_hash(env.game_state) == before
    assert env.agent_selection == agent
    with pytest.raises(IllegalAction):
        env.step(env.game.action_space.size)  # outside the action space
    assert state_hash(env.game_state) == before


def test_render_shows_a_spectator_view() -> None:
    env = voidfall_env(players=2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "Voidfall" in text


def _reset(env: KernelAECEnv, seed: int) -> KernelAECEnv:
    env.reset(seed=seed)
    return env
