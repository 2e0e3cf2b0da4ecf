"""Bounty, Reclaim and Glory token primitives, and resolving a token face (VF-BOUNTY, T-23).

When a pile is empty as you must gain or place a token from it, you may gain 1 Influence
(``option 1``) or 1 resource (``resource R``) instead (VF-BOUNTY-09, A-03).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.effects.event_placement import EventPlacement, EventTarget
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.rules import bounty, fleet, influence, resources

EMPTY_PILE = "empty"
INSTEAD_INFLUENCE = "1"
EMPTY_PILE_RULES = ("VF-BOUNTY-09",)
HOME = "home"  # a ``where`` value: your Home sector


def _instead_options(ctx: Ctx) -> list[Choice]:
    if ctx.frame.picks != [EMPTY_PILE]:
        return []
    return [
        Choice("option", (INSTEAD_INFLUENCE,), EMPTY_PILE_RULES),
        *(Choice("resource", (r,), EMPTY_PILE_RULES) for r in RESOURCES),
    ]


def _instead_choose(ctx: Ctx, choice: Choice) -> None:
    if choice.kind == "option":
        influence.gain(ctx.state, ctx.seat, 1, influence.source_of(ctx.state))
    else:
        resources.gain(ctx.house, choice.values[0], 1)
    ctx.frame.picks.append(choice.values[0])


@register
class GainBounty(Primitive[NoParams]):
    """Draw a Bounty token, resolve it at once and keep it beside your mat (VF-BOUNTY-05/06)."""

    op = "gain_bounty"
    Params = NoParams
    rules = ("VF-BOUNTY-05", "VF-BOUNTY-09")

    def start(self, ctx: Ctx) -> None:
        if not bounty.gain_from_pile(ctx.state, ctx.content, ctx.seat, "bounty"):
            ctx.frame.picks.append(EMPTY_PILE)

    def options(self, ctx: Ctx) -> list[Choice]:
        return _instead_options(ctx)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        _instead_choose(ctx, choice)


@register
class BountyInstead(Primitive[NoParams]):
    """A Bounty token that could not be placed in a sector you abandoned (the pile is empty):
    1 Influence or 1 resource instead (VF-BOUNTY-09, A-03, VF-SOLO-DEPLOY-05)."""

    op = fleet.BOUNTY_INSTEAD
    Params = NoParams
    rules = EMPTY_PILE_RULES

    def options(self, ctx: Ctx) -> list[Choice]:
        if not ctx.frame.picks:  # pushed by the abandonment itself: the pile is empty
            ctx.frame.picks.append(EMPTY_PILE)
        return _instead_options(ctx)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        _instead_choose(ctx, choice)


@register
class GainReclaim(Primitive[NoParams]):
    """Place a Reclaim token from the pile on your Home sector and resolve it at once (Yarvek
    Society spaces 3 and 5): flip it, gain what it shows and keep it beside your mat; what it
    places "in this sector" goes in your Home (VF-BOUNTY-02..05). Each effect of the token may
    be forgone as usual (VF-BOUNTY-04). An empty pile: 1 Influence or 1 resource instead
    (VF-BOUNTY-09)."""

    op = "gain_reclaim"
    Params = NoParams
    rules = ("VF-BOUNTY-02", "VF-BOUNTY-04", "VF-BOUNTY-05", "VF-BOUNTY-09")

    def start(self, ctx: Ctx) -> None:
        if not bounty.gain_from_pile(ctx.state, ctx.content, ctx.seat, "reclaim", HOME):
            ctx.frame.picks.append(EMPTY_PILE)

    def options(self, ctx: Ctx) -> list[Choice]:
        return _instead_options(ctx)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        _instead_choose(ctx, choice)


class DiscardParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    token: Literal["bounty", "reclaim"] = "bounty"


@register
class DiscardBounty(Primitive[DiscardParams]):
    """(Cost) shuffle one of your kept Bounty/Reclaim tokens back into its pile (VF-BOUNTY-07).

    Kept tokens only count (VF-BOUNTY-06), so which one goes back is not a decision.
    """

    op = "discard_bounty"
    Params = DiscardParams
    rules = ("VF-BOUNTY-06", "VF-BOUNTY-07")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not bounty.kept(ctx.house, self.params(ctx.frame.effect).token):
            return Refusal("vf.refuse.no_token_to_discard", "VF-BOUNTY-07")
        return None

    def start(self, ctx: Ctx) -> None:
        bounty.discard(ctx.state, ctx.seat, self.params(ctx.frame.effect).token)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


class FaceParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``where``: "" (the token's sector is the bound one) or ``home`` (it lies on your Home)."""

    pile: Literal["bounty", "reclaim", "trade"]
    face: str
    where: Literal["", "home"] = ""


