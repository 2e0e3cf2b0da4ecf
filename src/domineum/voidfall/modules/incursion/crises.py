"""Drawing Crises in Incursion, and the Immediate Crises (RS-INCCRISIS-01, -06, -07;
RS-INCPOP-01): an Immediate Crisis is resolved when revealed, discarded, and another Crisis of
the same level revealed. Also the Voidborn Regroup as the cards order it (RS-INCREGROUP)."""

from __future__ import annotations

from domineum.voidfall.content.incursion_schema import IncursionCrisis
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modes.void import board
from domineum.voidfall.modules.incursion import (
    civil_defense,
    deployment,
    field,
    fleets,
    passive,
    regroup,
    rifts,
    takeover,
)
from domineum.voidfall.modules.incursion import state as incursion


def regroup_moves(state: GameState, content: Content, moves: int, seats: list[int]) -> None:
    """A Voidborn Regroup of ``moves`` toward ``seats``' sectors, each move in the log, with
    the moves the Passive-penalty Crises on the board add (RS-INCCRISIS-02)."""
    extra = passive.bonus(state, content, "regroup")
    if extra:
        state.note("vf.inc.note.passive_regroup", n=extra)
    moves += extra
    f = field.of_state(state)
    targets = frozenset(
        s.id for s in state.galaxy.sectors if civil_defense.controller(state, s) in seats
    )
    state.note("vf.inc.note.regroup", n=moves)
    for move in regroup.plan(f, moves, targets, state.rng):
        fleets.move(state, move.source, move.destination, move.fleet_type)
        state.note(
            f"vf.inc.note.regroup_{move.stage}",
            source=move.source,
            destination=move.destination,
            kind=move.fleet_type,
            cost=move.cost,
        )


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
        regroup_moves(state, content, crisis.amount, [seat])
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
