"""A single-agent Gymnasium environment: the learner plays one seat of a kernel game, kernel
bots play the others.

The observation is the PettingZoo one (``{"observation": features of the learner's view,
"action_mask": int8 legal-id mask}``); the action space is ``Discrete(game.action_space.size)``.
``reset`` and ``step`` let the bots play until the learner decides (or the game ends). The
reward is 0 until the game ends, then the learner's ``game.returns(state)[seat]``;
``terminated`` is the game's end and ``truncated`` is always False. ``info`` holds
``"legal_ids"`` (the learner's legal ids) and ``"decisions"`` (decisions made so far, bots
included); after the end also ``"returns"``.

An illegal action id raises ``IllegalAction`` (naming the action and the rule) and changes
nothing: ``illegal_action="raise"``, the default. Agents that only sample legal ids from the
mask never see it. ``illegal_action="penalize"`` instead leaves the state unchanged and returns
``illegal_reward`` with ``info["illegal"]`` set to the refusal; generic tools that step an
unmasked ``action_space.sample()`` (``gymnasium.utils.env_checker.check_env`` does) need it.

Example::

    env = voidfall_gym_env(players=2, seat=0, opponents="random")
    obs, info = env.reset(seed=7)
    done = False
    while not done:
        action = env.action_space.sample(obs["action_mask"])
        obs, reward, done, truncated, info = env.step(action)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from domineum.bots.base import Bot
from domineum.kernel.errors import IllegalAction
from domineum.research import features as vf_features
from domineum.research.setups import GameSetup
from domineum.research.spaces import (
    BotFactory,
    Featurizer,
    KernelAdapter,
    SetupGame,
    apply_checked,
    game_seed,
    legal_ids,
    observation_space,
    observe,
    opponent_factory,
)

Observation = dict[str, npt.NDArray[Any]]

__all__ = ["VOIDFALL_ID", "BotFactory", "KernelGymEnv", "register", "voidfall_gym_env"]


class KernelGymEnv(KernelAdapter, gymnasium.Env[Observation, np.int64]):
    """``seat`` is the learner's; ``make_bot(seat, seed)`` gives each other seat's bot."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 (as Env declares it)

    def __init__(
        self,
        game: SetupGame[Any],
        config_factory: Callable[[int], Any],
        players: int,
        make_bot: BotFactory,
        featurize: Featurizer,
        feature_size: int,
        *,
        seat: int = 0,
        bound: float = vf_features.BOUND,
        seed: int | None = None,
        illegal_action: str = "raise",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        renderer: Callable[[Any], str] | None = None,
    ) -> None:
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not one of the {players} seats")
        if illegal_action not in ("raise", "penalize"):
            raise ValueError(f"illegal_action {illegal_action!r}: use 'raise' or 'penalize'")
        self._set_up(game, config_factory, featurize, render_mode, renderer)
        self.players = players
        self.make_bot = make_bot
        self.seat = seat
        self.illegal_action = illegal_action
        self.illegal_reward = illegal_reward
        space = observation_space(feature_size, game.action_space.size, bound)
        self.observation_space = space  # type: ignore[assignment]
        self.action_space = spaces.Discrete(game.action_space.size)
        self._next_seed = seed
        self.bots: dict[int, Bot] = {}
        self.decisions = 0
        self.seed_used = 0

    @classmethod
    def from_setup(
        cls,
        setup: GameSetup,
        players: int,
        opponents: str | Sequence[str],
        *,
        seat: int = 0,
        seed: int | None = None,
        illegal_action: str = "raise",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> KernelGymEnv:
        """The environment of one game's setup, the learner at ``seat`` against the setup's
        bots by name (one name for all, or one per seat, the learner's entry ignored)."""
        bot = opponent_factory(setup.make_bot, setup.game, opponents, players)

        def show(state: Any) -> str:
            return setup.render(state, seat)  # the learner's view

        return cls(
            setup.game,
            setup.config,
            players,
            bot,
            setup.featurize,
            setup.feature_size,
            seat=seat,
            bound=setup.bound,
            seed=seed,
            illegal_action=illegal_action,
            illegal_reward=illegal_reward,
            render_mode=render_mode,
            renderer=show,
        )

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        chosen = game_seed(seed, self._next_seed, self.np_random)
        self._next_seed = None
        self.seed_used = chosen
        self.game_state = self.game.new_game(self.config_factory(chosen))
        self.bots = {s: self.make_bot(s, chosen) for s in range(self.players) if s != self.seat}
        self.decisions = 0
        self._play_bots()
        return self._observation(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        if self.game_state is None:
            raise RuntimeError("call reset() before step()")
        seat = self.game.current_seat(self.game_state)
        if seat is None:
            raise RuntimeError("the game is over: call reset()")
        try:
            apply_checked(self.game, self.game_state, action, f"seat {self.seat}")
        except IllegalAction as exc:
            if self.illegal_action == "raise":
                raise
            info = self._info()
            info["illegal"] = str(exc)
            return self._observation(), self.illegal_reward, False, False, info
        self.decisions += 1
        self._play_bots()
        over = self.game.current_seat(self.game_state) is None
        info = self._info()
        reward = 0.0
        if over:
            returns = [float(r) for r in self.game.returns(self.game_state)]
            info["returns"] = returns
            reward = returns[self.seat]
        return self._observation(), reward, over, False, info

    def _play_bots(self) -> None:
        """Let the bots decide until the learner does or the game ends."""
        while (seat := self.game.current_seat(self.game_state)) is not None and seat != self.seat:
            action, _ = self.bots[seat].choose(
                self.game_state, self.game.legal_actions(self.game_state)
            )
            self.game.apply_in_place(self.game_state, action.id)
            self.decisions += 1

    def _observation(self) -> Observation:
        return observe(self.game, self.game_state, self.seat, self.featurize)

    def _info(self) -> dict[str, Any]:
        mine = self.game.current_seat(self.game_state) == self.seat
        return {
            "legal_ids": legal_ids(self.game, self.game_state) if mine else [],
            "decisions": self.decisions,
        }

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal-id mask as booleans (the name sb3-contrib's ``MaskablePPO`` looks for)."""
        return self._observation()["action_mask"].astype(bool)

    def render(self) -> str | None:
        if self.render_mode is None or self.game_state is None:
            return None
        return self._render_text()  # a renderer shows the learner's view


def voidfall_gym_env(
    players: int = 2,
    houses: Sequence[str] = (),
    seed: int | None = None,
    *,
    seat: int = 0,
    opponents: str | Sequence[str] = "random",
    map: str = "",
    preselected_focus: bool = False,
    content: Any = None,
    illegal_action: str = "raise",
    illegal_reward: float = -1.0,
    render_mode: str | None = None,
    modules: Sequence[str] = (),
) -> KernelGymEnv:
    """Voidfall with the learner at ``seat`` against bots by name (``random``, ``greedy``,
    ``mcts``; one name for all, or one per seat, the learner's entry ignored). Each bot is
    seeded with the game's seed plus its seat, as ``voidfall sim`` does. ``modules``:
    Resurgence modules (``Config.modules``)."""
    from domineum.research.setups import voidfall_setup

    return KernelGymEnv.from_setup(
        voidfall_setup(players, houses, map, preselected_focus, content, modules),
        players,
        opponents,
        seat=seat,
        seed=seed,
        illegal_action=illegal_action,
        illegal_reward=illegal_reward,
        render_mode=render_mode,
    )


#: ``gymnasium.make(VOIDFALL_ID, players=3, opponents="greedy")`` builds :func:`voidfall_gym_env`.
VOIDFALL_ID = "domineum/Voidfall-v0"


def register(env_id: str, entry_point: Callable[..., KernelGymEnv]) -> None:
    """Register ``entry_point`` with Gymnasium as ``env_id`` (once per process)."""
    if env_id not in gymnasium.registry:
        gymnasium.register(env_id, entry_point=entry_point)


register(VOIDFALL_ID, voidfall_gym_env)
