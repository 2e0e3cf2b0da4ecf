"""Removing a Corruption from a named place (``remove_corruption`` ``where``, content gap 12):
VF-CORRUPT-03, VF-CORRUPT-09, VF-TARGET-07, VF-FLEET-16/17; the cards Progress (Restore),
Crusade (Illuminate) and Novaris Reinforcement (Adapt)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import corruption
from tests.voidfall.economy.econkit import options, refusal, rule_of, run
from tests.voidfall.engine.gamekit import pack_with, refused
from tests.voidfall.houses.housekit import (
    OUTPOST,
    SLOT2,
    card_position,
    fleets,
    game,
    names,
    play,
    sector,
    stock,
)


def _everywhere(state: GameState) -> None:
    """Seat 0 holds a Corruption on Society, above slot 3, on the Decontamination Chambers and
    in s2 and s3; s3 is the bound sector ("that sector")."""
    house = state.houses[0]
    house.track_corrupted = [True, False, False]
    house.agenda_corrupted = [False, False, True, False]
    house.technologies["decontamination_chambers"] = "basic"
    house.decontamination = 1
    state.galaxy.sector("s2").corrupted = True
    state.turn.bound_sector = "s3"


@pytest.mark.parametrize(
    "where,offered",
    [
        ("any", ["society", "slot3", "decontamination", "s2", "s3"]),
        ("mat", ["society", "slot3"]),
        ("sector", ["s2", "s3"]),
    ],
)
def test_vf_corrupt_09_where_limits_the_spots_offered(
    state: GameState, content: Content, where: str, offered: list[str]
) -> None:
    """VF-CORRUPT-03, VF-CORRUPT-09: a removal that says where offers only your Corruption
    there: the House mat is the tracks and the slots (never the Decontamination Chambers)."""
    _everywhere(state)
    assert corruption.held_spots(state, 0, where) == offered
    push_step(state, content, 0, Effect("remove_corruption", {"where": where}), False)
    assert options(state, content) == [*(f"spot {s}" for s in offered), "done"]


@pytest.mark.parametrize("where,removed", [("track", "society"), ("slot", "slot3"), ("same", "s3")])
def test_vf_corrupt_09_a_single_allowed_spot_is_removed_at_once(
    state: GameState, content: Content, where: str, removed: str
) -> None:
    """VF-CORRUPT-09, VF-TARGET-07: one Corruption where the effect allows is removed without a
    question; every other one stays."""
    _everywhere(state)
    before = corruption.held_spots(state, 0)
    run(state, content, {"op": "remove_corruption", "where": where})
    assert corruption.held_spots(state, 0) == [s for s in before if s != removed]


def test_vf_corrupt_09_nothing_where_allowed_cannot_be_resolved(
    state: GameState, content: Content
) -> None:
    """VF-CORRUPT-09: with no Corruption of yours on the House mat (only the Corrupted s3), a
    removal from the mat cannot be resolved; an unrestricted one still can."""
    found = refusal(state, content, {"op": "remove_corruption", "where": "mat"})
    assert found is not None
    assert (found.reason, found.rule) == ("vf.refuse.no_corruption_there", "VF-CORRUPT-09")
    assert rule_of(state, content, {"op": "remove_corruption"}) == ""
    state.galaxy.sector("s3").corrupted = False
    assert rule_of(state, content, {"op": "remove_corruption"}) == "VF-CORRUPT-09"


def test_vf_target_07_that_sector_must_hold_the_corruption(
    state: GameState, content: Content
) -> None:
    """VF-TARGET-07: "in that sector" means the bound sector: a Corruption elsewhere (s3) does
    not do, nor does any sector when none is bound."""
    raw = {"op": "remove_corruption", "where": "same"}
    state.turn.bound_sector = "s2"
    assert rule_of(state, content, raw) == "VF-TARGET-07"
    state.turn.bound_sector = ""
    assert rule_of(state, content, raw) == "VF-TARGET-07"
    state.turn.bound_sector = "s3"
    assert rule_of(state, content, raw) == ""


def test_remove_corruption_where_is_checked_when_the_pack_loads(tmp_path: Path) -> None:
    """VF-CORRUPT-09: an unknown ``where`` is refused at load, naming file, entry and field."""
    card = {
        "id": "alpha",
        "name": "Alpha",
        "source": "authored",
        "actions": [
            {"name": "Clean", "effects": [{"op": "remove_corruption", "where": "house"}]},
            {"name": "Work", "effects": [{"op": "nothing"}]},
            {"name": "Rally", "effects": [{"op": "nothing"}]},
        ],
    }
    with pytest.raises(ContentError) as info:
        pack_with(tmp_path, "focus_cards.yaml", [card])
    error = info.value
    assert (error.file, error.entry, error.field) == (
        "focus_cards.yaml",
        "alpha",
        "actions[0].effects[0].where",
    )


# --- The cards (catalogue focus.json #18, #63, #58) -------------------------------------------

CORRUPTED_OUTPOST: dict[str, Any] = {OUTPOST: {"corrupted": True, "fleets": fleets(corvette=2)}}


def test_progress_restore_removes_the_corruption_of_the_sector_recalled_from() -> None:
    """Progress, Restore (recall 1 FP): in the sector the FP left, remove a Corruption and/or
    Regroup. The Outpost's Corruption goes; the one above slot 2 stays (VF-TARGET-07,
    VF-FLEET-17, VF-CORRUPT-09)."""
    state = card_position("valnis", "progress", CORRUPTED_OUTPOST)
    state = play(state, "take 3", "recall s19 corvette", "effect 1")
    assert not sector(state, OUTPOST).corrupted
    assert state.houses[0].agenda_corrupted == SLOT2
    assert names(state) == ["effect 2", "done"]


def test_progress_restore_from_a_sector_without_corruption_is_refused() -> None:
    """Progress, Restore: recalled from the Home (no Corruption there), the removal is refused
    under VF-TARGET-07 and changes nothing, though another Corruption is yours; the Regroup is
    still offered."""
    state = card_position("valnis", "progress", CORRUPTED_OUTPOST)
    state = play(state, "take 3", "recall s25 corvette")
    error = refused(game(), state, "effect 1")
    assert error.rule_id == "VF-TARGET-07"
    assert "effect 2" in names(state)


def test_progress_restore_after_abandoning_the_sector_is_refused() -> None:
    """Progress, Restore: recalling the last FP abandons the sector (VF-FLEET-16): its Corruption
    is no longer yours and stays (VF-CORRUPT-03, VF-CORRUPT-09)."""
    lone = {OUTPOST: {"corrupted": True, "fleets": fleets(corvette=1)}}
    state = card_position("valnis", "progress", lone)
    state = play(state, "take 3", "recall s19 corvette", "glory 2")
    assert sector(state, OUTPOST).corrupted
    assert state.houses[0].agenda_corrupted == SLOT2


def test_crusade_illuminate_removes_the_corruption_of_the_sector_recalled_from() -> None:
    """Crusade, Illuminate (2 Science, recall 1 FP): remove a Corruption in the sector the FP
    left and/or advance on a track; the Corruption above slot 2 stays (VF-TARGET-07)."""
    state = card_position("shiveus", "shiveus_crusade", CORRUPTED_OUTPOST, glory=[2])
    state = play(state, "take 3", "recall s19 corvette", "effect 1")
    assert stock(state)["science"] == 4
    assert not sector(state, OUTPOST).corrupted
    assert state.houses[0].agenda_corrupted == SLOT2


def _adapt(**house: Any) -> GameState:
    """Novaris Reinforcement, Adapt paid (1 Energy, 1 Materials, 1 Food); its effects wait."""
    state = card_position("novaris", "novaris_reinforcement", CORRUPTED_OUTPOST, **house)
    return play(state, "take 1", "pay food", "pay energy", "pay materials")


def test_novaris_adapt_removes_only_from_the_house_mat() -> None:
    """Novaris Reinforcement, Adapt: activate 1 FP and/or remove a Corruption from your House
    mat: the one above slot 2 goes, the Outpost's stays (VF-CORRUPT-03, VF-CORRUPT-09)."""
    state = play(_adapt(), "effect 2")
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert sector(state, OUTPOST).corrupted
    choice = play(_adapt(track_corrupted=[True, False, False]), "effect 2")
    assert names(choice) == ["spot society", "spot slot2", "done"]


def test_novaris_adapt_without_corruption_on_the_mat_is_refused() -> None:
    """Novaris Reinforcement, Adapt: with Corruption only in a sector and on the Decontamination
    Chambers, the removal is refused under VF-CORRUPT-09 and changes nothing; the activation
    is still offered."""
    state = _adapt(
        agenda_corrupted=[False] * 4,
        technologies={"decontamination_chambers": "basic"},
        decontamination=1,
    )
    error = refused(game(), state, "effect 2")
    assert error.rule_id == "VF-CORRUPT-09"
    assert "effect 1" in names(state)


def test_novaris_adapt_extra_removal_comes_from_anywhere() -> None:
    """Novaris Reinforcement, Adapt with Improved Decontamination Chambers: the one more
    removal the Technology allows is the Technology's, from any spot: here the Outpost's
    (E-24, VF-CORRUPT-09)."""
    state = play(_adapt(technologies={"decontamination_chambers": "improved"}), "effect 2")
    assert state.houses[0].agenda_corrupted == [False] * 4
    assert not sector(state, OUTPOST).corrupted
