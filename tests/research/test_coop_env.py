"""The PettingZoo environment of co-op Voidfall, with its shared reward (VF-MODE-05,
VF-END-05)."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test

from domineum.research.coop_env import voidfall_coop_env
from domineum.research.pettingzoo_env import KernelAECEnv
from domineum.voidfall.modes.void import scoring


def _play(env: KernelAECEnv, seed: int) -> dict[str, float]:
    """A random game to the end; each agent's total reward."""
    rng = random.Random(seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    return totals


@pytest.mark.parametrize("players", [2, 4])
def test_coop_env_passes_api_test(players: int) -> None:
    env = voidfall_coop_env(players=players, seed=3)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(env, num_cycles=300)


@pytest.mark.parametrize("reward", ["win", "margin"])
def test_vf_mode_05_every_player_gets_the_same_reward(reward: str) -> None:
    """VF-MODE-05, VF-END-05: the players win or lose together, so the reward is shared; with
    ``margin`` it is the lowest player's Influence minus the Void's, over 100."""
    env = voidfall_coop_env(players=3, reward=reward, seed=5)
    env.reset(seed=5)
    totals = _play(env, 5)
    assert len(set(totals.values())) == 1
    state = env.game_state
    assert state.void is not None and state.void.result in ("won", "lost")
    value = next(iter(totals.values()))
    if reward == "win":
        assert value == (1.0 if state.void.result == "won" else 0.0)
    else:
        low = min(h.influence for h in state.houses)
        void = state.void.influence  # at the end, else its sheet now (an immediate loss)
        if not state.void.sheet:
            void = scoring.influence(state, env.game.content)  # type: ignore[attr-defined]
        assert value == pytest.approx((low - void) / 100)


def test_coop_env_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        voidfall_coop_env(players=1)
    with pytest.raises(ValueError, match="reward"):
        voidfall_coop_env(reward="score")
