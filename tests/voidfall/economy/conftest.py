"""Fixtures for the economy and empire rules: a tiny content pack and the default position."""

from __future__ import annotations

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from tests.voidfall.economy.econkit import make_content, make_state


@pytest.fixture
def content() -> Content:
    return make_content()


@pytest.fixture
def state() -> GameState:
    return make_state()
