"""Sectors, Guilds, Installations, Population: VF-SECTOR, VF-GUILD, VF-POP, T-19; WE-16, DT-18."""

from __future__ import annotations

from typing import Any

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Galaxy
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import GUILD_RESOURCE, GUILDS, INSTALLATIONS, NOBODY
from domineum.voidfall.rules import fleet, production, sectors
from tests.voidfall.economy.econkit import options, pick, refusal, rule_of, run, sector

# --- Sectors ---------------------------------------------------------------------------------


def test_vf_sector_01_02_adjacency_is_shared_edges_both_ways() -> None:
    """VF-SECTOR-01, VF-SECTOR-02: hex tiles sharing an edge are adjacent, in both directions."""
    galaxy = Galaxy(sectors=[sector(f"s{i}") for i in (1, 2, 3)], edges=(("s1", "s2"),))
    assert galaxy.neighbours("s1") == ("s2",)
    assert galaxy.neighbours("s2") == ("s1",)
    assert galaxy.neighbours("s3") == ()


def test_vf_sector_03_voidstorm_breaks_adjacency() -> None:
    """VF-SECTOR-03: a Voidstorm on an edge breaks that adjacency only."""
    galaxy = Galaxy(
        sectors=[sector(f"s{i}") for i in (1, 2, 3)],
        edges=(("s1", "s2"), ("s1", "s3")),
        voidstorms=(("s2", "s1"),),
    )
    assert galaxy.neighbours("s1") == ("s3",)


def test_vf_sector_04_three_control_states(state: GameState) -> None:
    """VF-SECTOR-04: a sector is Voidborn, a player's, or without Fleet Power."""
    assert (
        state.galaxy.sector("s4").is_voidborn and state.galaxy.sector("s4").controller() == NOBODY
    )
    assert state.galaxy.sector("s2").controller() == 0
    fallen = sector("s6", installations=["sector_defense"])
    assert not fallen.is_voidborn and fallen.controller() == NOBODY


def test_vf_sector_05_home_is_always_controlled(state: GameState, content: Content) -> None:
    """VF-SECTOR-05, DT-18: a Home without FP is still yours (build there, count it)."""
    home = state.galaxy.sector("s1")
    home.fleets.clear()
    home.owner = NOBODY
    assert home.controller() == 0
    run(state, content, {"op": "build", "installation": "shipyard", "where": "home"})
    assert home.installations[0] == "shipyard"


@pytest.mark.parametrize("bound", ["", "s1", "s2", "s3", "s4", "s5"])
@pytest.mark.parametrize("where", ["any", "home", "same", "not_same", "linked"])
def test_vf_target_01_07_in_scope_is_what_you_control_where_allows(
    state: GameState, where: str, bound: str
) -> None:
    """VF-TARGET-01, VF-TARGET-07, VF-SECTOR-05: an effect's sectors are those you control that
    ``where`` allows: your Home even without FP; the bound sector only while you control it (not
    a Voidborn one, not another player's); none for ``same`` before one is bound."""
    home = state.galaxy.sector("s1")
    home.fleets.clear()
    home.owner = NOBODY
    state.turn.bound_sector = bound
    mine = state.galaxy.controlled_by(0)
    assert [s.id for s in mine] == ["s1", "s2", "s3"]
    expected = {
        "any": mine,
        "home": [home],
        "same": [s for s in mine if s.id == bound],
        "not_same": [s for s in mine if s.id != bound],
        "linked": [s for s in mine if s.id == bound] if bound else mine,
    }[where]
    assert sectors.in_scope(state, 0, where) == expected


def test_vf_sector_06_destroy_never_targets_home(state: GameState, content: Content) -> None:
    """VF-SECTOR-06, DT-18: a Home's Guilds cannot be destroyed, even when it has the only ones."""
    state.galaxy.sector("s1").guilds = ["farmers", "", ""]
    found = refusal(state, content, {"op": "destroy", "kind": "guild"})
    assert found is not None and found.rule == "VF-GUILD-10"


def test_vf_sector_07_non_home_sectors(state: GameState, content: Content) -> None:
    """VF-SECTOR-07: costs limited to non-Home sectors pick among those only."""
    state.galaxy.sector("s1").guilds = ["farmers", "", ""]
    state.galaxy.sector("s2").guilds = ["miners", "", ""]
    run(state, content, {"op": "destroy", "kind": "guild"}, cost=True)
    assert state.galaxy.sector("s1").guilds == ["farmers", "", ""]
    assert state.galaxy.sector("s2").guilds == ["", "", ""]


