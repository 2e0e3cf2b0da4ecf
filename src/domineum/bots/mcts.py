"""Information-set Monte Carlo tree search over the bot's own turn.

Game-agnostic: it needs the kernel game, a ``determinize(view, seat, rng)`` that fills the
hidden parts of the seat's view with a plausible sample, and a ``value(state, seat)`` evaluation.
It never sees the true hidden information: every iteration starts from a fresh determinization
of the bot's own view (single-observer IS-MCTS: statistics are shared across determinizations
and each child counts how often it was available). The tree covers the bot's decisions until
its turn ends (or ``depth`` decisions), where the position is evaluated.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from domineum.bots.messages import say
from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.kernel.rng import Rng

Value = Callable[[Any, int], float]
Determinize = Callable[[Any, int, Rng], Any]
Budget = Callable[[Any, int], int]  # (view, number of legal options) -> iterations wanted


@dataclass(slots=True)
class Node:
    """Statistics of one action sequence from the root."""

    visits: int = 0
    total: float = 0.0
    available: int = 0
    children: dict[int, Node] = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class MctsBot:
    """Chooses by IS-MCTS with a budget of ``iterations`` or ``seconds`` per decision."""

    name = "mcts"

    def __init__(
        self,
        game: Any,
        value: Value,
        determinize: Determinize,
        iterations: int = 200,
        seconds: float | None = None,
        depth: int = 30,
        exploration: float = 0.7,
        scale: float = 8.0,
        completion: int = 6,
        seed: int = 0,
        anchor: Value | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.game = game
        self.value = value
        self.determinize = determinize
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.exploration = exploration
        self.scale = scale
        self.completion = completion
        self.rng = Rng.seeded(seed)
        self.anchor = anchor
        self.budget = budget
        self.origin = 0.0  # the value the rewards are centred on (``anchor`` of the root)

    def _reward(self, state: Any, seat: int) -> float:
        """The evaluation squashed to 0..1: a logistic of its difference from ``origin``."""
        gap = (self.value(state, seat) - self.origin) / self.scale
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, gap))))

    def _depth(self, state: Any) -> int:
        depth_of: Callable[[Any], int] | None = getattr(self.game, "decision_depth", None)
        return depth_of(state) if depth_of else 0

    def _select(self, node: Node, ids: list[int]) -> int:
        best, best_score = ids[0], -math.inf
        for i in ids:
            child = node.children[i]
            score = child.mean() + self.exploration * math.sqrt(
                math.log(max(1, child.available)) / child.visits
            )
            if score > best_score:
                best, best_score = i, score
        return best

    def _iterate(self, view: Any, seat: int, root: Node) -> None:
        state = self.determinize(view, seat, self.rng)
        node = root
        path = [root]
        for _ in range(self.depth):
            if self.game.current_seat(state) != seat:
                break
            ids = self.game.legal_ids(state)
            for i in ids:
                if i in node.children:
                    node.children[i].available += 1
            untried = [i for i in ids if i not in node.children]
            if untried:
                choice = untried[self.rng.below(len(untried))]
                node.children[choice] = Node(available=1)
                depth = self._depth(state)
                self.game.apply_in_place(state, choice)
                path.append(node.children[choice])
                state = self._complete(state, seat, depth)
                break
            choice = self._select(node, ids)
            self.game.apply_in_place(state, choice)
            node = node.children[choice]
            path.append(node)
        reward = self._reward(state, seat)
        for n in path:
            n.visits += 1
            n.total += reward

    def _complete(self, state: Any, seat: int, depth: int) -> Any:
        """Finish the action just expanded with a one-ply greedy policy, so the leaf is judged
        by what the action achieves rather than by its paid cost (like the greedy bot)."""
        for _ in range(self.completion):
            if self.game.current_seat(state) != seat or self._depth(state) <= depth:
                break
            ids = self.game.legal_ids(state)
            if len(ids) == 1:
                self.game.apply_in_place(state, ids[0])
                continue
            state = max((self.game.apply(state, i) for i in ids), key=lambda s: self.value(s, seat))
        return state

    def choose(self, state: Any, legal: list[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], say("bot.reason.only")
        seat = self.game.current_seat(state)
        view = self.game.view(state, seat)
        self.origin = self.anchor(view, seat) if self.anchor else 0.0
        iterations = self.iterations
        if self.budget:
            iterations = min(iterations, self.budget(view, len(legal)))
        root = Node()
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        done = 0
        while done < iterations if deadline is None else time.perf_counter() < deadline:
            self._iterate(view, seat, root)
            done += 1
        by_id = {a.id: a for a in legal}
        ranked = sorted(
            ((n.visits, n.mean(), i) for i, n in root.children.items() if i in by_id),
            reverse=True,
        )
        if not ranked:
            return legal[0], say("bot.reason.no_search")
        visits, mean, best = ranked[0]
        return by_id[best], say(
            "bot.reason.searched", done=done, visits=visits, mean=messages.decimal(mean, 2)
        )
