"""The Void's components in a solo or co-op game (VF-SOLO-CBOARD, -ALERT, -CRISIS, -CATAS,
-HARB, -REFUGE, -ERASE; VF-MODE-03).

Plain data only: the rules live in ``modes/void/``. A competitive game has no Void
(``GameState.void is None``). Lists named ``*_deck``/``*_pile`` are face down, top card last.
"""

from __future__ import annotations

import msgspec

HARBINGER = "@harbinger"  # a Harbinger on a Crisis-track space (VF-SOLO-CBOARD-02)
FREE = ""  # a free track space (VF-SOLO-CBOARD-03)
TRACK_NAMES = ("military", "economic")
TIERS = ("1", "2", "3")


def _tiers() -> dict[str, list[str]]:
    return {t: [] for t in TIERS}


class VoidState(msgspec.Struct, forbid_unknown_fields=True):
    """The Crisis board, the Alert and Crisis decks, Harbingers, Refuges and the Void's result.

    ``military``/``economic``: one entry per track space, left to right: FREE, HARBINGER or a
    Crisis id. ``harbingers``: Harbingers on the map by sector id (in space, VF-SOLO-HARB-02);
    ``refuge_fp``: Fleet Power placed on each Refuge, whose sizes are ``refuge_spaces``.
    """

    difficulty: str = "easy"
    military: list[str] = msgspec.field(default_factory=list)
    economic: list[str] = msgspec.field(default_factory=list)
    current_crisis: str = ""
    alert: str = ""  # this round's Alert card (VF-SOLO-TURN-03)
    alert_deck: list[str] = msgspec.field(default_factory=list)
    alert_discard: list[str] = msgspec.field(default_factory=list)
    situation_piles: dict[str, list[str]] = msgspec.field(default_factory=_tiers)
    war_pile: list[str] = msgspec.field(default_factory=list)
    crisis_decks: dict[str, list[str]] = msgspec.field(default_factory=_tiers)
    crisis_discards: dict[str, list[str]] = msgspec.field(default_factory=_tiers)
    boxed: list[str] = msgspec.field(default_factory=list)  # Start Crises, used War cards
    catastrophes: int = 0
    harbinger_supply: int = 7
    harbingers: dict[str, int] = msgspec.field(default_factory=dict)
    erased: list[str] = msgspec.field(default_factory=list)  # Technologies (VF-SOLO-ERASE)
    heroic_deck: list[str] = msgspec.field(default_factory=list)  # VF-SOLO-SETUP-18
    heroic_display: list[str] = msgspec.field(default_factory=list)  # VF-SOLO-SETUP-19
    families: dict[str, str] = msgspec.field(default_factory=dict)  # Focus card -> the Focus
    # it counts as, for the Heroic cards in play and the players' cards ("any": Leadership)
    refuge_spaces: list[int] = msgspec.field(default_factory=list)
    refuge_fp: list[int] = msgspec.field(default_factory=list)
    # achievement A (VF-REFUGE-04a, -05): each seat's overproduction Influence when the current
    # turn, Preparation or Evaluation began (its overproductions since = the growth / 3)
    overproduction_marks: list[int] = msgspec.field(default_factory=list)
    refuge_a_used: bool = False  # no longer read (the marks above replace it): kept so that
    # game files saved with it still load
    refuge_rewards: list[str] = msgspec.field(default_factory=list)  # taken for the last one
    # achievement B used, per Civilization track of each seat (index 3 * seat + track)
    refuge_b_tracks: list[bool] = msgspec.field(default_factory=lambda: [False] * 3)
    overcome: list[str] = msgspec.field(default_factory=list)  # Crises overcome this turn
    skirmish_target: str = ""  # the last Skirmish's combat sector ("" without a target)
    skirmish_strength: int = 0
    skirmish_card: str = ""  # the War Alert or Crisis whose Skirmish is being fought
    # (its combat abilities, VF-SKIRMISH-13), until the Combat starts
    result: str = ""  # "" while playing; "won" or "lost" at the end (VF-SOLO-END)
    influence: int = 0  # the Void's final Influence (VF-SOLO-SCORE-01)
    sheet: dict[str, int] = msgspec.field(default_factory=dict)  # its lines (VF-SOLO-SCORE)

    def track(self, name: str) -> list[str]:
        return self.military if name == "military" else self.economic

    @property
    def harbingers_in_space(self) -> int:
        return sum(self.harbingers.values())
