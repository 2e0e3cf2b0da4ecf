"""Content-pack schema of the Void's components (solo and co-op; docs/content.md, "The Void").

Every entry names its ``source`` like the rest of the pack (content/schema.py). The folder
``void/`` of a pack holds these files; a pack without it has no solo or co-op game.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domineum.voidfall.content.schema import Condition, RawAction, RawEffect, Source
from domineum.voidfall.model.combat import VoidbornAbilities

CrisisTier = Literal["start", "1", "2", "3"]
CrisisType = Literal["military", "economic", "general"]


class CrisisBoardDef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The Crisis board (GAP-01): the Skirmish modifier printed on each Military space, the
    resources printed on each Economic space, the Catastrophe spaces (VF-SOLO-CBOARD-01..09)."""

    source: Source
    military: list[int]
    economic: list[dict[str, int]]
    catastrophe_spaces: int = 3
    harbingers: int = 7  # in the general supply (VF-SOLO-COMP-04)
    harbinger_tokens: int = 10  # all of them, the co-op supply (VF-HARB-02)

    def harbingers_in_play(self, players: int) -> int:
        """The Harbingers of the supply at setup: 7 of the 10 in solo, all 10 in co-op."""
        return self.harbingers if players == 1 else self.harbinger_tokens


class AlertMix(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How many Situation cards of each tier and War cards go into the Alert deck."""

    tier1: int = 0
    tier2: int = 0
    tier3: int = 0
    war: int = 0


class Difficulty(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Difficulty card (GAP-02, VF-SOLO-DIFF-01..04): ``alerts`` per Cycle (1..3),
    ``harbinger_cycles`` the Cycles of Preparation step 0c (VF-SOLO-PREP-16)."""

    id: str
    name: str
    source: Source
    base_influence: int
    start_crises: bool
    alerts: list[AlertMix]
    harbinger_cycles: list[int] = msgspec.field(default_factory=list)


class AlertCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An Alert card (GAP-04): a Situation of a tier, or a War card with its Skirmish modifier
    for each Cycle and the difficulties it is used at (VF-SOLO-ALERT-01..05), and the combat
    abilities the Voidborn gain in its Skirmish (VF-SKIRMISH-13). The seeds name no Alert card:
    ``name`` is project-authored, for people to read."""

    id: str
    name: str
    kind: Literal["situation", "war"]
    source: Source
    tier: str = ""
    skirmish: list[int] = msgspec.field(default_factory=list)  # War: by Cycle
    difficulties: list[str] = msgspec.field(default_factory=list)  # War only
    on_success: list[RawEffect] = msgspec.field(default_factory=list)  # SKIRMISH-19
    abilities: VoidbornAbilities = msgspec.field(default_factory=VoidbornAbilities)  # SKIRMISH-13


class Requirement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How a Crisis is overcome (VF-SOLO-CRISIS-07..09, VF-CRISIS-11..13): ``kind`` A, B or C;
    what must just have been done: either ``focus``, the Focus family and its ``action``
    (``1``..``3`` or ``any``) just taken, or ``does``, an effect just resolved from any source
    (its ``op`` and the arguments it must have: an action's effect, another player's Joint
    effect, an Event box, an objective benefit; VF-CRISIS-14, -15); ``have``: conditions that
    must hold right after it (A: the way it was done, B: the condition); ``pay``: the extra cost
    paid right after it (C)."""

    kind: Literal["A", "B", "C"]
    focus: str = ""
    action: str = "any"
    does: RawEffect = msgspec.field(default_factory=dict)
    have: list[Condition] = msgspec.field(default_factory=list)
    pay: dict[str, int] = msgspec.field(default_factory=dict)

    def __post_init__(self) -> None:
        if bool(self.focus) == bool(self.does):
            raise ValueError("vf.content.requirement")


class PassivePenalty(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Incursion's Passive-penalty Crisis (RS-INCCRISIS-02..04): in force while the card is on
    the Crisis board. ``kind``: ``skirmish_value`` adds ``amount`` to every Incursion Skirmish
    value, ``regroup`` ``amount`` moves to every Voidborn Regroup. ``suffer_to_discard``: the
    card has a regular penalty (its Consequence) that may be suffered at the end of the turn
    to discard it (-03); without it, only meeting its condition (overcoming it), a Catastrophe
    or a Heroic/Joint Focus card removes it (-04, -05)."""

    kind: Literal["skirmish_value", "regroup"]
    amount: int = 1
    suffer_to_discard: bool = False


class CrisisCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Crisis card (GAP-03): tier (``start`` or I-III), type, requirement, one Consequence
    (effects of the vocabulary, resolved in full by Void Growth option 1) and the value under
    its Skirmish icon (VF-SOLO-SKIRMISH-05), and the combat abilities the Voidborn gain in the
    Skirmish its penalty triggers (VF-SKIRMISH-13)."""

    id: str
    number: int
    name: str
    tier: CrisisTier
    type: CrisisType
    source: Source
    requirement: Requirement
    consequence: list[RawEffect]
    skirmish: int = 0
    on_success: list[RawEffect] = msgspec.field(default_factory=list)  # SKIRMISH-19
    abilities: VoidbornAbilities = msgspec.field(default_factory=VoidbornAbilities)  # SKIRMISH-13
    text: str = ""
    module: str = ""  # its Resurgence module ('' = the base game; RS-MOD)
    passive: PassivePenalty | None = None  # Incursion only (RS-INCCRISIS-02)


class RefugeDef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Refuge tile (GAP-07): its Fleet Power spaces (VF-SOLO-REFUGE-01)."""

    id: str
    source: Source
    spaces: int


class VoidScenario(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What a solo/co-op scenario adds to its map (GAP-08): Refuges and Harbingers in space."""

    id: str
    map: str
    source: Source
    refuges: list[str]
    harbingers: dict[str, int] = msgspec.field(default_factory=dict)


class VoidSkirmishArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``void_skirmish``: the Void skirmishes you; ``trigger`` says whose modifiers apply:
    a Crisis's own Skirmish value (``crisis``, as a Consequence), the War Alert's (``war``) or
    the Evaluation's +1 (``evaluation``)."""

    trigger: Literal["crisis", "war", "evaluation"] = "crisis"


class VoidEraseArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``void_erase``: erase a Basic Technology of the display or the leftmost Improved one."""

    level: Literal["basic", "improved"] = "basic"


class VoidHarbingerArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``void_place_harbinger``: a Harbinger from the supply into a Void sector next to yours."""


class VoidDiscardCrisisArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``void_discard_crisis``: discard a Crisis without overcoming it (VF-SOLO-CRISIS-13):
    ``any`` type, ``economic`` (an Economic or General one) or ``military`` (Military or
    General)."""

    type: Literal["any", "economic", "military"] = "any"


class VoidReinforceArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``void_reinforce``: Void FP into a Void sector next to the combat sector, else any Void
    sector, one where the full amount fits if any (VF-SOLO-SKIRMISH-20, VF-SOLO-DEPLOY-07)."""

    amount: int = 1


class JointArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``joint`` [COOP]: a Joint Focus effect with its who-may-resolve icon (VF-ACTION-20):
    ``b`` you or another player resolves ``effect``; ``c`` you and/or another player, one the
    line above (``effect``), the other the line below (``below``); ``d`` you and/or another
    player, each on their own. An effect without this wrapper is icon ``a`` (only you)."""

    who: Literal["b", "c", "d"]
    effect: RawEffect
    below: RawEffect = msgspec.field(default_factory=dict)

    def __post_init__(self) -> None:
        if (self.who == "c") != bool(self.below):
            raise ValueError("vf.content.below_icon_c")


class TradeArgs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``trade`` [COOP]: trade resources with another player, each way ``limit`` at most
    (VF-RES-10)."""

    limit: int

    def __post_init__(self) -> None:
        if self.limit < 1:
            raise ValueError("vf.content.trade_limit")


VOID_EFFECTS: dict[str, type[msgspec.Struct]] = {
    "joint": JointArgs,
    "trade": TradeArgs,
    "void_reinforce": VoidReinforceArgs,
    "void_discard_crisis": VoidDiscardCrisisArgs,
    "void_skirmish": VoidSkirmishArgs,
    "void_erase": VoidEraseArgs,
    "void_place_harbinger": VoidHarbingerArgs,
}
"""Effects only a Void game has: checked here, resolved by modes/void (same op names)."""


class HeroicCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Heroic Focus card (GAP-05, VF-SOLO-FOCUS-04..07), or a Joint one in co-op (GAP-06,
    VF-SELECT-08/09, same shape): taken from the display by discarding
    the ``corresponds`` Focus card (``any``: Leadership, VF-SOLO-FOCUS-05) and played as the
    turn's Focus; its three actions are compiled as ``focus:<id>:<n>``."""

    id: str
    name: str
    source: Source
    corresponds: str
    actions: list[RawAction]
    text: str = ""


class VoidPack(msgspec.Struct, frozen=True):
    """The ``void/`` folder of a content pack, validated and indexed by id."""

    board: CrisisBoardDef
    difficulties: dict[str, Difficulty]
    alerts: dict[str, AlertCard]
    crises: dict[str, CrisisCard]
    refuges: dict[str, RefugeDef]
    scenarios: dict[str, VoidScenario]
    heroic: dict[str, HeroicCard] = msgspec.field(default_factory=dict)
    joint: dict[str, HeroicCard] = msgspec.field(default_factory=dict)  # [COOP] GAP-06

    def offer(self, mode: str) -> dict[str, HeroicCard]:
        """The cards of the Joint (co-op) or Heroic (solo) Focus offer (VF-PREP-04)."""
        return self.joint if mode == "coop" else self.heroic

    def special_focus(self, card_id: str) -> HeroicCard | None:
        """A Heroic or Joint Focus card by id (None for any other card)."""
        return self.heroic.get(card_id) or self.joint.get(card_id)
