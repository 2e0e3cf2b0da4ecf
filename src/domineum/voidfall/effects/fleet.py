"""Fleet Power primitives: activate, deactivate, recall, deploy, discard Glory (VF-FLEET, T-22)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.effects.base import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.model.terms import FLEET_TYPES
from domineum.voidfall.rules import fleet, resources


class Count(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    amount: int = 1


def _recall_options(ctx: Ctx, rules: tuple[str, ...], where: str = "") -> list[Choice]:
    out: list[Choice] = []
    for sector in ctx.state.galaxy.sectors:
        if sector.owner != ctx.seat or (where and sector.id != where):
            continue
        for t in FLEET_TYPES:
            if sector.fleets.get(t, 0) > 0:
                out.append(Choice("recall", (sector.id, t), rules))
    return out


@register
class Activate(Primitive[Count]):
    """Move FP from Inactive to Active; without Inactive FP, nothing (VF-FLEET-18)."""

    op = "activate"
    Params = Count
    rules = ("VF-FLEET-18",)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if ctx.house.fp_inactive <= 0:
            return Refusal("vf.refuse.no_inactive", "VF-FLEET-18")
        return None

    def start(self, ctx: Ctx) -> None:
        moved = min(self.params(ctx.frame.effect).amount, ctx.house.fp_inactive)
        ctx.house.fp_inactive -= moved
        ctx.house.fp_active += moved

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class Deactivate(Primitive[Count]):
    """Move FP from Active to Inactive, recalling first when none is Active (VF-FLEET-19)."""

    op = "deactivate"
    Params = Count
    rules = ("VF-FLEET-19",)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        available = ctx.house.fp_active + fleet.deployed(ctx.state, ctx.seat)
        if available < self.params(ctx.frame.effect).amount:
            return Refusal("vf.refuse.no_fleet_power", "VF-FLEET-19")
        return None

    def start(self, ctx: Ctx) -> None:
        self._settle(ctx)

    def _settle(self, ctx: Ctx) -> None:
        want = self.params(ctx.frame.effect).amount
        while ctx.frame.left < want and ctx.house.fp_active > 0:
            ctx.house.fp_active -= 1
            ctx.house.fp_inactive += 1
            ctx.frame.left += 1

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.left >= self.params(ctx.frame.effect).amount:
            return []
        return _recall_options(ctx, self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        sector_id, fleet_type = choice.values
        fleet.recall(ctx.state, ctx.seat, ctx.state.galaxy.sector(sector_id), fleet_type)
        self._settle(ctx)


@register
class Recall(Primitive[NoParams]):
    """Recall 1 FP to Active, binding "the same sector" (VF-FLEET-14..17, VF-TARGET-07)."""

    op = "recall"
    Params = NoParams
    rules = ("VF-FLEET-14", "VF-FLEET-17")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if fleet.deployed(ctx.state, ctx.seat) == 0:
            return Refusal("vf.refuse.nothing_deployed", "VF-FLEET-14")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        return [] if ctx.frame.picks else _recall_options(ctx, self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        sector_id, fleet_type = choice.values
        ctx.frame.picks.append(sector_id)
        ctx.state.turn.bound_sector = sector_id
        fleet.recall(ctx.state, ctx.seat, ctx.state.galaxy.sector(sector_id), fleet_type)


class DeployParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``where``: home | shipyard (1 per Shipyard, VF-FLEET-13c) | same | any; ``only``: a type."""

    amount: int = 1
    where: str = "any"
    only: str = ""


@register
class Deploy(Primitive[DeployParams]):
    """Deploy FP from Active to your sectors, choosing each FP's type (VF-FLEET-08..13)."""

    op = "deploy"
    Params = DeployParams
    rules = ("VF-FLEET-08", "VF-FLEET-09", "VF-FLEET-10", "VF-FLEET-13")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if ctx.house.fp_active <= 0:
            return Refusal("vf.refuse.no_active", "VF-FLEET-10")
        if not self._targets(ctx):
            return Refusal("vf.refuse.no_deploy_sector", "VF-FLEET-13")
        return None

    def _shipyards(self, ctx: Ctx) -> list[str]:
        """One entry per Shipyard (Starbases too with the Technology), VF-FLEET-13c, VF-GUILD-03."""
        starbases = "starbases" in ctx.house.technologies
        out: list[str] = []
        for sector in ctx.state.galaxy.controlled_by(ctx.seat):
            for inst in sector.filled("installation"):
                if inst == "shipyard" or (inst == "starbase" and starbases):
                    out.append(sector.id)
        return out

    def _targets(self, ctx: Ctx) -> list[str]:
        p = self.params(ctx.frame.effect)
        mine = ctx.state.galaxy.controlled_by(ctx.seat)
        if p.where == "home":
            return [s.id for s in mine if s.home_of == ctx.seat]
        if p.where == "same":
            return [s.id for s in mine if s.id == ctx.state.turn.bound_sector]
        if p.where == "shipyard":
            yards = self._shipyards(ctx)
            for used in ctx.frame.picks:
                if used.split(":")[0] in yards:
                    yards.remove(used.split(":")[0])
            return sorted(set(yards))
        return [s.id for s in mine]

    def _amount(self, ctx: Ctx) -> int:
        p = self.params(ctx.frame.effect)
        if p.where == "shipyard":
            return len(self._shipyards(ctx))
        return p.amount

    def options(self, ctx: Ctx) -> list[Choice]:
        p = self.params(ctx.frame.effect)
        if ctx.house.fp_active <= 0 or len(ctx.frame.picks) >= self._amount(ctx):
            return []
        types = [p.only] if p.only else list(FLEET_TYPES)
        return [
            Choice("deploy", (sector_id, t), self.rules)
            for sector_id in self._targets(ctx)
            for t in types
            if fleet.can_deploy_type(ctx.house, t) and self._cost_payable(ctx, t)
        ]

    def _cost(self, ctx: Ctx, fleet_type: str) -> int:
        """Materials per FP printed on the type's Technology (VF-FLEET-12)."""
        tech = fleet.FLEET_TECH.get(fleet_type)
        if tech is None or tech not in ctx.house.technologies:
            return 0
        level = getattr(ctx.content.technologies[tech], ctx.house.technologies[tech])
        cost = level.abilities.get("deploy_cost_materials", 0)
        return cost if isinstance(cost, int) else 0

    def _cost_payable(self, ctx: Ctx, fleet_type: str) -> bool:
        cost = self._cost(ctx, fleet_type)
        return resources.shortfall(ctx.house, {"materials": cost} if cost else {}) is None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        sector_id, fleet_type = choice.values
        for _ in range(self._cost(ctx, fleet_type)):
            resources.pay_unit(
                ctx.house, "materials" if ctx.house.resource("materials") else "credits"
            )
        ctx.house.fp_active -= 1
        fleet.place(ctx.state.galaxy.sector(sector_id), ctx.seat, fleet_type)
        ctx.frame.picks.append(f"{sector_id}:{fleet_type}")


@register
class DiscardGlory(Primitive[NoParams]):
    """Discard one Glory token of your choice, if you have any (VF-GLORY-06, VF-GLORY-09)."""

    op = "discard_glory"
    Params = NoParams
    rules = ("VF-GLORY-06", "VF-GLORY-09")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks or not ctx.house.glory:
            return []
        return [Choice("glory", (str(v),), self.rules) for v in sorted(set(ctx.house.glory))]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.house.glory.remove(int(choice.values[0]))
        ctx.frame.picks.append(choice.values[0])
