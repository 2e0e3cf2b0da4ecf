"""Corruption: VF-CORRUPT-01..13, T-16; worked examples WE-30, WE-33."""

from __future__ import annotations

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import corruption
from domineum.voidfall.rules.countables import count
from tests.voidfall.economy.econkit import make_state, options, pick, refusal, rule_of, run, sector


def fill_everything(state: GameState) -> None:
    house = state.houses[0]
    house.track_corrupted = [True, True, True]
    house.agenda_corrupted = [False, True, True, True]
    state.galaxy.sector("s2").corrupted = True


def test_we_30_where_to_place_a_gained_corruption(content: Content) -> None:
    """WE-30, VF-CORRUPT-04, VF-CORRUPT-05: Home (immune), Pure P, Corrupted Q; Economy
    Corrupted; slot C Corrupted. Legal: P, Society, Statecraft, above A and B; nothing else."""
    state = make_state()  # s1 Home, s2 = P (Pure), s3 = Q (Corrupted)
    house = state.houses[0]
    house.track_corrupted = [False, False, True]
    house.agenda_corrupted = [False, False, False, True]  # slots A, B Pure; C Corrupted
    push_step(state, content, 0, Effect("corrupt"), True)
    assert options(state, content) == [
        "spot society",
        "spot statecraft",
        "spot slot2",
        "spot slot3",
        "spot s2",
    ]
    state.stack.clear()
    fill_everything(state)
    found = refusal(state, content, {"op": "corrupt"})
    assert found is not None and found.rule == "VF-CORRUPT-05"


