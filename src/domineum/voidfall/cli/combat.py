"""``voidfall combat``: the Combat calculator on the command line (VF-COMBAT-01..35)."""

from __future__ import annotations

from typing import Final

import click
import msgspec

from domineum.voidfall.cli.messages import BadInput, text
from domineum.voidfall.model.combat import (
    TECH_LEVELS,
    TECHNOLOGIES,
    CombatFleetType,
    CombatReport,
    CombatStep,
    Fleet,
    Side,
    Technologies,
)
from domineum.voidfall.model.terms import FLEET_POWER_CUBES
from domineum.voidfall.rules.combat import InvalidSide, resolve

LETTERS: Final[dict[str, CombatFleetType]] = {
    "c": "corvette",
    "s": "sentry",
    "d": "destroyer",
    "n": "dreadnought",
    "a": "carrier",
    "v": "voidborn",
}
NO_FLEET: Final = ("", "-")

HELP = f"""Resolve one Voidfall Combat and print its outcome and every step.

Choices are made by the default policy: recall Sentries, then Carriers, Corvettes, Destroyers,
Dreadnoughts; absorb Salvo Damage as early as it helps; use the Destroyers' bonus at once.

\b
FLEET: comma-separated COUNT+LETTER items (COUNT defaults to 1), e.g. 3c,1d
  c Corvette   s Sentry   d Destroyer   n dreadNought   a cArrier   v Voidborn
  "-" means no Fleet Power (a sector held only by Sector Defenses or
  Starbases, e.g. a Fallen House: --defender - --defenses 2).
  A side written with v is the Voidborn: a Voidborn sector as Defender,
  a Skirmish as Invader.

\b
TECH: comma-separated NAME=LEVEL items, e.g. shields=basic,torpedoes=improved
  LEVEL: {", ".join(TECH_LEVELS)}
  NAME:  {", ".join(TECHNOLOGIES[:6])},
         {", ".join(TECHNOLOGIES[6:])}
  Owning Fleet Power of a type implies its Basic Technology.
"""


def parse_fleet(text: str) -> Fleet:
    """A Fleet from the FLEET notation; raises ValueError naming the bad item."""
    fleet = Fleet()
    if text.strip() in NO_FLEET:
        return fleet
    seen: set[str] = set()
    for raw in text.split(","):
        item = raw.strip().lower()
        count, letter = item[:-1], item[-1:]
        if letter not in LETTERS:
            raise ValueError(
                f"unknown fleet letter in {raw.strip()!r} (letters: {', '.join(LETTERS)})"
            )
        if count.startswith("-"):
            raise ValueError(f"negative count in {raw.strip()!r}")
        if count and not count.isdigit():
            raise ValueError(f"bad count in {raw.strip()!r}")
        if letter in seen:
            raise ValueError(f"fleet letter {letter!r} given twice")
        seen.add(letter)
        fleet = fleet.plus(LETTERS[letter], int(count or 1))
    return fleet


def parse_tech(text: str) -> Technologies:
    """Technologies from the TECH notation; raises ValueError naming the bad item."""
    levels: dict[str, str] = {}
    for raw in filter(None, (part.strip() for part in text.split(","))):
        name, _, level = raw.lower().replace("-", "_").partition("=")
        if name not in TECHNOLOGIES:
            raise ValueError(f"unknown Technology {name!r} (known: {', '.join(TECHNOLOGIES)})")
        if level not in TECH_LEVELS:
            raise ValueError(f"bad level in {raw!r} (levels: {', '.join(TECH_LEVELS)})")
        levels[name] = level
    return msgspec.convert(levels, Technologies)


def format_fleet(fleet: Fleet) -> str:
    """A Fleet in the FLEET notation ("-" when empty)."""
    items = [
        f"{fleet.count(kind)}{letter}" for letter, kind in LETTERS.items() if fleet.count(kind)
    ]
    return ",".join(items) or "-"


def _fleet_option(ctx: click.Context, param: click.Parameter, value: str) -> Fleet:
    try:
        return parse_fleet(value)
    except ValueError as error:
        raise click.BadParameter(str(error), ctx, param) from error


def _tech_option(ctx: click.Context, param: click.Parameter, value: str) -> Technologies:
    try:
        return parse_tech(value)
    except ValueError as error:
        raise click.BadParameter(str(error), ctx, param) from error


