"""Message catalog: every string a person reads is a message id plus parameters.

Games register English templates; :func:`render` formats them in the reader's language. The
rules only ever produce ids and parameters, so a saved log can be re-read in any language.

Languages are the folders of ``domineum/locale`` that hold ``LC_MESSAGES/domineum.po`` (plus
English, the source): adding a language is adding a catalog. A catalog is a gettext ``.po``
file read with Babel when a language is first used. A template is keyed in it by its message id
(``msgctxt``); a content pack's free text (card names and texts, command help) by the English
text itself (:func:`translate`), names under the context ``name`` (:func:`name`).

The language is per call: :func:`using` sets it for a block (a context variable, so two seats
of one online game may read in two languages at once, from two threads or tasks);
:func:`set_default_language` sets it where no block says otherwise.
"""

from __future__ import annotations

import datetime as dt
import gettext
import os
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from babel import Locale
from babel.dates import format_datetime
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

#: The gettext domain of every catalog, and the folder holding one per language.
DOMAIN = "domineum"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: The language the templates are written in.
SOURCE_LANGUAGE = "en"
#: The ``msgctxt`` of a content name in a catalog.
NAME_CONTEXT = "name"


@dataclass(frozen=True)
class Plural:
    """A template that counts something: ``one`` or ``other`` is chosen by the parameter
    ``count`` under the plural rule of the reader's language."""

    one: str
    other: str
    count: str = "n"


Template = str | Plural

_TEMPLATES: dict[str, Template] = {}


def _discover() -> tuple[str, ...]:
    found = sorted(
        p.name
        for p in LOCALE_DIR.iterdir()
        if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file() and p.name != SOURCE_LANGUAGE
    )
    return (SOURCE_LANGUAGE, *found)


#: Every language a person may read: English and one per catalog in the locale folder.
LANGUAGES: tuple[str, ...] = _discover()

_default = SOURCE_LANGUAGE
_current: ContextVar[str | None] = ContextVar("domineum_language", default=None)


class UnknownLanguage(ValueError):
    """A language no catalog provides."""


def check_language(lang: str) -> str:
    """``lang`` itself (normalised: ``de_DE.UTF-8`` -> ``de``) if there is a catalog for it;
    :class:`UnknownLanguage` naming the choices otherwise."""
    code = lang.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    if code not in LANGUAGES:
        raise UnknownLanguage(render("kernel.lang.unknown", lang=lang, known=", ".join(LANGUAGES)))
    return code


def set_default_language(lang: str) -> None:
    """The language of every message rendered outside a :func:`using` block."""
    global _default
    _default = check_language(lang)


@contextmanager
def using(lang: str) -> Iterator[str]:
    """Inside this block every :func:`render` and :func:`translate` of this thread or task is
    in ``lang``."""
    token = _current.set(check_language(lang))
    try:
        yield _current.get() or _default
    finally:
        _current.reset(token)


