"""The browser client for every game and mode: solo Voidfall and Revenant from the lobby,
click targets beyond sectors (keyboard too), a whole game to the score sheet, "my games", and
the Combat calculator page. Same browser and bounds as ``test_browser.py``."""

from __future__ import annotations

import re
from typing import Any

import pytest

from domineum.kernel.rng import Rng
from tests.server import test_browser as kit

try:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # pragma: no cover - the module is skipped without a browser
    PlaywrightTimeout = TimeoutError  # type: ignore[misc,assignment]
from tests.server.test_browser import DESKTOP, PHONE, Running, click_options, moves, shot

browser = kit.browser  # the same fixtures: one Chromium per module, a fresh server per test
server = kit.server

pytestmark = pytest.mark.skipif(
    not __import__("shutil").which("chromium"), reason="no Chromium installed"
)

NON_SECTOR = "button.thing.target:visible, .galaxy .ship.target:visible"


def open_seat(page: Any) -> None:
    page.get_by_role("link", name="Play seat 0").click()
    page.get_by_role("heading", name=re.compile("Your decision|Waiting|over")).wait_for(
        timeout=15_000
    )


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_solo_game_from_the_lobby_shows_the_void_and_things_click(
    browser: Any, server: Running, viewport: str
) -> None:
    """Lobby: mode and difficulty; the Void's panel; a board thing that is not a sector (a
    Technology, a track, a card, a fleet) chosen by clicking it, and one with the keyboard."""
    page = browser.new_page(viewport=DESKTOP if viewport == "desktop" else PHONE)
    page.goto(server.base + "/")
    page.get_by_label("Mode").select_option("solo")
    page.get_by_label("Difficulty").select_option("medium")
    assert page.get_by_label("Number of players").input_value() == "1"
    page.get_by_role("button", name="Create game").click()
    page.get_by_role("heading", name="Game created").wait_for(timeout=15_000)
    open_seat(page)
    page.get_by_role("heading", name="The Void (Medium)").wait_for(timeout=10_000)
    assert page.get_by_label("Military track").count() == 1
    shot(page, f"{viewport}-solo-start")
    rng = Rng.seeded(3)
    clicked = 0
    for _ in range(80):
        things = page.locator(NON_SECTOR)
        if things.count():
            thing = things.first
            before = moves(page)
            try:
                name = thing.get_attribute("aria-label", timeout=3_000)
                assert name, "every click target has a name"
                if clicked == 0:
                    thing.click(timeout=3_000)
                else:  # the keyboard: focus it and press Enter
                    thing.press("Enter", timeout=3_000)
                page.wait_for_function(
                    f"() => Number(document.querySelector('.moves').textContent.split(' ')[0]) > "
                    f"{before} || document.querySelector('button.link') !== null",
                    timeout=3_000,
                )
            except PlaywrightTimeout:  # the board changed under the pointer: look again
                continue
            if page.locator("button.link", has_text="Show all options").count():
                shot(page, f"{viewport}-solo-filtered")
                page.keyboard.press("Escape")
            clicked += 1
            if clicked == 2:
                break
        click_options(page, lambda p: False, 1, rng)
    assert clicked == 2, "no option about a Technology, card, track or fleet came up"
    shot(page, f"{viewport}-solo-after-clicks")
    page.close()


def test_a_whole_revenant_game_by_clicking_ends_with_the_score_sheet(
    browser: Any, server: Running
) -> None:
    """A short game (Revenant, one seat) played through the browser to its end: the Prestige
    sheet (RV-END), the replay link, and "my games" naming it finished."""
    page = browser.new_page(viewport=DESKTOP)
    page.goto(server.base + "/")
    page.get_by_label("Game", exact=True).select_option("revenant")
    page.get_by_label("Number of players").select_option("1")
    page.get_by_role("button", name="Create game").click()
    page.get_by_role("heading", name="Game created").wait_for(timeout=15_000)
    page.goto(server.base + "/")  # "my games": this seat, its turn
    page.get_by_role("heading", name="My games").wait_for(timeout=10_000)
    assert "Revenant: Seat 0" in page.locator(".games").inner_text()
    assert "your move" in page.locator(".games").inner_text()
    page.locator(".games a").first.click()
    page.get_by_role("heading", name=re.compile("Your decision")).wait_for(timeout=15_000)
    shot(page, "revenant-start")
    over = page.get_by_role("heading", name="The game is over")
    clicks = click_options(page, lambda p: over.count() > 0, 600, Rng.seeded(11))
    over.wait_for(timeout=15_000)
    page.get_by_role("heading", name="Score sheet").wait_for(timeout=10_000)
    total = page.locator("tr.total")
    assert total.locator("th").inner_text() == "Prestige", clicks
    shot(page, "revenant-score-sheet")
    page.goto(server.base + "/")
    page.get_by_role("heading", name="My games").wait_for(timeout=10_000)
    assert "finished" in page.locator(".games").inner_text()
    page.close()


