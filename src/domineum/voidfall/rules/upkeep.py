"""Upkeep (VF-EVAL-07..10, VF-INFL-03/04, VF-RES-05/09, T-11): what it totals, how it is paid.

Each Upkeep point is satisfied by 1 Food or 2 Energy/Materials in any mix; never Credits or
Science, unless a Technology has the ability ``upkeep_credits: n`` (1 Credit pays ``n`` points,
E-7).
"""

from __future__ import annotations

from types import MappingProxyType

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCE_INDEX
from domineum.voidfall.rules import abilities, arsenal, influence, resources

AGENDA_UPKEEP = 2  # VF-EVAL-07a
UNPAID_INFLUENCE = 3  # VF-EVAL-10
PAYMENTS = (  # one Upkeep point each (VF-EVAL-08); numbered 1..4 as ``option N`` choices
    MappingProxyType({"food": 1}),
    MappingProxyType({"energy": 2}),
    MappingProxyType({"energy": 1, "materials": 1}),
    MappingProxyType({"materials": 2}),
)
CREDITS_PAYMENT = len(PAYMENTS)  # index of "1 Credit" when a Technology allows it
_NEEDS = tuple(tuple((RESOURCE_INDEX[r], n) for r, n in cost.items()) for cost in PAYMENTS)
# each payment as (index in HouseState.resources, amount) pairs


def sector_upkeep(sector: Sector) -> int:
    """Filled spaces showing an Upkeep icon plus printed Upkeep icons (VF-EVAL-07b/c)."""
    points = sector.upkeep_icons
    for spaces, placed in (
        (sector.guild_spaces, sector.guilds),
        (sector.installation_spaces, sector.installations),
    ):
        points += len(
            [1 for sp, p in zip(spaces, placed, strict=True) if sp.upkeep and (p or sp.printed)]
        )
    return points


def upkeep_total(state: GameState, content: Content, seat: int) -> int:
    """Total Upkeep of ``seat`` (VF-EVAL-07, T-11): 2 per Agenda in your slots not covered by a
    Trade token, starting Agenda included (A-26), plus your sectors' Upkeep."""
    sectors = sum([sector_upkeep(s) for s in state.galaxy.controlled_by(seat)])
    return _agenda_upkeep(state, seat) + sectors + arsenal.siphon_upkeep(state, seat)


def _agenda_upkeep(state: GameState, seat: int) -> int:
    house = state.houses[seat]
    return sum(
        AGENDA_UPKEEP
        for a, covered in zip(house.agendas, house.agenda_trade, strict=True)
        if a and not covered
    )


def upkeep_owed(state: GameState, content: Content, seat: int) -> int:
    """The Upkeep to pay: the total, less your sectors' part when a Technology pays it
    (ability ``free_sector_upkeep``)."""
    if abilities.of(state, content, seat).free_sector_upkeep:  # Improved Energy Cells
        return _agenda_upkeep(state, seat) + arsenal.siphon_upkeep(state, seat)  # RS-VBFLEET-16
    return upkeep_total(state, content, seat)


def credits_rate(state: GameState, content: Content, seat: int) -> int:
    """Upkeep points one Credit pays under a Technology ability (0: Credits may not pay)."""
    return abilities.of(state, content, seat).upkeep_credits


def payments(state: GameState, content: Content, seat: int) -> list[int]:
    """Indices of the payments ``seat`` can make for one Upkeep point now (VF-EVAL-08/09)."""
    house = state.houses[seat]
    stock = house.resources
    out: list[int] = []
    for i, needs in enumerate(_NEEDS):
        for at, n in needs:
            if stock[at] < n:
                break
        else:
            out.append(i)
    if house.resource("credits") > 0 and credits_rate(state, content, seat):
        out.append(CREDITS_PAYMENT)
    return out


def pay(state: GameState, content: Content, seat: int, payment: int, owed: int) -> int:
    """Make one payment; return how many Upkeep points it satisfied."""
    house = state.houses[seat]
    if payment == CREDITS_PAYMENT:
        resources.pay_unit(house, "credits")
        return min(owed, credits_rate(state, content, seat))
    for resource, amount in PAYMENTS[payment].items():
        for _ in range(amount):
            resources.pay_unit(house, resource)
    return 1


def lose_for_unpaid(state: GameState, seat: int, points: int) -> None:
    """-3 Influence per unpaid Upkeep point, never below 0 (VF-EVAL-10, VF-INFL-03); the Cycle
    is remembered: its Upkeep was not paid in full (countable ``upkeep_unpaid``, Event 2I)."""
    influence.gain(state, seat, -UNPAID_INFLUENCE * points, "upkeep_lost")
    if points > 0:
        state.houses[seat].upkeep_unpaid_cycle = state.cycle


def unpaid_this_cycle(state: GameState, seat: int) -> bool:
    """Whether ``seat`` failed to pay all of this Cycle's Upkeep (VF-EVAL-10); False before the
    Upkeep step of this Cycle's Evaluation."""
    return state.houses[seat].upkeep_unpaid_cycle == state.cycle
