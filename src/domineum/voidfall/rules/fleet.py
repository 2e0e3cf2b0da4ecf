"""Fleet Power bookkeeping (VF-FLEET, VF-ABANDON, T-22): activate, deactivate, deploy, recall."""

from __future__ import annotations

from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector, control_changed
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import ALL_FLEET_TYPES, COMMAND_STATION, NOBODY
from domineum.voidfall.rules import voidborn_fleets

FLEET_TECH = {  # VF-FLEET-09: the Technology each type needs; Corvettes need none
    "sentry": "sentries",
    "destroyer": "destroyers",
    "dreadnought": "dreadnoughts",
    "carrier": "carriers",
    "phantom": "phantoms",  # Psionics (RS-PHANTOM-01)
}
SINGLE_POWER_TYPES = ("dreadnought", "carrier")  # VF-FLEETTYPE-06/08: Basic cap 1 FP per token
ABANDON_VOIDBORN = 2  # VF-ABANDON-03 / -07


def token_cap(house: HouseState, fleet_type: str) -> int:
    """FP one token of ``fleet_type`` can hold (VF-FLEET-01, VF-FLEETTYPE-06..09)."""
    if fleet_type in SINGLE_POWER_TYPES:
        return 3 if house.tech_level(FLEET_TECH[fleet_type]) == "improved" else 1
    return 3


def tokens_needed(house: HouseState, sector: Sector) -> int:
    """Fewest Fleet tokens that hold this sector's FP, same types merged (VF-FLEET-05)."""
    return sum([-(-fp // token_cap(house, t)) for t, fp in sector.fleets.items() if fp > 0])


def deployed(state: GameState, seat: int) -> int:
    """``seat``'s FP on the map (VF-FLEET-03); a loop, not a comprehension (one call less)."""
    total = 0
    for s in state.galaxy.sectors:
        if s.owner == seat:
            total += sum(s.fleets.values())
    return total


def owns_type(house: HouseState, fleet_type: str) -> bool:
    """A Fleet type that exists and that ``house`` may have (VF-FLEET-09)."""
    return fleet_type in ALL_FLEET_TYPES and can_deploy_type(house, fleet_type)


def can_deploy_type(house: HouseState, fleet_type: str) -> bool:
    """VF-FLEET-09: Corvettes always; other types need their Technology."""
    return fleet_type == "corvette" or bool(house.holding(FLEET_TECH[fleet_type]))


def place(sector: Sector, seat: int, fleet_type: str, amount: int = 1) -> None:
    """Put ``amount`` FP of ``seat`` on ``sector`` (the caller moved them out of somewhere)."""
    if sector.fleet_power and sector.owner != seat:
        raise ValueError(f"{sector.id} holds another player's Fleet Power")
    gained = sector.owner != seat or not sector.held  # else it was ``seat``'s (VF-SECTOR-04)
    sector.owner = seat
    sector.fleets[fleet_type] = sector.fleets.get(fleet_type, 0) + amount
    if gained:
        control_changed()


def take(sector: Sector, fleet_type: str, amount: int = 1) -> None:
    """Remove FP from a sector's fleets; empty tokens go back to the supply (VF-FLEET-07/15)."""
    left = sector.fleets.get(fleet_type, 0) - amount
    if left < 0:
        raise ValueError(f"{sector.id} has no {fleet_type} Fleet Power to remove")
    if left:
        sector.fleets[fleet_type] = left
    else:
        del sector.fleets[fleet_type]
    if not sector.fleet_power:
        sector.vanguard = NOBODY  # the Vanguard goes back to its tile (RS-VANG-07)
        if not sector.held:  # a Command Station keeps it (RS-CMDSTN-03)
            sector.owner = NOBODY
            control_changed()  # else it is held as before (VF-SECTOR-04)


def remove_installations(sector: Sector) -> None:
    """Remove every Installation but the printed ones; Guilds stay (VF-RESULT-04, VF-GUILD-13)."""
    if COMMAND_STATION in sector.installations:
        control_changed()  # the sector may not be held any more (RS-CMDSTN-03)
    sector.installations = [""] * len(sector.installations)


def voidborn_room(sector: Sector) -> int:
    """Voidborn (Corvette) FP that may still be placed here (VF-FLEET-21, VF-ABANDON-05,
    RS-LIMITS)."""
    return voidborn_fleets.room(sector, "corvette")


def place_voidborn(sector: Sector, amount: int) -> int:
    """Place Voidborn FP from the supply, never above the limit; returns how many (VF-FLEET-22).
    They are Corvettes (RS-ARSENAL-05)."""
    return voidborn_fleets.add(sector, "corvette", amount)


EMPTY_BOUNTY_IGNORED = "empty_bounty=ignore"  # rules option: no substitute (VF-COMP-03, A-03)
BOUNTY_INSTEAD = "bounty_instead"  # the op of the empty-pile substitute (VF-BOUNTY-09)


def occupy(sector: Sector, state: GameState) -> bool:
    """The Voidborn occupies an abandoned sector (VF-ABANDON-03..05, -07, A-19). False when
    its Bounty token could not be placed: the pile is empty (VF-BOUNTY-09)."""
    remove_installations(sector)  # step 1
    sector.fleets.clear()
    sector.owner = NOBODY
    sector.vanguard = NOBODY  # RS-VANG-07
    control_changed()
    if not (sector.corruption_immune or sector.population == 0):
        sector.corrupted = True  # step 2
    if not sector.voidborn_immune:  # step 3 (A-19: immune sectors get no Bounty either)
        sector.voidborn = ABANDON_VOIDBORN
        if not state.board.bounty_pile:
            return False
        sector.bounty.append(state.board.bounty_pile.pop())
    return True


def abandon(state: GameState, seat: int, sector: Sector, skirmish: bool = False) -> None:
    """A non-Home sector lost its last FP: discard a Glory (a decision) and the Voidborn occupies.
    With the Bounty pile empty the abandoning player may gain 1 Influence or 1 resource instead
    (VF-BOUNTY-09, A-03; VF-SOLO-DEPLOY-05), unless the rules option ``empty_bounty=ignore``
    (VF-COMP-03; OPT_EMPTY_BOUNTY_ON_PLACE, AMB-01) ignores the placement.

    VF-FLEET-16, VF-ABANDON-01..06, VF-GLORY-06. In Incursion a sector holding the player's
    Civil Defense token is not abandoned (RS-CIVDEF-02, -09); with Psionics, one holding the
    player's Command Station neither (RS-CMDSTN-03, -05), unless the Voidborn took it in a
    Skirmish (``skirmish``: lost or tied, RS-CMDSTN-10).
    """
    if sector.civil_defense and sector.owner == seat:
        return
    if not skirmish and sector.owner == seat and COMMAND_STATION in sector.installations:
        return  # RS-CMDSTN-03, -05
    placed = occupy(sector, state)
    if not placed and EMPTY_BOUNTY_IGNORED not in state.config.options:
        state.stack.append(Step(seat=seat, effect=Effect(BOUNTY_INSTEAD), cost=True))
    if state.houses[seat].glory:
        state.stack.append(Step(seat=seat, effect=Effect("discard_glory"), cost=True))


def recall(state: GameState, seat: int, sector: Sector, fleet_type: str) -> None:
    """Move 1 FP from ``sector`` to the Active area (VF-FLEET-14..16)."""
    take(sector, fleet_type)
    state.houses[seat].fp_active += 1
    if not sector.fleet_power and sector.home_of == NOBODY:
        abandon(state, seat, sector)
