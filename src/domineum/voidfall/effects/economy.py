"""Resource primitives: pay a cost, gain resources or Influence, produce (VF-RES, VF-PROD)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import CARD_ACTION, NAMED
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.model.effect import CardAction
from domineum.voidfall.model.state import TRIGGERED, ResolveAction
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.rules import countables, influence, production, resources, upkeep
from domineum.voidfall.rules.card_actions import cost_refusal


class Amounts(msgspec.Struct, frozen=True, forbid_unknown_fields=True, dict=True):
    """Resource amounts by name, e.g. ``{energy: 2}`` (``dict=True`` keeps :meth:`as_dict`)."""

    food: int = 0
    energy: int = 0
    materials: int = 0
    credits: int = 0
    science: int = 0

    def as_dict(self) -> dict[str, int]:
        """The amounts above 0, by resource (worked out once: do not change the dict)."""
        memo: dict[str, int] | None = self.__dict__.get("owed")
        if memo is None:
            memo = self.__dict__["owed"] = {
                r: getattr(self, r) for r in RESOURCES if getattr(self, r)
            }
        return memo


_PAY_RULES = ("VF-ACTION-05", "VF-RES-03", "VF-RES-07")
_PAYS: dict[str, Choice] = {r: Choice("pay", (r,), _PAY_RULES) for r in RESOURCES}  # made once


@register
class Pay(Primitive[Amounts]):
    """Pay resources, the whole cost or nothing; Credits stand in for Food/Energy/Materials.

    VF-ACTION-05, VF-RES-03, VF-RES-04, VF-RES-07. Each unit where both the resource itself
    and Credits could pay is a decision; the others are paid automatically.
    """

    op = "pay"
    Params = Amounts
    rules = _PAY_RULES

    def _remaining(self, ctx: Ctx) -> dict[str, int]:
        owed = dict(self.params(ctx.frame.effect).as_dict())
        for paid in ctx.frame.picks:
            resource = paid.split(":")[0]
            owed[resource] -= 1
        return {r: n for r, n in owed.items() if n > 0}

    def refusal(self, ctx: Ctx) -> Refusal | None:
        house = ctx.state.houses[ctx.seat]  # not ``ctx.house``: a call fewer on a hot path
        short = resources.shortfall(house, self.params(ctx.frame.effect).as_dict())
        if short is None:
            return None
        return Refusal(f"vf.refuse.short:{short}", "VF-RES-07")

    def start(self, ctx: Ctx) -> None:
        self._auto(ctx)

    def _auto(self, ctx: Ctx) -> None:
        remaining = self._remaining(ctx)  # kept up to date below, as _remaining would find it
        while remaining:
            resource = next(iter(remaining))
            payers = resources.credit_choices(ctx.house, resource, remaining)
            if len(payers) != 1:
                return
            resources.pay_unit(ctx.house, payers[0])
            ctx.frame.picks.append(f"{resource}:{payers[0]}")
            remaining[resource] -= 1
            if not remaining[resource]:
                del remaining[resource]

    def options(self, ctx: Ctx) -> list[Choice]:
        remaining = self._remaining(ctx)
        if not remaining:
            return []
        resource = next(iter(remaining))
        return [_PAYS[payer] for payer in resources.credit_choices(ctx.house, resource, remaining)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        resource = next(iter(self._remaining(ctx)))
        resources.pay_unit(ctx.house, choice.values[0])
        ctx.frame.picks.append(f"{resource}:{choice.values[0]}")
        self._auto(ctx)


@register
class Gain(Primitive[Amounts]):
    """Gain the shown resources; excess over 15 is lost, no Influence (VF-RES-08, VF-PROD-12)."""

    op = "gain"
    Params = Amounts
    rules = ("VF-RES-08", "VF-PROD-12")

    def start(self, ctx: Ctx) -> None:
        for resource, amount in self.params(ctx.frame.effect).as_dict().items():
            resources.gain(ctx.house, resource, amount)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class ChoiceParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    amount: int = 1
    among: list[str] = msgspec.field(default_factory=lambda: list(RESOURCES))


@register
class GainAny(Primitive[ChoiceParams]):
    """Gain ``amount`` resources, each of a type of your choice among ``among`` (VF-RES-02)."""

    op = "gain_any"
    Params = ChoiceParams
    rules = ("VF-RES-02", "VF-RES-08")

    def options(self, ctx: Ctx) -> list[Choice]:
        p = self.params(ctx.frame.effect)
        if len(ctx.frame.picks) >= p.amount:
            return []
        return [Choice("resource", (r,), self.rules) for r in p.among]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        resources.gain(ctx.house, choice.values[0], 1)
        ctx.frame.picks.append(choice.values[0])


class InfluenceParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    amount: int


@register
class GainInfluence(Primitive[InfluenceParams]):
    """Gain Influence (VF-INFL-02); a negative amount loses it, never below 0 (VF-INFL-03)."""

    op = "influence"
    Params = InfluenceParams
    rules = ("VF-INFL-02", "VF-INFL-03")

    def start(self, ctx: Ctx) -> None:
        amount = self.params(ctx.frame.effect).amount
        influence.gain(ctx.state, ctx.seat, amount, influence.source_of(ctx.state))

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class InfluencePerParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``count``: a countable (docs/content.md, "Countables"); ``args``: its arguments."""

    count: str
    amount: int = 1
    args: dict[str, int | str | list[str]] = msgspec.field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.count not in countables.COUNTABLES:
            raise ValueError(f"unknown countable {self.count!r}")


