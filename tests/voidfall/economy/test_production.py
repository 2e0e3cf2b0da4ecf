"""Production: VF-PROD-01..13, T-01, A-47, A-48; worked examples WE-17, WE-18, WE-19, DT-01."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.rules import production
from domineum.voidfall.rules.production import YIELD_ZERO_IS_NOT_PRODUCTION, level, yield_for
from tests.voidfall.economy.econkit import make_state, options, pick, run, sector


def with_guilds(
    *specs: tuple[int, list[str], bool], players: int = 2, options: tuple[str, ...] = ()
) -> GameState:
    """Seat 0 controls one sector per spec (population, guilds, corrupted)."""
    sectors = [sector("s1", population=1, home_of=0, owner=0, corvettes=1)]
    for n, (population, guilds, corrupted) in enumerate(specs, start=2):
        sectors.append(
            sector(
                f"s{n}",
                population=population,
                owner=0,
                corvettes=1,
                guilds=guilds,
                corrupted=corrupted,
            )
        )
    sectors.append(sector("s9", population=3, home_of=1, owner=1, corvettes=1))
    return make_state(sectors, edges=(), players=players, options=options)


def test_vf_prod_01_level_and_yield_are_two_numbers(content: Content) -> None:
    """VF-PROD-01: Credits Level 5 <-> Yield 2 (the book's dial example)."""
    assert yield_for(content, "credits", 5) == 2


def test_we_17_production_dial_reading(content: Content) -> None:
    """WE-17, VF-PROD-01, T-01: Credits Production Level 5 gives Yield 2."""
    state = with_guilds((3, ["bankers"], True), (2, ["bankers"], False))
    assert level(state, content, 0, "credits") == 5
    assert yield_for(content, "credits", level(state, content, 0, "credits")) == 2


def test_vf_prod_02_each_guild_adds_its_sector_population(content: Content) -> None:
    """VF-PROD-02: two Guilds of a type in a Population-3 sector add 6."""
    state = with_guilds((3, ["farmers", "farmers"], False), (2, ["miners"], False))
    assert level(state, content, 0, "food") == 6
    assert level(state, content, 0, "materials") == 2
    assert level(state, content, 0, "energy") == 0


def test_vf_prod_03_corrupted_sectors_still_count(content: Content) -> None:
    """VF-PROD-03, VF-CORRUPT-12: Guilds in Corrupted sectors raise the Level too."""
    state = with_guilds((4, ["engineers"], True))
    assert level(state, content, 0, "energy") == 4


def test_vf_prod_04_level_caps_at_13_but_guilds_may_still_be_established(content: Content) -> None:
    """VF-PROD-04: the Level stays 13 even with more Guilds; establishing is still allowed."""
    state = with_guilds((6, ["scientists", "scientists"], False), (5, ["scientists"], False))
    assert level(state, content, 0, "science") == 13
    run(state, content, {"op": "establish", "guild": "scientists", "where": "any"}, ["sector s3"])
    assert level(state, content, 0, "science") == 13
    assert state.galaxy.sector("s3").guilds.count("scientists") == 2


def test_vf_prod_05_level_follows_population_and_control(content: Content) -> None:
    """VF-PROD-05: the Level is recomputed on growth, new Guilds and loss of control."""
    state = with_guilds((2, ["farmers"], False))
    assert level(state, content, 0, "food") == 2
    run(state, content, {"op": "grow"}, ["sector s2"])
    assert level(state, content, 0, "food") == 3
    state.galaxy.sector("s2").fleets.clear()  # control lost
    memo.forget(state)  # a hand edit (core/memo.py)
    assert level(state, content, 0, "food") == 0


def test_vf_prod_06_starting_agenda_bonus(content: Content) -> None:
    """VF-PROD-06: a starting Agenda icon adds 1 to one Level, the cap still applying."""
    state = with_guilds((6, ["engineers", "engineers"], False), (1, ["engineers"], False))
    state.houses[0].agendas[0] = "start_energy"
    assert level(state, content, 0, "energy") == 13
    state.galaxy.sector("s3").guilds = ["", "", ""]
    assert level(state, content, 0, "energy") == 13  # 12 + 1
    state.galaxy.sector("s2").guilds = ["engineers", "", ""]
    assert level(state, content, 0, "energy") == 7


def test_we_18_starting_agenda_production_bonus(content: Content) -> None:
    """WE-18, VF-PROD-06: Valnis Origin A, no Engineers' Guild: Energy Level 1."""
    state = with_guilds()
    state.houses[0].agendas[0] = "start_energy"
    assert level(state, content, 0, "energy") == 1
    assert level(state, content, 0, "food") == 0


def test_vf_prod_07_the_yield_table(content: Content) -> None:
    """VF-PROD-07, T-01: Credits grow more slowly than the other four."""
    assert [yield_for(content, "food", n) for n in range(14)] == [
        0,
        1,
        1,
        2,
        3,
        3,
        4,
        4,
        5,
        6,
        8,
        10,
        12,
        15,
    ]
    assert [yield_for(content, "credits", n) for n in range(14)] == [
        0,
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        3,
        4,
        4,
        5,
        6,
        8,
    ]
    assert yield_for(content, "credits", 8) == 3  # the book's second data point


def test_vf_prod_08_producing_gains_the_yield_not_the_level(content: Content) -> None:
    """VF-PROD-08: Level 4 produces Yield 3."""
    state = with_guilds((4, ["miners"], False))
    run(state, content, {"op": "produce", "resources": ["materials"]})
    assert state.houses[0].resource("materials") == 3


def test_vf_prod_09_produce_icons(content: Content) -> None:
    """VF-PROD-09: a specific resource, one of your choice, or two different ones."""
    state = with_guilds((2, ["farmers", "engineers"], False), (3, ["miners"], False))
    run(state, content, {"op": "produce", "choose": 2}, ["resource food", "resource materials"])
    assert state.houses[0].resources[:3] == [1, 0, 2]


def test_vf_prod_09_two_different_types(content: Content) -> None:
    """VF-PROD-09: the second choice never repeats the first type."""
    state = with_guilds()
    push_step(state, content, 0, Effect("produce", {"choose": 2}), False)
    pick(state, content, "resource food")
    offered = options(state, content)
    assert "resource food" not in offered
    assert len([o for o in offered if o.startswith("resource")]) == 4


def test_vf_prod_10_overproduction_gives_3_influence(content: Content) -> None:
    """VF-PROD-10 (DT-01): Food 14, Yield 3: Stock 15 and +3 Influence, whatever was lost."""
    state = with_guilds((3, ["farmers"], False))
    state.houses[0].resources[0] = 14
    production.produce(state, content, 0, "food")
    assert state.houses[0].resource("food") == 15
    assert state.houses[0].influence == 3


def test_vf_prod_10_reaching_exactly_15_is_not_overproduction(content: Content) -> None:
    """VF-PROD-10: only going above 15 overproduces."""
    state = with_guilds((3, ["farmers"], False))
    state.houses[0].resources[0] = 13
    production.produce(state, content, 0, "food")
    assert (state.houses[0].resource("food"), state.houses[0].influence) == (15, 0)


def test_vf_prod_11_each_overproduction_counts(content: Content) -> None:
    """VF-PROD-11 (DT-01): two overproductions in one turn give +6."""
    state = with_guilds((3, ["farmers", "engineers"], False))
    state.houses[0].resources[:2] = [15, 14]
    run(state, content, {"op": "produce", "resources": ["food", "energy"]})
    production.produce(state, content, 0, "food")
    assert state.houses[0].influence == 9


def test_vf_prod_12_gaining_is_not_overproduction(content: Content) -> None:
    """VF-PROD-12 (DT-01): 3 Food from a Bounty at Stock 14: Stock 15, no Influence."""
    state = with_guilds()
    state.houses[0].resources[0] = 14
    run(state, content, {"op": "gain", "food": 3})
    assert (state.houses[0].resource("food"), state.houses[0].influence) == (15, 0)


def test_vf_prod_13_special_sector_levels_only_while_controlled(content: Content) -> None:
    """VF-PROD-13, VF-SECTOR-09, VF-SECTOR-17: an Asteroid Belt adds Materials Levels while you
    control it."""
    state = with_guilds()
    belt = sector("s7", population=2, owner=0, corvettes=1, kind="asteroid_belt")
    state.galaxy.sectors.append(belt)
    assert level(state, content, 0, "materials") == 2
    belt.fleets.clear()
    memo.forget(state)  # a hand edit (core/memo.py)
    assert level(state, content, 0, "materials") == 0


def test_vf_prod_13_technology_levels(content: Content) -> None:
    """VF-PROD-13: Technologies add Levels per Guild/Installation (Data Refinery: +2 Science per
    Bankers' Guild; Improved Orbital Docks: +2 Credits per Shipyard)."""
    state = with_guilds((2, ["bankers"], False), (1, ["bankers"], True))
    state.galaxy.sector("s2").installations = ["shipyard", "", ""]
    state.houses[0].technologies = {"data_refinery": "basic", "orbital_docks": "improved"}
    assert level(state, content, 0, "science") == 4
    assert level(state, content, 0, "credits") == 3 + 2


def test_a_47_neural_matrix_bonus_is_not_overproduction(content: Content) -> None:
    """A-47, VF-PROD-12: the +2 Credits before producing never overproduces; the Yield does."""
    state = with_guilds((1, ["bankers"], False))
    state.houses[0].technologies = {"neural_matrix": "basic"}
    state.houses[0].resources[3] = 13
    production.produce(state, content, 0, "credits")  # 13 + 2 = 15, then Yield 1 overflows
    assert (state.houses[0].resource("credits"), state.houses[0].influence) == (15, 3)
    state.galaxy.sector("s2").guilds = ["", "", ""]
    production.produce(state, content, 0, "credits")  # +2 lost, Yield 0: nothing more
    assert state.houses[0].influence == 3


def test_a_48_yield_zero_still_counts_as_producing(content: Content) -> None:
    """A-48: producing Credits at Level 0 still triggers Neural Matrix (+2 Credits)."""
    state = with_guilds()
    state.houses[0].technologies = {"neural_matrix": "basic"}
    production.produce(state, content, 0, "credits")
    assert state.houses[0].resource("credits") == 2


def test_a_48_named_option_yield_zero_is_no_production(content: Content) -> None:
    """A-48 alternative (option ``yield0_not_production``): no trigger at Yield 0."""
    state = with_guilds(options=(YIELD_ZERO_IS_NOT_PRODUCTION,))
    state.houses[0].technologies = {"neural_matrix": "basic"}
    production.produce(state, content, 0, "credits")
    assert state.houses[0].resource("credits") == 0


def test_we_19_bankers_guild_and_production(content: Content) -> None:
    """WE-19, VF-PROD-02..08, VF-GUILD-05: Bankers' Guilds in a Corrupted Pop-3 and a Pure Pop-2
    sector: Level 5 Yield 2; establishing a third in the Corrupted sector gives Level 8, Yield 3;
    producing takes Credits 2 -> 5."""
    state = with_guilds((3, ["bankers"], True), (2, ["bankers"], False))
    house = state.houses[0]
    house.resources[RESOURCES.index("credits")] = 2
    assert level(state, content, 0, "credits") == 5
    run(state, content, {"op": "establish", "guild": "bankers"}, ["sector s2"])
    assert level(state, content, 0, "credits") == 8
    run(state, content, {"op": "produce", "resources": ["credits"]})
    assert house.resource("credits") == 5
