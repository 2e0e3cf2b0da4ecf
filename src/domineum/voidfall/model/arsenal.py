"""The Voidborn Fleet types as data: combat profile, destruction reward, tokens (RS-ARSENAL,
RS-VBFLEET, RS-LIMITS; the table of resurgence §5.1).

Plain data only: the rules that use it are :mod:`domineum.voidfall.rules.voidborn_fleets` (sectors),
:mod:`domineum.voidfall.rules.combat` (Combat) and ``modules/arsenal/`` (Skirmishes, rewards,
Upkeep, invasion).
"""

from __future__ import annotations

from typing import Final, Literal

import msgspec

from domineum.voidfall.model.combat import CombatFleetType
from domineum.voidfall.model.terms import VoidbornType

Reward = Literal["", "reclaim", "glory_upgrade", "bounty"]


class VoidbornProfile(msgspec.Struct, frozen=True):
    """What one Voidborn type does in Combat and when destroyed.

    Every Voidborn FP gives 1 Initiative in a Salvo step (RS-ARSENAL-04); the fields are what
    comes on top, each "in total" for the side, not per FP. ``joins``: its rank as a Skirmish
    joiner outside Incursion, 1 first, 0 never (RS-VBJOIN-04, RS-VBFLEET-11, -15, -18).
    """

    combat: CombatFleetType  # its field in a Combat Fleet
    joins: int = 0
    initiative: int = 0  # in either role (RS-VBFLEET-04)
    invader_initiative: int = 0  # as the Invader only (RS-VBFLEET-08)
    invader_approach_damage: int = 0  # RS-VBFLEET-08
    invader_approach_absorption: int = 0  # RS-VBFLEET-03
    invader_first_salvo_damage: int = 0  # RS-VBFLEET-08
    defender_salvo_absorption: int = 0  # RS-VBFLEET-05 (in total; AMBIG A36)
    reward: Reward = ""  # per FP destroyed (RS-VBFLEET-06, -09, -13, -15; AMBIG A14)
    upkeep: int = 0  # to each player with a sector adjacent to it (RS-VBFLEET-16; AMBIG A15)
    invasion_sources: int = 1  # sectors an invasion of its sector must come from (RS-VBFLEET-14)


PROFILES: Final[dict[VoidbornType, VoidbornProfile]] = {
    "corvette": VoidbornProfile(combat="voidborn"),  # RS-VBFLEET-01
    "dreadnought": VoidbornProfile(
        combat="voidborn_dreadnought",
        joins=2,
        initiative=1,
        invader_approach_absorption=1,
        defender_salvo_absorption=1,
        reward="reclaim",
    ),
    "destroyer": VoidbornProfile(
        combat="voidborn_destroyer",
        joins=1,
        invader_initiative=1,
        invader_approach_damage=1,
        invader_first_salvo_damage=1,
        reward="reclaim",
    ),
    "mirage": VoidbornProfile(combat="voidborn_mirage", reward="glory_upgrade", invasion_sources=2),
    "siphon": VoidbornProfile(combat="voidborn_siphon", reward="bounty", upkeep=2),
}

DAMAGE_ORDER: Final[tuple[VoidbornType, ...]] = (
    "corvette",
    "mirage",
    "siphon",
    "dreadnought",
    "destroyer",
)
"""The order Voidborn FP take Damage and are removed: Corvettes first (RS-VBFLEET-20, -21); the
rest is AMBIG A16's default (keeps the Initiative bonuses longest)."""

COMBAT_TYPE: Final[dict[CombatFleetType, VoidbornType]] = {
    p.combat: kind for kind, p in PROFILES.items()
}
"""A Combat Fleet field back to its Voidborn type."""

TOKEN_FP: Final = 3
"""Voidborn FP one Voidborn Fleet token holds, of any type (VF-FLEET-20; RS-LIMITS-05, the
Arsenal token capacity is a data gap: content facts §13 author 1-3 FP like a Corvette token)."""
MAX_TOKENS: Final = 3
"""No sector ever holds more than 3 Voidborn Fleet tokens (RS-LIMITS-02..04)."""
ARSENAL_TOKENS: Final[dict[VoidbornType, int]] = {
    "dreadnought": 7,
    "destroyer": 6,
    "mirage": 6,
    "siphon": 7,
}
"""The Arsenal's Fleet tokens in the box (RS-ARSENAL-03)."""
