"""Every string a person reads exists in every language, with the same placeholders (issue 19,
docs/languages.md); the language is chosen per call, so two readers of one game may read it in
two languages at once."""

from __future__ import annotations

import asyncio
import datetime as dt
import importlib.util
import re
import threading
from pathlib import Path
from types import ModuleType

import pytest
from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from domineum.kernel import messages

TOOL = Path(__file__).parents[2] / "tools" / "i18n_catalog.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_catalog", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def source() -> Catalog:
    """What must be translated: every registered template (every module imported), every name
    and printed text of both content packs, every rule text ``why`` quotes, every help text of
    both commands."""
    template: Catalog = _tool().template()
    return template


def _catalog(lang: str) -> Catalog:
    path = messages.LOCALE_DIR / lang / "LC_MESSAGES" / f"{messages.DOMAIN}.po"
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _key(m: Message) -> str:
    english = m.id if isinstance(m.id, str) else m.id[0]
    return m.context if m.context and m.context != messages.NAME_CONTEXT else english


def _texts(m: Message) -> list[str]:
    return [m.string] if isinstance(m.string, str) else list(m.string or ())


def test_the_languages_are_english_and_the_catalogs_in_the_locale_folder() -> None:
    """Adding a language is adding a catalog: the list is read from the folder."""
    found = sorted(p.parent.parent.name for p in messages.LOCALE_DIR.glob("*/LC_MESSAGES/*.po"))
    assert ("en", *found) == messages.LANGUAGES
    assert {"de", "pt"} <= set(messages.LANGUAGES)


@pytest.mark.parametrize("lang", messages.LANGUAGES[1:])
def test_every_message_has_a_translation(lang: str, source: Catalog) -> None:
    """Fails naming every message id (or English text, for names, card texts and help) that
    the catalog of ``lang`` lacks or marks fuzzy: run ``tools/i18n_catalog.py``, translate
    those entries in ``src/domineum/locale/LANG/LC_MESSAGES/domineum.po``."""
    po = _catalog(lang)
    missing = []
    for m in source:
        if not m.id:
            continue
        found = po.get(m.id if isinstance(m.id, str) else m.id[0], context=m.context)
        if found is None or found.fuzzy or not all(_texts(found)):
            missing.append(_key(m))
    assert not missing, (
        f"{len(missing)} entries have no {lang} translation (python tools/i18n_catalog.py, "
        f"then translate them in {lang}/LC_MESSAGES/domineum.po):\n  " + "\n  ".join(missing)
    )


@pytest.mark.parametrize("lang", messages.LANGUAGES[1:])
def test_translations_keep_every_placeholder(lang: str) -> None:
    """A translation neither drops nor adds a ``{name}``: rendering fills the same params."""
    wrong = []
    for m in _catalog(lang):
        if not m.id or not m.string:
            continue
        english = [m.id] if isinstance(m.id, str) else list(m.id)
        want = messages.placeholders(english[-1]) | messages.placeholders(english[0])
        for text in _texts(m):
            if text and messages.placeholders(text) != want:
                wrong.append(f"{_key(m)}: {sorted(want)} != {sorted(messages.placeholders(text))}")
    assert not wrong, f"{lang} placeholders differ:\n  " + "\n  ".join(wrong)


def test_a_message_renders_in_the_language_of_the_block() -> None:
    """Rendering is from the id and params: the same note reads in any language."""
    note = ("vf.note.focus", {"seat": 1, "card": "Conquest"})
    import domineum.voidfall.content.messages  # noqa: F401  (registers the Voidfall texts)

    assert messages.render(note[0], **note[1]) == "Seat 1 plays Conquest"
    with messages.using("de"):
        assert messages.render(note[0], **note[1]) == "Spieler 1 spielt Eroberung"
        with messages.using("pt"):
            assert messages.render(note[0], **note[1]) == "Jogador 1 joga Conquista"
        assert messages.language() == "de"
    assert messages.language() == "en"


