"""Voidfall as an OpenSpiel Python game (needs ``pyspiel``: ``pip install open_spiel``).

Importing this module registers ``python_voidfall``::

    import pyspiel
    import domineum.research.openspiel_game  # registers the game
    game = pyspiel.load_game("python_voidfall", {"players": 3, "seed": 7})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(random.choice(state.legal_actions()))
    state.returns()

Parameters: ``players`` (2–4), ``seed`` (the engine's seed), ``houses`` (comma-separated House
ids, empty for a random draw) and ``map`` (empty for the default map of the player count).

**Chance.** The game is declared ``DETERMINISTIC`` with ``IMPERFECT_INFORMATION``. Every
shuffle, draw and random tie-break of the engine comes from the seeded RNG stored in the state
(``Config.seed``), so a game with a given ``seed`` parameter has no chance nodes: the same
actions always give the same state. What players do not know (deck orders, face-down tokens,
other players' Agenda hands, the RNG itself) is hidden information, which is why the game has
imperfect information. Consequence: ``python_voidfall`` with one seed is one fixed deal; to
average over deals, load the game with different seeds (an algorithm that needs explicit chance
nodes, such as exact CFR over deals, is not served by this adapter).

**Observations.** ``observation_string(p)`` is the canonical JSON of ``game.view(state, p)``
(hidden information stripped, the seed and the RNG included; the view includes the public log
of what happened);
``information_state_string(p)`` adds ``p``'s own past action ids, for perfect recall. Both
tensors are :func:`domineum.research.features.features` of the view
(:data:`~domineum.research.features.FEATURE_SIZE` floats).
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pyspiel

from domineum.kernel.game import clone, to_json
from domineum.research import features as vf_features
from domineum.research.spaces import apply_checked
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState

SHORT_NAME = "python_voidfall"
MAX_GAME_LENGTH = 20_000  # the simulation's guard against a game that never ends

_ENGINE: VoidfallGame | None = None


def engine() -> VoidfallGame:
    """The Voidfall engine with the bundled content pack (loaded once per process)."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = VoidfallGame()
    return _ENGINE


_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Voidfall (Domineum engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2, "seed": 0, "houses": "", "map": ""},
)


class VoidfallSpielGame(pyspiel.Game):  # type: ignore[misc]
    """``python_voidfall``: one Voidfall setup (players, seed, Houses, map)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**_GAME_TYPE.parameter_specification, **(params or {})}
        players = int(merged["players"])
        info = pyspiel.GameInfo(
            num_distinct_actions=engine().action_space.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,  # 1 shared among the winners (VF-END-01..03)
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_GAME_TYPE, info, params or {})
        houses = str(merged["houses"])
        if len([h for h in houses.split(",") if h]) > players:
            raise ValueError(f"houses {houses!r}: more Houses than the {players} players")
        self.config = Config(
            players=players,
            houses=tuple(h for h in houses.split(",") if h),
            seed=int(merged["seed"]),
            map=str(merged["map"]),
        )
        self.engine = engine()
        self._initial = self.engine.new_game(self.config)

    def new_initial_state(self) -> VoidfallSpielState:
        return VoidfallSpielState(self, clone(self._initial))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> VoidfallObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return VoidfallObserver(perfect_recall, params)


class VoidfallSpielState(pyspiel.State):  # type: ignore[misc]
    """A Voidfall game state behind OpenSpiel's state API."""

    def __init__(self, game: VoidfallSpielGame, state: GameState) -> None:
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

    def __deepcopy__(self, memo: dict[int, Any]) -> VoidfallSpielState:
        """``state.clone()``: a structural copy of the engine state (much faster than a deep
        copy of it)."""
        other = VoidfallSpielState(self.get_game(), clone(self.game_state))
        other.own_actions = copy.deepcopy(self.own_actions)
        return other

    def __str__(self) -> str:
        seat = self.engine.current_seat(self.game_state)
        view = self.engine.view(self.game_state, None)
        return f"Voidfall cycle {view.cycle} round {view.round}, {view.phase}; seat {seat} decides"


class VoidfallObserver:
    """OpenSpiel's PyObserver: tensor and string of one player's view."""

    def __init__(self, perfect_recall: bool, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(vf_features.FEATURE_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: VoidfallSpielState, player: int) -> None:
        view = state.engine.view(state.game_state, player)
        self.tensor[:] = vf_features.features(view, player)

    def string_from(self, state: VoidfallSpielState, player: int) -> str:
        text = to_json(state.engine.view(state.game_state, player)).decode()
        if self.perfect_recall:
            text += " own:" + ",".join(map(str, state.own_actions[player]))
        return text


pyspiel.register_game(_GAME_TYPE, VoidfallSpielGame)
