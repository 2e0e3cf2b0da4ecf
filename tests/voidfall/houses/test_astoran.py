"""House Astoran (10): Deep Space Missiles (Origin A), Sentries (Origin B), the House Focus cards
Astoran Conquest and Astoran Prosperity, Astoran's Civilization tracks, starting Agendas
C10a/C10b, the Fallen House card."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import TRACKS
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    card_position,
    check_house_tracks,
    conquer_fallen,
    drive,
    fallen_position,
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

YARD_S24: dict[str, Any] = {
    **voidborn(0, corrupted=False),
    "owner": 0,
    "fleets": {"corvette": 1},
    "installations": ["shipyard", "", ""],
}


def test_astoran_basic_missiles_spend_energy_for_approach_damage() -> None:
    """Astoran, Deep Space Missiles (Basic): invading next to your Shipyard (the Outpost's), 1
    Energy buys 1 Approach Damage; the lone Voidborn FP falls before any Salvo (VF-COMBAT-16)."""
    state = position("astoran", sectors={"s18": voidborn(1), OUTPOST: {"fleets": {"corvette": 2}}})
    state = invade(state, "s18", "s19 corvette")
    assert "pay energy" in names(state)
    energy = stock(state)["energy"]
    state = play(state, "pay energy")
    assert stock(state)["energy"] == energy - 1
    assert sector(state, "s18").fleets == {"corvette": 1}


def test_astoran_improved_missiles_one_damage_per_adjacent_yard() -> None:
    """Astoran, Improved Deep Space Missiles: 1 Approach Damage per adjacent sector of yours with
    a Shipyard (2 here), without spending: 1 Corvette beats 2 Voidborn FP (A-36)."""
    sectors = {"s18": voidborn(2), OUTPOST: {"fleets": {"corvette": 2}}, "s24": YARD_S24}
    improved = {"0": {"technologies": {"deep_space_missiles": "improved"}}}
    state = invade(position("astoran", sectors=sectors, houses=improved), "s18", "s19 corvette")
    assert sector(state, "s18").fleets == {"corvette": 1}
    plain = invade(position("astoran/b", sectors=sectors), "s18", "s19 corvette")
    assert sector(plain, "s18").voidborn == 2


def test_astoran_missiles_immediate_energy_or_shipyard() -> None:
    """Astoran, Deep Space Missiles: gaining it gives 2 Energy OR builds a Shipyard (one).
    (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"deep_space_missiles": [0, 4]}})
    energy = stock(state)["energy"]
    state = play(gain_tech(state, "deep_space_missiles"), "effect 1")
    assert stock(state)["energy"] == energy + 2
    assert "effect 2" not in names(state)


def _build(level: str = "") -> GameState:
    """Development's Grow (1 Materials), then its build option, with 2 Active FP."""
    patch: dict[str, Any] = {"resources": RICH, "fp_active": 2}
    if level:
        patch["technologies"] = {"sentries": level}
    state = position("astoran/b", focus="development", houses={"0": patch})
    return play(state, "take 1", "pay materials", "effect 2")


def test_astoran_sentries_deploy_instead_of_building() -> None:
    """Astoran, Sentries (``sentry_instead_of_build``): a build may become 1 Sentry FP deployed in
    a sector of yours (VF-FLEET-09, VF-FLEETTYPE-03)."""
    state = _build()
    assert "deploy s19 sentry" in names(state)
    installations = sector(state, OUTPOST).filled("installation")
    state = play(state, "deploy s19 sentry")
    assert sector(state, OUTPOST).fleets["sentry"] == 2
    assert sector(state, OUTPOST).filled("installation") == installations


def test_astoran_improved_sentries_build_and_deploy() -> None:
    """Astoran, Improved Sentries (``sentry_with_build``): after building, 1 Sentry FP may be
    deployed in the same sector (VF-FLEET-08, VF-GUILD-04)."""
    state = play(_build("improved"), "sector s19", "build shipyard")
    assert names(state) == ["deploy s19 sentry", "done"]
    state = play(state, "deploy s19 sentry")
    assert "shipyard" in sector(state, OUTPOST).filled("installation")
    assert sector(state, OUTPOST).fleets["sentry"] == 2


