"""Sectors, adjacency, distances and ship limits (RV-SHIP, RV-MOVE)."""

from __future__ import annotations

from collections import deque

from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import GameState, Ship

SMALL = ("fighter", "dropship", "shuttle")


def is_inner(sector: str) -> bool:
    return sector.startswith("i")


_DISTANCES: dict[int, tuple[object, dict[str, dict[str, int]]]] = {}


def _distances(content: Content) -> dict[str, dict[str, int]]:
    known = _DISTANCES.get(id(content.board))
    if known is not None and known[0] is content.board:
        return known[1]
    adj = content.board.adjacent
    out: dict[str, dict[str, int]] = {}
    for start in adj:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            s = todo.popleft()
            for t in adj[s]:
                if t not in dist:
                    dist[t] = dist[s] + 1
                    todo.append(t)
        out[start] = dist
    _DISTANCES[id(content.board)] = (content.board, out)
    return out


def distance(content: Content, a: str, b: str) -> int:
    """Shortest number of steps on the adjacency graph, inner sectors included (RV-SKIRM-14)."""
    return _distances(content)[a][b]


def ring_step(content: Content, sector: str, step: int) -> str:
    """The outer sector ``step`` places clockwise (ascending, RV-SHIP-04) from ``sector``."""
    outer = content.board.outer
    return outer[(outer.index(sector) + step) % len(outer)]


def ships_in(state: GameState, sector: str) -> list[Ship]:
    return [s for s in state.ships.values() if s.sector == sector]


def room_for(state: GameState, content: Content, cls: str, sector: str) -> bool:
    """Whether one more ship of ``cls`` fits in ``sector`` (RV-SHIP-07/-08/-11/-16)."""
    if is_inner(sector):
        return cls != "arkship"
    here = ships_in(state, sector)
    if cls == "arkship":
        n = sum(1 for s in here if s.cls == "arkship")
        return n < content.board.arkship_limit.get(sector, 1)
    return sum(1 for s in here if s.cls in SMALL) < content.board.small_ship_limit


def power(state: GameState, house: str) -> int:
    """House Power: that House's ships on the main board (RV-POWER-01)."""
    return sum(
        1 for s in state.ships.values() if s.house == house and s.sector not in ("", "scanner")
    )


def on_board(ship: Ship) -> bool:
    return ship.sector not in ("", "scanner")


def voidborn_in_supply(state: GameState, content: Content) -> int:
    return content.board.supply.get("voidborn", 32) - sum(state.voidborn.values())


def add_voidborn(state: GameState, content: Content, sector: str, n: int) -> int:
    """Place up to ``n`` Voidborn ships (max 6 per sector, RV-SHIP-09; supply 32, G14)."""
    room = content.board.voidborn_limit - state.voidborn.get(sector, 0)
    placed = max(0, min(n, room, voidborn_in_supply(state, content)))
    if placed:
        state.voidborn[sector] = state.voidborn.get(sector, 0) + placed
    return placed


def shields_in_supply(state: GameState, content: Content) -> int:
    return content.board.supply.get("shields", 12) - sum(state.shields.values())
