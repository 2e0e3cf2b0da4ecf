"""Voidborn Fleet Power in a sector, by Voidborn type: tokens, limits, adding, removing, Combat
losses (VF-FLEET-20..22; RS-ARSENAL-01, -05, RS-VBFLEET-20, -21, RS-LIMITS).

Without Voidborn Arsenal a sector's ``arsenal`` stays empty, every Voidborn FP is a Corvette,
and these helpers do exactly what the base rules do.
"""

from __future__ import annotations

from collections.abc import Iterable

from domineum.voidfall.model.arsenal import (
    ARSENAL_TOKENS,
    COMBAT_TYPE,
    DAMAGE_ORDER,
    MAX_TOKENS,
    PROFILES,
    TOKEN_FP,
)
from domineum.voidfall.model.combat import Fleet
from domineum.voidfall.model.galaxy import Galaxy, Sector
from domineum.voidfall.model.terms import VOIDBORN_TYPES, VoidbornType


def _tokens(fp: int) -> int:
    return -(-fp // TOKEN_FP)


def tokens(sector: Sector) -> dict[VoidbornType, int]:
    """Voidborn Fleet tokens in the sector by type, 1-3 FP each (VF-FLEET-20, RS-LIMITS-05)."""
    return {kind: _tokens(sector.voidborn_of(kind)) for kind in VOIDBORN_TYPES}


def corvette_tokens_allowed(sector: Sector) -> int:
    """Corvette tokens the sector's icon allows: 1, or 2/3 for special sectors (VF-FLEET-21)."""
    return _tokens(sector.voidborn_limit)


def token_limit(sector: Sector) -> int:
    """Voidborn Fleet tokens of all types the sector may hold: one more than its Corvette tokens,
    never more than 3 (RS-LIMITS-01..04)."""
    allowed = corvette_tokens_allowed(sector)
    return min(allowed + 1, MAX_TOKENS) if allowed else 0


def room(sector: Sector, kind: VoidbornType = "corvette") -> int:
    """Voidborn FP of ``kind`` that may still be placed here (VF-FLEET-21, -22, RS-LIMITS).

    Corvettes stay within the sector's FP limit and Corvette tokens; an Arsenal type fills its
    own tokens; together never above `token_limit`. A Voidborn-immune sector takes none
    (VF-ABANDON-05). Hot (every Voidborn placement and abandonment asks it): ``Sector.corvettes``,
    :func:`_tokens`, :func:`corvette_tokens_allowed` and :func:`token_limit` are written out.
    """
    if sector.voidborn_immune:
        return 0
    arsenal = sector.arsenal
    corvettes = sector.voidborn - sum(arsenal.values())
    have = corvettes if kind == "corvette" else arsenal.get(kind, 0)  # voidborn_of
    corvette_tokens = -(-corvettes // TOKEN_FP)
    held = corvette_tokens + sum([-(-fp // TOKEN_FP) for fp in arsenal.values()])  # every type's
    allowed = -(-sector.voidborn_limit // TOKEN_FP)  # Corvette tokens (VF-FLEET-21)
    free_tokens = (min(allowed + 1, MAX_TOKENS) if allowed else 0) - held  # RS-LIMITS-01..04
    if kind == "corvette":
        cap = min(sector.voidborn_limit, TOKEN_FP * min(allowed, corvette_tokens + free_tokens))
    else:
        cap = TOKEN_FP * (-(-have // TOKEN_FP) + free_tokens)
    return max(0, cap - have)


def fits(sector: Sector, counts: dict[VoidbornType, int]) -> bool:
    """Whether a sector may hold exactly these Voidborn FP by type (RS-LIMITS-01..04, T-RS-20)."""
    held = {kind: _tokens(counts.get(kind, 0)) for kind in VOIDBORN_TYPES}
    corvettes = counts.get("corvette", 0)
    return (
        not (sector.voidborn_immune and any(counts.values()))
        and corvettes <= sector.voidborn_limit
        and held["corvette"] <= corvette_tokens_allowed(sector)
        and sum(held.values()) <= token_limit(sector)
    )


def in_supply(galaxy: Galaxy, kind: VoidbornType) -> int:
    """Arsenal Fleet tokens of ``kind`` not on the map (RS-ARSENAL-03); Corvettes: unbounded."""
    if kind == "corvette":
        return 1 << 30
    used = sum(_tokens(s.arsenal.get(kind, 0)) for s in galaxy.sectors)
    return ARSENAL_TOKENS[kind] - used


def supplied_room(galaxy: Galaxy, sector: Sector, kind: VoidbornType) -> int:
    """`room` for ``kind``, with only the Arsenal tokens left in the supply for new tokens
    (RS-ARSENAL-03)."""
    free = room(sector, kind)
    if kind == "corvette":
        return free
    partial = -sector.voidborn_of(kind) % TOKEN_FP  # room left on its tokens already there
    return min(free, partial + TOKEN_FP * max(0, in_supply(galaxy, kind)))


def add(sector: Sector, kind: VoidbornType, amount: int, limit: bool = True) -> int:
    """Place ``amount`` Voidborn FP of ``kind``; with ``limit``, only up to `room` (VF-FLEET-22).

    Returns how many were placed. The base "add a Voidborn Fleet Power" adds Corvettes
    (RS-ARSENAL-05). ``limit=False`` is for a Skirmish's survivors (VF-FLEET-22's exception).
    """
    if amount < 0:
        raise ValueError(f"cannot add {amount} Voidborn Fleet Power")
    placed = min(amount, room(sector, kind)) if limit else amount
    sector.voidborn += placed
    if kind != "corvette" and placed:
        sector.arsenal[kind] = sector.arsenal.get(kind, 0) + placed
    return placed


def take(sector: Sector, kind: VoidbornType, amount: int = 1) -> None:
    """Take ``amount`` Voidborn FP of exactly ``kind`` out of the sector (a joiner leaving, a
    Combat loss); raises ValueError if there are not that many."""
    have = sector.voidborn_of(kind)
    if not 0 <= amount <= have:
        raise ValueError(f"{sector.id} has {have} Voidborn {kind} Fleet Power, not {amount}")
    sector.voidborn -= amount
    if kind != "corvette" and amount:
        if have - amount:
            sector.arsenal[kind] = have - amount
        else:
            del sector.arsenal[kind]


def removal(sector: Sector, amount: int, order: Iterable[VoidbornType] = DAMAGE_ORDER) -> Fleet:
    """Which Voidborn FP an effect removing ``amount`` takes: Corvettes first, then ``order``
    (RS-VBFLEET-21; AMBIG A16). Nothing is changed: see `remove`."""
    out = Fleet()
    left = min(amount, sector.voidborn)
    for kind in order:
        n = min(left, sector.voidborn_of(kind))
        if n:
            out = out.plus(PROFILES[kind].combat, n)
            left -= n
    return out


def remove(sector: Sector, amount: int, order: Iterable[VoidbornType] = DAMAGE_ORDER) -> Fleet:
    """Remove up to ``amount`` Voidborn FP, Corvettes first (RS-VBFLEET-21); returns what went."""
    gone = removal(sector, amount, order)
    remove_lost(sector, gone)
    return gone


def remove_lost(sector: Sector, lost: Fleet) -> None:
    """Take a Combat's Voidborn losses, type by type, out of the sector (VF-COMBAT-08)."""
    for combat_kind, kind in COMBAT_TYPE.items():
        take(sector, kind, lost.count(combat_kind))


def fleet(sector: Sector) -> Fleet:
    """The sector's Voidborn FP as a Combat Fleet, by type (RS-ARSENAL-02)."""
    out = Fleet(voidborn=sector.corvettes)
    for kind, n in sector.arsenal.items():
        out = out.plus(PROFILES[kind].combat, n)
    return out


def clear(sector: Sector) -> None:
    """No Voidborn FP left in the sector."""
    sector.voidborn = 0
    sector.arsenal.clear()


def lost_by_type(lost: Fleet) -> dict[VoidbornType, int]:
    """A Combat's Voidborn losses by Voidborn type (for the destruction rewards, RS-VBFLEET-19)."""
    return {kind: lost.count(c) for c, kind in COMBAT_TYPE.items() if lost.count(c)}
