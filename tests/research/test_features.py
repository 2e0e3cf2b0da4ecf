"""The feature vector: fixed length, and nothing another seat hides can change it."""

from __future__ import annotations

import numpy as np

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.research.features import FEATURE_SIZE, features
from domineum.voidfall.ai.determinize import determinize
from domineum.voidfall.core import memo
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config
from tests.research.conftest import midgame


def test_constant_length_for_every_player_count(game: VoidfallGame) -> None:
    for players in (2, 3, 4):
        state = game.new_game(Config(players=players, seed=players))
        for seat in range(players):
            vector = features(game.view(state, seat), seat)
            assert vector.shape == (FEATURE_SIZE,)
            assert vector.dtype == np.float32


def test_other_seats_hidden_hand_and_decks_do_not_change_the_vector(game: VoidfallGame) -> None:
    state = midgame(game)
    agendas = sorted(game.content.agendas)
    state.houses[1].agenda_hand = agendas[:2]
    other = clone(state)
    memo.forget(other)
    other.houses[1].agenda_hand = agendas[2:4]  # another hand of the same size
    for deck in other.board.agenda_decks.values():
        deck.reverse()
    other.board.improved_deck.reverse()
    other.board.bounty_pile.reverse()
    other.rng = Rng.seeded(12345)
    mine = features(game.view(state, 0), 0)
    assert np.array_equal(mine, features(game.view(other, 0), 0))
    # seat 1 sees its own hand: the comparison above is not vacuous
    assert not np.array_equal(features(game.view(state, 1), 1), features(game.view(other, 1), 1))


def test_determinized_states_look_the_same_to_the_seat(game: VoidfallGame) -> None:
    state = midgame(game, players=3, seed=8)
    view = game.view(state, 0)
    samples = [determinize(view, 0, game.content, Rng.seeded(s)) for s in range(4)]
    assert len({tuple(s.board.improved_deck) for s in samples}) > 1  # hidden facts differ
    expected = features(view, 0)
    for sample in samples:
        assert np.array_equal(features(game.view(sample, 0), 0), expected)
