"""What a game supplies to be played through the server (the adapter protocol).

The server knows only the kernel :class:`~domineum.kernel.game.Game` protocol plus this adapter:
how to build a game from a lobby setup, how to turn a *view* (never the full state) into the
JSON the browser draws, the plain-language log and score sheet, and which bots it has. Adding a
game (Revenant, a Voidfall mode) means writing one adapter and registering it here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from domineum.bots.base import Bot
from domineum.kernel.game import Game


class SetupInvalid(ValueError):
    """A lobby setup the game cannot start (unknown House, wrong player count…)."""


@dataclass(frozen=True, slots=True)
class SeatChoice:
    """Who sits at a seat: ``human`` or a bot name."""

    kind: str = "human"


@dataclass(frozen=True, slots=True)
class Setup:
    """A lobby's choices. ``options`` holds the game's own named choices (Houses, map…).

    ``seed`` is secret: it is stored with the game but never sent to any client.
    """

    players: int
    seats: tuple[SeatChoice, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)


class GameAdapter(Protocol):
    """One game as the server sees it."""

    name: str
    title: str
    bots: tuple[str, ...]

    @property
    def game(self) -> Game[Any]:
        """The kernel game."""
        ...

    def lobby(self) -> dict[str, Any]:
        """What the lobby form offers: player counts, the game's options and their values."""
        ...

    def new_state(self, setup: Setup) -> Any:
        """The initial state; raises :class:`SetupInvalid` with a plain message."""
        ...

    def board(self, view: Any, seat: int | None) -> dict[str, Any]:
        """The JSON the client draws, built from ``view`` (already redacted for ``seat``)."""
        ...

    def seat_names(self, view: Any) -> list[str]:
        """A plain name per seat (e.g. the House)."""
        ...

    def prompt(self, view: Any) -> str:
        """A plain sentence naming the current decision."""
        ...

    def log(self, view: Any, since: int = 0) -> list[str]:
        """The public game log, in plain language, from entry ``since`` on."""
        ...

    def log_length(self, view: Any) -> int:
        """How many entries the whole log has (each message renders only its tail)."""
        ...

    def score_sheet(self, view: Any) -> dict[str, Any] | None:
        """The final score sheet once the game is over, else ``None``."""
        ...

    def target(self, view: Any, notation: str) -> str | None:
        """The board element (e.g. a sector id) an option is about, for click targets."""
        ...

    def rule_text(self, rule_id: str) -> str:
        """The text of a rule, for an option's tooltip ('' if unknown)."""
        ...

    def make_bot(self, kind: str, seed: int) -> Bot:
        """A bot by name; raises ``KeyError`` if unknown."""
        ...
