"""Preparation step 3, Turn Order, by mode: solo always skips it (VF-PREP-14), co-op keeps it
for the players to decide (VF-PREP-13)."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.notation.position import load_position
from tests.voidfall.solo import solokit


def _preparation(players: int, mode: str) -> GameState:
    """A game of Cycle 2 at the start of its Preparation Phase."""
    return load_position(
        {
            "base": {"players": players, "seed": 4, "mode": mode, "options": ["difficulty=easy"]},
            "cycle": 2,
            "phase": "preparation",
            "stack": [{"kind": "phase", "seat": NOBODY, "name": "preparation", "stage": 1}],
        },
        solokit.game(),
    )


def _decisions_until_focus(state: GameState) -> list[str]:
    """The primitives decided on (first legal choice each) until the Focus Phase begins."""
    game, ops = solokit.game(), []
    while state.phase == "preparation":
        top = state.stack[-1]
        if isinstance(top, Step):
            ops.append(top.effect.op)
        game.apply_in_place(state, game.legal_ids(state)[0])
    return ops


def test_vf_prep_14_solo_always_skips_the_turn_order_step() -> None:
    """VF-PREP-14, VF-PREP-13: a solo Preparation of Cycle 2 reaches the Focus Phase without a
    Turn Order decision, the single seat first; the same Preparation in co-op asks each player
    for a Turn Order position."""
    solo = _preparation(1, "solo")
    assert "turn_order" not in _decisions_until_focus(solo)
    assert solo.phase == "focus" and solo.board.turn_order == [0]
    coop = _preparation(2, "coop")
    assert _decisions_until_focus(coop).count("turn_order") == 2
