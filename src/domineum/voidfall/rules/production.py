"""Production (VF-PROD-01..13, T-01): Levels from Guilds and Population, Yields, overproduction.

Technology hooks (content ``abilities`` keys, see docs/rules-decisions/economy.md):
``production_levels``: entries ``"<resource>:<guild or installation>:<n>"`` — each such Guild or
Installation in a sector you control adds ``n`` to that resource's Level (Data Refinery, Improved
Orbital Docks); ``before_producing_credits: n`` — gain ``n`` Credits before producing Credits
(Neural Matrix), which is a gain, not production (A-47).
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import GUILD_RESOURCE, PRODUCTION_LEVEL_CAP
from domineum.voidfall.rules import resources

OVERPRODUCTION_INFLUENCE = 3  # VF-PROD-10
YIELD_ZERO_IS_NOT_PRODUCTION = "yield0_not_production"  # named option: the A-48 alternative


def ability_values(state: GameState, content: Content, seat: int, key: str) -> list[object]:
    """The values of the permanent ability ``key`` on the Technologies ``seat`` owns (VF-TECH-02);
    list values are flattened."""
    out: list[object] = []
    for tech_id, level_name in state.houses[seat].technologies.items():
        value = getattr(content.technologies[tech_id], level_name).abilities.get(key)
        if isinstance(value, list):
            out.extend(value)
        elif value is not None:
            out.append(value)
    return out


def _technology_levels(state: GameState, content: Content, seat: int, resource: str) -> int:
    """Levels granted by Technologies per Guild/Installation you control (VF-PROD-13)."""
    total = 0
    for entry in ability_values(state, content, seat, "production_levels"):
        boosted, per, amount = str(entry).split(":")
        if boosted != resource:
            continue
        for sector in state.galaxy.controlled_by(seat):
            things = sector.filled("guild") + sector.filled("installation")
            total += things.count(per) * int(amount)
    return total


def level(state: GameState, content: Content, seat: int, resource: str) -> int:
    """Production Level of ``resource`` for ``seat`` (VF-PROD-02..06, -13), capped at 13."""
    total = 0
    for sector in state.galaxy.controlled_by(seat):
        for guild in sector.filled("guild"):
            if GUILD_RESOURCE[guild] == resource:
                total += sector.population  # VF-PROD-02: each Guild counts separately
        total += content.sector_types[sector.type].production_bonus.get(resource, 0)
    starting = state.houses[seat].agendas[0]
    if starting:
        total += content.agendas[starting].production_bonus.count(resource)  # VF-PROD-06
    total += _technology_levels(state, content, seat, resource)
    return min(total, PRODUCTION_LEVEL_CAP)


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
        for bonus in ability_values(state, content, seat, "before_producing_credits"):
            resources.gain(house, "credits", int(str(bonus)))  # a gain, never overproduction
    before = house.resource(resource)
    if resources.gain(house, resource, amount) > 0:
        house.influence += OVERPRODUCTION_INFLUENCE
    return house.resource(resource) - before
