"""Whole games read in German and in Portuguese show no English outside proper names (issue 19,
docs/languages.md): the terminal game of Voidfall played by bots, its log and score re-read
from the saved file, Revenant's board and legal list.

"English" is measured with the catalogs themselves: a word of the English templates, names and
texts that no German or Portuguese translation uses (so proper names and words the languages
share, such as "Credits" or "Option", are not English here). Notation in brackets and typed
commands are the machine syntax, the same in every language, and are left out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from click.testing import CliRunner

from domineum.kernel import messages
from domineum.revenant.cli import main as revenant
from domineum.voidfall.cli.app import main as voidfall
from domineum.voidfall.game import VoidfallGame

WORD = re.compile(r"[^\W\d_]{4,}")
NOTATION = re.compile(r"\S*/\S*|\[[^\]]*\]|'[^']*'|\{[^}]*\}|``[^`]*``|--[a-z-]+")
#: The commands' own syntax: command names, the program's name in a test, the keywords of the
#: action notation (a refusal lists them: "known: focus, take, ...").
SYNTAX = frozenset(
    {
        *voidfall.commands,
        *revenant.commands,
        "main",
        *(w for k in VoidfallGame().action_space.kinds for w in k.name.split("-")),
    }
)


def _words(texts: Iterable[str]) -> set[str]:
    return {
        w.lower()
        for t in texts
        for w in WORD.findall(NOTATION.sub(" ", t))
        if not w.isupper() and w not in SYNTAX  # METAVARS and commands are syntax
    }


@cache
def english_only() -> frozenset[str]:
    """Words of the English source that neither translation ever uses."""
    english: list[str] = []
    translated: list[str] = []
    for lang in messages.LANGUAGES[1:]:
        path = messages.LOCALE_DIR / lang / "LC_MESSAGES" / f"{messages.DOMAIN}.po"
        with path.open("rb") as f:
            for m in read_po(f, locale=lang):
                if m.id:
                    english += [m.id] if isinstance(m.id, str) else list(m.id)
                    translated += [m.string] if isinstance(m.string, str) else list(m.string or ())
    return frozenset(_words(english) - _words(translated))


def english_in(output: str) -> list[str]:
    """The lines of ``output`` that hold an English-only word, with the words."""
    found = []
    for line in NOTATION.sub(" ", output).splitlines():
        if line.startswith(">:"):  # what the person typed, echoed by the test's terminal
            continue
        hits = sorted(_words([line]) & english_only())
        if hits:
            found.append(f"{hits}: {line}")
    return found


def test_the_detector_finds_english() -> None:
    """The check is not empty: an English line is caught, its translations are not."""
    import domineum.voidfall.content.messages  # noqa: F401

    line = messages.render("vf.choice.end")
    assert english_in(line)
    for lang in ("de", "pt"):
        with messages.using(lang):
            assert not english_in(messages.render("vf.choice.end"))


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_a_whole_terminal_game_reads_in_the_language(lang: str, tmp_path: Path) -> None:
    """``voidfall --lang LANG play`` with two bots, start to final score; then the saved game's
    log and score re-read in that language (rendering from ids and params)."""
    saved = tmp_path / "game.json"
    runner = CliRunner()
    args = ["--lang", lang, "play", "--seats", "greedy,random", "--seed", "2"]
    played = runner.invoke(voidfall, [*args, "--autosave", str(saved)])
    assert played.exit_code == 0, played.output
    assert "Partie ist vorbei" in played.output or "partida acabou" in played.output
    log = runner.invoke(voidfall, ["--lang", lang, "log", str(saved)])
    score = runner.invoke(voidfall, ["--lang", lang, "score", str(saved)])
    assert log.exit_code == 0 and score.exit_code == 0, log.output + score.output
    for output in (played.output, log.output, score.output):
        assert not english_in(output), "\n".join(english_in(output)[:20])
    english = runner.invoke(voidfall, ["--lang", "en", "score", str(saved)])
    assert "Influence" in english.output  # the same file, read in English


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_a_solo_game_against_the_void_reads_in_the_language(lang: str) -> None:
    """The Void's notes, Crises and score sheet too (VF-SOLO)."""
    runner = CliRunner()
    args = ["--lang", lang, "play", "--mode", "solo", "--seats", "greedy", "--seed", "4"]
    played = runner.invoke(voidfall, [*args, "--autosave", ""])
    assert played.exit_code == 0, played.output
    assert not english_in(played.output), "\n".join(english_in(played.output)[:20])


