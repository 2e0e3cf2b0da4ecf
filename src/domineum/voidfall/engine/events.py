"""The Galactic Event on the board (VF-PREP-15..27, T-13): revealing it, resolving its boxes,
and the boxes that last.

Boxes are resolved top to bottom; an ``each`` box by every player in Turn Order, a ``group`` box
once (VF-PREP-16, -19). A solid box is resolved completely or ignored, a dashed one is optional,
effect by effect (VF-PREP-17/18). A ``constant`` box changes the rules named in its ``modifies``
for the whole Cycle, every turn and the Evaluation Phase included; a ``delayed`` box starts only
after each player's first turn of the Cycle, when that player resolves its effects (VF-PREP-19).
The rules a box changes (``EventRules``) are read here by the hooks that apply them: Preferred
Focus costs, Skirmish immunity, kept Corruption (1G), the deployment toll (1H), the Voidborn's
Salvo Absorption (2H) and upgrading a new Glory token (2I).

A box with ``options`` ("A OR B") is a choice of one group (``option N``, the internal
``event_box`` primitive): a solid box offers only the options the player can resolve completely,
and is ignored when there is none; a dashed box offers those whose cost can be paid and that give
something, or ``done`` to skip it. A dashed box with a ``cost`` is one such option.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import Condition, EventBox
from domineum.voidfall.core import memo
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, reason, register
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.state import GameState, Phase, ResolveAction, Step
from domineum.voidfall.rules import card_actions, scoring
from domineum.voidfall.rules.event_rules import current

SAME = "same"
BOUND = {SAME, "same_or_adjacent"}  # aimed at the sector an earlier instruction chooses
BOX_CHOICE = "event_box"  # the internal primitive choosing a box's option


def reveal(state: GameState) -> None:
    """VF-PREP-15: the top card of this Cycle's deck; the rest go back to the box."""
    deck = state.board.event_decks[state.cycle - 1]
    state.board.event = deck.pop()
    deck.clear()
    state.note("vf.note.event", event=state.board.event, cycle=state.cycle)


def resolve_boxes(state: GameState, content: Content, frame: Phase) -> bool:
    """Preparation step 5, one player's box at a time: ``frame.index`` counts (box, seat) pairs
    in Turn Order. Constant and delayed boxes ask nothing now. True once every box is done."""
    event = content.events[state.board.event]
    seats = len(state.board.turn_order)
    box_index, k = divmod(frame.index, seats)
    if box_index >= len(event.boxes):
        return True
    frame.index += 1
    box = event.boxes[box_index]
    if not (box.scope in ("constant", "delayed") or (box.scope == "group" and k > 0)):
        push_box(state, content, state.board.turn_order[k], box_index)
    return False


def push_box(state: GameState, content: Content, seat: int, box_index: int) -> None:
    """Let ``seat`` resolve a box of the current Event (VF-PREP-17/18): at once when there is
    nothing to choose, else through ``option N`` (the ``event_box`` primitive)."""
    box = content.events[state.board.event].boxes[box_index]
    ready = open_options(state, content, seat, box_index)
    if not ready:
        return  # VF-PREP-17: a solid box that cannot be resolved completely is ignored
    _, action, _ = box_options(state, content, box_index)[ready[0]]
    if len(ready) == 1 and (box.mandatory or not action.cost):
        take_option(state, content, seat, box_index, ready[0])
        return
    choice = Effect(BOX_CHOICE, {"box": box_index})
    push_step(state, content, seat, choice, cost=box.mandatory)  # solid: no "done"
    state.__dict__[_OPEN] = (state.stack[-1], len(state.stack), len(state.notes), ready)


_OPEN = "box_open"  # the open options push_box found, kept for the frame it pushed


def _open_once(state: GameState, frame: Step) -> list[int] | None:
    """The open options :func:`push_box` found for ``frame``, or None: kept for the first read
    of that frame's options only, and only while it is still on top at the same depth and the
    log has not grown (nothing was resolved since); any read drops them."""
    kept = state.__dict__.pop(_OPEN, None)
    if kept is None:
        return None
    top, depth, logged, ready = kept
    stack = state.stack
    if top is not frame or stack[-1] is not frame or len(stack) != depth:
        return None
    return ready if len(state.notes) == logged else None


def box_options(
    state: GameState, content: Content, box_index: int
) -> list[tuple[str, CardAction, list[Condition]]]:
    """(action key, compiled action, ``when`` tests) of each option of a box of the current
    Event, in printed order; a box without ``options`` is its own single option."""
    key = f"event:{state.board.event}:{box_index}"
    box = content.events[state.board.event].boxes[box_index]
    if not box.options:
        return [(key, content.action(key), [])]
    return [
        (f"{key}:{k}", content.action(f"{key}:{k}"), option.when)
        for k, option in enumerate(box.options, start=1)
    ]


