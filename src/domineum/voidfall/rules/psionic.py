"""Psionic Agendas in play (Psionics module): which may leave their slot, and what leaving
costs (RS-PAGENDA-10, -20, -21). With no Psionic Agenda in play nothing here applies, so the
base game is unchanged."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import PSIONIC

MAT_CORRUPTION = Effect("corrupt", {"where": "mat"})
"""RS-PAGENDA-20 (AMBIG A5): the Corruption for removing an Enforced Agenda goes on the House
mat (a track marker or a non-starting Agenda slot), never a sector."""


def is_psionic(content: Content, agenda: str) -> bool:
    return bool(agenda) and content.agendas[agenda].type == PSIONIC


def locked(state: GameState, content: Content, seat: int, slot: int) -> bool:
    """RS-PAGENDA-10/-21: a Psionic Agenda in a Corrupted regular slot (0-based) can never be
    removed, Enforced or not."""
    house = state.houses[seat]
    if slot >= len(house.agendas):
        return False
    return house.agenda_corrupted[slot] and is_psionic(content, house.agendas[slot])


def removal_costs_corruption(state: GameState, seat: int, agenda: str) -> bool:
    """RS-PAGENDA-20: removing an Enforced Psionic Agenda (from a regular slot or, AMBIG A37,
    from the Psionic slot) gains its owner 1 Corruption on the House mat."""
    return agenda in state.houses[seat].enforced


def leave_play(state: GameState, seat: int, agenda: str) -> None:
    """``agenda`` left play: it is no longer Enforced (it goes face down under its deck)."""
    house = state.houses[seat]
    if agenda in house.enforced:
        house.enforced.remove(agenda)
