"""Command-line options that several `voidfall` commands share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

from domineum.kernel.messages import render
from domineum.voidfall.cli.messages import BadInput, text
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.modules import canonical
from domineum.voidfall.model.terms import MODULES
from domineum.voidfall.modes import tutorial
from domineum.voidfall.modes.void.options import GERMAN_LITERAL

F = TypeVar("F", bound=Callable[..., object])


def _modules(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """``--modules a,b``: known module names in their canonical order (RS-MOD-01)."""
    names = [n.strip().lower() for n in value.split(",") if n.strip()]
    unknown = [n for n in names if n not in MODULES]
    if unknown:
        raise BadInput(render("vf.module.unknown", name=unknown[0], known=", ".join(MODULES)))
    return canonical(names)


def setup_aid_option(content: Content, modules: tuple[str, ...], setup_aid: str) -> tuple[str, ...]:
    """``--setup-aid``: Incursion's Difficulty Setup Aid as a ``Config`` option (RS-INCPREP);
    one without Incursion, or one the pack lacks, is refused by name with the known ones."""
    if not setup_aid:
        return ()
    if "incursion" not in modules:
        raise BadInput(text("vf.cli.setup_aid_needs_incursion"))
    known = sorted(content.incursion.setup_aids) if content.incursion is not None else []
    if setup_aid not in known:
        raise BadInput(text("vf.cli.setup_aid_unknown", name=setup_aid, known=", ".join(known)))
    return (f"setup_aid={setup_aid}",)


def void_options(mode_help: str) -> Callable[[F], F]:
    """``--mode competitive|solo|coop|tutorial``, ``--difficulty easy|medium|hard`` (VF-SOLO-DIFF),
    ``--rules-option NAME`` (repeatable): a German-literal reading of the solo/co-op rules
    (modes/void/options.py), ``--modules`` (Voidfall: Resurgence, RS-MOD) and ``--setup-aid``
    (Incursion, RS-INCPREP; see :func:`setup_aid_option`)."""

    def add(command: F) -> F:
        command = click.option(
            "--setup-aid",
            default="",
            help="Incursion: the Difficulty Setup Aid, aid-1 (easiest, the default) to aid-7.",
        )(command)
        command = click.option(
            "--rules-option",
            "rules_options",
            multiple=True,
            help="Solo and co-op: a named rules option, repeatable ("
            + ", ".join(GERMAN_LITERAL)
            + "); tutorial: "
            + tutorial.COOP_GROUP
            + " (a co-op/solo group: each player aims for 120 Influence, VF-MODE-07).",
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
            default=None,
            help="Solo and co-op: the Difficulty card (default: easy).",
        )(command)
        return click.option(
            "--mode",
            type=click.Choice(["competitive", "solo", "coop", tutorial.MODE]),
            default="competitive",
            show_default=True,
            help=mode_help,
        )(command)

    return add


def config_options(
    mode: str, difficulty: str | None, rules_options: tuple[str, ...]
) -> tuple[str, ...]:
    """``Config.options`` for the chosen mode: the difficulty (``None``: not given, Easy) and
    the rules options of a game against the Void; a competitive game has neither, so either
    given there is refused by name, and so is an unknown option. The tutorial has no difficulty
    and one rules option, a co-op/solo group's (VF-MODE-07)."""
    if mode == tutorial.MODE:
        if difficulty is not None:
            raise BadInput(text("vf.cli.difficulty_mode", level=difficulty))
        for name in rules_options:
            if name != tutorial.COOP_GROUP:
                raise BadInput(
                    text("vf.cli.unknown_rules_option", name=name, known=tutorial.COOP_GROUP)
                )
        return tuple(dict.fromkeys(rules_options))
    if mode == "competitive":
        if difficulty is not None:
            raise BadInput(text("vf.cli.difficulty_mode", level=difficulty))
        if rules_options:
            raise BadInput(text("vf.cli.rules_option_mode", name=rules_options[0]))
        return ()
    for name in rules_options:
        if name not in GERMAN_LITERAL:
            raise BadInput(
                text("vf.cli.unknown_rules_option", name=name, known=", ".join(GERMAN_LITERAL))
            )
    return (f"difficulty={difficulty or 'easy'}", *dict.fromkeys(rules_options))
