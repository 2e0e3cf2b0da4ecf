"""Rifts and the Voidfall Alert (RS-INCFOCUS-04..10, RS-LIMITS-06).

Rift tokens of types I, II and III mark Unopened Rifts. A Voidfall card opens every Unopened
Rift of its type (their Voidstorms go, the tokens of that type leave the map), then places its
Cycle's Fleet Power and its Glory token on every Open Rift of that type. A Rift of that type
that was opened earlier and is no longer a Voidborn sector is closed: the Voidborn Skirmish it
instead, from the supply; if they win, their survivors stay and it is Open again.
"""

from __future__ import annotations

from domineum.voidfall.content.incursion_schema import IncursionAlert
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modules.incursion import fleets
from domineum.voidfall.modules.incursion import state as incursion
from domineum.voidfall.rules import sectors as rules_sectors


def open_type(state: GameState, rift: str) -> list[str]:
    """RS-INCFOCUS-05/06: flip every Unopened Rift of type ``rift``; remove the Voidstorms
    around them and that type's tokens (other types stay). The sectors opened."""
    inc = incursion.of(state)
    opened = sorted(s for s, kinds in inc.unopened.items() if rift in kinds)
    for sector_id in opened:
        kinds = inc.unopened[sector_id]
        kinds.remove(rift)
        if not kinds:
            del inc.unopened[sector_id]
        inc.open_rifts.setdefault(sector_id, []).append(rift)
        state.note("vf.inc.note.rift_opened", sector=sector_id, rift=rift)
    if opened:
        galaxy = state.galaxy
        kept = tuple(v for v in galaxy.voidstorms if not set(v) & set(opened))
        if len(kept) != len(galaxy.voidstorms):
            state.note("vf.inc.note.voidstorms_removed", n=len(galaxy.voidstorms) - len(kept))
            galaxy.voidstorms = kept
    return opened


def closed(state: GameState, rift: str) -> list[str]:
    """RS-INCFOCUS-08 (GAP-14, A27): Rifts of type ``rift`` opened before and now held by a
    player; a Skirmish that succeeds re-opens one (its survivors stay on it)."""
    inc = incursion.of(state)
    return sorted(
        s
        for s, kinds in inc.open_rifts.items()
        if rift in kinds and rules_sectors.controller(state, state.galaxy.sector(s)) != NOBODY
    )


def feed(state: GameState, sector: Sector, amount: int, glory: int) -> int:
    """RS-INCFOCUS-09, RS-LIMITS-06: Corvettes on an Open Rift up to its limit, and the card's
    Glory token. How many Fleet Power were placed."""
    room = max(0, fleets.limit(state, sector) - sum(sector.voidborn_by_type().values()))
    placed = min(amount, room)
    if placed:
        fleets.add(sector, fleets.CORVETTE, placed)
    state.note("vf.inc.note.rift_fed", sector=sector.id, n=placed)
    if glory:
        sector.glory.append(glory)
        state.note("vf.inc.note.rift_glory", sector=sector.id, glory=glory)
    return placed


def voidfall(state: GameState, card: IncursionAlert) -> list[str]:
    """RS-INCFOCUS-04..10: resolve a Voidfall card's immediate instructions. Returns the closed
    Rifts the Voidborn now Skirmish (the caller fights them, RS-INCFOCUS-08)."""
    inc = incursion.of(state)
    amount = card.fleet[min(state.cycle, len(card.fleet)) - 1]
    state.note("vf.inc.note.voidfall", card=card.id, rift=card.rift, n=amount)
    against = closed(state, card.rift)  # before opening: a closed Rift is skirmished instead
    open_type(state, card.rift)
    for sector_id in sorted(inc.open_rifts):
        sector = state.galaxy.sector(sector_id)
        if card.rift in inc.open_rifts[sector_id] and sector_id not in against:
            feed(state, sector, amount, card.glory)
    inc.military_row = True  # RS-INCFOCUS-10
    inc.military_bonus = card.skirmish
    inc.first_turn_done = []
    return against
