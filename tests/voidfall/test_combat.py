"""Combat: rules (VF-COMBAT, VF-FLEETTYPE, VF-CORVUP), worked examples, machine, CLI, properties.

Every expected value below was worked out by hand from the rules, not by running the code.
"""

from __future__ import annotations

import json
from typing import Any, get_args

import msgspec
import pytest
from click.testing import CliRunner
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from domineum.voidfall.cli.combat import combat_command, format_fleet, parse_fleet, parse_tech
from domineum.voidfall.model.combat import (
    COMBAT_FLEET_TYPES,
    ROLES,
    TECH_LEVELS,
    TECHNOLOGIES,
    CombatReport,
    CombatState,
    Fleet,
    PerSide,
    Role,
    Side,
    Technologies,
)
from domineum.voidfall.model.terms import FleetType
from domineum.voidfall.rules.combat import (
    CombatError,
    IllegalChoice,
    InvalidSide,
    advance,
    choose,
    default_policy,
    pending_choice,
    report,
    resolve,
    start_combat,
)


def side(fleet: str = "-", tech: str = "", **fields: Any) -> Side:
    parsed = parse_fleet(fleet)
    return Side(fleet=parsed, tech=parse_tech(tech), voidborn=parsed.voidborn > 0, **fields)


def fp(text: str) -> Fleet:
    return parse_fleet(text)


def fight(invader: Side, defender: Side) -> CombatReport:
    return resolve(invader, defender)


def trace(result: CombatReport) -> list[str]:
    """Each step as 'name: invader after / defender after'."""
    return [
        f"{s.name}: {format_fleet(s.after.invader)} / {format_fleet(s.after.defender)}"
        for s in result.steps
    ]


def salvo_absorbed(result: CombatReport, role: Role) -> list[int]:
    return [s.absorbed.get(role) for s in result.steps[1:]]


def opening(invader: Side, defender: Side) -> CombatState:
    """The state after the Approach, stopped at the first choice (if any)."""
    return advance(start_combat(invader, defender))


# --- Basics ------------------------------------------------------------------------------------


def test_vf_combat_01_a_player_invasion_and_a_skirmish_are_both_combats() -> None:
    """VF-COMBAT-01: a player invading and the Voidborn invading (Skirmish) both fight a Combat."""
    invasion = fight(side("3c"), side("2v"))
    skirmish = fight(side("3v"), side("2c"))
    assert (invasion.outcome, invasion.survivors.invader) == ("invader", fp("2c"))
    assert (skirmish.outcome, skirmish.survivors.invader) == ("invader", fp("2v"))


def test_vf_combat_02_the_same_combat_always_gives_the_same_report() -> None:
    """VF-COMBAT-02: no randomness: resolving twice gives byte-identical reports."""
    args = side("2c,1d,1n", "torpedoes=basic"), side("3c,1a", "shields=improved")
    first, second = fight(*args), fight(*args)
    assert msgspec.json.encode(first) == msgspec.json.encode(second)


def test_vf_combat_03_only_the_defender_has_sector_defenses_and_starbases() -> None:
    """VF-COMBAT-03: Sector Defenses fight for the Defender; an Invader cannot bring any."""
    result = fight(side("2c"), side("2c", sector_defenses=1))
    assert result.steps[0].damage.defender == 1
    with pytest.raises(InvalidSide, match="Defender"):
        start_combat(side("2c", sector_defenses=1), side("2c"))
    with pytest.raises(InvalidSide, match="Defender"):
        start_combat(side("2c", starbases=1), side("2c"))


def test_vf_combat_04_only_fp_and_types_matter_not_tokens() -> None:
    """VF-COMBAT-04: Improved Dreadnoughts only change the token cap, so the Combat is the same."""
    basic = fight(side("3n", "dreadnoughts=basic"), side("4c", sector_defenses=1))
    improved = fight(side("3n", "dreadnoughts=improved"), side("4c", sector_defenses=1))
    assert basic == improved
    arsenal = {"voidborn_dreadnought", "voidborn_destroyer", "voidborn_mirage", "voidborn_siphon"}
    psionics = {"phantom"}  # the Psionics module's player Fleet type (RS-PHANTOM-01)
    assert set(Fleet.__struct_fields__) == {*get_args(FleetType), "voidborn", *arsenal, *psionics}


def test_vf_combat_05_voidborn_fight_as_corvettes_with_sector_defenses_on_their_side() -> None:
    """VF-COMBAT-05: a Voidborn sector fights exactly as a Corvette defender with its Defenses."""
    voidborn = fight(side("3c"), side("2v", sector_defenses=1))
    corvettes = fight(side("3c"), side("2c", sector_defenses=1))
    assert voidborn.outcome == corvettes.outcome == "tie"
    assert [s.after.invader for s in voidborn.steps] == [s.after.invader for s in corvettes.steps]
    assert [s.initiative for s in voidborn.steps] == [s.initiative for s in corvettes.steps]


def test_vf_combat_06_a_sector_without_fp_is_defended_by_its_installations_only() -> None:
    """VF-COMBAT-06: a Fallen House's 2 printed Sector Defenses fire; no Technologies there."""
    result = fight(side("3c"), side(sector_defenses=2))
    assert result.steps[0].damage.defender == 2
    with pytest.raises(InvalidSide, match="VF-COMBAT-06"):
        start_combat(side("3c"), side(tech="energy_cells=basic", sector_defenses=2))


def test_vf_combat_07_one_approach_then_salvo_steps() -> None:
    """VF-COMBAT-07: the steps are the Approach, then Salvo 1, 2, ..."""
    result = fight(side("4c", "shields=basic"), side("3v", sector_defenses=1))
    assert [s.name for s in result.steps] == ["approach", "salvo 1", "salvo 2", "salvo 3"]


def test_vf_combat_08_each_damage_makes_the_owner_recall_one_fp_of_its_choice() -> None:
    """VF-COMBAT-08: the damaged side picks which FP leaves; removed FP are reported by type."""
    state = opening(side("3c"), side("1c,1d"))
    choice = pending_choice(state)
    assert choice is not None
    assert (choice.role, choice.kind, choice.options, choice.amount) == (
        "defender",
        "remove",
        ("corvette", "destroyer"),
        1,
    )
    state = advance(choose(state, "destroyer"))
    assert state.log[1].after.defender == fp("1c")
    assert state.fighter("defender").removed == fp("1c,1d")


