"""Trade token primitives: gain one with a Trade Bonus, spend one as a cost (VF-TRADE, T-04/05)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.rules import bounty, trade

LOOSE = "1"  # spend_trade: ``option 1`` is a token not stored on an Agenda


class GainTradeParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    bonus: bool = True  # false: the token only ("without its bonus", Improved Trade Nexus)


@register
class GainTrade(Primitive[GainTradeParams]):
    """Take the lowest Trade token, then one Trade Bonus: its space's or any below (``option N``,
    N counted from the top). No token on the board: neither (VF-TRADE-06..08)."""

    op = "gain_trade"
    Params = GainTradeParams
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
        if len(ctx.frame.picks) != 1 or not self.params(ctx.frame.effect).bonus:
            return []
        return _bonus_options(ctx, int(ctx.frame.picks[0]), self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        _take_bonus(ctx, choice)

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A Trade Bonus above the token's space is out of reach (VF-TRADE-07)."""
        if choice.kind == "option" and len(ctx.frame.picks) == 1:
            return Refusal("vf.refuse.trade_bonus", "VF-TRADE-07")
        return None


def _bonus_options(ctx: Ctx, space: int, rules: tuple[str, ...]) -> list[Choice]:
    """``option N``: the Trade Bonus of space N (1 = top), from ``space`` (0-based) down."""
    spaces = trade.bonus_spaces(ctx.content, space)
    return [Choice("option", (str(k + 1),), rules) for k in spaces]


def _take_bonus(ctx: Ctx, choice: Choice) -> None:
    ctx.frame.picks.append(choice.values[0])
    chosen = trade.bonus(ctx.content, int(choice.values[0]) - 1)
    bounty.resolve(ctx.state, ctx.content, ctx.seat, "trade", chosen.id)


class BonusParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    space: int  # 1 = the top space


@register
class TradeBonus(Primitive[BonusParams]):
    """Internal (Trade Nexus): the Trade Bonus of the space a returned token went to, or of one
    below it (``option N``), without taking a token (VF-TRADE-07)."""

    op = trade.BONUS_OP
    Params = BonusParams
    rules = ("VF-TRADE-07",)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return _bonus_options(ctx, self.params(ctx.frame.effect).space - 1, self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        _take_bonus(ctx, choice)


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
        space = trade.return_trade_token(ctx.state)
        ctx.frame.picks.append(source)
        trade.nexus_bonus(ctx.state, ctx.content, ctx.seat, space)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("option", (s,), self.rules) for s in self._sources(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._spend(ctx, choice.values[0])
