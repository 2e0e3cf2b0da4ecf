"""Glory, Bounty and Reclaim tokens: VF-GLORY-01..09, VF-BOUNTY-01..10, T-09, T-23, A-03, DT-04."""

from __future__ import annotations

import msgspec
import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.rules import bounty, fleet, glory
from tests.voidfall.economy.econkit import options, pick, refusal, rule_of, run, settle

# --- Glory ------------------------------------------------------------------------------------


def test_vf_glory_01_values_1_to_5(state: GameState, content: Content) -> None:
    """VF-GLORY-01, T-09: a Glory token is worth 1..5; other values are refused at load."""
    run(state, content, {"op": "gain_glory", "value": 5})
    assert state.houses[0].glory == [5]
    for bad in (0, 6):
        with pytest.raises(msgspec.ValidationError):
            primitive("gain_glory").params(Effect("gain_glory", {"value": bad}))


def test_vf_glory_02_gained_tokens_are_kept_by_you(state: GameState, content: Content) -> None:
    """VF-GLORY-02: gained tokens go to your House mat (never another player's)."""
    run(state, content, {"op": "gain_glory", "value": 2}, seat=1)
    assert (state.houses[0].glory, state.houses[1].glory) == ([], [2])


def test_vf_glory_03_events_place_glory_in_sectors(state: GameState, content: Content) -> None:
    """VF-GLORY-03, VF-PREP-21: an event places a face-up Glory token of the given value."""
    run(state, content, {"op": "place_token", "token": "glory", "value": 3})
    assert state.galaxy.sector("s4").glory == [3]


def test_vf_glory_04_invading_an_unowned_sector(state: GameState) -> None:
    """VF-GLORY-04: take the sector's Glory first, then gain your total Glory (book: 2+2+3=7);
    the Influence is gained last of the results (VF-RESULT-03), by ``invasion_influence``."""
    house = state.houses[0]
    house.glory = [2, 2]
    s4 = state.galaxy.sector("s4")
    s4.glory = [3]
    glory.claim_unowned_sector(state, 0, s4)
    assert house.influence == 0
    assert glory.invasion_influence(state, 0) == 7
    assert house.influence == 7 and sorted(house.glory) == [2, 2, 3] and s4.glory == []


def test_vf_glory_04_scores_even_without_new_tokens(state: GameState) -> None:
    """VF-GLORY-04: no Glory in the sector: still gain your total."""
    state.houses[0].glory = [4]
    glory.claim_unowned_sector(state, 0, state.galaxy.sector("s4"))
    assert glory.invasion_influence(state, 0) == 4


def test_vf_glory_05_invading_a_player_sector(state: GameState, content: Content) -> None:
    """VF-GLORY-05 (book: 1+2+3=6): Influence = the Defender's total; then the Defender discards
    one of their choice."""
    state.houses[1].glory = [1, 2, 3]
    assert glory.claim_player_sector(state, 0, 1) == 6
    assert state.houses[0].influence == 6 and state.houses[0].glory == []
    frame = state.stack[-1]
    assert isinstance(frame, Step) and frame.seat == 1 and frame.effect.op == "discard_glory"
    pick(state, content, "glory 3")
    assert state.houses[1].glory == [1, 2]


def test_vf_glory_06_abandoning_discards_one_of_your_choice(
    state: GameState, content: Content
) -> None:
    """VF-GLORY-06: recalling the last FP of a non-Home sector: discard a Glory token."""
    state.houses[0].glory = [1, 4]
    fleet.recall(state, 0, state.galaxy.sector("s2"), "corvette")
    assert options(state, content) == ["glory 1", "glory 4"]
    pick(state, content, "glory 1")
    assert state.houses[0].glory == [4]


def test_vf_glory_07_limit_only_in_cleanup(state: GameState, content: Content) -> None:
    """VF-GLORY-07, A-31: gaining a 5th token is allowed; only Cleanup enforces 4."""
    state.houses[0].glory = [1, 1, 2, 3]
    run(state, content, {"op": "gain_glory", "value": 2})
    assert len(state.houses[0].glory) == 5
    assert glory.excess(state.houses[0]) == 1
    assert glory.total(state.houses[0]) == 9


