"""``voidfall play``: a game in the terminal, people and bots at the table.

At each of your decisions the numbered choices are shown, the board only when something on it
changed. Type a number, an action's notation, or a command (``help`` lists them): ``card NAME``,
``board [SECTOR]``, ``house N``, ``offers``, ``log``, ``score``, ``why [N|ACTION]``, ``undo``,
``save [FILE]``, ``load FILE``, ``quit``. The game is saved after every decision (``--autosave``).
"""

from __future__ import annotations

import difflib
import json
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

import click

from domineum.bots.base import Bot
from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.kernel.errors import IllegalAction, NotationError, ReplayMismatch
from domineum.kernel.record import Session
from domineum.kernel.savefile import SaveError
from domineum.voidfall.ai.players import make_bot
from domineum.voidfall.cli.main import _game, load_session, save_session
from domineum.voidfall.cli.messages import BadInput
from domineum.voidfall.cli.messages import text as say
from domineum.voidfall.cli.options import config_options, setup_aid_option, void_options
from domineum.voidfall.content.loader import Content
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState, SelectFocus, Step
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.modes import tutorial
from domineum.voidfall.present import board
from domineum.voidfall.present.cardtext import amounts, card_text, describe
from domineum.voidfall.present.labels import blocked, decision_title
from domineum.voidfall.present.log import changes, full_log, note_text
from domineum.voidfall.present.render import render
from domineum.voidfall.rules.views import private_decision

COMMANDS = (
    "help",
    "card",
    "board",
    "house",
    "offers",
    "log",
    "score",
    "why",
    "undo",
    "save",
    "load",
    "quit",
)


def default_autosave() -> Path:
    """Where a terminal game is autosaved unless ``--autosave`` says otherwise."""
    return Path.home() / ".voidfall" / "autosave.json"


SKIRMISH_NOTE = "vf.void.note.strength"
# a Skirmish's explanation: the base Void's, or Incursion's (RS-INCSKIRM)
SKIRMISH_NOTES = (SKIRMISH_NOTE, "vf.inc.note.value")
SKIRMISH_PARTS = (
    "vf.void.note.filter",
    "vf.void.note.attack",
    "vf.inc.note.candidate",
    "vf.inc.note.filter",
    "vf.inc.note.joins",
    "vf.inc.note.attack",
)
SKIRMISH_ENDS = (
    "vf.void.note.no_target",
    "vf.void.note.zero_strength",
    "vf.inc.note.no_skirmish",
    "vf.inc.note.defended",
)
VOID_NOTES = ("vf.void.note.", "vf.inc.note.")


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
    none = say("vf.play.no_rule_text")
    return "\n".join(
        f"  {r}: {messages.translate(texts.get(r, ''), context=r) or none}" for r in rule_ids
    )


def closest(word: str, candidates: list[str] | tuple[str, ...]) -> str | None:
    """The candidate ``word`` was probably meant to be (a typo), if one is close enough."""
    found = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.75)
    return found[0] if found else None


class Entry(NamedTuple):
    """One numbered choice of the terminal: its words, notation, the actions it applies."""

    label: str
    notation: str
    ids: tuple[int, ...]
    rules: tuple[str, ...]


BATCH_LIMIT = 24  # ways of paying listed at most; beyond, the unit-by-unit choices are shown


