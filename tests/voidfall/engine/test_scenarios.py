"""Every scenario file under tests/scenarios/voidfall (docs/notation.md) holds on the bundled pack.

The files turn the rulebook's worked examples (voidfall-core.md §19) into tests; each names the
rule IDs it proves in its ``rules`` list.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.notation.scenario import load_scenario, run_scenario

ROOT = Path(__file__).parents[2] / "scenarios" / "voidfall"
SCENARIOS = sorted(ROOT.glob("**/*.yaml"))


@cache
def bundled() -> VoidfallGame:
    return VoidfallGame()


def test_the_scenario_folder_is_not_empty() -> None:
    assert len(SCENARIOS) >= 10
    assert any(p.parent.name == "game" for p in SCENARIOS)


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT)) for p in SCENARIOS])
def test_scenario_file(path: Path) -> None:
    """Each scenario file's actions are legal and its expectations hold."""
    spec = load_scenario(path)
    assert spec.rules, "a scenario names the rules it proves"
    result = run_scenario(spec, bundled())
    assert result.ok, result.failures
