"""The solo game in the terminal and from the command line: new, show, legal, apply, score,
replay, play, sim (issue 16, "Interfaces")."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from domineum.voidfall.cli.app import main


def test_vf_solo_setup_09_new_show_legal_apply_score_replay(tmp_path: Path) -> None:
    """VF-SOLO-SETUP-09, VF-SOLO-SCORE-01: ``new --mode solo --difficulty medium`` writes a
    one-player game; ``show`` shows the Crisis board; ``score`` prints the Void's sheet beside
    the player's; ``replay`` checks the hash."""
    game = tmp_path / "solo.json"
    runner = CliRunner()
    made = runner.invoke(
        main, ["new", "--mode", "solo", "--difficulty", "medium", "--seed", "4", "-o", str(game)]
    )
    assert made.exit_code == 0, made.output
    assert "1 players" in made.output
    shown = runner.invoke(main, ["show", str(game)])
    assert "The Void (Medium)" in shown.output and "Military track (Skirmish" in shown.output
    legal = runner.invoke(main, ["legal", str(game), "--json"])
    first = json.loads(legal.output)[0]["notation"]
    assert runner.invoke(main, ["apply", str(game), first]).exit_code == 0
    scored = runner.invoke(main, ["score", str(game)])
    assert "The Void (so far)" in scored.output and "Difficulty base" in scored.output
    as_json = json.loads(runner.invoke(main, ["score", str(game), "--json"]).output)
    assert as_json["void"]["lines"]["base"] == 100
    assert runner.invoke(main, ["replay", str(game)]).exit_code == 0


def test_vf_solo_gen_01_a_piped_solo_game_plays_to_the_end() -> None:
    """VF-SOLO-GEN-01, VF-SOLO-END-01, VF-SOLO-END-02, VF-SOLO-END-03, VF-SOLO-END-04: ``play --mode
    solo``: a human (here: always choice
    1) plays against the Void to the end; the Void's steps are in the log."""
    script = ["log", "why void"] + ["1"] * 60 + ["why void", "why 1"] + ["1"] * 3000
    result = CliRunner().invoke(
        main,
        ["play", "--mode", "solo", "--difficulty", "easy", "--seed", "2"],
        input="\n".join(script) + "\n",
    )
    out = result.output
    assert result.exit_code == 0, out[-2000:]
    assert "The Void (Easy)" in out
    assert "Alert (round 1)" in out
    assert "The game is over" in out
    assert "has not skirmished yet" in out  # why void before any Skirmish
    assert "VF-SOLO-" in out and "(no text)" not in out.split("why void")[0]


def test_vf_solo_end_04_sim_solo_reports_margins() -> None:
    """VF-SOLO-END-04: ``sim --mode solo`` plays bot games against the Void and reports the
    results against it."""
    result = CliRunner().invoke(
        main, ["sim", "--mode", "solo", "--bots", "random", "--games", "4", "--json"]
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 4 and "void_lost_at_once" in summary


def test_vf_solo_eval_02_rules_options_from_the_command_line(tmp_path: Path) -> None:
    """VF-SOLO-EVAL-02, VF-SOLO-PREP-16, VF-SOLO-VARIANT-01 (the German-literal rules options,
    AMB-31, AMB-55, AMB-43): ``--rules-option`` puts a named option in the game's
    configuration; an unknown one, or one in a competitive game, is refused by name."""
    runner = CliRunner()
    game = tmp_path / "g.json"
    args = ["new", "--mode", "solo", "--rules-option", "eval_order=002"]
    made = runner.invoke(main, [*args, "--rules-option", "no_prep_0c", "-o", str(game)])
    assert made.exit_code == 0, made.output
    config = json.loads(game.read_text())["state"]["config"]
    assert config["options"] == ["difficulty=easy", "eval_order=002", "no_prep_0c"]
    bad = tmp_path / "bad.json"
    refused = runner.invoke(main, [*args[:3], "--rules-option", "bogus", "-o", str(bad)])
    assert refused.exit_code != 0 and "bogus" in refused.output and "no_prep_0c" in refused.output
    refused = runner.invoke(main, ["new", "--rules-option", "no_prep_0c", "-o", str(bad)])
    assert refused.exit_code != 0 and "solo or co-op" in refused.output
    assert not bad.exists()
