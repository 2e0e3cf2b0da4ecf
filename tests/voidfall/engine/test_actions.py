"""The Actions step (VF-ACTION-01..19), Selection details (VF-SELECT-05, VF-SELECT-07) and valid
targets (VF-TARGET-01..05)."""

from __future__ import annotations

from pathlib import Path

import pytest

from domineum.kernel.errors import ContentError
from domineum.kernel.record import Session
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ChooseAction, Config, ResolveAction
from domineum.voidfall.rules import countables, production
from tests.voidfall.engine.gamekit import (
    bundled,
    bundled_actions,
    choosing_actions,
    names,
    pack_with,
    play,
    refused,
    select,
    tiny_position,
)


def test_vf_action_01_a_focus_card_has_three_actions(tmp_path: Path) -> None:
    """VF-ACTION-01: three actions, each with an optional cost, a name and effects; a card with
    two is refused when the pack loads."""
    work = bundled().content.action("focus:production:3")
    assert work.name == "Optimize" and work.cost and work.effects
    cards = [
        {
            "id": "alpha",
            "name": "Alpha",
            "source": "authored",
            "actions": [{"name": "A", "effects": [{"op": "nothing"}]}] * 2,
        }
    ]
    with pytest.raises(ContentError, match="a Focus card has 3 actions"):
        pack_with(tmp_path, "focus_cards.yaml", cards)


def test_vf_focus_04_selection_then_actions_then_cleanup(tiny: VoidfallGame) -> None:
    """VF-FOCUS-04: a turn is Selection (Focus card, then the extras), Actions, then Cleanup, in
    that order; nothing of a later step is offered earlier."""
    state = tiny_position(
        tiny,
        board={"turn_order": [0, 1]},
        houses={"0": {"trade_loose": 2, "agenda_hand": ["d1"]}},
        stack=[{"kind": "select_focus", "seat": 0}],
    )
    kinds = []
    for text in ("focus alpha", "flip", "begin", "take 1", "effect 1", "end"):
        kinds.append(type(state.stack[-1]).__name__)
        state = play(tiny, state, text)
    assert kinds == [
        "SelectFocus",
        "SelectExtras",
        "SelectExtras",
        "ChooseAction",
        "ResolveAction",
        "ChooseAction",
    ]
    assert type(state.stack[-1]).__name__ == "Cleanup"
    assert refused(tiny, state, "take 2").rule_id.startswith("VF-CLEANUP")


def test_vf_action_06_an_action_is_finished_before_the_next(tiny: VoidfallGame) -> None:
    """VF-ACTION-06: while an action's effects are open no other action can start; forgoing them
    ('done') returns to the choice of action."""
    state = play(tiny, choosing_actions(tiny), "take 3")
    assert isinstance(state.stack[-1], ResolveAction)
    refused(tiny, state, "take 1")
    state = play(tiny, state, "done")
    assert isinstance(state.stack[-1], ChooseAction) and "take 1" in names(tiny, state)


def test_vf_action_07_08_effects_in_any_order_both_on_a_green_line() -> None:
    """VF-ACTION-07, VF-ACTION-08: Production's Supply (green line) resolves its second effect first
    and then the first; both are allowed."""
    houses = {"0": {"resources": {"food": 1, "energy": 1, "materials": 1}}}
    state = play(bundled(), bundled_actions("production", houses), "take 2")
    assert set(names(bundled(), state)) == {"effect 1", "effect 2", "done"}
    state = play(bundled(), state, "effect 2")
    influence_after_first = state.houses[0].influence
    assert "effect 1" in names(bundled(), state)
    state = play(bundled(), state, "effect 1")
    assert state.houses[0].influence == influence_after_first
    assert state.houses[0].resource("food") > 1


def test_vf_action_12_a_technology_ability_changes_an_effect() -> None:
    """VF-ACTION-12, WE-04(a): Neural Matrix gives 2 Credits before each Credits production."""
    game = bundled()
    plain = bundled_actions("production", {"0": {"resources": {"credits": 5}}})
    with_nm = bundled_actions(
        "production",
        {
            "0": {
                "resources": {"credits": 5},
                "technologies": {"shields": "basic", "neural_matrix": "basic"},
            }
        },
    )
    gained = []
    for state in (plain, with_nm):
        production.produce(state, game.content, 0, "credits")
        gained.append(state.houses[0].resource("credits") - 5)
    assert gained[1] == gained[0] + 2


