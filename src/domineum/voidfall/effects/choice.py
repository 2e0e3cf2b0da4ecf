"""Choosing between two effects, possibly more than once ("Choose twice: A or B").

``{op: choose, times: 2, either: {op: ...}, or: {op: ...}}`` resolves ``times`` choices, each
one of the two effects (VF-ACTION-09) or neither (VF-ACTION-10); the same effect may be chosen
again. Each choice is a "resolve only one" frame of its own, so its options read like an
action's (``effect 1`` / ``effect 2`` / ``done``) and an effect that cannot be resolved when its
turn comes is not offered.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import (
    Choice,
    Ctx,
    Primitive,
    Refusal,
    nested_effect,
    register,
)
from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.state import TRIGGERED, ResolveAction

MAX_TIMES = 8  # a sanity bound for content: no card asks for more


class ChooseParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True, dict=True):
    """``either`` and ``or``: one effect mapping each (``op`` and its arguments)."""

    either: dict[str, Arg]
    or_: dict[str, Arg] = msgspec.field(name="or")
    times: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.times <= MAX_TIMES:
            raise ValueError(f"times must be 1..{MAX_TIMES}")
        vars(self)["effects"] = (nested_effect(self.either), nested_effect(self.or_))

    @property
    def effects(self) -> tuple[Effect, Effect]:
        found: tuple[Effect, Effect] = vars(self)["effects"]
        return found


@register
class Choose(Primitive[ChooseParams]):
    """Choose ``times`` times between two effects; the same one may be chosen again
    (VF-ACTION-09, VF-ACTION-10; Yarvek Recycle)."""

    op = "choose"
    Params = ChooseParams
    rules = ("VF-ACTION-09", "VF-ACTION-10")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        """Refused when neither effect can be resolved now: the first one's reason."""
        reasons = [
            refusal_of(ctx.state, ctx.content, ctx.seat, eff)
            for eff in self.params(ctx.frame.effect).effects
        ]
        return None if None in reasons else reasons[0]

    def start(self, ctx: Ctx) -> None:
        """One "only one of" frame per choice; the first is resolved first."""
        effects = list(self.params(ctx.frame.effect).effects)
        for _ in range(self.params(ctx.frame.effect).times):
            ctx.state.stack.append(
                ResolveAction(seat=ctx.seat, source=TRIGGERED, effects=effects, combine="one")
            )

    def options(self, ctx: Ctx) -> list[Choice]:
        return []
