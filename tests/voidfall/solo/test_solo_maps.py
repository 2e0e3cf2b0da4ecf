"""The solo maps C011-C081 of the Compendium (content facts §9.3, §10.4; VF-SOLO-SETUP-20..27,
VF-SOLO-SETUP-21, VF-SOLO-MAP-02) and ``voidfall new --scenario CODE``."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.voidfall.checks.invariants import play_checked, violations
from domineum.voidfall.cli.app import main
from domineum.voidfall.model.state import Config, GameState
from tests.voidfall.solo import solokit

# code: sectors, Voidstorms, Rifts, Fallen House sectors, Harbingers in space, Refuges
FACTS = {
    "c011": (10, 3, 1, 1, 4, 2),
    "c021": (12, 4, 1, 1, 4, 2),
    "c031": (13, 4, 2, 1, 4, 1),
    "c041": (14, 4, 1, 1, 4, 2),
    "c051": (15, 2, 1, 1, 4, 2),
    "c061": (12, 3, 0, 1, 5, 2),
    "c071": (13, 4, 2, 1, 4, 2),
    "c081": (14, 4, 1, 2, 4, 3),
}


def _new(code: str, difficulty: str = "easy", seed: int = 2) -> GameState:
    config = Config(
        players=1, mode="solo", seed=seed, map=code, options=(f"difficulty={difficulty}",)
    )
    return solokit.game().new_game(config)


@pytest.mark.parametrize("code", sorted(FACTS))
def test_vf_solo_setup_22_each_solo_map_as_the_sources_give_it(code: str) -> None:
    """VF-SOLO-SETUP-21, VF-SOLO-SETUP-22, VF-SOLO-SETUP-24, VF-SOLO-SETUP-26, VF-SOLO-SETUP-27,
    VF-SOLO-MAP-02, VF-SOLO-MAP-03, VF-SOLO-MAP-04: the map's sectors, Voidstorms (each blocks
    an edge of touching sectors), Rifts, Fallen House sectors, the Harbingers placed out of
    the 7 and the Refuges; one Home and one Outpost of the player; every Void sector that has
    a Population starts Corrupted; the setup holds every invariant."""
    sectors, storms, rifts, fallen, harbingers, refuges = FACTS[code]
    state = _new(code)
    galaxy = state.galaxy
    v = solokit.void(state)
    assert len(galaxy.sectors) == sectors
    assert len(galaxy.voidstorms) == storms
    for a, b in galaxy.voidstorms:
        assert (a, b) in galaxy.edges and b not in galaxy.neighbours(a)
    assert sum(s.type == "rift" for s in galaxy.sectors) == rifts
    assert sum(bool(s.fallen_house) for s in galaxy.sectors) == fallen
    assert v.harbingers_in_space == harbingers and v.harbinger_supply == 7 - harbingers
    assert len(v.refuge_spaces) == refuges and all(2 <= n <= 4 for n in v.refuge_spaces)
    assert [s.type for s in galaxy.controlled_by(0)].count("home") == 1
    assert len(galaxy.controlled_by(0)) == 2
    for s in galaxy.sectors:
        if s.voidborn and not s.corruption_immune:
            assert s.corrupted, s.id
    assert violations(state, solokit.game().content) == []


@pytest.mark.parametrize("code", [c for c in sorted(FACTS) if c != "c011"])
def test_vf_solo_setup_21_a_random_game_on_each_new_map(code: str) -> None:
    """VF-SOLO-SETUP-21, VF-SOLO-GEN-01: a random game on each new map ends with every
    invariant holding after every action."""
    config = Config(players=1, mode="solo", seed=5, map=code, options=("difficulty=medium",))
    checked = play_checked(solokit.game(), config, seed=5)
    assert checked.failures == []
    assert checked.session.state.phase == "over"


def test_vf_solo_setup_21_new_scenario_by_code(tmp_path: Path) -> None:
    """VF-SOLO-SETUP-21: ``voidfall new --mode solo --scenario C051`` plays that scenario's
    map; an unknown code, or a code in a competitive game, is refused by name and writes
    nothing."""
    runner = CliRunner()
    out = tmp_path / "g.json"
    made = runner.invoke(main, ["new", "--mode", "solo", "--scenario", "C051", "-o", str(out)])
    assert made.exit_code == 0, made.output
    shown = runner.invoke(main, ["show", str(out)])
    assert "Communication Relay" in shown.output
    bad = tmp_path / "bad.json"
    refused = runner.invoke(main, ["new", "--mode", "solo", "--scenario", "C099", "-o", str(bad)])
    assert refused.exit_code != 0 and "C099" in refused.output and "C081" in refused.output
    refused = runner.invoke(main, ["new", "--scenario", "C011", "-o", str(bad)])
    assert refused.exit_code != 0 and "C011" in refused.output
    assert not bad.exists()