def test_vf_action_14_technology_action_after_gaining_it() -> None:
    """VF-ACTION-14, VF-ACTION-13, VF-TECH-14: Improved Terraforming's action names Innovation;
    gained by Innovation's Invent, it is offered once that action is over."""
    houses = {
        "0": {
            "resources": {"science": 2},
            "technologies": {"shields": "basic", "terraforming": "basic"},
            "tracks": [3, 0, 0],
        }
    }
    state = bundled_actions(
        "innovation",
        houses,
        cycle=2,
        board={
            "turn_order": [0, 1],
            "improvement_block": False,
            "improved_offer": ["terraforming"],
        },
    )
    assert "tech-action terraforming 1" not in names(bundled(), state)
    state = play(bundled(), state, "take 2", "effect 1", "improve terraforming")
    assert state.houses[0].resource("science") == 0
    assert state.houses[0].technologies["terraforming"] == "improved"
    assert "tech-action terraforming 1" in names(bundled(), state)


def track_pack(tmp_path: Path) -> VoidfallGame:
    spaces: list[list[dict[str, object]]] = [[{"op": "nothing"}] for _ in range(8)]
    spaces[1] = [{"op": "gain", "food": 1}, {"op": "gain", "energy": 1}]
    tracks = {"source": "authored", "society": spaces, "statecraft": spaces, "economy": spaces}
    return pack_with(tmp_path, "civilization.yaml", tracks)


def test_vf_action_15_triggered_effects_any_order_optional(tmp_path: Path) -> None:
    """VF-ACTION-15: a track space's two benefits are resolved in the order the player likes,
    either may be forgone, and no other action starts before they are done."""
    game = track_pack(tmp_path)
    state = choosing_actions(game, turn={"seat": 0, "focus": "alpha"})
    push_step(state, game.content, 0, Effect("advance", {"track": "society"}), cost=False)
    assert set(names(game, state)) == {"effect 1", "effect 2", "done"}
    refused(game, state, "take 1")
    food, energy = state.houses[0].resource("food"), state.houses[0].resource("energy")
    state = play(game, state, "effect 2", "done")
    assert state.houses[0].resource("energy") == energy + 1
    assert state.houses[0].resource("food") == food
    assert isinstance(state.stack[-1], ChooseAction)


def test_vf_action_16_a_special_sector_modifies_production() -> None:
    """VF-ACTION-16, VF-SECTOR-17: a special sector's printed bonus changes what produce gives."""
    game = bundled()
    state = bundled_actions("production", {})
    before = production.level(state, game.content, 0, "materials")
    outpost = next(s for s in state.galaxy.controlled_by(0) if s.home_of < 0)
    outpost.type = "asteroid_belt"
    assert production.level(state, game.content, 0, "materials") == before + 2


def test_vf_action_17_forgoing_a_technology_benefit_still_costs_it() -> None:
    """VF-ACTION-17, VF-TECH-04: Terraforming's action is paid in full (1 Materials) even if its
    Population increase is then forgone."""
    houses = {
        "0": {
            "resources": {"materials": 1, "credits": 0},
            "technologies": {"shields": "basic", "terraforming": "basic"},
        }
    }
    state = play(bundled(), bundled_actions("development", houses), "tech-action terraforming 1")
    assert state.houses[0].resource("materials") == 0
    population = [s.population for s in state.galaxy.sectors]
    state = play(bundled(), state, "done")
    assert [s.population for s in state.galaxy.sectors] == population
    assert state.houses[0].resource("materials") == 0


def test_vf_action_19_plus_gains_minus_pays(tiny: VoidfallGame) -> None:
    """VF-ACTION-19: '+' icons gain (Harvest: +2 Food), '-' icons pay (Work: -1 Food)."""
    state = choosing_actions(tiny, houses={"0": {"resources": {"food": 3, "credits": 0}}})
    state = play(tiny, state, "take 1", "effect 1")
    assert state.houses[0].resource("food") == 5
    state = play(tiny, state, "take 2")
    assert state.houses[0].resource("food") == 4