def payment_batches(game: VoidfallGame, state: GameState) -> list[Entry]:
    """Where a cost is being paid unit by unit (Credits standing in, VF-RES-04), every way of
    paying the rest of it in one choice: the sequences of ``pay`` actions, by what they spend.
    Empty when this is not such a decision, or when it has a single way."""
    frame = state.stack[-1] if state.stack else None
    if not isinstance(frame, Step) or frame.effect.op != "pay":
        return []
    seat, depth = frame.seat, len(state.stack)
    start = state.houses[seat].resources
    found: dict[tuple[int, ...], tuple[int, ...]] = {}

    def walk(s: GameState, path: tuple[int, ...]) -> None:
        if len(found) > BATCH_LIMIT:
            return
        top = s.stack[-1] if s.stack else None
        same = (
            isinstance(top, Step)
            and top.effect.op == "pay"
            and len(s.stack) == depth
            and game.current_seat(s) == seat
        )
        if path and not same:
            spent = tuple(a - b for a, b in zip(start, s.houses[seat].resources, strict=True))
            found.setdefault(spent, path)
            return
        ids = game.legal_ids(s)
        if not all(game.action_space.decode(i)[0] == "pay" for i in ids):
            return
        for i in ids:
            walk(game.apply(s, i), (*path, i))

    walk(state, ())
    if len(found) < 2 or len(found) > BATCH_LIMIT:
        return []
    rules = ("VF-ACTION-05", "VF-RES-03", "VF-RES-04")
    entries = []
    for spent, path in sorted(found.items(), key=lambda kv: kv[0][3]):  # fewest Credits first
        what = amounts({r: n for r, n in zip(RESOURCES, spent, strict=True) if n > 0})
        notation = " ; ".join(game.action_space.notation(i) for i in path)
        entries.append(
            Entry(messages.render("vf.label.pay_batch", what=what), notation, path, rules)
        )
    return entries


def card_of(
    content: Content, state: GameState, action: Action, game: VoidfallGame
) -> tuple[str, str] | None:
    """(kind, id) of the card a choice names: a Focus card, an Agenda, a Technology."""
    kind, values = game.action_space.decode(action.id)
    first = values[0] if values else ""
    if kind == "focus":
        return ("focus", first)
    if kind in ("agenda", "keep"):
        return ("agenda", first)
    if kind in ("tech", "improve", "tech-action"):
        return ("technology", first)
    if kind == "offer":
        agenda = state.board.agenda_offer.get(first, "")
        return ("agenda", agenda) if agenda in content.agendas else None
    if kind in ("take", "double") and state.turn.focus in content.focus_cards:
        return ("focus", state.turn.focus)
    if kind == "agenda-action" and state.turn.agenda in content.agendas:
        return ("agenda", state.turn.agenda)
    return None


