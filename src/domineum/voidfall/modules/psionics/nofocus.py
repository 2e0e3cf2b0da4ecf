"""Running out of Focus cards (RS-NOFOCUS-01..04): a seat that starts its turn with no Focus card
in hand passes the whole turn — no Agenda, no Technology or sector action, no Enforcing and no
Cleanup (AMBIG A8)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.engine import cycle
from domineum.voidfall.model.state import GameState, TurnState

PASS_RULES = ("RS-NOFOCUS-01", "RS-NOFOCUS-02", "RS-NOFOCUS-03")


class PassWithoutFocus:
    """A Selection rule: with an empty hand the only choice is to pass."""

    def choices(self, state: GameState, seat: int) -> list[Choice] | None:
        if state.houses[seat].focus_hand:
            return None
        return [Choice("pass", (), PASS_RULES, "vf.psi.choice.pass")]

    def refusal(self, state: GameState, seat: int) -> tuple[str, str] | None:
        if state.houses[seat].focus_hand:
            return None
        return ("vf.refuse.no_focus_in_hand", "RS-NOFOCUS-02")

    def played(self, state: GameState, seat: int, card: str) -> None:
        """Nothing to do: the rule never narrows a hand that holds a card."""

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        if choice.kind != "pass":
            return False
        state.stack.pop()  # the Selection: the turn is over at once
        state.turn = TurnState(seat=seat)
        state.note("vf.psi.note.passed", seat=seat)
        cycle.end_turn(state, content)
        return True
