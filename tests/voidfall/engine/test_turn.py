"""The turn: Selection, Actions, Cleanup on the tiny pack (VF-SELECT, VF-ACTION, VF-CLEANUP)."""

from __future__ import annotations

from typing import Any

import pytest

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import state_hash
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState
from domineum.voidfall.notation.position import load_position


def position(game: VoidfallGame, **extra: Any) -> GameState:
    data: dict[str, Any] = {"base": {"players": 2, "houses": ["red", "blue"], "seed": 3}}
    data.update(extra)
    return load_position(data, game)


def at_actions(game: VoidfallGame, focus: str = "alpha", **extra: Any) -> GameState:
    """Seat 0 has played ``focus`` and is choosing actions."""
    data: dict[str, Any] = {
        "turn": {"seat": 0, "focus": focus},
        "stack": [{"kind": "choose_action", "seat": 0}],
        "board": {"turn_order": [0, 1]},
    }
    data.update(extra)
    return position(game, **data)


def refused(game: VoidfallGame, state: GameState, text: str) -> IllegalAction:
    before = state_hash(state)
    with pytest.raises(IllegalAction) as info:
        game.apply_notation(state, text)
    assert state_hash(state) == before, "a refused action must change nothing"
    return info.value


def names(game: VoidfallGame, state: GameState) -> list[str]:
    return [a.notation for a in game.legal_actions(state)]


def test_vf_select_01_first_decision_is_a_focus_card_from_hand(tiny: VoidfallGame) -> None:
    """VF-SELECT-01: the first decision of a turn offers exactly the Focus cards in hand."""
    state = position(tiny)
    seat = tiny.current_seat(state)
    assert seat == state.board.turn_order[0]
    hand = state.houses[seat].focus_hand
    assert sorted(names(tiny, state)) == sorted(f"focus {c}" for c in hand)
    assert "gamma" not in hand  # from_cycle 2 (VF-SETUP-12)


def test_vf_select_01_card_not_in_hand_is_refused(tiny: VoidfallGame) -> None:
    """VF-SELECT-01 / VF-SETUP-12: Gamma is held back in Cycle 1; naming it is refused."""
    state = position(tiny)
    assert refused(tiny, state, "focus gamma").rule_id == "VF-SETUP-12"


def test_vf_focus_08_played_card_cannot_be_played_again(tiny: VoidfallGame) -> None:
    """VF-FOCUS-08: a Focus card in the discard pile is not playable this Cycle."""
    state = position(
        tiny,
        houses={"0": {"focus_hand": ["beta"], "focus_discard": ["alpha"]}},
        board={"turn_order": [0, 1]},
        stack=[{"kind": "select_focus", "seat": 0}],
    )
    assert refused(tiny, state, "focus alpha").rule_id == "VF-FOCUS-08"


def test_vf_select_02_04_flip_and_agenda_once_each(tiny: VoidfallGame) -> None:
    """VF-SELECT-02/03/04: one flip, one matching Agenda; non-matching Agenda refused."""
    state = position(
        tiny,
        houses={"0": {"trade_loose": 2, "agenda_hand": ["d1", "w1"]}},
        board={"turn_order": [0, 1]},
        turn={"seat": 0, "focus": "alpha"},
        stack=[{"kind": "select_extras", "seat": 0}],
    )
    assert set(names(tiny, state)) == {"flip", "agenda d1", "begin"}
    assert refused(tiny, state, "agenda w1").rule_id == "VF-SELECT-03"
    state = tiny.apply_notation(state, "agenda d1")
    assert refused(tiny, state, "agenda d1").rule_id == "VF-SELECT-04"
    state = tiny.apply_notation(state, "flip")
    assert state.turn.flipped and state.turn.agenda == "d1"
    assert state.houses[0].trade_loose == 1
    # Nothing is left to select, so the Actions step has begun: no more flipping.
    assert refused(tiny, state, "flip").rule_id == "VF-SELECT-06"


