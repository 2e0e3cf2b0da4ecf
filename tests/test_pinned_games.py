"""Random games pinned move by move, so that a speed-up which changes any game is caught.

The benchmark (``bench/selfplay.py``) times random self-play from fixed seeds; an optimisation
must leave those games exactly as they were. Each game here is played with the benchmark's
chooser (``random.Random(seed).choice`` over ``legal_ids``) and pinned by its number of decisions
and a digest of every decision: how many options it offered and the notation of the one taken.
That digest changes with any change to an option list or to what a choice does, yet not with
how the state is stored (a new field would change the state hash, not a game), so the pins only
move when a game's rules do. When a rules change is intended, print the new values with
``play`` below and say why in the commit.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest

from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config as RevenantConfig
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config


def play(game: Any, state: Any, seed: int) -> tuple[int, str]:
    """Play ``state`` to the end with the benchmark's random chooser: (decisions, digest)."""
    chooser = random.Random(seed)
    digest = hashlib.sha256()
    decisions = 0
    while game.current_seat(state) is not None:
        ids = game.legal_ids(state)
        pick = chooser.choice(ids)
        digest.update(f"{len(ids)} {game.action_space.notation(pick)}\n".encode())
        game.apply_in_place(state, pick)
        decisions += 1
    return decisions, digest.hexdigest()[:16]


@pytest.mark.parametrize(
    ("players", "seed", "decisions", "digest"),
    [
        (4, 1000, 332, "ad8d9769d8d48b1a"),  # VF-AGENDA-01 b: no "done" at the keep
        (4, 1001, 297, "f20d91d8c9a60ca9"),
        (4, 1002, 355, "42efe7424695eaa4"),
        (3, 1003, 254, "637e1133627d25c9"),  # VF-AGENDA-01 b: no "done" at the keep
        (2, 1004, 154, "c3d347b710b45076"),
    ],
)
def test_vf_comp_04_benchmark_games_are_unchanged(
    players: int, seed: int, decisions: int, digest: str
) -> None:
    """VF-COMP-04, VF-ACTION-05, VF-PREP-17: the benchmark's Voidfall games (the whole-cost and
    Event-box checks decide many of their option lists) play exactly as pinned."""
    game = VoidfallGame()
    assert play(game, game.new_game(Config(players=players, seed=seed)), seed) == (
        decisions,
        digest,
    )


@pytest.mark.parametrize(
    ("players", "seed", "decisions", "digest"),
    [
        (4, 1000, 456, "d8b81dc7556b1ba2"),
        (4, 1001, 451, "1b656bf0f3f95c45"),
        (3, 1002, 371, "c7da6c63b5090c6e"),
        (2, 1003, 236, "1f9ea6b7cdd2c8b2"),
        (1, 1004, 158, "5f66806f8e74c532"),
    ],
)
def test_rv_round_01_benchmark_games_are_unchanged(
    players: int, seed: int, decisions: int, digest: str
) -> None:
    """RV-ROUND-01: Revenant's random self-play (the benchmark's second figure) plays exactly as
    pinned."""
    game = RevenantGame()
    assert play(game, game.new_game(RevenantConfig(players=players, seed=seed)), seed) == (
        decisions,
        digest,
    )