def _format_step(step: CombatStep) -> list[str]:
    detail = [step.first if step.first == "simultaneous" else f"{step.first} fires first"]
    if step.initiative is not None:
        detail.insert(0, f"initiative {step.initiative.invader} vs {step.initiative.defender}")
    if step.deployed:
        detail.append(f"Carriers deploy {step.deployed}c")
    lines = [f"{step.name} ({', '.join(detail)})"]
    for role in ("invader", "defender"):
        before, after = format_fleet(step.before.get(role)), format_fleet(step.after.get(role))
        dealt, absorbed = step.damage.get(role), step.absorbed.get(role)
        lines.append(f"  {role:<8} {before} -> {after}  deals {dealt}, absorbs {absorbed}")
    lines.append(f"  rules: {', '.join(step.rules)}")
    return lines


def format_report(report: CombatReport) -> str:
    """The report as text: outcome, survivors, removed FP, then each step."""
    lines = [
        f"Outcome: {report.outcome}",
        f"Survivors: invader {format_fleet(report.survivors.invader)}, "
        f"defender {format_fleet(report.survivors.defender)}",
        f"Removed: invader {format_fleet(report.removed.invader)}, "
        f"defender {format_fleet(report.removed.defender)}",
    ]
    for step in report.steps:
        lines += _format_step(step)
    return "\n".join(lines)


COUNT = click.IntRange(min=0)


@click.command("combat", help=HELP)
@click.option(
    "--invader", required=True, metavar="FLEET", callback=_fleet_option, help="Invader's FP."
)
@click.option(
    "--defender", default="-", metavar="FLEET", callback=_fleet_option, help="Defender's FP [-]."
)
@click.option("--defenses", type=COUNT, default=0, help="Defender's Sector Defenses.")
@click.option("--starbases", type=COUNT, default=0, help="Defender's Starbases.")
@click.option("--invader-tech", default="", metavar="TECH", callback=_tech_option, help="[none]")
@click.option("--defender-tech", default="", metavar="TECH", callback=_tech_option, help="[none]")
@click.option(
    "--adjacent-shipyards",
    type=COUNT,
    default=0,
    help="Invader's sectors with a Shipyard/Starbase adjacent to the Combat sector.",
)
@click.option(
    "--defender-adjacent-shipyards",
    type=COUNT,
    default=0,
    help="The same for the Defender (Deep Space Missiles).",
)
@click.option(
    "--active",
    type=COUNT,
    default=None,
    help="Invader's Active FP its Carriers may deploy [one per Carrier FP].",
)
@click.option("--spend-energy", is_flag=True, help="Invader spends 1 Energy (Basic Missiles).")
@click.option("--drones", is_flag=True, help="Invader returns a Trade token (Drones).")
@click.option("--bombard", type=COUNT, default=0, metavar="N", help="Materials spent on Bombard.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def combat_command(
    invader: Fleet,
    defender: Fleet,
    defenses: int,
    starbases: int,
    invader_tech: Technologies,
    defender_tech: Technologies,
    adjacent_shipyards: int,
    defender_adjacent_shipyards: int,
    active: int | None,
    spend_energy: bool,
    drones: bool,
    bombard: int,
    as_json: bool,
) -> None:
    invader_is_voidborn = invader.voidborn > 0
    if invader_is_voidborn and defender.voidborn > 0:
        raise BadInput(text("vf.cli.voidborn_twice"))
    if active is None and not invader_is_voidborn:
        active = min(invader.carrier, max(FLEET_POWER_CUBES - invader.total, 0))
    attack = Side(
        fleet=invader,
        tech=invader_tech,
        adjacent_shipyards=adjacent_shipyards,
        active_fp=active or 0,
        spend_energy=spend_energy,
        return_trade_token=drones,
        bombard_materials=bombard,
        voidborn=invader_is_voidborn,
    )
    defence = Side(
        fleet=defender,
        tech=defender_tech,
        sector_defenses=defenses,
        starbases=starbases,
        adjacent_shipyards=defender_adjacent_shipyards,
        voidborn=defender.voidborn > 0,
    )
    try:
        result = resolve(attack, defence)
    except InvalidSide as error:
        raise click.UsageError(str(error)) from error
    if as_json:
        click.echo(msgspec.json.format(msgspec.json.encode(result), indent=2).decode())
    else:
        click.echo(format_report(result))
