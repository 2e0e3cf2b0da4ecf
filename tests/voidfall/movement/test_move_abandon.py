"""Abandoned sectors and Voidborn occupation (VF-ABANDON, A-19)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState, Step
from tests.voidfall.movement.movekit import (
    fleets,
    game,
    invade,
    names,
    play,
    position,
    total_fp,
    with_effect,
)


def recalling(**sectors: Any) -> GameState:
    state = position(sectors=sectors, houses={"0": {"glory": [1, 4]}})
    with_effect(state, "recall", cost=True)
    return state


def test_vf_abandon_01_03_vf_fleet_16_recalling_the_last_fp() -> None:
    """VF-ABANDON-01, VF-ABANDON-03, VF-ABANDON-06, VF-FLEET-16, VF-ABANDON-02 (a recall cost):
    the last FP recalled from a non-Home sector abandons it at once: its owner discards a Glory;
    Installations go (Guilds and printed ones stay), a Corruption goes under the die, then a
    Voidborn token with 2 FP and a face-down Bounty token."""
    state = recalling(
        s3={
            "guilds": ["miners", "", ""],
            "installations": ["shipyard", "sector_defense", ""],
            "corrupted": False,
            "bounty": [],
        }
    )
    pile = list(state.board.bounty_pile)
    state = play(state, "recall s3 corvette")
    top = state.stack[-1]
    assert isinstance(top, Step) and top.effect.op == "discard_glory" and top.seat == 0
    state = play(state, "glory 4")
    s3 = state.galaxy.sector("s3")
    assert s3.installations == ["", "", ""] and s3.guilds[0] == "miners"
    assert s3.corrupted and s3.voidborn == 2 and s3.bounty == [pile[-1]] and s3.is_voidborn
    assert s3.controller() == -1 and state.houses[0].glory == [1]
    assert total_fp(state, 0) == 14


def test_vf_abandon_04_corruption_immune_sectors() -> None:
    """VF-ABANDON-04: a Corruption-immune sector, or one without Population, gets no Corruption."""
    state = recalling(s3={"corruption_immune": True, "corrupted": False})
    state = play(state, "recall s3 corvette", "glory 1")
    assert not state.galaxy.sector("s3").corrupted and state.galaxy.sector("s3").voidborn == 2
    state = recalling(s3={"type": "ruins", "population": 0, "corrupted": False})
    state = play(state, "recall s3 corvette", "glory 1")
    assert not state.galaxy.sector("s3").corrupted


def test_vf_abandon_05_a_19_voidborn_immune_sector() -> None:
    """VF-ABANDON-05, A-19: a Voidborn-immune sector gets neither Voidborn FP nor a Bounty token;
    it is a sector without FP, invaded later with any FP (nothing defends it)."""
    state = recalling(s3={"type": "immune", "voidborn_immune": True, "bounty": []})
    state = play(state, "recall s3 corvette", "glory 1")
    s3 = state.galaxy.sector("s3")
    assert s3.voidborn == 0 and s3.bounty == [] and s3.controller() == -1 and s3.corrupted
    state = invade(state, "s3", "s1 corvette")
    assert fleets(state, "s3") == {"corvette": 1}


def test_vf_abandon_06_one_glory_per_abandoned_sector() -> None:
    """VF-ABANDON-06, VF-MOVE-11, VF-GLORY-06: two sectors emptied into one Invasion cost two
    Glory discards, each the abandoning player's choice."""
    state = position(
        edges=[["s1", "s3"], ["s3", "s5"], ["s6", "s5"]],
        voidstorms=[],
        sectors={
            "s3": {"fleets": {"corvette": 2}},
            "s6": {"owner": 0, "fleets": {"corvette": 1}},
            "s5": {"voidborn": 1, "glory": []},
        },
        houses={"0": {"glory": [1, 2, 5]}},
    )
    with_effect(state, "invade")
    state = play(state, "sector s5", "join s6 corvette", "glory 5")
    state = play(state, "join s3 corvette", "join s3 corvette")
    assert sorted(names(state)) == ["glory 1", "glory 2"]
    state = play(state, "glory 1")
    assert state.houses[0].glory == [2]
    assert state.galaxy.sector("s3").voidborn == state.galaxy.sector("s6").voidborn == 2
    assert fleets(state, "s5") == {"corvette": 3}  # 3 v 1: fires first, no return fire


def test_vf_abandon_02_07_a_30_tie_in_a_voidborn_sector() -> None:
    """VF-ABANDON-02 (a tie), VF-ABANDON-07, A-30: 2 v 2 in a Voidborn sector: both lose every
    FP; the Voidborn takes it back with exactly 2 FP; nobody discards a Glory."""
    state = position(
        sectors={"s3": {"fleets": {"corvette": 3}}, "s5": {"voidborn": 2}},
        houses={"0": {"glory": [2]}},
    )
    state = invade(state, "s5", "s3 corvette", "s3 corvette")
    assert state.galaxy.sector("s5").voidborn == 2 and state.houses[0].glory == [2]
    assert not any(isinstance(f, Step) for f in state.stack)
    assert game().current_seat(state) == 0
