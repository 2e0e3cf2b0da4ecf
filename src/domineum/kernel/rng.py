"""Seeded random numbers that live inside a game state.

SplitMix64 over plain integers: the same seed gives the same sequence on every machine and
Python version, and the whole generator is one integer, so it serializes and clones for free.
"""

from __future__ import annotations

from typing import TypeVar

import msgspec

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng(msgspec.Struct):
    """A SplitMix64 generator; ``state`` is the whole of it."""

    state: int = 0

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]


def derive_seed(seed: int, index: int) -> int:
    """A well-mixed seed for sub-game ``index`` of a batch that started from ``seed``."""
    return Rng.seeded((seed * 0x100000001B3) ^ index).next_u64()
