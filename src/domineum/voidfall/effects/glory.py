"""Glory primitives: gain a token, upgrade one (VF-GLORY-01..03, VF-GLORY-07/08, T-09)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from domineum.voidfall.effects.base import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.rules import glory

GloryValue = Annotated[int, msgspec.Meta(ge=glory.MIN_VALUE, le=glory.MAX_VALUE)]


class GloryParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    value: GloryValue = 1


@register
class GainGlory(Primitive[GloryParams]):
    """Gain a Glory token of ``value`` (1..5) from the unlimited supply; the limit of 4 is checked
    only in Cleanup (VF-GLORY-01..03, VF-GLORY-07)."""

    op = "gain_glory"
    Params = GloryParams
    rules = ("VF-GLORY-01", "VF-GLORY-03")

    def start(self, ctx: Ctx) -> None:
        ctx.house.glory.append(self.params(ctx.frame.effect).value)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class UpgradeGlory(Primitive[NoParams]):
    """Replace one of your Glory tokens by one of exactly 1 more; a 5 cannot (VF-GLORY-08)."""

    op = "upgrade_glory"
    Params = NoParams
    rules = ("VF-GLORY-08",)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not glory.upgradeable(ctx.house):
            return Refusal("vf.refuse.no_glory_to_upgrade", "VF-GLORY-08")
        return None

    def start(self, ctx: Ctx) -> None:
        values = glory.upgradeable(ctx.house)
        if len(values) == 1:
            self._upgrade(ctx, values[0])

    def _upgrade(self, ctx: Ctx, value: int) -> None:
        glory.upgrade(ctx.house, value)
        ctx.frame.picks.append(str(value))

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("glory", (str(v),), self.rules) for v in glory.upgradeable(ctx.house)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._upgrade(ctx, int(choice.values[0]))