def test_vf_combat_08_voidborn_losses_are_reported_as_removed() -> None:
    """VF-COMBAT-08: Voidborn FP leave too (to the supply); the report counts them."""
    result = fight(side("3c"), side("2v"))
    assert result.removed.defender == fp("2v")
    assert result.removed.invader == fp("1c")


def test_vf_combat_09_installations_never_take_damage() -> None:
    """VF-COMBAT-09: Damage beyond the FP present is lost; Sector Defenses still fire."""
    result = fight(
        side("3c", "deep_space_missiles=improved", adjacent_shipyards=2),
        side("1c", sector_defenses=2),
    )
    assert trace(result) == ["approach: 1c / -"]
    assert result.removed.defender == fp("1c")
    assert result.outcome == "invader"


def test_vf_combat_10_absorption_cancels_one_damage() -> None:
    """VF-COMBAT-10: Basic Shields cancel the Defender's hit in Salvo 1."""
    result = fight(side("2c", "shields=basic"), side("2c"))
    assert result.steps[1].absorbed.invader == 1
    assert trace(result) == ["approach: 2c / 2c", "salvo 1: 2c / 1c", "salvo 2: 2c / -"]


def test_vf_combat_11_approach_and_salvo_absorption_never_cross() -> None:
    """VF-COMBAT-11: Dreadnoughts' Approach Absorption is useless in Salvos; Shields in Approach."""
    dreadnoughts = fight(side("2n"), side("3c"))
    assert dreadnoughts.steps[1].absorbed.invader == 0
    assert dreadnoughts.steps[1].after.invader == fp("1n")
    shields = fight(side("2c", "shields=basic"), side("2c", sector_defenses=1))
    assert shields.steps[0].absorbed.invader == 0
    assert shields.steps[0].after.invader == fp("1c")


def test_vf_combat_12_a_salvo_absorption_is_used_once_per_combat() -> None:
    """VF-COMBAT-12: Shields absorb in Salvo 1 and are then gone."""
    result = fight(side("3c", "shields=basic"), side("3c"))
    assert salvo_absorbed(result, "invader") == [1, 0, 0]
    assert trace(result) == [
        "approach: 3c / 3c",
        "salvo 1: 3c / 2c",
        "salvo 2: 2c / 1c",
        "salvo 3: 2c / -",
    ]


def test_vf_combat_13_carriers_deploy_corvettes_even_if_recalled_in_the_approach() -> None:
    """VF-COMBAT-13, A-08: 2 Carriers bring 2 Corvettes from Active; the Carriers die first."""
    result = fight(side("2a", active_fp=2), side("2s"))
    assert result.steps[0].deployed == result.deployed == 2
    assert result.steps[0].after.invader == fp("2c")
    assert (result.outcome, result.removed.invader) == ("invader", fp("2a"))


def test_a08_carriers_deploy_only_as_many_corvettes_as_active_fp() -> None:
    """VF-COMBAT-13, A-08: with 1 Active FP, 3 Carriers deploy 1 Corvette."""
    state = start_combat(side("3a", active_fp=1), side("1c"))
    assert state.log[0].deployed == 1
    assert state.log[0].after.invader == fp("1c,3a")


def test_vf_combat_14_approach_damage_is_simultaneous() -> None:
    """VF-COMBAT-14: Sentries destroyed by the Invader's Missiles still deal their Damage."""
    result = fight(side("3c", "deep_space_missiles=improved", adjacent_shipyards=2), side("2s"))
    assert (result.steps[0].damage.invader, result.steps[0].damage.defender) == (2, 2)
    assert trace(result) == ["approach: 1c / -"]


@pytest.mark.parametrize(
    ("defender", "damage"),
    [
        (side("1c", sector_defenses=2, starbases=1), 3),
        (side("3s"), 3),
        (side("1c", "deep_space_missiles=improved", adjacent_shipyards=1), 1),
        (side("1c", "deep_space_missiles=improved", adjacent_shipyards=3), 2),
        (side("1c", "deep_space_missiles=basic", adjacent_shipyards=3), 0),
        (side("1c", "energy_cells=basic", sector_defenses=1), 2),
        (side("1s", "energy_cells=improved"), 2),
        (side("1c", "energy_cells=basic"), 0),
    ],
)
def test_vf_combat_15_defender_approach_damage_sources(defender: Side, damage: int) -> None:
    """VF-COMBAT-15: (a) Defenses/Starbases, (b) Sentries, (c) Improved Missiles, (d) Cells."""
    assert start_combat(side("5c"), defender).log[0].damage.defender == damage


def test_vf_combat_15_energy_cells_count_even_when_the_damage_is_absorbed() -> None:
    """VF-COMBAT-15(d): the Sector Defense's hit is absorbed by a Dreadnought, Cells still add 1."""
    step = start_combat(side("2n"), side("1c", "energy_cells=basic", sector_defenses=1)).log[0]
    assert (step.damage.defender, step.absorbed.invader) == (2, 2)


@pytest.mark.parametrize(
    ("invader", "damage"),
    [
        (side("3d", "destroyers=improved"), 1),
        (side("3d", "destroyers=basic"), 0),
        (side("1c", "deep_space_missiles=basic", adjacent_shipyards=1, spend_energy=True), 1),
        (side("1c", "deep_space_missiles=basic", adjacent_shipyards=2), 0),
        (side("1c", "deep_space_missiles=improved", adjacent_shipyards=1), 1),
        (side("1c", "deep_space_missiles=improved", adjacent_shipyards=2), 2),
        (side("1c,1s", "energy_cells=basic"), 0),
    ],
)
def test_vf_combat_16_invader_approach_damage_sources(invader: Side, damage: int) -> None:
    """VF-COMBAT-16: (a) Improved Destroyers (flat), (b) Basic Missiles + Energy, (c) Improved."""
    assert start_combat(invader, side("5c")).log[0].damage.invader == damage


@pytest.mark.parametrize(("defender", "absorbed"), [("2c", 1), ("2d", 0), ("2n", 0)])
def test_vf_combat_17_defender_approach_absorption(defender: str, absorbed: int) -> None:
    """VF-COMBAT-17: only Improved Shields with a Corvette present (Dreadnoughts: Invader only)."""
    invader = side("3c", "deep_space_missiles=improved", adjacent_shipyards=2)
    step = start_combat(invader, side(defender, "shields=improved")).log[0]
    assert step.absorbed.defender == absorbed


