"""House Shiveus (7): Dreadnoughts (Origin A), Decontamination Chambers (Origin B), the House
Focus cards Crusade and Shiveus Policy, Shiveus's Civilization tracks, starting Agendas
C7a/C7b, the Fallen House card."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from domineum.voidfall.rules import fleet
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    SLOT2,
    card_position,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    gain_tech,
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


def test_shiveus_dreadnoughts_cost_materials_and_hold_one_fp_per_token() -> None:
    """Shiveus, Dreadnoughts (Basic): a Dreadnought FP costs 1 Materials to deploy
    (``deploy_cost_materials``, VF-FLEET-12); a token holds 1 FP (VF-FLEETTYPE-06), so 2
    Dreadnought FP need 2 tokens; Improved holds 3 (VF-FLEETTYPE-07)."""
    state = position("shiveus", houses={"0": {"fp_active": 2, "resources": RICH}})
    state = play(effect(state, "deploy"), "deploy s25 dreadnought")
    assert stock(state)["materials"] == 5
    home = sector(state, HOME)
    assert home.fleets == {"corvette": 1, "dreadnought": 2}
    assert fleet.tokens_needed(state.houses[0], home) == 3
    state.houses[0].technologies["dreadnoughts"] = "improved"
    assert fleet.tokens_needed(state.houses[0], home) == 2


def test_shiveus_dreadnoughts_immediate() -> None:
    """Shiveus, Dreadnoughts: gaining it deploys a Dreadnought FP at Home, for 1 Materials.
    (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"dreadnoughts": [0, 4]}})
    materials = stock(state)["materials"]
    state = play(gain_tech(state, "dreadnoughts"), "deploy s25 dreadnought")
    assert sector(state, HOME).fleets["dreadnought"] == 1
    assert stock(state)["materials"] == materials - 1


def test_shiveus_decontamination_chambers_hold_corruption() -> None:
    """Shiveus, Decontamination Chambers: a gained Corruption may go on the card (2 Basic;
    full at 2), VF-CORRUPT-04(4), T-16."""
    state = effect(position("shiveus/b", houses={"0": {"decontamination": 1}}), "corrupt")
    assert "spot decontamination" in names(state)
    state = effect(position("shiveus/b", houses={"0": {"decontamination": 2}}), "corrupt")
    assert "spot decontamination" not in names(state)


def test_shiveus_decontamination_immediate_moves_a_corruption() -> None:
    """Shiveus, Decontamination Chambers: gaining it moves a Corruption, e.g. onto the card.
    (VF-TECH-05)."""
    state = position(
        "valnis",
        board={"tech_piles": {"decontamination_chambers": [0, 4]}},
        houses={"0": {"agenda_corrupted": SLOT2}},
    )
    state = play(gain_tech(state, "decontamination_chambers"), "spot slot2", "spot decontamination")
    assert state.houses[0].decontamination == 1
    assert state.houses[0].agenda_corrupted == [False] * 4


def test_shiveus_improved_decontamination_removes_one_more() -> None:
    """Shiveus, Improved Decontamination Chambers (``remove_corruption_extra``, holds 3): each
    removal may remove one more Corruption (VF-CORRUPT-09, VF-ACTION-15)."""
    patch = {"agenda_corrupted": [False, True, True, False], "decontamination": 3}
    state = position(
        "shiveus/b",
        houses={"0": {**patch, "technologies": {"decontamination_chambers": "improved"}}},
    )
    state = drive(play(effect(state, "remove_corruption"), "spot slot2"))
    assert state.houses[0].agenda_corrupted == [False] * 4  # slot 3 went too
    assert state.houses[0].decontamination == 3
    basic = position("shiveus/b", houses={"0": {**patch, "decontamination": 2}})
    basic = drive(play(effect(basic, "remove_corruption"), "spot slot2"))
    assert sum(basic.houses[0].agenda_corrupted) + basic.houses[0].decontamination == 3


