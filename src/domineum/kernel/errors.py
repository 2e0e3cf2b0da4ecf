"""Errors every game and interface shares."""

from __future__ import annotations

import re

from domineum.kernel import messages

messages.register(
    {  # a content pack's errors (issue 19): every one names the file, entry and field
        "content.error": "{file}: entry '{entry}', field '{field}': {problem}",
        "content.folder": "is a folder, not a file",
        "content.file_missing": "file is missing from the content pack",
        "content.pack_missing": "content pack folder not found",
        "content.not_utf8": "not UTF-8 text",
        "content.unreadable": "cannot be read ({reason})",
        "content.too_deep": "nested too deeply",
        "content.not_yaml": "not valid YAML (line {line})",
        "content.empty": "the file is empty",
        "content.not_list": "expected a list of entries",
        "content.not_mapping": "must be a mapping",
        "content.duplicate_id": "duplicate id",
        "content.required": "a required field is missing",
        "content.expected": "expected `{expected}`, got `{got}`",
        "content.unknown_field": "unknown field `{name}`",
        "content.invalid_value": "invalid value {value}",
        "content.refers_to": "refers to {what}, which does not exist",
        "content.expected_bound": "expected `{expected}` {relation} {limit}",
        "content.expected_length": "expected `{expected}` of length {relation} {limit}",
        "content.expected_exact_length": "expected `{expected}` of length {want}, got {got}",
        "content.expected_pattern": "expected `{expected}` matching the pattern {pattern}",
        "content.expected_multiple": "expected `{expected}`, a multiple of {step}",
    }
)

_VALIDATION = (  # msgspec's own sentences, by the message id that says them in every language
    (re.compile(r"Expected `([^`]+)`, got `([^`]+)`"), "content.expected", ("expected", "got")),
    (re.compile(r"Object contains unknown field `([^`]+)`"), "content.unknown_field", ("name",)),
    (re.compile(r"Invalid enum value (.+)"), "content.invalid_value", ("value",)),
    (  # the limits of a field (``msgspec.Meta``): ``>= 1``, ``of length <= 3``...
        re.compile(r"Expected `([^`]+)` (>=|<=|>|<) (\S+)"),
        "content.expected_bound",
        ("expected", "relation", "limit"),
    ),
    (
        re.compile(r"Expected `([^`]+)` of length (>=|<=) (\d+)"),
        "content.expected_length",
        ("expected", "relation", "limit"),
    ),
    (
        re.compile(r"Expected `([^`]+)` of length (\d+), got (\d+)"),
        "content.expected_exact_length",
        ("expected", "want", "got"),
    ),
    (
        re.compile(r"Expected `([^`]+)` matching regex (.+)"),
        "content.expected_pattern",
        ("expected", "pattern"),
    ),
    (
        re.compile(r"Expected `([^`]+)` that's a multiple of (\S+)"),
        "content.expected_multiple",
        ("expected", "step"),
    ),
)


class DomineumError(Exception):
    """Base of every error the project raises on purpose."""


class IllegalAction(DomineumError):
    """An action that the rules forbid; the state it was tried on is unchanged.

    ``rule_id`` names the rule that forbids it (e.g. ``VF-ACTION-04``).
    """

    def __init__(self, reason: str, rule_id: str) -> None:
        super().__init__(f"{reason} [{rule_id}]")
        self.reason = reason
        self.rule_id = rule_id


class NotationError(DomineumError):
    """Text that is not a valid action notation or position."""


class ContentError(DomineumError):
    """A content pack entry that does not validate: names the file, entry and field.

    ``message`` is the problem's message id (``content.*``) with ``params``, written in the
    reader's language when the error is shown; text that is no id is shown as it is."""

    def __init__(self, file: str, entry: str, field: str, message: str, **params: object) -> None:
        super().__init__(file, entry, field, message)
        self.file = file
        self.entry = entry
        self.field = field
        self.message = message
        self.params = params

    @property
    def problem(self) -> str:
        """What is wrong, in the language in force."""
        if messages.known(self.message):
            return messages.render(self.message, **self.params)
        return self.message

    def __str__(self) -> str:
        return messages.render(
            "content.error",
            file=self.file,
            entry=self.entry,
            field=self.field,
            problem=self.problem,
        )


def validation_problem(text: str) -> tuple[str, str, dict[str, object]]:
    """A validation error (``msgspec``'s ``str(exc)``) as the field it names (``-``: none) and
    its problem as a message id and parameters. A check of the project's own that raises a
    message id (a ``__post_init__``'s ``ValueError``) keeps it; a sentence of msgspec's not
    recognised is kept as it is."""
    where = "-"
    if " - at `" in text:
        text, _, at = text.partition(" - at `")
        where = at.rstrip("`").removeprefix("$.").removeprefix("$") or "-"
    missing = re.fullmatch(r"Object missing required field `(\w+)`", text)
    if missing:  # name the missing field itself, not the entry holding it
        name = missing.group(1)
        return (name if where == "-" else f"{where}.{name}"), "content.required", {}
    for pattern, msg_id, names in _VALIDATION:
        found = pattern.fullmatch(text)
        if found:
            return where, msg_id, dict(zip(names, found.groups(), strict=True))
    return where, text, {}


class ReplayMismatch(DomineumError):
    """A replayed log did not reproduce the recorded state hash."""
