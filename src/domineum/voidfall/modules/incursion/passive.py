"""Incursion's Passive-penalty Crises (RS-INCCRISIS-02..05): what the ones on the Crisis board
add while they stay there. Discarding them follows the base rules (overcoming, a Catastrophe,
a Heroic/Joint Focus card); only those with a regular penalty may be suffered to be discarded
(modes/void/growth.py, RS-INCCRISIS-03/04)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modes.void import board
from domineum.voidfall.modules.incursion import state as incursion


def on_board(state: GameState) -> list[str]:
    """The Crises on the Crisis board: the current one (and a Dual Situation's second), then
    the ongoing ones (decision I-20)."""
    v = board.void(state)
    held = [v.current_crisis, incursion.of(state).dual_crisis]
    return [c for c in held if c] + [item for _, _, item in board.ongoing(state)]


def bonus(state: GameState, content: Content, kind: str) -> int:
    """What the Passive-penalty Crises of ``kind`` on the board add (RS-INCCRISIS-02)."""
    cards = board.pack(content).crises
    found = (cards[c].passive for c in on_board(state) if c in cards)
    return sum(p.amount for p in found if p is not None and p.kind == kind)
