"""The ``revenant`` command line: create, inspect, play, simulate and check games.

Exit status: 0 success, 1 a rule refused an action (or a check failed), 2 bad usage or input.
No command modifies a file unless everything it was asked to do succeeded.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import click
import msgspec

from domineum.kernel.errors import IllegalAction, NotationError, ReplayMismatch
from domineum.kernel.game import state_hash
from domineum.kernel.messages import render as msg
from domineum.kernel.record import Session
from domineum.kernel.savefile import SaveError, atomic_write, locked, read_bounded
from domineum.play import commands
from domineum.revenant.content.loader import load_content
from domineum.revenant.content.messages import score_parts
from domineum.revenant.engine.setup import player_colors
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, GameState
from domineum.revenant.present.render import render
from domineum.revenant.present.summary import action_summary
from domineum.revenant.rules.scoring import final_scores
from domineum.sim.runner import as_row, run_local, run_ray, specs


def _game(ctx: click.Context) -> RevenantGame:
    return commands.cached_game(
        ctx,
        lambda pack: RevenantGame(load_content(pack)),
        lambda exc: click.UsageError(msg("rv.cli.content", problem=exc)),
    )


def _load(ctx: click.Context, path: str) -> Session[GameState]:
    game = _game(ctx)
    try:
        data = read_bounded(path)  # a size cap: never reads an endless file
    except SaveError as exc:
        raise click.UsageError(str(exc)) from None
    try:
        return Session.loads(game, data)
    except (msgspec.ValidationError, msgspec.DecodeError, ValueError) as exc:
        raise click.UsageError(msg("rv.cli.not_a_game", path=path, why=exc)) from None


def _save(session: Session[GameState], path: str) -> None:
    """Write atomically (temporary file, fsync, rename): a failed save leaves the old file."""
    try:
        atomic_write(path, session.dumps())
    except SaveError as exc:
        raise click.UsageError(str(exc)) from None


def _config(
    game: RevenantGame, players: int, seed: int, options: tuple[str, ...], colors: str = ""
) -> Config:
    """The configuration of a new game; ``colors``: each seat's colour in seat order, comma
    separated (RV-SETUP-01), refused by name when unknown, repeated or too many."""
    chosen = tuple(c.strip().lower() for c in colors.split(",") if c.strip())
    fields: dict[str, Any] = {"players": players, "seed": seed, "colors": chosen}
    for item in options:
        key, _, value = item.partition("=")
        if key == "reset_stack" and value in ("rule", "example"):
            fields[key] = value
        elif key in ("ascend_any_sector", "contain_avoids_corruption") and value in ("yes", "no"):
            fields[key] = value == "yes"
        else:
            raise click.UsageError(msg("rv.cli.bad_option", option=repr(item)))
    config = Config(**fields)
    try:
        player_colors(game.content, config)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    return config


main = commands.game_group(
    """Revenant: play, inspect and check games by the rules.

    A game file (JSON) holds the initial state, every action taken and the current state.
    Actions are written in the action notation (e.g. 'board captain arkship-dunlork',
    'option 1', 'move 7') or given by their integer id; 'revenant legal FILE' lists them.
    """
)


PLAYERS = click.option(
    "--players",
    "-p",
    type=click.IntRange(1, 4),
    default=2,
    show_default=True,
    help="Number of players (1: the project's solo variant with the Council).",
)
SEED = click.option(
    "--seed",
    "-s",
    type=int,
    default=0,
    show_default=True,
    help="Seed of the game's random numbers (same seed, same game).",
)
OPTION = click.option(
    "--option",
    "options",
    multiple=True,
    help="A rules option, e.g. reset_stack=example (see docs/revenant.md).",
)
COLORS = click.option(
    "--colors",
    default="",
    help="Each player's colour in seat order, comma-separated (red, blue, green, yellow); "
    "seats not given take the first free colours (RV-SETUP-01).",
)


@main.command()
@PLAYERS
@SEED
@OPTION
@COLORS
@commands.NEW_OUTPUT
@click.pass_context
def new(
    ctx: click.Context,
    players: int,
    seed: int,
    options: tuple[str, ...],
    colors: str,
    output: str,
) -> None:
    """Create a new game and write it to a file."""
    game = _game(ctx)
    state = game.new_game(_config(game, players, seed, options, colors))
    _save(Session(game, state), output)
    click.echo(msg("rv.cli.wrote", file=output, players=players, seed=seed, hash=state_hash(state)))


@main.command()
@click.pass_context
def summary(ctx: click.Context) -> None:
    """Print the Arkship & Revenant Action Summary card every player holds (RV-SETUP-37): each
    House's two Arkship options and the Revenant's two spaces, from the content pack."""
    click.echo("\n".join(action_summary(_game(ctx).content)))


@main.command()
@commands.GAME_FILE
@click.option("--seat", type=int, default=None, help="Show only what this seat may see.")
@click.pass_context
def show(ctx: click.Context, file: str, seat: int | None) -> None:
    """Show the board, the players and what is being decided."""
    session = _load(ctx, file)
    if seat is not None and not 0 <= seat < session.state.config.players:
        raise click.UsageError(msg("rv.cli.no_seat", seat=seat))
    click.echo(render(session.game.content, session.state, seat))  # type: ignore[attr-defined]


@main.command()
@commands.GAME_FILE
@commands.LEGAL_JSON
@click.pass_context
def legal(ctx: click.Context, file: str, as_json: bool) -> None:
    """List the legal actions of the current decision: id, notation, label."""
    session = _load(ctx, file)
    commands.echo_legal(session.game.legal_actions(session.state), as_json)


@main.command()
@commands.GAME_FILE
@click.argument("actions", nargs=-1, required=True)
@click.pass_context
def apply(ctx: click.Context, file: str, actions: tuple[str, ...]) -> None:
    """Apply actions (ids or notation, each one argument) and save, only if all are legal."""
    try:
        with locked(file):  # a concurrent apply waits: no action is lost
            _apply_locked(ctx, file, actions)
    except SaveError as exc:
        raise click.UsageError(str(exc)) from None


def _apply_locked(ctx: click.Context, file: str, actions: tuple[str, ...]) -> None:
    session = _load(ctx, file)
    commands.apply_all(
        session,
        actions,
        lambda n, text, exc: click.UsageError(
            msg("rv.cli.bad_action", n=n, text=text, problem=exc)
        ),
        lambda n, text, exc: msg(
            "rv.cli.illegal_action", n=n, text=text, reason=exc.reason, rule=exc.rule_id
        ),
    )
    _save(session, file)
    click.echo(msg("rv.cli.applied", n=len(actions), hash=state_hash(session.state)))


@main.command()
@commands.GAME_FILE
@click.pass_context
def replay(ctx: click.Context, file: str) -> None:
    """Re-execute the file's log from its initial state and check the state hash."""
    session = _load(ctx, file)
    try:
        session.replay()
    except ReplayMismatch as exc:
        click.echo(msg("rv.cli.replay_mismatch", problem=exc), err=True)
        sys.exit(1)
    except (IllegalAction, NotationError) as exc:
        click.echo(msg("rv.cli.replay_illegal", problem=exc), err=True)
        sys.exit(1)
    click.echo(msg("rv.cli.replayed", n=len(session.log), hash=state_hash(session.state)))


