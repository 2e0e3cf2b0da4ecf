"""Every string a person reads exists in every language, with the same placeholders (issue 19,
docs/languages.md); the language is chosen per call, so two readers of one game may read it in
two languages at once."""

from __future__ import annotations

import asyncio
import importlib.util
import threading
from pathlib import Path
from types import ModuleType

import pytest
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
