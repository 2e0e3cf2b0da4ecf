"""Cycles: Preparation, the Focus Phase's rounds, Evaluation, the end (VF-PREP, VF-FOCUS, VF-EVAL).

A :class:`Phase` frame drives each phase step by step; whatever needs a player's decision is
pushed as frames above it (Turn Order positions, event boxes, Upkeep payments, objectives).
"""

from __future__ import annotations

from functools import lru_cache

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.core.procedure import (
    NamedStep,
    PhaseStep,
    Procedure,
    RoundHook,
    extensions_for,
)
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import events
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Config, GameState, Phase, SelectFocus
from domineum.voidfall.model.terms import CYCLES, NOBODY
from domineum.voidfall.rules import influence, scoring, trade


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
        start_round(state, content)
    else:
        seat = state.board.turn_order[state.turn_index]
        state.stack.append(SelectFocus(seat=seat))
        for turn_hook in procedure_for(state.config).turn_start:
            turn_hook(state, content, seat)
    if first_round:
        events.after_first_turn(state, content, finished)


def start_round(state: GameState, content: Content) -> None:
    """A new round: the first seat's Selection (VF-FOCUS-03), then the procedure's round hooks
    (the pre-selected Focus variant asks every seat for its card first, VF-VARIANT-02)."""
    state.stack.append(SelectFocus(seat=state.board.turn_order[0]))
    proc = procedure_for(state.config)
    for hook in proc.round_start:
        hook(state, content)
    for turn_hook in proc.turn_start:
        turn_hook(state, content, state.board.turn_order[0])


def end_turn(state: GameState, content: Content) -> None:
    """A seat's Cleanup is over: the procedure's ``turn_end`` steps (none in the competitive
    game, so the next turn follows at once; the Void Advances in co-op/solo, VF-FOCUS-06)."""
    if procedure_for(state.config).steps("turn_end"):
        state.stack.append(Phase(seat=NOBODY, name="turn_end", stage=1))
    else:
        next_turn(state, content)


def advance(state: GameState, content: Content, frame: Phase) -> bool:
    """Do the next piece of the phase: its current step, or the phase's end (a phase always
    has one, so this always progresses). ``frame.stage`` is the 1-based step number."""
    steps = procedure_for(state.config).steps(frame.name)
    while 0 < frame.stage <= len(steps) and not _runs(state, steps[frame.stage - 1]):
        frame.stage += 1
    if frame.stage < 1:
        frame.stage = 1
        return True
    if frame.stage > len(steps):
        state.stack.remove(frame)
        _ENDS[frame.name](state, content)
        return True
    step = steps[frame.stage - 1]
    frame.step = step.name
    if step.run(state, content, frame):
        frame.stage += 1
        frame.index = 0
    return True


def _runs(state: GameState, step: NamedStep) -> bool:
    return step.first_cycle or state.cycle > 1  # VF-PREP-03


def _per_seat(state: GameState, content: Content, frame: Phase, effect: Effect) -> bool:
    """Each seat in Turn Order resolves ``effect`` (VF-EVAL-02); True once all have."""
    order = state.board.turn_order
    if frame.index >= len(order):
        return True
    seat = order[frame.index]
    frame.index += 1
    push_step(state, content, seat, effect, cost=True)
    return False


def each_seat(op: str) -> PhaseStep:
    """A phase step in which every seat, in Turn Order, resolves the primitive ``op`` (one
    effect for every game: its arguments are parsed once, ``Primitive.params``)."""
    effect = Effect(op)

    def step(state: GameState, content: Content, frame: Phase) -> bool:
        return _per_seat(state, content, frame, effect)

    return step


# --- Preparation -------------------------------------------------------------------------


def _remove_lowest_trade_token(state: GameState, content: Content, frame: Phase) -> bool:
    trade.remove_lowest_trade_token(state)  # VF-PREP-08
    return True


def _update_offer(state: GameState, content: Content, frame: Phase) -> bool:
    _update_improved_offer(state)  # VF-PREP-09
    return True


