"""The Influence score sheet (VF-INFL-01..04): one function changes Influence and records why;
``voidfall score`` prints the sheets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.kernel.record import Session
from domineum.kernel.rng import Rng
from domineum.voidfall.cli.app import main
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config
from domineum.voidfall.rules import influence
from tests.voidfall.engine.gamekit import TINY, choosing_actions, play, tiny_position


def test_vf_infl_03_never_below_zero_and_only_the_real_loss_is_recorded(
    tiny: VoidfallGame,
) -> None:
    """VF-INFL-03: losing more than you have stops at 0; the sheet records only what was lost."""
    state = tiny_position(tiny, houses={"0": {"influence": 4}})
    assert influence.gain(state, 0, -9, "upkeep_lost") == -4
    house = state.houses[0]
    assert house.influence == 0
    assert house.influence_sheet == {"starting": 4, "upkeep_lost": -4}
    assert influence.gain(state, 0, 0, "other") == 0
    assert "other" not in house.influence_sheet


def test_vf_infl_02_unknown_source_is_a_programming_error(tiny: VoidfallGame) -> None:
    state = tiny_position(tiny)
    with pytest.raises(ValueError, match="unknown Influence source"):
        influence.gain(state, 0, 1, "luck")


def test_vf_infl_02_setup_and_positions_open_the_sheet(tiny: VoidfallGame) -> None:
    """VF-INFL-02: a new game's sheet holds its starting Influence; a position's Influence is
    where its sheet starts."""
    new = tiny.new_game(Config(players=2, houses=("red", "blue"), seed=1))
    assert [h.influence_sheet for h in new.houses] == [{"starting": 10}, {"starting": 10}]
    pos = tiny_position(tiny, houses={"1": {"influence": 33}})
    assert pos.houses[1].influence_sheet == {"starting": 33}


def test_vf_infl_02_action_agenda_and_trade_bonus_sources(tiny: VoidfallGame) -> None:
    """Influence from a Focus action, an Agenda Action and a Trade Bonus lands on its own line."""
    state = choosing_actions(tiny, turn={"seat": 0, "focus": "alpha", "agenda": "d1"})
    state = play(tiny, state, "take 3", "effect 2", "agenda-action", "effect 1")
    assert state.houses[0].influence_sheet == {"starting": 10, "actions": 3}
    assert influence.source_of(state) == "other"  # nothing is being resolved now


def test_vf_infl_02_trade_bonus_and_bounty_sources(tiny: VoidfallGame) -> None:
    """A Trade Bonus's 3 Influence is 'trade'; a Bounty token's Influence is 'bounty'."""
    state = tiny_position(
        tiny,
        board={"turn_order": [0, 1], "trade_ladder": [1, 1, 1, 1, 1, 1]},
        turn={"seat": 0, "focus": "alpha"},
        stack=[
            {"kind": "choose_action", "seat": 0},
            {"kind": "step", "seat": 0, "effect": {"op": "gain_trade"}, "picks": ["0"]},
        ],
    )
    state = play(tiny, state, "option 1")  # space 1 of the ladder: 3 Influence
    assert state.houses[0].influence_sheet.get("trade") == 3
    state = tiny_position(
        tiny,
        turn={"seat": 0, "focus": "alpha"},
        board={"turn_order": [0, 1]},
        stack=[
            {"kind": "choose_action", "seat": 0},
            {
                "kind": "step",
                "seat": 0,
                "effect": {"op": "token_face", "args": {"pile": "bounty", "face": "food2"}},
            },
        ],
    )
    state = play(tiny, state, "option 2")  # food2: 2 Food or 1 Influence
    assert state.houses[0].influence_sheet.get("bounty") == 1


def test_vf_infl_02_technology_overproduction_agendas_and_upkeep(tiny: VoidfallGame) -> None:
    """First-copy Influence is 'technologies'; overproduction, unpaid Upkeep and Agenda scoring
    each have their line, and every sheet still adds up."""
    state = choosing_actions(
        tiny,
        houses={"0": {"resources": {"food": 1, "energy": 15}}},
    )
    state = play(tiny, state, "take 2", "effect 1")  # Work: produce Energy at 15
    assert state.houses[0].influence_sheet.get("overproduction") == 3
    state = tiny_position(
        tiny,
        houses={"0": {"influence": 5}},
        turn={"seat": 0, "focus": "beta"},
        board={"turn_order": [0, 1], "tech_piles": {"dreadnoughts": [0, 4]}},
        stack=[
            {"kind": "choose_action", "seat": 0},
            {"kind": "step", "seat": 0, "effect": {"op": "gain_technology"}},
        ],
    )
    state = play(tiny, state, "tech dreadnoughts")
    assert state.houses[0].influence_sheet == {"starting": 5, "technologies": 4}
    assert influence.sheet_total(state, 0) == state.houses[0].influence == 9


@pytest.fixture
def finished_game(tmp_path: Path, tiny: VoidfallGame) -> Path:
    game = tiny
    session = Session(game, game.new_game(Config(players=2, houses=("red", "blue"), seed=9)))
    rng = Rng.seeded(9)
    while not game.is_over(session.state):
        session.apply(rng.choice(game.legal_ids(session.state)))
    path = tmp_path / "finished.json"
    path.write_bytes(session.dumps())
    return path


def _score(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--content", str(TINY), "score", *args])
    return result.exit_code, result.output


def test_voidfall_score_prints_sheets_that_add_up(finished_game: Path) -> None:
    """`voidfall score FILE`: per seat, the lines and a total equal to the Influence shown."""
    code, out = _score(str(finished_game))
    assert code == 0, out
    assert "Starting Influence" in out and "(winner)" in out
    code, out = _score(str(finished_game), "--json")
    data = json.loads(out)
    assert data["over"] is True
    for row in data["players"]:
        assert sum(row["sheet"].values()) == row["influence"]
    assert any(row["winner"] for row in data["players"])


def test_voidfall_score_refuses_a_sheet_that_does_not_add_up(finished_game: Path) -> None:
    """A tampered file whose sheet no longer explains the Influence is refused when it is
    loaded (the invariants are checked, issue 13): exit 2, the seat and the sheet named."""
    record = json.loads(finished_game.read_text())
    record["state"]["houses"][1]["influence"] += 5
    finished_game.write_text(json.dumps(record))
    code, out = _score(str(finished_game))
    assert code == 2
    assert "seat 1: Influence" in out and "sheet" in out
