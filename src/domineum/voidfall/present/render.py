"""A readable text rendering of a game as one seat sees it: board, Houses, the decision.

The board comes from :mod:`domineum.voidfall.present.board` (compact; details on request), the
recent events from the log notes with names for ids. The choices are listed only for the seat
who decides: a spectator (``seat=None``) or another seat never sees them, since they can name
what that seat alone may know (an Agenda drawn, the Events seen by a peek).
"""

from __future__ import annotations

from typing import Protocol

from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modules.incursion import present as incursion_view
from domineum.voidfall.present.board import FLEET_LETTER, board_text
from domineum.voidfall.present.labels import blocked
from domineum.voidfall.present.log import note_text
from domineum.voidfall.present.void_view import void_lines

__all__ = ["FLEET_LETTER", "recent", "render"]


class RenderGame(Protocol):
    """What rendering needs of the game (the game module sits above this one)."""

    @property
    def content(self) -> Content: ...

    def view(self, state: GameState, seat: int | None) -> GameState: ...

    def current_seat(self, state: GameState) -> int | None: ...

    def winners(self, state: GameState) -> list[int]: ...

    def legal_actions(self, state: GameState) -> list[Action]: ...


def recent(content: Content, view: GameState, count: int = 8) -> list[str]:
    """The last ``count`` log notes, in words."""
    return [note_text(content, note, view.board.event) for note in view.notes[-count:]]


def render(game: RenderGame, state: GameState, seat: int | None = None) -> str:
    """The board, each House's mat and the current decision, as ``seat`` may see them."""
    view = game.view(state, seat)
    content = game.content
    out = [board_text(content, view, seat), *void_lines(content, view)]
    out += [*incursion_view.lines(content, view), ""]
    notes = recent(content, view)
    if notes:
        out.append(messages.render("vf.board.recent"))
        out += ["   " + line for line in notes]
        out.append("")
    current = game.current_seat(state)
    if current is None:
        won = game.winners(state)
        winners = ", ".join(messages.render("vf.log.seat", seat=w) for w in won)
        out.append(messages.render("vf.board.over", winners=winners or "-", n=len(won)))
    else:
        out.append(messages.render("vf.board.decides", seat=current))
        if seat is not None and seat == current:  # a spectator never sees the choices
            for a in game.legal_actions(state):
                out.append(f"  [{a.id:>5}] {a.notation:<28} {a.label}")
            out += ["          " + line for line in blocked(content, state)]
    return "\n".join(out)
