"""The Technology hooks of a deployment (rules/deployment.py, VF-FLEET-12/13, VF-GUILD-03)."""

from __future__ import annotations

from domineum.voidfall.rules import deployment
from tests.voidfall.houses.housekit import OUTPOST, game, position


def test_vf_fleet_13_yard_hooks_add_up_per_sector() -> None:
    """VF-FLEET-13c, VF-GUILD-03: a Starbase deploys like a Shipyard under Starbases, and
    Orbital Docks then count one more for that sector; a Carrier fleet is one more yard."""
    owned = {"starbases": "basic", "orbital_docks": "basic", "carriers": "basic"}
    state = position(
        "dunlork",
        sectors={OUTPOST: {"installations": ["starbase", "", ""], "fleets": {"carrier": 1}}},
        houses={"0": {"technologies": owned}},
    )
    content = game().content
    yards = deployment.yards(state, content, 0)
    assert yards.count(OUTPOST) == 3, yards  # the Starbase, Orbital Docks, the Carrier fleet
    state.houses[0].technologies = {"orbital_docks": "basic"}
    assert OUTPOST not in deployment.yards(state, content, 0)  # no Starbases: no yard there


def test_vf_fleet_12_cost_per_fp_is_the_type_technology_s() -> None:
    """VF-FLEET-12: a Dreadnought FP costs 1 Materials, a Carrier FP 1 Food, a Corvette none."""
    state = position("dunlork", houses={"0": {"technologies": {"dreadnoughts": "basic"}}})
    house, content = state.houses[0], game().content
    assert deployment.cost(content, house, "dreadnought") == {"materials": 1}
    assert deployment.cost(content, house, "carrier") == {}
    assert deployment.cost(content, house, "corvette") == {}
    house.technologies = {"carriers": "improved"}
    assert deployment.cost(content, house, "carrier") == {"food": 1}
