"""A kernel game as an OpenSpiel Python game: one adapter for every game, with a small
per-game part (:class:`SpielSpec`: the registration name, the parameters and their config,
the features). ``openspiel_game`` (``python_voidfall``) and ``revenant_openspiel``
(``python_revenant``) each describe their game and call :func:`game_type`.

The game is declared ``DETERMINISTIC`` with ``IMPERFECT_INFORMATION``: every shuffle and draw
comes from the seeded RNG in the state, so one seed is one fixed deal and what players do not
know is hidden information. ``observation_string(p)`` is the canonical JSON of
``game.view(state, p)``; ``information_state_string(p)`` adds ``p``'s own past action ids (for
perfect recall). Both tensors are the game's features of that view.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel

from domineum.kernel.game import clone, to_json
from domineum.research.spaces import Featurizer, apply_checked


@dataclass(frozen=True)
class SpielSpec:
    """What one game gives the OpenSpiel adapter."""

    short_name: str
    long_name: str
    min_players: int
    max_players: int
    #: the parameters with their defaults (``players`` and ``seed`` at least)
    parameters: dict[str, Any]
    max_game_length: int
    #: the engine, built once per process (the adapter calls it for every game)
    engine: Callable[[], Any]
    #: the game's setup from the merged parameters (raises ``ValueError`` on a bad one)
    config: Callable[[dict[str, Any]], Any]
    featurize: Featurizer
    feature_size: int
    #: ``str(state)``: a line naming where the game stands
    describe: Callable[[Any, Any], str]


def game_type(spec: SpielSpec) -> pyspiel.GameType:
    """The OpenSpiel game type of ``spec`` (sequential, deterministic, imperfect information,
    a terminal constant-sum reward)."""
    return pyspiel.GameType(
        short_name=spec.short_name,
        long_name=spec.long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(spec.parameters),
    )


class KernelSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One setup of a kernel game; a game's subclass sets ``spec`` and ``game_type``."""

    spec: SpielSpec
    game_type: pyspiel.GameType

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        spec = self.spec
        merged = {**spec.parameters, **(params or {})}
        players = int(merged["players"])
        info = pyspiel.GameInfo(
            num_distinct_actions=spec.engine().action_space.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,  # 1 shared among the winners
            max_game_length=spec.max_game_length,
        )
        super().__init__(self.game_type, info, params or {})
        self.players = players
        self.config = spec.config(merged)
        self.engine = spec.engine()
        self._initial = self.engine.new_game(self.config)

    def new_initial_state(self) -> KernelSpielState:
        return KernelSpielState(self, clone(self._initial))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> KernelObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return KernelObserver(self.spec, perfect_recall, params)


class KernelSpielState(pyspiel.State):  # type: ignore[misc]
    """A kernel game state behind OpenSpiel's state API."""

    def __init__(self, game: KernelSpielGame, state: Any) -> None:
        super().__init__(game)
        self.spec = game.spec
        self.engine = game.engine
        self.game_state = state
        self.own_actions: list[list[int]] = [[] for _ in range(game.players)]

    def current_player(self) -> int:
        seat = self.engine.current_seat(self.game_state)
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else int(seat)

    def _legal_actions(self, player: int) -> list[int]:
        if self.engine.current_seat(self.game_state) != player:
            return []
        return sorted(self.engine.legal_ids(self.game_state))

    def _apply_action(self, action: int) -> None:
        seat = self.engine.current_seat(self.game_state)
        apply_checked(self.engine, self.game_state, action, f"player {seat}")
        if seat is not None:
            self.own_actions[seat].append(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        notation: str = self.engine.action_space.notation(action)
        return notation

    def is_terminal(self) -> bool:
        return bool(self.engine.is_over(self.game_state))

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * len(self.own_actions)
        return [float(r) for r in self.engine.returns(self.game_state)]

    def __deepcopy__(self, memo: dict[int, Any]) -> KernelSpielState:
        """``state.clone()``: a structural copy of the engine state (much faster than a deep
        copy of it)."""
        other = KernelSpielState(self.get_game(), clone(self.game_state))
        other.own_actions = copy.deepcopy(self.own_actions)
        return other

    def __str__(self) -> str:
        return self.spec.describe(self.engine, self.game_state)


class KernelObserver:
    """OpenSpiel's PyObserver: tensor and string of one player's view."""

    def __init__(
        self, spec: SpielSpec, perfect_recall: bool, params: dict[str, Any] | None
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.featurize = spec.featurize
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(spec.feature_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: KernelSpielState, player: int) -> None:
        self.tensor[:] = self.featurize(state.engine.view(state.game_state, player), player)

    def string_from(self, state: KernelSpielState, player: int) -> str:
        text = to_json(state.engine.view(state.game_state, player)).decode()
        if self.perfect_recall:
            text += " own:" + ",".join(map(str, state.own_actions[player]))
        return text
