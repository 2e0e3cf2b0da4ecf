"""Random Incursion games, solo and co-op, played to the end with every invariant checked after
every action (RS-INC-01, RS-INC-02, RS-MOD-04, RS-MOD-05); a game replays bit-identically."""

from __future__ import annotations

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import play_checked
from tests.voidfall.incursion import kit

GAMES = 8


def test_random_incursion_games_keep_every_invariant() -> None:
    """RS-INC-01, RS-INC-02: solo and 2-player co-op games with arsenal+incursion, several
    Setup Aids, end (Cycle 3's Evaluation or a loss) with every invariant holding (Incursion
    Alert cards each in one place, Rift tokens, Civil Defense tokens, Voidborn limits)."""
    game = kit.game()
    for n in range(GAMES):
        players = 1 + n % 2
        aid = f"setup_aid=aid-{1 + n % 7}"
        checked = play_checked(game, kit.config(players, 17 * n + 3, aid), seed=n)
        assert checked.failures == [], (n, checked.failures[:3])
        state = checked.session.state
        assert state.phase == "over" and state.incursion is not None
        assert state.void is not None and state.void.result in ("won", "lost")


def test_an_incursion_game_replays_bit_identically() -> None:
    """Determinism: the same configuration and actions give the same game, every random pick
    (Alert piles, Voidfall card, target and source ties) from the state's RNG."""
    game = kit.game()
    checked = play_checked(game, kit.config(2, 5), seed=3)
    session = checked.session
    again = Session(game, game.new_game(session.state.config))
    for entry in session.log:
        again.apply(entry.id)
    assert state_hash(again.state) == state_hash(session.state)
    replayed = Session.loads(game, session.dumps())
    replayed.replay()
    assert state_hash(replayed.state) == state_hash(session.state)