def test_threads_and_tasks_each_read_their_own_language() -> None:
    """Two seats of one online game, served at once, each in its own language."""
    import domineum.voidfall.content.messages  # noqa: F401

    seen: dict[str, str] = {}
    start = threading.Barrier(2)

    def seat(lang: str) -> None:
        with messages.using(lang):
            start.wait()
            seen[lang] = messages.render("vf.choice.end")

    threads = [threading.Thread(target=seat, args=(lang,)) for lang in ("de", "pt")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {
        "de": "Deine Aktionen beenden und aufräumen",
        "pt": "Encerrar suas ações e fazer a Limpeza",
    }

    async def task(lang: str) -> str:
        with messages.using(lang):
            await asyncio.sleep(0)
            return messages.render("vf.choice.end")

    async def both() -> list[str]:
        return list(await asyncio.gather(task("pt"), task("de")))

    assert asyncio.run(both()) == [seen["pt"], seen["de"]]


def test_the_default_language_applies_outside_any_block() -> None:
    import domineum.voidfall.content.messages  # noqa: F401

    messages.set_default_language("pt_BR.UTF-8")
    assert messages.render("vf.choice.end") == "Encerrar suas ações e fazer a Limpeza"
    with messages.using("en"):
        assert messages.render("vf.choice.end") == "End your actions and do Cleanup"


def test_an_unknown_language_is_refused_naming_the_choices() -> None:
    with pytest.raises(messages.UnknownLanguage, match=r"'fr'.*en, de, pt"):
        messages.set_default_language("fr")
    with pytest.raises(messages.UnknownLanguage), messages.using("xx"):
        pass
    assert messages.language() == "en"


def test_the_environment_names_the_default_language() -> None:
    """LANGUAGE, then LC_ALL, LC_MESSAGES, LANG (as gettext reads them); English if none has a
    catalog."""
    assert messages.language_from_env({"LANG": "de_DE.UTF-8"}) == "de"
    assert messages.language_from_env({"LANGUAGE": "fr:pt_BR", "LANG": "de_DE"}) == "pt"
    assert messages.language_from_env({"LC_MESSAGES": "pt_PT", "LANG": "de_DE"}) == "pt"
    assert messages.language_from_env({"LC_ALL": "C", "LANG": "fr_FR"}) == "en"
    assert messages.language_from_env({}) == "en"


def test_numbers_and_plurals_follow_the_language() -> None:
    """Babel writes numbers per locale; a Plural template picks its form by the count."""
    import domineum.voidfall.cli.messages  # noqa: F401

    assert messages.decimal(1234.5, sign=True) == "+1,234.5"
    with messages.using("de"):
        assert messages.decimal(1234.5, sign=True) == "+1.234,5"
        assert messages.render("vf.cli.applied", n=1, hash="h") == "1 Aktion ausgeführt; Hash h"
        assert messages.render("vf.cli.applied", n=3, hash="h") == "3 Aktionen ausgeführt; Hash h"
    with messages.using("pt"):
        assert messages.decimal(-0.25, 2) == "-0,25"
        assert messages.render("vf.cli.applied", n=2, hash="h") == "2 ações aplicadas; hash h"
    assert messages.render("vf.cli.applied", n=1, hash="h") == "applied 1 action; hash h"


#: a word written in both its forms instead of counted: "card(s)", "Karte(n)", "um(a)"
BOTH_FORMS = re.compile(r"\w\((?:s|es|ies|e|en|n|er|r|ns|a|ões|is)\)")


@pytest.mark.parametrize("lang", messages.LANGUAGES)
def test_no_message_writes_both_forms_of_a_word(lang: str, source: Catalog) -> None:
    """A number of things is counted by a Plural template ("1 card", "2 cards"), never written
    "card(s)"; a word whose form depends on a noun's gender is avoided ("1 {kind}" rather than
    "um(a) {kind}"). Checked over every message template (the rule texts ``why`` quotes are the
    digests' own words)."""
    catalog = source if lang == messages.SOURCE_LANGUAGE else _catalog(lang)
    found = []
    for m in catalog:
        if not (m.id and m.context and messages.known(m.context)):
            continue
        texts = (
            ([m.id] if isinstance(m.id, str) else list(m.id)) if catalog is source else _texts(m)
        )
        found += [f"{m.context}: {x}" for x in texts if BOTH_FORMS.search(x)]
    assert found == [], "\n".join(found)


def test_a_count_takes_the_form_of_its_language() -> None:
    """English and German have one and other; Portuguese also counts 0 as one and has a form
    for millions ("1.000.000 de cartas"), as Babel's plural rules say."""
    import domineum.revenant.content.messages  # noqa: F401

    council = "rv.show.council"
    assert messages.render(council, n=1) == "The Council has 1 card left"
    assert messages.render(council, n=0) == "The Council has 0 cards left"
    with messages.using("de"):
        assert messages.render(council, n=1) == "Der Rat hat noch 1 Karte"
        assert messages.render(council, n=2) == "Der Rat hat noch 2 Karten"
    with messages.using("pt"):
        assert messages.render(council, n=0) == "O Conselho tem 0 carta restante"
        assert messages.render(council, n=7) == "O Conselho tem 7 cartas restantes"
        assert messages.render(council, n=1000000) == "O Conselho tem 1000000 de cartas restantes"


@pytest.mark.parametrize("lang", messages.LANGUAGES)
def test_plural_forms_by_category_agree_with_the_catalog(lang: str) -> None:
    """The browser picks a counted text's form by its CLDR category (``Intl.PluralRules``);
    :func:`messages.plural_forms` names each catalog form by its category, so both readers
    of a count write the same text."""
    import domineum.server.web_messages  # noqa: F401

    counted = [k for k, v in messages.templates().items() if isinstance(v, messages.Plural)]
    assert "web.game.moves" in counted and len(counted) > 40
    rule = Locale.parse(lang).plural_form
    for msg_id in counted:
        forms = messages.plural_forms(msg_id, lang)
        for n in (0, 1, 2, 3, 5, 11, 21, 100, 1000000):
            assert forms[rule(n)] == messages.text_of(msg_id, lang, n), (msg_id, n)
    if lang == "pt":
        assert set(messages.plural_forms("web.game.moves", lang)) == {"one", "many", "other"}


def test_a_moment_is_written_in_the_language_and_time_zone() -> None:
    """Dates per locale (Babel): the reader's language and time zone; an unknown zone (or
    none) is UTC, and so is a time stored without one."""
    when = dt.datetime(2026, 12, 4, 11, 5, 30, tzinfo=dt.UTC)
    assert messages.moment(when).startswith("Dec 4, 2026, 11:05:30")
    with messages.using("de"):
        assert messages.moment(when, "Europe/Berlin") == "04.12.2026, 12:05:30"
    with messages.using("pt"):
        assert messages.moment(when, "America/Sao_Paulo") == "4 de dez. de 2026 08:05:30"
        assert messages.moment(when, "Mars/Olympus") == "4 de dez. de 2026 11:05:30"
        assert messages.moment(when.replace(tzinfo=None), "../x") == messages.moment(when)
