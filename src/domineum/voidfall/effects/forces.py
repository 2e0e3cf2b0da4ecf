"""Fleet Power primitives: activate, deactivate, recall, deploy, discard Glory (VF-FLEET, T-22)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.terms import FLEET_TYPES
from domineum.voidfall.rules import corruption, event_rules, fleet, production, resources, sectors

CARRIER = "carrier"
TOLL_UNPAYABLE = (
    "Straight to Hell: you can neither gain a Corruption nor pay the Materials for an FP deployed"
)
TOLL_FIRST = "Straight to Hell: first choose how this deployment is paid (option 1 or 2)"
DEPLOY_COSTS = {"deploy_cost_materials": "materials", "deploy_cost_food": "food"}
EXTRA_YARD = "extra_shipyard_per_sector"  # Orbital Docks
CARRIER_YARD = "carrier_as_shipyard"  # Carriers
PURIFY = "deploy_as_remove_corruption"  # Improved Purifier
PURIFY_RULES = ("VF-FLEET-08", "VF-CORRUPT-09")
# Straight to Hell (1H, VF-PREP-19): how this deployment is paid; ``Step.stage`` of a deploy
TOLL_OPEN, TOLL_MATERIALS = 0, 1  # not chosen yet (or no toll) / Materials per FP
TOLL_CORRUPTION, TOLL_PAY = "1", "2"  # ``option N``: gain a Corruption / pay Materials
TOLL_RULES = ("VF-PREP-19", "VF-FLEET-08")


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
    """``where``: home | shipyard (1 per Shipyard, VF-FLEET-13c) | same | not_same | linked | any
    (see ``sectors.in_scope``); ``only``: a type."""

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
        if self._purify_spots(ctx):
            return None
        if ctx.house.fp_active <= 0:
            return Refusal("vf.refuse.no_active", "VF-FLEET-10")
        if not self._targets(ctx):
            return Refusal("vf.refuse.no_deploy_sector", "VF-FLEET-13")
        if self._toll(ctx) and not self._toll_options(ctx):
            return Refusal(TOLL_UNPAYABLE, "VF-PREP-19")
        return None

    def start(self, ctx: Ctx) -> None:
        """Under a toll (Straight to Hell) with no free Corruption spot, Materials it is."""
        if self._toll(ctx) and next(corruption.free_spots(ctx.state, ctx.seat), None) is None:
            ctx.frame.stage = TOLL_MATERIALS

    def _toll(self, ctx: Ctx) -> int:
        """Materials per FP a deployment still owes Straight to Hell (1H) and no choice made:
        0 without the rule, once a Corruption paid for this Focus, or after ``option 2``."""
        if ctx.frame.stage == TOLL_MATERIALS:
            return 0
        return event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat)

    def _toll_options(self, ctx: Ctx) -> list[Choice]:
        """How to pay Straight to Hell: ``option 1`` gain a Corruption (it covers the Focus),
        ``option 2`` pay the Materials for each FP deployed by this effect."""
        out: list[Choice] = []
        if next(corruption.free_spots(ctx.state, ctx.seat), None) is not None:
            label = "vf.choice.toll_corruption"
            out.append(Choice("option", (TOLL_CORRUPTION,), TOLL_RULES, label))
        toll = event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat)
        if any(self._cost_payable(ctx, t, toll) for t in self._types(ctx)):
            out.append(Choice("option", (TOLL_PAY,), TOLL_RULES, "vf.choice.toll_materials"))
        return out

    def _types(self, ctx: Ctx) -> list[str]:
        only = self.params(ctx.frame.effect).only
        return [t for t in ([only] if only else FLEET_TYPES) if fleet.can_deploy_type(ctx.house, t)]

    def _ability(self, ctx: Ctx, key: str) -> list[object]:
        return production.ability_values(ctx.state, ctx.content, ctx.seat, key)

    def _shipyards(self, ctx: Ctx) -> list[str]:
        """One entry per Shipyard (Starbases too with the Technology), VF-FLEET-13c, VF-GUILD-03;
        one more per sector with any under ``extra_shipyard_per_sector`` (Orbital Docks), and one
        per Carrier Fleet under ``carrier_as_shipyard`` (Carriers)."""
        starbases = "starbases" in ctx.house.technologies
        extra = max((int(str(n)) for n in self._ability(ctx, EXTRA_YARD)), default=0)
        carriers = any(self._ability(ctx, CARRIER_YARD))
        out: list[str] = []
        for sector in ctx.state.galaxy.controlled_by(ctx.seat):
            yards = [
                inst
                for inst in sector.filled("installation")
                if inst == "shipyard" or (inst == "starbase" and starbases)
            ]
            out += [sector.id] * (len(yards) + (extra if yards else 0))
            if carriers and sector.owner == ctx.seat and sector.fleets.get(CARRIER):
                cap = fleet.token_cap(ctx.house, CARRIER)
                out += [sector.id] * -(-sector.fleets[CARRIER] // cap)
        return out

    def _targets(self, ctx: Ctx) -> list[str]:
        p = self.params(ctx.frame.effect)
        if p.where == "shipyard":
            yards = self._shipyards(ctx)
            for used in ctx.frame.picks:
                if used.split(":")[0] in yards:
                    yards.remove(used.split(":")[0])
            return sorted(set(yards))
        return [s.id for s in sectors.in_scope(ctx.state, ctx.seat, p.where)]

    def _amount(self, ctx: Ctx) -> int:
        p = self.params(ctx.frame.effect)
        if p.where == "shipyard":
            return len(self._shipyards(ctx))
        return p.amount

    def _purify_spots(self, ctx: Ctx) -> list[str]:
        """Improved Purifier (``deploy_as_remove_corruption``): a deployment may remove one of
        your Corruption markers instead."""
        if not any(self._ability(ctx, PURIFY)):
            return []
        return corruption.held_spots(ctx.state, ctx.seat)

    def options(self, ctx: Ctx) -> list[Choice]:
        if len(ctx.frame.picks) >= self._amount(ctx):
            return []
        purify = [Choice("spot", (spot,), PURIFY_RULES) for spot in self._purify_spots(ctx)]
        targets = self._targets(ctx) if ctx.house.fp_active > 0 else []
        if not targets:
            return purify
        if self._toll(ctx):
            return self._toll_options(ctx) + purify
        types = [t for t in self._types(ctx) if self._cost_payable(ctx, t)]
        deploys = [
            Choice("deploy", (sector_id, t), self.rules) for sector_id in targets for t in types
        ]
        return deploys + purify

    def _cost(self, ctx: Ctx, fleet_type: str, toll: int | None = None) -> dict[str, int]:
        """Resources per FP printed on the type's Technology (VF-FLEET-12): the abilities
        ``deploy_cost_materials`` (Dreadnoughts) and ``deploy_cost_food`` (Carriers); plus, once
        ``option 2`` chose it, the Materials Straight to Hell asks (``toll``, VF-PREP-19)."""
        out: dict[str, int] = {}
        if toll is None and ctx.frame.stage == TOLL_MATERIALS:
            toll = event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat)
        if toll:
            out["materials"] = toll
        tech = fleet.FLEET_TECH.get(fleet_type)
        if tech is None or tech not in ctx.house.technologies:
            return out
        abilities = getattr(ctx.content.technologies[tech], ctx.house.technologies[tech]).abilities
        for key, resource in DEPLOY_COSTS.items():
            amount = abilities.get(key, 0)
            if isinstance(amount, int) and amount > 0:
                out[resource] = out.get(resource, 0) + amount
        return out

    def _cost_payable(self, ctx: Ctx, fleet_type: str, toll: int | None = None) -> bool:
        return resources.shortfall(ctx.house, self._cost(ctx, fleet_type, toll)) is None

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A refused ``deploy S T``: its Technology (VF-FLEET-09) or its cost (VF-FLEET-12);
        under Straight to Hell, how it is paid is chosen first (VF-PREP-19)."""
        if choice.kind == "option":
            if not event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat):
                return Refusal("no Galactic Event asks anything for deploying now", "VF-PREP-19")
            full = next(corruption.free_spots(ctx.state, ctx.seat), None) is None
            if choice.values == (TOLL_CORRUPTION,) and full:
                return Refusal("vf.refuse.corruption_full", "VF-CORRUPT-05")
            if ctx.frame.stage == TOLL_MATERIALS:
                return Refusal("this deployment is already paid in Materials", "VF-PREP-19")
            return Refusal(TOLL_UNPAYABLE, "VF-PREP-19")
        if choice.kind != "deploy" or len(choice.values) != 2:
            return None
        if self._toll(ctx) and ctx.house.fp_active > 0:
            return Refusal(TOLL_FIRST, "VF-PREP-19")
        where = self.params(ctx.frame.effect).where
        mine = {s.id for s in ctx.state.galaxy.controlled_by(ctx.seat)}
        bound = where in sectors.BOUND_WHERE
        if bound and choice.values[0] in mine - set(self._targets(ctx)):
            return Refusal("vf.refuse.not_that_sector", "VF-TARGET-07")
        fleet_type = choice.values[1]
        if not fleet.can_deploy_type(ctx.house, fleet_type):
            return Refusal("vf.refuse.fleet_type", "VF-FLEET-09")
        if not self._cost_payable(ctx, fleet_type):
            return Refusal("vf.refuse.fleet_cost", "VF-FLEET-12")
        return None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "option":  # Straight to Hell (1H): a Corruption covers the Focus
            if choice.values[0] == TOLL_PAY:
                ctx.frame.stage = TOLL_MATERIALS
                return
            ctx.house.deploy_toll_paid = event_rules.focus_key(ctx.state)
            push_step(ctx.state, ctx.content, ctx.seat, Effect("corrupt"), cost=True)
            return
        if choice.kind == "spot":
            corruption.remove(ctx.state, ctx.seat, choice.values[0])
            event_rules.corruption_removed(ctx.state, ctx.content, ctx.seat)
            ctx.frame.picks.append(f"purify:{choice.values[0]}")
            return
        sector_id, fleet_type = choice.values
        for resource, amount in self._cost(ctx, fleet_type).items():
            for _ in range(amount):  # Credits stand in once the resource runs out (VF-RES-03)
                payer = resource if ctx.house.resource(resource) else "credits"
                resources.pay_unit(ctx.house, payer)
        ctx.house.fp_active -= 1
        fleet.place(ctx.state.galaxy.sector(sector_id), ctx.seat, fleet_type)
        ctx.frame.picks.append(f"{sector_id}:{fleet_type}")
        sectors.bind_linked(ctx.state, self.params(ctx.frame.effect).where, sector_id)


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
