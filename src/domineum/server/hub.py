"""Live updates: the WebSocket connections of this process and the fan-out between processes.

After any committed change the app calls :meth:`Hub.changed`. Without Redis the change is
delivered to this process's connections directly; with Redis it is published on
``domineum:game:<id>`` and every process (this one included) delivers it to its own
connections. Each connection is sent its own seat's message, never another's.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.websockets import WebSocket

log = logging.getLogger("domineum.server")

CHANNEL = "domineum:game:"


@dataclass(eq=False)
class Connection:
    websocket: WebSocket
    game_id: str
    seat: int
    lang: str = "en"  # the language this connection reads (each seat of a game its own)
    sent_version: int = -1
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def send(self, data: bytes | str) -> None:
        async with self.lock:
            await self.websocket.send_text(data if isinstance(data, str) else data.decode())


Reader = tuple[int, str]  # (seat, language)
Payloads = Callable[[str, list[Reader]], Awaitable[tuple[dict[Reader, bytes], int]]]


class Hub:
    """Connections by game, and the broker that tells every process about changes."""

    def __init__(
        self,
        payloads: Payloads,
        redis_url: str | None = None,
        invalidate: Callable[[str, int | None], None] | None = None,
    ) -> None:
        self.payloads = payloads
        self.invalidate = invalidate
        self.redis_url = redis_url
        self.rooms: dict[str, set[Connection]] = {}
        self._redis: Any = None
        self._listener: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        if not self.redis_url:
            return
        import redis.asyncio as aioredis

        self._redis = aioredis.from_url(self.redis_url)
        pubsub = self._redis.pubsub()
        await pubsub.psubscribe(CHANNEL + "*")
        self._listener = asyncio.create_task(self._listen(pubsub))

    async def stop(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
        if self._redis is not None:
            await self._redis.aclose()

    async def _listen(self, pubsub: Any) -> None:
        while True:
            try:
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
            except asyncio.CancelledError:
                raise
            except Exception:  # the connection dropped: wait, the client reconnects itself
                log.exception("Redis listener error")
                await asyncio.sleep(0.5)
                continue
            if message is None:
                continue
            channel = message.get("channel", b"")
            if isinstance(channel, bytes):
                channel = channel.decode()
            game_id = str(channel)[len(CHANNEL) :]
            data = message.get("data", b"")
            try:
                version: int | None = int(data)
            except (TypeError, ValueError):
                version = None
            if self.invalidate is not None:
                self.invalidate(game_id, version)
            if game_id in self.rooms:
                task = asyncio.create_task(self.deliver(game_id))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    def join(self, conn: Connection) -> None:
        self.rooms.setdefault(conn.game_id, set()).add(conn)

    def leave(self, conn: Connection) -> None:
        room = self.rooms.get(conn.game_id)
        if room is not None:
            room.discard(conn)
            if not room:
                del self.rooms[conn.game_id]

    async def changed(self, game_id: str, version: int) -> None:
        """A change to ``game_id`` was committed: tell every process."""
        if self._redis is not None:
            try:
                await self._redis.publish(CHANNEL + game_id, str(version))
                return
            except Exception:
                log.exception("Redis publish failed; delivering locally only")
        await self.deliver(game_id)

    async def deliver_to(self, conn: Connection) -> None:
        """Send one (just joined) connection its seat's newest state, in its language."""
        reader = (conn.seat, conn.lang)
        by_reader, version = await self.payloads(conn.game_id, [reader])
        if version > conn.sent_version:
            conn.sent_version = version
            await conn.send(by_reader[reader])

    async def deliver(self, game_id: str) -> None:
        """Send each of this process's connections to ``game_id`` its seat's newest state, in
        the connection's language."""
        room = list(self.rooms.get(game_id, ()))
        if not room:
            return
        try:
            by_reader, version = await self.payloads(
                game_id, sorted({(c.seat, c.lang) for c in room})
            )
        except Exception:
            log.exception("cannot build the state of game %s", game_id)
            return
        for conn in room:
            if version <= conn.sent_version:
                continue
            conn.sent_version = version
            try:
                await conn.send(by_reader[(conn.seat, conn.lang)])
            except Exception:
                self.leave(conn)
