"""House Kradmor (12): Salvage Scanner (Origin A), Purifier (Origin B), the House Focus cards
Kradmor Production and Kradmor Temptation, Kradmor's Civilization tracks, starting Agendas
C12a/C12b, the Fallen House card."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from tests.voidfall.houses.housekit import (
    OUTPOST,
    RICH,
    SLOT2,
    card_position,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    fleets,
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
    voidborn,
)


def test_kradmor_salvage_scanner_reclaim_token_before_combat() -> None:
    """Kradmor, Salvage Scanner (``reclaim_before_combat: voidborn``): invading a Voidborn sector
    puts a Reclaim token from the pile there before the Combat; the invasion fails and the token
    stays in the sector (VF-BOUNTY-01)."""
    state = position(
        "kradmor", sectors={"s18": voidborn(3), OUTPOST: {"fleets": fleets(corvette=2)}}
    )
    pile = len(state.board.reclaim_pile)
    state = invade(state, "s18", "s19 corvette")
    assert len(sector(state, "s18").reclaim) == 1
    assert len(state.board.reclaim_pile) == pile - 1
    plain = position(
        "kradmor/b", sectors={"s18": voidborn(3), OUTPOST: {"fleets": fleets(corvette=2)}}
    )
    assert sector(invade(plain, "s18", "s19 corvette"), "s18").reclaim == []


def test_kradmor_improved_salvage_scanner_removes_a_corruption_after_winning() -> None:
    """Kradmor, Improved Salvage Scanner: the Reclaim token is won with the sector, and after the
    successful invasion a Corruption may be removed (trigger ``invasion_won``).
    (VF-RESULT-03, VF-CORRUPT-09, VF-ACTION-15)."""
    state = position(
        "kradmor",
        houses={"0": {"technologies": {"salvage_scanner": "improved"}, "agenda_corrupted": SLOT2}},
        sectors={"s18": voidborn(1), OUTPOST: {"fleets": fleets(corvette=3)}},
    )
    state = invade(state, "s18", "s19 corvette", "s19 corvette")
    assert "spot slot2" in names(state)
    state = drive(play(state, "spot slot2"))
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert len(state.houses[0].reclaim_kept) == 1


def test_kradmor_salvage_scanner_immediate_deploy_or_activate() -> None:
    """Kradmor, Salvage Scanner: gaining it deploys 1 FP OR activates 1 FP (one) (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"salvage_scanner": [0, 4]}})
    inactive = state.houses[0].fp_inactive
    state = play(gain_tech(state, "salvage_scanner"), "effect 2")
    assert state.houses[0].fp_inactive == inactive - 1
    assert "effect 1" not in names(state)


def test_kradmor_purify_action_with_temptation() -> None:
    """Kradmor, Purifier: with Temptation (Kradmor Temptation counts), "Purify" spends 1 Science
    to remove a Corruption; Improved removes up to 2 (VF-ACTION-13)."""
    corrupt = {"resources": RICH, "agenda_corrupted": [False, True, True, False]}
    state = position("kradmor/b", focus="kradmor_temptation", houses={"0": corrupt})
    state = play(state, "tech-action purifier 1", "effect 1", "spot slot2")
    assert stock(state)["science"] == 5
    assert state.houses[0].agenda_corrupted == [False, False, True, False]
    improved = {**corrupt, "technologies": {"purifier": "improved"}}
    state = position("kradmor/b", focus="kradmor_temptation", houses={"0": improved})
    state = drive(play(state, "tech-action purifier 1"))
    assert state.houses[0].agenda_corrupted == [False] * 4


def test_kradmor_improved_purifier_replaces_a_deployment_by_a_removal() -> None:
    """Kradmor, Improved Purifier (``deploy_as_remove_corruption``): while deploying, one FP may
    instead remove a Corruption; the FP stays Active (VF-FLEET-08, VF-CORRUPT-09)."""
    improved = {"technologies": {"purifier": "improved"}, "fp_active": 2, "agenda_corrupted": SLOT2}
    state = effect(position("kradmor/b", houses={"0": improved}), "deploy", amount=2)
    state = play(state, "spot slot2", "deploy s19 corvette")
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert state.houses[0].fp_active == 1


