"""Fleet Power primitives: activate, deactivate, recall, deploy, discard Glory (VF-FLEET, T-22)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import ALL_FLEET_TYPES
from domineum.voidfall.rules import corruption, deployment, event_rules, fleet, resources, sectors

TOLL_UNPAYABLE = "vf.refuse.toll_unpayable"
TOLL_FIRST = "vf.refuse.toll_first"
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
        for t in ALL_FLEET_TYPES:
            if sector.fleets.get(t, 0) > 0:
                out.append(Choice("recall", (sector.id, t), rules))
    return out


def _any_deployed(ctx: Ctx) -> bool:
    """Whether the seat has FP in a sector (``fleet.deployed`` above 0), stopping at the first
    such sector found (VF-FLEET-14)."""
    seat = ctx.seat
    for sector in ctx.state.galaxy.sectors:
        if sector.owner == seat and any(sector.fleets.values()):  # counts are never negative
            return True
    return False


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
        amount = self.params(ctx.frame.effect).amount
        active = ctx.house.fp_active
        if active >= amount:
            return None  # enough Active FP: the deployed FP need not be counted
        if active + fleet.deployed(ctx.state, ctx.seat) < amount:
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
        if not _any_deployed(ctx):
            return Refusal("vf.refuse.nothing_deployed", "VF-FLEET-14")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        return [] if ctx.frame.picks else _recall_options(ctx, self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        sector_id, fleet_type = choice.values
        ctx.frame.picks.append(sector_id)
        ctx.state.turn.bound_sector = sector_id
        fleet.recall(ctx.state, ctx.seat, ctx.state.galaxy.sector(sector_id), fleet_type)

    def tried(self, ctx: Ctx, choice: Choice) -> AbstractContextManager[None] | None:
        """The FP recalled from the chosen sector, taken back afterwards, when the sector keeps
        Fleet Power: then nothing is abandoned (VF-FLEET-16) and :meth:`choose` pushes nothing;
        else None (an abandonment is tried on a copy)."""
        sector = ctx.state.galaxy.sector(choice.values[0])
        if sum(sector.fleets.values()) < 2:  # the last FP: the sector would be abandoned
            return None
        return _recalled(ctx.state, ctx.seat, sector, choice.values[1])


@contextmanager
def _recalled(state: GameState, seat: int, sector: Sector, fleet_type: str) -> Iterator[None]:
    """1 FP of ``fleet_type`` recalled from ``sector`` (which keeps Fleet Power) to Active and
    ``sector`` bound, while inside (see :meth:`Recall.tried`)."""
    fleets = sector.fleets
    kept = dict(fleets)  # put back as it was, the order of its types included
    house = state.houses[seat]
    bound = state.turn.bound_sector
    fleet.take(sector, fleet_type)
    house.fp_active += 1
    state.turn.bound_sector = sector.id
    try:
        yield
    finally:
        state.turn.bound_sector = bound
        house.fp_active -= 1
        fleets.clear()
        fleets.update(kept)


class DeployParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``where``: home | shipyard (1 per Shipyard, VF-FLEET-13c) | same | not_same | linked | any
    (see ``sectors.in_scope``); ``only``: a type."""

    amount: int = 1
    where: str = "any"
    only: str = ""


class _Toll:
    """Straight to Hell (1H, VF-PREP-19): each deployment of a Focus costs Materials per FP,
    unless a Corruption gained covers the Focus; ``Step.stage`` says how it is paid."""

    @staticmethod
    def owed(ctx: Ctx) -> int:
        """Materials per FP still owed with no choice made: 0 without the rule, once a
        Corruption paid for this Focus, or after ``option 2``."""
        if ctx.frame.stage == TOLL_MATERIALS:
            return 0
        return event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat)

    @staticmethod
    def paid(ctx: Ctx) -> int:
        """Materials per FP added to the cost once ``option 2`` chose them."""
        if ctx.frame.stage != TOLL_MATERIALS:
            return 0
        return event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat)

    @staticmethod
    def start(ctx: Ctx) -> None:
        """With no free Corruption spot, Materials it is."""
        if _Toll.owed(ctx) and next(corruption.free_spots(ctx.state, ctx.seat), None) is None:
            ctx.frame.stage = TOLL_MATERIALS

    @staticmethod
    def options(ctx: Ctx, payable: Callable[[int], bool]) -> list[Choice]:
        """``option 1`` gain a Corruption (it covers the Focus), ``option 2`` pay the Materials
        for each FP deployed by this effect (when ``payable`` for some type)."""
        out: list[Choice] = []
        if next(corruption.free_spots(ctx.state, ctx.seat), None) is not None:
            label = "vf.choice.toll_corruption"
            out.append(Choice("option", (TOLL_CORRUPTION,), TOLL_RULES, label))
        if payable(event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat)):
            out.append(Choice("option", (TOLL_PAY,), TOLL_RULES, "vf.choice.toll_materials"))
        return out

    @staticmethod
    def explain(ctx: Ctx, choice: Choice) -> Refusal:
        if not event_rules.deploy_toll(ctx.state, ctx.content, ctx.seat):
            return Refusal("vf.refuse.no_toll", "VF-PREP-19")
        full = next(corruption.free_spots(ctx.state, ctx.seat), None) is None
        if choice.values == (TOLL_CORRUPTION,) and full:
            return Refusal("vf.refuse.corruption_full", "VF-CORRUPT-05")
        if ctx.frame.stage == TOLL_MATERIALS:
            return Refusal("vf.refuse.toll_paid", "VF-PREP-19")
        return Refusal(TOLL_UNPAYABLE, "VF-PREP-19")

    @staticmethod
    def choose(ctx: Ctx, choice: Choice) -> None:
        if choice.values[0] == TOLL_PAY:
            ctx.frame.stage = TOLL_MATERIALS
            return
        ctx.house.deploy_toll_paid = event_rules.focus_key(ctx.state)
        push_step(ctx.state, ctx.content, ctx.seat, Effect("corrupt"), cost=True)


