"""Refuges (VF-SOLO-REFUGE-01..11, VF-REFUGE): built and extended through the three Economic
achievements, each completion giving a reward; an incomplete one costs 20 at the end."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.modes.void import board, harbingers
from domineum.voidfall.rules import civilization, corruption

BUILD = "void_refuge"
REWARD = "void_refuge_reward"
TIER_IV = 4
POP_C = 6
GUILDS_C = 3


def open_refuges(state: GameState) -> list[int]:
    v = board.void(state)
    return [
        i for i, (n, size) in enumerate(zip(v.refuge_fp, v.refuge_spaces, strict=True)) if n < size
    ]


def _offer(state: GameState, content: Content, seat: int, why: str) -> None:
    push_step(state, content, seat, Effect(BUILD, {"why": why}), cost=False)


def achievements_step(state: GameState, content: Content, frame: Phase) -> bool:
    """At the end of a turn: achievement A (2+ overproductions this turn, one FP at most,
    REFUGE-04) and B (a track newly at Tier IV, REFUGE-05; a Corrupted track too, AMB-30)."""
    if frame.index:
        return True
    frame.index = 1
    v = board.void(state)
    seat = state.turn.seat
    house = state.houses[seat]
    offers: list[str] = []
    if state.turn.overproductions >= 2 and not v.refuge_a_used:
        v.refuge_a_used = True
        offers.append("A")
    for i, position in enumerate(house.tracks):
        if civilization.tier(position) >= TIER_IV and not v.refuge_b_tracks[i]:
            v.refuge_b_tracks[i] = True
            offers.append("B")
    for why in offers:
        _offer(state, content, seat, why)
    return not offers


def evaluation_step(state: GameState, content: Content, frame: Phase) -> bool:
    """Achievement C, after Upkeep (REFUGE-06, EVAL-09): 1 FP per Pure sector you control with
    Population 6 and 3+ Guilds."""
    if frame.index:
        return True
    frame.index = 1
    pushed = False
    for seat in state.board.turn_order:
        for s in state.galaxy.controlled_by(seat):
            if s.is_pure and s.population >= POP_C and len(s.filled("guild")) >= GUILDS_C:
                _offer(state, content, seat, "C")
                pushed = True
    return not pushed


@register
class BuildRefuge(Primitive[NoParams]):
    """REFUGE-02/03: 1 Inactive FP (or an Active one, deactivated) onto the lowest free space
    of a Refuge of your choice; the FP stays there (REFUGE-07). Recalling one from the map to
    pay (REFUGE-03's last case) is not offered yet."""

    op = BUILD
    Params = NoParams
    rules = ("VF-SOLO-REFUGE-02", "VF-SOLO-REFUGE-03")

    def params(self, effect: Effect) -> NoParams:
        return NoParams()

    def options(self, ctx: Ctx) -> list[Choice]:
        house = ctx.house
        if ctx.frame.picks or house.fp_inactive + house.fp_active <= 0:
            return []
        why = str(ctx.frame.effect.args.get("why", ""))
        rule = {"A": "VF-SOLO-REFUGE-04", "B": "VF-SOLO-REFUGE-05", "C": "VF-SOLO-REFUGE-06"}
        rules = (*self.rules, rule.get(why, "VF-SOLO-REFUGE-02"))
        return [Choice("refuge", (str(i + 1),), rules) for i in open_refuges(ctx.state)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        v = board.void(ctx.state)
        i = int(choice.values[0]) - 1
        ctx.frame.picks.append(choice.values[0])
        house = ctx.house
        if house.fp_inactive > 0:
            house.fp_inactive -= 1
        else:
            house.fp_active -= 1
        v.refuge_fp[i] += 1
        ctx.state.note(
            "vf.void.note.refuge", refuge=i + 1, fp=v.refuge_fp[i], of=v.refuge_spaces[i]
        )
        if v.refuge_fp[i] == v.refuge_spaces[i]:
            push_step(ctx.state, ctx.content, ctx.seat, Effect(REWARD), cost=True)


@register
class RefugeReward(Primitive[NoParams]):
    """REFUGE-10 (seed 003): on completion, remove 1 Corruption, remove 1 Harbinger or gain 3
    resources. (Deploying 2 FP is not offered yet.)"""

    op = REWARD
    Params = NoParams
    rules = ("VF-SOLO-REFUGE-10",)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        out = [Choice("refuge-reward", ("resources",), self.rules)]
        if corruption.held_spots(ctx.state, ctx.seat):
            out.append(Choice("refuge-reward", ("corruption",), self.rules))
        out += [
            Choice("harbinger", (where,), ("VF-SOLO-REFUGE-10", "VF-SOLO-HARB-05"))
            for where in harbingers.removable(ctx.state)
        ]
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        pick = choice.values[0]
        ctx.frame.picks.append(pick)
        if choice.kind == "harbinger":
            harbingers.remove_one(ctx.state, ctx.content, pick)
        elif pick == "resources":
            push_step(ctx.state, ctx.content, ctx.seat, Effect("gain_any", {"amount": 3}), True)
        else:
            push_step(ctx.state, ctx.content, ctx.seat, Effect("remove_corruption"), True)
