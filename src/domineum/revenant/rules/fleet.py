"""House ships: damage, destruction, deploying (RV-SHIP-13..20, RV-SKIRM-06/-07)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.core.stack import note
from domineum.revenant.model.state import GameState, Ship


def damage_spaces(content: Content, ship: Ship) -> int:
    return content.board.damage_spaces[ship.cls]


def damage_ship(state: GameState, content: Content, ship: Ship) -> None:
    """1 damage: a marker on an empty Damage space, or destroyed when none is left
    (RV-SKIRM-06, RV-SHIP-20)."""
    if ship.damage < damage_spaces(content, ship):
        ship.damage += 1
    else:
        destroy_ship(state, ship)


def destroy_ship(state: GameState, ship: Ship) -> None:
    """Back to the supply with its markers; its Corruption too (G17 default). Its House loses
    1 Power at once (RV-SKIRM-07, RV-SHIP-17). Crew on it stay set aside until Recall."""
    note(state, "rv.note.destroyed", ship=ship.id)
    for spot in state.planets:
        if spot.occupant == ship.id:
            spot.occupant = ""
    ship.sector = ""
    ship.damage = 0
    ship.corrupted = False
    ship.planet = ""
    if ship.crew:
        crew, ship.crew = ship.crew, ""
        if crew != "council":
            seat, fig = crew.split(":")
            state.players[int(seat)].figures[fig] = "aside"
