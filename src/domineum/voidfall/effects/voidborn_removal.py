"""Removing Voidborn Fleet Power from an adjacent Voidborn sector (Psionics, RS-EFFECT-10..12)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.rules import voidborn_fleets

RULES = ("RS-EFFECT-10", "RS-EFFECT-11", "RS-EFFECT-12")


class RemoveParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``amount``: Voidborn FP to remove, one at a time; ``last``: the effect explicitly allows
    taking a sector's last Voidborn FP."""

    amount: int = 1
    last: bool = False


@register
class RemoveVoidborn(Primitive[RemoveParams]):
    """Remove Voidborn FP from Voidborn sectors adjacent to a sector you control (``sector X``,
    once per FP); each goes back to the common supply (RS-EFFECT-10). The last Voidborn FP of a
    sector is never removed unless the effect says so (``last: true``; RS-EFFECT-11). With the
    Voidborn Arsenal, Corvettes go first, then the other types in the Arsenal's order
    (RS-EFFECT-12, RS-VBFLEET-21)."""

    op = "remove_voidborn"
    Params = RemoveParams
    rules = RULES

    def _sectors(self, ctx: Ctx) -> list[Sector]:
        galaxy = ctx.state.galaxy
        near = {n for s in galaxy.controlled_by(ctx.seat) for n in galaxy.neighbours(s.id)}
        keep = 0 if self.params(ctx.frame.effect).last else 1
        return [s for s in galaxy.sectors if s.id in near and s.voidborn > keep]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if self._sectors(ctx):
            return None
        return Refusal("vf.psi.refuse.no_voidborn_to_remove", "RS-EFFECT-11")

    def options(self, ctx: Ctx) -> list[Choice]:
        if len(ctx.frame.picks) >= self.params(ctx.frame.effect).amount:
            return []
        return [
            Choice("sector", (s.id,), RULES, "vf.psi.choice.remove_voidborn")
            for s in self._sectors(ctx)
        ]

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A refused ``sector X``: its last Voidborn FP (RS-EFFECT-11) or no Voidborn sector
        next to yours (RS-EFFECT-10)."""
        if choice.kind != "sector" or not choice.values:
            return None
        try:
            sector = ctx.state.galaxy.sector(choice.values[0])
        except KeyError:
            return None
        if sector.voidborn == 1 and not self.params(ctx.frame.effect).last:
            return Refusal("vf.psi.refuse.last_voidborn", "RS-EFFECT-11")
        return Refusal("vf.psi.refuse.not_adjacent_voidborn", "RS-EFFECT-10")

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        sector = ctx.state.galaxy.sector(choice.values[0])
        gone = voidborn_fleets.lost_by_type(voidborn_fleets.remove(sector, 1))  # RS-EFFECT-12
        ctx.frame.picks.append(sector.id)
        if "arsenal" in ctx.state.config.modules:  # which type went, and why
            kind = next(iter(gone))
            ctx.state.note(
                "vf.psi.note.voidborn_removed_kind", seat=ctx.seat, sector=sector.id, kind=kind
            )
        else:
            ctx.state.note("vf.psi.note.voidborn_removed", seat=ctx.seat, sector=sector.id)
