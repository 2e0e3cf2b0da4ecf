"""Every test runs with its own home folder, so nothing a test plays (a terminal game's
autosave) is written to the user's, and in English whatever the machine's locale (a test that
reads another language says so with ``messages.using`` or ``--lang``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from domineum.kernel import messages


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("LANGUAGE", "en")
    messages.set_default_language("en")
    yield
    messages.set_default_language("en")
