"""A content pack's errors and a failing scenario's differences read in German and Portuguese
(issue 19, docs/languages.md): the terminal names the file, the entry and the field (or the
path and the values) in the reader's language, with no English left (``english_in``)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest
import yaml
from click.testing import CliRunner

from domineum.revenant.cli import main as revenant
from domineum.revenant.content.loader import DEFAULT_PACK as REVENANT_PACK
from domineum.voidfall.cli.app import main as voidfall
from domineum.voidfall.content.loader import DEFAULT_PACK as VOIDFALL_PACK
from tests.test_languages import english_in

Edit = Callable[[Any], None]


def _broken(tmp_path: Path, source: Path, file: str, change: Edit) -> Path:
    pack = tmp_path / "pack"
    shutil.copytree(source, pack)
    path = pack / file
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return pack


def _wrong_type(agendas: list[dict[str, Any]]) -> None:
    agendas[0]["objectives"][0]["influence"] = "five"


def _twice(entries: list[dict[str, Any]]) -> None:
    entries.append(dict(entries[0]))


def _no_name(houses: list[dict[str, Any]]) -> None:
    del houses[0]["name"]


def _refusal(cli: click.Group, lang: str, pack: Path) -> str:
    result = CliRunner().invoke(cli, ["--lang", lang, "--content", str(pack), "content"])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.output


@pytest.mark.parametrize(
    ("cli", "source", "file", "change", "named"),
    [
        (voidfall, VOIDFALL_PACK, "agendas.yaml", _wrong_type, "objectives[0].influence"),
        (voidfall, VOIDFALL_PACK, "agendas.yaml", _twice, "'id'"),
        (voidfall, VOIDFALL_PACK, "houses.yaml", _no_name, "'name'"),
        (revenant, REVENANT_PACK, "operations.yaml", _twice, "'id'"),
    ],
    ids=["wrong-type", "duplicate-id", "missing-field", "revenant-duplicate-id"],
)
def test_a_broken_pack_is_refused_in_the_language(
    cli: click.Group, source: Path, file: str, change: Edit, named: str, tmp_path: Path
) -> None:
    """``--content`` with a broken pack: the refusal names file, entry and field in every
    language, and in German and Portuguese holds no English word (English does)."""
    pack = _broken(tmp_path, source, file, change)
    english = _refusal(cli, "en", pack)
    assert file in english and named in english
    assert english_in(english)  # the check can fail: the English refusal is caught
    for lang in ("de", "pt"):
        out = _refusal(cli, lang, pack)
        assert file in out and named in out
        assert not english_in(out.replace(file, "")), out  # the file's name is the pack's own


VOIDFALL_SCENARIO: dict[str, Any] = {
    "name": "t",
    "rules": ["VF-CLEANUP-03"],
    "position": {
        "base": {"players": 2, "houses": ["valnis", "belitan"], "seed": 1},
        "board": {"turn_order": [0, 1]},
        "houses": {"0": {"glory": [1, 2, 2, 3, 4]}},
        "turn": {"seat": 0, "focus": "production"},
        "stack": [{"kind": "choose_action", "seat": 0}],
    },
    "actions": [{"expect": [{"path": "houses.0.glory", "length": 4}]}],
    "expect": [
        {"path": "houses.0.glory", "equals": [9]},
        {"path": "houses.0.glory", "at_least": 3},
        {"illegal": "pass", "rule": "VF-CLEANUP-03"},
    ],
}


def _scenario_output(cli: click.Group, lang: str, path: Path) -> str:
    result = CliRunner().invoke(cli, ["--lang", lang, "scenario", str(path)])
    assert result.exit_code == 1, result.output
    return result.output


@pytest.mark.parametrize("game", ["voidfall", "revenant"])
def test_a_failing_scenario_reports_in_the_language(game: str, tmp_path: Path) -> None:
    """``scenario FILE`` that fails: every difference (expected and got, a refusal) is written
    in the reader's language and still shows the path and the values (the scenario's name and
    paths, its author's own words, are left out of the check)."""
    path = tmp_path / "t.yaml"
    if game == "voidfall":
        cli, data, shown = voidfall, VOIDFALL_SCENARIO, "[9]"
    else:
        source = Path(__file__).parent / "scenarios/revenant/t-rv-01-dunlork-provision.yaml"
        data = yaml.safe_load(source.read_text(encoding="utf-8"))
        data["expect"]["players.{me}.pool.science"] = 99
        cli, shown = revenant, "99"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    english = _scenario_output(cli, "en", path)
    assert "expected" in english and shown in english
    assert english_in(english)
    expect = data["expect"]
    paths = list(expect) if isinstance(expect, dict) else [e["path"] for e in expect if "path" in e]
    own = [data["name"], *paths]
    for lang in ("de", "pt"):
        out = _scenario_output(cli, lang, path)
        assert shown in out
        for text in own:  # the scenario's name and paths are its author's own
            out = out.replace(text, "")
        assert not english_in(out), out


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_clicks_own_refusals_read_in_the_language(lang: str) -> None:
    """Click's usage errors that count or name a value type ("Did you mean", "not a valid
    integer range", extra arguments) come from the catalog too; English is unchanged."""
    cases = [
        (voidfall, ["lega"], "'legal'"),
        (revenant, ["shwo"], "'show'"),
        (voidfall, ["new", "--players", "x"], "'x'"),
        (voidfall, ["legal", "a", "b", "c"], "b c"),
    ]
    for cli, args, named in cases:
        english = CliRunner().invoke(cli, ["--lang", "en", *args]).output
        assert english_in(english), english
        out = CliRunner().invoke(cli, ["--lang", lang, *args]).output
        assert named in out
        assert not english_in(out), out
