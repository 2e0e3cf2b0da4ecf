"""The Evaluation's Incursion Skirmishes: every target chosen first, in Turn Order, then each
fought (RS-INCSKIRM-16, ambiguity A41)."""

from __future__ import annotations

from domineum.voidfall.engine import flow
from domineum.voidfall.model.state import Battle, GameState, Phase
from domineum.voidfall.modules.incursion import extension
from tests.voidfall.incursion import kit


def _evaluation() -> GameState:
    """A 2-player Incursion game in the Evaluation, each seat with 2 Corruption on its mat (a
    Skirmish value of 2 at least)."""
    state = kit.new(2, 3)
    state.phase = "evaluation"
    for house in state.houses:
        house.track_corrupted = [True, True, False]
    return state


def test_every_target_is_chosen_before_any_combat() -> None:
    """RS-INCSKIRM-16, RS-INCSKIRM-02: in the Evaluation every seat's Skirmish value and
    target are settled first, in Turn Order, before any Voidborn Fleet Power moves or any
    Combat starts; then the Skirmishes are fought in Turn Order, each force taken from what is
    next to its target at that time (A41)."""
    game = kit.game()
    state = _evaluation()
    order = list(state.board.turn_order)
    start, depth = len(state.notes), len(state.stack)
    frame = Phase(seat=-1, name="evaluation")
    assert not extension.crisis_board_step(state, game.content, frame)
    msgs = [(n.msg, n.params.get("seat")) for n in state.notes[start:]]
    valued = [seat for msg, seat in msgs if msg == "vf.inc.note.value"]
    assert valued == order
    assert not any(msg == "vf.inc.note.joins" for msg, _ in msgs)
    assert not any(isinstance(f, Battle) for f in state.stack)
    assert extension.crisis_board_step(state, game.content, frame)  # the step is done
    flow.settle(state, game.content)
    for _ in range(400):
        if len(state.stack) <= depth:
            break
        state = game.apply(state, game.legal_actions(state)[0].id)
    notes = state.notes[start:]
    fought = [n.params["seat"] for n in notes if n.msg == "vf.inc.note.planned"]
    assert fought and fought == [s for s in order if s in fought]
    first_fight = next(i for i, n in enumerate(notes) if n.msg == "vf.inc.note.planned")
    assert all(i < first_fight for i, n in enumerate(notes) if n.msg == "vf.inc.note.value")
