"""Helpers for the movement, Combat-in-game, results and Skirmish tests (movepack fixture).

The fixture pack is the tiny engine pack plus the combat Technologies, two Fallen Houses
(green, grey), a Reclaim token that establishes a Guild, special sector types and a Focus card
``delta`` (Regroup / Invade / Invade a Corrupted sector).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import state_hash
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine import battle, flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import FLEET_POWER_CUBES
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.rules import fleet
from tests.voidfall.engine import gamekit

PACK = Path(__file__).parent / "fixtures" / "movepack"


@cache
def game() -> VoidfallGame:
    return VoidfallGame(load_content(PACK))


def position(**extra: Any) -> GameState:
    """A 2-player position on the movepack duel map: ``fleets: {t: 0}`` removes a type; Inactive
    FP are balanced to 14 per seat."""
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": ["red", "blue"], "seed": 3},
        "board": {"turn_order": [0, 1]},
        "turn": {"seat": 0, "focus": "delta"},
        "stack": [{"kind": "choose_action", "seat": 0}],
    }
    data.update(extra)
    state = load_position(data, game())
    for sector in state.galaxy.sectors:
        sector.fleets = {t: n for t, n in sector.fleets.items() if n}
        if not sector.fleets:
            sector.owner = -1
    for seat in state.seats:
        house = state.houses[seat]
        house.fp_inactive = FLEET_POWER_CUBES - house.fp_active - fleet.deployed(state, seat)
    return state


def with_effect(state: GameState, op: str, seat: int = 0, cost: bool = False, **args: Any) -> None:
    """Push a primitive as an action would, and settle (its automatic part runs)."""
    push_step(state, game().content, seat, Effect(op, args), cost=cost)
    flow.settle(state, game().content)


def play(state: GameState, *actions: str) -> GameState:
    return gamekit.play(game(), state, *actions)


def names(state: GameState) -> list[str]:
    return gamekit.names(game(), state)


def refused(state: GameState, text: str) -> IllegalAction:
    """``text`` must be refused and leave the state exactly as it was."""
    before = state_hash(state)
    with pytest.raises(IllegalAction) as info:
        game().apply_notation(state, text)
    assert state_hash(state) == before, "a refused action must change nothing"
    return info.value


def invade(state: GameState, target: str, *joins: str, **args: Any) -> GameState:
    """Resolve an Invade effect: choose ``target``, send ``joins`` (``"s3 corvette"``), start."""
    with_effect(state, "invade", **args)
    state = play(state, f"sector {target}", *(f"join {j}" for j in joins))
    top = state.stack[-1]
    if isinstance(top, Battle) and top.stage == "move":
        state = play(state, "done")
    return state


def battle_on_top(state: GameState) -> Battle | None:
    top = state.stack[-1] if state.stack else None
    return top if isinstance(top, Battle) else None


def total_fp(state: GameState, seat: int) -> int:
    return battle.fleet_power(state, seat)


def fleets(state: GameState, sector: str) -> dict[str, int]:
    return {t: n for t, n in state.galaxy.sector(sector).fleets.items() if n}
