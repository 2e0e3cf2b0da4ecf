"""Cycles: Preparation, the Focus Phase's rounds, Evaluation, the end (VF-PREP, VF-FOCUS, VF-EVAL).

A :class:`Phase` frame drives each phase step by step; whatever needs a player's decision is
pushed as frames above it (Turn Order positions, event boxes, Upkeep payments, objectives).
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import events
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase, Preselect, SelectFocus
from domineum.voidfall.model.terms import CYCLES, NOBODY
from domineum.voidfall.rules import influence, scoring, trade

PREPARATION_STEPS = 5
EVALUATION_STEPS = 5


def options(state: GameState, content: Content, frame: Phase) -> list[Choice]:
    """A Phase frame never asks anything itself."""
    return []


def choose(state: GameState, content: Content, frame: Phase, choice: Choice) -> None:
    raise AssertionError("a Phase frame offers no choices")


def begin_phase(state: GameState, name: str) -> None:
    """Enter a phase of the current Cycle and log it (VF-PREP-01)."""
    state.phase = name
    state.note("vf.note.phase", cycle=state.cycle, phase=name)


def rounds(state: GameState, content: Content) -> int:
    """Rounds of the Focus Phase: the current Galactic Event's number (VF-PREP-27, VF-FOCUS-02)."""
    return content.events[state.board.event].rounds


def next_turn(state: GameState, content: Content) -> None:
    """After a Cleanup: the next seat in Turn Order, the next round, or Evaluation (VF-FOCUS-07);
    a player who ends their first turn of the Cycle then resolves the delayed Event boxes."""
    finished = state.board.turn_order[state.turn_index]
    first_round = state.round == 1
    state.turn_index += 1
    if state.turn_index >= len(state.board.turn_order):
        state.turn_index = 0
        state.round += 1
    if state.round > rounds(state, content):
        begin_phase(state, "evaluation")
        state.stack.append(Phase(seat=NOBODY, name="evaluation", stage=1))
    elif state.turn_index == 0:
        start_round(state)
    else:
        state.stack.append(SelectFocus(seat=state.board.turn_order[state.turn_index]))
    if first_round:
        events.after_first_turn(state, content, finished)


def start_round(state: GameState) -> None:
    """A new round: the first seat's Selection; with the pre-selected Focus variant every seat
    first chooses its card face down, in Turn Order (VF-FOCUS-03, VF-VARIANT-02)."""
    order = state.board.turn_order
    state.stack.append(SelectFocus(seat=order[0]))
    if state.config.preselected_focus:
        state.stack.extend(Preselect(seat=seat) for seat in reversed(order))


def advance(state: GameState, content: Content, frame: Phase) -> bool:
    """Do the next piece of the phase; a phase always has one (True: it progressed)."""
    if frame.name == "preparation":
        _preparation(state, content, frame)
    else:
        _evaluation(state, content, frame)
    return True


def _per_seat(frame: Phase, state: GameState) -> int | None:
    """The seat whose turn it is within the current step, in Turn Order (VF-EVAL-02)."""
    order = state.board.turn_order
    if frame.index < len(order):
        seat = order[frame.index]
        frame.index += 1
        return seat
    frame.index = 0
    frame.stage += 1
    return None


# --- Preparation -------------------------------------------------------------------------


def _preparation(state: GameState, content: Content, frame: Phase) -> None:
    if state.cycle == 1 and frame.stage < 4:
        frame.stage = 4  # VF-PREP-03
    if frame.stage == 1:
        trade.remove_lowest_trade_token(state)  # VF-PREP-08
        frame.stage = 2
    elif frame.stage == 2:
        _update_improved_offer(state)  # VF-PREP-09
        frame.stage = 3
    elif frame.stage == 3:
        _choose_turn_order(state, content, frame)
    elif frame.stage == 4:
        events.reveal(state)  # VF-PREP-15
        frame.stage = 5
    elif frame.stage == 5:
        events.resolve_boxes(state, content, frame)  # VF-PREP-16..26
    else:
        state.stack.remove(frame)
        begin_phase(state, "focus")
        state.round = 1
        state.turn_index = 0
        start_round(state)


def _update_improved_offer(state: GameState) -> None:
    board = state.board
    if state.cycle == 2:
        board.improvement_block = False
    elif state.cycle == 3:
        board.improved_offer = board.improved_deck[-4:]
        del board.improved_deck[-4:]


def _choose_turn_order(state: GameState, content: Content, frame: Phase) -> None:
    """VF-PREP-11/12: lowest Influence first; ties to the later seat of the last Cycle."""
    board = state.board
    if frame.index == 0:
        board.next_turn_order = [NOBODY] * state.config.players
    previous = board.turn_order
    pickers = sorted(state.seats, key=lambda s: (state.houses[s].influence, -previous.index(s)))
    if frame.index < len(pickers):
        seat = pickers[frame.index]
        frame.index += 1
        push_step(state, content, seat, Effect("turn_order"), cost=True)
        return
    board.turn_order = list(board.next_turn_order)
    board.next_turn_order = []
    frame.index = 0
    frame.stage = 4


# --- Evaluation --------------------------------------------------------------------------


def _evaluation(state: GameState, content: Content, frame: Phase) -> None:
    if frame.stage == 1:
        seat = _per_seat(frame, state)
        if seat is not None:
            push_step(state, content, seat, Effect("skirmish"), cost=True)  # VF-EVAL-03
    elif frame.stage == 2:
        seat = _per_seat(frame, state)
        if seat is not None:
            push_step(state, content, seat, Effect("upkeep"), cost=True)  # VF-EVAL-07..10
    elif frame.stage == 3:
        seat = _per_seat(frame, state)
        if seat is not None:
            push_step(state, content, seat, Effect("galactic_objectives"), cost=True)
    elif frame.stage == 4:
        for seat in state.board.turn_order:  # VF-EVAL-16
            for agenda, gained in scoring.agenda_influence(state, content, seat):
                influence.gain(state, seat, gained, "agendas")
                if gained:
                    state.note("vf.note.agenda_scored", seat=seat, agenda=agenda, amount=gained)
        frame.stage = 5
    elif frame.stage == 5:
        for house in state.houses:  # VF-EVAL-19
            house.focus_hand += house.focus_discard
            house.focus_discard = []
            if state.cycle == 1:
                house.focus_hand += house.focus_reserved
                house.focus_reserved = []
            house.focus_hand.sort()
        frame.stage = 6
    else:
        state.stack.remove(frame)
        _end_cycle(state)


def _end_cycle(state: GameState) -> None:
    """VF-EVAL-20: next Cycle's Preparation, or the end after Cycle 3 (VF-END-01..03)."""
    if state.cycle >= CYCLES:
        state.phase = "over"
        state.scores = [h.influence for h in state.houses]
        state.note("vf.note.game_over", winners=",".join(map(str, scoring.winners(state))))
        return
    state.cycle += 1
    begin_phase(state, "preparation")
    state.stack.append(Phase(seat=NOBODY, name="preparation", stage=1))