#: Voidfall: Resurgence's modules and the co-op and tutorial modes, played by bots: their
#: Crisis board rows, Voidborn Arsenal types, Rifts, Civil Defense, Psionic pieces (RS-*)
MODES = {
    "co-op, every module": "--mode coop --seats random,random "
    "--modules psionics,arsenal,incursion --seed 5",
    "competitive, Psionics and Arsenal": "--seats random,random,random "
    "--modules psionics,arsenal --seed 6",
    "solo, Incursion": "--mode solo --seats random --modules arsenal,incursion --seed 7",
    "tutorial": "--mode tutorial --seats random,random --seed 9",
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("lang", ["de", "pt"])
def test_every_mode_and_module_reads_in_the_language(lang: str, mode: str, tmp_path: Path) -> None:
    """A game of each mode and module, then its log, score and board re-read from the file."""
    saved = tmp_path / "game.json"
    runner = CliRunner()
    args = ["--lang", lang, "play", *MODES[mode].split(), "--autosave", str(saved)]
    played = runner.invoke(voidfall, args)
    assert played.exit_code == 0, played.output
    outputs = [played.output]
    for command in ("log", "score", "show", "legal"):
        out = runner.invoke(voidfall, ["--lang", lang, command, str(saved)])
        assert out.exit_code == 0, out.output
        outputs.append(out.output)
    assert len("".join(outputs).splitlines()) > 400  # a whole game's log
    for output in outputs:
        assert not english_in(output), "\n".join(english_in(output)[:20])


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_a_revenant_game_of_bots_reads_in_the_language(lang: str, tmp_path: Path) -> None:
    """``revenant play`` with three bots, start to end, then its score and board (RV)."""
    saved = tmp_path / "rv.json"
    runner = CliRunner()
    args = ["--lang", lang, "play", "--seats", "random,random,random", "--seed", "3"]
    played = runner.invoke(revenant, [*args, "-o", str(saved)])
    assert played.exit_code == 0, played.output
    outputs = [played.output]
    for command in ("score", "show"):
        out = runner.invoke(revenant, ["--lang", lang, command, str(saved)])
        assert out.exit_code == 0, out.output
        outputs.append(out.output)
    for output in outputs:
        assert not english_in(output), "\n".join(english_in(output)[:20])


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_revenant_reads_in_the_language(lang: str, tmp_path: Path) -> None:
    """Revenant's board, legal list and a bots' game in the language (RV labels)."""
    game = tmp_path / "rv.json"
    runner = CliRunner()
    made = runner.invoke(revenant, ["--lang", lang, "new", "--players", "2", "-o", str(game)])
    assert made.exit_code == 0, made.output
    for command in (["show", str(game)], ["legal", str(game)]):
        out = runner.invoke(revenant, ["--lang", lang, *command])
        assert out.exit_code == 0, out.output
        assert not english_in(out.output), "\n".join(english_in(out.output)[:20])


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_the_help_reads_in_the_language(lang: str) -> None:
    """``--lang`` comes first and is eager: the help of the group and of a command."""
    runner = CliRunner()
    for args in ([], ["play"], ["legal"]):
        out = runner.invoke(voidfall, ["--lang", lang, *args, "--help"])
        assert out.exit_code == 0, out.output
        assert not english_in(out.output), "\n".join(english_in(out.output)[:20])


def test_an_unknown_language_is_refused_naming_the_choices() -> None:
    out = CliRunner().invoke(voidfall, ["--lang", "fr", "--help"])
    assert out.exit_code == 2 and "'fr'" in out.output and "en" in out.output


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_a_person_at_the_terminal_reads_the_language(lang: str) -> None:
    """The human's side of ``voidfall play``: the board, the numbered choices, ``help``,
    ``why`` (the rule texts, VF-ACTION and the rest, by rule ID), ``score``, an unknown word."""
    runner = CliRunner()
    args = ["--lang", lang, "play", "--seats", "human,random", "--seed", "5", "--autosave", ""]
    typed = "help\nwhy\nwhy 1\nscore\noffers\nhouse 0\ncard Conquest\nlog\nxyzzy\nquit\n"
    played = runner.invoke(voidfall, args, input=typed)
    assert played.exit_code == 0, played.output
    assert "VF-" in played.output  # ``why`` quoted rules
    assert not english_in(played.output), "\n".join(english_in(played.output)[:20])


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_the_content_counts_and_the_sim_table_read_in_the_language(lang: str) -> None:
    """``voidfall content`` and ``revenant content`` name their counts, and ``voidfall sim``'s
    table its columns and lines, in the language (numbers as it writes them)."""
    runner = CliRunner()
    outputs = [
        runner.invoke(voidfall, ["--lang", lang, "content"]),
        runner.invoke(revenant, ["--lang", lang, "content"]),
        runner.invoke(
            voidfall, ["--lang", lang, "sim", "--games", "2", "--bots", "random", "--mode", "solo"]
        ),
    ]
    for out in outputs:
        assert out.exit_code == 0, out.output
        assert not english_in(out.output), "\n".join(english_in(out.output)[:20])
    row = next(line for line in outputs[2].output.splitlines() if line.startswith("random"))
    assert "," in row and "." not in row  # the bot's row: decimal commas in both languages
