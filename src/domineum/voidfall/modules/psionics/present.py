"""The Psionics pieces in words for the board view: the Vanguard tile with its Psionic slot and
the Vanguard figure (RS-VANG-01..03, RS-PAGENDA-11), Enforced Agendas marked (RS-PAGENDA-16)."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import psionic


def agenda_mark(view: GameState, seat: int, agenda: str) -> str:
    """`` (Enforced)`` after an Enforced Psionic Agenda's name; '' otherwise."""
    return messages.render("vf.psi.board.enforced") if agenda in view.houses[seat].enforced else ""


def vanguard_line(content: Content, view: GameState, seat: int) -> str:
    """The seat's Vanguard tile: its Psionic slot and where the Vanguard stands."""
    house = view.houses[seat]
    held = house.psionic_slot
    stands = psionic.vanguard_sector(view, seat)
    slot = (
        content.agendas[held].name + agenda_mark(view, seat, held)
        if held in content.agendas
        else "—"
    )
    where = (
        messages.render("vf.psi.board.vanguard_in", sector=stands.id)
        if stands is not None
        else messages.render("vf.psi.board.vanguard_tile")
    )
    return messages.render("vf.psi.board.tile", slot=slot, vanguard=where)
