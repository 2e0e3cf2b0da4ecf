"""Overcoming Crises in the Actions step (VF-SOLO-CRISIS-04, VF-SOLO-CRISIS-05, VF-SOLO-CRISIS-06,
VF-SOLO-CRISIS-07, VF-SOLO-CRISIS-08, VF-SOLO-CRISIS-09, -11, VF-CRISIS-07, VF-CRISIS-08,
VF-CRISIS-09, VF-CRISIS-10, VF-CRISIS-11, VF-CRISIS-12, VF-CRISIS-13)."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.state import ChooseAction, GameState, TurnState
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def _after(focus: str, taken: list[str], crisis: str) -> GameState:
    """Seat 0 has just taken ``taken`` of ``focus``; ``crisis`` is the current Crisis."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = solokit.take_crisis(state, crisis)
    state.houses[0].focus_hand.remove(focus) if focus in state.houses[0].focus_hand else None
    state.turn = TurnState(seat=0, focus=focus, taken=list(taken))
    state.stack[-1] = ChooseAction(seat=0)
    return state


def _effect(state: GameState, raw: dict[str, Arg]) -> GameState:
    """Seat 0 resolves one effect (as an action's effect, not a cost) and the game settles."""
    memo.forget(state)
    push_step(state, CONTENT, 0, Effect.from_mapping(raw), cost=False)
    flow.settle(state, CONTENT)
    return state


SUPPLY: dict[str, Arg] = {"op": "produce", "resources": ["food", "energy", "materials"]}


def test_vf_solo_crisis_09_type_c_extra_cost_right_after_the_action() -> None:
    """VF-CRISIS-10, VF-CRISIS-13, VF-SOLO-CRISIS-04, -09, -11, -12: Price of Greatness (type C:
    after producing, spend 1 Credit): offered right after Supply's production, it costs the
    Credit, goes to the Tier I discard, and the turn's Void Growth is skipped."""
    state = _effect(_after("production", ["2"], "crisis-06"), SUPPLY)
    state.houses[0].resources[3] = 2
    assert ("overcome", "current") in solokit.kinds(state)
    solokit.choose(state, "overcome", "current")
    v = solokit.void(state)
    assert v.current_crisis == "" and "crisis-06" in v.crisis_discards["1"]
    assert v.overcome == ["crisis-06"]
    assert state.houses[0].resources[3] == 1


def test_vf_solo_crisis_09_not_after_another_action_or_without_the_cost() -> None:
    """VF-SOLO-CRISIS-09: "directly after": declined right after the production, it is not
    offered again beside the next action; not offered when the extra cost cannot be paid. The
    same for a Crisis naming a Focus family (Golden Age: after a Temptation action, 1 Credit)."""
    late = _after("production", ["2"], "crisis-06")
    late.houses[0].resources[3] = 2
    _effect(late, SUPPLY)
    solokit.choose(late, "done")
    assert ("overcome", "current") not in solokit.kinds(late)
    assert ("take", "1") in solokit.kinds(late)
    poor = _after("production", ["2"], "crisis-06")
    poor.houses[0].resources[3] = 0
    _effect(poor, SUPPLY)
    assert ("overcome", "current") not in solokit.kinds(poor)
    focus = _after("temptation", ["1"], "crisis-13")
    focus.houses[0].resources[3] = 1
    assert ("overcome", "current") in solokit.kinds(focus)
    focus.houses[0].resources[3] = 0
    assert ("overcome", "current") not in solokit.kinds(focus)


def test_vf_solo_crisis_07_type_a_the_way_it_was_done() -> None:
    """VF-CRISIS-11, VF-SOLO-CRISIS-07: Persevering Population (remove a Corruption so that 2+
    of your sectors are Pure): met only with the condition true right after the removal, and
    only by the named effect."""
    state = _after("progress", ["1"], "crisis-12")
    for s in state.galaxy.controlled_by(0):
        s.corrupted = False
    assert len(state.galaxy.controlled_by(0)) >= 2
    _effect(state, {"op": "remove_corruption", "where": "mat"})
    solokit.choose(state, "spot", "slot4")
    assert ("overcome", "current") in solokit.kinds(state)
    impure = _after("progress", ["1"], "crisis-12")
    solokit.sector(impure, "s2").corrupted = True
    _effect(impure, {"op": "remove_corruption", "where": "mat"})
    solokit.choose(impure, "spot", "slot4")
    assert ("overcome", "current") not in solokit.kinds(impure)
    other = _after("progress", ["1"], "crisis-12")
    for s in other.galaxy.controlled_by(0):
        s.corrupted = False
    _effect(other, SUPPLY)
    assert ("overcome", "current") not in solokit.kinds(other)


def test_vf_solo_crisis_08_type_b_condition_and_ongoing_crises() -> None:
    """VF-CRISIS-07, VF-CRISIS-12, VF-SOLO-CRISIS-04, -06, -08: Exhaust the Reserves (take a
    Prosperity action while holding 1+ Glory token) may be overcome on a track too; the track
    closes up."""
    state = _after("prosperity", ["1"], "crisis-06")
    v = solokit.void(state)
    solokit.clear_tracks(state)
    v.military[:2] = [
        solokit.take_crisis(state, "crisis-26"),
        solokit.take_crisis(state, "crisis-22"),
    ]
    state.houses[0].glory = []
    assert ("overcome", "military-1") not in solokit.kinds(state)
    state.houses[0].glory = [2]
    assert ("overcome", "military-1") in solokit.kinds(state)
    solokit.choose(state, "overcome", "military-1")
    assert v.military[0] == "crisis-22" and v.military[1] == ""
    assert v.current_crisis == "crisis-06"  # the current one stays: Void Growth follows


def test_vf_crisis_12_engage_meets_a_crisis_naming_the_invasion() -> None:
    """VF-CRISIS-12, VF-CRISIS-07, VF-SOLO-CRISIS-08 (decision C-17): Imperial March names the
    invasion ("invade while already having a total Glory value of 5+"), so the Focus action
    that invades still meets it: after Engage's Invasion, with Glory worth 5+, it is offered on
    its track before the next action; with less Glory it is not."""
    for glory, offered in (([3, 3], True), ([2], False)):
        state = _after("conquest", [], "crisis-06")
        solokit.clear_tracks(state)
        solokit.void(state).military[0] = solokit.take_crisis(state, "crisis-24")
        state.houses[0].resources = [5, 5, 5, 5, 5]
        solokit.give(state, state.galaxy.controlled_by(0)[0].id, {"corvette": 7})
        state.houses[0].glory = list(glory)
        solokit.choose(state, "take", "1")
        for _ in range(40):
            kinds = solokit.kinds(state)
            if ("overcome", "military-1") in kinds or kinds[0][0] in ("take", "end"):
                break
            solokit.choose(state, *next(k for k in kinds if k != ("done",)))
        assert state.turn.taken == ["1"]
        assert (("overcome", "military-1") in solokit.kinds(state)) == offered