def test_vf_sector_08_a_sector_without_fp_is_not_voidborn() -> None:
    """VF-SECTOR-08: no Voidborn FP, no Voidborn sector (whatever else it holds)."""
    assert not sector("s6", corrupted=True, installations=["sector_defense"]).is_voidborn
    assert sector("s7", voidborn=1).is_voidborn


def test_vf_sector_11_corruption_state(state: GameState, content: Content) -> None:
    """VF-SECTOR-11: a Corrupted sector has a marker; most sectors, yours too, can take one."""
    assert state.galaxy.sector("s3").corrupted and not state.galaxy.sector("s2").corrupted
    run(state, content, {"op": "corrupt", "where": "sector"}, cost=True)
    assert state.galaxy.sector("s2").corrupted


def test_vf_sector_12_immune_sectors_stay_pure(state: GameState, content: Content) -> None:
    """VF-SECTOR-12, A-25: Home and other immune sectors are never offered for Corruption."""
    state.galaxy.sector("s2").corruption_immune = True
    found = refusal(state, content, {"op": "corrupt", "where": "sector"})
    assert found is not None and found.rule == "VF-CORRUPT-07"


def test_vf_sector_13_voidborn_immune_sector_gets_no_voidborn(state: GameState) -> None:
    """VF-SECTOR-13, VF-ABANDON-05: abandoning a Voidborn-immune sector places no Voidborn FP."""
    s2 = state.galaxy.sector("s2")
    s2.voidborn_immune = True
    fleet.recall(state, 0, s2, "corvette")
    assert s2.voidborn == 0 and not s2.is_voidborn


def test_event_target_by_voidborn_fp(state: GameState, content: Content) -> None:
    """VF-PREP-20: "each Voidborn sector with 2 Voidborn FP or fewer" reads the FP present."""
    s4 = state.galaxy.sector("s4")
    assert [s.id for s in sectors.event_targets(state, 0, "each_voidborn_at_most_2_fp")] == ["s4"]
    s4.voidborn = 3
    assert sectors.event_targets(state, 0, "each_voidborn_at_most_2_fp") == []


def test_vf_sector_15_sector_upkeep_icons_count_while_controlled(
    state: GameState, content: Content
) -> None:
    """VF-SECTOR-15, VF-EVAL-07c: a sector's own Upkeep icons count while you control it."""
    from domineum.voidfall.rules.upkeep import upkeep_total

    base = upkeep_total(state, content, 0)
    state.galaxy.sector("s2").upkeep_icons = 2
    state.galaxy.sector("s4").upkeep_icons = 1  # not yours
    assert upkeep_total(state, content, 0) == base + 2


# --- Guilds and Installations ------------------------------------------------------------------


def test_vf_guild_01_02_five_guilds_one_resource_each() -> None:
    """VF-GUILD-01, VF-GUILD-02, T-19: each Guild raises one resource."""
    assert GUILD_RESOURCE == {
        "farmers": "food",
        "engineers": "energy",
        "miners": "materials",
        "bankers": "credits",
        "scientists": "science",
    }
    assert sectors.guild_types("fem") == ("farmers", "engineers", "miners")
    assert sectors.guild_types("any") == GUILDS


def test_vf_guild_03_starbase_needs_its_technology(state: GameState, content: Content) -> None:
    """VF-GUILD-03, T-19: a Starbase needs the Starbases Technology."""
    found = refusal(state, content, {"op": "build", "installation": "starbase"})
    assert found is not None and found.rule == "VF-GUILD-03"
    push_step(state, content, 0, Effect("build"), False)
    assert "build starbase" not in options(state, content)
    state.stack.clear()
    state.houses[0].technologies["starbases"] = "basic"
    run(state, content, {"op": "build", "installation": "starbase"}, ["sector s2"])
    assert state.galaxy.sector("s2").installations[0] == "starbase"


