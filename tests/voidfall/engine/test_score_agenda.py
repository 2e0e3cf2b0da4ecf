"""Scoring one Agenda outside the Evaluation (`score_agenda`; content gap 9): VF-EVAL-16..18,
VF-EVAL-21, VF-AGENDA-07..13.

Seat 0 owns the fixed empire of the House tests (``housekit.SCORING_SECTORS``) with two Pure
non-starting Agendas: Agricultural Union in slot 3 (1 Pure Farmers' Guild of the 3 needed: 0; 1
Pure sector with a Scientists' Guild x 4: 4) and Mining Consortium in slot 4 (Materials income 3,
below 8: 0; 2 Pure sectors with 2+ FP x 5: 10; 10 in all). Technological Singularity sits in slot
2 under a Corruption.
"""

from __future__ import annotations

from typing import Any

import pytest

from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.engine import events, flow
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY, TRACKS
from domineum.voidfall.rules import scoring
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    SCORING_SECTORS,
    drive,
    effect,
    first_choice,
    fleets,
    game,
    names,
    notes,
    play,
    position,
    scoring_position,
)

CORRUPTED, UNION, MINING = "technological_singularity", "agricultural_union", "mining_consortium"
SLOTS = [CORRUPTED, UNION, MINING]  # slots 2..4; slot 2 is Corrupted
SLOT2 = [False, True, False, False]
UNION_VALUE, MINING_VALUE = 4, 10

# Every line of content gap 9 that is a Civilization track space: (House, track, space 1..8).
TRACK_LINES = [
    ("valnis", "statecraft", 8),  # the standard tracks (the four basic Houses)
    ("zenor", "society", 7),
    ("thegwyn", "economy", 7),
    ("yarvek", "economy", 7),
    ("marqualos", "society", 8),
    ("marqualos", "economy", 8),
]


def _house_patch(**extra: Any) -> dict[str, Any]:
    """The House mat of ``housekit.scoring_position`` (with Active FP for track entry costs)."""
    return {
        "resources": {"food": 9, "energy": 8, "materials": 2, "credits": 3, "science": 8},
        "tracks": [3, 5, 1],
        "track_corrupted": [False, False, True],
        "agenda_corrupted": SLOT2,
        "glory": [2, 3],
        "bounty_kept": ["b1#0", "b1#1", "b1#2"],
        "reclaim_kept": ["r1#0", "r1#1"],
        "fp_active": 3,
        **extra,
    }


def empire(
    house: str = "valnis",
    agendas: list[str] | None = None,
    mat: dict[str, Any] | None = None,
    **extra: Any,
) -> GameState:
    """Seat 0 (``house``) owns the scoring empire with ``agendas`` in slots 2..4, in its Actions
    step of Cycle 3; ``mat``: more House fields, ``extra``: position overrides."""
    sectors = {sid: dict(patch) for sid, patch in SCORING_SECTORS.items()}
    sectors["s25"]["fleets"] = fleets(corvette=1)
    starting = game().content.houses[house].origins[0].starting_agenda
    slots = [starting, *(SLOTS if agendas is None else agendas)]
    patch = _house_patch(agendas=slots, **(mat or {}))
    return position(house, sectors=sectors, houses={"0": patch}, cycle=3, **extra)


def evaluation_value(agenda: str) -> int:
    """What Evaluation step 4 gives seat 0 for ``agenda`` in the same empire (VF-EVAL-16)."""
    state = scoring_position("valnis", agendas=["valnis-a", *SLOTS])
    scored = [
        int(n.params["amount"])
        for n in notes(state, "vf.note.agenda_scored")
        if n.params["seat"] == 0 and n.params["agenda"] == agenda
    ]
    return sum(scored)


def scored_now(state: GameState, seat: int = 0) -> dict[str, int]:
    """The Agendas scored outside the Evaluation so far, and what each gave."""
    return {
        str(n.params["agenda"]): int(n.params["amount"])
        for n in notes(state, "vf.note.agenda_scored_now")
        if n.params["seat"] == seat
    }


