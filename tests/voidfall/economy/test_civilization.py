"""Civilization tracks: VF-CIV-01..14, T-02, T-03, A-37; worked examples WE-28, WE-29, WE-32."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from domineum.voidfall.rules import civilization, fleet
from tests.voidfall.economy.econkit import make_state, options, pick, rule_of, run, settle


def fp_total(state: GameState, seat: int = 0) -> int:
    house = state.houses[seat]
    return house.fp_active + house.fp_inactive + fleet.deployed(state, seat)


def test_vf_civ_01_three_tracks_one_marker_each(state: GameState) -> None:
    """VF-CIV-01: Society, Statecraft, Economy."""
    assert TRACKS == ("society", "statecraft", "economy")
    assert len(state.houses[0].tracks) == 3


def test_vf_civ_02_advance_moves_right_and_gives_the_new_space(
    state: GameState, content: Content
) -> None:
    """VF-CIV-02: the marker moves one space; the newly covered space's benefit follows."""
    run(state, content, {"op": "advance", "track": "economy"})
    assert state.houses[0].tracks == [0, 0, 1]
    assert state.houses[0].resource("credits") == 1


def test_vf_civ_03_benefits_are_house_specific(content: Content) -> None:
    """VF-CIV-03: the benefit is read from the advancing House's own track."""
    state = make_state()
    state.houses[1].house = "other"
    content.actions["track:other:economy:1"] = CardAction(
        name="other", effects=(Effect("gain", {"food": 3}),)
    )
    run(state, content, {"op": "advance", "track": "economy"}, seat=1)
    run(state, content, {"op": "advance", "track": "economy"}, seat=0)
    assert state.houses[1].resources == [3, 0, 0, 0, 0]
    assert state.houses[0].resources == [0, 0, 0, 1, 0]


def test_vf_civ_04_any_and_least(state: GameState, content: Content) -> None:
    """VF-CIV-04: "any" offers every track; "least" only the least advanced (ties: choice)."""
    push_step(state, content, 0, Effect("advance", {"track": "any"}), False)
    assert options(state, content) == ["track society", "track statecraft", "track economy", "done"]
    state.stack.clear()
    state.houses[0].tracks = [2, 1, 1]
    push_step(state, content, 0, Effect("advance", {"track": "least"}), False)
    assert options(state, content) == ["track statecraft", "track economy", "done"]
    state.stack.clear()
    state.houses[0].tracks = [0, 1, 1]
    run(state, content, {"op": "advance", "track": "least"})
    assert state.houses[0].tracks == [1, 1, 1]


def test_vf_civ_05_t_02_tiers_by_space() -> None:
    """VF-CIV-05, T-02: spaces 1-3 Tier 0, 4-5 Tier 1, then Tiers 2, 3, 4."""
    assert [civilization.tier(p) for p in range(8)] == [0, 0, 0, 1, 1, 2, 3, 4]


def test_vf_civ_06_tiers_are_per_track(state: GameState, content: Content) -> None:
    """VF-CIV-06: each track's Tier entry is measured on that track only."""
    house = state.houses[0]
    house.tracks = [5, 0, 0]
    assert civilization.entry_cost(state, content, 0, 0) == 1
    assert civilization.entry_cost(state, content, 0, 1) == 0


def test_vf_civ_07_t_03_improved_technology_limit(state: GameState) -> None:
    """VF-CIV-07, T-03: +1 per track in Tier 1, +2 per track in Tier 2+, max 6."""
    house = state.houses[0]
    house.tracks = [3, 4, 2]
    assert civilization.improved_limit(house) == 2
    house.tracks = [5, 6, 7]
    assert civilization.improved_limit(house) == 6


def test_we_32_improved_technology_limit(state: GameState) -> None:
    """WE-32 (limits), VF-CIV-07, VF-CIV-12: Society Tier 4 (2) + Statecraft Tier 1 Corrupted
    (1) + Economy Tier 0 (0) = 3."""
    house = state.houses[0]
    house.tracks = [7, 3, 1]
    house.track_corrupted = [False, True, False]
    assert civilization.improved_limit(house) == 3


