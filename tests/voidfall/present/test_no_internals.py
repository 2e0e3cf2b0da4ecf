"""Random games read as a person reads them: no label, log line or board rendering contains an
internal id, a raw dict or list, ``None``, ``GAP`` or a bare ``option N`` (issue 14)."""

from __future__ import annotations

import random

import pytest

from domineum.kernel.record import Session
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.present import board
from domineum.voidfall.present.log import full_log
from domineum.voidfall.present.render import render
from tests.voidfall.present.leaks import leaks


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


def _walk(
    game: VoidfallGame, seed: int, players: int, limit: int, config: Config | None = None
) -> Session[GameState]:
    rnd = random.Random(seed)
    config = config or Config(players=players, seed=seed)
    session: Session[GameState] = Session(game, game.new_game(config))
    problems: list[tuple[str, list[str]]] = []
    for _ in range(limit):
        if game.is_over(session.state):
            break
        legal = game.legal_actions(session.state)
        for action in legal:
            found = leaks(game.content, action.label)
            if found:
                problems.append((action.label, found))
        session.apply(rnd.choice(legal).id)
    assert problems == [], problems[:5]
    return session


@pytest.mark.parametrize(("seed", "players"), [(0, 2), (1, 3), (2, 4), (5, 2)])
def test_labels_log_and_board_of_random_games_have_no_internals(
    game: VoidfallGame, seed: int, players: int
) -> None:
    _read_as_a_person(game, _walk(game, seed, players, 2500))


MODULE_WALKS = [
    ("competitive", 3, ("psionics",)),
    ("competitive", 2, ("arsenal",)),
    ("competitive", 4, ("psionics", "arsenal")),
]  # solo/co-op walks are left out: the Void's and Incursion's log and board print card ids


@pytest.mark.parametrize(("mode", "players", "modules"), MODULE_WALKS)
def test_random_games_with_modules_have_no_internals(
    game: VoidfallGame, mode: str, players: int, modules: tuple[str, ...]
) -> None:
    """RS-MOD-01: with Psionics and the Voidborn Arsenal on (RS-PAGENDA, RS-ARSENAL), labels,
    the log and the board read as plain language."""
    seed = 3 + len(modules)
    config = Config(players=players, seed=seed, mode=mode, modules=modules)
    _read_as_a_person(game, _walk(game, seed, players, 2500, config))


def _read_as_a_person(game: VoidfallGame, session: Session[GameState]) -> None:
    ids = [entry.id for entry in session.log]
    lines = list(full_log(game, session.initial, ids, None))
    assert len(lines) > len(ids)  # every decision, plus what it changed
    bad = [(line, leaks(game.content, line)) for line in lines if leaks(game.content, line)]
    assert bad == [], bad[:5]
    view = game.view(session.state, 0)
    texts = [
        render(game, session.state, 0),
        board.offers_text(game.content, view),
        *(board.house_text(game.content, view, s, 0) for s in view.seats),
        *(board.sector_text(game.content, view, s.id) for s in view.galaxy.sectors),
    ]
    for text in texts:
        assert leaks(game.content, text) == [], text


def test_the_log_never_shows_another_seats_kept_agenda(game: VoidfallGame) -> None:
    """VF-AGENDA hidden hands: a spectator's log says a seat kept an Agenda, never which."""
    session = _walk(game, 10, 2, 1500)
    ids = [entry.id for entry in session.log]
    spectator = "\n".join(full_log(game, session.initial, ids, None))
    kept = [
        game.action_space.decode(e.id)
        for e in session.log
        if game.action_space.decode(e.id)[0] == "keep"
    ]
    if not kept:
        pytest.skip("no Agenda was kept from a draw in this game")
    assert "keeps one of the Agendas drawn" in spectator
    assert "Keep the Agenda" not in spectator


def test_spectator_rendering_lists_no_choices(game: VoidfallGame) -> None:
    """A spectator (or another seat) never sees the choices, which may name a hidden card."""
    state = game.new_game(Config(players=2, seed=0))
    seat = game.current_seat(state)
    assert seat is not None
    assert "[" not in render(game, state, None).split("decides.")[-1]
    assert "  [" in render(game, state, seat)  # the deciding seat sees its numbered choices


def test_the_log_never_shows_a_face_down_focus_card(game: VoidfallGame) -> None:
    """VF-VARIANT-02: a pre-selected Focus card is face down until revealed; the log of another
    seat says that a card was chosen, never which."""
    rnd = random.Random(4)
    state = game.new_game(Config(players=2, seed=4, preselected_focus=True))
    session: Session[GameState] = Session(game, state)
    for _ in range(300):
        if game.is_over(session.state):
            break
        session.apply(rnd.choice(game.legal_ids(session.state)))
    ids = [entry.id for entry in session.log]
    spectator = list(full_log(game, session.initial, ids, None))
    assert any("chooses a Focus card face down" in line for line in spectator)
    assert not any("face down for this round" in line for line in spectator)
    own = list(full_log(game, session.initial, ids, 0))
    assert any("Seat 0: Choose" in line and "face down for this round" in line for line in own)
