"""Combat against the Voidborn Arsenal: each type's abilities (RS-ARSENAL-02/-04,
RS-VBFLEET-01, -03..05, -08, -10, -12, -17, -20; T-RS-17). Values worked out by hand."""

from __future__ import annotations

import msgspec

from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.rules import invasion
from domineum.voidfall.rules.combat import resolve
from tests.voidfall.arsenal.test_arsenal_invasion import t_rs_18


def vb(**fp: int) -> Side:
    return Side(fleet=Fleet(**fp), voidborn=True)


def red(corvettes: int) -> Side:
    return Side(fleet=Fleet(corvette=corvettes))


def test_t_rs_17_destroyer_joiner_computed_combat() -> None:
    """T-RS-17, RS-VBFLEET-08: 2 virtual Corvettes + a Destroyer against 2 Corvettes: the
    Destroyer's Approach Damage takes 1; Salvo 1 Initiative 4 vs 1, 1 + 1 first-Salvo Damage."""
    r = resolve(vb(voidborn=2, voidborn_destroyer=1), red(2))
    approach, salvo = r.steps[0], r.steps[1]
    assert approach.damage.invader == 1 and "RS-VBFLEET-08" in approach.rules
    assert salvo.initiative is not None
    assert (salvo.initiative.invader, salvo.initiative.defender) == (4, 1)
    assert salvo.damage.invader == 2 and "RS-VBFLEET-08" in salvo.rules
    assert r.outcome == "invader"
    assert r.removed.defender == Fleet(corvette=2)
    assert r.survivors.invader == Fleet(voidborn=2, voidborn_destroyer=1)


def test_rs_vbfleet_08_10_destroyer_bonus_only_as_invader() -> None:
    """RS-VBFLEET-08, RS-VBFLEET-10, RS-ARSENAL-04: as the Defender a Destroyer gives only its 1
    Initiative per FP, no Damage bonus."""
    r = resolve(red(1), vb(voidborn_destroyer=2))
    salvo = r.steps[1]
    assert salvo.initiative is not None and salvo.initiative.defender == 2
    assert r.steps[0].damage.defender == 0
    assert salvo.damage.defender == 1


def test_rs_vbfleet_04_dreadnought_initiative_in_total_either_role() -> None:
    """RS-VBFLEET-04: +1 Initiative in total, not per FP, as Invader and as Defender."""
    as_defender = resolve(red(4), vb(voidborn_dreadnought=2, voidborn=1))
    assert as_defender.steps[1].initiative is not None
    assert as_defender.steps[1].initiative.defender == 4  # 3 FP + 1
    as_invader = resolve(vb(voidborn_dreadnought=2), red(5))
    assert as_invader.steps[1].initiative is not None
    assert as_invader.steps[1].initiative.invader == 3


def test_rs_vbfleet_03_dreadnought_approach_absorption_as_invader() -> None:
    """RS-VBFLEET-03: a joining Dreadnought cancels 1 Approach Damage (here a Sector Defense)."""
    defender = Side(fleet=Fleet(corvette=1), sector_defenses=1)
    r = resolve(vb(voidborn=1, voidborn_dreadnought=1), defender)
    assert r.steps[0].absorbed.invader == 1 and "RS-VBFLEET-03" in r.steps[0].rules
    plain = resolve(vb(voidborn=2), defender)
    assert plain.steps[0].absorbed.invader == 0


def test_rs_vbfleet_05_dreadnought_salvo_absorption_as_defender() -> None:
    """RS-VBFLEET-05 (AMBIG A36: 1 in total): the defending Dreadnoughts cancel 1 Salvo Damage
    once, however many Dreadnought FP."""
    r = resolve(red(2), vb(voidborn_dreadnought=3))
    salvo = r.steps[1]
    assert salvo.absorbed.defender == 1
    later = [s.absorbed.defender for s in r.steps[2:]]
    assert sum(later) == 0


def test_rs_vbfleet_20_damage_to_corvettes_first() -> None:
    """RS-VBFLEET-20 (AMBIG A16 default order): Corvettes take Damage first, then Mirage,
    Siphon, Dreadnought, Destroyer; the Voidborn is never asked."""
    r = resolve(
        Side(fleet=Fleet(corvette=3), sector_defenses=0),
        vb(voidborn=1, voidborn_mirage=1, voidborn_siphon=1, voidborn_destroyer=1),
    )
    first = r.steps[1]
    lost = first.before.defender.voidborn_total - first.after.defender.voidborn_total
    assert lost >= 1 and first.after.defender.voidborn == 0
    order = [s.after.defender for s in r.steps[1:]]
    # a Destroyer is only lost once the Mirage and Siphon are gone
    for fleet in order:
        if fleet.voidborn_destroyer == 0:
            assert fleet.voidborn_mirage == fleet.voidborn_siphon == 0


def test_rs_vbfleet_01_12_17_corvette_mirage_siphon_fight_alike() -> None:
    """RS-VBFLEET-01, RS-VBFLEET-12, RS-VBFLEET-17, RS-ARSENAL-04: a Corvette, a Mirage and a
    Siphon FP each give just
    1 Initiative: the same Combat whichever of them defends."""
    results = [
        resolve(red(2), vb(**{kind: 2}))
        for kind in ("voidborn", "voidborn_mirage", "voidborn_siphon")
    ]
    outcomes = {(r.outcome, r.removed.invader, r.steps[1].initiative) for r in results}
    assert len(outcomes) == 1


def test_rs_vbfleet_05_a36_alternative_per_fp_behind_a_rules_option() -> None:
    """RS-VBFLEET-05, AMBIG A36: 5 Corvettes against 2 Dreadnought FP. By default (1 in total):
    Salvo 1 (5 vs 3) absorbed, Red 4; Salvo 2 (4 vs 3) one Dreadnought FP lost, Red 3; Salvo 3
    Red wins with 3. With the option (1 per FP) Salvo 2's Damage is absorbed too: Salvo 3 (3 vs
    3) and 4 (2 vs 2) trade 1 each way, Red wins with 1."""
    total = Side(fleet=Fleet(voidborn_dreadnought=2), voidborn=True)
    per_fp = msgspec.structs.replace(total, dreadnought_absorption_per_fp=True)
    default, option = resolve(red(5), total), resolve(red(5), per_fp)
    assert sum(s.absorbed.defender for s in default.steps) == 1
    assert default.survivors.invader == Fleet(corvette=3)
    assert sum(s.absorbed.defender for s in option.steps) == 2
    assert option.survivors.invader == Fleet(corvette=1)
    state = t_rs_18(s5={"voidborn": 2, "arsenal": {"dreadnought": 2}, "glory": [], "bounty": []})
    sector = state.galaxy.sector("s5")
    assert not invasion.defender_side(state, sector).dreadnought_absorption_per_fp
    state.config = msgspec.structs.replace(state.config, options=(invasion.DREADNOUGHT_PER_FP,))
    assert invasion.defender_side(state, sector).dreadnought_absorption_per_fp
