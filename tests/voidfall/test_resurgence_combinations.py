"""Every module combination the rulebook allows, in every mode it applies to, played to the end
by random legal actions with every invariant checked after every action, each game's record
replaying to the same hash (RS-MOD-01, RS-MOD-04, RS-MOD-05, RS-MOD-06, RS-MOD-10, RS-MOD-11).
The full sample (hundreds of games per combination) is ``bench/resurgence_selfplay.py``."""

from __future__ import annotations

from functools import cache

import pytest

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import play_checked
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

COMBINATIONS = (
    (("psionics",), ("competitive", "solo", "coop")),
    (("arsenal",), ("competitive", "solo", "coop")),
    (("psionics", "arsenal"), ("competitive", "solo", "coop")),
    (("arsenal", "incursion"), ("solo", "coop")),
    (("psionics", "arsenal", "incursion"), ("solo", "coop")),
)
CASES = [(modules, mode) for modules, modes in COMBINATIONS for mode in modes]
GAMES = 2


@cache
def _game() -> VoidfallGame:
    return VoidfallGame(load_content())


@pytest.mark.parametrize(("modules", "mode"), CASES, ids=[f"{'+'.join(m)}-{d}" for m, d in CASES])
def test_combination_plays_to_the_end(modules: tuple[str, ...], mode: str) -> None:
    """RS-MOD-06, RS-MOD-10, RS-MOD-11: the combination in that mode ends (a winner, or the
    Void's result), no invariant broken on the way, and its record replays bit-identically."""
    game = _game()
    for n in range(GAMES):
        players = 1 if mode == "solo" else 2 + n
        options: tuple[str, ...] = () if mode == "competitive" else ("difficulty=easy",)
        if "incursion" in modules:
            options += (f"setup_aid=aid-{1 + 3 * n}",)
        config = Config(players, seed=60 + n, mode=mode, options=options, modules=modules)
        checked = play_checked(game, config, seed=n)
        assert checked.failures == [], (config, checked.failures[:3])
        session = checked.session
        assert session.state.phase == "over"
        again = Session.loads(game, session.dumps())
        again.replay()
        assert state_hash(again.state) == state_hash(session.state)


def test_incursion_without_arsenal_or_in_competitive_is_refused() -> None:
    """RS-MOD-04, RS-MOD-05: the combinations left out above are refused at setup, naming the
    rule, and nothing is set up."""
    game = _game()
    with pytest.raises(SetupError, match="RS-MOD-04"):
        game.new_game(Config(1, mode="solo", modules=("psionics", "incursion")))
    with pytest.raises(SetupError, match="RS-MOD-05"):
        game.new_game(Config(2, modules=("arsenal", "incursion")))
