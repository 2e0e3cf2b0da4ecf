"""``voidfall serve``: its options, and its place on the ``voidfall`` command."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.server.cli import _safe, default_database_url, serve


def test_serve_documents_its_options() -> None:
    result = CliRunner().invoke(serve, ["--help"])
    assert result.exit_code == 0
    for option in ("--host", "--port", "--database-url", "--redis-url", "--bot-delay"):
        assert option in result.output


def test_the_default_database_is_sqlite_in_the_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = default_database_url()
    assert url.startswith("sqlite:///") and url.endswith("games.sqlite3")
    assert str(tmp_path) in url


def test_passwords_are_not_printed() -> None:
    assert _safe("postgresql+psycopg://u:secret@h/db") == "postgresql+psycopg://u@h/db"
    assert _safe("sqlite:///x.db") == "sqlite:///x.db"


def test_serve_joins_the_voidfall_command() -> None:
    """``voidfall serve`` is a command of the assembled ``voidfall`` group."""
    from click.testing import CliRunner

    from domineum.voidfall.cli.app import main

    done = CliRunner().invoke(main, ["serve", "--help"])
    assert done.exit_code == 0 and "--database-url" in done.output
