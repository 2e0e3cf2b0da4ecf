"""The Galactic Event on the board (VF-PREP-15..27, T-13): revealing it, resolving its boxes,
and the boxes that last.

Boxes are resolved top to bottom; an ``each`` box by every player in Turn Order, a ``group`` box
once (VF-PREP-16, -19). A solid box is resolved completely or ignored, a dashed one is optional,
effect by effect (VF-PREP-17/18). A ``constant`` box changes the rules named in its ``modifies``
for the whole Cycle, every turn and the Evaluation Phase included; a ``delayed`` box starts only
after each player's first turn of the Cycle, when that player resolves its effects (VF-PREP-19).
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import EventBox
from domineum.voidfall.effects.spec import CardAction, Effect
from domineum.voidfall.model.state import GameState, Phase, ResolveAction
from domineum.voidfall.rules import turn

BOXES_DONE = 6  # the Phase stage after Preparation step 5
SAME = "same"


def reveal(state: GameState) -> None:
    """VF-PREP-15: the top card of this Cycle's deck; the rest go back to the box."""
    deck = state.board.event_decks[state.cycle - 1]
    state.board.event = deck.pop()
    deck.clear()
    state.note("vf.note.event", event=state.board.event, cycle=state.cycle)


def resolve_boxes(state: GameState, content: Content, frame: Phase) -> None:
    """Preparation step 5, one player's box at a time: ``frame.index`` counts (box, seat) pairs
    in Turn Order. Constant and delayed boxes ask nothing now."""
    event = content.events[state.board.event]
    seats = len(state.board.turn_order)
    box_index, k = divmod(frame.index, seats)
    if box_index >= len(event.boxes):
        frame.index = 0
        frame.stage = BOXES_DONE
        return
    frame.index += 1
    box = event.boxes[box_index]
    if box.scope in ("constant", "delayed") or (box.scope == "group" and k > 0):
        return
    push_box(state, content, state.board.turn_order[k], box_index)


def push_box(state: GameState, content: Content, seat: int, box_index: int) -> None:
    """Let ``seat`` resolve a box of the current Event (VF-PREP-17/18)."""
    box = content.events[state.board.event].boxes[box_index]
    key = f"event:{state.board.event}:{box_index}"
    action = content.action(key)
    effects = list(action.effects)
    if not effects:
        return
    if box.mandatory:
        if turn.cost_refusal(state, content, seat, _checkable(action)):
            return  # VF-PREP-17: a solid box that cannot be resolved completely is ignored
        state.stack.append(ResolveAction(seat=seat, source=key, effects=[], costs=effects))
    else:
        combine = "one" if box.combine == "one" else "any"
        state.stack.append(ResolveAction(seat=seat, source=key, effects=effects, combine=combine))


def _checkable(action: CardAction) -> CardAction:
    """The box's instructions that can be checked before it starts, as a cost: all but those
    aimed at "the same sector", which an earlier instruction of the box chooses (VF-PREP-20)."""
    independent = tuple(
        e for e in action.effects if SAME not in (e.args.get("target"), e.args.get("where"))
    )
    return msgspec.structs.replace(action, cost=independent)


def current(state: GameState, content: Content) -> list[tuple[int, EventBox]]:
    """The boxes of the Event that rules this Cycle: none before it is revealed."""
    event = content.events.get(state.board.event)
    if event is None or event.cycle != state.cycle or state.phase == "over":
        return []
    return list(enumerate(event.boxes))


def had_first_turn(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has finished its first turn of this Cycle (VF-PREP-19(4))."""
    if state.phase == "evaluation":
        return True
    if state.phase != "focus":
        return False
    return state.round > 1 or state.board.turn_order.index(seat) < state.turn_index


def in_force(state: GameState, content: Content, seat: int) -> list[tuple[int, EventBox]]:
    """The constant boxes, and for ``seat`` the delayed ones, whose rules apply right now."""
    out: list[tuple[int, EventBox]] = []
    for n, box in current(state, content):
        constant = box.scope == "constant" and state.phase in ("focus", "evaluation")
        delayed = box.scope == "delayed" and had_first_turn(state, seat)
        if constant or delayed:
            out.append((n, box))
    return out


def after_first_turn(state: GameState, content: Content, seat: int) -> None:
    """At the end of a player's first turn of the Cycle, that player resolves the delayed boxes,
    top to bottom (VF-PREP-19(4)); the frames of the turns that follow stay below."""
    state.turn.bound_sector = ""
    for n, box in reversed(current(state, content)):
        if box.scope == "delayed":
            push_box(state, content, seat, n)


def preferred_cost(
    state: GameState, content: Content, seat: int, printed: tuple[Effect, ...]
) -> tuple[Effect, ...]:
    """The cost of an action of one of ``seat``'s Preferred Focuses under the boxes in force."""
    cost = printed
    for n, box in in_force(state, content, seat):
        key = f"event:{state.board.event}:{n}"
        if box.modifies.preferred_cost is not None:
            cost = content.action(f"{key}:preferred_cost").effects
        cost = cost + content.action(f"{key}:preferred_extra_cost").effects
    return cost


def skirmish_immune(state: GameState, content: Content, seat: int) -> bool:
    """A box in force spares players with little Influence from Skirmishes."""
    limits = [
        box.modifies.skirmish_immune_max_influence for _, box in in_force(state, content, seat)
    ]
    return any(state.houses[seat].influence <= limit for limit in limits if limit >= 0)
