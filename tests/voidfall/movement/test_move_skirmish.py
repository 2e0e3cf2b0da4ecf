"""Skirmishes and their results (VF-SKIRMISH, VF-EVAL step 1, T-14, T-15, WE-35, DT-11; A-14,
A-15, A-27, A-28, A-51)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.engine import flow
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import skirmish
from tests.voidfall.movement.movekit import (
    battle_on_top,
    fleets,
    game,
    names,
    play,
    position,
    total_fp,
    with_effect,
)

NO_CORRUPTION: dict[str, Any] = {
    "track_corrupted": [False, False, False],
    "agenda_corrupted": [False, False, False, False],
}


def corrupted(tracks: int = 0, slots: int = 0, **house: Any) -> dict[str, Any]:
    """House patch with ``tracks`` Corrupted track markers and ``slots`` Corrupted Agenda slots."""
    return {
        "track_corrupted": [i < tracks for i in range(3)],
        "agenda_corrupted": [False] + [i < slots for i in range(3)],
        **house,
    }


def evaluation(cycle: int = 1, **extra: Any) -> GameState:
    return position(phase="evaluation", cycle=cycle, **extra)


def skirmishing(state: GameState, seat: int = 0, **args: Any) -> GameState:
    with_effect(state, "skirmish", seat=seat, cost=True, **args)
    return state


def we35(**sectors: Any) -> GameState:
    """WE-35 (book p.33): V = s5; Home s1, M = s3 (Corrupted, Population 2, 2 Corvettes) and
    R = s6 (Corrupted, Population 4, 2 Corvettes, a Sector Defense) next to V; TL = s8 is not."""
    layout: dict[str, Any] = {
        "s3": {"fleets": {"corvette": 2}, "corrupted": True, "population": 2},
        "s6": {
            "owner": 0,
            "fleets": {"corvette": 2},
            "corrupted": True,
            "population": 4,
            "installations": ["sector_defense", "", ""],
        },
        "s8": {"owner": 0, "voidborn": 0, "fleets": {"corvette": 1}},
        "s5": {"voidborn": 2},
    }
    layout.update(sectors)
    return evaluation(
        cycle=3,
        edges=[["s1", "s5"], ["s3", "s5"], ["s6", "s5"], ["s1", "s3"], ["s1", "s8"], ["s2", "s4"]],
        voidstorms=[],
        sectors=layout,
        houses={"0": corrupted(tracks=1, slots=1, glory=[2, 4])},
    )


def test_t_14_skirmish_strength() -> None:
    """T-14, VF-SKIRMISH-04, VF-SKIRMISH-05, A-27, A-28, A-51: Corruption on track markers and
    above Agenda slots counts, not in sectors nor on Decontamination Chambers; +1 only in the
    Evaluation of Cycles 2-3; card modifiers add; a negative total is 0."""
    state = position(
        cycle=2,
        houses={"0": corrupted(tracks=2, slots=1, decontamination=2)},
        sectors={"s3": {"corrupted": True}},
    )
    assert skirmish.strength(state, 0) == 3  # Focus Phase: no +1
    state.phase = "evaluation"
    assert skirmish.strength(state, 0) == 4
    assert skirmish.strength(state, 0, modifier=-2) == 2
    state = evaluation(cycle=1, houses={"0": NO_CORRUPTION})
    assert skirmish.strength(state, 0, modifier=-1) == 0


def test_dt_11_vf_eval_05_strength_zero_is_a_successful_defence() -> None:
    """DT-11, VF-EVAL-05, VF-SKIRMISH-06: Cycle 1 Evaluation with no Corruption: 0 Voidborn FP,
    an automatic successful defence (no Combat); in Cycle 2 the same gives 1 Voidborn FP."""
    state = skirmishing(evaluation(cycle=1, houses={"0": NO_CORRUPTION}))
    assert battle_on_top(state) is None
    assert state.notes[-1].msg == "vf.note.skirmish_defended"
    assert fleets(state, "s3") == {"corvette": 1}
    state = evaluation(cycle=2, houses={"0": NO_CORRUPTION})
    assert skirmish.strength(state, 0) == 1
    state = skirmishing(state)
    assert [n.params["voidborn"] for n in state.notes if n.msg == "vf.note.skirmish"] == [1]
    assert state.galaxy.sector("s3").is_voidborn  # 1 v 1: a tie, the sector is lost


def test_we_35_skirmish_target_selection_and_tie() -> None:
    """WE-35 (book p.33), VF-SKIRMISH-04, VF-SKIRMISH-05, VF-SKIRMISH-08, VF-SKIRMISH-09,
    VF-SKIRMISH-12, T-15, VF-RESULT-16, VF-RESULT-18: 2 + 1 = 3 Voidborn FP from the supply; M and
    R are candidates (TL is not adjacent, Home never); the Voidborn would win at M and tie at R,
    recalling 2 FP at both; neither is Pure; R has the higher Population: R. The tie: you discard
    a Glory; R is abandoned (Sector Defense removed, 2 Voidborn, a Bounty)."""
    state = we35()
    assert skirmish.strength(state, 0) == 3
    assert sorted(s.id for s in skirmish.candidates(state, 0)) == ["s3", "s6"]
    assert skirmish.target(state, 0, 3) == "s6"
    state = skirmishing(state)
    assert game().current_seat(state) == 0 and sorted(names(state)) == ["glory 2", "glory 4"]
    state = play(state, "glory 2")
    s6 = state.galaxy.sector("s6")
    assert s6.installations == ["", "", ""] and s6.voidborn == 2 and len(s6.bounty) == 1
    assert s6.corrupted and s6.controller() == -1
    assert fleets(state, "s3") == {"corvette": 2}
    assert state.houses[0].glory == [4]
    assert total_fp(state, 0) == 14


def test_vf_skirmish_08_valid_targets() -> None:
    """VF-SKIRMISH-08, VF-SECTOR-08: only your non-Home sectors next to a Voidborn sector and
    not Voidborn-immune; a sector without FP makes nobody adjacent to the Voidborn."""
    state = we35(
        s6={"owner": 0, "fleets": {"corvette": 2}, "type": "immune", "voidborn_immune": True},
        s8={"owner": 0, "voidborn": 0, "fleets": {"corvette": 1}},
        s7={"fallen_house": ""},
    )
    state.galaxy.edges += (("s8", "s7"),)  # s7 has no FP: it is no Voidborn sector
    assert [s.id for s in skirmish.candidates(state, 0)] == ["s3"]


def test_a_14_vf_skirmish_15_no_valid_target() -> None:
    """A-14, VF-SKIRMISH-15: with no valid target there is no Combat: a successful defence."""
    state = we35(s5={"voidborn": 0})
    rng = state.rng.state
    state = skirmishing(state)
    assert battle_on_top(state) is None and state.rng.state == rng
    assert state.notes[-1].msg == "vf.note.skirmish_defended"


def two_candidates(a: dict[str, Any], b: dict[str, Any], **house: Any) -> GameState:
    """s3 and s6 of seat 0 both next to the Voidborn sector s5."""
    return evaluation(
        cycle=1,
        edges=[["s1", "s3"], ["s3", "s5"], ["s6", "s5"], ["s2", "s4"]],
        voidstorms=[],
        sectors={"s3": a, "s6": {"owner": 0, **b}},
        houses={"0": corrupted(**house)},
    )


def test_t_15_filter_1_voidborn_would_win_or_tie() -> None:
    """T-15(1), VF-SKIRMISH-09: prefer where the Voidborn would win or tie."""
    state = two_candidates({"fleets": {"corvette": 3}}, {"fleets": {"corvette": 1}}, tracks=2)
    assert skirmish.target(state, 0, 2) == "s6"


def test_t_15_filter_2_most_fp_recalled() -> None:
    """T-15(2): among those, where you would recall the most FP."""
    state = two_candidates({"fleets": {"corvette": 1}}, {"fleets": {"corvette": 2}}, tracks=3)
    assert skirmish.target(state, 0, 3) == "s6"


def test_t_15_filter_3_pure() -> None:
    """T-15(3): then a Pure sector."""
    pure = {"fleets": {"corvette": 1}, "corrupted": False, "population": 1}
    state = two_candidates({"fleets": {"corvette": 1}, "corrupted": True, "population": 5}, pure)
    assert skirmish.target(state, 0, 2) == "s6"


def test_t_15_filter_4_5_population_then_guilds_a_15() -> None:
    """T-15(4)/(5), A-15: then the highest Population (among Corrupted sectors too), then the
    most Guilds."""
    low = {"fleets": {"corvette": 1}, "corrupted": True, "population": 2}
    high = {"fleets": {"corvette": 1}, "corrupted": True, "population": 4}
    assert skirmish.target(two_candidates(high, low), 0, 2) == "s3"
    guilds = {**low, "guilds": ["farmers", "miners", ""]}
    assert skirmish.target(two_candidates(low, guilds), 0, 2) == "s6"


def test_t_15_filter_6_random_with_the_game_rng() -> None:
    """T-15(6): a last tie is broken with the state's RNG (reproducible from the seed)."""
    same = {"fleets": {"corvette": 1}, "population": 1, "guilds": ["", "", ""]}
    picks = set()
    for seed in range(8):
        state = two_candidates(same, same)
        state.rng.state = seed
        before = state.rng.state
        picks.add(skirmish.target(state, 0, 2))
        assert state.rng.state != before
        state.rng.state = seed
        assert skirmish.target(state, 0, 2) in {"s3", "s6"}
    assert picks == {"s3", "s6"}


