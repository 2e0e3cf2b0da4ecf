"""Bad input in a turn: never offered; forced, refused under the rule it breaks, state unchanged.

Cases: a Focus card not in hand, an Agenda whose icon does not match or that is not in hand, a
third action without a flipped Trade token, an action twice, a Trade token flipped on the turn it
was gained, an Agenda in the starting slot or beside one of its type, a second Trade token on an
Agenda.
"""

from __future__ import annotations

from typing import Any

import pytest

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from tests.voidfall.engine.gamekit import choosing_actions, play, refused, tiny_position


def selecting(tiny: VoidfallGame, **houses: Any) -> GameState:
    return tiny_position(
        tiny,
        houses=houses,
        board={"turn_order": [0, 1]},
        stack=[{"kind": "select_focus", "seat": 0}],
    )


@pytest.mark.parametrize(
    ("hand", "card", "rule"),
    [
        ({"focus_hand": ["beta"], "focus_discard": ["alpha"]}, "alpha", "VF-FOCUS-08"),
        ({"focus_hand": ["alpha", "beta"]}, "gamma", "VF-SETUP-12"),
        ({"focus_hand": ["alpha"], "focus_reserved": []}, "beta", "VF-SELECT-01"),
    ],
)
def test_vf_select_01_focus_card_not_in_hand(
    tiny: VoidfallGame, hand: dict[str, Any], card: str, rule: str
) -> None:
    """VF-SELECT-01: only a card in hand may be played; played or held-back cards say why."""
    state = selecting(tiny, **{"0": hand})
    assert refused(tiny, state, f"focus {card}").rule_id == rule


def extras(tiny: VoidfallGame, **house: Any) -> GameState:
    return tiny_position(
        tiny,
        houses={"0": house},
        board={"turn_order": [0, 1]},
        turn={"seat": 0, "focus": "alpha"},
        stack=[{"kind": "select_extras", "seat": 0}],
    )


def test_vf_select_03_agenda_whose_icon_does_not_match(tiny: VoidfallGame) -> None:
    """VF-SELECT-03: W1 shows Beta only; with Alpha it cannot be played."""
    state = extras(tiny, agenda_hand=["w1", "d1"])
    assert refused(tiny, state, "agenda w1").rule_id == "VF-SELECT-03"


def test_vf_select_05_agenda_not_in_hand(tiny: VoidfallGame) -> None:
    """VF-SELECT-05: an Agenda must already be in your hand."""
    state = extras(tiny, agenda_hand=["d1"])
    assert refused(tiny, state, "agenda m1").rule_id == "VF-SELECT-05"


def test_vf_action_03_third_action_needs_a_flipped_trade_token(tiny: VoidfallGame) -> None:
    """VF-ACTION-02, VF-ACTION-03: after two actions without a flip the third is neither offered nor
    taken."""
    state = choosing_actions(tiny, turn={"seat": 0, "focus": "alpha", "agenda": "d1"})
    state = play(tiny, state, "take 1", "effect 1", "take 3", "effect 2")
    assert refused(tiny, state, "take 2").rule_id == "VF-ACTION-03"


def test_vf_action_04_same_action_twice(tiny: VoidfallGame) -> None:
    """VF-ACTION-04: an action taken this turn is not offered again, even with a flip."""
    state = choosing_actions(tiny, turn={"seat": 0, "focus": "alpha", "flipped": True})
    state = play(tiny, state, "take 1", "effect 1")
    assert refused(tiny, state, "take 1").rule_id == "VF-ACTION-04"


def test_vf_select_06_trade_token_gained_this_turn_cannot_be_flipped(tiny: VoidfallGame) -> None:
    """VF-SELECT-06, VF-TRADE-03: a token gained during the Actions step is yours but cannot be
    flipped: flipping happens only in Selection, which is over."""
    state = choosing_actions(tiny)
    push_step(state, tiny.content, 0, Effect("gain_trade"), cost=False)
    state = play(tiny, state, "option 6")
    assert state.houses[0].trade_tokens == 1 and not state.turn.flipped
    assert refused(tiny, state, "flip").rule_id == "VF-SELECT-06"


def at_agenda_step(tiny: VoidfallGame, agendas: list[str], played: str = "d1") -> GameState:
    state = choosing_actions(
        tiny,
        turn={"seat": 0, "focus": "alpha", "agenda": played},
        houses={"0": {"agendas": agendas}},
    )
    return play(tiny, state, "end")


def test_vf_agenda_10_never_in_the_starting_slot(tiny: VoidfallGame) -> None:
    """VF-AGENDA-10, VF-SETUP-04: slot 1 is the starting Agenda's; neither placing nor replacing
    is possible there."""
    state = at_agenda_step(tiny, ["red-a", "", "", ""])
    assert refused(tiny, state, "slot 1").rule_id == "VF-AGENDA-10"
    assert refused(tiny, state, "replace 1").rule_id == "VF-AGENDA-10"


def test_vf_agenda_09_never_beside_one_of_its_type(tiny: VoidfallGame) -> None:
    """VF-AGENDA-09, VF-CLEANUP-05, VF-CLEANUP-06: with a Dominance Agenda in slot 3, a new
    Dominance Agenda may replace it but not sit in another slot, nor replace a different type."""
    state = at_agenda_step(tiny, ["red-a", "m1", "d1", ""], played="d1")
    state.board.agenda_decks["dominance"] = []
    assert refused(tiny, state, "slot 4").rule_id == "VF-CLEANUP-05"
    assert refused(tiny, state, "replace 2").rule_id == "VF-CLEANUP-06"
    assert refused(tiny, state, "slot 3").rule_id == "VF-CLEANUP-05"
    state = play(tiny, state, "replace 3")
    assert state.houses[0].agendas == ["red-a", "m1", "d1", ""]


def test_vf_cleanup_12_one_trade_token_per_agenda(tiny: VoidfallGame) -> None:
    """VF-CLEANUP-12: an Agenda holding a Trade token takes no second one; VF-CLEANUP-10: an
    empty slot takes none."""
    state = choosing_actions(
        tiny,
        houses={"0": {"agendas": ["red-a", "m1", "", ""], "trade_loose": 2}},
    )
    state = play(tiny, state, "end", "store 2")
    assert refused(tiny, state, "store 2").rule_id == "VF-CLEANUP-12"
    assert refused(tiny, state, "store 3").rule_id == "VF-CLEANUP-10"
