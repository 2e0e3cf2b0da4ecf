"""Trade tokens: VF-TRADE-01..12, T-04, T-05; worked example WE-31, DT-03."""

from __future__ import annotations

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import trade
from domineum.voidfall.rules.upkeep import upkeep_total
from tests.voidfall.economy.econkit import make_state, options, pick, rule_of, run, settle


def test_we_31_gaining_a_trade_token(state: GameState, content: Content) -> None:
    """WE-31, VF-TRADE-06, VF-TRADE-07: the 3 lowest spaces empty: take from space 3 and choose
    a bonus of spaces 3-6; 2 Food chosen."""
    assert state.board.trade_ladder == [1, 1, 1, 0, 0, 0]
    push_step(state, content, 0, Effect("gain_trade"), False)
    assert state.board.trade_ladder == [1, 1, 0, 0, 0, 0]
    assert state.houses[0].trade_tokens == 1
    assert options(state, content) == ["option 3", "option 4", "option 5", "option 6", "done"]
    pick(state, content, "option 4")
    settle(state, content, 0)
    pick(state, content, "resource food")
    pick(state, content, "resource food")
    settle(state, content, 0)
    assert not state.stack
    assert state.houses[0].resources == [2, 0, 0, 0, 0]


def test_vf_trade_01_a_held_token_can_be_flipped_later() -> None:
    """VF-TRADE-01, VF-SELECT-02, VF-ACTION-03: a token gained in one turn is one of your Trade
    tokens: at a later Selection it may be flipped (it leaves you) and allows a third action."""
    from domineum.voidfall.engine import flow
    from domineum.voidfall.model.state import SelectExtras, TurnState
    from tests.voidfall.houses.housekit import RICH, effect, game, names, play, position, take

    state = position("valnis", houses={"0": {"trade_loose": 0, "resources": RICH}})
    state = play(effect(state, "gain_trade"), "done")  # no Trade Bonus
    assert state.houses[0].trade_tokens == 1
    state.stack[-1] = SelectExtras(seat=0)  # a later turn's Selection (production played)
    state.turn = TurnState(seat=0, focus="production")
    flow.settle(state, game().content)
    assert "flip" in names(state)
    state = play(state, "flip")
    assert state.houses[0].trade_tokens == 0 and state.turn.flipped
    assert {"take 1", "take 2", "take 3"} <= set(names(state))
    state = take(take(state, 1), 2)
    assert "take 3" in names(state), "the flipped token gives a third action"


@pytest.mark.parametrize(
    "players,ladder,after",
    [
        (2, [1, 2, 1, 0, 0, 0], [1, 2, 1, 1, 0, 0]),  # DT-03: always the topmost empty space
        (2, [0, 1, 1, 0, 0, 0], [1, 1, 1, 0, 0, 0]),
        (1, [0, 2, 1, 0, 0, 0], [1, 2, 1, 0, 0, 0]),
        (3, [1, 1, 1, 0, 0, 0], [1, 1, 2, 0, 0, 0]),  # lowest stack holds 1: on top of it
        (4, [2, 2, 2, 0, 0, 0], [2, 2, 2, 1, 0, 0]),  # lowest holds 2: topmost empty space
        (4, [0, 2, 2, 2, 0, 0], [1, 2, 2, 2, 0, 0]),
        (3, [0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]),
    ],
)
def test_vf_trade_05_returning_a_token(players: int, ladder: list[int], after: list[int]) -> None:
    """VF-TRADE-05, T-05, DT-03, VF-TRADE-02 (a flipped token returns the same way)."""
    state = make_state(players=players)
    state.board.trade_ladder = list(ladder)
    trade.return_trade_token(state)
    assert state.board.trade_ladder == after


def test_vf_trade_05_full_ladder_decision_e5() -> None:
    """VF-TRADE-05 edge (decision E-5): no empty space: onto the lowest single token."""
    state = make_state(players=2)
    state.board.trade_ladder = [2, 1, 2, 1, 2, 2]
    trade.return_trade_token(state)
    assert state.board.trade_ladder == [2, 1, 2, 2, 2, 2]


def test_vf_trade_03_spending_returns_it_at_once(state: GameState, content: Content) -> None:
    """VF-TRADE-03, VF-TRADE-12: a cost that spends a token returns it to the board now."""
    state.houses[0].trade_loose = 1
    run(state, content, {"op": "spend_trade"}, cost=True)
    assert state.houses[0].trade_tokens == 0
    assert state.board.trade_ladder == [1, 1, 1, 1, 0, 0]


def test_vf_trade_03_no_token_no_spend(state: GameState, content: Content) -> None:
    """VF-TRADE-03: without an unflipped token the cost cannot be paid."""
    assert rule_of(state, content, {"op": "spend_trade"}) == "VF-TRADE-03"


