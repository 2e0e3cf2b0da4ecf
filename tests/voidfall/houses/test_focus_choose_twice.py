"""Yarvek Recycle (content gap 13): "Choose twice: remove a Corruption from a sector OR activate
1 FP", the ``choose`` op with ``times: 2``. Each choice is one of the two (VF-ACTION-09) or
neither (VF-ACTION-10); the same one may be chosen twice. VF-CORRUPT-09, VF-FLEET-18.

Seat 0 (Yarvek) plays Yarvek Conquest with plenty of every resource, a kept Reclaim token and a
Corruption above Agenda slot 2 (on the House mat: Recycle cannot remove it).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ChooseAction, GameState
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    EMPTY_SECTOR,
    OUTPOST,
    SLOT2,
    card_position,
    drive,
    fleets,
    game,
    names,
    play,
    sector,
)

THIRD = "s24"


def _yarvek(corrupted: tuple[str, ...] = (), **house: Any) -> GameState:
    sectors: dict[str, Any] = {
        THIRD: {
            **EMPTY_SECTOR,
            "owner": 0,
            "population": 3,
            "fleets": fleets(corvette=1),
            "guilds": ["", "", ""],
            "installations": ["", "", ""],
        }
    }
    for sid in corrupted:
        sectors.setdefault(sid, {})["corrupted"] = True
    return card_position(
        "yarvek",
        "yarvek_conquest",
        sectors,
        bounty_kept=["bounty-1-any#0"],
        reclaim_kept=["reclaim-farmers#0"],
        **house,
    )


def _recycle(state: GameState) -> GameState:
    """Take Recycle, pay 2 Materials and the Reclaim token, resolve its ``choose`` effect."""
    return play(state, "take 3", "pay materials", "pay materials", "effect 1")


def test_vf_action_09_recycle_may_activate_twice() -> None:
    """Recycle: the same choice twice: activate 1 FP, then 1 FP again (VF-FLEET-18)."""
    state = _yarvek()
    inactive = state.houses[0].fp_inactive
    state = _recycle(state)
    assert names(state) == ["effect 2", "done"]  # no Corrupted sector of yours
    state = play(state, "effect 2")
    assert names(state) == ["effect 2", "done"]  # the second choice
    state = drive(play(state, "effect 2"))
    assert state.houses[0].fp_inactive == inactive - 2
    assert state.houses[0].agenda_corrupted == SLOT2  # the House mat is not "a sector"
    assert state.houses[0].reclaim_kept == []


def test_vf_corrupt_09_recycle_may_remove_two_sector_corruptions() -> None:
    """Recycle: remove a Corruption from a sector twice: the Outpost and ``s24`` become Pure;
    no FP is activated (VF-CORRUPT-09)."""
    state = _yarvek((OUTPOST, THIRD))
    inactive = state.houses[0].fp_inactive
    state = play(_recycle(state), "effect 1", "spot s19")
    state = drive(play(state, "effect 1"))  # only s24 is left: removed at once
    assert not sector(state, OUTPOST).corrupted
    assert not sector(state, THIRD).corrupted
    assert state.houses[0].fp_inactive == inactive


def test_vf_action_09_recycle_one_of_each() -> None:
    """Recycle: one removal and one activation; each choice resolves only one of the two
    (VF-ACTION-09): after the removal, the first choice offers nothing more."""
    state = _yarvek((OUTPOST,))
    inactive = state.houses[0].fp_inactive
    state = play(_recycle(state), "effect 1")  # the only Corrupted sector: removed at once
    assert not sector(state, OUTPOST).corrupted
    assert names(state) == ["effect 2", "done"]  # the second choice: only activation is left
    state = drive(play(state, "effect 2"))
    assert state.houses[0].fp_inactive == inactive - 1


def test_vf_action_10_recycle_a_choice_may_be_forgone() -> None:
    """Recycle: forgoing the first choice (``done``) still leaves the second (VF-ACTION-10)."""
    state = _yarvek()
    inactive = state.houses[0].fp_inactive
    state = drive(play(_recycle(state), "done", "effect 2"))
    assert state.houses[0].fp_inactive == inactive - 1


def test_vf_corrupt_09_recycle_refuses_the_house_mat_and_changes_nothing() -> None:
    """Recycle removes a Corruption only "from a sector": with the Corruption on the House mat,
    the removal is refused by name (VF-CORRUPT-09) and the state is unchanged."""
    state = _recycle(_yarvek())
    assert refused(game(), state, "effect 1").rule_id == "VF-CORRUPT-09"


def test_vf_fleet_18_recycle_refused_when_neither_choice_can_be_made() -> None:
    """With no Inactive FP and no Corrupted sector of yours, neither choice can be made: the
    ``choose`` effect is refused with the first choice's rule (VF-CORRUPT-09; activation alone
    would give VF-FLEET-18), so the paid action has nothing to resolve."""
    state = _yarvek()
    house = state.houses[0]
    house.fp_active += house.fp_inactive
    house.fp_inactive = 0
    recycle = game().content.action("focus:yarvek_conquest:3").effects[0]
    why = refusal_of(state, game().content, 0, recycle)
    assert why is not None and why.rule == "VF-CORRUPT-09"
    alone = refusal_of(state, game().content, 0, Effect("activate"))
    assert alone is not None and alone.rule == "VF-FLEET-18"
    state = play(state, "take 3", "pay materials", "pay materials")
    assert isinstance(state.stack[-1], ChooseAction)  # the action is over
    assert state.houses[0].fp_active == house.fp_active


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        ({"times": 0, "either": {"op": "activate"}, "or": {"op": "nothing"}}, "times"),
        ({"either": {"op": "no_such_op"}, "or": {"op": "nothing"}}, "no_such_op"),
        ({"either": {"op": "activate", "amont": 1}, "or": {"op": "nothing"}}, "amont"),
        ({"either": {"op": "activate"}}, "or"),
    ],
)
def test_vf_action_09_choose_arguments_are_checked(args: dict[str, Any], problem: str) -> None:
    """A ``choose`` written wrongly (``times`` out of range, an unknown op, a misspelt nested
    argument, a missing choice) is refused when the pack is loaded (docs/effects.md)."""
    with pytest.raises(msgspec.ValidationError, match=problem):
        primitive("choose").params(Effect("choose", args))
