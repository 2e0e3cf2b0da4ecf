"""Glory tokens (VF-GLORY-01..09, T-09): values, upgrades, the Cleanup limit, invasion scores."""

from __future__ import annotations

from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import GLORY_LIMIT
from domineum.voidfall.rules import influence

MIN_VALUE = 1
MAX_VALUE = 5  # VF-GLORY-01


def total(house: HouseState) -> int:
    """Total Glory value (the Influence an invasion scores, VF-GLORY-04/05)."""
    return sum(house.glory)


def excess(house: HouseState) -> int:
    """Tokens above the limit of 4; only Cleanup makes you discard them (VF-GLORY-07, A-31)."""
    return max(0, len(house.glory) - GLORY_LIMIT)


def upgradeable(house: HouseState) -> list[int]:
    """Distinct values that can be upgraded: 1..4, never 5 (VF-GLORY-08)."""
    return sorted({v for v in house.glory if v < MAX_VALUE})


def upgrade(house: HouseState, value: int) -> None:
    """Discard a token of ``value`` and gain one of exactly ``value + 1`` (VF-GLORY-08)."""
    if value not in upgradeable(house):
        raise ValueError(f"no Glory token of value {value} can be upgraded")
    house.glory.remove(value)
    house.glory.append(value + 1)


def claim_unowned_sector(state: GameState, seat: int, sector: Sector) -> None:
    """Won invasion of a sector no player controlled: take its Glory tokens (VF-GLORY-04); the
    Influence equal to your total Glory is :func:`invasion_influence`, gained after the other
    results (VF-RESULT-03, -07)."""
    house = state.houses[seat]
    house.glory.extend(sector.glory)
    sector.glory.clear()


def invasion_influence(state: GameState, seat: int) -> int:
    """Gain Influence equal to your total Glory for a won invasion of a sector no player
    controlled (VF-RESULT-07). Returns the Influence gained."""
    return influence.gain(state, seat, total(state.houses[seat]), "invasions")


def claim_player_sector(state: GameState, seat: int, defender: int) -> int:
    """[COMP] Won invasion of another player's sector: gain Influence equal to the Defender's
    total Glory; then the Defender discards one token of their choice (VF-GLORY-05)."""
    gained = influence.gain(state, seat, total(state.houses[defender]), "invasions")
    if state.houses[defender].glory:
        state.stack.append(Step(seat=defender, effect=Effect("discard_glory"), cost=True))
    return gained
