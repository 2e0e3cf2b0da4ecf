"""Errors every game and interface shares."""

from __future__ import annotations


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
    """A content pack entry that does not validate: names the file, entry and field."""

    def __init__(self, file: str, entry: str, field: str, problem: str) -> None:
        super().__init__(f"{file}: entry '{entry}', field '{field}': {problem}")
        self.file = file
        self.entry = entry
        self.field = field
        self.problem = problem


class ReplayMismatch(DomineumError):
    """A replayed log did not reproduce the recorded state hash."""
