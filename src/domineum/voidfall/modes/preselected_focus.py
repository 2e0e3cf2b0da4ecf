"""The pre-selected Focus variant (VF-VARIANT-01..03), an extension of the competitive game.

Before each round of the Focus Phase every player, in Turn Order, chooses the Focus card of
their turn face down (VF-VARIANT-02); at their Selection that card is the only one they may play
(VF-VARIANT-03). Switched on by ``Config.preselected_focus``.
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import procedure
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.procedure import Procedure
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Config, GameState

PRESELECT = "preselect_focus"


@register
class PreselectFocus(Primitive[NoParams]):
    """VF-VARIANT-02: choose this round's Focus card from hand, face down."""

    op = PRESELECT
    Params = NoParams
    rules = ("VF-VARIANT-02",)
    private = "vf.private.preselect"  # others see that a card was chosen face down

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.house.preselected:
            return []
        hand = sorted(ctx.house.focus_hand)
        return [Choice("focus", (card,), ("VF-VARIANT-02",)) for card in hand]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.house.preselected = choice.values[0]


def ask_every_seat(state: GameState, content: Content) -> None:
    """At the start of a round, every seat pre-selects, the first in Turn Order first."""
    for seat in reversed(state.board.turn_order):
        push_step(state, content, seat, Effect(PRESELECT), cost=True)


class _PlayThePreselected:
    """VF-VARIANT-03: the face-down card is the one played."""

    def choices(self, state: GameState, seat: int) -> list[Choice] | None:
        card = state.houses[seat].preselected
        return [Choice("focus", (card,), ("VF-VARIANT-03",))] if card else None

    def refusal(self, state: GameState, seat: int) -> tuple[str, str] | None:
        if state.houses[seat].preselected:
            return ("vf.refuse.focus_preselected", "VF-VARIANT-03")
        return None

    def played(self, state: GameState, seat: int, card: str) -> None:
        state.houses[seat].preselected = ""


class PreselectedFocus:
    """The variant as an extension: a round hook and a Selection rule."""

    name = "preselected_focus"
    claims = "preselected_focus"
    action_kinds: tuple[ActionKind, ...] = ()

    def applies(self, config: Config) -> bool:
        return config.preselected_focus

    def extend(self, procedure: Procedure) -> None:
        procedure.round_start.append(ask_every_seat)
        procedure.selection.append(_PlayThePreselected())


procedure.register(PreselectedFocus())
