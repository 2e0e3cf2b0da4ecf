"""Round trips the foundation promises: JSON, notation, replay, views (issue: engine foundation)."""

from __future__ import annotations

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from domineum.kernel.game import clone, from_json, state_hash, to_json
from domineum.kernel.record import Session
from domineum.kernel.rng import Rng
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from tests.kernel.test_copying import shared_mutables


def random_position(game: VoidfallGame, seed: int, steps: int) -> Session[GameState]:
    """A game after ``steps`` random legal decisions (stops early if the game ends)."""
    session: Session[GameState] = Session(
        game, game.new_game(Config(players=2, houses=("red", "blue"), seed=seed))
    )
    rng = Rng.seeded(seed + 1)
    for _ in range(steps):
        if game.is_over(session.state):
            break
        session.apply(rng.choice(game.legal_ids(session.state)))
    return session


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_state_json_round_trip_mid_turn(tiny: VoidfallGame, seed: int, steps: int) -> None:
    """Any state, mid-turn included, survives JSON and loads back identical."""
    state = random_position(tiny, seed, steps).state
    again = from_json(to_json(state), GameState)
    assert again == state
    assert state_hash(again) == state_hash(state)
    copied = clone(state)
    assert copied == state
    assert shared_mutables(copied, state) == []


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_every_legal_action_round_trips_notation(tiny: VoidfallGame, seed: int, steps: int) -> None:
    """notation -> id -> notation is the identity for every legal action of random positions."""
    state = random_position(tiny, seed, steps).state
    for action in tiny.legal_actions(state):
        assert tiny.action_space.parse(action.notation) == action.id
        assert tiny.action_space.notation(action.id) == action.notation
        assert action.label and not action.label.startswith("vf.")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 80))
def test_replay_gives_the_same_hash(tiny: VoidfallGame, seed: int, steps: int) -> None:
    """Replaying the log from the initial state reproduces the recorded state."""
    session = random_position(tiny, seed, steps)
    loaded = Session.loads(tiny, session.dumps())
    assert state_hash(loaded.replay()) == state_hash(session.state)


def test_same_setup_seed_actions_same_game(tiny: VoidfallGame) -> None:
    """Determinism: two runs of the same setup, seed and choices are identical."""
    a = random_position(tiny, 42, 50).state
    b = random_position(tiny, 42, 50).state
    assert to_json(a) == to_json(b)


def test_different_seeds_differ(tiny: VoidfallGame) -> None:
    states = {state_hash(tiny.new_game(Config(players=2, seed=s))) for s in range(6)}
    assert len(states) > 1


def test_views_hide_hands_decks_tokens_and_rng(tiny: VoidfallGame) -> None:
    """Hidden information (ARCHITECTURE: Hidden information) never reaches another seat."""
    state = random_position(tiny, 5, 10).state
    state.houses[1].agenda_hand = ["w1", "s1"]
    state.board.agenda_offer.update(wealth="", support="")  # so nothing else shows them
    secret_bounty = state.galaxy.sector("s5").bounty
    assert secret_bounty
    view = tiny.view(state, 0)
    text = msgspec.json.encode(view).decode()
    assert view.houses[1].agenda_hand == ["?", "?"]
    assert view.rng.state == 0
    assert all(card == "?" for deck in view.board.event_decks for card in deck)
    assert all(card == "?" for deck in view.board.agenda_decks.values() for card in deck)
    assert view.galaxy.sector("s5").bounty == ["?"] * len(secret_bounty)
    assert secret_bounty[0] not in text
    assert '"w1"' not in text
    own = tiny.view(state, 1)
    assert own.houses[1].agenda_hand == ["w1", "s1"]
    assert state.houses[1].agenda_hand == ["w1", "s1"], "views never change the real state"
