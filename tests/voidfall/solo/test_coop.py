"""The co-op game on the Void machinery ([COOP] rules of voidfall-core.md: VF-MODE-05,
VF-VOIDADV-12, VF-VOIDADV-13, VF-EVAL-04, VF-END-05)."""

from __future__ import annotations

from domineum.voidfall.checks.invariants import play_checked
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.modes.void import scoring
from domineum.voidfall.rules import movement
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def coop(players: int, seed: int = 1, difficulty: str = "easy") -> Config:
    return Config(players=players, mode="coop", seed=seed, options=(f"difficulty={difficulty}",))


def test_vf_mode_05_random_coop_games_keep_every_invariant() -> None:
    """VF-MODE-01, VF-MODE-05, VF-VOIDADV-12, VF-END-05: random co-op games of 2, 3 and 4
    players end with every invariant holding after every action."""
    game = solokit.game()
    for n in range(9):
        checked = play_checked(game, coop(2 + n % 3, 13 * n + 3), seed=n)
        assert checked.failures == [], (n, checked.failures[:3])
        state = checked.session.state
        assert state.phase == "over" and state.void is not None
        assert state.void.result in ("won", "lost")


def _at_selection(players: int) -> GameState:
    from domineum.voidfall.model.state import SelectFocus

    game = solokit.game()
    state = game.new_game(coop(players))
    for _ in range(500):
        if isinstance(state.stack[-1], SelectFocus) and state.phase == "focus":
            return state
        game.apply_in_place(state, game.legal_ids(state)[0])
    raise AssertionError("no Selection")


def test_vf_voidadv_13_every_player_chooses_a_catastrophe_benefit() -> None:
    """VF-VOIDADV-13: one Catastrophe marker, a benefit choice for each player, current first."""
    state = _at_selection(3)
    first = state.stack[-1].seat
    from domineum.voidfall.core import memo
    from domineum.voidfall.engine import flow
    from domineum.voidfall.modes.void import catastrophe

    memo.forget(state)
    catastrophe.push(state, CONTENT, first)
    flow.settle(state, CONTENT)
    v = solokit.void(state)
    assert v.catastrophes == 1
    seats = []
    while any(k[0] == "catastrophe" for k in solokit.kinds(state)):
        seats.append(state.stack[-1].seat)
        solokit.choose(state, "catastrophe", "decline")
    assert seats[0] == first and sorted(seats) == [0, 1, 2]
    assert v.catastrophes == 1


def test_vf_end_05_every_player_must_reach_the_void() -> None:
    """VF-END-05: the players win together only if each has at least the Void's Influence."""
    state = solokit.game().new_game(coop(2))
    void = scoring.influence(state, CONTENT)
    state.houses[0].influence, state.houses[1].influence = void + 50, void
    scoring.final(state, CONTENT)
    assert scoring.winners(state) == [0, 1]
    state.houses[1].influence = void - 1
    scoring.final(state, CONTENT)
    assert scoring.winners(state) == []


def test_vf_mode_05_no_invading_another_player() -> None:
    """VF-MODE-05: in co-op another player's sector is never an Invade target."""
    state = solokit.game().new_game(coop(2))
    mine = {s.id for s in state.galaxy.controlled_by(0)}
    theirs = [s for s in state.galaxy.controlled_by(1) if s.home_of < 0]
    for s in theirs:
        s_neighbours = set(state.galaxy.neighbours(s.id))
        if s_neighbours & mine:
            assert movement.target_why(state, 0, s.id) == "VF-MOVE-07"


def test_vf_refuge_07_each_player_a_different_refuge_reward() -> None:
    """VF-REFUGE-07, VF-REFUGE-06: a completed Refuge gives every player a reward, each a
    different one, the completing player first."""
    from domineum.voidfall.modes.void import refuges

    state = _at_selection(2)
    first = state.stack[-1].seat
    v = solokit.void(state)
    v.refuge_fp[0] = v.refuge_spaces[0] - 1
    solokit.push(state, refuges.BUILD, seat=first, why="B")
    solokit.choose(state, "refuge", "1")
    assert state.stack[-1].seat == first
    solokit.choose(state, "refuge-reward", "resources")
    for _ in range(3):
        solokit.choose(state, *solokit.kinds(state)[0])  # the 3 resources
    other = state.stack[-1].seat
    assert other != first
    assert ("refuge-reward", "resources") not in solokit.kinds(state)
    assert v.refuge_rewards == ["resources"]
