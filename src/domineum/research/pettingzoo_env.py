"""A PettingZoo AEC environment over any kernel game.

Agents are ``seat_0`` … ``seat_{n-1}``; the agent selected is always the game's current seat
(the same seat may decide several times in a row). Each agent's action space is
``Discrete(game.action_space.size)`` (the game's stable action ids); its observation is
``{"observation": features of game.view(state, seat), "action_mask": int8 legal-id mask}``
(the mask is all zeros while another seat decides). Rewards are 0 until the game ends, then
``game.returns(state)``; every agent is then terminated (never truncated) and is removed by
stepping it with ``None`` (PettingZoo's dead step). ``reset(seed=s)`` starts the game
``config_factory(s)``, so the same seed always gives the same game; ``reset()`` without a seed
uses the construction seed first, then seeds drawn from it. An illegal action raises
``IllegalAction`` naming the action and the rule, and changes nothing.

Example::

    env = voidfall_env(players=2, seed=7)
    env.reset()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else env.action_space(agent).sample(
            obs["action_mask"])
        env.step(action)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from domineum.research import features as vf_features
from domineum.research.setups import GameSetup
from domineum.research.spaces import (
    Featurizer,
    KernelAdapter,
    SetupGame,
    apply_checked,
    game_seed,
    observation_space,
    observe,
)

Observation = dict[str, npt.NDArray[Any]]


def agent_name(seat: int) -> str:
    return f"seat_{seat}"


class KernelAECEnv(KernelAdapter, AECEnv[str, Observation, int | None]):  # type: ignore[misc]
    """The AEC environment of ``game``; ``config_factory(seed)`` gives each game's setup."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "domineum_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: SetupGame[Any],
        config_factory: Callable[[int], Any],
        players: int,
        featurize: Featurizer,
        feature_size: int,
        *,
        bound: float = vf_features.BOUND,
        seed: int | None = None,
        render_mode: str | None = None,
        renderer: Callable[[Any], str] | None = None,
    ) -> None:
        super().__init__()
        self._set_up(game, config_factory, featurize, render_mode, renderer)
        self.possible_agents = [agent_name(s) for s in range(players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        obs_space = observation_space(feature_size, game.action_space.size, bound)
        act_space = spaces.Discrete(game.action_space.size)
        self.observation_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self.action_spaces = dict.fromkeys(self.possible_agents, act_space)
        self._next_seed: int | None = seed
        self._seeds = np.random.default_rng(seed)
        self.seed_used = 0
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = self.possible_agents[0]

    @classmethod
    def from_setup(
        cls,
        setup: GameSetup,
        players: int,
        *,
        seed: int | None = None,
        render_mode: str | None = None,
    ) -> KernelAECEnv:
        """The environment of one game's setup (a renderer shows a spectator's view)."""

        def show(state: Any) -> str:
            return setup.render(state, None)

        return cls(
            setup.game,
            setup.config,
            players,
            setup.featurize,
            setup.feature_size,
            bound=setup.bound,
            seed=seed,
            render_mode=render_mode,
            renderer=show,
        )

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def seat_of(self, agent: str) -> int:
        return self._seat[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        chosen = game_seed(seed, self._next_seed, self._seeds)
        self._next_seed = None
        self.seed_used = chosen
        self.game_state = self.game.new_game(self.config_factory(chosen))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> Observation:
        return observe(self.game, self.game_state, self._seat[agent], self.featurize)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is still playing: step it with an action id, not None")
        apply_checked(self.game, self.game_state, action, agent)  # raises before any change
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.game.current_seat(self.game_state) is None:
            for a, value in zip(self.agents, self.game.returns(self.game_state), strict=True):
                self.rewards[a] = float(value)
                self.terminations[a] = True
        self._accumulate_rewards()
        self._select()

    def _select(self) -> None:
        seat = self.game.current_seat(self.game_state)
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        else:  # over: every agent is terminated; step each once with None
            self.agent_selection = self.agents[0]

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return self._render_text()  # a spectator's view: every hidden fact stripped

    def close(self) -> None:
        pass


def voidfall_env(
    players: int = 2,
    houses: Sequence[str] = (),
    seed: int | None = None,
    *,
    map: str = "",
    preselected_focus: bool = False,
    content: Any = None,
    render_mode: str | None = None,
    modules: Sequence[str] = (),
) -> KernelAECEnv:
    """The AEC environment of competitive Voidfall (``content``: a loaded pack, or the bundled
    one); the other arguments are those of ``Config`` (``modules``: Resurgence modules)."""
    from domineum.research.setups import voidfall_setup

    setup = voidfall_setup(players, houses, map, preselected_focus, content, modules)
    return KernelAECEnv.from_setup(setup, players, seed=seed, render_mode=render_mode)
