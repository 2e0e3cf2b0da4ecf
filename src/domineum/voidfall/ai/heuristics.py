"""A Voidfall position evaluation for bots: Influence now plus what the position promises.

Each term is a plain number a person can read back in the greedy bot's explanation. Weights are
hand-set and fade resources' worth as the game nears its end (after Cycle 3 only Influence and
the tie-break count).
"""

from __future__ import annotations

from dataclasses import dataclass

from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import CYCLES, NOBODY, RESOURCES
from domineum.voidfall.model.void import FREE, VoidState
from domineum.voidfall.modes.void import board as void_board
from domineum.voidfall.modes.void import scoring as void_scoring
from domineum.voidfall.modes.void import skirmish as void_skirmish
from domineum.voidfall.rules import invasion, movement, production, scoring, skirmish, upkeep
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


FLEET = 0.9  # each deployed Fleet Power
SECTOR = 2.0  # each sector held, per Evaluation still to come


@dataclass(frozen=True, slots=True)
class Assessment:
    """A seat's value and its parts (for explanations)."""

    total: float
    parts: dict[str, float]


def _progress(state: GameState) -> float:
    """0 at the start of the game, 1 at the end of Cycle 3's Focus Phase."""
    return min(1.0, (state.cycle - 1 + (state.round - 1) / 5) / CYCLES)


def _cycles_left(state: GameState) -> int:
    """Evaluations still to come, this Cycle's included until it is being evaluated."""
    return max(0, CYCLES - state.cycle) + (0 if state.phase == "evaluation" else 1)


def assess(state: GameState, content: Content, seat: int) -> Assessment:
    """How good the position is for ``seat`` alone."""
    house = state.houses[seat]
    if state.phase == "over":
        corruption = scoring.corruption_total(state, seat)
        return Assessment(house.influence - 0.01 * corruption, {"influence": house.influence})
    late = _progress(state)
    cycles_left = _cycles_left(state)
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
        "fleet": fleet * FLEET + house.fp_active * 0.4 * (1 - late),
        "sectors": sectors * SECTOR * cycles_left,
        "technologies": len(house.technologies) * 2.5 * (1 - late),
        "tracks": sum(house.tracks) * 1.2 * (1 - late),
        "glory": sum(house.glory) * 0.8,
        "agenda_hand": len(house.agenda_hand) * 1.5 * (1 - late),
        "corruption": -2.5 * scoring.corruption_total(state, seat),
    }
    return Assessment(sum(parts.values()), parts)


LOSS = 10_000.0  # an immediate loss against the Void (VF-SOLO-END-02)
LAST_CATASTROPHE = 100.0  # three Catastrophes placed: the next one loses
CATASTROPHE_RISK = 12.0  # a track with no free space: the next item pushes one off (CBOARD-07)
CURRENT_CRISIS = 5.0  # a Crisis not overcome: Void Growth costs at least an ongoing one
PRESSURE = 0.4  # the share of a Void sector's prize credited for the Fleet Power poised on it
ACTIVE_REACH = 0.25  # an Active FP counts this much of a deployed one next to a target
CATASTROPHE_NEAR = 10.0  # each Catastrophe placed brings the losing 4th nearer (END-02)
SHORTFALL = 0.6  # the share of the coming Evaluation's unpaid Influence counted before it
EXPOSED = 0.7  # the share of a sector's worth at stake when the next Skirmish would take it
READY = 1.0  # the share of the best prize an Invasion could take next, while a card can invade
SOLO_FLEET = 0.5  # against the Void, each deployed FP more (it defends and it invades)
SCARCE = 0.5  # against the Void, each of the first SCARCE_UNITS of every resource, more
SCARCE_UNITS = 2


def _track_risk(v: VoidState) -> float:
    """How near the Crisis tracks are to pushing an item off: a full track turns the next
    ongoing Crisis or captured Harbinger into a Catastrophe (VF-SOLO-CBOARD-06/07,
    VF-SOLO-VOIDADV-05), and every item raises the Economic payment and the Skirmish strength
    (CBOARD-04/05)."""
    risk = 0.0
    for track in (v.military, v.economic):
        used = sum(1 for x in track if x != FREE)
        risk += used * 1.0 + (CATASTROPHE_RISK if track and used == len(track) else 0.0)
    return risk


def void_prize(state: GameState, sector: Sector) -> float:
    """What taking ``sector`` would take off the Void's sheet or bring the player: its Rift (30,
    SCORE-03; it becomes a regular sector, VF-RESULT-10), its Harbingers in space (10 each,
    SCORE-06; captured, HARB-06), its Fallen House (3, SCORE-09), its Population while Void FP
    hold it (SCORE-11) and its Glory tokens (TAKEOVER D)."""
    v = state.void
    assert v is not None
    prize = 30.0 if sector.type == "rift" else 0.0
    prize += 10.0 * v.harbingers.get(sector.id, 0)
    prize += 3.0 if sector.fallen_house else 0.0
    prize += float(sector.population) if sector.voidborn > 0 else 0.0
    return prize + 0.8 * sum(sector.glory)


