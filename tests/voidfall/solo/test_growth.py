"""The Void Advances: Void Growth, War resolution, Catastrophes (VF-SOLO-VOIDADV, VF-SOLO-CATAS,
VF-SOLO-END-02, VF-SOLO-ERASE-04; the digest's T-05..T-09, T-38, T-46)."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.model.void import HARBINGER
from domineum.voidfall.modes.void import growth
from domineum.voidfall.modes.void.catastrophe import CATASTROPHE
from tests.voidfall.solo import solokit


def _with_crisis(crisis_id: str, difficulty: str = "easy", seed: int = 1):  # type: ignore[no-untyped-def]
    state = solokit.to_selection(solokit.new(difficulty, seed))
    v = solokit.void(state)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = solokit.take_crisis(state, crisis_id)
    return state


def test_vf_solo_voidadv_02_three_options_general_crisis() -> None:
    """VF-VOIDADV-02, VF-SOLO-VOIDADV-02, VF-SOLO-VOIDADV-03, VF-SOLO-VOIDADV-04,
    VF-SOLO-VOIDADV-05: a General
    Crisis whose Consequence can be resolved offers all
    three options, option 3 on either track."""
    state = _with_crisis("crisis-12")  # General; Consequence: Corruption in one of your sectors
    solokit.push(state, growth.GROWTH)
    assert solokit.kinds(state) == [
        ("growth", "suffer"),
        ("growth", "catastrophe"),
        ("growth", "ongoing-military"),
        ("growth", "ongoing-economic"),
    ]


def test_vf_solo_voidadv_03_t06_suffer_then_discard() -> None:
    """VF-VOIDADV-03, VF-SOLO-VOIDADV-03, VF-SOLO-CRISIS-12 (T-06): suffering resolves the
    Consequence (here a
    Corruption placed in a Pure sector of yours), then the Crisis goes to its tier discard."""
    state = _with_crisis("crisis-12")  # General; Consequence: Corruption in one of your sectors
    solokit.sector(state, "s2").corrupted = False
    solokit.push(state, growth.GROWTH)
    solokit.choose(state, "growth", "suffer")
    if ("spot", "s2") in solokit.kinds(state):  # the only free spot is taken at once
        solokit.choose(state, "spot", "s2")
    v = solokit.void(state)
    assert solokit.sector(state, "s2").corrupted
    assert v.current_crisis == "" and "crisis-12" in v.crisis_discards["1"]
    assert v.catastrophes == 0


def test_vf_solo_erase_04_t38_suffer_not_offered_when_unresolvable() -> None:
    """VF-CONSUMED-01, VF-CONSUMED-03, VF-SOLO-VOIDADV-03 (seed 003), VF-SOLO-ERASE-04 (T-38a): in
    Cycle 1 the Improvement
    Block covers the Improved Technologies, so a Crisis erasing one cannot be suffered."""
    content = solokit.game().content
    improved = next(
        c.id
        for c in content.void.crises.values()  # type: ignore[union-attr]
        if c.tier == "1" and c.consequence == [{"op": "void_erase", "level": "improved"}]
    )
    state = _with_crisis(improved)
    assert state.board.improvement_block
    solokit.push(state, growth.GROWTH)
    assert ("growth", "suffer") not in solokit.kinds(state)
    assert ("growth", "catastrophe") in solokit.kinds(state)
    state.board.improvement_block = False  # T-38b: Cycle 2, the leftmost one is erased
    memo.forget(state)  # edited by hand: the pending options change
    leftmost = state.board.improved_offer[0]
    solokit.choose(state, "growth", "ongoing-military")
    state2 = _with_crisis(improved)
    state2.board.improvement_block = False
    leftmost = state2.board.improved_offer[0]
    solokit.push(state2, growth.GROWTH)
    solokit.choose(state2, "growth", "suffer")
    assert solokit.void(state2).erased == [leftmost]
    assert leftmost not in state2.board.improved_offer


def test_vf_solo_catas_02_t07_catastrophe_and_five_resources() -> None:
    """VF-VOIDADV-04, VF-VOIDADV-13, VF-SOLO-VOIDADV-04, VF-SOLO-CATAS-01, VF-SOLO-CATAS-02,
    VF-SOLO-CATAS-04 (T-07): option 2
    places a Catastrophe marker,
    discards the Crisis and lets the player gain 5 resources (or decline)."""
    state = _with_crisis("crisis-10")
    food = state.houses[0].resources[0]
    solokit.push(state, growth.GROWTH)
    solokit.choose(state, "growth", "catastrophe")
    v = solokit.void(state)
    assert v.catastrophes == 1 and "crisis-10" in v.crisis_discards["1"]
    options = solokit.kinds(state)
    assert ("catastrophe", "decline") in options and ("catastrophe", "resources") in options
    solokit.choose(state, "catastrophe", "resources")
    for _ in range(5):
        solokit.choose(state, "resource", "food")
    assert state.houses[0].resources[0] == min(15, food + 5)


def test_vf_solo_catas_02_t08_remove_a_corruption() -> None:
    """VF-SOLO-CATAS-02 (AMB-58, T-08): the benefit may remove any 1 of your Corruption, e.g.
    the one above your rightmost Agenda slot."""
    state = solokit.to_selection(solokit.new("easy", 1))
    solokit.push(state, CATASTROPHE)
    solokit.choose(state, "catastrophe", "corruption")
    solokit.choose(state, "spot", "slot4")
    assert state.houses[0].agenda_corrupted[3] is False
    assert solokit.void(state).catastrophes == 1


def test_vf_solo_catas_06_t09_fourth_catastrophe_loses_at_once() -> None:
    """VF-VOIDADV-14, VF-END-06, VF-SOLO-CATAS-06, VF-SOLO-END-02 (T-09): with 3 markers placed, a
    4th Catastrophe ends
    the game at once with a loss and no benefit choice."""
    state = solokit.new("easy", 1)
    solokit.void(state).catastrophes = 3
    solokit.push(state, CATASTROPHE)
    assert state.phase == "over"
    assert solokit.void(state).result == "lost"
    assert solokit.game().winners(state) == []
    assert solokit.game().legal_actions(state) == []
    assert "vf.void.note.lost_now" in solokit.notes(state)


def test_vf_solo_voidadv_06_t05_war_round_offers_war_options() -> None:
    """VF-CRISIS-06, VF-VOIDADV-09, VF-SOLO-ALERT-03, VF-SOLO-CRISIS-03, VF-SOLO-VOIDADV-01,
    VF-SOLO-VOIDADV-06 (T-05): on a War
    Alert no
    Crisis is revealed and the turn ends with the War choice, not Void Growth."""
    game = solokit.game()
    for seed in range(40):
        state = solokit.to_selection(solokit.new("easy", seed))
        v = solokit.void(state)
        if v.alert.startswith("war-"):
            break
    else:
        raise AssertionError("no seed starts with a War Alert")
    assert v.current_crisis == ""
    assert "vf.void.note.no_crisis" in solokit.notes(state)
    import random

    rng = random.Random(1)
    while state.stack and not any(k[0] == "war" for k in solokit.kinds(state)):
        assert not any(k[0] == "growth" for k in solokit.kinds(state))
        ids = [i for i in game.legal_ids(state)]
        game.apply_in_place(state, rng.choice(ids))
    assert solokit.kinds(state) == [("war", "skirmish"), ("war", "catastrophe")]


def test_vf_solo_crisis_11_t46_overcome_current_skips_growth() -> None:
    """VF-VOIDADV-01, VF-SOLO-CRISIS-11 (AMB-18, T-46): with the current Crisis overcome, the Void
    Advances
    step has no Void Growth."""
    from domineum.voidfall.model.state import Phase

    state = solokit.new("easy", 1)
    v = solokit.void(state)
    v.alert = next(a for a in solokit.game().content.void.alerts if a.startswith("situation"))  # type: ignore[union-attr]
    for pile in v.situation_piles.values():
        if v.alert in pile:
            pile.remove(v.alert)
    v.alert_deck = [a for a in v.alert_deck if a != v.alert]
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
        v.current_crisis = ""
    frame = Phase(seat=-1, name="turn_end", stage=3)
    assert growth.advances_step(state, solokit.game().content, frame) is False
    from domineum.voidfall.model.state import Step

    assert not any(isinstance(f, Step) and f.effect.op == growth.GROWTH for f in state.stack)
    assert "vf.void.note.growth_skipped" in solokit.notes(state)


def test_vf_solo_erase_02_erase_a_basic_technology_of_the_display() -> None:
    """VF-SOLO-ERASE-01, VF-SOLO-ERASE-02, VF-SOLO-ERASE-05, VF-SOLO-ERASE-06, VF-CONSUMED-02:
    the player picks a Technology of the display; it can no longer be gained and counts 5 for
    the Void."""
    from domineum.voidfall.modes.void import scoring
    from domineum.voidfall.modes.void.erase import ERASE

    state = solokit.to_selection(solokit.new("easy", 1))
    shown = sorted(t for t, pile in state.board.tech_piles.items() if pile)
    solokit.push(state, ERASE, level="basic")
    assert solokit.kinds(state) == [("tech", t) for t in shown]
    solokit.choose(state, "tech", shown[0])
    assert state.board.tech_piles[shown[0]] == []
    assert solokit.void(state).erased == [shown[0]]
    assert scoring.sheet(state, solokit.game().content)["erased"] == 5


def test_vf_solo_catas_03_no_harbinger_returns_in_the_default_model() -> None:
    """VF-SOLO-CATAS-03, VF-SOLO-CBOARD-09 (AMB-19): the return of the Harbingers "on the
    Harbinger spaces" after a Catastrophe belongs to the German Harbinger-space model only; in
    the default model there are no such spaces, so the Harbingers on the Crisis board's tracks
    stay where they are and the supply is unchanged after the Catastrophe and its choice."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    v.military[0] = HARBINGER
    v.economic[1] = HARBINGER
    v.harbinger_supply -= 2
    memo.forget(state)
    tracks, supply = (list(v.military), list(v.economic)), v.harbinger_supply
    solokit.push(state, CATASTROPHE)
    solokit.choose(state, "catastrophe", "decline")
    v = solokit.void(state)
    assert v.catastrophes == 1
    assert (v.military, v.economic) == tracks and v.harbinger_supply == supply
