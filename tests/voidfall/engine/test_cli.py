"""The voidfall command line: each command, and bad input that changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.voidfall.cli.app import main

TINY = str(Path(__file__).parents[1] / "fixtures" / "tinypack")


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--content", TINY, *args])
    return result.exit_code, result.output


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "g.json"
    code, out = run("new", "--players", "2", "--seed", "4", "--houses", "red,blue", "-o", str(path))
    assert code == 0, out
    return path


def test_new_legal_apply_replay(game_file: Path) -> None:
    code, out = run("legal", str(game_file), "--json")
    assert code == 0
    rows = json.loads(out)
    assert rows and {"id", "notation", "label"} <= set(rows[0])
    first = rows[0]["notation"]
    code, out = run("apply", str(game_file), first, "take 1")
    assert code == 0, out
    saved = json.loads(game_file.read_text())
    assert [a["notation"] for a in saved["actions"]][:1] == [first]
    code, out = run("replay", str(game_file))
    assert code == 0 and "matches" in out
    code, out = run("show", str(game_file), "--seat", "0")
    assert code == 0 and "Seat 0" in out


def test_apply_by_id_and_text_listing(game_file: Path) -> None:
    code, out = run("legal", str(game_file))
    first_id = out.splitlines()[0].split("\t")[0]
    code, out = run("apply", str(game_file), first_id)
    assert code == 0, out


def test_illegal_action_exit_1_file_unchanged(game_file: Path) -> None:
    before = game_file.read_bytes()
    code, out = run("apply", str(game_file), "take 3")
    assert code == 1
    assert "illegal" in out and "[VF-" in out
    assert game_file.read_bytes() == before


def test_partly_illegal_sequence_saves_nothing(game_file: Path) -> None:
    before = game_file.read_bytes()
    first = json.loads(run("legal", str(game_file), "--json")[1])[0]["notation"]
    code, _ = run("apply", str(game_file), first, "focus alpha")
    assert code == 1
    assert game_file.read_bytes() == before


def test_unknown_action_is_usage_error(game_file: Path) -> None:
    before = game_file.read_bytes()
    code, out = run("apply", str(game_file), "fly away")
    assert code == 2 and "unknown action 'fly'" in out
    assert game_file.read_bytes() == before


def test_unknown_house_and_malformed_file(tmp_path: Path) -> None:
    code, out = run("new", "--houses", "nobody,red", "-o", str(tmp_path / "x.json"))
    assert code == 2 and "unknown House 'nobody'" in out
    assert not (tmp_path / "x.json").exists()
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, out = run("legal", str(bad))
    assert code == 2 and "not a Voidfall game file" in out


def test_replay_detects_tampering(game_file: Path) -> None:
    first_id = json.loads(run("legal", str(game_file), "--json")[1])[0]["id"]
    run("apply", str(game_file), str(first_id))
    data = json.loads(game_file.read_text())
    resources = data["state"]["houses"][0]["resources"]
    resources[0] = (resources[0] + 1) % 15  # still a valid state, but not the replay's
    game_file.write_text(json.dumps(data))
    code, out = run("replay", str(game_file))
    assert code == 1 and "mismatch" in out


def test_content_counts_json() -> None:
    code, out = run("content", "--json")
    assert code == 0
    summary = json.loads(out)
    assert summary["houses"] == 2 and summary["maps"] == {"2": 1}


def test_broken_content_pack_is_refused(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    pack.mkdir()
    for f in Path(TINY).rglob("*.yaml"):
        target = pack / f.relative_to(TINY)
        target.parent.mkdir(exist_ok=True)
        target.write_text(f.read_text())
    (pack / "focus_cards.yaml").write_text(
        (pack / "focus_cards.yaml").read_text().replace("op: gain, food: 2", "op: teleport")
    )
    result = CliRunner().invoke(main, ["--content", str(pack), "content"])
    assert result.exit_code == 2
    assert "focus_cards.yaml" in result.output and "alpha" in result.output
    assert "unknown effect 'teleport'" in result.output


@pytest.mark.parametrize("players", [2, 3, 4])
def test_new_legal_apply_with_the_bundled_pack(tmp_path: Path, players: int) -> None:
    """`voidfall new` + `legal` + `apply` on a fresh game for 2, 3 and 4 players."""
    path = tmp_path / "g.json"
    runner = CliRunner()
    made = runner.invoke(main, ["new", "-p", str(players), "-s", "9", "-o", str(path)])
    assert made.exit_code == 0, made.output
    rows = json.loads(runner.invoke(main, ["legal", str(path), "--json"]).output)
    assert rows
    applied = runner.invoke(main, ["apply", str(path), rows[0]["notation"]])
    assert applied.exit_code == 0, applied.output
    state = json.loads(path.read_text())["state"]
    assert len(state["houses"]) == players
    assert len(json.loads(path.read_text())["actions"]) == 1


def test_the_readme_walkthrough_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's "Using the engine" commands (new, show, legal, apply, replay, score) run as
    written on the bundled pack, and the two actions it applies are legal there."""
    readme = (Path(__file__).parents[3] / "README.md").read_text()
    lines = [line for line in readme.splitlines() if line.startswith(".venv/bin/voidfall ")]
    steps = [line.split("#")[0].split()[1:] for line in lines]
    wanted = {"new", "show", "legal", "apply", "replay", "score"}
    monkeypatch.chdir(tmp_path)
    ran = set()
    for step in steps:
        if step[0] not in wanted:
            continue
        args = [word.strip('"') for word in step]
        if step[0] == "apply":  # the notations are quoted, each one argument
            quoted = " ".join(step[2:]).split('"')
            args = ["apply", step[1], *[q for q in quoted if q.strip()]]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, (args, result.output)
        ran.add(step[0])
    assert ran == wanted
