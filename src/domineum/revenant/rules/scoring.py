"""Final Scoring (RV-END-03..14) and the winner (RV-END-13)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import GameState, Player, Score
from domineum.revenant.rules.board import power
from domineum.revenant.rules.economy import total_resources
from domineum.revenant.rules.metrics import metric

RANK_PRESTIGE = (0, 2, 4, 6)  # RV-CAPT-07
AGENDA_PRESTIGE = 6  # RV-AGENDA-03/-04


def house_power(state: GameState, content: Content, house: str) -> int:
    """Power at the end: ships on the board, +1 for the selected Colony's House (RV-POWER-06)."""
    return power(state, house) + (1 if house == colony_house(state, content) else 0)


def colony_house(state: GameState, content: Content) -> str:
    return content.colonies[state.colony].house if state.colony else ""


def influence_with(p: Player, house: str) -> int:
    """Track steps + Hidden Influence cards of that House (RV-INFL-09)."""
    return p.influence.get(house, 0) + sum(1 for c in p.hi if c.split("-")[1] == house)


def agenda_met(state: GameState, content: Content, p: Player, agenda: str) -> bool:
    if not agenda or agenda not in content.agendas:
        return False
    a = content.agendas[agenda]
    return metric(state, content, p, a.metric) >= a.at_least


def score(state: GameState, content: Content, p: Player) -> Score:
    parts: dict[str, int] = {}
    if state.colony:
        col = content.colonies[state.colony]
        parts["colony"] = (
            col.prestige if metric(state, content, p, col.metric) >= col.at_least else 0
        )
    else:
        parts["colony"] = 0  # RV-COLONY-04
    houses = 0
    for h in content.houses:
        houses += house_power(state, content, h) * influence_with(p, h)
    parts["houses"] = houses
    parts["personal agenda"] = AGENDA_PRESTIGE * agenda_met(state, content, p, p.personal_agenda)
    parts["fleet agenda"] = AGENDA_PRESTIGE * agenda_met(state, content, p, p.fleet_agenda)
    parts["cadet cards"] = 2 * sum(len(c) for c in p.cadet_cards)
    parts["frigate cards"] = 2 * len(p.frigate_cards)
    parts["captain rank"] = RANK_PRESTIGE[p.rank]
    parts["command cards"] = len(p.commands)
    parts["resources"] = total_resources(p) // 4  # RV-END-10
    parts["corruption"] = -2 * sum(1 for c in p.corrupted if c)  # RV-END-12
    return Score(p.seat, sum(parts.values()), parts)


def final_scores(state: GameState, content: Content) -> list[Score]:
    return [score(state, content, p) for p in state.players]


def winner(state: GameState, scores: list[Score]) -> int:
    """Most Prestige; ties go to the earliest in turn order (RV-END-13)."""
    best = max(s.total for s in scores)
    for seat in state.order:
        if scores[seat].total == best:
            return seat
    raise AssertionError("no winner")
