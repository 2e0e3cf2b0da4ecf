"""Corruption primitives: gain, remove, move, corrupt an Agenda offer (VF-CORRUPT, T-16)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Literal

import msgspec

from domineum.voidfall.core.primitive import (
    Choice,
    Ctx,
    NoParams,
    Primitive,
    Refusal,
    nested_effect,
    register,
)
from domineum.voidfall.core.stack import push_triggered
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.terms import AgendaType
from domineum.voidfall.rules import abilities, corruption, event_rules

# where a Corruption may be gained or removed (rules.corruption.free_spots / held_spots)
Where = Literal["any", "mat", "track", "slot", "sector", "same", "same_or_adjacent"]


class CorruptParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``where``: any | mat (track or slot) | track | slot | sector | same (the bound sector);
    ``otherwise``: where it goes when ``where`` has no free spot ("on your House mat if possible,
    otherwise anywhere", seed 003 l.762-763); none: nowhere else."""

    where: Where = "any"
    otherwise: Where | None = None


@contextmanager
def _placed(ctx: Ctx, spot: str) -> Iterator[None]:
    """A Corruption of the seat's on ``spot`` while inside (see :meth:`Corrupt.tried`)."""
    corruption.place(ctx.state, ctx.seat, spot)
    try:
        yield
    finally:
        corruption.remove(ctx.state, ctx.seat, spot)


@register
class Corrupt(Primitive[CorruptParams]):
    """Gain a Corruption on a free spot of your choice; as a cost it cannot be paid when every
    allowed spot is full (VF-CORRUPT-04, VF-CORRUPT-05, VF-CORRUPT-07)."""

    op = "corrupt"
    Params = CorruptParams
    rules = ("VF-CORRUPT-04", "VF-CORRUPT-05")

    def _spots(self, ctx: Ctx) -> Iterator[str]:
        p = self.params(ctx.frame.effect)
        spots = list(corruption.free_spots(ctx.state, ctx.seat, p.where))
        if not spots and p.otherwise is not None:
            spots = list(corruption.free_spots(ctx.state, ctx.seat, p.otherwise))
        return iter(spots)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        p = self.params(ctx.frame.effect)
        for where in (p.where, p.otherwise):  # the first free spot found is enough (lazily)
            if where is None:
                continue
            if next(corruption.free_spots(ctx.state, ctx.seat, where), None) is not None:
                return None
        rule = "VF-CORRUPT-05" if "any" in (p.where, p.otherwise) else "VF-CORRUPT-07"
        return Refusal("vf.refuse.corruption_full", rule)

    def start(self, ctx: Ctx) -> None:
        spots = list(self._spots(ctx))
        if len(spots) == 1:
            self._place(ctx, spots[0])

    def _place(self, ctx: Ctx, spot: str) -> None:
        corruption.place(ctx.state, ctx.seat, spot)
        ctx.frame.picks.append(spot)

    def tried(self, ctx: Ctx, choice: Choice) -> AbstractContextManager[None]:
        """The Corruption on the chosen spot, taken back afterwards: placing one sets that spot
        alone (a flag, or the Decontamination Chambers' count) and removing it unsets it, and
        the frame is then finished (:meth:`options`)."""
        return _placed(ctx, choice.values[0])

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("spot", (s,), self.rules) for s in self._spots(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._place(ctx, choice.values[0])


class RemoveParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True, dict=True):
    """``where``: any | mat (track or slot: the House mat) | track | slot | sector | same (the
    bound sector, "in that sector") | same_or_adjacent (that sector or one of yours next to it);
    ``extra``: the one more removal a Technology allows (it triggers nothing itself); ``then``:
    one effect resolved only once a Corruption was removed ("if you do", Spark of Hope 3E)."""

    where: Where = "any"
    extra: bool = False
    then: dict[str, Arg] | None = None

    def __post_init__(self) -> None:
        vars(self)["then_effect"] = None if self.then is None else nested_effect(self.then)

    @property
    def then_effect(self) -> Effect | None:
        found: Effect | None = vars(self)["then_effect"]
        return found


