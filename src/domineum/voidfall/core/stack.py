"""Pushing and resolving primitive frames (Step) on the pending-decision stack, and bundles of
triggered effects (VF-ACTION-15)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.memo import forget
from domineum.voidfall.core.primitive import Choice, Ctx, Refusal, primitive
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import TRIGGERED, GameState, ResolveAction, Step


def ctx_for(state: GameState, content: Content, frame: Step) -> Ctx:
    return Ctx(state, content, frame.seat, frame)


def refusal_of(
    state: GameState, content: Content, seat: int, effect: Effect, cost: bool = False
) -> Refusal | None:
    """Why ``seat`` could not resolve ``effect`` (as a cost line or not) now, or None."""
    prim = primitive(effect.op)
    if not prim.refuses:
        return None
    return prim.refusal(Ctx(state, content, seat, Step(seat, effect, cost)))


def push_step(state: GameState, content: Content, seat: int, effect: Effect, cost: bool) -> None:
    """Push a primitive's frame and do its automatic part (VF-ACTION-06); the pending decision
    changes, so options memoised on the state are dropped."""
    forget(state)
    frame = Step(seat=seat, effect=effect, cost=cost)
    state.stack.append(frame)
    primitive(effect.op).start(ctx_for(state, content, frame))


def push_triggered(state: GameState, content: Content, seat: int, effects: list[Effect]) -> None:
    """Effects triggered by another (a track space, a token, a Technology): one is pushed as a
    Step; several become a bundle resolved in any order, each optional (VF-ACTION-15)."""
    if len(effects) == 1:
        push_step(state, content, seat, effects[0], cost=False)
    elif effects:
        state.stack.append(ResolveAction(seat=seat, source=TRIGGERED, effects=list(effects)))


def step_options(state: GameState, content: Content, frame: Step) -> list[Choice]:
    opts = primitive(frame.effect.op).options(ctx_for(state, content, frame))
    if opts and not frame.cost:
        opts.append(Choice("done", (), ("VF-ACTION-10",)))  # any effect may be forgone
    return opts


def step_choose(state: GameState, content: Content, frame: Step, choice: Choice) -> None:
    if choice.kind == "done":
        state.stack.remove(frame)
        return
    primitive(frame.effect.op).choose(ctx_for(state, content, frame), choice)
