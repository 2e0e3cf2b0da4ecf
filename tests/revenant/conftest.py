"""Shared fixtures of the Revenant tests."""

from __future__ import annotations

import pytest

from domineum.revenant.game import RevenantGame


@pytest.fixture(scope="session")
def game() -> RevenantGame:
    return RevenantGame()
