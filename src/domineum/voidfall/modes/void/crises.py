"""Overcoming Crises (VF-SOLO-CRISIS-04..13, VF-CRISIS-07..15).

Overcoming is not an action (seed 003). A Crisis names what must just have been done:

- a Focus action (``focus``): right after it, while its conditions hold (and its extra cost
  can be paid), the Actions step offers ``overcome`` beside the next action;
- an effect (``does``), from any source: right after a player resolves it — in the Actions
  step of their own turn, during the Preparation or Evaluation Phase (an Event box, an
  objective benefit: VF-CRISIS-14, -15), or on another player's turn through a Joint Focus
  effect that player gave them (VF-CRISIS-14) — that player is offered ``overcome`` (or
  ``done``) before anything else happens.

The current Crisis so overcome skips Void Growth (CRISIS-11).
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_schema import CrisisCard
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ChooseAction, GameState, Phase, Step
from domineum.voidfall.modes.void import board
from domineum.voidfall.rules import resources, scoring
from domineum.voidfall.rules.card_actions import focus_family

FOCUS_ACTIONS = ("1", "2", "3")
KIND_RULES = {"A": "VF-SOLO-CRISIS-07", "B": "VF-SOLO-CRISIS-08", "C": "VF-SOLO-CRISIS-09"}
OVERCOME = "void_overcome"
JOINT = "joint"  # the Joint Focus wrapper (joint_focus.py)
OBJECTIVES = "galactic_objectives"  # the Evaluation step of the objective benefits


def slots(state: GameState) -> list[tuple[str, str]]:
    """(slot name, Crisis id) of every Crisis that may be overcome: the current one and the
    ongoing ones (``military-1`` is the leftmost Military space)."""
    v = board.void(state)
    out = [("current", v.current_crisis)] if v.current_crisis else []
    out += [(f"{name}-{i + 1}", item) for name, i, item in board.ongoing(state)]
    return out


def _holds(state: GameState, content: Content, seat: int, card: CrisisCard) -> bool:
    """The conditions hold now and the extra cost can be paid (VF-CRISIS-10..13)."""
    req = card.requirement
    if not all(scoring.holds(state, content, seat, cond) for cond in req.have):
        return False
    return resources.shortfall(state.houses[seat], req.pay) is None


def met(state: GameState, content: Content, seat: int, card: CrisisCard) -> bool:
    """A Focus requirement holds now: the action just taken is the named one (VF-SOLO-CRISIS-
    07..09) of a Focus of the named family, its conditions hold, and the extra cost can be
    paid."""
    req = card.requirement
    taken = state.turn.taken
    if not req.focus or state.turn.seat != seat or not taken or taken[-1] not in FOCUS_ACTIONS:
        return False
    if focus_family(content, state.turn.focus) != req.focus:
        return False
    if req.action not in ("any", taken[-1]):
        return False
    return _holds(state, content, seat, card)


def done_meets(
    state: GameState, content: Content, seat: int, card: CrisisCard, done: Effect
) -> bool:
    """An effect requirement holds: ``done`` is the named effect (its op, with at least the
    named arguments), resolved by ``seat``, and the conditions hold right after it."""
    does = card.requirement.does
    if not does or done.op != does.get("op"):
        return False
    if any(done.args.get(k) != v for k, v in does.items() if k != "op"):
        return False
    return _holds(state, content, seat, card)


def _when(state: GameState, seat: int) -> tuple[str, tuple[str, ...]] | None:
    """When ``seat`` may overcome a Crisis through an effect they just resolved: the log line
    and rules of the moment, or None (the setup's Origin effects, before the first Phase step;
    another player's turn, not through a Joint effect; your own turn outside the Actions
    step)."""
    if state.phase in ("preparation", "evaluation"):
        phase = next((f for f in reversed(state.stack) if isinstance(f, Phase)), None)
        if phase is None or not phase.step:  # the game's setup (Origins), before any step
            return None
        if state.phase == "preparation":
            return "vf.void.note.overcome_preparation", ("VF-CRISIS-14",)
        if phase.step == OBJECTIVES:
            return "vf.void.note.overcome_objective", ("VF-CRISIS-15",)
        return "vf.void.note.overcome_evaluation", ("VF-CRISIS-14",)
    if state.turn.seat != seat:
        top = state.stack[-1] if state.stack else None
        if isinstance(top, Step) and top.effect.op == JOINT:
            return "vf.void.note.overcome_joint", ("VF-CRISIS-14", "VF-ACTION-20")
        return None
    if any(isinstance(f, ChooseAction) and f.seat == seat for f in state.stack):
        return "vf.void.note.overcome", ("VF-SOLO-CRISIS-04", "VF-CRISIS-07")
    return None


def after_effect(state: GameState, content: Content, frame: Step) -> None:
    """The procedure's ``effect_done`` hook: offer the Crises ``frame``'s effect lets its seat
    overcome now, if any (VF-CRISIS-14, -15)."""
    if state.void is None:
        return
    named = [
        crisis_id
        for _, crisis_id in slots(state)
        if board.crisis(content, crisis_id).requirement.does.get("op") == frame.effect.op
    ]
    when = _when(state, frame.seat) if named else None
    if when is None:
        return
    ready = [
        crisis_id
        for crisis_id in named
        if done_meets(state, content, frame.seat, board.crisis(content, crisis_id), frame.effect)
    ]
    if ready:
        effect = Effect(OVERCOME, {"crises": ready, "note": when[0], "rules": list(when[1])})
        push_step(state, content, frame.seat, effect, cost=False)


def overcome(state: GameState, content: Content, seat: int, crisis_id: str, note: str) -> None:
    """Overcome ``crisis_id`` (CRISIS-05/06/11/12): discard it from where it is, log ``note``,
    then the extra cost of type C (VF-SOLO-CRISIS-09)."""
    card = board.crisis(content, crisis_id)
    board.void(state).overcome.append(crisis_id)
    board.discard_crisis(state, content, crisis_id)
    state.note(note, seat=seat, crisis=crisis_id, name=card.name)
    if card.requirement.pay:
        push_step(state, content, seat, Effect("pay", dict(card.requirement.pay)), True)


class Overcome:
    """The ``overcome`` choices of the Actions step (procedure ActionRule)."""

    def choices(self, state: GameState, content: Content, seat: int) -> list[Choice]:
        out: list[Choice] = []
        for slot, crisis_id in slots(state):
            card = board.crisis(content, crisis_id)
            if met(state, content, seat, card):
                rules = ("VF-SOLO-CRISIS-04", KIND_RULES[card.requirement.kind])
                out.append(Choice("overcome", (slot,), rules))
        return out

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        if choice.kind != "overcome":
            return False
        overcome(
            state, content, seat, dict(slots(state))[choice.values[0]], "vf.void.note.overcome"
        )
        return True


class OvercomeArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    crises: list[str]  # the Crises the effect just resolved lets the seat overcome
    note: str  # the log line of the moment (_when)
    rules: list[str]


@register
class OvercomeAfterEffect(Primitive[OvercomeArgs]):
    """Right after an effect that meets Crises' requirements: overcome them, one at a time,
    or ``done`` (VF-CRISIS-10, -14, -15); the conditions were checked as the effect ended."""

    op = OVERCOME
    Params = OvercomeArgs
    rules = ("VF-CRISIS-14",)

    def _open(self, ctx: Ctx) -> list[tuple[str, str]]:
        args = self.params(ctx.frame.effect)
        return [
            (slot, c)
            for slot, c in slots(ctx.state)
            if c in args.crises and c not in ctx.frame.picks
        ]

    def options(self, ctx: Ctx) -> list[Choice]:
        args = self.params(ctx.frame.effect)
        out = []
        for slot, crisis_id in self._open(ctx):
            kind = KIND_RULES[board.crisis(ctx.content, crisis_id).requirement.kind]
            out.append(Choice("overcome", (slot,), (*args.rules, kind)))
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        crisis_id = dict(self._open(ctx))[choice.values[0]]
        ctx.frame.picks.append(crisis_id)
        overcome(ctx.state, ctx.content, ctx.seat, crisis_id, self.params(ctx.frame.effect).note)
