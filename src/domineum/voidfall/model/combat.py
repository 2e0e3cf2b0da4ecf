"""Combat as plain data: sides, Fleet Power, the Combat machine's state and its report
(VF-COMBAT-01..35). The machine itself is :mod:`domineum.voidfall.rules.combat`."""

from __future__ import annotations

from typing import Final, Generic, Literal, TypeVar, get_args

import msgspec

from domineum.voidfall.model.terms import FleetType

CombatFleetType = Literal[
    FleetType,
    "voidborn",
    "voidborn_dreadnought",
    "voidborn_destroyer",
    "voidborn_mirage",
    "voidborn_siphon",
    "phantom",
]  # "voidborn" is the Voidborn Corvette; the others are Voidborn Arsenal's (RS-ARSENAL-01);
# the Phantom is the Psionics module's player Fleet type (RS-PHANTOM-01)
COMBAT_FLEET_TYPES: Final[tuple[CombatFleetType, ...]] = get_args(CombatFleetType)
TechLevel = Literal["none", "basic", "improved"]
Role = Literal["invader", "defender"]
Outcome = Literal["invader", "defender", "tie", "defender_installations"]
FirstFire = Literal["invader", "defender", "simultaneous"]
ChoiceKind = Literal["remove", "absorb", "destroyer_bonus"]
Option = str | int
USE, HOLD = "use", "hold"
ROLES: Final[tuple[Role, Role]] = ("invader", "defender")

T = TypeVar("T")
Source = tuple[str, int]  # (rule ID, amount) of one Damage or Absorption source (VF-COMBAT-35)


