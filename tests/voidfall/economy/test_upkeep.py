"""Upkeep: VF-EVAL-07..10, T-11, A-26; worked example WE-12."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Space
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules.upkeep import upkeep_total
from tests.voidfall.economy.econkit import make_state, options, pick, run, sector


def we_12_state() -> GameState:
    """One non-Home sector: Guild Upkeep space occupied, Installation Upkeep space empty;
    3 Agendas, one covered by a Trade token."""
    state = make_state(
        [
            sector("s1", population=3, home_of=0, owner=0, corvettes=1),
            sector(
                "s2",
                population=2,
                owner=0,
                corvettes=1,
                guilds=["farmers", "miners", "bankers"],
                installations=["shipyard"],
            ),
            sector("s5", population=3, home_of=1, owner=1, corvettes=1),
        ],
        edges=(),
    )
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "m1", ""]
    house.agenda_trade = [False, True, False, False]
    house.resources = [3, 4, 0, 9, 0]
    house.influence = 20
    return state


def test_we_12_upkeep_computation(content: Content) -> None:
    """WE-12, VF-EVAL-07..09: Upkeep 1 + 2 + 2 = 5; paid by 3 Food and 4 Energy, no Credits."""
    state = we_12_state()
    assert upkeep_total(state, content, 0) == 5
    run(state, content, {"op": "upkeep"}, ["option 1", "option 1", "option 1"], cost=True)
    assert state.houses[0].resources == [0, 0, 0, 9, 0]
    assert state.houses[0].influence == 20


def test_we_12_unpaid_upkeep_costs_influence(content: Content) -> None:
    """WE-12, VF-EVAL-10: with only 3 Food and 1 Energy, 2 Upkeep unpaid: -6 Influence."""
    state = we_12_state()
    state.houses[0].resources = [3, 1, 0, 9, 0]
    run(state, content, {"op": "upkeep"}, cost=True)
    assert state.houses[0].resources == [0, 1, 0, 9, 0]
    assert state.houses[0].influence == 14


def test_vf_eval_07_agendas_spaces_and_sector_icons(content: Content) -> None:
    """VF-EVAL-07, T-11: 2 per uncovered Agenda, 1 per filled Upkeep space (printed too), 1 per
    printed sector icon; sectors you do not control never count."""
    state = make_state()
    house = state.houses[0]
    assert upkeep_total(state, content, 0) == 2  # the starting Agenda only
    s2 = state.galaxy.sector("s2")
    s2.installations = ["shipyard", "shipyard", "sector_defense"]
    s2.upkeep_icons = 1
    s3 = state.galaxy.sector("s3")
    s3.guild_spaces = [Space(), Space(), Space(upkeep=True, printed="bankers")]
    state.galaxy.sector("s4").upkeep_icons = 2
    state.galaxy.sector("s4").guilds = ["farmers", "farmers", "farmers"]
    house.agendas[2] = "w1"
    assert upkeep_total(state, content, 0) == 2 + 2 + 1 + 1 + 1


def test_a_26_starting_agenda_counts_and_can_be_covered(content: Content) -> None:
    """A-26: the starting Agenda shows two Upkeep icons; a Trade token on it covers them."""
    state = make_state()
    assert upkeep_total(state, content, 0) == 2
    state.houses[0].agenda_trade[0] = True
    assert upkeep_total(state, content, 0) == 0


def test_vf_eval_08_energy_and_materials_mix(content: Content) -> None:
    """VF-EVAL-08: 1 Food, 2 Energy, 1 Energy + 1 Materials, or 2 Materials per point."""
    state = make_state()
    state.houses[0].resources = [1, 1, 3, 0, 0]
    push_step(state, content, 0, Effect("upkeep"), True)
    assert options(state, content) == ["option 1", "option 3", "option 4"]
    pick(state, content, "option 3")
    assert options(state, content) == ["option 1", "option 4"]
    pick(state, content, "option 4")
    assert state.houses[0].resources == [1, 0, 0, 0, 0]


def test_vf_eval_08_a_single_way_is_paid_automatically(content: Content) -> None:
    """VF-EVAL-08: no decision when only one payment is possible."""
    state = make_state()
    state.houses[0].resources = [0, 0, 5, 0, 0]
    run(state, content, {"op": "upkeep"}, cost=True)
    assert state.houses[0].resources == [0, 0, 1, 0, 0]


def test_vf_eval_09_a_technology_may_allow_credits(content: Content) -> None:
    """VF-EVAL-09: Credits pay only under a Technology that says so (Improved Data Refinery:
    1 Credit pays 2 Upkeep); Science never."""
    state = make_state()
    house = state.houses[0]
    house.resources = [0, 0, 0, 3, 4]
    house.technologies["data_refinery"] = "basic"
    house.influence = 10
    run(state, content, {"op": "upkeep"}, cost=True)
    assert house.resources == [0, 0, 0, 3, 4] and house.influence == 4
    house.technologies["data_refinery"] = "improved"
    run(state, content, {"op": "upkeep"}, cost=True)
    assert house.resources == [0, 0, 0, 2, 4] and house.influence == 4


def test_vf_eval_10_unpaid_points_only(content: Content) -> None:
    """VF-EVAL-10: pay what you can; -3 only for each point left unpaid."""
    state = make_state()
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "m1", ""]
    house.resources = [1, 1, 1, 0, 0]
    house.influence = 30
    run(state, content, {"op": "upkeep"}, ["option 1"], cost=True)
    assert house.resources == [0, 0, 0, 0, 0]
    assert house.influence == 30 - 3 * 4


def test_vf_eval_07_technology_pays_sector_upkeep(content: Content) -> None:
    """VF-EVAL-07 with Improved Energy Cells (``free_sector_upkeep``): only Agendas are paid."""
    state = we_12_state()
    state.houses[0].technologies["energy_cells"] = "improved"
    assert upkeep_total(state, content, 0) == 5
    run(state, content, {"op": "upkeep"}, ["option 2", "option 2"], cost=True)  # 4 Agenda points
    assert state.houses[0].resources == [1, 0, 0, 9, 0]
