"""[COOP/SOLO] Taking a Rift (VF-RESULT-10, VF-POP-08, VF-SECTOR-16; the solo digest's
VF-SOLO-TAKEOVER-06).

When a player has taken a Rift (checked when the turn ends, as Harbinger captures are, decision
C-11), the Rift tile is replaced by a regular sector tile with Population 1 and no Corruption:
it is no longer a Rift (the Void no longer scores it, VF-END-04). Then each player, the one who
took it first and the others in Turn Order, may remove one of their Corruptions or gain 5
resources in any combination.
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
    """Turn end: each Rift a player now controls becomes a regular sector (Population 1, Pure)
    and every player gets the benefit choice; one Rift at a time."""
    for sector in state.galaxy.sectors:
        seat = sector.controller()
        if sector.type != RIFT or seat == NOBODY:
            continue
        sector.type = REGULAR
        sector.population = 1
        sector.corrupted = False
        state.note("vf.coop.note.rift", seat=seat, sector=sector.id)
        others = [s for s in state.board.turn_order if s != seat]
        for other in reversed(others):  # pushed last, resolved first: the taker's choice
            state.stack.append(Step(seat=other, effect=Effect(BENEFIT), cost=True))
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
