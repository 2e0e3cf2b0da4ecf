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
ids, empty for a random draw), ``map`` (empty for the default map of the player count) and
``modules`` (comma-separated Resurgence modules, e.g. ``psionics,arsenal``; empty for none).

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

import functools
from typing import Any

import pyspiel

from domineum.research import features as vf_features
from domineum.research.openspiel_kernel import (
    KernelObserver,
    KernelSpielGame,
    KernelSpielState,
    SpielSpec,
    game_type,
)
from domineum.research.setups import checked_modules
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

SHORT_NAME = "python_voidfall"
MAX_GAME_LENGTH = 20_000  # the simulation's guard against a game that never ends


@functools.cache
def engine() -> VoidfallGame:
    """The Voidfall engine with the bundled content pack (loaded once per process)."""
    return VoidfallGame()


def _config(params: dict[str, Any]) -> Config:
    players = int(params["players"])
    houses = str(params["houses"])
    if len([h for h in houses.split(",") if h]) > players:
        raise ValueError(f"houses {houses!r}: more Houses than the {players} players")
    modules = checked_modules([m for m in str(params["modules"]).split(",") if m], "competitive")
    return Config(
        players=players,
        houses=tuple(h for h in houses.split(",") if h),
        seed=int(params["seed"]),
        map=str(params["map"]),
        modules=modules,
    )


def _describe(game: VoidfallGame, state: Any) -> str:
    seat = game.current_seat(state)
    view = game.view(state, None)
    return f"Voidfall cycle {view.cycle} round {view.round}, {view.phase}; seat {seat} decides"


SPEC = SpielSpec(
    short_name=SHORT_NAME,
    long_name="Voidfall (Domineum engine)",
    min_players=2,
    max_players=4,
    parameters={"players": 2, "seed": 0, "houses": "", "map": "", "modules": ""},
    max_game_length=MAX_GAME_LENGTH,
    engine=engine,
    config=_config,
    featurize=vf_features.features,
    feature_size=vf_features.FEATURE_SIZE,
    describe=_describe,
)
_GAME_TYPE = game_type(SPEC)


class VoidfallSpielGame(KernelSpielGame):
    """``python_voidfall``: one Voidfall setup (players, seed, Houses, map)."""

    spec = SPEC
    game_type = _GAME_TYPE


VoidfallSpielState = KernelSpielState
VoidfallObserver = KernelObserver

pyspiel.register_game(_GAME_TYPE, VoidfallSpielGame)
