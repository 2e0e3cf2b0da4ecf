"""The rulebook's worked examples as scenario files (tests/scenarios/revenant/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from domineum.revenant.game import RevenantGame
from domineum.revenant.notation.scenario import Scenario, load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "revenant"
FILES = sorted(FOLDER.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file(game: RevenantGame, path: Path) -> None:
    """Each file names the RV rules its example proves (its ``rules`` list)."""
    sc = load_scenario(path)
    assert sc.rules and all(r.startswith("RV-") for r in sc.rules)
    result = run_scenario(sc, game)
    assert result.ok, result.failures


def test_a_wrong_expectation_fails(game: RevenantGame) -> None:
    sc = load_scenario(FOLDER / "t-rv-05-frigate-attack.yaml")
    wrong = Scenario(**{**sc.__dict__, "expect": {"voidborn.2": 3}})
    result = run_scenario(wrong, game)
    assert not result.ok and "expected 3, got 2" in result.failures[0]
    legal = Scenario(**{**sc.__dict__, "illegal": "RV-TURN-02"})
    assert not run_scenario(legal, game).ok
