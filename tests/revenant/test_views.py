"""Hidden information never reaches another seat's view; labels come from the catalog."""

from __future__ import annotations

from domineum.kernel.game import to_json
from domineum.kernel.rng import Rng
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, GameState


def _states(game: RevenantGame, players: int, seed: int, every: int = 7) -> list[GameState]:
    s = game.new_game(Config(players=players, seed=seed))
    rng = Rng.seeded(seed)
    out = []
    k = 0
    while game.current_seat(s) is not None:
        if k % every == 0:
            out.append(s)
        ids = game.legal_ids(s)
        s = game.apply(s, ids[rng.below(len(ids))])
        k += 1
    return [*out, s]


def test_views_hide_other_seats_hidden_information(game: RevenantGame) -> None:
    """RV-HI-04, RV-AGENDA-02, RV-SETUP-06: another seat's Hidden Influence, Secret Agendas and
    Operation hand, every deck order, the RNG and the seed are hidden."""
    for players in (2, 4):
        for s in _states(game, players, seed=players):
            for seat in range(players):
                view = game.view(s, seat)
                text = to_json(view).decode()
                assert view.rng.state == 0 and view.seed == 0 and view.config.seed == 0
                for p in s.players:
                    if p.seat == seat:
                        continue
                    playing = {f.arg for f in s.stack if f.kind in ("affil_bonus", "discount")}
                    secret = [
                        c
                        for c in (*p.hi, *p.hand, p.fleet_agenda, p.personal_agenda)
                        if c not in playing
                    ]  # a card being played is shown
                    leaked = [c for c in secret if c and f'"{c}"' in text]
                    assert not leaked, f"seat {seat} sees {leaked} of seat {p.seat}"
                assert set(view.hi_deck) <= {"?"} and set(view.colony_deck) <= {"?"}
                assert all(set(d) <= {"?"} for d in view.op_decks.values())
                assert len(view.hi_deck) == len(s.hi_deck)
                own = view.players[seat]
                assert own.hi == s.players[seat].hi and own.hand == s.players[seat].hand


def test_hidden_fingerprint_marks_draws(game: RevenantGame) -> None:
    """An action that draws a hidden card changes the hidden fingerprint (undo barrier)."""
    s = game.new_game(Config(players=3, seed=9))
    while s.phase == "setup":
        s = game.apply(s, game.legal_ids(s)[0])
    before = game.hidden_fingerprint(s)
    after = game.apply_notation(s, "board captain frigate")  # draws Hidden Influence
    assert game.hidden_fingerprint(after) != before


def test_every_label_is_a_rendered_message(game: RevenantGame) -> None:
    """Every action label comes from the message catalog: no message ids, no placeholders."""
    seen = 0
    for players in (1, 2, 3, 4):
        for s in _states(game, players, seed=10 + players, every=3):
            for a in game.legal_actions(s):
                assert not a.label.startswith("rv.") and "{" not in a.label, a.label
                assert "_" not in a.label and a.label[0].isupper(), a.label
                seen += 1
    assert seen > 500


def test_determinize_fills_every_hidden_card(game: RevenantGame) -> None:
    """The search bots' sample of a view: no '?' left, own cards kept, the card counts and every
    invariant intact (it never needs the true hidden information)."""
    from domineum.revenant.ai.determinize import determinize
    from domineum.revenant.checks.invariants import problems

    rng = Rng.seeded(5)
    for players in (2, 3):
        for s in _states(game, players, seed=20 + players, every=40):
            seat = game.current_seat(s)
            if seat is None:
                continue
            view = game.view(s, seat)
            sample = determinize(view, seat, game.content, rng)
            assert '"?"' not in to_json(sample).decode()
            assert sample.players[seat].hi == s.players[seat].hi
            assert sample.players[seat].hand == s.players[seat].hand
            assert not problems(sample, game.content)
            assert sorted(game.legal_ids(sample)) == sorted(game.legal_ids(s))
