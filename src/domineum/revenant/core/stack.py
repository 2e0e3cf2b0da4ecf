"""The decision stack: frames, choices, the handler registry and the settle loop.

Every pending decision is a :class:`Frame` on ``state.stack``; the top frame's handler lists the
legal choices and applies one. Frames whose work is automatic (effect queues, damage dealing)
have a ``process`` hook that runs in :func:`settle`; when the stack is empty, the phase driver
(``ADVANCE``) moves the game on. Nothing here knows a rule; rules modules register handlers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import msgspec

from domineum.kernel import messages
from domineum.kernel.errors import IllegalAction
from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import Frame, GameState


class Choice(msgspec.Struct, frozen=True):
    """A legal choice: action kind and values, its label message and the rules it uses (a
    frozen msgspec struct rather than a frozen dataclass: options are built by the thousand at
    each decision, and a struct is built about ten times faster)."""

    kind: str
    values: tuple[str, ...] = ()
    msg: str = ""
    params: tuple[tuple[str, str], ...] = ()
    rules: tuple[str, ...] = ()


Options = Callable[[GameState, Content, Frame], list[Choice]]
Apply = Callable[[GameState, Content, Frame, Choice], None]
Process = Callable[[GameState, Content, Frame], bool]


@dataclass(slots=True)
class Handler:
    options: Options | None = None
    apply: Apply | None = None
    process: Process | None = None  # returns True when it changed something (run again)
    auto_single: bool = False  # a lone option is taken without asking (no real choice)


HANDLERS: dict[str, Handler] = {}


@dataclass(slots=True)
class _Driver:
    advance: list[Callable[[GameState, Content], None]] = field(default_factory=list)


DRIVER = _Driver()
MAX_SETTLE = 100_000


def handler(kind: str, *, auto_single: bool = False) -> Callable[[Options], Options]:
    """Register the options function of a decision frame (``@handler("kind")``)."""

    def deco(fn: Options) -> Options:
        HANDLERS.setdefault(kind, Handler()).options = fn
        HANDLERS[kind].auto_single = auto_single
        return fn

    return deco


def applier(kind: str) -> Callable[[Apply], Apply]:
    def deco(fn: Apply) -> Apply:
        HANDLERS.setdefault(kind, Handler()).apply = fn
        return fn

    return deco


def processor(kind: str) -> Callable[[Process], Process]:
    def deco(fn: Process) -> Process:
        HANDLERS.setdefault(kind, Handler()).process = fn
        return fn

    return deco


def push(state: GameState, frame: Frame) -> Frame:
    state.stack.append(frame)
    return frame


def note(state: GameState, msg: str, **params: object) -> None:
    """Log a message id with its parameters (rendered by the catalog when shown)."""
    state.log.append([msg, *(f"{k}={v}" for k, v in params.items())])


def options(state: GameState, content: Content) -> list[Choice]:
    if state.phase == "over" or not state.stack:
        return []
    top = state.stack[-1]
    h = HANDLERS.get(top.kind)
    if h is None or h.options is None:
        return []
    return h.options(state, content, top) + _extras(state, content, top)


Extra = tuple[Options, Apply]
EXTRAS: list[Extra] = []  # choices open at many decisions (e.g. RV-TURN-14), by rules modules


def extra(options_fn: Options, apply_fn: Apply) -> None:
    """Register choices a rules module adds to every real decision it accepts."""
    EXTRAS.append((options_fn, apply_fn))


def _extras(state: GameState, content: Content, top: Frame) -> list[Choice]:
    out: list[Choice] = []
    for fn, _ in EXTRAS:
        out += fn(state, content, top)
    return out


def settle(state: GameState, content: Content) -> None:
    """Run automatic work until a decision with a real choice is pending or the game is over."""
    for _ in range(MAX_SETTLE):
        if state.phase == "over":
            state.stack.clear()
            return
        if not state.stack:
            DRIVER.advance[0](state, content)
            continue
        top = state.stack[-1]
        h = HANDLERS[top.kind]
        if h.process is not None and h.process(state, content, top):
            continue
        if h.options is None:
            raise AssertionError(f"frame {top.kind} has neither options nor progress")
        opts = h.options(state, content, top)
        if not opts:
            state.stack.pop()
            continue
        if len(opts) == 1 and h.auto_single:
            _apply(state, content, top, opts[0])
            continue
        return
    raise RuntimeError("settle did not reach a decision")


def _apply(state: GameState, content: Content, top: Frame, choice: Choice) -> None:
    h = HANDLERS[top.kind]
    assert h.apply is not None
    h.apply(state, content, top, choice)


def choose(state: GameState, content: Content, kind: str, values: tuple[str, ...]) -> None:
    """Apply the choice ``kind values`` if it is legal now; otherwise raise IllegalAction."""
    if state.phase == "over":
        raise IllegalAction(messages.render("rv.refuse.over"), "RV-END-13")
    top = state.stack[-1] if state.stack else None
    if top is not None:
        h = HANDLERS[top.kind]
        own = h.options(state, content, top) if h.options is not None else []
        for c in own:
            if c.kind == kind and c.values == values:
                _apply(state, content, top, c)
                settle(state, content)
                return
        for fn, apply_fn in EXTRAS:
            for c in fn(state, content, top):
                if c.kind == kind and c.values == values:
                    apply_fn(state, content, top, c)
                    settle(state, content)
                    return
    raise IllegalAction(refusal(state, kind), refusal_rule(state, kind))


REFUSALS: dict[str, tuple[str, str]] = {}


def refusal(state: GameState, kind: str) -> str:
    top = state.stack[-1].kind if state.stack else ""
    msg = REFUSALS.get(top, ("rv.refuse.generic", "RV-TURN-10"))[0]
    return messages.render(msg, action=kind)


def refusal_rule(state: GameState, kind: str) -> str:
    top = state.stack[-1].kind if state.stack else ""
    return REFUSALS.get(top, ("rv.refuse.generic", "RV-TURN-10"))[1]
