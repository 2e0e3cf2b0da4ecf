"""[COOP] Trading resources between two players, "limited to N" (VF-RES-10, WE-15).

``trade`` (an effect of a Joint Focus card, content ``void/joint.yaml``): the active player
names the other player; then the active player spends, one unit at a time, resources of any
types up to N in total, which the other player gains exactly; then the other player does the
same towards the active player (not necessarily the same types). Either may stop at any point
(``done``), giving fewer or none. The rules of one direction are ``rules.resources.give``.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.void_schema import TradeArgs
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.rules import resources

TRADE = "trade"
GIVE = "trade_give"
RULES = ("VF-RES-10",)


@register
class Trade(Primitive[TradeArgs]):
    """Name the other player of the trade; both halves follow, yours first."""

    op = TRADE
    Params = TradeArgs
    rules = RULES

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if len(ctx.state.houses) < 2:
            return Refusal("vf.coop.refuse.no_partner", "VF-RES-10")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [
            Choice("seat", (str(s),), RULES, "vf.coop.choice.partner")
            for s in range(len(ctx.state.houses))
            if s != ctx.seat
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        partner = int(choice.values[0])
        ctx.frame.picks.append(choice.values[0])
        limit = self.params(ctx.frame.effect).limit
        ctx.state.note("vf.coop.note.trade", seat=ctx.seat, other=partner, limit=limit)
        # pushed last, resolved first: the active player gives, then the other player
        push_step(ctx.state, ctx.content, partner, _give(limit, ctx.seat), cost=False)
        push_step(ctx.state, ctx.content, ctx.seat, _give(limit, partner), cost=False)


def _give(limit: int, to: int) -> Effect:
    return Effect(GIVE, {"limit": limit, "to": to})


class GiveArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One direction of a trade: at most ``limit`` resources to seat ``to``."""

    limit: int
    to: int


@register
class TradeGive(Primitive[GiveArgs]):
    """Give one resource at a time, up to the limit (the other player gains exactly it)."""

    op = GIVE
    Params = GiveArgs
    rules = RULES

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.left >= self.params(ctx.frame.effect).limit:
            return []
        return [
            Choice("resource", (r,), RULES, "vf.coop.choice.give")
            for r in RESOURCES
            if ctx.house.resource(r) > 0
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        args = self.params(ctx.frame.effect)
        resource = choice.values[0]
        resources.give(ctx.house, ctx.state.houses[args.to], {resource: 1}, 1)
        ctx.frame.left += 1
        ctx.state.note("vf.coop.note.give", seat=ctx.seat, other=args.to, resource=resource)