def test_vf_agenda_08_11_13_options_are_your_pure_non_starting_agendas_in_play() -> None:
    """VF-AGENDA-07, VF-AGENDA-08, VF-AGENDA-10..13, VF-EVAL-16: the options are exactly the Pure
    Agendas in the non-starting slots: not the starting Agenda, not a Corrupted one, not one in
    hand (each refused by its rule, changing nothing); the effect may be forgone (VF-ACTION-10)."""
    state = empire(mat={"agenda_hand": ["quantum_leap"]})
    assert state.houses[0].agendas[0] == "valnis-a"
    state = effect(state, "score_agenda")
    assert sorted(names(state)) == sorted([f"agenda {UNION}", f"agenda {MINING}", "done"])
    labels = [a.label for a in game().legal_actions(state) if a.notation.startswith("agenda")]
    assert labels and all(text.startswith("Score the Agenda") for text in labels)
    assert scoring.pure_non_starting_agendas(state, game().content, 0) == [UNION, MINING]
    for agenda, rule in (("valnis-a", "VF-AGENDA-07"), (CORRUPTED, "VF-AGENDA-13")):
        assert refused(game(), state, f"agenda {agenda}").rule_id == rule
    assert refused(game(), state, "agenda quantum_leap").rule_id == "VF-AGENDA-08"  # in hand
    before = state.houses[0].influence
    state = play(state, "done")
    assert state.houses[0].influence == before and not scored_now(state)


def test_vf_eval_16_17_score_equals_what_the_evaluation_gives_now() -> None:
    """VF-EVAL-16, VF-EVAL-17, VF-EVAL-18, VF-EVAL-21: the chosen Agenda scores what Evaluation
    step 4 would give it now (each section on its own, Pure things only), as Agenda Influence; it
    stays in play (and so scores again in the Evaluation)."""
    assert (evaluation_value(UNION), evaluation_value(MINING)) == (UNION_VALUE, MINING_VALUE)
    for agenda, value in ((UNION, UNION_VALUE), (MINING, MINING_VALUE)):
        state = empire()
        house = state.houses[0]
        assert dict(scoring.agenda_influence(state, game().content, 0))[agenda] == value
        before, sheet = house.influence, dict(house.influence_sheet)
        state = play(effect(state, "score_agenda"), f"agenda {agenda}")
        house = state.houses[0]
        assert house.influence == before + value
        assert house.influence_sheet.get("agendas", 0) == sheet.get("agendas", 0) + value
        assert scored_now(state) == {agenda: value}
        assert house.agendas[1:] == SLOTS
        assert agenda in dict(scoring.agenda_influence(state, game().content, 0))


@pytest.mark.parametrize(
    "agendas,corrupted,rule",
    [
        (["", "", ""], [False, False, False, False], "VF-AGENDA-08"),  # only the starting one
        ([CORRUPTED, "", ""], SLOT2, "VF-AGENDA-13"),  # the only one is Corrupted
        ([CORRUPTED, UNION, ""], [False, True, True, False], "VF-AGENDA-13"),
    ],
)
def test_vf_agenda_08_13_none_qualifies_the_effect_is_refused(
    agendas: list[str], corrupted: list[bool], rule: str
) -> None:
    """VF-AGENDA-08, VF-AGENDA-13: with no Pure non-starting Agenda in play the effect cannot be
    resolved: Event 3B's box does not offer it and refuses it by that rule, changing nothing; a
    track space giving only it gives nothing."""
    state = empire(
        agendas=agendas, mat={"agenda_corrupted": corrupted}, board={"event": "total_war"}
    )
    why = refusal_of(state, game().content, 0, Effect("score_agenda"))
    assert why is not None and (why.reason, why.rule) == ("vf.refuse.no_agenda_to_score", rule)
    events.push_box(state, game().content, 0, 1)  # score an Agenda and/or deploy 1 FP
    flow.settle(state, game().content)
    error = refused(game(), state, "effect 1")
    assert error.rule_id == rule
    assert "effect 2" in names(state)

    state = empire(agendas=agendas, mat={"agenda_corrupted": corrupted, "tracks": [0, 6, 0]})
    before = state.houses[0].influence
    state = drive(effect(state, "advance", track="statecraft"))
    assert state.houses[0].tracks[1] == 7 and state.houses[0].influence == before
    assert not scored_now(state)


