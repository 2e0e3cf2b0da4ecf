"""Cycles: Preparation, the Focus Phase's rounds, Evaluation and the end of the game.

VF-PREP-01..27 (competitive), VF-FOCUS-02, VF-FOCUS-07, VF-EVAL-02, -12..20, VF-END-01..03."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domineum.voidfall.engine.cycle import rounds
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState, SelectFocus, Step
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.rules import scoring
from tests.voidfall.engine.gamekit import bundled, finish_turn, names, pack_with, play, refused


def preparation(
    game: VoidfallGame, players: int, cycle: int, stage: int, **extra: Any
) -> GameState:
    """A game at Preparation step ``stage`` of ``cycle``, advanced to its first decision."""
    data: dict[str, Any] = {
        "base": {"players": players, "seed": 12},
        "cycle": cycle,
        "phase": "preparation",
        "stack": [{"kind": "phase", "seat": NOBODY, "name": "preparation", "stage": stage}],
    }
    data.update(extra)
    return load_position(data, game)


# --- Preparation -------------------------------------------------------------------------


def test_vf_prep_08_09_cycle_2_trade_token_leaves_and_block_is_lifted() -> None:
    """VF-PREP-08, VF-PREP-09(a), VF-TRADE-10: from Cycle 2 the lowest Trade token leaves the game
    and the Improvement Block comes off."""
    game = bundled()
    state = preparation(game, 2, 2, 1, board={"trade_ladder": [0, 1, 1, 1, 1, 0]})
    assert state.board.trade_ladder == [0, 1, 1, 1, 0, 0]
    assert state.board.improvement_block is False


def test_vf_prep_09_cycle_3_improved_offer_replaced() -> None:
    """VF-PREP-09(b), DT-16: in Cycle 3 the Improved cards left in the offer leave the game and
    the four waiting ones replace them."""
    game = bundled()
    fresh = game.new_game(Config(players=2, seed=12))
    waiting = list(fresh.board.improved_deck)
    state = preparation(game, 2, 3, 2, board={"improvement_block": False})
    assert sorted(state.board.improved_offer) == sorted(waiting)
    assert state.board.improved_deck == []


def test_vf_prep_10_11_turn_order_by_ascending_influence_ties_to_the_later_seat() -> None:
    """VF-PREP-10, VF-PREP-11, DT-12: 25 Influence chooses first; of two tied on 30, the one later
    in the previous Cycle's order chooses before the other; the track is read left to right."""
    game = bundled()
    state = preparation(
        game,
        3,
        2,
        3,
        houses={"0": {"influence": 30}, "1": {"influence": 30}, "2": {"influence": 25}},
        board={"turn_order": [1, 0, 2]},
    )
    order = []
    for position in ("2", "1", "3"):
        order.append(game.current_seat(state))
        state = play(game, state, f"position {position}")
    assert order == [2, 0, 1]
    assert state.board.turn_order == [0, 2, 1]


def test_vf_prep_12_two_players_use_the_two_leftmost_spaces() -> None:
    """VF-PREP-12: with 2 players only Turn Order spaces 1 and 2 exist; a taken one is gone."""
    game = bundled()
    state = preparation(game, 2, 2, 3, board={"turn_order": [0, 1]})
    assert names(game, state) == ["position 1", "position 2"]
    state = play(game, state, "position 2")
    assert names(game, state) == ["position 1"]
    refused(game, state, "position 3")


def test_vf_prep_15_27_reveal_the_top_event_and_its_round_count() -> None:
    """VF-PREP-15, VF-PREP-27, VF-FOCUS-02: the top card of this Cycle's deck is revealed, the
    others go back to the box; its number is the number of rounds."""
    game = bundled()
    state = preparation(game, 2, 2, 4, board={"event_decks": [[], ["dark_age", "adaptation"], []]})
    assert state.board.event == "adaptation"
    assert state.board.event_decks[1] == []
    assert rounds(state, game.content) == game.content.events["adaptation"].rounds == 5


def test_vf_prep_01_three_cycles_each_preparation_focus_evaluation(tiny: VoidfallGame) -> None:
    """VF-PREP-01, VF-FOCUS-02, VF-FOCUS-03, VF-FOCUS-07, VF-EVAL-20: every Cycle runs Preparation,
    then N rounds in the same Turn Order (N from the Event), then Evaluation; the game ends after
    Cycle 3."""
    state = tiny.new_game(Config(players=2, houses=("red", "blue"), seed=5))
    turns: dict[int, list[int]] = {1: [], 2: [], 3: []}
    while state.phase != "over":
        if isinstance(state.stack[-1], SelectFocus):
            turns[state.cycle].append(state.stack[-1].seat)
            state = finish_turn(tiny, state)
        else:
            state = play(tiny, state, names(tiny, state)[0])
    phases = [
        (n.params["cycle"], n.params["phase"]) for n in state.notes if n.msg == "vf.note.phase"
    ]
    assert phases == [(c, p) for c in (1, 2, 3) for p in ("preparation", "focus", "evaluation")]
    for seats in turns.values():
        assert len(seats) == 2 * 2  # 2 rounds (the tiny Events' number), 2 players
        assert seats[:2] == seats[2:], "each round keeps the Cycle's Turn Order"
    assert state.cycle == 3 and state.notes[-1].msg == "vf.note.game_over"


