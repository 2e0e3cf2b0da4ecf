"""Command-line options that several `voidfall` commands share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

from domineum.kernel.messages import render
from domineum.voidfall.cli.messages import BadInput
from domineum.voidfall.core.modules import canonical
from domineum.voidfall.model.terms import MODULES

F = TypeVar("F", bound=Callable[..., object])


def _modules(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """``--modules a,b``: known module names in their canonical order (RS-MOD-01)."""
    names = [n.strip().lower() for n in value.split(",") if n.strip()]
    unknown = [n for n in names if n not in MODULES]
    if unknown:
        raise BadInput(render("vf.module.unknown", name=unknown[0], known=", ".join(MODULES)))
    return canonical(names)


def void_options(mode_help: str) -> Callable[[F], F]:
    """``--mode competitive|solo|coop``, ``--difficulty easy|medium|hard`` (VF-SOLO-DIFF) and
    ``--modules`` (Voidfall: Resurgence, RS-MOD)."""

    def add(command: F) -> F:
        command = click.option(
            "--modules",
            default="",
            callback=_modules,
            help="Voidfall: Resurgence modules to switch on, comma-separated: psionics, arsenal, "
            "incursion (Incursion needs arsenal and --mode solo or coop).",
        )(command)
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
