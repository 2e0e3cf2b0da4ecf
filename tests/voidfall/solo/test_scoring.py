"""The Void's final Influence and victory (VF-SOLO-SCORE-01, VF-SOLO-SCORE-02, VF-SOLO-SCORE-03,
VF-SOLO-SCORE-04, VF-SOLO-SCORE-05, VF-SOLO-SCORE-06, VF-SOLO-SCORE-07, VF-SOLO-SCORE-08,
VF-SOLO-SCORE-09, VF-SOLO-SCORE-10, VF-SOLO-SCORE-11, VF-SOLO-END-01, VF-SOLO-END-02,
VF-SOLO-END-03, VF-SOLO-END-04,
VF-END-04, VF-END-05; the digest's T-03, T-30)."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.model.void import HARBINGER
from domineum.voidfall.modes.void import scoring
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def _bare(difficulty: str) -> GameState:
    """A solo game with nothing on the map scoring for the Void but what a test puts there."""
    state = solokit.new(difficulty, 1)
    v = solokit.void(state)
    v.harbinger_supply += v.harbingers_in_space
    v.harbingers = {}
    solokit.clear_tracks(state)
    for s in state.galaxy.sectors:
        s.voidborn = 0
        s.corrupted = False
        s.fallen_house = ""
        if s.type == "rift":
            s.type = "regular"
    for h in state.houses:
        h.track_corrupted = [False] * 3
        h.agenda_corrupted = [False, False, False, True]  # SETUP-40 only
    state.board.offer_corrupted = dict.fromkeys(state.board.offer_corrupted, False)
    v.refuge_fp = [0] * len(v.refuge_fp)
    return state


def test_vf_solo_score_02_t03_base_and_minimal_penalties() -> None:
    """VF-SOLO-SCORE-02, -10, VF-SOLO-END-04 (T-03): Easy with only the setup Corruption above
    the rightmost Agenda slot: 60 + 2 = 62; 62 Influence wins (a tie wins), 61 loses."""
    state = _bare("easy")
    assert scoring.influence(state, CONTENT) == 62
    state.houses[0].influence = 62
    scoring.final(state, CONTENT)
    assert solokit.void(state).result == "won" and scoring.winners(state) == [0]
    state.houses[0].influence = 61
    scoring.final(state, CONTENT)
    assert solokit.void(state).result == "lost" and scoring.winners(state) == []


def test_vf_solo_score_01_t30_full_void_scoring() -> None:
    """VF-END-04, VF-HARB-09, VF-REFUGE-08, VF-CONSUMED-04, VF-SOLO-SCORE-01, VF-SOLO-SCORE-02,
    VF-SOLO-SCORE-03, VF-SOLO-SCORE-04, VF-SOLO-SCORE-05, VF-SOLO-SCORE-06, VF-SOLO-SCORE-07,
    VF-SOLO-SCORE-08, VF-SOLO-SCORE-09, VF-SOLO-SCORE-10, VF-SOLO-SCORE-11, VF-SOLO-CATAS-07,
    VF-SOLO-HARB-08 (T-30): Hard, 1 Rift, 1 incomplete Refuge, 2 Catastrophes, 2 Harbingers in space
    (1 more on a track does not count), 1 erased Technology, 3 ongoing Crises, 1 Fallen House, 7
    Corruption (sectors of anyone, an Agenda slot, a track, an Agenda offer), Void sectors'
    Population 3 + 2: 140+30+20+40+20+5+15+3+14+5 = 292."""
    state = _bare("hard")
    v = solokit.void(state)
    sectors = {s.id: s for s in state.galaxy.sectors}
    sectors["s10"].type = "rift"
    v.refuge_spaces, v.refuge_fp = [3, 2, 2], [2, 2, 0]
    v.catastrophes = 2
    v.harbinger_supply -= 3
    v.harbingers = {"s8": 1, "s9": 1}
    v.military[0] = HARBINGER
    v.erased = ["sentries"]
    for i, c in enumerate(("crisis-01", "crisis-06", "crisis-07")):
        solokit.take_crisis(state, c) if c != "crisis-01" else None
        v.economic[i] = c
    if "crisis-01" in v.boxed:
        v.boxed.remove("crisis-01")
    sectors["s7"].fallen_house = "kradmor"
    sectors["s7"].corrupted = True  # a sector without FP: its Corruption counts (AMB-36)
    sectors["s2"].corrupted = sectors["s3"].corrupted = True
    sectors["s8"].corrupted = True
    state.houses[0].track_corrupted = [True, False, False]
    state.houses[0].agenda_corrupted = [False, False, False, True]
    state.board.offer_corrupted["might"] = True
    for sid, pop in (("s8", 3), ("s9", 2)):
        sectors[sid].voidborn = 1
        sectors[sid].population = pop
        assert sectors[sid].owner == NOBODY
    lines = scoring.sheet(state, CONTENT)
    assert lines == {
        "base": 140,
        "rifts": 30,
        "incomplete_refuges": 20,
        "catastrophes": 40,
        "harbingers": 20,
        "erased": 5,
        "ongoing_crises": 15,
        "fallen_houses": 3,
        "corruption": 14,
        "void_population": 5,
    }
    assert scoring.influence(state, CONTENT) == 292
