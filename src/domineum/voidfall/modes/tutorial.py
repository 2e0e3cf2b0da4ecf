"""The tutorial scenario (VF-MODE-07..09), a mode played with the competitive rules.

Claims ``mode:tutorial`` (``Config.mode == "tutorial"``). What it changes:

- 1 to 4 players (VF-MODE-01: one tutorial map per player count); the setup is the pack's
  tutorial map for the count (``MapDef.tutorial``), with its Houses and fixed Galactic Events
  (engine/setup.py reads them);
- nothing of the co-op/solo rules (the blue sections, VF-MODE-02/03) is added: no Void;
- the result: a competitive group plays for the most Influence (VF-END-01..03); one player, or
  a co-op/solo group (``Config.options`` holds :data:`COOP_GROUP`), plays for 120 Influence each
  at the game's end, every player who reaches it succeeding; a co-op group never invades another
  player's sectors (VF-MODE-07; ``core.procedure.rivals``);
- the reading aids (VF-MODE-09) as notes in the log: at setup, what is not in play and the goal;
  at the start of Cycle 2, what Cycle 2 adds (decision T-04, docs/rules-decisions/tutorial.md).
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.content import tutorial_messages as _messages  # noqa: F401  (registers)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import NamedStep, Procedure
from domineum.voidfall.model.state import Config, GameState, Phase
from domineum.voidfall.rules import scoring

TARGET = 120  # VF-MODE-07: each player's goal in a co-op/solo group's tutorial
COOP_GROUP = "tutorial=coop"  # the rules option of a co-op/solo group (VF-MODE-07)
MODE = "tutorial"


def individual(config: Config) -> bool:
    """Whether each player plays for :data:`TARGET` on their own: one player, or a co-op/solo
    group (VF-MODE-07)."""
    return config.players == 1 or COOP_GROUP in config.options


def reached(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has reached the tutorial's 120 Influence (VF-MODE-07)."""
    return state.houses[seat].influence >= TARGET


def winners(state: GameState) -> list[int]:
    """The players who succeed: each who reached 120 Influence when playing individually,
    otherwise the competitive winner(s) (VF-MODE-07, VF-END-01..03)."""
    if individual(state.config):
        return [seat for seat in state.seats if reached(state, seat)]
    return scoring.winners(state)


def introduce(state: GameState, content: Content) -> None:
    """VF-MODE-09 before Cycle 1: the co-op/solo rules are not in play, and the goal."""
    state.note("vf.tutorial.note.cycle1")
    if individual(state.config):
        state.note("vf.tutorial.note.goal_individual", target=TARGET)
        if state.config.players > 1:
            state.note("vf.tutorial.note.no_invading")
    else:
        state.note("vf.tutorial.note.goal_competitive")


def before_cycle_2(state: GameState, content: Content, frame: Phase) -> bool:
    """VF-MODE-09 before Cycle 2: what the rules add from Cycle 2 on (VF-PREP-03,
    VF-SETUP-12). A note only; the rules are the same in every Cycle."""
    if state.cycle == 2:
        state.note("vf.tutorial.note.cycle2")
    return True


def verdict(state: GameState, content: Content) -> None:
    """At the game's end, each player's success or failure against 120 Influence."""
    if not individual(state.config):
        return
    for seat in state.seats:
        key = "vf.tutorial.note.reached" if reached(state, seat) else "vf.tutorial.note.missed"
        state.note(key, seat=seat, influence=state.houses[seat].influence, target=TARGET)


class Tutorial:
    """The tutorial as an extension: player count, notes and the result (VF-MODE-07..09)."""

    name = MODE
    claims = "mode:" + MODE
    action_kinds: tuple[ActionKind, ...] = ()

    def applies(self, config: Config) -> bool:
        return config.mode == MODE

    def extend(self, proc: Procedure) -> None:
        proc.players = (1, 4)  # VF-MODE-01
        proc.setup.append(introduce)
        proc.phases["preparation"].insert(0, NamedStep("tutorial_cycle_2", before_cycle_2, False))
        proc.game_end.append(verdict)
        proc.winners = winners


def _rivals(config: Config) -> bool:
    """A competitive group's tutorial keeps invasions between players (VF-MODE-07)."""
    return config.mode == MODE and not individual(config)


procedure.RIVALS.append(_rivals)
procedure.register(Tutorial())
