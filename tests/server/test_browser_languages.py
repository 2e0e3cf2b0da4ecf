"""The browser client in German and in Portuguese (issue 19): a game created and opened from
the lobby shows none of the client's English words, and the server's texts come in the same
language. Short: one lobby, one game page per language."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx
import pytest

from domineum.kernel.rng import Rng
from tests.server.test_browser import (  # noqa: F401
    DESKTOP,
    Running,
    browser,
    click_options,
    server,
    shot,
)
from tests.server.test_languages import client_words
from tests.test_languages import english_in

#: what the page's translated parts show and say to a screen reader: the lobby, the language
#: switch, and the game page's header, decision, mats' headings, score sheet and log (the
#: galaxy map's and the Void panel's descriptions are not translated yet)
SHOWN = """() => Array.from(document.querySelectorAll(
  ".lang-switch, main.lobby, main.game > header, .decision, .log, .score, .mats h3"))
  .map((part) => part.innerText + "\\n" + Array.from(part.querySelectorAll(
    "[aria-label]:not(button.option),[title]:not(button.option)")).map((e) =>
    (e.getAttribute("aria-label") || "") + "\\n" + (e.getAttribute("title") || "")).join("\\n"))
  .join("\\n")"""


#: a date as Babel's medium format writes it: "04.12.2026, 12:10:05", "4 de dez. de 2026 12:10:05"
DATES = {"de": r"\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d", "pt": r"\d{1,2} de \w+\.? de \d{4} \d\d:\d\d"}


def english_client_words(text: str, lang: str) -> list[str]:
    """The client's English sentences (those its ``lang`` translation changes) found in
    ``text``; a sentence with parameters is matched by its fixed part before the first one."""
    tables = client_words()
    found = []
    for key, english in tables["en"].items():
        if tables[lang][key] == english:
            continue
        fixed = re.split(r"\{\w+\}", english)[0].strip(" :←—")
        if len(fixed) >= 4 and re.search(rf"(?<!\w){re.escape(fixed)}(?!\w)", text):
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
            # a count takes its language's form in the browser as on the server (Portuguese
            # counts 0 as one: "0 jogada")
            counted = page.locator(".moves").inner_text()
            with messages.using(lang):
                assert counted == messages.render("web.game.moves", n=int(counted.split()[0]))
            # back in the lobby, "My games" lists it with the date of its last move, written
            # as the language writes dates (Babel), in the browser's time zone
            page.goto(server.base + "/")
            page.get_by_role("heading", name=words["lobby.mine"]).wait_for(timeout=10_000)
            mine = page.locator("ul.games").inner_text()
            assert re.search(DATES[lang], mine), mine
            assert english_client_words(page.evaluate(SHOWN), lang) == []
        finally:
            context.close()


def reading(chromium: Any, lang: str) -> Any:
    """A browser context whose reader's language is ``lang`` (the page's default language and
    its ``Accept-Language``)."""
    return chromium.new_context(viewport=DESKTOP, locale={"de": "de-DE", "pt": "pt-BR"}[lang])


#: everything a person reads on the page: the visible text, what a screen reader says
#: (``aria-label``), the tooltips (``title``) and the SVG board's titles
EVERYTHING = """() => [document.title, document.body.innerText,
  ...Array.from(document.querySelectorAll("[aria-label]")).map((e) => e.getAttribute("aria-label")),
  ...Array.from(document.querySelectorAll("[title]")).map((e) => e.getAttribute("title")),
  ...Array.from(document.querySelectorAll("svg title")).map((e) => e.textContent)].join("\\n")"""


def open_game(page: Any, running: Running, lang: str, body: dict[str, Any], clicks: int) -> str:
    """Create a game through the API, open seat 0's page, make ``clicks`` decisions by
    clicking; the page's text."""
    made = httpx.post(f"{running.base}/api/games?lang={lang}", json=body, timeout=30).json()
    page.goto(f"{running.base}/#/play/{made['id']}/{made['seats'][0]['token']}")
    page.wait_for_selector("button.option:not([disabled])", timeout=20_000)
    click_options(page, lambda p: False, clicks, Rng.seeded(7))
    page.wait_for_selector("button.option:not([disabled])", timeout=20_000)
    text: str = page.evaluate(EVERYTHING)
    return text


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_the_main_screens_read_in_the_language(browser: Any, server: Running, lang: str) -> None:  # noqa: F811
    """The lobby, a Voidfall game (galaxy map, mats, offers, log), a solo game with the Void's
    panel, a co-op game with every Resurgence module, a Revenant board and the Combat
    calculator's answer, in German and in Portuguese: no English word outside proper names on
    the page, in what a screen reader says or in a tooltip (measured as the terminal games are,
    ``tests/test_languages.py``)."""
    context = reading(browser, lang)
    page = context.new_page()
    try:
        page.goto(server.base + "/")
        page.wait_for_selector("main.lobby select", timeout=10_000)
        screens = {"lobby": page.evaluate(EVERYTHING)}
        screens["voidfall"] = open_game(
            page, server, lang, {"game": "voidfall", "seats": ["human", "random"]}, 12
        )
        solo = {"mode": "solo", "difficulty": "medium"}
        screens["solo"] = open_game(
            page, server, lang, {"game": "voidfall", "seats": ["human"], "options": solo}, 12
        )
        assert page.locator("section.void").count() == 1
        modules = {"mode": "coop", "psionics": True, "arsenal": True, "incursion": True}
        screens["co-op with every module"] = open_game(
            page,
            server,
            lang,
            {"game": "voidfall", "seats": ["human", "random"], "options": modules},
            12,
        )
        assert page.locator("section.resurgence li").count() >= 4  # Vanguard tiles, Rifts...
        screens["revenant"] = open_game(
            page, server, lang, {"game": "revenant", "seats": ["human", "random"]}, 8
        )
        shot(page, f"{lang}-revenant")
        page.goto(server.base + "/#/combat")
        page.locator("form button.primary").click()
        page.wait_for_selector("#combat-result", timeout=60_000)
        screens["combat"] = page.evaluate(EVERYTHING)
        for name, text in screens.items():
            assert english_in(text) == [], (name, english_in(text)[:20])
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_an_unreachable_server_is_said_in_the_language(
    browser: Any,  # noqa: F811
    server: Running,  # noqa: F811
    lang: str,
) -> None:
    """When a request cannot reach the server, the page says so in the reader's language, not
    with the browser's own (English) words: the lobby's game list and the Combat calculator."""
    words = client_words()[lang]
    context = reading(browser, lang)
    page = context.new_page()
    try:
        page.route("**/api/catalog*", lambda route: route.abort())
        page.route("**/api/combat*", lambda route: route.abort())
        page.goto(server.base + "/")
        assert page.get_by_role("alert").inner_text(timeout=10_000) == words["error.network"]
        page.goto(server.base + "/#/combat")
        page.locator("form button.primary").click()
        assert page.get_by_role("alert").inner_text(timeout=10_000) == words["error.network"]
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["de", "pt"])
def test_replay_spectator_and_handover_read_in_the_language(
    browser: Any,  # noqa: F811
    server: Running,  # noqa: F811
    lang: str,
) -> None:
    """The other pages of a game: a finished game's replay and its spectator view (with the
    score sheet), and the cover hot-seat play shows between players: no English word."""

    def create(seats: list[str]) -> dict[str, Any]:
        body = {"game": "voidfall", "seats": seats, "seed": 5}
        made: dict[str, Any] = httpx.post(f"{server.base}/api/games", json=body, timeout=30).json()
        return made

    done = create(["random", "random"])  # the bots play it to the end on the server
    watch = {"x-seat-token": done["spectator"]}
    for _ in range(600):
        got = httpx.get(f"{server.base}/api/games/{done['id']}", headers=watch, timeout=30)
        if got.json()["to_move"] is None:
            break
        time.sleep(0.1)
    hot = create(["human", "human"])
    context = reading(browser, lang)
    page = context.new_page()
    try:
        pages = {}
        for name, route, ready in (
            ("replay", f"#/replay/{done['id']}/{done['spectator']}", "main.replay .moves"),
            ("spectator", f"#/watch/{done['id']}/{done['spectator']}", "main .score"),
            ("handover", f"#/play/{hot['id']}/{hot['seats'][0]['token']}/handover", "main.cover"),
        ):
            page.goto(f"{server.base}/{route}")
            page.reload()  # a hash route is read when the page loads
            page.wait_for_selector(ready, timeout=20_000)
            pages[name] = page.evaluate(EVERYTHING)
        for name, text in pages.items():
            assert english_in(text) == [], (name, english_in(text)[:20])
    finally:
        context.close()
