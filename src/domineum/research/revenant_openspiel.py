"""Revenant as an OpenSpiel Python game; importing this module registers ``python_revenant``::

    import pyspiel
    from domineum.research import revenant_openspiel  # noqa: F401
    game = pyspiel.load_game("python_revenant", {"players": 3, "seed": 7})

The deal (shuffles, Rift rolls) comes from the engine's seeded RNG, so to OpenSpiel the game is
deterministic with imperfect information: one seed is one fixed deal, as for
``python_voidfall``. Observations are the features of a player's view
(:func:`domineum.research.revenant_adapters.revenant_features`); the strings are the view's JSON.
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pyspiel

from domineum.kernel.game import clone, to_json
from domineum.research.revenant_adapters import REVENANT_FEATURE_SIZE, revenant_features
from domineum.research.spaces import apply_checked
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, GameState

SHORT_NAME = "python_revenant"
MAX_GAME_LENGTH = 5_000

_ENGINE: RevenantGame | None = None


def engine() -> RevenantGame:
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = RevenantGame()
    return _ENGINE


_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Revenant (Domineum engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=1,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2, "seed": 0},
)


class RevenantSpielGame(pyspiel.Game):  # type: ignore[misc]
    """``python_revenant``: one Revenant setup (players, seed)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**_GAME_TYPE.parameter_specification, **(params or {})}
        players = int(merged["players"])
        info = pyspiel.GameInfo(
            num_distinct_actions=engine().action_space.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,  # one winner (ties broken by turn order, RV-END-13)
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_GAME_TYPE, info, params or {})
        self.config = Config(players=players, seed=int(merged["seed"]))
        self.engine = engine()
        self._initial = self.engine.new_game(self.config)

    def new_initial_state(self) -> RevenantSpielState:
        return RevenantSpielState(self, clone(self._initial))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> RevenantObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return RevenantObserver(perfect_recall, params)


class RevenantSpielState(pyspiel.State):  # type: ignore[misc]
    def __init__(self, game: RevenantSpielGame, state: GameState) -> None:
        super().__init__(game)
        self.engine = game.engine
        self.game_state = state
        self.own_actions: list[list[int]] = [[] for _ in range(game.config.players)]

    def current_player(self) -> int:
        seat = self.engine.current_seat(self.game_state)
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

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
        return self.engine.action_space.notation(action)

    def is_terminal(self) -> bool:
        return self.engine.is_over(self.game_state)

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * len(self.own_actions)
        return self.engine.returns(self.game_state)

    def __deepcopy__(self, memo: dict[int, Any]) -> RevenantSpielState:
        other = RevenantSpielState(self.get_game(), clone(self.game_state))
        other.own_actions = copy.deepcopy(self.own_actions)
        return other

    def __str__(self) -> str:
        s = self.game_state
        return f"Revenant cycle {s.cycle}, {s.phase}; seat {self.engine.current_seat(s)} decides"


class RevenantObserver:
    """OpenSpiel's PyObserver: tensor and string of one player's view."""

    def __init__(self, perfect_recall: bool, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(REVENANT_FEATURE_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RevenantSpielState, player: int) -> None:
        self.tensor[:] = revenant_features(state.engine.view(state.game_state, player), player)

    def string_from(self, state: RevenantSpielState, player: int) -> str:
        text = to_json(state.engine.view(state.game_state, player)).decode()
        if self.perfect_recall:
            text += " own:" + ",".join(map(str, state.own_actions[player]))
        return text


pyspiel.register_game(_GAME_TYPE, RevenantSpielGame)
