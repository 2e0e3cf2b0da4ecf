"""Gaining Psionic Combat tokens (Psionics, RS-PCOMBAT-01, -02; sources authored, RS-GAP-10)."""

from __future__ import annotations

from typing import Literal

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, register
from domineum.voidfall.rules import psionic

RULES = ("RS-PCOMBAT-01", "RS-PCOMBAT-02")


class TokenParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Literal["strike", "barrier", "any"] = "any"


@register
class GainPsionicToken(Primitive[TokenParams]):
    """Gain one Psionic Combat token: a Salvo Strike or an Approach Barrier (``kind``), or the
    one you choose (``psionic-token strike|barrier``); a player may hold any number of them
    (RS-PCOMBAT-02)."""

    op = "gain_psionic_token"
    Params = TokenParams
    rules = RULES

    def _kinds(self, ctx: Ctx) -> tuple[str, ...]:
        kind = self.params(ctx.frame.effect).kind
        return (psionic.STRIKE, psionic.BARRIER) if kind == "any" else (kind,)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [
            Choice("psionic-token", (k,), RULES, f"vf.psi.choice.gain_{k}")
            for k in self._kinds(ctx)
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        kind = choice.values[0]
        ctx.frame.picks.append(kind)
        if kind == psionic.STRIKE:
            ctx.house.salvo_strikes += 1
        else:
            ctx.house.approach_barriers += 1
        ctx.state.note("vf.psi.note.token", seat=ctx.seat, kind=kind)
