"""Fixtures: a server app on SQLite or PostgreSQL, and helpers to play through it."""

from __future__ import annotations

import os
import secrets
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

warnings.filterwarnings("ignore", message=".*httpx.*", category=DeprecationWarning)

from fastapi.testclient import TestClient  # noqa: E402
from sqlalchemy import create_engine, text  # noqa: E402

from domineum.server.app import Settings, create_app  # noqa: E402

PG_ADMIN_URL = os.environ.get(
    "DOMINEUM_TEST_PG_URL", "postgresql+psycopg://domineum:domineum@127.0.0.1:5432/postgres"
)


def postgres_database() -> Iterator[str]:
    """A fresh PostgreSQL database for one test (dropped afterwards), or skip with the reason."""
    try:
        admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as exc:
        pytest.skip(f"PostgreSQL not reachable at {PG_ADMIN_URL} ({type(exc).__name__})")
    name = "domineum_t_" + secrets.token_hex(4)
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    try:
        yield f"{base}/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite3'}"
    else:
        yield from postgres_database()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def pg_url() -> Iterator[str]:
    yield from postgres_database()


def make_client(url: str, **kw: Any) -> TestClient:
    """A test client; tests play at machine speed, so the rate limit is lifted unless a test sets
    it (the rate-limit tests do)."""
    kw.setdefault("rate", 1e6)
    kw.setdefault("burst", 1e6)
    settings = Settings(database_url=url, allow_seed=True, web_dir=Path("/nonexistent"), **kw)
    return TestClient(create_app(settings))


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with make_client(db_url) as c:
        yield c


def new_game(c: TestClient, seats: list[str], seed: int = 7, **options: Any) -> dict[str, Any]:
    r = c.post("/api/games", json={"seats": seats, "seed": seed, "options": options})
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body


def state(c: TestClient, game_id: str, token: str) -> dict[str, Any]:
    r = c.get(f"/api/games/{game_id}", headers={"x-seat-token": token})
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def move(c: TestClient, game_id: str, token: str, action: int, version: int | None) -> Any:
    return c.post(
        f"/api/games/{game_id}/moves",
        json={"action": action, "version": version},
        headers={"x-seat-token": token},
    )
