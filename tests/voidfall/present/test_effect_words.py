"""Every effect the engine knows has words in every language (issue 19): a card's text, a
"Skip: ..." or "which effect first" choice and the log never show an effect's internal name."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import domineum
from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import REGISTRY
from domineum.voidfall.present.cardtext import effect_text

#: effects written from their arguments: a card action by its action, a Joint effect by the
#: effect it holds and its icon, a Crisis discard by its types, an erase by its level
SPOKEN_OTHERWISE = {"card_action", "joint", "void_discard_crisis", "void_erase"}


def _every_effect() -> list[str]:
    for info in pkgutil.walk_packages(domineum.__path__, "domineum."):
        if info.name.startswith("domineum.voidfall."):
            importlib.import_module(info.name)  # every module registers its primitives
    return sorted(REGISTRY)


EFFECTS = _every_effect()


def test_every_effect_has_words() -> None:
    assert len(EFFECTS) > 90
    missing = [
        op for op in EFFECTS if op not in SPOKEN_OTHERWISE and not messages.known(f"vf.fx.{op}")
    ]
    assert missing == []


@pytest.mark.parametrize("lang", messages.LANGUAGES)
def test_an_effect_reads_as_words_not_its_name(lang: str, tiny_content: Content) -> None:
    """Written with no arguments, each effect is a sentence of the language, not its id."""
    with messages.using(lang):
        for op in EFFECTS:
            if op in SPOKEN_OTHERWISE:
                continue
            text = effect_text(tiny_content, {"op": op})
            assert text and "vf.fx." not in text, (op, text)