def test_vf_guild_03_starbases_per_sector_limit(state: GameState, content: Content) -> None:
    """VF-GUILD-03: the Starbases card's cap per sector (Basic 1, Improved 2) applies."""
    state.houses[0].technologies["starbases"] = "basic"
    state.galaxy.sector("s2").installations = ["starbase", "", ""]
    push_step(state, content, 0, Effect("build", {"installation": "starbase"}), False)
    assert "sector s2" not in options(state, content)
    state.stack.clear()
    state.houses[0].technologies["starbases"] = "improved"
    run(state, content, {"op": "build", "installation": "starbase"}, ["sector s2"])
    assert state.galaxy.sector("s2").installations[:2] == ["starbase", "starbase"]


def test_vf_guild_04_only_in_sectors_you_control(state: GameState, content: Content) -> None:
    """VF-GUILD-04: the target must be a sector you control."""
    push_step(state, content, 0, Effect("establish"), False)
    assert options(state, content) == ["sector s1", "sector s2", "sector s3", "done"]


def test_vf_guild_05_corrupted_sectors_allowed(state: GameState, content: Content) -> None:
    """VF-GUILD-05: you may establish in a Corrupted sector."""
    run(state, content, {"op": "establish", "guild": "miners"}, ["sector s3"])
    assert state.galaxy.sector("s3").guilds[0] == "miners"


def test_vf_guild_06_guilds_and_installations_use_their_own_spaces(
    state: GameState, content: Content
) -> None:
    """VF-GUILD-06: a Guild never fills an Installation space and vice versa."""
    s2 = state.galaxy.sector("s2")
    s2.guilds = ["farmers", "farmers", "farmers"]
    state.turn.bound_sector = "s2"
    found = refusal(state, content, {"op": "establish", "where": "same"})
    assert found is not None and found.rule == "VF-GUILD-08"
    run(state, content, {"op": "build", "installation": "shipyard", "where": "same"})
    assert s2.installations == ["shipyard", "", ""]


def test_vf_guild_07_build_order_upkeep_space_last(state: GameState, content: Content) -> None:
    """VF-GUILD-07: left to right, the Upkeep space last, printed spaces skipped."""
    s = sector("s6", owner=0, corvettes=1, printed_guilds=["farmers"])
    state.galaxy.sectors.append(s)
    state.turn.bound_sector = "s6"
    for _ in range(2):
        run(state, content, {"op": "establish", "guild": "bankers", "where": "same"})
    assert s.guilds == ["", "bankers", "bankers"]
    assert s.guild_spaces[2].upkeep
    t = sector("s7", owner=0, corvettes=1)
    t.guild_spaces = [t.guild_spaces[2], t.guild_spaces[0], t.guild_spaces[1]]  # Upkeep leftmost
    state.galaxy.sectors.append(t)
    state.turn.bound_sector = "s7"
    run(state, content, {"op": "establish", "guild": "miners", "where": "same"})
    assert t.guilds == ["", "miners", ""]


def test_vf_guild_08_no_free_space_no_build(state: GameState, content: Content) -> None:
    """VF-GUILD-08: a full row cannot take another token there."""
    state.turn.bound_sector = "s2"
    state.galaxy.sector("s2").installations = ["shipyard", "sector_defense", "shipyard"]
    found = refusal(state, content, {"op": "build", "where": "same"})
    assert found is not None and found.rule == "VF-GUILD-08"


def test_vf_guild_09_no_voluntary_destroy_move_or_overbuild(
    state: GameState, content: Content
) -> None:
    """VF-GUILD-09: building never replaces a token; only a cost destroys, and no primitive
    moves Guilds or Installations."""
    s2 = state.galaxy.sector("s2")
    s2.guilds = ["farmers", "miners", ""]
    run(state, content, {"op": "establish", "guild": "bankers"}, ["sector s2"])
    assert s2.guilds == ["farmers", "miners", "bankers"]
    assert primitive("destroy").Params.__struct_fields__ == ("kind",)


def test_vf_guild_10_destroy_shifts_the_row_left(state: GameState, content: Content) -> None:
    """VF-GUILD-10: destroy any one of the kind in a non-Home sector, the rest shift left."""
    s2 = state.galaxy.sector("s2")
    s2.guilds = ["farmers", "miners", "bankers"]
    run(state, content, {"op": "destroy", "kind": "guild"}, ["guild miners"], cost=True)
    assert s2.guilds == ["farmers", "bankers", ""]


