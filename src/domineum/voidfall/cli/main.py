"""The ``voidfall`` command line: create, inspect, play and check games.

Exit status: 0 success, 1 a rule refused an action (or a check failed), 2 bad usage or input.
No command modifies a file unless everything it was asked to do succeeded.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
import msgspec

from domineum.kernel.errors import (
    NotationError,
    ReplayMismatch,
)
from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.kernel.savefile import SaveError, atomic_write, locked, read_bounded
from domineum.play import commands
from domineum.voidfall.checks.validate import first_problem
from domineum.voidfall.cli.messages import BadInput, text
from domineum.voidfall.cli.options import config_options, setup_aid_option, void_options
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.notation.position import read_position
from domineum.voidfall.notation.scenario import load_scenario, run_scenario
from domineum.voidfall.present.render import render


def _game(ctx: click.Context) -> VoidfallGame:
    return commands.cached_game(
        ctx,
        lambda pack: VoidfallGame(load_content(pack)),
        lambda exc: BadInput(text("vf.cli.content", problem=exc)),
    )


def load_session(game: VoidfallGame, path: str) -> Session[GameState]:
    """A saved game, refused with one plain message (``BadInput``) unless every part of it can
    be trusted: decodable, every logged id an action, the initial and current states valid for
    the content pack (:mod:`domineum.voidfall.checks.validate`)."""
    try:
        data = read_bounded(path)
    except SaveError as exc:
        raise BadInput(str(exc)) from None
    try:
        session = Session.loads(game, data)
    except RecursionError:
        raise BadInput(text("vf.cli.not_a_game", path=path, why=text("vf.cli.too_deep"))) from None
    except UnicodeDecodeError:
        raise BadInput(text("vf.cli.not_a_game", path=path, why=text("vf.cli.not_utf8"))) from None
    except (msgspec.ValidationError, msgspec.DecodeError, ValueError) as exc:
        raise BadInput(text("vf.cli.not_a_game", path=path, why=exc)) from None
    size = game.action_space.size
    for n, entry in enumerate(session.log, start=1):
        if not 0 <= entry.id < size:
            raise BadInput(text("vf.cli.bad_log", path=path, n=n, id=str(entry.id)[:20]))
    checks_invariants = session.start == "setup"
    for part, state in (("initial", session.initial), ("state", session.state)):
        problem = first_problem(
            state, game.content, invariants=checks_invariants, cards=checks_invariants
        )
        if problem is not None:
            raise BadInput(text("vf.cli.refused", path=path, part=part, problem=problem))
    return session


def _load(ctx: click.Context, path: str) -> Session[GameState]:
    return load_session(_game(ctx), path)


def save_session(session: Session[GameState], path: str) -> None:
    """Write atomically (temporary file, fsync, rename); ``SaveError`` if it cannot be."""
    atomic_write(path, session.dumps())


def _save(session: Session[GameState], path: str) -> None:
    try:
        save_session(session, path)
    except SaveError as exc:
        raise BadInput(str(exc)) from None


main = commands.game_group(
    """Voidfall: play, inspect and check games by the rules.

    A game file (JSON) holds the initial state, every action taken and the current state.
    Actions are written in the action notation (e.g. 'focus conquest', 'take 1',
    'sector s7') or given by their integer id; 'voidfall legal FILE' lists them.
    """
)


@main.command()
@click.option(
    "--players",
    "-p",
    type=click.IntRange(1, 4),
    default=None,
    help="Number of players (competitive: 2-4, the default 2; solo: 1; tutorial: 1-4).",
)
@void_options(
    "Competitive, solo or co-op against the Void (voidfall-solo.md), or the tutorial (VF-MODE-07)."
)
@click.option(
    "--seed",
    "-s",
    type=int,
    default=0,
    show_default=True,
    help="Seed of the game's random numbers (same seed, same game).",
)
@click.option(
    "--houses",
    default="",
    help="Comma-separated House per seat, e.g. "
    "'valnis,belitan/b' (/b picks Origin B). Missing seats get random Houses.",
)
@click.option("--map", "map_id", default="", help="Map id (default: the first for the count).")
@click.option(
    "--scenario",
    default=None,
    help="Start from a position file (YAML/JSON) instead of a new game; solo and co-op: or "
    "a scenario of the Compendium by code (e.g. C021), which picks its map.",
)
@click.option("--preselect", is_flag=True, help="Pre-selected Focus variant (VF-VARIANT).")
@commands.NEW_OUTPUT
@click.pass_context
def new(
    ctx: click.Context,
    players: int | None,
    mode: str,
    difficulty: str | None,
    rules_options: tuple[str, ...],
    modules: tuple[str, ...],
    setup_aid: str,
    seed: int,
    houses: str,
    map_id: str,
    scenario: str | None,
    preselect: bool,
    output: str,
) -> None:
    """Create a new game and write it to a file."""
    game = _game(ctx)
    names = tuple(h.strip() for h in houses.split(",") if h.strip())
    players = players or (1 if mode == "solo" else 2)
    if scenario and not Path(scenario).is_file():
        map_id, scenario = _void_scenario_map(game, mode, scenario), None
    if len(names) > players and not scenario:
        raise BadInput(text("vf.cli.houses_count", given=len(names), players=players))
    try:
        if scenario:
            state = read_position(scenario, game)
        else:
            state = game.new_game(
                Config(
                    players=players,
                    houses=names,
                    seed=seed,
                    mode=mode,
                    map=map_id,
                    preselected_focus=preselect,
                    options=config_options(mode, difficulty, rules_options)
                    + setup_aid_option(game.content, modules, setup_aid),
                    modules=modules,
                )
            )
    except (SetupError, NotationError) as exc:
        raise BadInput(str(exc)) from None
    session = Session(game, state)
    if scenario:
        session.start = "position"
    _save(session, output)
    houses_named = ", ".join(game.content.houses[h.house].name for h in state.houses)
    click.echo(
        text(
            "vf.cli.wrote",
            path=output,
            players=state.config.players,
            houses=houses_named,
            hash=state_hash(state),
        )
    )


def _void_scenario_map(game: VoidfallGame, mode: str, code: str) -> str:
    """The map of the solo/co-op scenario ``code`` (C011, C021, ...; any case)."""
    scenarios = game.content.void.scenarios if game.content.void is not None else {}
    found = scenarios.get(code.lower())
    if mode == "competitive" or found is None:
        known = ", ".join(sorted(s.upper() for s in scenarios)) if mode != "competitive" else ""
        raise BadInput(text("vf.cli.unknown_scenario", name=code, known=known or "-"))
    return found.map


@main.command()
@commands.GAME_FILE
@click.option("--seat", type=int, default=None, help="Show only what this seat may see.")
@click.pass_context
def show(ctx: click.Context, file: str, seat: int | None) -> None:
    """Show the board, the Houses and what is being decided, as ``--seat`` sees them (without
    it: as a spectator, who sees no hidden card and no player's choices)."""
    session = _load(ctx, file)
    players = session.state.config.players
    if seat is not None and not 0 <= seat < players:
        raise BadInput(text("vf.cli.no_seat", seat=seat, last=players - 1))
    click.echo(render(session.game, session.state, seat))  # type: ignore[arg-type]


@main.command()
@commands.GAME_FILE
@commands.LEGAL_JSON
@click.pass_context
def legal(ctx: click.Context, file: str, as_json: bool) -> None:
    """List the legal actions of the current decision: id, notation, label. They are the
    choices of the seat to move, for that seat's eyes (they may name its hidden cards)."""
    session = _load(ctx, file)
    actions = session.game.legal_actions(session.state)
    seat = session.game.current_seat(session.state)
    commands.echo_legal(actions, as_json)
    if as_json:
        return
    click.echo(
        text("vf.cli.legal_over") if seat is None else text("vf.cli.legal_for", seat=seat),
        err=True,
    )


@main.command()
@commands.GAME_FILE
@click.argument("actions", nargs=-1, required=True)
@click.pass_context
def apply(ctx: click.Context, file: str, actions: tuple[str, ...]) -> None:
    """Apply actions (ids or notation, each one argument) and save, only if all are legal.

    The file is locked from reading to saving: a concurrent ``apply`` waits its turn (or, after
    30 s, gives up and says so), so no action is ever lost."""
    try:
        with locked(file):
            _apply_locked(ctx, file, actions)
    except SaveError as exc:
        raise BadInput(str(exc)) from None


def _apply_locked(ctx: click.Context, file: str, actions: tuple[str, ...]) -> None:
    session = _load(ctx, file)

    def shown(given: str) -> str:
        return given if len(given) <= 40 else given[:40] + "…"

    commands.apply_all(
        session,
        actions,
        lambda n, given, exc: BadInput(
            text("vf.cli.bad_action", n=n, text=shown(given), problem=exc)
        ),
        lambda n, given, exc: text(
            "vf.cli.illegal_action", n=n, text=shown(given), reason=exc.reason, rule=exc.rule_id
        ),
    )
    save_session(session, file)
    click.echo(text("vf.cli.applied", n=len(actions), hash=state_hash(session.state)))


@main.command()
@commands.GAME_FILE
@click.pass_context
def replay(ctx: click.Context, file: str) -> None:
    """Re-execute the file's log from its initial state and check everything the file claims:
    the stored hash, each logged action's seat, notation and barrier, the final state, and
    that the initial state is the setup of its own configuration (unless the game started
    from a position)."""
    session = _load(ctx, file)
    game = _game(ctx)
    try:
        session.verify(lambda initial: game.new_game(initial.config))
    except (ReplayMismatch, SetupError) as exc:
        click.echo(text("vf.cli.replay_mismatch", problem=exc), err=True)
        sys.exit(1)
    click.echo(text("vf.cli.replay_ok", n=len(session.log), hash=state_hash(session.state)))
    if session.start != "setup":
        click.echo(text("vf.cli.replay_position"))


@main.command()
@commands.SCENARIO_PATHS
@click.pass_context
def scenario(ctx: click.Context, paths: tuple[str, ...]) -> None:
    """Run scenario files (or folders of *.yaml); exit 1 with a diff on any failure."""
    game = _game(ctx)
    commands.run_scenarios(
        paths, lambda f: run_scenario(load_scenario(f), game), (NotationError, SetupError), BadInput
    )


@main.command()
@commands.COUNTS_JSON
@click.pass_context
def content(ctx: click.Context, as_json: bool) -> None:
    """What the loaded content pack holds, with counts per kind."""
    commands.echo_summary(msgspec.to_builtins(_game(ctx).content.summary()), as_json, width=20)
