"""Uniformly random legal play, seeded (the baseline every other bot must beat)."""

from __future__ import annotations

from typing import Any

from domineum.bots.messages import say
from domineum.kernel.actions import Action
from domineum.kernel.rng import Rng


class RandomBot:
    """Picks uniformly among the legal actions with its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng.seeded(seed)

    def choose(self, state: Any, legal: list[Action]) -> tuple[Action, str]:
        return self.rng.choice(legal), say("bot.reason.random")
