"""Voidborn primitives: the Skirmish and placing Voidborn FP (VF-SKIRMISH, VF-FLEET-21..23)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.effects.event_placement import EventPlacement, EventTarget
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import Battle, Phase
from domineum.voidfall.model.terms import NOBODY, VoidbornType
from domineum.voidfall.rules import event_rules, fleet, sectors, skirmish, voidborn_fleets


class SkirmishParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    modifier: int = 0  # a card's Skirmish modifier (VF-SKIRMISH-05)


def _evaluation_seats(ctx: Ctx) -> list[int]:
    """Whose Skirmishes this step plans (VF-EVAL-06, VF-SKIRMISH-10).

    In Evaluation step 1 all players' targets are chosen, in Turn Order, before any Combat: the
    step of the first seat plans every seat's Skirmish, the later seats' steps find theirs planned.
    Outside Evaluation step 1 a Skirmish concerns its own seat only (VF-SKIRMISH-02).
    """
    phase = next((f for f in reversed(ctx.state.stack) if isinstance(f, Phase)), None)
    if phase is None or phase.name != "evaluation" or phase.step != "skirmish":
        return [ctx.seat]
    return list(ctx.state.board.turn_order) if phase.index == 1 else []


@register
class Skirmish(Primitive[SkirmishParams]):
    """The Voidborn invades one of your sectors (VF-SKIRMISH-01..12, -15, VF-EVAL-03, -05).

    A total of 0 (or less, A-51), no valid target (A-14) or a Technology that always defends is
    a successful defence without Combat; otherwise a Battle frame fights it out, the Voidborn
    being the Invader.
    """

    op = "skirmish"
    Params = SkirmishParams
    rules = ("VF-SKIRMISH-04", "VF-SKIRMISH-08", "VF-SKIRMISH-09")

    def start(self, ctx: Ctx) -> None:
        modifier = self.params(ctx.frame.effect).modifier
        battles: list[Battle] = []
        for seat in _evaluation_seats(ctx):
            voidborn = skirmish.strength(ctx.state, seat, modifier)
            if skirmish.auto_defends(ctx.state, ctx.content, seat):
                voidborn = 0
            absorption = event_rules.voidborn_absorption(ctx.state, ctx.content, seat)  # 2H
            pool = skirmish.candidates(ctx.state, seat) if voidborn else []
            target = skirmish.target(ctx.state, seat, voidborn, absorption, pool) if pool else None
            if target is None:
                ctx.state.note("vf.note.skirmish_defended", seat=seat, voidborn=voidborn)
                continue
            ctx.state.note("vf.note.skirmish", seat=seat, sector=target, voidborn=voidborn)
            if len(pool) > 1:  # how T-15 chose among them, for the log (present/log.py)
                ids = ",".join([s.id for s in pool])
                ctx.state.note("vf.note.skirmish_targets", sectors=ids, sector=target)
            battles.append(
                Battle(
                    seat=seat,
                    sector=target,
                    invader=NOBODY,
                    defender=seat,
                    stage="combat",
                    voidborn=voidborn,
                )
            )
        ctx.state.stack.extend(reversed(battles))

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class PlaceVoidbornParams(EventTarget, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """``target``: see ``sectors.EVENT_TARGETS`` (``each_*``: every such sector)."""

    amount: int = 1
    kind: VoidbornType = "corvette"  # the base icon is a Corvette (RS-ARSENAL-05)


@register
class PlaceVoidborn(EventPlacement[PlaceVoidbornParams]):
    """Place Voidborn FP from the supply, never above a sector's limit; with a choice of sector,
    one where the most of the amount fits, asked even when alone (VF-PREP-23, VF-FLEET-21..24).
    Binds the sector for ``same`` (VF-TARGET-07). ``kind``: a Voidborn Arsenal type instead of
    Corvettes, within the Arsenal's token limits and supply (RS-ARSENAL-03, -05, RS-LIMITS)."""

    op = "place_voidborn"
    Params = PlaceVoidbornParams
    rules = ("VF-PREP-23", "VF-FLEET-21", "VF-FLEET-22", "VF-FLEET-23")
    none_fits = Refusal("vf.refuse.no_voidborn_room", "VF-PREP-23")
    asks_alone = True

    def _room(self, ctx: Ctx, sector: Sector) -> int:
        kind = self.params(ctx.frame.effect).kind
        if kind == "corvette":
            return fleet.voidborn_room(sector)
        return voidborn_fleets.supplied_room(ctx.state.galaxy, sector, kind)

    def part(self, effect: Effect) -> str:
        return "voidborn"  # the Voidborn FP and the room left for them

    def fits(self, ctx: Ctx, sector: Sector) -> bool:
        return self._room(ctx, sector) > 0

    def choices(self, ctx: Ctx) -> list[Sector]:
        """VF-FLEET-23: where the full amount fits, else where the closest amount does; the
        sectors with room (:meth:`fits`, as :meth:`fitting` finds them) with each room read once
        (never empty when one has room)."""
        params = self.params(ctx.frame.effect)
        fitting = [
            (s, min(params.amount, room))
            for s in sectors.event_targets(ctx.state, ctx.seat, params.target)
            if (room := self._room(ctx, s)) > 0
        ]
        best = max([fit for _, fit in fitting], default=0)
        return [s for s, fit in fitting if fit == best]

    def put(self, ctx: Ctx, sector: Sector) -> bool:
        params = self.params(ctx.frame.effect)
        amount = min(params.amount, self._room(ctx, sector))
        voidborn_fleets.add(sector, params.kind, amount)
        return True
