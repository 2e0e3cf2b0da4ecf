"""Positions with the Psionics module on, on the bundled pack (its authored Psionic Agendas).

Seat 0 plays House Valnis and seat 1 House Belitan (neither has a House Focus card), so each
standard Focus card matches its Psionic Agendas by name: Prosperity — Golden Dream (action: gain
2 Credits; Enforcement: 1 Energy + 1 Materials), Policy — Dominion of Will and Whispered
Accord, Production — Kinetic Surge, Conquest — Foresight.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState
from domineum.voidfall.notation.position import load_position
from tests.voidfall.engine.gamekit import bundled

BASE = {"players": 2, "houses": ["valnis", "belitan"], "seed": 3, "modules": ["psionics"]}


def psionic(**extra: Any) -> GameState:
    """A position with Psionics on; ``extra`` patches it (houses, turn, stack, board, ...)."""
    data: dict[str, Any] = {"base": BASE, "board": {"turn_order": [0, 1]}}
    data.update(extra)
    return load_position(data, bundled())


def actions(focus: str, house: dict[str, Any], **extra: Any) -> GameState:
    """Seat 0 has played ``focus`` and is choosing actions, its House patched by ``house``."""
    return psionic(
        turn={"seat": 0, "focus": focus, **extra.pop("turn", {})},
        houses={"0": house},
        stack=[{"kind": "choose_action", "seat": 0}],
        **extra,
    )


def cleanup(agenda: str, house: dict[str, Any], focus: str = "prosperity") -> GameState:
    """Seat 0 played ``focus`` with the Agenda ``agenda`` and is at Cleanup step 3."""
    return psionic(
        turn={"seat": 0, "focus": focus, "agenda": agenda},
        houses={"0": house},
        stack=[{"kind": "cleanup", "seat": 0, "stage": 3}],
    )
