"""Voidfall as a kernel game: legal actions, apply, views, results."""

from __future__ import annotations

from domineum.kernel.actions import Action
from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import clone
from domineum.kernel.packgame import PackGame
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import memo
from domineum.voidfall.core.action_space import build_action_space
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine import flow
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.engine.setup import new_game
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.modes import catalog as _modes  # noqa: F401  (registers every mode)
from domineum.voidfall.modules import catalog as _modules  # noqa: F401  (and every module)
from domineum.voidfall.present.labels import label
from domineum.voidfall.rules import scoring
from domineum.voidfall.rules.views import redact, secret_picks


class VoidfallGame(PackGame[Content, GameState]):
    """The rules engine for one content pack; stateless apart from the pack."""

    name = "voidfall"
    state_type = GameState

    def __init__(self, content: Content | None = None) -> None:
        super().__init__(content, load_content, build_action_space)

    def new_game(self, config: Config) -> GameState:
        return new_game(self.content, config)

    def choices(self, state: GameState) -> list[Choice]:
        return flow.options(state, self.content)

    def to_action(self, state: GameState, choice: Choice) -> Action:
        action_id = self._space.encode(choice.kind, *choice.values)
        seat = self.current_seat(state)
        return Action(
            id=action_id,
            notation=self._space.notation(action_id),
            label=label(self.content, state, choice),
            rules=choice.rules,
            seat=-1 if seat is None else seat,
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [self.to_action(state, c) for c in self.choices(state)]

    def legal_ids(self, state: GameState) -> list[int]:
        """Only the ids (cheaper than :meth:`legal_actions`; for bots and simulation)."""
        return list(memo.action_ids(state, self.choices, self._space.ids_of))

    def _fresh(self, state: GameState) -> list[Choice]:
        """The pending options computed afresh (the memo's debug comparison)."""
        return flow.fresh_options(state, self.content)

    def apply_in_place(self, state: GameState, action_id: int) -> None:
        pending = memo.current(state, self._fresh)
        if pending is not None and pending.ids is not None:
            try:
                taken = pending.options[pending.ids.index(action_id)]
            except ValueError:  # not listed: decoded and checked below
                pass
            else:
                flow.commit(state, self.content, taken)
                return
        kind, values = self._space.decode(action_id)
        if state.phase == "over":
            raise IllegalAction(flow.reason_text("vf.refuse.game_over"), "VF-EVAL-20")
        flow.choose(state, self.content, Choice(kind, values))

    def apply(self, state: GameState, action_id: int) -> GameState:
        self._space.decode(action_id)  # a malformed id is refused before any copy
        new = clone(state)
        memo.carry(state, new)
        self.apply_in_place(new, action_id)
        return new

    def apply_notation(self, state: GameState, text: str) -> GameState:
        return self.apply(state, self._space.parse(text))

    def winners(self, state: GameState) -> list[int]:
        if not self.is_over(state):
            return []
        return (procedure_for(state.config).winners or scoring.winners)(state)

    def returns(self, state: GameState) -> list[float]:
        """1 shared among the winners, 0 for the others (VF-END-01..03)."""
        won = self.winners(state)
        if state.void is not None:  # co-op/solo: the players win or lose together (VF-END-05)
            return [1.0 if won else 0.0 for _ in state.seats]
        return [1.0 / len(won) if seat in won else 0.0 for seat in state.seats]

    def view(self, state: GameState, seat: int | None) -> GameState:
        return redact(state, seat)

    def hidden_fingerprint(self, state: GameState) -> tuple[object, ...]:
        return hidden_fingerprint(state)


def hidden_fingerprint(state: GameState) -> tuple[object, ...]:
    """What changes whenever something hidden is drawn, revealed or shuffled, or chance is used:
    the RNG, deck and pile sizes, the face-up offers, the current Galactic Event and the hidden
    cards a seat is looking at."""
    board = state.board
    return (
        state.rng.state,
        tuple(len(d) for d in board.event_decks),
        board.event,
        tuple(len(d) for d in board.agenda_decks.values()),
        tuple(board.agenda_offer.values()),
        len(board.improved_deck),
        len(board.bounty_pile),
        len(board.reclaim_pile),
        tuple((len(s.bounty), len(s.reclaim)) for s in state.galaxy.sectors),
        tuple(len(h.agenda_hand) for h in state.houses),
        secret_picks(state),  # a look at hidden cards (Peek) is a barrier too (VF-PEEK-01)
        void_piles(state),
    )


def void_piles(state: GameState) -> tuple[int, ...]:
    """Sizes of the Void's face-down decks and of Incursion's Alert piles: drawing from them
    reveals a card (VF-SOLO-TURN-03, RS-INCPREP-05), an information barrier."""
    sizes: list[int] = []
    if state.void is not None:
        v = state.void
        sizes += (len(v.alert_deck), len(v.war_pile), len(v.heroic_deck))
        sizes += (len(d) for d in (*v.situation_piles.values(), *v.crisis_decks.values()))
    if state.incursion is not None:
        inc = state.incursion
        sizes += (len(inc.voidfall_pile), len(inc.rift_surge_pile))
        sizes += (len(d) for d in inc.dual_piles.values())
    return tuple(sizes)