def test_vf_glory_08_upgrade_by_exactly_one(state: GameState, content: Content) -> None:
    """VF-GLORY-08 (DT-04): 4 -> 5; a 5 cannot be upgraded."""
    state.houses[0].glory = [4]
    run(state, content, {"op": "upgrade_glory"})
    assert state.houses[0].glory == [5]
    assert rule_of(state, content, {"op": "upgrade_glory"}) == "VF-GLORY-08"


def test_vf_glory_08_choose_which_to_upgrade(state: GameState, content: Content) -> None:
    """VF-GLORY-08: with several values you choose; 5s are never offered."""
    state.houses[0].glory = [1, 3, 5]
    push_step(state, content, 0, Effect("upgrade_glory"), False)
    assert options(state, content) == ["glory 1", "glory 3", "done"]
    pick(state, content, "glory 3")
    assert sorted(state.houses[0].glory) == [1, 4, 5]


def test_vf_glory_09_discard_without_glory_does_nothing(state: GameState, content: Content) -> None:
    """VF-GLORY-09: a discard with no Glory token has no effect."""
    run(state, content, {"op": "discard_glory"}, cost=True)
    assert state.houses[0].glory == []


# --- Bounty and Reclaim -----------------------------------------------------------------------


def test_vf_bounty_01_events_place_face_down_tokens(state: GameState, content: Content) -> None:
    """VF-BOUNTY-01, VF-PREP-21: a Bounty token from the pile, face down, no limit per sector."""
    for _ in range(2):
        run(state, content, {"op": "place_token", "token": "bounty"})
    assert state.galaxy.sector("s4").bounty == ["b_food#1", "b_sci#0"]
    assert state.board.bounty_pile == ["b_food#0"]


def test_vf_bounty_02_won_invasion_resolves_and_keeps_tokens(
    state: GameState, content: Content
) -> None:
    """VF-BOUNTY-02..04 (book example 1): flip the Bounty (2 Food), then the Reclaim (a Guild in
    that very sector); both are kept beside the mat."""
    s4 = state.galaxy.sector("s4")
    s4.bounty = ["b_food#0"]
    s4.reclaim = ["r_sci#0"]
    s4.voidborn = 0
    fleet.place(s4, 0, "corvette")
    bounty.resolve_sector_tokens(state, content, 0, s4)
    settle(state, content, 0)
    pick(state, content, "option 1")  # Bounty: 2 Food (or 1 Influence)
    settle(state, content, 0)
    pick(state, content, "option 1")  # Reclaim: the Guild here (or a resource)
    settle(state, content, 0)
    assert not state.stack
    assert state.houses[0].resource("food") == 2
    assert s4.guilds[0] == "scientists"
    assert state.houses[0].bounty_kept == ["b_food#0"]
    assert state.houses[0].reclaim_kept == ["r_sci#0"]
    assert s4.bounty == [] and s4.reclaim == []


def test_vf_bounty_03_influence_or_resources_as_shown(state: GameState, content: Content) -> None:
    """VF-BOUNTY-03: "1 Science and/or 1 Influence": take both, one at a time."""
    state.board.bounty_pile = ["b_sci#0"]
    run(state, content, {"op": "gain_bounty"}, ["option 1", "option 2"])
    assert state.houses[0].resources == [0, 0, 0, 0, 1] and state.houses[0].influence == 1


def test_vf_bounty_04_reclaim_placements_in_that_sector_and_forgoable(
    state: GameState, content: Content
) -> None:
    """VF-BOUNTY-04: the Reclaim's Sector Defense goes in its own sector; forgoing is allowed."""
    s2 = state.galaxy.sector("s2")
    s2.reclaim = ["r_defense#0"]
    bounty.resolve_sector_tokens(state, content, 0, s2)
    settle(state, content, 0)
    assert options(state, content) == ["option 1", "option 2", "done"]
    pick(state, content, "option 1")
    settle(state, content, 0)
    assert s2.installations[0] == "sector_defense"
    assert state.galaxy.sector("s1").installations == ["", "", ""]
    pick(state, content, "done")  # the 2 Influence forgone
    assert not state.stack and state.houses[0].influence == 0


