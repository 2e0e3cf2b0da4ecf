"""Incursion's Passive-penalty Crises (RS-INCCRISIS-02..05; authored cards
``modules/incursion/void/crises.yaml``): in force while on the Crisis board, discarded by
suffering their regular penalty only when they have one."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modes.void import board, growth
from domineum.voidfall.modules.incursion import attack, crises, passive
from tests.voidfall.incursion import kit
from tests.voidfall.solo import solokit

PASSIVE = tuple(f"incursion-crisis-{n}" for n in range(81, 87))


def _current(state: GameState, crisis_id: str) -> None:
    """``crisis_id`` out of its pile and made the current Crisis."""
    v = board.void(state)
    for pile in (*v.crisis_decks.values(), *v.crisis_discards.values()):
        if crisis_id in pile:
            pile.remove(crisis_id)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = crisis_id


def _growth_picks(state: GameState) -> list[str]:
    memo.forget(state)
    push_step(state, kit.game().content, 0, Effect(growth.GROWTH), cost=True)
    flow.settle(state, kit.game().content)
    return [c.values[0] for c in flow.options(state, kit.game().content) if c.kind == "growth"]


def test_dealt_only_with_incursion() -> None:
    """RS-INCCRISIS-02, RS-MOD-07: the six Passive-penalty Crises are in an Incursion game's
    Crisis decks (or already drawn), never in a base solo game's."""
    state = kit.new(1, 3)
    v = board.void(state)
    seen = passive.on_board(state)
    for pile in (*v.crisis_decks.values(), *v.crisis_discards.values()):
        seen += pile
    assert all(c in seen for c in PASSIVE)
    base = solokit.new("easy", 3)
    v = board.void(base)
    dealt = [c for pile in v.crisis_decks.values() for c in pile]
    assert not any(c in dealt for c in PASSIVE)


def test_passive_skirmish_value_while_on_the_board() -> None:
    """RS-INCCRISIS-02: Pressure on the Frontier adds 1 to every Incursion Skirmish value while
    it is the current Crisis or ongoing on a track; once gone, nothing."""
    state = kit.new(1, 3)
    content = kit.game().content
    before = attack.value(state, content, 0, "evaluation")
    _current(state, "incursion-crisis-83")
    total, parts = attack.value(state, content, 0, "evaluation")
    assert parts["passive"] == 1 and total == before[0] + 1
    v = board.void(state)
    v.current_crisis = ""
    board.place_ongoing(state, content, "incursion-crisis-83", "military")
    assert attack.value(state, content, 0, "evaluation")[1]["passive"] == 1
    board.discard_crisis(state, content, "incursion-crisis-83")
    assert "incursion-crisis-83" not in passive.on_board(state)
    assert attack.value(state, content, 0, "evaluation")[1]["passive"] == 0


def test_passive_regroup_moves() -> None:
    """RS-INCCRISIS-02: Swarm Instinct gives every Voidborn Regroup 1 more move, said in the
    log."""
    state = kit.new(1, 3)
    content = kit.game().content
    _current(state, "incursion-crisis-82")
    assert passive.bonus(state, content, "regroup") == 1
    crises.regroup_moves(state, content, 1, 0)
    assert any(n.msg == "vf.inc.note.passive_regroup" and n.params["n"] == 1 for n in state.notes)


def test_regular_penalty_only_when_the_card_has_one() -> None:
    """RS-INCCRISIS-03, RS-INCCRISIS-04, RS-INCCRISIS-05: at the end of the turn a Crisis with
    a regular penalty may be suffered to discard it; one without can only stay (ongoing) or be
    removed by a Catastrophe (or by meeting its condition)."""
    state = kit.new(1, 3)
    _current(state, "incursion-crisis-81")  # regular penalty: 1 Corruption on the mat
    picks = _growth_picks(state)
    assert "suffer" in picks and "catastrophe" in picks
    state = kit.new(1, 3)
    _current(state, "incursion-crisis-83")  # none: only by its condition
    picks = _growth_picks(state)
    assert "suffer" not in picks
    assert "catastrophe" in picks and "ongoing-military" in picks
