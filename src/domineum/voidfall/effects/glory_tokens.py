"""Glory primitives: gain a token, upgrade one (VF-GLORY-01..03, VF-GLORY-07/08, T-09)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, reason, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.rules import event_rules, glory

GloryValue = Annotated[int, msgspec.Meta(ge=glory.MIN_VALUE, le=glory.MAX_VALUE)]


class GloryParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    value: GloryValue = 1


class UpgradeParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``value``: only a token of that value (the one just gained, Supreme Triumph); 0: any."""

    value: Annotated[int, msgspec.Meta(ge=0, lt=glory.MAX_VALUE)] = 0


@register
class GainGlory(Primitive[GloryParams]):
    """Gain a Glory token of ``value`` (1..5) from the unlimited supply; the limit of 4 is checked
    only in Cleanup (VF-GLORY-01..03, VF-GLORY-07). Under Supreme Triumph (2I, VF-PREP-19) you
    may upgrade that new token at once (an upgrade is not a new token)."""

    op = "gain_glory"
    Params = GloryParams
    rules = ("VF-GLORY-01", "VF-GLORY-03")

    def start(self, ctx: Ctx) -> None:
        value = self.params(ctx.frame.effect).value
        ctx.house.glory.append(value)
        if value < glory.MAX_VALUE and event_rules.upgrades_new_glory(
            ctx.state, ctx.content, ctx.seat
        ):
            upgrade = Effect(UpgradeGlory.op, {"value": value})
            push_step(ctx.state, ctx.content, ctx.seat, upgrade, cost=False)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class UpgradeGlory(Primitive[UpgradeParams]):
    """Replace one of your Glory tokens by one of exactly 1 more; a 5 cannot (VF-GLORY-08).

    With a ``value`` (Supreme Triumph's "upgrade it at once", VF-PREP-19) only a token of that
    value, and never without asking: the player may decline (``done``)."""

    op = "upgrade_glory"
    Params = UpgradeParams
    rules = ("VF-GLORY-08",)

    def _values(self, ctx: Ctx) -> list[int]:
        only = self.params(ctx.frame.effect).value
        return [v for v in glory.upgradeable(ctx.house) if not only or v == only]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._values(ctx):
            return Refusal("vf.refuse.no_glory_to_upgrade", "VF-GLORY-08")
        return None

    def start(self, ctx: Ctx) -> None:
        values = self._values(ctx)
        asks = self.params(ctx.frame.effect).value and not ctx.frame.cost
        if len(values) == 1 and not asks:
            self._upgrade(ctx, values[0])

    def _upgrade(self, ctx: Ctx, value: int) -> None:
        glory.upgrade(ctx.house, value)
        ctx.frame.picks.append(str(value))

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        if self.params(ctx.frame.effect).value:
            rules = ("VF-PREP-19", *self.rules)
            label = "vf.choice.upgrade_new_glory"
            return [Choice("glory", (str(v),), rules, label) for v in self._values(ctx)]
        return [Choice("glory", (str(v),), self.rules) for v in self._values(ctx)]

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        only = self.params(ctx.frame.effect).value
        if only and choice.kind == "glory" and choice.values != (str(only),):
            return Refusal(reason("vf.refuse.glory_just_gained", value=only), "VF-PREP-19")
        return None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._upgrade(ctx, int(choice.values[0]))
