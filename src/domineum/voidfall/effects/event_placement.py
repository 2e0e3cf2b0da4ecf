"""The targeting shared by the Galactic Event placements (VF-PREP-20..23, VF-TARGET-05/07).

``place_token``, ``place_infrastructure`` and ``place_voidborn`` put something in the sectors an
Event names by ``target`` (``sectors.EVENT_TARGETS``): an ``each_*`` target uses every such
sector, any other one sector, chosen when more than one fits. The sector used is bound as "the
same sector" for the box's next instructions (VF-TARGET-07).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import ClassVar, TypeVar

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Placement, Primitive, Refusal
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.rules import sectors

EACH = "each_"  # prefix of the targets that use every such sector
SAME = "same"  # the target of the sector an earlier instruction used (VF-TARGET-07)


class EventTarget(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """``target``: one of ``sectors.EVENT_TARGETS``."""

    target: str = "adjacent_voidborn"

    def __post_init__(self) -> None:
        if self.target not in sectors.EVENT_TARGETS:
            raise ValueError(f"unknown target {self.target!r}")


T = TypeVar("T", bound=EventTarget)


class EventPlacement(Primitive[T]):
    """An Event placement: subclasses say what fits a sector, what goes there and, for a
    choice of one sector, which of the fitting ones may be chosen."""

    none_fits: ClassVar[Refusal] = Refusal("vf.refuse.no_event_target", "VF-PREP-20")
    asks_alone: ClassVar[bool] = False  # ask even when a single sector may be chosen

    def fits(self, ctx: Ctx, sector: Sector) -> bool:
        """Whether the thing placed has room in ``sector`` (default: always)."""
        return True

    @abstractmethod
    def part(self, effect: Effect) -> str:
        """The part of a sector that ``effect`` fills: all that :meth:`fits` reads, and all that
        :meth:`put` changes in the sector (besides piles and the player's gains)."""

    def placement(self, effect: Effect) -> Placement:
        target = self.params(effect).target
        picks = SAME if target == SAME else "each" if target.startswith(EACH) else "one"
        return Placement(self.part(effect), picks)

    @abstractmethod
    def put(self, ctx: Ctx, sector: Sector) -> bool:
        """Place it in ``sector``; False stops the placement (an empty pile)."""

    def fitting(self, ctx: Ctx) -> list[Sector]:
        """The target's sectors with room, in map order."""
        target = self.params(ctx.frame.effect).target
        return [s for s in sectors.event_targets(ctx.state, ctx.seat, target) if self.fits(ctx, s)]

    def choices(self, ctx: Ctx) -> list[Sector]:
        """The sectors a choice of one may use (default: every fitting one); never empty when
        a sector fits (:meth:`refusal` relies on it)."""
        return self.fitting(ctx)

    def after(self, ctx: Ctx) -> list[Choice]:
        """Choices left once placed (default: none)."""
        return []

    def refusal(self, ctx: Ctx) -> Refusal | None:
        """Refused when no target sector has room: stops at the first that has (VF-PREP-20)."""
        target = self.params(ctx.frame.effect).target
        for sector in sectors.event_targets(ctx.state, ctx.seat, target):
            if self.fits(ctx, sector):
                return None
        return self.none_fits

    def start(self, ctx: Ctx) -> None:
        if self.params(ctx.frame.effect).target.startswith(EACH):
            for sector in self.fitting(ctx):
                if not self._place(ctx, sector):
                    return
            return
        alone = self.choices(ctx)
        if len(alone) == 1 and not self.asks_alone:
            self._place(ctx, alone[0])

    def _place(self, ctx: Ctx, sector: Sector) -> bool:
        ctx.state.turn.bound_sector = sector.id  # VF-TARGET-07
        ctx.frame.picks.append(sector.id)
        return self.put(ctx, sector)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return self.after(ctx)
        return [Choice("sector", (s.id,), self.rules) for s in self.choices(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._place(ctx, ctx.state.galaxy.sector(choice.values[0]))
