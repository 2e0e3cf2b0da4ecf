"""The calculator plays best (issue 12): every choice each side has is searched, each side for
its own result (a win, then a tie, then a loss; then the most of its own FP left). VF-COMBAT-08
(recalls are the owner's choice, seed 003 l.2463-2464), -12, -13, -27 (A-08, A-11, A-12)."""

from __future__ import annotations

import itertools
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner

from domineum.voidfall.cli.combat import combat_command
from domineum.voidfall.model.combat import (
    ROLES,
    CombatFleetType,
    CombatState,
    Fleet,
    Side,
    TechLevel,
    Technologies,
)
from domineum.voidfall.rules.combat import (
    InvalidSide,
    advance,
    choose,
    pending_choice,
    report,
    resolve,
    start_combat,
)
from domineum.voidfall.rules.combat_search import RANK, best, best_result, result, setups, value

TYPES: tuple[CombatFleetType, ...] = ("corvette", "sentry", "destroyer", "dreadnought", "carrier")
LEVELS: tuple[TechLevel, ...] = ("basic", "improved")


def run(*args: str) -> Any:
    return CliRunner().invoke(combat_command, list(args))


def test_vf_combat_08_the_issue_example_is_a_win_with_best_recalls() -> None:
    """VF-COMBAT-08: 1 Corvette and 2 Dreadnoughts with Improved Torpedoes against 5 Corvettes:
    the fixed order (recall the Corvette first) loses; recalling a Dreadnought in Salvo 1 and
    the Corvette in Salvo 2 wins with 1 Dreadnought left (1/0)."""
    args = ["--invader", "1c,2n", "--invader-tech", "torpedoes=improved", "--defender", "5c"]
    searched = run(*args)
    assert searched.exit_code == 0, searched.output
    lines = searched.output.splitlines()
    assert lines[0] == "Outcome: invader"
    assert lines[1] == "Survivors: invader 1n, defender -"
    assert "  the invader recalls 1 Dreadnought FP" in lines
    assert any(line.startswith("  Salvo 1: the invader recalls 1 Corvette FP: ") for line in lines)
    naive = run(*args, "--naive")
    assert naive.output.splitlines()[0] == "Outcome: defender"


# --- Every combat of up to 3 FP a side, against an independent exhaustive search -------------


def _fleets(most: int) -> list[Fleet]:
    out = []
    for n in range(1, most + 1):
        for combo in itertools.combinations_with_replacement(TYPES, n):
            fleet = Fleet()
            for kind in combo:
                fleet = fleet.plus(kind, 1)
            out.append(fleet)
    return out


def _invader_rank(state: CombatState) -> int:
    """Zero-sum minimax of the Invader's result over every sequence of choices (plain
    recursion, no memo, with cut-offs): the Invader maximises its rank, the Defender minimises
    it. The search's line must reach the same rank: the FP tie-break only orders equal ranks."""
    state = advance(state)
    choice = pending_choice(state)
    if choice is None:
        return RANK[result(report(state).outcome, "invader")]
    invader = choice.role == "invader"
    found = -1 if invader else 3
    for option in choice.options:
        rank = _invader_rank(choose(state, option))
        found = max(found, rank) if invader else min(found, rank)
        if found == (2 if invader else 0):
            break
    return found


def _replayed(invader: Side, defender: Side, line: Any) -> Any:
    """The line's decisions played through the Combat machine, in order."""
    state = advance(start_combat(invader, defender, deployed=line.setup.deployed))
    for decision in line.decisions:
        choice = pending_choice(state)
        assert choice is not None and (choice.role, choice.kind) == (decision.role, decision.kind)
        state = advance(choose(state, decision.option))
    assert pending_choice(state) is None
    return report(state)


DEFENDERS = [Side(fleet=f) for f in _fleets(3)] + [
    Side(fleet=Fleet(voidborn=k), voidborn=True) for k in (1, 2, 3)
]


