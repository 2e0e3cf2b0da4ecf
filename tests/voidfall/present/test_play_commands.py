"""The terminal game's presentation commands (issue 14): details on request, plain refusals,
typo tolerance, autosave."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from domineum.kernel.record import Session
from domineum.voidfall.cli.app import main
from domineum.voidfall.game import VoidfallGame


def _play(tmp_path: Path, lines: list[str]) -> tuple[str, Path]:
    autosave = tmp_path / "auto.json"
    result = CliRunner().invoke(
        main,
        ["play", "--seats", "human,random", "--seed", "1", "--autosave", str(autosave)],
        input="\n".join([*lines, "quit"]) + "\n",
    )
    assert result.exit_code == 0, result.output[-2000:]
    return result.output, autosave


def test_detail_commands_show_sector_house_offers_cards_log_and_score(tmp_path: Path) -> None:
    out, _ = _play(
        tmp_path,
        ["board s24", "house 1", "offers", "card Conquest", "card 1", "log", "score", "help"],
    )
    assert "Adjacent: s18, s19, s25" in out  # board SECTOR, numeric order
    assert "Production Level / Yield:" in out and "Upkeep due in Evaluation" in out  # house N
    assert "Technology display:" in out and "Agenda offer (face up):" in out  # offers
    assert "Engage — pay 2 Energy: Invade an adjacent sector or Regroup" in out  # card NAME
    assert "Seat 1: " in out or "Seat 0: " in out  # log: each decision
    assert "Starting Influence" in out  # score
    assert "score" in out and "board s12" in out and "house N" in out  # help lists them


def test_out_of_range_number_and_why_alone_are_said_plainly(tmp_path: Path) -> None:
    out, _ = _play(tmp_path, ["99", "why", "why 99"])
    assert "There are only" in out and "type a number from 1 to" in out
    assert "The rules of this decision:" in out and "VF-" in out
    assert "not understood: empty action" not in out


def test_typos_are_understood_and_said_back(tmp_path: Path) -> None:
    out, _ = _play(tmp_path, ["hlep", "baord s24"])
    assert "(taking 'hlep' as 'help')" in out
    assert "(taking 'baord' as 'board')" in out and "Adjacent: s18" in out


def test_every_decision_is_autosaved_and_save_needs_no_name(tmp_path: Path) -> None:
    out, autosave = _play(tmp_path, ["1", "save"])
    assert f"Saved to {autosave}." in out
    session = Session.loads(VoidfallGame(), autosave.read_bytes())
    assert len(session.log) >= 1  # the human's decision (and the bot's) were saved


def test_the_board_is_not_reprinted_when_nothing_changed(tmp_path: Path) -> None:
    out, _ = _play(tmp_path, ["why 1", "why 1"])
    assert out.count("Turn Order:") == 1


def test_a_whole_cost_is_paid_in_one_choice(tmp_path: Path) -> None:
    """VF-RES-04 (Credits stand in): one prompt lists every way of paying the cost."""
    autosave = tmp_path / "auto.json"
    moves = ["1", "2", "1", "1", "1", "2", *["1"] * 10, "quit"]
    result = CliRunner().invoke(
        main,
        ["play", "--seats", "human,greedy", "--seed", "1", "--autosave", str(autosave)],
        input="\n".join(moves) + "\n",
    )
    out = result.output
    assert "Pay with 1 Energy and 1 Credits  [pay energy ; pay credits]" in out
    assert "Pay with 2 Credits  [pay credits ; pay credits]" in out


def test_a_refused_notation_names_the_decision_and_the_choice(tmp_path: Path) -> None:
    out, _ = _play(tmp_path, ["take 1"])
    assert "'take 1' is not allowed (" in out
    assert "this step offers no 'take' choice now" in out
    assert "is not one of the options of" not in out
