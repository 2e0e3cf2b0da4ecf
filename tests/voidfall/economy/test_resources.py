"""Resources and Influence: VF-RES-01..11, VF-INFL-01..04, DT-02."""

from __future__ import annotations

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.rules import resources
from tests.voidfall.economy.econkit import options, refusal, run


def stock(state: GameState, **amounts: int) -> HouseState:
    house = state.houses[0]
    for name, n in amounts.items():
        house.resources[RESOURCES.index(name)] = n
    return house


def test_vf_res_01_five_resources_in_a_fixed_order() -> None:
    """VF-RES-01: Food, Energy, Materials, Credits, Science — one Stock each."""
    assert RESOURCES == ("food", "energy", "materials", "credits", "science")


def test_vf_res_02_gain_any_combination_among_the_allowed_types(
    state: GameState, content: Content
) -> None:
    """VF-RES-02: an "any combination of Food/Energy/Materials" gain offers only those three."""
    run(
        state,
        content,
        {"op": "gain_any", "amount": 2, "among": ["food", "energy", "materials"]},
        ["resource food", "resource materials"],
    )
    assert state.houses[0].resources == [1, 0, 1, 0, 0]


def test_vf_res_02_gain_any_never_offers_other_types(state: GameState, content: Content) -> None:
    """VF-RES-02: the choice lists exactly the allowed types (and forgoing)."""
    push_step(state, content, 0, Effect("gain_any", {"among": ["food", "energy"]}), False)
    assert options(state, content) == ["resource food", "resource energy", "done"]


def test_vf_res_03_credits_stand_in_for_food_energy_materials(
    state: GameState, content: Content
) -> None:
    """VF-RES-03 (DT-02): "2 Materials" with 1 Material + 5 Credits is payable (1 M + 1 C)."""
    stock(state, materials=1, credits=5)
    run(state, content, {"op": "pay", "materials": 2}, ["pay materials"], cost=True)
    assert state.houses[0].resource("materials") == 0
    assert state.houses[0].resource("credits") == 4


def test_vf_res_03_paying_with_the_resource_or_credits_is_a_choice(
    state: GameState, content: Content
) -> None:
    """VF-RES-03: when both could pay a unit, the player chooses."""
    stock(state, food=1, credits=1)
    push_step(state, content, 0, Effect("pay", {"food": 1}), True)
    assert options(state, content) == ["pay food", "pay credits"]


def test_vf_res_07_a_credits_cost_takes_credits(state: GameState, content: Content) -> None:
    """VF-RES-07: a cost in Credits is paid from the Credits Stock, automatically (E-1)."""
    stock(state, credits=5, food=2)
    run(state, content, {"op": "pay", "credits": 3}, [], cost=True)
    assert state.houses[0].resource("credits") == 2
    assert state.houses[0].resource("food") == 2


def test_vf_res_04_credits_never_pay_science(state: GameState, content: Content) -> None:
    """VF-RES-04 (DT-02): "1 Science" with 0 Science and 5 Credits cannot be paid."""
    stock(state, credits=5)
    found = refusal(state, content, {"op": "pay", "science": 1})
    assert found is not None and found.rule == "VF-RES-07"
    assert resources.shortfall(state.houses[0], {"science": 1}) == "science"


def test_vf_res_05_credits_do_not_satisfy_upkeep(state: GameState, content: Content) -> None:
    """VF-RES-05, VF-EVAL-09 (DT-02): Upkeep with only Credits: -3 Influence per point."""
    house = stock(state, credits=9)
    house.influence = 10
    run(state, content, {"op": "upkeep"}, cost=True)  # the starting Agenda: 2 Upkeep
    assert house.resource("credits") == 9
    assert house.influence == 4


def test_vf_res_06_paying_and_gaining_adjust_the_stock(state: GameState, content: Content) -> None:
    """VF-RES-06: a gain raises and a payment lowers the Stock by the shown amounts."""
    run(state, content, {"op": "gain", "energy": 4, "science": 2})
    run(state, content, {"op": "pay", "energy": 3, "science": 1}, cost=True)
    assert state.houses[0].resources == [0, 1, 0, 0, 1]


def test_vf_res_07_cannot_pay_more_than_stock(state: GameState, content: Content) -> None:
    """VF-RES-07: a cost larger than the Stock (after substitution) is refused, whole or nothing."""
    stock(state, energy=1, credits=1)
    found = refusal(state, content, {"op": "pay", "energy": 3})
    assert found is not None and found.rule == "VF-RES-07"
    assert refusal(state, content, {"op": "pay", "energy": 2}) is None


