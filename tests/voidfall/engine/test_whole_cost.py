"""Item 1 of issue 12: an action's whole cost is checked and paid as one (VF-ACTION-05).

Seed 003 l.1053-1055: pay the whole cost first, otherwise forgo the action entirely. Every
line of a cost (the printed lines, an Event's extra line, each doubled or repeated part) must be
payable together, and once begun no line may be left unpaid.
"""

from __future__ import annotations

import pytest

from domineum.kernel.errors import IllegalAction
from domineum.voidfall.rules import fleet
from tests.voidfall.houses.housekit import HOME, OUTPOST, fleets, names, play, position


def _mobilize_under_3h(energy: int, credits: int) -> list[str]:
    state = position(
        "dunlork",
        focus="reinforcement",
        cycle=3,
        board={"event": "adapt_and_overcome"},
        houses={"0": {"resources": {"energy": energy, "credits": credits}}},
    )
    return names(state)


def test_vf_action_05_event_extra_cost_is_checked_with_the_printed_one() -> None:
    """VF-ACTION-05, VF-PREP-19: under 3H Mobilize costs 1 + 1 Energy for Dunlork (Reinforcement
    is a Preferred Focus); with 1 Energy and no Credit it is not offered, with 2 it is."""
    assert "take 3" not in _mobilize_under_3h(1, 0)
    assert "take 3" in _mobilize_under_3h(2, 0)
    assert "take 3" in _mobilize_under_3h(1, 1)  # a Credit stands in (VF-RES-03)


def test_vf_action_05_refused_whole_cost_names_the_rule() -> None:
    """VF-ACTION-05: taking Mobilize with 1 Energy under 3H is refused, naming the shortfall."""
    state = position(
        "dunlork",
        focus="reinforcement",
        cycle=3,
        board={"event": "adapt_and_overcome"},
        houses={"0": {"resources": {"energy": 1, "credits": 0}}},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, "take 3")
    assert refused.value.rule_id == "VF-RES-07"
    assert "energy" in refused.value.reason


def _robotics(**sectors: object) -> list[str]:
    state = position(
        "nervo",
        focus="development",
        houses={"0": {"technologies": {"robotics": "basic"}}},
        sectors=sectors,
    )
    return names(state)


def test_vf_action_12_doubled_recall_needs_two_fp() -> None:
    """VF-ACTION-12, VF-ACTION-05: Robotics doubles Establish's "recall 1 FP" to two recalls; with
    a single FP deployed only the plain action is offered, with two both are."""
    one = _robotics(**{HOME: {"fleets": fleets(corvette=1)}, OUTPOST: {"fleets": fleets()}})
    assert "take 2" in one and "double 2" not in one
    two = _robotics(**{HOME: {"fleets": fleets(corvette=2)}, OUTPOST: {"fleets": fleets()}})
    assert "double 2" in two


def test_vf_action_05_doubled_recall_pays_both() -> None:
    """VF-ACTION-05: a doubled Establish with two FP deployed recalls both before any effect."""
    state = position(
        "nervo",
        focus="development",
        houses={"0": {"technologies": {"robotics": "basic"}}},
        sectors={HOME: {"fleets": fleets(corvette=2)}, OUTPOST: {"fleets": fleets()}},
    )
    before = fleet.deployed(state, 0)
    state = play(state, "double 2")
    while any(n.startswith("recall") for n in names(state)):
        state = play(state, next(n for n in names(state) if n.startswith("recall")))
    assert fleet.deployed(state, 0) == before - 2


def test_vf_action_05_no_payment_choice_leaves_the_rest_unpayable() -> None:
    """VF-ACTION-05, VF-TARGET-07: a cost "recall 1 FP, then gain a Corruption in that sector"
    (as an Event box words it) is one payment: the recall is offered only from a sector where
    the Corruption can then go (the Outpost), never from the Corruption-immune Home, and the
    whole cost is paid."""
    from domineum.voidfall.core.stack import cost_refusal_whole
    from domineum.voidfall.engine import flow
    from domineum.voidfall.model.effect import Effect
    from domineum.voidfall.model.state import ResolveAction
    from tests.voidfall.houses.housekit import game, sector

    state = position(
        "valnis",
        sectors={HOME: {"fleets": fleets(corvette=2)}, OUTPOST: {"fleets": fleets(corvette=2)}},
    )
    costs = [Effect("recall"), Effect("corrupt", {"where": "same"})]
    assert cost_refusal_whole(state, game().content, 0, costs) is None
    state.stack.append(ResolveAction(seat=0, source="test", effects=[], costs=list(costs)))
    flow.settle(state, game().content)
    assert names(state) == [f"recall {OUTPOST} corvette"]
    state = play(state, f"recall {OUTPOST} corvette")
    assert sector(state, OUTPOST).corrupted
    home_only = position(
        "valnis", sectors={HOME: {"fleets": fleets(corvette=2)}, OUTPOST: {"fleets": fleets()}}
    )
    refusal = cost_refusal_whole(home_only, game().content, 0, costs)
    assert refusal is not None and refusal.rule == "VF-CORRUPT-07"