def test_vf_corrupt_01_corruption_blocks_populations_benefits_and_agendas(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-01: Corrupted Population fixed, Corrupted track without benefit, Corrupted
    Agenda not evaluated."""
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "m1", ""]
    house.agenda_corrupted = [False, True, False, False]
    house.track_corrupted[0] = True
    assert corruption.scoring_agendas(house) == ["start_plain", "m1"]
    run(state, content, {"op": "advance", "track": "society"})
    assert house.resource("food") == 0  # space 1's Food not gained
    state.turn.bound_sector = "s3"
    assert refusal(state, content, {"op": "grow", "where": "same"}) is not None


def test_vf_corrupt_02_gain_as_a_cost(state: GameState, content: Content) -> None:
    """VF-CORRUPT-02: "gain a Corruption" can be a cost; the choice is where to put it."""
    run(state, content, {"op": "corrupt", "where": "track"}, ["spot economy"], cost=True)
    assert state.houses[0].track_corrupted == [False, False, True]


def test_vf_corrupt_03_your_corruption_locations(state: GameState, content: Content) -> None:
    """VF-CORRUPT-03: your sectors, slots 2-4, tracks, and Decontamination Chambers."""
    house = state.houses[0]
    house.technologies["decontamination_chambers"] = "basic"
    house.decontamination = 1
    house.track_corrupted[1] = True
    house.agenda_corrupted[3] = True
    assert corruption.held_spots(state, 0) == ["statecraft", "slot4", "decontamination", "s3"]


def test_vf_corrupt_04_one_per_spot_and_decontamination_holds_2_or_3(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-04: at most one per sector/slot/track; Decontamination 2 Basic, 3 Improved,
    and the Technology itself never becomes Corrupted."""
    house = state.houses[0]
    fill_everything(state)
    house.technologies["decontamination_chambers"] = "basic"
    run(state, content, {"op": "corrupt"}, cost=True)
    run(state, content, {"op": "corrupt"}, cost=True)
    assert house.decontamination == 2
    assert rule_of(state, content, {"op": "corrupt"}) == "VF-CORRUPT-05"
    house.technologies["decontamination_chambers"] = "improved"
    run(state, content, {"op": "corrupt"}, cost=True)
    assert house.decontamination == 3
    assert refusal(state, content, {"op": "corrupt"}) is not None


def test_vf_corrupt_04_the_starting_slot_may_be_empty_but_others_need_not_be_filled(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-04(2): a slot takes a Corruption even when it holds no Agenda."""
    state.houses[0].agendas = ["start_plain", "", "", ""]
    run(state, content, {"op": "corrupt", "where": "slot"}, ["spot slot3"], cost=True)
    assert state.houses[0].agenda_corrupted == [False, False, True, False]


def test_vf_corrupt_05_full_spots_block_the_action_cost(state: GameState, content: Content) -> None:
    """VF-CORRUPT-05: with every spot full the cost cannot be paid (the refusal names it)."""
    fill_everything(state)
    found = refusal(state, content, {"op": "corrupt"})
    assert found is not None and found.rule == "VF-CORRUPT-05"


def test_vf_corrupt_06_invading_a_corrupted_sector_is_not_gaining() -> None:
    """VF-CORRUPT-06, VF-RESULT-13: an Invasion that takes a Corrupted Voidborn sector leaves
    its Corruption in place (the sector is now one of your Corruption spots) and puts none on
    your mat; a Pure sector taken stays Pure."""
    from tests.voidfall.houses.housekit import OUTPOST, drive, fleets, invade, position, voidborn

    def conquered(corrupted: bool) -> GameState:
        sectors = {
            "s18": voidborn(1, corrupted=corrupted),
            OUTPOST: {"fleets": fleets(corvette=4)},
        }
        start = position("valnis", sectors=sectors)
        assert start.houses[0].corruption_on_mat == 0
        return drive(invade(start, "s18", *["s19 corvette"] * 3))

    taken = conquered(corrupted=True)
    s18 = taken.galaxy.sector("s18")
    assert s18.owner == 0 and s18.fleet_power > 0  # the Invasion was won
    assert s18.corrupted
    assert taken.houses[0].corruption_on_mat == 0 and taken.houses[0].decontamination == 0
    assert "s18" in corruption.held_spots(taken, 0)
    pure = conquered(corrupted=False)
    assert pure.galaxy.sector("s18").owner == 0 and not pure.galaxy.sector("s18").corrupted
    assert "s18" not in corruption.held_spots(pure, 0)


@pytest.mark.parametrize(
    "where,allowed",
    [
        ("mat", ["society", "statecraft", "economy", "slot2", "slot3", "slot4"]),
        ("track", ["society", "statecraft", "economy"]),
        ("slot", ["slot2", "slot3", "slot4"]),
        ("sector", ["s2"]),
    ],
)
def test_vf_corrupt_07_event_restricted_placement(
    state: GameState, content: Content, where: str, allowed: list[str]
) -> None:
    """VF-CORRUPT-07: a restricted placement never allows anything else, not even Decon."""
    state.houses[0].technologies["decontamination_chambers"] = "improved"
    assert list(corruption.free_spots(state, 0, where)) == allowed


def test_vf_corrupt_07_restricted_and_full_is_not_resolved(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-07: all restricted locations at their limit: the effect is not resolved."""
    state.houses[0].track_corrupted = [True, True, True]
    state.houses[0].technologies["decontamination_chambers"] = "basic"
    found = refusal(state, content, {"op": "corrupt", "where": "track"})
    assert found is not None and found.rule == "VF-CORRUPT-07"


def test_vf_corrupt_08_move_to_another_valid_spot(state: GameState, content: Content) -> None:
    """VF-CORRUPT-08: take one of yours and place it on another valid location."""
    run(state, content, {"op": "move_corruption"}, ["spot s3", "spot economy"])
    assert not state.galaxy.sector("s3").corrupted
    assert state.houses[0].track_corrupted == [False, False, True]
    push_step(state, content, 0, Effect("move_corruption"), False)
    pick(state, content, "spot economy")
    assert "spot economy" not in options(state, content)


def test_vf_corrupt_08_move_needs_a_corruption_and_a_destination(content: Content) -> None:
    """VF-CORRUPT-08: no Corruption of yours (or nowhere else to go): cannot resolve."""
    state = make_state()
    state.galaxy.sector("s3").corrupted = False
    assert rule_of(state, content, {"op": "move_corruption"}) == "VF-CORRUPT-08"
    fill_everything(state)
    state.galaxy.sector("s3").corrupted = True
    assert rule_of(state, content, {"op": "move_corruption"}) == "VF-CORRUPT-08"


def test_vf_corrupt_09_remove_one_of_yours(state: GameState, content: Content) -> None:
    """VF-CORRUPT-09: return one of your markers to the supply; none: cannot."""
    state.houses[0].agenda_corrupted[2] = True
    run(state, content, {"op": "remove_corruption"}, ["spot slot3"])
    assert state.houses[0].agenda_corrupted[2] is False
    run(state, content, {"op": "remove_corruption"})  # only s3 left: automatic
    assert not state.galaxy.sector("s3").corrupted
    assert rule_of(state, content, {"op": "remove_corruption"}) == "VF-CORRUPT-09"


def test_vf_corrupt_10_corrupt_an_agenda_offer_once(state: GameState, content: Content) -> None:
    """VF-CORRUPT-10, VF-PREP-25: the offer becomes Corrupted; a second one is ignored; it is
    not the player's Corruption."""
    run(state, content, {"op": "corrupt_offer", "type": "wealth"})
    assert state.board.offer_corrupted["wealth"]
    assert corruption.corrupt_offer(state, "wealth") is False
    assert "wealth" not in corruption.held_spots(state, 0)
    assert refusal(state, content, {"op": "remove_corruption"}) is None  # only s3 is yours
    run(state, content, {"op": "remove_corruption"})
    assert state.board.offer_corrupted["wealth"]


def test_we_33_corrupted_agenda_offer(state: GameState, content: Content) -> None:
    """WE-33, VF-CORRUPT-11: gaining the Corrupted Might offer also gains its Corruption (placed
    as VF-CORRUPT-04 allows) and the offer becomes Pure; the Pure Support offer gives none."""
    board = state.board
    board.agenda_offer.update({"might": "m1", "support": "s1"})
    board.offer_corrupted["might"] = True
    run(state, content, {"op": "gain_agenda", "type": "support"}, ["offer support"])
    assert state.houses[0].corruption_on_mat == 0
    run(state, content, {"op": "gain_agenda", "type": "might"}, ["offer might", "spot society"])
    assert not board.offer_corrupted["might"]
    assert state.houses[0].track_corrupted[0]


def test_vf_corrupt_11_a_corrupted_offer_you_cannot_absorb_is_closed(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-11, A-20: with every spot full, that type cannot be gained."""
    state.board.agenda_offer["might"] = "m1"
    state.board.offer_corrupted["might"] = True
    fill_everything(state)
    assert refusal(state, content, {"op": "gain_agenda", "type": "might"}) is not None


def test_vf_corrupt_12_corrupted_sector_produces_but_never_scores(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-12, VF-EVAL-18: Guilds there produce; objectives never count the sector."""
    from domineum.voidfall.rules.production import level

    s3 = state.galaxy.sector("s3")
    s3.guilds = ["farmers", "", ""]
    assert level(state, content, 0, "food") == 3
    assert count(state, content, 0, "pure_sectors_with_guild", {"guild": "farmers"}) == 0


def test_vf_corrupt_13_starting_slot_never_corrupted(state: GameState, content: Content) -> None:
    """VF-CORRUPT-13: the leftmost slot is never a Corruption spot, and always scores."""
    assert "slot1" not in corruption.free_spots(state, 0)
    state.houses[0].agenda_corrupted[0] = True  # even if a bug put one there
    assert corruption.scoring_agendas(state.houses[0]) == ["start_plain"]


def test_t_16_corruption_locations_capacity(content: Content) -> None:
    """T-16: 1 per corruptible Pure sector, 1 per non-starting slot, 1 per track, Decon 2/3."""
    state = make_state(
        [
            sector("s1", population=3, home_of=0, owner=0, corvettes=1),
            sector("s2", population=2, owner=0, corvettes=1),
            sector("s3", population=0, owner=0, corvettes=1),
            sector("s4", population=2, owner=0, corvettes=1, immune=True),
        ],
        edges=(),
        players=1,
    )
    state.houses[0].technologies["decontamination_chambers"] = "basic"
    spots = 0
    while refusal(state, content, {"op": "corrupt"}) is None:
        first = next(corruption.free_spots(state, 0))
        run(
            state,
            content,
            {"op": "corrupt"},
            [] if len(list(corruption.free_spots(state, 0))) == 1 else [f"spot {first}"],
            cost=True,
        )
        spots += 1
    assert spots == 1 + 3 + 3 + 2
