"""The Psionics module's pieces as the base rules meet them: Psionic Agendas in play (which may
leave their slot, and what leaving costs: RS-PAGENDA-10, -20, -21), the Vanguard in a sector
(RS-VANG-11, -12, -14, -15) and the Psionic Combat tokens (RS-PCOMBAT). With none of them in
play nothing here applies, so the base game is unchanged."""

from __future__ import annotations

import msgspec

from domineum.kernel.game import clone
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY, PSIONIC

STRIKE, BARRIER = "strike", "barrier"
"""The two Psionic Combat tokens: Salvo Strike and Approach Barrier (RS-PCOMBAT-01)."""

PSIONICS = "psionics"  # the module (RS-MOD-01) that brings the Vanguard (RS-VANG)
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


def vanguard_absorption(state: GameState, sector_id: str) -> int:
    """RS-VANG-11 (B), RS-VANG-12 (C): whoever invades a sector holding a Vanguard, a player or
    the Voidborn in a Skirmish, gains +1 Approach Absorption there."""
    return int(state.galaxy.sector(sector_id).vanguard != NOBODY)


def always_skirmish_target(sector: Sector) -> bool:
    """RS-VANG-14 (E), RS-VANG-15 (F): a sector holding a Vanguard is a valid Skirmish target
    even when no Voidborn sector is next to it and even when its own ability makes it immune."""
    return sector.vanguard != NOBODY


def tokens_held(state: GameState, seat: int) -> list[str]:
    """The kinds of Psionic Combat token ``seat`` holds (RS-PCOMBAT-02)."""
    house = state.houses[seat]
    return [
        kind for kind, n in ((STRIKE, house.salvo_strikes), (BARRIER, house.approach_barriers)) if n
    ]


def discard_token(state: GameState, seat: int, kind: str) -> None:
    """Use up one Psionic Combat token (RS-PCOMBAT-08)."""
    house = state.houses[seat]
    if kind == STRIKE:
        house.salvo_strikes -= 1
    else:
        house.approach_barriers -= 1


def vanguard_sector(state: GameState, seat: int) -> Sector | None:
    """The sector holding ``seat``'s Vanguard, or None while it is on its tile (RS-VANG-08);
    always None without the Psionics module, which has no Vanguard (RS-MOD)."""
    if PSIONICS not in state.config.modules:
        return None
    for sector in state.galaxy.sectors:  # a loop, not a generator (read at every scoring)
        if sector.vanguard == seat:
            return sector
    return None


def counted_twice(state: GameState, seat: int) -> GameState | None:
    """RS-VANG-10 (A), RS-VANG-18: a copy of ``state`` for Agenda scoring only, in which the
    sector holding ``seat``'s Vanguard, and everything in it, is there twice (the copy under
    another id, no edges); None without a Vanguard on the map. Galactic Events and Influence
    gained otherwise never use it."""
    sector = vanguard_sector(state, seat)
    if sector is None:
        return None
    twice = clone(state)
    twice.galaxy.sectors.append(msgspec.structs.replace(sector, id=f"{sector.id}+vanguard"))
    return twice
