"""Card actions: what taking one costs and does (VF-ACTION-01..10, VF-ACTION-13, VF-PREF-01).

An action (of a Focus card, an Agenda or a Technology) is a cost paid in full, then its effects;
these helpers say which action a card gives a seat now, whether its cost can be paid, and push
it onto the stack. Choosing actions in a turn is the engine's (:mod:`..engine.turn`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import cost_refusal_whole, refusal_of
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.state import GameState, ResolveAction
from domineum.voidfall.rules import event_rules


def focus_family(content: Content, card_id: str) -> str:
    """The standard Focus a card counts as (a House Focus card counts as the one it replaces; a
    solo Heroic or co-op Joint Focus card as the one it corresponds to, Leadership as itself)."""
    card = content.focus_cards.get(card_id)
    special = (
        None if card is not None or content.void is None else content.void.special_focus(card_id)
    )
    if special is not None:
        return card_id if special.corresponds == "any" else special.corresponds
    assert card is not None, card_id
    return card.replaces or card.id


def focus_action(state: GameState, content: Content, seat: int, card: str, n: str) -> CardAction:
    """Action ``n`` of a Focus card as ``seat`` would take it now: the printed action, its cost
    changed by a Galactic Event in force when the card is one of your Preferred Focuses
    (VF-PREF-01). Hot (every Focus action at every choice): ``Content.action`` and, for a
    standard or House Focus card, :func:`focus_family` are written out."""
    action = content.actions[f"focus:{card}:{n}"]
    found = content.focus_cards.get(card)
    family = (found.replaces or found.id) if found is not None else focus_family(content, card)
    if family not in state.houses[seat].preferred:
        return action
    if state.board.event not in content.cost_changing_events:  # preferred_cost's own first test
        return action
    cost = event_rules.preferred_cost(state, content, seat, action.cost)
    return action if cost == action.cost else msgspec.structs.replace(action, cost=cost)


def whole_cost(lines: Sequence[Effect]) -> tuple[Effect, ...]:
    """A cost as it is paid: every ``pay`` line summed into one, where the first stood (an
    Event's extra Energy and the printed Energy are one payment, VF-ACTION-05, VF-RES-03)."""
    if len(lines) < 2:
        return tuple(lines)  # the usual cost: nothing to merge
    pays = [e for e in lines if e.op == "pay"]
    if len(pays) < 2:
        return tuple(lines)
    total: dict[str, int] = {}
    for eff in pays:
        for resource, amount in eff.args.items():
            if isinstance(amount, int):
                total[resource] = total.get(resource, 0) + amount
    merged = Effect("pay", dict(total))
    out: list[Effect] = []
    for eff in lines:
        if eff.op != "pay":
            out.append(eff)
        elif eff is pays[0]:
            out.append(merged)
    return tuple(out)


def cost_refusal(
    state: GameState, content: Content, seat: int, action: CardAction
) -> tuple[str, str] | None:
    """Why the whole cost of ``action`` cannot be paid now (VF-ACTION-05), or None: every line
    together, as :func:`start_action` will ask for them (``core.stack.cost_refusal_whole``).

    The one ``pay`` line is checked on its own: no other cost line spends or needs resources
    (recalls, Corruption, Population, tokens, cards), so paying never changes whether they can
    be paid, nor they whether the payment can; only the other lines are tried together."""
    others: list[Effect] = []
    cost = action.cost
    for eff in cost if len(cost) < 2 else whole_cost(cost):  # one line: nothing to merge
        if eff.op != "pay":
            others.append(eff)
            continue
        refusal = refusal_of(state, content, seat, eff, cost=True)
        if refusal is not None:
            return refusal.reason, refusal.rule
    refusal = cost_refusal_whole(state, content, seat, others) if others else None
    return None if refusal is None else (refusal.reason, refusal.rule)


def focus_matches(state: GameState, content: Content, seat: int, keys: Collection[str]) -> bool:
    """Whether the played Focus is one of ``keys``; ``preferred`` names any of your Preferred
    Focuses (Technology Actions and abilities keyed on a Focus, VF-ACTION-13, VF-PREF-01)."""
    return _family_matches(
        focus_family(content, state.turn.focus), state.houses[seat].preferred, keys
    )


def _family_matches(family: str, preferred: Collection[str], keys: Collection[str]) -> bool:
    """:func:`focus_matches` for the played Focus's ``family`` and the player's ``preferred``."""
    return family in keys or ("preferred" in keys and family in preferred)


def doubled(action: CardAction) -> CardAction:
    """Robotics: the same action with both its cost and its effect doubled (card text)."""
    cost: list[Effect] = []
    for eff in action.cost:
        if eff.op == "pay":
            cost.append(
                Effect("pay", {k: v * 2 for k, v in eff.args.items() if isinstance(v, int)})
            )
        elif isinstance(amount := eff.args.get("amount"), int):
            cost.append(Effect(eff.op, {**eff.args, "amount": amount * 2}))
        else:
            cost += [eff, eff]
    return msgspec.structs.replace(action, cost=tuple(cost))


def tech_actions(state: GameState, content: Content, seat: int) -> list[tuple[str, str]]:
    """(key, notation number) of Technology Actions whose Focus matches (VF-ACTION-13/14);
    :func:`focus_family` of a standard or House Focus card written out (asked at every
    choice of an action)."""
    out: list[tuple[str, str]] = []
    house = state.houses[seat]
    played = state.turn.focus
    found = content.focus_cards.get(played)  # the played Focus's family, the same for each
    family = (found.replaces or found.id) if found is not None else focus_family(content, played)
    for tech_id, level in house.technologies.items():
        tech_level = getattr(content.technologies[tech_id], level)
        for n, raw in enumerate(tech_level.actions, start=1):
            if _family_matches(family, house.preferred, raw.focus):
                out.append((f"tech:{tech_id}:{level}:{n}", str(n)))
    return out


def start_action(
    state: GameState, content: Content, seat: int, key: str, action: CardAction
) -> None:
    """Push an action: its cost lines first, then its effects (VF-ACTION-05/06)."""
    state.turn.bound_sector = ""
    state.stack.append(
        ResolveAction(
            seat=seat,
            source=key,
            effects=list(action.effects),
            combine=action.combine,
            costs=list(whole_cost(action.cost)),
        )
    )
