"""The Galactic board, the Agenda board and the common supplies (VF-TRADE, VF-TECH, VF-AGENDA)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.model.terms import AGENDA_TYPES


def _per_type_str() -> dict[str, str]:
    return dict.fromkeys(AGENDA_TYPES, "")


def _per_type_bool() -> dict[str, bool]:
    return dict.fromkeys(AGENDA_TYPES, False)


def _per_type_list() -> dict[str, list[str]]:
    return {t: [] for t in AGENDA_TYPES}


class GalacticBoard(msgspec.Struct, forbid_unknown_fields=True):
    """Common areas. Lists named ``*_deck``/``*_pile`` are face down; the top card is last."""

    trade_ladder: list[int] = msgspec.field(default_factory=lambda: [1] * 6)  # top -> bottom
    tech_piles: dict[str, list[int]] = msgspec.field(
        default_factory=dict
    )  # Basic copies' Influence
    improved_offer: list[str] = msgspec.field(default_factory=list)
    improved_deck: list[str] = msgspec.field(default_factory=list)
    improvement_block: bool = True
    event_decks: list[list[str]] = msgspec.field(default_factory=lambda: [[], [], []])
    event: str = ""
    agenda_offer: dict[str, str] = msgspec.field(default_factory=_per_type_str)
    agenda_decks: dict[str, list[str]] = msgspec.field(default_factory=_per_type_list)
    offer_corrupted: dict[str, bool] = msgspec.field(default_factory=_per_type_bool)
    bounty_pile: list[str] = msgspec.field(default_factory=list)
    reclaim_pile: list[str] = msgspec.field(default_factory=list)
    turn_order: list[int] = msgspec.field(default_factory=list)
    next_turn_order: list[int] = msgspec.field(default_factory=list)  # being chosen (VF-PREP-11)

    @property
    def trade_tokens(self) -> int:
        return sum(self.trade_ladder)
