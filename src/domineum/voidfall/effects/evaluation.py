"""Phase decisions as primitives: Turn Order positions, Galactic Event objectives.

VF-PREP-11/12 (competitive Turn Order), VF-EVAL-12..15 and VF-EVAL-21 (Galactic objectives).
"""

from __future__ import annotations

from domineum.voidfall.content.schema import Objective
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import TRIGGERED, ResolveAction
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import event_rules, influence, scoring


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


def _resolve(ctx: Ctx, index: int, objective: Objective, met: int | None) -> None:
    """Gain an objective's benefit as many times as it is met (VF-EVAL-14/15); a reward printed
    "A or B" (``combine: one``) gives one of its effects each time (VF-ACTION-09). ``met``: the
    times it is met, already counted on the state as it is now (None: counted here)."""
    if met is None:
        met = scoring.times_met(ctx.state, ctx.content, ctx.seat, objective)
    gained = scoring.worth(objective, met)
    influence.gain(ctx.state, ctx.seat, gained, "objectives")
    if gained:
        ctx.state.note("vf.note.objective", seat=ctx.seat, index=index + 1, amount=gained)
    effects = [Effect.from_mapping(raw) for raw in objective.effects]
    for _ in range(met if objective.scoring != "tiers" else min(met, 1)):
        if objective.combine == "one":
            _one_of(ctx, effects)
            continue
        for effect in effects:
            push_step(ctx.state, ctx.content, ctx.seat, effect, cost=False)


def _one_of(ctx: Ctx, effects: list[Effect]) -> None:
    """Offer the effects of an "A or B" reward, one to be resolved (``effect N``) or none
    (``done``); with only one that can be resolved it is pushed like a single benefit."""
    usable = [e for e in effects if refusal_of(ctx.state, ctx.content, ctx.seat, e) is None]
    if len(usable) <= 1:
        for effect in usable:
            push_step(ctx.state, ctx.content, ctx.seat, effect, cost=False)
        return
    # a triggered frame is transparent: Influence gained here is still ``objectives``
    ctx.state.stack.append(
        ResolveAction(seat=ctx.seat, source=TRIGGERED, effects=effects, combine="one")
    )


def _resolve_lines(ctx: Ctx, lines: dict[int, int]) -> None:
    """Resolve the given met lines of the current Event (line: times met, counted on the state
    as it is now), the first one's decisions first: the last line is resolved first, with its
    count as given; each other one is counted again once those before it are resolved (their
    gains may change it)."""
    objectives = ctx.content.events[ctx.state.board.event].objectives
    first = True
    for i in reversed(lines):
        _resolve(ctx, i, objectives[i], lines[i] if first else None)
        first = False


@register
class GalacticObjectives(Primitive[NoParams]):
    """Evaluate the current Galactic Event's objectives; a red line lets you pick one side
    (``option N``: side N, or line N when the lines have no ``side``), whose met lines are all
    resolved (VF-EVAL-12..15). Then the Corruption kept through In the Face of Evil (1G,
    VF-PREP-19), counted by the lines, goes back to the supply, whichever side was picked."""

    op = "galactic_objectives"
    Params = NoParams
    rules = ("VF-EVAL-12", "VF-EVAL-13", "VF-EVAL-14", "VF-EVAL-15")

    def _met(self, ctx: Ctx) -> list[tuple[int, dict[int, int]]]:
        """Each objective (side) with a met line, numbered from 1, and its met lines (line:
        times met, in order)."""
        event = ctx.content.events[ctx.state.board.event]
        out: list[tuple[int, dict[int, int]]] = []
        for k, lines in enumerate(scoring.sides(event), start=1):
            hit: dict[int, int] = {}
            for i in lines:
                met = scoring.times_met(ctx.state, ctx.content, ctx.seat, event.objectives[i])
                if met > 0:
                    hit[i] = met
            if hit:
                out.append((k, hit))
        return out

    def start(self, ctx: Ctx) -> None:
        event = ctx.content.events[ctx.state.board.event]
        met = self._met(ctx)
        if event.exclusive and len(met) > 1:
            return  # VF-EVAL-13: the player picks one
        ctx.frame.picks.append("all")
        _resolve_lines(ctx, {i: n for _, lines in met for i, n in lines.items()})
        event_rules.return_kept_corruption(ctx.state, ctx.seat)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("option", (str(k),), self.rules) for k, _ in self._met(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        _resolve_lines(ctx, dict(self._met(ctx)).get(int(choice.values[0]), {}))
        event_rules.return_kept_corruption(ctx.state, ctx.seat)