def test_vf_select_05_an_agenda_gained_this_turn_waits(tiny: VoidfallGame) -> None:
    """VF-SELECT-05, DT-15, VF-AGENDA-05: an Agenda gained during Actions goes to the hand but
    cannot be played this turn; it can be in a later Selection."""
    state = choosing_actions(tiny, houses={"0": {"agenda_hand": []}})
    push_step(state, tiny.content, 0, Effect("gain_agenda", {"type": "dominance"}), cost=False)
    state = play(tiny, state, "offer dominance")
    assert state.houses[0].agenda_hand == ["d1"]
    assert refused(tiny, state, "agenda d1").rule_id == "VF-SELECT-05"


def test_vf_select_07_undo_back_to_selection_without_new_information(tiny: VoidfallGame) -> None:
    """VF-SELECT-07: your own choices of this turn can be taken back to the start of Selection
    while nothing new was revealed (undo is replay of the log, not a game action)."""
    session = Session(tiny, tiny.new_game(Config(players=2, houses=("red", "blue"), seed=4)))
    while not names(tiny, session.state)[0].startswith("focus"):
        session.apply(tiny.legal_ids(session.state)[0])
    seat = tiny.current_seat(session.state)
    assert seat is not None
    start = session.state
    session.apply(tiny.action_space.parse("focus alpha"))
    assert session.undo(seat) and session.state == start
    state = select(tiny, session.state, "alpha")
    assert isinstance(state.stack[-1], ChooseAction)
    # the negative cases: never another seat's decision, never past another seat's decision
    session.apply(tiny.action_space.parse("focus alpha"))
    other = 1 - seat
    assert not session.undo(other) and session.state != start
    while tiny.current_seat(session.state) == seat:
        session.apply(tiny.legal_ids(session.state)[-1])  # "end" comes last: the turn ends
    assert tiny.current_seat(session.state) == other
    session.apply(tiny.legal_ids(session.state)[0])  # the next seat decides something
    before = session.state
    assert not session.undo(seat) and session.state == before


# --- Valid targets -------------------------------------------------------------------------


def test_vf_target_01_02_effects_reach_only_your_own_pieces() -> None:
    """VF-TARGET-01, VF-TARGET-02: growing a Population or placing a Corruption offers only your
    sectors and your mat, never another player's."""
    game = bundled()
    state = bundled_actions("development", {"0": {"resources": {"science": 2}}})
    theirs = {s.id for s in state.galaxy.controlled_by(1)}
    push_step(state, game.content, 0, Effect("corrupt"), cost=True)
    spots = {a.split()[1] for a in names(game, state)}
    assert spots and not spots & theirs


def test_vf_target_03_invade_an_adjacent_sector() -> None:
    """VF-TARGET-03, VF-MOVE-06: Invade targets are adjacent to a sector you control."""
    game = bundled()
    state = bundled_actions("conquest", {"0": {"resources": {"energy": 2, "credits": 0}}})
    state = play(game, state, "take 1", "effect 1")
    mine = {s.id for s in state.galaxy.controlled_by(0)}
    targets = {a.split()[1] for a in names(game, state) if a.startswith("sector")}
    assert targets
    for target in targets:
        assert set(state.galaxy.neighbours(target)) & mine


def test_vf_target_04_objectives_count_only_your_things() -> None:
    """VF-TARGET-04, VF-EVAL-21: another player's Pure sectors never count for you."""
    game = bundled()
    state = bundled_actions("development", {})
    mine = countables.count(state, game.content, 0, "pure_sectors", {})
    for sector in state.galaxy.controlled_by(1):
        sector.corrupted = False
    assert countables.count(state, game.content, 0, "pure_sectors", {}) == mine
    assert mine == len([s for s in state.galaxy.controlled_by(0) if s.is_pure])


def test_vf_target_05_event_instructions_name_voidborn_sectors() -> None:
    """VF-TARGET-05, VF-PREP-20: an event's "place 1 Voidborn FP in an adjacent Voidborn sector"
    offers Voidborn sectors next to yours only."""
    game = bundled()
    state = bundled_actions("development", {})
    push_step(state, game.content, 0, Effect("place_voidborn", {"amount": 1}), cost=False)
    mine = {s.id for s in state.galaxy.controlled_by(0)}
    targets = [a.split()[1] for a in names(game, state) if a.startswith("sector")]
    assert targets
    for target in targets:
        sector = state.galaxy.sector(target)
        assert sector.is_voidborn and set(state.galaxy.neighbours(target)) & mine
