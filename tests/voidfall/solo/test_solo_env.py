"""The solo Gymnasium environment (issue 16, "Research"): the Void as the environment."""

from __future__ import annotations

import warnings

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env

from domineum.research.solo_env import SOLO_ID, voidfall_solo_env


def test_vf_solo_gen_02_solo_env_passes_check_env() -> None:
    """VF-SOLO-GEN-02: one learner, no other seat; the env passes Gymnasium's checker."""
    env = gymnasium.make(
        SOLO_ID, difficulty="medium", illegal_action="penalize", render_mode="ansi"
    )
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)


def test_vf_solo_end_04_solo_env_rewards_the_margin_or_the_win() -> None:
    """VF-SOLO-END-04, VF-SOLO-SCORE-01: the reward at the end is the margin over the Void
    (/100) or the win (1/0)."""
    for reward in ("margin", "win"):
        env = voidfall_solo_env("easy", reward=reward)
        obs, _ = env.reset(seed=3)
        rng = np.random.default_rng(0)
        done, value = False, 0.0
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            obs, r, done, _, _info = env.step(int(rng.choice(legal)))
            value = float(r)
        state = env.game_state
        if reward == "win":
            assert value in (0.0, 1.0)
        else:
            assert state.void is not None
            assert value <= (state.houses[0].influence - 60) / 100
