"""A position evaluation for the bots: Prestige as if the game ended now, plus small terms for
what turns into Prestige later (Agenda and Colony progress, Tactics, resources, cards)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import GameState, Player
from domineum.revenant.rules.metrics import metric
from domineum.revenant.rules.scoring import AGENDA_PRESTIGE, score


def _progress(state: GameState, content: Content, p: Player, agenda: str) -> float:
    """Half the Agenda's Prestige in proportion to how far its condition is met (unmet only)."""
    if not agenda or agenda not in content.agendas:
        return 0.0
    a = content.agendas[agenda]
    have = metric(state, content, p, a.metric)
    if have >= a.at_least:
        return 0.0  # already counted in the score
    return 0.5 * AGENDA_PRESTIGE * have / max(1, a.at_least)


def parts(state: GameState, content: Content, seat: int) -> dict[str, float]:
    p = state.players[seat]
    s = score(state, content, p)
    out: dict[str, float] = {k: float(v) for k, v in s.parts.items()}
    if state.phase != "over":
        out["agenda progress"] = _progress(state, content, p, p.personal_agenda) + _progress(
            state, content, p, p.fleet_agenda
        )
        out["tactics"] = 0.25 * p.tactics + (1.5 if p.tactics >= 8 else 0.0)
        out["resources held"] = 0.3 * sum(p.pool.values())
        out["hand"] = 0.5 * len(p.hand)
        out["data"] = 0.4 * p.data + 0.4 * p.residue
        out["rank"] = 0.5 * p.rank  # more Hidden Influence drawn, more Income
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
