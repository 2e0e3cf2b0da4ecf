"""Voidfall: Resurgence's modules as configuration features, and which combinations the
rulebook allows (RS-MOD).

A module is switched on by naming it in ``Config.modules``; its extension (``modules/<name>/``)
claims the feature ``module:<name>``. This file only knows the names and the combination
rules, so a refused combination is refused before any extension is asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from domineum.kernel.messages import render
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import House
from domineum.voidfall.content.void_schema import CrisisCard
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


class Updatable(Protocol):
    """A content entry that a module may update: a House, a Focus card, a Technology."""

    @property
    def id(self) -> str: ...

    @property
    def module(self) -> str: ...

    @property
    def updates(self) -> str: ...


CACHED_GROUPS = 64  # content groups (by set of modules) whose updates are kept
_UPDATES: dict[tuple[int, tuple[str, ...]], tuple[object, dict[str, str]]] = {}


def updates_in_play(group: Mapping[str, Updatable], config: Config) -> dict[str, str]:
    """Each base entry of ``group`` that an updated version replaces in this game, with that
    version's id (RS-UPD-01); none when its module is off (RS-UPD-02, RS-MOD-12). Read only:
    worked out once per content group and set of modules (cached by the group's identity,
    which the cache keeps alive; a content pack is never changed once loaded)."""
    key = (id(group), config.modules)
    hit = _UPDATES.get(key)
    if hit is not None and hit[0] is group:
        return hit[1]
    found = {e.updates: e.id for e in group.values() if e.updates and in_play(e.module, config)}
    if len(_UPDATES) >= CACHED_GROUPS:  # bounded: a test session loads many packs
        _UPDATES.clear()
    _UPDATES[key] = (group, found)
    return found


def played(group: Mapping[str, Updatable], entry_id: str, config: Config) -> str:
    """The id of the entry played for ``entry_id`` in this game: its updated version while
    that version's module is on, else itself (RS-UPD-01, -02)."""
    return updates_in_play(group, config).get(entry_id, entry_id)


def house_focus_cards(content: Content, house: House, config: Config) -> list[str]:
    """A House's House Focus cards in this game: its own, each in the version played
    (RS-UPD-04), then the cards a module in play adds for that House (RS-UPD-05, -06)."""
    base = house.updates or house.id
    own = [played(content.focus_cards, f, config) for f in house.focus_cards]
    added = sorted(
        c.id
        for c in content.focus_cards.values()
        if c.house == base
        and c.module
        and not c.updates
        and c.id not in own
        and in_play(c.module, config)
    )
    return own + added


def crises_in_play(crises: Mapping[str, CrisisCard], config: Config) -> list[str]:
    """The ids of the Crisis cards a game against the Void deals: a module's only with it
    (RS-MOD-07); a module in play that brings Starting Crises brings its own Crisis deck, and
    the base cards stay in the box (Incursion's 66 cards, RS-INCCRISIS-08, decision I-22)."""
    used = [c for c in crises.values() if in_play(c.module, config)]
    own_deck = any(c.module and c.tier == "start" for c in used)
    return [c.id for c in used if c.module or not own_deck]


def allowed_in(module: str, mode: str) -> bool:
    """Whether ``module`` may be played in ``mode``: Incursion only against the Void (RS-MOD-05),
    Psionics and Voidborn Arsenal in any mode (RS-MOD-06, -07)."""
    return module != "incursion" or mode in VOID_MODES


def refusal(config: Config) -> tuple[str, str] | None:
    """Why ``config``'s modules cannot be played together, with the rule; None when they can."""
    unknown = [m for m in config.modules if m not in MODULES]
    if unknown:
        text = render("vf.module.unknown", name=unknown[0], known=", ".join(MODULES))
        return text, "RS-MOD-01"
    if "incursion" in config.modules:
        if "arsenal" not in config.modules:
            return render("vf.module.incursion_needs_arsenal"), "RS-MOD-04"
        if not allowed_in("incursion", config.mode):
            return render("vf.module.incursion_mode"), "RS-MOD-05"
    return None