@main.command()
@commands.GAME_FILE
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
@click.pass_context
def score(ctx: click.Context, file: str, as_json: bool) -> None:
    """Final Scoring by category (RV-END); before the end, the score if the game ended now."""
    session = _load(ctx, file)
    state = session.state
    scores = state.scores or final_scores(state, session.game.content)  # type: ignore[attr-defined]
    if as_json:
        click.echo(json.dumps([msgspec.to_builtins(s) for s in scores], indent=1))
        return
    for s in scores:
        parts = score_parts(s.parts)
        click.echo(msg("rv.show.score", seat=s.seat, total=s.total, parts=parts))
    if state.phase == "over":
        click.echo(msg("rv.show.winner", seat=state.winner))


@main.command()
@commands.SCENARIO_PATHS
@click.pass_context
def scenario(ctx: click.Context, paths: tuple[str, ...]) -> None:
    """Run scenario files (or folders of *.yaml); exit 1 listing the differences on a failure."""
    from domineum.revenant.notation.scenario import ScenarioError, load_scenario, run_scenario

    game = _game(ctx)
    commands.run_scenarios(
        paths, lambda f: run_scenario(load_scenario(f), game), (ScenarioError,), click.UsageError
    )


@main.command()
@commands.COUNTS_JSON
@click.pass_context
def content(ctx: click.Context, as_json: bool) -> None:
    """What the loaded content pack holds, with counts per kind."""
    commands.echo_summary(_game(ctx).content.summary(), as_json, width=24)


def _bots(game: RevenantGame, names: list[str], seed: int) -> list[Any]:
    from domineum.revenant.ai.players import make_bot

    out: list[Any] = []
    for i, name in enumerate(names):
        if name == "human":
            out.append(None)
            continue
        try:
            out.append(make_bot(name, game, seed + i))
        except KeyError as exc:
            raise click.UsageError(str(exc.args[0])) from None
    return out