def test_vf_res_07_a_stock_never_goes_below_zero(state: GameState) -> None:
    """VF-RES-07: paying a unit that is not there is an error, never a negative Stock."""
    with pytest.raises(ValueError):
        resources.pay_unit(state.houses[0], "food")
    assert state.houses[0].resource("food") == 0


def test_vf_res_08_stock_capacity_is_15(state: GameState, content: Content) -> None:
    """VF-RES-08: any excess gained above 15 is lost."""
    stock(state, food=13)
    run(state, content, {"op": "gain", "food": 5})
    assert state.houses[0].resource("food") == 15


def test_vf_res_09_substitution_never_satisfies_upkeep(state: GameState, content: Content) -> None:
    """VF-RES-09: only Food/Energy/Materials are offered for Upkeep, whatever else is in stock."""
    stock(state, food=2, energy=2, credits=5, science=5)
    push_step(state, content, 0, Effect("upkeep"), True)
    assert options(state, content) == ["option 1", "option 2"]  # 1 Food or 2 Energy


def test_vf_res_10_coop_trade_moves_exactly_the_spent_resources(state: GameState) -> None:
    """VF-RES-10 (WE-15): Yellow spends 2 Food + 2 Science (limit 4); Green gains exactly those;
    then Green spends 3 Credits and Yellow gains them."""
    yellow, green = state.houses
    yellow.resources = [2, 0, 0, 0, 2]
    green.resources = [0, 0, 0, 3, 0]
    resources.give(yellow, green, {"food": 2, "science": 2}, limit=4)
    resources.give(green, yellow, {"credits": 3}, limit=4)
    assert yellow.resources == [0, 0, 0, 3, 0]
    assert green.resources == [2, 0, 0, 0, 2]


def test_vf_res_10_coop_trade_respects_the_limit_and_the_stock(state: GameState) -> None:
    """VF-RES-10: never more than the indicated total, never resources you do not have."""
    yellow, green = state.houses
    yellow.resources = [5, 0, 0, 0, 0]
    with pytest.raises(ValueError):
        resources.give(yellow, green, {"food": 5}, limit=4)
    with pytest.raises(ValueError):
        resources.give(yellow, green, {"energy": 1}, limit=4)
    assert yellow.resources == [5, 0, 0, 0, 0]


def test_vf_res_11_non_upkeep_payments_accept_credits(state: GameState, content: Content) -> None:
    """VF-RES-11: the Crisis board's Economic row is paid like any cost, Credits standing in."""
    stock(state, energy=1, credits=3)
    run(state, content, {"op": "pay", "energy": 2, "materials": 2}, ["pay energy"], cost=True)
    assert state.houses[0].resources == [0, 0, 0, 0, 0]


def test_vf_infl_01_influence_is_never_a_payment() -> None:
    """VF-INFL-01: Influence only wins the game — no cost primitive can spend it."""
    assert "influence" not in primitive("pay").Params.__struct_fields__


def test_vf_infl_02_gain_and_lose_influence(state: GameState, content: Content) -> None:
    """VF-INFL-02: Influence is adjusted by the amount gained or lost."""
    run(state, content, {"op": "influence", "amount": 7})
    run(state, content, {"op": "influence", "amount": -2})
    assert state.houses[0].influence == 5


def test_vf_infl_03_influence_never_below_zero(state: GameState, content: Content) -> None:
    """VF-INFL-03: losing more Influence than you have ignores the excess."""
    state.houses[0].influence = 4
    stock(state)
    run(state, content, {"op": "upkeep"}, cost=True)  # 2 unpaid points: -6
    assert state.houses[0].influence == 0


def test_vf_infl_04_no_influence_loss_while_you_can_pay(state: GameState, content: Content) -> None:
    """VF-INFL-04, VF-EVAL-10: Upkeep you can pay is paid; losing Influence is never offered."""
    house = stock(state, food=1, energy=2)
    house.influence = 10
    push_step(state, content, 0, Effect("upkeep"), True)
    assert options(state, content) == ["option 1", "option 2"]
    run(state, content, {"op": "upkeep"}, ["option 2"], cost=True)
    assert house.influence == 10 and house.resources[:3] == [0, 0, 0]