def test_we_28_entering_tier_4(state: GameState, content: Content) -> None:
    """WE-28, VF-CIV-02, VF-CIV-08, VF-CIV-09: Society at Tier 3, 2 Active FP: deactivate 2,
    enter Tier 4, +20 Influence; no further advance."""
    house = state.houses[0]
    house.tracks = [6, 0, 0]
    inactive = house.fp_inactive
    run(state, content, {"op": "advance", "track": "society"})
    assert (house.fp_active, house.fp_inactive) == (0, inactive + 2)
    assert house.tracks[0] == 7 and house.influence == 20
    assert rule_of(state, content, {"op": "advance", "track": "society"}) == "VF-CIV-09"


def test_we_28_cannot_pay_the_tier_4_entry(content: Content) -> None:
    """WE-28, VF-CIV-08: 1 Active FP and no FP on the map: Society cannot advance."""
    state = make_state(active=1)
    for s in state.galaxy.sectors:
        if s.owner == 0:
            state.houses[0].fp_inactive += s.fleet_power
            s.fleets.clear()
            s.owner = -1
    state.houses[0].tracks = [6, 0, 0]
    assert rule_of(state, content, {"op": "advance", "track": "society"}) == "VF-CIV-08"


def test_vf_civ_08_tier_3_costs_one_fp_paid_before_the_benefit(
    state: GameState, content: Content
) -> None:
    """VF-CIV-08: entering Tier 3 deactivates 1 FP first; the benefit comes after."""
    house = state.houses[0]
    house.tracks = [0, 0, 5]
    run(state, content, {"op": "advance", "track": "economy"})
    assert (house.fp_active, house.influence, house.tracks[2]) == (1, 3, 6)


def test_vf_civ_09_the_last_space_is_the_end(state: GameState, content: Content) -> None:
    """VF-CIV-09: a marker on Tier 4 cannot advance; "any" skips that track."""
    state.houses[0].tracks = [7, 7, 6]
    push_step(state, content, 0, Effect("advance"), False)
    assert options(state, content) == ["track economy", "done"]


def test_vf_civ_10_skip_space_advances_again(state: GameState, content: Content) -> None:
    """VF-CIV-10: landing on a skip space you may advance again and take that space too."""
    house = state.houses[0]
    house.tracks = [1, 0, 0]
    push_step(state, content, 0, Effect("advance", {"track": "society"}), False)
    assert options(state, content) == ["track society", "done"]  # the skip, forgoable
    pick(state, content, "track society")
    assert house.tracks[0] == 3 and house.resource("energy") == 1


def test_vf_civ_10_skip_can_be_forgone(state: GameState, content: Content) -> None:
    """VF-CIV-10: the skip is a "may"."""
    house = state.houses[0]
    house.tracks = [1, 0, 0]
    run(state, content, {"op": "advance", "track": "society"}, ["done"])
    assert house.tracks[0] == 2


def test_a_37_skip_into_tier_3_pays_the_entry(state: GameState, content: Content) -> None:
    """A-37, VF-CIV-10: skipping from Tier 2 into Tier 3 still deactivates 1 FP."""
    house = state.houses[0]
    house.tracks = [0, 4, 0]
    run(state, content, {"op": "advance", "track": "statecraft"}, ["track statecraft"])
    assert house.tracks[1] == 6 and house.fp_active == 1 and house.influence == 3


def test_a_37_unpayable_skip_does_not_happen(content: Content) -> None:
    """A-37: if the Tier 3 entry cannot be paid, the skip is not offered; the first advance
    stands."""
    state = make_state(active=0)
    for s in state.galaxy.sectors:
        if s.owner == 0:
            state.houses[0].fp_inactive += s.fleet_power
            s.fleets.clear()
            s.owner = -1
    state.houses[0].tracks = [0, 4, 0]
    run(state, content, {"op": "advance", "track": "statecraft"})
    assert state.houses[0].tracks[1] == 5


