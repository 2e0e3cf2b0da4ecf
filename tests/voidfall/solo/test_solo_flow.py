"""The solo game's course, watched action by action through whole games: Cycles and phases,
rounds per Galactic Event, Preparation steps 1, 2, 4 and no Turn Order, the Alert discard per
round, the Void's Influence only at the end (VF-SOLO-CYCLE, -TURN, -PREP, -GEN, -DIFF)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import scoring
from tests.voidfall.solo import solokit
from tests.voidfall.solo.test_scoring import _bare

CONTENT = solokit.game().content


@dataclass
class Trace:
    """What a whole game showed, in order."""

    phases: list[tuple[int, str]] = field(default_factory=list)  # (cycle, phase) as entered
    rounds: dict[int, int] = field(default_factory=dict)  # cycle -> last Focus round seen
    events: dict[int, str] = field(default_factory=dict)
    events_left: dict[int, int] = field(default_factory=dict)  # that Cycle's deck afterwards
    block: dict[int, bool] = field(default_factory=dict)  # Improvement Block in the Focus phase
    offers: dict[int, tuple[str, ...]] = field(default_factory=dict)  # at the Focus phase start
    kinds: set[str] = field(default_factory=set)
    influence_during_play: set[int] = field(default_factory=set)
    end: GameState | None = None


def _play(difficulty: str, seed: int) -> Trace:
    """A random game that never picks a Catastrophe when the Void offers another way (so it
    reaches Cycle 3), traced after every action."""
    game = solokit.game()
    state = game.new_game(solokit.config(difficulty, seed))
    rng = random.Random(seed)
    trace = Trace()
    while True:
        key = (state.cycle, state.phase)
        if not trace.phases or trace.phases[-1] != key:
            if state.phase == "focus":
                trace.events[state.cycle] = state.board.event
                trace.events_left[state.cycle] = len(state.board.event_decks[state.cycle - 1])
                trace.block[state.cycle] = state.board.improvement_block
                trace.offers[state.cycle] = tuple(state.board.improved_offer)
            trace.phases.append(key)
        if state.phase == "focus":
            trace.rounds[state.cycle] = max(trace.rounds.get(state.cycle, 0), state.round)
        assert state.void is not None
        if game.is_over(state):
            break
        trace.influence_during_play.add(state.void.influence)
        choices = game.choices(state)
        trace.kinds.update(c.kind for c in choices)
        calm = [
            c for c in choices if not (c.kind in ("growth", "war") and c.values == ("catastrophe",))
        ]
        pick = rng.choice(calm or choices)
        game.apply_in_place(state, game.action_space.encode(pick.kind, *pick.values))
    trace.end = state
    return trace


@pytest.fixture(scope="module")
def trace() -> Trace:
    for seed in range(5, 60):
        t = _play("easy", seed)
        assert t.end is not None
        if t.end.cycle == 3 and t.end.void is not None and t.end.void.sheet:
            return t
    raise AssertionError("no random game reached the end of Cycle 3")


def _notes(trace: Trace) -> list[tuple[str, dict[str, str | int]]]:
    assert trace.end is not None
    return [(n.msg, n.params) for n in trace.end.notes]


def test_vf_solo_cycle_01_three_cycles_of_three_phases(trace: Trace) -> None:
    """VF-SOLO-CYCLE-01, VF-SOLO-CYCLE-02, VF-SOLO-GEN-01, VF-SOLO-EVAL-01, VF-SOLO-END-01:
    Preparation, Focus, Evaluation in each of 3 Cycles, in that order; after the 3rd
    Evaluation the game is over."""
    phases = [(p["cycle"], p["phase"]) for m, p in _notes(trace) if m == "vf.note.phase"]
    expected = [(c, p) for c in (1, 2, 3) for p in ("preparation", "focus", "evaluation")]
    assert phases == expected
    assert trace.phases[-1] == (3, "over")


def test_vf_solo_turn_04_turn_steps_in_order(trace: Trace) -> None:
    """VF-SOLO-TURN-04, VF-SOLO-ALERT-02, VF-SOLO-VOIDADV-01: a round with a Situation Alert
    reveals a Crisis, then the player selects a Focus, then the Void Grows; a round with a War
    Alert reveals no Crisis and ends with the War resolution."""
    steps = {
        "vf.void.note.alert_situation": "S",
        "vf.void.note.alert_war": "W",
        "vf.void.note.crisis": "c",
        "vf.void.note.no_crisis": "n",
        "vf.note.focus": "f",
        "vf.void.note.heroic": "f",  # a Heroic Focus card played instead
        "vf.void.note.growth": "g",
        "vf.void.note.growth_skipped": "g",  # the step, with the Crisis discarded (Heroic card)
        "vf.void.note.war": "w",
    }
    line = "".join(steps.get(m, "") for m, _ in _notes(trace))
    rounds = [r for r in line.replace("S", "|S").replace("W", "|W").split("|") if r]
    assert len(rounds) == sum(trace.rounds.values())
    for r in rounds:
        assert r in ("Scfg", "Wnfw"), rounds


def test_vf_solo_turn_01_rounds_per_galactic_event(trace: Trace) -> None:
    """VF-SOLO-TURN-01, VF-SOLO-TURN-02, VF-SOLO-TURN-05, VF-SOLO-TURN-06, VF-SOLO-TURN-03: each
    Cycle's Focus phase has as many rounds as its Galactic Event prints, each with one Alert
    and one turn; at the end every round's Alert is in the Alert discard."""
    alerts: dict[int, int] = {}
    cycle = 0
    for msg, params in _notes(trace):
        if msg == "vf.note.phase":
            cycle = int(params["cycle"])
        if msg in ("vf.void.note.alert_situation", "vf.void.note.alert_war"):
            alerts[cycle] = alerts.get(cycle, 0) + 1
    for cycle in (1, 2, 3):
        rounds = CONTENT.events[trace.events[cycle]].rounds
        assert trace.rounds[cycle] == rounds
        assert alerts[cycle] == rounds
    assert trace.end is not None and trace.end.void is not None
    assert len(trace.end.void.alert_discard) == CONTENT.events[trace.events[3]].rounds
    assert trace.end.void.alert == ""


