"""Where and at what cost FP deploy (VF-FLEET-08..13): each Technology that changes it is one
small hook reading its typed ability (docs/content-sources.md, "Technology ability keys")."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from domineum.voidfall.content.abilities import Abilities
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import abilities, corruption, fleet, sectors

CARRIER = "carrier"


class Deployer(NamedTuple):
    """Who deploys: the seat, its House and its merged abilities."""

    seat: int
    house: HouseState
    owned: Abilities


YardHook = Callable[[Deployer, Sector, int], int]
"""Deployments "per Shipyard" a sector adds, given those counted before it (VF-FLEET-13c)."""


def _shipyards(who: Deployer, sector: Sector, counted: int) -> int:
    """One per Shipyard (VF-FLEET-13c)."""
    return sector.filled("installation").count("shipyard")


def _starbases(who: Deployer, sector: Sector, counted: int) -> int:
    """Starbases: a Starbase deploys like a Shipyard (VF-GUILD-03)."""
    if not who.house.holding(sectors.STARBASE_TECH):
        return 0
    return sector.filled("installation").count("starbase")


def _orbital_docks(who: Deployer, sector: Sector, counted: int) -> int:
    """Orbital Docks (``extra_shipyard_per_sector``): a sector with any counts more."""
    return who.owned.extra_shipyard_per_sector if counted else 0


def _carriers(who: Deployer, sector: Sector, counted: int) -> int:
    """Carriers (``carrier_as_shipyard``): each Carrier fleet (token) counts as a Shipyard."""
    if not who.owned.carrier_as_shipyard or sector.owner != who.seat:
        return 0
    carriers = sector.fleets.get(CARRIER, 0)
    return -(-carriers // fleet.token_cap(who.house, CARRIER)) if carriers else 0


YARD_HOOKS: tuple[YardHook, ...] = (_shipyards, _starbases, _orbital_docks, _carriers)


def yards(state: GameState, content: Content, seat: int) -> list[str]:
    """One sector id per deployment "per Shipyard" ``seat`` may make (VF-FLEET-13c)."""
    who = Deployer(seat, state.houses[seat], abilities.of(state, content, seat))
    out: list[str] = []
    for sector in state.galaxy.controlled_by(seat):
        counted = 0
        for hook in YARD_HOOKS:
            counted += hook(who, sector, counted)
        out += [sector.id] * counted
    return out


def cost(content: Content, house: HouseState, fleet_type: str) -> dict[str, int]:
    """Resources per FP printed on the type's Technology (VF-FLEET-12): ``deploy_cost_materials``
    (Dreadnoughts), ``deploy_cost_food`` (Carriers)."""
    tech = fleet.FLEET_TECH.get(fleet_type)
    held = house.holding(tech) if tech is not None else ""
    if not held:
        return {}
    printed = content.level_abilities[(held, house.technologies[held])]
    pairs = (("materials", printed.deploy_cost_materials), ("food", printed.deploy_cost_food))
    return {resource: amount for resource, amount in pairs if amount > 0}


def purify_spots(state: GameState, content: Content, seat: int) -> list[str]:
    """Improved Purifier (``deploy_as_remove_corruption``, E-27): the Corruption a deployment
    may remove instead."""
    if not abilities.of(state, content, seat).deploy_as_remove_corruption:
        return []
    return corruption.held_spots(state, seat)