def void_pressure(state: GameState, seat: int) -> float:
    """Against the Void: the Fleet Power ``seat`` holds next to each sector worth taking from the
    Void (an invasion moves FP in from adjacent sectors, VF-SOLO-GEN-06), as a share of what the
    invasion must beat (its Void FP and Sector Defenses, plus one), times the sector's prize.
    It fades towards the game's end, when there is no time left to invade."""
    mine = {s.id: s for s in state.galaxy.controlled_by(seat)}
    if not mine:
        return 0.0
    reserve = ACTIVE_REACH * state.houses[seat].fp_active
    total = 0.0
    for sector in state.galaxy.sectors:
        if sector.id in mine or sector.home_of != NOBODY:
            continue
        prize = void_prize(state, sector)
        if prize <= 0.0:
            continue
        near = [mine[n] for n in state.galaxy.neighbours(sector.id) if n in mine]
        if not near:
            continue
        defense = sector.voidborn + sector.filled("installation").count("sector_defense")
        poised = sum(s.fleet_power for s in near) + reserve
        total += prize * min(1.0, poised / (defense + 1))
    return PRESSURE * total * (1 - _progress(state))


def invasion_outlook(state: GameState, seat: int) -> float:
    """An Invasion ``seat`` is moving FP into (VF-MOVE-08/09), judged by its forecast Combat
    (deterministic, VF-COMBAT-02): the FP sent in still count as the seat's; a force that wins
    is credited with what taking the sector brings; a target that even every FP still able to
    join could not take is a loss in the making. Sending FP in one at a time thus reads as
    progress towards a conquest, not as Fleet Power leaving the map."""
    top = state.stack[-1] if state.stack else None
    if not isinstance(top, Battle) or top.stage != "move" or top.invader != seat:
        return 0.0
    sector = state.galaxy.sector(top.sector)
    sent = sum(top.force.values())
    prize = SECTOR * _cycles_left(state)
    if state.void is not None:
        prize += void_prize(state, sector)
    report = invasion.forecast_battle(state, top, top.force)
    if report is not None and report.outcome == "invader":
        lost = report.removed.invader.total
        return FLEET * (sent - lost) + prize
    everything = dict(top.force)
    for source, kind in movement.join_sources(state, seat, top.sector):
        everything[kind] = everything.get(kind, 0) + state.galaxy.sector(source).fleets[kind]
    best = invasion.forecast_battle(state, top, everything)
    if best is not None and best.outcome == "invader":
        return FLEET * sent + 0.5 * prize
    return -3.0


def can_invade(content: Content, hand: list[str]) -> bool:
    """Whether a Focus card in hand has an Invade action (Conquest's Engage, Politics'
    Prevail, and the House cards that replace them; VF-SOLO-FOCUS-01)."""
    for card in hand:
        focus = content.focus_cards.get(card)
        if focus and any(e.get("op") == "invade" for a in focus.actions for e in a.effects):
            return True
    return False


def invasion_readiness(state: GameState, content: Content, seat: int) -> float:
    """Against the Void: the best prize (``void_prize``) of a sector next to ``seat``'s that an
    Invasion could take now, by the deterministic Combat forecast (VF-COMBAT-02) of the FP able
    to join (VF-SOLO-GEN-06, VF-SOLO-INVADE-02), each non-Home sector keeping 1 FP so that it is
    not abandoned (VF-SOLO-INVADE-04); counted only while a Focus card in hand can invade, and
    fading towards the game's end. It rewards gathering a winning force before the card is
    played, which one decision of look-ahead cannot see."""
    if not can_invade(content, state.houses[seat].focus_hand):
        return 0.0
    mine = {s.id for s in state.galaxy.controlled_by(seat)}
    best = 0.0
    for sector in state.galaxy.sectors:
        if sector.id in mine or sector.home_of != NOBODY:
            continue
        prize = void_prize(state, sector)
        if prize <= best:
            continue
        force: dict[str, int] = {}
        kept: set[str] = set()
        for source_id, kind in movement.join_sources(state, seat, sector.id):
            source = state.galaxy.sector(source_id)
            count = source.fleets[kind]
            if source.home_of == NOBODY and source_id not in kept:
                kept.add(source_id)
                count -= 1
            if count > 0:
                force[kind] = force.get(kind, 0) + count
        if not force:
            continue
        battle = Battle(
            seat=seat, sector=sector.id, invader=seat, defender=movement.defender_of(sector)
        )
        report = invasion.forecast_battle(state, battle, force)
        if report is not None and report.outcome == "invader":
            best = prize
    return READY * best * (1 - _progress(state))


