"""``voidfall score FILE``: each player's score sheet, Influence explained by source.

The lines of a sheet always add up to the Influence shown (VF-INFL-02); the winner is marked by
the competitive ranking (VF-END-01..03) once the game is over. In a tutorial played for 120
Influence each (one player, or a co-op/solo group), each sheet says in words whether its player
reached it (VF-MODE-07).
"""

from __future__ import annotations

import json
import sys

import click

from domineum.kernel import messages
from domineum.voidfall.cli.main import _game, _load
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import House
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modes import tutorial
from domineum.voidfall.modes.void import scoring as void_scoring
from domineum.voidfall.present.cardtext import term
from domineum.voidfall.rules import influence, scoring


def sheet_lines(state: GameState, seat: int) -> list[tuple[str, int]]:
    """The sheet's lines in the order of :data:`influence.SOURCES` (unknown sources last)."""
    sheet = state.houses[seat].influence_sheet
    known = [(s, sheet[s]) for s in influence.SOURCES if s in sheet]
    return known + sorted((s, n) for s, n in sheet.items() if s not in influence.SOURCES)


@click.command("score")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the sheets as one JSON object.")
@click.pass_context
def score(ctx: click.Context, file: str, as_json: bool) -> None:
    """Print each player's score sheet: Influence by source, adding up to the total.

    Exit status 1 if a sheet does not add up to the Influence it explains.
    """
    session = _load(ctx, file)
    state = session.state
    over = state.phase == "over"
    winners = _game(ctx).winners(state) if over else []
    broken = [
        seat
        for seat in state.seats
        if influence.sheet_total(state, seat) != state.houses[seat].influence
    ]
    if as_json:
        rows = [
            {
                "seat": seat,
                "house": state.houses[seat].house,
                "influence": state.houses[seat].influence,
                "sheet": dict(sheet_lines(state, seat)),
                "corruption": scoring.corruption_total(state, seat),
                "winner": seat in winners,
                **_goal_json(state, seat),
            }
            for seat in state.seats
        ]
        out: dict[str, object] = {"over": over, "players": rows}
        if state.void is not None:
            out["void"] = void_sheet(_game(ctx).content, state)
        if state.config.mode == "coop":
            out["team"] = team_sheet(_game(ctx).content, state)
        click.echo(json.dumps(out, indent=1))
    else:
        _print_sheets(_game(ctx).content.houses, state, winners)
        if state.config.mode == "coop":
            click.echo(
                messages.render("vf.coop.score.team", **team_sheet(_game(ctx).content, state))
            )
        if state.void is not None:
            _print_void(_game(ctx).content, state)
    for seat in broken:
        text = messages.render(
            "vf.score.mismatch",
            seat=seat,
            total=influence.sheet_total(state, seat),
            influence=state.houses[seat].influence,
        )
        click.echo(text, err=True)
    if broken:
        sys.exit(1)


def _goal_json(state: GameState, seat: int) -> dict[str, object]:
    """The tutorial goal of a player who plays for 120 Influence (VF-MODE-07), else nothing."""
    if state.config.mode != tutorial.MODE or not tutorial.individual(state.config):
        return {}
    return {"goal": tutorial.TARGET, "goal_reached": tutorial.reached(state, seat)}


def goal_line(state: GameState, seat: int) -> str:
    """The tutorial goal line of a sheet, in words (VF-MODE-07); '' when there is none."""
    if state.config.mode != tutorial.MODE or not tutorial.individual(state.config):
        return ""
    short = max(0, tutorial.TARGET - state.houses[seat].influence)
    if state.phase != "over":
        key = "vf.tutorial.score.so_far"
    else:
        key = (
            "vf.tutorial.score.reached"
            if tutorial.reached(state, seat)
            else "vf.tutorial.score.missed"
        )
    return messages.render(key, target=tutorial.TARGET, short=short)


def void_sheet(content: Content, state: GameState) -> dict[str, object]:
    """The Void's sheet (VF-SOLO-SCORE-01..11): final once the game is over, else as it stands."""
    assert state.void is not None
    lines = void_scoring.sheet(state, content)
    return {"lines": lines, "influence": sum(lines.values()), "result": state.void.result}


def team_sheet(content: Content, state: GameState) -> dict[str, int]:
    """[COOP] The team's line: its lowest Influence, whose it is, the Void's Influence and the
    margin between them; the players win together when the margin is 0 or more (VF-END-05)."""
    lowest = min(state.seats, key=lambda s: (state.houses[s].influence, s))
    void = void_sheet(content, state)["influence"]
    assert isinstance(void, int)
    own = state.houses[lowest].influence
    return {"lowest": own, "seat": lowest, "void": void, "margin": own - void}


def _print_void(content: Content, state: GameState) -> None:
    sheet = void_sheet(content, state)
    lines = sheet["lines"]
    assert isinstance(lines, dict)
    result = state.void.result if state.void is not None else ""
    title = "vf.void.score.title_final" if result else "vf.void.score.title_so_far"
    click.echo(messages.render(title, influence=sheet["influence"]))
    for line, amount in lines.items():
        click.echo(f"   {messages.render(f'vf.void.score.{line}'):<40} {amount:>5}")
    if result:
        click.echo("   " + messages.render(f"vf.void.score.result_{result}"))


def _print_sheets(houses: dict[str, House], state: GameState, winners: list[int]) -> None:
    if state.phase != "over":
        phase = term("phase", state.phase)
        click.echo(messages.render("vf.score.unfinished", cycle=state.cycle, phase=phase))
    for seat in state.seats:
        house = state.houses[seat]
        rank = messages.render("vf.score.winner") if seat in winners else ""
        name = houses[house.house].name if house.house in houses else house.house
        click.echo(
            messages.render(
                "vf.score.seat", seat=seat, house=name, influence=house.influence, rank=rank
            )
        )
        for source, amount in sheet_lines(state, seat):
            click.echo(f"   {messages.render(f'vf.score.{source}'):<40} {amount:>5}")
        total = messages.render("vf.score.total")
        click.echo(f"   {total:<40} {influence.sheet_total(state, seat):>5}")
        corruption = scoring.corruption_total(state, seat)
        click.echo("   " + messages.render("vf.score.corruption", n=corruption))
        goal = goal_line(state, seat)
        if goal:
            click.echo("   " + goal)
