"""Incursion's own pieces on the table (RS-INC, RS-INCPREP, RS-INCFOCUS, RS-CIVDEF).

Plain data only: the rules live in ``modules/incursion/``. A game without the Incursion module
has none (``GameState.incursion is None``). Lists named ``*_pile`` are face down, top card last.
"""

from __future__ import annotations

import msgspec

RIFT_TYPES = ("I", "II", "III")  # the Rift (Voidfall) token types (RS-INC-04)
RIFT_POPULATION = 7  # an Open Rift counts as Population 7 in Voidborn priorities
SKIRMISH_OP = "incursion_skirmish"  # every Skirmish of an Incursion game (RS-INCSKIRM-01)


class IncursionState(msgspec.Struct, forbid_unknown_fields=True):
    """Rifts, Civil Defense tokens, the Incursion Alert piles and what the round's Alerts
    switched on.

    ``unopened``: Unopened Rift tokens by sector (a sector may hold several types);
    ``open_rifts``: the Rift types each Open Rift sector was opened by, kept when the Rift is
    closed (its sector no longer Voidborn, RS-INCFOCUS-08) so a later Voidfall card of that
    type Skirmishes it;
    ``civil_defense``: the seat whose Civil Defense token is in each sector (RS-CIVDEF-01);
    ``civil_defense_removed``: sectors whose token is gone for good (RS-CIVDEF-03);
    ``military_row``: a Voidfall card was revealed this Cycle, so the Military row is resolved
    at the end of each player's first turn (RS-INCFOCUS-10); ``first_turn_done``: the seats
    whose first turn of the Cycle has ended; ``economic_row``: a Rift Surge was revealed this
    round (RS-INCFOCUS-12/13); ``military_bonus``: the extra Skirmish value the Voidfall card
    adds to that row; ``dual_crisis``: the second current Crisis of a Dual Situation
    (RS-INCFOCUS-03); ``skirmish_sources``: the sectors the Skirmish being fought came from
    (RS-INCTAKE-04), empty for one from the supply (RS-INCFOCUS-08).
    """

    setup_aids: list[str] = msgspec.field(default_factory=list)  # one per Cycle
    unopened: dict[str, list[str]] = msgspec.field(default_factory=dict)
    open_rifts: dict[str, list[str]] = msgspec.field(default_factory=dict)
    civil_defense: dict[str, int] = msgspec.field(default_factory=dict)
    civil_defense_removed: list[str] = msgspec.field(default_factory=list)
    voidfall_pile: list[str] = msgspec.field(default_factory=list)
    rift_surge_pile: list[str] = msgspec.field(default_factory=list)
    dual_piles: dict[str, list[str]] = msgspec.field(default_factory=dict)
    military_row: bool = False
    military_bonus: int = 0
    first_turn_done: list[int] = msgspec.field(default_factory=list)
    economic_row: bool = False
    dual_crisis: str = ""
    pending_crisis: str = ""  # a Level 2 Crisis waiting for its track (RS-INCPREP-06 c)
    skirmish_sources: list[str] = msgspec.field(default_factory=list)  # of the Skirmish fought

    def held_crises(self) -> tuple[str, ...]:
        """Crises Incursion holds outside the Void's piles and tracks."""
        return tuple(c for c in (self.dual_crisis, self.pending_crisis) if c)

    def is_rift(self, sector_id: str) -> bool:
        """An Open (or closed) Rift sector."""
        return sector_id in self.open_rifts