def test_vf_action_02_two_actions_without_flip(tiny: VoidfallGame) -> None:
    """VF-ACTION-02/03: two Focus actions; the third needs a flipped Trade token."""
    state = at_actions(tiny, turn={"seat": 0, "focus": "alpha", "agenda": "d1"})
    state = tiny.apply_notation(state, "take 1")
    state = tiny.apply_notation(state, "effect 1")
    state = tiny.apply_notation(state, "take 3")
    state = tiny.apply_notation(state, "effect 2")  # influence +1 (red line: only one)
    assert "take 2" not in names(tiny, state)
    assert refused(tiny, state, "take 2").rule_id == "VF-ACTION-03"


def test_vf_action_03_flip_allows_the_third_action(tiny: VoidfallGame) -> None:
    """VF-ACTION-03: with a flipped Trade token all three actions may be taken."""
    state = at_actions(tiny, turn={"seat": 0, "focus": "alpha", "flipped": True})
    for n in ("1", "2"):
        state = tiny.apply_notation(state, f"take {n}")
        while (opts := names(tiny, state)) and not opts[0].startswith(("take", "end")):
            state = tiny.apply_notation(state, "done" if "done" in opts else opts[0])
    assert sorted(state.turn.taken) == ["1", "2"]
    assert "take 3" in names(tiny, state)


def test_vf_action_04_same_action_twice_is_refused(tiny: VoidfallGame) -> None:
    """VF-ACTION-04: each Focus action at most once per turn."""
    state = at_actions(tiny)
    state = tiny.apply_notation(state, "take 1")
    state = tiny.apply_notation(state, "effect 1")
    assert refused(tiny, state, "take 1").rule_id == "VF-ACTION-04"


def test_vf_action_05_unpayable_cost_is_not_offered(tiny: VoidfallGame) -> None:
    """VF-ACTION-05 / VF-RES-07: Work costs 1 Food; with no Food and no Credits it is refused."""
    state = at_actions(tiny, houses={"0": {"resources": {"food": 0, "credits": 0}}})
    assert "take 2" not in names(tiny, state)
    err = refused(tiny, state, "take 2")
    assert err.rule_id == "VF-RES-07"


def test_vf_res_03_credits_stand_in_for_food_as_a_choice(tiny: VoidfallGame) -> None:
    """VF-RES-03: with both Food and Credits, paying 1 Food offers Food or Credits."""
    state = at_actions(tiny, houses={"0": {"resources": {"food": 1, "credits": 1}}})
    state = tiny.apply_notation(state, "take 2")
    assert set(names(tiny, state)) == {"pay food", "pay credits"}
    state = tiny.apply_notation(state, "pay credits")
    assert state.houses[0].resources[0] == 1 and state.houses[0].resources[3] == 0


def test_vf_action_09_red_line_resolves_only_one(tiny: VoidfallGame) -> None:
    """VF-ACTION-09: after one effect of a red-line action, the other is gone."""
    state = at_actions(tiny)
    state = tiny.apply_notation(state, "take 3")
    assert set(names(tiny, state)) == {"effect 1", "effect 2", "done"}
    active = state.houses[0].fp_active
    state = tiny.apply_notation(state, "effect 1")
    assert state.houses[0].fp_active == active + 2
    assert "effect 2" not in names(tiny, state)
    assert refused(tiny, state, "effect 2").rule_id in {"VF-ACTION-09", "VF-FOCUS-04"}


def test_vf_action_10_effects_may_be_forgone(tiny: VoidfallGame) -> None:
    """VF-ACTION-10: 'done' forgoes every remaining effect; the cost stays paid."""
    state = at_actions(tiny)
    food = state.houses[0].resources[0]
    state = tiny.apply_notation(state, "take 1")
    state = tiny.apply_notation(state, "done")
    assert state.houses[0].resources[0] == food


