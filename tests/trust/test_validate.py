"""The state validator (checks/validate.py) refuses what the rules never reach and accepts
everything they do."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.voidfall.checks.validate import first_problem
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


@pytest.mark.parametrize("seed", range(3))
def test_every_state_of_a_random_game_is_valid(game: VoidfallGame, seed: int) -> None:
    """VF-RES-07, VF-COMP-04: states reached by the rules pass, from setup to the end."""
    state = game.new_game(Config(players=2 + seed, seed=seed, preselected_focus=seed == 2))
    rng = Rng.seeded(seed)
    steps = 0
    while not game.is_over(state):
        assert first_problem(state, game.content) is None, steps
        state = game.apply(state, rng.choice(game.legal_ids(state)))
        steps += 1
    assert first_problem(state, game.content) is None


def broken(game: VoidfallGame, change: str) -> GameState:
    state = clone(game.new_game(Config(players=2, seed=1)))
    house, sector = state.houses[0], state.galaxy.sectors[0]
    if change == "stock":
        house.resources[2] = 16
    elif change == "fleet power":
        house.fp_inactive -= 1
    elif change == "owner":
        sector.owner = 3
    elif change == "turn order":
        state.board.turn_order = [0, 5]
    elif change == "event":
        state.board.event_decks[0].append("no_such_event")
    elif change == "houses":
        state.houses.append(clone(house))
    return state


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ("stock", "resources.materials is 16; it must be 0 to 15"),
        ("fleet power", "Fleet Power, not 14"),
        ("owner", "names seat 3"),
        ("turn order", "board.turn_order names seat 5"),
        ("event", "unknown Galactic Event 'no_such_event'"),
        ("houses", "one House per player (2), not 3"),
    ],
)
def test_the_first_problem_is_named(game: VoidfallGame, change: str, says: str) -> None:
    """VF-RES-08, VF-COMP-04: a broken state is refused with its first problem, plainly."""
    problem = first_problem(broken(game, change), game.content)
    assert problem is not None and says in problem