class Fleet(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """Fleet Power by Fleet type; Fleet tokens never matter in Combat (VF-COMBAT-04)."""

    corvette: int = 0
    sentry: int = 0
    destroyer: int = 0
    dreadnought: int = 0
    carrier: int = 0
    voidborn: int = 0
    voidborn_dreadnought: int = 0
    voidborn_destroyer: int = 0
    voidborn_mirage: int = 0
    voidborn_siphon: int = 0
    phantom: int = 0  # Psionics (RS-PHANTOM-01)

    def count(self, kind: CombatFleetType) -> int:
        value: int = getattr(self, kind)
        return value

    @property
    def total(self) -> int:
        """All Fleet Power (written out: Combat asks for it at every step)."""
        return (
            self.corvette
            + self.sentry
            + self.destroyer
            + self.dreadnought
            + self.carrier
            + self.voidborn
            + self.voidborn_dreadnought
            + self.voidborn_destroyer
            + self.voidborn_mirage
            + self.voidborn_siphon
            + self.phantom
        )

    @property
    def voidborn_total(self) -> int:
        """Voidborn FP of every type (RS-ARSENAL-01)."""
        return (
            self.voidborn
            + self.voidborn_dreadnought
            + self.voidborn_destroyer
            + self.voidborn_mirage
            + self.voidborn_siphon
        )

    def present(self) -> tuple[CombatFleetType, ...]:
        """The types with FP, in the order of `COMBAT_FLEET_TYPES` (the fields' order)."""
        counts = zip(COMBAT_FLEET_TYPES, msgspec.structs.astuple(self), strict=True)
        return tuple([kind for kind, n in counts if n])

    def plus(self, kind: CombatFleetType, amount: int) -> Fleet:
        return msgspec.structs.replace(self, **{kind: self.count(kind) + amount})


assert Fleet.__struct_fields__ == COMBAT_FLEET_TYPES  # Fleet.present reads the fields in order


class Technologies(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """A side's combat-relevant Technologies and their level (§16.4, T-06..T-08).

    Owning FP of a type implies at least its Basic Technology (VF-FLEET-09); Basic and Improved
    Dreadnoughts, Carriers, Sentries and Starbases fight alike (A-09).
    """

    shields: TechLevel = "none"
    targeting: TechLevel = "none"
    torpedoes: TechLevel = "none"
    deep_space_missiles: TechLevel = "none"
    energy_cells: TechLevel = "none"
    autonomous_drones: TechLevel = "none"
    destroyers: TechLevel = "none"
    dreadnoughts: TechLevel = "none"
    carriers: TechLevel = "none"
    sentries: TechLevel = "none"
    starbases: TechLevel = "none"


TECHNOLOGIES: Final[tuple[str, ...]] = Technologies.__struct_fields__
TECH_LEVELS: Final[tuple[TechLevel, ...]] = get_args(TechLevel)


class Side(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """One side's force as it enters the Combat sector (VF-COMBAT-03).

    ``adjacent_shipyards``: own sectors with a Shipyard or Starbase adjacent to the Combat sector
    (Deep Space Missiles, A-36). ``active_fp``: the Invader's Active FP its Carriers may deploy
    (A-08). The three spends are the Invader's: 1 Energy for Basic Deep Space Missiles, one Trade
    token for Autonomous Drones, Materials for the Elevation Focus's Bombard action.
    ``salvo_absorption_each``: Salvo Absorption renewed in each Salvo step, unused never carried
    over (the Voidborn under Galactic Event 2H Adaptation, VF-PREP-19).
    """

    fleet: Fleet = msgspec.field(default_factory=Fleet)
    tech: Technologies = msgspec.field(default_factory=Technologies)
    sector_defenses: int = 0
    starbases: int = 0
    adjacent_shipyards: int = 0
    active_fp: int = 0
    spend_energy: bool = False
    return_trade_token: bool = False
    bombard_materials: int = 0
    voidborn: bool = False
    salvo_absorption_each: int = 0
    dreadnought_absorption_per_fp: bool = False  # AMBIG A36's alternative (rules option)
    approach_absorption: int = 0  # Psionics: Vanguard sector, Approach Barrier (RS-CSUM-01/02)
    first_salvo_damage: int = 0  # Psionics: Salvo Strike, Improved Command Stations (RS-CSUM-04/05)
    first_salvo_absorption: int = 0  # Psionics: the Defender's Guilds and Stations (RS-CSUM-06)
    approach_damage: int = 0  # the Voidborn Invader's, from a War Alert or Crisis (VF-SKIRMISH-13)


class VoidbornAbilities(
    msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True
):
    """Combat abilities a War Alert or a Crisis penalty gives the Voidborn in the Skirmish it
    triggers (VF-SKIRMISH-13, VF-COMBAT-34): Approach Damage, and Salvo Absorption renewed in
    each Salvo step."""

    approach_damage: int = 0
    salvo_absorption: int = 0

    def __post_init__(self) -> None:
        if self.approach_damage < 0 or self.salvo_absorption < 0:
            raise ValueError("a combat ability is 0 or more")

    def __bool__(self) -> bool:
        return bool(self.approach_damage or self.salvo_absorption)

    def apply(self, side: Side) -> Side:
        """``side`` (the Voidborn's) with these abilities added."""
        return msgspec.structs.replace(
            side,
            approach_damage=side.approach_damage + self.approach_damage,
            salvo_absorption_each=side.salvo_absorption_each + self.salvo_absorption,
        )


class PerSide(msgspec.Struct, Generic[T], frozen=True):
    """One value for each side."""

    invader: T
    defender: T

    def get(self, role: Role) -> T:
        return self.invader if role == "invader" else self.defender

    def put(self, role: Role, value: T) -> PerSide[T]:
        """A copy with ``role``'s value replaced (built directly: no keyword dict)."""
        if role == "invader":
            return PerSide(value, self.defender)
        return PerSide(self.invader, value)


class CombatStep(msgspec.Struct, frozen=True):
    """One Approach or Salvo step: FP before/after, Damage dealt and Absorption used per side.

    ``deployed``: Corvettes the Invader's Carriers brought in (Approach only, VF-COMBAT-13).
    ``initiative``: each side's Initiative at the start of a Salvo (VF-COMBAT-21).
    """

    name: str
    first: FirstFire
    before: PerSide[Fleet]
    after: PerSide[Fleet]
    damage: PerSide[int]
    absorbed: PerSide[int]
    initiative: PerSide[int] | None = None
    deployed: int = 0
    rules: tuple[str, ...] = ()


class Fighter(msgspec.Struct, frozen=True):
    """One side during the Combat: its FP, what it lost, its unused once-per-Combat abilities."""

    side: Side
    fleet: Fleet
    removed: Fleet = msgspec.field(default_factory=Fleet)
    salvo_absorption: int = 0  # unconditional Salvo Absorption left
    step_absorption: int = 0  # Salvo Absorption left in this Salvo step only (Side, 2H)
    shields_ready: bool = False  # Shields' Salvo Absorption not used yet (VF-CORVUP-07)
    destroyer_bonus_ready: bool = False  # VF-COMBAT-27(c)
    incoming: int = 0  # Salvo Damage aimed at this side, not landed yet
    to_remove: int = 0  # FP this side still has to remove


class Op(msgspec.Struct, frozen=True):
    """A unit of work left in the current step: ``aim`` (``role`` fires), ``land`` (Damage
    reaches ``role``, which may absorb), ``remove`` (``role`` removes FP)."""

    kind: Literal["aim", "land", "remove"]
    role: Role


class CombatState(msgspec.Struct, frozen=True):
    """A Combat at any point. ``log[-1]`` is the current step; ``salvo`` is 0 in the Approach."""

    fighters: PerSide[Fighter]
    salvo: int
    queue: tuple[Op, ...]
    log: tuple[CombatStep, ...]
    outcome: Outcome | None = None

    def fighter(self, role: Role) -> Fighter:
        fighters = self.fighters  # PerSide.get written out (read at every unit of work)
        return fighters.invader if role == "invader" else fighters.defender


class CombatChoice(msgspec.Struct, frozen=True):
    """A decision the Combat waits for, with its legal options as simple values.

    ``remove``: recall one FP of which type (``amount`` still to recall, VF-COMBAT-08);
    ``absorb``: how many of ``amount`` incoming Salvo Damage to cancel now (A-12);
    ``destroyer_bonus``: ``"use"`` the Destroyers' +``amount`` Damage in this Salvo or ``"hold"``.
    """

    role: Role
    kind: ChoiceKind
    options: tuple[Option, ...]
    amount: int
    rules: tuple[str, ...]


class CombatReport(msgspec.Struct, frozen=True):
    """The result of a Combat (VF-COMBAT-31, VF-RESULT-01, -16, -17).

    ``removed``: FP each side lost, by type; survivors + removed = entering FP + ``deployed``.
    """

    outcome: Outcome
    steps: tuple[CombatStep, ...]
    survivors: PerSide[Fleet]
    removed: PerSide[Fleet]
    deployed: int


FLEET_LETTERS: Final[dict[str, CombatFleetType]] = {
    "c": "corvette",
    "s": "sentry",
    "d": "destroyer",
    "n": "dreadnought",
    "a": "carrier",
    "v": "voidborn",
    "o": "voidborn_dreadnought",
    "e": "voidborn_destroyer",
    "m": "voidborn_mirage",
    "i": "voidborn_siphon",
}  # the letters of the fleet notation (`voidfall combat --invader 3c,1d`, Combat log lines)