@pytest.mark.parametrize(
    ("invader", "absorbed"),
    [
        (side("1c", "shields=improved"), 1),
        (side("1d", "shields=improved"), 0),
        (side("1c", "shields=basic"), 0),
        (side("3n"), 3),
        (side("1c", "autonomous_drones=basic", return_trade_token=True), 1),
        (side("1c", "autonomous_drones=improved", return_trade_token=True), 1),
        (side("1c", "autonomous_drones=improved"), 0),
        (side("1c", bombard_materials=8), 2),
        (side("2c,2n", "shields=improved,autonomous_drones=basic", return_trade_token=True), 4),
    ],
)
def test_vf_combat_18_invader_approach_absorption(invader: Side, absorbed: int) -> None:
    """VF-COMBAT-18: (a) Improved Shields, (b) Dreadnought FP, (c) Drones + token, (d) Bombard."""
    step = start_combat(invader, side("1c", sector_defenses=5)).log[0]
    assert step.absorbed.invader == absorbed


def test_vf_combat_19_fallen_house_surrenders_if_the_invader_survives_the_approach() -> None:
    """VF-COMBAT-19, DT-05: 3 Corvettes against a Fallen House's 2 Defenses: 1 survives, wins."""
    result = fight(side("3c"), side(sector_defenses=2))
    assert result.outcome == "invader"
    assert trace(result) == ["approach: 1c / -"]


def test_vf_combat_20_no_fp_left_against_installations_is_a_defender_win() -> None:
    """VF-COMBAT-20, VF-RESULT-17, DT-05: 2 Corvettes die to 2 Defenses: not a tie."""
    result = fight(side("2c"), side(sector_defenses=2))
    assert result.outcome == "defender_installations"
    assert result.survivors.invader == result.survivors.defender == Fleet()


def test_vf_combat_20_does_not_apply_when_the_defender_had_fp() -> None:
    """VF-COMBAT-20, VF-RESULT-16: both sides emptied in the Approach, Defender had FP: a tie."""
    invader = side("2c", "deep_space_missiles=improved", adjacent_shipyards=1)
    assert fight(invader, side("1c", sector_defenses=2)).outcome == "tie"


# --- Salvo steps -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("invader", "defender", "invader_ini", "defender_ini"),
    [
        ("5c", "3c", 5, 3),
        ("2s", "9c", 2, 9),
        ("9c", "2s", 7, 0),
        ("2d", "9c", 3, 9),
        ("9c", "2d", 9, 2),
        ("2n", "9c", 3, 9),
        ("9c", "2n", 9, 3),
        ("2a", "9c", 2, 9),
        ("9c", "2a", 9, 2),
        ("2v", "9c", 2, 9),
        ("9c", "2v", 9, 2),
        ("1c,1d,1n,1s", "9c", 6, 9),
        ("9c", "1c,1d,1n,1s", 8, 4),
    ],
)
def test_vf_combat_21_initiative(
    invader: str, defender: str, invader_ini: int, defender_ini: int
) -> None:
    """VF-COMBAT-21: 1 per FP; Dreadnought +1; Destroyer +1 (Invader); Sentry 1 / 0; Voidborn 1."""
    ini = fight(side(invader), side(defender)).steps[1].initiative
    assert ini is not None
    assert (ini.invader, ini.defender) == (invader_ini, defender_ini)


def test_vf_combat_21_basic_targeting_adds_five_with_a_corvette_only() -> None:
    """VF-COMBAT-21(e), VF-CORVUP-03: +5 with a Corvette; none with Destroyers alone."""
    with_corvette = fight(side("1c", "targeting=basic"), side("9c")).steps[1].initiative
    without = fight(side("1d", "targeting=basic"), side("9c")).steps[1].initiative
    assert with_corvette is not None and without is not None
    assert (with_corvette.invader, without.invader) == (6, 2)


def test_vf_combat_22_improved_targeting_fires_first_regardless_of_initiative() -> None:
    """VF-COMBAT-22, VF-CORVUP-04: 1 Destroyer with Improved Targeting fires before 5 Corvettes."""
    result = fight(side("1d", "targeting=improved"), side("5c"))
    assert (result.steps[1].first, result.steps[1].damage.invader) == ("invader", 2)
    assert result.steps[1].after.defender == fp("3c")


def test_vf_combat_23_the_higher_initiative_deals_exactly_one_damage() -> None:
    """VF-COMBAT-23: 9 Initiative against 2 still deals 1 Damage."""
    step = fight(side("9c"), side("2c")).steps[1]
    assert (step.first, step.damage.invader, step.after.defender) == ("invader", 1, fp("1c"))


def test_vf_combat_24_the_lower_side_recounts_before_firing_back() -> None:
    """VF-COMBAT-24: 1 Corvette hit first has 0 Initiative left and deals nothing."""
    step = fight(side("2c"), side("1c")).steps[1]
    assert (step.damage.invader, step.damage.defender) == (1, 0)
    step = fight(side("3c"), side("2c")).steps[1]
    assert (step.damage.invader, step.damage.defender) == (1, 1)


def test_vf_combat_25_equal_initiative_fires_simultaneously() -> None:
    """VF-COMBAT-25, DT-06: 2 vs 2 Corvettes: both hit each Salvo, ending in a tie."""
    result = fight(side("2c"), side("2c"))
    assert [s.first for s in result.steps[1:]] == ["simultaneous", "simultaneous"]
    assert trace(result) == ["approach: 2c / 2c", "salvo 1: 1c / 1c", "salvo 2: - / -"]
    assert result.outcome == "tie"


@pytest.mark.parametrize(
    ("defender", "damage"),
    [
        (side("3c", "torpedoes=basic"), [2, 1, 0]),
        (side("3c", "torpedoes=improved"), [2, 2, 2]),
        (side("3d", "torpedoes=improved"), [1, 1, 0]),
    ],
)
def test_vf_combat_26_defender_extra_salvo_damage(defender: Side, damage: list[int]) -> None:
    """VF-COMBAT-26, VF-CORVUP-05/06: Torpedoes +1 in Salvo 1 (Basic) or each (Improved)."""
    result = fight(side("5c"), defender)
    assert [s.damage.defender for s in result.steps[1:]] == damage


def test_vf_combat_27_invader_torpedoes() -> None:
    """VF-COMBAT-27(a)(b): the Invader's Torpedoes, first Salvo or every Salvo."""
    basic = fight(side("3c", "torpedoes=basic"), side("5c"))
    improved = fight(side("3c", "torpedoes=improved"), side("5c"))
    assert [s.damage.invader for s in basic.steps[1:]] == [2, 1, 0]
    assert [s.damage.invader for s in improved.steps[1:]] == [2, 2, 2]


