"""Random self-play to the final score on the bundled pack, invariants checked after every action
(14 Fleet Power, Stock 0..15, Population 1..6, Corruption spots, Technologies and their limits,
Trade tokens, the score sheet); a complete game's log replays to the same hash.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cache

import pytest

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import play_checked, trade_tokens, violations
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.rules import influence

GAMES = 60  # 20 each of 2, 3 and 4 players
BUDGET_SECONDS = 60


@cache
def bundled() -> VoidfallGame:
    return VoidfallGame(load_content())


def config(n: int) -> Config:
    """Game ``n`` of the sample: 2-4 players, random Houses and seeds, every fourth game with
    the pre-selected Focus variant (VF-VARIANT-02)."""
    return Config(players=2 + n % 3, seed=7919 * n + 11, preselected_focus=n % 4 == 3)


def test_vf_comp_04_random_games_keep_every_invariant() -> None:
    """VF-COMP-04, VF-FLEET-04, VF-RES-08, VF-POP-01, VF-TECH-06, VF-TECH-07: 60 random games, 2-4
    players, played to the final score; every invariant holds after every action."""
    started = time.perf_counter()
    houses_seen: set[str] = set()
    for n in range(GAMES):
        checked = play_checked(bundled(), config(n), seed=n)
        assert not checked.failures, (config(n), checked.failures)
        final = checked.session.state
        assert final.phase == "over" and final.cycle == 3
        houses_seen.update(h.house for h in final.houses)
    assert len(houses_seen) >= 8, "the sample should mix Houses"
    assert time.perf_counter() - started < BUDGET_SECONDS


def test_vf_infl_02_score_sheet_adds_up_after_complete_games() -> None:
    """VF-INFL-02, VF-INFL-03: after complete random games every sheet sums to the Influence shown,
    with starting Influence as its own line."""
    for n in range(6):
        state = play_checked(bundled(), config(n), seed=100 + n).session.state
        for seat in state.seats:
            sheet = state.houses[seat].influence_sheet
            assert sheet["starting"] == 10
            assert set(sheet) <= set(influence.SOURCES)
            assert influence.sheet_total(state, seat) == state.houses[seat].influence


def test_complete_game_log_replays_to_the_same_hash() -> None:
    """A finished game's record (setup, seed, actions) replays bit for bit to its final hash."""
    session = play_checked(bundled(), config(4), seed=4).session
    assert session.state.phase == "over"
    loaded = Session.loads(bundled(), session.dumps())
    assert state_hash(loaded.replay()) == state_hash(session.state)


def _home(state: GameState, seat: int) -> Sector:
    return next(s for s in state.galaxy.sectors if s.home_of == seat)


def _broken(state: GameState) -> list[str]:
    return violations(state, bundled().content)


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        (lambda s: s.houses[0].resources.__setitem__(0, 16), "Stock 16"),
        (lambda s: setattr(s.houses[0], "fp_inactive", s.houses[0].fp_inactive - 1), "13 Fleet"),
        (lambda s: s.houses[1].agenda_corrupted.__setitem__(0, True), "starting Agenda slot"),
        (lambda s: setattr(s.galaxy.sectors[0], "population", 7), "Population 7"),
        (lambda s: setattr(s.houses[0], "influence", 99), "Influence 99"),
        (lambda s: [h.technologies.update(sentries="improved") for h in s.houses], "Improved"),
        (lambda s: setattr(_home(s, 1), "corrupted", True), "immune sector is Corrupted"),
        (lambda s: s.houses[0].glory.append(6), "Glory values"),
    ],
)
def test_invariant_checks_catch_broken_states(
    damage: Callable[[GameState], object], expected: str
) -> None:
    """The checker itself: each kind of damage to a fresh game is reported."""
    state = bundled().new_game(Config(players=2, seed=1))
    assert _broken(state) == []
    damage(state)
    assert any(expected in line for line in _broken(state))


def test_trade_tokens_are_counted_wherever_they_are() -> None:
    """VF-COMP-02: Trade tokens are strictly limited; moving one changes nothing in the count."""
    state = bundled().new_game(Config(players=3, seed=2))
    before = trade_tokens(state)
    state.board.trade_ladder[-1] -= 1
    state.houses[0].trade_loose += 1
    assert trade_tokens(state) == before
