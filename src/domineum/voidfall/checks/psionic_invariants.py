"""Invariants of the Psionics module's pieces, checked after every action by the self-play
tests and benches beside the competitive ones (checks/invariants.py)."""

from __future__ import annotations

from collections import Counter

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import (
    COMMAND_STATION,
    MECHANIZED_GUILD,
    NOBODY,
    PHANTOM,
    PSIONIC,
)


def _components(sector: Sector) -> bool:
    """The sector holds a Command Station, a Mechanized Guild or a Phantom."""
    return (
        COMMAND_STATION in sector.installations
        or MECHANIZED_GUILD in sector.guilds
        or PHANTOM in sector.fleets
    )


def psionic_violations(state: GameState, content: Content) -> list[str]:
    """Every broken Psionics invariant, as readable lines."""
    board = state.board
    sectors = state.galaxy.sectors
    on = "psionics" in state.config.modules
    out: list[str] = []
    if not on:  # RS-MOD: nothing of the module in a game without it
        pieces = any(h.psionic_slot or h.enforced or h.salvo_strikes for h in state.houses)
        if PSIONIC in board.agenda_decks or pieces or any(s.vanguard >= 0 for s in sectors):
            out.append("Psionics pieces in a game without the module")
        if any(_components(s) for s in sectors):  # RS-CMDSTN, RS-MECHGUILD, RS-PHANTOM
            out.append("Command Stations, Mechanized Guilds or Phantoms without the module")
        return out
    for s in sectors:  # RS-CMDSTN-03: a Station's sector has an owner, who holds it
        if COMMAND_STATION in s.installations and s.home_of == NOBODY and s.owner == NOBODY:
            out.append(f"{s.id}: a Command Station in a sector without owner")
    psionic = {a for a, c in content.agendas.items() if c.type == PSIONIC and c.module}
    seen: Counter[str] = Counter(board.agenda_decks.get(PSIONIC, []))
    seen[board.agenda_offer.get(PSIONIC, "")] += 1
    seen[state.turn.agenda] += 1
    for frame in state.stack:  # two drawn, one not yet kept (RS-PAGENDA-03 b)
        if isinstance(frame, Step) and frame.effect.op == "gain_agenda" and frame.stage == 0:
            seen.update(frame.picks[2:] if frame.picks[:1] == ["draw"] else [])
    for seat, house in enumerate(state.houses):
        seen.update(house.agenda_hand)
        seen.update(house.agendas)
        seen[house.psionic_slot] += 1
        if house.psionic_slot and house.psionic_slot not in psionic:  # RS-PAGENDA-11
            out.append(f"seat {seat}: a non-Psionic Agenda in the Psionic slot")
        in_play = [a for a in house.agendas if a in psionic] + [house.psionic_slot]
        if sum(1 for a in house.agendas if a in psionic) > 1:  # RS-PAGENDA-12
            out.append(f"seat {seat}: two Psionic Agendas in the regular slots")
        for agenda in house.enforced:  # RS-PAGENDA-14
            if agenda not in in_play:
                out.append(f"seat {seat}: Enforced {agenda} is not in play")
        if len(set(house.enforced)) != len(house.enforced):
            out.append(f"seat {seat}: an Agenda Enforced twice")
        if state.phase == "preparation" and house.enforced:  # RS-PAGENDA-22
            out.append(f"seat {seat}: Enforced Agendas not flipped back after C4")
    for seat in state.seats:  # RS-VANG-01, -06, -07: one figure, in a sector of its own
        held = [s for s in sectors if s.vanguard == seat]
        if len(held) > 1:
            out.append(f"seat {seat}: a Vanguard in {len(held)} sectors")
        for s in held:
            if s.owner != seat or s.home_of >= 0 or not s.fleet_power:
                out.append(f"seat {seat}: its Vanguard in {s.id}, not a non-Home sector of theirs")
    for s in sectors:
        if s.vanguard >= len(state.houses):
            out.append(f"{s.id}: a Vanguard of no seat")
    for seat, house in enumerate(state.houses):  # RS-PCOMBAT-02
        if house.salvo_strikes < 0 or house.approach_barriers < 0:
            out.append(f"seat {seat}: a negative number of Psionic Combat tokens")
    for agenda in psionic:  # every card in exactly one place
        if seen[agenda] != 1:
            out.append(f"Psionic Agenda {agenda} is in {seen[agenda]} places")
    return out
