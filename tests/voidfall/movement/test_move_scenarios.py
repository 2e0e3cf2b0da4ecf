"""The book's worked examples WE-20..WE-27 and the refresher's WE-37 as scenario files
(tests/scenarios/voidfall/movement, docs/notation.md), run on the bundled content pack."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.notation.scenario import load_scenario, run_scenario

SCENARIOS = sorted(
    (Path(__file__).parents[2] / "scenarios" / "voidfall" / "movement").glob("*.yaml")
)


@cache
def bundled() -> VoidfallGame:
    return VoidfallGame()


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_worked_example(path: Path) -> None:
    """WE-20..WE-27, WE-37: each scenario file's expectations hold."""
    result = run_scenario(load_scenario(path), bundled())
    assert result.ok, result.failures
