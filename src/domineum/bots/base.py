"""The bot interface every player type implements."""

from __future__ import annotations

from typing import Any, Protocol

from domineum.kernel.actions import Action


class Bot(Protocol):
    """Chooses one of the legal actions and can say why in one line."""

    name: str

    def choose(self, state: Any, legal: list[Action]) -> tuple[Action, str]:
        """The chosen action and a one-line reason."""
        ...
