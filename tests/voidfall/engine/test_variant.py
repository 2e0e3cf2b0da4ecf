"""The pre-selected Focus variant (VF-VARIANT-01..03): ``Config.preselected_focus``."""

from __future__ import annotations

from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, Frame, GameState, SelectFocus, Step
from domineum.voidfall.modes.preselected_focus import PRESELECT
from domineum.voidfall.rules.views import HIDDEN
from tests.voidfall.engine.gamekit import finish_turn, names, play, refused


def preselecting(frame: Frame) -> bool:
    """Whether ``frame`` is a seat's face-down pick of the variant."""
    return isinstance(frame, Step) and frame.effect.op == PRESELECT


def opening(tiny: VoidfallGame, variant: bool) -> GameState:
    """A new tiny game advanced to the first decision of the Focus Phase."""
    config = Config(players=2, houses=("red", "blue"), seed=6, preselected_focus=variant)
    state = tiny.new_game(config)
    while state.phase == "preparation":
        state = play(tiny, state, names(tiny, state)[0])
    return state


def test_vf_variant_01_off_unless_chosen(tiny: VoidfallGame) -> None:
    """VF-VARIANT-01: an optional rule; by default the first decision is a Focus from hand."""
    state = opening(tiny, variant=False)
    assert Config(players=2).preselected_focus is False
    assert isinstance(state.stack[-1], SelectFocus)
    assert not any(preselecting(f) for f in state.stack)


def test_vf_variant_02_everyone_picks_face_down_before_the_round(tiny: VoidfallGame) -> None:
    """VF-VARIANT-02: before the first turn of each round every player picks a card from hand,
    face down; only then does the first player's turn begin."""
    state = opening(tiny, variant=True)
    order = state.board.turn_order
    for seat in order:
        assert preselecting(state.stack[-1]) and tiny.current_seat(state) == seat
        hand = state.houses[seat].focus_hand
        assert sorted(names(tiny, state)) == sorted(f"focus {c}" for c in hand)
        card = hand[-1]
        state = play(tiny, state, f"focus {card}")
        assert state.houses[seat].preselected == card
    assert isinstance(state.stack[-1], SelectFocus) and state.stack[-1].seat == order[0]


def test_vf_variant_03_the_face_down_card_is_played_and_hidden_from_others(
    tiny: VoidfallGame,
) -> None:
    """VF-VARIANT-03: in Selection you reveal your pre-selected card: it is your only choice;
    until then the other seats see it face down (views), its owner sees it."""
    state = opening(tiny, variant=True)
    first, second = state.board.turn_order
    state = play(tiny, state, "focus alpha", "focus beta")
    assert tiny.view(state, second).houses[first].preselected == HIDDEN
    assert tiny.view(state, None).houses[second].preselected == HIDDEN
    assert tiny.view(state, first).houses[first].preselected == "alpha"
    assert names(tiny, state) == ["focus alpha"]
    assert refused(tiny, state, "focus beta").rule_id == "VF-VARIANT-03"
    state = finish_turn(tiny, play(tiny, state, "focus alpha"))
    assert state.houses[first].preselected == "" and "alpha" in state.houses[first].focus_discard
    assert names(tiny, state) == ["focus beta"]


def test_vf_variant_02_every_round_starts_with_a_pick(tiny: VoidfallGame) -> None:
    """VF-VARIANT-02: the picks are made again at the start of round 2."""
    state = opening(tiny, variant=True)
    state = play(tiny, state, "focus alpha", "focus alpha")
    state = finish_turn(tiny, play(tiny, state, "focus alpha"))
    state = finish_turn(tiny, play(tiny, state, "focus alpha"))
    assert state.round == 2 and preselecting(state.stack[-1])
    assert names(tiny, state) == ["focus beta"]


def test_vf_variant_01_is_an_extension_of_the_procedure() -> None:
    """VF-VARIANT-01: the variant changes the competitive procedure only where it is chosen:
    a round hook and a Selection rule, both absent from the base game's procedure."""
    base = procedure_for(Config(players=2))
    variant = procedure_for(Config(players=2, preselected_focus=True))
    assert base.round_start == [] and base.selection == []
    assert len(variant.round_start) == 1 and len(variant.selection) == 1
    assert [s.name for s in base.steps("evaluation")] == [
        s.name for s in variant.steps("evaluation")
    ]
