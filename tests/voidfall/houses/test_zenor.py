"""House Zenor (5): Destroyers (Origin A), Cloning (Origin B), the House Focus cards Zenor
Conquest and Zenor Policy, Zenor's Civilization tracks, starting Agendas C5a/C5b, the Fallen
House card."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    gain_tech,
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
    track_ready,
    voidborn,
)

CORRUPTED_SLOT = {"agenda_corrupted": [False, True, False, False]}


def _card(focus: str, **patch: object) -> GameState:
    return position("zenor", focus=focus, houses={"0": {"resources": RICH, **patch}})


def test_zenor_destroyers_deploy_type_and_invader_initiative() -> None:
    """Zenor, Destroyers (Basic): Destroyer fleets may be deployed (VF-FLEET-09); invading, a
    Destroyer adds 1 Initiative and may add its Damage (``destroyers use``, VF-COMBAT-27)."""
    state = effect(position("zenor", houses={"0": {"fp_active": 2}}), "deploy")
    assert "deploy s25 destroyer" in names(state)
    assert "deploy s25 destroyer" not in names(
        effect(position("zenor/b", houses={"0": {"fp_active": 2}}), "deploy")
    )
    state = position(
        "zenor",
        sectors={"s18": voidborn(1), OUTPOST: {"fleets": {"corvette": 1, "destroyer": 1}}},
    )
    state = play(invade(state, "s18", "s19 destroyer"), "destroyers use")
    assert sector(state, "s18").owner == 0


def test_zenor_improved_destroyers_approach_damage() -> None:
    """Zenor, Improved Destroyers: 1 Approach Damage as Invader with a Destroyer; the lone
    Voidborn FP falls before any Salvo (T-07, VF-FLEETTYPE-05)."""
    state = position(
        "zenor",
        houses={"0": {"technologies": {"destroyers": "improved"}}},
        sectors={"s18": voidborn(1), OUTPOST: {"fleets": {"corvette": 1, "destroyer": 1}}},
    )
    state = invade(state, "s18", "s19 destroyer")
    assert sector(state, "s18").fleets == {"destroyer": 1}


def test_zenor_destroyers_immediate_deploys_a_destroyer_at_home() -> None:
    """Zenor, Destroyers: gaining it deploys 1 Destroyer FP at Home (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"destroyers": [0, 4]}})
    state = play(gain_tech(state, "destroyers"), "deploy s25 destroyer")
    assert sector(state, HOME).fleets["destroyer"] == 1


def test_zenor_cloning_immediate_is_one_or_the_other() -> None:
    """Zenor, Cloning: gaining it gives 1 Credit OR activates 1 FP, only one
    (``immediate_combine: one``, VF-ACTION-09)."""
    state = position("valnis", board={"tech_piles": {"cloning": [0, 4]}})
    credits, inactive = stock(state)["credits"], state.houses[0].fp_inactive
    state = play(gain_tech(state, "cloning"), "effect 1")
    assert stock(state)["credits"] == credits + 1
    assert state.houses[0].fp_inactive == inactive
    assert "effect 2" not in names(state)


def test_zenor_cloning_growing_a_pure_population_gives_a_credit_or_an_fp() -> None:
    """Zenor, Cloning (trigger ``grow``): Development's Harmonize grows s19; Cloning then offers
    1 Credit or 1 activated FP, one of them (VF-ACTION-15)."""
    state = position("zenor/b", focus="development", houses={"0": {"resources": RICH}})
    state = play(state, "take 3", "effect 1", "sector s19")
    assert sector(state, OUTPOST).population == 4
    assert names(state) == ["effect 1", "effect 2", "done"]
    state = play(state, "effect 2")
    assert stock(state)["credits"] == 6
    assert state.houses[0].fp_active == 5


