"""Cleanup, steps 1-5 (VF-CLEANUP-01..14), on the tiny pack."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Cleanup, GameState
from domineum.voidfall.rules import upkeep
from tests.voidfall.engine.gamekit import choosing_actions, names, play


def ending(tiny: VoidfallGame, agenda: str = "", **house: Any) -> GameState:
    """Seat 0 ends its actions (the Focus card Alpha, ``agenda`` played) and starts Cleanup."""
    state = choosing_actions(
        tiny, turn={"seat": 0, "focus": "alpha", "agenda": agenda}, houses={"0": house}
    )
    return play(tiny, state, "end")


def test_vf_cleanup_01_02_three_fleet_tokens_recall_down_to_two(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-01, VF-CLEANUP-02 (WE-06): 7 Corvette FP need 3 tokens; 1 FP is recalled to Active
    and the rest fits on 2 tokens; a sector already fitting on 2 tokens asks nothing."""
    state = choosing_actions(tiny, sectors={"s3": {"fleets": {"corvette": 7}}})
    active = state.houses[0].fp_active
    state = play(tiny, state, "end")
    assert names(tiny, state) == ["recall s3 corvette"]
    state = play(tiny, state, "recall s3 corvette")
    assert state.galaxy.sector("s3").fleets == {"corvette": 6}
    assert state.houses[0].fp_active == active + 1
    assert tiny.current_seat(state) == 1, "nothing else to clean up: the turn passed"


