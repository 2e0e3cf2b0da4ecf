"""Research adapters refuse what is not an action id, and a setup that cannot be (issue 13)."""

from __future__ import annotations

import math

import numpy as np
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import state_hash
from domineum.research.gymnasium_env import voidfall_gym_env
from domineum.research.pettingzoo_env import voidfall_env

NOT_IDS = [3.0, 3.7, math.inf, -math.inf, math.nan, "3", "focus conquest", True, np.float64(2.0)]


@pytest.mark.parametrize("bad", NOT_IDS, ids=[repr(b) for b in NOT_IDS])
def test_pettingzoo_refuses_a_non_integer_action(bad: object) -> None:
    env = voidfall_env(players=2, seed=3)
    env.reset()
    before = state_hash(env.game_state)
    with pytest.raises(IllegalAction, match="is not an action id"):
        env.step(bad)  # type: ignore[arg-type]
    assert state_hash(env.game_state) == before


@pytest.mark.parametrize("bad", NOT_IDS, ids=[repr(b) for b in NOT_IDS])
def test_gymnasium_refuses_a_non_integer_action(bad: object) -> None:
    env = voidfall_gym_env(players=2, seat=0)
    env.reset(seed=3)
    before = state_hash(env.game_state)
    with pytest.raises(IllegalAction, match="is not an action id"):
        env.step(bad)  # type: ignore[arg-type]
    assert state_hash(env.game_state) == before


def test_numpy_integers_are_action_ids() -> None:
    env = voidfall_gym_env(players=2, seat=0)
    _, info = env.reset(seed=3)
    env.step(np.int64(info["legal_ids"][0]))


def test_too_many_houses_are_refused() -> None:
    with pytest.raises(ValueError, match="3 Houses for 2 players"):
        voidfall_gym_env(players=2, houses=("valnis", "belitan", "zenor"))
    with pytest.raises(ValueError, match="3 Houses for 2 players"):
        voidfall_env(players=2, houses=("valnis", "belitan", "zenor"))


def test_openspiel_refuses_a_non_integer_action() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import domineum.research.openspiel_game as og

    state = og.VoidfallSpielGame({"players": 2, "seed": 3}).new_initial_state()
    for bad in (3.5, math.inf, "3"):
        with pytest.raises(IllegalAction):
            state._apply_action(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="more Houses"):
        og.VoidfallSpielGame({"players": 2, "houses": "valnis,belitan,zenor"})
    assert pyspiel is not None