def test_vf_result_15_vf_abandon_07_voidborn_victory() -> None:
    """VF-RESULT-15, VF-ABANDON-07, VF-SKIRMISH-07, VF-FLEET-22, VF-FLEET-24: 5 Voidborn FP from
    the supply (no sector limit) beat 1 Corvette: discard a Glory, Installations removed, the
    sector is occupied with exactly 2 Voidborn FP; the other Voidborn sectors are untouched."""
    state = two_candidates(
        {"fleets": {"corvette": 1}, "installations": ["shipyard", "", ""]},
        {"fleets": {"corvette": 7}},
        tracks=3,
        slots=2,
        glory=[3],
    )
    assert skirmish.strength(state, 0) == 5
    state = play(skirmishing(state), "glory 3")
    s3 = state.galaxy.sector("s3")
    assert s3.voidborn == 2 and s3.installations == ["", "", ""] and len(s3.bounty) == 1
    assert state.houses[0].glory == [] and state.galaxy.sector("s5").voidborn == 2
    assert total_fp(state, 0) == 14


def test_vf_skirmish_12_successful_defence_gives_nothing() -> None:
    """VF-SKIRMISH-12, VF-RESULT-01: you keep the sector, gain nothing; recalled FP are Active."""
    state = two_candidates({"fleets": {"corvette": 3}}, {"fleets": {"corvette": 3}}, tracks=2)
    influence, active = state.houses[0].influence, state.houses[0].fp_active
    state = skirmishing(state)
    target = next(s for s in ("s3", "s6") if fleets(state, s) != {"corvette": 3})
    assert fleets(state, target) == {"corvette": 2}
    assert state.houses[0].influence == influence and state.houses[0].fp_active == active + 1