def test_vf_civ_11_pure_and_corrupted_tracks(state: GameState, content: Content) -> None:
    """VF-CIV-11: a track is Corrupted exactly when its marker carries a Corruption."""
    run(state, content, {"op": "corrupt", "where": "track"}, ["spot statecraft"], cost=True)
    assert state.houses[0].track_corrupted == [False, True, False]


def test_we_29_corrupted_civilization_track(state: GameState, content: Content) -> None:
    """WE-29, VF-CIV-12: Corrupted Economy at space 3 advances to Tier 1 with no benefit; the
    Improved limit still rises by 1."""
    house = state.houses[0]
    house.tracks = [0, 0, 2]
    house.track_corrupted[2] = True
    run(state, content, {"op": "advance", "track": "economy"})
    assert house.tracks[2] == 3 and house.influence == 0
    assert civilization.improved_limit(house) == 1


def test_vf_civ_12_corrupted_track_ignores_skip_but_still_pays(
    state: GameState, content: Content
) -> None:
    """VF-CIV-12: no skip benefit on a Corrupted track; Tier 3 entry is still paid."""
    house = state.houses[0]
    house.tracks = [1, 5, 0]
    house.track_corrupted = [True, True, False]
    run(state, content, {"op": "advance", "track": "society"})
    assert house.tracks[0] == 2  # skip space, no second advance
    run(state, content, {"op": "advance", "track": "statecraft"})
    assert house.tracks[1] == 6 and house.fp_active == 1 and house.influence == 0


def test_vf_civ_14_deactivation_recalls_first(state: GameState, content: Content) -> None:
    """VF-CIV-14, VF-FLEET-19: no Active FP: recall from the map, then deactivate; once begun
    the payment cannot be forgone."""
    house = state.houses[0]
    house.fp_inactive += house.fp_active
    house.fp_active = 0
    house.tracks = [5, 0, 0]
    total = fp_total(state)
    push_step(state, content, 0, Effect("advance", {"track": "society"}), False)
    assert options(state, content) == [
        "recall s1 corvette",
        "recall s2 corvette",
        "recall s3 corvette",
    ]
    pick(state, content, "recall s1 corvette")
    assert house.tracks[0] == 6 and house.influence == 5
    assert fp_total(state) == total and house.fp_active == 0


def test_vf_civ_14_recall_can_abandon(state: GameState, content: Content) -> None:
    """VF-CIV-14, VF-FLEET-16: recalling the last FP of a non-Home sector abandons it."""
    house = state.houses[0]
    house.fp_inactive += house.fp_active
    house.fp_active = 0
    house.glory = [2]
    house.tracks = [5, 0, 0]
    push_step(state, content, 0, Effect("advance", {"track": "society"}), False)
    pick(state, content, "recall s2 corvette")
    settle(state, content, 0)
    assert state.galaxy.sector("s2").is_voidborn
    assert house.tracks[0] == 6 and house.influence == 5
    assert options(state, content) == ["glory 2"]  # VF-GLORY-06: the abandonment's discard


def test_t_02_entry_costs() -> None:
    """T-02: deactivate 1 FP to enter space 7 (Tier 3), 2 FP for space 8 (Tier 4)."""
    assert civilization.ENTRY_DEACTIVATION == (0, 0, 0, 0, 0, 0, 1, 2)


def test_technology_waives_tier_entry(state: GameState, content: Content) -> None:
    """VF-CIV-08 with Improved Cloning (``tier_fp_cost_waived``): Tier 3 costs no FP."""
    house = state.houses[0]
    house.technologies["cloning"] = "improved"
    house.tracks = [0, 0, 5]
    run(state, content, {"op": "advance", "track": "economy"})
    assert house.tracks[2] == 6 and house.fp_active == 2