def test_vf_combat_27_destroyer_bonus_counts_destroyers_present_when_firing() -> None:
    """VF-COMBAT-27(c), A-11: hit first, 1 of 2 Destroyers is left: +1, once per Combat."""
    result = fight(side("2d"), side("4c"))
    assert [s.damage.invader for s in result.steps[1:]] == [2, 1]
    assert trace(result) == ["approach: 2d / 4c", "salvo 1: 1d / 2c", "salvo 2: - / 1c"]


def test_vf_combat_28_defender_salvo_absorption() -> None:
    """VF-COMBAT-28: Shields (1) + Dreadnought FP (1) + Carrier FP (1), each once: 3 in all."""
    result = fight(side("6c"), side("1c,1n,1a", "shields=basic"))
    assert salvo_absorbed(result, "defender") == [1, 1, 1, 0, 0, 0]
    assert (result.outcome, result.survivors.defender) == ("defender", fp("1n"))


def test_vf_combat_29_invader_salvo_absorption_in_different_salvos() -> None:
    """VF-COMBAT-29: Shields 1, Improved Drones 2 (separate Salvos), Bombard 1 per 3 Materials."""
    invader = side(
        "3c",
        "shields=basic,autonomous_drones=improved",
        return_trade_token=True,
        bombard_materials=3,
    )
    result = fight(invader, side("9c"))
    assert salvo_absorbed(result, "invader") == [1, 1, 1, 1, 0, 0, 0]
    assert (result.outcome, result.survivors.defender) == ("defender", fp("3c"))


def test_vf_combat_30_salvos_repeat_and_initiative_is_recounted() -> None:
    """VF-COMBAT-30, WE-25: Initiative 3:3, then 3:2, then 2:1."""
    result = fight(side("4c", "shields=basic"), side("3v", sector_defenses=1))
    initiatives = [
        (s.initiative.invader, s.initiative.defender) for s in result.steps[1:] if s.initiative
    ]
    assert initiatives == [(3, 3), (3, 2), (2, 1)]


def test_vf_combat_31_combat_ends_as_soon_as_a_side_has_no_fp() -> None:
    """VF-COMBAT-31: after the Approach (2 Sentries kill 2 Corvettes) or after a Salvo."""
    approach = fight(side("2c"), side("2s"))
    assert trace(approach) == ["approach: - / 2s"]
    assert approach.outcome == "defender"
    state = opening(side("3c"), side("1c"))
    assert state.outcome == "invader"
    assert pending_choice(state) is None
    assert advance(state) == state


def test_vf_combat_33_the_defender_uses_its_technologies_in_a_skirmish() -> None:
    """VF-COMBAT-33, WE-35: sector R ties without Technologies; with Energy Cells it holds."""
    plain = fight(side("3v"), side("2c", sector_defenses=1))
    cells = fight(side("3v"), side("2c", "energy_cells=basic", sector_defenses=1))
    assert plain.outcome == "tie"
    assert (cells.outcome, cells.survivors.defender) == ("defender", fp("2c"))


def test_vf_combat_34_the_voidborn_can_be_granted_combat_abilities() -> None:
    """VF-COMBAT-34: a War Alert's Torpedo-like ability lets 3 Voidborn beat 3 Corvettes."""
    assert fight(side("3v"), side("3c")).outcome == "tie"
    armed = fight(side("3v", "torpedoes=improved"), side("3c"))
    assert (armed.outcome, armed.survivors.invader) == ("invader", fp("2v"))


def test_vf_combat_35_each_damage_and_absorption_is_typed_by_its_step() -> None:
    """VF-COMBAT-35: Approach Absorption shows in the Approach step only, Salvo in Salvos only."""
    invader = side("2n,1c", "shields=basic")
    result = fight(invader, side("3c", sector_defenses=1))
    assert result.steps[0].absorbed.invader == 1  # a Dreadnought, not the Shields
    assert result.steps[1].absorbed.invader == 1  # the Shields, not the Dreadnoughts
    assert sum(s.absorbed.invader for s in result.steps[2:]) == 0


# --- Fleet types -------------------------------------------------------------------------------


def test_vf_fleettype_01_fp_of_a_type_imply_its_basic_technology() -> None:
    """VF-FLEETTYPE-01: Destroyers without a listed Technology fight as Basic; Improved adds."""
    none = fight(side("2d"), side("4c"))
    basic = fight(side("2d", "destroyers=basic"), side("4c"))
    improved = fight(side("2d", "destroyers=improved"), side("4c"))
    assert none == basic
    assert improved.outcome == "invader" != basic.outcome


def test_vf_fleettype_02_corvettes() -> None:
    """VF-FLEETTYPE-02: Corvettes deal no Approach Damage and give 1 Initiative per FP."""
    result = fight(side("3c"), side("3c"))
    assert result.steps[0].damage == result.steps[0].absorbed
    assert result.steps[1].initiative is not None
    assert (result.steps[1].initiative.invader, result.steps[1].initiative.defender) == (3, 3)


def test_vf_fleettype_03_sentries() -> None:
    """VF-FLEETTYPE-03, DT-10: defending, 1 Approach Damage per FP and 0 Initiative."""
    result = fight(side("4c"), side("2s"))
    assert result.steps[0].damage.defender == 2
    assert [s.damage.defender for s in result.steps[1:]] == [0, 0]
    assert trace(result) == ["approach: 2c / 2s", "salvo 1: 2c / 1s", "salvo 2: 2c / -"]
    assert start_combat(side("2s"), side("2c")).log[0].damage.invader == 0


def test_vf_fleettype_04_destroyers_flat_initiative_for_the_invader_only() -> None:
    """VF-FLEETTYPE-04, DT-09: 2 Destroyers: Initiative 3 invading, 2 defending."""
    attack = fight(side("2d"), side("9c")).steps[1].initiative
    defence = fight(side("9c"), side("2d")).steps[1].initiative
    assert attack is not None and defence is not None
    assert (attack.invader, defence.defender) == (3, 2)


def test_vf_fleettype_04_destroyer_bonus_is_per_fp_once_per_combat() -> None:
    """VF-FLEETTYPE-04: 3 Destroyers firing first add 3 Damage, in one Salvo only."""
    result = fight(side("3d", "targeting=improved"), side("9c"))
    assert [s.damage.invader for s in result.steps[1:]] == [4, 1, 1]
    hit_first = fight(side("3d"), side("9c"))  # only the 2 Destroyers left count
    assert hit_first.steps[1].damage.invader == 3


