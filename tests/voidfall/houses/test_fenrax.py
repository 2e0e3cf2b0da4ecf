"""House Fenrax (11): Carriers (Origin A), Central Surveillance (Origin B), the House Focus cards
Fenrax Development and Dispersion, Fenrax's Civilization tracks, starting Agendas C11a/C11b,
the Fallen House card.

Improved Central Surveillance's fifth Agenda slot (``agenda_slots``) is not read by the engine
yet (docs/content-sources.md, "Not yet implemented").
"""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import fleet
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
    invade,
    names,
    play,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    stock,
    take,
    track_ready,
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
    """Fenrax Development: Settle (Credits, Materials: establish and/or build); Colonize
    (Materials and lower a Pure Population: establish up to 2 Guilds); Recruit (Science, Food:
    deploy 1 FP and/or grow) (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("fenrax_development"), 1, "pay materials", "effect 1", "sector s19")
    assert (stock(state)["credits"], stock(state)["materials"]) == (5, 5)
    assert len(sector(state, OUTPOST).filled("guild")) == 2
    state = take(_card("fenrax_development"), 2, "pay materials", "effect 1", "sector s19")
    assert sector(state, OUTPOST).population == 2
    assert len(sector(state, OUTPOST).filled("guild")) == 3
    state = take(_card("fenrax_development"), 3, "pay food", "effect 2", "sector s19")
    assert (stock(state)["science"], stock(state)["food"]) == (5, 5)
    assert sector(state, OUTPOST).population == 4


def test_fenrax_dispersion_card() -> None:
    """Dispersion (replaces Reinforcement): Retake (Science and destroy an Installation: build
    and/or remove a Corruption); Gather (Credits, Materials: deploy per Shipyard); Disperse
    (Energy and lower a Pure Population: grow twice) (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("fenrax_dispersion"), 1, "effect 2", "done")
    assert stock(state)["science"] == 5
    assert sector(state, OUTPOST).filled("installation") == []
    assert state.houses[0].agenda_corrupted == [False] * 4
    state = take(
        _card("fenrax_dispersion"),
        3,
        "pay energy",
        "effect 1",
        "sector s25",
        "effect 2",
        "sector s25",
    )
    assert stock(state)["energy"] == 5
    assert sector(state, OUTPOST).population == 2
    assert sector(state, HOME).population == 2 + 2


def test_fenrax_civilization_tracks() -> None:
    """Fenrax's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Statecraft space 8 is worth 18 Influence (catalogue)."""
    assert check_house_tracks("fenrax") == []
    state = track_ready("fenrax", "statecraft", 7)
    state.houses[0].fp_active = 5
    influence = state.houses[0].influence
    state = drive(effect(state, "advance", track="statecraft"))
    assert state.houses[0].influence == influence + 18


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
