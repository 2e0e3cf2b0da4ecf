"""What a person must never read: internal ids, raw data, placeholders, meaningless options."""

from __future__ import annotations

import re

from domineum.voidfall.content.loader import Content

_RAW = re.compile(r"[{}\[\]]|\bNone\b|\bGAP\b|\b(True|False)\b|'[a-z_]+':|\bargs\b")
_BARE_OPTION = re.compile(r"\boption \d+\b(?!:)", re.IGNORECASE)
_SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")  # some_internal_name
_VF_ID = re.compile(r"\bvf\.[a-z_.]+")  # a message id that was never rendered


_IDS: dict[str, frozenset[str]] = {}


def _hyphen_ids(content: Content) -> frozenset[str]:
    if content.path not in _IDS:
        _IDS[content.path] = _collect(content)
    return _IDS[content.path]


def _collect(content: Content) -> frozenset[str]:
    """Ids a person never reads: every pack id with a hyphen or an underscore (``shiveus-a``,
    ``bounty-2-food``, ``in_the_face_of_evil``)."""
    ids: set[str] = set()
    for group in (
        content.focus_cards,
        content.technologies,
        content.agendas,
        content.events,
        content.houses,
        content.sector_types,
    ):
        ids.update(group)
    ids.update(f.id for f in (*content.bounty, *content.reclaim, *content.tables.trade_bonuses))
    for house in content.houses.values():
        ids.update(o.id for o in house.origins)
    if content.void is not None:  # solo/co-op cards
        void = content.void
        ids.update(*(void.alerts, void.crises, void.refuges, void.heroic, void.difficulties))
    if content.incursion is not None:  # the Incursion module's cards (RS-INC)
        inc = content.incursion
        ids.update(*(inc.setup_aids, inc.alerts, inc.missions, inc.crises))
    return frozenset(i for i in ids if "-" in i or "_" in i)


def leaks(content: Content, text: str) -> list[str]:
    """Everything wrong in ``text`` (empty when it may be shown)."""
    found = [m.group(0) for m in _RAW.finditer(text)]
    found += [m.group(0) for m in _BARE_OPTION.finditer(text)]
    found += [m.group(0) for m in _SNAKE.finditer(text)]
    found += [m.group(0) for m in _VF_ID.finditer(text)]
    words = set(re.findall(r"[a-z0-9][a-z0-9_-]*[a-z0-9]", text))
    found += sorted(words & _hyphen_ids(content))
    return found
