"""Placing Mind Link tokens on your Civilization tracks (Psionics, RS-MINDLINK-01..06)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.model.terms import TRACKS
from domineum.voidfall.rules import civilization

RULES = ("RS-MINDLINK-02", "RS-MINDLINK-03", "RS-MINDLINK-04")


class MindLinkParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The Tiers whose spaces the token may cover, ``min_tier`` to ``max_tier`` (RS-MINDLINK-03)."""

    min_tier: int = 0
    max_tier: int = 4


@register
class PlaceMindLink(Primitive[MindLinkParams]):
    """Cover a space of one of your tracks with a Mind Link token (``mind-link TRACK N``, N the
    space 1-8): from then on that space's benefit is a Skip (RS-MINDLINK-04, -05). Only spaces
    of the Tiers named, never the one under your tracker (RS-MINDLINK-02, -03)."""

    op = "place_mind_link"
    Params = MindLinkParams
    rules = RULES

    def _spaces(self, ctx: Ctx) -> list[str]:
        params = self.params(ctx.frame.effect)
        tiers = list(range(params.min_tier, params.max_tier + 1))
        return civilization.mind_link_spaces(ctx.state, ctx.content, ctx.seat, tiers)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        return (
            None if self._spaces(ctx) else Refusal("vf.psi.refuse.no_mind_link", "RS-MINDLINK-03")
        )

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        out = []
        for key in self._spaces(ctx):
            track, position = key.split(":")
            out.append(Choice("mind-link", (track, str(int(position) + 1)), RULES))
        return out

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A refused ``mind-link TRACK N``: under the tracker (RS-MINDLINK-02), or not a space of
        the Tiers named with a benefit to cover (RS-MINDLINK-03, AMBIG A11)."""
        if choice.kind != "mind-link" or len(choice.values) != 2 or not choice.values[1].isdigit():
            return None
        track, space = choice.values
        if track in TRACKS and ctx.house.tracks[TRACKS.index(track)] == int(space) - 1:
            return Refusal("vf.psi.refuse.mind_link_tracker", "RS-MINDLINK-02")
        return Refusal("vf.psi.refuse.mind_link_space", "RS-MINDLINK-03")

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        track, space = choice.values
        key = civilization.mind_link(track, int(space) - 1)
        ctx.frame.picks.append(key)
        ctx.house.mind_links.append(key)
        ctx.state.note("vf.psi.note.mind_link", seat=ctx.seat, track=track, space=space)
