"""Overcoming a Crisis outside your own Actions step (VF-CRISIS-14, VF-CRISIS-15): a Crisis that
names an effect (``does``) is offered right after its seat resolves that effect — during the
Preparation Phase (an Event box), the Evaluation Phase (a Galactic Event objective benefit), or
on another player's turn through a Joint Focus effect that player gave them."""

from __future__ import annotations

import msgspec
import pytest

from domineum.kernel import messages
from domineum.voidfall.content import file_messages  # noqa: F401  (registers vf.content.*)
from domineum.voidfall.content.void_schema import Requirement
from domineum.voidfall.core import memo
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.state import ChooseAction, Config, GameState, Phase, Step, TurnState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import crises
from domineum.voidfall.notation.position import load_position
from tests.voidfall.coop import coopkit
from tests.voidfall.coop.coopkit import effect
from tests.voidfall.solo import solokit

ACTIVATE = "crisis-16"  # B: activate Fleet Power while holding 1+ Trade token
PRODUCE = "crisis-18"  # C: after producing, spend 2 Energy


def _at_step(
    phase: str,
    step: str,
    event: str,
    houses: dict[int, dict[str, Arg]],
    mode: str = "coop",
    players: int = 2,
) -> GameState:
    """A game of Cycle 2 at ``step`` of ``phase`` with Galactic Event ``event``."""
    names = [s.name for s in procedure_for(_config(mode, players)).phases[phase]]
    return load_position(
        {
            "base": {
                "players": players,
                "seed": 5,
                "mode": mode,
                "options": ["difficulty=easy"],
            },
            "cycle": 2,
            "phase": phase,
            "board": {"event": event},
            "houses": houses,
            "stack": [
                {"kind": "phase", "seat": NOBODY, "name": phase, "stage": names.index(step) + 1}
            ],
        },
        solokit.game(),
    )


def _config(mode: str, players: int) -> Config:
    return coopkit.config(players) if mode == "coop" else solokit.config()


def _ongoing(state: GameState, track: str, crisis: str) -> None:
    """``crisis`` alone on ``track`` (every other track space free)."""
    solokit.clear_tracks(state)
    solokit.void(state).track(track)[0] = solokit.take_crisis(state, crisis)
    memo.forget(state)


@pytest.mark.parametrize(("mode", "players"), [("coop", 2), ("solo", 1)])
def test_vf_crisis_15_an_objective_benefit_overcomes_an_ongoing_crisis(
    mode: str, players: int
) -> None:
    """VF-CRISIS-15, VF-CRISIS-13, VF-SOLO-EVAL-10 (the digest's T-60, with an authored card):
    in the Evaluation's Galactic objectives, Technological Dawn's benefit (3+ Technologies:
    produce one resource type) meets Fortress of Humanity ("after producing, spend 2 Energy"):
    the ongoing Crisis is offered right after the production, overcome with the extra cost
    paid, and the Economic track closes up — in co-op and in solo."""
    techs: dict[str, Arg] = {
        "technologies": {"shields": "basic", "targeting": "basic", "torpedoes": "basic"},
        "resources": {"energy": 3, "credits": 0},
    }
    state = _at_step(
        "evaluation", "galactic_objectives", "technological_dawn", {0: techs}, mode, players
    )
    _ongoing(state, "economic", PRODUCE)
    assert solokit.kinds(state)[0] == ("resource", "food")  # the objective's benefit
    solokit.choose(state, "resource", "food")
    assert ("overcome", "economic-1") in solokit.kinds(state)
    solokit.choose(state, "overcome", "economic-1")
    while solokit.kinds(state) and solokit.kinds(state)[0][0] == "pay":
        solokit.choose(state, "pay", "energy")
    v = solokit.void(state)
    assert PRODUCE not in v.economic and PRODUCE in v.crisis_discards["1"]
    assert state.houses[0].resource("energy") == 1
    assert "vf.void.note.overcome_objective" in solokit.notes(state)


