"""Catastrophes (VF-SOLO-CATAS-01..07, VF-VOIDADV-13/14, VF-SOLO-END-02).

Every Catastrophe is one ``void_catastrophe`` Step: the marker is placed when it starts (a 4th
one is an immediate loss, with no choice), then the player may remove 1 Corruption or gain 5
resources, or decline (the default seed-003 model, CATAS-02).
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.modes.void import board, scoring
from domineum.voidfall.rules import corruption

CATASTROPHE = "void_catastrophe"
BENEFIT_RULES = ("VF-SOLO-CATAS-02", "VF-VOIDADV-13")


def push(state: GameState, content: Content, seat: int, count: int = 1) -> None:
    """Place ``count`` Catastrophe markers, one after another, each with its benefit choice:
    ``seat``'s first, then (co-op, VF-VOIDADV-13) each other player's in Turn Order."""
    for _ in range(count):
        others = [s for s in state.board.turn_order if s != seat]
        for other in reversed(others):
            state.stack.append(_benefit_only(other))
        push_step(state, content, seat, Effect(CATASTROPHE), cost=True)


def _benefit_only(seat: int) -> Step:
    return Step(seat=seat, effect=Effect(CATASTROPHE, {"marker": False}), cost=True)


class MarkerParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    marker: bool = True  # False: another co-op player's benefit for the same marker


@register
class PlaceCatastrophe(Primitive[MarkerParams]):
    """VF-SOLO-CATAS-01/04/06: a marker on a free Catastrophe space; needing a 4th loses."""

    op = CATASTROPHE
    Params = MarkerParams
    rules = ("VF-SOLO-CATAS-04", "VF-SOLO-CATAS-06")

    def start(self, ctx: Ctx) -> None:
        if not self.params(ctx.frame.effect).marker:
            return
        v = board.void(ctx.state)
        spaces = board.pack(ctx.content).board.catastrophe_spaces
        if v.catastrophes >= spaces:
            ctx.frame.picks.append("lost")
            scoring.lose(ctx.state, ctx.content, "vf.void.note.fourth_catastrophe")
            return
        v.catastrophes += 1
        ctx.state.note("vf.void.note.catastrophe", n=v.catastrophes, of=spaces)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks or ctx.state.phase == "over":
            return []
        out = [
            Choice(
                "catastrophe", ("decline",), BENEFIT_RULES, "vf.void.choice.catastrophe_decline"
            ),
            Choice(
                "catastrophe", ("resources",), BENEFIT_RULES, "vf.void.choice.catastrophe_resources"
            ),
        ]
        if corruption.held_spots(ctx.state, ctx.seat):
            out.append(
                Choice(
                    "catastrophe",
                    ("corruption",),
                    BENEFIT_RULES,
                    "vf.void.choice.catastrophe_corruption",
                )
            )
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        pick = choice.values[0]
        ctx.frame.picks.append(pick)
        if pick == "resources":  # 5 in any mix, stock cap 15, not a production (PROD-10)
            push_step(ctx.state, ctx.content, ctx.seat, Effect("gain_any", {"amount": 5}), True)
        elif pick == "corruption":  # any of your own (AMB-58)
            push_step(ctx.state, ctx.content, ctx.seat, Effect("remove_corruption"), True)
        ctx.state.note("vf.void.note.catastrophe_benefit", seat=ctx.seat, benefit=pick)
