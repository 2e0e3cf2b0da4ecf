"""Command-line options that several `voidfall` commands share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

from domineum.kernel.messages import render
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.modules import canonical
from domineum.voidfall.model.terms import MODULES

F = TypeVar("F", bound=Callable[..., object])


def _modules(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """``--modules a,b``: known module names in their canonical order (RS-MOD-01)."""
    names = [n.strip().lower() for n in value.split(",") if n.strip()]
    unknown = [n for n in names if n not in MODULES]
    if unknown:
        raise click.BadParameter(
            render("vf.module.unknown", name=unknown[0], known=", ".join(MODULES))
        )
    return canonical(names)


def rules_options(
    content: Content, mode: str, difficulty: str, modules: tuple[str, ...], setup_aid: str
) -> tuple[str, ...]:
    """The ``Config.options`` of the command line's choices: the Difficulty card in solo and
    co-op, and Incursion's Difficulty Setup Aid (``--setup-aid``, RS-INCPREP); a Setup Aid
    without Incursion, or one the pack lacks, is refused with what is known."""
    options = (f"difficulty={difficulty}",) if mode != "competitive" else ()
    if not setup_aid:
        return options
    if "incursion" not in modules:
        raise click.BadParameter(
            render("vf.cli.setup_aid_needs_incursion"), param_hint="--setup-aid"
        )
    known = sorted(content.incursion.setup_aids) if content.incursion is not None else []
    if setup_aid not in known:
        text = render("vf.cli.setup_aid_unknown", name=setup_aid, known=", ".join(known))
        raise click.BadParameter(text, param_hint="--setup-aid")
    return (*options, f"setup_aid={setup_aid}")


def void_options(mode_help: str) -> Callable[[F], F]:
    """``--mode competitive|solo|coop``, ``--difficulty easy|medium|hard`` (VF-SOLO-DIFF),
    ``--modules`` (Voidfall: Resurgence, RS-MOD) and ``--setup-aid`` (Incursion, RS-INCPREP;
    see :func:`rules_options`)."""

    def add(command: F) -> F:
        command = click.option(
            "--setup-aid",
            default="",
            help="Incursion: the Difficulty Setup Aid, aid-1 (easiest, the default) to aid-7.",
        )(command)
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