def test_astoran_sentries_immediate_sentry_or_sector_defense() -> None:
    """Astoran, Sentries: gaining it deploys a Sentry at Home OR builds a Sector Defense (one).
    (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"sentries": [0, 4]}})
    state = play(gain_tech(state, "sentries"), "effect 1", "deploy s25 sentry")
    assert sector(state, HOME).fleets["sentry"] == 1
    assert "effect 2" not in names(state)


def _card(focus: str) -> GameState:
    return card_position("astoran", focus)


def test_astoran_conquest_card() -> None:
    """Astoran Conquest: Besiege (3 Energy: invade and/or build); Harvest (1 Credit: 1 Food per
    Pure sector and/or move a Corruption); Sustain (1 Science: 1 Influence and 1 Credit per Pure
    sector with an Installation). (VF-ACTION-02, -05, -08/09, VF-EVAL-15)."""
    state = play(_card("astoran_conquest"), "take 1", *["pay energy"] * 3)
    assert stock(state)["energy"] == 3
    assert names(state) == ["effect 1", "effect 2", "done"]
    state = take(_card("astoran_conquest"), 2, "effect 1", "effect 2", "spot slot2", "spot slot3")
    assert (stock(state)["credits"], stock(state)["food"]) == (5, 8)  # Pure Home and Outpost
    assert state.houses[0].agenda_corrupted == [False, False, True, False]
    influence = _card("astoran_conquest").houses[0].influence
    state = take(_card("astoran_conquest"), 3, "effect 1", "effect 2")
    assert (stock(state)["science"], stock(state)["credits"]) == (5, 6 + 2)
    assert state.houses[0].influence == influence + 2  # Home and Outpost Shipyards


def test_astoran_prosperity_card() -> None:
    """Astoran Prosperity: Parade (1 Food and recall 1 FP: build and/or advance Economy);
    Regulate (recall 1 FP: a Might OR a Wealth Agenda); Rebuild (destroy an Installation:
    establish a Guild there and/or remove a Corruption) (VF-ACTION-02, -05, -08/09)."""
    state = take(_card("astoran_prosperity"), 1, "pay food", "recall s25 corvette", "effect 2")
    assert stock(state)["food"] == 5 + 1  # Astoran's Economy space 2 gives 1 of each
    assert state.houses[0].tracks[TRACKS.index("economy")] == 1
    state = take(_card("astoran_prosperity"), 2, "recall s25 corvette", "effect 2", "offer wealth")
    assert [game().content.agendas[a].type for a in state.houses[0].agenda_hand] == ["wealth"]
    state = take(_card("astoran_prosperity"), 3, "effect 1", "guild scientists", "effect 2")
    assert sector(state, OUTPOST).filled("installation") == []
    assert sector(state, OUTPOST).filled("guild") == ["scientists"]
    assert state.houses[0].agenda_corrupted == [False] * 4


def test_astoran_civilization_tracks() -> None:
    """Astoran's own tracks (VF-CIV-03): every space's benefit is gained through the engine, and
    Society space 8 is worth 25 Influence (catalogue)."""
    assert check_house_tracks("astoran") == []
    assert last_space_influence("astoran", "society") == 25


def test_astoran_starting_agendas_score() -> None:
    """Astoran C10a: 4 per Pure sector with a Shipyard (2), 1 per Pure Engineers' (1) and
    Miners' (1) Guild, -1 per Corruption on the mat (2) = 8. C10b: Pure Population 14, 2 per
    Pure sector with a Sentry (1), 1 per Pure sector with a Sector Defense (1), -2 per mat
    Corruption (2) = 13 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("astoran")) == 8
    assert starting_agenda_score(scoring_position("astoran/b")) == 13


def test_astoran_starting_agenda_production_bonus() -> None:
    """Astoran: C10a +1 Materials Level, C10b +1 Food Level (S-RUMIX) (VF-PROD-06)."""
    assert production_bonus("astoran", "materials") == 1
    assert production_bonus("astoran/b", "food") == 1


def test_astoran_fallen_house_card() -> None:
    """Astoran as a Fallen House: its card builds a Sector Defense and deploys 1 FP in the
    conquered sector (VF-RESULT-12c, authored)."""
    state = drive(conquer_fallen(fallen_position("astoran")))
    assert sector(state, "s24").filled("installation") == ["sector_defense"]
    assert sector(state, "s24").fleets["corvette"] == 3 + 1