def _reveal_event(state: GameState, content: Content, frame: Phase) -> bool:
    events.reveal(state)  # VF-PREP-15
    return True


def _begin_focus(state: GameState, content: Content) -> None:
    begin_phase(state, "focus")
    state.round = 1
    state.turn_index = 0
    start_round(state, content)


def _update_improved_offer(state: GameState) -> None:
    board = state.board
    if state.cycle == 2:
        board.improvement_block = False
    elif state.cycle == 3:
        board.improved_offer = board.improved_deck[-4:]
        del board.improved_deck[-4:]


def _choose_turn_order(state: GameState, content: Content, frame: Phase) -> bool:
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
        return False
    board.turn_order = list(board.next_turn_order)
    board.next_turn_order = []
    return True


# --- Evaluation --------------------------------------------------------------------------


def _score_agendas(state: GameState, content: Content, frame: Phase) -> bool:
    for seat in state.board.turn_order:  # VF-EVAL-16
        for agenda, gained in scoring.agenda_influence(state, content, seat):
            influence.gain(state, seat, gained, "agendas")
            if gained:
                state.note("vf.note.agenda_scored", seat=seat, agenda=agenda, amount=gained)
    return True


def _return_focus_cards(state: GameState, content: Content, frame: Phase) -> bool:
    for house in state.houses:  # VF-EVAL-19
        house.focus_hand += house.focus_discard
        house.focus_discard = []
        if state.cycle == 1:
            house.focus_hand += house.focus_reserved
            house.focus_reserved = []
        house.focus_hand.sort()
    return True


def _end_cycle(state: GameState, content: Content) -> None:
    """VF-EVAL-20: next Cycle's Preparation, or the end after Cycle 3 (VF-END-01..03)."""
    if state.cycle >= CYCLES:
        proc = procedure_for(state.config)
        for hook in proc.game_end:
            hook(state, content)
        state.phase = "over"
        state.scores = [h.influence for h in state.houses]
        won = (proc.winners or scoring.winners)(state)
        state.note("vf.note.game_over", winners=",".join(map(str, won)))
        return
    state.cycle += 1
    begin_phase(state, "preparation")
    state.stack.append(Phase(seat=NOBODY, name="preparation", stage=1))


_ENDS: dict[str, RoundHook] = {
    "preparation": _begin_focus,
    "evaluation": _end_cycle,
    "turn_end": next_turn,
}


def base_procedure() -> Procedure:
    """The competitive game's phases, step by step (VF-PREP-01..27, VF-EVAL-01..20)."""
    return Procedure(
        phases={
            "preparation": [
                NamedStep("remove_trade_token", _remove_lowest_trade_token, first_cycle=False),
                NamedStep("update_improved_offer", _update_offer, first_cycle=False),
                NamedStep("turn_order", _choose_turn_order, first_cycle=False),
                NamedStep("reveal_event", _reveal_event),
                NamedStep("event_boxes", events.resolve_boxes),  # VF-PREP-16..26
            ],
            "evaluation": [
                NamedStep("skirmish", each_seat("skirmish")),  # VF-EVAL-03
                NamedStep("upkeep", each_seat("upkeep")),  # VF-EVAL-07..10
                NamedStep("galactic_objectives", each_seat("galactic_objectives")),
                NamedStep("agendas", _score_agendas),
                NamedStep("return_focus_cards", _return_focus_cards),
            ],
            "turn_end": [],
        }
    )


_BUILT: dict[tuple[str, ...], Procedure] = {}  # by the names of the extensions applied


@lru_cache(maxsize=1024)
def procedure_for(config: Config) -> Procedure:
    """The base procedure changed by every extension that applies to ``config``; ValueError
    when ``config`` asks for what no extension provides. An extension changes a procedure
    without seeing the configuration, so one procedure serves every configuration with the
    same extensions (built once; the lookup per configuration is a bounded cache)."""
    active = extensions_for(config)
    key = tuple(extension.name for extension in active)
    found = _BUILT.get(key)
    if found is None:
        found = base_procedure()
        for extension in active:
            extension.extend(found)
        _BUILT[key] = found
    return found
