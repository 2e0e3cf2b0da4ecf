"""A position evaluation for the bots: Prestige as if the game ended now, plus small terms for
what turns into Prestige later (Tactics, resources, cards in hand)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import GameState
from domineum.revenant.rules.scoring import score


def parts(state: GameState, content: Content, seat: int) -> dict[str, float]:
    p = state.players[seat]
    s = score(state, content, p)
    out: dict[str, float] = {k: float(v) for k, v in s.parts.items()}
    if state.phase != "over":
        out["tactics"] = 0.25 * p.tactics
        out["resources held"] = 0.3 * sum(p.pool.values())
        out["hand"] = 0.5 * len(p.hand)
        out["data"] = 0.4 * p.data + 0.4 * p.residue
    else:
        out["won"] = 50.0 if state.winner == seat else 0.0
    return out


def value(state: GameState, content: Content, seat: int) -> float:
    return sum(parts(state, content, seat).values())


def relative(state: GameState, content: Content, seat: int) -> float:
    """Own value minus the best opponent's (0 against nobody in a solo game)."""
    own = value(state, content, seat)
    others = [value(state, content, p.seat) for p in state.players if p.seat != seat]
    return own - (max(others) if others else 0.0)
