"""The Arkship & Revenant Action Summary card each player takes at set-up (RV-SETUP-37), as
text: every House's two Arkship options from the content pack, and the Revenant's two spaces."""

from __future__ import annotations

from domineum.kernel.messages import known, render
from domineum.revenant.content import messages as _catalog  # noqa: F401  (registers the catalog)
from domineum.revenant.content.loader import Content


def option_text(option: str) -> str:
    """An Arkship option in words (its choice label), or its id when the catalog lacks it."""
    key = f"rv.choice.ark.{option}"
    return render(key) if known(key) else option


def action_summary(content: Content) -> list[str]:
    """The summary card's lines: the Arkship options of each House, then the Revenant."""
    lines = [render("rv.summary.title"), render("rv.summary.arkships")]
    for house in content.houses.values():
        first, second = (option_text(o) for o in house.arkship)
        lines.append(
            "  "
            + render("rv.summary.house", house=house.id.capitalize(), first=first, second=second)
        )
    lines.append(render("rv.summary.revenant"))
    lines += ["  " + render("rv.summary.reinforce"), "  " + render("rv.summary.hypercharge")]
    return lines
