"""The Void's components as text: Crisis board, Alert deck, Crises, Harbingers, Refuges,
Catastrophes (solo/co-op; VF-SOLO-CBOARD, -ALERT, -HARB, -REFUGE, -CATAS)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, HARBINGER
from domineum.voidfall.modes.void import board, scoring
from domineum.voidfall.modules.incursion import present as incursion_view


def _space(content: Content, item: str) -> str:
    if item == FREE:
        return "—"
    if item == HARBINGER:
        return "Harbinger"
    return f"{board.crisis(content, item).name} ({item})"


def void_lines(content: Content, state: GameState) -> list[str]:
    """Lines describing the Void, or none in a competitive game."""
    v = state.void
    if v is None or content.void is None:
        return []
    p = content.void
    out = [
        f"The Void ({v.difficulty}) — Catastrophes {v.catastrophes}/{p.board.catastrophe_spaces}"
    ]
    alert = "—"
    incursion_alert = incursion_view.alert_text(content, v.alert) if v.alert else None
    if incursion_alert is not None:
        alert = incursion_alert
    elif v.alert:
        card = p.alerts[v.alert]
        if card.kind == "war":
            alert = f"{v.alert} (War, Skirmish {card.skirmish[state.cycle - 1]:+d})"
        else:
            alert = f"{v.alert} (Situation, tier {card.tier})"
    out.append(
        f"   Alert: {alert} | Alert deck {len(v.alert_deck)} card(s), discard "
        f"{len(v.alert_discard)}"
    )
    if v.current_crisis:
        crisis = board.crisis(content, v.current_crisis)
        out.append(f"   Current Crisis: {crisis.name} ({crisis.id}, {crisis.type}) — {crisis.text}")
    mil = board.military_modifier(state, content)
    eco = ", ".join(f"{n} {r}" for r, n in board.economic_cost(state, content).items())
    out.append(
        f"   Military track (Skirmish {mil:+d}): "
        + " | ".join(_space(content, x) for x in v.military)
    )
    out.append(
        f"   Economic track (pay {eco}): " + " | ".join(_space(content, x) for x in v.economic)
    )
    for _, _, crisis_id in board.ongoing(state):
        out.append(f"      {crisis_id}: {board.crisis(content, crisis_id).text}")
    where = ", ".join(f"{s} x{n}" for s, n in sorted(v.harbingers.items())) or "none"
    out.append(f"   Harbingers: supply {v.harbinger_supply}; in space: {where}")
    refuges = ", ".join(f"{n}/{size}" for n, size in zip(v.refuge_fp, v.refuge_spaces, strict=True))
    out.append(
        f"   Refuges: {refuges or 'none'} | erased Technologies: {', '.join(v.erased) or '-'}"
    )
    if v.result:
        result = "won" if v.result == "won" else "lost to the Void"
        out.append(f"   Result: the players have {result} (Void Influence {v.influence})")
    else:
        out.append(f"   The Void's Influence now: {scoring.influence(state, content)}")
    return out
