"""Update the translation catalogs from the source: one command after adding messages.

    PYTHONPATH=src python3 tools/i18n_catalog.py            # update every catalog
    PYTHONPATH=src python3 tools/i18n_catalog.py --new fr   # start a new language's catalog

Writes ``src/domineum/locale/domineum.pot`` with every registered message template (keyed by
its id as ``msgctxt``), every name and printed text of the bundled content packs (Voidfall and
Revenant), the rule texts ``why`` quotes (keyed by rule ID) and the help of both commands, then
merges it into each language's ``LC_MESSAGES/domineum.po`` with Babel (new entries empty, an
entry whose English changed empty again, removed entries dropped).
``tests/kernel/test_translations.py`` then lists what is left to translate.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import pkgutil
import sys
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import click
import msgspec
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

import domineum
from domineum.kernel import messages
from domineum.play.help import help_texts

LOCALE = Path(messages.LOCALE_DIR)
TEXT_FIELDS = ("text", "ability")


def _import_everything() -> None:
    """Import every module of the package, so every catalog registers its templates."""
    for info in pkgutil.walk_packages(domineum.__path__, "domineum."):
        try:
            importlib.import_module(info.name)
        except ImportError:  # an optional library (Ray, OpenSpiel...) is not installed
            continue


def _readable(name: str) -> bool:
    """Whether a ``name`` field is words a person reads (not a key such as ``tech:x:basic``)."""
    return ":" not in name and any(c.isupper() for c in name)


def _content_strings(value: object) -> Iterator[tuple[str, str]]:
    """``("name", text)`` and ``("text", text)`` of every entry of a loaded content pack."""
    fields: tuple[str, ...] = ()
    if isinstance(value, msgspec.Struct):
        fields = value.__struct_fields__
    elif dataclasses.is_dataclass(value):
        fields = tuple(f.name for f in dataclasses.fields(value))
    if fields:
        for field in fields:
            item = getattr(value, field)
            if isinstance(item, str) and item:
                if field == "name" and _readable(item):
                    yield "name", item
                elif field in TEXT_FIELDS:
                    yield "text", item
            else:
                yield from _content_strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _content_strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _content_strings(item)


def _packs() -> Iterator[object]:
    from domineum.revenant.content.loader import load_content as revenant_content
    from domineum.voidfall.effects.pack import load_content as voidfall_content

    yield voidfall_content()
    yield revenant_content()


def _rules() -> dict[str, str]:
    rules: dict[str, str] = json.loads(
        resources.files("domineum.voidfall").joinpath("rules_index.json").read_text("utf-8")
    )
    return rules


def _commands() -> Iterator[click.Command]:
    from domineum.revenant.cli import main as revenant
    from domineum.voidfall.cli.app import main as voidfall

    yield voidfall
    yield revenant


def _translated(string: object) -> bool:
    """Whether a catalog entry's translation is there: every form of a counted one."""
    forms = string if isinstance(string, tuple) else (string,)
    return all(isinstance(s, str) and s for s in forms)


def template() -> Catalog:
    """The catalog template of everything a person may read."""
    _import_everything()
    pot = Catalog(project="domineum", domain=messages.DOMAIN, fuzzy=False)
    for msg_id, text in sorted(messages.templates().items()):
        if isinstance(text, messages.Plural):
            pot.add((text.one, text.other), context=msg_id)
        else:
            pot.add(text, context=msg_id)
    from domineum.voidfall.present.cardtext import printed_source

    for pack in _packs():
        for kind, text in _content_strings(pack):
            if kind == "name":
                pot.add(text, context=messages.NAME_CONTEXT)
            elif printed_source(text):
                pot.add(printed_source(text))
    for rule_id, text in sorted(_rules().items()):  # what ``why`` quotes, by rule ID
        pot.add(text, context=rule_id)
    for command in _commands():
        for text in help_texts(command):
            pot.add(text)
    return pot


def main() -> None:
    new = sys.argv[sys.argv.index("--new") + 1] if "--new" in sys.argv else None
    pot = template()
    if new:  # a new language: an empty catalog, discovered from its folder from now on
        path = LOCALE / new / "LC_MESSAGES" / f"{messages.DOMAIN}.po"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, Catalog(locale=new, domain=messages.DOMAIN, project="domineum"))
        messages.LANGUAGES = (*messages.LANGUAGES, new)
    with (LOCALE / f"{messages.DOMAIN}.pot").open("wb") as f:
        write_po(f, pot, width=100, omit_header=False, sort_output=True)
    for lang in messages.LANGUAGES[1:]:
        path = LOCALE / lang / "LC_MESSAGES" / f"{messages.DOMAIN}.po"
        with path.open("rb") as f:
            po = read_po(f, locale=lang)
        po.update(pot, no_fuzzy_matching=True)
        with path.open("wb") as f:
            write_po(f, po, width=100, sort_output=True, ignore_obsolete=True)
        missing = len([m for m in po if m.id and (m.fuzzy or not _translated(m.string))])
        print(f"{lang}: {len(po)} entries, {missing} to translate")
    print(f"{len(pot)} entries in {LOCALE / (messages.DOMAIN + '.pot')}")


if __name__ == "__main__":
    main()