def _exposure(state: GameState, content: Content, seat: int) -> float:
    """What the next Skirmish would take from ``seat``: it strikes a non-Home sector next to the
    Void where it would win or tie (VF-SOLO-SKIRMISH-09/10; one at every Evaluation, EVAL-03),
    which the Void then holds with its Population, a Corruption and the Glory discarded
    (SKIRMISH-17). Its strength is the Evaluation's (SKIRMISH-03..06)."""
    strength, _ = void_skirmish.strength(state, content, seat, "evaluation")
    if strength == 0:  # a Skirmish of strength 0 is defended at once (SKIRMISH-06)
        return 0.0
    worst = 0.0
    for sector in void_skirmish.eligible(state, seat):
        if skirmish.forecast(state, sector, strength).outcome == "defender":
            continue
        worth = sector.population + 4.0 + SECTOR * _cycles_left(state) + FLEET * sector.fleet_power
        worst = max(worst, worth)
    return EXPOSED * worst


def payment_shortfall(state: GameState, content: Content, seat: int) -> float:
    """The Influence ``seat`` would lose at the coming Evaluation with its stock as it stands:
    3 for each resource of the Economic track's leftmost free space it cannot pay (Credits
    standing in for Food, Energy, Materials; VF-SOLO-EVAL-04/05), then 3 for each Upkeep point
    left without 1 Food or 2 Energy/Materials (VF-SOLO-UPKEEP-02/04)."""
    if state.phase not in ("preparation", "focus"):
        return 0.0
    stock: dict[str, int] = dict(zip(RESOURCES, state.houses[seat].resources, strict=True))
    owed = void_board.economic_cost(state, content)
    short = sum(owed.values()) - void_skirmish.max_payable(stock, owed)
    for resource, amount in owed.items():
        stock[resource] = max(0, stock.get(resource, 0) - amount)
    points = upkeep.upkeep_owed(state, content, seat)
    short += max(0, points - stock["food"] - (stock["energy"] + stock["materials"]) // 2)
    return 3.0 * short


def resource_mix(state: GameState, seat: int) -> float:
    """Against the Void: ``seat``'s first units of every resource, fading towards the game's
    end. Actions cost a mix of resources (a Fleet deployed with Muster 2 Materials, an Invasion
    with Engage 2 Energy) and the Economic track asks for several kinds (VF-SOLO-EVAL-04), so a
    stock of one kind only leaves the player unable to act."""
    have = sum(min(n, SCARCE_UNITS) for n in state.houses[seat].resources)
    return SCARCE * have * (1 - _progress(state))


def void_threat(state: GameState, content: Content) -> float:
    """Against the Void (solo/co-op): its Influence as it stands (VF-SOLO-SCORE-01), a lost
    game as a huge value, each Catastrophe's nearness to the losing 4th, the current Crisis
    still to be dealt with, how crowded the Crisis tracks are and what the next Skirmish would
    take. A Harbinger in a sector a player controls no longer counts: it is captured when the
    turn ends (VF-SOLO-HARB-06), unless both tracks are full and its capture would push an item
    off (a Catastrophe, VF-SOLO-CBOARD-07)."""
    v = state.void
    assert v is not None
    if v.result == "lost" and not v.sheet:
        return LOSS
    threat = float(void_scoring.influence(state, content))
    if state.phase == "over":
        return threat
    held = {s.id for seat in state.seats for s in state.galaxy.controlled_by(seat)}
    captured = sum(n for where, n in v.harbingers.items() if where in held)
    full = all(x != FREE for x in v.military) and all(x != FREE for x in v.economic)
    threat -= (10.0 - (20.0 + CATASTROPHE_NEAR if full else 0.0)) * captured
    if v.current_crisis:
        threat += CURRENT_CRISIS
    threat += _track_risk(v) + CATASTROPHE_NEAR * v.catastrophes
    threat += sum(_exposure(state, content, seat) for seat in state.seats)
    return threat + (LAST_CATASTROPHE if v.catastrophes >= 3 else 0.0)


def relative(state: GameState, content: Content, seat: int) -> float:
    """``seat``'s value minus the best opponent's: what a competitive player maximises;
    against the Void, minus the Void's threat (the players win or lose together)."""
    mine = assess(state, content, seat).total + invasion_outlook(state, seat)
    if state.void is not None:
        shortfall = SHORTFALL * payment_shortfall(state, content, seat)
        if state.phase != "over":
            mine += SOLO_FLEET * deployed(state, seat) + invasion_readiness(state, content, seat)
            mine += resource_mix(state, seat)
        return mine + void_pressure(state, seat) - shortfall - void_threat(state, content)
    others = [assess(state, content, s).total for s in state.seats if s != seat]
    return mine - max(others, default=0.0)
