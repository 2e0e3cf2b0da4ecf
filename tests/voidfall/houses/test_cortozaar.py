"""House Cortozaar (4): Torpedoes (Origin A), Starbases (Origin B), starting Agendas C4a/C4b,
the Fallen House card. Cortozaar has no House Focus card and uses the standard tracks."""

from __future__ import annotations

from domineum.voidfall.rules import fleet
from tests.voidfall.houses.housekit import (
    HOME,
    OUTPOST,
    RICH,
    conquer_fallen,
    drive,
    fallen_position,
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
    voidborn,
)


def _attack(house: str, sent: int, defenders: int, torpedoes: str = "") -> tuple[int, int]:
    """Seat 0 invades s18 with ``sent`` Corvettes: (s18's owner, Voidborn FP left)."""
    houses = {"0": {"technologies": {"torpedoes": torpedoes}}} if torpedoes else {}
    state = position(
        house,
        houses=houses,
        sectors={"s18": voidborn(defenders), OUTPOST: {"fleets": {"corvette": sent + 1}}},
    )
    state = invade(state, "s18", *["s19 corvette"] * sent)
    return sector(state, "s18").owner, sector(state, "s18").voidborn


def test_cortozaar_torpedoes_extra_damage_in_the_first_salvo() -> None:
    """Cortozaar, Torpedoes (Basic): +1 Damage in the first Salvo with a Corvette turns 2
    against 2 into a win; without Torpedoes (Origin B) it is a tie (T-07, VF-COMBAT-26/27)."""
    assert _attack("cortozaar", 2, 2) == (0, 0)
    assert _attack("cortozaar/b", 2, 2) == (-1, 2)


def test_cortozaar_improved_torpedoes_extra_damage_in_every_salvo() -> None:
    """Cortozaar, Improved Torpedoes: +1 Damage in every Salvo; 3 Corvettes against 4 Voidborn
    FP win, where Basic Torpedoes only tie and the Voidborn re-occupies (T-07)."""
    assert _attack("cortozaar", 3, 4, "improved") == (0, 0)
    assert _attack("cortozaar", 3, 4, "basic") == (-1, 2)


def test_cortozaar_torpedoes_immediate() -> None:
    """Cortozaar, Torpedoes: gaining it gives 2 Materials and a Corvette at Home (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"torpedoes": [0, 4]}})
    materials, corvettes = stock(state)["materials"], sector(state, HOME).fleets["corvette"]
    state = drive(gain_tech(state, "torpedoes"))
    assert stock(state)["materials"] == materials + 2
    assert sector(state, HOME).fleets["corvette"] == corvettes + 1


def _build_options(house: str, starbases: str = "") -> list[str]:
    """Development's Grow (pay 1 Materials), build option: what may be built in s19."""
    houses: dict[str, object] = {"resources": RICH}
    if starbases:
        houses["technologies"] = {"starbases": starbases}
    state = position(house, focus="development", houses={"0": houses})
    return names(play(state, "take 1", "pay materials", "effect 2"))


def test_cortozaar_starbases_one_per_sector_two_when_improved() -> None:
    """Cortozaar, Starbases (``starbases_per_sector`` 1 / 2): the Outpost already holds one, so
    a second is refused with Basic and offered with Improved; without the Technology never
    (VF-GUILD-03)."""
    assert "build starbase" not in _build_options("cortozaar/b")
    assert "build starbase" in _build_options("cortozaar/b", "improved")
    assert "build starbase" not in _build_options("valnis")


def test_cortozaar_starbase_deploys_like_a_shipyard() -> None:
    """Cortozaar, Starbases: Muster deploys per Shipyard, the Outpost's Starbase counting as one
    (VF-FLEET-13c, VF-GUILD-03): 2 FP with the Home Shipyard."""
    state = position(
        "cortozaar/b", focus="reinforcement", houses={"0": {"resources": RICH, "fp_active": 4}}
    )
    before = fleet.deployed(state, 0)
    state = take(state, 2, "pay materials", "pay materials")
    assert fleet.deployed(state, 0) == before + 2


def test_cortozaar_starbases_immediate_builds_a_starbase() -> None:
    """Cortozaar, Starbases: gaining it builds a Starbase (VF-TECH-05)."""
    state = position(
        "valnis",
        board={"tech_piles": {"starbases": [0, 4]}},
        sectors={OUTPOST: {"installations": ["", "", ""]}},
    )
    state = drive(gain_tech(state, "starbases"))
    assert sector(state, OUTPOST).filled("installation") == ["starbase"]


def test_cortozaar_starting_agendas_score() -> None:
    """Cortozaar C4a = 14 and C4b = 15 in the fixed empire (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("cortozaar")) == 14
    assert starting_agenda_score(scoring_position("cortozaar/b")) == 15


def test_cortozaar_starting_agenda_production_bonus() -> None:
    """Cortozaar: C4a +1 Energy Level; C4b none (VF-PROD-06)."""
    assert production_bonus("cortozaar", "energy") == 1
    for resource in ("food", "energy", "materials", "credits", "science"):
        assert production_bonus("cortozaar/b", resource) == 0


def test_cortozaar_fallen_house_card() -> None:
    """Cortozaar as a Fallen House: its card builds a Sector Defense in the sector and gives 2
    Materials (VF-RESULT-12c, authored)."""
    state = fallen_position("cortozaar")
    materials = stock(state)["materials"]
    state = drive(conquer_fallen(state))
    assert sector(state, "s24").filled("installation") == ["sector_defense"]
    assert stock(state)["materials"] == materials + 2