@register
class RemoveCorruption(Primitive[RemoveParams]):
    """Return one of your Corruption markers to the supply; none: cannot (VF-CORRUPT-09).

    A card may say where it comes from (``where``): only those spots are offered, and with none
    there the effect cannot be resolved (VF-CORRUPT-09; "in that sector": VF-TARGET-07).
    With ``remove_corruption_extra`` (Improved Decontamination Chambers) each removal offers
    one more, from anywhere (the Technology's own removal), which may be forgone (VF-ACTION-15).
    """

    op = "remove_corruption"
    Params = RemoveParams
    rules = ("VF-CORRUPT-09",)

    def _held(self, ctx: Ctx) -> list[str]:
        return corruption.held_spots(ctx.state, ctx.seat, self.params(ctx.frame.effect).where)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if self._held(ctx):
            return None
        where = self.params(ctx.frame.effect).where
        if where == "any":
            return Refusal("vf.refuse.no_corruption", "VF-CORRUPT-09")
        rule = "VF-TARGET-07" if where in ("same", corruption.NEAR) else "VF-CORRUPT-09"
        return Refusal("vf.refuse.no_corruption_there", rule)

    def start(self, ctx: Ctx) -> None:
        held = self._held(ctx)
        if len(held) == 1:
            self._remove(ctx, held[0])

    def _remove(self, ctx: Ctx, spot: str) -> None:
        """Remove it (kept beside the mat under In the Face of Evil, 1G), then ``then`` and the
        Technology's one more removal."""
        corruption.remove(ctx.state, ctx.seat, spot)
        event_rules.corruption_removed(ctx.state, ctx.content, ctx.seat)
        ctx.frame.picks.append(spot)
        then = self.params(ctx.frame.effect).then_effect
        if then is not None:  # VF-PREP-19 (3E): "if you do"
            push_triggered(ctx.state, ctx.content, ctx.seat, [then])
        if self.params(ctx.frame.effect).extra or not corruption.held_spots(ctx.state, ctx.seat):
            return
        extra = abilities.of(ctx.state, ctx.content, ctx.seat).remove_corruption_extra
        if extra:
            more = [Effect(self.op, {"extra": True})] * extra
            push_triggered(ctx.state, ctx.content, ctx.seat, more)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("spot", (s,), self.rules) for s in self._held(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._remove(ctx, choice.values[0])


@register
class MoveCorruption(Primitive[NoParams]):
    """Move one of your Corruption markers to another free spot (VF-CORRUPT-08): first the spot
    it leaves, then the spot it goes to; nothing changes until both are chosen."""

    op = "move_corruption"
    Params = NoParams
    rules = ("VF-CORRUPT-08",)

    def _destinations(self, ctx: Ctx, source: str) -> list[str]:
        return [s for s in corruption.free_spots(ctx.state, ctx.seat) if s != source]

    def _sources(self, ctx: Ctx) -> list[str]:
        held = corruption.held_spots(ctx.state, ctx.seat)
        return [s for s in held if self._destinations(ctx, s)]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._sources(ctx):
            return Refusal("vf.refuse.cannot_move_corruption", "VF-CORRUPT-08")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        picks = ctx.frame.picks
        if len(picks) == 2:
            return []
        spots = self._destinations(ctx, picks[0]) if picks else self._sources(ctx)
        return [Choice("spot", (s,), self.rules) for s in spots]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        if len(ctx.frame.picks) == 2:
            source, target = ctx.frame.picks
            corruption.remove(ctx.state, ctx.seat, source)
            corruption.place(ctx.state, ctx.seat, target)


class OfferParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    type: AgendaType


@register
class CorruptOffer(Primitive[OfferParams]):
    """Put a Corruption from the supply on an Agenda offer; ignored if it already has one. It is
    nobody's Corruption: no player effect moves or removes it (VF-CORRUPT-10, VF-PREP-25)."""

    op = "corrupt_offer"
    Params = OfferParams
    rules = ("VF-CORRUPT-10", "VF-PREP-25")

    def start(self, ctx: Ctx) -> None:
        corruption.corrupt_offer(ctx.state, self.params(ctx.frame.effect).type)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []
