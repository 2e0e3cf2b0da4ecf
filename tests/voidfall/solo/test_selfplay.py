"""Random solo games against the Void played to the end (VF-SOLO-GEN-01, VF-SOLO-END-01,
VF-SOLO-END-02):
every invariant, competitive and the Void's, checked after every action; a game's log replays
to the same hash."""

from __future__ import annotations

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import play_checked, violations
from tests.voidfall.solo import solokit

GAMES = 30


def test_vf_solo_gen_01_random_solo_games_keep_every_invariant() -> None:
    """VF-SOLO-GEN-01, VF-SOLO-END-01, VF-SOLO-END-02, VF-SOLO-CBOARD-11, VF-SOLO-COMP-04:
    (every 5th game with the German-literal options)
    30 random solo games (Easy, Medium, Hard) end, by the 3rd Evaluation or an immediate loss,
    with every invariant holding after every action (Crisis and Alert cards each in exactly one
    place, 7 Harbingers, the tracks one block from the left, 14 Fleet Power with the Refuges)."""
    game = solokit.game()
    ended = {"won": 0, "lost": 0}
    for n in range(GAMES):
        difficulty = ("easy", "medium", "hard")[n % 3]
        options = ("eval_order=002", "ongoing=002_append", "no_prep_0c") if n % 5 == 4 else ()
        checked = play_checked(game, solokit.config(difficulty, 101 * n + 7, *options), seed=n)
        assert checked.failures == [], (n, checked.failures[:3])
        state = checked.session.state
        assert state.phase == "over"
        assert state.void is not None and state.void.result in ended
        ended[state.void.result] += 1
        if state.void.catastrophes < 3 or state.cycle == 3:
            assert state.cycle == 3 or state.void.result == "lost"
    assert sum(ended.values()) == GAMES


def test_vf_solo_gen_01_a_solo_game_replays_bit_identically() -> None:
    """VF-SOLO-GEN-01: the same configuration and actions give the same game (chance steps
    from the state's RNG only)."""
    game = solokit.game()
    checked = play_checked(game, solokit.config("medium", 5), seed=3)
    session = checked.session
    again = Session(game, game.new_game(session.state.config))
    for entry in session.log:
        again.apply(entry.id)
    assert state_hash(again.state) == state_hash(session.state)
    assert violations(again.state, game.content) == []
    replayed = Session.loads(game, session.dumps())
    replayed.replay()
    assert state_hash(replayed.state) == state_hash(session.state)


def test_vf_solo_gen_01_cautious_random_games_reach_the_end() -> None:
    """VF-SOLO-GEN-01, VF-SOLO-END-01, VF-SOLO-END-03, VF-SOLO-END-04, VF-SOLO-SCORE-01: random
    games that never choose
    a Catastrophe when another Void option exists mostly reach Cycle 3's Evaluation, where
    the Void's Influence is its sheet's sum; every invariant holds after every action."""
    import random

    from domineum.voidfall.modes.void import scoring

    game = solokit.game()
    finished = 0
    for n in range(12):
        state = game.new_game(solokit.config(("easy", "medium", "hard")[n % 3], 31 * n + 5))
        rng = random.Random(n)
        while not game.is_over(state):
            choices = game.choices(state)
            calm = [
                c
                for c in choices
                if not (c.kind in ("growth", "war") and c.values == ("catastrophe",))
            ]
            pick = rng.choice(calm or choices)
            game.apply_in_place(state, game.action_space.encode(pick.kind, *pick.values))
            assert violations(state, game.content) == []
        assert state.void is not None
        if state.cycle == 3 and state.void.sheet:
            finished += 1
            assert state.void.influence == sum(scoring.sheet(state, game.content).values())
            won = state.houses[0].influence >= state.void.influence
            assert state.void.result == ("won" if won else "lost")
    assert finished >= 6
