"""Random games with the Psionics module on, to the end, every invariant (the Psionics ones
included: checks/psionic_invariants.py) checked after every action (RS-MOD-06, RS-MOD-09)."""

from __future__ import annotations

import random

import pytest

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.model.state import Config
from tests.voidfall.engine.gamekit import bundled

PSIONIC_MOVES = ("offer-psionic", "draw-psionic", "enforce", "psionic-slot", "pass")


def _psionic(notation: str) -> bool:
    kind, *values = notation.split()
    return kind in PSIONIC_MOVES or (kind in ("agenda", "keep") and values[0].startswith("psi_"))


def _play(config: Config, seed: int) -> set[str]:
    """A game whose chooser prefers Psionics moves (9 times in 10 when one is legal); the kinds
    of Psionics moves taken."""
    game = bundled()
    chooser = random.Random(seed)
    session = Session(game, game.new_game(config))
    taken: set[str] = set()
    while not game.is_over(session.state):
        ids = game.legal_ids(session.state)
        marked = [i for i in ids if _psionic(game.action_space.notation(i))]
        pick = chooser.choice(marked) if marked and chooser.random() < 0.9 else chooser.choice(ids)
        taken.add(game.action_space.notation(pick).split()[0])
        session.apply(pick)
        problems = violations(session.state, game.content)
        assert not problems, (config, problems)
    again = Session.loads(game, session.dumps())
    again.replay()
    assert state_hash(again.state) == state_hash(session.state)
    return taken & set(PSIONIC_MOVES)


def test_rs_mod_06_competitive_games_with_psionics_keep_every_invariant() -> None:
    """RS-MOD-06, RS-PAGENDA-12, RS-PAGENDA-14, RS-PAGENDA-22: 13 games of 2-4 players with
    Psionics (Houses drawn among the base ones and the six new ones) end with every invariant
    held after every action; the module's moves happen."""
    seen: set[str] = set()
    for n in range(13):
        config = Config(players=2 + n % 3, seed=500 + n, modules=("psionics",))
        seen |= _play(config, n)
    assert {"offer-psionic", "draw-psionic", "enforce", "psionic-slot"} <= seen


@pytest.mark.parametrize(("mode", "players"), [("solo", 1), ("coop", 2)])
def test_rs_mod_06_psionics_against_the_void(mode: str, players: int) -> None:
    """RS-MOD-06: Psionics combines with solo and co-op; random games end, invariants held."""
    for n in range(3):
        _play(Config(players=players, mode=mode, seed=900 + n, modules=("psionics",)), n)
