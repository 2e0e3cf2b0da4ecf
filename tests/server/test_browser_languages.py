"""The browser client in German and in Portuguese (issue 19): a game created and opened from
the lobby shows none of the client's English words, and the server's texts come in the same
language. Short: one lobby, one game page per language."""

from __future__ import annotations

import re
from typing import Any

from tests.server.test_browser import DESKTOP, Running, browser, server  # noqa: F401
from tests.server.test_languages import client_words

#: what the page's translated parts show and say to a screen reader: the lobby, the language
#: switch, and the game page's header, decision, mats' headings, score sheet and log (the
#: galaxy map's and the Void panel's descriptions are not translated yet)
SHOWN = """() => Array.from(document.querySelectorAll(
  ".lang-switch, main.lobby, main.game > header, .decision, .log, .score, .mats h3"))
  .map((part) => part.innerText + "\\n" + Array.from(part.querySelectorAll(
    "[aria-label]:not(button.option),[title]:not(button.option)")).map((e) =>
    (e.getAttribute("aria-label") || "") + "\\n" + (e.getAttribute("title") || "")).join("\\n"))
  .join("\\n")"""


def english_client_words(text: str, lang: str) -> list[str]:
    """The client's English sentences (those its ``lang`` translation changes) found in
    ``text``; a sentence with parameters is matched by its fixed part before the first one."""
    tables = client_words()
    found = []
    for key, english in tables["en"].items():
        if tables[lang][key] == english:
            continue
        fixed = re.split(r"\{\w+\}", english)[0].strip(" :←—")
        if len(fixed) >= 4 and fixed in text:
            found.append(f"{key}: {fixed}")
    return found


def test_a_game_created_in_german_and_in_portuguese(browser: Any, server: Running) -> None:  # noqa: F811
    for lang, locale in (("de", "de-DE"), ("pt", "pt-PT")):
        words = client_words()[lang]
        context = browser.new_context(viewport=DESKTOP, locale=locale)
        page = context.new_page()
        try:
            page.goto(server.base + "/")
            page.get_by_label(words["lobby.players.aria"]).select_option("2")
            page.get_by_label(words["lobby.who"].format(seat=1)).select_option("random")
            page.get_by_role("button", name=words["lobby.create"]).click()
            page.get_by_role("heading", name=words["lobby.created"]).wait_for(timeout=10_000)
            lobby_text = page.evaluate(SHOWN)
            assert english_client_words(lobby_text, lang) == [], (
                english_client_words(lobby_text, lang),
                lobby_text,
            )
            page.get_by_role("link", name=words["lobby.play"].format(seat=0)).click()
            page.wait_for_selector("button.option:not([disabled])", timeout=15_000)
            shown = page.evaluate(SHOWN)
            assert english_client_words(shown, lang) == [], english_client_words(shown, lang)
            assert words["game.log"] in shown
            # the server's words come in the page's language too: the log as the server
            # renders it for this language
            game_id = page.url.split("/play/")[1].split("/")[0]
            live = server.service.current(game_id)
            from domineum.kernel import messages

            with messages.using(lang):
                log = server.service.message(live, 0)["log"]
            assert log and log[-1] in shown
        finally:
            context.close()
