"""Civilization track primitives: advance, and the skip-space benefit (VF-CIV-02..14, A-37).

Entering Tier 3 or 4 first deactivates 1 or 2 FP through the ``deactivate`` primitive (recalling
first when no FP is Active, VF-CIV-14); once that payment starts it must be completed
(VF-ACTION-05), and the benefit of the new space is pushed only after it (VF-CIV-08).
"""

from __future__ import annotations

from typing import ClassVar, Literal

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, primitive, register
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Step
from domineum.voidfall.model.terms import TRACKS
from domineum.voidfall.rules import bounty, civilization

CHOOSING, PAYING, DONE = 0, 1, 2


class TrackParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``track``: society | statecraft | economy | any | least (your least advanced)."""

    track: Literal["any", "least", "society", "statecraft", "economy"] = "any"


@register
class Advance(Primitive[TrackParams]):
    """Advance a Civilization track one space and take the new space's benefit (VF-CIV-02..12)."""

    op = "advance"
    Params = TrackParams
    rules: ClassVar[tuple[str, ...]] = ("VF-CIV-02", "VF-CIV-04", "VF-CIV-08", "VF-CIV-09")
    automatic = True  # a single possible track is advanced without asking

    def _pool(self, ctx: Ctx) -> list[int]:
        which = self.params(ctx.frame.effect).track
        return civilization.candidates(ctx.state, ctx.content, ctx.seat, which)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if self._pool(ctx):
            return None
        tracks = civilization.pool(ctx.house, self.params(ctx.frame.effect).track)
        rules = {civilization.advance_refusal(ctx.state, ctx.content, ctx.seat, t) for t in tracks}
        rule = "VF-CIV-08" if "VF-CIV-08" in rules else "VF-CIV-09"
        return Refusal("vf.refuse.track_blocked", rule)

    def start(self, ctx: Ctx) -> None:
        pool = self._pool(ctx)
        fixed = self.params(ctx.frame.effect).track != "any"
        if self.automatic and fixed and len(pool) == 1:
            self._begin(ctx, pool[0])

    def _track(self, ctx: Ctx) -> int:
        return TRACKS.index(ctx.frame.picks[0])

    def _payment(self, ctx: Ctx) -> tuple[Primitive[msgspec.Struct], Ctx]:
        """The ``deactivate`` primitive and a context whose frame carries this payment."""
        amount = civilization.entry_cost(ctx.state, ctx.content, ctx.seat, self._track(ctx))
        frame = Step(
            seat=ctx.seat,
            effect=Effect("deactivate", {"amount": amount}),
            cost=True,
            left=ctx.frame.left,
        )
        return primitive("deactivate"), Ctx(ctx.state, ctx.content, ctx.seat, frame)

    def _begin(self, ctx: Ctx, track: int) -> None:
        ctx.frame.picks.append(TRACKS[track])
        if civilization.entry_cost(ctx.state, ctx.content, ctx.seat, track) == 0:
            self._finish(ctx, track)
            return
        ctx.frame.cost = True  # VF-ACTION-05: a payment, once begun, is completed
        ctx.frame.stage = PAYING
        deactivate, sub = self._payment(ctx)
        deactivate.start(sub)
        self._after_payment(ctx, sub)

    def _after_payment(self, ctx: Ctx, sub: Ctx) -> None:
        ctx.frame.left = sub.frame.left
        track = self._track(ctx)
        if ctx.frame.left >= civilization.entry_cost(ctx.state, ctx.content, ctx.seat, track):
            self._finish(ctx, track)

    def _finish(self, ctx: Ctx, track: int) -> None:
        ctx.frame.stage = DONE
        benefit = civilization.move(ctx.state, ctx.content, ctx.seat, track)
        bounty.push_effects(ctx.state, ctx.content, ctx.seat, benefit)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.stage == CHOOSING:
            return [Choice("track", (TRACKS[t],), self.rules) for t in self._pool(ctx)]
        if ctx.frame.stage == PAYING:
            deactivate, sub = self._payment(ctx)
            return deactivate.options(sub)
        return []

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "track":
            self._begin(ctx, TRACKS.index(choice.values[0]))
            return
        deactivate, sub = self._payment(ctx)
        deactivate.choose(sub, choice)
        self._after_payment(ctx, sub)


@register
class Skip(Advance):
    """The skip-space benefit: you may advance the same track again at once, paying Tier 3/4
    entry as usual; if that cannot be paid the skip does not happen (VF-CIV-10, A-37).

    ``track`` is filled in by the track the skip space is on; elsewhere it cannot be resolved.
    """

    op = "skip"
    rules = ("VF-CIV-10",)
    automatic = False  # "may": always offered as a choice, which can be forgone

    def _pool(self, ctx: Ctx) -> list[int]:
        which = self.params(ctx.frame.effect).track
        if which in ("any", "least"):
            return []
        return civilization.candidates(ctx.state, ctx.content, ctx.seat, which)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if self._pool(ctx):
            return None
        return Refusal("vf.refuse.skip_blocked", "VF-CIV-10")
