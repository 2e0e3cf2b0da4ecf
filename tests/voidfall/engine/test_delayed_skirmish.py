"""Item 2 of issue 12: the delayed box "at the end of each player's first turn, resolve a
Skirmish with 1 extra Voidborn FP" does something (seed 003 l.758-766, l.853-855; VF-PREP-19(4),
VF-SKIRMISH-01). The box is on 3G Winds of Annihilation (docs/rules-decisions/game.md)."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from tests.voidfall.houses.housekit import OUTPOST, fleets, names, play, position


def _skirmish_notes(state: GameState, seat: int) -> list[int]:
    return [
        int(n.params["voidborn"])
        for n in state.notes
        if n.msg in ("vf.note.skirmish", "vf.note.skirmish_defended") and n.params["seat"] == seat
    ]


def _end_first_turn() -> GameState:
    """Seat 0 (Valnis, Outpost s19 with 1 Corvette next to Voidborn sectors, no Corruption)
    ends its first turn of Cycle 3 under 3G; the turn's Cleanup is answered with the first
    option until a Skirmish is noted."""
    state = position(
        "valnis",
        cycle=3,
        board={"event": "winds_of_annihilation"},
        sectors={OUTPOST: {"fleets": fleets(corvette=1)}},
    )
    state = play(state, "end")
    for _ in range(40):
        if _skirmish_notes(state, 0):
            return state
        options = names(state)
        state = play(state, next((o for o in options if o != "done"), options[0]))
    raise AssertionError("no Skirmish after the first turn")


def test_vf_prep_19_3g_delayed_skirmish_after_the_first_turn() -> None:
    """VF-PREP-19(4), VF-SKIRMISH-04: at the end of seat 0's first turn the Voidborn strikes
    with 0 Corruption + 1 = 1 Voidborn FP, on the Outpost s19 (the only candidate)."""
    state = _end_first_turn()
    assert _skirmish_notes(state, 0) == [1]
    assert [n.params["sector"] for n in state.notes if n.msg == "vf.note.skirmish"] == ["s19"]