def test_vf_bounty_05_gain_draws_resolves_keeps(state: GameState, content: Content) -> None:
    """VF-BOUNTY-05: draw from the pile, resolve at once, keep beside the mat."""
    run(state, content, {"op": "gain_bounty"}, ["option 2"])
    assert state.houses[0].bounty_kept == ["b_food#1"]
    assert state.houses[0].influence == 1
    assert len(state.board.bounty_pile) == 2


def test_vf_bounty_06_kept_tokens_only_count(state: GameState, content: Content) -> None:
    """VF-BOUNTY-06: kept tokens do nothing more; only their number matters."""
    from domineum.voidfall.rules.countables import count

    state.houses[0].bounty_kept = ["b_food#0", "b_sci#1"]
    state.houses[0].reclaim_kept = ["r_sci#2"]
    assert count(state, content, 0, "bounty_tokens", {}) == 2
    assert count(state, content, 0, "reclaim_tokens", {}) == 1


def test_vf_bounty_07_discard_shuffles_back_into_the_pile(
    state: GameState, content: Content
) -> None:
    """VF-BOUNTY-07: a discarded token goes back into its face-down pile; none: cannot."""
    state.houses[0].reclaim_kept = ["r_sci#2"]
    run(state, content, {"op": "discard_bounty", "token": "reclaim"}, cost=True)
    assert state.houses[0].reclaim_kept == []
    assert sorted(state.board.reclaim_pile) == ["r_defense#0", "r_sci#0", "r_sci#2"]
    found = refusal(state, content, {"op": "discard_bounty", "token": "reclaim"})
    assert found is not None and found.rule == "VF-BOUNTY-07"


def test_vf_bounty_08_abandonment_places_a_bounty(state: GameState) -> None:
    """VF-BOUNTY-08, VF-ABANDON-03: the occupied sector receives a face-down Bounty token."""
    s2 = state.galaxy.sector("s2")
    fleet.recall(state, 0, s2, "corvette")
    assert s2.bounty == ["b_food#1"]


def test_a_03_empty_bounty_pile_gives_influence_or_a_resource(
    state: GameState, content: Content
) -> None:
    """A-03, VF-BOUNTY-09: no token to draw: 1 Influence or 1 resource instead."""
    state.board.bounty_pile = []
    push_step(state, content, 0, Effect("gain_bounty"), False)
    assert options(state, content)[:2] == ["option 1", "resource food"]
    pick(state, content, "resource science")
    assert state.houses[0].resources == [0, 0, 0, 0, 1]


def test_vf_bounty_09_empty_pile_when_placing(state: GameState, content: Content) -> None:
    """VF-BOUNTY-09: placing from an empty pile also offers 1 Influence or 1 resource."""
    state.board.reclaim_pile = []
    run(state, content, {"op": "place_token", "token": "reclaim"}, ["option 1"])
    assert state.houses[0].influence == 1 and state.galaxy.sector("s4").reclaim == []


def test_vf_bounty_10_rewards_come_from_content(state: GameState, content: Content) -> None:
    """VF-BOUNTY-10, T-23: a face's rewards are the content's effects ("2 Food or 1 Influence")."""
    state.board.bounty_pile = ["b_food#5"]
    push_step(state, content, 0, Effect("gain_bounty"), False)
    settle(state, content, 0)
    assert options(state, content) == ["option 1", "option 2", "done"]
    pick(state, content, "option 1")
    assert state.houses[0].resource("food") == 2


def test_place_token_each_voidborn_sector(state: GameState, content: Content) -> None:
    """VF-PREP-21: "each Voidborn sector with a Sector Defense" places one in every such sector."""
    state.galaxy.sector("s4").installations = ["sector_defense", "", ""]
    state.galaxy.sector("s3").voidborn = 1
    state.galaxy.sector("s3").fleets.clear()
    state.galaxy.sector("s3").owner = -1
    run(
        state,
        content,
        {"op": "place_token", "token": "glory", "target": "each_voidborn_with_sector_defense"},
    )
    assert state.galaxy.sector("s4").glory == [1] and state.galaxy.sector("s3").glory == []