@register
class InfluencePer(Primitive[InfluencePerParams]):
    """Gain ``amount`` Influence per counted thing, like a multiplier objective (VF-EVAL-15)."""

    op = "influence_per"
    Params = InfluencePerParams
    rules = ("VF-EVAL-15", "VF-INFL-02")

    def start(self, ctx: Ctx) -> None:
        p = self.params(ctx.frame.effect)
        times = countables.count(ctx.state, ctx.content, ctx.seat, p.count, p.args)
        influence.gain(ctx.state, ctx.seat, p.amount * times, influence.source_of(ctx.state))

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class GainPerParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``count``: a countable (docs/content.md, "Countables"), ``args`` its arguments; the
    resource amounts are gained once per counted thing."""

    count: str
    args: dict[str, int | str | list[str]] = msgspec.field(default_factory=dict)
    food: int = 0
    energy: int = 0
    materials: int = 0
    credits: int = 0
    science: int = 0

    def __post_init__(self) -> None:
        if self.count not in countables.COUNTABLES:
            raise ValueError(f"unknown countable {self.count!r}")
        for key, known in NAMED.items():  # as the loader checks ``influence_per``'s args
            value = self.args.get(key, "any")
            names = value if isinstance(value, list) else [str(value)]
            unknown = sorted(set(names) - known - {"any"})
            if unknown:
                raise ValueError(f"args.{key}: unknown {key} {unknown}")
        amounts = [getattr(self, r) for r in RESOURCES]
        if min(amounts) < 0 or not any(amounts):
            raise ValueError("needs a resource amount above 0, and none below 0")


@register
class GainPer(Primitive[GainPerParams]):
    """Gain the shown resources once per counted thing, e.g. 1 Food per Pure sector; each Stock
    is capped at 15 and the excess is lost, no Influence (VF-RES-08, VF-PROD-12)."""

    op = "gain_per"
    Params = GainPerParams
    rules = ("VF-EVAL-15", "VF-RES-08", "VF-PROD-12")

    def start(self, ctx: Ctx) -> None:
        p = self.params(ctx.frame.effect)
        times = countables.count(ctx.state, ctx.content, ctx.seat, p.count, p.args)
        for resource in RESOURCES:
            amount = getattr(p, resource) * times
            if amount:
                resources.gain(ctx.house, resource, amount)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class ProduceParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``resources``: produce each of these; ``choose``: produce N different types of choice."""

    resources: list[str] = msgspec.field(default_factory=list)
    choose: int = 0


