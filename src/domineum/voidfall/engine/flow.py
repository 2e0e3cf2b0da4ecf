"""The pending-decision stack machine: what is decided next, and what a choice does.

Each frame kind has a handler with ``options`` (pure) and ``choose`` (mutates the state clone);
:func:`settle` then runs everything that needs no decision, until a real choice is pending.
A frame whose only option is to pass (``begin``, ``end``, ``done``) passes by itself.
The options :func:`settle` stops at are memoised on the state (:mod:`.memo`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from domineum.kernel import messages
from domineum.kernel.errors import IllegalAction
from domineum.voidfall.content import messages as _english  # noqa: F401  (registers the English text)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import memo
from domineum.voidfall.core.primitive import Choice, Ctx, Refusal, primitive
from domineum.voidfall.core.stack import ctx_for, step_choose, step_options
from domineum.voidfall.engine import battle, cleanup, cycle, turn
from domineum.voidfall.model.state import (
    Battle,
    ChooseAction,
    Cleanup,
    Frame,
    GameState,
    Phase,
    ResolveAction,
    SelectExtras,
    SelectFocus,
    Step,
)

PASSES = frozenset({"begin", "end", "done"})


F = TypeVar("F", bound=Frame)


@dataclass(frozen=True)
class FrameKind(Generic[F]):
    """How the stack machine treats one kind of frame: its choices (pure), what a choice does,
    and its automatic work (True when it progressed), if it has any."""

    options: Callable[[GameState, Content, F], list[Choice]]
    choose: Callable[[GameState, Content, F, Choice], None]
    automatic: Callable[[GameState, Content, F], bool] | None = None


@runtime_checkable
class Explains(Protocol):
    """A primitive that can name the rule a refused choice of its own breaks."""

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None: ...


KINDS: dict[type[Frame], FrameKind[Any]] = {
    Step: FrameKind(step_options, step_choose),
    SelectFocus: FrameKind(turn.select_focus_options, turn.select_focus_choose),
    SelectExtras: FrameKind(turn.extras_options, turn.extras_choose),
    ChooseAction: FrameKind(turn.action_options, turn.action_choose),
    ResolveAction: FrameKind(turn.resolve_options, turn.resolve_choose, turn.advance_costs),
    Cleanup: FrameKind(cleanup.options, cleanup.choose, cleanup.advance),
    Phase: FrameKind(cycle.options, cycle.choose, cycle.advance),
    Battle: FrameKind(battle.options, battle.choose, battle.advance),
}


def options(state: GameState, content: Content) -> list[Choice]:
    """The legal choices of the decision on top of the stack (a new list each call)."""
    pending = memo.current(state, lambda s: fresh_options(s, content))
    return list(pending.options) if pending is not None else fresh_options(state, content)


def fresh_options(state: GameState, content: Content) -> list[Choice]:
    if state.phase == "over" or not state.stack:
        return []
    frame = state.stack[-1]
    return KINDS[type(frame)].options(state, content, frame)


def choose(state: GameState, content: Content, choice: Choice) -> None:
    """Apply ``choice`` to ``state`` (a clone) and settle; raise IllegalAction if not legal."""
    if state.phase == "over":
        raise IllegalAction(messages.render("vf.refuse.game_over"), "VF-EVAL-20")
    frame = state.stack[-1]
    legal = options(state, content)
    match = next((c for c in legal if c.kind == choice.kind and c.values == choice.values), None)
    if match is None:
        reason, rule = explain(state, content, frame, choice)
        raise IllegalAction(reason_text(reason), rule)
    commit(state, content, match)


def commit(state: GameState, content: Content, option: Choice) -> None:
    """Apply ``option``, one of :func:`options` taken as is (not checked again), and settle."""
    frame = state.stack[-1]
    memo.drop(state)
    KINDS[type(frame)].choose(state, content, frame, option)
    _advance(state, content)  # the memo was dropped above, and nothing since remembers one


def reason_text(reason: str) -> str:
    """A refusal's words in the reader's language: a message id (``vf.refuse.short:food``
    carries a detail; ``core.primitive.reason`` named parameters, a parameter that is itself a
    message id, such as an Agenda type, written too) or text."""
    if not reason.startswith(("vf.", "rs.")):
        return reason
    if "\t" in reason:
        msg_id, *pairs = reason.split("\t")
        params = dict(pair.partition("=")[::2] for pair in pairs)
        shown = {k: messages.render(v) if messages.known(v) else v for k, v in params.items()}
        return messages.render(msg_id, **shown)
    msg_id, _, detail = reason.partition(":")
    return messages.render(msg_id, detail=detail)


def settle(state: GameState, content: Content) -> None:
    """Advance through everything that needs no decision (VF-FOCUS-03, VF-ACTION-06)."""
    memo.forget(state)
    _advance(state, content)


def _advance(state: GameState, content: Content) -> None:
    """:func:`settle` once the memo is dropped; the options it stops at are remembered."""
    stack = state.stack  # never replaced, only changed
    done_hooks = cycle.procedure_for(state.config).effect_done
    while stack and state.phase != "over":
        frame = stack[-1]
        kind = KINDS[type(frame)]
        automatic = kind.automatic
        if automatic is not None and automatic(state, content, frame):
            continue
        opts = kind.options(state, content, frame)
        if not opts:
            stack.pop()
            if done_hooks and type(frame) is Step:
                for hook in done_hooks:
                    hook(state, content, frame)
            continue
        if len(opts) == 1 and opts[0].kind in PASSES:
            kind.choose(state, content, frame, opts[0])
            continue
        memo.remember(state, opts)
        return


def explain(state: GameState, content: Content, frame: Frame, choice: Choice) -> tuple[str, str]:
    """Why ``choice`` is not legal now: the most specific rule we can name."""
    if isinstance(frame, (SelectFocus, SelectExtras, ChooseAction, ResolveAction)):
        return turn.explain(state, content, frame, choice)
    if isinstance(frame, Step):
        prim = primitive(frame.effect.op)
        if isinstance(prim, Explains):
            why = prim.explain(ctx_for(state, content, frame), choice)
            if why is not None:
                return (why.reason, why.rule)
        if choice.kind == "done" and frame.cost:
            return ("vf.refuse.cost_begun", "VF-ACTION-05")
    if isinstance(frame, Battle):
        return battle.explain(state, content, frame, choice)
    if isinstance(frame, Cleanup):
        return cleanup.explain(state, content, frame, choice)
    if isinstance(frame, Step):
        refusal = primitive(frame.effect.op).refusal(ctx_for(state, content, frame))
        if refusal is not None:
            return (refusal.reason, refusal.rule)
        return (
            f"vf.refuse.not_an_option:{choice.kind}",
            primitive(frame.effect.op).rules[0]
            if primitive(frame.effect.op).rules
            else "VF-ACTION-06",
        )
    return (f"vf.refuse.not_an_option:{choice.kind}", "VF-FOCUS-04")