def test_vf_guild_10_destroy_binds_the_sector(state: GameState, content: Content) -> None:
    """VF-GUILD-10, VF-TARGET-07: a destroy cost in a sector binds it as "the same sector"."""
    state.galaxy.sector("s3").installations = ["shipyard", "", ""]
    state.galaxy.sector("s2").installations = ["sector_defense", "", ""]
    run(state, content, {"op": "destroy", "kind": "installation"}, ["sector s3"], cost=True)
    assert state.turn.bound_sector == "s3"
    assert state.galaxy.sector("s3").installations == ["", "", ""]


def test_vf_guild_11_printed_tokens_count_but_cannot_be_removed(
    state: GameState, content: Content
) -> None:
    """VF-GUILD-11: a printed Guild produces like a token but no effect removes it."""
    s = sector("s6", population=2, owner=0, corvettes=1, printed_guilds=["farmers"])
    state.galaxy.sectors.append(s)
    assert production.level(state, content, 0, "food") == 2
    found = refusal(state, content, {"op": "destroy", "kind": "guild"})
    assert found is not None and found.rule == "VF-GUILD-10"


def test_vf_guild_12_pure_guilds_are_in_pure_sectors(state: GameState, content: Content) -> None:
    """VF-GUILD-12: only Guilds in Pure sectors are Pure Guilds."""
    from domineum.voidfall.rules.countables import count

    state.galaxy.sector("s2").guilds = ["farmers", "", ""]
    state.galaxy.sector("s3").guilds = ["farmers", "", ""]
    assert count(state, content, 0, "pure_guilds", {"guild": "farmers"}) == 1


def test_vf_guild_13_abandonment_removes_installations_not_guilds(state: GameState) -> None:
    """VF-GUILD-13, VF-ABANDON-03: occupation removes Installations but keeps Guilds."""
    s2 = state.galaxy.sector("s2")
    s2.guilds = ["farmers", "", ""]
    s2.installations = ["shipyard", "", ""]
    fleet.recall(state, 0, s2, "corvette")
    assert s2.guilds == ["farmers", "", ""] and s2.installations == ["", "", ""]


def test_t_19_installation_types() -> None:
    """T-19: Shipyard, Sector Defense, Starbase."""
    assert INSTALLATIONS == ("shipyard", "sector_defense", "starbase")
    assert sectors.installation_types("any") == INSTALLATIONS


# --- Population --------------------------------------------------------------------------------


def test_we_16_increase_population(state: GameState, content: Content) -> None:
    """WE-16, VF-POP-03..05: a Pure non-Fixed sector 2 -> 3; not Corrupted, not above 6;
    no decrease at 1 or in Home."""
    run(state, content, {"op": "grow"}, ["sector s2"])
    assert state.galaxy.sector("s2").population == 3
    push_step(state, content, 0, Effect("grow"), False)
    assert "sector s3" not in options(state, content)  # Corrupted
    state.stack.clear()
    state.galaxy.sector("s2").population = 1
    found = refusal(state, content, {"op": "reduce_population"})
    assert found is not None and found.rule == "VF-POP-05"  # Home excluded, s2 at 1


def test_vf_pop_01_population_from_1_to_6(state: GameState, content: Content) -> None:
    """VF-POP-01, VF-POP-04: growth stops at 6."""
    s2 = state.galaxy.sector("s2")
    state.turn.bound_sector = "s2"
    run(state, content, {"op": "grow", "amount": 6, "where": "same"})
    assert s2.population == 6
    found = refusal(state, content, {"op": "grow", "where": "same"})
    assert found is not None and found.rule == "VF-POP-04"


def test_vf_pop_02_population_sets_production(state: GameState, content: Content) -> None:
    """VF-POP-02: a Guild adds its sector's Population to the Level."""
    state.galaxy.sector("s2").guilds = ["miners", "", ""]
    before = production.level(state, content, 0, "materials")
    run(state, content, {"op": "grow"}, ["sector s2"])
    assert production.level(state, content, 0, "materials") == before + 1


def test_vf_pop_03_corrupted_population_never_changes(state: GameState, content: Content) -> None:
    """VF-POP-03, VF-CORRUPT-12: neither growth nor reduction touches a Corrupted sector."""
    state.galaxy.sector("s2").corrupted = True
    state.galaxy.sector("s1").population = 6
    assert rule_of(state, content, {"op": "grow"}) == "VF-POP-04"
    state.galaxy.sector("s3").population = 4
    assert rule_of(state, content, {"op": "reduce_population"}) == "VF-POP-05"


