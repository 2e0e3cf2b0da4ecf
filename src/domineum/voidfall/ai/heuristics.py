"""A Voidfall position evaluation for bots: Influence now plus what the position promises.

Each term is a plain number a person can read back in the greedy bot's explanation. Weights are
hand-set and fade resources' worth as the game nears its end (after Cycle 3 only Influence and
the tie-break count).
"""

from __future__ import annotations

from dataclasses import dataclass

from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import CYCLES
from domineum.voidfall.modes.void import scoring as void_scoring
from domineum.voidfall.rules import production, scoring
from domineum.voidfall.rules.fleet import deployed

#: The words of each part of the evaluation, for a greedy bot's explanation.
messages.register(
    {
        "bot.part.influence": "Influence",
        "bot.part.agendas": "Agendas",
        "bot.part.objectives": "objectives",
        "bot.part.production": "production",
        "bot.part.stock": "stock",
        "bot.part.fleet": "fleet",
        "bot.part.sectors": "sectors",
        "bot.part.technologies": "Technologies",
        "bot.part.tracks": "tracks",
        "bot.part.glory": "Glory",
        "bot.part.agenda_hand": "Agendas in hand",
        "bot.part.corruption": "Corruption",
    }
)


@dataclass(frozen=True, slots=True)
class Assessment:
    """A seat's value and its parts (for explanations)."""

    total: float
    parts: dict[str, float]


def _progress(state: GameState) -> float:
    """0 at the start of the game, 1 at the end of Cycle 3's Focus Phase."""
    return min(1.0, (state.cycle - 1 + (state.round - 1) / 5) / CYCLES)


def assess(state: GameState, content: Content, seat: int) -> Assessment:
    """How good the position is for ``seat`` alone."""
    house = state.houses[seat]
    if state.phase == "over":
        corruption = scoring.corruption_total(state, seat)
        return Assessment(house.influence - 0.01 * corruption, {"influence": house.influence})
    late = _progress(state)
    cycles_left = max(0, CYCLES - state.cycle) + (0 if state.phase == "evaluation" else 1)
    agendas = sum(v for _, v in scoring.agenda_influence(state, content, seat))
    event = content.events.get(state.board.event)
    objectives = (
        sum(scoring.influence(state, content, seat, o) for o in event.objectives) if event else 0
    )
    levels = sum(production.levels(state, content, seat).values())
    stock = sum(house.resources)
    fleet = deployed(state, seat)
    sectors = len(state.galaxy.controlled_by(seat))
    parts = {
        "influence": float(house.influence),
        "agendas": agendas * max(1, cycles_left) * 0.8,
        "objectives": objectives * 0.8,
        "production": levels * 0.6 * cycles_left,
        "stock": stock * 0.25 * (1 - late),
        "fleet": fleet * 0.9 + house.fp_active * 0.4 * (1 - late),
        "sectors": sectors * 2.0 * cycles_left,
        "technologies": len(house.technologies) * 2.5 * (1 - late),
        "tracks": sum(house.tracks) * 1.2 * (1 - late),
        "glory": sum(house.glory) * 0.8,
        "agenda_hand": len(house.agenda_hand) * 1.5 * (1 - late),
        "corruption": -2.5 * scoring.corruption_total(state, seat),
    }
    return Assessment(sum(parts.values()), parts)


LOSS = 10_000.0  # an immediate loss against the Void (VF-SOLO-END-02)
LAST_CATASTROPHE = 100.0  # three Catastrophes placed: the next one loses


def void_threat(state: GameState, content: Content) -> float:
    """Against the Void (solo/co-op): its Influence as it stands (VF-SOLO-SCORE-01), a lost
    game as a huge value, and the edge of the 4th Catastrophe."""
    v = state.void
    assert v is not None
    if v.result == "lost" and not v.sheet:
        return LOSS
    threat = float(void_scoring.influence(state, content))
    return threat + (LAST_CATASTROPHE if v.catastrophes >= 3 else 0.0)


def relative(state: GameState, content: Content, seat: int) -> float:
    """``seat``'s value minus the best opponent's: what a competitive player maximises;
    against the Void, minus the Void's threat (the players win or lose together)."""
    mine = assess(state, content, seat).total
    if state.void is not None:
        return mine - void_threat(state, content)
    others = [assess(state, content, s).total for s in state.seats if s != seat]
    return mine - max(others, default=0.0)