def test_vf_cleanup_02_basic_dreadnoughts_count_one_token_each(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-02, VF-FLEETTYPE-06: Basic Dreadnoughts hold 1 FP per token, so 2 of them and
    1 Corvette need 3 tokens; recalling the Corvette is enough."""
    state = choosing_actions(
        tiny,
        houses={"0": {"technologies": {"dreadnoughts": "basic"}}},
        sectors={"s3": {"fleets": {"corvette": 1, "dreadnought": 2}}},
    )
    state = play(tiny, state, "end")
    assert set(names(tiny, state)) == {"recall s3 corvette", "recall s3 dreadnought"}
    state = play(tiny, state, "recall s3 corvette")
    assert state.galaxy.sector("s3").fleets == {"dreadnought": 2}


def test_vf_cleanup_04_a_played_agenda_must_be_dealt_with(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-04, VF-CLEANUP-05, VF-CLEANUP-06, VF-CLEANUP-07: with an Agenda played, exactly
    one of slot / replace / discard; there is no way to skip the choice."""
    state = ending(tiny, agenda="d1", agendas=["red-a", "m1", "", ""])
    options = names(tiny, state)
    assert "done" not in options and "end" not in options
    assert set(options) == {"slot 3", "slot 4", "replace 2", "discard"}


def test_vf_cleanup_06_replace_sends_the_old_card_under_its_deck(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-06, A-06: the new Agenda takes the slot; the old one goes face down to the
    bottom of its deck; its Trade token can go straight back on the new card."""
    state = ending(
        tiny,
        agenda="d1",
        agendas=["red-a", "m1", "", ""],
        agenda_trade=[False, True, False, False],
    )
    state = play(tiny, state, "replace 2")
    assert state.houses[0].agendas[1] == "d1"
    assert state.board.agenda_decks["might"][0] == "m1"
    assert "store 2" in names(tiny, state)


def test_vf_cleanup_07_discard_to_the_bottom(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-07: the played Agenda goes face down under its deck; the slots are unchanged."""
    state = ending(tiny, agenda="d1")
    state = play(tiny, state, "discard")
    assert state.board.agenda_decks["dominance"][0] == "d1"
    assert state.houses[0].agendas == ["red-a", "", "", ""]


def test_vf_cleanup_08_a_played_agenda_is_not_in_play_before_cleanup(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-08, VF-AGENDA-05, VF-AGENDA-08: during the turn the played Agenda is beside the
    Focus card, not in a slot: it adds no Upkeep until placed in Cleanup."""
    state = choosing_actions(tiny, turn={"seat": 0, "focus": "alpha", "agenda": "d1"})
    before = upkeep.upkeep_total(state, tiny.content, 0)
    assert "d1" not in state.houses[0].agendas
    state = play(tiny, state, "end", "slot 2")
    assert state.houses[0].agendas[1] == "d1"
    assert upkeep.upkeep_total(state, tiny.content, 0) == before + upkeep.AGENDA_UPKEEP


def test_vf_cleanup_09_a_corrupted_empty_slot_still_takes_an_agenda(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-09, VF-AGENDA-12 (WE-08): slot 4 has a Corruption above it and may still
    receive the Agenda, which is then Corrupted."""
    state = ending(
        tiny,
        agenda="d1",
        agendas=["red-a", "", "", ""],
        agenda_corrupted=[False, False, False, True],
    )
    assert "slot 4" in names(tiny, state)
    state = play(tiny, state, "slot 4")
    assert state.houses[0].agendas[3] == "d1" and state.houses[0].agenda_corrupted[3]


def test_vf_cleanup_11_trade_tokens_rearranged_freely(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-10, VF-CLEANUP-11: in step 4 every Trade token, stored ones included, is placed
    anew: here the tokens on slots 2 and 3 move to slots 1 and 3, none is lost."""
    state = ending(
        tiny,
        agendas=["red-a", "m1", "s1", ""],
        agenda_trade=[False, True, True, False],
    )
    frame = state.stack[-1]
    assert isinstance(frame, Cleanup) and frame.stage == 4
    assert state.houses[0].trade_loose == 2 and set(names(tiny, state)) == {
        "store 1",
        "store 2",
        "store 3",
        "return",
    }
    state = play(tiny, state, "store 1", "store 3")
    assert state.houses[0].agenda_trade == [True, False, True, False]
    assert state.houses[0].trade_loose == 0


def test_vf_cleanup_12_store_on_any_agenda_whatever_its_corruption(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-12 (WE-09): a token may go on the starting Agenda or a Corrupted one; an empty
    slot holds none."""
    state = ending(
        tiny,
        agendas=["red-a", "m1", "", ""],
        agenda_corrupted=[False, True, True, False],
        trade_loose=1,
    )
    assert set(names(tiny, state)) == {"store 1", "store 2", "return"}
    state = play(tiny, state, "store 2")
    assert state.houses[0].agenda_trade[1]


def test_vf_cleanup_13_a_stored_token_covers_its_agendas_upkeep(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-13, VF-TRADE-11: a Trade token on an Agenda cancels its two Upkeep icons."""
    state = choosing_actions(tiny, houses={"0": {"agendas": ["red-a", "m1", "", ""]}})
    uncovered = upkeep.upkeep_total(state, tiny.content, 0)
    state.houses[0].agenda_trade[1] = True
    assert upkeep.upkeep_total(state, tiny.content, 0) == uncovered - upkeep.AGENDA_UPKEEP


def test_vf_cleanup_10_the_flipped_token_goes_back_first(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-10, VF-TRADE-02: the flipped token returns to the board at the start of step 4
    (topmost empty space, 2 players); the others are then stored or returned."""
    state = choosing_actions(
        tiny,
        turn={"seat": 0, "focus": "alpha", "flipped": True},
        houses={"0": {"trade_loose": 1}},
        board={"turn_order": [0, 1], "trade_ladder": [0, 0, 1, 1, 1, 1]},
    )
    state = play(tiny, state, "end")
    assert state.board.trade_ladder == [1, 0, 1, 1, 1, 1] and not state.turn.flipped
    state = play(tiny, state, "return")
    assert state.board.trade_ladder == [1, 1, 1, 1, 1, 1]
    assert state.houses[0].focus_discard[-1] == "alpha"  # step 5 (VF-CLEANUP-14)
