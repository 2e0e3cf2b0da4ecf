"""Invariants that hold after every action of a Revenant game (checked by tests and the bench).

Each returns a one-line problem description (never raises), so a failing self-play game can be
reported with its log.
"""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import HOUSES, RESOURCES
from domineum.revenant.model.state import FIGURES, GameState
from domineum.revenant.rules.board import SMALL, is_inner, on_board, power
from domineum.revenant.rules.economy import capacity, held, supply_of, total_resources

RESTING = ("turn_board", "turn_bonus")


def problems(state: GameState, content: Content) -> list[str]:
    out: list[str] = []
    board = content.board
    top = state.stack[-1].kind if state.stack else ""
    colors = [p.color for p in state.players if p.color]  # "": a game from before RV-SETUP-01
    if len(set(colors)) != len(colors) or not set(colors) <= set(board.colors):
        out.append(f"player colours {colors}: each one of {list(board.colors)}, none twice")
    for p in state.players:
        who = f"seat {p.seat}"
        sticking = sum(f.n for f in state.stack if f.kind == "stick" and f.seat == p.seat)
        if held(p) - sticking > capacity(p):
            out.append(f"{who}: {held(p)} resources in clean Compartments hold {capacity(p)}")
        if total_resources(p) > 12 or any(v <= 0 for v in p.pool.values()):
            out.append(f"{who}: resources {p.pool} / {p.stuck}")
        for key in p.stuck:
            index = int(key.split(":")[0])
            if not p.corrupted[index] or key.split(":")[1] not in RESOURCES:
                out.append(f"{who}: resources stuck in a clean Compartment ({key})")
        if p.corrupted[0]:
            out.append(f"{who}: the leftmost Compartment has no Corruption space")
        if not 0 <= p.tactics <= 12 or not 0 <= p.rank <= 3:
            out.append(f"{who}: Tactics {p.tactics}, rank {p.rank}")
        if not 0 <= p.residue <= 2 or not 0 <= p.data <= 2:
            out.append(f"{who}: Void Residue {p.residue}, Discovery Data {p.data}")
        if any(not 0 <= v <= 8 for v in p.influence.values()):
            out.append(f"{who}: Influence out of 0..8: {p.influence}")
        if len(p.hand) > 8 and top != "hand_limit":
            out.append(f"{who}: {len(p.hand)} Operation cards in hand")
        if any(len(c) > 2 for c in p.cadet_cards) or len(p.frigate_cards) > 5:
            out.append(f"{who}: too many cards in slots")
        for fig in FIGURES:
            where = p.figures.get(fig, "")
            if where in state.ships and state.ships[where].crew != f"{p.seat}:{fig}":
                out.append(
                    f"{who}: {fig} on {where} but the ship shows {state.ships[where].crew!r}"
                )
    for r in RESOURCES:
        if supply_of(state, content, r) < 0:
            out.append(f"more {r} in play than the supply holds")
    for s in board.outer:
        here = [x for x in state.ships.values() if x.sector == s]
        arks = sum(1 for x in here if x.cls == "arkship")
        small = sum(1 for x in here if x.cls in SMALL)
        if arks > board.arkship_limit[s] or small > board.small_ship_limit:
            out.append(f"sector {s}: {arks} Arkships and {small} other House ships")
        if not 0 <= state.voidborn.get(s, 0) <= board.voidborn_limit:
            out.append(f"sector {s}: {state.voidborn.get(s, 0)} Voidborn ships")
    if sum(state.voidborn.values()) > board.supply["voidborn"]:
        out.append("more Voidborn ships than the supply holds")
    if sum(state.shields.values()) > board.supply["shields"]:
        out.append("more Shields than the supply holds")
    if top in RESTING or not state.stack:
        stranded = [x.id for x in state.ships.values() if is_inner(x.sector)]
        stranded += [f"frigate {p.seat}" for p in state.players if is_inner(p.frigate_sector)]
        if stranded:
            out.append(f"ships left in inner sectors: {stranded}")
    for h in HOUSES:
        if not 0 <= power(state, h) <= 4:
            out.append(f"{h}: Power {power(state, h)}")
    for ship in state.ships.values():
        if ship.damage > content.board.damage_spaces[ship.cls] or (
            ship.corrupted and ship.cls == "shuttle"
        ):
            out.append(f"{ship.id}: damage {ship.damage}, corrupted {ship.corrupted}")
        if not on_board(ship) and (ship.damage or ship.corrupted or ship.crew):
            out.append(f"{ship.id} off the board still has markers or crew")
    if not 0 <= state.revenant_damage <= 5 or len(state.protection) > 2:
        out.append(f"Revenant damage {state.revenant_damage}, tokens {state.protection}")
    pending_hi = sum(len(f.items) for f in state.stack if f.kind == "keep")
    hi = (
        len(state.hi_deck)
        + sum(len(p.hi) for p in state.players)
        + len(state.council_deck)
        + len(state.council_revealed)
        + state.hi_discard
        + pending_hi
    )
    if hi != len(content.hi_cards):
        out.append(f"{hi} Hidden Influence cards accounted for, not {len(content.hi_cards)}")
    ops = sum(len(d) for d in state.op_decks.values()) + sum(
        len(d) for d in state.op_discards.values()
    )
    ops += sum(
        len(p.hand) + sum(len(c) for c in p.cadet_cards) + len(p.frigate_cards) + len(p.commands)
        for p in state.players
    )
    ops += sum(1 for f in state.stack if f.kind == "cadet_slot")  # paid, not yet placed
    if ops != len(content.ops):
        out.append(f"{ops} Operation cards accounted for, not {len(content.ops)}")
    occupants = [s.occupant for s in state.planets if s.occupant]
    if len(occupants) != len(set(occupants)):
        out.append(f"a vessel on two planets: {occupants}")
    return out