def language() -> str:
    """The language in force here."""
    return _current.get() or _default


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The first language named by ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` (as
    gettext reads them) that has a catalog; English if none has."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for value in env.get(var, "").split(":"):
            if value and value not in ("C", "POSIX"):
                try:
                    return check_language(value)
                except UnknownLanguage:
                    continue
    return SOURCE_LANGUAGE


@dataclass(frozen=True)
class _Catalog:
    texts: Mapping[tuple[str | None, str], str | tuple[str, ...]]
    plural: Callable[[int], int]


@cache
def _catalog(lang: str) -> _Catalog:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as f:
        po = read_po(f, locale=lang)
    texts: dict[tuple[str | None, str], str | tuple[str, ...]] = {}
    for m in po:
        if not m.id or m.fuzzy or not m.string:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        if isinstance(m.string, str):
            texts[(m.context, key)] = m.string
        elif all(m.string):
            texts[(m.context, key)] = tuple(m.string)
    return _Catalog(texts, gettext.c2py(po.plural_expr))


def register(templates: Mapping[str, Template]) -> None:
    """Add English templates (``{name}`` placeholders) under their message ids."""
    for msg_id, text in templates.items():
        if msg_id in _TEMPLATES and _TEMPLATES[msg_id] != text:
            raise ValueError(f"message id {msg_id!r} registered twice with different text")
        _TEMPLATES[msg_id] = text


def known(msg_id: str) -> bool:
    """Whether a template is registered under ``msg_id``."""
    return msg_id in _TEMPLATES


def decimal(value: float, digits: int = 1, sign: bool = False) -> str:
    """A number as the reader's language writes it (``1.5`` in English, ``1,5`` in German),
    with ``digits`` decimals and, if ``sign``, a ``+`` before a positive one."""
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    text = format_decimal(value, format=pattern, locale=language())
    return "+" + text if sign and value >= 0 else text


def moment(when: dt.datetime, zone: str | None = None) -> str:
    """A date and time as the reader's language writes it (``Dec 4, 2026, 12:10:05 PM``,
    ``04.12.2026, 12:10:05``), in the IANA time zone ``zone`` (UTC when it names none). A time
    without a zone is taken as UTC."""
    try:
        tz = ZoneInfo(zone) if zone else dt.UTC
    except (ZoneInfoNotFoundError, ValueError):
        tz = dt.UTC
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return format_datetime(when, format="medium", tzinfo=tz, locale=language())


def templates() -> Mapping[str, Template]:
    """Every registered template by message id (the source of the catalogs)."""
    return dict(_TEMPLATES)


_FIELD = re.compile(r"\{([^{}!:]*)[^{}]*\}")


def placeholders(text: str) -> frozenset[str]:
    """The parameter names of a template (``{seat}`` -> ``seat``, ``{n:>3}`` -> ``n``)."""
    return frozenset(m.group(1) for m in _FIELD.finditer(text.replace("{{", "").replace("}}", "")))


def _plural_index(lang: str, n: object) -> int:
    """The index of the plural form of ``n`` under ``lang``'s catalog's ``Plural-Forms``."""
    count = n if isinstance(n, int) else 0
    if lang == SOURCE_LANGUAGE:
        return 0 if count == 1 else 1
    return _catalog(lang).plural(count)


#: CLDR's plural categories, in the order Babel numbers a catalog's plural forms.
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def plural_forms(msg_id: str, lang: str) -> dict[str, str]:
    """Each form of the counted template ``msg_id`` in ``lang`` under its CLDR plural category
    (``one``, ``many``, ``other``...), for a reader that picks the form itself (the browser,
    with ``Intl.PluralRules``); English's forms where the catalog lacks the entry."""
    template = _TEMPLATES[msg_id]
    if not isinstance(template, Plural):
        raise TypeError(f"{msg_id} is not a counted template")
    english = {"one": template.one, "other": template.other}
    if lang == SOURCE_LANGUAGE:
        return english
    found = _catalog(lang).texts.get((msg_id, template.one))
    if not isinstance(found, tuple):
        return english
    tags = Locale.parse(lang).plural_form.tags | {"other"}
    return dict(zip([c for c in PLURAL_CATEGORIES if c in tags], found, strict=True))


def text_of(msg_id: str, lang: str, count: object = None) -> str | None:
    """The template of ``msg_id`` in ``lang`` (English when the catalog lacks it); ``None``
    if no such id is registered."""
    template = _TEMPLATES.get(msg_id)
    if template is None:
        return None
    english = template if isinstance(template, str) else template.one
    found = None if lang == SOURCE_LANGUAGE else _catalog(lang).texts.get((msg_id, english))
    if isinstance(template, str):
        return found if isinstance(found, str) else template
    index = _plural_index(lang, count)
    if isinstance(found, tuple):
        return found[min(index, len(found) - 1)]
    return template.one if index == 0 else template.other


def render(msg_id: str, /, **params: object) -> str:
    """The text of ``msg_id`` with ``params`` filled in, in the language in force (the id
    itself if unknown). A parameter that is a content name is shown in that language too."""
    lang = language()
    template = _TEMPLATES.get(msg_id)
    count = params.get(template.count) if isinstance(template, Plural) else None
    text = text_of(msg_id, lang, count)
    if text is None:
        return msg_id if not params else f"{msg_id} {params}"
    if lang != SOURCE_LANGUAGE:
        names = _catalog(lang).texts
        params = {
            k: _str(names.get((NAME_CONTEXT, v), v)) if isinstance(v, str) else v
            for k, v in params.items()
        }
    return text.format(**params)


def _str(found: str | tuple[str, ...]) -> str:
    return found if isinstance(found, str) else found[0]


def translate(text: str, context: str | None = None) -> str:
    """Free text that is no template (a content pack's printed card text, a command's help, a
    rule's text under its rule ID as ``context``), in the language in force: the catalog maps
    the English text itself."""
    lang = language()
    if not text or lang == SOURCE_LANGUAGE:
        return text
    return _str(_catalog(lang).texts.get((context, text), text))


def name(text: str) -> str:
    """A content name (a card, a component) in the language in force."""
    lang = language()
    if not text or lang == SOURCE_LANGUAGE:
        return text
    return _str(_catalog(lang).texts.get((NAME_CONTEXT, text), text))


register({"kernel.lang.unknown": "unknown language '{lang}' (choose one of: {known})"})
