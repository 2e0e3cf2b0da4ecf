"""Triggered Technology effects (VF-TECH-02, VF-ACTION-15).

A Technology level may list ``triggers`` in the content pack: effects gained when something
happens to you (``content.schema.TRIGGERS``). They are pushed on top of the stack, so they are
resolved at once, in any order, and may be forgone; an "or" trigger resolves only one.
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_triggered
from domineum.voidfall.model.state import TRIGGERED, GameState, ResolveAction


def push_triggers(state: GameState, content: Content, seat: int, trigger: str) -> None:
    """Push the ``trigger`` effects of every Technology ``seat`` owns, in id order."""
    for tech_id, level in sorted(state.houses[seat].technologies.items()):
        key = f"tech:{tech_id}:{level}:on:{trigger}"
        if key not in content.actions:
            continue
        action = content.action(key)
        if action.combine == "one":
            frame = ResolveAction(
                seat=seat, source=TRIGGERED, effects=list(action.effects), combine="one"
            )
            state.stack.append(frame)
        else:
            push_triggered(state, content, seat, list(action.effects))
