"""[COOP] Joint Focus effects resolved by another player (VF-ACTION-20, VF-TARGET-06).

A Joint Focus card (content ``void/joint.yaml``; taken from the offer like a Heroic card,
modes/void/heroic.py, VF-SELECT-08/09) marks an effect another player may resolve with the
``joint`` wrapper and its who-may-resolve icon; an unmarked effect is icon (a), only you:

- (b) you or another player: the active player names one player, who resolves it;
- (c) you and/or another player, one the line above and the other the line below: the active
  player names who resolves the line above (or nobody), then who resolves the line below —
  the other one of the two when both lines are resolved (decision C-03);
- (d) you and/or another player, each on their own: the active player names up to two
  resolvers, themself and one other player, one after the other.

The named player makes the effect's own choices (or forgoes it, VF-ACTION-10) as a ``Step``
of their seat; the active player paid the action's cost (VF-ACTION-05).
"""

from __future__ import annotations

from domineum.voidfall.content.void_schema import JointArgs
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.model.effect import Effect

JOINT = "joint"
NOBODY = "none"
RULES = ("VF-ACTION-20", "VF-TARGET-06")


def lines(args: JointArgs) -> list[Effect]:
    """The effect (line above) and, for icon (c), the line below."""
    out = [Effect.from_mapping(args.effect)]
    if args.below:
        out.append(Effect.from_mapping(args.below))
    return out


def _can(ctx: Ctx, seat: int, line: Effect) -> bool:
    return refusal_of(ctx.state, ctx.content, seat, line) is None


@register
class JointEffect(Primitive[JointArgs]):
    """A Joint Focus effect: the active player names who resolves it, by its icon."""

    op = JOINT
    Params = JointArgs
    rules = RULES

    def refusal(self, ctx: Ctx) -> Refusal | None:
        """Refused only when no player may resolve any of its lines now."""
        seats = range(len(ctx.state.houses))
        if any(_can(ctx, s, line) for line in lines(self.params(ctx.frame.effect)) for s in seats):
            return None
        why = refusal_of(ctx.state, ctx.content, ctx.seat, lines(self.params(ctx.frame.effect))[0])
        return why or Refusal("vf.coop.refuse.nobody", "VF-ACTION-20")

    def _candidates(self, ctx: Ctx) -> list[str]:
        args = self.params(ctx.frame.effect)
        picks, me = ctx.frame.picks, ctx.seat
        seats = [str(s) for s in range(len(ctx.state.houses))]
        if args.who == "b":
            return [] if picks else seats
        if args.who == "d":  # you and one other player, each once
            others = [p for p in picks if p != str(me)]
            if len(picks) >= 2:
                return []
            return [s for s in seats if s not in picks and (s == str(me) or not others)]
        if len(picks) >= 2:  # icon (c): the line above, then the line below
            return []
        if not picks:
            return [*seats, NOBODY]
        above = picks[0]
        if above == NOBODY:
            return seats
        return [s for s in seats if s != above] if above == str(me) else [str(me)]

    def options(self, ctx: Ctx) -> list[Choice]:
        args = self.params(ctx.frame.effect)
        candidates = self._candidates(ctx)
        if not candidates:
            return []
        line = lines(args)[len(ctx.frame.picks) if args.who == "c" else 0]
        label = "vf.coop.choice.below" if args.who == "c" and ctx.frame.picks else ""
        out = []
        for value in candidates:
            if value == NOBODY:
                below = lines(args)[1]
                if any(_can(ctx, s, below) for s in range(len(ctx.state.houses))):
                    out.append(Choice("seat", (value,), RULES, "vf.coop.choice.nobody_above"))
            elif _can(ctx, int(value), line):
                out.append(Choice("seat", (value,), RULES, label or "vf.coop.choice.resolver"))
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        args = self.params(ctx.frame.effect)
        line = lines(args)[len(ctx.frame.picks) if args.who == "c" else 0]
        value = choice.values[0]
        ctx.frame.picks.append(value)
        if value == NOBODY:
            return
        ctx.state.note("vf.coop.note.resolver", seat=ctx.seat, other=int(value))
        push_step(ctx.state, ctx.content, int(value), line, cost=False)