def test_vf_solo_prep_11_one_event_revealed_the_rest_boxed(trace: Trace) -> None:
    """VF-SOLO-PREP-11, VF-SOLO-SETUP-29: each Cycle reveals a Galactic Event of that Cycle
    and boxes the others of its deck."""
    for cycle in (1, 2, 3):
        assert CONTENT.events[trace.events[cycle]].cycle == cycle
        assert trace.events_left[cycle] == 0
    assert len(set(trace.events.values())) == 3


def test_vf_solo_prep_07_bottom_trade_token_boxed_from_cycle_2() -> None:
    """VF-SOLO-PREP-01, VF-SOLO-PREP-07, VF-SOLO-PREP-10: the solo Preparation boxes the
    bottommost Trade token of the Galactic board from Cycle 2 on (not in Cycle 1), has no
    Turn Order step, and an empty ladder stays empty."""

    state = solokit.new("easy", 3)
    steps = procedure_for(state.config).phases["preparation"]
    assert "turn_order" not in [s.name for s in steps]
    step = next(s for s in steps if s.name == "remove_trade_token")
    assert not step.first_cycle
    state.cycle = 2
    state.board.trade_ladder = [1, 0, 1, 1, 0, 0]
    step.run(state, CONTENT, Phase(seat=NOBODY, name="preparation"))
    assert state.board.trade_ladder == [1, 0, 1, 0, 0, 0]
    state.board.trade_ladder = [0] * 6
    step.run(state, CONTENT, Phase(seat=NOBODY, name="preparation"))
    assert state.board.trade_ladder == [0] * 6


def test_vf_solo_prep_08_improvement_block_and_cycle_3_offer(trace: Trace) -> None:
    """VF-SOLO-PREP-08, VF-SOLO-PREP-09, VF-SOLO-SETUP-37: the Improvement Block lies on the
    4 Improved Technologies in Cycle 1 and is gone from Cycle 2; Cycle 3 boxes what is left of
    that offer and shows 4 new Improved Technologies."""
    assert trace.block == {1: True, 2: False, 3: False}
    assert len(trace.offers[1]) == 4 and trace.offers[1] == trace.offers[2]
    assert len(trace.offers[3]) == 4 and not set(trace.offers[3]) & set(trace.offers[2])
    assert trace.end is not None
    assert not set(trace.offers[2]) & set(trace.end.board.improved_deck)


def test_vf_solo_prep_10_no_turn_order_step(trace: Trace) -> None:
    """VF-SOLO-PREP-10, VF-SOLO-GEN-02: a solo game never asks for a Turn Order position."""
    assert "position" not in trace.kinds
    assert "focus" in trace.kinds  # the trace did see the player's decisions


def test_vf_solo_gen_03_void_influence_only_at_the_end(trace: Trace) -> None:
    """VF-SOLO-GEN-03, VF-SOLO-END-03: the Void has no Influence during play; it is computed
    once, when the game ends."""
    assert trace.influence_during_play == {0}
    assert trace.end is not None and trace.end.void is not None
    assert trace.end.void.influence == sum(trace.end.void.sheet.values()) > 0


@pytest.mark.parametrize(("difficulty", "base"), [("easy", 60), ("medium", 100), ("hard", 140)])
def test_vf_solo_diff_04_base_influence(difficulty: str, base: int) -> None:
    """VF-SOLO-DIFF-04, VF-SOLO-SCORE-02: the Void's base Influence is 60, 100 or 140."""
    assert scoring.sheet(_bare(difficulty), CONTENT)["base"] == base