def test_vf_fleettype_05_improved_destroyers_deal_one_flat_approach_damage() -> None:
    """VF-FLEETTYPE-05: 3 Improved Destroyers deal 1 Approach Damage, not 3."""
    assert start_combat(side("3d", "destroyers=improved"), side("5c")).log[0].damage.invader == 1


def test_vf_fleettype_06_dreadnoughts() -> None:
    """VF-FLEETTYPE-06: Invader 1 Approach Absorption per FP; +1 flat Initiative; Defender pool."""
    attack = fight(side("2n"), side("2s"))
    assert (attack.steps[0].absorbed.invader, attack.steps[0].after.invader) == (2, fp("2n"))
    defence = fight(side("3c"), side("2n"))
    assert defence.steps[1].initiative is not None
    assert defence.steps[1].initiative.defender == 3
    assert sum(salvo_absorbed(defence, "defender")) == 2


@pytest.mark.parametrize("kind", ["dreadnoughts", "carriers"])
def test_vf_fleettype_07_09_improved_dreadnoughts_and_carriers_fight_as_basic(kind: str) -> None:
    """VF-FLEETTYPE-07, VF-FLEETTYPE-09, A-09: Improved only lifts the 1-FP token cap."""
    letter = "n" if kind == "dreadnoughts" else "a"
    for attacker, holder in ((f"3{letter}", "4c"), ("4c", f"3{letter}")):
        basic = fight(side(attacker, f"{kind}=basic", active_fp=0), side(holder, f"{kind}=basic"))
        improved = fight(
            side(attacker, f"{kind}=improved", active_fp=0), side(holder, f"{kind}=improved")
        )
        assert basic == improved


def test_vf_fleettype_08_carriers() -> None:
    """VF-FLEETTYPE-08: Invader deploys Corvettes; 1 Initiative per FP; Defender 1 Absorption/FP."""
    attack = fight(side("2a", active_fp=2), side("9c"))
    assert attack.steps[1].initiative is not None
    assert attack.steps[1].initiative.invader == 4
    defence = fight(side("4c"), side("2a"))
    assert sum(salvo_absorbed(defence, "defender")) == 2
    assert start_combat(side("9c"), side("2a")).log[0].deployed == 0


def test_vf_fleettype_10_voidborn_are_corvettes() -> None:
    """VF-FLEETTYPE-10: Voidborn: 1 Initiative per FP and nothing else, like Corvettes."""
    voidborn, corvettes = fight(side("3c"), side("3v")), fight(side("3c"), side("3c"))
    assert voidborn.outcome == corvettes.outcome == "tie"
    assert [s.after.defender.voidborn for s in voidborn.steps] == [
        s.after.defender.corvette for s in corvettes.steps
    ]
    skirmish = fight(side("3v"), side("9c")).steps[1].initiative
    assert skirmish is not None and skirmish.invader == 3


def test_vf_fleettype_11_carrier_corvettes_cost_only_active_fp() -> None:
    """VF-FLEETTYPE-11: Corvettes have no deployment cost: Carriers need only Active FP."""
    assert start_combat(side("2a", active_fp=2), side("1c")).log[0].deployed == 2
    assert start_combat(side("2a"), side("1c")).log[0].deployed == 0


def test_vf_fleettype_12_starbases_deal_one_approach_damage_when_defending() -> None:
    """VF-FLEETTYPE-12: each Starbase deals 1 Approach Damage."""
    assert start_combat(side("5c"), side("1c", starbases=2)).log[0].damage.defender == 2


# --- Corvette upgrades -------------------------------------------------------------------------


def test_vf_corvup_01_upgrades_apply_once_for_all_corvettes() -> None:
    """VF-CORVUP-01: 3 Corvettes with Shields absorb 1, with Torpedoes deal +1, not +3."""
    shields = fight(side("3c", "shields=basic"), side("3c"))
    assert sum(salvo_absorbed(shields, "invader")) == 1
    torpedoes = fight(side("3c", "torpedoes=basic"), side("9c"))
    assert torpedoes.steps[1].damage.invader == 2


def test_vf_corvup_02_upgrades_need_a_corvette_except_improved_targeting() -> None:
    """VF-CORVUP-02: Destroyers alone get no Shields/Torpedoes/Basic Targeting; Improved works."""
    upgraded = side("2d", "shields=improved,torpedoes=improved,targeting=basic")
    assert fight(upgraded, side("4c")) == fight(side("2d"), side("4c"))
    improved = fight(side("2d", "targeting=improved"), side("4c"))
    assert improved.steps[1].first == "invader"


def test_vf_corvup_03_basic_targeting_plus_five() -> None:
    """VF-CORVUP-03: 2 Corvettes + Basic Targeting = 7 against 2: they fire first."""
    step = fight(side("2c"), side("2c", "targeting=basic")).steps[1]
    assert step.initiative is not None
    assert (step.initiative.defender, step.first) == (7, "defender")


def test_vf_corvup_04_a10_improved_targeting_replaces_the_plus_five() -> None:
    """VF-CORVUP-04, A-10: Improved gives no +5; both Improved compare plain Initiative."""
    step = fight(side("2c", "targeting=improved"), side("3c", "targeting=improved")).steps[1]
    assert step.initiative is not None
    assert (step.initiative.invader, step.initiative.defender, step.first) == (2, 3, "defender")
    step = fight(side("2c", "targeting=improved"), side("2c", "targeting=improved")).steps[1]
    assert step.first == "simultaneous"


def test_a35_sentries_alone_do_not_qualify_for_improved_targeting() -> None:
    """VF-COMBAT-22, A-35: a Defender with only Sentries (0 Initiative) does not fire first."""
    step = fight(side("5c"), side("2s", "targeting=improved")).steps[1]
    assert (step.first, step.damage.defender) == ("invader", 0)


def test_vf_corvup_05_basic_torpedoes_first_salvo_only() -> None:
    """VF-CORVUP-05: +1 in Salvo 1 only."""
    result = fight(side("5c"), side("3c", "torpedoes=basic"))
    assert [s.damage.defender for s in result.steps[1:]] == [2, 1, 0]


