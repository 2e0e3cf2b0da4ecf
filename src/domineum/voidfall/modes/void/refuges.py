"""Refuges (VF-SOLO-REFUGE-01..11, VF-REFUGE): built and extended through the three Economic
achievements, each completion giving a reward; an incomplete one costs 20 at the end."""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase, Step
from domineum.voidfall.modes.void import board, harbingers
from domineum.voidfall.rules import civilization, corruption, fleet

BUILD = "void_refuge"
RECALL = "void_refuge_recall"
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
    return _achievements(state, content, frame, state.turn.seat)


def phase_achievements_step(state: GameState, content: Content, frame: Phase) -> bool:
    """At the end of the Preparation and of the Evaluation phase: achievements A and B reached
    there through a Galactic Event box or an Objective reward (VF-SOLO-REFUGE-11). A needs the
    overproducing player: in solo the one player; in co-op the count is not kept per player,
    so only B is checked there."""
    seat = 0 if state.config.players == 1 else None
    return _achievements(state, content, frame, seat)


def _achievements(state: GameState, content: Content, frame: Phase, seat: int | None) -> bool:
    """Offer achievement A to ``seat`` (None: nobody) and B to every player who reached it.
    Checked once per turn (so A gives 1 FP at most); the count of overproductions starts
    again, since the next phase is a turn of its own for A (VF-SOLO-REFUGE-11, AMB-48)."""
    if frame.index:
        return True
    frame.index = 1
    v = board.void(state)
    offers: list[tuple[int, str]] = []
    if seat is not None and state.turn.overproductions >= 2:
        offers.append((seat, "A"))
    state.turn.overproductions = 0
    # B for every player (co-op: a Joint effect may advance another player's track, VF-CIV-13),
    # each player's tracks flagged apart (3 flags per seat)
    first = state.turn.seat if seat is None else seat
    for who in [first, *(s for s in state.board.turn_order if s != first)]:
        for i, position in enumerate(state.houses[who].tracks):
            flag = 3 * who + i
            v.refuge_b_tracks += [False] * (flag + 1 - len(v.refuge_b_tracks))
            if civilization.tier(position) >= TIER_IV and not v.refuge_b_tracks[flag]:
                v.refuge_b_tracks[flag] = True
                offers.append((who, "B"))
    for who, why in offers:
        _offer(state, content, who, why)
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
    """REFUGE-02/03: 1 Inactive FP (or an Active one, deactivated; with neither, one recalled
    from the map first, which may abandon its sector) onto the lowest free space of a Refuge
    of your choice; the FP stays there (REFUGE-07)."""

    op = BUILD
    Params = NoParams
    rules = ("VF-SOLO-REFUGE-02", "VF-SOLO-REFUGE-03")

    def params(self, effect: Effect) -> NoParams:
        return NoParams()

    def options(self, ctx: Ctx) -> list[Choice]:
        house = ctx.house
        deployed = any(s.owner == ctx.seat and s.fleet_power for s in ctx.state.galaxy.sectors)
        if ctx.frame.picks or (house.fp_inactive + house.fp_active <= 0 and not deployed):
            return []
        why = str(ctx.frame.effect.args.get("why", ""))
        rule = {"A": "VF-SOLO-REFUGE-04", "B": "VF-SOLO-REFUGE-05", "C": "VF-SOLO-REFUGE-06"}
        rules = (*self.rules, rule.get(why, "VF-SOLO-REFUGE-02"))
        return [Choice("refuge", (str(i + 1),), rules) for i in open_refuges(ctx.state)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        i = int(choice.values[0]) - 1
        ctx.frame.picks.append(choice.values[0])
        house = ctx.house
        if house.fp_inactive > 0:
            house.fp_inactive -= 1
        elif house.fp_active > 0:
            house.fp_active -= 1
        else:  # REFUGE-03: recall one from the map first (FLEET-14), then place it
            effect = Effect(RECALL, {"refuge": choice.values[0]})
            push_step(ctx.state, ctx.content, ctx.seat, effect, cost=True)
            return
        place(ctx.state, ctx.content, ctx.seat, i)


def place(state: GameState, content: Content, seat: int, i: int) -> None:
    """One FP onto Refuge ``i``; its completion reward when it is full (REFUGE-08/10)."""
    v = board.void(state)
    v.refuge_fp[i] += 1
    state.note("vf.void.note.refuge", refuge=i + 1, fp=v.refuge_fp[i], of=v.refuge_spaces[i])
    if v.refuge_fp[i] == v.refuge_spaces[i]:  # every player a different reward (VF-REFUGE-07)
        v.refuge_rewards = []
        others = [s for s in state.board.turn_order if s != seat]
        for other in reversed(others):  # after the completing player, in Turn Order
            state.stack.append(Step(seat=other, effect=Effect(REWARD), cost=True))
        push_step(state, content, seat, Effect(REWARD), cost=True)


class RecallParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    refuge: str


@register
class RecallForRefuge(Primitive[RecallParams]):
    """REFUGE-03, FLEET-14, INVADE-09: with no Inactive or Active FP, recall one of your FP
    from the map (the last one of a non-Home sector abandons it), deactivate it, place it."""

    op = RECALL
    Params = RecallParams
    rules = ("VF-SOLO-REFUGE-03", "VF-SOLO-FLEET-14", "VF-SOLO-INVADE-09")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [
            Choice("recall", (s.id, t), self.rules)
            for s in ctx.state.galaxy.sectors
            if s.owner == ctx.seat
            for t, n in sorted(s.fleets.items())
            if n
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        sector_id, fleet_type = choice.values
        ctx.frame.picks.append(sector_id)
        i = int(self.params(ctx.frame.effect).refuge) - 1
        place(ctx.state, ctx.content, ctx.seat, i)  # pushed first: the reward comes last
        fleet.recall(ctx.state, ctx.seat, ctx.state.galaxy.sector(sector_id), fleet_type)
        ctx.house.fp_active -= 1  # deactivated onto the Refuge


@register
class RefugeReward(Primitive[NoParams]):
    """REFUGE-10 (seed 003): on completion, remove 1 Corruption, remove 1 Harbinger, gain 3
    resources, or deploy 2 FP (FLEET-07: from the Active area, as the Deploy effect does)."""

    op = REWARD
    Params = NoParams
    rules = ("VF-SOLO-REFUGE-10",)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        taken = set(board.void(ctx.state).refuge_rewards)  # co-op: a different one each
        out = []
        if "resources" not in taken:
            out.append(Choice("refuge-reward", ("resources",), self.rules))
        if ctx.house.fp_active > 0 and "deploy" not in taken:
            out.append(Choice("refuge-reward", ("deploy",), self.rules))
        if corruption.held_spots(ctx.state, ctx.seat) and "corruption" not in taken:
            out.append(Choice("refuge-reward", ("corruption",), self.rules))
        if "harbinger" not in taken:
            out += [
                Choice("harbinger", (where,), ("VF-SOLO-REFUGE-10", "VF-SOLO-HARB-05"))
                for where in harbingers.removable(ctx.state)
            ]
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        pick = choice.values[0]
        ctx.frame.picks.append(pick)
        board.void(ctx.state).refuge_rewards.append(
            "harbinger" if choice.kind == "harbinger" else pick
        )
        if choice.kind == "harbinger":
            harbingers.remove_one(ctx.state, ctx.content, pick)
        elif pick == "resources":
            push_step(ctx.state, ctx.content, ctx.seat, Effect("gain_any", {"amount": 3}), True)
        elif pick == "deploy":
            push_step(ctx.state, ctx.content, ctx.seat, Effect("deploy", {"amount": 2}), False)
        else:
            push_step(ctx.state, ctx.content, ctx.seat, Effect("remove_corruption"), True)
