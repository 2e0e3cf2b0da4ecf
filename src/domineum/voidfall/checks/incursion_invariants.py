"""Invariants of the Incursion module's pieces, checked after every action beside the Void's
(checks/void_invariants.py): each Incursion Alert card and Immediate Crisis in exactly one
place, at most 2 Rift
tokens of each type (seed 001 l.56), Civil Defense tokens only in sectors no Voidborn hold and
never back once removed (RS-CIVDEF-03), Voidborn within each sector's limit (RS-LIMITS)."""

from __future__ import annotations

from collections import Counter

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modules.incursion import fleets


def incursion_violations(state: GameState, content: Content) -> list[str]:
    """Every broken Incursion invariant, as readable lines."""
    inc, v, p = state.incursion, state.void, content.incursion
    if inc is None or v is None or p is None:
        stray = [s.id for s in state.galaxy.sectors if s.civil_defense]
        return [f"Civil Defense marks without Incursion: {stray}"] if stray else []
    out: list[str] = []
    cards = Counter(
        a
        for a in (
            *v.alert_deck,
            *v.alert_discard,
            *([v.alert] if v.alert else []),
            *v.boxed,
            *inc.voidfall_pile,
            *inc.rift_surge_pile,
            *(a for pile in inc.dual_piles.values() for a in pile),
        )
        if a in p.alerts
    )
    if set(cards) != set(p.alerts) or any(n != 1 for n in cards.values()):
        out.append(f"Incursion Alert cards: {len(cards)} distinct, {sum(cards.values())} in all")
    special = Counter(
        c
        for pile in (*v.crisis_decks.values(), *v.crisis_discards.values())
        for c in pile
        if c in p.crises
    )
    if set(special) != set(p.crises) or any(n != 1 for n in special.values()):
        out.append(f"Immediate Crises: {dict(special)}")
    tokens = Counter(t for kinds in inc.unopened.values() for t in kinds)
    tokens += Counter(t for kinds in inc.open_rifts.values() for t in kinds)
    if any(n > 2 for n in tokens.values()):
        out.append(f"Rift tokens: {dict(tokens)}")
    for sector_id, seat in inc.civil_defense.items():
        sector = state.galaxy.sector(sector_id)
        if sector.is_voidborn or sector_id in inc.civil_defense_removed:
            out.append(f"Civil Defense token of seat {seat} in {sector_id}")
        if not sector.civil_defense or sector.owner != seat:
            out.append(f"{sector_id}: seat {seat}'s Civil Defense token does not hold it")
    marked = {s.id for s in state.galaxy.sectors if s.civil_defense}
    if marked != set(inc.civil_defense):
        out.append(f"sectors marked with a Civil Defense token: {sorted(marked)}")
    for sector in state.galaxy.sectors:
        held = sum(sector.voidborn_by_type().values())
        if held and held > max(fleets.limit(state, sector), sector.voidborn_limit):
            out.append(f"{sector.id}: {held} Voidborn Fleet Power over its limit")
    return out
