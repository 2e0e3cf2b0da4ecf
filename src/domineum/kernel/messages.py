"""Message catalog: every string a person reads is a message id plus parameters.

Games register English templates; :func:`render` formats them. A translation catalog (gettext)
can replace the English text later without touching rules code: rules only ever produce ids and
parameters.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping

_TEMPLATES: dict[str, str] = {}
_translation: gettext.NullTranslations = gettext.NullTranslations()


def register(templates: Mapping[str, str]) -> None:
    """Add English templates (``{name}`` placeholders) under their message ids."""
    for msg_id, text in templates.items():
        if msg_id in _TEMPLATES and _TEMPLATES[msg_id] != text:
            raise ValueError(f"message id {msg_id!r} registered twice with different text")
        _TEMPLATES[msg_id] = text


def known(msg_id: str) -> bool:
    """Whether ``msg_id`` has a registered template (of any game or module catalog)."""
    return msg_id in _TEMPLATES


def use_translation(translation: gettext.NullTranslations) -> None:
    """Switch the language of every rendered message."""
    global _translation
    _translation = translation


def render(msg_id: str, /, **params: object) -> str:
    """The text of ``msg_id`` with ``params`` filled in (the id itself if unknown)."""
    template = _TEMPLATES.get(msg_id)
    if template is None:
        return msg_id if not params else f"{msg_id} {params}"
    return _translation.gettext(template).format(**params)


def translate(text: str) -> str:
    """Free text that is no template (a content pack's printed card text), in the current
    language: the translation catalog maps the English text itself."""
    return _translation.gettext(text) if text else text
