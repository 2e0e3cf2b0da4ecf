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

import functools
from typing import Any

import pyspiel

from domineum.research.openspiel_kernel import (
    KernelObserver,
    KernelSpielGame,
    KernelSpielState,
    SpielSpec,
    game_type,
)
from domineum.research.revenant_adapters import REVENANT_FEATURE_SIZE, revenant_features
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config

SHORT_NAME = "python_revenant"
MAX_GAME_LENGTH = 5_000


@functools.cache
def engine() -> RevenantGame:
    """The Revenant engine with the bundled content pack (loaded once per process)."""
    return RevenantGame()


def _config(params: dict[str, Any]) -> Config:
    return Config(players=int(params["players"]), seed=int(params["seed"]))


def _describe(game: RevenantGame, state: Any) -> str:
    return f"Revenant cycle {state.cycle}, {state.phase}; seat {game.current_seat(state)} decides"


SPEC = SpielSpec(
    short_name=SHORT_NAME,
    long_name="Revenant (Domineum engine)",
    min_players=1,
    max_players=4,
    parameters={"players": 2, "seed": 0},
    max_game_length=MAX_GAME_LENGTH,
    engine=engine,
    config=_config,
    featurize=revenant_features,
    feature_size=REVENANT_FEATURE_SIZE,
    describe=_describe,
)
_GAME_TYPE = game_type(SPEC)


class RevenantSpielGame(KernelSpielGame):
    """``python_revenant``: one Revenant setup (players, seed); one winner (ties broken by
    turn order, RV-END-13)."""

    spec = SPEC
    game_type = _GAME_TYPE


RevenantSpielState = KernelSpielState
RevenantObserver = KernelObserver

pyspiel.register_game(_GAME_TYPE, RevenantSpielGame)
