"""Benchmark: N concurrent games played over WebSockets on loopback. Prints one JSON object.

    .venv/bin/python bench/server.py [--games N] [--moves M] [--backend sqlite|postgresql|both]
                                     [--database-url URL] [--processes 1]

Starts ``voidfall serve`` in child processes (``--processes`` of them; with more than one they
share the database and Redis fans out the updates), creates N two-player games with two human
seats each, and connects one WebSocket client per seat (all in this process, asyncio). Whenever
a client's seat has a decision it picks a random option and sends it; the latency of a move is
the time from sending it to receiving its ``ack`` (the move is committed by then). Every game
plays ``--moves`` moves (or to its end). ``--think-ms`` makes each client pause (0.5 to 1.5
times that, at random) before each move, like a bot pacing its moves or a person; with 0 every
client answers at once, so all N games always wait on the server (its worst case).
Figures per backend:
``moves_per_second`` (all games together, wall clock), ``latency_ms_p50`` / ``latency_ms_p99``.
The clients share the machine with the server, so the figures are a lower bound of the server;
``server_cpu_ms_per_move`` (the server process's CPU time per move, creation of the games
excluded) says what one server process costs per move, whatever else runs on the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import msgspec
import websockets


class _Option(msgspec.Struct):
    id: int


class _Message(msgspec.Struct):
    """Only the fields a bench client reads (msgspec skips the rest: cheap for the client)."""

    type: str
    version: int = -1
    to_move: int | None = None
    moves: int = 0
    options: list[_Option] = []


_decode = msgspec.json.Decoder(_Message).decode
LAST: dict[str, tuple[float, str, int, int | None, int]] = {}  # per client: its last message


async def watchdog(quiet: float = 30.0) -> None:
    """Fail loudly (naming what each client last saw) if nothing moves for ``quiet`` s."""
    while True:
        await asyncio.sleep(5)
        if LAST and time.monotonic() - max(t for t, *_ in LAST.values()) > quiet:
            for key, (_t, kind, version, to_move, options) in sorted(LAST.items()):
                print(
                    f"{key}: last {kind} v{version} to_move={to_move} options={options}",
                    file=sys.stderr,
                )
            raise RuntimeError(f"no message for {quiet} s: the run is stuck")


ROOT = Path(__file__).resolve().parents[1]
PG_ADMIN = os.environ.get(
    "DOMINEUM_BENCH_PG_URL", "postgresql+psycopg://domineum:domineum@127.0.0.1:5432/postgres"
)


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_server(url: str, redis_url: str | None) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    cmd = [
        sys.executable, "-m", "domineum.server.cli", "--port", str(port),
        "--database-url", url, "--bot-delay", "0", "--rate", "100000",
    ]  # fmt: skip
    if redis_url:
        cmd += ["--redis-url", redis_url]
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    log = open(Path(os.environ.get("TMPDIR", "/tmp")) / "bench-server.log", "ab")  # noqa: SIM115
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).status_code == 200:
                return proc, port
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


async def seat_client(
    port: int,
    game_id: str,
    token: str,
    moves: int,
    rng: random.Random,
    latencies: list[float],
    think: float,
) -> int:
    """Play one seat until the game has ``moves`` moves or ends; the moves this seat made."""
    made = 0
    key = f"{game_id}/{token[:4]}"
    url = f"ws://127.0.0.1:{port}/ws/games/{game_id}?token={token}"
    async with websockets.connect(url, max_size=2**22, compression=None) as ws:
        sent_at: float | None = None
        version = -1
        while True:
            raw = await ws.recv()
            m = _decode(raw)
            LAST[key] = (time.monotonic(), m.type, m.version, m.to_move, len(m.options))
            if m.type == "ack":
                if sent_at is not None:
                    latencies.append(time.perf_counter() - sent_at)
                    sent_at = None
                    made += 1
                continue
            if m.type == "error":
                if os.environ.get("BENCH_DEBUG"):
                    print("error:", m, file=sys.stderr)
                sent_at = None  # stale (the other seat moved meanwhile): wait for the state
                continue
            if m.version <= version:
                continue
            version = m.version
            if m.to_move is None or m.moves >= moves:
                return made
            if m.options and sent_at is None:
                option = rng.choice(m.options)
                if think:
                    await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                sent_at = time.perf_counter()
                move = {"type": "move", "action": option.id, "version": version}
                await ws.send(json.dumps(move))


async def run(port: int, games: int, moves: int, seed: int, think: float) -> dict[str, Any]:
    rng = random.Random(seed)
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        created = []
        for _ in range(games):
            r = await http.post("/api/games", json={"seats": ["human", "human"]})
            r.raise_for_status()
            created.append(r.json())
    latencies: list[float] = []
    LAST.clear()
    start = time.perf_counter()
    dog = asyncio.create_task(watchdog())
    made = await asyncio.gather(
        *(
            seat_client(
                port, g["id"], s["token"], moves, random.Random(rng.random()), latencies, think
            )
            for g in created
            for s in g["seats"]
        )
    )
    wall = time.perf_counter() - start
    dog.cancel()
    total = sum(made)
    lat = sorted(latencies)
    return {
        "games": games,
        "think_ms": round(1000 * think),
        "moves": total,
        "seconds": round(wall, 2),
        "moves_per_second": round(total / wall, 1),
        "latency_ms_p50": round(1000 * statistics.median(lat), 2),
        "latency_ms_p99": round(1000 * lat[min(len(lat) - 1, int(0.99 * len(lat)))], 2),
        "latency_ms_max": round(1000 * lat[-1], 2),
    }


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def pg_database() -> tuple[str, str]:
    from sqlalchemy import create_engine, text

    name = "domineum_bench_" + secrets.token_hex(3)
    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return PG_ADMIN.rsplit("/", 1)[0] + "/" + name, name


def drop_pg(name: str) -> None:
    from sqlalchemy import create_engine, text

    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def bench(
    backend: str, games: int, moves: int, seed: int, tmp: Path, think: float
) -> dict[str, Any]:
    dropped = None
    if backend == "sqlite":
        url = f"sqlite:///{tmp / ('bench-' + secrets.token_hex(3) + '.sqlite3')}"
    else:
        url, dropped = pg_database()
    proc, port = start_server(url, None)
    try:
        cpu_before = cpu_seconds(proc.pid)
        result = asyncio.run(run(port, games, moves, seed, think))
        used = cpu_seconds(proc.pid) - cpu_before
        result["server_cpu_ms_per_move"] = round(1000 * used / max(result["moves"], 1), 2)
    finally:
        proc.terminate()
        proc.wait(20)
        if dropped:
            drop_pg(dropped)
    return {"backend": backend, **result}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=60, help="moves per game")
    parser.add_argument("--backend", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think-ms",
        type=float,
        default=0.0,
        help="mean pause before each move (0: answer at once, the server's worst case)",
    )
    args = parser.parse_args()
    tmp = Path(os.environ.get("TMPDIR", "/tmp"))
    backends = ["sqlite", "postgresql"] if args.backend == "both" else [args.backend]
    think = args.think_ms / 1000
    out = [bench(b, args.games, args.moves, args.seed, tmp, think) for b in backends]
    print(json.dumps({"server_bench": out, "cpus": os.cpu_count()}, indent=1))


if __name__ == "__main__":
    main()
