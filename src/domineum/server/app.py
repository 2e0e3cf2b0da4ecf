"""The FastAPI app: lobby and game API, the live WebSocket, and the built browser client.

Run it with ``voidfall serve`` (see :mod:`domineum.server.cli`) or build it yourself with
:func:`create_app`. Every error is JSON: ``{"error": code, "message": text}`` plus ``"rule"``
(the rule ID) when the rules refused a move.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qs

from fastapi import FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from domineum.kernel import messages
from domineum.kernel.game import clone
from domineum.server import combat, language, registry, web_messages
from domineum.server.adapter import SeatChoice, Setup
from domineum.server.hub import Connection, Hub
from domineum.server.service import SPECTATOR, GameService, Refused
from domineum.server.store import Store

T = TypeVar("T")
MAX_BODY = 16 * 1024  # bytes of one HTTP request body
MAX_WS_MESSAGE = 4 * 1024  # characters of one WebSocket message
RATE = 20.0  # requests (or messages) per second allowed per client, sustained
BURST = 60.0
GC_YOUNG = 50_000  # allocations between collections of the youngest generation (default 700)


def default_web_dir() -> Path:
    """``web/dist`` of the source checkout this package runs from."""
    return Path(__file__).resolve().parents[3] / "web" / "dist"


@dataclass
class Settings:
    database_url: str
    redis_url: str | None = None
    web_dir: Path | None = None
    bot_delay: float = 0.0  # seconds a bot waits before moving (so people can follow)
    allow_seed: bool = False  # tests and benchmarks may fix the seed; never in production
    rate: float = RATE
    burst: float = BURST
    # short service calls on the event loop (see ``quick``); None: only with SQLite, whose
    # calls never wait on a network (a PostgreSQL round trip would stall the loop)
    inline: bool | None = None


class Bucket:
    """A token bucket: ``take`` is False when the client is over its rate."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class BodyLimit:
    """Refuse request bodies over ``limit`` bytes with 413, before the app reads them."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await _too_large(scope, send)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        try:
            await self.app(scope, limited, send)
        except _TooLarge:
            await _too_large(scope, send)


class _TooLarge(Exception):
    pass


def scope_language(scope: Scope) -> str:
    """The language of a request not yet read by the app: ``?lang=``, else its
    ``Accept-Language``, else English (as :func:`domineum.server.language.choose`)."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    accept = dict(scope.get("headers", [])).get(b"accept-language", b"").decode("latin-1")
    return language.choose((query.get("lang") or [None])[0], accept)


async def _too_large(scope: Scope, send: Send) -> None:
    with messages.using(scope_language(scope)):
        text = messages.render("server.refused.body_too_large", n=MAX_BODY)
    body = json.dumps({"error": "too_large", "message": text}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"application/json")],
        }
    )
    await send({"type": "http.response.body", "body": body})


class CreateGame(BaseModel):
    """A new game: who plays each seat, and the game's own options."""

    game: str = Field("voidfall", description="the game's name (see /api/catalog)")
    players: int | None = Field(None, description="player count (defaults to len(seats))")
    seats: list[str] = Field(description="per seat: 'human' or a bot name", max_length=8)
    options: dict[str, Any] = Field(
        default_factory=dict, description="the game's options: houses, map, mode…"
    )
    seed: int | None = Field(None, description="ignored unless the server allows fixed seeds")


class MoveIn(BaseModel):
    action: int = Field(description="the id of one of your current options")
    version: int | None = Field(None, description="the version of the state you decided on")


class UndoIn(BaseModel):
    version: int | None = None


class WhyIn(BaseModel):
    action: str = Field(max_length=200, description="an action in the game's text notation")


class CombatIn(BaseModel):
    """Two sides of a Combat for the calculator (Fleet Power by type, e.g. ``{"corvette": 2}``;
    ``{"voidborn": n}`` makes a side the Voidborn)."""

    invader: dict[str, int] = Field(description="the Invader's Fleet Power by Fleet type")
    defender: dict[str, int] = Field(description="the Defender's Fleet Power by Fleet type")
    defenses: int = 0
    starbases: int = 0
    invader_tech: dict[str, str] = Field(default_factory=dict, description="name -> level")
    defender_tech: dict[str, str] = Field(default_factory=dict, description="name -> level")
    adjacent_shipyards: int = 0
    defender_adjacent_shipyards: int = 0
    spend_energy: bool = False
    drones: bool = False
    bombard: int = 0


class GameRef(BaseModel):
    id: str = Field(max_length=40)
    token: str = Field(max_length=200)


class Mine(BaseModel):
    games: list[GameRef] = Field(max_length=100)
    zone: str | None = Field(None, max_length=64)  # the reader's IANA time zone


