"""Helpers for the Incursion tests: a game with ``--modules arsenal,incursion``.

Until the Voidborn Arsenal module registers its extension, a stand-in that changes nothing
claims ``module:arsenal`` here so Incursion (which needs it, RS-MOD-04) can be set up."""

from __future__ import annotations

from functools import cache

from domineum.kernel.actions import ActionKind
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import Procedure
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.state import Config, GameState

MODULES = ("arsenal", "incursion")


class _ArsenalStandIn:
    name = "arsenal-stand-in"
    claims = "module:arsenal"
    action_kinds: tuple[ActionKind, ...] = ()

    def applies(self, config: Config) -> bool:
        return "arsenal" in config.modules

    def extend(self, proc: Procedure) -> None:
        return None


@cache
def game() -> VoidfallGame:
    if not any(e.claims == "module:arsenal" for e in procedure.EXTENSIONS.values()):
        procedure.register(_ArsenalStandIn())
    return VoidfallGame(load_content())


def config(players: int = 1, seed: int = 1, *options: str) -> Config:
    mode = "solo" if players == 1 else "coop"
    return Config(players=players, mode=mode, seed=seed, options=options, modules=MODULES)


def new(players: int = 1, seed: int = 1, *options: str) -> GameState:
    return game().new_game(config(players, seed, *options))


def inc(state: GameState) -> IncursionState:
    assert state.incursion is not None
    return state.incursion
