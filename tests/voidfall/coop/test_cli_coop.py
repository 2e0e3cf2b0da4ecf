"""The co-op game from the command line and in the terminal: ``new --mode coop --players N``,
``show``, ``score`` (the team beside the Void), ``play --mode coop --seats human,greedy``
(VF-MODE-05, VF-END-05, VF-SETUP-16)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from domineum.voidfall.cli.app import main


def test_vf_end_05_new_show_score_replay_a_coop_game(tmp_path: Path) -> None:
    """VF-SETUP-16, VF-END-05: a 3-player co-op game is written; ``show`` has the Crisis board
    and the Joint Focus offer; ``score`` puts the team's line (its lowest Influence against the
    Void's) beside the Void's sheet; ``replay`` checks the hash."""
    game = tmp_path / "coop.json"
    runner = CliRunner()
    made = runner.invoke(
        main, ["new", "--mode", "coop", "--players", "3", "--seed", "4", "-o", str(game)]
    )
    assert made.exit_code == 0, made.output
    assert "3 players" in made.output
    shown = runner.invoke(main, ["show", str(game)]).output
    assert "The Void (Easy)" in shown and "Joint Focus offer: Joint " in shown
    assert "joint_" not in shown  # names, never ids
    scored = runner.invoke(main, ["score", str(game)]).output
    assert "The team: its lowest Influence is 10" in scored and "The Void (so far)" in scored
    sheet = json.loads(runner.invoke(main, ["score", str(game), "--json"]).output)
    team, void = sheet["team"], sheet["void"]
    assert team["void"] == void["influence"]
    assert team["margin"] == min(p["influence"] for p in sheet["players"]) - void["influence"]
    assert runner.invoke(main, ["replay", str(game)]).exit_code == 0


def test_vf_mode_05_play_coop_with_a_human_and_a_bot_to_the_end() -> None:
    """VF-MODE-05, VF-END-05: ``play --mode coop --seats human,greedy``: a person (always
    choice 1) and the greedy bot play together against the Void to the end."""
    result = CliRunner().invoke(
        main,
        ["play", "--mode", "coop", "--seats", "human,greedy", "--seed", "3", "--autosave", ""],
        input="\n".join(["1"] * 3000) + "\n",
    )
    out = result.output
    assert result.exit_code == 0, out[-2000:]
    assert "Joint Focus offer:" in out and "The game is over" in out
    assert "the players have" in out  # won or lost, together
