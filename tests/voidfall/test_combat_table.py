"""Table-driven Combat results, computed by hand from T-06, T-07, T-08 (VF-COMBAT-32).

Each row: Invader and Defender in the `voidfall combat` FLEET notation, extra Side fields (``tech``
in the TECH notation), the outcome and each side's survivors. All choices use the default policy
(recall order Sentry, Carrier, Corvette, Destroyer, Dreadnought; absorb as early as it helps; use
the Destroyers' bonus at once). A player Invader always has 2 Active FP for its Carriers (A-08).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

import pytest

from domineum.voidfall.cli.combat import parse_fleet, parse_tech
from domineum.voidfall.model.combat import Side
from domineum.voidfall.rules.combat import resolve


class Row(NamedTuple):
    invader: str
    defender: str
    outcome: str
    survivors: tuple[str, str]
    inv: Mapping[str, Any] = MappingProxyType({})
    dfd: Mapping[str, Any] = MappingProxyType({})


def build(fleet: str, extra: Mapping[str, Any], invader: bool) -> Side:
    parsed = parse_fleet(fleet)
    fields = dict(extra)
    tech = parse_tech(fields.pop("tech", ""))
    if invader and not parsed.voidborn:
        fields.setdefault("active_fp", 2)
    return Side(fleet=parsed, tech=tech, voidborn=parsed.voidborn > 0, **fields)


def check(row: Row) -> None:
    report = resolve(build(row.invader, row.inv, True), build(row.defender, row.dfd, False))
    assert report.outcome == row.outcome
    assert report.survivors.invader == parse_fleet(row.survivors[0])
    assert report.survivors.defender == parse_fleet(row.survivors[1])


NOBODY = ("-", "-")

# T-06: every pair of Fleet types, 2 FP against 2 FP, no Technologies beyond the types' own.
PAIRS = {
    "2c vs 2c": Row("2c", "2c", "tie", NOBODY),
    "2s vs 2c": Row("2s", "2c", "tie", NOBODY),
    "2d vs 2c": Row("2d", "2c", "invader", ("2d", "-")),
    "2n vs 2c": Row("2n", "2c", "invader", ("1n", "-")),
    "2a vs 2c": Row("2a", "2c", "invader", ("2c,1a", "-")),
    "2v vs 2c": Row("2v", "2c", "tie", NOBODY),
    "2c vs 2s": Row("2c", "2s", "defender", ("-", "2s")),
    "2s vs 2s": Row("2s", "2s", "defender", ("-", "2s")),
    "2d vs 2s": Row("2d", "2s", "defender", ("-", "2s")),
    "2n vs 2s": Row("2n", "2s", "invader", ("2n", "-")),
    "2a vs 2s": Row("2a", "2s", "invader", ("2c", "-")),
    "2v vs 2s": Row("2v", "2s", "defender", ("-", "2s")),
    "2c vs 2d": Row("2c", "2d", "tie", NOBODY),
    "2s vs 2d": Row("2s", "2d", "tie", NOBODY),
    "2d vs 2d": Row("2d", "2d", "invader", ("2d", "-")),
    "2n vs 2d": Row("2n", "2d", "invader", ("1n", "-")),
    "2a vs 2d": Row("2a", "2d", "invader", ("2c,1a", "-")),
    "2v vs 2d": Row("2v", "2d", "tie", NOBODY),
    "2c vs 2n": Row("2c", "2n", "defender", ("-", "2n")),
    "2s vs 2n": Row("2s", "2n", "defender", ("-", "2n")),
    "2d vs 2n": Row("2d", "2n", "tie", NOBODY),
    "2n vs 2n": Row("2n", "2n", "defender", ("-", "2n")),
    "2a vs 2n": Row("2a", "2n", "defender", ("-", "1n")),
    "2v vs 2n": Row("2v", "2n", "defender", ("-", "2n")),
    "2c vs 2a": Row("2c", "2a", "defender", ("-", "2a")),
    "2s vs 2a": Row("2s", "2a", "defender", ("-", "2a")),
    "2d vs 2a": Row("2d", "2a", "invader", ("1d", "-")),
    "2n vs 2a": Row("2n", "2a", "defender", ("-", "2a")),
    "2a vs 2a": Row("2a", "2a", "tie", NOBODY),
    "2v vs 2a": Row("2v", "2a", "defender", ("-", "2a")),
    "2c vs 2v": Row("2c", "2v", "tie", NOBODY),
    "2s vs 2v": Row("2s", "2v", "tie", NOBODY),
    "2d vs 2v": Row("2d", "2v", "invader", ("2d", "-")),
    "2n vs 2v": Row("2n", "2v", "invader", ("1n", "-")),
    "2a vs 2v": Row("2a", "2v", "invader", ("2c,1a", "-")),
}


@pytest.mark.parametrize("row", PAIRS.values(), ids=PAIRS.keys())
def test_vf_combat_32_t06_every_pair_of_fleet_types(row: Row) -> None:
    """VF-COMBAT-32, T-06, VF-FLEETTYPE-02..10: each Fleet type against each, both roles."""
    check(row)


def tech_rows(
    name: str,
    invader: str,
    defender: str,
    results: dict[str, tuple[str, tuple[str, str]]],
    role: str,
    inv: dict[str, Any] | None = None,
    dfd: dict[str, Any] | None = None,
) -> dict[str, Row]:
    """One row per level of Technology ``name`` held by ``role`` (level none = without it)."""
    rows = {}
    for level, (outcome, survivors) in results.items():
        tech = {"tech": f"{name}={level}"}
        inv_extra = {**(inv or {}), **(tech if role == "invader" else {})}
        dfd_extra = {**(dfd or {}), **(tech if role == "defender" else {})}
        rows[f"{role} {name}={level}"] = Row(
            invader, defender, outcome, survivors, inv_extra, dfd_extra
        )
    return rows


def same(outcome: str, survivors: tuple[str, str]) -> dict[str, tuple[str, tuple[str, str]]]:
    return {level: (outcome, survivors) for level in ("none", "basic", "improved")}


INV, DFD = "invader", "defender"
SD = {"sector_defenses": 1}
TECHS = {
    # T-07 Shields: Basic = 1 Salvo Absorption; Improved adds 1 Approach Absorption.
    **tech_rows(
        "shields",
        "2c",
        "2c",
        {
            "none": ("defender", ("-", "2c")),
            "basic": ("tie", NOBODY),
            "improved": ("invader", ("2c", "-")),
        },
        INV,
        dfd=SD,
    ),
    **tech_rows(
        "shields",
        "2c",
        "2c",
        {
            "none": ("invader", ("2c", "-")),
            "basic": ("tie", NOBODY),
            "improved": ("defender", ("-", "2c")),
        },
        DFD,
        inv={"tech": "deep_space_missiles=basic", "adjacent_shipyards": 1, "spend_energy": True},
    ),
    # T-07 Targeting: Basic +5 Initiative with a Corvette; Improved always fires first.
    **tech_rows(
        "targeting",
        "1c,1s",
        "2c",
        {
            "none": ("tie", NOBODY),
            "basic": ("invader", ("1c", "-")),
            "improved": ("invader", ("1c", "-")),
        },
        INV,
    ),
    **{
        f"{key}, no Corvette": row
        for key, row in tech_rows(
            "targeting",
            "2s",
            "2c",
            {
                "none": ("tie", NOBODY),
                "basic": ("tie", NOBODY),
                "improved": ("invader", ("1s", "-")),
            },
            INV,
        ).items()
    },
    **tech_rows(
        "targeting",
        "2c",
        "2c",
        {
            "none": ("tie", NOBODY),
            "basic": ("defender", ("-", "1c")),
            "improved": ("defender", ("-", "1c")),
        },
        DFD,
    ),
    # T-07 Torpedoes: +1 Salvo Damage in the first Salvo (Basic) or every Salvo (Improved).
    **tech_rows(
        "torpedoes",
        "3c",
        "5c",
        {
            "none": ("defender", ("-", "3c")),
            "basic": ("defender", ("-", "2c")),
            "improved": ("tie", NOBODY),
        },
        INV,
    ),
    **tech_rows(
        "torpedoes",
        "5c",
        "3c",
        {
            "none": ("invader", ("3c", "-")),
            "basic": ("invader", ("2c", "-")),
            "improved": ("tie", NOBODY),
        },
        DFD,
    ),
    # T-08 Deep Space Missiles: Basic = Invader, 1 Energy, 1 Damage; Improved = 1 per adjacent
    # Shipyard/Starbase sector, at most 2, for either side.
    "invader deep_space_missiles=none": Row("2c", "3c", "defender", ("-", "2c")),
    "invader deep_space_missiles=basic": Row(
        "2c",
        "3c",
        "tie",
        NOBODY,
        {"tech": "deep_space_missiles=basic", "adjacent_shipyards": 2, "spend_energy": True},
    ),
    "invader deep_space_missiles=basic, no Energy": Row(
        "2c",
        "3c",
        "defender",
        ("-", "2c"),
        {"tech": "deep_space_missiles=basic", "adjacent_shipyards": 2},
    ),
    "invader deep_space_missiles=improved": Row(
        "2c",
        "3c",
        "invader",
        ("2c", "-"),
        {"tech": "deep_space_missiles=improved", "adjacent_shipyards": 2},
    ),
    "invader deep_space_missiles=improved, 1 sector": Row(
        "2c",
        "3c",
        "tie",
        NOBODY,
        {"tech": "deep_space_missiles=improved", "adjacent_shipyards": 1},
    ),
    "invader deep_space_missiles=improved, 3 sectors": Row(
        "2c",
        "3c",
        "invader",
        ("2c", "-"),
        {"tech": "deep_space_missiles=improved", "adjacent_shipyards": 3},
    ),
    **tech_rows(
        "deep_space_missiles",
        "3c",
        "2c",
        {
            "none": ("invader", ("2c", "-")),
            "basic": ("invader", ("2c", "-")),
            "improved": ("defender", ("-", "2c")),
        },
        DFD,
        dfd={"adjacent_shipyards": 2},
    ),
    # T-08 Energy Cells: the Defender's +1 Approach Damage once it deals at least 1.
    **tech_rows(
        "energy_cells",
        "3c",
        "2c",
        {
            "none": ("tie", NOBODY),
            "basic": ("defender", ("-", "2c")),
            "improved": ("defender", ("-", "2c")),
        },
        DFD,
        dfd=SD,
    ),
    **{
        f"{key}, no other Approach Damage": row
        for key, row in tech_rows("energy_cells", "2c", "2c", same("tie", NOBODY), DFD).items()
    },
    **tech_rows("energy_cells", "2c", "2c", same("tie", NOBODY), INV),
    # T-08 Autonomous Drones: a returned Trade token gives 1 Approach and 1 or 2 Salvo.
    "invader autonomous_drones=none": Row("2c", "3c", "defender", ("-", "3c"), dfd=SD),
    "invader autonomous_drones=basic": Row(
        "2c",
        "3c",
        "tie",
        NOBODY,
        {"tech": "autonomous_drones=basic", "return_trade_token": True},
        SD,
    ),
    "invader autonomous_drones=basic, no Trade token": Row(
        "2c", "3c", "defender", ("-", "3c"), {"tech": "autonomous_drones=basic"}, SD
    ),
    "invader autonomous_drones=improved": Row(
        "2c",
        "3c",
        "invader",
        ("2c", "-"),
        {"tech": "autonomous_drones=improved", "return_trade_token": True},
        SD,
    ),
    **tech_rows("autonomous_drones", "2c", "2c", same("tie", NOBODY), DFD),
    # T-06 Destroyers: Improved adds 1 Approach Damage for the Invader (FP imply Basic).
    **tech_rows(
        "destroyers",
        "2d",
        "4c",
        {
            "none": ("defender", ("-", "1c")),
            "basic": ("defender", ("-", "1c")),
            "improved": ("invader", ("1d", "-")),
        },
        INV,
    ),
    **tech_rows("destroyers", "2c", "2d", same("tie", NOBODY), DFD),
    # T-06 Dreadnoughts, Carriers, Sentries, Starbases: Improved changes no combat value.
    **tech_rows("dreadnoughts", "2n", "2c", same("invader", ("1n", "-")), INV, dfd=SD),
    **tech_rows("dreadnoughts", "2c", "2n", same("defender", ("-", "2n")), DFD),
    **tech_rows("carriers", "2a", "2c", same("invader", ("2c,1a", "-")), INV),
    **tech_rows("carriers", "2c", "2a", same("defender", ("-", "2a")), DFD),
    **tech_rows("sentries", "2s", "2c", same("tie", NOBODY), INV),
    **tech_rows("sentries", "2c", "2s", same("defender", ("-", "2s")), DFD),
    **tech_rows("starbases", "2c", "2c", same("tie", NOBODY), INV),
    **tech_rows("starbases", "2c", "2c", same("defender", ("-", "2c")), DFD, dfd={"starbases": 1}),
    # T-08 Elevation "Bombard": 1 Approach and 1 Salvo Absorption per 3 Materials.
    **{
        f"invader bombard {materials}": Row(
            "2c", "3c", outcome, survivors, {"bombard_materials": materials}, SD
        )
        for materials, outcome, survivors in (
            (0, "defender", ("-", "3c")),
            (2, "defender", ("-", "3c")),
            (3, "tie", NOBODY),
            (6, "invader", ("2c", "-")),
        )
    },
}


@pytest.mark.parametrize("row", TECHS.values(), ids=TECHS.keys())
def test_vf_combat_32_t07_t08_with_and_without_each_technology(row: Row) -> None:
    """VF-COMBAT-32, T-07, T-08: each combat Technology at none/Basic/Improved, on each side."""
    check(row)
