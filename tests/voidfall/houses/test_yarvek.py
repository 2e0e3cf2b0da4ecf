"""House Yarvek (8): Hyperdrive (Origin A), Tactical Transports (Origin B), the House Focus cards
Yarvek Conquest and Raid, Yarvek's Civilization tracks, starting Agendas C8a/C8b, the Fallen
House card."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
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
    gain_tech,
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


def test_yarvek_hyperdrive_regroup_before_invading() -> None:
    """Yarvek, Hyperdrive (``regroup_before_invade``): an Invade first offers a Regroup (which
    may be forgone), then the target (VF-MOVE-02, -06)."""
    state = effect(position("yarvek"), "invade")
    assert "move s25 s19 corvette" in names(state)
    state = play(state, "move s25 s19 corvette", "done")
    assert sector(state, OUTPOST).fleets["corvette"] == 3
    assert "sector s18" in names(state)
    plain = effect(position("yarvek/b"), "invade")
    assert not any(n.startswith("move") for n in names(plain))


def _targets(technologies: dict[str, str]) -> list[str]:
    """Invade targets of seat 0, which also holds s18 (Voidstorm s17-s18 on this map)."""
    state = position(
        "yarvek",
        houses={"0": {"technologies": technologies}},
        sectors={"s18": {**voidborn(0, corrupted=False), "owner": 0, "fleets": {"corvette": 2}}},
    )
    state = effect(state, "invade")
    if any(n.startswith("move") for n in names(state)):
        state = play(state, "done")
    return names(state)


def test_yarvek_improved_hyperdrive_reaches_across_voidstorms_and_farther() -> None:
    """Yarvek, Improved Hyperdrive (``ignore_voidstorms``, ``invade_range: 2``): s17 behind a
    Voidstorm and s1 two sectors away become targets (VF-SECTOR-03, VF-MOVE-06)."""
    basic = _targets({})
    improved = _targets({"hyperdrive": "improved"})
    assert "sector s17" not in basic and "sector s17" in improved
    assert "sector s1" not in basic and "sector s1" in improved


def test_yarvek_hyperdrive_immediate_three_bounty_tokens() -> None:
    """Yarvek, Hyperdrive: gaining it draws and resolves 3 Bounty tokens (VF-BOUNTY-05)."""
    state = position("valnis", board={"tech_piles": {"hyperdrive": [0, 4]}})
    state = drive(gain_tech(state, "hyperdrive"))
    assert len(state.houses[0].bounty_kept) == 3


def test_yarvek_tactical_transports_actions() -> None:
    """Yarvek, Tactical Transports: with Prosperity, "Airlift" recalls 1 FP to grow that sector;
    with Conquest, "Evacuate" lowers a Pure Population to activate 1 FP (VF-ACTION-13)."""
    state = position("yarvek/b", focus="prosperity", houses={"0": {"resources": RICH}})
    state = play(state, "tech-action tactical_transports 1", "recall s19 corvette", "effect 1")
    assert sector(state, OUTPOST).population == 4
    state = position("yarvek/b", focus="yarvek_conquest", houses={"0": {"resources": RICH}})
    inactive = state.houses[0].fp_inactive
    state = play(state, "tech-action tactical_transports 2", "effect 1")
    assert sector(state, OUTPOST).population == 2
    assert state.houses[0].fp_inactive == inactive - 1
    assert "tech-action tactical_transports 1" not in names(
        position("yarvek/b", focus="production")
    )


def test_yarvek_tactical_transports_immediate_deploy_or_grow() -> None:
    """Yarvek, Tactical Transports: gaining it deploys 1 FP OR grows a Pure Population.
    (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"tactical_transports": [0, 4]}})
    state = play(gain_tech(state, "tactical_transports"), "effect 2", "sector s19")
    assert sector(state, OUTPOST).population == 3
    assert "effect 1" not in names(state)


