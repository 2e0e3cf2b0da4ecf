"""Real server processes: a killed server loses no acknowledged move; Redis fans out updates."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from tests.server.procs import ServerProcess


@pytest.fixture
def redis_url() -> str:
    import redis

    url = "redis://127.0.0.1:6379/0"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except Exception as exc:
        pytest.skip(f"Redis not reachable at {url} ({type(exc).__name__})")
    return url


def create(base: str, seats: list[str]) -> dict[str, Any]:
    r = httpx.post(base + "/api/games", json={"seats": seats}, timeout=10)
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body


def look(base: str, game_id: str, token: str) -> dict[str, Any]:
    r = httpx.get(f"{base}/api/games/{game_id}", headers={"x-seat-token": token}, timeout=10)
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_killing_the_server_mid_game_loses_no_acknowledged_move(
    backend: str, sqlite_url: str, request: pytest.FixtureRequest
) -> None:
    url = sqlite_url if backend == "sqlite" else request.getfixturevalue("pg_url")
    server = ServerProcess(url).start()
    acked: list[tuple[int, int]] = []  # (version, action)
    stop = threading.Event()
    try:
        g = create(server.base, ["human", "human"])
        toks = [s["token"] for s in g["seats"]]

        def player() -> None:
            with httpx.Client(base_url=server.base, timeout=5) as c:
                while not stop.is_set():
                    try:
                        spec = c.get(
                            f"/api/games/{g['id']}", headers={"x-seat-token": g["spectator"]}
                        ).json()
                        tok = toks[spec["to_move"]]
                        mine = c.get(f"/api/games/{g['id']}", headers={"x-seat-token": tok}).json()
                        action = mine["options"][-1]["id"]
                        r = c.post(
                            f"/api/games/{g['id']}/moves",
                            json={"action": action, "version": mine["version"]},
                            headers={"x-seat-token": tok},
                        )
                    except (httpx.HTTPError, KeyError, ValueError):
                        return  # the server died under us
                    if r.status_code == 200:
                        acked.append((r.json()["version"], action))

        thread = threading.Thread(target=player)
        thread.start()
        deadline = time.monotonic() + 30
        while len(acked) < 25 and time.monotonic() < deadline:
            time.sleep(0.01)
        server.kill()  # mid-stream: a move may be in flight
        stop.set()
        thread.join(10)
        assert len(acked) >= 25
        server.start()
        after = look(server.base, g["id"], g["spectator"])
        last_version = acked[-1][0]
        assert after["moves"] >= last_version  # every acknowledged move is there
        # and the game goes on from where it was
        tok = toks[after["to_move"]]
        mine = look(server.base, g["id"], tok)
        r = httpx.post(
            f"{server.base}/api/games/{g['id']}/moves",
            json={"action": mine["options"][0]["id"], "version": mine["version"]},
            headers={"x-seat-token": tok},
        )
        assert r.status_code == 200
    finally:
        stop.set()
        server.stop()


def test_a_move_through_one_process_reaches_a_client_of_another(
    pg_url: str, redis_url: str
) -> None:
    a = ServerProcess(pg_url, redis_url).start()
    b = ServerProcess(pg_url, redis_url).start()
    try:
        g = create(a.base, ["human", "human"])
        toks = [s["token"] for s in g["seats"]]
        first = look(a.base, g["id"], g["spectator"])
        mover = first["to_move"]
        with connect(f"ws://127.0.0.1:{b.port}/ws/games/{g['id']}?token={g['spectator']}") as ws:
            hello = json.loads(ws.recv(timeout=10))
            assert hello["type"] == "state" and hello["version"] == 0
            mine = look(a.base, g["id"], toks[mover])
            r = httpx.post(
                f"{a.base}/api/games/{g['id']}/moves",
                json={"action": mine["options"][0]["id"], "version": 0},
                headers={"x-seat-token": toks[mover]},
            )
            assert r.status_code == 200
            update = json.loads(ws.recv(timeout=10))
            assert update["type"] == "state" and update["version"] == 1 and update["moves"] == 1
        # and back: a move through B reaches a client of A
        nxt = look(b.base, g["id"], g["spectator"])
        with connect(f"ws://127.0.0.1:{a.port}/ws/games/{g['id']}?token={g['spectator']}") as ws:
            json.loads(ws.recv(timeout=10))
            tok = toks[nxt["to_move"]]
            mine = look(b.base, g["id"], tok)
            r = httpx.post(
                f"{b.base}/api/games/{g['id']}/moves",
                json={"action": mine["options"][0]["id"], "version": mine["version"]},
                headers={"x-seat-token": tok},
            )
            assert r.status_code == 200
            update = json.loads(ws.recv(timeout=10))
            assert update["version"] == 2
    finally:
        a.stop()
        b.stop()
