"""The Void's Skirmishes and the Economic track (VF-SOLO-SKIRMISH-01..21, VF-SOLO-EVAL-03..05,
VF-SOLO-VOIDADV-07/08/10; the digest's §6.5).

``void_skirmish`` works out the Void's strength and its target, writes each filter of the
targeting as a log line, and pushes the Combat as a Battle frame (the competitive Battle, with
the Void as the Invader). ``void_tribute`` pays the leftmost free Economic space.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_schema import VoidReinforceArgs, VoidSkirmishArgs
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.combat import Side, VoidbornAbilities
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import Battle, GameState, Phase
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import board, defer
from domineum.voidfall.rules import fleet, influence, resources, skirmish
from domineum.voidfall.rules import skirmish as rules_skirmish

SKIRMISH = "void_skirmish"
TRIBUTE = "void_tribute"
ON_SUCCESS = "void_on_success"
REINFORCE = "void_reinforce"
LATE_CYCLE = 2  # VF-SOLO-SKIRMISH-04
UNPAID = 3  # Influence per resource not paid (VF-SOLO-EVAL-05, -VOIDADV-10)


def strength(
    state: GameState, content: Content, seat: int, trigger: str
) -> tuple[int, dict[str, int]]:
    """VF-SOLO-SKIRMISH-03..06 (AMB-32/60): Corruption on your tracks and above your Agenda
    slots, +1 in the Evaluation of Cycles 2-3, the current Crisis's value when it triggered the
    Skirmish, the War Alert's value for this Cycle when it did, and always the leftmost free
    Military space; never below 0. Returns the total and its parts."""
    house = state.houses[seat]
    v = board.void(state)
    parts = {
        "corruption": sum(house.track_corrupted) + sum(house.agenda_corrupted),
        "late": int(trigger == "evaluation" and state.cycle >= LATE_CYCLE),
        "crisis": 0,
        "war": 0,
        "military": board.military_modifier(state, content),
    }
    if trigger == "crisis" and v.current_crisis:
        parts["crisis"] = board.crisis(content, v.current_crisis).skirmish
    alert = board.pack(content).alerts.get(v.alert)
    if trigger == "war" and alert is not None and alert.kind == "war":
        parts["war"] = alert.skirmish[state.cycle - 1]
    return max(0, sum(parts.values())), parts


def void_adjacent(state: GameState, sector: Sector) -> bool:
    """VF-SOLO-SKIRMISH-09(iii), -HARB-07: next to a Void sector (one with Void FP), or next
    to a sector holding a Harbinger (a Wormhole's too, AMB-29)."""
    v = board.void(state)
    galaxy = state.galaxy
    return any(
        galaxy.sector(n).voidborn > 0 or v.harbingers.get(n, 0) > 0
        for n in galaxy.neighbours(sector.id)
    )


def eligible(state: GameState, seat: int) -> list[Sector]:
    """Step A (VF-SOLO-SKIRMISH-09): your non-Home, non-Void-resistant sectors next to the
    Void. Harbingers on sector edges are not modelled (GAP-30)."""
    return rules_skirmish.candidates(state, seat, void_adjacent)


Trace = list[tuple[str, list[str]]]


def abilities(state: GameState, content: Content) -> VoidbornAbilities:
    """The combat abilities of the War Alert or Crisis whose Skirmish is being fought
    (VF-SKIRMISH-13); none for the Evaluation's."""
    card = board.void(state).skirmish_card
    p = board.pack(content)
    if card in p.alerts:
        return p.alerts[card].abilities
    return p.crises[card].abilities if card in p.crises else VoidbornAbilities()


def with_abilities(state: GameState, content: Content, side: Side) -> Side:
    """The procedure's ``skirmish_invader`` hook: the Voidborn's side as the Combat starts, with
    the abilities of the card that triggered the Skirmish (VF-SKIRMISH-13, VF-COMBAT-34), logged;
    they serve this Skirmish only."""
    gained = abilities(state, content)
    v = board.void(state)
    if gained:
        state.note(
            "vf.void.note.abilities",
            card=v.skirmish_card,
            approach=gained.approach_damage,
            absorption=gained.salvo_absorption,
        )
    v.skirmish_card = ""
    return gained.apply(side)


def target(
    state: GameState, seat: int, voidborn: int, gained: VoidbornAbilities | None = None
) -> tuple[str | None, Trace]:
    """The sector the Void attacks and, filter by filter, the sectors each kept (VF-SOLO-
    SKIRMISH-09..13; a filter keeps the matching sectors only if any match). The Combat is
    predicted with the normal rules, the card's abilities ``gained`` (VF-SKIRMISH-13) and the
    defender's best play (AMB-33); with strength 0 every candidate ties on B and C
    (SKIRMISH-15). A final tie is a uniform random pick [R]."""
    pool = eligible(state, seat)
    trace: Trace = [("A", [s.id for s in pool])]
    if not pool:
        return None, trace

    def step(name: str, keep: list[Sector]) -> None:
        nonlocal pool
        pool = keep
        trace.append((name, [s.id for s in pool]))

    if voidborn > 0 and len(pool) > 1:
        reports = {s.id: skirmish.forecast(state, s, voidborn, 0, gained) for s in pool}
        step("B", _prefer(pool, lambda s: reports[s.id].outcome in skirmish.VOIDBORN_WINS))
        step("C", _most(pool, lambda s: reports[s.id].removed.defender.total))
    if len(pool) > 1:
        step("pure", _prefer(pool, lambda s: s.is_pure))
        step("population", _most(pool, lambda s: s.population))
        step("guilds", _most(pool, lambda s: len(s.filled("guild"))))
    if len(pool) > 1:
        ordered = sorted(pool, key=lambda s: int(s.id[1:]) if s.id[1:].isdigit() else 0)
        step("random", [state.rng.choice(ordered)])
    return pool[0].id, trace


def _prefer(pool: list[Sector], keep: Callable[[Sector], bool]) -> list[Sector]:
    return [s for s in pool if keep(s)] or pool


def _most(pool: list[Sector], key: Callable[[Sector], int]) -> list[Sector]:
    best = max(key(s) for s in pool)
    return [s for s in pool if key(s) == best]


@register
class VoidSkirmish(Primitive[VoidSkirmishArgs]):
    """The Void invades one of your sectors (VF-SOLO-SKIRMISH-01..18): with no eligible sector
    nothing happens; with strength 0 the target is chosen and defends at once; otherwise a
    Battle with S Void FP from the supply (no 3-FP cap, SKIRMISH-07)."""

    op = SKIRMISH
    Params = VoidSkirmishArgs
    rules = ("VF-SOLO-SKIRMISH-02", "VF-SOLO-SKIRMISH-09")

    def start(self, ctx: Ctx) -> None:
        state, seat = ctx.state, ctx.seat
        trigger = self.params(ctx.frame.effect).trigger
        if state.incursion is not None:  # RS-INCSKIRM-01: fought with the Voidborn on the map
            push_step(state, ctx.content, seat, Effect(SKIRMISH_OP, {"trigger": trigger}), True)
            return
        v = board.void(state)
        v.skirmish_card = {"war": v.alert, "crisis": v.current_crisis}.get(trigger, "")
        total, parts = strength(state, ctx.content, seat, trigger)
        state.note("vf.void.note.strength", seat=seat, trigger=trigger, strength=total, **parts)
        chosen, trace = target(state, seat, total, abilities(state, ctx.content))
        v.skirmish_target, v.skirmish_strength = chosen or "", total
        for name, kept in trace:
            state.note(f"vf.void.note.filter_{name}", kept=", ".join(kept) or "none")
        if chosen is None or total == 0:
            v.skirmish_card = ""  # no Combat: no abilities to use
        if chosen is None:
            state.note("vf.void.note.no_target", seat=seat)
            return
        if total == 0:
            state.note("vf.void.note.zero_strength", sector=chosen)
            return
        state.note("vf.void.note.attack", sector=chosen, strength=total)
        state.stack.append(
            Battle(
                seat=seat,
                sector=chosen,
                invader=NOBODY,
                defender=seat,
                stage="combat",
                voidborn=total,
            )
        )

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


def pay_tribute(state: GameState, seat: int, owed: dict[str, int]) -> dict[str, int]:
    """VF-SOLO-EVAL-05 / VOIDADV-10: pay what can be paid: each resource from its own stock,
    then Credits for Food, Energy and Materials; returns what stays unpaid. The mix that pays
    the most is taken, own resources before Credits (decision S-06 in rules-decisions/solo.md)."""
    house = state.houses[seat]
    unpaid: dict[str, int] = {}
    credits_owed = owed.get("credits", 0)
    paid_credits = min(credits_owed, house.resource("credits"))
    house.resources[resources.idx("credits")] -= paid_credits
    if credits_owed > paid_credits:
        unpaid["credits"] = credits_owed - paid_credits
    for resource, amount in owed.items():
        if resource == "credits":
            continue
        own = min(amount, house.resource(resource))
        house.resources[resources.idx(resource)] -= own
        missing = amount - own
        if missing and resource in resources.SUBSTITUTABLE:
            sub = min(missing, house.resource("credits"))
            house.resources[resources.idx("credits")] -= sub
            missing -= sub
        if missing:
            unpaid[resource] = missing
    return unpaid


def max_payable(stock: dict[str, int], owed: dict[str, int]) -> int:
    """The most units of ``owed`` that ``stock`` can pay, Credits standing in for Food, Energy
    and Materials (VF-SOLO-EVAL-05): each Credit pays one unit, its own or a missing one."""
    own = sum(min(n, stock.get(r, 0)) for r, n in owed.items() if r != "credits")
    missing = sum(
        max(0, n - stock.get(r, 0)) for r, n in owed.items() if r in resources.SUBSTITUTABLE
    )
    return own + min(stock.get("credits", 0), owed.get("credits", 0) + missing)


@register
class VoidTribute(Primitive[NoParams]):
    """Pay the resources on the leftmost free Economic space; −3 Influence per resource not
    paid (VF-SOLO-EVAL-04, VF-SOLO-EVAL-05, VF-SOLO-VOIDADV-07, VF-SOLO-VOIDADV-10).

    As much as can be paid must be paid (no voluntary Influence loss); where a unit could be
    paid by the resource itself or by a Credit and both still pay the most, the player picks
    (``pay RESOURCE``); a unit nothing can pay is unpaid."""

    op = TRIBUTE
    Params = NoParams
    rules = ("VF-SOLO-EVAL-04", "VF-SOLO-EVAL-05", "VF-SOLO-RES-05")

    def _owed(self, ctx: Ctx) -> dict[str, int]:
        owed = board.economic_cost(ctx.state, ctx.content) if not ctx.frame.picks else {}
        if ctx.frame.picks:
            owed = {
                k: int(v) for k, v in (p.split("=") for p in ctx.frame.picks[0].split(",") if p)
            }
        return owed

    def _remaining(self, ctx: Ctx) -> dict[str, int]:
        owed = dict(self._owed(ctx))
        for pick in ctx.frame.picks[1:]:
            owed[pick.split(":")[0]] -= 1
        return {r: n for r, n in owed.items() if n > 0}

    def _payers(self, ctx: Ctx, remaining: dict[str, int]) -> list[str]:
        house = ctx.house
        stock = {
            r: house.resource(r) for r in ("food", "energy", "materials", "credits", "science")
        }
        best = max_payable(stock, remaining)
        resource = next(iter(remaining))
        out = []
        for payer in dict.fromkeys((resource, "credits")):
            if payer != resource and resource not in resources.SUBSTITUTABLE:
                continue
            if stock[payer] <= 0:
                continue
            after = dict(remaining)
            after[resource] -= 1
            trial = dict(stock)
            trial[payer] -= 1
            if max_payable(trial, {r: n for r, n in after.items() if n}) == best - 1:
                out.append(payer)
        return out

    def start(self, ctx: Ctx) -> None:
        owed = board.economic_cost(ctx.state, ctx.content)
        ctx.frame.picks.append(",".join(f"{r}={n}" for r, n in owed.items()))
        self._auto(ctx)

    def _auto(self, ctx: Ctx) -> None:
        while True:
            remaining = self._remaining(ctx)
            if not remaining:
                self._finish(ctx)
                return
            payers = self._payers(ctx, remaining)
            resource = next(iter(remaining))
            if len(payers) > 1:
                return
            if payers:
                resources.pay_unit(ctx.house, payers[0])
                ctx.frame.picks.append(f"{resource}:{payers[0]}")
            else:
                ctx.frame.picks.append(f"{resource}:unpaid")

    def _finish(self, ctx: Ctx) -> None:
        unpaid: dict[str, int] = {}
        for pick in ctx.frame.picks[1:]:
            resource, payer = pick.split(":")
            if payer == "unpaid":
                unpaid[resource] = unpaid.get(resource, 0) + 1
        lost = UNPAID * sum(unpaid.values())
        if lost:
            influence.gain(ctx.state, ctx.seat, -lost, "void")
        owed = self._owed(ctx)
        text = ", ".join(f"{n} {r}" for r, n in owed.items()) or "nothing"
        short = ", ".join(f"{n} {r}" for r, n in unpaid.items()) or "nothing"
        ctx.state.note("vf.void.note.tribute", seat=ctx.seat, owed=text, unpaid=short, lost=lost)

    def options(self, ctx: Ctx) -> list[Choice]:
        remaining = self._remaining(ctx)
        if not remaining:
            return []
        return [Choice("pay", (p,), self.rules) for p in self._payers(ctx, remaining)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        resource = next(iter(self._remaining(ctx)))
        resources.pay_unit(ctx.house, choice.values[0])
        ctx.frame.picks.append(f"{resource}:{choice.values[0]}")
        self._auto(ctx)


def crisis_board_step(state: GameState, content: Content, frame: Phase) -> bool:
    """Evaluation step 1 (VF-SOLO-EVAL-03/04): each seat's Skirmish, then its payment."""
    order = state.board.turn_order
    k, part = divmod(frame.index, 2)
    if k >= len(order):
        return True
    frame.index += 1
    effect = Effect(SKIRMISH, {"trigger": "evaluation"}) if part == 0 else Effect(TRIBUTE)
    push_step(state, content, order[k], effect, cost=True)
    return False


class SourceArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    source: str  # "war" or "crisis": whose on-success effects


@register
class OnSuccess(Primitive[SourceArgs]):
    """VF-SOLO-SKIRMISH-19: after a successful defense (the player still holds the combat
    sector, or the strength was 0), the War Alert's or the Crisis's on-success effects, in
    full; nothing without a target (AMB-34)."""

    op = ON_SUCCESS
    Params = SourceArgs
    rules = ("VF-SOLO-SKIRMISH-19",)

    def start(self, ctx: Ctx) -> None:
        v = board.void(ctx.state)
        source = self.params(ctx.frame.effect).source
        card = v.alert if source == "war" else v.current_crisis
        key = f"alert:{card}:on_success" if source == "war" else f"crisis:{card}:on_success"
        if not card or key not in ctx.content.actions or not v.skirmish_target:
            return
        effects = list(ctx.content.action(key).effects)
        held = ctx.state.galaxy.sector(v.skirmish_target).controller() == ctx.seat
        if effects and (held or v.skirmish_strength == 0):
            ctx.state.note("vf.void.note.on_success", card=card, sector=v.skirmish_target)
            defer.later(ctx.state, ctx.content, ctx.seat, effects)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class Reinforce(Primitive[VoidReinforceArgs]):
    """VF-SOLO-SKIRMISH-20, VF-SOLO-DEPLOY-03, VF-SOLO-DEPLOY-07: Void FP into a Void sector next
    to the combat sector (else any Void sector), where the full amount fits if any, else the
    closest; never above a sector's limit. The player picks among equals."""

    op = REINFORCE
    Params = VoidReinforceArgs
    rules = ("VF-SOLO-SKIRMISH-20", "VF-SOLO-DEPLOY-07")

    def _pool(self, ctx: Ctx) -> list[Sector]:
        state = ctx.state
        combat = board.void(state).skirmish_target
        void = [s for s in state.galaxy.sectors if s.voidborn > 0 and fleet.voidborn_room(s)]
        near = [s for s in void if combat and s.id in state.galaxy.neighbours(combat)]
        pool = near or void
        amount = self.params(ctx.frame.effect).amount
        best = max((min(amount, fleet.voidborn_room(s)) for s in pool), default=0)
        return [s for s in pool if min(amount, fleet.voidborn_room(s)) == best]

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("sector", (s.id,), self.rules) for s in self._pool(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        sector = ctx.state.galaxy.sector(choice.values[0])
        placed = fleet.place_voidborn(sector, self.params(ctx.frame.effect).amount)
        ctx.state.note("vf.void.note.reinforce", sector=sector.id, n=placed)