def _card(focus: str) -> GameState:
    return card_position(
        "yarvek", focus, bounty_kept=["bounty-1-any#0"], reclaim_kept=["reclaim-farmers#0"]
    )


def test_yarvek_conquest_card() -> None:
    """Yarvek Conquest: Engage (2 Energy: invade or Regroup); Rally (1 Credit and a kept Bounty
    token returned: gain an Agenda); Recycle (2 Materials and a kept Reclaim token returned:
    choose twice: remove a Corruption from a sector OR activate 1 FP; the Corruption above slot 2
    is on the House mat, so both choices activate) (VF-ACTION-02, -05, -08/09; more in
    test_focus_choose_twice.py)."""
    state = play(_card("yarvek_conquest"), "take 1", "pay energy", "pay energy")
    assert names(state) == ["effect 1", "effect 2", "done"]
    state = take(_card("yarvek_conquest"), 2, "effect 1", "offer might")
    assert stock(state)["credits"] == 5
    assert state.houses[0].bounty_kept == []
    assert len(state.houses[0].agenda_hand) == 1
    inactive = _card("yarvek_conquest").houses[0].fp_inactive
    state = take(
        _card("yarvek_conquest"), 3, "pay materials", "pay materials", "effect 1", "effect 2"
    )
    assert stock(state)["materials"] == 4
    assert state.houses[0].reclaim_kept == []
    assert state.houses[0].agenda_corrupted == [False, True, False, False]
    assert state.houses[0].fp_inactive == inactive - 2


def test_yarvek_raid_card() -> None:
    """Raid (replaces Innovation, from Cycle 1): Liberate (2 Energy: invade); Consult (1 Science
    and a Bounty token returned: a Basic Technology); Negotiate (1 Credit and a Corruption: a
    Bounty token and/or a Trade token) (VF-ACTION-02, -05, -08/09)."""
    state = play(_card("yarvek_raid"), "take 1", "pay energy", "pay energy", "effect 1")
    state = play(state, "done")  # Hyperdrive's Regroup first, forgone
    assert "sector s18" in names(state)
    state = take(_card("yarvek_raid"), 2, "effect 1", "tech decontamination_chambers")
    assert stock(state)["science"] == 5
    assert "decontamination_chambers" in state.houses[0].technologies
    state = take(_card("yarvek_raid"), 3, "spot society")
    assert state.houses[0].track_corrupted[0]
    assert len(state.houses[0].bounty_kept) == 2
    assert state.houses[0].trade_tokens == 1
    assert "yarvek_raid" in position("yarvek").houses[0].focus_hand  # from Cycle 1


def test_yarvek_civilization_tracks() -> None:
    """Yarvek's own tracks (VF-CIV-03): every space's benefit is gained through the engine."""
    assert check_house_tracks("yarvek") == []


def test_yarvek_starting_agendas_score() -> None:
    """Yarvek C8a: 3 per Pure sector (3), 1 per Pure Engineers' Guild (1), 1 per Reclaim token
    (2), 1 per 2 Bounty tokens (3 -> 1) = 13. C8b: 3 per Pure sector with 2+ FP (2), 3 per Pure
    sector of Population 4+ (2), Reclaim 2, Bounty 1 = 15 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("yarvek")) == 13
    assert starting_agenda_score(scoring_position("yarvek/b")) == 15


def test_yarvek_starting_agendas_have_no_production_bonus() -> None:
    """Yarvek: neither starting Agenda raises a Production Level (VF-PROD-06)."""
    for house in ("yarvek", "yarvek/b"):
        assert production_bonus(house, "food") == 0
        assert production_bonus(house, "energy") == 0


def test_yarvek_fallen_house_card() -> None:
    """Yarvek as a Fallen House: its card gives 2 Bounty tokens (VF-RESULT-12c, authored)."""
    state = fallen_position("yarvek")
    state = drive(conquer_fallen(state))
    assert len(state.houses[0].bounty_kept) == 2
    assert sector(state, HOME).home_of == 0
