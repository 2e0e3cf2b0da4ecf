"""Voidborn types on a sector: limits, placing, removing, Combat fleets (RS-LIMITS,
RS-VBFLEET-21, RS-ARSENAL-01/-03/-05, RS-MOD-08; the scenario T-RS-20)."""

from __future__ import annotations

import pytest

from domineum.voidfall.model.combat import Fleet
from domineum.voidfall.model.galaxy import Galaxy, Sector
from domineum.voidfall.model.terms import VoidbornType
from domineum.voidfall.rules import fleet as base_fleet
from domineum.voidfall.rules import voidborn_fleets as vb


def sector(limit: int = 3, **fp: int) -> Sector:
    s = Sector(id="s1", voidborn_limit=limit)
    for kind, n in fp.items():
        vb.add(s, kind, n, limit=False)  # type: ignore[arg-type]
    return s


def test_rs_mod_08_base_voidborn_are_corvettes() -> None:
    """RS-MOD-08, RS-ARSENAL-05: the base "add Voidborn FP" adds Corvettes; a sector without
    Arsenal FP has only Corvettes and the base room (VF-FLEET-21)."""
    s = Sector(id="s1", voidborn_limit=3)
    assert base_fleet.place_voidborn(s, 5) == 3
    assert (s.voidborn, s.corvettes, s.arsenal) == (3, 3, {})
    assert vb.fleet(s) == Fleet(voidborn=3)


def test_rs_limits_01_standard_sector_one_arsenal_token() -> None:
    """RS-LIMITS-01 (T-RS-20): 1 Corvette token + 1 Arsenal token, no more."""
    s = sector(corvette=3)
    assert vb.room(s, "dreadnought") == 3
    assert vb.add(s, "dreadnought", 1) == 1
    assert vb.room(s, "siphon") == 0
    assert vb.add(s, "siphon", 1) == 0
    assert vb.fits(s, {"corvette": 3, "dreadnought": 1})
    assert not vb.fits(s, {"corvette": 3, "dreadnought": 1, "siphon": 1})
    assert vb.room(s, "corvette") == 0


def test_rs_limits_02_two_corvette_tokens_three_in_all() -> None:
    """RS-LIMITS-02 (T-RS-20): 2 Corvette tokens + 1 Mirage accepted; + 2 Arsenal rejected."""
    s = sector(limit=6, corvette=6)
    assert vb.fits(s, {"corvette": 6, "mirage": 1})
    assert not vb.fits(s, {"corvette": 6, "mirage": 1, "siphon": 1})
    assert vb.fits(s, {"corvette": 3, "mirage": 1, "siphon": 1})  # 1 or 2 Arsenal tokens
    assert not vb.fits(s, {"corvette": 7})  # never 3 Corvette tokens there


def test_rs_limits_03_04_three_tokens_shared() -> None:
    """RS-LIMITS-03, RS-LIMITS-04 (T-RS-20): a 3-token sector: 1 Corvette + 2 Siphon tokens
    accepted, a 4th
    token rejected, 3 Destroyer tokens accepted; never more than 3 tokens."""
    s = sector(limit=9)
    assert vb.fits(s, {"corvette": 1, "siphon": 6})
    assert not vb.fits(s, {"corvette": 1, "siphon": 6, "mirage": 1})
    assert vb.fits(s, {"destroyer": 9})
    assert not vb.fits(s, {"corvette": 9, "destroyer": 1})
    assert vb.token_limit(s) == 3


def test_rs_limits_06_a_rift_holds_three_tokens_at_most() -> None:
    """RS-LIMITS-06 (with RS-LIMITS-04): a Rift sector, like any, holds at most 3 Voidborn Fleet
    tokens of all types, whatever its Fleet Power limit."""
    rift = Sector(id="s9", type="rift", voidborn_limit=9)
    assert vb.token_limit(rift) == 3
    assert vb.fits(rift, {"corvette": 3, "dreadnought": 1, "mirage": 1})
    assert not vb.fits(rift, {"corvette": 3, "dreadnought": 1, "mirage": 1, "siphon": 1})


def test_rs_limits_05_token_holds_three_fp() -> None:
    """RS-LIMITS-05 (data gap 12, authored): a Voidborn token of any type holds 1-3 FP."""
    s = sector(corvette=1, destroyer=3)
    assert vb.tokens(s)["destroyer"] == 1
    assert vb.room(s, "destroyer") == 0
    assert vb.room(s, "corvette") == 2


def test_voidborn_immune_sector_takes_none() -> None:
    """VF-ABANDON-05 holds for every type (RS-LIMITS)."""
    s = Sector(id="s1", voidborn_immune=True)
    assert all(vb.room(s, k) == 0 for k in ("corvette", "siphon"))
    assert not vb.fits(s, {"mirage": 1})


def test_rs_vbfleet_21_removal_takes_corvettes_first() -> None:
    """RS-VBFLEET-21 (T-RS-11): removing Voidborn FP takes Corvettes first, then A16's order."""
    s = sector(corvette=1, dreadnought=1, mirage=1)
    assert vb.removal(s, 1) == Fleet(voidborn=1)
    assert vb.remove(s, 2) == Fleet(voidborn=1, voidborn_mirage=1)
    assert (s.voidborn, s.arsenal, s.corvettes) == (1, {"dreadnought": 1}, 0)


def test_remove_lost_and_take() -> None:
    """Combat losses leave by type (VF-COMBAT-08); taking more than there is is refused."""
    s = sector(corvette=2, destroyer=1)
    vb.remove_lost(s, Fleet(voidborn=1, voidborn_destroyer=1))
    assert (s.voidborn, s.arsenal) == (1, {})
    with pytest.raises(ValueError, match="destroyer"):
        vb.take(s, "destroyer")
    with pytest.raises(ValueError):
        vb.add(s, "siphon", -1)


def test_rs_arsenal_01_combat_fleet_by_type() -> None:
    """RS-ARSENAL-01/-02: a sector's Voidborn fight by type; losses map back to types."""
    s = sector(corvette=2, siphon=1, destroyer=1)
    f = vb.fleet(s)
    assert f == Fleet(voidborn=2, voidborn_siphon=1, voidborn_destroyer=1)
    assert f.voidborn_total == 4
    assert vb.lost_by_type(f) == {"corvette": 2, "destroyer": 1, "siphon": 1}


def test_rs_arsenal_03_token_supply() -> None:
    """RS-ARSENAL-03: 7 Dreadnought, 6 Destroyer, 6 Mirage, 7 Siphon tokens."""
    sectors = [sector(destroyer=3) for _ in range(2)]
    g = Galaxy(sectors=sectors, edges=())
    kinds: tuple[VoidbornType, ...] = ("dreadnought", "destroyer", "mirage", "siphon")
    assert [vb.in_supply(g, k) for k in kinds] == [7, 4, 6, 7]
