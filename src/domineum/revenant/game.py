"""Revenant as a kernel game: legal actions, apply, views, results."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import clone
from domineum.kernel.packgame import PackGame
from domineum.revenant.content.loader import Content, load_content
from domineum.revenant.core import stack
from domineum.revenant.core.action_space import build_action_space
from domineum.revenant.core.stack import Choice
from domineum.revenant.engine import (
    abilities,
    cards,
    effects,
    phases,
    revenant,
    setup,
    turn,
    vessels,
)
from domineum.revenant.model.state import Config, GameState
from domineum.revenant.present.labels import label
from domineum.revenant.rules.views import redact

_ENGINE = (abilities, cards, effects, phases, revenant, setup, turn, vessels)  # registrations


class RevenantGame(PackGame[Content, GameState]):
    """The rules engine for one content pack; stateless apart from the pack."""

    name = "revenant"
    state_type = GameState

    def __init__(self, content: Content | None = None) -> None:
        super().__init__(content, load_content, build_action_space)

    def new_game(self, config: Config) -> GameState:
        state = setup.new_game(self.content, config)
        stack.settle(state, self.content)
        return state

    def choices(self, state: GameState) -> list[Choice]:
        return stack.options(state, self.content)

    def to_action(self, state: GameState, choice: Choice) -> Action:
        action_id = self._space.id_of(choice.kind, choice.values)
        seat = self.current_seat(state)
        return Action(
            id=action_id,
            notation=self._space.notation(action_id),
            label=label(self.content, choice),
            rules=choice.rules,
            seat=-1 if seat is None else seat,
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [self.to_action(state, c) for c in self.choices(state)]

    def legal_ids(self, state: GameState) -> list[int]:
        return self._space.ids_of(self.choices(state))

    def apply_in_place(self, state: GameState, action_id: int) -> None:
        kind, values = self._space.decode(action_id)
        if state.phase == "over":
            raise IllegalAction(messages.render("rv.refuse.over"), "RV-END-13")
        stack.choose(state, self.content, kind, values)

    def apply(self, state: GameState, action_id: int) -> GameState:
        self._space.decode(action_id)
        new = clone(state)
        self.apply_in_place(new, action_id)
        return new

    def apply_notation(self, state: GameState, text: str) -> GameState:
        return self.apply(state, self._space.parse(text))

    def winners(self, state: GameState) -> list[int]:
        return [state.winner] if self.is_over(state) else []

    def returns(self, state: GameState) -> list[float]:
        """1 for the winner (ties already broken by turn order, RV-END-13), 0 for the others."""
        won = self.winners(state)
        return [1.0 if p.seat in won else 0.0 for p in state.players]

    def view(self, state: GameState, seat: int | None) -> GameState:
        return redact(state, seat)

    def hidden_fingerprint(self, state: GameState) -> tuple[object, ...]:
        return hidden_fingerprint(state)


def hidden_fingerprint(state: GameState) -> tuple[object, ...]:
    """Changes whenever something hidden is drawn, revealed or shuffled, or chance is used."""
    return (
        state.rng.state,
        len(state.hi_deck),
        len(state.council_deck),
        tuple(len(d) for d in state.op_decks.values()),
        tuple(len(d) for d in state.scanner_decks.values()),
        tuple(state.offer),
        len(state.colony_deck),
        len(state.failure_deck),
        state.display_top,
        len(state.planet_deck),
        tuple(len(p.hi) + len(p.hand) for p in state.players),
    )
