"""Incursion's pieces as text for the board (``voidfall show``): Rifts, Civil Defense tokens,
Voidborn Shipyards/Starbases, the Voidborn by type, the rows the Alerts switched on, the Setup
Aid (RS-INC-04, RS-INCFOCUS-10/12, RS-CIVDEF, RS-INCINST). Public information only."""

from __future__ import annotations

from domineum.kernel.messages import name, render
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modules.arsenal import present as arsenal_view
from domineum.voidfall.modules.incursion import alerts, deployment


def alert_text(content: Content, card_id: str) -> str | None:
    """The round's Alert when it is an Incursion card, else None."""
    card = alerts.card(content, card_id) if content.incursion else None
    if card is None:
        return None
    return render(f"vf.inc.view.alert_{card.kind}", card=name(card.name), rift=card.rift)


def lines(content: Content, state: GameState) -> list[str]:
    """Lines describing Incursion's pieces, or none without the module."""
    inc = state.incursion
    if inc is None:
        return []
    aids = ", ".join(name(content.void_card_name(a) or a) for a in inc.setup_aids)
    out = [render("vf.inc.view.title", aid=aids)]
    unopened = ", ".join(f"{s} ({'/'.join(k)})" for s, k in sorted(inc.unopened.items()))
    opened = ", ".join(f"{s} ({'/'.join(k)})" for s, k in sorted(inc.open_rifts.items()))
    out.append(render("vf.inc.view.rifts", unopened=unopened or "-", open=opened or "-"))
    defence = ", ".join(
        f"{s} ({render('vf.log.seat', seat=p)})" for s, p in sorted(inc.civil_defense.items())
    )
    out.append(render("vf.inc.view.civil_defense", sectors=defence or "-"))
    yards = ", ".join(s.id for s in deployment.sources(state))
    out.append(render("vf.inc.view.yards", sectors=yards or "-"))
    typed = arsenal_view.typed_voidborn(state)
    if typed:
        out.append(render("vf.inc.view.arsenal", sectors="; ".join(typed)))
    if inc.military_row:
        out.append(render("vf.inc.view.military_row", bonus=inc.military_bonus))
    if inc.economic_row:
        out.append(render("vf.inc.view.economic_row"))
    if inc.dual_crisis:
        crisis = name(content.void_card_name(inc.dual_crisis) or inc.dual_crisis)
        out.append(render("vf.inc.view.dual_crisis", crisis=crisis))
    return out
