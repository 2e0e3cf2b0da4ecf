"""A Void step resolved later: ``void_then`` waits on the stack until it is on top, then becomes
the effect it holds (so several Void steps run one after another, each after the decisions the
previous one pushed, e.g. a Skirmish's Combat before the Economic payment)."""

from __future__ import annotations

from typing import cast

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.state import GameState, Step

THEN = "void_then"


def later(state: GameState, content: Content, seat: int, effects: list[Effect]) -> None:
    """Resolve ``effects`` in order, each once the one before (and all it pushed) is done."""
    for effect in reversed(effects):
        then = cast(dict[str, Arg], {"op": effect.op, **effect.args})
        state.stack.append(_frame(seat, then))


def _frame(seat: int, then: dict[str, Arg]) -> Step:
    return Step(seat=seat, effect=Effect(THEN, {"then": cast(Arg, then)}), cost=True)


@register
class Then(Primitive[NoParams]):
    """Passes by itself when on top (``begin``), replacing itself with the held effect."""

    op = THEN
    Params = NoParams

    def params(self, effect: Effect) -> NoParams:
        return NoParams()

    def options(self, ctx: Ctx) -> list[Choice]:
        return [Choice("begin", (), ())]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        raw = ctx.frame.effect.args["then"]
        assert isinstance(raw, dict)
        ctx.state.stack.remove(ctx.frame)
        push_step(ctx.state, ctx.content, ctx.seat, Effect.from_mapping(dict(raw)), cost=True)
