"""Invade: targets and fleet movement (VF-MOVE, A-29, WE-23, WE-24; bad input)."""

from __future__ import annotations

from typing import Any

import msgspec

from domineum.voidfall.model.state import Battle, ChooseAction, GameState, Step
from domineum.voidfall.rules import movement
from tests.voidfall.movement.movekit import (
    fleets,
    game,
    names,
    play,
    position,
    refused,
    total_fp,
    with_effect,
)

# Default duel map: s1/s2 Homes, s3 (seat 0) and s4 (seat 1) outposts, s5 Voidborn (2 FP),
# s6 no FP, s7 Fallen House, s8 Voidborn (1 FP).


def invading(state: GameState, **args: Any) -> GameState:
    with_effect(state, "invade", **args)
    return state


def battle(state: GameState) -> Battle:
    frame = state.stack[-1]
    assert isinstance(frame, Battle)
    return frame


def we23() -> GameState:
    """WE-23: target T = s5; B = s3 (3 Corvettes + 1 Dreadnought) and U = s6 (1 + 1) next to
    T; L = s1 (Home, 1 Corvette) next to B only."""
    return position(
        edges=[["s1", "s3"], ["s3", "s5"], ["s6", "s5"], ["s2", "s4"]],
        voidstorms=[],
        sectors={
            "s1": {"fleets": {"corvette": 1}},
            "s3": {"fleets": {"corvette": 3, "dreadnought": 1}},
            "s6": {"owner": 0, "fleets": {"corvette": 1, "dreadnought": 1}},
        },
        houses={"0": {"technologies": {"dreadnoughts": "basic"}}},
    )


def test_vf_move_06_07_valid_targets() -> None:
    """VF-MOVE-06, VF-MOVE-07: targets you do not control next to one you control: a Voidborn
    sector, a sector without FP (Fallen House included), [COMP] another player's non-Home sector;
    never a Home sector; a sector next to none of yours is no target."""
    state = position(
        edges=[
            ["s1", "s3"],
            ["s3", "s5"],
            ["s3", "s6"],
            ["s3", "s7"],
            ["s3", "s4"],
            ["s3", "s2"],
            ["s7", "s8"],
        ],
        voidstorms=[],
    )
    state = invading(state)
    assert sorted(n for n in names(state) if n != "done") == [
        "sector s4",
        "sector s5",
        "sector s6",
        "sector s7",
    ]
    assert refused(state, "sector s2").rule_id == "VF-MOVE-07"  # a Home sector
    assert refused(state, "sector s8").rule_id == "VF-MOVE-06"  # not next to yours
    assert refused(state, "sector s3").rule_id == "VF-MOVE-06"  # yours already


def test_vf_move_07_other_players_sector_only_in_competitive_games() -> None:
    """VF-MOVE-07(b) / VF-MODE-05: another player's sector is a target only in competitive play."""
    state = position(edges=[["s1", "s3"], ["s3", "s4"]], voidstorms=[])
    assert movement.target_why(state, 0, "s4") is None
    state.config = msgspec.structs.replace(state.config, mode="coop")
    assert movement.target_why(state, 0, "s4") == "VF-MOVE-07"


def test_vf_move_10_corrupted_only() -> None:
    """VF-MOVE-10: an invade-a-Corrupted-sector effect never targets a Pure sector."""
    state = invading(position(), corrupted_only=True)
    assert [n for n in names(state) if n != "done"] == ["sector s5"]
    assert refused(state, "sector s6").rule_id == "VF-MOVE-10"


def test_a_29_a_target_needs_fp_that_can_join() -> None:
    """A-29 (VF-MOVE-09): next only to your empty Home sector, a sector is no target."""
    state = position(
        edges=[["s1", "s6"], ["s3", "s5"]],
        voidstorms=[],
        sectors={"s1": {"fleets": {"corvette": 0}}},
    )
    assert movement.target_why(state, 0, "s6") == "VF-MOVE-09"
    state = invading(state)
    assert refused(state, "sector s6").rule_id == "VF-MOVE-09"