def _card(focus: str) -> GameState:
    sectors = {"s20": voidborn(1), "s18": voidborn(1, corrupted=False)}
    return card_position("shiveus", focus, sectors, glory=[2])


def test_shiveus_crusade_card() -> None:
    """Crusade: Indoctrinate (Energy, Materials, Food: deploy per Shipyard and/or grow);
    Exterminate (Credits, Energy: invade a Corrupted sector only, VF-MOVE-10); Illuminate
    (2 Science and recall 1 FP: remove a Corruption in that sector and/or advance a track;
    recalled from the Pure Home, the Corruption above slot 2 stays, VF-TARGET-07)."""
    state = take(
        _card("shiveus_crusade"),
        1,
        "pay food",
        "pay energy",
        "pay materials",
        "effect 1",
        "deploy s25 corvette",
        "effect 2",
        "sector s19",
    )
    assert (stock(state)["food"], stock(state)["energy"], stock(state)["materials"]) == (5, 5, 5)
    assert sector(state, HOME).fleets["corvette"] == 2
    assert sector(state, OUTPOST).population == 3
    state = play(_card("shiveus_crusade"), "take 2", "pay energy", "effect 1")
    assert (stock(state)["credits"], stock(state)["energy"]) == (5, 5)
    assert "sector s20" in names(state)
    assert "sector s18" not in names(state)  # Pure
    state = play(_card("shiveus_crusade"), "take 3", "recall s25 corvette")
    assert "effect 1" not in names(state)  # no Corruption in the Home
    state = drive(play(state, "effect 2", "track society"))
    assert stock(state)["science"] == 4
    assert state.houses[0].agenda_corrupted == SLOT2
    assert state.houses[0].tracks[TRACKS.index("society")] == 1


def test_shiveus_policy_card() -> None:
    """Shiveus Policy: Exalt (2 Food: advance Statecraft and/or upgrade a Glory token); Retaliate
    (2 Energy: invade a Corrupted sector only); Brandish (gain a Corruption: a Trade token
    and/or produce one resource) (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("shiveus_policy"), 1, "pay food", "pay food", "effect 1", "effect 2")
    assert stock(state)["food"] == 4
    assert state.houses[0].tracks[TRACKS.index("statecraft")] == 1
    assert state.houses[0].glory == [3]
    state = play(_card("shiveus_policy"), "take 2", "pay energy", "pay energy", "effect 1")
    assert "sector s20" in names(state)
    assert "sector s18" not in names(state)
    state = take(_card("shiveus_policy"), 3, "spot society")
    assert state.houses[0].track_corrupted[TRACKS.index("society")]
    assert state.houses[0].trade_tokens == 1


def test_shiveus_civilization_tracks() -> None:
    """Shiveus's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Economy space 8 is worth 18 Influence (catalogue)."""
    assert check_house_tracks("shiveus") == []
    assert last_space_influence("shiveus", "economy") == 18


def test_shiveus_starting_agendas_score() -> None:
    """Shiveus C7a: 1 per 2 Pure Population (14 -> 7), 3 per Pure sector with a Shipyard (2) =
    13; C7b: 2 per Pure sector (3), 1 per Pure Guild (5) = 11 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("shiveus")) == 13
    assert starting_agenda_score(scoring_position("shiveus/b")) == 11


def test_shiveus_starting_agendas_have_no_production_bonus() -> None:
    """Shiveus: neither starting Agenda raises a Production Level (VF-PROD-06)."""
    for house in ("shiveus", "shiveus/b"):
        for resource in ("food", "energy", "materials", "credits", "science"):
            assert production_bonus(house, resource) == 0


def test_shiveus_fallen_house_card() -> None:
    """Shiveus as a Fallen House: its card removes a Corruption and deploys 1 FP in the
    conquered sector (VF-RESULT-12c, authored)."""
    state = fallen_position("shiveus", agenda_corrupted=SLOT2)
    state = drive(conquer_fallen(state))
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert sector(state, "s24").fleets["corvette"] == 3 + 1
