"""A sector lost to a Voidborn Skirmish, or abandoned, in Incursion (RS-INCTAKE-01..14,
RS-CIVDEF-05/06, RS-INCSKIRM-08).

Each step writes a log line with its rule. The Glory discard a player owes is pushed as the
base game's ``discard_glory`` decision (VF-GLORY-06), as the base abandonment does.
"""

from __future__ import annotations

from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector, control_changed
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modules.incursion import civil_defense, field, fleets
from domineum.voidfall.rules import bounty
from domineum.voidfall.rules.fleet import ABANDON_VOIDBORN, remove_installations


def _ruin(state: GameState, sector: Sector) -> None:
    """RS-INCTAKE-01/02 (-10/-11): Installations go (Guilds stay); Corruption if none; a
    Vanguard there goes back to its tile (RS-INCTAKE-09, RS-VANG-07)."""
    remove_installations(sector)
    if sector.vanguard != NOBODY:
        state.note("vf.inc.note.vanguard_home", seat=sector.vanguard, sector=sector.id)
        sector.vanguard = NOBODY
    sector.fleets.clear()
    sector.owner = NOBODY
    control_changed()
    if not (sector.corruption_immune or sector.population == 0 or sector.corrupted):
        sector.corrupted = True
    state.note("vf.inc.note.ruined", sector=sector.id)


def _glory(state: GameState, seat: int, sector: Sector) -> None:
    """RS-INCTAKE-06..08 (-13/-14): a Bounty token; a Civil Defense token becomes a value-1
    Glory token in the sector, else the player discards a Glory token as usual."""
    if bounty.place_from_pile(state, sector, "bounty"):
        state.note("vf.inc.note.bounty", sector=sector.id)
    if civil_defense.lose(state, sector):
        state.note("vf.inc.note.civil_defense_lost", sector=sector.id)
    elif seat != NOBODY and state.houses[seat].glory:
        state.stack.append(Step(seat=seat, effect=Effect("discard_glory"), cost=True))


def lost_in_skirmish(
    state: GameState,
    seat: int,
    sector: Sector,
    survivors: dict[str, int],
    sources: list[str],
    tie: bool,
) -> None:
    """RS-INCTAKE-01..08: the Voidborn won (or tied) a Skirmish against ``seat``'s sector.

    Survivors stay (no 2 Fleet Power from the supply, -03); the excess over the sector's limit
    goes back to the sources, spread evenly (-04); on a tie 1 Fleet Power regroups in from the
    closest Voidborn sector that keeps 1 (-05)."""
    _ruin(state, sector)
    for fleet_type, n in survivors.items():
        if n:
            fleets.add(sector, fleet_type, n)
    _send_back(state, sector, sources)
    if tie:
        _tie_regroup(state, sector)
    _glory(state, seat, sector)


def abandoned(state: GameState, seat: int, sector: Sector) -> None:
    """RS-INCTAKE-10..14: an abandoned sector: ruined, 2 Corvettes from the supply, a Bounty
    token, and the Civil Defense exchange."""
    _ruin(state, sector)
    if not sector.voidborn_immune:
        fleets.add(sector, fleets.CORVETTE, ABANDON_VOIDBORN)
        state.note("vf.inc.note.abandoned", sector=sector.id, n=ABANDON_VOIDBORN)
    _glory(state, seat, sector)


def _send_back(state: GameState, sector: Sector, sources: list[str]) -> None:
    """RS-INCTAKE-04: the excess over the limit goes back to the sectors the Skirmish came
    from, one at a time to the one holding the least (then the lowest Population, then by
    sector order: the leftover unevenness, decision I-07), by the Regroup's type order."""
    inc = state.incursion
    while not fleets.fits(state, sector, sector.voidborn_by_type()) and sources:
        back = [state.galaxy.sector(s) for s in sources]
        target = min(
            back,
            key=lambda s: (sum(s.voidborn_by_type().values()), fleets.population(inc, s), s.id),
        )
        fleet_type = fleets.first_to_regroup(sector.voidborn_by_type())
        fleets.move(state, sector.id, target.id, fleet_type)
        state.note("vf.inc.note.sent_back", sector=sector.id, to=target.id, kind=fleet_type)


def _tie_regroup(state: GameState, sector: Sector) -> None:
    """RS-INCTAKE-05: 1 Fleet Power from the closest Voidborn sector that keeps 1 (ties: the
    most Fleet Power, the lowest Population, random: RS-INCREGROUP-08 (3)-(5))."""
    f = field.of_state(state)
    f.forces.pop(sector.id, None)
    options: list[tuple[int, str]] = []
    for s in f.forces:
        if f.fp(s) >= 2:
            d = f.voidborn_distances(s).get(sector.id)
            if d is not None:
                options.append((d, s))
    if not options:
        state.note("vf.inc.note.tie_none", sector=sector.id)
        return
    nearest = min(d for d, _ in options)
    pool = [s for d, s in options if d == nearest]
    most = max(f.fp(s) for s in pool)
    pool = [s for s in pool if f.fp(s) == most]
    low = min(f.population[s] for s in pool)
    pool = sorted(s for s in pool if f.population[s] == low)
    source = pool[0] if len(pool) == 1 else state.rng.choice(pool)
    fleet_type = fleets.first_to_regroup(f.forces[source])
    fleets.move(state, source, sector.id, fleet_type)
    state.note("vf.inc.note.tie_regroup", sector=sector.id, source=source, kind=fleet_type)


def lower_population(state: GameState, sector: Sector) -> bool:
    """RS-INCPOP-01/02: a Crisis lowers a Corrupted Voidborn sector's Population by 1 (never
    below 1); the Corruption stays. False when it cannot (not such a sector, or at 1)."""
    if not (sector.is_voidborn and sector.corrupted) or sector.population <= 1:
        return False
    sector.population -= 1
    state.note("vf.inc.note.population", sector=sector.id, population=sector.population)
    return True
