"""Voidborn Arsenal's pieces in words for the board views: each Voidborn sector's Fleet Power by
type (RS-ARSENAL, RS-VBFLEET)."""

from __future__ import annotations

from domineum.kernel.messages import render
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState


def typed_words(sector: Sector) -> str:
    """``2 × Voidborn Corvette, 1 × Voidborn Mirage``: the sector's Voidborn by type."""
    return ", ".join(
        f"{n} × {render('vf.term.voidborn.' + t)}" for t, n in sector.voidborn_by_type().items()
    )


def typed_voidborn(state: GameState) -> list[str]:
    """``s5: 2 × Voidborn Corvette, 1 × Voidborn Mirage`` for each sector holding Voidborn
    Fleet Power of an Arsenal type."""
    return [f"{s.id}: {typed_words(s)}" for s in state.galaxy.sectors if s.arsenal]
