"""Preferred Focuses (VF-PREF-01..06) and peeking at Galactic Events (VF-PEEK-01..03)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.core.primitive import Ctx, primitive
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ChooseAction, Config, GameState, Step
from tests.voidfall.engine.gamekit import bundled, bundled_actions, names, play, refused

RICH = {"science": 4, "credits": 4, "energy": 4, "food": 4, "materials": 4}


def exploiting(houses: dict[str, Any] | None = None, **extra: Any) -> GameState:
    """Valnis (Preferred: Progress, Policy) plays Temptation and takes Exploit."""
    house = {"resources": RICH, "focus_hand": ["policy"], "focus_discard": ["progress"]}
    state = bundled_actions("temptation", houses or {"0": house}, **extra)
    return play(bundled(), state, "take 1", "effect 1")


def test_vf_pref_01_a_preferred_focus_from_hand_or_discard() -> None:
    """VF-PREF-01: one action of a Preferred Focus, whether the card is in hand (Policy) or in the
    discard pile (Progress); a non-Preferred card (Development) is not offered."""
    state = exploiting()
    assert set(names(bundled(), state)) == {"focus policy", "focus progress", "done"}
    assert refused(bundled(), state, "focus development")


def test_vf_pref_02_its_cost_is_paid_as_usual() -> None:
    """VF-PREF-02 (WE-34): Progress's Invent costs 2 Science when taken this way."""
    state = play(bundled(), exploiting(), "focus progress")
    assert set(names(bundled(), state)) == {"take 1", "take 2", "take 3", "done"}
    state = play(bundled(), state, "take 2")
    assert state.houses[0].resource("science") == RICH["science"] - 2


def test_vf_pref_04_05_it_is_not_resolving_that_focus() -> None:
    """VF-PREF-04, VF-PREF-05: the turn's Focus stays Temptation: after the Progress action the
    choices are Temptation's own, even with a flipped Trade token, and the Progress card is not
    played."""
    state = exploiting(turn={"seat": 0, "focus": "temptation", "flipped": True})
    state = play(bundled(), state, "focus progress", "take 1", "done")
    assert isinstance(state.stack[-1], ChooseAction)
    assert state.turn.focus == "temptation"
    assert set(names(bundled(), state)) <= {"take 2", "take 3", "end", "agenda-action"}
    assert "progress" in state.houses[0].focus_discard and "1" in state.turn.taken
    assert sum(1 for t in state.turn.taken if t in ("1", "2", "3")) == 1


def test_vf_pref_06_a_house_focus_card_is_used_as_printed() -> None:
    """VF-PREF-06: Novaris prefers Progress and Reinforcement and has House cards for both: the
    Preferred action offers the House cards."""
    game = bundled()
    state = game.new_game(Config(players=2, houses=("novaris", "valnis"), seed=2))
    state.turn.focus = "temptation"
    state.houses[0].resources = [4, 4, 4, 4, 4]
    state.stack.append(ChooseAction(seat=0))
    push_step(state, game.content, 0, Effect("preferred_action"), cost=False)
    offered = {n for n in names(game, state) if n.startswith("focus")}
    assert offered <= {"focus novaris_progress", "focus novaris_reinforcement"} and offered


# --- Peeking ---------------------------------------------------------------------------------


def peeking(cycle: int) -> GameState:
    game = bundled()
    state = bundled_actions("temptation", {}, cycle=cycle)
    push_step(state, game.content, 0, Effect("peek"), cost=False)
    return state


def test_vf_peek_01_03_next_cycles_top_two_one_on_top_one_under() -> None:
    """VF-PEEK-01, VF-PEEK-03: in Cycle 1 the top two cards of Cycle 2's deck are drawn; the one
    chosen goes back on top, the other to the bottom."""
    before = list(bundled_actions("temptation", {}).board.event_decks[1])
    state = peeking(1)
    assert names(bundled(), state) == ["option 1", "option 2", "done"]
    state = play(bundled(), state, "option 2")
    deck = state.board.event_decks[1]
    assert deck[-1] == before[-2] and deck[0] == before[-1]
    assert sorted(deck) == sorted(before)


def test_vf_peek_02_not_in_cycle_3() -> None:
    """VF-PEEK-02: there is no next deck in Cycle 3; the effect cannot be resolved (so an action
    offering it does not offer it), while in Cycle 2 it can."""
    for cycle, rule in ((3, "VF-PEEK-02"), (2, None)):
        state = bundled_actions("temptation", {}, cycle=cycle)
        frame = Step(seat=0, effect=Effect("peek"))
        why = primitive("peek").refusal(Ctx(state, bundled().content, 0, frame))
        assert (why.rule if why else None) == rule


def test_vf_peek_01_forgoing_after_looking_leaves_the_deck_as_it_was() -> None:
    """VF-PEEK-01 / VF-ACTION-10: looking is not drawing; forgoing the choice keeps the order,
    and two equal cards (a determinized world) are handled by position."""
    before = list(bundled_actions("temptation", {}).board.event_decks[1])
    state = play(bundled(), peeking(1), "done")
    assert state.board.event_decks[1] == before
    twins = peeking(1)
    twins.board.event_decks[1][-2:] = ["dark_age", "dark_age"]
    twins.stack[-1].picks = ["dark_age", "dark_age"]  # type: ignore[union-attr]
    twins = play(bundled(), twins, "option 1")
    assert twins.board.event_decks[1][0] == "dark_age" == twins.board.event_decks[1][-1]
    assert len(twins.board.event_decks[1]) == len(before)