@main.command()
@click.option(
    "--seats",
    required=True,
    help="Comma-separated seat types: human, random, greedy, mcts (e.g. human,greedy).",
)
@SEED
@OPTION
@COLORS
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    default=None,
    help="Save the game file here when the game ends or you quit.",
)
@click.pass_context
def play(
    ctx: click.Context,
    seats: str,
    seed: int,
    options: tuple[str, ...],
    colors: str,
    output: str | None,
) -> None:
    """Play a whole game in the terminal against bots (or bots against each other). Type
    'summary' at a prompt for the Arkship & Revenant Action Summary (RV-SETUP-37)."""
    names = [s.strip() for s in seats.split(",") if s.strip()]
    if not 1 <= len(names) <= 4:
        raise click.UsageError(msg("rv.cli.seat_count", seats=repr(seats)))
    game = _game(ctx)
    bots = _bots(game, names, seed)
    session = Session(game, game.new_game(_config(game, len(names), seed, options, colors)))
    shown_for: int | None = -1
    while (seat := game.current_seat(session.state)) is not None:
        legal = game.legal_actions(session.state)
        bot = bots[seat]
        if bot is not None:
            action, reason = bot.choose(session.state, legal)
            click.echo(
                msg("rv.cli.bot", seat=seat, bot=names[seat], label=action.label, reason=reason)
            )
            session.apply(action.id)
            continue
        if shown_for != len(session.log):
            top = session.state.stack[-1].kind
            if shown_for == -1 or top in ("turn_board", "damage", "crew"):
                click.echo(render(game.content, session.state, seat))  # a new turn: the board
            shown_for = len(session.log)
        for i, a in enumerate(legal, start=1):
            click.echo(f"  {i:>3}. {a.label}   [{a.notation}]")
        text = click.prompt(msg("rv.cli.prompt", seat=seat), default="", show_default=False)
        text = text.strip()
        if text in ("q", "quit"):
            break
        if text == "summary":
            click.echo("\n".join(action_summary(game.content)))
            continue
        chosen = None
        if text.isdigit() and 1 <= int(text) <= len(legal):
            chosen = legal[int(text) - 1]
        else:
            for a in legal:
                if a.notation == text:
                    chosen = a
        if chosen is None:
            click.echo(msg("rv.cli.bad_choice", text=text))
            continue
        session.apply(chosen.id)
    if game.is_over(session.state):
        click.echo(render(game.content, session.state, None))
    if output:
        _save(session, output)


@main.command()
@click.option("--games", "-n", type=click.IntRange(1), default=20, show_default=True)
@click.option(
    "--players",
    "-p",
    default="1,2,3,4",
    show_default=True,
    help="Player counts to cycle through, e.g. 4 or 2,3.",
)
@click.option(
    "--bots", default="random", show_default=True, help="Bot per seat, cycled (e.g. greedy,random)."
)
@SEED
@click.option("--check", is_flag=True, help="Check the invariants after every action.")
@click.option(
    "--workers", type=click.IntRange(1), default=1, show_default=True, help="Local processes."
)
@click.option(
    "--ray",
    "ray_address",
    default=None,
    help="Play on Ray: 'local' or a cluster address (pip install 'domineum[ray]').",
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False),
    default=None,
    help="Write one JSON line per game here.",
)
@click.pass_context
def sim(
    ctx: click.Context,
    games: int,
    players: str,
    bots: str,
    seed: int,
    check: bool,
    workers: int,
    ray_address: str | None,
    out: str | None,
) -> None:
    """Play a batch of bot games; report decisions/s, wins by bot and invariant failures. Game
    *i* always has the same seed and seats, whatever plays it (``--workers``, ``--ray``)."""
    try:
        counts = [int(x) for x in players.split(",") if x.strip()]
    except ValueError:
        raise click.UsageError(msg("rv.cli.players", players=repr(players))) from None
    if not counts or any(not 1 <= c <= 4 for c in counts):
        raise click.UsageError(msg("rv.cli.players", players=repr(players)))
    names = [b.strip() for b in bots.split(",") if b.strip()]
    _bots(_game(ctx), names, 0)  # unknown bot names are refused before any game is played
    content = ctx.find_root().obj.get("content") if ctx.find_root().obj else None
    batch = specs(games, seed, names, content=content, game="revenant", seats=counts, check=check)
    started = time.perf_counter()
    if ray_address is not None:
        results = list(run_ray(batch, None if ray_address == "local" else ray_address))
    else:
        results = list(run_local(batch, workers))
    seconds = time.perf_counter() - started
    failed = [r for r in results if r.error]
    if failed:
        raise click.ClickException(failed[0].error.splitlines()[0])
    wins: dict[str, float] = {}
    for r in results:
        for seat in r.winners:
            wins[r.seats[seat]] = wins.get(r.seats[seat], 0) + 1
    if out:
        Path(out).write_text("".join(json.dumps(as_row(r)) + "\n" for r in results))
    decisions = sum(r.decisions for r in results)
    click.echo(
        msg(
            "rv.cli.sim",
            games=games,
            players=players,
            decisions=decisions,
            seconds=seconds,
            rate=decisions / max(seconds, 1e-9),
            wins=", ".join(f"{k} {v:g}" for k, v in sorted(wins.items())),
            failures=sum(bool(r.problems) for r in results),
        )
    )


if __name__ == "__main__":
    main()
