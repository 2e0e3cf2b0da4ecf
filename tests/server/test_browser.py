"""The browser client, driven by Playwright on Debian's Chromium (never a downloaded browser).

Skipped, saying why, when no Chromium is installed or the client cannot be built. Screenshots
go to ``test-artifacts/browser/`` (gitignored). Bounded: every wait has a timeout.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from domineum.kernel.rng import Rng
from domineum.server.app import Settings, create_app
from domineum.server.service import GameService
from tests.server.procs import free_port
from tests.server.test_live import secrets_of

try:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # pragma: no cover - the module is skipped below
    PlaywrightTimeout = TimeoutError  # type: ignore[misc,assignment]

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
ARTIFACTS = ROOT / "test-artifacts" / "browser"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="no Chromium installed (apt-get install -y chromium)"
)


def built_client() -> Path:
    dist = WEB / "dist"
    if (dist / "index.html").is_file():
        return dist
    npm = shutil.which("npm")
    if npm is None or not (WEB / "node_modules").is_dir():
        pytest.skip("the web client is not built (run npm ci && npm run build in web/)")
    subprocess.run([npm, "run", "build"], cwd=WEB, check=True, capture_output=True, timeout=120)
    return dist


class Running:
    """The app served by uvicorn in a thread of this process (so tests can read the truth)."""

    def __init__(self, url: str, web: Path) -> None:
        import uvicorn

        self.app = create_app(
            Settings(database_url=url, web_dir=web, bot_delay=0.0, allow_seed=True, rate=500)
        )
        self.port = free_port()
        self.server = uvicorn.Server(
            uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning")
        )
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def service(self) -> GameService:
        service: GameService = self.app.state.service
        return service

    def __enter__(self) -> Running:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert time.monotonic() < deadline, "server did not start"
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Running]:
    web = built_client()
    with Running(f"sqlite:///{tmp_path / 'games.sqlite3'}", web) as running:
        yield running


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def moves(page: Any) -> int:
    return int(page.locator(".moves").inner_text().split()[0])


def click_options(page: Any, until: Any, limit: int, rng: Rng) -> int:
    """Click decision buttons (a random one each time) until ``until(page)``; the clicks."""
    clicks = 0
    while not until(page) and clicks < limit:
        page.wait_for_selector("button.option:not([disabled])", timeout=15_000)
        buttons = page.locator("button.option:not([disabled])")
        count = buttons.count()
        if count == 0:
            continue
        before = moves(page)
        try:
            buttons.nth(rng.below(count)).click(timeout=3_000)
        except PlaywrightTimeout:  # the board changed under the pointer (a bot moved): again
            continue
        page.wait_for_function(
            f"() => Number(document.querySelector('.moves')?.textContent.split(' ')[0]) > {before}"
            " || (document.querySelector('[role=alert]') !== null"
            " && document.querySelector('button.option[disabled]') === null)",
            timeout=15_000,
        )
        clicks += 1
    return clicks


def create_in_lobby(page: Any, base: str, seats: list[str]) -> None:
    page.goto(base + "/")
    page.get_by_label("Number of players").select_option(str(len(seats)))
    for i, kind in enumerate(seats):
        page.get_by_label(f"Who plays seat {i}").select_option(kind)
    page.get_by_role("button", name="Create game").click()
    page.get_by_role("heading", name="Game created").wait_for(timeout=10_000)


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_play_a_cycle_against_a_bot_by_clicking_undo_and_reload(
    browser: Any, server: Running, viewport: str
) -> None:
    size = DESKTOP if viewport == "desktop" else PHONE
    page = browser.new_page(viewport=size)
    create_in_lobby(page, server.base, ["human", "random"])
    shot(page, f"{viewport}-invites")
    page.get_by_role("link", name="Play seat 0").click()
    page.get_by_role("heading", name=re.compile("Your decision|Waiting")).wait_for(timeout=10_000)
    shot(page, f"{viewport}-start")
    rng = Rng.seeded(5)

    # undo: click until the Undo button is enabled, then take the decision back (a bot may
    # move first and make it disabled again: then carry on and try again)
    undo = page.get_by_role("button", name="Undo my last decision")
    for _ in range(20):
        click_options(page, lambda p: undo.is_enabled(), 60, rng)
        before = moves(page)
        try:
            undo.click(timeout=2_000)
        except PlaywrightTimeout:
            continue
        page.wait_for_function(
            f"() => Number(document.querySelector('.moves').textContent.split(' ')[0]) < {before}"
            " || document.querySelector('[role=alert]') !== null",
            timeout=10_000,
        )
        if moves(page) < before:
            break
    else:
        raise AssertionError("the Undo button never stayed enabled")
    assert moves(page) == before - 1

    # reload mid-turn and carry on
    page.reload()
    page.get_by_role("heading", name=re.compile("Your decision|Waiting")).wait_for(timeout=10_000)
    assert moves(page) >= before - 1
    shot(page, f"{viewport}-after-reload")

    if viewport == "desktop":  # a whole Cycle by clicking
        clicks = click_options(
            page,
            lambda p: "Cycle 2" in p.locator(".where").inner_text(),
            400,
            rng,
        )
        assert "Cycle 2" in page.locator(".where").inner_text(), f"{clicks} clicks"
        shot(page, "desktop-cycle-2")
    page.close()


def test_two_seats_in_two_contexts_see_each_others_moves(browser: Any, server: Running) -> None:
    r = httpx.post(server.base + "/api/games", json={"seats": ["human", "human"], "seed": 3})
    g = r.json()
    pages = []
    for s in g["seats"]:
        ctx = browser.new_context(viewport=DESKTOP)
        page = ctx.new_page()
        page.goto(f"{server.base}/#/play/{g['id']}/{s['token']}")
        page.get_by_role("heading", name=re.compile("Your decision|Waiting")).wait_for(
            timeout=10_000
        )
        pages.append(page)
    rng = Rng.seeded(9)
    for _ in range(6):
        mover = next(p for p in pages if p.locator("button.option").count() > 0)
        other = pages[1 - pages.index(mover)]
        before = moves(other)
        click_options(mover, lambda p: False, 1, rng)
        other.wait_for_function(
            f"() => Number(document.querySelector('.moves').textContent.split(' ')[0]) > {before}",
            timeout=10_000,
        )
    shot(pages[0], "two-seats-a")
    shot(pages[1], "two-seats-b")
    for p in pages:
        p.context.close()


def test_spectator_sees_no_hidden_card_and_the_score_sheet(browser: Any, server: Running) -> None:
    r = httpx.post(server.base + "/api/games", json={"seats": ["human", "human"], "seed": 5})
    g = r.json()
    toks = [s["token"] for s in g["seats"]]
    rng = Rng.seeded(5)
    spectator_page = browser.new_page(viewport=PHONE)
    url = f"{server.base}/#/watch/{g['id']}/{g['spectator']}"
    checked = 0
    with httpx.Client(base_url=server.base) as c:
        for step in range(3000):
            spec = c.get(f"/api/games/{g['id']}", headers={"x-seat-token": g["spectator"]})
            seat = spec.json()["to_move"]
            if seat is None:
                break
            houses = server.service.current(g["id"]).session.state.houses
            if checked < 2 and any(h.agenda_hand for h in houses) and step > 20 * checked:
                # someone holds secret Agendas now
                spectator_page.goto(url)
                spectator_page.get_by_text("Spectating").wait_for(timeout=10_000)
                spectator_page.wait_for_function(
                    "v => Number(document.querySelector('.moves').textContent.split(' ')[0]) === v",
                    arg=spec.json()["moves"],
                    timeout=10_000,
                )
                text = spectator_page.locator("body").inner_text()
                hidden = secrets_of(server.service, g["id"], None)
                assert hidden
                shown = [h for h in hidden if len(h) >= 6 and h in text]
                assert not shown, shown
                shot(spectator_page, f"spectator-{checked}")
                checked += 1
            mine = c.get(f"/api/games/{g['id']}", headers={"x-seat-token": toks[seat]}).json()
            option = mine["options"][rng.below(len(mine["options"]))]
            c.post(
                f"/api/games/{g['id']}/moves",
                json={"action": option["id"], "version": mine["version"]},
                headers={"x-seat-token": toks[seat]},
            )
    assert checked >= 1, "no Agenda was ever held in hand"
    # the game is over: a seat reads the score sheet
    page = browser.new_page(viewport=DESKTOP)
    page.goto(f"{server.base}/#/play/{g['id']}/{toks[0]}")
    page.get_by_role("heading", name="Score sheet").wait_for(timeout=10_000)
    assert page.get_by_role("table").locator("tr.total").count() == 1
    shot(page, "score-sheet")
    # the replay viewer steps through the finished game
    page.get_by_role("link", name=re.compile("Watch the replay")).click()
    page.get_by_role("heading", name=re.compile(r"Move 0 of \d+")).wait_for(timeout=10_000)
    page.get_by_role("button", name="Next move").click()
    page.get_by_role("heading", name=re.compile(r"Move 1 of \d+")).wait_for(timeout=10_000)
    page.keyboard.press("ArrowRight")
    page.get_by_role("heading", name=re.compile(r"Move 2 of \d+")).wait_for(timeout=10_000)
    page.get_by_role("button", name="Last").click()
    page.get_by_role("heading", name="Score sheet").wait_for(timeout=10_000)
    shot(page, "replay-end")
    page.close()
    spectator_page.close()


def test_hot_seat_hands_the_screen_over_without_showing_the_board(
    browser: Any, server: Running
) -> None:
    page = browser.new_page(viewport=PHONE)
    create_in_lobby(page, server.base, ["human", "human"])  # this browser holds both seats
    page.get_by_role("link", name="Play seat 0").click()
    page.get_by_role("heading", name=re.compile("Your decision|Waiting")).wait_for(timeout=10_000)
    rng = Rng.seeded(2)
    handovers = 0
    for _ in range(60):
        if handovers == 2:
            break
        link = page.get_by_role("link", name=re.compile("Hand over to Seat"))
        if link.count():
            target = link.inner_text().rsplit(" ", 1)[-1]
            link.click()
            page.get_by_role("heading", name="Pass the device").wait_for(timeout=10_000)
            assert page.locator(".galaxy, .mat, button.option").count() == 0
            shot(page, f"hot-seat-cover-{handovers}")
            page.get_by_role("button", name=re.compile("I am the next player")).click()
            page.get_by_text(f"You are Seat {target}").wait_for(timeout=10_000)
            handovers += 1
            continue
        click_options(page, lambda p: False, 1, rng)
    assert handovers == 2
    page.close()