def test_zenor_improved_cloning_enters_tier_3_without_deactivating() -> None:
    """Zenor, Improved Cloning (``tier_fp_cost_waived``): entering space 7 (Tier 3) deactivates
    no FP (VF-CIV-08)."""
    basic = drive(effect(track_ready("zenor/b", "society", 6), "advance", track="society"))
    improved = track_ready("zenor/b", "society", 6)
    improved.houses[0].technologies["cloning"] = "improved"
    inactive = improved.houses[0].fp_inactive
    improved = drive(effect(improved, "advance", track="society"))
    assert improved.houses[0].fp_inactive == inactive
    assert basic.houses[0].fp_inactive == inactive + 1


def test_zenor_conquest_card() -> None:
    """Zenor Conquest: Engage (2 Energy: invade or Regroup); Invest (3 Credits: an Agenda and/or a
    Trade token); Experiment (1 Science: produce Science and/or a Basic Technology).
    (VF-ACTION-02, -05, -08/09)."""
    state = play(_card("zenor_conquest"), "take 1", "pay energy", "pay energy")
    assert stock(state)["energy"] == 4
    assert names(state) == ["effect 1", "effect 2", "done"]
    state = take(_card("zenor_conquest"), 2, "effect 1", "offer might", "effect 2")
    assert stock(state)["credits"] == 3
    assert len(state.houses[0].agenda_hand) == 1
    assert state.houses[0].trade_tokens == 1
    state = take(_card("zenor_conquest"), 3, "effect 1", "effect 2", "tech tactical_transports")
    assert stock(state)["science"] == 5 + 0  # Science Level 0: Yield 0
    assert "tactical_transports" in state.houses[0].technologies


def test_zenor_policy_card() -> None:
    """Zenor Policy: Inspire (2 Science: advance Statecraft); Divide (Energy, Science, Materials:
    activate 1 FP and/or invade); Replicate (Energy, Science: move a Corruption and/or grow).
    (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("zenor_policy"), 1, "effect 1")
    assert stock(state)["science"] == 4
    assert state.houses[0].tracks[TRACKS.index("statecraft")] == 1
    state = take(
        _card("zenor_policy"), 2, "pay energy", "pay materials", "effect 1", "effect 2", "done"
    )
    assert (stock(state)["energy"], stock(state)["science"], stock(state)["materials"]) == (5, 5, 5)
    assert state.houses[0].fp_active == 2
    state = take(
        _card("zenor_policy", **CORRUPTED_SLOT),
        3,
        "pay energy",
        "effect 1",
        "spot slot2",
        "spot economy",
        "effect 2",
        "sector s19",
    )
    assert state.houses[0].track_corrupted[TRACKS.index("economy")]
    assert sector(state, OUTPOST).population == 3


def test_zenor_civilization_tracks() -> None:
    """Zenor's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Society space 8 is worth 15 Influence (catalogue)."""
    assert check_house_tracks("zenor") == []
    assert last_space_influence("zenor", "society") == 15


def test_zenor_starting_agendas_score() -> None:
    """Zenor C5a: 1 per Basic Technology (1), 3 per Improved (1), 3 per Pure sector (3) = 13;
    C5b: 2 per Basic (1), 4 per Improved (1), 1 per Pure Guild (5) = 11 (VF-EVAL-16)."""
    techs = {"technologies": {"shields": "improved"}}
    assert starting_agenda_score(scoring_position("zenor", **techs)) == 13
    assert starting_agenda_score(scoring_position("zenor/b", **techs)) == 11


def test_zenor_starting_agenda_production_bonus() -> None:
    """Zenor: C5a no bonus, C5b +1 Food Level (VF-PROD-06)."""
    assert production_bonus("zenor", "food") == 0
    assert production_bonus("zenor/b", "food") == 1


def test_zenor_fallen_house_card() -> None:
    """Zenor as a Fallen House: its card deploys 1 FP in the conquered sector and grows a Pure
    Population of yours (the conquered sector stays Corrupted) (VF-RESULT-12c, authored)."""
    state = fallen_position("zenor")
    population = sector(state, OUTPOST).population
    state = drive(conquer_fallen(state))
    assert sector(state, "s24").fleets["corvette"] == 3 + 1
    assert sector(state, OUTPOST).population == population + 1