@pytest.mark.parametrize("size", [1, 2, 3])
def test_vf_combat_08_search_matches_exhaustive_search_up_to_3_fp(size: int) -> None:
    """Every Invader of ``size`` FP (Corvettes, Sentries, Destroyers, Dreadnoughts, Carriers
    with as many Active FP) against every Defender of 1-3 FP (the same types, or the Voidborn):
    the searched line reaches the Invader's minimax result over all its Carrier deployments and
    every choice sequence, replays through the Combat machine to the same report, and at each
    decision no alternative is better for the side that decided; it is never worse for the
    Invader than the fixed order."""
    for fleet in [f for f in _fleets(3) if f.total == size]:
        invader = Side(fleet=fleet, active_fp=fleet.carrier)
        for defender in DEFENDERS:
            line = best(invader, defender)
            exhaustive = max(
                _invader_rank(start_combat(invader, defender, deployed=k))
                for k in range(fleet.carrier + 1)
            )
            assert RANK[result(line.report.outcome, "invader")] == exhaustive, (fleet, defender)
            assert _replayed(invader, defender, line) == line.report
            for alt in line.alternatives:
                if alt.at is not None:
                    assert value(alt.result, alt.at.role) <= value(line.report, alt.at.role)
            assert value(line.report, "invader") >= value(resolve(invader, defender), "invader")


def test_vf_combat_13_carriers_may_deploy_fewer_corvettes() -> None:
    """VF-COMBAT-13, A-08: the Carriers' deployment is searched from all to none; the best line
    says how many deployed."""
    invader = Side(fleet=Fleet(carrier=2), active_fp=2)
    assert [s.deployed for s in setups(invader)] == [2, 1, 0]
    line = best(invader, Side(fleet=Fleet(corvette=2)))
    assert line.setup.deployed == 2 and line.report.outcome == "invader"


def test_vf_combat_18_bombard_spend_is_searched_in_whole_sets() -> None:
    """VF-COMBAT-18d, -29d: 7 Materials given means 2, 1 or 0 sets of 3 spent."""
    invader = Side(fleet=Fleet(corvette=1), bombard_materials=7)
    assert [s.bombard_materials for s in setups(invader)] == [6, 3, 0]


# --- The calculator's small items ----------------------------------------------------------


def test_vf_skirmish_06_a_0_fp_voidborn_skirmish_is_accepted() -> None:
    """VF-SKIRMISH-06, A-29, A-51: the Voidborn attacking with 0 FP is a successful defence,
    not an error about a player."""
    out = run("--invader", "0v", "--defender", "2c")
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[0] == "Outcome: defender"
    assert "successful defence" in out.output and "player" not in out.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--invader", "2v", "--defender", "2v"], "the Voidborn never fights the Voidborn"),
        (["--invader", "2c", "--defender", "2v", "--starbases", "1"], "no Starbases"),
        (["--invader", "2c", "--invader-tech", "shields=basic,shields=improved"], "given twice"),
        (
            ["--invader", "12c", "--active", "3", "--defender", "2c"],
            "12 in the Combat and 3 Active",
        ),
    ],
)
def test_cli_impossible_sides_are_refused_with_one_line(args: list[str], message: str) -> None:
    """VF-SKIRMISH-01, VF-GUILD-03, VF-FLEET-04: an impossible side exits with status 2 and one
    line naming what and the rule."""
    out = run(*args)
    assert out.exit_code == 2
    assert message in out.output
    if "given twice" not in message:  # a bad TECH is click's usage error, as every bad notation
        assert len(out.output.strip().splitlines()) == 1
        assert out.output.strip().endswith("]")


def test_vf_fleet_04_too_many_fp_names_the_fighting_fp_alone() -> None:
    """VF-FLEET-04: 15 FP in the Combat is refused without mentioning Active FP."""
    with pytest.raises(InvalidSide, match=r"in the Combat \["):
        start_combat(Side(fleet=Fleet(corvette=15)), Side(fleet=Fleet(corvette=1)))


def test_cli_says_why_a_side_fires_first_and_names_deployed_corvettes() -> None:
    """VF-COMBAT-22..25, VF-COMBAT-13: each Salvo line says in words why a side fires first,
    and the Approach line of the Invader names the Corvettes its Carriers deploy."""
    out = run("--invader", "1a", "--active", "1", "--defender", "1c", "--naive")
    assert out.exit_code == 0, out.output
    assert "  invader  1a (+1c deployed by Carriers) -> 1c,1a" in out.output
    assert "the invader fires first: higher Initiative (2 > 1)" in out.output
    equal = run("--invader", "2c", "--defender", "2c", "--naive")
    assert "both fire at once: equal Initiative (2 = 2)" in equal.output
    aimed = run("--invader", "1c", "--invader-tech", "targeting=improved", "--defender", "3c")
    assert "the invader fires first: Improved Targeting" in aimed.output


