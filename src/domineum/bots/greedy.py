"""One-step look-ahead: try every legal action, finish its own sub-decisions, keep the best.

Game-agnostic: it needs the kernel game, an evaluation ``value(state, seat)`` and, optionally,
``parts(state, seat)`` (named terms of that value) to explain its choice. An action's own
follow-up decisions (paying a cost, picking a sector) are completed with a one-ply greedy policy
so that an action is judged by what it achieves, not by its cost alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domineum.bots.messages import part, say
from domineum.kernel import messages
from domineum.kernel.actions import Action
from domineum.kernel.rng import Rng

Value = Callable[[Any, int], float]
Parts = Callable[[Any, int], Mapping[str, float]]
FOLLOW_UP_LIMIT = 12


class GreedyBot:
    """Chooses the action whose completed result the evaluation likes best."""

    name = "greedy"

    def __init__(self, game: Any, value: Value, parts: Parts | None = None, seed: int = 0) -> None:
        self.game = game
        self.value = value
        self.parts = parts
        self.rng = Rng.seeded(seed)

    def _depth(self, state: Any) -> int:
        depth: Callable[[Any], int] | None = getattr(self.game, "decision_depth", None)
        return depth(state) if depth else 0

    def _finish(self, state: Any, seat: int, depth: int) -> Any:
        """Complete ``seat``'s own follow-up decisions one greedy ply at a time.

        It stops when another seat decides, or when the stack of decisions has gone deeper and
        come back (the action is resolved), or below where it started.
        """
        deeper = False
        for _ in range(FOLLOW_UP_LIMIT):
            if self.game.current_seat(state) != seat:
                return state
            now = self._depth(state)
            if now < depth or (deeper and now <= depth):
                return state
            deeper = deeper or now > depth
            ids = self.game.legal_ids(state)
            if len(ids) == 1:
                self.game.apply_in_place(state, ids[0])  # ``state`` is already a private copy
                continue
            state = max((self.game.apply(state, i) for i in ids), key=lambda s: self.value(s, seat))
        return state

    def complete(self, state: Any, seat: int, done: Callable[[Any], bool], limit: int) -> Any:
        """Play ``seat``'s decisions one greedy ply at a time until ``done(state)``, another
        seat decides or ``limit`` decisions are made; ``state`` must be a private copy."""
        for _ in range(limit):
            if self.game.current_seat(state) != seat or done(state):
                return state
            ids = self.game.legal_ids(state)
            if len(ids) == 1:
                self.game.apply_in_place(state, ids[0])
                continue
            state = max((self.game.apply(state, i) for i in ids), key=lambda s: self.value(s, seat))
        return state

    def outcome(self, state: Any, action_id: int, seat: int) -> Any:
        """The state once ``action_id`` and its own follow-ups are done."""
        return self._finish(self.game.apply(state, action_id), seat, self._depth(state))

    def choose(self, state: Any, legal: list[Action]) -> tuple[Action, str]:
        seat = self.game.current_seat(state)
        if len(legal) == 1:
            return legal[0], say("bot.reason.only")
        scored: list[tuple[float, int, Action, Any]] = []
        for action in legal:
            after = self.outcome(state, action.id, seat)
            scored.append((self.value(after, seat), self.rng.below(1 << 30), action, after))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        best_value, _, best, after = scored[0]
        return best, self._reason(state, after, seat, best_value - self.value(state, seat))

    def _reason(self, before: Any, after: Any, seat: int, gain: float) -> str:
        shown = messages.decimal(gain, sign=True)
        if self.parts is None:
            return say("bot.reason.best", gain=shown)
        old, new = self.parts(before, seat), self.parts(after, seat)
        deltas = [(k, new.get(k, 0.0) - old.get(k, 0.0)) for k in new]
        ups = sorted((kv for kv in deltas if kv[1] >= 0.05), key=lambda kv: -kv[1])[:3]
        downs = sorted((kv for kv in deltas if kv[1] <= -0.05), key=lambda kv: kv[1])[:3]
        parts = []
        if ups:  # what the gain comes from first, so the sum never reads as a contradiction
            items = ", ".join(part(k, d) for k, d in ups)
            parts.append(say("bot.reason.gains", items=items))
        if downs:
            items = ", ".join(part(k, d) for k, d in downs)
            parts.append(say("bot.reason.costs", items=items))
        said = "; ".join(parts) or say("bot.reason.no_change")
        return say("bot.reason.best_parts", gain=shown, parts=said)
