"""Sectors and their contents (VF-SECTOR, VF-GUILD, VF-POP, VF-FLEET)."""

from __future__ import annotations

import os

import msgspec

from domineum.voidfall.model.terms import COMMAND_STATION, NOBODY, VOIDBORN_TYPES, VoidbornType


class Space(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Guild or Installation space of a sector tile (VF-GUILD-06/07/11)."""

    upkeep: bool = False
    printed: str = ""  # a permanent Guild/Installation printed on the tile


class Sector(msgspec.Struct, forbid_unknown_fields=True):
    """One sector tile on the map and everything on it.

    Only one player can have Fleet Power in a sector outside Combat, so fleets are a count of
    that ``owner``'s FP by Fleet type; tokens are derived from the per-type caps (VF-FLEET-05).
    Voidborn FP likewise: ``voidborn`` counts them all, ``arsenal`` the Arsenal types among them
    (empty without Voidborn Arsenal: every Voidborn FP is then a Corvette).
    """

    id: str
    type: str = "regular"
    home_of: int = NOBODY
    population: int = 1  # 0 = no Population (VF-POP-07)
    fixed_population: bool = False
    corrupted: bool = False
    corruption_immune: bool = False
    voidborn_immune: bool = False
    voidborn_limit: int = 3
    upkeep_icons: int = 0
    guild_spaces: list[Space] = msgspec.field(default_factory=list)
    installation_spaces: list[Space] = msgspec.field(default_factory=list)
    guilds: list[str] = msgspec.field(default_factory=list)  # "" = empty, aligned to spaces
    installations: list[str] = msgspec.field(default_factory=list)
    owner: int = NOBODY
    fleets: dict[str, int] = msgspec.field(default_factory=dict)
    voidborn: int = 0  # all Voidborn FP, of every type
    arsenal: dict[VoidbornType, int] = msgspec.field(
        default_factory=dict
    )  # the part of ``voidborn``
    # that is of an Arsenal type, by type (RS-ARSENAL-01); the rest are Corvettes
    glory: list[int] = msgspec.field(default_factory=list)
    bounty: list[str] = msgspec.field(default_factory=list)  # face down
    reclaim: list[str] = msgspec.field(default_factory=list)  # face down
    fallen_house: str = ""
    vanguard: int = NOBODY  # the seat whose Vanguard stands here (Psionics, RS-VANG-04)
    civil_defense: bool = False  # its owner's Civil Defense token is here (Incursion, RS-CIVDEF-02)
    on_invaded_used: bool = False  # a special sector's one-time effect was resolved (VF-SECTOR-10)
    retiled_from: str = ""  # the tile it replaced when invaded (a Rift, VF-RESULT-10), until
    # every other player's benefit is given (co-op)

    @property
    def fleet_power(self) -> int:
        return sum(self.fleets.values())

    @property
    def held(self) -> bool:
        """Its ``owner`` holds it: Fleet Power, or a Command Station without any (Psionics,
        RS-CMDSTN-03), or its Civil Defense token (Incursion, RS-CIVDEF-02); never true in the
        base game without Fleet Power."""
        return (
            sum(self.fleets.values()) > 0
            or COMMAND_STATION in self.installations
            or self.civil_defense
        )

    def controller(self) -> int:
        """The seat controlling this sector, or NOBODY (VF-SECTOR-04/05, RS-CMDSTN-03)."""
        if self.home_of != NOBODY:
            return self.home_of
        return self.owner if self.held else NOBODY

    @property
    def is_voidborn(self) -> bool:
        """A Voidborn sector has Voidborn Fleet Power (VF-SECTOR-04, VF-PREP-20)."""
        return self.voidborn > 0

    @property
    def corvettes(self) -> int:
        """Voidborn Corvette FP: the Voidborn FP of no Arsenal type (RS-MOD-08)."""
        return self.voidborn - sum(self.arsenal.values())

    def voidborn_of(self, kind: VoidbornType) -> int:
        """Voidborn FP of one Voidborn type (``corvette`` or an Arsenal type)."""
        return self.corvettes if kind == "corvette" else self.arsenal.get(kind, 0)

    def voidborn_by_type(self) -> dict[str, int]:
        """The Voidborn FP here by type, only the types present (RS-ARSENAL-01)."""
        return {t: self.voidborn_of(t) for t in VOIDBORN_TYPES if self.voidborn_of(t)}

    @property
    def is_pure(self) -> bool:
        return not self.corrupted

    def filled(self, kind: str) -> list[str]:
        """Guilds (``kind='guild'``) or Installations present, printed ones included."""
        spaces = self.guild_spaces if kind == "guild" else self.installation_spaces
        placed = self.guilds if kind == "guild" else self.installations
        return [x for s, p in zip(spaces, placed, strict=True) if (x := p or s.printed)]


# where the sector ``s<n>`` stands on a map listed in order (Galaxy.sector tries it first)
_POSITION = {f"s{n}": n - 1 for n in range(1, 100)}


_CONTROL = "control"  # the key of a Galaxy's control cache in its instance ``__dict__``
# DOMINEUM_CHECK_MEMO=1, the debug switch of ``core.memo``: every cached control is checked
CHECK = os.environ.get("DOMINEUM_CHECK_MEMO", "") == "1"
_changes = 0  # changes to control the rules have made (:func:`control_changed`)


class StaleControl(AssertionError):
    """Under ``DOMINEUM_CHECK_MEMO=1``: a cached control differs from a fresh scan."""


def control_changed() -> None:
    """A sector's ``owner``, ``home_of``, Fleet Power, Installations or Civil Defense token
    changed, so every cached :meth:`Galaxy.controlled_by` is stale (VF-SECTOR-04/05,
    RS-CMDSTN-03, RS-CIVDEF-02): every rule making such a change calls this after it. An edit
    by hand calls ``core.memo.forget`` instead (:func:`forget_control`)."""
    global _changes
    _changes += 1


def forget_control(galaxy: Galaxy) -> None:
    """Drop the control cache of ``galaxy`` (edited by hand: ``core.memo.forget``)."""
    galaxy.__dict__.pop(_CONTROL, None)


class _ControlCache:
    """What :meth:`Galaxy.controlled_by` found, by seat: valid while no rule changed control
    since (``changes``) and for the ``sectors`` list it was scanned in."""

    __slots__ = ("by_seat", "changes", "sectors")

    def __init__(self, sectors: list[Sector]) -> None:
        self.by_seat: dict[int, list[Sector]] = {}
        self.changes = _changes
        self.sectors = sectors


class Galaxy(msgspec.Struct, forbid_unknown_fields=True, dict=True):
    """The map: sectors and edges; a Voidstorm edge is listed in both ``edges`` and
    ``voidstorms`` and blocks adjacency (VF-SECTOR-02/03). The map never changes in a game, so
    both are tuples (shared by clones). ``dict=True`` keeps the control cache on the instance,
    outside its fields: never serialised, compared or cloned, so a clone or a decoded state
    starts without one."""

    sectors: list[Sector]
    edges: tuple[tuple[str, str], ...]
    voidstorms: tuple[tuple[str, str], ...] = ()

    def sector(self, sector_id: str) -> Sector:
        """The sector ``sector_id``; maps list ``s1``, ``s2``, … in order, so the number is
        tried as the position first."""
        position = _POSITION.get(sector_id)
        if position is not None and position < len(self.sectors):
            guess = self.sectors[position]
            if guess.id == sector_id:
                return guess
        for s in self.sectors:
            if s.id == sector_id:
                return s
        raise KeyError(sector_id)

    def neighbours(self, sector_id: str) -> tuple[str, ...]:
        """Sectors sharing an edge not blocked by a Voidstorm (VF-SECTOR-02/03); a sector holding
        a Vanguard is also adjacent to every other one that does (Psionics, RS-VANG-13)."""
        found = _adjacency(self.edges, self.voidstorms).get(sector_id, ())
        if not found or self.sector(sector_id).vanguard == NOBODY:
            return found
        return found + tuple(
            s.id
            for s in self.sectors
            if s.vanguard != NOBODY and s.id != sector_id and s.id not in found
        )

    def adjacency(self) -> dict[str, tuple[str, ...]]:
        """:meth:`neighbours` of every sector, by id (for loops over many sectors; read only)."""
        return _adjacency(self.edges, self.voidstorms)

    def controlled_by(self, seat: int) -> list[Sector]:
        """The sectors ``seat`` controls (VF-SECTOR-04/05, RS-CMDSTN-03, RS-CIVDEF-02), a new
        list; kept by seat until a rule changes control (:func:`control_changed`) or the state
        is edited by hand (``core.memo.forget``)."""
        cache: _ControlCache | None = self.__dict__.get(_CONTROL)
        if cache is None or cache.changes != _changes or cache.sectors is not self.sectors:
            cache = self.__dict__[_CONTROL] = _ControlCache(self.sectors)
        found = cache.by_seat.get(seat)
        if found is None:
            found = cache.by_seat[seat] = self._scan(seat)
        elif CHECK and list(map(id, found)) != list(map(id, self._scan(seat))):
            raise StaleControl(f"the cached control of seat {seat} differs from a fresh scan")
        return found.copy()

    def _scan(self, seat: int) -> list[Sector]:
        """:meth:`controlled_by` from every sector: the owner test comes first and
        :attr:`Sector.held` is written out (hot: a property is a call), in a loop (a
        comprehension is one more call)."""
        found: list[Sector] = []
        for s in self.sectors:
            if (
                s.owner == seat
                and s.home_of == NOBODY
                and (
                    sum(s.fleets.values()) > 0
                    or COMMAND_STATION in s.installations
                    or s.civil_defense
                )
            ) or s.home_of == seat:
                found.append(s)
        return found


_ADJACENCY: dict[tuple[int, int], tuple[object, object, dict[str, tuple[str, ...]]]] = {}


def _adjacency(
    edges: tuple[tuple[str, str], ...], voidstorms: tuple[tuple[str, str], ...]
) -> dict[str, tuple[str, ...]]:
    """Neighbour lists of a map, computed once per map: cached by the identity of its (shared,
    immutable) edge tuples, which the cache keeps alive so that identities are not reused."""
    key = (id(edges), id(voidstorms))
    hit = _ADJACENCY.get(key)
    if hit is not None and hit[0] is edges and hit[1] is voidstorms:
        return hit[2]
    blocked = {frozenset(v) for v in voidstorms}
    out: dict[str, list[str]] = {}
    for a, b in edges:
        if frozenset((a, b)) not in blocked:
            out.setdefault(a, []).append(b)
            out.setdefault(b, []).append(a)
    adjacency = {k: tuple(sorted(v)) for k, v in out.items()}
    if len(_ADJACENCY) >= 256:
        _ADJACENCY.clear()
    _ADJACENCY[key] = (edges, voidstorms, adjacency)
    return adjacency
