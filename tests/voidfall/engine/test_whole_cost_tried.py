"""Cost lines checked on the state itself, each choice taken and taken back
(``Primitive.tried``), instead of on a copy (VF-ACTION-05): Corruption spots (VF-CORRUPT-04/05/07),
Population growth (VF-POP-04/05) and recalls (VF-FLEET-14..16); and lines apart, each checked on its
own (VF-GUILD-10).

Dunlork's seat 0 controls its Home (s25) and s19, both at Population 2.
"""

from __future__ import annotations

from domineum.kernel.game import to_json
from domineum.voidfall.core.primitive import Choice, Ctx, Refusal, primitive
from domineum.voidfall.core.stack import cost_refusal_whole, step_options
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, ResolveAction, Step
from domineum.voidfall.model.terms import NOBODY
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


RECALL = Effect("recall")


def test_vf_action_05_vf_fleet_14_two_recalls_are_tried_on_the_state_itself() -> None:
    """VF-ACTION-05, VF-FLEET-14: two recalls with 3 FP deployed (2 in s19, the last in the Home
    s25): the first recall, from s19 (which keeps 1 FP), leaves FP for the second; the state is
    left as it was."""
    state = position("dunlork")
    before = to_json(state)
    assert cost_refusal_whole(state, game().content, 0, [RECALL, RECALL]) is None
    assert to_json(state) == before


def test_vf_fleet_14_a_recall_tried_is_taken_back_as_it_was() -> None:
    """VF-FLEET-14/15: recalling s19's only Sentry FP (a Corvette FP stays) is tried: inside,
    the Sentry is gone, 1 more FP is Active and s19 is bound; afterwards everything is as it
    was, the order of s19's fleet types included."""
    state = position("dunlork")
    s19 = state.galaxy.sector("s19")
    s19.fleets = {"sentry": 1, "corvette": 1}
    before = to_json(state)
    active = state.houses[0].fp_active
    recall = primitive("recall")
    ctx = Ctx(state, game().content, 0, Step(seat=0, effect=RECALL, cost=True))
    tried = recall.tried(ctx, Choice("recall", ("s19", "sentry")))
    assert tried is not None
    with tried:
        assert s19.fleets == {"corvette": 1}
        assert state.houses[0].fp_active == active + 1
        assert state.turn.bound_sector == "s19"
    assert to_json(state) == before
    assert list(s19.fleets) == ["sentry", "corvette"]


def test_vf_fleet_16_recalling_a_sector_s_last_fp_is_not_tried() -> None:
    """VF-FLEET-16: recalling the last FP of a sector would abandon it (a decision follows), so
    that way is left to a copy of the state (no take-back)."""
    state = position("dunlork")
    state.galaxy.sector("s19").fleets = {"corvette": 1}
    ctx = Ctx(state, game().content, 0, Step(seat=0, effect=RECALL, cost=True))
    assert primitive("recall").tried(ctx, Choice("recall", ("s19", "corvette"))) is None


def test_vf_action_05_vf_fleet_14_two_recalls_with_one_fp_deployed_are_refused() -> None:
    """VF-ACTION-05, VF-FLEET-14: with only the Home's 1 FP deployed, the second recall has
    nothing to recall; the state is left as it was."""
    state = position("dunlork")
    s19 = state.galaxy.sector("s19")
    s19.fleets = {}
    s19.owner = NOBODY
    before = to_json(state)
    refusal = cost_refusal_whole(state, game().content, 0, [RECALL, RECALL])
    assert refusal == Refusal("vf.refuse.nothing_deployed", "VF-FLEET-14")
    assert to_json(state) == before


DESTROY_GUILD = Effect("destroy", {"kind": "guild"})
DESTROY_INSTALLATION = Effect("destroy", {"kind": "installation"})


def test_vf_action_05_vf_guild_10_a_guild_then_an_installation_destroyed_apart() -> None:
    """VF-ACTION-05, VF-GUILD-10: destroying a Guild never changes whether an Installation can
    be destroyed (Scorched Earth's two destructions), so each is checked on the state itself:
    s19 holds Guilds and a Shipyard, payable; without the Shipyard, the second is refused. The
    state is left as it was."""
    state = position("dunlork")
    assert primitive("destroy").apart(DESTROY_GUILD, DESTROY_INSTALLATION)
    before = to_json(state)
    lines = [DESTROY_GUILD, DESTROY_INSTALLATION]
    assert cost_refusal_whole(state, game().content, 0, lines) is None
    assert to_json(state) == before
    state.galaxy.sector("s19").installations[0] = ""
    refusal = cost_refusal_whole(state, game().content, 0, lines)
    assert refusal == Refusal("vf.refuse.nothing_to_destroy", "VF-GUILD-10")


def test_rs_cmdstn_03_an_installation_destroyed_first_is_not_apart_from_a_guild() -> None:
    """RS-CMDSTN-03: a Command Station holds its sector, so destroying an Installation first may
    leave no Guild that can be destroyed: those lines are tried together, and two Guilds too."""
    destroy = primitive("destroy")
    assert not destroy.apart(DESTROY_INSTALLATION, DESTROY_GUILD)
    assert not destroy.apart(DESTROY_GUILD, DESTROY_GUILD)