def test_a_revenant_game_against_a_bot_on_a_phone(browser: Any, server: Running) -> None:
    """Revenant's own board at a phone viewport; its ships and sectors are named targets."""
    page = browser.new_page(viewport=PHONE)
    page.goto(server.base + "/")
    page.get_by_label("Game", exact=True).select_option("revenant")
    page.get_by_label("Number of players").select_option("2")
    page.get_by_label("Who plays seat 1").select_option("random")
    page.get_by_role("button", name="Create game").click()
    page.get_by_role("heading", name="Game created").wait_for(timeout=15_000)
    open_seat(page)
    assert page.get_by_role("group", name="Revenant's sectors and their adjacency").count() == 1
    rng = Rng.seeded(4)
    for _ in range(80):
        ships = page.locator(".galaxy .ship.target")
        if ships.count():
            assert re.match(r"the \w+ \w+", ships.first.get_attribute("aria-label") or "")
            shot(page, "phone-revenant-ship-targets")
            before = moves(page)
            ships.first.click()
            page.wait_for_function(
                f"() => Number(document.querySelector('.moves').textContent.split(' ')[0]) > "
                f"{before} || document.querySelector('button.link') !== null",
                timeout=10_000,
            )
            break
        click_options(page, lambda p: False, 1, rng)
    else:
        raise AssertionError("no option about a ship came up")
    page.close()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_combat_calculator_page(browser: Any, server: Running, viewport: str) -> None:
    """VF-COMBAT: enter two fleets, read the best play step by step; a refusal is plain."""
    page = browser.new_page(viewport=DESKTOP if viewport == "desktop" else PHONE)
    page.goto(server.base + "/")
    page.get_by_role("link", name="Combat calculator").click()
    page.get_by_label("Invader: corvette Fleet Power").fill("3")
    page.get_by_label("Invader: destroyer Fleet Power").fill("2")
    page.get_by_label("Defender: sentry Fleet Power").fill("2")
    page.get_by_label("Defender's Sector Defenses").fill("1")
    page.get_by_role("button", name="Find the best play").click()
    page.get_by_role("heading", name=re.compile("^Result:")).wait_for(timeout=20_000)
    steps = page.locator(".steps").inner_text()
    assert "Salvo 1" in steps and "Alternatives" in steps
    shot(page, f"{viewport}-combat")
    page.get_by_label("Invader: sentry Fleet Power").fill("10")
    page.get_by_role("button", name="Find the best play").click()
    page.get_by_role("alert").wait_for(timeout=10_000)
    assert "at most 14 Fleet Power cubes" in page.get_by_role("alert").inner_text()
    page.close()


def test_a_guild_or_installation_space_is_clicked_on_the_map(browser: Any, server: Running) -> None:
    """After the sector of an Establish/Build is chosen, the space the token goes on (next in
    build order) is a button on the galaxy map; clicking it shows the options about it, and
    choosing one fills that space."""
    import httpx

    g = httpx.post(server.base + "/api/games", json={"seats": ["human", "human"], "seed": 6}).json()
    tokens = [s["token"] for s in g["seats"]]
    rng = Rng.seeded(6)
    target = None
    for _ in range(300):
        m = httpx.get(f"{server.base}/api/games/{g['id']}", params={"token": tokens[0]}).json()
        seat = m["to_move"]
        m = httpx.get(f"{server.base}/api/games/{g['id']}", params={"token": tokens[seat]}).json()
        spaced = [
            o["target"]
            for o in m["options"]
            if (o["target"] or "").startswith(("guild:", "installation:"))
        ]
        if spaced:
            target = spaced[0]
            break
        option = m["options"][rng.below(len(m["options"]))]
        r = httpx.post(
            f"{server.base}/api/games/{g['id']}/moves",
            json={"action": option["id"], "version": m["version"]},
            headers={"X-Seat-Token": tokens[seat]},
        )
        assert r.status_code == 200, r.text
    assert target is not None, "no Establish or Build with a chosen sector came up"
    row, sid, k = target.split(":")
    page = browser.new_page(viewport=DESKTOP)
    page.goto(f"{server.base}/#/play/{g['id']}/{tokens[seat]}")
    space = page.locator(".galaxy .space.target").first
    space.wait_for(timeout=15_000)
    name = space.get_attribute("aria-label") or ""
    assert f"space {int(k) + 1} of sector {sid}" in name, name
    shot(page, "space-target")
    before = moves(page)
    space.click(timeout=5_000)
    page.locator("button.link", has_text="Show all options").wait_for(timeout=5_000)
    page.locator("button.option:not([disabled])").first.click(timeout=5_000)
    page.wait_for_function(
        f"() => Number(document.querySelector('.moves').textContent.split(' ')[0]) > {before}",
        timeout=10_000,
    )
    sector = server.service.current(g["id"]).session.state.galaxy.sector(sid)
    assert (sector.guilds if row == "guild" else sector.installations)[int(k)], target
    page.close()
