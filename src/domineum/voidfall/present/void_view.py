"""The Void's components as text: Crisis board, Alert deck, Crises, Harbingers, Refuges,
Catastrophes (solo/co-op; VF-SOLO-CBOARD, -ALERT, -HARB, -REFUGE, -CATAS)."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, HARBINGER
from domineum.voidfall.modes.void import board, scoring
from domineum.voidfall.modules.incursion import present as incursion_view
from domineum.voidfall.present.cardtext import amounts, join, printed


def _space(content: Content, item: str) -> str:
    if item == FREE:
        return "—"
    if item == HARBINGER:
        return messages.render("vf.void.view.harbinger")
    return messages.name(board.crisis(content, item).name)


def _signed(n: int) -> str:
    return f"{n:+d}"


def void_lines(content: Content, state: GameState) -> list[str]:
    """Lines describing the Void, or none in a competitive game."""
    v = state.void
    if v is None or content.void is None:
        return []
    p = content.void
    say = messages.render
    out = [
        say(
            "vf.void.view.title",
            difficulty=say(f"vf.void.view.difficulty.{v.difficulty}"),
            n=v.catastrophes,
            of=p.board.catastrophe_spaces,
        )
    ]
    alert = "—"
    incursion_alert = incursion_view.alert_text(content, v.alert) if v.alert else None
    if incursion_alert is not None:
        alert = incursion_alert
    elif v.alert:
        card = p.alerts[v.alert]
        name = messages.name(card.name)
        if card.kind == "war":
            modifier = _signed(card.skirmish[state.cycle - 1])
            alert = say("vf.void.view.war", name=name, modifier=modifier)
        else:
            alert = say("vf.void.view.situation", name=name, tier=card.tier)
    out.append(
        "   "
        + say(
            "vf.void.view.alert",
            alert=alert,
            deck=len(v.alert_deck),
            discard=len(v.alert_discard),
        )
    )
    if v.current_crisis:
        crisis = board.crisis(content, v.current_crisis)
        out.append(
            "   "
            + say(
                "vf.void.view.current",
                name=crisis.name,
                type=say(f"vf.void.view.type.{crisis.type}"),
                text=printed(crisis.text),
            )
        )
    mil = board.military_modifier(state, content)
    eco = amounts(board.economic_cost(state, content))
    spaces = " | ".join(_space(content, x) for x in v.military)
    out.append("   " + say("vf.void.view.military", modifier=_signed(mil), spaces=spaces))
    spaces = " | ".join(_space(content, x) for x in v.economic)
    out.append("   " + say("vf.void.view.economic", cost=eco, spaces=spaces))
    for _, _, crisis_id in board.ongoing(state):
        crisis = board.crisis(content, crisis_id)
        out.append(
            "      " + say("vf.void.view.ongoing", name=crisis.name, text=printed(crisis.text))
        )
    none = say("vf.void.view.none")
    where = ", ".join(f"{s} x{n}" for s, n in sorted(v.harbingers.items())) or none
    out.append("   " + say("vf.void.view.harbingers", supply=v.harbinger_supply, where=where))
    refuges = ", ".join(f"{n}/{size}" for n, size in zip(v.refuge_fp, v.refuge_spaces, strict=True))
    erased = join(
        [content.technologies[t].name if t in content.technologies else t for t in v.erased]
    )
    out.append("   " + say("vf.void.view.refuges", refuges=refuges or none, erased=erased or "-"))
    if v.families:  # the Heroic display (solo) or the Joint Focus offer (co-op)
        cards = [p.special_focus(c) for c in v.heroic_display]
        names = ", ".join(messages.name(c.name) for c in cards if c) or say("vf.void.view.empty")
        offer = "vf.void.view.joint_offer" if state.config.mode == "coop" else "vf.void.view.heroic"
        out.append("   " + say(offer, cards=names))
    if v.result:
        out.append("   " + say(f"vf.void.view.result_{v.result}", influence=v.influence))
    else:
        out.append("   " + say("vf.void.view.now", influence=scoring.influence(state, content)))
    return out