def test_vf_crisis_15_not_without_the_extra_cost() -> None:
    """VF-CRISIS-13, VF-CRISIS-15: the same benefit without 2 Energy (or Credits) to pay:
    nothing is offered and the Crisis stays."""
    poor: dict[str, Arg] = {
        "technologies": {"shields": "basic", "targeting": "basic", "torpedoes": "basic"},
        "resources": {"energy": 0, "credits": 0},
    }
    state = _at_step("evaluation", "galactic_objectives", "technological_dawn", {0: poor})
    _ongoing(state, "economic", PRODUCE)
    solokit.choose(state, "resource", "food")
    assert not any(k[0] == "overcome" for k in solokit.kinds(state))
    assert solokit.void(state).economic[0] == PRODUCE


def test_vf_crisis_14_an_event_box_in_preparation_overcomes_a_crisis() -> None:
    """VF-CRISIS-14, VF-CRISIS-12: in the Preparation Phase, Imminent Doom's box (activate 1 Fleet
    Power, or deploy 1) meets Base of Operations ("activate Fleet Power while holding 1+ Trade
    token") for the seat holding a Trade token, not for the other."""
    holder: dict[str, Arg] = {"trade_loose": 1}
    state = _at_step("preparation", "event_boxes", "imminent_doom", {0: holder})
    state.houses[1].trade_loose = 0
    state.houses[1].agenda_trade = [False for _ in state.houses[1].agenda_trade]
    _ongoing(state, "military", ACTIVATE)
    seen: dict[int, bool] = {}
    for _ in range(40):
        kinds = solokit.kinds(state)
        seat = coopkit.top_seat(state)
        if ("overcome", "military-1") in kinds:
            seen[seat] = True
            solokit.choose(state, "overcome", "military-1")
            break
        pick = next((k for k in kinds if k[0] == "option" and k[1:] == ("1",)), None)
        pick = pick or next((k for k in kinds if k != ("done",)), kinds[0])
        solokit.choose(state, *pick)
        if state.phase != "preparation":
            break
    assert seen == {0: True}
    assert ACTIVATE not in solokit.void(state).military
    assert "vf.void.note.overcome_preparation" in solokit.notes(state)


def _seat0_turn(state: GameState) -> GameState:
    """Seat 0 in its Actions step."""
    state.turn = TurnState(seat=0, focus="reinforcement", taken=["3"])
    state.stack[-1] = ChooseAction(seat=0)
    memo.forget(state)
    return state


def test_vf_crisis_14_a_joint_effect_lets_another_player_overcome_on_your_turn() -> None:
    """VF-CRISIS-14, VF-ACTION-20: on seat 0's turn, seat 0 gives seat 1 a Joint effect (you
    and/or another player: activate 2 Fleet Power); seat 1, holding a Trade token, may then
    overcome Base of Operations on seat 0's turn. The same activation by seat 1 not given
    through a Joint effect offers nothing."""
    state = _seat0_turn(coopkit.at_selection(2))
    _ongoing(state, "military", ACTIVATE)
    state.houses[1].trade_loose = 1
    joint: dict[str, Arg] = {"op": "joint", "who": "d", "effect": {"op": "activate", "amount": 2}}
    effect(state, 0, joint)
    solokit.choose(state, "seat", "1")
    assert coopkit.top_seat(state) == 1
    assert ("overcome", "military-1") in solokit.kinds(state)
    solokit.choose(state, "overcome", "military-1")
    assert ACTIVATE not in solokit.void(state).military
    assert "vf.void.note.overcome_joint" in solokit.notes(state)

    other = _seat0_turn(coopkit.at_selection(2))
    _ongoing(other, "military", ACTIVATE)
    other.houses[1].trade_loose = 1
    effect(other, 1, {"op": "activate", "amount": 1})  # not a Joint effect: no offer
    assert not any(k[0] == "overcome" for k in solokit.kinds(other))
    assert solokit.void(other).military[0] == ACTIVATE


