"""Technology erasure, a Crisis Consequence (VF-SOLO-ERASE-01..06; Consumed Technologies,
VF-CONSUMED)."""

from __future__ import annotations

from domineum.voidfall.content.void_schema import VoidEraseArgs
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.modes.void import board

ERASE = "void_erase"


@register
class Erase(Primitive[VoidEraseArgs]):
    """Basic: a Technology of the display, the player's choice (ERASE-02, AMB-49); Improved:
    the leftmost on the Galactic board, not while the Improvement Block covers them
    (ERASE-03/04). Erased Technologies can no longer be gained (ERASE-05)."""

    op = ERASE
    Params = VoidEraseArgs
    rules = ("VF-SOLO-ERASE-02", "VF-SOLO-ERASE-03", "VF-SOLO-ERASE-04")

    def _display(self, ctx: Ctx) -> list[str]:
        return sorted(t for t, pile in ctx.state.board.tech_piles.items() if pile)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        board_ = ctx.state.board
        if self.params(ctx.frame.effect).level == "improved":
            if board_.improvement_block or not board_.improved_offer:
                return Refusal("vf.void.refuse.no_improved", "VF-SOLO-ERASE-04")
        elif not self._display(ctx):
            return Refusal("vf.void.refuse.no_basic", "VF-SOLO-ERASE-02")
        return None

    def start(self, ctx: Ctx) -> None:
        b = ctx.state.board
        if self.params(ctx.frame.effect).level == "improved" and not self.refusal(ctx):
            tech = b.improved_offer.pop(0)
            board.void(ctx.state).erased.append(tech)
            ctx.state.note("vf.void.note.erased", tech=tech, level="Improved")
            ctx.frame.picks.append(tech)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks or self.params(ctx.frame.effect).level == "improved":
            return []
        return [Choice("tech", (t,), ("VF-SOLO-ERASE-02",)) for t in self._display(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        tech = choice.values[0]
        ctx.frame.picks.append(tech)
        ctx.state.board.tech_piles[tech] = []
        board.void(ctx.state).erased.append(tech)
        ctx.state.note("vf.void.note.erased", tech=tech, level="Basic")
