"""Perft (issue 12): the legal action sequences from a few fixed positions, counted to depth 6
and compared with the numbers kept as data (tests/perft/perft.yaml). VF-FOCUS-04: every
decision is one atomic action from the legal list; a change in the options or in what a choice
does changes a count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from domineum.kernel.game import state_hash
from domineum.voidfall.checks.perft import counts, perft
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.notation.position import load_position

DATA = Path(__file__).parents[2] / "perft" / "perft.yaml"
ENTRIES: list[dict[str, Any]] = yaml.safe_load(DATA.read_text(encoding="utf-8"))


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["name"] for e in ENTRIES])
def test_vf_focus_04_perft_counts(entry: dict[str, Any]) -> None:
    game = VoidfallGame()
    state = load_position(entry["position"], game)
    assert counts(game, state, len(entry["counts"])) == entry["counts"]


def test_perft_counts_sequences_and_is_pure() -> None:
    """perft(0) is 1, perft(1) the number of legal actions; counting changes no state."""
    game = VoidfallGame()
    state = load_position(ENTRIES[1]["position"], game)
    before = state_hash(state)
    assert perft(game, state, 0) == 1
    assert perft(game, state, 1) == len(game.legal_ids(state))
    perft(game, state, 3)
    assert state_hash(state) == before
