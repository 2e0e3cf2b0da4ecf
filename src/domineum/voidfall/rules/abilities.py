"""A seat's Technology abilities (VF-TECH-02) and triggered effects (VF-ACTION-15).

:func:`of` gives the typed abilities of the levels a seat owns, merged (``content.abilities``);
the rules read its fields. A Technology level may also list ``triggers`` in the content pack:
effects gained when something happens to you (``content.schema.TRIGGERS``). They are pushed on
top of the stack, so they are resolved at once, in any order, and may be forgone; an "or"
trigger resolves only one.
"""

from __future__ import annotations

from domineum.voidfall.content.abilities import Abilities
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_triggered
from domineum.voidfall.model.state import TRIGGERED, GameState, ResolveAction


def of(state: GameState, content: Content, seat: int) -> Abilities:
    """The permanent abilities of every Technology ``seat`` owns, at its level (VF-TECH-02)."""
    return content.seat_abilities.of(state.houses[seat].technologies)


def push_triggers(state: GameState, content: Content, seat: int, trigger: str) -> None:
    """Push the ``trigger`` effects of every Technology ``seat`` owns, in id order."""
    levels = content.level_triggers
    if not levels:
        return
    for owned in sorted(state.houses[seat].technologies.items()):
        action = levels.get(owned, {}).get(trigger)
        if action is None:
            continue
        if action.combine == "one":
            frame = ResolveAction(
                seat=seat, source=TRIGGERED, effects=list(action.effects), combine="one"
            )
            state.stack.append(frame)
        else:
            push_triggered(state, content, seat, list(action.effects))