@register
class ResolveFace(Primitive[FaceParams]):
    """Internal: gain what a flipped token or a Trade Bonus shows (VF-BOUNTY-02..04, VF-TRADE-07).

    ``combine: all`` pushes every effect that can be resolved; ``one`` ("or") asks which one when
    more than one is possible; ``any`` ("and/or") offers them one by one, each forgoable.
    Choices are ``option N``, N the effect's place on the face.
    """

    op = bounty.FACE
    Params = FaceParams
    rules = ("VF-BOUNTY-03", "VF-BOUNTY-04", "VF-BOUNTY-10")

    def _face(self, ctx: Ctx) -> tuple[str, list[Effect]]:
        p = self.params(ctx.frame.effect)
        face = bounty.face(ctx.content, p.pile, p.face)
        return face.combine, bounty.at_sector(bounty.face_effects(face), p.where)

    def _open(self, ctx: Ctx) -> list[int]:
        """Effects not taken yet that can be resolved now."""
        effects = self._face(ctx)[1]
        return [
            i
            for i, e in enumerate(effects)
            if str(i + 1) not in ctx.frame.picks
            and bounty.resolvable(ctx.state, ctx.content, ctx.seat, e)
        ]

    def start(self, ctx: Ctx) -> None:
        combine, effects = self._face(ctx)
        usable = self._open(ctx)
        if combine == "all" or (combine == "one" and len(usable) <= 1):
            ctx.frame.picks.append("all")
            bounty.push_effects(ctx.state, ctx.content, ctx.seat, [effects[i] for i in usable])

    def options(self, ctx: Ctx) -> list[Choice]:
        picks = ctx.frame.picks
        if "all" in picks or (picks and self._face(ctx)[0] == "one"):
            return []
        return [Choice("option", (str(i + 1),), self.rules) for i in self._open(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        chosen = self._face(ctx)[1][int(choice.values[0]) - 1]
        bounty.push_effects(ctx.state, ctx.content, ctx.seat, [chosen])


class PlaceTokenParams(EventTarget, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """``value``: the Glory token's value; ``target``: see ``sectors.EVENT_TARGETS``."""

    token: Literal["bounty", "reclaim", "glory"]
    value: int = 1

    def __post_init__(self) -> None:
        super().__post_init__()
        if not 1 <= self.value <= 5:
            raise ValueError("a Glory token has a value from 1 to 5")


@register
class PlaceToken(EventPlacement[PlaceTokenParams]):
    """(Events) place a Bounty/Reclaim token face down, or a Glory token face up, in a sector;
    no limit per sector (VF-PREP-21, VF-BOUNTY-01, VF-GLORY-03). Binds the sector for ``same``."""

    op = "place_token"
    Params = PlaceTokenParams
    rules = ("VF-PREP-21", "VF-BOUNTY-01", "VF-GLORY-03")

    def part(self, effect: Effect) -> str:
        return "tokens"  # no limit per sector: room never depends on it

    def put(self, ctx: Ctx, sector: Sector) -> bool:
        """Place the token; False when its pile is empty (the VF-BOUNTY-09 choice follows)."""
        p = self.params(ctx.frame.effect)
        if p.token == "glory":
            sector.glory.append(p.value)
        elif not bounty.place_from_pile(ctx.state, sector, p.token):
            ctx.frame.picks = [EMPTY_PILE]
            return False
        return True

    def after(self, ctx: Ctx) -> list[Choice]:
        return _instead_options(ctx)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "sector":
            super().choose(ctx, choice)
        else:
            _instead_choose(ctx, choice)