def phase_notes(state: GameState) -> list[object]:
    return [n.params["phase"] for n in state.notes if n.msg == "vf.note.phase"]


def test_vf_focus_07_after_the_last_round_evaluation_begins(tiny: VoidfallGame) -> None:
    """VF-FOCUS-07: the last player's turn of the last round leads to Evaluation; an earlier
    turn leads to the next player."""
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": ["red", "blue"], "seed": 3},
        "round": 2,
        "board": {"turn_order": [1, 0]},
    }
    first = load_position(
        {
            **data,
            "turn": {"seat": 1, "focus": "alpha"},
            "stack": [{"kind": "choose_action", "seat": 1}],
        },
        tiny,
    )
    after = finish_turn(tiny, first)
    assert after.phase == "focus" and tiny.current_seat(after) == 0
    assert "evaluation" not in phase_notes(after)
    last = load_position(
        {
            **data,
            "turn_index": 1,
            "turn": {"seat": 0, "focus": "alpha"},
            "stack": [{"kind": "choose_action", "seat": 0}],
        },
        tiny,
    )
    after = finish_turn(tiny, last)
    assert "evaluation" in phase_notes(after)


# --- Evaluation --------------------------------------------------------------------------


def evaluation(game: VoidfallGame, stage: int, **extra: Any) -> GameState:
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": ["red", "blue"], "seed": 3},
        "phase": "evaluation",
        "round": 3,
        "stack": [{"kind": "phase", "seat": NOBODY, "name": "evaluation", "stage": stage}],
    }
    data.update(extra)
    return load_position(data, game)


def test_vf_eval_02_each_step_in_turn_order(tiny: VoidfallGame) -> None:
    """VF-EVAL-02: Upkeep is paid seat by seat in Turn Order (here seat 1 first)."""
    rich = {"resources": {"food": 5, "energy": 5}}
    state = evaluation(tiny, 2, board={"turn_order": [1, 0]}, houses={"0": rich, "1": rich})
    assert tiny.current_seat(state) == 1
    top = state.stack[-1]
    assert isinstance(top, Step) and top.effect.op == "upkeep"
    while tiny.current_seat(state) == 1:
        state = play(tiny, state, names(tiny, state)[0])
    assert tiny.current_seat(state) == 0


def _agendas_scored(corrupted: bool) -> tuple[int, int, list[str]]:
    """Seat 0 (Valnis, starting Agenda valnis-a, Technological Singularity in slot 2, 2 loose
    Trade tokens) after Evaluation step 4: the sheet's ``agendas`` line, the Influence gained and
    the Pure sectors with an Installation."""
    game = bundled()
    state = load_position(
        {
            "base": {"players": 2, "houses": ["valnis", "belitan"], "seed": 3},
            "phase": "evaluation",
            "houses": {
                "0": {
                    "influence": 20,
                    "agendas": ["valnis-a", "technological_singularity", "", ""],
                    "agenda_corrupted": [False, corrupted, False, False],
                    "trade_loose": 2,
                }
            },
            "stack": [{"kind": "phase", "seat": NOBODY, "name": "evaluation", "stage": 4}],
        },
        game,
    )
    house = state.houses[0]
    built = [
        i for s in state.galaxy.controlled_by(0) if s.is_pure for i in s.filled("installation")
    ]
    return house.influence_sheet.get("agendas", 0), house.influence - 20, sorted(built)


def test_vf_eval_16_17_pure_agendas_score_influence_corrupted_do_not(tiny: VoidfallGame) -> None:
    """VF-EVAL-16, VF-EVAL-17, VF-AGENDA-11, VF-AGENDA-12, VF-AGENDA-13: step 4 scores every Agenda
    in play but a Corrupted one, the starting Agenda included; the benefit is Influence.
    valnis-a: 3 per Pure sector (Home and Outpost: 6) + 2 per Pure sector with a Shipyard (the
    Home's: 2) = 8; Technological Singularity: 2 per Trade token (2: 4), only when Pure."""
    corrupted = _agendas_scored(corrupted=True)
    assert corrupted[2] == ["shipyard"]  # the position the numbers below assume
    assert corrupted[:2] == (8, 8)
    assert _agendas_scored(corrupted=False)[:2] == (12, 12)