def test_vf_skirmish_01_11_the_player_defends_with_technologies() -> None:
    """VF-SKIRMISH-01, VF-SKIRMISH-11, VF-COMBAT-33: the Voidborn is the Invader; the player
    Defender uses its Technologies: Basic Shields' Salvo Absorption is that player's decision."""
    state = two_candidates(
        {"fleets": {"corvette": 2}},
        {"fleets": {"corvette": 3}},
        tracks=2,
        technologies={"shields": "basic"},
    )
    state = skirmishing(state)
    frame = battle_on_top(state)
    assert frame is not None and frame.invader == NOBODY and frame.defender == 0
    assert frame.voidborn == 2 and game().current_seat(state) == 0
    assert sorted(names(state)) == ["absorb 0", "absorb 1"]
    state = play(state, "absorb 1")
    assert battle_on_top(state) is None and total_fp(state, 0) == 14


def test_vf_eval_06_vf_skirmish_10_targets_are_chosen_before_any_combat() -> None:
    """VF-EVAL-03, VF-EVAL-06, VF-SKIRMISH-02, VF-SKIRMISH-03, VF-SKIRMISH-10: in Evaluation
    step 1 every player suffers a Skirmish; all targets are chosen in Turn Order before any
    Combat: seat 0 loses s3, which becomes a Voidborn sector next to seat 1's s6, yet s6 was no
    target when targets were chosen."""
    state = position(
        phase="evaluation",
        cycle=1,
        edges=[["s1", "s3"], ["s3", "s5"], ["s3", "s6"], ["s2", "s6"]],
        voidstorms=[],
        sectors={"s3": {"fleets": {"corvette": 1}}, "s6": {"owner": 1, "fleets": {"corvette": 1}}},
        houses={"0": corrupted(tracks=2, glory=[]), "1": corrupted(tracks=2, glory=[])},
        stack=[{"kind": "phase", "seat": -1, "name": "evaluation", "stage": 1}],
    )
    flow.settle(state, game().content)
    assert state.galaxy.sector("s3").is_voidborn
    assert fleets(state, "s6") == {"corvette": 1} and state.galaxy.sector("s6").controller() == 1
    skirmish_notes = [n for n in state.notes if n.msg.startswith("vf.note.skirmish")]
    assert [(n.msg, n.params["seat"]) for n in skirmish_notes] == [
        ("vf.note.skirmish", 0),
        ("vf.note.skirmish_defended", 1),
    ]


def test_improved_autonomous_drones_always_defend() -> None:
    """VF-SKIRMISH-06 with §16.4 (Improved Autonomous Drones, ability ``skirmish_auto_defend``):
    the Skirmish is defended without Combat; the Basic card does not do it."""
    state = we35()
    state.houses[0].technologies["autonomous_drones"] = "improved"
    state = skirmishing(state)
    assert battle_on_top(state) is None and fleets(state, "s6") == {"corvette": 2}
    assert state.notes[-1].msg == "vf.note.skirmish_defended"
    state = we35()
    state.houses[0].technologies["autonomous_drones"] = "basic"
    state = skirmishing(state)
    assert state.galaxy.sector("s6").is_voidborn or battle_on_top(state) is not None