def test_kradmor_purifier_immediate_is_paid_or_forgone() -> None:
    """Kradmor, Purifier: gaining it offers "pay 1 Science: remove a Corruption"
    (``immediate_cost``) (VF-TECH-05)."""
    state = position(
        "valnis",
        board={"tech_piles": {"purifier": [0, 4]}},
        houses={"0": {"resources": RICH, "agenda_corrupted": SLOT2}},
    )
    state = play(gain_tech(state, "purifier"), "option 1", "effect 1")
    assert stock(state)["science"] == 5
    assert state.houses[0].agenda_corrupted == [False] * 4


def _card(focus: str) -> GameState:
    return card_position("kradmor", focus)


def test_kradmor_production_card() -> None:
    """Kradmor Production: Push (Materials, Food: remove a Corruption and/or produce Energy);
    Amplify (produce Food and Materials OR advance Economy); Bloom (Energy and a Corruption:
    establish and/or advance Society) (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("kradmor_production"), 1, "pay food", "pay materials", "effect 1")
    assert (stock(state)["food"], stock(state)["materials"]) == (5, 5)
    assert state.houses[0].agenda_corrupted == [False] * 4
    state = take(_card("kradmor_production"), 2, "effect 2")
    assert state.houses[0].tracks[TRACKS.index("economy")] == 1
    assert (stock(state)["food"], stock(state)["materials"]) == (6, 6)  # only one of the two
    state = take(_card("kradmor_production"), 3, "pay energy", "spot society", "effect 1")
    assert state.houses[0].track_corrupted[TRACKS.index("society")]
    assert len(sector(state, OUTPOST).filled("guild")) == 2


def test_kradmor_temptation_card() -> None:
    """Kradmor Temptation: Overcome (Credits, Science: grow and/or a Preferred Focus action);
    Foresee (advance your least advanced track and/or peek at Galactic Events); Exert (a
    Corruption: activate 1 FP, deploy 1 FP at Home, produce one resource).
    (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("kradmor_temptation"), 1, "effect 1", "sector s19", "done")
    assert (stock(state)["credits"], stock(state)["science"]) == (5, 5)
    assert sector(state, OUTPOST).population == 3
    state = take(_card("kradmor_temptation"), 2, "effect 1")
    assert state.houses[0].tracks[TRACKS.index("society")] == 1
    inactive = _card("kradmor_temptation").houses[0].fp_inactive
    state = take(_card("kradmor_temptation"), 3, "spot society")
    assert state.houses[0].fp_inactive == inactive - 1
    assert state.houses[0].track_corrupted[TRACKS.index("society")]


def test_kradmor_civilization_tracks() -> None:
    """Kradmor's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Statecraft space 8 is worth 20 Influence (catalogue)."""
    assert check_house_tracks("kradmor") == []
    assert last_space_influence("kradmor", "statecraft") == 20


def test_kradmor_starting_agendas_score() -> None:
    """Kradmor C12a: 2 per Upkeep (the starting Agenda's 2), 1 per Pure sector with an
    Installation (2) = 6. C12b: 3 per Pure sector of Population 5 (1), 6 per one of Population 6
    (1), Economy by Tier (Corrupted: 0) = 9 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("kradmor")) == 6
    assert starting_agenda_score(scoring_position("kradmor/b")) == 9


def test_kradmor_starting_agendas_have_no_production_bonus() -> None:
    """Kradmor: neither starting Agenda raises a Production Level (VF-PROD-06)."""
    for house in ("kradmor", "kradmor/b"):
        assert production_bonus(house, "energy") == 0
        assert production_bonus(house, "food") == 0


def test_kradmor_fallen_house_card() -> None:
    """Kradmor as a Fallen House: its card removes a Corruption and gives a Bounty token
    (VF-RESULT-12c, authored)."""
    state = drive(conquer_fallen(fallen_position("kradmor", agenda_corrupted=SLOT2)))
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert len(state.houses[0].bounty_kept) == 1
