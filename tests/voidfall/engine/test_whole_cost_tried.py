"""Cost lines checked on the state itself, each choice taken and taken back
(``Primitive.tried``), instead of on a copy (VF-ACTION-05): Corruption spots (VF-CORRUPT-04/05/07)
and Population growth (VF-POP-04/05).

Dunlork's seat 0 controls its Home (s25) and s19, both at Population 2.
"""

from __future__ import annotations

from domineum.kernel.game import to_json
from domineum.voidfall.core.primitive import Refusal
from domineum.voidfall.core.stack import cost_refusal_whole, step_options
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, ResolveAction, Step
from domineum.voidfall.rules import corruption
from tests.voidfall.houses.housekit import game, position

ANY = Effect("corrupt", {"where": "any"})
SLOT = Effect("corrupt", {"where": "slot"})
GROW = Effect("grow")
REDUCE = Effect("reduce_population")


def _two_free_spots() -> GameState:
    """Seat 0 left with two free Corruption spots: the Economy track and slot 4."""
    state = position("dunlork")
    house = state.houses[0]
    house.track_corrupted = [True, True, False]  # Economy free
    house.agenda_corrupted = [False, True, True, False]  # slot 4 free
    for sector in state.galaxy.controlled_by(0):
        sector.corrupted = not sector.corruption_immune
    assert list(corruption.free_spots(state, 0)) == ["economy", "slot4"]
    return state


def test_vf_action_05_two_corruptions_pay_when_the_spots_can_be_shared_out() -> None:
    """VF-ACTION-05, VF-CORRUPT-04: "any" then "slot": the first goes on the track, the second on
    slot 4, so the whole cost can be paid; the state is left as it was."""
    state = _two_free_spots()
    before = to_json(state)
    assert cost_refusal_whole(state, game().content, 0, [ANY, SLOT]) is None
    assert to_json(state) == before


def test_vf_action_05_vf_corrupt_07_two_slot_corruptions_are_refused() -> None:
    """VF-ACTION-05, VF-CORRUPT-07: two Corruptions on slots with one free slot: the first takes
    it, so the second is refused (its own refusal names the rule); the state is left as it was."""
    state = _two_free_spots()
    before = to_json(state)
    refusal = cost_refusal_whole(state, game().content, 0, [SLOT, SLOT])
    assert refusal == Refusal("vf.refuse.corruption_full", "VF-CORRUPT-07")
    assert to_json(state) == before


def test_vf_action_05_a_spot_that_leaves_the_next_line_unpayable_is_not_offered() -> None:
    """VF-ACTION-05: paying "any" then "slot", the first Corruption may not take slot 4 (the
    second would have nowhere to go): only the Economy track is offered; the state is unchanged."""
    state = _two_free_spots()
    state.stack.append(ResolveAction(seat=0, source="test", effects=[], costs=[SLOT]))
    frame = Step(seat=0, effect=ANY, cost=True)
    state.stack.append(frame)
    before = to_json(state)
    offered = step_options(state, game().content, frame)
    assert [(o.kind, o.values) for o in offered] == [("spot", ("economy",))]
    assert to_json(state) == before


def _s19_at_one() -> GameState:
    """s19's Population down to 1: no Population can be reduced until s19 grows (VF-POP-05)."""
    state = position("dunlork")
    state.galaxy.sector("s19").population = 1
    return state


def test_vf_action_05_vf_pop_05_a_growth_makes_the_reduction_payable() -> None:
    """VF-ACTION-05, VF-POP-04/05: grow, then reduce a non-Home Population: payable by growing
    s19 to 2 first (the Home's growth would not do); the state is left as it was."""
    state = _s19_at_one()
    before = to_json(state)
    assert cost_refusal_whole(state, game().content, 0, [REDUCE]) is not None
    assert cost_refusal_whole(state, game().content, 0, [GROW, REDUCE]) is None
    assert to_json(state) == before


def test_vf_action_05_a_growth_that_leaves_the_reduction_unpayable_is_not_offered() -> None:
    """VF-ACTION-05: paying "grow" then "reduce", growing the Home (s25) would leave nothing to
    reduce: only s19 is offered; the state is unchanged."""
    state = _s19_at_one()
    state.stack.append(ResolveAction(seat=0, source="test", effects=[], costs=[REDUCE]))
    frame = Step(seat=0, effect=GROW, cost=True)
    state.stack.append(frame)
    before = to_json(state)
    offered = step_options(state, game().content, frame)
    assert [(o.kind, o.values) for o in offered] == [("sector", ("s19",))]
    assert to_json(state) == before
