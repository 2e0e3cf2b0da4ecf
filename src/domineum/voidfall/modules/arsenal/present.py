"""Voidborn Arsenal's pieces in words for the board views: each Voidborn sector's Fleet Power by
type (RS-ARSENAL, RS-VBFLEET)."""

from __future__ import annotations

from domineum.kernel.messages import render
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import VOIDBORN_TYPES


def typed_voidborn(state: GameState) -> list[str]:
    """``s5: 2 × Voidborn Corvette, 1 × Voidborn Mirage`` for each sector holding typed
    Voidborn Fleet Power."""
    return [
        f"{s.id}: "
        + ", ".join(
            f"{s.voidborn_of(t)} × {render('vf.term.voidborn.' + t)}"
            for t in VOIDBORN_TYPES
            if s.voidborn_of(t)
        )
        for s in state.galaxy.sectors
        if s.arsenal
    ]
