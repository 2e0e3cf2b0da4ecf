"""Trade token primitives: gain one with a Trade Bonus, spend one as a cost (VF-TRADE, T-04/05)."""

from __future__ import annotations

from domineum.voidfall.effects.base import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.rules import bounty, trade

LOOSE = "1"  # spend_trade: ``option 1`` is a token not stored on an Agenda


@register
class GainTrade(Primitive[NoParams]):
    """Take the lowest Trade token, then one Trade Bonus: its space's or any below (``option N``,
    N counted from the top). No token on the board: neither (VF-TRADE-06..08)."""

    op = "gain_trade"
    Params = NoParams
    rules = ("VF-TRADE-06", "VF-TRADE-07", "VF-TRADE-08")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if trade.lowest_space(ctx.state.board) is None:
            return Refusal("vf.refuse.no_trade_token_on_board", "VF-TRADE-08")
        return None

    def start(self, ctx: Ctx) -> None:
        space = trade.take_trade_token(ctx.state, ctx.seat)
        if space is not None:
            ctx.frame.picks.append(str(space))

    def options(self, ctx: Ctx) -> list[Choice]:
        if len(ctx.frame.picks) != 1:
            return []
        spaces = trade.bonus_spaces(ctx.content, int(ctx.frame.picks[0]))
        return [Choice("option", (str(k + 1),), self.rules) for k in spaces]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        chosen = trade.bonus(ctx.content, int(choice.values[0]) - 1)
        bounty.resolve(ctx.state, ctx.content, ctx.seat, "trade", chosen.id)


@register
class SpendTrade(Primitive[NoParams]):
    """(Cost) return one of your Trade tokens to the board at once (VF-TRADE-03, VF-TRADE-05).

    A flipped token has already left your tokens, so any you hold may be spent. Which one is a
    choice only when it matters: ``option 1`` a loose token, ``option k+1`` the one stored on
    the Agenda in slot k (it stops covering that Agenda's Upkeep, VF-TRADE-11).
    """

    op = "spend_trade"
    Params = NoParams
    rules = ("VF-TRADE-03", "VF-TRADE-05")

    def _sources(self, ctx: Ctx) -> list[str]:
        house = ctx.house
        out = [LOOSE] if house.trade_loose else []
        return out + [str(i + 2) for i, stored in enumerate(house.agenda_trade) if stored]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._sources(ctx):
            return Refusal("vf.refuse.no_trade_token", "VF-TRADE-03")
        return None

    def start(self, ctx: Ctx) -> None:
        sources = self._sources(ctx)
        if len(sources) == 1:
            self._spend(ctx, sources[0])

    def _spend(self, ctx: Ctx, source: str) -> None:
        if source == LOOSE:
            ctx.house.trade_loose -= 1
        else:
            ctx.house.agenda_trade[int(source) - 2] = False
        trade.return_trade_token(ctx.state)
        ctx.frame.picks.append(source)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("option", (s,), self.rules) for s in self._sources(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._spend(ctx, choice.values[0])
