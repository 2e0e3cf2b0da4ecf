"""Regroup (VF-MOVE, A-43, DT-14) on the movepack duel map."""

from __future__ import annotations

from domineum.voidfall.core.primitive import Ctx, primitive
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ChooseAction, GameState, Step
from domineum.voidfall.rules import fleet
from tests.voidfall.movement.movekit import (
    fleets,
    game,
    names,
    play,
    position,
    refused,
    with_effect,
)

# WE-22's layout: TL = s3, TR = s6, BR = s8, Home = s1; TL-TR, TR-BR, Home-BR (TL not next to BR).
WE22_EDGES = [["s3", "s6"], ["s6", "s8"], ["s1", "s8"], ["s2", "s4"], ["s4", "s5"]]


def we22(s3: dict[str, object] | None = None) -> GameState:
    return position(
        edges=WE22_EDGES,
        voidstorms=[],
        sectors={
            "s1": {"fleets": {"corvette": 0, "dreadnought": 1}},
            "s3": s3 or {"fleets": {"corvette": 3}},
            "s6": {"owner": 0, "fleets": {"corvette": 1}},
            "s8": {"owner": 0, "voidborn": 0, "fleets": {"corvette": 1}},
        },
        houses={"0": {"technologies": {"shields": "basic", "dreadnoughts": "basic"}}},
    )


def regrouping(state: GameState, moves: int = 5) -> GameState:
    with_effect(state, "regroup", moves=moves)
    return state


def test_vf_move_01_two_kinds_of_movement() -> None:
    """VF-MOVE-01: Regroup only moves between your own sectors; Invade enters one you do not
    control. Both are separate primitives of the Delta card."""
    state = regrouping(we22())
    targets = {n.split()[2] for n in names(state) if n.startswith("move")}
    assert targets <= {"s1", "s3", "s6", "s8"}
    assert primitive("regroup") is not primitive("invade")
    effects = [e.op for n in (1, 2) for e in game().content.action(f"focus:delta:{n}").effects]
    assert effects == ["regroup", "invade"]


def test_vf_move_02_moves_go_to_adjacent_controlled_sectors() -> None:
    """VF-MOVE-02 / A-43: each move is 1 FP along an edge into a sector you control (Home
    included, both ways)."""
    state = regrouping(we22())
    moves = {n for n in names(state) if n.startswith("move")}
    # s6 and s8 hold a single FP: they may not be emptied (VF-MOVE-04); Home may.
    assert moves == {"move s1 s8 dreadnought", "move s3 s6 corvette"}
    assert "done" in names(state)


def test_we_22_regroup_book_example() -> None:
    """WE-22 (book p.23), VF-MOVE-02, VF-MOVE-03, VF-MOVE-04, VF-MOVE-05, A-43, VF-CLEANUP-02:
    split TL twice, move one Corvette on to BR, the Dreadnought Home -> BR, forgo the 5th move."""
    state = regrouping(we22())
    state = play(
        state,
        "move s3 s6 corvette",
        "move s3 s6 corvette",
        "move s6 s8 corvette",
        "move s1 s8 dreadnought",
    )
    assert refused(state, "move s3 s6 corvette").rule_id == "VF-MOVE-04"  # TL keeps its last FP
    state = play(state, "done")  # VF-MOVE-05
    assert fleets(state, "s3") == {"corvette": 1}
    assert fleets(state, "s6") == {"corvette": 2}
    assert fleets(state, "s8") == {"corvette": 2, "dreadnought": 1}
    assert fleets(state, "s1") == {}
    assert state.galaxy.sector("s1").controller() == 0  # Home stays yours (A-43, VF-SECTOR-05)
    house = state.houses[0]
    assert fleet.tokens_needed(house, state.galaxy.sector("s8")) == 2  # Cleanup limit holds
    assert not any(isinstance(f, Step) and f.effect.op == "regroup" for f in state.stack)


