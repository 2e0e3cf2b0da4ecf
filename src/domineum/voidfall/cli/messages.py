"""English text of the ``voidfall`` command's own messages (the catalog a translation replaces)."""

from __future__ import annotations

import click

from domineum.kernel import messages

ENGLISH: dict[str, messages.Template] = {
    "vf.cli.not_a_game": "{path} is not a Voidfall game file: {why}",
    "vf.cli.too_deep": "nested too deeply",
    "vf.cli.not_utf8": "not UTF-8 text",
    "vf.cli.refused": "{path} is refused: {part}: {problem}",
    "vf.cli.bad_log": "{path} is refused: logged action {n} has id {id}, which is no action",
    "vf.cli.no_seat": "--seat {seat}: no such seat (seats 0 to {last})",
    "vf.cli.houses_count": "--houses names more Houses ({given}) than there are players "
    "({players})",
    "vf.cli.legal_for": "(the choices of seat {seat}, the seat to move: only seat {seat} may "
    "see them)",
    "vf.cli.legal_over": "the game is over: no legal action",
    "vf.cli.content": "content pack refused: {problem}",
    "vf.cli.saved": "Saved to {path}.",
    "vf.cli.not_saved": "Not saved: {problem}. The game goes on.",
    "vf.cli.autosave_failed": "(autosave to {path} failed: {problem}; autosave is off now)",
    "vf.cli.cannot_load": "Cannot load {path}: {problem}",
    "vf.cli.replay_ok": messages.Plural(
        "replayed {n} action: hash {hash} matches", "replayed {n} actions: hash {hash} matches"
    ),
    "vf.cli.replay_position": "(the game started from a position: its initial state is not a "
    "setup, so it was not compared with one)",
    "vf.cli.replay_mismatch": "replay mismatch: {problem}",
    "vf.cli.sim_failed": messages.Plural(
        "{failed} of {games} game failed", "{failed} of {games} games failed", count="games"
    ),
    "vf.cli.unknown_house": "--houses: unknown House '{name}' (known: {known})",
    "vf.cli.unknown_map": "--map: unknown map '{name}' (known: {known})",
    "vf.cli.unknown_rules_option": "--rules-option: unknown option '{name}' (known: {known})",
    "vf.cli.difficulty_mode": "--difficulty {level}: only a solo or co-op game has a "
    "difficulty (add --mode solo or --mode coop)",
    "vf.cli.rules_option_mode": "--rules-option {name}: only a solo or co-op game has rules "
    "options",
    "vf.cli.unknown_scenario": "--scenario: no position file and no solo/co-op scenario "
    "'{name}' (scenarios, with --mode solo or coop: {known})",
    "vf.cli.bad_action": "action {n} '{text}': {problem}",
    "vf.cli.illegal_action": "action {n} '{text}' is illegal: {reason} [{rule}]; nothing was saved",
    "vf.cli.applied": messages.Plural(
        "applied {n} action; hash {hash}", "applied {n} actions; hash {hash}"
    ),
    "vf.cli.no_folder": "cannot write {path}: its folder does not exist",
    "vf.cli.unknown_bots": messages.Plural(
        "unknown bot {bots} (known: {known})", "unknown bots {bots} (known: {known})"
    ),
    "vf.cli.seats_competitive": "a competitive game needs {low} to {high} seats",
    "vf.cli.seats_solo": "a solo game is for exactly 1 seat",
    "vf.cli.seats_coop": "a co-op game needs {low} to {high} seats",
    "vf.cli.seats_tutorial": "the tutorial needs {low} to {high} seats",
    "vf.cli.wrote": "wrote {path}: {players} players, Houses {houses}, hash {hash}",
    "vf.play.help": "Type the number of a choice, or its notation (e.g. 'take 2'). Commands:\n"
    "  card NAME     the text of a card, token, House or sector type (e.g. 'card Conquest')\n"
    "  card N        the text of the card choice N names\n"
    "  board         the whole board;  board s12  one sector in detail\n"
    "  house N       seat N's House in detail (production, Upkeep, tracks ahead)\n"
    "  offers        the Galactic Event, the Agenda offer and the Technologies\n"
    "  log           the full game log so far\n"
    "  score         each seat's Influence by source\n"
    "  why N         the rules behind choice N;  why  the rules of this decision\n"
    "  why ACTION    why an action is not allowed now (e.g. 'why take 3')\n"
    "  undo          take back your last decision (not past a draw or another player's move)\n"
    "  why void      (solo/co-op) the Void's last Skirmish, filter by filter, with the rules\n"
    "  save [FILE]   save the game (default: the autosave file);  load FILE  continue one\n"
    "  quit          leave the game",
    "vf.play.no_rule_text": "(no text)",
    "vf.play.changed": "Changed since you last looked (type 'board' for the whole board):",
    "vf.play.decision": messages.Plural(
        "Seat {seat}, your decision — {title} ({n} choice):",
        "Seat {seat}, your decision — {title} ({n} choices):",
    ),
    "vf.play.no_skirmish": "The Void has not skirmished yet.",
    "vf.play.rules_of_decision": "The rules of this decision:",
    "vf.play.only_choices": "There are only {n} choices: type 'why 1' to 'why {n}'.",
    "vf.play.not_understood": "not understood: {problem}",
    "vf.play.not_allowed_why": "'{action}' is not allowed: {reason}",
    "vf.play.allowed": "'{action}' is allowed now.",
    "vf.play.which_card": "Which card? e.g. 'card Conquest', or 'card 2' for choice 2's card",
    "vf.play.no_card": "Choice {n} names no card.",
    "vf.play.taking_as": "(taking '{typed}' as '{guess}')",
    "vf.play.taken_back": "Taken back.",
    "vf.play.nothing_to_undo": "Nothing to undo: your last decision revealed something or was"
    " not last.",
    "vf.play.which_seat": "Which seat? e.g. 'house 1'",
    "vf.play.which_file": "Which file? e.g. 'load game.json'",
    "vf.play.loaded": "Loaded {path}.",
    "vf.play.pick_number": "There are only {n} choices: type a number from 1 to {n}.",
    "vf.play.not_understood_help": "not understood: {problem} (type 'help')",
    "vf.play.not_allowed": "'{action}' is not allowed ({title}): {reason} [{rule}]"
    " (type 'why {action}')",
    "vf.play.bot_private": "{text} ({bot})",
    "vf.play.bot_move": "seat {seat} ({bot}): {label} [{notation}] — {reason}",
    "vf.play.solo_one_seat": "--mode solo needs one seat",
    "vf.play.seat_count": "--seats needs 2 to 4 entries",
    "vf.play.seat_count_tutorial": "--seats needs 1 to 4 entries in the tutorial",
    "vf.play.or_human": "{problem}; or 'human'",
    "vf.play.welcome": "Voidfall — type 'help' at any prompt for the commands.",
    "vf.play.autosaving": "The game is saved to {path} after every decision.",
    "vf.play.unfinished_saved": "Game left unfinished (it is in {path}).",
    "vf.play.unfinished": "Game left unfinished (use 'save FILE' before 'quit').",
}

messages.register(ENGLISH)


def text(msg_id: str, /, **params: object) -> str:
    """The message ``msg_id`` with ``params`` (English unless a translation is in use)."""
    return messages.render(msg_id, **params)


class BadInput(click.ClickException):
    """Bad input (a file, an option's value): one line ``Error: …``, exit status 2."""

    exit_code = 2
