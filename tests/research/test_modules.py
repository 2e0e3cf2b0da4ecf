"""The research environments with Resurgence modules on (``modules=``): each passes its
library's API checker and plays a game to the end with the modules in the game's setup; a
combination the rulebook refuses is refused when the environment is made (RS-MOD-04,
RS-MOD-05, RS-MOD-06)."""

from __future__ import annotations

import random
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from domineum.research.gymnasium_env import VOIDFALL_ID, voidfall_gym_env
from domineum.research.pettingzoo_env import voidfall_env
from domineum.research.solo_env import SOLO_ID, voidfall_solo_env

PSI_ARSENAL = ("psionics", "arsenal")
INCURSION = ("psionics", "arsenal", "incursion")


def test_pettingzoo_api_test_with_modules() -> None:
    """RS-MOD-06: the AEC environment of a Psionics + Arsenal game passes ``api_test``."""
    env = voidfall_env(players=2, seed=1, modules=PSI_ARSENAL)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(env, num_cycles=300)
    env.reset(seed=4)
    assert env.game_state is not None and env.game_state.config.modules == PSI_ARSENAL


def test_gymnasium_check_env_and_a_game_with_modules() -> None:
    """RS-MOD-06: the single-agent environment with the modules passes ``check_env`` and plays
    a game against random bots to the end."""
    env = gymnasium.make(
        VOIDFALL_ID, players=2, illegal_action="penalize", render_mode="ansi", modules=PSI_ARSENAL
    )
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)
    game_env = voidfall_gym_env(players=3, opponents="random", modules=("arsenal",))
    obs, _ = game_env.reset(seed=2)
    assert game_env.game_state.config.modules == ("arsenal",)
    rng = np.random.default_rng(1)
    done = False
    while not done:
        obs, _, done, truncated, _ = game_env.step(
            int(rng.choice(np.flatnonzero(obs["action_mask"])))
        )
        assert not truncated


def test_solo_env_with_incursion() -> None:
    """RS-MOD-04, RS-MOD-05: the solo environment plays Incursion (with the Arsenal and a
    Setup Aid), passes ``check_env``, and ends with the Void's result."""
    env = gymnasium.make(
        SOLO_ID,
        difficulty="easy",
        illegal_action="penalize",
        render_mode="ansi",
        modules=INCURSION,
        options=("setup_aid=aid-2",),
    )
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)
    solo = voidfall_solo_env("easy", modules=("incursion", "arsenal"), reward="win")
    obs, _ = solo.reset(seed=5)
    state = solo.game_state
    assert state.config.modules == ("arsenal", "incursion") and state.incursion is not None
    rng = random.Random(0)
    done = False
    while not done:
        obs, reward, done, _, _ = solo.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    assert float(reward) in (0.0, 1.0)


def test_refused_combinations_name_the_rule() -> None:
    """RS-MOD-04, RS-MOD-05, RS-MOD-01: Incursion without the Arsenal, Incursion in a
    competitive game, and an unknown module are refused when the environment is made."""
    with pytest.raises(ValueError, match="RS-MOD-04"):
        voidfall_solo_env("easy", modules=("incursion",))
    with pytest.raises(ValueError, match="RS-MOD-05"):
        voidfall_env(players=2, modules=("arsenal", "incursion"))
    with pytest.raises(ValueError, match="RS-MOD-01"):
        voidfall_gym_env(players=2, modules=("telepathy",))


def test_openspiel_game_with_modules() -> None:
    """RS-MOD-06: ``python_voidfall`` takes ``modules`` and passes ``random_sim_test``."""
    pyspiel = pytest.importorskip("pyspiel")
    from domineum.research import openspiel_game

    game = pyspiel.load_game(
        openspiel_game.SHORT_NAME, {"players": 2, "seed": 3, "modules": "psionics,arsenal"}
    )
    assert game.new_initial_state().game_state.config.modules == PSI_ARSENAL
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
