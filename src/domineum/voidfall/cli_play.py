"""``voidfall play``: a game in the terminal, people and bots at the table."""

from __future__ import annotations

import click

from domineum.bots.base import Bot
from domineum.kernel.errors import IllegalAction, NotationError
from domineum.kernel.record import Session
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.players import make_bot
from domineum.voidfall.render import render


def _make_bot(name: str, game: VoidfallGame, seed: int) -> Bot:
    try:
        return make_bot(name, game, seed)
    except KeyError as exc:
        raise click.UsageError(f"{exc.args[0]}; or 'human'") from None


def _human_turn(game: VoidfallGame, session: Session[GameState], seat: int) -> bool:
    """One human decision; returns False when the player quits."""
    click.echo(render(game, session.state, seat))
    legal = game.legal_actions(session.state)
    while True:
        text = click.prompt(
            "Your choice (number in [ ], notation, 'q' to quit)", default="", show_default=False
        ).strip()
        if text in ("q", "quit"):
            return False
        try:
            action_id = game.action_space.parse(text)
            session.apply(action_id)
            return True
        except NotationError as exc:
            click.echo(f"  not understood: {exc}")
        except IllegalAction as exc:
            click.echo(f"  not allowed: {exc.reason} [{exc.rule_id}]")
        del legal


@click.command()
@click.option(
    "--seats",
    default="human,random",
    show_default=True,
    help="Comma-separated player per seat: human or a bot name.",
)
@click.option("--houses", default="", help="Comma-separated Houses per seat (default random).")
@click.option("--seed", type=int, default=0, show_default=True, help="Game seed.")
@click.pass_context
def play(ctx: click.Context, seats: str, houses: str, seed: int) -> None:
    """Play Voidfall in the terminal against bots (or hot-seat)."""
    from domineum.voidfall.cli import _game

    game = _game(ctx)
    kinds = [s.strip() for s in seats.split(",") if s.strip()]
    if not 2 <= len(kinds) <= 4:
        raise click.UsageError("--seats needs 2 to 4 entries")
    bots = {i: _make_bot(k, game, seed * 10 + i) for i, k in enumerate(kinds) if k != "human"}
    names = tuple(h.strip() for h in houses.split(",") if h.strip())
    state = game.new_game(Config(players=len(kinds), houses=names, seed=seed))
    session: Session[GameState] = Session(game, state)
    while (seat := game.current_seat(session.state)) is not None:
        if seat in bots:
            action, reason = bots[seat].choose(session.state, game.legal_actions(session.state))
            click.echo(f"seat {seat} ({bots[seat].name}): {action.notation} — {reason}")
            session.apply(action.id)
        elif not _human_turn(game, session, seat):
            click.echo("Game left unfinished.")
            return
    click.echo(render(game, session.state, None))
