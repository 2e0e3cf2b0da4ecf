"""Each game's part of the PettingZoo and Gymnasium environments: its engine and how one game
is set up from a seed (``config_factory(seed)``), with the arguments checked once here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config as RevenantConfig
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config as VoidfallConfig


def voidfall_setup(
    players: int,
    houses: Sequence[str],
    map: str,
    preselected_focus: bool,
    content: Any,
) -> tuple[VoidfallGame, Callable[[int], VoidfallConfig]]:
    """Competitive Voidfall (``content``: a loaded pack, or the bundled one) and its setups."""
    if len(houses) > players:
        raise ValueError(f"{len(houses)} Houses for {players} players: give at most one per seat")
    game = VoidfallGame(content)

    def config(game_seed: int) -> VoidfallConfig:
        return VoidfallConfig(
            players=players,
            houses=tuple(houses),
            seed=game_seed,
            map=map,
            preselected_focus=preselected_focus,
        )

    return game, config


def revenant_setup(
    players: int, content: Any
) -> tuple[RevenantGame, Callable[[int], RevenantConfig]]:
    """Revenant (1–4 players) and its setups."""
    game = RevenantGame(content)

    def config(game_seed: int) -> RevenantConfig:
        return RevenantConfig(players=players, seed=game_seed)

    return game, config
