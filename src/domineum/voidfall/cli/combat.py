"""``voidfall combat``: the Combat calculator on the command line (VF-COMBAT-01..35)."""

from __future__ import annotations

from typing import Final

import click
import msgspec

from domineum.kernel import messages
from domineum.voidfall.content import messages as _english  # noqa: F401  (registers the English text)
from domineum.voidfall.model.combat import (
    FLEET_LETTERS,
    ROLES,
    TECH_LEVELS,
    TECHNOLOGIES,
    CombatReport,
    CombatStep,
    Fleet,
    Role,
    Side,
    Technologies,
)
from domineum.voidfall.model.terms import FLEET_POWER_CUBES
from domineum.voidfall.present.cardtext import combat_step, term
from domineum.voidfall.rules.combat import InvalidSide, resolve
from domineum.voidfall.rules.combat_search import Decision, Line, Setup, best, result

NO_FLEET: Final = ("", "-")

HELP = f"""Resolve one Voidfall Combat and print its outcome and every step.

Both sides play best: every choice each side has (which FP to recall, when to use Salvo
Absorption and the Destroyers' bonus, how many Corvettes the Carriers deploy, which of the
Invader's spends to make: at most those given) is searched, each side for its own best result
(a win, then a tie, then a loss; then the most of its own FP left). The best line is shown step
by step with each decision, then the result of every alternative, one line each.
--naive instead plays the fixed order: recall Sentries, then Carriers, Corvettes, Destroyers,
Dreadnoughts; absorb Salvo Damage as early as it helps; use the Destroyers' bonus at once; make
every spend given.

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
        if letter not in FLEET_LETTERS:
            raise ValueError(
                messages.render(
                    "vf.combat.fleet_letter", item=raw.strip(), known=", ".join(FLEET_LETTERS)
                )
            )
        if count.startswith("-"):
            raise ValueError(messages.render("vf.combat.negative_count", item=raw.strip()))
        if count and not count.isdigit():
            raise ValueError(messages.render("vf.combat.bad_count", item=raw.strip()))
        if letter in seen:
            raise ValueError(messages.render("vf.combat.letter_twice", letter=letter))
        seen.add(letter)
        fleet = fleet.plus(FLEET_LETTERS[letter], int(count or 1))
    return fleet


def names_voidborn(text: str) -> bool:
    """Whether a FLEET text names the Voidborn (``v``), even with 0 FP (a Skirmish of 0)."""
    return any(item.strip().lower().endswith("v") for item in text.split(","))


def parse_tech(text: str) -> Technologies:
    """Technologies from the TECH notation; raises ValueError naming the bad item."""
    levels: dict[str, str] = {}
    for raw in filter(None, (part.strip() for part in text.split(","))):
        name, _, level = raw.lower().replace("-", "_").partition("=")
        if name not in TECHNOLOGIES:
            raise ValueError(
                messages.render("vf.combat.unknown_tech", name=name, known=", ".join(TECHNOLOGIES))
            )
        if level not in TECH_LEVELS:
            raise ValueError(
                messages.render("vf.combat.bad_level", item=raw, known=", ".join(TECH_LEVELS))
            )
        if name in levels:
            raise ValueError(messages.render("vf.combat.tech_twice", tech=name))
        levels[name] = level
    return msgspec.convert(levels, Technologies)


def format_fleet(fleet: Fleet) -> str:
    """A Fleet in the FLEET notation ("-" when empty)."""
    items = [
        f"{fleet.count(kind)}{letter}"
        for letter, kind in FLEET_LETTERS.items()
        if fleet.count(kind)
    ]
    return ",".join(items) or "-"


def _fleet_option(ctx: click.Context, param: click.Parameter, value: str) -> Fleet:
    try:
        fleet = parse_fleet(value)
    except ValueError as error:
        raise click.BadParameter(str(error), ctx, param) from error
    # "0v" is the Voidborn with 0 FP (A-29, VF-SKIRMISH-06), not a player without FP
    ctx.meta[f"voidborn_{param.name}"] = names_voidborn(value)
    return fleet


def _tech_option(ctx: click.Context, param: click.Parameter, value: str) -> Technologies:
    try:
        return parse_tech(value)
    except ValueError as error:
        raise click.BadParameter(str(error), ctx, param) from error


def _words(msg: str, **params: object) -> str:
    return messages.render(msg, **params)


def _role(role: str) -> str:
    """``invader``, ``defender`` (or ``tie``, an outcome) in words."""
    return _words(f"vf.combat.role.{role}")


def _who_first(step: CombatStep, sides: dict[Role, Side]) -> str:
    """Why a side fires first, in words (VF-COMBAT-22..25)."""
    ini = step.initiative
    if ini is None:
        return _words("vf.combat.first_approach")
    if step.first == "simultaneous":
        return _words("vf.combat.first_equal", a=ini.invader, b=ini.defender)
    first: Role = step.first
    other: Role = "defender" if first == "invader" else "invader"
    if sides[first].tech.targeting == "improved" and sides[other].tech.targeting != "improved":
        return _words("vf.combat.first_targeting", role=_role(first))
    return _words("vf.combat.first_higher", role=_role(first), a=ini.get(first), b=ini.get(other))


def _decision_words(decision: Decision) -> str:
    role = _role(decision.role)
    if decision.kind == "remove":
        return _words("vf.combat.decision_remove", role=role, fleet=term("fleet", decision.option))
    if decision.kind == "absorb":
        return _words("vf.combat.decision_absorb", role=role, n=decision.option)
    key = "vf.combat.decision_bonus_use" if decision.option == "use" else "vf.combat.decision_hold"
    return _words(key, role=role)


def _format_step(
    step: CombatStep, sides: dict[Role, Side], decisions: tuple[Decision, ...] = ()
) -> list[str]:
    detail = [_who_first(step, sides)]
    if step.initiative is not None:
        ini = step.initiative
        detail.insert(0, _words("vf.combat.initiative", a=ini.invader, b=ini.defender))
    lines = [f"{combat_step(step.name)} ({', '.join(detail)})"]
    for role in ROLES:
        before, after = format_fleet(step.before.get(role)), format_fleet(step.after.get(role))
        dealt, absorbed = step.damage.get(role), step.absorbed.get(role)
        arrived = ""
        if role == "invader" and step.deployed:
            arrived = _words("vf.combat.deployed", n=step.deployed)
        lines.append(
            "  "
            + _words(
                "vf.combat.side_step",
                role=_role(role),
                before=before,
                arrived=arrived,
                after=after,
                dealt=dealt,
                absorbed=absorbed,
            )
        )
    lines += [f"  {_decision_words(d)}" for d in decisions if d.step == step.name]
    lines.append("  " + _words("vf.combat.rules", rules=", ".join(step.rules)))
    return lines


def format_report(
    report: CombatReport,
    invader: Side | None = None,
    defender: Side | None = None,
    decisions: tuple[Decision, ...] = (),
) -> str:
    """The report as text: outcome, survivors, removed FP, then each step (with the decisions
    made in it)."""
    sides: dict[Role, Side] = {"invader": invader or Side(), "defender": defender or Side()}
    lines = [
        _words("vf.combat.outcome", outcome=_role(report.outcome)),
        _words(
            "vf.combat.survivors",
            invader=format_fleet(report.survivors.invader),
            defender=format_fleet(report.survivors.defender),
        ),
        _words(
            "vf.combat.removed",
            invader=format_fleet(report.removed.invader),
            defender=format_fleet(report.removed.defender),
        ),
    ]
    if invader is not None and invader.voidborn and not invader.fleet.total:
        lines.append(_words("vf.combat.skirmish_of_zero"))
    for step in report.steps:
        lines += _format_step(step, sides, decisions)
    return "\n".join(lines)


def _setup_words(setup: Setup, given: Side) -> str:
    parts = []
    if given.fleet.carrier and given.active_fp:
        parts.append(_words("vf.combat.setup_deploy", n=setup.deployed))
    if given.bombard_materials:
        parts.append(_words("vf.combat.setup_bombard", n=setup.bombard_materials))
    if given.spend_energy:
        key = "vf.combat.setup_energy" if setup.spend_energy else "vf.combat.setup_no_energy"
        parts.append(_words(key))
    if given.return_trade_token:
        key = "vf.combat.setup_drones" if setup.return_trade_token else "vf.combat.setup_no_drones"
        parts.append(_words(key))
    return ", ".join(parts)


def format_line(line: Line, invader: Side, defender: Side) -> str:
    """The best line as text: the report with each decision in its step, then the Invader's
    pre-Combat choices, then each alternative's result, one line each."""
    lines = [format_report(line.report, invader, defender, line.decisions)]
    setup = _setup_words(line.setup, invader)
    if setup:
        lines.append(_words("vf.combat.before_combat", setup=setup))
    if line.alternatives:
        lines.append(_words("vf.combat.alternatives"))
    for alt in line.alternatives:
        end = _words(
            "vf.combat.alternative_end",
            result=_words(f"vf.combat.result.{result(alt.result.outcome, 'invader')}"),
            invader=format_fleet(alt.result.survivors.invader),
            defender=format_fleet(alt.result.survivors.defender),
        )
        if alt.at is None:
            where = _setup_words(alt.setup, invader)
        else:
            where = f"{combat_step(alt.at.step)}: {_decision_words(alt.at)}"
        lines.append(f"  {where}: {end}")
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
@click.option(
    "--naive", is_flag=True, help="Play the fixed order instead of searching for best play."
)
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
    naive: bool,
    as_json: bool,
) -> None:
    meta = click.get_current_context().meta
    invader_is_voidborn = invader.voidborn > 0 or bool(meta.get("voidborn_invader"))
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
        voidborn=defender.voidborn > 0 or bool(meta.get("voidborn_defender")),
    )
    try:
        line = None if naive else best(attack, defence)
        outcome = resolve(attack, defence) if line is None else line.report
    except InvalidSide as error:
        click.echo(_words("vf.combat.refused", reason=error.reason, rule=error.rule_id), err=True)
        raise click.exceptions.Exit(2) from error
    if as_json:  # the report's fields; with the search, also the line's setup and decisions
        data = msgspec.to_builtins(outcome)
        if line is not None:
            data |= msgspec.to_builtins(msgspec.structs.replace(line, report=outcome))
            del data["report"]
        click.echo(msgspec.json.format(msgspec.json.encode(data), indent=2).decode())
    elif line is None:
        click.echo(format_report(outcome, attack, defence))
    else:
        click.echo(format_line(line, attack, defence))