def option_refusal(
    state: GameState, content: Content, seat: int, box_index: int, option: int
) -> tuple[str, str] | None:
    """Why ``seat`` may not take option ``option`` (from 0) of a box now, or None.

    Solid (VF-PREP-17): all of its instructions can be resolved together, checked as one cost
    (VF-PREP-20: an instruction aimed at "the same sector" is checked in the sector the earlier
    one chooses, each possible choice tried). Dashed (VF-PREP-18): its cost can be paid and at
    least one of its effects can be resolved. Either way its ``when`` tests hold."""
    _, action, when = box_options(state, content, box_index)[option]
    box = content.events[state.board.event].boxes[box_index]
    return _refusal(state, content, seat, box, action, when)


def _refusal(
    state: GameState,
    content: Content,
    seat: int,
    box: EventBox,
    action: CardAction,
    when: list[Condition],
) -> tuple[str, str] | None:
    """:func:`option_refusal` of an option of ``box`` (its compiled action and ``when`` tests)."""
    if not (action.cost or action.effects):
        return ("vf.refuse.box_empty", "VF-PREP-16")
    if not all(scoring.holds(state, content, seat, test) for test in when):
        return ("vf.refuse.box_condition", "VF-PREP-18")
    if box.mandatory:
        whole = msgspec.structs.replace(action, cost=(*action.cost, *action.effects))
        return card_actions.cost_refusal(state, content, seat, whole)
    why = card_actions.cost_refusal(state, content, seat, action)
    if why is not None or not action.effects:
        return why
    first: Refusal | None = None  # the first effect's refusal, when every effect is refused
    for effect in action.effects:  # stops at the first effect that can be resolved
        refusal = None if _same(effect) else refusal_of(state, content, seat, effect)
        if refusal is None:
            return None
        first = first or refusal
    assert first is not None
    return first.reason, first.rule


def open_options(state: GameState, content: Content, seat: int, box_index: int) -> list[int]:
    """The options (from 0) of a box that ``seat`` may take now (:func:`option_refusal`)."""
    box = content.events[state.board.event].boxes[box_index]
    return [
        k
        for k, (_, action, when) in enumerate(box_options(state, content, box_index))
        if _refusal(state, content, seat, box, action, when) is None
    ]


def take_option(state: GameState, content: Content, seat: int, box_index: int, option: int) -> None:
    """Resolve option ``option`` (from 0) of a box: its cost first, then its effects; all of them
    as a cost sequence for a solid box (completed once begun, VF-PREP-17), each effect optional
    for a dashed one (VF-PREP-18). A box starts with no sector bound (VF-PREP-20)."""
    box = content.events[state.board.event].boxes[box_index]
    key, action, _ = box_options(state, content, box_index)[option]
    state.turn.bound_sector = ""
    if box.mandatory:
        costs = list(card_actions.whole_cost((*action.cost, *action.effects)))
        state.stack.append(ResolveAction(seat=seat, source=key, effects=[], costs=costs))
    else:
        card_actions.start_action(state, content, seat, key, action)


def _same(effect: Effect) -> bool:
    """Whether an instruction is aimed at the sector an earlier one binds, or at one next to it
    (VF-PREP-20)."""
    args = effect.args
    return args.get("target") in BOUND or args.get("where") in BOUND


class BoxParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    box: int  # the box's index on the current Event


@register
class BoxChoice(Primitive[BoxParams]):
    """(internal) Choose the option of a Galactic Event box to resolve (``option N``): a solid
    box only among those that can be resolved completely (VF-PREP-17); a dashed box among those
    whose cost can be paid, or ``done`` to skip it (VF-PREP-18)."""

    op = BOX_CHOICE
    Params = BoxParams
    rules = ("VF-PREP-17", "VF-PREP-18")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        n = self.params(ctx.frame.effect).box
        ready = _open_once(ctx.state, ctx.frame)
        if ready is None:
            ready = open_options(ctx.state, ctx.content, ctx.seat, n)
        elif memo.CHECK and ready != open_options(ctx.state, ctx.content, ctx.seat, n):
            raise memo.StaleMemo(f"kept options of an Event box differ: {ready}")
        return [Choice("option", (str(k + 1),), self.rules) for k in ready]

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        if choice.kind == "done" and ctx.frame.cost:
            return Refusal("vf.refuse.box_solid", "VF-PREP-17")
        n = self.params(ctx.frame.effect).box
        count = len(box_options(ctx.state, ctx.content, n))
        if choice.kind != "option" or not choice.values[0].isdigit():
            return None
        k = int(choice.values[0]) - 1
        if not 0 <= k < count:
            return Refusal(reason("vf.refuse.box_option", n=k + 1), "VF-PREP-16")
        why = option_refusal(ctx.state, ctx.content, ctx.seat, n, k)
        return None if why is None else Refusal(*why)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        n = self.params(ctx.frame.effect).box
        take_option(ctx.state, ctx.content, ctx.seat, n, int(choice.values[0]) - 1)


def after_first_turn(state: GameState, content: Content, seat: int) -> None:
    """At the end of a player's first turn of the Cycle, that player resolves the delayed boxes,
    top to bottom (VF-PREP-19(4)); the frames of the turns that follow stay below."""
    state.turn.bound_sector = ""
    for n, box in reversed(current(state, content)):
        if box.scope == "delayed":
            push_box(state, content, seat, n)
