"""Named measurements of a player's assets, used by conditions, Agendas and Colonies."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import GameState, Player
from domineum.revenant.rules.board import on_board
from domineum.revenant.rules.economy import total_resources


def metric(state: GameState, content: Content, p: Player, name: str) -> int:
    if name.startswith("ships:"):
        cls = name[6:]
        return sum(1 for s in state.ships.values() if s.cls == cls and on_board(s))
    values = {
        "tactics": p.tactics,
        "rank": p.rank,
        "cadet_cards": sum(len(c) for c in p.cadet_cards),
        "frigate_cards": len(p.frigate_cards),
        "command_cards": len(p.commands),
        "void_residue": p.residue,
        "resources": total_resources(p),
        "hidden_influence": len(p.hi),
        "tracks_at_least_3": sum(1 for v in p.influence.values() if v >= 3),
        "clean_compartments": sum(1 for c in p.corrupted if not c),
        "data": p.data,
    }
    return values[name]
