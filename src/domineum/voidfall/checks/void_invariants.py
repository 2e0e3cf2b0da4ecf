"""Invariants of the Void's components (solo/co-op), checked after every action by the
self-play tests and benches beside the competitive ones (checks/invariants.py)."""

from __future__ import annotations

from collections import Counter

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import modules
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, HARBINGER


def refuge_fp(state: GameState) -> int:
    """Fleet Power standing on Refuges (in none of the FP states, VF-SOLO-REFUGE-07)."""
    return sum(state.void.refuge_fp) if state.void is not None else 0


def void_violations(state: GameState, content: Content) -> list[str]:
    """Every broken Void invariant, as readable lines."""
    v = state.void
    if v is None or content.void is None:
        return []
    p = content.void
    out: list[str] = []
    for name in ("military", "economic"):  # VF-SOLO-CBOARD-11 (AMB-57 reading)
        track = v.track(name)
        if len(track) != len(p.board.military):
            out.append(f"{name} track has {len(track)} spaces")
        used = [x != FREE for x in track]
        if used != sorted(used, reverse=True):
            out.append(f"{name} track is not one block from the left: {track}")
    if not 0 <= v.catastrophes <= p.board.catastrophe_spaces:
        out.append(f"{v.catastrophes} Catastrophes")
    on_tracks = sum(x == HARBINGER for x in (*v.military, *v.economic))
    harbingers = v.harbinger_supply + on_tracks + v.harbingers_in_space
    in_play = p.board.harbingers_in_play(state.config.players)
    if harbingers != in_play or v.harbinger_supply < 0:
        out.append(f"{harbingers} Harbingers in play, not {in_play}")
    crises = Counter(  # the base Crises (Incursion's Immediate ones: its own invariants)
        c
        for c in [
            *(c for deck in v.crisis_decks.values() for c in deck),
            *(c for pile in v.crisis_discards.values() for c in pile),
            *(x for x in (*v.military, *v.economic) if x not in (FREE, HARBINGER)),
            *([v.current_crisis] if v.current_crisis else []),
            *(state.incursion.held_crises() if state.incursion else ()),
            *(c for c in v.boxed if c in p.crises),
        ]
        if c in p.crises
    )
    dealt = set(modules.crises_in_play(p.crises, state.config))
    if set(crises) != dealt or any(n != 1 for n in crises.values()):
        out.append(f"Crisis cards: {len(crises)} distinct, {sum(crises.values())} in all")
    alerts = Counter(  # the base Alert cards (Incursion's are checked by its own invariants)
        a
        for a in (
            *v.alert_deck,
            *v.alert_discard,
            *(a for pile in v.situation_piles.values() for a in pile),
            *v.war_pile,
            *([v.alert] if v.alert else []),
            *v.boxed,
        )
        if a in p.alerts
    )
    if set(alerts) != set(p.alerts) or any(n != 1 for n in alerts.values()):
        out.append(f"Alert cards: {len(alerts)} distinct, {sum(alerts.values())} in all")
    offer = p.offer(state.config.mode)  # the Heroic (solo) or Joint (co-op) Focus cards
    heroic = Counter(
        [
            *v.heroic_deck,
            *v.heroic_display,
            *(h for h in v.boxed if h in offer),
            *(h for house in state.houses for h in house.focus_discard if h in offer),
        ]
    )
    if state.turn.focus in offer and not heroic[state.turn.focus]:
        heroic[state.turn.focus] += 1  # the Heroic card being played
    if v.families and (set(heroic) != set(offer) or any(n != 1 for n in heroic.values())):
        out.append(f"Heroic cards: {dict(heroic)}")
    for i, (n, size) in enumerate(zip(v.refuge_fp, v.refuge_spaces, strict=True)):
        if not 0 <= n <= size:
            out.append(f"Refuge {i + 1}: {n} FP on {size} spaces")
    if v.result and state.phase != "over":
        out.append(f"result '{v.result}' before the end")
    return out
