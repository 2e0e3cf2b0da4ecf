"""Loading a content pack against the whole effect vocabulary (docs/content.md).

The loader (``content/``) sits below the primitives, so the primitives' names and argument
checks reach it from here: importing :mod:`.catalog` registers every primitive first.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from domineum.voidfall.content import loader
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import REGISTRY
from domineum.voidfall.effects import catalog  # noqa: F401  (registers every primitive)
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.rules.countables import COUNTABLES


class _Vocabulary:
    """The registered primitives and the countables, as the loader asks for them."""

    @property
    def ops(self) -> Collection[str]:
        return REGISTRY.keys()

    @property
    def countables(self) -> Collection[str]:
        return COUNTABLES.keys()

    def check(self, effect: Effect) -> None:
        REGISTRY[effect.op].params(effect)


VOCABULARY = _Vocabulary()


def load_content(path: str | Path | None = None) -> Content:
    """Load and validate the content pack at ``path`` (default: the bundled pack)."""
    return loader.load_content(VOCABULARY, path)
