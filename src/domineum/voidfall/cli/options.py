"""Command-line options that several `voidfall` commands share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

F = TypeVar("F", bound=Callable[..., object])


def void_options(mode_help: str) -> Callable[[F], F]:
    """``--mode competitive|solo|coop`` and ``--difficulty easy|medium|hard`` (VF-SOLO-DIFF)."""

    def add(command: F) -> F:
        command = click.option(
            "--difficulty",
            type=click.Choice(["easy", "medium", "hard"]),
            default="easy",
            show_default=True,
            help="Solo and co-op: the Difficulty card.",
        )(command)
        return click.option(
            "--mode",
            type=click.Choice(["competitive", "solo", "coop"]),
            default="competitive",
            show_default=True,
            help=mode_help,
        )(command)

    return add