class Table:
    """One terminal game: the session, who sits where, and the conversation with the human."""

    def __init__(
        self,
        game: VoidfallGame,
        session: Session[GameState],
        bots: dict[int, Bot],
        autosave: Path | None = None,
    ):
        self.game = game
        self.session = session
        self.bots = bots
        self.autosave = autosave
        self._shown_board = ""
        self._shown_view: GameState | None = None
        self._shown_seat = -1
        self._shown_notes = 0
        self._last_batch = 1  # actions the last numbered choice applied (a batch payment)

    def choices(self) -> list[Action]:
        return self.game.legal_actions(self.session.state)

    def view(self, seat: int | None) -> GameState:
        return self.game.view(self.session.state, seat)

    def show(self, seat: int, force: bool = False) -> None:
        """The whole board at the start of your turn, of a Phase, or on request (``force``);
        otherwise only what changed since you last saw it; then the news and the choices."""
        view = self.view(seat)
        text = board.board_text(self.game.content, view, seat)
        last = self._shown_view
        fresh = (
            force
            or last is None
            or self._shown_seat != seat  # hot-seat: another person at the keyboard
            or last.phase != view.phase
            or last.cycle != view.cycle
            or isinstance(view.stack[-1] if view.stack else None, SelectFocus)
        )
        if fresh:
            click.echo(text)
        elif text != self._shown_board and last is not None:
            changed = changes(self.game.content, last, view)
            if changed:
                click.echo("\n" + say("vf.play.changed"))
                for line in changed:
                    click.echo("  " + line)
        self._shown_board = text
        self._shown_view = view
        self._shown_seat = seat
        self.show_news(view)
        self.show_choices(seat)

    def show_news(self, view: GameState) -> None:
        notes = view.notes[self._shown_notes :]
        if notes:
            click.echo("")
            for note in notes:
                click.echo("  · " + note_text(self.game.content, note, view.board.event))
        self._shown_notes = len(view.notes)

    def menu(self) -> list[Entry]:
        """The numbered choices: the legal actions, or, where a whole cost is paid at once, one
        entry per way of paying it (each entry applies its actions in turn)."""
        batch = payment_batches(self.game, self.session.state)
        if batch:
            return batch
        return [Entry(a.label, a.notation, (a.id,), a.rules) for a in self.choices()]

    def show_choices(self, seat: int) -> None:
        entries = self.menu()
        title = decision_title(self.game.content, self.session.state)
        click.echo("\n" + say("vf.play.decision", seat=seat, title=title, n=len(entries)))
        for n, e in enumerate(entries, start=1):
            click.echo(f"  {n:>3}. {e.label}  [{e.notation}]")
        for line in blocked(self.game.content, self.session.state):
            click.echo(f"       {line}")

    def why_void(self) -> None:
        """The notes of the Void's last Skirmish: strength, each target filter, the outcome."""
        notes = self.session.state.notes
        starts = [i for i, n in enumerate(notes) if n.msg in SKIRMISH_NOTES]
        if not starts:
            click.echo("  " + say("vf.play.no_skirmish"))
            return
        for note in notes[starts[-1] :]:
            part = note.msg.startswith(SKIRMISH_PARTS) or note.msg in SKIRMISH_ENDS
            if note.msg.startswith(VOID_NOTES) and not part and note.msg not in SKIRMISH_NOTES:
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
        legal = self.menu()
        if not arg:
            rules = sorted({r for a in legal for r in a.rules})
            click.echo(say("vf.play.rules_of_decision") + "\n" + explain_rules(rules))
            return
        if arg.isdigit():
            if 1 <= int(arg) <= len(legal):
                action = legal[int(arg) - 1]
                click.echo(f"{action.label}:\n{explain_rules(action.rules)}")
            else:
                click.echo("  " + say("vf.play.only_choices", n=len(legal)))
            return
        try:
            self.game.apply(self.session.state, self.game.action_space.parse(arg))
        except NotationError as exc:
            click.echo("  " + say("vf.play.not_understood", problem=exc))
        except IllegalAction as exc:
            refusal = say("vf.play.not_allowed_why", action=arg, reason=exc.reason)
            click.echo(refusal + "\n" + explain_rules([exc.rule_id]))
        else:
            click.echo(say("vf.play.allowed", action=arg))

    def card(self, arg: str) -> None:
        """``card NAME``: a card's text; ``card N``: the text of the card choice N names."""
        content = self.game.content
        if not arg:
            click.echo("  " + say("vf.play.which_card"))
            return
        legal = [] if payment_batches(self.game, self.session.state) else self.choices()
        if arg.isdigit() and 1 <= int(arg) <= len(legal):
            named = card_of(content, self.session.state, legal[int(arg) - 1], self.game)
            if named is None:
                click.echo("  " + say("vf.play.no_card", n=arg))
                return
            click.echo("\n".join(card_text(content, *named)))
            return
        click.echo(describe(content, arg))

    def save(self, path: Path) -> None:
        """Save atomically; ``SaveError`` names why it could not be (the game goes on)."""
        if path == default_autosave():
            path.parent.mkdir(parents=True, exist_ok=True)
        save_session(self.session, str(path))

    def score(self) -> None:
        from domineum.voidfall.cli.score import _print_sheets

        state = self.session.state
        winners = self.game.winners(state) if state.phase == "over" else []
        _print_sheets(self.game.content.houses, state, winners)

    def command(self, seat: int, text: str) -> bool | None:
        """Run a command; True: a decision was made; False: quit; None: ask again."""
        word, _, arg = text.partition(" ")
        word, arg = word.lower(), arg.strip()
        if word in ("q", "exit"):
            word = "quit"
        if word in ("h", "?"):
            word = "help"
        if not word.isdigit() and word not in COMMANDS and not self._is_notation(text):
            guess = closest(word, COMMANDS)
            if guess is not None:
                click.echo("  " + say("vf.play.taking_as", typed=word, guess=guess))
                word = guess
        if word == "quit":
            return False
        if word == "help":
            click.echo(say("vf.play.help"))
        elif word == "undo":
            undone = [self.session.undo(seat) for _ in range(max(1, self._last_batch))]
            self._last_batch = 1
            click.echo(say("vf.play.taken_back" if any(undone) else "vf.play.nothing_to_undo"))
            self._shown_notes = min(self._shown_notes, len(self.session.state.notes))
            self.show_choices(seat)
        elif word == "why":
            self.why(seat, arg)
        elif word == "log":
            ids = [entry.id for entry in self.session.log]
            for line in full_log(self.game, self.session.initial, ids, seat):
                click.echo("  " + line)
        elif word == "board":
            view = self.view(seat)
            if arg:
                click.echo(board.sector_text(self.game.content, view, arg.lower()))
            else:
                self.show(seat, force=True)
        elif word == "house":
            if arg.isdigit():
                click.echo(board.house_text(self.game.content, self.view(seat), int(arg), seat))
            else:
                click.echo("  " + say("vf.play.which_seat"))
        elif word == "offers":
            click.echo(board.offers_text(self.game.content, self.view(seat)))
        elif word == "card":
            self.card(arg)
        elif word == "score":
            self.score()
        elif word == "save":
            target = Path(arg) if arg else self.autosave or default_autosave()
            try:
                self.save(target)
            except SaveError as exc:  # a bad path never ends the game
                click.echo(say("vf.cli.not_saved", problem=exc))
            else:
                click.echo(say("vf.cli.saved", path=target))
        elif word == "load":
            if not arg:
                click.echo("  " + say("vf.play.which_file"))
                return None
            try:
                self.session = trusted_session(self.game, arg)
            except click.ClickException as exc:
                click.echo(say("vf.cli.cannot_load", path=arg, problem=exc.message))
            else:
                click.echo(say("vf.play.loaded", path=arg))
                self._shown_board = ""
                self._shown_view = None
                self._shown_notes = len(self.session.state.notes)
                return True
        else:
            return self.decide(seat, text)
        return None

    def _is_notation(self, text: str) -> bool:
        try:
            self.game.action_space.parse(text)
        except NotationError:
            return False
        return True

    def decide(self, seat: int, text: str) -> bool | None:
        entries = self.menu()
        if text.isdigit() and not 1 <= int(text) <= len(entries):
            click.echo("  " + say("vf.play.pick_number", n=len(entries)))
            return None
        try:
            if text.isdigit():
                ids = entries[int(text) - 1].ids
            else:
                ids = (self._parse(text, self.choices()),)
            for action_id in ids:
                self.session.apply(action_id)
            self._last_batch = len(ids)
        except NotationError as exc:
            click.echo("  " + say("vf.play.not_understood_help", problem=exc))
            return None
        except IllegalAction as exc:
            title = decision_title(self.game.content, self.session.state)
            click.echo(
                "  "
                + say(
                    "vf.play.not_allowed",
                    action=text,
                    title=title,
                    reason=exc.reason,
                    rule=exc.rule_id,
                )
            )
            return None
        self._autosave()
        return True

    def _parse(self, text: str, legal: list[Action]) -> int:
        """An action by its notation; a near miss of one of the choices' notations is taken for
        it (said aloud), anything else is parsed as typed."""
        try:
            return self.game.action_space.parse(text)
        except NotationError:
            guess = closest(text.lower(), [a.notation for a in legal])
            if guess is None:
                raise
            click.echo("  " + say("vf.play.taking_as", typed=text, guess=guess))
            return next(a.id for a in legal if a.notation == guess)

    def _autosave(self) -> None:
        if self.autosave is not None:
            try:
                self.save(self.autosave)
            except (OSError, SaveError) as exc:
                click.echo(say("vf.cli.autosave_failed", path=self.autosave, problem=exc))
                self.autosave = None

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
                _, values = self.game.action_space.decode(action.id)
                private = private_decision(self.session.state, values)
                if private is not None:  # others see that a choice was made, not which
                    told = messages.render(private, seat=seat)
                    click.echo(say("vf.play.bot_private", text=told, bot=bot.name))
                else:
                    click.echo(
                        say(
                            "vf.play.bot_move",
                            seat=seat,
                            bot=bot.name,
                            label=action.label,
                            notation=action.notation,
                            reason=reason,
                        )
                    )
                self.session.apply(action.id)
                self._autosave()
            elif not self.human(seat):
                return False
        click.echo(render(self.game, self.session.state, None))
        return True


