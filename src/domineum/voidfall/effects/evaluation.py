"""Phase decisions as primitives: Turn Order positions, Galactic Event objectives.

VF-PREP-11/12 (competitive Turn Order), VF-EVAL-12..15 and VF-EVAL-21 (Galactic objectives).
"""

from __future__ import annotations

from domineum.voidfall.content.schema import Objective
from domineum.voidfall.effects.base import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.effects.spec import Effect
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import influence, scoring
from domineum.voidfall.rules.stack import push_step


@register
class TurnOrderPosition(Primitive[NoParams]):
    """Choose an empty Turn Order space; only the leftmost N for N players (VF-PREP-11/12)."""

    op = "turn_order"
    Params = NoParams
    rules = ("VF-PREP-11", "VF-PREP-12")

    def options(self, ctx: Ctx) -> list[Choice]:
        order = ctx.state.board.next_turn_order
        if ctx.seat in order:
            return []
        return [
            Choice("position", (str(i + 1),), self.rules)
            for i, who in enumerate(order)
            if who == NOBODY
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.state.board.next_turn_order[int(choice.values[0]) - 1] = ctx.seat


def _resolve(ctx: Ctx, index: int, objective: Objective) -> None:
    """Gain an objective's benefit as many times as it is met (VF-EVAL-14/15)."""
    met = scoring.times_met(ctx.state, ctx.content, ctx.seat, objective)
    gained = scoring.influence(ctx.state, ctx.content, ctx.seat, objective)
    influence.gain(ctx.state, ctx.seat, gained, "objectives")
    if gained:
        ctx.state.note("vf.note.objective", seat=ctx.seat, index=index + 1, amount=gained)
    for _ in range(met if objective.scoring != "tiers" else min(met, 1)):
        for raw in objective.effects:
            push_step(ctx.state, ctx.content, ctx.seat, Effect.from_mapping(raw), cost=False)


@register
class GalacticObjectives(Primitive[NoParams]):
    """Evaluate the current Galactic Event's objectives; a red line lets you pick one."""

    op = "galactic_objectives"
    Params = NoParams
    rules = ("VF-EVAL-12", "VF-EVAL-13", "VF-EVAL-14", "VF-EVAL-15")

    def _met(self, ctx: Ctx) -> list[int]:
        event = ctx.content.events[ctx.state.board.event]
        return [
            i
            for i, o in enumerate(event.objectives)
            if scoring.times_met(ctx.state, ctx.content, ctx.seat, o) > 0
        ]

    def start(self, ctx: Ctx) -> None:
        event = ctx.content.events[ctx.state.board.event]
        met = self._met(ctx)
        if event.exclusive and len(met) > 1:
            return  # VF-EVAL-13: the player picks one
        ctx.frame.picks.append("all")
        for i in reversed(met):
            _resolve(ctx, i, event.objectives[i])

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("option", (str(i + 1),), self.rules) for i in self._met(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        i = int(choice.values[0]) - 1
        ctx.frame.picks.append(choice.values[0])
        _resolve(ctx, i, ctx.content.events[ctx.state.board.event].objectives[i])
