"""Trading resources in co-op, "limited to N" (VF-RES-10, VF-MODE-05; WE-15 as a scenario)."""

from __future__ import annotations

from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Config
from domineum.voidfall.modes.void import trade
from tests.voidfall.coop.coopkit import CONTENT, at_selection, effect, top_seat
from tests.voidfall.solo import solokit


def _gives(state: object) -> list[str]:
    return [k[1] for k in solokit.kinds(state) if k[0] == "resource"]  # type: ignore[arg-type]


def test_vf_res_10_we_15_yellow_and_green_trade_up_to_4_each_way() -> None:
    """VF-RES-10 (WE-15, Joint Reinforcement's trade, limited to 4): Yellow spends 2 Food and
    2 Science, Green gains exactly those; then Green spends 3 Credits (it has no 4th) and
    Yellow gains them."""
    state = at_selection(2)
    yellow = top_seat(state)
    green = 1 - yellow
    state.houses[yellow].resources = [2, 0, 0, 0, 2]
    state.houses[green].resources = [0, 0, 0, 3, 0]
    effect(state, yellow, {"op": "trade", "limit": 4})
    assert solokit.kinds(state) == [("seat", str(green)), ("done",)]
    solokit.choose(state, "seat", str(green))
    assert top_seat(state) == yellow and _gives(state) == ["food", "science"]
    for resource in ("food", "food", "science", "science"):
        solokit.choose(state, "resource", resource)
    assert top_seat(state) == green  # Yellow reached the limit: Green's turn to give
    assert _gives(state) == ["food", "credits", "science"]  # what Green holds now
    for _ in range(3):
        solokit.choose(state, "resource", "credits")
    solokit.choose(state, "done")  # Green stops short of the limit
    assert state.houses[yellow].resources == [0, 0, 0, 3, 0]
    assert state.houses[green].resources == [2, 0, 0, 0, 2]
    assert solokit.notes(state, "vf.coop").count("vf.coop.note.give") == 7


def test_vf_res_10_never_above_the_limit_nor_what_you_lack() -> None:
    """VF-RES-10: at most N each way; a resource you do not have cannot be given (refused
    with the rule, nothing changed)."""
    state = at_selection(2)
    me = top_seat(state)
    state.houses[me].resources = [5, 0, 0, 0, 0]
    effect(state, me, {"op": "trade", "limit": 2})
    solokit.choose(state, "seat", str(1 - me))
    assert _gives(state) == ["food"]
    before = [list(h.resources) for h in state.houses]
    assert solokit.refused(state, "resource", "energy").rule_id == "VF-RES-10"
    assert [h.resources for h in state.houses] == before
    solokit.choose(state, "resource", "food")
    solokit.choose(state, "resource", "food")
    assert top_seat(state) == 1 - me  # no third unit: the limit is 2
    assert state.houses[me].resources[0] == 3


def test_vf_res_10_a_trade_needs_another_player() -> None:
    """VF-RES-10, VF-MODE-05: trading is between players; alone there is nobody to trade with."""
    solo = solokit.new("easy", 1)
    assert refusal_of(solo, CONTENT, 0, Effect(trade.TRADE, {"limit": 4})) is not None
    coop = solokit.game().new_game(Config(players=2, mode="coop", seed=1))
    assert refusal_of(coop, CONTENT, 0, Effect(trade.TRADE, {"limit": 4})) is None
