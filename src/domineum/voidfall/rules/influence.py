"""Influence and the score sheet (VF-INFL-01..04): every change of Influence goes through
:func:`gain`, which records it by source in the House's ledger (``influence_sheet``).

The sheet explains a final score line by line; its lines always add up to the Influence shown,
starting Influence being a line of its own. Influence never goes below 0: a loss larger than
what is left is recorded only for the part actually lost (VF-INFL-03).
"""

from __future__ import annotations

from typing import Final

from domineum.voidfall.model.state import TRIGGERED, Battle, GameState, ResolveAction, Step

SOURCES: Final = (
    "starting",  # setup, or the Influence a position starts from
    "objectives",  # Galactic Event objectives (VF-EVAL-12..15)
    "agendas",  # Agenda objectives (VF-EVAL-16..18)
    "overproduction",  # VF-PROD-10/11
    "invasions",  # Glory scored by invading (VF-RESULT-07/08)
    "technologies",  # first copies, Improved cards, their immediate effects (VF-TECH-01/12)
    "upkeep_lost",  # unpaid Upkeep (VF-EVAL-10)
    "trade",  # Trade Bonuses (VF-TRADE-07)
    "tracks",  # Civilization track benefits (VF-CIV-02)
    "bounty",  # Bounty and Reclaim tokens, and their empty-pile stand-in (VF-BOUNTY-03/09)
    "events",  # Galactic Event boxes (VF-PREP-16)
    "actions",  # Focus, Agenda and Technology Actions (VF-ACTION-01, -11, -13)
    "void",  # the Void's Crisis board and Crises, Catastrophes (co-op/solo, modes/void)
    "other",
)

_BY_STEP: Final = {
    "token_face": "bounty",
    "gain_bounty": "bounty",
    "advance": "tracks",
    "skip": "tracks",
    "gain_technology": "technologies",
    "galactic_objectives": "objectives",
    "upkeep": "upkeep_lost",
}
_BY_ACTION: Final = {"event": "events", "focus": "actions", "agenda": "actions", "tech": "actions"}


def gain(state: GameState, seat: int, amount: int, source: str) -> int:
    """Add ``amount`` Influence (negative: lose it) to ``seat``, never below 0 (VF-INFL-03), and
    record the change under ``source``; returns the change actually made (VF-INFL-02)."""
    if source not in SOURCES:
        raise ValueError(f"unknown Influence source {source!r}")
    house = state.houses[seat]
    change = max(0, house.influence + amount) - house.influence
    if change:
        house.influence += change
        house.influence_sheet[source] = house.influence_sheet.get(source, 0) + change
    return change


def source_of(state: GameState) -> str:
    """Where an Influence effect being resolved comes from, read down the decision stack.

    The nearest frame that names an origin wins: a token face (Bounty/Reclaim or Trade Bonus),
    a track advance, a Technology gained, an objective, an Invasion, or the action or event box
    that holds the effect. Frames of triggered effects are transparent.
    """
    for frame in reversed(state.stack):
        if isinstance(frame, Step):
            if frame.effect.op == "token_face" and frame.effect.args.get("pile") == "trade":
                return "trade"
            if frame.effect.op in _BY_STEP:
                return _BY_STEP[frame.effect.op]
        elif isinstance(frame, Battle):
            return "invasions"
        elif isinstance(frame, ResolveAction) and frame.source != TRIGGERED:
            if frame.source.startswith("tech:") and ":immediate" in frame.source:
                return "technologies"
            return _BY_ACTION.get(frame.source.split(":")[0], "other")
    return "other"


def sheet_total(state: GameState, seat: int) -> int:
    """The sum of a House's score sheet (equals its Influence)."""
    return sum(state.houses[seat].influence_sheet.values())