def warm_up() -> None:
    """Plan every game's state copier once, here, before worker threads exist.

    ``domineum.kernel.copying`` plans a struct's copier lazily with a module-wide recursion
    guard; two threads planning at once can produce a copier that recurses forever. Cloning
    and viewing one state of each game in this (single) thread plans them all first."""
    for name in registry.names():
        adapter = registry.get(name)
        lobby = adapter.lobby()
        for mode in lobby.get("modes", [{}]):  # each mode: its own state parts (the Void)
            players = int(mode.get("players", lobby.get("players", {})).get("min", 2))
            seats = tuple(SeatChoice() for _ in range(players))
            state = adapter.new_state(Setup(players, seats, 1, {"mode": mode.get("value", "")}))
            clone(state)
            adapter.game.view(state, None)
            adapter.game.view(state, 0)


def create_app(settings: Settings) -> FastAPI:
    warm_up()
    # The content packs and code loaded so far live as long as the process: keep them out of
    # the garbage collector's full walks (as ``voidfall sim`` does), which shortens its pauses.
    gc.collect()
    gc.freeze()
    # A move allocates thousands of short-lived containers (a trial state, each seat's view
    # and message); collecting the youngest generation every 700 allocations made a third of
    # the server's CPU time garbage collection. Most of them die young, so rarer collections
    # walk far fewer of them.
    gc.set_threshold(GC_YOUNG, 20, 20)
    store = Store(settings.database_url)
    # Every change made by another process arrives through Redis (hub.invalidate), so the
    # cache can be trusted; without Redis this must be the only process on the database.
    service = GameService(store, trust_cache=True)
    buckets: dict[str, Bucket] = {}
    driving: set[str] = set()

    inline = (
        settings.database_url.startswith("sqlite") if settings.inline is None else settings.inline
    )

    async def quick(fn: Callable[..., T], *args: Any) -> T:
        """Run a short service call (a move, an undo, a state message: about a millisecond)
        on the event loop itself, where a thread hop would cost more than the call; anything
        long (creating, replaying, bots) goes to a worker thread."""
        if inline:
            return fn(*args)
        return await run_in_threadpool(fn, *args)

    async def payloads(
        game_id: str, readers: list[tuple[int, str]]
    ) -> tuple[dict[tuple[int, str], bytes], int]:
        return await quick(service.payloads_for, game_id, readers)

    hub = Hub(payloads, settings.redis_url, service.invalidate)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()
            store.dispose()

    app = FastAPI(
        title="Domineum",
        summary="Play Voidfall (and its family) in the browser: lobby, seats, live games.",
        lifespan=lifespan,
    )
    app.state.service = service
    app.state.hub = hub
    app.state.store = store
    app.add_middleware(BodyLimit, limit=MAX_BODY)

    def bucket(key: str) -> Bucket:
        b = buckets.get(key)
        if b is None:
            if len(buckets) > 10_000:
                buckets.clear()
            b = buckets[key] = Bucket(settings.rate, settings.burst)
        return b

    def throttle(request: Request) -> None:
        """Per seat token (or per address without one): a flood is refused with 429."""
        token = request.headers.get("x-seat-token") or request.query_params.get("token")
        host = request.client.host if request.client else "?"
        key = "token:" + token[:64] if token else "host:" + host
        if not bucket(key).take():
            raise Refused(429, "too_many", "server.refused.too_many_requests")

    def reader_language(request: Request | WebSocket) -> str:
        """The language this client reads: ``?lang=``, else ``Accept-Language``, else English."""
        return language.choose(
            request.query_params.get("lang"), request.headers.get("accept-language")
        )

    def speaking(lang: str, fn: Callable[..., T]) -> Callable[..., T]:
        """``fn`` rendering its text (labels, refusals, steps) in ``lang``, in whatever thread
        runs it."""

        def run(*args: Any) -> T:
            with messages.using(lang):
                return fn(*args)

        return run

    @app.exception_handler(Refused)
    async def _refused(request: Request, exc: Refused) -> JSONResponse:
        with messages.using(reader_language(request)):
            return JSONResponse(exc.body(), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        """A body that does not fit the API: the fields that are wrong, named as the API names
        them (the validator's own English explanations are not passed on)."""
        fields = ", ".join(
            dict.fromkeys(
                "'" + (".".join(str(p) for p in e.get("loc", ()) if p != "body") or "body") + "'"
                for e in exc.errors()[:5]
            )
        )
        with messages.using(reader_language(request)):
            text = messages.render("server.refused.not_understood", fields=fields)
        return JSONResponse({"error": "malformed", "message": text}, status_code=422)

    async def drive_bots(game_id: str) -> None:
        """Let bots move while it is a bot's turn (one driver per game in this process)."""
        if game_id in driving:
            return
        driving.add(game_id)
        try:
            while True:
                if settings.bot_delay:
                    await asyncio.sleep(settings.bot_delay)
                version = await run_in_threadpool(service.bot_step, game_id)
                if version is None:
                    break
                await hub.changed(game_id, version)
        finally:
            driving.discard(game_id)

    tasks: set[asyncio.Task[None]] = set()

    def after_change(game_id: str) -> None:
        task = asyncio.get_running_loop().create_task(drive_bots(game_id))
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    # -- HTTP API ----------------------------------------------------------------------------
    @app.get("/api/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/api/texts")
    async def texts(request: Request) -> dict[str, Any]:
        """The browser client's words in the reader's language, and the languages offered (each
        named in itself): the client has no dictionary of its own (issue 19)."""
        lang = reader_language(request)
        return {
            "lang": lang,
            "languages": language.offered(),
            "texts": web_messages.texts(lang),
            "plurals": web_messages.plurals(lang),
        }

    @app.get("/api/catalog")
    async def catalog(request: Request) -> list[dict[str, Any]]:
        """The games this server plays and what their lobby offers (in the reader's language)."""
        with messages.using(reader_language(request)):
            return [registry.get(n).lobby() for n in registry.names()]

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame, request: Request) -> dict[str, Any]:
        """Create a game. The answer holds each seat's secret token and the spectator token:
        whoever has a token plays (or watches) that seat; there are no accounts."""
        throttle(request)
        data = body.model_dump()
        if not settings.allow_seed:
            data.pop("seed", None)
        created = await run_in_threadpool(speaking(reader_language(request), service.create), data)
        after_change(created.id)
        return {
            "id": created.id,
            "seats": [
                {"seat": i, "player": kind, "token": tok if kind == "human" else None}
                for i, (kind, tok) in enumerate(
                    zip(created.kinds, created.seat_tokens, strict=True)
                )
            ],
            "spectator": created.spectator_token,
        }

    @app.get("/api/games/{game_id}")
    async def game_state(
        game_id: str,
        request: Request,
        token: str | None = Query(None, max_length=200),
        x_seat_token: str | None = Header(None, max_length=200),
    ) -> Response:
        """The game as the token's seat may see it (the spectator token: the public view)."""
        throttle(request)
        _seat, data, _version = await run_in_threadpool(
            service.open, game_id, x_seat_token or token, reader_language(request)
        )
        return Response(data, media_type="application/json")

    @app.get("/api/games/{game_id}/replay")
    async def replay(
        game_id: str,
        request: Request,
        at: int = Query(0, ge=0, le=1_000_000, description="moves from the start"),
        token: str | None = Query(None, max_length=200),
        x_seat_token: str | None = Header(None, max_length=200),
    ) -> Response:
        """A finished game as the token's seat saw it after ``at`` moves (the replay viewer)."""
        throttle(request)
        data = await run_in_threadpool(
            speaking(reader_language(request), service.replay), game_id, x_seat_token or token, at
        )
        return Response(data, media_type="application/json")

    @app.post("/api/games/{game_id}/moves")
    async def move(
        game_id: str,
        body: MoveIn,
        request: Request,
        x_seat_token: str | None = Header(None, max_length=200),
    ) -> dict[str, Any]:
        """Make one decision. Acknowledged only once it is stored."""
        throttle(request)
        version = await quick(
            speaking(reader_language(request), service.move),
            game_id,
            x_seat_token,
            body.action,
            body.version,
        )
        await hub.changed(game_id, version)
        after_change(game_id)
        return {"ok": True, "version": version}

    @app.post("/api/games/{game_id}/undo")
    async def undo(
        game_id: str,
        body: UndoIn,
        request: Request,
        x_seat_token: str | None = Header(None, max_length=200),
    ) -> dict[str, Any]:
        """Take back your last decision (never past a draw, a reveal or another seat's move)."""
        throttle(request)
        version = await quick(
            speaking(reader_language(request), service.undo), game_id, x_seat_token, body.version
        )
        await hub.changed(game_id, version)
        return {"ok": True, "version": version}

    @app.post("/api/games/{game_id}/why")
    async def why(
        game_id: str,
        body: WhyIn,
        request: Request,
        x_seat_token: str | None = Header(None, max_length=200),
    ) -> dict[str, Any]:
        """Why an action that is not among your options is refused (the rule and its text)."""
        throttle(request)
        return await run_in_threadpool(
            speaking(reader_language(request), service.why), game_id, x_seat_token, body.action
        )

    combat_lock = threading.Lock()  # one search at a time: it is CPU-bound

    def combat_search(data: dict[str, Any]) -> dict[str, Any]:
        with combat_lock:
            try:
                return combat.calculate(data)
            except combat.BadCombat as exc:
                raise Refused(422, "bad_combat", text=str(exc)) from None

    @app.post("/api/combat")
    async def combat_calculator(body: CombatIn, request: Request) -> dict[str, Any]:
        """The Combat calculator: both sides' best play, step by step (VF-COMBAT-01..35)."""
        throttle(request)
        return await run_in_threadpool(
            speaking(reader_language(request), combat_search), body.model_dump(exclude_none=True)
        )

    @app.post("/api/mine")
    async def mine(body: Mine, request: Request) -> list[dict[str, Any]]:
        """ "My games": the games these tokens open, with the seat to move."""
        throttle(request)
        return await run_in_threadpool(
            speaking(reader_language(request), service.summaries),
            [(g.id, g.token) for g in body.games],
            body.zone,
        )

    # -- WebSocket ---------------------------------------------------------------------------
    @app.websocket("/ws/games/{game_id}")
    async def live(websocket: WebSocket, game_id: str, token: str | None = None) -> None:
        """Live play. The server sends ``state`` messages (your seat's view) after every
        change; send ``{"type": "move", "action": ID, "version": V}``, ``{"type": "undo"}``
        or ``{"type": "ping"}``. Replies: ``ack``, ``error``, ``pong``. Every text comes in
        the connection's language (``?lang=``, else ``Accept-Language``)."""
        await websocket.accept()
        lang = reader_language(websocket)
        try:
            seat, _data, _version = await run_in_threadpool(service.open, game_id, token, lang)
        except Refused as exc:
            with messages.using(lang):
                await websocket.send_json({"type": "error", **exc.body()})
            await websocket.close(code=4403 if exc.status == 403 else 4404)
            return
        # Join first, then send the newest state: a change committed meanwhile is then either
        # in that state or delivered after it, never lost between the two.
        conn = Connection(websocket, game_id, seat, lang)
        hub.join(conn)
        limiter = Bucket(settings.rate, settings.burst)
        try:
            await hub.deliver_to(conn)
            after_change(game_id)  # a bot may be due (e.g. after a restart)
            while True:
                text = await websocket.receive_text()
                reply = await handle(conn, text, limiter)
                if reply is not None:
                    await conn.send(json.dumps(reply))
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(conn)

    async def handle(conn: Connection, text: str, limiter: Bucket) -> dict[str, Any] | None:
        ref: Any = None
        try:
            if not limiter.take():
                raise Refused(429, "too_many", "server.refused.too_many_messages")
            if len(text) > MAX_WS_MESSAGE:
                raise Refused(
                    413, "too_large", "server.refused.message_too_large", n=MAX_WS_MESSAGE
                )
            try:
                message = json.loads(text)
            except ValueError:
                raise Refused(422, "malformed", "server.refused.not_object") from None
            if not isinstance(message, dict):
                raise Refused(422, "malformed", "server.refused.not_object")
            ref = message.get("ref")
            if not isinstance(ref, (int, str, type(None))) or (
                isinstance(ref, str) and len(ref) > 40
            ):
                ref = None
            kind = message.get("type")
            token = message.get("token")
            if kind == "ping":
                return {"type": "pong", "ref": ref}
            if conn.seat == SPECTATOR and kind in ("move", "undo"):
                raise Refused(403, "forbidden", "server.refused.spectator_move")
            if kind == "move":
                version = await quick(
                    speaking(conn.lang, service.move),
                    conn.game_id,
                    token if isinstance(token, str) else conn_token(conn),
                    message.get("action"),
                    message.get("version"),
                )
            elif kind == "undo":
                version = await quick(
                    speaking(conn.lang, service.undo),
                    conn.game_id,
                    token if isinstance(token, str) else conn_token(conn),
                    message.get("version"),
                )
            else:
                raise Refused(422, "malformed", "server.refused.message_type")
        except Refused as exc:
            with messages.using(conn.lang):
                return {"type": "error", "ref": ref, **exc.body()}
        await conn.send(json.dumps({"type": "ack", "ref": ref, "version": version}))
        await hub.changed(conn.game_id, version)
        after_change(conn.game_id)
        return None

    def conn_token(conn: Connection) -> str | None:
        token = conn.websocket.query_params.get("token")
        return token

    # -- the browser client ------------------------------------------------------------------
    web_dir = settings.web_dir if settings.web_dir is not None else default_web_dir()
    if (web_dir / "index.html").is_file():
        app.mount("/", StaticFiles(directory=web_dir, html=True), name="web")
    else:

        @app.get("/", response_class=HTMLResponse)
        async def unbuilt() -> str:
            return (
                "<!doctype html><title>Domineum</title><h1>Domineum server</h1>"
                "<p>The browser client is not built. In the <code>web/</code> folder run "
                "<code>npm ci</code> and <code>npm run build</code>, then restart.</p>"
                '<p>The API is documented at <a href="/docs">/docs</a>.</p>'
            )

    return app
