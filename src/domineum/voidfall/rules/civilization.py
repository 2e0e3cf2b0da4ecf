"""Civilization tracks and Tiers (VF-CIV-01..14, T-02, T-03).

A track marker's position is the index (0..7) of the space it covers; advancing covers the next
space and gives that space's benefit unless the track is Corrupted (VF-CIV-02, VF-CIV-12).
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACK_SPACES, TRACKS
from domineum.voidfall.rules import fleet

TIERS = (0, 0, 0, 1, 1, 2, 3, 4)  # T-02, by space index
ENTRY_DEACTIVATION = (0, 0, 0, 0, 0, 0, 1, 2)  # FP to deactivate before entering a space
LAST_SPACE = TRACK_SPACES - 1
SKIP = "skip"  # the skip-space benefit (VF-CIV-10)


def tier(position: int) -> int:
    return TIERS[position]


def mind_link(track: str, position: int) -> str:
    """How a Mind Link token on ``track``'s space ``position`` (0-based) is recorded."""
    return f"{track}:{position}"


def mind_link_spaces(state: GameState, content: Content, seat: int, tiers: list[int]) -> list[str]:
    """Where ``seat`` may place a Mind Link token: a space of a Tier in ``tiers`` on one of its
    tracks, not under the tracker (RS-MINDLINK-02, -03); AMBIG A11: a space behind the tracker
    is allowed, never one already covered, nor one without a benefit or already a Skip space."""
    house = state.houses[seat]
    out = []
    for i, track in enumerate(TRACKS):
        for position in range(1, TRACK_SPACES):
            key = mind_link(track, position)
            if position == house.tracks[i] or tier(position) not in tiers:
                continue
            benefit = content.track_space(house.house, i, position)
            if key in house.mind_links or not benefit or any(e.op == SKIP for e in benefit):
                continue
            out.append(key)
    return out


def improved_limit(house: HouseState) -> int:
    """Improved Technology limit: +1 per track in Tier 1, +2 per track in Tier 2+ (T-03, VF-CIV-07).

    Corruption on a track does not change it (VF-CIV-12).
    """
    return sum(min(tier(p), 2) for p in house.tracks)


def entry_cost(state: GameState, content: Content, seat: int, track: int) -> int:
    """FP to deactivate before the marker may enter the next space (VF-CIV-08), unless a
    Technology waives it (ability ``tier_fp_cost_waived``; ``abilities.of`` written out: asked
    for every track at every advance choice)."""
    house = state.houses[seat]
    if content.seat_abilities.of(house.technologies).tier_fp_cost_waived:  # Improved Cloning
        return 0
    return ENTRY_DEACTIVATION[house.tracks[track] + 1]


def advance_refusal(state: GameState, content: Content, seat: int, track: int) -> str | None:
    """The rule that stops ``track`` from advancing now, or None (VF-CIV-08/09/14)."""
    house = state.houses[seat]
    if house.tracks[track] >= LAST_SPACE:
        return "VF-CIV-09"
    cost = entry_cost(state, content, seat, track)
    if cost > house.fp_active and cost > house.fp_active + fleet.deployed(state, seat):
        return "VF-CIV-08"
    return None


def pool(house: HouseState, which: str) -> list[int]:
    """Tracks an ``advance`` icon names: one track, any, or your least advanced (VF-CIV-04;
    ties among the least advanced are your choice)."""
    if which == "any":
        return list(range(len(TRACKS)))
    if which == "least":
        low = min(house.tracks)
        return [i for i, p in enumerate(house.tracks) if p == low]
    return [TRACKS.index(which)]


def candidates(state: GameState, content: Content, seat: int, which: str) -> list[int]:
    """The tracks of :func:`pool` that can advance now."""
    house = state.houses[seat]
    return [i for i in pool(house, which) if advance_refusal(state, content, seat, i) is None]


def move(state: GameState, content: Content, seat: int, track: int) -> list[Effect]:
    """Move the marker one space right; return the benefit to resolve (VF-CIV-02/03).

    A Corrupted track gives nothing, skip included (VF-CIV-12). A skip benefit is bound to its
    track so that it advances the same track (VF-CIV-10).
    """
    house = state.houses[seat]
    house.tracks[track] += 1
    if house.track_corrupted[track]:
        return []
    if mind_link(TRACKS[track], house.tracks[track]) in house.mind_links:
        return [Effect(SKIP, {"track": TRACKS[track]})]  # RS-MINDLINK-04: covered by a Skip
    benefit = content.track_space(house.house, track, house.tracks[track])
    return [Effect(SKIP, {"track": TRACKS[track]}) if e.op == SKIP else e for e in benefit]
