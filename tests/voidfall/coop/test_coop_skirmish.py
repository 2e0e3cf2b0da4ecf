"""Skirmishes in co-op (VF-CRISIS-18, VF-SKIRMISH-02, VF-SKIRMISH-14, VF-SKIRMISH-16): a
Crisis's Skirmish strikes only the current player; a successful defense still resolves the
source card's instruction; Void reinforcements go next to the combat sector."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import skirmish
from tests.voidfall.coop.coopkit import at_selection
from tests.voidfall.solo import solokit


def _front(state: GameState) -> tuple[str, str, str]:
    """Strip the map (no Void FP, no Harbinger, only the Homes held); then a Void sector V with
    two ordinary neighbours, A held by seat 0 (Population 2) and B by seat 1 (Population 5)."""
    v = solokit.void(state)
    v.harbinger_supply += v.harbingers_in_space
    v.harbingers = {}
    for s in state.galaxy.sectors:
        s.voidborn = 0
        if s.home_of == NOBODY and s.owner != NOBODY:
            state.houses[s.owner].fp_inactive += s.fleet_power
            s.fleets = {}
            s.owner = NOBODY
    solokit.clear_tracks(state)
    plain = {
        s.id
        for s in state.galaxy.sectors
        if s.home_of == NOBODY and s.type == "regular" and s.population > 0
    }
    for sid in sorted(plain, key=lambda x: int(x[1:])):
        near = sorted(n for n in state.galaxy.neighbours(sid) if n in plain)
        if len(near) >= 2:
            void, a, b = sid, near[0], near[1]
            break
    solokit.sector(state, void).voidborn = 2
    solokit.give(state, a, {"corvette": 1}, seat=0).population = 2
    solokit.give(state, b, {"corvette": 1}, seat=1).population = 5
    for house in state.houses:  # no Corruption: the strength is the track's value only
        house.track_corrupted = [False, False, False]
        house.agenda_corrupted = [False] * len(house.agenda_corrupted)
    return void, a, b


def test_vf_crisis_18_a_crisis_skirmish_strikes_only_the_current_player() -> None:
    """VF-CRISIS-18, VF-SKIRMISH-02: a Crisis's Skirmish targets the current player's sectors
    only, even when another player's sector would be a better target."""
    for seat in (0, 1):
        state = at_selection(2)
        _, a, b = _front(state)
        solokit.void(state).military[0] = "@harbinger"  # the Military value 1: a real attack
        solokit.void(state).harbinger_supply -= 1
        solokit.push(state, skirmish.SKIRMISH, seat=seat, trigger="crisis")
        assert solokit.void(state).skirmish_target == (a if seat == 0 else b)


def test_vf_skirmish_14_16_a_held_sector_still_resolves_the_card_and_reinforces() -> None:
    """VF-SKIRMISH-14, VF-SKIRMISH-16: with Void strength 0 the Skirmish counts as a
    successful defense and the War card's instruction is resolved: 1 Void FP into a Void sector
    next to the combat sector."""
    state = at_selection(2)
    void, a, _ = _front(state)
    v = solokit.void(state)
    if v.alert:
        v.alert_deck.append(v.alert)
    v.alert = "war-3"
    for pile in (v.war_pile, v.alert_deck, v.boxed):
        if "war-3" in pile:
            pile.remove("war-3")
    v.skirmish_target, v.skirmish_strength = a, 0
    solokit.push(state, skirmish.ON_SUCCESS, seat=0, source="war")
    assert "vf.void.note.on_success" in solokit.notes(state)
    assert ("sector", void) in solokit.kinds(state)
    solokit.choose(state, "sector", void)
    assert solokit.sector(state, void).voidborn == 3
