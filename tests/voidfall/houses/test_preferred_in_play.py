"""Item 9 of issue 12: a Preferred Focus action comes from a card in your hand or discard pile,
not the card being played (VF-PREF-01, seed 003 l.3198-3200; each action once per turn,
l.1050-1051, VF-ACTION-04)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.effects.focus import PREFERRED_CARD_IN_PLAY
from domineum.voidfall.model.state import GameState
from tests.voidfall.houses.housekit import SLOT2, names, play, position

RICH = {"food": 6, "energy": 6, "materials": 6, "credits": 6, "science": 6}


def _exploit_after_exert(**extra: Any) -> GameState:
    """Cortozaar (Preferred: Development, Temptation) plays Temptation, takes Exert (3), then
    Exploit (1), whose effect is a Preferred Focus action (Development is in hand)."""
    state = position(
        "cortozaar",
        focus="temptation",
        houses={"0": {"resources": RICH, "agenda_corrupted": SLOT2, "focus_hand": ["development"]}},
        **extra,
    )
    state = play(state, "take 3")
    while "take 1" not in names(state):
        opts = [n for n in names(state) if n not in ("done", "end")]
        state = play(state, opts[0] if opts else "done")
    return play(state, "take 1", "effect 1")


def test_vf_pref_01_the_card_being_played_is_not_a_preferred_source() -> None:
    """VF-PREF-01: Exploit offers Development (in hand), not Temptation (being played): Exert
    cannot be resolved a second time this turn."""
    assert names(_exploit_after_exert()) == ["focus development", "done"]


def test_vf_pref_01_named_option_allows_the_card_in_play_but_no_action_twice() -> None:
    """The named option ``preferred_card_in_play``: Temptation may be chosen, but only for an
    action not taken this turn: Conspire (2), never Exert (3) again, nor Exploit (1) being
    resolved (VF-ACTION-04)."""
    base = {
        "players": 2,
        "houses": ["cortozaar", "belitan"],
        "seed": 3,
        "map": "x01-2p",
        "options": [PREFERRED_CARD_IN_PLAY],
    }
    state = _exploit_after_exert(base=base)
    assert names(state) == ["focus development", "focus temptation", "done"]
    assert names(play(state, "focus temptation")) == ["take 2", "done"]