@register
class Produce(Primitive[ProduceParams]):
    """Produce: gain the Production Yield of a resource (VF-PROD-08..11, icons VF-PROD-09)."""

    op = "produce"
    Params = ProduceParams
    rules = ("VF-PROD-08", "VF-PROD-09", "VF-PROD-10")

    def start(self, ctx: Ctx) -> None:
        for resource in self.params(ctx.frame.effect).resources:
            production.produce(ctx.state, ctx.content, ctx.seat, resource)

    def options(self, ctx: Ctx) -> list[Choice]:
        p = self.params(ctx.frame.effect)
        if len(ctx.frame.picks) >= p.choose:
            return []
        return [Choice("resource", (r,), self.rules) for r in RESOURCES if r not in ctx.frame.picks]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        production.produce(ctx.state, ctx.content, ctx.seat, choice.values[0])
        ctx.frame.picks.append(choice.values[0])


@register
class Nothing(Primitive[NoParams]):
    """An effect with no game effect (a placeholder the content may name explicitly)."""

    op = "nothing"
    Params = NoParams

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class CardActionParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    key: str  # a compiled action of the pack, e.g. ``tech:cloning:basic:immediate:card``


@register
class CardActionStep(Primitive[CardActionParams]):
    """Internal: resolve a printed "pay, then ..." or "A or B" reward as one nested action
    (Technology immediate effects, VF-TECH-05, -12). With a cost you first choose to take it
    (``option 1``) or forgo it (``done``); the cost is then paid in full (VF-ACTION-05) and the
    effects follow, one of them for an "or" (VF-ACTION-09)."""

    op = CARD_ACTION
    Params = CardActionParams
    rules = ("VF-ACTION-05", "VF-ACTION-08", "VF-ACTION-09")

    def _action(self, ctx: Ctx) -> CardAction:
        return ctx.content.action(self.params(ctx.frame.effect).key)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        why = cost_refusal(ctx.state, ctx.content, ctx.seat, self._action(ctx))
        return None if why is None else Refusal(*why)

    def start(self, ctx: Ctx) -> None:
        if not self._action(ctx).cost and self.refusal(ctx) is None:
            self._open(ctx)

    def _open(self, ctx: Ctx) -> None:
        action = self._action(ctx)
        ctx.frame.picks.append("open")
        ctx.state.stack.append(
            ResolveAction(
                seat=ctx.seat,
                source=TRIGGERED,  # transparent: the Technology gain is the source
                effects=list(action.effects),
                combine=action.combine,
                costs=list(action.cost),
            )
        )

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks or self.refusal(ctx) is not None:
            return []
        return [Choice("option", ("1",), self.rules)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._open(ctx)


@register
class Upkeep(Primitive[NoParams]):
    """Evaluation step 2: pay each Upkeep point with 1 Food or 2 Energy/Materials; -3 Influence
    per point you cannot pay, never by choice (VF-EVAL-07..10, VF-RES-05, VF-INFL-04).

    ``frame.left`` is the Upkeep still owed. A point is a decision (``option N``, N = 1 Food,
    2 = 2 Energy, 3 = Energy + Materials, 4 = 2 Materials, 5 = Credits under a Technology) only
    when more than one payment is possible; otherwise it is paid, or lost, automatically.
    """

    op = "upkeep"
    Params = NoParams
    rules = ("VF-EVAL-07", "VF-EVAL-08", "VF-EVAL-09", "VF-EVAL-10")

    def start(self, ctx: Ctx) -> None:
        ctx.frame.left = upkeep.upkeep_owed(ctx.state, ctx.content, ctx.seat)
        self._settle(ctx)

    def _settle(self, ctx: Ctx) -> None:
        while ctx.frame.left > 0:
            ways = upkeep.payments(ctx.state, ctx.content, ctx.seat)
            if not ways:
                upkeep.lose_for_unpaid(ctx.state, ctx.seat, ctx.frame.left)
                ctx.frame.left = 0
            elif len(ways) == 1:
                self._pay(ctx, ways[0])
            else:
                return

    def _pay(self, ctx: Ctx, payment: int) -> None:
        ctx.frame.left -= upkeep.pay(ctx.state, ctx.content, ctx.seat, payment, ctx.frame.left)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.left <= 0:
            return []
        return [
            Choice("option", (str(i + 1),), self.rules)
            for i in upkeep.payments(ctx.state, ctx.content, ctx.seat)
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._pay(ctx, int(choice.values[0]) - 1)
        self._settle(ctx)
