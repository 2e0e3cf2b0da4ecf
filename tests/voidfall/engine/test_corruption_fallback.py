"""Item 6 of issue 12: "gain a Corruption on your House mat if possible, otherwise anywhere"
(seed 003 l.762-763; VF-CORRUPT-04, -07) on the Events 3G and 3H (box 1), 3E (box 2), and the
same fallback for the other "if possible" boxes (2D, 2E, 3C, 3D)."""

from __future__ import annotations

import pytest

from tests.voidfall.engine.test_event_boxes import at_box, finished
from tests.voidfall.houses.housekit import OUTPOST, names, play, sector

FULL_MAT = {"track_corrupted": [True, True, True], "agenda_corrupted": [False, True, True, True]}


@pytest.mark.parametrize(
    "event,box", [("winds_of_annihilation", 0), ("adapt_and_overcome", 0), ("spark_of_hope", 1)]
)
def test_vf_corrupt_04_a_full_mat_sends_the_corruption_elsewhere(event: str, box: int) -> None:
    """VF-CORRUPT-04 (3G, 3H, 3E): with every track and Agenda slot Corrupted, the Corruption
    goes to a free spot elsewhere: the Decontamination Chambers are not owned, so the Pure
    Outpost s19 (the only corruptible sector) takes it."""
    state = at_box(event, box, cycle=3, houses={"0": FULL_MAT})
    if not finished(state):
        assert "spot s19" in names(state)
        state = play(state, "spot s19")
    assert sector(state, OUTPOST).corrupted


def test_vf_corrupt_04_the_mat_first_when_it_has_room() -> None:
    """VF-CORRUPT-04 (3H): with a free spot on the mat, only mat spots are offered."""
    state = at_box("adapt_and_overcome", 0, cycle=3)
    assert names(state) == [
        "spot society",
        "spot statecraft",
        "spot economy",
        "spot slot2",
        "spot slot3",
        "spot slot4",
    ]
