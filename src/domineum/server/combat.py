"""The Combat calculator of the browser (VF-COMBAT-01..35): two sides in, the best line out.

The same search and the same words as ``voidfall combat`` (``rules/combat_search.best`` and the
command's formatter): each side's choices are searched, each side playing for its own result,
and the best line is told step by step with each decision, then every alternative's result.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domineum.server import web_messages  # noqa: F401  (registers the side names)
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
from domineum.voidfall.present.cardtext import term
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


def _count(raw: object, field: str, most: int) -> int:
    if raw is None or raw == "":
        return 0
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw <= most:
        raise BadCombat(say("server.combat.count", field=field, most=most))
    return raw


def _fleet(raw: object, role: str) -> tuple[Fleet, bool]:
    if not isinstance(raw, dict):
        raise BadCombat(say("server.combat.fleet", field=role))
    unknown = set(raw) - set(FLEET_TYPES)
    if unknown:
        raise BadCombat(say("server.combat.fleet_type", name=sorted(unknown)[0], field=role))
    counts = {
        t: _count(
            raw.get(t),
            f"{role}.{t}",
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
                role=say(f"web.combat.{role}"),
                fp=house_fp,
            )
        )
    voidborn = counts["voidborn"] > 0
    if voidborn and any(n for t, n in counts.items() if t != "voidborn"):
        raise BadCombat(say("server.combat.both", field=role))
    return msgspec.convert(counts, Fleet), voidborn


def _tech(raw: object, field: str) -> Technologies:
    if raw is None:
        return Technologies()
    if not isinstance(raw, dict):
        raise BadCombat(say("server.combat.tech", field=field))
    for name, level in raw.items():
        if name not in TECHNOLOGIES:
            raise BadCombat(say("server.combat.tech_name", name=name, field=field))
        if level not in TECH_LEVELS:
            raise BadCombat(say("server.combat.level", name=name, levels=", ".join(TECH_LEVELS)))
    return msgspec.convert(dict(raw), Technologies)


def calculate(request: dict[str, Any]) -> dict[str, Any]:
    """The best line of one Combat; raises :class:`BadCombat` naming what is wrong."""
    invader_fleet, invader_void = _fleet(request.get("invader", {}), "invader")
    defender_fleet, defender_void = _fleet(request.get("defender", {}), "defender")
    active = 0
    if not invader_void:  # the Carriers may deploy the Active FP left (as `voidfall combat`)
        active = min(invader_fleet.carrier, max(FLEET_POWER_CUBES - invader_fleet.total, 0))
    invader = Side(
        fleet=invader_fleet,
        tech=_tech(request.get("invader_tech"), "invader_tech"),
        adjacent_shipyards=_count(
            request.get("adjacent_shipyards"), "adjacent_shipyards", MAX_TOKENS
        ),
        active_fp=active,
        spend_energy=bool(request.get("spend_energy", False)),
        return_trade_token=bool(request.get("drones", False)),
        bombard_materials=_count(request.get("bombard"), "bombard", MAX_TOKENS),
        voidborn=invader_void,
    )
    defender = Side(
        fleet=defender_fleet,
        tech=_tech(request.get("defender_tech"), "defender_tech"),
        sector_defenses=_count(request.get("defenses"), "defenses", MAX_TOKENS),
        starbases=_count(request.get("starbases"), "starbases", MAX_TOKENS),
        adjacent_shipyards=_count(
            request.get("defender_adjacent_shipyards"),
            "defender_adjacent_shipyards",
            MAX_TOKENS,
        ),
        voidborn=defender_void,
    )
    if not invader_fleet.total and not invader_void:
        raise BadCombat(say("server.combat.no_fleet"))
    try:
        line = best(invader, defender, limit=MAX_POSITIONS)
    except InvalidSide as exc:
        raise BadCombat(f"{exc.reason} ({exc.rule_id})") from None
    except SearchTooLarge as exc:
        raise BadCombat(say("server.combat.too_large", positions=f"{exc.limit:,}")) from None
    report = line.report
    return {
        "outcome": report.outcome,
        "winner": term("outcome", report.outcome),
        "survivors": {
            "invader": format_fleet(report.survivors.invader),
            "defender": format_fleet(report.survivors.defender),
        },
        "lines": format_line(line, invader, defender).split("\n"),
    }