def test_vf_crisis_14_your_own_effect_in_your_actions_step() -> None:
    """VF-CRISIS-07, VF-CRISIS-12: a Crisis naming an effect is also overcome in your own Actions
    step, right after the effect, while the condition holds (not without the Trade token)."""
    state = _seat0_turn(coopkit.at_selection(2))
    _ongoing(state, "military", ACTIVATE)
    state.houses[0].trade_loose = 1
    effect(state, 0, {"op": "activate", "amount": 1})
    assert ("overcome", "military-1") in solokit.kinds(state)
    poor = _seat0_turn(coopkit.at_selection(2))
    _ongoing(poor, "military", ACTIVATE)
    poor.houses[0].trade_loose = 0
    poor.houses[0].agenda_trade = [False for _ in poor.houses[0].agenda_trade]
    effect(poor, 0, {"op": "activate", "amount": 1})
    assert not any(k[0] == "overcome" for k in solokit.kinds(poor))


def test_a_requirement_names_either_a_focus_or_an_effect() -> None:
    """VF-CRISIS-11: a Crisis requirement names what must be done, a Focus action or an effect,
    never both and never neither (refused at load); the bundled cards all do."""
    for bad in ({"kind": "B"}, {"kind": "B", "focus": "policy", "does": {"op": "activate"}}):
        with pytest.raises(msgspec.ValidationError, match=r"vf\.content\.requirement"):
            msgspec.convert(bad, type=Requirement)
    assert "either a Focus" in messages.render("vf.content.requirement")
    assert coopkit.PACK.crises[ACTIVATE].requirement.does == {"op": "activate"}
    assert all(
        bool(c.requirement.focus) != bool(c.requirement.does) for c in coopkit.PACK.crises.values()
    )


def test_vf_crisis_14_not_during_the_setups_origin_effects() -> None:
    """VF-CRISIS-14: the setup's Origin effects are resolved under Cycle 1's Preparation frame
    before its first step runs: they are not "during the Preparation Phase" (no offer); the
    same effect once a Preparation step runs is."""
    for step, offered in (("", False), ("event_boxes", True)):
        state = coopkit.at_selection(2)
        _ongoing(state, "military", ACTIVATE)
        state.houses[0].trade_loose = 1
        state.phase = "preparation"
        state.stack.append(Phase(seat=NOBODY, name="preparation", stage=4, step=step))
        done = Step(seat=0, effect=Effect("activate", {"amount": 1}))
        crises.after_effect(state, coopkit.CONTENT, done)
        top = state.stack[-1]
        assert (isinstance(top, Step) and top.effect.op == crises.OVERCOME) == offered


def test_vf_crisis_14_a_forgone_effect_meets_nothing() -> None:
    """VF-CRISIS-14, VF-ACTION-10: a Joint effect the other player forgoes ("produce one
    resource type", then ``done``) was not done: Fortress of Humanity is not offered; produced,
    it is."""
    for pick, offered in (("done", False), ("resource", True)):
        state = _seat0_turn(coopkit.at_selection(2))
        _ongoing(state, "economic", PRODUCE)
        state.houses[1].resources = [5, 5, 5, 5, 5]
        joint: dict[str, Arg] = {
            "op": "joint",
            "who": "b",
            "effect": {"op": "produce", "choose": 1},
        }
        effect(state, 0, joint)
        solokit.choose(state, "seat", "1")
        if pick == "done":
            solokit.choose(state, "done")
        else:
            solokit.choose(state, "resource", "food")
        assert (("overcome", "economic-1") in solokit.kinds(state)) == offered