def test_vf_corvup_06_improved_torpedoes_every_salvo() -> None:
    """VF-CORVUP-06: +1 in every Salvo the side fires."""
    result = fight(side("5c"), side("3c", "torpedoes=improved"))
    assert [s.damage.defender for s in result.steps[1:]] == [2, 2, 2]


def test_vf_corvup_07_basic_shields_one_salvo_absorption() -> None:
    """VF-CORVUP-07: 1 Salvo Absorption, no Approach Absorption."""
    result = fight(side("2c", "shields=basic"), side("3c", sector_defenses=1))
    assert result.steps[0].absorbed.invader == 0
    assert sum(salvo_absorbed(result, "invader")) == 1


def test_vf_corvup_08_improved_shields_approach_and_salvo_absorption() -> None:
    """VF-CORVUP-08: 1 Approach and 1 Salvo Absorption."""
    result = fight(side("2c", "shields=improved"), side("3c", sector_defenses=1))
    assert result.steps[0].absorbed.invader == 1
    assert sum(salvo_absorbed(result, "invader")) == 1


# --- Ambiguity decisions -----------------------------------------------------------------------


def test_a11_extra_damage_comes_only_when_the_side_fires() -> None:
    """A-11, VF-COMBAT-27: a Corvette killed before firing never delivers its Basic Torpedo."""
    result = fight(side("1c", "torpedoes=basic"), side("2c"))
    assert (result.steps[1].damage.invader, result.outcome) == (0, "defender")


def test_a11_the_invader_may_hold_the_destroyer_bonus_for_a_later_salvo() -> None:
    """A-11, VF-COMBAT-27(c): hold in Salvo 1, use in Salvo 2."""
    state = opening(side("2d", "targeting=improved"), side("5c"))
    choice = pending_choice(state)
    assert choice is not None and (choice.kind, choice.amount) == ("destroyer_bonus", 2)
    state = advance(choose(state, "hold"))
    assert state.log[-1].name == "salvo 2"
    choice = pending_choice(state)
    assert choice is not None and choice.kind == "destroyer_bonus"
    state = advance(choose(state, "use"))
    assert [s.damage.invader for s in state.log[1:]] == [1, 2]


def test_a12_salvo_absorption_can_be_saved_for_later() -> None:
    """A-12: the owner decides when to absorb; holding Shields keeps them for Salvo 2."""
    state = opening(side("2c", "shields=basic"), side("2c"))
    choice = pending_choice(state)
    assert choice is not None
    assert (choice.role, choice.kind, choice.options) == ("invader", "absorb", (0, 1))
    state = advance(choose(state, 0))
    assert state.log[-1].after.invader == fp("1c")
    assert state.fighter("invader").shields_ready


def test_a12_per_fp_absorption_pools_are_sized_at_the_start() -> None:
    """A-12: the Defender's 2-Dreadnought pool stays 2 after one Dreadnought is lost."""
    state = start_combat(
        side("2c", "deep_space_missiles=improved", adjacent_shipyards=1), side("2n")
    )
    assert state.fighter("defender").salvo_absorption == 2
    state = advance(state)
    assert state.log[0].after.defender == fp("1n")
    assert state.fighter("defender").salvo_absorption == 2


def test_a12_absorption_is_not_offered_when_it_cannot_save_any_fp() -> None:
    """A-12: 3 Damage on 1 Corvette with 1 Shield: nothing to save, so no choice and no use."""
    state = opening(side("1c", "shields=basic"), side("9c", "torpedoes=improved"))
    state = advance(state)
    assert state.outcome == "defender"
    assert state.log[1].absorbed.invader == 0


def test_a13_one_trade_token_gives_both_approach_and_salvo_absorption() -> None:
    """A-13: Basic Drones + 1 Trade token: 1 Approach and 1 Salvo Absorption."""
    drones = side("2c", "autonomous_drones=basic", return_trade_token=True)
    result = fight(drones, side("3c", sector_defenses=1))
    assert result.steps[0].absorbed.invader == 1
    assert sum(salvo_absorbed(result, "invader")) == 1


def test_a29_a_player_cannot_invade_with_zero_fp() -> None:
    """A-29: a player Invasion needs at least 1 FP."""
    with pytest.raises(InvalidSide, match="A-29"):
        start_combat(side(), side("1v"))


def test_a29_a_zero_fp_skirmish_is_a_defender_win() -> None:
    """VF-SKIRMISH-06: the Voidborn attempts a Skirmish with 0 FP and loses automatically."""
    result = fight(Side(voidborn=True), side("1c"))
    assert (result.outcome, trace(result)) == ("defender", ["approach: - / 1c"])


def test_a36_deep_space_missiles_count_only_the_owners_sectors() -> None:
    """A-36: the Defender's adjacent Shipyards do not feed the Invader's Missiles."""
    invader = side("2c", "deep_space_missiles=improved")
    defender = side("2c", adjacent_shipyards=2)
    assert start_combat(invader, defender).log[0].damage.invader == 0


# --- Results -----------------------------------------------------------------------------------


def test_vf_result_01_only_the_defender_has_fp_left() -> None:
    """VF-RESULT-01: the Defender wins when only it has FP left."""
    assert fight(side("2c"), side("3c")).outcome == "defender"


def test_vf_result_16_both_sides_empty_is_a_tie() -> None:
    """VF-RESULT-16, DT-06: 2 vs 2 Corvettes end 0 vs 0."""
    result = fight(side("2c"), side("2c"))
    assert (result.outcome, result.removed.invader, result.removed.defender) == (
        "tie",
        fp("2c"),
        fp("2c"),
    )


def test_vf_result_17_installations_win_against_an_emptied_invader() -> None:
    """VF-RESULT-17: see VF-COMBAT-20; the special outcome is 'defender_installations'."""
    assert fight(side("1c"), side(starbases=1)).outcome == "defender_installations"


# --- Worked examples ---------------------------------------------------------------------------


def test_we25_basic_combat() -> None:
    """WE-25 (book p.25), VF-COMBAT-13..31, VF-CORVUP-07: 4 Corvettes + Shields win with 2."""
    result = fight(side("4c", "shields=basic"), side("3v", sector_defenses=1))
    assert trace(result) == [
        "approach: 3c / 3v",
        "salvo 1: 3c / 2v",
        "salvo 2: 2c / 1v",
        "salvo 3: 2c / -",
    ]
    assert [s.first for s in result.steps[1:]] == ["simultaneous", "invader", "invader"]
    assert (result.outcome, result.removed.invader) == ("invader", fp("2c"))


