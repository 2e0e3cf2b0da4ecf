"""Determinism, replay and undo with Resurgence's modules on (issue 13, "Determinism"; RS-MOD).

For each module combination: the same configuration, seed and actions give the same hash; a
saved game replays bit-identically through ``voidfall replay``; a draw from a face-down deck a
module or the Void brings (the Psionic deck, the Alert and Crisis decks, Incursion's Alert
piles) is an information barrier that undo never crosses.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.kernel.rng import Rng
from domineum.voidfall.cli.app import main
from domineum.voidfall.game import VoidfallGame, void_piles
from domineum.voidfall.model.state import Config, GameState

COMBINATIONS = [
    ("competitive", 2, ("psionics",)),
    ("competitive", 2, ("arsenal",)),
    ("competitive", 3, ("psionics", "arsenal")),
    ("solo", 1, ("psionics",)),
    ("solo", 1, ("arsenal", "incursion")),
    ("coop", 2, ("psionics", "arsenal", "incursion")),
]
IDS = ["-".join((mode, *modules)) for mode, _, modules in COMBINATIONS]


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


def config(mode: str, players: int, modules: tuple[str, ...], seed: int) -> Config:
    options = ("difficulty=easy",) if mode != "competitive" else ()
    return Config(players=players, seed=seed, mode=mode, modules=modules, options=options)


def played(game: VoidfallGame, cfg: Config, actions: int) -> Session[GameState]:
    session = Session(game, game.new_game(cfg))
    rng = Rng.seeded(cfg.seed + 40)
    while len(session.log) < actions and not game.is_over(session.state):
        session.apply(rng.choice(game.legal_ids(session.state)))
    return session


@pytest.mark.parametrize(("mode", "players", "modules"), COMBINATIONS, ids=IDS)
def test_same_setup_seed_and_actions_give_the_same_game(
    game: VoidfallGame, tmp_path: Path, mode: str, players: int, modules: tuple[str, ...]
) -> None:
    """RS-MOD-01: with the modules on, a game is a function of its configuration and actions;
    `voidfall replay` of the saved file agrees with the hash, and the file is left unchanged."""
    cfg = config(mode, players, modules, seed=11)
    session = played(game, cfg, 150)
    assert game.new_game(cfg) == session.initial
    again = Session(game, game.new_game(cfg))
    for entry in session.log:
        again.apply(entry.id)
    assert state_hash(again.state) == state_hash(session.state)
    assert [e.barrier for e in again.log] == [e.barrier for e in session.log]
    path = tmp_path / "g.json"
    path.write_bytes(session.dumps())
    before = path.read_bytes()
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert f"replayed {len(session.log)} actions" in result.output
    assert path.read_bytes() == before


def _pile_sizes(state: GameState) -> tuple[int, ...]:
    """Sizes of the face-down decks the modules and the Void draw from."""
    return (len(state.board.agenda_decks.get("psionic", [])), *void_piles(state))


DECKS = [c for c in COMBINATIONS if c[0] != "competitive" or "psionics" in c[2]]


@pytest.mark.parametrize(
    ("mode", "players", "modules"), DECKS, ids=[i for i in IDS if i != "competitive-arsenal"]
)
def test_a_draw_from_a_module_deck_is_a_barrier_undo_never_crosses(
    game: VoidfallGame, mode: str, players: int, modules: tuple[str, ...]
) -> None:
    """VF-SELECT-07, VF-SOLO-TURN-03, RS-PAGENDA-03, RS-INCPREP-05: every action that draws from
    (or returns to) such a deck is logged as a barrier, and its seat cannot take it back."""
    draws = 0
    for seed in range(23, 33):  # random walks until one draws from such a deck
        cfg = config(mode, players, modules, seed=seed)
        session = Session(game, game.new_game(cfg))
        rng = Rng.seeded(cfg.seed)
        while len(session.log) < 2000 and not game.is_over(session.state):
            before = _pile_sizes(session.state)
            session.apply(rng.choice(game.legal_ids(session.state)))
            if _pile_sizes(session.state) != before:
                draws += 1
                entry = session.log[-1]
                assert entry.barrier, f"action {len(session.log)} ({entry.notation}) is no barrier"
                assert not session.can_undo(entry.seat)
        if draws:
            break
    assert draws > 0
