"""The scenario format (docs/notation.md, issue 12): checkpoints, comparison forms, derived
paths, a scenario's own content pack, replace and remove in positions. Each feature is shown
holding and failing (a scenario that should fail must report why)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import msgspec
import pytest
import yaml

from domineum.kernel.errors import NotationError
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.notation.scenario import (
    DERIVED,
    ScenarioFile,
    game_for,
    load_scenario,
    read_path,
    run_scenario,
)
from domineum.voidfall.rules import production, upkeep

BASE: dict[str, Any] = {
    "base": {"players": 2, "houses": ["valnis", "belitan"], "seed": 1},
    "board": {"turn_order": [0, 1]},
    "houses": {"0": {"glory": [1, 2, 2, 3, 4]}},
    "turn": {"seat": 0, "focus": "production"},
    "stack": [{"kind": "choose_action", "seat": 0}],
}


@cache
def bundled() -> VoidfallGame:
    return VoidfallGame()


def failures(actions: list[Any], expect: list[dict[str, Any]], **extra: Any) -> list[str]:
    data = {"name": "t", "rules": ["VF-CLEANUP-03"], "position": BASE, "actions": actions}
    spec = msgspec.convert({**data, "expect": expect, **extra}, type=ScenarioFile)
    return run_scenario(spec, bundled()).failures


def test_checkpoints_are_checked_where_they_stand() -> None:
    """A checkpoint between actions sees the state of that moment, not the final one."""
    mid = {"expect": [{"path": "houses.0.glory", "length": 5}]}
    assert failures(["end", mid, "glory 1"], [{"path": "houses.0.glory", "length": 4}]) == []
    late = {"expect": [{"path": "houses.0.glory", "length": 4}]}
    assert failures(["end", late, "glory 1"], []) == [
        "after action 1: houses.0.glory: expected length 4, got [1, 2, 2, 3, 4]"
    ]
    refused = {"expect": [{"illegal": "glory 5", "rule": "VF-CLEANUP-03"}]}
    assert failures(["end", refused, "glory 1"], []) == []


@pytest.mark.parametrize(
    ("check", "ok"),
    [
        ({"equals": [1, 2, 2, 3, 4]}, True),
        ({"equals": [4, 3, 2, 2, 1]}, False),
        ({"unordered": [4, 3, 2, 2, 1]}, True),
        ({"unordered": [4, 3, 2, 1]}, False),
        ({"contains": 3}, True),
        ({"contains": 5}, False),
        ({"length": 5}, True),
        ({"length": 4}, False),
    ],
)
def test_comparison_forms_on_a_list(check: dict[str, Any], ok: bool) -> None:
    """``equals``, ``unordered``, ``contains``, ``length``."""
    assert (failures([], [{"path": "houses.0.glory", **check}]) == []) is ok


@pytest.mark.parametrize(
    ("check", "ok"),
    [
        ({"at_least": 10}, True),
        ({"at_least": 11}, False),
        ({"at_most": 10}, True),
        ({"at_most": 9}, False),
    ],
)
def test_at_least_and_at_most(check: dict[str, Any], ok: bool) -> None:
    assert (failures([], [{"path": "houses.0.influence", **check}]) == []) is ok


def test_an_expectation_needs_a_comparison_and_paths_may_count_from_the_end() -> None:
    """A bare ``path`` is an error, not a pass; ``-1`` is the last item of a list."""
    assert failures([], [{"path": "houses.0.glory"}]) == [
        "houses.0.glory: no comparison (equals, contains, length, unordered, at_least, at_most)"
    ]
    assert failures([], [{"path": "houses.0.glory.-1", "equals": 4}]) == []
    assert failures([], [{"path": "stack.-1.kind", "equals": "choose_action"}]) == []


def test_derived_paths_read_rules_values() -> None:
    """``derived.<name>.<seat>``: Production Level and Yield, Technology limits, Skirmish
    strength, Upkeep, Influence by score line; read-only, computed by the rules."""
    state = load_position(
        {**BASE, "houses": {"0": {"influence": 12, "track_corrupted": [True, False, False]}}},
        bundled(),
    )
    content = bundled().content
    assert read_path(state, "derived.technology_limit.0", content) == 5
    assert read_path(state, "derived.improved_limit.0", content) == 0
    assert read_path(state, "derived.skirmish_strength.0", content) == 1
    assert read_path(state, "derived.influence.0.starting", content) == 12
    assert read_path(state, "derived.influence.0.objectives", content) == 0
    assert read_path(state, "derived.influence.0", content) == 12
    level = read_path(state, "derived.production_level.0.energy", content)
    assert level == production.level(state, content, 0, "energy")
    assert read_path(state, "derived.production_yield.0.energy", content) == (
        production.yield_for(content, "energy", level)
    )
    assert read_path(state, "derived.upkeep_total.0", content) == upkeep.upkeep_total(
        state, content, 0
    )
    assert read_path(state, "derived.upkeep_due.0", content) == upkeep.upkeep_owed(
        state, content, 0
    )
    with pytest.raises(KeyError, match="derived values"):
        read_path(state, "derived.nothing.0", content)
    with pytest.raises(KeyError, match="seat"):
        read_path(state, "derived.skirmish_strength.x", content)
    assert set(DERIVED) >= {"production_level", "production_yield", "skirmish_strength"}


def test_position_replace_and_remove() -> None:
    """``key!`` replaces a value whole (no merge); ``key: null`` removes a key."""
    merged = load_position({**BASE, "sectors": {"s25": {"fleets": {"destroyer": 1}}}}, bundled())
    assert merged.galaxy.sector("s25").fleets.get("corvette", 0) > 0  # merged: still there
    whole = load_position({**BASE, "sectors": {"s25": {"fleets!": {"destroyer": 1}}}}, bundled())
    assert whole.galaxy.sector("s25").fleets == {"destroyer": 1}
    techs = load_position(BASE, bundled()).houses[0].technologies
    gone = next(iter(techs))
    removed = load_position({**BASE, "houses": {"0": {"technologies": {gone: None}}}}, bundled())
    assert gone not in removed.houses[0].technologies
    with pytest.raises(NotationError, match="nothing to remove"):
        load_position({**BASE, "houses": {"0": {"technologies": {"no_such": None}}}}, bundled())


def test_a_scenario_names_its_content_pack_and_overrides_a_card(tmp_path: Path) -> None:
    """``content``: the pack folder (relative to the scenario file) with entries replaced or
    removed by id; here Rally the Guilds gets 9 rounds, and the scenario sees it."""
    events = yaml.safe_load(
        (
            Path(__file__).parents[3] / "src/domineum/voidfall/content/data/galactic_events.yaml"
        ).read_text(encoding="utf-8")
    )
    rally = next(e for e in events if e["id"] == "rally_the_guilds")
    scenario = {
        "name": "a card override",
        "rules": ["VF-PREP-27"],
        "position": {**BASE, "board": {"turn_order": [0, 1], "event": "rally_the_guilds"}},
        "content": {"replace": {"galactic_events.yaml": [{**rally, "rounds": 9}]}},
        "expect": [{"path": "board.event", "equals": "rally_the_guilds"}],
    }
    path = tmp_path / "override.yaml"
    path.write_text(yaml.safe_dump(scenario), encoding="utf-8")
    spec = load_scenario(path)
    assert run_scenario(spec, bundled()).ok

    assert game_for(spec, bundled()).content.events["rally_the_guilds"].rounds == 9
    assert bundled().content.events["rally_the_guilds"].rounds != 9
    removed = {**scenario, "content": {"remove": {"galactic_events.yaml": ["rally_the_guilds"]}}}
    path.write_text(yaml.safe_dump(removed), encoding="utf-8")
    assert "rally_the_guilds" not in game_for(load_scenario(path), bundled()).content.events