def test_vf_action_11_agenda_action_is_free_and_once(tiny: VoidfallGame) -> None:
    """VF-ACTION-11: the played Agenda's action costs nothing and is taken once."""
    state = at_actions(tiny, turn={"seat": 0, "focus": "alpha", "agenda": "d1"})
    influence = state.houses[0].influence
    state = tiny.apply_notation(state, "agenda-action")
    state = tiny.apply_notation(state, "effect 1")
    assert state.houses[0].influence == influence + 2
    assert "agenda-action" not in names(tiny, state)


def test_vf_action_13_technology_action_needs_matching_focus(tiny: VoidfallGame) -> None:
    """VF-ACTION-13: Dreadnoughts' Drill action is offered with Beta, not with Alpha."""
    with_beta = at_actions(
        tiny, focus="beta", houses={"0": {"technologies": {"dreadnoughts": "basic"}}}
    )
    assert "tech-action dreadnoughts 1" in names(tiny, with_beta)
    with_alpha = at_actions(
        tiny, focus="alpha", houses={"0": {"technologies": {"dreadnoughts": "basic"}}}
    )
    assert "tech-action dreadnoughts 1" not in names(tiny, with_alpha)


def test_vf_cleanup_14_turn_passes_and_card_is_discarded(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-14 / VF-FOCUS-03: ending actions discards the Focus card; next seat plays."""
    state = at_actions(tiny)
    state = tiny.apply_notation(state, "end")
    assert "alpha" in state.houses[0].focus_discard
    assert tiny.current_seat(state) == 1
    assert names(tiny, state)[0].startswith("focus ")


def test_vf_cleanup_03_glory_limit_of_four(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-03 / VF-GLORY-07: more than four Glory tokens must be cut back in Cleanup."""
    state = at_actions(tiny, houses={"0": {"glory": [1, 1, 2, 3, 5, 5]}})
    state = tiny.apply_notation(state, "end")
    assert set(names(tiny, state)) == {"glory 1", "glory 2", "glory 3", "glory 5"}
    state = tiny.apply_notation(state, "glory 1")
    state = tiny.apply_notation(state, "glory 1")
    assert sorted(state.houses[0].glory) == [2, 3, 5, 5]
    assert tiny.current_seat(state) == 1


def test_vf_cleanup_05_09_agenda_placed_never_two_of_a_type(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-05/06/07, VF-AGENDA-09/10: slots 2-4 only; a type already in play blocks."""
    state = at_actions(
        tiny,
        turn={"seat": 0, "focus": "alpha", "agenda": "d1"},
        houses={"0": {"agendas": ["red-a", "m1", "", ""]}},
    )
    state = tiny.apply_notation(state, "end")
    assert set(names(tiny, state)) == {"slot 3", "slot 4", "replace 2", "discard"}
    state = tiny.apply_notation(state, "replace 2")
    assert state.houses[0].agendas[:2] == ["red-a", "d1"]
    assert state.board.agenda_decks["might"][0] == "m1"  # bottom of its deck


def test_vf_cleanup_10_flipped_token_returns_and_loose_tokens_are_stored(
    tiny: VoidfallGame,
) -> None:
    """VF-CLEANUP-10/12, VF-TRADE-02: the flipped token goes back; others stored or returned."""
    state = at_actions(
        tiny,
        turn={"seat": 0, "focus": "alpha", "flipped": True},
        houses={"0": {"trade_loose": 1, "agendas": ["red-a", "", "", ""]}},
        board={"turn_order": [0, 1], "trade_ladder": [0, 0, 1, 1, 1, 1]},
    )
    state = tiny.apply_notation(state, "end")
    assert set(names(tiny, state)) == {"store 1", "return"}
    state = tiny.apply_notation(state, "store 1")
    assert state.houses[0].agenda_trade[0] is True
    assert sum(state.board.trade_ladder) == 5  # the flipped one came back