@pytest.mark.parametrize("house,track,space", TRACK_LINES)
def test_vf_civ_02_track_space_scores_an_agenda(house: str, track: str, space: int) -> None:
    """VF-CIV-02, VF-EVAL-16, VF-AGENDA-13 (content gap 9): entering each re-encoded track space
    lets you score one of your Pure non-starting Agendas; the Influence is Agenda Influence."""
    tracks = [0, 0, 0]
    tracks[TRACKS.index(track)] = space - 2  # the marker is just before the space
    state = empire(house, mat={"tracks": tracks, "track_corrupted": [False, False, False]})
    assert [e.op for e in game().content.track_space(house, TRACKS.index(track), space - 1)] == [
        "score_agenda"
    ]
    before = dict(state.houses[0].influence_sheet)
    state = effect(state, "advance", track=track)
    state = drive(
        state, lambda opts: f"agenda {MINING}" if f"agenda {MINING}" in opts else first_choice(opts)
    )
    house_state = state.houses[0]
    assert house_state.tracks[TRACKS.index(track)] == space - 1
    assert scored_now(state) == {MINING: MINING_VALUE}
    assert house_state.influence_sheet.get("agendas", 0) == before.get("agendas", 0) + MINING_VALUE
    assert house_state.influence_sheet.get("tracks", 0) == before.get("tracks", 0)


def evaluation_step_3(event: str) -> GameState:
    """Evaluation step 3 (Galactic objectives) of Cycle 3 with ``event`` on the board; the flow
    runs to the first decision (VF-EVAL-12)."""
    return empire(
        phase="evaluation",
        board={"event": event},
        stack=[{"kind": "phase", "seat": NOBODY, "name": "evaluation", "stage": 3}],
    )


def test_vf_eval_12_16_3j_last_breath_scores_an_agenda_and_the_population() -> None:
    """VF-EVAL-12, VF-EVAL-13 (green line), VF-EVAL-16 (3J Last Breath): you score one of your
    Pure non-starting Agendas and Influence equal to your Pure Population; in step 4 the Agenda
    scores again like every Pure Agenda."""
    state = evaluation_step_3("last_breath")
    assert sorted(names(state)) == sorted([f"agenda {UNION}", f"agenda {MINING}", "done"])
    population = sum(s.population for s in state.galaxy.controlled_by(0) if s.is_pure)
    assert state.houses[0].influence_sheet.get("objectives") == population == 14
    state = play(state, f"agenda {UNION}")
    assert scored_now(state) == {UNION: UNION_VALUE}
    later = [n for n in notes(state, "vf.note.agenda_scored") if n.params["seat"] == 0]
    assert {str(n.params["agenda"]) for n in later} >= {UNION, MINING}


def test_vf_eval_13_16_3d_last_stand_red_line_picks_the_agenda() -> None:
    """VF-EVAL-13, VF-EVAL-16 (3D Last Stand): behind the red line, the player may pick "score one
    of your Pure non-starting Agendas" instead of 3 Influence per Corruption on the House mat."""
    state = evaluation_step_3("last_stand")
    assert sorted(names(state)) == ["option 1", "option 2"]  # 2 Corruption on the mat
    state = play(state, "option 1")
    assert sorted(names(state)) == sorted([f"agenda {UNION}", f"agenda {MINING}", "done"])
    state = play(state, f"agenda {MINING}")
    assert scored_now(state) == {MINING: MINING_VALUE}
    assert not any(n.params["seat"] == 0 for n in notes(state, "vf.note.objective"))


def test_vf_eval_16_3b_total_war_box_scores_an_agenda() -> None:
    """VF-PREP-18, VF-EVAL-16 (3B Total War, dashed box): score one of your Pure non-starting
    Agendas and/or deploy 1 FP; the Influence counts as Agenda Influence."""
    state = empire(board={"event": "total_war"})
    events.push_box(state, game().content, 0, 1)
    flow.settle(state, game().content)
    assert {"effect 1", "effect 2"} <= set(names(state))
    before = state.houses[0].influence_sheet.get("agendas", 0)
    state = play(state, "effect 1", f"agenda {UNION}")
    assert scored_now(state) == {UNION: UNION_VALUE}
    assert state.houses[0].influence_sheet.get("agendas", 0) == before + UNION_VALUE
    assert "effect 2" in names(state)  # the deployment is still on offer ("and/or")
