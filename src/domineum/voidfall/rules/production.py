"""Production (VF-PROD-01..13, T-01): Levels from Guilds and Population, Yields, overproduction.

Technology hooks (typed abilities, see docs/rules-decisions/economy.md):
``production_levels`` — each such Guild or Installation in a sector you control adds to that
resource's Level (Data Refinery, Improved Orbital Docks, E-13); ``before_producing_credits`` —
Credits gained before producing Credits (Neural Matrix), a gain, not production (A-47).
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import GUILD_RESOURCE, PRODUCTION_LEVEL_CAP, RESOURCES
from domineum.voidfall.rules import abilities, influence, resources

OVERPRODUCTION_INFLUENCE = 3  # VF-PROD-10
YIELD_ZERO_IS_NOT_PRODUCTION = "yield0_not_production"  # named option: the A-48 alternative


def levels(state: GameState, content: Content, seat: int) -> dict[str, int]:
    """Production Level of every resource for ``seat`` (VF-PROD-02..06, -13), each capped at 13.

    Guilds add their sector's Population, each Guild separately; sector tiles, the starting
    Agenda and Technologies (per Guild/Installation you control) add their bonuses.
    """
    totals: dict[str, int] = dict.fromkeys(RESOURCES, 0)
    boosts = abilities.of(state, content, seat).production_levels
    for sector in state.galaxy.controlled_by(seat):
        guilds = sector.filled("guild")
        for guild in guilds:
            if guild in GUILD_RESOURCE:  # a Mechanized Guild produces nothing (RS-MECHGUILD-03)
                totals[GUILD_RESOURCE[guild]] += sector.population
        for resource, bonus in content.sector_types[sector.type].production_bonus.items():
            totals[resource] += bonus
        if boosts:
            things = guilds + sector.filled("installation")
            for boost in boosts:
                totals[boost.resource] += things.count(boost.per) * boost.amount
    starting = state.houses[seat].agendas[0]
    if starting:
        for resource in content.agendas[starting].production_bonus:
            totals[resource] += 1  # VF-PROD-06
    return {r: min(n, PRODUCTION_LEVEL_CAP) for r, n in totals.items()}


def level(state: GameState, content: Content, seat: int, resource: str) -> int:
    """Production Level of one resource (see :func:`levels`)."""
    return levels(state, content, seat)[resource]


def yield_for(content: Content, resource: str, production_level: int) -> int:
    """The Production Yield of a Level (T-01; Credits have their own column, VF-PROD-07)."""
    table = content.tables.yield_credits if resource == "credits" else content.tables.yield_standard
    return table[production_level]


def produce(state: GameState, content: Content, seat: int, resource: str) -> int:
    """Gain the Yield of ``resource`` (VF-PROD-08); +3 Influence each time the gain would pass 15
    (VF-PROD-10/11). A Yield of 0 still counts as producing (A-48) unless the named option
    ``yield0_not_production`` is set. Returns the amount the Yield added to the Stock."""
    house = state.houses[seat]
    amount = yield_for(content, resource, level(state, content, seat, resource))
    if amount == 0 and YIELD_ZERO_IS_NOT_PRODUCTION in state.config.options:
        return 0
    if resource == "credits":
        bonus = abilities.of(state, content, seat).before_producing_credits
        if bonus:
            resources.gain(house, "credits", bonus)  # a gain, never overproduction
    before = house.resource(resource)
    if resources.gain(house, resource, amount) > 0:
        influence.gain(state, seat, OVERPRODUCTION_INFLUENCE, "overproduction")
        _overproduced(state, content, seat)
    return house.resource(resource) - before


def _overproduced(state: GameState, content: Content, seat: int) -> None:
    """The first overproduction of your own turn fires the ``first_overproduction`` triggers
    (Improved Trade Nexus)."""
    if seat != state.turn.seat:
        return
    state.turn.overproductions += 1
    if state.turn.overproductions == 1:
        abilities.push_triggers(state, content, seat, "first_overproduction")
