"""[COOP/SOLO] Taking a Rift (VF-RESULT-10, VF-POP-08, VF-SECTOR-16; the solo digest's
VF-SOLO-TAKEOVER-06).

An invaded Rift is replaced at once by a regular sector tile with Population 1 and no Corruption,
and its invader chooses a benefit (the Rift's ``on_invaded`` effect and ``rules/sectors.retile``):
it is no longer a Rift (the Void no longer scores it, VF-END-04). When the turn ends (as Harbinger
captures are checked, decision C-11), each other player in Turn Order may remove one of their
Corruptions or gain 5 resources in any combination; a Rift held without an invasion is replaced
there, and its holder chooses first.
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase, Step
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import corruption
from domineum.voidfall.rules.sectors import RIFT

BENEFIT = "void_rift_benefit"
REGULAR = "regular"
RULES = ("VF-RESULT-10",)


def takeover_step(state: GameState, content: Content, frame: Phase) -> bool:
    """Turn end: every player's benefit for a Rift taken this turn, one Rift at a time. A Rift
    invaded was replaced at once and its invader has chosen (its ``on_invaded`` effect,
    ``rules/sectors.retile``): the other players choose now. A Rift a player holds without an
    invasion becomes a regular sector here (Population 1, Pure) and everyone chooses."""
    for sector in state.galaxy.sectors:
        seat = sector.controller()
        if seat == NOBODY or RIFT not in (sector.type, sector.retiled_from):
            continue
        held = sector.type == RIFT
        if held:
            sector.type = REGULAR
            sector.population = 1
            sector.corrupted = False
        sector.retiled_from = ""
        state.note("vf.coop.note.rift", seat=seat, sector=sector.id)
        others = [s for s in state.board.turn_order if s != seat]
        for other in reversed(others):  # pushed last, resolved first: the taker's choice
            state.stack.append(Step(seat=other, effect=Effect(BENEFIT), cost=True))
        if held:
            push_step(state, content, seat, Effect(BENEFIT), cost=True)
        return False
    return True


@register
class RiftBenefit(Primitive[NoParams]):
    """One player's benefit for a taken Rift: decline, 5 resources, or remove a Corruption."""

    op = BENEFIT
    Params = NoParams
    rules = RULES

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        out = [
            Choice("catastrophe", ("decline",), RULES, "vf.coop.choice.rift_decline"),
            Choice("catastrophe", ("resources",), RULES, "vf.coop.choice.rift_resources"),
        ]
        if corruption.held_spots(ctx.state, ctx.seat):
            out.append(
                Choice("catastrophe", ("corruption",), RULES, "vf.coop.choice.rift_corruption")
            )
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        pick = choice.values[0]
        ctx.frame.picks.append(pick)
        if pick == "resources":  # 5 in any mix into the Stock (not a production)
            push_step(ctx.state, ctx.content, ctx.seat, Effect("gain_any", {"amount": 5}), True)
        elif pick == "corruption":
            push_step(ctx.state, ctx.content, ctx.seat, Effect("remove_corruption"), True)
        ctx.state.note("vf.coop.note.rift_benefit", seat=ctx.seat, benefit=pick)