def test_vf_trade_03_which_token_when_it_matters(state: GameState, content: Content) -> None:
    """VF-TRADE-03, VF-TRADE-11: a loose token or one covering an Agenda is a choice."""
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "", ""]
    house.trade_loose = 1
    house.agenda_trade = [False, True, False, False]
    push_step(state, content, 0, Effect("spend_trade"), True)
    assert options(state, content) == ["option 1", "option 3"]
    pick(state, content, "option 3")
    assert house.agenda_trade == [False, False, False, False] and house.trade_loose == 1


def test_vf_trade_04_t_04_six_spaces_with_bonuses(content: Content) -> None:
    """VF-TRADE-04, T-04: six Trade spaces, each with its printed bonus, top to bottom."""
    assert [f.id for f in content.tables.trade_bonuses] == ["t1", "t2", "t3", "t4", "t5", "t6"]
    assert trade.bonus_spaces(content, 0) == [0, 1, 2, 3, 4, 5]


def test_vf_trade_06_top_of_a_stack_of_two(state: GameState, content: Content) -> None:
    """VF-TRADE-06: the lowest space holds two: take the top one of that stack."""
    state.board.trade_ladder = [1, 1, 2, 0, 0, 0]
    run(state, content, {"op": "gain_trade"}, ["option 3", "option 1"])
    assert state.board.trade_ladder == [1, 1, 1, 0, 0, 0]
    assert state.houses[0].resource("credits") == 2


def test_vf_trade_07_bonus_of_the_space_or_below_never_above(
    state: GameState, content: Content
) -> None:
    """VF-TRADE-07: from space 1 every bonus is open; from space 5 only spaces 5 and 6."""
    state.board.trade_ladder = [0, 0, 0, 0, 1, 0]
    push_step(state, content, 0, Effect("gain_trade"), False)
    assert options(state, content) == ["option 5", "option 6", "done"]
    state.stack.clear()
    state.board.trade_ladder = [1, 0, 0, 0, 0, 0]
    run(state, content, {"op": "gain_trade"}, ["option 1"])
    assert state.houses[0].influence == 3


def test_vf_trade_07_a_bonus_with_or_is_one_choice(state: GameState, content: Content) -> None:
    """VF-TRADE-07, T-04: "2 Credits or 2 Science" gives exactly one of them."""
    run(state, content, {"op": "gain_trade"}, ["option 3", "option 2"])
    assert state.houses[0].resources == [0, 0, 0, 0, 2]


def test_vf_trade_07_bounty_bonus(state: GameState, content: Content) -> None:
    """VF-TRADE-07, T-04: the "gain a Bounty token" bonus draws and resolves one."""
    run(state, content, {"op": "gain_trade"}, ["option 5", "option 2"])
    assert state.houses[0].bounty_kept == ["b_food#1"]
    assert state.houses[0].influence == 1


def test_vf_trade_08_none_left_nothing_gained(state: GameState, content: Content) -> None:
    """VF-TRADE-08: an empty ladder gives neither a token nor a bonus."""
    state.board.trade_ladder = [0] * 6
    assert rule_of(state, content, {"op": "gain_trade"}) == "VF-TRADE-08"
    run(state, content, {"op": "gain_trade"})
    assert state.houses[0].trade_tokens == 0
    assert state.houses[0].resources == [0] * 5 and state.houses[0].influence == 0


def test_vf_trade_09_tokens_may_be_stored_on_any_agenda(state: GameState, content: Content) -> None:
    """VF-TRADE-09, VF-TRADE-11: a stored token (whatever the slot's Corruption) covers that
    Agenda's two Upkeep icons and is still yours."""
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "", ""]
    house.agenda_corrupted[1] = True
    assert upkeep_total(state, content, 0) == 4
    house.agenda_trade[1] = True
    assert upkeep_total(state, content, 0) == 2
    assert house.trade_tokens == 1


def test_vf_trade_10_preparation_removes_the_lowest_token(state: GameState) -> None:
    """VF-TRADE-10, VF-PREP-08: the lowest token (top of a stack) leaves the game; none: nothing."""
    state.board.trade_ladder = [2, 2, 0, 0, 0, 0]
    assert trade.remove_lowest_trade_token(state)
    assert state.board.trade_ladder == [2, 1, 0, 0, 0, 0]
    state.board.trade_ladder = [0] * 6
    assert not trade.remove_lowest_trade_token(state)
    assert state.board.trade_ladder == [0] * 6


def test_vf_trade_11_covering_removes_both_icons(state: GameState, content: Content) -> None:
    """VF-TRADE-11, VF-EVAL-07a: one token on an Agenda removes both of its Upkeep icons."""
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "m1", ""]
    house.agenda_trade = [False, False, True, False]
    assert upkeep_total(state, content, 0) == 4


def test_vf_trade_12_spent_by_a_technology_goes_back_by_the_return_rule(content: Content) -> None:
    """VF-TRADE-12, VF-TRADE-05: a token spent by a Technology (as a cost) returns like any other;
    in 3-4 players onto a single lowest stack."""
    state = make_state(players=3)
    state.houses[0].trade_loose = 1
    run(state, content, {"op": "spend_trade"}, cost=True)
    assert state.board.trade_ladder == [1, 1, 2, 0, 0, 0]
