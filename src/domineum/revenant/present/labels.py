"""Human labels of choices: ids become names through the message catalog (never shown raw)."""

from __future__ import annotations

from domineum.kernel.messages import known, name, render
from domineum.revenant.content import messages as _catalog  # noqa: F401  (registers the catalog)
from domineum.revenant.content.loader import Content
from domineum.revenant.core.stack import Choice


def sector_name(s: str) -> str:
    if s.startswith("i"):
        return render("rv.sector.inner", n=s[1:])
    return render("rv.sector.outer", n=s)


def word(value: str) -> str:
    """A game word (a resource, a ship class, an Operation card type) in the reader's
    language: its ``rv.word.VALUE`` message."""
    return render(f"rv.word.{value}") if known(f"rv.word.{value}") else value.capitalize()


def color_name(color: str) -> str:
    """A player colour in the reader's language (RV-SETUP-01): its ``rv.color.ID`` message."""
    return render(f"rv.color.{color}") if known(f"rv.color.{color}") else color.capitalize()


def ship_name(ship: str) -> str:
    cls, house = ship.split("-", 1)
    return render("rv.ship", house=house.capitalize(), cls=word(cls))


def card_name(content: Content, card: str) -> str:
    if card in content.ops:
        return name(content.ops[card].name)
    if card in content.planets:
        return name(content.planets[card].name)
    if card in content.colonies:
        return name(content.colonies[card].name)
    if card in content.failures:
        return name(content.failures[card].name)
    if card in content.agendas:
        return name(content.agendas[card].name)
    if card in content.scanners:
        s = content.scanners[card]
        n = card.rsplit("-", 1)[-1]
        return render("rv.scanner", n=n, cycle=s.cycle, cost=s.cost)
    if card.startswith("hi-"):
        _, house, n = card.split("-")
        return f"{house.capitalize()} #{n}"
    if card == "?":
        return render("rv.hidden")
    return card


def value_name(content: Content, key: str, value: str) -> str:
    if key == "sector":
        return sector_name(value)
    if key == "ship":
        return render("rv.the_revenant") if value == "revenant" else ship_name(value)
    if key == "space":
        if value in ("frigate", "reinforce", "hypercharge"):
            return render(f"rv.space.{value}")
        return ship_name(value)
    if key == "figure":
        return render(f"rv.figure.{value}")
    if key == "bonus" and known(f"rv.bonus.{value}"):
        return render(f"rv.bonus.{value}")
    if key in ("card", "planet", "agenda"):
        return card_name(content, value)
    if key == "effect":
        return render(f"rv.effect.{value}")
    if key in ("house", "resource", "type", "gain"):
        return word(value)
    if key == "source":
        if value.startswith("c") and value[1:].isdigit():
            return render("rv.compartment", n=value[1:])
        return ship_name(value)
    if key == "ability":
        if value in ("basic", "progressive"):
            return render(f"rv.ability.{value}")
        card = value.split("/")[0]
        return render("rv.ability.card", card=content.ops[card].name)
    if key == "crew":
        return name(content.crews[value].name)
    if key == "board":
        return name(content.frigates[value].name)
    return value


def label(content: Content, choice: Choice) -> str:
    params = {k: value_name(content, k, v) for k, v in choice.params}
    return render(choice.msg, **params)
