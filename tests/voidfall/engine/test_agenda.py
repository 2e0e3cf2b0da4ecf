"""Agendas (VF-AGENDA-01..16): gaining them, the hand, the slots, Corruption, Upkeep."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import scoring, upkeep
from tests.voidfall.engine.gamekit import (
    bundled,
    bundled_actions,
    choosing_actions,
    names,
    pack_with,
    play,
)


def gaining(game: VoidfallGame, state: GameState, agenda_type: str = "any") -> GameState:
    push_step(state, game.content, 0, Effect("gain_agenda", {"type": agenda_type}), cost=False)
    return state


def test_vf_agenda_01_take_the_face_up_card_and_refill() -> None:
    """VF-AGENDA-01(a): the face-up Agenda of the chosen type goes to your hand; the top card of
    that deck replaces it."""
    game = bundled()
    state = gaining(game, bundled_actions("conquest", {"0": {"agenda_hand": []}}))
    offer = state.board.agenda_offer["might"]
    top = state.board.agenda_decks["might"][-1]
    assert {"offer might", "draw might"} <= set(names(game, state))
    state = play(game, state, "offer might")
    assert state.houses[0].agenda_hand == [offer]
    assert state.board.agenda_offer["might"] == top


def test_vf_agenda_01_draw_two_keep_one_other_to_the_bottom() -> None:
    """VF-AGENDA-01(b): draw the top two of a deck, keep one, the other goes under the deck."""
    game = bundled()
    state = gaining(game, bundled_actions("conquest", {"0": {"agenda_hand": []}}), "support")
    deck = list(state.board.agenda_decks["support"])
    state = play(game, state, "draw support")
    assert {f"keep {deck[-1]}", f"keep {deck[-2]}"} <= set(names(game, state))
    state = play(game, state, f"keep {deck[-2]}")
    assert state.houses[0].agenda_hand == [deck[-2]]
    after = state.board.agenda_decks["support"]
    assert after[0] == deck[-1] and len(after) == len(deck) - 1
    assert (
        state.board.agenda_offer["support"]
        == bundled_actions("conquest", {}).board.agenda_offer["support"]
    )


def test_vf_agenda_01_once_two_are_drawn_keeping_one_is_a_must() -> None:
    """VF-AGENDA-01(b): after drawing two, one is kept and the other goes under the deck; no
    "done" may skip the keep (it used to lose both cards: neither in hand nor in the deck)."""
    game = bundled()
    state = gaining(game, bundled_actions("conquest", {"0": {"agenda_hand": []}}), "might")
    cards = len(state.board.agenda_decks["might"])
    state = play(game, state, "draw might")
    offered = names(game, state)
    assert "done" not in offered
    assert [n for n in offered if n.startswith("keep ")] and all(
        n.startswith("keep ") for n in offered
    )
    state = play(game, state, offered[0])
    assert len(state.houses[0].agenda_hand) + len(state.board.agenda_decks["might"]) == cards


def test_vf_agenda_04_no_hand_limit(tiny: VoidfallGame) -> None:
    """VF-AGENDA-04: with any number of Agendas in hand you may gain another."""
    state = choosing_actions(tiny, houses={"0": {"agenda_hand": ["w1", "s1", "m1"] * 4}})
    state = play(tiny, gaining(tiny, state, "dominance"), "offer dominance")
    assert len(state.houses[0].agenda_hand) == 13


def test_vf_agenda_06_07_played_agenda_goes_to_a_non_starting_slot(tiny: VoidfallGame) -> None:
    """VF-AGENDA-06, VF-AGENDA-07: four slots; the Agenda played this turn may take one of the three
    non-starting ones in Cleanup."""
    state = choosing_actions(tiny, turn={"seat": 0, "focus": "alpha", "agenda": "d1"})
    state = play(tiny, state, "end")
    assert {"slot 2", "slot 3", "slot 4"} <= set(names(tiny, state))
    state = play(tiny, state, "slot 3")
    assert state.houses[0].agendas == ["red-a", "", "d1", ""]


def test_vf_agenda_11_12_13_corrupted_agenda_scores_nothing() -> None:
    """VF-AGENDA-11, VF-AGENDA-12, VF-AGENDA-13: an Agenda with a Corruption above its slot is
    Corrupted and scores no Influence; the same card in a Pure slot scores."""
    game = bundled()
    house: dict[str, Any] = {
        "agendas": ["valnis-a", "technological_singularity", "", ""],
        "trade_loose": 2,
    }
    pure = bundled_actions("conquest", {"0": house})
    corrupted = bundled_actions(
        "conquest", {"0": {**house, "agenda_corrupted": [False, True, False, False]}}
    )
    scores = dict(scoring.agenda_influence(pure, game.content, 0))
    assert scores["technological_singularity"] == 4  # 2 per Trade token
    assert "technological_singularity" not in dict(
        scoring.agenda_influence(corrupted, game.content, 0)
    )


def test_vf_agenda_14_a_corrupted_offer_hands_over_its_corruption() -> None:
    """VF-AGENDA-14, VF-CORRUPT-11 (WE-33): gaining from a Corrupted offer also gains its
    Corruption and the offer is Pure again; a Pure offer gives none."""
    game = bundled()
    state = bundled_actions(
        "conquest",
        {"0": {"agenda_hand": []}},
        board={"turn_order": [0, 1], "offer_corrupted": {"might": True}},
    )
    state = play(game, gaining(game, state), "offer support")
    assert state.houses[0].corruption_on_mat == 0 and not state.board.offer_corrupted["support"]
    state = play(game, gaining(game, state), "offer might")
    assert not state.board.offer_corrupted["might"]
    assert any(n.startswith("spot ") for n in names(game, state))
    state = play(game, state, "spot society")
    assert state.houses[0].track_corrupted[0]


def test_vf_agenda_15_two_upkeep_icons_and_a_free_action(tmp_path: Path) -> None:
    """VF-AGENDA-15: each Agenda in play adds 2 Upkeep; its Agenda Action has no cost, so a pack
    giving one a cost is refused (VF-ACTION-11)."""
    assert upkeep.AGENDA_UPKEEP == 2
    game = bundled()
    for agenda in game.content.agendas.values():
        if agenda.action is not None:
            assert game.content.action(f"agenda:{agenda.id}").cost == ()
    agendas = [
        {"id": "red-a", "name": "R", "type": "starting", "source": "authored", "objectives": []},
        {"id": "blue-a", "name": "B", "type": "starting", "source": "authored", "objectives": []},
        {
            "id": "d1",
            "name": "D",
            "type": "dominance",
            "source": "authored",
            "focus_icons": ["alpha"],
            "action": {"name": "X", "cost": [{"op": "pay", "food": 1}], "effects": []},
            "objectives": [],
        },
    ]
    with pytest.raises(ContentError, match="an Agenda Action has no cost"):
        pack_with(tmp_path, "agendas.yaml", agendas)
