"""Civil Defense control in the base rules, not only in the Voidborn's decisions (RS-CIVDEF-02):
an empty Civil Defense sector is still its player's to regroup into, and never an Invade
target of its own player."""

from __future__ import annotations

from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import movement, sectors
from tests.voidfall.incursion import kit


def test_an_empty_civil_defense_sector_stays_its_players() -> None:
    """RS-CIVDEF-02, VF-MOVE-02, VF-MOVE-06: seat 0's Civil Defense sector s2, emptied of Fleet
    Power, is still seat 0's: a Regroup from s1 may go into it, and seat 0 cannot invade it;
    once the token is gone it is nobody's again."""
    state = kit.new(1, 3)
    s1, s2 = state.galaxy.sector("s1"), state.galaxy.sector("s2")
    s1.fleets = {"corvette": s1.fleets.get("corvette", 0) + s2.fleets.get("corvette", 0)}
    s2.fleets = {}
    assert s2.controller() == NOBODY  # the base reading alone: nobody's
    assert sectors.controller(state, s2) == 0
    assert s2 in sectors.controlled(state, 0)
    assert ("s1", "s2", "corvette") in movement.regroup_moves(state, 0)
    assert movement.target_why(state, 0, "s2") == "VF-MOVE-06"
    assert "s2" not in list(movement.invade_targets(state, 0))
    del kit.inc(state).civil_defense["s2"]
    assert sectors.controller(state, s2) == NOBODY
    assert ("s1", "s2", "corvette") not in movement.regroup_moves(state, 0)
