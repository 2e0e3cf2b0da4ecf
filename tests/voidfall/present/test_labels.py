"""Labels say what ``apply`` will do, in context (issue 14), found in random games."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from domineum.kernel.actions import Action
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import ChooseAction, Config, GameState, Note, Step
from domineum.voidfall.present import board
from domineum.voidfall.present.cardtext import effects_text
from domineum.voidfall.present.log import note_text
from domineum.voidfall.rules import card_actions

Found = tuple[GameState, Action]


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


def _decisions(game: VoidfallGame, seeds: range, limit: int = 2500) -> Iterator[Found]:
    for seed in seeds:
        rnd = random.Random(seed)
        state = game.new_game(Config(players=2 + seed % 3, seed=seed))
        for _ in range(limit):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            for action in legal:
                yield state, action
            state = game.apply(state, rnd.choice(legal).id)


def _first(game: VoidfallGame, keep: Callable[[GameState, Action], bool]) -> Found:
    for state, action in _decisions(game, range(12)):
        if keep(state, action):
            return state, action
    pytest.fail("no such decision in the random games")


def _op(state: GameState) -> str:
    frame = state.stack[-1]
    return frame.effect.op if isinstance(frame, Step) else ""


def test_upkeep_payment_says_how_much_is_paid_and_with_what(game: VoidfallGame) -> None:
    """VF-EVAL-07..09: each Upkeep point is paid with 1 Food or 2 Energy/Materials."""
    _, action = _first(game, lambda s, a: _op(s) == "upkeep" and a.notation.startswith("option"))
    assert action.label.startswith("Upkeep: ") and " paid — pay 1 with " in action.label


def test_trade_bonus_options_name_their_space_and_reward(game: VoidfallGame) -> None:
    """VF-TRADE-07: the bonus of the token's space or of a space below it."""
    _, action = _first(
        game, lambda s, a: _op(s) == "gain_trade" and a.notation.startswith("option")
    )
    assert action.label.startswith("Trade Bonus of ladder space ")


def test_bounty_options_show_the_token_and_the_choice(game: VoidfallGame) -> None:
    """VF-BOUNTY-03: a token face "A, or B" is a choice of one."""
    _, action = _first(
        game, lambda s, a: _op(s) == "token_face" and a.notation.startswith("option")
    )
    assert action.label.startswith(("Bounty token (", "Reclaim token (", "Trade Bonus ("))
    assert "): gain" in action.label or "): activate" in action.label or "): deploy" in action.label


def test_a_preferred_focus_action_is_labelled_with_its_own_card(game: VoidfallGame) -> None:
    """VF-PREF-01: the action taken is the Preferred Focus card's, not the played card's."""
    state, action = _first(
        game,
        lambda s, a: _op(s) == "preferred_action" and a.notation.startswith("take"),
    )
    frame = state.stack[-1]
    assert isinstance(frame, Step)
    card = game.content.focus_cards[frame.picks[0]]
    assert f" of {card.name} — " in action.label


def test_the_face_up_offer_names_the_agenda(game: VoidfallGame) -> None:
    state, action = _first(game, lambda s, a: a.notation.startswith("offer "))
    kind = action.notation.split()[1]
    name = game.content.agendas[state.board.agenda_offer[kind]].name
    assert name in action.label


def test_header_gives_the_round_only_in_the_focus_phase(game: VoidfallGame) -> None:
    """VF-PREP-01: rounds belong to the Focus Phase; Evaluation has none ('round 6 of 5')."""
    state, _ = _first(game, lambda s, a: s.phase == "evaluation")
    assert "round" not in board.header(game.content, state)


def test_a_tied_combat_is_not_said_to_be_won(game: VoidfallGame) -> None:
    """VF-COMBAT: a tie has no winner."""
    text = note_text(game.content, Note("vf.note.combat", {"sector": "s3", "outcome": "tie"}))
    assert text == "Combat in s3: a tie (nobody wins)"


def test_sectors_are_listed_in_numeric_order(game: VoidfallGame) -> None:
    state = game.new_game(Config(players=4, seed=1))
    lines = board.board_text(game.content, state, 0).splitlines()
    ids = [
        line.split()[0]
        for line in lines
        if line.strip()[:1] == "s" and line.split()[0][1:].isdigit()
    ]
    assert ids == sorted(ids, key=lambda s: int(s[1:])) and len(ids) > 10


def test_a_focus_action_label_shows_the_cost_in_force(game: VoidfallGame) -> None:
    """VF-PREP-19: an Event box may change the cost of Preferred-Focus actions; the label says
    what will be charged, not the printed cost."""

    def changed(state: GameState, action: Action) -> bool:
        if not action.notation.startswith("take ") or not isinstance(state.stack[-1], ChooseAction):
            return False
        n = action.notation.split()[1]
        seat = state.stack[-1].seat
        printed = game.content.action(f"focus:{state.turn.focus}:{n}").cost
        return (
            card_actions.focus_action(state, game.content, seat, state.turn.focus, n).cost
            != printed
        )

    state, action = _first(game, changed)
    n = action.notation.split()[1]
    seat = state.stack[-1].seat
    in_force = card_actions.focus_action(state, game.content, seat, state.turn.focus, n)
    printed = game.content.action(f"focus:{state.turn.focus}:{n}")
    assert effects_text(game.content, in_force.cost) in action.label
    if printed.cost:
        assert effects_text(game.content, printed.cost) not in action.label
