"""Bots by name for a Voidfall game (the terminal, simulation and tests all use this)."""

from __future__ import annotations

from collections.abc import Callable

from domineum.bots import messages as _bot_messages  # noqa: F401  (registers)
from domineum.bots.base import Bot
from domineum.bots.greedy import GreedyBot
from domineum.bots.mcts import MctsBot
from domineum.bots.random_bot import RandomBot
from domineum.kernel import messages
from domineum.kernel.rng import Rng
from domineum.voidfall.ai.determinize import determinize
from domineum.voidfall.ai.heuristics import assess, relative
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import ChooseAction, GameState, SelectExtras, SelectFocus

TURN_LIMIT = 40  # the most greedy decisions a Focus card's turn is played out with
_IN_TURN = (SelectFocus, SelectExtras, ChooseAction)


def _card_done(state: GameState) -> bool:
    """The Focus card's actions are over: the turn has reached its Cleanup (VF-CLEANUP-01) or
    a phase step, so nothing of the card is left to decide."""
    return not state.stack or not isinstance(state.stack[0], _IN_TURN)


class SoloGreedyBot(GreedyBot):
    """Against the Void, a Focus card (a Heroic one included, VF-SOLO-FOCUS-04) is judged once
    all its actions are played out greedily (VF-ACTION-02), not after its first one: every
    card is then compared at the same point of the turn."""

    def outcome(self, state: GameState, action_id: int, seat: int) -> GameState:
        if state.void is None or not state.stack or not isinstance(state.stack[-1], SelectFocus):
            after: GameState = super().outcome(state, action_id, seat)
            return after
        played: GameState = self.complete(
            self.game.apply(state, action_id), seat, _card_done, TURN_LIMIT
        )
        return played


def _greedy(game: VoidfallGame, seed: int) -> Bot:
    def value(state: GameState, seat: int) -> float:
        return relative(state, game.content, seat)

    def parts(state: GameState, seat: int) -> dict[str, float]:
        return assess(state, game.content, seat).parts

    return SoloGreedyBot(game, value, parts, seed)


def _random(game: VoidfallGame, seed: int) -> Bot:
    return RandomBot(seed)


ITERATIONS = 200  # per decision (competitive; against the Void, the most a decision gets)
PER_OPTION = 10  # against the Void: iterations per legal option, up to ITERATIONS


def _mcts(game: VoidfallGame, seed: int) -> Bot:
    def value(state: GameState, seat: int) -> float:
        return relative(state, game.content, seat)

    def sample(view: GameState, seat: int, rng: Rng) -> GameState:
        return determinize(view, seat, game.content, rng)

    def anchor(view: GameState, seat: int) -> float:
        """Against the Void the evaluation lies far below 0 (the Void's threat is subtracted),
        where a logistic is flat: the search's rewards are centred on the root's value."""
        return value(view, seat) if view.void is not None else 0.0

    def budget(view: GameState, options: int) -> int:
        """Against the Void, a choice between few options needs fewer iterations."""
        return PER_OPTION * options if view.void is not None else ITERATIONS

    return MctsBot(
        game, value, sample, iterations=ITERATIONS, seed=seed, anchor=anchor, budget=budget
    )


FACTORIES: dict[str, Callable[[VoidfallGame, int], Bot]] = {
    "random": _random,
    "greedy": _greedy,
    "mcts": _mcts,
}


def make_bot(name: str, game: VoidfallGame, seed: int) -> Bot:
    """A bot by name; raises KeyError naming the known bots."""
    if name not in FACTORIES:
        known = ", ".join(sorted(FACTORIES))
        raise KeyError(messages.render("bot.unknown", name=name, known=known))
    return FACTORIES[name](game, seed)
