"""Galactic Event boxes (VF-PREP-16..26, T-13): solid and dashed boxes, and the four scopes — each
player, the group, constant (the whole Cycle) and delayed (after each first turn)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.rules import event_rules, skirmish
from tests.voidfall.engine.gamekit import finish_turn, names, pack_with, play, select

EVENTS: list[dict[str, Any]] = [
    {
        "id": "e1",
        "name": "First",
        "cycle": 1,
        "rounds": 2,
        "source": "authored",
        "boxes": [
            {
                "scope": "each",
                "effects": [{"op": "pay", "credits": 1}, {"op": "gain", "science": 2}],
            },
            {"scope": "group", "effects": [{"op": "corrupt_offer", "type": "might"}]},
            {
                "scope": "each",
                "mandatory": False,
                "effects": [{"op": "gain", "food": 1}, {"op": "gain", "energy": 1}],
            },
            {
                "scope": "constant",
                "modifies": {
                    "preferred_extra_cost": [{"op": "pay", "energy": 1}],
                    "skirmish_immune_max_influence": 12,
                },
            },
            {
                "scope": "delayed",
                "effects": [{"op": "influence", "amount": 2}],
                "modifies": {"preferred_extra_cost": [{"op": "pay", "food": 1}]},
            },
        ],
    },
    {
        "id": "e2",
        "name": "Second",
        "cycle": 2,
        "rounds": 2,
        "source": "authored",
        "boxes": [
            {"scope": "each", "effects": [{"op": "corrupt", "where": "track"}]},
            {"scope": "each", "effects": [{"op": "corrupt"}]},
            {"scope": "constant", "modifies": {"preferred_cost": [{"op": "pay", "credits": 1}]}},
        ],
    },
    {"id": "e3", "name": "Third", "cycle": 3, "rounds": 2, "source": "authored"},
]
RICH = {"food": 5, "energy": 5, "materials": 5, "credits": 5, "science": 0}


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> VoidfallGame:
    return pack_with(tmp_path_factory.mktemp("events"), "galactic_events.yaml", EVENTS)


def at_boxes(game: VoidfallGame, cycle: int = 1, **extra: Any) -> GameState:
    """Preparation step 5 (boxes) of ``cycle`` with the Event revealed; Turn Order 1, 0."""
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": ["red", "blue"], "seed": 3},
        "cycle": cycle,
        "phase": "preparation",
        "board": {"turn_order": [1, 0], "event": f"e{cycle}"},
        "houses": {"0": {"resources": RICH}, "1": {"resources": RICH}},
        "stack": [{"kind": "phase", "seat": NOBODY, "name": "preparation", "stage": 5}],
    }
    data.update(extra)
    return load_position(data, game)


def test_vf_prep_16_17_solid_box_resolved_completely_or_ignored(game: VoidfallGame) -> None:
    """VF-PREP-16, VF-PREP-17: boxes top to bottom; a solid box is resolved completely (pay 1
    Credit, gain 2 Science) or, for a player who cannot, ignored as a whole."""
    broke = {**RICH, "credits": 0, "food": 0, "energy": 0, "materials": 0}
    state = at_boxes(game, houses={"0": {"resources": broke}, "1": {"resources": RICH}})
    assert state.houses[1].resource("credits") == 4 and state.houses[1].resource("science") == 2
    assert state.houses[0].resource("science") == 0, "seat 0 could not pay: box ignored"


def test_vf_prep_19_group_box_once_each_box_per_player_in_turn_order(game: VoidfallGame) -> None:
    """VF-PREP-19(1)(2), VF-PREP-18: the group box is resolved once (Might offer Corrupted);
    the dashed box is offered to each player in Turn Order, each effect optional."""
    state = at_boxes(game)
    assert state.board.offer_corrupted == {
        "dominance": False,
        "wealth": False,
        "might": True,
        "support": False,
    }
    assert game.current_seat(state) == 1
    assert set(names(game, state)) == {"effect 1", "effect 2", "done"}
    state = play(game, state, "effect 2", "done")
    assert game.current_seat(state) == 0
    state = play(game, state, "done")
    assert state.phase == "focus"
    assert state.houses[1].resource("energy") == 6 and state.houses[0].resource("energy") == 5


def test_vf_prep_19_constant_box_lasts_the_whole_cycle(game: VoidfallGame) -> None:
    """VF-PREP-19(3): a constant box changes the rules for every turn and the Evaluation: here
    each action of your Preferred Focus (Red: Alpha) costs 1 more Energy; players with 12
    Influence or less are never invaded by a Skirmish. Nothing applies in the next Cycle."""
    state = play(game, at_boxes(game), "done", "done")
    assert game.current_seat(state) == 1
    state = select(game, state, "alpha")
    assert "take 1" in names(game, state)  # Blue has no Preferred Focus: Harvest is free
    state = finish_turn(game, state)
    state.houses[0].resources[1] = 0  # no Energy (and Credits stand in for it: none either)
    state.houses[0].resources[3] = 0
    state = select(game, state, "alpha")
    assert "take 1" not in names(game, state), "Harvest now costs 1 Energy for Red"
    state.houses[0].influence = 12
    assert skirmish.auto_defends(state, game.content, 0)
    state.phase = "evaluation"
    assert skirmish.auto_defends(state, game.content, 0), "the Evaluation too"
    state.houses[0].influence = 13
    assert not skirmish.auto_defends(state, game.content, 0)
    later = at_boxes(game, cycle=3)
    assert event_rules.in_force(later, game.content, 0) == []


def test_vf_prep_19_delayed_box_after_each_first_turn(game: VoidfallGame) -> None:
    """VF-PREP-19(4): a delayed box starts only after each player's first turn: that player
    resolves its effects then (+2 Influence, once) and its rule applies to them from then on."""
    state = play(game, at_boxes(game), "done", "done")
    assert [n for n, _ in event_rules.in_force(state, game.content, 1)] == [3]
    influence = state.houses[1].influence
    state = finish_turn(game, play(game, state, "focus beta"))
    assert state.houses[1].influence == influence + 2
    assert state.houses[1].influence_sheet["events"] == 2
    assert [n for n, _ in event_rules.in_force(state, game.content, 1)] == [3, 4]
    assert [n for n, _ in event_rules.in_force(state, game.content, 0)] == [3]
    state = finish_turn(game, play(game, state, "focus beta"))  # seat 0's first turn
    state = finish_turn(game, play(game, state, "focus alpha"))  # seat 1's second turn
    assert state.houses[1].influence == influence + 2, "the delayed box is resolved once"


def test_vf_prep_19_delayed_and_constant_costs_add_up(game: VoidfallGame) -> None:
    """VF-PREP-19: after Red's first turn both boxes apply to Red's Preferred Focus actions:
    Harvest costs 1 Energy and 1 Food."""
    state = play(game, at_boxes(game), "done", "done")
    state = finish_turn(game, play(game, state, "focus beta"))
    state = finish_turn(game, play(game, state, "focus beta"))
    state = finish_turn(game, play(game, state, "focus alpha"))
    state.houses[0].resources[3] = 0  # no Credits: each cost is paid as printed, no choice
    state = play(game, select(game, state, "alpha"), "take 1")
    house = state.houses[0]
    assert (house.resource("food"), house.resource("energy")) == (
        RICH["food"] - 1,
        RICH["energy"] - 1,
    )


def test_vf_prep_24_26_event_corruption_follows_the_box(game: VoidfallGame) -> None:
    """VF-PREP-24: an event's "gain a Corruption" is placed as VF-CORRUPT-04 says; VF-PREP-26
    (VF-CORRUPT-07): a box naming the tracks allows only the tracks."""
    state = at_boxes(game, cycle=2)
    assert game.current_seat(state) == 1
    assert set(names(game, state)) == {"spot society", "spot statecraft", "spot economy"}
    state = play(game, state, "spot economy")
    state = play(game, state, "spot society")  # seat 0, first box
    options = set(names(game, state))  # seat 1, second box: anywhere free
    assert {"spot slot2", "spot statecraft"} <= options and "spot economy" not in options


def test_vf_prep_19_constant_cost_replaces_the_printed_one(game: VoidfallGame) -> None:
    """VF-PREP-19(3): Cycle 2's box makes every Preferred Focus action cost 1 Credit instead of
    its printed cost (Red's Work would cost 1 Food: now 1 Credit)."""
    state = at_boxes(game, cycle=2)
    while state.phase == "preparation":
        state = play(game, state, names(game, state)[0])
    if game.current_seat(state) != 0:
        state = finish_turn(game, play(game, state, "focus beta"))
    state = select(game, state, "alpha")
    before = list(state.houses[0].resources)
    state = play(game, state, "take 2")
    after = state.houses[0].resources
    assert before[0] == after[0] and before[3] - after[3] == 1


def test_event_modifier_costs_are_validated_at_load(tmp_path: Path) -> None:
    """A misspelt cost in a box's ``modifies`` is refused when the pack loads."""
    bad = [
        dict(
            EVENTS[0],
            boxes=[{"scope": "constant", "modifies": {"preferred_cost": [{"op": "pya"}]}}],
        )
    ]
    with pytest.raises(ContentError, match="unknown effect 'pya'"):
        pack_with(tmp_path, "galactic_events.yaml", bad + EVENTS[1:])


def test_vf_prep_17_20_same_sector_instructions_follow_the_first(tmp_path: Path) -> None:
    """VF-PREP-17, VF-PREP-20: "place a Sector Defense and a Farmers' Guild in an adjacent
    Voidborn sector" is one solid box: its second instruction follows the sector the first one
    chose, so the box is resolved, by each player, in the only such sector (s5)."""
    boxes = [
        {
            "scope": "each",
            "effects": [
                {"op": "place_infrastructure", "kind": "sector_defense"},
                {"op": "place_infrastructure", "kind": "farmers", "target": "same"},
            ],
        }
    ]
    events_ = [dict(EVENTS[0], boxes=boxes), *EVENTS[1:]]
    game = pack_with(tmp_path, "galactic_events.yaml", events_)
    empty = {"installations": ["", "", ""], "guilds": ["", "", ""]}
    state = at_boxes(game, turn={"bound_sector": ""}, sectors={"s5": empty})
    s5 = state.galaxy.sector("s5")
    assert s5.filled("installation") == ["sector_defense", "sector_defense"]
    assert s5.filled("guild") == ["farmers", "farmers"]
