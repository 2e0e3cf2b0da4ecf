"""House Belitan (2): Targeting (Origin A), Data Refinery (Origin B), starting Agendas C2a/C2b,
the Fallen House card. Belitan has no House Focus card and uses the standard tracks."""

from __future__ import annotations

from tests.voidfall.houses.housekit import (
    HOME,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    gain_tech,
    invade,
    level,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    stock,
    voidborn,
)


def _two_against_two(house: str, targeting: str = "") -> tuple[int, int]:
    """Seat 0 invades s18 (2 Voidborn FP) with 2 Corvettes: (s18's owner, Voidborn left)."""
    houses = {"0": {"technologies": {"targeting": targeting}}} if targeting else {}
    state = position(
        house, houses=houses, sectors={"s18": voidborn(2), "s19": {"fleets": {"corvette": 3}}}
    )
    state = invade(state, "s18", "s19 corvette", "s19 corvette")
    return sector(state, "s18").owner, sector(state, "s18").voidborn


def test_belitan_targeting_fires_first_and_wins() -> None:
    """Belitan, Targeting (Basic: +5 Initiative with a Corvette; Improved: always first): the
    Invader fires first in both Salvos and wins 2 against 2 (T-06, VF-COMBAT-21..23)."""
    assert _two_against_two("belitan") == (0, 0)
    assert _two_against_two("belitan", "improved") == (0, 0)


def test_belitan_without_targeting_two_against_two_ties() -> None:
    """Belitan B (no Targeting): simultaneous Salvos, a tie; the Voidborn re-occupies (A-30)."""
    assert _two_against_two("belitan/b") == (-1, 2)


def test_belitan_targeting_immediate_energy_and_corvette() -> None:
    """Belitan, Targeting: gaining it gives 2 Energy and deploys a Corvette at Home (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"targeting": [0, 4]}})
    energy, corvettes = stock(state)["energy"], sector(state, HOME).fleets.get("corvette", 0)
    state = drive(gain_tech(state, "targeting"))
    assert stock(state)["energy"] == energy + 2
    assert sector(state, HOME).fleets["corvette"] == corvettes + 1


def test_belitan_data_refinery_science_level_per_bankers_guild() -> None:
    """Belitan, Data Refinery (``production_levels: science:bankers:2``): a Bankers' Guild raises
    the Science Production Level by 2 (VF-PROD-13); Improved keeps it."""
    plain = position("belitan/b")
    bankers = position("belitan/b", sectors={HOME: {"guilds": ["bankers", ""]}})
    assert level(plain, "science") == 0
    assert level(bankers, "science") == 2
    improved = position(
        "belitan/b",
        sectors={HOME: {"guilds": ["bankers", ""]}},
        houses={"0": {"technologies": {"data_refinery": "improved"}}},
    )
    assert level(improved, "science") == 2


def test_belitan_data_refinery_immediate() -> None:
    """Belitan, Data Refinery: gaining it gives 2 Credits and 2 Science (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"data_refinery": [0, 4]}})
    before = stock(state)
    state = drive(gain_tech(state, "data_refinery"))
    assert stock(state)["credits"] == before["credits"] + 2
    assert stock(state)["science"] == before["science"] + 2


def test_belitan_improved_data_refinery_pays_upkeep_with_credits() -> None:
    """Belitan, Improved Data Refinery (``upkeep_credits: 2``): with only Credits, 1 Credit pays
    the 2 Upkeep of the starting Agenda and no Influence is lost (VF-EVAL-07..10)."""
    state = position(
        "belitan/b",
        houses={"0": {"technologies": {"data_refinery": "improved"}, "resources": {"credits": 3}}},
    )
    influence = state.houses[0].influence
    state = effect(state, "upkeep")
    assert stock(state)["credits"] == 2
    assert state.houses[0].influence == influence


def test_belitan_starting_agendas_score() -> None:
    """Belitan C2a scores like C1a (14) and C2b like C1b (15) in the fixed empire (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("belitan")) == 14
    assert starting_agenda_score(scoring_position("belitan/b")) == 15


def test_belitan_starting_agenda_production_bonus() -> None:
    """Belitan: C2a +1 Energy Level; C2b +1 Food and +1 Credits Level (S-TONO) (VF-PROD-06)."""
    assert production_bonus("belitan", "energy") == 1
    assert production_bonus("belitan/b", "food") == 1
    assert production_bonus("belitan/b", "credits") == 1
    assert production_bonus("belitan/b", "energy") == 0


def test_belitan_fallen_house_card() -> None:
    """Belitan as a Fallen House: its Technologies are offered (VF-RESULT-12b); its card
    establishes a Bankers' Guild in the sector and gives 2 Science (VF-RESULT-12c, authored)."""
    state = fallen_position("belitan")
    science = stock(state)["science"]
    state = drive(conquer_fallen(state, "targeting"), policy=_no_deploy)
    assert state.houses[0].technologies["targeting"] == "basic"
    assert sector(state, "s24").filled("guild") == ["bankers"]
    assert stock(state)["science"] == science + 2


def _no_deploy(options: list[str]) -> str:
    """Take every reward but Targeting's Corvette (so s24 keeps its survivors only)."""
    useful = [o for o in options if o not in ("done", "end") and not o.startswith("deploy")]
    return useful[0] if useful else "done"
