"""Invading the Voidborn Arsenal: Mirage invasions and the destruction rewards (RS-VBFLEET-06,
-09, -13, -14, -15, -19; the scenario T-RS-18), Siphon Upkeep (RS-VBFLEET-16, T-RS-19)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import movement, upkeep
from tests.voidfall.movement.movekit import (
    game,
    names,
    play,
    position,
    refused,
    with_effect,
)


def t_rs_18(**sectors: Any) -> GameState:
    """T-RS-18: M = s5 holds 1 Mirage + 1 Corvette; Blue (seat 0) holds A = s3 (3 Corvettes)
    and B = s6 (2 Corvettes), both next to M; Blue's Glory tokens are 3 and 2."""
    layout: dict[str, Any] = {
        "s5": {"voidborn": 2, "arsenal": {"mirage": 1}, "glory": [], "bounty": []},
        "s3": {"owner": 0, "fleets": {"corvette": 3}},
        "s6": {"owner": 0, "fleets": {"corvette": 2}},
    }
    layout.update(sectors)
    return position(
        edges=[["s1", "s3"], ["s3", "s5"], ["s6", "s5"], ["s2", "s4"], ["s4", "s8"]],
        voidstorms=[],
        sectors=layout,
        houses={"0": {"glory": [3, 2]}},
    )


def test_t_rs_18_rs_vbfleet_14_a_mirage_needs_two_source_sectors() -> None:
    """T-RS-18, RS-VBFLEET-14: 3 FP from A alone cannot end the move (refused, nothing changes);
    2 from A and 1 from B can."""
    state = t_rs_18()
    with_effect(state, "invade")
    state = play(state, "sector s5", "join s3 corvette", "join s3 corvette", "join s3 corvette")
    state = play(state, "glory 2")  # A was left empty: abandoned (VF-MOVE-11)
    assert "done" not in names(state)
    error = refused(state, "done")
    assert error.rule_id == "RS-VBFLEET-14"
    state = t_rs_18()
    with_effect(state, "invade")
    state = play(state, "sector s5", "join s3 corvette", "join s3 corvette", "join s6 corvette")
    assert "done" in names(state)


def test_rs_vbfleet_14_one_source_sector_is_no_target() -> None:
    """RS-VBFLEET-14: with only one of your sectors next to it, a Mirage's sector is no valid
    Invade target; without the Mirage it is."""
    state = t_rs_18(s6={"owner": -1, "fleets": {}})
    assert movement.target_why(state, 0, "s5") == "RS-VBFLEET-14"
    state.galaxy.sector("s5").arsenal = {}
    assert movement.target_why(state, 0, "s5") is None


def test_t_rs_18_rs_vbfleet_13_mirage_upgrades_glory_before_scoring() -> None:
    """T-RS-18, RS-VBFLEET-13, RS-VBFLEET-19, RS-VBFLEET-12: 3 Corvettes against 1 Corvette + 1
    Mirage. Salvo 1 at 3 vs
    2: Blue first takes the Corvette (RS-VBFLEET-20), the Mirage hits back (Blue 2); Salvo 2:
    Blue destroys the Mirage. Blue upgrades its 2 to a 3 before the Glory is scored: 3 + 3 = 6
    Influence."""
    state = t_rs_18()
    before = state.houses[0].influence
    with_effect(state, "invade")
    state = play(state, "sector s5", "join s3 corvette", "join s3 corvette", "join s6 corvette")
    state = play(state, "done")
    assert {"glory 2", "glory 3"} <= set(names(state))  # a reward: "done" forgoes it
    state = play(state, "glory 2")
    assert sorted(state.houses[0].glory) == [3, 3]
    assert state.houses[0].influence - before == 6
    assert any(n.msg == "rs.note.reward_glory_upgrade" for n in state.notes)
    s5 = state.galaxy.sector("s5")
    assert s5.controller() == 0 and s5.voidborn == 0 and s5.arsenal == {}


def test_rs_vbfleet_15_siphon_gives_a_bounty_token() -> None:
    """RS-VBFLEET-15, RS-VBFLEET-19: each Siphon FP destroyed gives the invader a Bounty token."""
    state = t_rs_18(s5={"voidborn": 1, "arsenal": {"siphon": 1}, "glory": [], "bounty": []})
    pile = len(state.board.bounty_pile)
    with_effect(state, "invade")
    state = play(state, "sector s5", "join s3 corvette", "join s3 corvette", "done")
    assert len(state.board.bounty_pile) == pile - 1
    assert len(state.houses[0].bounty_kept) == 1
    assert any(n.msg == "rs.note.reward_bounty" for n in state.notes)


def test_rs_vbfleet_06_dreadnought_gives_a_reclaim_token() -> None:
    """RS-VBFLEET-06, RS-VBFLEET-19, RS-VBFLEET-04, RS-VBFLEET-05: 3 Corvettes against 1
    Dreadnought (Initiative
    1 + 1, 1 Salvo Absorption in total). Salvo 1 at 3 vs 2: Blue's 1 Damage is absorbed, Blue
    2 left; Salvo 2 at 2 vs 2: 1 each way, the Dreadnought is destroyed, Blue keeps 1 FP and
    draws a Reclaim token, resolved there."""
    state = t_rs_18(
        s5={"voidborn": 1, "arsenal": {"dreadnought": 1}, "glory": [], "bounty": []},
        s3={"owner": 0, "fleets": {"corvette": 4}},
    )
    pile = len(state.board.reclaim_pile)
    with_effect(state, "invade")
    joins = ["join s3 corvette"] * 3
    state = play(state, "sector s5", *joins, "done")
    steps = [n for n in state.notes if n.msg == "vf.note.combat_step"]
    assert [n.params["after_i"] for n in steps] == ["3c", "2c", "1c"]
    assert len(state.board.reclaim_pile) == pile - 1
    assert any(n.msg == "rs.note.reward_reclaim" for n in state.notes)


def test_t_rs_19_rs_vbfleet_16_siphon_upkeep_not_negated_by_energy_cells() -> None:
    """T-RS-19, RS-VBFLEET-16 (AMBIG A15): Blue's P = s3 and Q = s6 are both next to Z1 = s5 (1
    Siphon token), R = s4 next to Z2 = s8 (1 Siphon token): +2 per Siphon token = +4, also with
    Improved Energy Cells (which frees the sectors' own Upkeep only)."""
    state = t_rs_18(
        s5={"voidborn": 1, "arsenal": {"siphon": 1}},
        s4={"owner": 0, "fleets": {"corvette": 1}},
        s8={"voidborn": 2, "arsenal": {"siphon": 1}},
    )
    content = game().content
    plain = upkeep.upkeep_total(state, content, 0)
    state.galaxy.sector("s8").arsenal = {}
    assert plain - upkeep.upkeep_total(state, content, 0) == 2
    state.galaxy.sector("s5").arsenal = {}
    without = upkeep.upkeep_total(state, content, 0)
    assert plain - without == 4
    state.galaxy.sector("s5").arsenal = {"siphon": 1}
    state.galaxy.sector("s8").arsenal = {"siphon": 1}
    state.houses[0].technologies["energy_cells"] = "improved"
    owed = upkeep.upkeep_owed(state, content, 0)
    state.galaxy.sector("s5").arsenal = {}
    state.galaxy.sector("s8").arsenal = {}
    assert owed - upkeep.upkeep_owed(state, content, 0) == 4
