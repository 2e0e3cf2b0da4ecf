"""An effect as data: one primitive of the effect vocabulary with its argument."""

from __future__ import annotations

import msgspec


class Effect(msgspec.Struct, frozen=True):
    """One primitive of the effect vocabulary: ``op`` with an argument and an amount."""

    op: str
    arg: str = ""
    n: int = 1
