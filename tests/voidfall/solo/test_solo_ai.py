"""The Void's face-down decks in a solo view and in the bots' search: their order is hidden
from the player and the search treats what they deal as chance (VF-SOLO-SETUP-12,
VF-SOLO-SETUP-16, VF-SOLO-SETUP-18, VF-SOLO-ALERT-04, VF-SOLO-CRISIS-01)."""

from __future__ import annotations

from collections import Counter

from domineum.kernel.game import state_hash
from domineum.kernel.rng import Rng
from domineum.voidfall.ai.determinize import determinize
from domineum.voidfall.ai.heuristics import relative
from domineum.voidfall.ai.players import make_bot
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.model.state import ChooseAction, Config, GameState, SelectFocus
from domineum.voidfall.model.void import VoidState
from tests.voidfall.solo import solokit


def _decks(v: VoidState) -> list[list[str]]:
    return [
        v.alert_deck,
        v.war_pile,
        *v.situation_piles.values(),
        *v.crisis_decks.values(),
        v.heroic_deck,
    ]


def test_vf_solo_setup_18_a_solo_view_hides_the_order_of_every_void_deck() -> None:
    """VF-SOLO-SETUP-12, VF-SOLO-SETUP-16, VF-SOLO-SETUP-18: the Alert deck and piles, the
    Crisis decks and the Heroic deck lie face down: the player's view shows what they hold,
    never their order, and two games whose decks differ only in order look the same."""
    game = solokit.game()
    state = solokit.new("hard", 4)
    other = solokit.new("hard", 4)
    for deck in _decks(solokit.void(other)):
        deck.reverse()
    view, view_other = game.view(state, 0), game.view(other, 0)
    assert view.void is not None and view_other.void is not None
    for shown, real in zip(_decks(view.void), _decks(solokit.void(state)), strict=True):
        assert shown == sorted(real)
    assert state_hash(view) == state_hash(view_other)
    assert view.rng.state == 0


def test_vf_solo_alert_04_search_samples_the_void_decks_as_chance() -> None:
    """VF-SOLO-ALERT-04, VF-SOLO-CRISIS-01: every determinization of the player's view keeps
    what each Void deck holds and shuffles its order afresh (the next Alert and Crisis are
    chance to the search); each sample is a legal game state."""
    game = solokit.game()
    state = solokit.new("medium", 7)
    view = game.view(state, 0)
    rng = Rng.seeded(11)
    orders: set[tuple[str, ...]] = set()
    for _ in range(8):
        sample: GameState = determinize(view, 0, game.content, rng)
        v = solokit.void(sample)
        for got, real in zip(_decks(v), _decks(solokit.void(state)), strict=True):
            assert Counter(got) == Counter(real)
        assert violations(sample, game.content) == []
        orders.add(tuple(v.crisis_decks["1"]))
    assert len(orders) > 1


def test_vf_solo_alert_04_mcts_decides_without_touching_the_game() -> None:
    """The search plays on its samples only: choosing a move leaves the real game (and its
    hidden deck order) as it was, and the move is a legal one."""
    game = solokit.game()
    state = solokit.to_selection(solokit.new("easy", 3))
    before = state_hash(state)
    bot = make_bot("mcts", game, 5)
    bot.iterations = 20  # type: ignore[attr-defined]
    legal = game.legal_actions(state)
    action, _why = bot.choose(state, legal)
    assert action in legal
    assert state_hash(state) == before


def test_vf_solo_score_01_mcts_centres_its_rewards_on_the_root_against_the_void() -> None:
    """VF-SOLO-SCORE-01: the evaluation subtracts the Void's Influence, so it lies far below 0,
    where a logistic reward is flat; the search centres its rewards on the root's value (the
    root itself is worth 0.5) and spends 10 iterations per legal option."""
    game = solokit.game()
    state = solokit.to_selection(solokit.new("easy", 3))
    bot = make_bot("mcts", game, 5)
    legal = game.legal_actions(state)
    _action, why = bot.choose(state, legal)
    view = game.view(state, 0)
    assert relative(view, game.content, 0) < -50.0
    assert bot.origin == relative(view, game.content, 0)  # type: ignore[attr-defined]
    assert bot._reward(view, 0) == 0.5  # type: ignore[attr-defined]
    assert str(min(200, 10 * len(legal))) in why


def test_vf_action_02_greedy_judges_a_focus_card_once_all_its_actions_are_played() -> None:
    """VF-ACTION-02, VF-SOLO-FOCUS-04: against the Void, greedy judges each Focus card, a
    Heroic one included, once its actions are over (the turn has left the Actions step), so
    a card with two useful actions is not judged after its first; in a competitive game a
    card is still judged after its first action."""
    game = solokit.game()
    state = solokit.to_selection(solokit.new("easy", 3))
    bot = make_bot("greedy", game, 5)
    before = state_hash(state)
    legal = game.legal_actions(state)
    assert any(a.notation.startswith("heroic") for a in legal)
    for action in legal:
        after = bot.outcome(state, action.id, 0)  # type: ignore[attr-defined]
        assert not isinstance(after.stack[0], SelectFocus | ChooseAction), action.notation
    assert state_hash(state) == before
    competitive = game.new_game(Config(players=2, seed=3))
    while not isinstance(competitive.stack[-1], SelectFocus):
        game.apply_in_place(competitive, game.legal_ids(competitive)[0])
    seat = game.current_seat(competitive)
    rival = make_bot("greedy", game, 5)
    first = game.legal_actions(competitive)[0]
    judged = rival.outcome(competitive, first.id, seat)  # type: ignore[attr-defined]
    assert isinstance(judged.stack[0], ChooseAction)
