"""The other [COOP] and [COOP/SOLO] rules of voidfall-core.md, as a co-op game follows them:
collective Turn Order (VF-PREP-13), the turn's steps with the round's Alert and each player's
Crisis (VF-FOCUS-05, VF-FOCUS-06, VF-CRISIS-04, VF-CRISIS-06), the components (VF-CRISIS-03,
VF-MODE-04) and the Void's Corruption line (VF-END-07)."""

from __future__ import annotations

from itertools import permutations

import pytest

from domineum.voidfall.core import memo
from domineum.voidfall.engine import flow
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.state import ChooseAction, GameState, Phase, TurnState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import refuges, scoring
from domineum.voidfall.notation.position import load_position
from tests.voidfall.coop.coopkit import CONTENT, PACK, at_selection, config
from tests.voidfall.solo import solokit


def _turn_order_step(players: int) -> GameState:
    """A co-op game of Cycle 2 at the Preparation's Turn Order step."""
    names = [s.name for s in procedure_for(config(players)).phases["preparation"]]
    return load_position(
        {
            "base": {
                "players": players,
                "seed": 12,
                "mode": "coop",
                "options": ["difficulty=easy"],
            },
            "cycle": 2,
            "phase": "preparation",
            "stack": [
                {
                    "kind": "phase",
                    "seat": NOBODY,
                    "name": "preparation",
                    "stage": names.index("turn_order") + 1,
                }
            ],
        },
        solokit.game(),
    )


def test_vf_prep_13_the_players_may_agree_on_any_turn_order() -> None:
    """VF-PREP-13 (decision S-21): in co-op the Turn Order step stays (solo skips it), each
    player in turn taking a free position, so every order the players agree on is reached."""
    assert "turn_order" not in [
        s.name for s in procedure_for(solokit.config()).phases["preparation"]
    ]
    game = solokit.game()
    reached = set()
    for wanted in permutations(range(3)):
        state = _turn_order_step(3)
        for _ in range(3):
            seat = game.current_seat(state)
            assert seat is not None
            position = wanted.index(seat) + 1
            game.apply_in_place(state, game.action_space.id_of("position", (str(position),)))
        reached.add(tuple(state.board.turn_order))
        assert tuple(state.board.turn_order) == wanted
    assert len(reached) == 6


@pytest.mark.parametrize("seed", [0, 6])  # a War Alert first, a Situation first
def test_vf_focus_06_each_turn_reveals_its_crisis_then_the_void_advances(seed: int) -> None:
    """VF-FOCUS-05, VF-FOCUS-06, VF-CRISIS-04, VF-CRISIS-06, VF-VOIDADV-12: the round's Alert is
    revealed once, before the first turn; each player's turn reveals that player's Crisis (none
    with a War Alert) before the Selection, and the turn ends with that player's Void Advances
    step, after Cleanup."""
    assert [s.name for s in procedure_for(config(3)).phases["turn_end"]][-2:] == [
        "void_advances",
        "end_round",
    ]
    game = solokit.game()
    state = game.new_game(config(3, seed=seed))
    seen: list[tuple[str, int]] = []
    while state.round <= 1 and not game.is_over(state):
        before = len(state.notes)
        game.apply_in_place(state, game.legal_ids(state)[0])
        for note in state.notes[before:]:
            seen.append((note.msg, int(note.params.get("seat", -1))))
    alerts = [i for i, (m, _) in enumerate(seen) if m.startswith("vf.void.note.alert_")]
    seen = seen[: alerts[1]] if len(alerts) > 1 else seen  # round 1 only
    turns = [
        (i, s) for i, (m, s) in enumerate(seen) if m in ("vf.note.focus", "vf.void.note.joint")
    ]
    assert len(alerts) >= 1 and alerts[0] < turns[0][0]
    war = seen[alerts[0]][0] == "vf.void.note.alert_war"
    crises = [(i, s) for i, (m, s) in enumerate(seen) if m == "vf.void.note.crisis"]
    if war:
        assert not crises and any(m == "vf.void.note.no_crisis" for m, _ in seen)
    else:
        assert len(crises) >= 3 and sorted(s for _, s in turns[:3]) == [0, 1, 2]
        for i, seat in turns[:3]:  # the Crisis of that seat, revealed before its Focus card
            assert any(c < i and s == seat for c, s in crises)


