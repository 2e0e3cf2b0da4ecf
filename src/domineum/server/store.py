"""Persistence: a game is its setup plus its action log (SQLAlchemy 2; Alembic migrations).

Every change is one transaction guarded by the game's ``version`` (optimistic concurrency), so
two server processes sharing a database can never both append move *n*: the loser sees a
:class:`Conflict` and reloads. A move is acknowledged only after its transaction commits.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, cast

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(40))
    setup: Mapped[str] = mapped_column(Text)  # JSON of the lobby setup, without the seed
    seed: Mapped[int] = mapped_column(BigInteger)
    spectator_hash: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(Integer, default=0)
    moves: Mapped[int] = mapped_column(Integer, default=0)
    to_move: Mapped[int | None] = mapped_column(Integer, nullable=True)
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


class SeatRow(Base):
    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))
    token_hash: Mapped[str] = mapped_column(String(64), index=True)


class MoveRow(Base):
    __tablename__ = "moves"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    idx: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[int] = mapped_column(Integer)
    notation: Mapped[str] = mapped_column(String(200))
    barrier: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


_games = cast(Table, GameRow.__table__)
_moves = cast(Table, MoveRow.__table__)
_BUMP = (
    update(_games)
    .where(_games.c.id == bindparam("gid"), _games.c.version == bindparam("old"))
    .values(
        version=bindparam("new"),
        moves=bindparam("moves"),
        to_move=bindparam("to_move"),
        finished=bindparam("finished"),
        updated_at=bindparam("at"),
    )
)
_INSERT_MOVE = insert(_moves)
# PostgreSQL: the check-and-bump and the insert as one statement (a data-modifying CTE is
# atomic), run in autocommit: one round trip per move instead of four (BEGIN, UPDATE, INSERT,
# COMMIT). It inserts nothing when the game is no longer at the version read.
_APPEND_PG = text(
    "WITH bumped AS (UPDATE games SET version = :new, moves = :moves, to_move = :to_move, "
    "finished = :finished, updated_at = :at WHERE id = :gid AND version = :old RETURNING id) "
    "INSERT INTO moves (game_id, idx, seat, action, notation, barrier, created_at) "
    "SELECT id, :idx, :seat, :action, :notation, :barrier, :at FROM bumped"
)


CHECKPOINT_EVERY = 1.0  # seconds between SQLite WAL checkpoints


class Conflict(Exception):
    """The game changed since the caller read it (another move or process got there first)."""


@dataclass(frozen=True, slots=True)
class Move:
    seat: int
    action: int
    notation: str
    barrier: bool


@dataclass(frozen=True, slots=True)
class Stored:
    """A game as read back from the database."""

    id: str
    game: str
    setup: str
    seed: int
    spectator_hash: str
    version: int
    seats: tuple[tuple[str, str], ...]  # (kind, token hash) per seat
    moves: tuple[Move, ...]


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def migrations_dir() -> Path:
    return Path(str(resources.files("domineum.server").joinpath("migrations")))


def upgrade(engine: Engine) -> None:
    """Bring the schema to the newest Alembic revision."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(migrations_dir()))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "head")


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            # checkpoints are the Store's checkpointer thread's, never a move's (see Store)
            cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.close()

        return engine
    # no pre-ping (it would cost a round trip per move); stale connections are recycled
    return create_engine(url, pool_size=10, max_overflow=20, pool_recycle=1800)


