"""The Combat calculator of the browser (VF-COMBAT-01..35): two sides in, the best line out.

The same search and the same words as ``voidfall combat`` (``rules/combat_search.best`` and the
command's formatter): each side's choices are searched, each side playing for its own result,
and the best line is told step by step with each decision, then every alternative's result.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domineum.server.messages import say
from domineum.voidfall.cli.combat import format_fleet, format_line
from domineum.voidfall.model.combat import (
    FLEET_LETTERS,
    TECH_LEVELS,
    TECHNOLOGIES,
    Fleet,
    Side,
    Technologies,
)
from domineum.voidfall.model.terms import FLEET_POWER_CUBES
from domineum.voidfall.rules.combat import InvalidSide
from domineum.voidfall.rules.combat_search import SearchTooLarge, best

FLEET_TYPES = tuple(FLEET_LETTERS.values())
# A House side has at most its 14 Fleet Power cubes (VF-COMP-04); Voidborn FP cubes are
# unlimited (VF-COMP-01), the page takes up to MAX_VOIDBORN. What bounds the page is the search:
# it grows with the mix of Fleet types on both sides (8 FP of four types against 8 of three:
# about 45,000 positions; 14 against 14 of four types each: about 2 million), so it remembers at
# most MAX_POSITIONS positions (a few seconds) and refuses a larger Combat plainly;
# `voidfall combat` searches without a bound.
MAX_VOIDBORN = 99
MAX_POSITIONS = 50_000
MAX_TOKENS = 3  # Sector Defenses, Starbases, adjacent Shipyards, Bombard Materials


class BadCombat(ValueError):
    """A calculator request that does not describe a Combat (the message says what is wrong)."""


def _count(raw: object, what: str, most: int) -> int:
    if raw is None or raw == "":
        return 0
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw <= most:
        raise BadCombat(f"{what} must be a whole number from 0 to {most}")
    return raw


def _fleet(raw: object, role: str) -> tuple[Fleet, bool]:
    if not isinstance(raw, dict):
        raise BadCombat(f"the {role}'s fleet must be an object of counts by Fleet type")
    unknown = set(raw) - set(FLEET_TYPES)
    if unknown:
        raise BadCombat(f"unknown Fleet type {sorted(unknown)[0]!r} for the {role}")
    counts = {
        t: _count(
            raw.get(t),
            f"the {role}'s {t} Fleet Power",
            MAX_VOIDBORN if t == "voidborn" else FLEET_POWER_CUBES,
        )
        for t in FLEET_TYPES
    }
    house_fp = sum(n for t, n in counts.items() if t != "voidborn")
    if house_fp > FLEET_POWER_CUBES:
        raise BadCombat(
            say(
                "server.combat.house_fp",
                most=FLEET_POWER_CUBES,
                rule="VF-COMP-04",
                role=role,
                fp=house_fp,
            )
        )
    voidborn = counts["voidborn"] > 0
    if voidborn and any(n for t, n in counts.items() if t != "voidborn"):
        raise BadCombat(f"the {role} is either the Voidborn or a House, not both")
    return msgspec.convert(counts, Fleet), voidborn


def _tech(raw: object, role: str) -> Technologies:
    if raw is None:
        return Technologies()
    if not isinstance(raw, dict):
        raise BadCombat(f"the {role}'s Technologies must be an object of levels by name")
    for name, level in raw.items():
        if name not in TECHNOLOGIES:
            raise BadCombat(f"unknown Technology {name!r} for the {role}")
        if level not in TECH_LEVELS:
            raise BadCombat(f"the level of {name} must be one of {', '.join(TECH_LEVELS)}")
    return msgspec.convert(dict(raw), Technologies)


def calculate(request: dict[str, Any]) -> dict[str, Any]:
    """The best line of one Combat; raises :class:`BadCombat` naming what is wrong."""
    invader_fleet, invader_void = _fleet(request.get("invader", {}), "Invader")
    defender_fleet, defender_void = _fleet(request.get("defender", {}), "Defender")
    active = 0
    if not invader_void:  # the Carriers may deploy the Active FP left (as `voidfall combat`)
        active = min(invader_fleet.carrier, max(FLEET_POWER_CUBES - invader_fleet.total, 0))
    invader = Side(
        fleet=invader_fleet,
        tech=_tech(request.get("invader_tech"), "Invader"),
        adjacent_shipyards=_count(
            request.get("adjacent_shipyards"), "the Invader's adjacent Shipyards", MAX_TOKENS
        ),
        active_fp=active,
        spend_energy=bool(request.get("spend_energy", False)),
        return_trade_token=bool(request.get("drones", False)),
        bombard_materials=_count(request.get("bombard"), "the Bombard Materials", MAX_TOKENS),
        voidborn=invader_void,
    )
    defender = Side(
        fleet=defender_fleet,
        tech=_tech(request.get("defender_tech"), "Defender"),
        sector_defenses=_count(request.get("defenses"), "the Sector Defenses", MAX_TOKENS),
        starbases=_count(request.get("starbases"), "the Starbases", MAX_TOKENS),
        adjacent_shipyards=_count(
            request.get("defender_adjacent_shipyards"),
            "the Defender's adjacent Shipyards",
            MAX_TOKENS,
        ),
        voidborn=defender_void,
    )
    if not invader_fleet.total and not invader_void:
        raise BadCombat("the Invader needs Fleet Power (or is the Voidborn)")
    try:
        line = best(invader, defender, limit=MAX_POSITIONS)
    except InvalidSide as exc:
        raise BadCombat(f"{exc.reason} ({exc.rule_id})") from None
    except SearchTooLarge as exc:
        raise BadCombat(say("server.combat.too_large", positions=f"{exc.limit:,}")) from None
    report = line.report
    return {
        "outcome": report.outcome,
        "survivors": {
            "invader": format_fleet(report.survivors.invader),
            "defender": format_fleet(report.survivors.defender),
        },
        "lines": format_line(line, invader, defender).split("\n"),
    }
