"""House Fenrax (11): Carriers (Origin A), Central Surveillance (Origin B), the House Focus cards
Fenrax Development and Dispersion, Fenrax's Civilization tracks, starting Agendas C11a/C11b,
the Fallen House card.

Improved Central Surveillance gives a fifth Agenda slot (``agenda_slots: 5``), beside the House
mat: no Corruption spot above it, and all Agendas in play stay of different types
(docs/rules-decisions/game.md, VF-AGENDA-07).
"""

from __future__ import annotations

from typing import Any

from domineum.kernel.game import from_json, state_hash, to_json
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.core.action_space import CORRUPTION_SPOTS
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import corruption, fleet, scoring, upkeep
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    card_position,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    fleets,
    gain_tech,
    game,
    invade,
    last_space_influence,
    names,
    play,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    stock,
    take,
    voidborn,
)


def test_fenrax_carriers_cost_food_and_count_as_shipyards() -> None:
    """Fenrax, Carriers: a Carrier FP costs 1 Food (``deploy_cost_food``, VF-FLEET-12); a Carrier
    fleet deploys like a Shipyard (``carrier_as_shipyard``): Gather deploys 2 FP with the Home
    Shipyard and the Home Carrier (VF-FLEET-13c)."""
    state = position("fenrax", houses={"0": {"resources": RICH, "fp_active": 2}})
    state = play(effect(state, "deploy"), "deploy s19 carrier")
    assert stock(state)["food"] == 5
    assert sector(state, OUTPOST).fleets["carrier"] == 1
    state = position(
        "fenrax", focus="fenrax_dispersion", houses={"0": {"resources": RICH, "fp_active": 4}}
    )
    before = fleet.deployed(state, 0)
    state = take(state, 2, "pay materials")
    assert fleet.deployed(state, 0) == before + 2


def test_fenrax_carriers_bring_corvettes_into_an_invasion() -> None:
    """Fenrax, Carriers: invading, each Carrier FP deploys 1 Corvette FP from Active at the start
    of the Approach (VF-COMBAT-13, A-08): 1 Carrier beats 1 Voidborn FP."""
    state = position(
        "fenrax",
        houses={"0": {"fp_active": 2}},
        sectors={"s18": voidborn(1), OUTPOST: {"fleets": fleets(corvette=1, carrier=1)}},
    )
    state = drive(invade(state, "s18", "s19 carrier"))
    assert sector(state, "s18").owner == 0
    assert sector(state, "s18").fleet_power >= 1


def test_fenrax_carriers_immediate_pay_food_then_carrier_or_activation() -> None:
    """Fenrax, Carriers: gaining it offers "pay 1 Food: a Carrier FP at Home OR activate 1 FP"
    (``immediate_cost``, ``immediate_combine: one``) (VF-TECH-05)."""
    state = position(
        "valnis", board={"tech_piles": {"carriers": [0, 4]}}, houses={"0": {"resources": RICH}}
    )
    state = play(gain_tech(state, "carriers"), "option 1", "pay food")
    assert stock(state)["food"] == 5
    state = play(state, "effect 1", "deploy s25 carrier")
    assert sector(state, HOME).fleets["carrier"] == 1
    assert "effect 2" not in names(state)


def test_fenrax_central_surveillance_action() -> None:
    """Fenrax, Central Surveillance: with Policy, "Surveil" lowers a Pure Population to gain an
    Agenda OR upgrade a Glory token (VF-ACTION-13)."""
    state = position("fenrax/b", focus="policy", houses={"0": {"glory": [2]}})
    state = play(state, "tech-action central_surveillance 1", "effect 2")
    assert sector(state, OUTPOST).population == 2
    assert state.houses[0].glory == [3]
    assert "effect 1" not in names(state)


def test_fenrax_central_surveillance_immediate_upgrades_glory() -> None:
    """Fenrax, Central Surveillance: gaining it upgrades a Glory token (VF-GLORY-08)."""
    state = position(
        "valnis",
        board={"tech_piles": {"central_surveillance": [0, 4]}},
        houses={"0": {"glory": [1]}},
    )
    state = drive(gain_tech(state, "central_surveillance"))
    assert state.houses[0].glory == [2]


def _card(focus: str) -> GameState:
    return card_position(
        "fenrax", focus, {OUTPOST: {"installations": ["sector_defense", "", ""]}}, fp_active=3
    )


def test_fenrax_development_card() -> None:
    """Fenrax Development: Settle (Credits, Materials: establish and/or build, in the same
    sector); Colonize (Materials and lower a Pure Population: establish up to 2 Guilds, not in
    that sector); Recruit (Science, Food: deploy 1 FP and/or grow, in the same sector)
    (VF-ACTION-02, -05, -08/09, VF-TARGET-07; more in test_focus_sector_links.py)."""
    state = take(_card("fenrax_development"), 1, "pay materials", "effect 1", "sector s19")
    assert (stock(state)["credits"], stock(state)["materials"]) == (5, 5)
    assert len(sector(state, OUTPOST).filled("guild")) == 2
    state = take(_card("fenrax_development"), 2, "pay materials", "effect 1", "guild farmers")
    assert sector(state, OUTPOST).population == 2
    assert len(sector(state, OUTPOST).filled("guild")) == 1  # not the reduced sector
    assert sector(state, HOME).filled("guild") == ["miners", "farmers"]
    state = take(_card("fenrax_development"), 3, "pay food", "effect 2", "sector s19")
    assert (stock(state)["science"], stock(state)["food"]) == (5, 5)
    assert sector(state, OUTPOST).population == 4


