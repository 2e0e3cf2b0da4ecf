"""``voidfall play``: a game in the terminal, people and bots at the table.

At each of your decisions the board and the numbered choices are shown. Type a number, an
action's notation, or a command: ``undo``, ``why N`` (the rules behind choice N), ``why ACTION``
(why an action is not allowed), ``log``, ``board``, ``save FILE``, ``load FILE``, ``help``,
``quit``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

import click

from domineum.bots.base import Bot
from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.kernel.errors import IllegalAction, NotationError
from domineum.kernel.record import Session
from domineum.voidfall.ai.players import make_bot
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.present.render import render

HELP = (
    "Type the number of a choice, or its notation (e.g. 'take 2'). Commands:\n"
    "  undo          take back your last decision (not past a draw or another player's move)\n"
    "  why N         the rules behind choice N\n"
    "  why ACTION    why an action is not allowed now (e.g. 'why take 3')\n"
    "  why void      (solo/co-op) the Void's last Skirmish, filter by filter, with the rules\n"
    "  log           the game log so far\n"
    "  board         show the board again\n"
    "  save FILE     save the game;  load FILE  continue a saved game\n"
    "  quit          leave the game"
)


SKIRMISH_NOTE = "vf.void.note.strength"


def _ids(text: str) -> list[str]:
    import re

    return re.findall(r"VF-SOLO-[A-Z]+-\d\d", text)


@lru_cache(maxsize=1)
def rule_texts() -> dict[str, str]:
    """Rule ID -> rule text (bundled from the project's rules digest)."""
    text = resources.files("domineum.voidfall").joinpath("rules_index.json").read_text("utf-8")
    index: dict[str, str] = json.loads(text)
    return index


def explain_rules(rule_ids: tuple[str, ...] | list[str]) -> str:
    texts = rule_texts()
    return "\n".join(f"  {r}: {texts.get(r, '(no text)')}" for r in rule_ids)


class Table:
    """One terminal game: the session, who sits where, and the conversation with the human."""

    def __init__(self, game: VoidfallGame, session: Session[GameState], bots: dict[int, Bot]):
        self.game = game
        self.session = session
        self.bots = bots

    def choices(self) -> list[Action]:
        return self.game.legal_actions(self.session.state)

    def show(self, seat: int) -> None:
        click.echo(render(self.game, self.session.state, seat).rsplit("\nSeat ", 1)[0])
        self.show_choices(seat)

    def show_choices(self, seat: int) -> None:
        click.echo(f"\nSeat {seat}, your decision:")
        for n, a in enumerate(self.choices(), start=1):
            click.echo(f"  {n:>3}. {a.label:<55} [{a.notation}]")

    def why_void(self) -> None:
        """The notes of the Void's last Skirmish: strength, each target filter, the outcome."""
        notes = self.session.state.notes
        starts = [i for i, n in enumerate(notes) if n.msg == SKIRMISH_NOTE]
        if not starts:
            click.echo("  The Void has not skirmished yet.")
            return
        for note in notes[starts[-1] :]:
            part = note.msg.startswith(("vf.void.note.filter", "vf.void.note.attack"))
            part = part or note.msg in ("vf.void.note.no_target", "vf.void.note.zero_strength")
            if note.msg.startswith("vf.void.note.") and not part and note.msg != SKIRMISH_NOTE:
                break
            text = messages.render(note.msg, **note.params)
            click.echo(f"  {text}")
        ids = sorted(
            {r for n in notes[starts[-1] :] for r in _ids(messages.render(n.msg, **n.params))}
        )
        click.echo(explain_rules(ids))

    def why(self, seat: int, arg: str) -> None:
        if arg == "void":
            self.why_void()
            return
        legal = self.choices()
        if arg.isdigit() and 1 <= int(arg) <= len(legal):
            action = legal[int(arg) - 1]
            click.echo(f"{action.label}:\n{explain_rules(action.rules)}")
            return
        try:
            self.game.apply(self.session.state, self.game.action_space.parse(arg))
        except NotationError as exc:
            click.echo(f"  not understood: {exc}")
        except IllegalAction as exc:
            click.echo(f"'{arg}' is not allowed: {exc.reason}\n{explain_rules([exc.rule_id])}")
        else:
            click.echo(f"'{arg}' is allowed now.")

    def command(self, seat: int, text: str) -> bool | None:
        """Run a command; True: a decision was made; False: quit; None: ask again."""
        word, _, arg = text.partition(" ")
        arg = arg.strip()
        if word in ("q", "quit", "exit"):
            return False
        if word in ("h", "help", "?"):
            click.echo(HELP)
        elif word == "undo":
            click.echo(
                "Taken back."
                if self.session.undo(seat)
                else "Nothing to undo: your last decision revealed something or was not last."
            )
            self.show_choices(seat)
        elif word == "why":
            self.why(seat, arg)
        elif word == "log":
            for note in self.session.state.notes:
                click.echo("  " + messages.render(note.msg, **note.params))
        elif word == "board":
            self.show(seat)
        elif word == "save" and arg:
            with open(arg, "wb") as handle:
                handle.write(self.session.dumps())
            click.echo(f"Saved to {arg}.")
        elif word == "load" and arg:
            try:
                with open(arg, "rb") as handle:
                    self.session = Session.loads(self.game, handle.read())
            except (OSError, ValueError) as exc:
                click.echo(f"Cannot load {arg}: {exc}")
            else:
                click.echo(f"Loaded {arg}.")
                return True
        else:
            return self.decide(seat, text)
        return None

    def decide(self, seat: int, text: str) -> bool | None:
        legal = self.choices()
        try:
            if text.isdigit() and 1 <= int(text) <= len(legal):
                action_id = legal[int(text) - 1].id
            else:
                action_id = self.game.action_space.parse(text)
            self.session.apply(action_id)
        except NotationError as exc:
            click.echo(f"  not understood: {exc} (type 'help')")
            return None
        except IllegalAction as exc:
            click.echo(f"  not allowed: {exc.reason} [{exc.rule_id}] (type 'why {text}')")
            return None
        return True

    def human(self, seat: int) -> bool:
        """Ask the human at ``seat`` until a decision is made; False if they quit."""
        self.show(seat)
        while True:
            text = click.prompt(">", default="", show_default=False).strip()
            if not text:
                continue
            outcome = self.command(seat, text)
            if outcome is not None:
                return outcome

    def run(self) -> bool:
        """Play until the end; False if a human left."""
        while (seat := self.game.current_seat(self.session.state)) is not None:
            if seat in self.bots:
                bot = self.bots[seat]
                action, reason = bot.choose(self.session.state, self.choices())
                click.echo(
                    f"seat {seat} ({bot.name}): {action.label} [{action.notation}] — {reason}"
                )
                self.session.apply(action.id)
            elif not self.human(seat):
                return False
        click.echo(render(self.game, self.session.state, None))
        return True


@click.command()
@click.option(
    "--seats",
    default="human,greedy",
    show_default=True,
    help="Comma-separated player per seat: human or a bot (random, greedy, mcts).",
)
@click.option("--houses", default="", help="Comma-separated Houses per seat (default random).")
@click.option("--seed", type=int, default=0, show_default=True, help="Game seed.")
@click.option(
    "--mode",
    type=click.Choice(["competitive", "solo", "coop"]),
    default="competitive",
    show_default=True,
    help="Solo: one seat (default human) against the Void.",
)
@click.option(
    "--difficulty",
    type=click.Choice(["easy", "medium", "hard"]),
    default="easy",
    show_default=True,
    help="Solo: the Difficulty card.",
)
@click.option(
    "--load",
    "load_file",
    type=click.Path(dir_okay=False, exists=True),
    default=None,
    help="Continue a saved game file instead of starting a new one.",
)
@click.pass_context
def play(
    ctx: click.Context,
    seats: str,
    houses: str,
    seed: int,
    mode: str,
    difficulty: str,
    load_file: str | None,
) -> None:
    """Play Voidfall in the terminal against bots (or hot-seat with several humans), or solo
    against the Void (``--mode solo``)."""
    from domineum.voidfall.cli.main import _game

    game = _game(ctx)
    kinds = [s.strip() for s in seats.split(",") if s.strip()]
    if mode == "solo":
        kinds = kinds[:1] if seats != "human,greedy" else ["human"]
        if len(kinds) != 1:
            raise click.UsageError("--mode solo needs one seat")
    elif not 2 <= len(kinds) <= 4:
        raise click.UsageError("--seats needs 2 to 4 entries")
    bots: dict[int, Bot] = {}
    for i, kind in enumerate(kinds):
        if kind != "human":
            try:
                bots[i] = make_bot(kind, game, seed * 10 + i)
            except KeyError as exc:
                raise click.UsageError(f"{exc.args[0]}; or 'human'") from None
    if load_file:
        with open(load_file, "rb") as handle:
            session: Session[GameState] = Session.loads(game, handle.read())
    else:
        names = tuple(h.strip() for h in houses.split(",") if h.strip())
        options = (f"difficulty={difficulty}",) if mode != "competitive" else ()
        config = Config(players=len(kinds), houses=names, seed=seed, mode=mode, options=options)
        session = Session(game, game.new_game(config))
    click.echo("Voidfall — type 'help' at any prompt for the commands.")
    if not Table(game, session, bots).run():
        click.echo("Game left unfinished (use 'save FILE' before 'quit' to keep it).")
