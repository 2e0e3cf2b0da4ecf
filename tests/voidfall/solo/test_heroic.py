"""Heroic Focus cards (VF-SOLO-FOCUS-04, VF-SOLO-FOCUS-05, VF-SOLO-FOCUS-06, VF-SOLO-FOCUS-07, -12,
VF-SOLO-SETUP-18, VF-SOLO-SETUP-19, VF-SOLO-PREP-02,
VF-SOLO-CLEAN-06, VF-SOLO-CRISIS-13; the digest's T-39, T-40)."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.model.state import ChooseAction, GameState, Phase, SelectExtras, TurnState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import heroic
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def _display(*cards: str) -> GameState:
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    pool = v.heroic_deck + v.heroic_display
    v.heroic_display = list(cards)
    v.heroic_deck = [c for c in pool if c not in cards]
    memo.forget(state)  # edited by hand: the pending options change
    return state


def test_vf_solo_setup_19_three_heroic_cards_revealed() -> None:
    """VF-SOLO-SETUP-18, VF-SOLO-SETUP-19: the 10 Heroic cards shuffled, 3 face up."""
    v = solokit.void(solokit.new("easy", 5))
    assert len(v.heroic_display) == 3 and len(v.heroic_deck) == 7


def test_vf_solo_focus_04_t39_take_a_heroic_card() -> None:
    """VF-CLEANUP-15, VF-SOLO-FOCUS-04, -06, -07, VF-SOLO-CLEAN-06 (T-39): discarding Production
    takes Heroic
    Production, played as the turn's Focus; the display is not refilled; the card leaves the
    game after the turn; Production waits in the discard pile."""
    state = _display("heroic_production", "leadership", "heroic_conquest")
    assert ("heroic", "1") in solokit.kinds(state) and ("heroic", "2") in solokit.kinds(state)
    solokit.choose(state, "heroic", "1")
    assert solokit.kinds(state) == [("focus", "production")]  # only the corresponding card
    solokit.choose(state, "focus", "production")
    v = solokit.void(state)
    house = state.houses[0]
    assert state.turn.focus == "heroic_production"
    assert isinstance(state.stack[-1], (SelectExtras, ChooseAction))  # Selection goes on
    assert v.heroic_display == ["leadership", "heroic_conquest"]
    assert "production" in house.focus_discard and "production" not in house.focus_hand
    frame = Phase(seat=NOBODY, name="turn_end", stage=1)
    house.focus_discard.append("heroic_production")  # what Cleanup does (VF-CLEANUP-14)
    heroic.cleanup_step(state, CONTENT, frame)
    assert "heroic_production" in v.boxed and "heroic_production" not in house.focus_discard


def test_vf_solo_focus_05_leadership_takes_any_card() -> None:
    """VF-SOLO-FOCUS-05: any Focus card pays for Leadership."""
    state = _display("leadership")
    solokit.choose(state, "heroic", "1")
    hand = state.houses[0].focus_hand
    assert solokit.kinds(state) == [("focus", c) for c in sorted(hand)]


def test_vf_solo_crisis_13_repel_discards_a_crisis() -> None:
    """VF-CRISIS-16, VF-SOLO-CRISIS-13, VF-CRISIS-16: Leadership's Repel discards a Crisis of any
    type; the
    current one so discarded skips Void Growth."""
    state = _display("leadership")
    v = solokit.void(state)
    if not v.current_crisis:
        v.current_crisis = solokit.take_crisis(state, "crisis-06")
    current = v.current_crisis
    state.turn = TurnState(seat=0, focus="leadership")
    state.stack[-1] = ChooseAction(seat=0)
    solokit.push(state, heroic.DISCARD_CRISIS, type="any")
    assert ("overcome", "current") in solokit.kinds(state)
    solokit.choose(state, "overcome", "current")
    assert v.current_crisis == "" and v.overcome == [current]


def test_vf_solo_prep_02_t40_display_refreshed_in_cycle_2() -> None:
    """VF-PREP-04, VF-PREP-05, VF-SOLO-PREP-02 (T-40): the display is boxed and 3 new cards
    revealed."""
    state = _display("leadership", "heroic_conquest")
    v = solokit.void(state)
    deck = len(v.heroic_deck)
    heroic.refresh_step(state, CONTENT, Phase(seat=NOBODY))
    assert "leadership" in v.boxed and "heroic_conquest" in v.boxed
    assert len(v.heroic_display) == 3 and len(v.heroic_deck) == deck - 3