def test_fenrax_dispersion_card() -> None:
    """Dispersion (replaces Reinforcement): Retake (Science and destroy an Installation: build
    elsewhere and/or remove a Corruption); Gather (Credits, Materials: deploy per Shipyard);
    Disperse (Energy and lower a Pure Population: grow up to two different sectors, not that
    one) (VF-ACTION-02, -05, -08/09, VF-TARGET-07; more in test_focus_sector_links.py)."""
    state = take(_card("fenrax_dispersion"), 1, "effect 2")  # the Home has no free space
    assert stock(state)["science"] == 5
    assert sector(state, OUTPOST).filled("installation") == []
    assert state.houses[0].agenda_corrupted == [False] * 4
    state = take(_card("fenrax_dispersion"), 3, "pay energy", "effect 1")
    assert stock(state)["energy"] == 5
    assert sector(state, OUTPOST).population == 2
    assert sector(state, HOME).population == 2 + 1  # the one other sector, once


def test_fenrax_civilization_tracks() -> None:
    """Fenrax's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Statecraft space 8 is worth 18 Influence (catalogue)."""
    assert check_house_tracks("fenrax") == []
    assert last_space_influence("fenrax", "statecraft") == 18


def test_fenrax_starting_agendas_score() -> None:
    """Fenrax C11a: 2 x the least Stock (2), 3 per Pure sector with a Carrier (1), 1 per Pure
    Guild (5) = 12. C11b: total Glory 5, 1 per Pure sector with a Shipyard or Starbase (2), 3 per
    3 FP in Pure sectors (6 -> 2) = 13 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("fenrax")) == 12
    assert starting_agenda_score(scoring_position("fenrax/b")) == 13


def test_fenrax_starting_agenda_production_bonus() -> None:
    """Fenrax: C11a +1 Credits Level; C11b none (VF-PROD-06)."""
    assert production_bonus("fenrax", "credits") == 1
    assert production_bonus("fenrax/b", "credits") == 0


def test_fenrax_fallen_house_card() -> None:
    """Fenrax as a Fallen House: its card upgrades a Glory token and activates 1 FP
    (VF-RESULT-12c, authored)."""
    state = fallen_position("fenrax", glory=[2])
    inactive = state.houses[0].fp_inactive
    state = drive(conquer_fallen(state))
    assert sum(state.houses[0].glory) == 2 + 1 + 1  # the sector's 1, then an upgrade
    assert len(state.houses[0].glory) == 2
    assert state.houses[0].fp_inactive == inactive - 1


def test_vf_result_03_fenrax_glory_upgrade_counts_for_the_invasion_influence() -> None:
    """VF-RESULT-03 (seed 003 l.2594-2598: the results in the most beneficial order): the
    Fallen House card's Glory upgrade comes before the Influence for your total Glory, so the
    invasion scores 2 + 1 + 1 = 4, not the 3 of counting first; the Glory in the sheet's
    ``invasions`` line is the Glory after every other result."""
    state = fallen_position("fenrax", glory=[2])
    start = state.houses[0].influence_sheet.get("invasions", 0)
    state = drive(conquer_fallen(state))
    assert sum(state.houses[0].glory) == 4
    assert state.houses[0].influence_sheet.get("invasions", 0) - start == 4


# ------------------------------------------------- Improved Central Surveillance: a 5th slot

DOMINANCE, MIGHT, SUPPORT, WEALTH = (
    "federal_authority",
    "industrial_food",
    "heavy_industry",
    "quantum_leap",
)
TIER_1 = [3, 0, 0]  # one track in Tier 1: Improved Technology limit 1


def _slotting(agenda: str, agendas: list[str], level: str = "improved", **house: Any) -> GameState:
    """Fenrax (Origin B) with Central Surveillance at ``level`` has played ``agenda`` and is at
    Cleanup step 3; ``agendas`` are the non-starting slots. A track in Tier 1 allows the
    Improved Technology (VF-TECH-11)."""
    start = position("fenrax/b").houses[0].agendas[0]
    state = position(
        "fenrax/b",
        turn={"agenda": agenda},
        houses={
            "0": {
                "technologies": {"central_surveillance": level},
                "tracks": TIER_1,
                "agendas": [start, *agendas],
                **house,
            }
        },
    )
    return play(state, "end")


def test_fenrax_no_fifth_agenda_slot_without_improved_central_surveillance() -> None:
    """VF-AGENDA-07, VF-CLEANUP-04: the House mat has four slots; with Basic Central Surveillance
    a fifth Agenda cannot be slotted, and the refusal changes nothing."""
    state = _slotting(WEALTH, [DOMINANCE, MIGHT, SUPPORT], level="basic")
    assert set(names(state)) == {"replace 2", "replace 3", "replace 4", "discard"}
    error = refused(game(), state, "slot 5")
    assert error.rule_id == "VF-AGENDA-07"
    assert "Improved Central Surveillance" in str(error)
    assert refused(game(), state, "replace 5").rule_id == "VF-AGENDA-07"


def test_fenrax_improved_central_surveillance_fifth_agenda_in_play() -> None:
    """VF-AGENDA-07, VF-AGENDA-08, VF-CLEANUP-05 (Improved Central Surveillance: "a fifth Agenda
    in play"): the played Agenda goes to slot 5; it is in play, costs 2 Upkeep (VF-EVAL-07),
    holds a Trade token (VF-CLEANUP-10/12) and scores (VF-EVAL-16)."""
    state = _slotting(WEALTH, [DOMINANCE, MIGHT, SUPPORT], trade_loose=1)
    assert "slot 5" in names(state)
    upkeep_before = upkeep.upkeep_total(state, game().content, 0)
    state = play(state, "slot 5")
    house = state.houses[0]
    assert house.agendas[1:] == [DOMINANCE, MIGHT, SUPPORT, WEALTH]
    assert len(house.agenda_corrupted) == len(house.agenda_trade) == 5
    assert upkeep.upkeep_total(state, game().content, 0) == upkeep_before + 2
    assert "store 5" in names(state)
    state = play(state, "store 5")
    assert state.houses[0].agenda_trade == [False, False, False, False, True]
    assert WEALTH in dict(scoring.agenda_influence(state, game().content, 0))
    assert violations(state, game().content) == []


def test_fenrax_fifth_slot_agendas_all_of_different_types() -> None:
    """VF-AGENDA-09, VF-CLEANUP-05, VF-CLEANUP-06 (Improved Central Surveillance: "all of
    different types"): the fifth slot never takes a second Agenda of a type in play; the
    Dominance Agenda may only replace the Dominance one (or be discarded), and a refusal names
    the rule and changes nothing."""
    state = _slotting("high_society", [DOMINANCE, MIGHT, SUPPORT])
    assert set(names(state)) == {"replace 2", "discard"}
    error = refused(game(), state, "slot 5")
    assert error.rule_id == "VF-CLEANUP-05"
    assert "slot 2" in str(error) and "different types" in str(error)  # VF-AGENDA-09's words
    assert refused(game(), state, "replace 3").rule_id == "VF-CLEANUP-06"
    full = _slotting("intensive_militarization", [DOMINANCE, MIGHT, SUPPORT, WEALTH])
    assert set(names(full)) == {"replace 3", "discard"}
    assert refused(game(), full, "slot 5").rule_id == "VF-CLEANUP-05"
    assert refused(game(), full, "replace 5").rule_id == "VF-CLEANUP-06"
    full = play(full, "replace 3")
    assert full.houses[0].agendas[1:] == [DOMINANCE, "intensive_militarization", SUPPORT, WEALTH]


def test_fenrax_fifth_slot_has_no_corruption_spot() -> None:
    """VF-CORRUPT-03, VF-CORRUPT-04, VF-AGENDA-11: Corruption goes above the three non-starting
    slots of the House mat only; an Agenda in the fifth slot is always Pure and scores."""
    state = _slotting(
        WEALTH, [DOMINANCE, MIGHT, SUPPORT], agenda_corrupted=[False, True, True, True]
    )
    state = play(state, "slot 5")
    assert not any(s.startswith("slot") for s in corruption.free_spots(state, 0))
    assert "slot5" not in CORRUPTION_SPOTS
    assert [a for a, _ in scoring.agenda_influence(state, game().content, 0)][-1] == WEALTH


def test_fenrax_fifth_slot_survives_json_and_positions() -> None:
    """VF-AGENDA-07: a state with five Agenda slots round-trips through JSON with the same hash,
    and a position may write five slots (the other slot lists are padded)."""
    state = play(_slotting(WEALTH, [DOMINANCE, MIGHT, SUPPORT]), "slot 5")
    again = from_json(to_json(state), GameState)
    assert state_hash(again) == state_hash(state)
    start = state.houses[0].agendas[0]
    written = position(
        "fenrax/b",
        houses={
            "0": {
                "technologies": {"central_surveillance": "improved"},
                "tracks": TIER_1,
                "agendas": [start, DOMINANCE, "", "", WEALTH],
            }
        },
    )
    assert written.houses[0].agenda_trade == [False] * 5
    assert violations(written, game().content) == []


def test_fenrax_central_surveillance_pack_declares_five_distinct_slots() -> None:
    """VF-AGENDA-09: the pack's Improved Central Surveillance adds a fifth slot and restates that
    Agendas in play are of different types (the engine enforces that with or without it)."""
    abilities = game().content.technologies["central_surveillance"].improved.abilities
    assert abilities == {"agenda_slots": 5, "agenda_types_distinct": True}
    assert game().content.technologies["central_surveillance"].basic.abilities == {}