def test_cli_json_of_the_best_line() -> None:
    """--json prints the report's fields and the best line's setup, decisions, alternatives."""
    out = run(
        "--invader", "1c,2n", "--invader-tech", "torpedoes=improved", "--defender", "5c", "--json"
    )
    data = msgspec.json.decode(out.output)
    assert data["outcome"] == "invader" and data["setup"]["deployed"] == 0
    assert [d["option"] for d in data["decisions"]] == ["dreadnought", "corvette"]


COMBAT_TECHS = (
    "shields",
    "targeting",
    "torpedoes",
    "deep_space_missiles",
    "energy_cells",
    "autonomous_drones",
    "destroyers",
)


@pytest.mark.parametrize("tech", COMBAT_TECHS)
def test_vf_tech_03_improved_combat_technologies_are_never_worse(tech: str) -> None:
    """VF-TECH-03: an Improved Technology's benefit is always better than its Basic one's: for
    every Combat of 1-2 FP a side, owning the Improved level never leaves its owner (Invader or
    Defender, one adjacent Shipyard, the spends the Basic level needs) a worse best-play result
    than the Basic level."""
    fleets = _fleets(2)
    for role, mine, theirs in itertools.product(ROLES, fleets, fleets):
        ends = []
        for level in LEVELS:
            owned = msgspec.structs.replace(Technologies(), **{tech: level})
            invading = role == "invader"
            invader = Side(
                fleet=mine if invading else theirs,
                tech=owned if invading else Technologies(),
                active_fp=(mine if invading else theirs).carrier,
                adjacent_shipyards=int(invading),
                spend_energy=invading and tech == "deep_space_missiles" and level == "basic",
                return_trade_token=invading and tech == "autonomous_drones",
            )
            defender = Side(
                fleet=theirs if invading else mine,
                tech=Technologies() if invading else owned,
                adjacent_shipyards=int(not invading),
            )
            ends.append(value(best_result(invader, defender), role))
        assert ends[1] >= ends[0], (tech, role, mine, theirs, ends)


def test_vf_combat_08_the_best_line_is_playable_through_the_engine() -> None:
    """VF-COMBAT-08, VF-MOVE-08: the issue's example as an Invasion in a game: seat 0 (Valnis,
    with its Shields) sends 1 Corvette and 2 Dreadnoughts (Improved Torpedoes) into a Voidborn
    sector of 5 FP; the calculator's line, played as the Battle's ``recall`` / ``absorb``
    decisions, wins the sector with the FP the calculator says."""
    from domineum.voidfall.rules import invasion
    from tests.voidfall.houses.housekit import OUTPOST, fleets, invade, play, position
    from tests.voidfall.houses.housekit import voidborn as voidborn_sector

    techs = {"torpedoes": "improved", "dreadnoughts": "basic"}
    sectors = {
        "s18": voidborn_sector(5, voidborn_limit=9),
        OUTPOST: {"fleets": fleets(corvette=2, dreadnought=2)},
    }
    start = position("valnis", sectors=sectors, houses={"0": {"technologies": techs}})
    joins = ["s19 corvette", "s19 dreadnought", "s19 dreadnought"]
    state = invade(start, "s18", *joins)
    house = state.houses[0]
    attack = Side(fleet=Fleet(corvette=1, dreadnought=2), tech=invasion.technologies(house))
    line = best(attack, Side(fleet=Fleet(voidborn=5), voidborn=True))
    assert line.report.outcome == "invader"
    words = {"remove": "recall s18", "absorb": "absorb", "destroyer_bonus": "destroyers"}
    for decision in line.decisions:
        assert decision.role == "invader"  # the Voidborn decides nothing
        state = play(state, f"{words[decision.kind]} {decision.option}")
    s18 = state.galaxy.sector("s18")
    left = line.report.survivors.invader
    assert s18.owner == 0 and s18.fleets == {k: left.count(k) for k in left.present()}
