"""Resources and Stock (VF-RES-01..11): gains capped at 15, whole costs, Credits standing in."""

from __future__ import annotations

from collections.abc import Mapping

from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.terms import RESOURCE_INDEX, STOCK_CAP

SUBSTITUTABLE = ("food", "energy", "materials")  # VF-RES-03: Credits stand in for these
CREDITS = RESOURCE_INDEX["credits"]


def idx(resource: str) -> int:
    return RESOURCE_INDEX[resource]


def gain(house: HouseState, resource: str, amount: int) -> int:
    """Add ``amount`` to the Stock, capped at 15 (VF-RES-08); returns how much was lost."""
    i = idx(resource)
    total = house.resources[i] + amount
    house.resources[i] = min(total, STOCK_CAP)
    return max(0, total - STOCK_CAP)


def shortfall(house: HouseState, cost: Mapping[str, int]) -> str | None:
    """The first resource ``cost`` cannot be paid in, Credits standing in (VF-RES-03/04/07);
    ``HouseState.resource`` is written out (hot: every cost checked at every choice)."""
    stock = house.resources
    credits_left = stock[CREDITS] - cost.get("credits", 0)
    if credits_left < 0:
        return "credits"
    for resource, amount in cost.items():
        if resource == "credits":
            continue
        missing = amount - stock[RESOURCE_INDEX[resource]]
        if missing <= 0:
            continue
        if resource not in SUBSTITUTABLE or missing > credits_left:
            return resource
        credits_left -= missing
    return None


def credit_choices(house: HouseState, resource: str, remaining: Mapping[str, int]) -> list[str]:
    """How one unit of ``resource`` may be paid without making the rest unpayable."""
    options: list[str] = []
    for payer in dict.fromkeys((resource, "credits")):  # a Credit cost is paid once, in Credits
        if payer != resource and resource not in SUBSTITUTABLE:
            continue
        i = RESOURCE_INDEX[payer]
        if house.resources[i] <= 0:
            continue
        trial = dict(remaining)
        trial[resource] -= 1
        probe = house.resources.copy()
        probe[i] -= 1
        saved, house.resources = house.resources, probe
        ok = shortfall(house, {k: v for k, v in trial.items() if v > 0}) is None
        house.resources = saved
        if ok:
            options.append(payer)
    return options


def pay_unit(house: HouseState, payer: str) -> None:
    """Take one unit of ``payer`` from the Stock; a Stock never goes below 0 (VF-RES-07)."""
    i = idx(payer)
    if house.resources[i] <= 0:
        raise ValueError(f"no {payer} to pay with")
    house.resources[i] -= 1


def give(giver: HouseState, receiver: HouseState, amounts: Mapping[str, int], limit: int) -> None:
    """[COOP] One direction of a resource trade: spend up to ``limit`` in total, the other player
    gains exactly those resources (VF-RES-10). Raises ``ValueError`` if it is not allowed."""
    if sum(amounts.values()) > limit:
        raise ValueError(f"a trade moves at most {limit} resources each way")
    if any(n < 0 or giver.resource(r) < n for r, n in amounts.items()):
        raise ValueError("cannot trade resources you do not have")
    for resource, amount in amounts.items():
        giver.resources[idx(resource)] -= amount
        gain(receiver, resource, amount)