class Store:
    """The games database."""

    def __init__(self, url: str, migrate: bool = True) -> None:
        self.url = url
        self.engine = make_engine(url)
        if migrate:
            upgrade(self.engine)
        self._stop = threading.Event()
        self._checkpointer: threading.Thread | None = None
        if self.engine.dialect.name == "sqlite":
            # A commit that triggers a WAL checkpoint copies the log into the database file and
            # syncs it: a long pause for that one move (the moves run on the event loop). The
            # checkpoints run here instead, every CHECKPOINT_EVERY seconds; a commit is durable
            # in the WAL either way.
            self._checkpointer = threading.Thread(
                target=self._checkpoints, name="sqlite-checkpoint", daemon=True
            )
            self._checkpointer.start()

    def _checkpoints(self) -> None:
        while not self._stop.wait(CHECKPOINT_EVERY):
            try:
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception:  # the database is busy or going away: try again later
                continue

    @contextmanager
    def _session(self) -> Iterator[Session]:
        with Session(self.engine) as session, session.begin():
            yield session

    def create(
        self,
        game_id: str,
        game: str,
        setup: str,
        seed: int,
        seats: Sequence[tuple[str, str]],
        spectator_hash: str,
        to_move: int | None,
    ) -> None:
        now = _now()
        with self._session() as s:
            s.add(
                GameRow(
                    id=game_id,
                    game=game,
                    setup=setup,
                    seed=seed,
                    spectator_hash=spectator_hash,
                    version=0,
                    moves=0,
                    to_move=to_move,
                    finished=False,
                    created_at=now,
                    updated_at=now,
                )
            )
            s.flush()
            for i, (kind, token_hash) in enumerate(seats):
                s.add(SeatRow(game_id=game_id, seat=i, kind=kind, token_hash=token_hash))

    def version(self, game_id: str) -> int | None:
        with self.engine.connect() as conn:
            found: int | None = conn.execute(
                select(GameRow.version).where(GameRow.id == game_id)
            ).scalar()
            return found

    def load(self, game_id: str) -> Stored | None:
        with self._session() as s:
            row = s.get(GameRow, game_id)
            if row is None:
                return None
            seats = s.scalars(
                select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat)
            ).all()
            moves = s.scalars(
                select(MoveRow).where(MoveRow.game_id == game_id).order_by(MoveRow.idx)
            ).all()
            return Stored(
                id=row.id,
                game=row.game,
                setup=row.setup,
                seed=row.seed,
                spectator_hash=row.spectator_hash,
                version=row.version,
                seats=tuple((x.kind, x.token_hash) for x in seats),
                moves=tuple(Move(m.seat, m.action, m.notation, m.barrier) for m in moves),
            )

    def append(
        self, game_id: str, version: int, index: int, move: Move, to_move: int | None
    ) -> int:
        """Append move number ``index`` if the game is still at ``version``; the new version.

        One transaction: the version check-and-bump and the insert commit together or not at
        all (prepared Core statements: this is the hot path of every move)."""
        now = _now()
        bump = {
            "gid": game_id,
            "old": version,
            "new": version + 1,
            "moves": index + 1,
            "to_move": to_move,
            "finished": to_move is None,
            "at": now,
        }
        row = {
            "idx": index,
            "seat": move.seat,
            "action": move.action,
            "notation": move.notation,
            "barrier": move.barrier,
        }
        if self.engine.dialect.name == "postgresql":
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                if conn.execute(_APPEND_PG, {**bump, **row}).rowcount != 1:
                    raise Conflict(game_id)
            return version + 1
        with self.engine.begin() as conn:
            if conn.execute(_BUMP, bump).rowcount != 1:
                raise Conflict(game_id)
            conn.execute(_INSERT_MOVE, {"game_id": game_id, "created_at": now, **row})
        return version + 1

    def truncate(self, game_id: str, version: int, keep: int, to_move: int | None) -> int:
        """Drop every move from number ``keep`` on (an undo) if still at ``version``."""
        with self.engine.begin() as conn:
            done = conn.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.version == version)
                .values(
                    version=version + 1,
                    moves=keep,
                    to_move=to_move,
                    finished=False,
                    updated_at=_now(),
                )
            )
            if done.rowcount != 1:
                raise Conflict(game_id)
            conn.execute(delete(MoveRow).where(MoveRow.game_id == game_id, MoveRow.idx >= keep))
        return version + 1

    def summaries(
        self, game_ids: Sequence[str]
    ) -> dict[str, tuple[str, int, int | None, bool, dt.datetime]]:
        """(game, moves, seat to move, finished, last change) of each existing game of
        ``game_ids``."""
        with self._session() as s:
            rows = s.execute(
                select(
                    GameRow.id,
                    GameRow.game,
                    GameRow.moves,
                    GameRow.to_move,
                    GameRow.finished,
                    GameRow.updated_at,
                ).where(GameRow.id.in_(list(game_ids)))
            ).all()
            return {r[0]: (r[1], r[2], r[3], r[4], r[5]) for r in rows}

    def count_games(self) -> int:
        with self._session() as s:
            return int(s.scalar(select(func.count()).select_from(GameRow)) or 0)

    def dispose(self) -> None:
        self._stop.set()
        if self._checkpointer is not None:
            self._checkpointer.join(5)
        self.engine.dispose()
