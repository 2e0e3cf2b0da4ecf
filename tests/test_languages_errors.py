"""The rarer errors a person meets read in German and Portuguese (issue 19, docs/languages.md):
a refused action of a turn, the content loader's rarer checks (Galactic Event sides, a field's
limits, an Agenda Action's cost, one Home per seat, Incursion's card counts, Revenant's effect
and condition syntax), an unknown bot, Click's rarer value types and a ``--lang`` that names no
catalog. Each is shown in English under ``--lang en`` (the check can fail there) and holds no
English word in German and Portuguese (``english_in``); the file, entry and field are kept."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from domineum.play.help import LANG_OPTION
from domineum.revenant.cli import main as revenant
from domineum.revenant.content.loader import DEFAULT_PACK as REVENANT_PACK
from domineum.voidfall.cli.app import main as voidfall
from domineum.voidfall.content.loader import DEFAULT_PACK as VOIDFALL_PACK
from domineum.voidfall.game import VoidfallGame
from tests.test_languages import english_in
from tests.test_languages_files import _broken, _refusal

LANGS = ("de", "pt")


# --- a refused action of a turn (VF-SELECT-01, VF-SELECT-06, VF-SETUP-12) -----------------


def _game_at_selection(path: Path) -> list[str]:
    """A 2-player game advanced by its first legal choices to a Focus Selection; the ids of the
    Focus cards that may be played then."""
    runner = CliRunner()
    result = runner.invoke(voidfall, ["new", "--players", "2", "-o", str(path)])
    assert result.exit_code == 0, result.output
    for _ in range(60):
        lines = runner.invoke(voidfall, ["--lang", "en", "legal", str(path)]).output.splitlines()
        rows = [line.split("\t") for line in lines if line.count("\t") >= 2]
        focus = [row[1].split()[1] for row in rows if row[1].startswith("focus ")]
        if focus:
            return focus
        assert runner.invoke(voidfall, ["apply", str(path), rows[0][0]]).exit_code == 0
    raise AssertionError("no Focus Selection reached")


def test_a_refused_choice_of_the_turn_reads_in_the_language(tmp_path: Path) -> None:
    """VF-SELECT-01 / VF-SETUP-12 / VF-SELECT-06: a Focus card that may not be played and a
    Trade token flipped outside Selection are refused with the rule, in the reader's language
    (the card's id, typed by the person, is notation)."""
    path = tmp_path / "game.json"
    playable = _game_at_selection(path)
    cards = VoidfallGame().content.focus_cards
    other = next(c for c in sorted(cards) if c not in playable and not cards[c].replaces)
    for action, rules in ((f"focus {other}", ("VF-SELECT-01", "VF-SETUP-12")), ("flip", None)):
        english = CliRunner().invoke(voidfall, ["--lang", "en", "apply", str(path), action])
        assert english.exit_code != 0
        assert english_in(english.output), english.output
        assert rules is None or any(f"[{rule}]" in english.output for rule in rules)
        for lang in LANGS:
            out = CliRunner().invoke(voidfall, ["--lang", lang, "apply", str(path), action])
            assert out.exit_code != 0
            shown = out.output.replace(other, "")
            assert not english_in(shown), out.output


# --- the content loader's rarer checks -------------------------------------------------------

Edit = Callable[[Any], None]


def _side(events: list[dict[str, Any]]) -> None:
    """A red line's last line on side 5 where 1 or 2 is expected (VF-EVAL-13)."""
    event = next(e for e in events if any("side" in o for o in e.get("objectives", [])))
    event["objectives"][-1]["side"] = 5


def _negative_toll(events: list[dict[str, Any]]) -> None:
    """A field limited to 0 or more (``msgspec.Meta(ge=0)``) given -1."""
    for event in events:
        for box in event.get("boxes", []):
            if "deploy_toll_materials" in box.get("modifies", {}):
                box["modifies"]["deploy_toll_materials"] = -1
                return


def _agenda_cost(agendas: list[dict[str, Any]]) -> None:
    """An Agenda Action with a cost (VF-ACTION-11)."""
    next(a for a in agendas if a.get("action"))["action"]["cost"] = [{"op": "invade"}]


def _two_homes(maps: list[dict[str, Any]]) -> None:
    """Seat 1's Home given to seat 0 (one Home per seat)."""
    for sector in maps[0]["sectors"]:
        if sector.get("home_seat") == 1:
            sector["home_seat"] = 0


def _one_aid_short(aids: list[dict[str, Any]]) -> None:
    aids.pop()


def _unknown_effect(ops: list[dict[str, Any]]) -> None:
    ops[0]["abilities"][0]["effects"] = ["fly 2"]


def _bad_condition(ops: list[dict[str, Any]]) -> None:
    ops[0]["abilities"][0]["condition"] = "tactics eight"


@pytest.mark.parametrize(
    ("cli", "source", "file", "change", "named"),
    [
        (voidfall, VOIDFALL_PACK, "galactic_events.yaml", _side, "objectives[3].side"),
        (voidfall, VOIDFALL_PACK, "galactic_events.yaml", _negative_toll, "deploy_toll_materials"),
        (voidfall, VOIDFALL_PACK, "agendas.yaml", _agenda_cost, "action.cost"),
        (voidfall, VOIDFALL_PACK, "maps/two_players.yaml", _two_homes, "sectors.home_seat"),
        (
            voidfall,
            VOIDFALL_PACK,
            "modules/incursion/void/setup_aids.yaml",
            _one_aid_short,
            "setup_aids.yaml",
        ),
        (revenant, REVENANT_PACK, "operations.yaml", _unknown_effect, "'fly 2'"),
        (revenant, REVENANT_PACK, "operations.yaml", _bad_condition, "'tactics eight'"),
    ],
    ids=["side", "limit", "agenda-cost", "homes", "incursion-count", "rv-effect", "rv-condition"],
)
def test_a_rarer_content_check_reads_in_the_language(
    cli: click.Group, source: Path, file: str, change: Edit, named: str, tmp_path: Path
) -> None:
    """The loader's rarer refusals name the file, entry and field and say the problem in the
    reader's language (an effect or condition quoted from the pack is the pack's own text)."""
    pack = _broken(tmp_path, source, file, change)
    english = _refusal(cli, "en", pack)
    assert named in english
    assert english_in(english), english
    for lang in LANGS:
        out = _refusal(cli, lang, pack)
        assert named in out
        assert not english_in(out.replace(file, "").replace(named, "")), out


# --- an unknown bot, Click's rarer value types, ``--lang`` itself ---------------------------


def test_an_unknown_bot_is_refused_in_the_language() -> None:
    """``play --seats human,nobody``: the refusal names the bot and the known ones."""
    args = ["play", "--seats", "human,nobody"]
    english = CliRunner().invoke(voidfall, ["--lang", "en", *args]).output
    assert "'nobody'" in english and "greedy" in english
    assert english_in(english), english
    for lang in LANGS:
        out = CliRunner().invoke(voidfall, ["--lang", lang, *args]).output
        assert "'nobody'" in out and "greedy" in out
        assert not english_in(out), out


@click.group("main")
@LANG_OPTION
def _typed() -> None:
    """A command with the value types the two commands do not use yet."""


@_typed.command("t")
@click.option("--flag", type=click.BOOL)
@click.option("--key", type=click.UUID)
@click.option("--day", type=click.DateTime(["%Y-%m-%d"]))
def _values(flag: bool | None, key: uuid.UUID | None, day: object) -> None:
    """Accept the three values."""


@pytest.mark.parametrize(
    ("option", "value"), [("--flag", "maybe"), ("--key", "k"), ("--day", "someday")]
)
def test_clicks_rarer_types_are_refused_in_the_language(option: str, value: str) -> None:
    """A boolean, a UUID and a date that do not parse: Click's refusal from the catalog."""
    args = ["t", option, value]
    english = CliRunner().invoke(_typed, ["--lang", "en", *args]).output
    assert f"'{value}'" in english and english_in(english), english
    for lang in LANGS:
        out = CliRunner().invoke(_typed, ["--lang", lang, *args]).output
        assert f"'{value}'" in out
        assert not english_in(out), out


@pytest.mark.parametrize(
    ("env", "lang"), [("de_DE.UTF-8", "de"), ("pt_BR.UTF-8", "pt"), ("fr_FR.UTF-8", "en")]
)
def test_an_unknown_lang_is_refused_in_the_environments_language(env: str, lang: str) -> None:
    """``--lang xx``: refused naming the languages there are, in the language of ``LANG``, or
    in English when that names no catalog either (no language is chosen yet)."""
    clean = dict.fromkeys(("LANGUAGE", "LC_ALL", "LC_MESSAGES"), "")
    result = CliRunner().invoke(voidfall, ["--lang", "xx", "content"], env={**clean, "LANG": env})
    assert result.exit_code == 2
    assert all(f"'{code}'" in result.output for code in ("en", "de", "pt"))
    assert bool(english_in(result.output)) == (lang == "en"), result.output


def test_a_kept_refusal_is_written_in_the_language_it_is_read_in() -> None:
    """A refusal keeps its message id and parameters (``core.primitive.reason``) and is written
    when shown: the same kept reason reads in each language, a parameter that is a message id
    (the Agenda type of VF-AGENDA-09) in that language too."""
    from domineum.kernel import messages
    from domineum.voidfall.core.primitive import reason
    from domineum.voidfall.engine.flow import reason_text

    kept = reason("vf.refuse.agenda_type_twice", type="vf.term.agenda_type.might", slot=3)
    shown = {}
    for lang in ("en", *LANGS):
        with messages.using(lang):
            shown[lang] = reason_text(kept)
            might = messages.render("vf.term.agenda_type.might")
        assert might in shown[lang] and "3" in shown[lang]
    assert shown["en"].startswith("a Might Agenda is already in play in slot 3")
    assert len(set(shown.values())) == 3
    assert all(not english_in(shown[lang]) for lang in LANGS), shown
