"""Cleanup, steps 1-5 (VF-CLEANUP-01..14): fleet tokens, Glory, the played Agenda, Trade tokens."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.effects.base import Choice
from domineum.voidfall.model.state import Cleanup, GameState
from domineum.voidfall.model.terms import FLEET_TYPES, GLORY_LIMIT
from domineum.voidfall.rules import cycle, fleet, trade

MAX_TOKENS = 2  # VF-CLEANUP-01/02


def _crowded(state: GameState, seat: int) -> list[str]:
    house = state.houses[seat]
    return [
        s.id
        for s in state.galaxy.sectors
        if s.owner == seat and fleet.tokens_needed(house, s) > MAX_TOKENS
    ]


def _agenda_type(content: Content, agenda: str) -> str:
    return content.agendas[agenda].type


def _slot_options(state: GameState, content: Content, seat: int) -> list[Choice]:
    """VF-CLEANUP-05..07: place in an empty slot, replace one, or discard (never two of a type)."""
    house = state.houses[seat]
    new_type = _agenda_type(content, state.turn.agenda)
    types = [_agenda_type(content, a) if a else "" for a in house.agendas]
    out: list[Choice] = []
    for slot in (1, 2, 3):  # the starting slot 0 is never used (VF-AGENDA-10)
        others = [t for i, t in enumerate(types) if i != slot]
        if new_type in others:
            continue  # VF-AGENDA-09
        if not house.agendas[slot]:
            out.append(Choice("slot", (str(slot + 1),), ("VF-CLEANUP-05", "VF-CLEANUP-09")))
        else:
            out.append(Choice("replace", (str(slot + 1),), ("VF-CLEANUP-06",)))
    out.append(Choice("discard", (), ("VF-CLEANUP-07",)))
    return out


def options(state: GameState, content: Content, frame: Cleanup) -> list[Choice]:
    seat = frame.seat
    house = state.houses[seat]
    if frame.stage == 1:
        return [
            Choice("recall", (sid, t), ("VF-CLEANUP-01",))
            for sid in _crowded(state, seat)
            for t in FLEET_TYPES
            if state.galaxy.sector(sid).fleets.get(t, 0) > 0
        ]
    if frame.stage == 2 and len(house.glory) > GLORY_LIMIT:
        return [Choice("glory", (str(v),), ("VF-CLEANUP-03",)) for v in sorted(set(house.glory))]
    if frame.stage == 3 and state.turn.agenda:
        return _slot_options(state, content, seat)
    if frame.stage == 4 and house.trade_loose:
        stores = [
            Choice("store", (str(i + 1),), ("VF-CLEANUP-10", "VF-CLEANUP-12"))
            for i, agenda in enumerate(house.agendas)
            if agenda and not house.agenda_trade[i]
        ]
        return [*stores, Choice("return", (), ("VF-CLEANUP-10", "VF-TRADE-05"))]
    return []


def choose(state: GameState, content: Content, frame: Cleanup, choice: Choice) -> None:
    seat = frame.seat
    house = state.houses[seat]
    if choice.kind == "recall":
        sector = state.galaxy.sector(choice.values[0])
        fleet.take(sector, choice.values[1])
        house.fp_active += 1  # a crowded sector keeps FP, so no abandonment here
    elif choice.kind == "glory":
        house.glory.remove(int(choice.values[0]))
    elif choice.kind in ("slot", "replace"):
        slot = int(choice.values[0]) - 1
        old = house.agendas[slot]
        if old:  # VF-CLEANUP-06: the old card goes under its deck; its Trade token stays
            state.board.agenda_decks[_agenda_type(content, old)].insert(0, old)
        house.agendas[slot] = state.turn.agenda
        state.note("vf.note.agenda_slotted", seat=seat, agenda=state.turn.agenda, slot=slot + 1)
        state.turn.agenda = ""
    elif choice.kind == "discard":
        agenda = state.turn.agenda
        state.board.agenda_decks[_agenda_type(content, agenda)].insert(0, agenda)
        state.turn.agenda = ""
    elif choice.kind == "store":
        house.trade_loose -= 1
        house.agenda_trade[int(choice.values[0]) - 1] = True
    elif choice.kind == "return":
        house.trade_loose -= 1
        trade.return_trade_token(state)


def advance(state: GameState, content: Content, frame: Cleanup) -> bool:
    """Move to the next Cleanup step when this one needs nothing more; end the turn after 5."""
    if options(state, content, frame):
        return False
    if frame.stage == 4 and state.turn.flipped:
        state.turn.flipped = False
        trade.return_trade_token(state)  # VF-CLEANUP-10, VF-TRADE-02
    if frame.stage < 5:
        frame.stage += 1
        return True
    house = state.houses[frame.seat]
    house.focus_discard.append(state.turn.focus)  # VF-CLEANUP-14
    state.stack.pop()
    cycle.next_turn(state, content)
    return True