def test_we37_a_turn_played_out() -> None:
    """WE-37 (refresher): 3 Corvettes invade 2 Voidborn and win with 2."""
    result = fight(side("3c"), side("2v"))
    assert trace(result) == ["approach: 3c / 2v", "salvo 1: 2c / 1v", "salvo 2: 2c / -"]
    assert result.outcome == "invader"


@pytest.mark.parametrize(
    ("defender", "outcome"),
    [(side("2c"), "invader"), (side("2c", sector_defenses=1), "tie")],
    ids=["sector M", "sector R"],
)
def test_we35_skirmish_candidates(defender: Side, outcome: str) -> None:
    """WE-35 (book p.33), VF-SKIRMISH-09: 3 Voidborn win at M, tie at R; 2 FP recalled at both."""
    result = fight(side("3v"), defender)
    assert result.outcome == outcome
    assert result.removed.defender == fp("2c")


def test_dt08_carriers_deploy_then_tie() -> None:
    """DT-08, VF-COMBAT-13, A-08: 1 Carrier + 1 Active FP vs 1 Voidborn + 1 Defense: a tie."""
    result = fight(side("1a", active_fp=1), side("1v", sector_defenses=1))
    assert trace(result) == ["approach: 1c / 1v", "salvo 1: - / -"]
    assert result.outcome == "tie"


# --- The machine -------------------------------------------------------------------------------


def test_choose_rejects_an_illegal_option_and_names_it() -> None:
    """VF-COMBAT-08: only a present Fleet type can be recalled; errors are ValueErrors."""
    state = opening(side("3c"), side("1c,1d"))
    with pytest.raises(IllegalChoice, match="'carrier' is not a legal 'remove' option"):
        choose(state, "carrier")
    with pytest.raises(ValueError, match="legal: corvette, destroyer"):
        choose(state, 1)


def test_choose_rejects_a_bool_for_an_absorption_count() -> None:
    """VF-COMBAT-29: options are ints; True is not accepted as 1."""
    state = opening(side("2c", "shields=basic"), side("2c"))
    with pytest.raises(IllegalChoice):
        choose(state, True)


def test_choose_without_a_pending_choice_is_an_error() -> None:
    """VF-COMBAT-31: a finished Combat takes no choice."""
    state = opening(side("3c"), side("1c"))
    with pytest.raises(IllegalChoice, match="no choice is pending"):
        choose(state, 0)


def test_choose_never_changes_its_input() -> None:
    """VF-COMBAT-02: choose returns a new state."""
    state = opening(side("3c"), side("1c,1d"))
    before = msgspec.json.encode(state)
    choose(state, "corvette")
    assert msgspec.json.encode(state) == before


def test_report_of_an_unfinished_combat_is_an_error() -> None:
    """VF-COMBAT-31: only a finished Combat has a report."""
    with pytest.raises(CombatError, match="not over"):
        report(opening(side("3c"), side("1c,1d")))


def test_a_state_round_trips_through_json_mid_combat() -> None:
    """VF-COMBAT-02: a paused Combat saved as JSON resumes to the same result."""
    state = opening(side("2a", active_fp=2), side("2n", "shields=basic"))
    assert pending_choice(state) is not None
    loaded = msgspec.json.decode(msgspec.json.encode(state), type=CombatState)
    assert loaded == state
    assert finish(loaded) == finish(state)


def finish(state: CombatState) -> CombatReport:
    while (choice := pending_choice(state)) is not None:
        state = advance(choose(state, default_policy(state, choice)))
    return report(state)


@pytest.mark.parametrize(
    ("invader", "defender", "rule"),
    [
        (side("2c"), Side(fleet=Fleet(corvette=-1)), "VF-COMBAT-03"),
        (side("2c", adjacent_shipyards=-1), side("1c"), "VF-COMBAT-03"),
        (Side(fleet=Fleet(voidborn=2, corvette=1), voidborn=True), side("1c"), "VF-FLEET-20"),
        (Side(fleet=Fleet(voidborn=2)), side("1c"), "VF-FLEET-20"),
        (Side(fleet=Fleet(voidborn=2), voidborn=True, active_fp=1), side("1c"), "VF-FLEET-24"),
        (side("9c", active_fp=6), side("1c"), "VF-FLEET-04"),
        (side("2c", spend_energy=True), side("1c"), "VF-COMBAT-16"),
        (
            side("2c", "deep_space_missiles=improved", adjacent_shipyards=1, spend_energy=True),
            side("1c"),
            "VF-COMBAT-16",
        ),
        (side("2c", return_trade_token=True), side("1c"), "VF-COMBAT-18"),
        (side("2c"), side("1c", bombard_materials=3), "VF-COMBAT-18"),
    ],
)
def test_vf_combat_03_impossible_sides_are_rejected(
    invader: Side, defender: Side, rule: str
) -> None:
    """VF-COMBAT-03, VF-FLEET-04, VF-FLEET-20: each bad side raises InvalidSide with its rule."""
    with pytest.raises(InvalidSide) as error:
        start_combat(invader, defender)
    assert error.value.rule_id == rule
    assert isinstance(error.value, ValueError)


# --- Properties --------------------------------------------------------------------------------

PLAYER_TYPES: tuple[str, ...] = get_args(FleetType)
techs = st.builds(Technologies, **{name: st.sampled_from(TECH_LEVELS) for name in TECHNOLOGIES})


@st.composite
def invaders(draw: st.DrawFn) -> Side:
    if draw(st.integers(0, 5)) == 0:
        return Side(fleet=Fleet(voidborn=draw(st.integers(0, 5))), tech=draw(techs), voidborn=True)
    counts = {kind: draw(st.integers(0, 2)) for kind in PLAYER_TYPES}
    counts["corvette"] += 1
    tech, adjacent = draw(techs), draw(st.integers(0, 3))
    return Side(
        fleet=Fleet(**counts),
        tech=tech,
        adjacent_shipyards=adjacent,
        active_fp=draw(st.integers(0, 3)),
        spend_energy=tech.deep_space_missiles == "basic" and adjacent > 0 and draw(st.booleans()),
        return_trade_token=tech.autonomous_drones != "none" and draw(st.booleans()),
        bombard_materials=draw(st.integers(0, 7)),
    )


