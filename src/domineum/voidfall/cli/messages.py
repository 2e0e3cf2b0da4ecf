"""English text of the ``voidfall`` command's own messages (the catalog a translation replaces)."""

from __future__ import annotations

import click

from domineum.kernel import messages

ENGLISH = {
    "vf.cli.not_a_game": "{path} is not a Voidfall game file: {why}",
    "vf.cli.too_deep": "nested too deeply",
    "vf.cli.not_utf8": "not UTF-8 text",
    "vf.cli.refused": "{path} is refused: {part}: {problem}",
    "vf.cli.bad_log": "{path} is refused: logged action {n} has id {id}, which is no action",
    "vf.cli.no_seat": "--seat {seat}: no such seat (seats 0 to {last})",
    "vf.cli.houses_count": "--houses names {given} House(s) for {players} players",
    "vf.cli.legal_for": "(the choices of seat {seat}, the seat to move: only seat {seat} may "
    "see them)",
    "vf.cli.legal_over": "the game is over: no legal action",
    "vf.cli.content": "content pack refused: {problem}",
    "vf.cli.saved": "Saved to {path}.",
    "vf.cli.not_saved": "Not saved: {problem}. The game goes on.",
    "vf.cli.autosave_failed": "(autosave to {path} failed: {problem}; autosave is off now)",
    "vf.cli.cannot_load": "Cannot load {path}: {problem}",
    "vf.cli.replay_ok": "replayed {n} actions: hash {hash} matches",
    "vf.cli.replay_position": "(the game started from a position: its initial state is not a "
    "setup, so it was not compared with one)",
    "vf.cli.replay_mismatch": "replay mismatch: {problem}",
    "vf.cli.sim_failed": "{failed} of {games} game(s) failed",
    "vf.cli.unknown_house": "--houses: unknown House '{name}' (known: {known})",
    "vf.cli.unknown_map": "--map: unknown map '{name}' (known: {known})",
    "vf.cli.unknown_rules_option": "--rules-option: unknown option '{name}' (known: {known})",
    "vf.cli.rules_option_mode": "--rules-option {name}: only a solo or co-op game has rules "
    "options",
    "vf.cli.unknown_scenario": "--scenario: no position file and no solo/co-op scenario "
    "'{name}' (scenarios, with --mode solo or coop: {known})",
    "vf.cli.bad_action": "action {n} '{text}': {problem}",
    "vf.cli.illegal_action": "action {n} '{text}' is illegal: {reason} [{rule}]; nothing was saved",
    "vf.cli.applied": "applied {n} action(s); hash {hash}",
    "vf.cli.no_folder": "cannot write {path}: its folder does not exist",
}

messages.register(ENGLISH)


def text(msg_id: str, /, **params: object) -> str:
    """The message ``msg_id`` with ``params`` (English unless a translation is in use)."""
    return messages.render(msg_id, **params)


class BadInput(click.ClickException):
    """Bad input (a file, an option's value): one line ``Error: …``, exit status 2."""

    exit_code = 2