def test_vf_crisis_14_an_event_box_deploys_and_overcomes_a_starting_crisis() -> None:
    """VF-CRISIS-14, VF-CRISIS-13, VF-CRISIS-08: in the Preparation Phase, Imminent Doom's box
    (activate 1 Fleet Power, or deploy 1 at Home) taken as the deployment meets Corrupted but
    Not Broken ("after deploying Fleet Power, spend 1 Energy"): overcome with the Energy paid,
    the Starting Crisis goes back to the box, not to a discard pile."""
    rich: dict[str, Arg] = {"resources": {"energy": 3}}
    state = _at_step("preparation", "event_boxes", "imminent_doom", {0: rich})
    _ongoing(state, "military", "crisis-05")
    offered = False
    for _ in range(12):
        kinds = solokit.kinds(state)
        if ("overcome", "military-1") in kinds:
            offered = True
            break
        mine = coopkit.top_seat(state) == 0
        pick = ("effect", "2") if mine and ("effect", "2") in kinds else kinds[0]
        solokit.choose(state, *(("done",) if not mine and ("done",) in kinds else pick))
    assert offered and coopkit.top_seat(state) == 0
    solokit.choose(state, "overcome", "military-1")
    while solokit.kinds(state)[0][0] == "pay":
        solokit.choose(state, "pay", "energy")
    v = solokit.void(state)
    assert "crisis-05" in v.boxed and "crisis-05" not in v.military
    assert state.houses[0].resource("energy") == 2
    assert "vf.void.note.overcome_preparation" in solokit.notes(state)


def test_vf_crisis_14_a_joint_deployment_overcomes_on_another_players_turn() -> None:
    """VF-CRISIS-14, VF-ACTION-20, VF-CRISIS-13: seat 0 gives seat 1 a Joint effect (deploy 1
    Fleet Power at Home); right after it seat 1 may overcome Energy Leak ("after deploying
    Fleet Power, spend 1 Energy") on seat 0's turn, paying the Energy itself; without Energy
    (or Credits) nothing is offered and the Crisis stays."""
    joint: dict[str, Arg] = {
        "op": "joint",
        "who": "b",
        "effect": {"op": "deploy", "amount": 1, "where": "home"},
    }
    for energy, offered in ((2, True), (0, False)):
        state = _seat0_turn(coopkit.at_selection(2))
        _ongoing(state, "military", "crisis-19")
        state.houses[1].resources[1] = energy  # food, energy, materials, credits, science
        state.houses[1].resources[3] = 0  # Credits could stand in for it
        effect(state, 0, joint)
        solokit.choose(state, "seat", "1")
        assert solokit.kinds(state)[0][0] == "deploy"
        solokit.choose(state, *solokit.kinds(state)[0])
        assert state.houses[1].resource("energy") == energy
        kinds = solokit.kinds(state)
        assert (("overcome", "military-1") in kinds) == offered
        if offered:
            assert coopkit.top_seat(state) == 1
            solokit.choose(state, "overcome", "military-1")
            while solokit.kinds(state)[0][0] == "pay":
                solokit.choose(state, "pay", "energy")
            assert state.houses[1].resource("energy") == 1
            assert "crisis-19" in solokit.void(state).crisis_discards["1"]
        else:
            assert solokit.void(state).military[0] == "crisis-19"


def test_vf_crisis_15_an_objective_benefit_overcomes_a_level_iii_crisis() -> None:
    """VF-CRISIS-15, VF-CRISIS-13, VF-CRISIS-08: Technological Dawn's benefit (produce one
    resource type) in the Evaluation meets Sinister Prophets (Level III: "after producing,
    spend 1 Credit") on the Economic track: overcome, it goes to the Level III discard pile."""
    techs: dict[str, Arg] = {
        "technologies": {"shields": "basic", "targeting": "basic", "torpedoes": "basic"},
        "resources": {"credits": 2},
    }
    state = _at_step("evaluation", "galactic_objectives", "technological_dawn", {0: techs})
    _ongoing(state, "economic", "crisis-56")
    solokit.choose(state, "resource", "food")
    assert ("overcome", "economic-1") in solokit.kinds(state)
    solokit.choose(state, "overcome", "economic-1")
    while solokit.kinds(state) and solokit.kinds(state)[0][0] == "pay":
        solokit.choose(state, "pay", "credits")
    v = solokit.void(state)
    assert "crisis-56" in v.crisis_discards["3"] and "crisis-56" not in v.economic
    assert "vf.void.note.overcome_objective" in solokit.notes(state)
