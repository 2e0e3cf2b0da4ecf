"""The Vanguard figure (RS-VANG-01..08): where it may be put, and when."""

from __future__ import annotations

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.terms import NOBODY

PLACE_VANGUARD = Effect("place_vanguard")
RULES = ("RS-VANG-04", "RS-VANG-06")


@register
class PlaceVanguard(Primitive[NoParams]):
    """RS-VANG-04: you may put your Vanguard from its tile into one of your non-Home sectors, or
    move it there from the sector it stands in (``sector X``); never a Home sector (RS-VANG-06)
    nor a sector you do not control (AMBIG A24). Offered when a Psionic Agenda is placed in,
    enforced in, or replaces the one in your Psionic slot; forgoing it (``done``) leaves the
    Vanguard where it is."""

    op = "place_vanguard"
    Params = NoParams
    rules = RULES

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [
            Choice("sector", (s.id,), RULES, "vf.psi.choice.vanguard")
            for s in ctx.state.galaxy.sectors
            if s.owner == ctx.seat
            and s.home_of == NOBODY
            and s.fleet_power > 0
            and s.vanguard != ctx.seat
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        for sector in ctx.state.galaxy.sectors:
            if sector.vanguard == ctx.seat:
                sector.vanguard = NOBODY
        ctx.state.galaxy.sector(choice.values[0]).vanguard = ctx.seat
        ctx.state.note("vf.psi.note.vanguard", seat=ctx.seat, sector=choice.values[0])
