"""Refuge achievement A counted per player and per turn, the Preparation and the Evaluation
Phases being turns of their own (VF-REFUGE-04, VF-REFUGE-05)."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.model.terms import NOBODY, RESOURCES
from domineum.voidfall.modes.void import refuges
from domineum.voidfall.rules import production
from tests.voidfall.coop import coopkit
from tests.voidfall.coop.coopkit import CONTENT, effect
from tests.voidfall.solo import solokit

EVERYTHING: dict[str, Arg] = {"op": "produce", "resources": list(RESOURCES)}
JOINT: dict[str, Arg] = {
    "op": "joint",
    "who": "b",
    "effect": {"op": "produce", "resources": list(RESOURCES)},
}


def _full(state: GameState, seat: int) -> None:
    """Every Stock of ``seat`` at 15: each production with a Yield overproduces (VF-PROD-10)."""
    state.houses[seat].resources = [15] * len(RESOURCES)


def _yielding(state: GameState, seat: int) -> str:
    """A resource ``seat`` produces something of: at 15, producing it overproduces once."""
    return next(
        r
        for r in RESOURCES
        if production.yield_for(CONTENT, r, production.level(state, CONTENT, seat, r)) > 0
    )


def _refuge_offers(state: GameState) -> list[int]:
    """The seats offered a Refuge level, in the order they decide."""
    seats = []
    while state.stack and any(k[0] == "refuge" for k in solokit.kinds(state)):
        seats.append(coopkit.top_seat(state))
        solokit.choose(state, "done")
    return seats


def _end(state: GameState, name: str) -> None:
    """Run the ``refuge_achievements`` step of phase ``name`` (a turn's end: ``turn_end``); its
    offers go on top of the stack."""
    refuges.achievements_step(state, CONTENT, Phase(seat=NOBODY, name=name, stage=1))
    memo.forget(state)
    flow.settle(state, CONTENT)


def test_vf_refuge_05_the_phases_end_with_the_achievements_in_solo_and_coop() -> None:
    """VF-REFUGE-05: the Preparation and the Evaluation Phases each end with the Refuge
    achievements step, in solo and in co-op."""
    for config in (coopkit.config(3), solokit.config()):
        phases = procedure_for(config).phases
        assert phases["preparation"][-1].name == "refuge_achievements"
        assert phases["evaluation"][-1].name == "refuge_achievements"
        assert phases["preparation"][-1].first_cycle  # Cycle 1's Event boxes too


def test_vf_refuge_05_two_overproductions_in_preparation_build_a_refuge_level() -> None:
    """VF-REFUGE-04, VF-REFUGE-05: overproducing twice through an effect resolved in the
    Preparation Phase lets that player build a Refuge level when the Phase ends."""
    state = coopkit.at_selection(2)
    _full(state, 1)
    state.phase = "preparation"
    steps = procedure_for(state.config).phases["preparation"]
    state.stack.append(Phase(seat=NOBODY, name="preparation", stage=len(steps)))
    push_step(state, CONTENT, 1, Effect.from_mapping(EVERYTHING), cost=False)
    memo.forget(state)
    flow.settle(state, CONTENT)  # the produce effect, then the Phase's last step
    assert state.houses[1].influence_sheet["overproduction"] >= 6
    assert _refuge_offers(state) == [1]
    assert "vf.void.note.refuge_a" in solokit.notes(state)


def test_vf_refuge_05_preparation_and_the_next_turn_are_separate_turns() -> None:
    """VF-REFUGE-05: one overproduction in the Preparation Phase and one in the turn after it are
    two turns with one each: no achievement A."""
    state = coopkit.at_selection(2)
    resource = _yielding(state, 0)
    state.houses[0].resources[RESOURCES.index(resource)] = 15
    state.phase = "preparation"
    effect(state, 0, {"op": "produce", "resources": [resource]})
    assert refuges.overproductions(state, 0) == 1
    _end(state, "preparation")
    assert _refuge_offers(state) == []
    state.phase = "focus"
    state.houses[0].resources[RESOURCES.index(resource)] = 15
    effect(state, 0, {"op": "produce", "resources": [resource]})
    assert refuges.overproductions(state, 0) == 1
    state.turn.seat = 0
    _end(state, "turn_end")
    assert refuges.overproductions(state, 0) == 0  # counted again from the next turn
    assert _refuge_offers(state) == []


def test_vf_refuge_04_a_player_overproducing_on_another_players_turn() -> None:
    """VF-REFUGE-04 (a): seat 1 overproduces twice on seat 0's turn through Joint effects seat 0
    gave them: at the turn's end seat 1 (not seat 0) may build a Refuge level; seat 0, who also
    overproduced twice, builds one too — each player one per turn, on their own turn and on
    another's."""
    state = coopkit.at_selection(2)
    state.turn.seat = 0
    _full(state, 1)
    effect(state, 0, JOINT)
    solokit.choose(state, "seat", "1")
    assert refuges.overproductions(state, 1) >= 2 and refuges.overproductions(state, 0) == 0
    _end(state, "turn_end")
    assert _refuge_offers(state) == [1]

    both = coopkit.at_selection(2)
    both.turn.seat = 0
    _full(both, 0)
    _full(both, 1)
    effect(both, 0, EVERYTHING)
    effect(both, 0, JOINT)
    solokit.choose(both, "seat", "1")
    _end(both, "turn_end")
    assert _refuge_offers(both) == [0, 1]  # the active player first
