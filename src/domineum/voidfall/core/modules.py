"""Voidfall: Resurgence's modules as configuration features, and which combinations the
rulebook allows (RS-MOD).

A module is switched on by naming it in ``Config.modules``; its extension (``modules/<name>/``)
claims the feature ``module:<name>``. This file only knows the names and the combination
rules, so a refused combination is refused before any extension is asked.
"""

from __future__ import annotations

from domineum.kernel.messages import render
from domineum.voidfall.model.state import Config
from domineum.voidfall.model.terms import MODULES

VOID_MODES = frozenset({"solo", "coop"})


def canonical(names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """``names`` without repeats, in the canonical order; unknown names are kept at the end so
    :func:`refusal` can name them."""
    known = tuple(m for m in MODULES if m in names)
    return known + tuple(sorted({n for n in names if n not in MODULES}))


def in_play(module: str, config: Config) -> bool:
    """Whether a content entry of ``module`` ('' = the base game) is used by ``config``."""
    return not module or module in config.modules


def refusal(config: Config) -> tuple[str, str] | None:
    """Why ``config``'s modules cannot be played together, with the rule; None when they can."""
    unknown = [m for m in config.modules if m not in MODULES]
    if unknown:
        text = render("vf.module.unknown", name=unknown[0], known=", ".join(MODULES))
        return text, "RS-MOD-01"
    if "incursion" in config.modules:
        if "arsenal" not in config.modules:
            return render("vf.module.incursion_needs_arsenal"), "RS-MOD-04"
        if config.mode not in VOID_MODES:
            return render("vf.module.incursion_mode"), "RS-MOD-05"
    return None
