"""The registry of games the server plays, by name (adapters: :mod:`domineum.server.adapter`).

Adding a game (Revenant, a Voidfall mode) means writing one adapter module under
``domineum.server.games`` and registering it here.
"""

from __future__ import annotations

from collections.abc import Callable

from domineum.server.adapter import GameAdapter
from domineum.server.games.revenant import RevenantAdapter
from domineum.server.games.voidfall import VoidfallAdapter

_FACTORIES: dict[str, Callable[[], GameAdapter]] = {}
_LOADED: dict[str, GameAdapter] = {}


def register(name: str, factory: Callable[[], GameAdapter]) -> None:
    """Make a game available under ``name`` (the factory runs on first use)."""
    _FACTORIES[name] = factory


def names() -> list[str]:
    _builtin()
    return sorted(_FACTORIES)


def get(name: str) -> GameAdapter:
    """The adapter of ``name``; raises ``KeyError`` if no such game is registered."""
    _builtin()
    if name not in _LOADED:
        if name not in _FACTORIES:
            raise KeyError(name)
        _LOADED[name] = _FACTORIES[name]()
    return _LOADED[name]


def _builtin() -> None:
    if "voidfall" not in _FACTORIES:
        register("voidfall", VoidfallAdapter)
    if "revenant" not in _FACTORIES:
        register("revenant", RevenantAdapter)