@st.composite
def defenders(draw: st.DrawFn) -> Side:
    kind = draw(st.sampled_from(["player", "voidborn", "empty"]))
    defenses, starbases = draw(st.integers(0, 2)), draw(st.integers(0, 1))
    if kind == "empty":
        return Side(sector_defenses=defenses, starbases=starbases)
    if kind == "voidborn":
        fleet = Fleet(voidborn=draw(st.integers(1, 4)))
        return Side(fleet=fleet, sector_defenses=defenses, voidborn=True)
    counts = {kind: draw(st.integers(0, 2)) for kind in PLAYER_TYPES}
    counts["sentry"] += 1
    return Side(
        fleet=Fleet(**counts),
        tech=draw(techs),
        sector_defenses=defenses,
        starbases=starbases,
        adjacent_shipyards=draw(st.integers(0, 3)),
    )


def conserved(result: CombatReport, invader: Side, defender: Side) -> None:
    entered = PerSide(invader.fleet.plus("corvette", result.deployed), defender.fleet)
    for role in ROLES:
        survived, removed = result.survivors.get(role), result.removed.get(role)
        for kind in COMBAT_FLEET_TYPES:
            assert survived.count(kind) + removed.count(kind) == entered.get(role).count(kind)


def consistent(result: CombatReport) -> None:
    left = (result.survivors.invader.total > 0, result.survivors.defender.total > 0)
    expected = {(True, False): {"invader"}, (False, True): {"defender"}}
    assert result.outcome in expected.get(left, {"tie", "defender_installations"})


@settings(max_examples=300, deadline=None)
@given(invaders(), defenders())
def test_property_fp_conservation_and_outcome(invader: Side, defender: Side) -> None:
    """VF-COMBAT-08, VF-COMBAT-31: survivors + removed = entering FP + Carrier Corvettes."""
    assume(not (invader.voidborn and defender.voidborn))  # VF-SKIRMISH-01
    result = resolve(invader, defender)
    conserved(result, invader, defender)
    consistent(result)


@settings(max_examples=100, deadline=None)
@given(invaders(), defenders())
def test_property_determinism(invader: Side, defender: Side) -> None:
    """VF-COMBAT-02: resolving the same Combat twice gives identical reports."""
    assume(not (invader.voidborn and defender.voidborn))  # VF-SKIRMISH-01
    assert msgspec.json.encode(resolve(invader, defender)) == msgspec.json.encode(
        resolve(invader, defender)
    )


@settings(max_examples=150, deadline=None)
@given(invaders(), defenders())
def test_property_resolve_agrees_with_stepping_the_machine(invader: Side, defender: Side) -> None:
    """VF-COMBAT-07: resolve = start_combat + advance/pending_choice/choose with the policy."""
    assume(not (invader.voidborn and defender.voidborn))  # VF-SKIRMISH-01
    assert finish(advance(start_combat(invader, defender))) == resolve(invader, defender)


@settings(max_examples=200, deadline=None)
@given(invaders(), defenders(), st.data())
def test_property_any_legal_choices_finish_and_conserve_fp(
    invader: Side, defender: Side, data: st.DataObject
) -> None:
    """VF-COMBAT-08, VF-COMBAT-31: arbitrary legal choices always end a Combat, FP conserved."""
    assume(not (invader.voidborn and defender.voidborn))  # VF-SKIRMISH-01
    state = advance(start_combat(invader, defender))
    while (choice := pending_choice(state)) is not None:
        assert msgspec.json.decode(msgspec.json.encode(state), type=CombatState) == state
        state = advance(choose(state, data.draw(st.sampled_from(choice.options))))
    result = report(state)
    conserved(result, invader, defender)
    consistent(result)


# --- CLI ---------------------------------------------------------------------------------------


def run(*args: str) -> Any:
    return CliRunner().invoke(combat_command, list(args))


def test_cli_text_output_shows_outcome_and_each_step() -> None:
    """WE-25 through the CLI: outcome first, then each step with both sides before/after."""
    result = run(
        "--invader", "4c", "--defender", "3v", "--defenses", "1", "--invader-tech", "shields=basic"
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Outcome: invader"
    assert "invader  4c -> 3c" in result.output
    assert "defender 1v -> -" in result.output
    assert sum(line.startswith("Salvo ") for line in lines) == 3


def test_cli_json_output() -> None:
    """DT-08 through the CLI: JSON with outcome, steps (FP before/after), survivors."""
    result = run(
        "--invader", "1a", "--defender", "1v", "--defenses", "1", "--active", "1", "--json"
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["outcome"] == "tie"
    assert data["steps"][0]["before"] == {"invader": {"carrier": 1}, "defender": {"voidborn": 1}}
    assert data["steps"][0]["after"]["invader"] == {"corvette": 1}
    assert data["survivors"] == {"invader": {}, "defender": {}}


def test_cli_spends_and_technologies_reach_the_invader() -> None:
    """VF-COMBAT-16, -18: --spend-energy, --drones and --bombard are the Invader's."""
    result = run(
        "--invader",
        "2c",
        "--defender",
        "3c",
        "--defenses",
        "1",
        "--invader-tech",
        "deep_space_missiles=basic,autonomous_drones=basic",
        "--adjacent-shipyards",
        "1",
        "--spend-energy",
        "--drones",
        "--bombard",
        "3",
        "--json",
    )
    assert result.exit_code == 0, result.output
    approach = json.loads(result.output)["steps"][0]
    assert (approach["damage"]["invader"], approach["absorbed"]["invader"]) == (1, 1)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--invader", "3x"], "unknown fleet letter"),
        (["--invader", "-2c"], "negative count"),
        (["--invader", "2c,1c"], "given twice"),
        (["--invader", "2c", "--invader-tech", "lasers=basic"], "unknown Technology 'lasers'"),
        (["--invader", "2c", "--defender-tech", "shields=super"], "bad level"),
        (["--invader", "2c", "--defenses", "-1"], "--defenses"),
        (["--invader", "2c,1v"], "Voidborn"),
        (["--invader", "2c", "--spend-energy"], "Deep Space Missiles"),
        (["--defender", "2c"], "--invader"),
    ],
)
def test_cli_bad_input_is_a_usage_error(args: list[str], message: str) -> None:
    """Bad notation or an impossible side exits with status 2 and names the problem."""
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output


def test_cli_help_documents_the_notation() -> None:
    """The --help text lists every fleet letter and Technology name."""
    result = run("--help")
    assert result.exit_code == 0
    for text in (
        "c Corvette",
        "s Sentry",
        "d Destroyer",
        "n dreadNought",
        "a cArrier",
        "v Voidborn",
    ):
        assert text in result.output
    for name in TECHNOLOGIES:
        assert name in result.output
