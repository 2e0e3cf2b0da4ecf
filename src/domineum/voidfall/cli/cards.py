"""``voidfall card``, ``voidfall content`` and ``voidfall log``: what the pack's cards say and
what a saved game's log tells, outside a game."""

from __future__ import annotations

import click
import msgspec

from domineum.play import commands
from domineum.voidfall.present import cardtext
from domineum.voidfall.present.log import full_log


@click.command()
@click.argument("query", nargs=-1, required=True)
@click.pass_context
def card(ctx: click.Context, query: tuple[str, ...]) -> None:
    """The text of a card, token, House or sector type, by name or id (e.g. 'Trade Syndicate')."""
    from domineum.voidfall.cli.main import _game

    text = " ".join(query)
    content = _game(ctx).content
    if not cardtext.find(content, text):
        click.echo(cardtext.describe(content, text), err=True)
        ctx.exit(2)
    click.echo(cardtext.describe(content, text))


@click.command()
@commands.COUNTS_JSON
@click.option(
    "--list",
    "kind",
    type=click.Choice(cardtext.KINDS),
    default=None,
    help="List the entries of one kind: their id and name.",
)
@click.option("--show", "show", default=None, help="The text of the entry with this id or name.")
@click.pass_context
def content(ctx: click.Context, as_json: bool, kind: str | None, show: str | None) -> None:
    """What the loaded content pack holds: counts per kind, a kind's list, or one entry."""
    from domineum.voidfall.cli.main import _game

    pack = _game(ctx).content
    if kind is not None:
        for key, name in cardtext.entries(pack, kind):
            click.echo(f"{key:<32} {name}")
        return
    if show is not None:
        if not cardtext.find(pack, show):
            click.echo(cardtext.describe(pack, show), err=True)
            ctx.exit(2)
        click.echo(cardtext.describe(pack, show))
        return
    commands.echo_summary(msgspec.to_builtins(pack.summary()), as_json, width=20)


@click.command()
@click.argument("file", type=click.Path(dir_okay=False, exists=True))
@click.option("--seat", type=int, default=None, help="Read it as this seat (default: spectator).")
@click.pass_context
def log(ctx: click.Context, file: str, seat: int | None) -> None:
    """The full log of a saved game: every action and effect, as a seat (or anyone) may see it."""
    from domineum.voidfall.cli.main import _game, _load

    session = _load(ctx, file)
    ids = [entry.id for entry in session.log]
    for line in full_log(_game(ctx), session.initial, ids, seat):
        click.echo(line)
