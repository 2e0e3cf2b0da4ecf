"""Invariants every reachable state keeps, checked by self-play (ARCHITECTURE.md, "Tests").

:func:`violations` lists what is wrong with one state: Stock 0..15 (VF-RES-07/08), Population
1..6 where a sector has one (VF-POP-01), 14 Fleet Power per seat counting FP moving in an
Invasion (VF-COMP-04, VF-FLEET-04), one Corruption per spot and none where none may go
(VF-CORRUPT-04, -13) and none kept beside the mat but under an Event that keeps it (1G,
VF-PREP-19), no Technology owned twice and at most one Improved copy of each
(VF-TECH-06), the Technology and Improved limits (VF-TECH-07/08, -11), Agenda slots (VF-AGENDA-07,
-09, -10; a fifth only with Improved Central Surveillance, never Corrupted), Glory values
(VF-GLORY-01) and an Influence score sheet that adds up (VF-INFL-02/03).
:func:`trade_tokens` is the number of Trade tokens still in the game (VF-COMP-02);
:func:`play_checked` plays a random game and checks all of it after every action.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from domineum.kernel.record import Session
from domineum.kernel.rng import Rng
from domineum.voidfall.checks.incursion_invariants import incursion_violations
from domineum.voidfall.checks.psionic_invariants import psionic_violations
from domineum.voidfall.checks.void_invariants import refuge_fp, void_violations
from domineum.voidfall.content.loader import Content
from domineum.voidfall.engine import cleanup
from domineum.voidfall.engine.battle import fleet_power
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.model.terms import AGENDA_SLOTS, FLEET_POWER_CUBES, STOCK_CAP
from domineum.voidfall.rules import civilization, corruption, event_rules, influence

MAX_POPULATION = 6
BASIC_TECH_LIMIT, FALLEN_TECH_LIMIT = 5, 6
BASIC_COPIES = 2  # each Technology has two Basic cards (§15.2)


def trade_tokens(state: GameState) -> int:
    """Trade tokens on the board, held by players, or flipped this turn."""
    held = sum(h.trade_tokens for h in state.houses)
    return state.board.trade_tokens + held + (1 if state.turn.flipped else 0)


def violations(state: GameState, content: Content) -> list[str]:
    """Every broken invariant of ``state``, as readable lines (empty when all hold)."""
    out: list[str] = []
    for sector in state.galaxy.sectors:
        kind = content.sector_types.get(sector.type)
        has_population = kind is None or kind.population != "none"
        if has_population and not 1 <= sector.population <= MAX_POPULATION:
            out.append(f"{sector.id}: Population {sector.population} outside 1..6")
        if sector.corrupted and sector.corruption_immune:  # Homes are, but
            out.append(f"{sector.id}: a Corruption-immune sector is Corrupted")
    owners: Counter[str] = Counter()
    improved_owners: Counter[str] = Counter()
    for seat in state.seats:
        out += _house_violations(state, content, seat)
        for tech, level in state.houses[seat].technologies.items():
            owners[tech] += 1
            improved_owners[tech] += level == "improved"
    out += [f"{t}: owned by {n} players" for t, n in owners.items() if n > BASIC_COPIES]
    out += [f"{t}: {n} Improved copies owned" for t, n in improved_owners.items() if n > 1]
    return (
        out
        + void_violations(state, content)
        + psionic_violations(state, content)
        + incursion_violations(state, content)
    )


def _house_violations(state: GameState, content: Content, seat: int) -> list[str]:
    house = state.houses[seat]
    out = [
        f"seat {seat}: Stock {value} outside 0..15"
        for value in house.resources
        if not 0 <= value <= STOCK_CAP
    ]
    power = fleet_power(state, seat) + refuge_fp(state)  # solo: FP on Refuges
    if power != FLEET_POWER_CUBES or min(house.fp_active, house.fp_inactive) < 0:
        out.append(f"seat {seat}: {power} Fleet Power, not {FLEET_POWER_CUBES}")
    if house.agenda_corrupted[0]:
        out.append(f"seat {seat}: the starting Agenda slot is Corrupted")
    slots = {len(house.agendas), len(house.agenda_corrupted), len(house.agenda_trade)}
    if len(slots) > 1 or max(slots) > cleanup.agenda_slot_count(state, content, seat):
        out.append(f"seat {seat}: Agenda slot lists of sizes {sorted(slots)}")
    if any(house.agenda_corrupted[AGENDA_SLOTS:]):
        out.append(f"seat {seat}: a Corruption above a slot beyond the House mat")
    if house.decontamination > corruption.decontamination_capacity(house):
        out.append(f"seat {seat}: {house.decontamination} Corruption on Decontamination Chambers")
    keeps = any(
        box.modifies.keep_removed_corruption for _, box in event_rules.current(state, content)
    )
    if house.corruption_kept < 0 or (house.corruption_kept and not keeps):
        out.append(f"seat {seat}: {house.corruption_kept} Corruption kept with no Event keeping it")
    limit = FALLEN_TECH_LIMIT if house.fallen_house_slot else BASIC_TECH_LIMIT
    if len(house.technologies) > limit:
        out.append(f"seat {seat}: {len(house.technologies)} Technologies, limit {limit}")
    improved = sum(1 for level in house.technologies.values() if level == "improved")
    if improved > civilization.improved_limit(house):
        out.append(f"seat {seat}: {improved} Improved Technologies above the limit")
    types = [content.agendas[a].type for a in house.agendas if a in content.agendas]
    if len(set(types)) != len(types) or types.count("starting") > 1:
        out.append(f"seat {seat}: two Agendas of one type in play: {house.agendas}")
    if any(a and content.agendas[a].type == "starting" for a in house.agendas[1:]):
        out.append(f"seat {seat}: a starting Agenda outside the starting slot")
    if any(not 1 <= v <= 5 for v in house.glory):
        out.append(f"seat {seat}: Glory values {house.glory}")
    if house.influence < 0 or influence.sheet_total(state, seat) != house.influence:
        out.append(f"seat {seat}: Influence {house.influence}, sheet {dict(house.influence_sheet)}")
    return out


@dataclass
class CheckedGame:
    """A random game played to the end with every invariant checked after each action."""

    session: Session[GameState]
    failures: list[str] = field(default_factory=list)


def play_checked(game: VoidfallGame, config: Config, seed: int, limit: int = 20_000) -> CheckedGame:
    """Play random legal actions (drawn from ``seed``) until the game ends, checking
    :func:`violations` and the Trade-token count (VF-PREP-08: one leaves per Cycle from Cycle 2)
    after every action; stops at the first failure or after ``limit`` actions."""
    rng = Rng.seeded(seed)
    checked = CheckedGame(Session(game, game.new_game(config)))
    start = trade_tokens(checked.session.state)
    while not game.is_over(checked.session.state):
        state = checked.session.state
        if len(checked.session.log) >= limit:
            checked.failures.append(f"no end after {limit} actions")
            break
        ids = game.legal_ids(state)
        if not ids:
            checked.failures.append(f"no legal action at {type(state.stack[-1]).__name__}")
            break
        checked.session.apply(rng.choice(ids))
        state = checked.session.state
        problems = violations(state, game.content)
        tokens = trade_tokens(state)
        if not start - (state.cycle - 1) <= tokens <= start:
            problems.append(f"{tokens} Trade tokens in Cycle {state.cycle}, {start} at setup")
        if problems:
            where = f"after action {len(checked.session.log)} ({checked.session.log[-1].notation})"
            checked.failures += [f"{where}: {p}" for p in problems]
            break
    return checked