def test_vf_crisis_03_alert_and_crisis_cards() -> None:
    """VF-CRISIS-03: Alert cards are Situations of Level I, II or III or War cards; Crisis cards
    are Starting or Level I-III, each Economic, Military or General, numbered Starting 1-5,
    I 6-24, II 25-47, III 48-68."""
    p = PACK
    assert {(a.kind, a.tier) for a in p.alerts.values()} == {
        ("situation", "1"),
        ("situation", "2"),
        ("situation", "3"),
        ("war", ""),
    }
    ranges = {"start": range(1, 6), "1": range(6, 25), "2": range(25, 48), "3": range(48, 69)}
    base = [c for c in p.crises.values() if not c.module]  # Resurgence's Incursion adds its own
    assert sorted(c.number for c in base) == list(range(1, 69))
    for card in base:
        assert card.number in ranges[card.tier] and card.type in ("economic", "military", "general")


def test_vf_mode_04_three_difficulties_with_their_base_influence() -> None:
    """VF-MODE-04: Easy, Medium and Hard, 60 / 100 / 140 base Influence for the Void, each with
    its Alert deck per Cycle; a co-op game is set up at the difficulty asked."""
    levels = PACK.difficulties
    assert {d: levels[d].base_influence for d in levels} == {"easy": 60, "medium": 100, "hard": 140}
    assert all(len(levels[d].alerts) == 3 for d in levels)
    state = solokit.game().new_game(config(2, difficulty="hard"))
    assert scoring.sheet(state, CONTENT)["base"] == 140


def test_vf_end_07_decontamination_corruption_counts_for_the_void_in_coop() -> None:
    """VF-END-07 (core A-33, decision C-08): in co-op, Corruption stored on Decontamination
    Chambers is counted in the Void's Corruption line like that on a House mat; solo does not
    count it (VF-SOLO-SCORE-10, AMB-36)."""
    state = solokit.game().new_game(config(2))
    before = scoring.counts(state, CONTENT)["corruption"]
    state.houses[0].decontamination = 2
    assert scoring.counts(state, CONTENT)["corruption"] == before + 2
    state.houses[1].track_corrupted[0] = True
    assert scoring.counts(state, CONTENT)["corruption"] == before + 3
    solo = solokit.new("easy", 1)
    alone = scoring.counts(solo, CONTENT)["corruption"]
    solo.houses[0].decontamination = 2
    assert scoring.counts(solo, CONTENT)["corruption"] == alone


def _after_temptation(focus: str) -> GameState:
    """A co-op game: the seat to move has just taken action 2 of ``focus``, and the current
    Crisis is Golden Age (type C: after a Temptation action, spend 1 Credit)."""
    state = at_selection(2)
    seat = state.stack[-1].seat
    v = solokit.void(state)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = solokit.take_crisis(state, "crisis-13")
    state.turn = TurnState(seat=seat, focus=focus, taken=["2"])
    state.stack[-1] = ChooseAction(seat=seat)
    state.houses[seat].resources[3] = 2
    memo.forget(state)
    return state


def test_vf_action_21_a_crisis_is_overcome_in_the_actions_step_not_as_an_action() -> None:
    """VF-ACTION-21, VF-CRISIS-07, VF-CRISIS-10: during your Actions step you may overcome a
    Crisis whose conditions you met; it is not an action (the actions still open stay open);
    a Joint Focus card counts as its Focus for it (VF-SELECT-08)."""
    for focus in ("temptation", "joint_temptation"):
        state = _after_temptation(focus)
        kinds = solokit.kinds(state)
        assert ("overcome", "current") in kinds and ("take", "1") in kinds
        solokit.choose(state, "overcome", "current")
        assert solokit.void(state).current_crisis == "" and state.turn.taken == ["2"]
        assert ("take", "1") in solokit.kinds(state)  # still two actions a turn


def test_vf_civ_13_any_player_entering_tier_4_builds_a_refuge_level() -> None:
    """VF-CIV-13, VF-REFUGE-04(b): entering Tier 4 of a Civilization track lets that player
    build a Refuge level — also a player other than the active one (a Joint effect may advance
    their track), and each player once per track, whoever reached it first."""
    state = at_selection(2)
    me = state.stack[-1].seat
    other = 1 - me
    state.turn = TurnState(seat=me, focus="production")
    state.houses[other].tracks[0] = 7  # the last space, Tier 4
    frame = Phase(seat=NOBODY, name="turn_end", stage=1)
    memo.forget(state)
    state.stack.append(frame)
    assert refuges.achievements_step(state, CONTENT, frame) is False
    flow.settle(state, CONTENT)
    assert state.stack[-1].seat == other and solokit.kinds(state)[0][0] == "refuge"
    state.stack = state.stack[: state.stack.index(frame)]  # the offer is not the point here
    state.houses[me].tracks[0] = 7  # the same track of the active player: its own level
    again = Phase(seat=NOBODY, name="turn_end", stage=1)
    state.stack.append(again)
    assert refuges.achievements_step(state, CONTENT, again) is False
    flow.settle(state, CONTENT)
    assert state.stack[-1].seat == me
