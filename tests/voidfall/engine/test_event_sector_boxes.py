"""Item 3 of issue 12: an Event box aimed at "a sector" takes all its instructions there or is
ignored (VF-PREP-17, VF-PREP-20; seed 003 l.782-787).

Position: ``housekit.position`` (seat 0 Valnis, Home s25, Outpost s19); the Voidborn sectors
next to seat 0 are s7 and s8 (a Sector Defense each), s20 and s24.
"""

from __future__ import annotations

from tests.voidfall.engine.test_event_boxes import at_box, finished
from tests.voidfall.houses.housekit import names, play, sector

FULL_GUILDS = {"guilds": ["farmers", "miners", "bankers"]}
NEXT_TO_SEAT_0 = ("s7", "s8", "s20", "s24")


def test_vf_prep_20_1a_a_sector_whose_guild_row_is_full_is_not_offered() -> None:
    """VF-PREP-20, VF-PREP-17 (1A): the Sector Defense and the Scientists' Guild go into one
    sector; s20 cannot take the Guild (its row is full), so it is not offered for the Sector
    Defense either, and the chosen sector gets both."""
    state = at_box("technological_dawn", 0, sectors={"s20": FULL_GUILDS})
    assert sorted(names(state)) == ["sector s24", "sector s7", "sector s8"]
    state = play(state, "sector s24")
    assert finished(state)
    assert "sector_defense" in sector(state, "s24").installations
    assert "scientists" in sector(state, "s24").guilds


def test_vf_prep_17_1a_no_sector_takes_everything_so_the_box_is_ignored() -> None:
    """VF-PREP-17: when no adjacent Voidborn sector can take both instructions the whole box is
    ignored: no Sector Defense is placed anywhere."""
    full = dict.fromkeys(NEXT_TO_SEAT_0, FULL_GUILDS)
    state = at_box("technological_dawn", 0, sectors=full)
    assert finished(state)
    assert [sector(state, s).installations.count("sector_defense") for s in NEXT_TO_SEAT_0] == [
        1,
        1,
        0,
        0,
    ]


def test_vf_prep_20_3b_voidborn_fp_bind_the_sector_of_the_box() -> None:
    """VF-PREP-20 (3B): 1 Voidborn FP, a Glory token of value 3 and a Sector Defense go into the
    one sector chosen for the FP (``place_voidborn`` binds it)."""
    state = at_box("total_war", 0, cycle=3)
    assert "sector s20" in names(state)
    before = sector(state, "s20").voidborn
    state = play(state, "sector s20")
    assert finished(state)
    s20 = sector(state, "s20")
    assert s20.voidborn == before + 1
    assert 3 in s20.glory
    assert "sector_defense" in s20.installations