def trusted_session(game: VoidfallGame, path: str) -> Session[GameState]:
    """A saved game to continue: validated, and its log replayed and checked (the barriers that
    limit undo are the replay's, never the file's); ``BadInput`` otherwise."""

    session = load_session(game, path)
    try:
        session.verify(lambda initial: game.new_game(initial.config))
    except (ReplayMismatch, SetupError) as exc:
        raise BadInput(say("vf.cli.refused", path=path, part="log", problem=exc)) from None
    return session


@click.command()
@click.option(
    "--seats",
    default="human,greedy",
    show_default=True,
    help="Comma-separated player per seat: human or a bot (random, greedy, mcts).",
)
@click.option("--houses", default="", help="Comma-separated Houses per seat (default random).")
@click.option("--seed", type=int, default=0, show_default=True, help="Game seed.")
@void_options("Solo: one seat (default human) against the Void.")
@click.option(
    "--load",
    "load_file",
    type=click.Path(dir_okay=False, exists=True),
    default=None,
    help="Continue a saved game file instead of starting a new one.",
)
@click.option(
    "--autosave",
    type=click.Path(dir_okay=False),
    default=None,
    help="Save the game here after every decision (default ~/.voidfall/autosave.json; '': never).",
)
@click.pass_context
def play(
    ctx: click.Context,
    seats: str,
    houses: str,
    seed: int,
    mode: str,
    difficulty: str | None,
    rules_options: tuple[str, ...],
    modules: tuple[str, ...],
    setup_aid: str,
    load_file: str | None,
    autosave: str | None,
) -> None:
    """Play Voidfall in the terminal against bots (or hot-seat with several humans), or solo
    against the Void (``--mode solo``)."""

    game = _game(ctx)
    kinds = [s.strip() for s in seats.split(",") if s.strip()]
    if mode == "solo":
        kinds = kinds[:1] if seats != "human,greedy" else ["human"]
        if len(kinds) != 1:
            raise click.UsageError(say("vf.play.solo_one_seat"))
    elif mode == tutorial.MODE and not 1 <= len(kinds) <= 4:
        raise click.UsageError(say("vf.play.seat_count_tutorial"))
    elif mode != tutorial.MODE and not 2 <= len(kinds) <= 4:
        raise click.UsageError(say("vf.play.seat_count"))
    bots: dict[int, Bot] = {}
    for i, kind in enumerate(kinds):
        if kind != "human":
            try:
                bots[i] = make_bot(kind, game, seed * 10 + i)
            except KeyError as exc:
                raise click.UsageError(say("vf.play.or_human", problem=exc.args[0])) from None
    if load_file:
        session: Session[GameState] = trusted_session(game, load_file)
    else:
        names = tuple(h.strip() for h in houses.split(",") if h.strip())
        if len(names) > len(kinds):
            raise BadInput(say("vf.cli.houses_count", given=len(names), players=len(kinds)))
        try:
            options = config_options(mode, difficulty, rules_options) + setup_aid_option(
                game.content, modules, setup_aid
            )
            config = Config(
                players=len(kinds),
                houses=names,
                seed=seed,
                mode=mode,
                options=options,
                modules=modules,
            )
            state = game.new_game(config)
        except SetupError as exc:
            raise BadInput(str(exc)) from None
        session = Session(game, state)
    click.echo(say("vf.play.welcome"))
    target = default_autosave() if autosave is None else Path(autosave) if autosave else None
    if target is not None:
        click.echo(say("vf.play.autosaving", path=target))
    if not Table(game, session, bots, target).run():
        if target is not None:
            click.echo(say("vf.play.unfinished_saved", path=target))
        else:
            click.echo(say("vf.play.unfinished"))
