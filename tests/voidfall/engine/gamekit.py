"""Helpers for the game-flow tests: positions, playing notations, refusals, the bundled pack."""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import state_hash
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState
from domineum.voidfall.notation.position import load_position

TINY = Path(__file__).parents[1] / "fixtures" / "tinypack"


@cache
def bundled() -> VoidfallGame:
    """The bundled content pack (loaded once per test process)."""
    return VoidfallGame(load_content())


def tiny_position(game: VoidfallGame, **extra: Any) -> GameState:
    """A position on the tiny pack: seat 0 = red, seat 1 = blue, seed 3."""
    data: dict[str, Any] = {"base": {"players": 2, "houses": ["red", "blue"], "seed": 3}}
    data.update(extra)
    return load_position(data, game)


def choosing_actions(game: VoidfallGame, focus: str = "alpha", **extra: Any) -> GameState:
    """Seat 0 (first in Turn Order) has played ``focus`` and is choosing actions."""
    data: dict[str, Any] = {
        "turn": {"seat": 0, "focus": focus},
        "stack": [{"kind": "choose_action", "seat": 0}],
        "board": {"turn_order": [0, 1]},
    }
    data.update(extra)
    return tiny_position(game, **data)


def bundled_actions(focus: str, houses: dict[str, Any], **extra: Any) -> GameState:
    """Seat 0 (Valnis) has played ``focus`` on the bundled pack and is choosing actions."""
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": ["valnis", "belitan"], "seed": 3},
        "board": {"turn_order": [0, 1]},
        "turn": {"seat": 0, "focus": focus},
        "houses": houses,
        "stack": [{"kind": "choose_action", "seat": 0}],
    }
    data.update(extra)
    return load_position(data, bundled())


def play(game: VoidfallGame, state: GameState, *notations: str) -> GameState:
    for text in notations:
        state = game.apply_notation(state, text)
    return state


def select(game: VoidfallGame, state: GameState, card: str, *extras: str) -> GameState:
    """Play ``card`` (and ``extras``: flip, agenda X) and start the Actions step."""
    state = play(game, state, f"focus {card}", *extras)
    return play(game, state, "begin") if "begin" in names(game, state) else state


def names(game: VoidfallGame, state: GameState) -> list[str]:
    return [a.notation for a in game.legal_actions(state)]


def refused(game: VoidfallGame, state: GameState, text: str) -> IllegalAction:
    """``text`` is not offered, is refused when forced, and leaves the state untouched."""
    assert text not in names(game, state)
    before = state_hash(state)
    with pytest.raises(IllegalAction) as info:
        game.apply_notation(state, text)
    assert state_hash(state) == before, "a refused action must change nothing"
    return info.value


def finish_turn(game: VoidfallGame, state: GameState) -> GameState:
    """Forgo everything still pending until the current seat's turn is over."""
    seat = game.current_seat(state)
    while game.current_seat(state) == seat and state.phase == "focus":
        opts = names(game, state)
        for preferred in ("end", "done", "discard", "return", "begin"):
            if preferred in opts:
                state = game.apply_notation(state, preferred)
                break
        else:
            state = game.apply_notation(state, opts[0])
    return state


def pack_with(tmp: Path, file: str, entries: Any) -> VoidfallGame:
    """The tiny pack with one file replaced (written under ``tmp``, unique per test)."""
    root = tmp / "pack"
    shutil.copytree(TINY, root)
    (root / file).write_text(yaml.safe_dump(entries, sort_keys=False), encoding="utf-8")
    return VoidfallGame(load_content(root))
