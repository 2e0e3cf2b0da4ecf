"""Shared fixtures: the tiny engine-test pack and a game on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame

TINY = Path(__file__).parent / "fixtures" / "tinypack"


@pytest.fixture(scope="session")
def tiny_content() -> Content:
    return load_content(TINY)


@pytest.fixture(scope="session")
def tiny(tiny_content: Content) -> VoidfallGame:
    return VoidfallGame(tiny_content)
