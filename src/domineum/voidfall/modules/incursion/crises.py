"""Drawing Crises in Incursion, and the Immediate Crises (RS-INCCRISIS-01, -06, -07;
RS-INCPOP-01): an Immediate Crisis is resolved when revealed, discarded, and another Crisis of
the same level revealed. Also the Voidborn Regroup as the cards order it (RS-INCREGROUP)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.incursion_schema import IncursionCrisis
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.modes.void import board
from domineum.voidfall.modules.incursion import (
    deployment,
    field,
    fleets,
    passive,
    regroup,
    rifts,
    takeover,
)
from domineum.voidfall.modules.incursion import state as incursion
from domineum.voidfall.rules import sectors as rules_sectors

REGROUP = "incursion_regroup"
REGROUP_RULES = ("RS-INCREGROUP-07",)


class RegroupParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    everyone: bool = False  # every player's sectors are targets (an Alert), else the chooser's


class _Tie(Exception):
    """Equal destinations: the players choose (RS-INCREGROUP-07)."""


def regroup_moves(
    state: GameState, content: Content, moves: int, chooser: int, everyone: bool = False
) -> bool:
    """A Voidborn Regroup of ``moves`` toward ``chooser``'s sectors (every player's for an
    Alert, RS-INCREGROUP-02), each move in the log, with
    the moves the Passive-penalty Crises on the board add (RS-INCCRISIS-02). Resolved at once
    unless equal destinations need ``chooser``'s choice (RS-INCREGROUP-07): then its Step waits
    on the stack with the moves left, and False is returned."""
    extra = passive.bonus(state, content, "regroup")
    if extra:
        state.note("vf.inc.note.passive_regroup", n=extra)
    moves += extra
    state.note("vf.inc.note.regroup", n=moves)
    frame = Step(seat=chooser, effect=Effect(REGROUP, {"everyone": everyone}), cost=True)
    frame.left = moves
    if _regroup(state, frame):
        return True
    state.stack.append(frame)
    return False


def _regroup(state: GameState, frame: Step, chosen: str = "") -> bool:
    """Make the Regroup's moves until none is left (True) or equal destinations wait for a
    choice (False; they are the frame's ``picks``). ``chosen`` settles the first tie met."""
    everyone = msgspec.convert(frame.effect.args, type=RegroupParams).everyone
    seats = set(state.seats) if everyone else {frame.seat}
    targets = frozenset(
        s.id for s in state.galaxy.sectors if rules_sectors.controller(state, s) in seats
    )

    def pick(options: list[str]) -> str:
        nonlocal chosen
        if chosen in options:
            taken, chosen = chosen, ""
            return taken
        frame.picks = list(options)
        raise _Tie

    while frame.left > 0:
        saved = state.rng.state
        try:
            move = regroup.step(field.of_state(state), frame.left, targets, state.rng, pick)
        except _Tie:
            state.rng.state = saved  # the same draws again once the choice is made
            return False
        if move is None:
            break
        fleets.move(state, move.source, move.destination, move.fleet_type)
        state.note(
            f"vf.inc.note.regroup_{move.stage}",
            source=move.source,
            destination=move.destination,
            kind=move.fleet_type,
            cost=move.cost,
        )
        frame.left -= move.cost
    frame.picks, frame.left = [], 0
    return True


@register
class VoidbornRegroup(Primitive[RegroupParams]):
    """The players' choice among equal Regroup destinations (RS-INCREGROUP-07): ``sector X``
    among them; the Regroup then goes on by itself."""

    op = REGROUP
    Params = RegroupParams
    rules = REGROUP_RULES

    def options(self, ctx: Ctx) -> list[Choice]:
        return [
            Choice("sector", (d,), self.rules, label="vf.inc.choice.regroup_tie")
            for d in ctx.frame.picks
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.state.note(
            "vf.inc.note.regroup_chosen",
            seat=ctx.seat,
            sector=choice.values[0],
            sectors=",".join(ctx.frame.picks),
        )
        _regroup(ctx.state, ctx.frame, choice.values[0])


def _draw(state: GameState, tier: str) -> str:
    """The top card of ``tier``'s Crisis deck; an empty deck is its discards reshuffled."""
    v = board.void(state)
    deck = v.crisis_decks[tier]
    if not deck:
        deck.extend(v.crisis_discards[tier])
        v.crisis_discards[tier] = []
        state.rng.shuffle(deck)
        state.note("vf.void.note.crisis_reshuffle", tier=tier, cards=len(deck))
    return deck.pop() if deck else ""


def reveal_tier(state: GameState, content: Content, seat: int, tier: str) -> str:
    """The top Crisis of ``tier``: an Immediate Crisis is resolved at once, discarded, and the
    next one of the same level revealed (RS-INCCRISIS-01); "" when none is left."""
    v = board.void(state)
    special = incursion.pack(content).crises
    for _ in range(len(v.crisis_decks[tier]) + len(v.crisis_discards[tier]) + 1):
        crisis_id = _draw(state, tier)
        if crisis_id not in special:
            return crisis_id
        v.crisis_discards[tier].append(crisis_id)
        immediate(state, content, seat, special[crisis_id])
    state.note("vf.void.note.crisis_none", tier=tier)
    return ""


def immediate(state: GameState, content: Content, seat: int, crisis: IncursionCrisis) -> None:
    """An Immediate Crisis's instruction (RS-INCCRISIS-01, -06, -07; RS-INCPOP-01)."""
    state.note(f"vf.inc.note.immediate_{crisis.order}", crisis=crisis.id, name=crisis.name)
    inc = incursion.of(state)
    if crisis.order == "rift_deploy":
        for sector_id in sorted(inc.open_rifts):
            sector = state.galaxy.sector(sector_id)
            if sector.is_voidborn:
                rifts.feed(state, sector, crisis.amount, 0)
    elif crisis.order == "shipyard_deploy":
        deployment.every_yard(state, crisis.fleet_type)
    elif crisis.order == "regroup":
        regroup_moves(state, content, crisis.amount, seat)
    elif crisis.order == "skirmish":  # RS-INCCRISIS-06: now, not as a penalty
        effect = Effect(SKIRMISH_OP, {"trigger": "immediate", "amount": crisis.amount})
        push_step(state, content, seat, effect, cost=True)
    else:
        _lower_population(state)


def _lower_population(state: GameState) -> None:
    """RS-INCPOP-01 (authored target): the Corrupted Voidborn sector with the highest
    Population above 1, a random one among equals."""
    pool = [s for s in state.galaxy.sectors if s.is_voidborn and s.corrupted and s.population > 1]
    if not pool:
        state.note("vf.inc.note.population_none")
        return
    top = max(s.population for s in pool)
    best = sorted((s for s in pool if s.population == top), key=lambda s: s.id)
    takeover.lower_population(state, best[0] if len(best) == 1 else state.rng.choice(best))
