"""An ongoing Passive-penalty Crisis suffered on a later turn (RS-INCCRISIS-03, -04)."""

from __future__ import annotations

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.modes.void import board
from domineum.voidfall.modules.incursion import passive
from tests.voidfall.incursion import kit

WITH_PENALTY = "incursion-crisis-81"  # regular penalty: 1 Corruption on the House mat
WITHOUT = "incursion-crisis-83"  # no regular penalty: only by its condition


def _ongoing(crisis: str) -> GameState:
    """A solo Incursion game, seat 0 active, with ``crisis`` ongoing on the War track."""
    state = kit.new(1, 3)
    content = kit.game().content
    v = board.void(state)
    for pile in (*v.crisis_decks.values(), *v.crisis_discards.values()):
        if crisis in pile:
            pile.remove(crisis)
    if v.current_crisis == crisis:
        v.current_crisis = ""
    board.place_ongoing(state, content, crisis, "military")
    state.turn.seat = 0
    return state


def _corruption(state: GameState) -> tuple[object, ...]:
    house = state.houses[0]
    return (*house.track_corrupted, *house.agenda_corrupted)


def _suffer(state: GameState, notation: str) -> GameState:
    """Offer the choice as the end of the turn does, take ``notation``, play on (first legal
    choice) until the offer and all it started are resolved."""
    game = kit.game()
    depth = len(state.stack)
    push_step(state, game.content, 0, Effect(passive.SUFFER), cost=True)
    flow.settle(state, game.content)
    state = game.apply_notation(state, notation)
    while len(state.stack) > depth:
        state = game.apply(state, game.legal_actions(state)[0].id)
    return state


def test_the_end_of_the_turn_offers_the_ongoing_crisis_with_a_regular_penalty() -> None:
    """RS-INCCRISIS-03, RS-INCCRISIS-04: after Void Growth the end of the turn offers to suffer
    each ongoing Passive-penalty Crisis that has a regular penalty (named in words), or to keep
    them; one without a regular penalty is never offered."""
    game = kit.game()
    state = _ongoing(WITH_PENALTY)
    space = str(board.void(state).military.index(WITH_PENALTY) + 1)
    frame = Phase(seat=-1, name="turn_end")
    assert not passive.end_of_turn_step(state, game.content, frame)
    actions = game.legal_actions(state)
    assert [a.notation for a in actions] == [f"suffer-ongoing military {space}", "done"]
    assert "(Military, space" in actions[0].label and "Crisis " in actions[0].label
    assert WITH_PENALTY not in actions[0].label  # the card's name, not its id
    plain = _ongoing(WITHOUT)
    assert passive.end_of_turn_step(plain, game.content, Phase(seat=-1, name="turn_end"))
    assert passive.sufferable(plain, game.content, 0) == []


def test_suffering_an_ongoing_crisis_resolves_its_penalty_and_discards_it() -> None:
    """RS-INCCRISIS-03: suffering the regular penalty of an ongoing Passive-penalty Crisis on a
    later turn resolves it (a Corruption on the House mat) and discards the card from its
    track, said in the log; keeping it leaves everything as it was."""
    state = _ongoing(WITH_PENALTY)
    before = _corruption(state)
    space = str(board.void(state).military.index(WITH_PENALTY) + 1)
    after = _suffer(state, f"suffer-ongoing military {space}")
    assert WITH_PENALTY not in passive.on_board(after)
    assert any(WITH_PENALTY in pile for pile in board.void(after).crisis_discards.values())
    assert _corruption(after) != before
    assert any(n.msg == "vf.inc.note.suffer_ongoing" for n in after.notes)
    kept = _suffer(_ongoing(WITH_PENALTY), "done")
    assert WITH_PENALTY in passive.on_board(kept) and _corruption(kept) == before