def test_vf_move_03_same_fp_moves_again_and_keeps_its_type() -> None:
    """VF-MOVE-03: one FP may move several times; the Fleet type travels with it."""
    state = regrouping(we22())
    state = play(
        state, "move s1 s8 dreadnought", "move s8 s6 dreadnought", "move s6 s3 dreadnought"
    )
    assert fleets(state, "s3") == {"corvette": 3, "dreadnought": 1}
    assert fleets(state, "s8") == {"corvette": 1}


def test_vf_move_04_dt_14_last_fp_of_a_non_home_sector_cannot_leave() -> None:
    """VF-MOVE-04 / DT-14: a non-Home sector's only FP may not move out, until another FP has
    moved in."""
    state = regrouping(we22())
    assert refused(state, "move s8 s6 corvette").rule_id == "VF-MOVE-04"
    state = play(state, "move s1 s8 dreadnought")
    state = play(state, "move s8 s6 corvette")
    assert fleets(state, "s8") == {"dreadnought": 1}


def test_vf_move_05_moves_run_out_and_may_be_forgone() -> None:
    """VF-MOVE-05 / VF-MOVE-02: at most ``moves`` moves; ``done`` forgoes the rest."""
    state = regrouping(we22(), moves=2)
    state = play(state, "move s3 s6 corvette", "move s3 s6 corvette")
    assert not any(isinstance(f, Step) and f.effect.op == "regroup" for f in state.stack)
    refused(state, "move s6 s8 corvette")
    state = regrouping(we22())
    state = play(state, "move s3 s6 corvette", "done")
    assert fleets(state, "s3") == {"corvette": 2}
    assert not any(isinstance(f, Step) and f.effect.op == "regroup" for f in state.stack)


def test_vf_move_02_bad_moves_are_refused_with_their_rule() -> None:
    """VF-MOVE-02 (not adjacent, not yours), VF-MOVE-04 (emptying), VF-FLEET-09 (a type whose
    Technology you lack): refused, state unchanged."""
    state = regrouping(we22())
    assert refused(state, "move s3 s8 corvette").rule_id == "VF-MOVE-02"  # TL not next to BR
    assert refused(state, "move s3 s4 corvette").rule_id == "VF-MOVE-02"  # not yours
    assert refused(state, "move s6 s8 corvette").rule_id == "VF-MOVE-04"
    assert refused(state, "move s3 s6 destroyer").rule_id == "VF-FLEET-09"


def test_vf_move_12_only_fp_move() -> None:
    """VF-MOVE-12: Guilds, Installations and tokens stay where they are."""
    state = we22(
        s3={
            "fleets": {"corvette": 3},
            "guilds": ["farmers", "", ""],
            "installations": ["shipyard", "", ""],
            "glory": [3],
        }
    )
    state = regrouping(state)
    state = play(state, "move s3 s6 corvette")
    s3 = state.galaxy.sector("s3")
    assert (s3.guilds[0], s3.installations[0], s3.glory) == ("farmers", "shipyard", [3])
    assert state.galaxy.sector("s6").filled("guild") == []


def test_vf_move_02_regroup_not_offered_without_a_legal_move() -> None:
    """VF-MOVE-02: with no FP that may move, Regroup cannot be resolved (the effect is refused)."""
    state = position(
        sectors={"s1": {"fleets": {"corvette": 0}}, "s3": {"fleets": {"corvette": 1}}},
        stack=[{"kind": "choose_action", "seat": 0}],
    )
    probe = Step(seat=0, effect=Effect("regroup"))
    why = primitive("regroup").refusal(Ctx(state, game().content, 0, probe))
    assert why is not None and why.rule == "VF-MOVE-02"
    state = play(state, "take 1")  # the only effect cannot be resolved: the action ends
    assert isinstance(state.stack[-1], ChooseAction)
    assert fleets(state, "s3") == {"corvette": 1}
