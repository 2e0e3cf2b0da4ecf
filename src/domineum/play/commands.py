"""The parts of a game's command line that are the same for every game: the command group
with its ``--content`` option, the game loaded once per invocation, the legal-action listing,
applying actions all-or-nothing, running scenario files and the content summary.

Each helper takes what differs from game to game (how to build the game, the messages, the
refusal to raise), so each command keeps its own wording and exit status: a refusal raised as
a ``click.ClickException`` exits 2, an illegal action exits 1 and saves nothing.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.kernel.errors import ContentError, IllegalAction, NotationError
from domineum.kernel.record import Session
from domineum.kernel.scenario import ScenarioResult
from domineum.play.help import LANG_OPTION

G = TypeVar("G")

#: ``--content DIR``: the group's option naming another content pack.
CONTENT_OPTION = click.option(
    "--content",
    type=click.Path(file_okay=False, exists=True),
    default=None,
    help="Use this content pack folder instead of the bundled one (validated at load).",
)
#: The ``FILE`` argument of a command that reads a game file.
GAME_FILE = click.argument("file", type=click.Path(dir_okay=False))
#: ``-o/--output`` of the ``new`` command: the game file written.
NEW_OUTPUT = click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False),
    help="Where to write the game file.",
)
#: ``--json`` of the ``legal`` command.
LEGAL_JSON = click.option(
    "--json", "as_json", is_flag=True, help="Print a JSON list of {id, notation, label}."
)
#: ``--json`` of the ``content`` command.
COUNTS_JSON = click.option(
    "--json", "as_json", is_flag=True, help="Print the counts as one JSON object."
)
#: The ``PATHS`` of the ``scenario`` command: files, or folders of ``*.yaml``.
SCENARIO_PATHS = click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))


def game_group(help_text: str) -> click.Group:
    """A game's command group ``main``: ``-h``/``--help``, ``--lang`` and ``--content DIR``
    (remembered on the context for :func:`cached_game`)."""

    @click.group(
        name="main", help=help_text, context_settings={"help_option_names": ["-h", "--help"]}
    )
    @LANG_OPTION
    @CONTENT_OPTION
    @click.pass_context
    def main(ctx: click.Context, content: str | None) -> None:
        ctx.ensure_object(dict)["content"] = content

    return main


def cached_game(
    ctx: click.Context,
    build: Callable[[str | None], G],
    refuse: Callable[[ContentError], click.ClickException],
) -> G:
    """The game of this invocation, built once from the ``--content`` pack (``None``: the
    bundled one); a pack the loader refuses raises ``refuse(error)``."""
    obj: dict[str, Any] = ctx.ensure_object(dict)
    if "game" not in obj:
        try:
            obj["game"] = build(obj.get("content"))
        except ContentError as exc:
            raise refuse(exc) from None
    game: G = obj["game"]
    return game


def echo_legal(actions: Sequence[Action], as_json: bool) -> None:
    """The legal actions, one ``id<TAB>notation<TAB>label`` line each, or as a JSON list."""
    if as_json:
        rows = [
            {"id": a.id, "notation": a.notation, "label": a.label, "rules": list(a.rules)}
            for a in actions
        ]
        click.echo(json.dumps(rows, indent=1))
        return
    for a in actions:
        click.echo(f"{a.id}\t{a.notation}\t{a.label}")


def apply_all(
    session: Session[Any],
    actions: Iterable[str],
    bad_notation: Callable[[int, str, NotationError], click.ClickException],
    illegal: Callable[[int, str, IllegalAction], str],
) -> None:
    """Apply each action (an id or notation; ``n`` counts from 1) to ``session`` in place. A
    text that is no action raises ``bad_notation(n, text, error)``; an illegal one prints
    ``illegal(n, text, error)`` on stderr and exits 1. Either way the caller saves nothing."""
    game = session.game
    for n, given in enumerate(actions, start=1):
        try:
            session.apply(game.action_space.parse(given))
        except NotationError as exc:
            raise bad_notation(n, given, exc) from None
        except IllegalAction as exc:
            click.echo(illegal(n, given, exc), err=True)
            sys.exit(1)


def scenario_files(paths: Iterable[str]) -> list[Path]:
    """The files named, a folder standing for its ``*.yaml`` files at any depth (sorted)."""
    files: list[Path] = []
    for p in map(Path, paths):
        files += sorted(p.glob("**/*.yaml")) if p.is_dir() else [p]
    return files


def run_scenarios(
    paths: Iterable[str],
    run: Callable[[Path], ScenarioResult],
    errors: tuple[type[Exception], ...],
    refuse: Callable[[str], click.ClickException],
) -> None:
    """Run every scenario file and print one line each (and its differences); a file that
    cannot be read as a scenario (one of ``errors``) raises ``refuse(message)``; exit 1 if
    any failed."""
    files = scenario_files(paths)
    failed = 0
    for f in files:
        try:
            result = run(f)
        except errors as exc:
            raise refuse(str(exc)) from None
        status = messages.render("play.scenario.ok" if result.ok else "play.scenario.fail")
        click.echo(f"{status} {f}: {result.name} [{', '.join(result.rules)}]")
        for line in result.failures:
            click.echo(f"     - {line}")
        failed += not result.ok
    click.echo(messages.render("play.scenario.total", passed=len(files) - failed, failed=failed))
    if failed:
        sys.exit(1)


#: the words of a content pack's counts (``voidfall content``, ``revenant content``), by key
#: (in English the keys themselves, as the counts always read)
COUNT_WORDS = {
    "houses": "houses",
    "technologies": "technologies",
    "agendas": "agendas",
    "starting_agendas": "starting agendas",
    "origins": "origins",
    "focus_cards": "focus cards",
    "galactic_events": "galactic events",
    "civilization_spaces": "civilization spaces",
    "sector_types": "sector types",
    "maps": "maps",
    "bounty_tokens": "bounty tokens",
    "reclaim_tokens": "reclaim tokens",
    "sources": "sources",
    "authored": "authored",
    "reference": "reference",
    "seed": "rulebook",
    "modules": "modules",
    "arsenal": "arsenal",
    "incursion": "incursion",
    "psionics": "psionics",
    "dual_situation_cards": "dual situation cards",
    "immediate_crises": "immediate crises",
    "missions": "missions",
    "rift_surge_cards": "rift surge cards",
    "setup_aids": "setup aids",
    "voidfall_cards": "voidfall cards",
    "operation_cards": "operation cards",
    "planets": "planets",
    "scanner_cards": "scanner cards",
    "colonies": "colonies",
    "secret_agendas": "secret agendas",
    "failure_cards": "failure cards",
    "crew_board_sides": "crew board sides",
    "frigate_boards": "frigate boards",
    "hidden_influence_cards": "hidden influence cards",
    "sectors": "sectors",
    "updated_houses": "updated houses",
    "updated_focus_cards": "updated focus cards",
    "updated_technologies": "updated technologies",
}
messages.register({f"play.count.{k}": v for k, v in COUNT_WORDS.items()})
messages.register({"play.count.players": messages.Plural("{n} player", "{n} players")})
messages.register(
    {
        "play.scenario.ok": "ok  ",
        "play.scenario.fail": "FAIL",
        "play.scenario.total": "{passed} passed, {failed} failed",
    }
)


def _count_word(key: str) -> str:
    """A count's key in the reader's language (a player count for a map's key)."""
    if key.isdigit():
        return messages.render("play.count.players", n=int(key))
    msg = f"play.count.{key.replace(' ', '_')}"
    return messages.render(msg) if messages.known(msg) else key


def _count_value(value: Any) -> str:
    """A count, or counts by key (``2 players: 3, ...``; ``Arsenal (Agendas: 9); ...``)."""
    if not isinstance(value, Mapping):
        return str(value)
    if any(isinstance(v, Mapping) for v in value.values()):
        return "; ".join(f"{_count_word(str(k))} ({_count_value(v)})" for k, v in value.items())
    return ", ".join(f"{_count_word(str(k))}: {v}" for k, v in value.items())


def echo_summary(summary: Mapping[str, Any], as_json: bool, width: int) -> None:
    """A content pack's counts: one JSON object (keys as they are), or lines of counts in the
    reader's language (the words at least ``width`` wide)."""
    if as_json:
        click.echo(json.dumps(summary, indent=1))
        return
    words = {key: _count_word(key) for key in summary}
    width = max([width, *(len(w) + 1 for w in words.values())])
    for key, value in summary.items():
        click.echo(f"{words[key]:<{width}} {_count_value(value)}")
