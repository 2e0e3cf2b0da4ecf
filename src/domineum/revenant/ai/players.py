"""Bots by name for a Revenant game (the terminal, simulation and tests all use this). The bots
themselves are the game-agnostic ones of ``domineum.bots``."""

from __future__ import annotations

from collections.abc import Callable

from domineum.bots import messages as _bot_messages  # noqa: F401  (registers)
from domineum.bots.base import Bot
from domineum.bots.greedy import GreedyBot
from domineum.bots.mcts import MctsBot
from domineum.bots.random_bot import RandomBot
from domineum.kernel import messages
from domineum.kernel.rng import Rng
from domineum.revenant.ai.determinize import determinize
from domineum.revenant.ai.heuristics import parts, relative
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import GameState


def _greedy(game: RevenantGame, seed: int) -> Bot:
    def value(state: GameState, seat: int) -> float:
        return relative(state, game.content, seat)

    def named(state: GameState, seat: int) -> dict[str, float]:
        return parts(state, game.content, seat)

    return GreedyBot(game, value, named, seed)


def _random(game: RevenantGame, seed: int) -> Bot:
    return RandomBot(seed)


def _mcts(game: RevenantGame, seed: int) -> Bot:
    def value(state: GameState, seat: int) -> float:
        return relative(state, game.content, seat)

    def sample(view: GameState, seat: int, rng: Rng) -> GameState:
        return determinize(view, seat, game.content, rng)

    return MctsBot(game, value, sample, iterations=60, seed=seed)


FACTORIES: dict[str, Callable[[RevenantGame, int], Bot]] = {
    "random": _random,
    "greedy": _greedy,
    "mcts": _mcts,
}


def make_bot(name: str, game: RevenantGame, seed: int) -> Bot:
    """A bot by name; raises KeyError naming the known bots."""
    if name not in FACTORIES:
        known = ", ".join(sorted(FACTORIES))
        raise KeyError(messages.render("bot.unknown", name=name, known=known))
    return FACTORIES[name](game, seed)
