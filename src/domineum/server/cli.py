"""``voidfall serve``: start the web app (uvicorn) on an embedded SQLite database by default."""

from __future__ import annotations

from pathlib import Path

import click


def default_database_url() -> str:
    """A SQLite file under the user's data folder."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("domineum"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'games.sqlite3'}"


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=int, default=8000, show_default=True, help="Port to listen on.")
@click.option(
    "--database-url",
    default=None,
    envvar="DOMINEUM_DATABASE_URL",
    help="SQLAlchemy URL, e.g. postgresql+psycopg://user@host/db "
    "(default: a SQLite file in your data folder).",
)
@click.option(
    "--redis-url",
    default=None,
    envvar="DOMINEUM_REDIS_URL",
    help="Redis URL for live updates across several server processes (e.g. redis://127.0.0.1).",
)
@click.option(
    "--web-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="The built browser client (default: web/dist of this checkout).",
)
@click.option(
    "--bot-delay",
    type=float,
    default=0.4,
    show_default=True,
    help="Seconds a bot waits before each move, so people can follow.",
)
@click.option(
    "--rate",
    type=float,
    default=20.0,
    show_default=True,
    help="Requests (and WebSocket messages) per second allowed per seat token; more is refused.",
)
@click.option(
    "--ws-compression/--no-ws-compression",
    default=False,
    show_default=True,
    help="Compress WebSocket messages (permessage-deflate): less traffic, more CPU per move.",
)
def serve(
    host: str,
    port: int,
    database_url: str | None,
    redis_url: str | None,
    web_dir: Path | None,
    bot_delay: float,
    rate: float,
    ws_compression: bool,
) -> None:
    """Start the browser app: open the printed address to create and play games."""
    import uvicorn

    from domineum.server.app import Settings, create_app
    from domineum.server.messages import say

    url = database_url or default_database_url()
    app = create_app(
        Settings(
            database_url=url,
            redis_url=redis_url,
            web_dir=web_dir,
            bot_delay=bot_delay,
            rate=rate,
            burst=max(3 * rate, 10.0),
        )
    )
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    click.echo(say("server.running", url=f"http://{shown}:{port}/", database=_safe(url)))
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=64 * 1024,
        ws_per_message_deflate=ws_compression,
    )


def _safe(url: str) -> str:
    """The database URL without a password."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        creds, host = rest.rsplit("@", 1)
        return f"{scheme}://{creds.split(':', 1)[0]}@{host}"
    return url


def main() -> None:  # ``python -m domineum.server.cli``
    serve()


if __name__ == "__main__":
    main()