def test_vf_pop_04_grow_amount_is_one_per_icon(state: GameState, content: Content) -> None:
    """VF-POP-04: each icon adds 1 to one sector of your choice."""
    run(state, content, {"op": "grow", "amount": 2}, ["sector s1", "sector s2"])
    assert (state.galaxy.sector("s1").population, state.galaxy.sector("s2").population) == (4, 3)


def test_vf_pop_05_reduce_is_a_cost_outside_home_and_binds(
    state: GameState, content: Content
) -> None:
    """VF-POP-05, VF-TARGET-07: -1 in a Pure non-Home sector, not below 1; it binds the sector."""
    run(state, content, {"op": "reduce_population"}, cost=True)
    assert state.galaxy.sector("s2").population == 1
    assert state.galaxy.sector("s1").population == 3
    assert state.turn.bound_sector == "s2"
    assert rule_of(state, content, {"op": "reduce_population"}) == "VF-POP-05"


def test_vf_pop_06_fixed_population_never_changes(state: GameState, content: Content) -> None:
    """VF-POP-06: a Fixed Population can never change."""
    s2 = state.galaxy.sector("s2")
    s2.fixed_population = True
    push_step(state, content, 0, Effect("grow"), False)
    assert "sector s2" not in options(state, content)
    state.stack.clear()
    assert rule_of(state, content, {"op": "reduce_population"}) == "VF-POP-05"


def test_vf_pop_07_no_population_sectors(state: GameState, content: Content) -> None:
    """VF-POP-07: a sector without Population never grows and can never be Corrupted."""
    s6 = sector("s6", population=0, owner=0, corvettes=1)
    state.galaxy.sectors.append(s6)
    state.turn.bound_sector = "s6"
    assert rule_of(state, content, {"op": "grow", "where": "same"}) == "VF-POP-04"
    assert refusal(state, content, {"op": "corrupt", "where": "same"}) is not None


@pytest.mark.parametrize("where,expected", [("home", ["s1"]), ("same", ["s3"]), ("any", None)])
def test_vf_target_01_where_scopes(state: GameState, where: str, expected: Any) -> None:
    """VF-TARGET-01/07: ``where`` limits a primitive to your sectors, Home or the bound one."""
    state.turn.bound_sector = "s3"
    got = [s.id for s in sectors.in_scope(state, 0, where)]
    assert got == (expected or ["s1", "s2", "s3"])


def test_place_infrastructure_follows_build_order_and_binds(
    state: GameState, content: Content
) -> None:
    """VF-PREP-22, A-53: an event's Sector Defense goes on the next space in build order of the
    chosen adjacent Voidborn sector, which is then bound for the box's other instructions."""
    s4 = state.galaxy.sector("s4")
    s4.installations = ["sector_defense", "", ""]
    run(state, content, {"op": "place_infrastructure", "kind": "sector_defense"})
    assert s4.installations == ["sector_defense", "sector_defense", ""]
    run(state, content, {"op": "place_infrastructure", "kind": "scientists", "target": "same"})
    assert s4.guilds[0] == "scientists"


def test_place_infrastructure_needs_a_free_space(state: GameState, content: Content) -> None:
    """VF-PREP-20, VF-GUILD-08: a target whose row is full is not valid."""
    state.galaxy.sector("s4").guilds = ["farmers", "farmers", "farmers"]
    found = refusal(state, content, {"op": "place_infrastructure", "kind": "miners"})
    assert found is not None and found.rule == "VF-PREP-20"


def test_guild_pick_is_a_second_decision(state: GameState, content: Content) -> None:
    """VF-GUILD-02: "any Guild" asks the sector, then the type."""
    push_step(state, content, 0, Effect("establish", {"guild": "fem"}), False)
    pick(state, content, "sector s2")
    assert options(state, content) == ["guild farmers", "guild engineers", "guild miners", "done"]


def test_establish_with_cybernetics_gains_the_resource(state: GameState, content: Content) -> None:
    """VF-GUILD-04 with Cybernetics (``on_establish_gain: 2``): +2 of the Guild's resource."""
    state.houses[0].technologies["cybernetics"] = "basic"
    run(state, content, {"op": "establish", "guild": "miners"}, ["sector s2"])
    assert state.houses[0].resource("materials") == 2