def test_vf_eval_19_focus_cards_back_and_innovation_after_cycle_1(tiny: VoidfallGame) -> None:
    """VF-EVAL-19: step 5 returns the played Focus cards; after Cycle 1 Gamma (the tiny pack's
    Innovation) joins the hand."""
    state = evaluation(
        tiny,
        5,
        houses={"0": {"focus_hand": [], "focus_discard": ["alpha", "beta"]}},
        board={"turn_order": [0, 1]},
    )
    assert sorted(state.houses[0].focus_hand) == ["alpha", "beta", "gamma"]
    assert state.houses[0].focus_discard == [] and state.houses[0].focus_reserved == []


def test_vf_eval_20_after_cycle_3_the_game_ends(tiny: VoidfallGame) -> None:
    """VF-EVAL-20: Cycle 3's Evaluation ends the game; no more decisions are offered."""
    state = evaluation(tiny, 5, cycle=3, board={"turn_order": [0, 1]})
    assert state.phase == "over" and tiny.legal_actions(state) == []
    assert state.scores == [h.influence for h in state.houses]
    state = evaluation(tiny, 5, cycle=1, board={"turn_order": [0, 1]})
    assert state.cycle == 2 and state.phase == "preparation"


# --- End of game -------------------------------------------------------------------------


def ended(tiny: VoidfallGame, houses: dict[str, Any]) -> GameState:
    return load_position(
        {
            "base": {"players": 2, "houses": ["red", "blue"], "seed": 3},
            "phase": "over",
            "cycle": 3,
            "houses": houses,
        },
        tiny,
    )


def test_vf_end_01_most_influence_wins(tiny: VoidfallGame) -> None:
    """VF-END-01, VF-MODE-06: the single player with the most Influence wins."""
    state = ended(tiny, {"0": {"influence": 40}, "1": {"influence": 41}})
    assert tiny.winners(state) == [1]
    assert tiny.returns(state) == [0.0, 1.0]


def test_vf_end_02_tie_fewer_corruption_wins(tiny: VoidfallGame) -> None:
    """VF-END-02, A-33: tied on Influence, fewer Corruption on the mat and in sectors wins
    (Decontamination Chambers included)."""
    state = ended(
        tiny,
        {
            "0": {"influence": 40, "track_corrupted": [True, False, False]},
            "1": {"influence": 40, "decontamination": 2},
        },
    )
    assert scoring.corruption_total(state, 0) == 1
    assert scoring.corruption_total(state, 1) == 2
    assert tiny.winners(state) == [0]


def test_vf_end_03_still_tied_players_share_the_victory(tiny: VoidfallGame) -> None:
    """VF-END-03: same Influence, same Corruption: both win and share the result."""
    state = ended(tiny, {"0": {"influence": 40}, "1": {"influence": 40}})
    assert tiny.winners(state) == [0, 1]
    assert tiny.returns(state) == [0.5, 0.5]


@pytest.mark.parametrize("seat", [0, 1])
def test_vf_end_02_corrupted_sectors_count_for_the_tie_break(tiny: VoidfallGame, seat: int) -> None:
    """VF-END-02: a Corrupted sector you control counts as one Corruption."""
    state = ended(tiny, {"0": {"influence": 5}, "1": {"influence": 5}})
    outpost = next(s for s in state.galaxy.controlled_by(seat) if s.home_of == NOBODY)
    outpost.corrupted = True
    assert tiny.winners(state) == [1 - seat]


def objectives_pack(tmp: Path, exclusive: bool) -> VoidfallGame:
    """The tiny pack with a Cycle 1 Event of two objectives: A = a Pure sector -> 3 Influence;
    B = a Pure Guild -> gain 2 Food."""
    events = [
        {
            "id": f"e{c}",
            "name": f"E{c}",
            "cycle": c,
            "rounds": 2,
            "source": "authored",
            "exclusive": exclusive,
            "objectives": [
                {"count": "pure_sectors", "scoring": "once", "influence": 3},
                {"count": "pure_guilds", "scoring": "once", "effects": [{"op": "gain", "food": 2}]},
            ],
        }
        for c in (1, 2, 3)
    ]
    return pack_with(tmp, "galactic_events.yaml", events)


@pytest.mark.parametrize("exclusive", [True, False])
def test_vf_eval_13_red_line_one_green_line_both(tmp_path: Path, exclusive: bool) -> None:
    """VF-EVAL-13, VF-EVAL-12, VF-EVAL-14: behind a red line the player evaluates one of the met
    objectives (here B: 2 Food, no Influence); with a green line both are evaluated at once."""
    game = objectives_pack(tmp_path, exclusive)
    state = evaluation(
        game, 3, board={"turn_order": [0, 1]}, houses={"0": {"resources": {"food": 4}}}
    )
    if exclusive:
        assert game.current_seat(state) == 0
        assert names(game, state) == ["option 1", "option 2"]
        state = play(game, state, "option 2")
        assert state.houses[0].influence_sheet.get("objectives") is None
    else:
        assert state.houses[0].influence_sheet.get("objectives") == 3
    assert state.houses[0].resource("food") == 6
