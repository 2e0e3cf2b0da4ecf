"""Fleet Power bookkeeping with the count model (VF-FLEET, WE-20, DT-07, DT-13)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.core.primitive import Ctx, primitive
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import FLEET_TYPES, NOBODY
from domineum.voidfall.rules import fleet
from tests.voidfall.movement.movekit import (
    fleets,
    game,
    names,
    play,
    position,
    refused,
    total_fp,
    with_effect,
)


def house(**technologies: str) -> HouseState:
    return HouseState(house="red", technologies=dict(technologies))


def refusal_rule(state: GameState, op: str, **args: Any) -> str | None:
    probe = Step(seat=0, effect=Effect(op, args))
    why = primitive(op).refusal(Ctx(state, game().content, 0, probe))
    return None if why is None else why.rule


def test_vf_fleet_01_dt_07_token_caps() -> None:
    """VF-FLEET-01, DT-07, VF-FLEETTYPE-06, VF-FLEETTYPE-07, VF-FLEETTYPE-08, VF-FLEETTYPE-09:
    a token holds 1-3 FP; Basic Dreadnoughts and Carriers hold 1, their Improved versions 3."""
    sector = Sector(id="s9", fleets={"corvette": 4})
    assert fleet.tokens_needed(house(), sector) == 2
    sector.fleets = {"dreadnought": 2}
    assert fleet.tokens_needed(house(dreadnoughts="basic"), sector) == 2
    assert fleet.tokens_needed(house(dreadnoughts="improved"), sector) == 1
    sector.fleets = {"carrier": 3}
    assert fleet.tokens_needed(house(carriers="basic"), sector) == 3
    assert fleet.tokens_needed(house(carriers="improved"), sector) == 1


def test_vf_fleet_05_we_20_merging_is_implicit() -> None:
    """VF-FLEET-05, WE-20 (book p.21): Corvette tokens of 1 and 2 FP are one token of 3; the
    count model always merges same-type FP (nothing else changes)."""
    sector = Sector(id="s9", owner=0, fleets={"corvette": 1})
    fleet.place(sector, 0, "corvette", 2)
    assert sector.fleets == {"corvette": 3} and fleet.tokens_needed(house(), sector) == 1


def test_vf_fleet_06_07_types_never_mix_and_empty_tokens_go() -> None:
    """VF-FLEET-06: FP never change type (2 Corvettes + 1 Destroyer need 2 tokens); VF-FLEET-07,
    -15: a type whose last FP leaves has no token left; an emptied sector has no owner."""
    sector = Sector(id="s9", owner=0, fleets={"corvette": 2, "destroyer": 1})
    assert fleet.tokens_needed(house(destroyers="basic"), sector) == 2
    fleet.take(sector, "destroyer")
    assert sector.fleets == {"corvette": 2}
    fleet.take(sector, "corvette", 2)
    assert sector.fleets == {} and sector.owner == NOBODY


def test_vf_fleet_02_03_04_five_types_three_states_fourteen_cubes() -> None:
    """VF-FLEET-02, VF-FLEET-03, VF-FLEET-04: five player Fleet types; every FP is Inactive,
    Active or deployed, 14 in all."""
    assert FLEET_TYPES == ("corvette", "sentry", "destroyer", "dreadnought", "carrier")
    state = position()
    h = state.houses[0]
    assert h.fp_inactive + h.fp_active + fleet.deployed(state, 0) == total_fp(state, 0) == 14


def deploying(state: GameState, **args: Any) -> GameState:
    with_effect(state, "deploy", **args)
    return state


def test_vf_fleet_08_09_deploy_chooses_the_type_technology_permitting() -> None:
    """VF-FLEET-08, VF-FLEET-09: deploy 1 Active FP into a sector you control, choosing its type;
    types other than Corvettes need their Technology."""
    state = deploying(position(houses={"0": {"technologies": {"destroyers": "basic"}}}))
    assert {n.split()[2] for n in names(state) if n.startswith("deploy")} == {
        "corvette",
        "destroyer",
    }
    active = state.houses[0].fp_active
    state = play(state, "deploy s3 destroyer")
    assert fleets(state, "s3") == {"corvette": 1, "destroyer": 1}
    assert state.houses[0].fp_active == active - 1


def test_vf_fleet_10_11_no_active_fp_no_deployment() -> None:
    """VF-FLEET-10, VF-FLEET-11: without Active FP you cannot deploy, and nothing lets you recall FP
    from the map instead."""
    state = position(houses={"0": {"fp_active": 0}})
    assert refusal_rule(state, "deploy") == "VF-FLEET-10"


def test_vf_fleet_12_deployment_cost() -> None:
    """VF-FLEET-12: a Dreadnought costs 1 Material (a Credit stands in); without either it is
    not offered."""
    broke = {"technologies": {"dreadnoughts": "basic"}, "resources": {"materials": 0, "credits": 0}}
    state = deploying(position(houses={"0": broke}))
    assert not any(n.endswith("dreadnought") for n in names(state))
    state = deploying(position(houses={"0": {**broke, "resources": {"materials": 1}}}))
    state = play(state, "deploy s1 dreadnought")
    assert state.houses[0].resource("materials") == 0


def test_vf_fleet_13_deploy_in_home_or_per_shipyard() -> None:
    """VF-FLEET-13(a), (c): a Home-only deploy, and one FP per Shipyard in its sector."""
    state = deploying(position(), where="home")
    assert {n.split()[1] for n in names(state) if n.startswith("deploy")} == {"s1"}
    state = deploying(
        position(sectors={"s3": {"installations": ["shipyard", "", ""]}}), where="shipyard"
    )
    assert {n.split()[1] for n in names(state) if n.startswith("deploy")} == {"s1", "s3"}


def test_vf_fleet_14_15_17_recall_binds_the_sector() -> None:
    """VF-FLEET-14, VF-FLEET-15, VF-FLEET-17, VF-TARGET-07: recall 1 FP to Active (the type with
    no FP left has no token); the sector it came from is "the same sector" of the next effect."""
    state = position(
        sectors={"s3": {"fleets": {"corvette": 1, "destroyer": 1}}},
        houses={"0": {"technologies": {"destroyers": "basic"}}},
    )
    with_effect(state, "recall", cost=True)
    active = state.houses[0].fp_active
    state = play(state, "recall s3 destroyer")
    assert fleets(state, "s3") == {"corvette": 1} and state.houses[0].fp_active == active + 1
    assert state.turn.bound_sector == "s3"
    state = deploying(state, where="same")
    assert {n.split()[1] for n in names(state) if n.startswith("deploy")} == {"s3"}


def test_vf_fleet_16_recalling_the_last_fp_abandons() -> None:
    """VF-FLEET-16: the last FP of a non-Home sector recalled: discard a Glory; abandoned."""
    state = position(houses={"0": {"glory": [2]}})
    with_effect(state, "recall", cost=True)
    state = play(state, "recall s3 corvette", "glory 2")
    assert state.galaxy.sector("s3").is_voidborn and state.houses[0].glory == []


def test_vf_fleet_18_19_activate_and_deactivate() -> None:
    """VF-FLEET-18: Inactive -> Active, impossible without Inactive FP; VF-FLEET-19: deactivate
    with no Active FP recalls one from the map first."""
    state = position(houses={"0": {"fp_active": 0}})
    with_effect(state, "activate", amount=2)
    assert state.houses[0].fp_active == 2
    state = position(houses={"0": {"fp_active": 14 - 3}})
    assert state.houses[0].fp_inactive == 0
    assert refusal_rule(state, "activate") == "VF-FLEET-18"
    state = position(houses={"0": {"fp_active": 0}})
    inactive = state.houses[0].fp_inactive
    with_effect(state, "deactivate", cost=True)
    state = play(state, "recall s1 corvette")
    assert state.houses[0].fp_inactive == inactive + 1 and state.houses[0].fp_active == 0
    assert total_fp(state, 0) == 14


def placing(state: GameState, cost: bool = True, **args: Any) -> GameState:
    with_effect(state, "place_voidborn", cost=cost, **args)
    return state


def three_voidborn(s5: int, s8: int, s7: int) -> GameState:
    return position(
        edges=[["s1", "s3"], ["s3", "s5"], ["s3", "s8"], ["s3", "s7"]],
        voidstorms=[],
        sectors={
            "s5": {"voidborn": s5},
            "s8": {"voidborn": s8},
            "s7": {"voidborn": s7, "fallen_house": ""},
        },
    )


def test_dt_13_vf_fleet_21_23_voidborn_placement_limit() -> None:
    """DT-13, VF-FLEET-21, VF-FLEET-22, VF-FLEET-23, VF-PREP-23: place 2 in an adjacent Voidborn
    sector: S1 3/3, S2 2/3, S3 1/3: only S3 takes the full amount; with S1 and S2 only: S2, 1
    placed."""
    state = placing(three_voidborn(3, 2, 1), amount=2)
    assert names(state) == ["sector s7"]
    assert refused(state, "sector s8").rule_id == "VF-PREP-23"
    state = play(state, "sector s7")
    assert state.galaxy.sector("s7").voidborn == 3
    state = placing(three_voidborn(3, 2, 0), amount=2)
    assert names(state) == ["sector s8"]
    state = play(state, "sector s8")
    assert state.galaxy.sector("s8").voidborn == 3  # never above the limit


def test_vf_fleet_21_special_limits_and_each_sector_targets() -> None:
    """VF-FLEET-21: a special sector may hold more (here 6); ``each_voidborn`` fills every
    Voidborn sector up to its own limit; with no room anywhere the effect cannot be resolved."""
    state = three_voidborn(3, 2, 1)
    state.galaxy.sector("s8").voidborn_limit = 6
    placing(state, amount=3, target="each_voidborn")
    assert [state.galaxy.sector(s).voidborn for s in ("s5", "s8", "s7")] == [3, 5, 3]
    assert refusal_rule(three_voidborn(3, 3, 3), "place_voidborn") == "VF-PREP-23"