@register
class Deploy(Primitive[DeployParams]):
    """Deploy FP from Active to your sectors, choosing each FP's type (VF-FLEET-08..13).

    The Technologies that change it are hooks of ``rules/deployment.py``: where "per Shipyard"
    deploys, the cost per FP, a Corruption removed instead (Improved Purifier); Straight to
    Hell's toll is :class:`_Toll`.
    """

    op = "deploy"
    Params = DeployParams
    rules = ("VF-FLEET-08", "VF-FLEET-09", "VF-FLEET-10", "VF-FLEET-13")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if deployment.purify_spots(ctx.state, ctx.content, ctx.seat):
            return None
        if ctx.house.fp_active <= 0:
            return Refusal("vf.refuse.no_active", "VF-FLEET-10")
        if not self._targets(ctx):
            return Refusal("vf.refuse.no_deploy_sector", "VF-FLEET-13")
        if _Toll.owed(ctx) and not self._toll_options(ctx):
            return Refusal(TOLL_UNPAYABLE, "VF-PREP-19")
        return None

    def start(self, ctx: Ctx) -> None:
        _Toll.start(ctx)

    def _toll_options(self, ctx: Ctx) -> list[Choice]:
        types = self._types(ctx)
        return _Toll.options(ctx, lambda toll: any(self._payable(ctx, t, toll) for t in types))

    def _types(self, ctx: Ctx) -> list[str]:
        only = self.params(ctx.frame.effect).only
        return [
            t for t in ([only] if only else ALL_FLEET_TYPES) if fleet.can_deploy_type(ctx.house, t)
        ]

    def _targets(self, ctx: Ctx) -> list[str]:
        p = self.params(ctx.frame.effect)
        if p.where == "shipyard":
            yards = deployment.yards(ctx.state, ctx.content, ctx.seat)
            for used in ctx.frame.picks:
                if used.split(":")[0] in yards:
                    yards.remove(used.split(":")[0])
            return sorted(set(yards))
        return [s.id for s in sectors.in_scope(ctx.state, ctx.seat, p.where)]

    def _amount(self, ctx: Ctx) -> int:
        p = self.params(ctx.frame.effect)
        if p.where == "shipyard":
            return len(deployment.yards(ctx.state, ctx.content, ctx.seat))
        return p.amount

    def options(self, ctx: Ctx) -> list[Choice]:
        if len(ctx.frame.picks) >= self._amount(ctx):
            return []
        spots = deployment.purify_spots(ctx.state, ctx.content, ctx.seat)
        purify = [Choice("spot", (spot,), PURIFY_RULES) for spot in spots]
        targets = self._targets(ctx) if ctx.house.fp_active > 0 else []
        if not targets:
            return purify
        if _Toll.owed(ctx):
            return self._toll_options(ctx) + purify
        types = [t for t in self._types(ctx) if self._payable(ctx, t)]
        deploys = [
            Choice("deploy", (sector_id, t), self.rules) for sector_id in targets for t in types
        ]
        return deploys + purify

    def _cost(self, ctx: Ctx, fleet_type: str, toll: int | None = None) -> dict[str, int]:
        """The type's printed cost per FP (VF-FLEET-12) plus Straight to Hell's Materials
        (``toll``; by default those ``option 2`` chose, VF-PREP-19)."""
        toll = _Toll.paid(ctx) if toll is None else toll
        out = {"materials": toll} if toll else {}
        for resource, amount in deployment.cost(ctx.content, ctx.house, fleet_type).items():
            out[resource] = out.get(resource, 0) + amount
        return out

    def _payable(self, ctx: Ctx, fleet_type: str, toll: int | None = None) -> bool:
        return resources.shortfall(ctx.house, self._cost(ctx, fleet_type, toll)) is None

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A refused ``deploy S T``: its Technology (VF-FLEET-09) or its cost (VF-FLEET-12);
        under Straight to Hell, how it is paid is chosen first (VF-PREP-19)."""
        if choice.kind == "option":
            return _Toll.explain(ctx, choice)
        if choice.kind != "deploy" or len(choice.values) != 2:
            return None
        if _Toll.owed(ctx) and ctx.house.fp_active > 0:
            return Refusal(TOLL_FIRST, "VF-PREP-19")
        where = self.params(ctx.frame.effect).where
        mine = {s.id for s in ctx.state.galaxy.controlled_by(ctx.seat)}
        bound = where in sectors.BOUND_WHERE
        if bound and choice.values[0] in mine - set(self._targets(ctx)):
            return Refusal("vf.refuse.not_that_sector", "VF-TARGET-07")
        fleet_type = choice.values[1]
        if not fleet.can_deploy_type(ctx.house, fleet_type):
            return Refusal("vf.refuse.fleet_type", "VF-FLEET-09")
        if not self._payable(ctx, fleet_type):
            return Refusal("vf.refuse.fleet_cost", "VF-FLEET-12")
        return None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "option":  # Straight to Hell (1H): a Corruption covers the Focus
            _Toll.choose(ctx, choice)
            return
        if choice.kind == "spot":  # Improved Purifier (E-27)
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