def test_we_23_invasion_fleet_movement() -> None:
    """WE-23 (book p.23), VF-MOVE-08, VF-MOVE-09: 3 Corvettes from B and 1 from U join; L's Corvette
    cannot; B and U stay yours; then Combat starts."""
    state = invading(we23())
    state = play(state, "sector s5")
    assert battle(state).stage == "move"
    assert sorted(names(state)) == [
        "join s3 corvette",
        "join s3 dreadnought",
        "join s6 corvette",
        "join s6 dreadnought",
    ]
    assert refused(state, "join s1 corvette").rule_id == "VF-MOVE-09"  # L: not adjacent to T
    assert refused(state, "done").rule_id == "VF-MOVE-09"  # at least 1 FP
    state = play(state, *["join s3 corvette"] * 3, "join s6 corvette")
    assert battle(state).force == {"corvette": 4}
    assert total_fp(state, 0) == 14
    assert fleets(state, "s3") == {"dreadnought": 1}
    assert fleets(state, "s6") == {"dreadnought": 1}
    assert state.galaxy.sector("s3").controller() == 0
    state = play(state, "done")
    assert fleets(state, "s5") == {"corvette": 3}  # 4 v 2 -> 3 v 1 -> 3 v 0
    assert state.galaxy.sector("s5").voidborn == 0


def test_vf_move_09_bad_joins_are_refused() -> None:
    """VF-MOVE-09 / VF-FLEET-09: FP from a sector not adjacent to the target, or of a type you
    have none of (or lack the Technology for), cannot join."""
    state = play(invading(we23()), "sector s5")
    assert refused(state, "join s1 corvette").rule_id == "VF-MOVE-09"
    assert refused(state, "join s3 carrier").rule_id == "VF-FLEET-09"
    assert refused(state, "join s4 corvette").rule_id == "VF-MOVE-09"  # not yours


def test_vf_move_11_we_24_abandoning_by_invading() -> None:
    """WE-24 (book p.24), VF-MOVE-11, VF-ABANDON-01, VF-ABANDON-02, VF-ABANDON-03: moving all FP
    of S into the target abandons S at once: discard 1 Glory of your choice; Shipyard removed,
    Farmers' Guild stays, Corruption under the die, 2 Voidborn FP and a face-down Bounty token."""
    state = position(
        edges=[["s1", "s3"], ["s3", "s6"], ["s1", "s6"]],
        voidstorms=[],
        sectors={
            "s3": {
                "fleets": {"corvette": 2},
                "guilds": ["farmers", "", ""],
                "installations": ["shipyard", "", ""],
                "corrupted": False,
            },
        },
        houses={"0": {"glory": [1, 3]}},
    )
    state = play(invading(state), "sector s6", "join s3 corvette", "join s3 corvette")
    top = state.stack[-1]
    assert isinstance(top, Step) and top.effect.op == "discard_glory" and top.seat == 0
    assert sorted(names(state)) == ["glory 1", "glory 3"]
    state = play(state, "glory 1")
    s3 = state.galaxy.sector("s3")
    assert s3.installations == ["", "", ""] and s3.guilds[0] == "farmers"
    assert s3.corrupted and s3.voidborn == 2 and len(s3.bounty) == 1 and s3.is_voidborn
    assert state.houses[0].glory == [3]
    state = play(state, "done")  # no more FP can join: the Combat runs (nothing defends s6)
    assert fleets(state, "s6") == {"corvette": 2}
    assert total_fp(state, 0) == 14


def test_vf_move_11_home_sector_is_never_abandoned() -> None:
    """VF-MOVE-11 / VF-SECTOR-05: emptying your Home sector into an Invasion abandons nothing."""
    state = position(edges=[["s1", "s6"]], voidstorms=[], houses={"0": {"glory": [2]}})
    state = play(invading(state), "sector s6", "join s1 corvette", "join s1 corvette")
    assert fleets(state, "s6") == {"corvette": 2}
    assert state.galaxy.sector("s1").controller() == 0 and not state.galaxy.sector("s1").voidborn
    assert state.houses[0].glory == [2]


def test_vf_move_06_invade_refused_without_any_target() -> None:
    """VF-MOVE-06: with no valid target the Invade effect cannot be resolved at all."""
    state = position(edges=[["s2", "s4"]], voidstorms=[])
    assert list(movement.invade_targets(state, 0)) == []
    state = play(state, "take 2")
    assert isinstance(state.stack[-1], ChooseAction)


def test_invade_done_before_choosing_forgoes_it() -> None:
    """VF-ACTION-10: an Invade effect may be forgone before a target is chosen."""
    state = invading(position())
    state = play(state, "done")
    assert not any(isinstance(f, (Battle, Step)) for f in state.stack)
    assert game().content.action("focus:delta:2").effects[0].op == "invade"
