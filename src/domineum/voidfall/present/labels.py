"""Human labels for choices: a message id per action kind, parameters from the content."""

from __future__ import annotations

from collections.abc import Mapping

from domineum.kernel import messages
from domineum.voidfall.content import messages as _catalog  # noqa: F401  (registers the English text)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.effects.evaluation import GalacticObjectives
from domineum.voidfall.engine.events import BOX_CHOICE
from domineum.voidfall.model.state import GameState, ResolveAction, Step
from domineum.voidfall.rules import scoring


def _name(content: Content, kind: str, value: str) -> str:
    """The printed name of a card or Technology a value refers to, else the value itself."""
    if kind in ("focus",) and value in content.focus_cards:
        return content.focus_cards[value].name
    if kind in ("focus",) and content.void is not None and value in content.void.heroic:
        return content.void.heroic[value].name
    if kind in ("tech", "improve", "tech-action") and value in content.technologies:
        return content.technologies[value].name
    if kind in ("agenda", "keep") and value in content.agendas:
        return content.agendas[value].name
    return value.replace("_", " ")


def _spot(value: str) -> str:
    """Where a Corruption marker goes, in words (VF-CORRUPT-04)."""
    if value.startswith("slot"):
        return f"above Agenda slot {value[4:]}"
    if value == "decontamination":
        return "on your Decontamination Chambers"
    if value.startswith("s") and value[1:].isdigit():
        return f"in sector {value}"
    return f"on your {value.capitalize()} track marker"


def _option_text(content: Content, state: GameState, n: str) -> str:
    """The printed text of option ``n`` when it is one of a Galactic Event box's options or one
    side of its objectives' red line; else ""."""
    frame = state.stack[-1] if state.stack else None
    event = content.events.get(state.board.event)
    if not isinstance(frame, Step) or event is None:
        return ""
    k = int(n) - 1
    if frame.effect.op == BOX_CHOICE:
        box = event.boxes[int(str(frame.effect.args["box"]))]
        return box.options[k].text if 0 <= k < len(box.options) else ""
    if frame.effect.op == GalacticObjectives.op:
        sides = scoring.sides(event)
        lines = sides[k] if 0 <= k < len(sides) else []
        return "; ".join(event.objectives[i].text for i in lines if event.objectives[i].text)
    return ""


def _effect_text(frame: ResolveAction, n: str) -> str:
    eff = frame.effects[int(n) - 1]
    return _effect_words(eff.op, eff.args)


def _effect_words(op: str, args: Mapping[str, object]) -> str:
    """An effect in plain words: its op, then its arguments (nested effects written out)."""
    parts = []
    for key, value in args.items():
        if isinstance(value, Mapping) and "op" in value:
            inner = {k: v for k, v in value.items() if k != "op"}
            value = _effect_words(str(value["op"]), inner)
        parts.append(f"{key} {value}")
    return op.replace("_", " ") + (f" ({', '.join(parts)})" if parts else "")


def label(content: Content, state: GameState, choice: Choice) -> str:
    """The sentence a person reads for ``choice``."""
    v = choice.values
    k = choice.kind
    params: dict[str, object] = {}
    if k == "take":
        focus = state.turn.focus
        card = content.focus_cards.get(focus) or (
            content.void.heroic[focus] if content.void else None
        )
        assert card is not None
        action = content.action(f"focus:{card.id}:{v[0]}")
        costs = ", ".join(
            " ".join(f"{n} {r}" for r, n in c.args.items()) if c.op == "pay" else c.op
            for c in action.cost
        )
        params = {
            "name": action.name,
            "n": v[0],
            "card": card.name,
            "cost": f" — cost: {costs}" if costs else "",
        }
    elif k == "effect" and state.stack and isinstance(state.stack[-1], ResolveAction):
        frame = state.stack[-1]
        origin = " (your Origin's setup)" if frame.source.startswith("origin:") else ""
        params = {"effect": _effect_text(frame, v[0]) + origin}
    elif k == "agenda-action":
        params = {"agenda": _name(content, "agenda", state.turn.agenda)}
    elif k == "move":
        params = {"source": v[0], "target": v[1], "fleet": v[2]}
    elif k in ("join", "recall"):
        params = {"source": v[0], "sector": v[0], "fleet": v[1]}
    elif k == "option" and (text := _option_text(content, state, v[0])):
        return messages.render("vf.choice.event_option", n=v[0], text=text)
    elif k == "spot":
        params = {"spot": _spot(v[0])}
    elif k == "deploy":
        params = {"sector": v[0], "fleet": v[1]}
    elif v:
        text = _name(content, k, v[0])
        params = {
            key: text
            for key in (
                "card",
                "agenda",
                "tech",
                "sector",
                "resource",
                "track",
                "guild",
                "installation",
                "fleet",
                "type",
                "spot",
                "value",
                "n",
            )
        }
    return messages.render(choice.label or f"vf.choice.{k}", **params)
