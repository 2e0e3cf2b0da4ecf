"""A reader's language: the ``lang`` a client asks for, else its ``Accept-Language``, else
English (issue 19, docs/server.md). An unknown language is never an error: it falls back."""

from __future__ import annotations

from babel import Locale

from domineum.kernel import messages


def _known(tag: str) -> str | None:
    try:
        return messages.check_language(tag.strip())
    except messages.UnknownLanguage:
        return None


def choose(asked: str | None, accept: str | None) -> str:
    """``asked`` if a catalog provides it, else the most wanted language of an
    ``Accept-Language`` header that one provides, else English."""
    if asked and len(asked) <= 35 and (found := _known(asked)):
        return found
    wanted: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept or "")[:500].split(",")):
        tag, _, rest = part.partition(";")
        weight = 1.0
        if rest.strip().startswith("q="):
            try:
                weight = float(rest.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag.strip() and tag.strip() != "*" and weight > 0:
            wanted.append((-weight, i, tag))
    for _w, _i, tag in sorted(wanted):
        if found := _known(tag):
            return found
    return messages.SOURCE_LANGUAGE


def offered() -> list[dict[str, str]]:
    """Every language a catalog provides, named in itself (``Deutsch``, ``Português``)."""
    return [
        {"code": lang, "name": (Locale.parse(lang).get_display_name(lang) or lang).capitalize()}
        for lang in messages.LANGUAGES
    ]
