"""A command's help in the reader's language, and the global ``--lang`` option.

Help texts are written in English in the code; the catalog maps each English text (the tool
``tools/i18n_catalog.py`` extracts them with :func:`help_texts`). :func:`localize` sets every
help of a command tree to the language in force, keeping the English to go back to.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import click

from domineum.kernel import messages

_ENGLISH: dict[int, str] = {}

HELP_TEXT = "Show this message and exit."
#: Click's own words around the help and in its usage errors (Click asks gettext for them; here
#: the catalog answers, like for every help text).
CLICK_TEXTS = (
    "Usage:",
    "Options",
    "Commands",
    HELP_TEXT,
    "Error: {message}",
    "Try '{command} {option}' for help.",
    "No such command {name!r}.",
    "No such option {name!r}.",
    "Missing argument",
    "Missing option",
    "Missing command.",
    "Missing parameter",
    "Invalid value for {param_hint}: {message}",
    "Invalid value: {message}",
    "Aborted!",
    "default: {default}",
    "{value!r} is not a valid {number_type}.",
    "{value} is not in the range {range}.",
    "{name} {filename!r} does not exist.",
    "{name} {filename!r} is a directory.",
    "{name} {filename!r} is a file.",
    "{name} {filename!r} is not readable.",
    "{name} {filename!r} is not writable.",
    "{name} {filename!r} is not executable.",
    "Could not open file {filename!r}: {message}",
    "file",
    "directory",
    "path",
    "{value!r} is not a valid boolean. Recognized values: {states}",
    "{value!r} is not a valid UUID.",
    "Choose from:\n\t{choices}",
    "Missing {param_type}",
    "Missing parameter: {param_name}",
    "Argument {name!r} takes {nargs} values.",
    "Option {name!r} does not take a value.",
    "Value must be an iterable.",
    "Positional arguments",
    "env var: {var}",
    "(dynamic)",
    "deprecated",
    "unknown error",
    "Do you want to continue?",
    "Repeat for confirmation",
    "Error: The two entered values do not match.",
    "Error: invalid input",
    "Press any key to continue...",
)
#: Click's words that count something (Click asks ``ngettext``): one form, and the other; each
#: is an entry of its own, chosen by the count (one when it is 1: every count here is 1 or more,
#: so the one/other split is right in German and Portuguese too)
CLICK_PLURALS = (
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    ("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given."),
    (
        "{value!r} does not match the format {format}.",
        "{value!r} does not match the formats {formats}.",
    ),
    (
        "{len_type} values are required, but {len_value} was given.",
        "{len_type} values are required, but {len_value} were given.",
    ),
)
#: the names Click gives its value types in a refusal ("'x' is not a valid integer range."), by
#: the type that carries each
CLICK_TYPES: tuple[tuple[type[click.ParamType[Any]], str], ...] = (
    (click.types.IntParamType, "integer"),
    (click.types.IntRange, "integer range"),
    (click.types.FloatParamType, "float"),
    (click.types.FloatRange, "float range"),
)
_CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "types", "termui", "parser")


def _ngettext(one: str, other: str, count: int) -> str:
    """Click's counted words in the language in force (see :data:`CLICK_PLURALS`)."""
    return messages.translate(one if count == 1 else other)


def _parts(command: click.Command) -> Iterator[click.Command | click.Option]:
    yield command
    yield from (p for p in command.params if isinstance(p, click.Option))
    made = getattr(command, "_help_option", None)  # Click makes ``--help`` on first use
    if isinstance(made, click.Option):
        yield made
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            yield from _parts(sub)


def _english(part: click.Command | click.Option) -> str:
    """The English help of ``part``: as written, before any :func:`localize`."""
    if isinstance(part, click.Option) and (part.name or "").endswith("help"):  # ``--help``
        return HELP_TEXT  # Click makes it in the language in force when it is first needed
    return _ENGLISH.get(id(part), part.help or "")


def help_texts(command: click.Command) -> Iterator[str]:
    """Every help text of ``command`` and its subcommands, and Click's own words, in English."""
    yield from CLICK_TEXTS
    for forms in CLICK_PLURALS:
        yield from forms
    for _kind, english in CLICK_TYPES:
        yield english
    for part in _parts(command):
        english = _english(part)
        if english:
            yield english


def localize(command: click.Command) -> None:
    """Set every help text of ``command``'s tree to the language in force, and have Click take
    its own words from the catalog."""
    for name in _CLICK_MODULES:
        module = sys.modules.get(f"click.{name}")
        if module is not None and hasattr(module, "_"):
            setattr(module, "_", messages.translate)  # noqa: B010
        if module is not None and hasattr(module, "ngettext"):
            setattr(module, "ngettext", _ngettext)  # noqa: B010
    for kind, english in CLICK_TYPES:
        kind.name = messages.translate(english)
    for part in _parts(command):
        english = _ENGLISH.setdefault(id(part), _english(part))
        if english:
            part.help = messages.translate(english)


class _Languages(click.Choice[str]):
    """The languages of the catalogs. A value that names none is refused, naming the choices,
    in the language of the environment (``LANG``...; English when that names none either): no
    language has been chosen yet when ``--lang`` itself is wrong."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if value not in self.choices:
            messages.set_default_language(messages.language_from_env())
            if ctx is not None:
                localize(ctx.find_root().command)
        return super().convert(value, param, ctx)


def _choose(ctx: click.Context, _param: click.Parameter, value: str | None) -> str:
    try:
        messages.set_default_language(value or messages.language_from_env())
    except messages.UnknownLanguage as exc:
        raise click.BadParameter(str(exc)) from None
    localize(ctx.find_root().command)
    return messages.language()


#: ``--lang en|de|pt``: the language of everything the command prints (default: from
#: ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG``). Eager, so ``--lang de --help`` is German.
LANG_OPTION = click.option(
    "--lang",
    type=_Languages(messages.LANGUAGES),
    default=None,
    is_eager=True,
    expose_value=False,
    callback=_choose,
    help="Language of everything printed (default: from LANG/LC_MESSAGES).",
)
