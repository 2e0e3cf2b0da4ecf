"""Golden files: the full board rendering and the full log of a fixed game (issue 14).

A change of wording shows here as a diff to review. To accept new text, regenerate with::

    VOIDFALL_REGOLD=1 PYTHONPATH=src pytest tests/voidfall/present/test_golden.py
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from domineum.kernel.record import Session
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.present import board
from domineum.voidfall.present.log import full_log

GOLDEN = Path(__file__).parent / "golden"
STEPS = 120


def _fixed_game() -> tuple[VoidfallGame, Session[GameState]]:
    game = VoidfallGame()
    session: Session[GameState] = Session(game, game.new_game(Config(players=2, seed=7)))
    rnd = random.Random(7)
    for _ in range(STEPS):
        session.apply(rnd.choice(game.legal_ids(session.state)))
    return game, session


def _check(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("VOIDFALL_REGOLD"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}: regenerate (see this module's docstring)"
    assert text == path.read_text(encoding="utf-8"), f"{name} changed: review, then regenerate"


def test_golden_board_and_log_of_a_fixed_game() -> None:
    game, session = _fixed_game()
    view = game.view(session.state, 0)
    full = "\n\n".join(
        [
            board.board_text(game.content, view, 0),
            board.offers_text(game.content, view),
            *(board.house_text(game.content, view, s, 0) for s in view.seats),
        ]
    )
    _check("board.txt", full + "\n")
    ids = [entry.id for entry in session.log]
    _check("log.txt", "\n".join(full_log(game, session.initial, ids, None)) + "\n")
