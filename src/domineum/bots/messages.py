"""English text of the bots' explanations of their choices (the catalog a translation
replaces)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH: dict[str, messages.Template] = {
    "bot.unknown": "unknown bot '{name}' (known: {known})",
    "bot.reason.only": "the only legal choice",
    "bot.reason.random": "a uniformly random legal choice",
    "bot.reason.best": "best evaluation ({gain})",
    "bot.reason.best_parts": "best evaluation ({gain}: {parts})",
    "bot.reason.gains": "gains {items}",
    "bot.reason.costs": "costs {items}",
    "bot.reason.no_change": "no change",
    "bot.reason.part": "{part} {delta}",
    "bot.reason.no_search": "no search result; first legal choice",
    "bot.reason.searched": messages.Plural(
        "searched {done} playouts of its turn: chosen {visits} time, expected value {mean}",
        "searched {done} playouts of its turn: chosen {visits} times, expected value {mean}",
        count="visits",
    ),
}

messages.register(ENGLISH)


def part(key: str, delta: float) -> str:
    """One part of an evaluation and its change, e.g. ``Influence +2.0``: the part's words are
    the game's ``bot.part.KEY`` message."""
    name = messages.render(f"bot.part.{key}") if messages.known(f"bot.part.{key}") else key
    return messages.render("bot.reason.part", part=name, delta=messages.decimal(delta, sign=True))


def say(msg_id: str, /, **params: object) -> str:
    """A bot's explanation ``msg_id`` with ``params``, in the reader's language."""
    return messages.render(msg_id, **params)
