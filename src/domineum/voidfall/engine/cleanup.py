"""Cleanup, steps 1-5 (VF-CLEANUP-01..14): fleet tokens, Glory, the played Agenda, Trade tokens.

Step 4 starts by returning the flipped Trade token; then every token the player holds, stored
ones included, is placed anew — stored on an Agenda without one, or returned — which is the free
rearranging of VF-CLEANUP-11.
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, reason
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.engine import cycle
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import Cleanup, GameState
from domineum.voidfall.model.terms import AGENDA_SLOTS, ALL_FLEET_TYPES, GLORY_LIMIT
from domineum.voidfall.rules import abilities, fleet, psionic, trade
from domineum.voidfall.rules.psionic import MAT_CORRUPTION

MAX_TOKENS = 2  # VF-CLEANUP-01/02
TRADE_STEP = 4
STEP_RULES = {1: "VF-CLEANUP-01", 2: "VF-CLEANUP-03", 3: "VF-CLEANUP-04", 4: "VF-CLEANUP-10"}


def _crowded(state: GameState, seat: int) -> list[str]:
    house = state.houses[seat]
    return [
        s.id
        for s in state.galaxy.sectors
        if s.owner == seat
        and sum(s.fleets.values()) > MAX_TOKENS  # a token holds 1 FP at least: fewer never crowd
        and fleet.tokens_needed(house, s) > MAX_TOKENS
    ]


def _agenda_type(content: Content, agenda: str) -> str:
    return content.agendas[agenda].type


def agenda_slot_count(state: GameState, content: Content, seat: int) -> int:
    """Agenda slots ``seat`` has: the House mat's four (VF-AGENDA-07), or more with a Technology
    ability ``agenda_slots: n`` (Improved Central Surveillance: a fifth Agenda in play). Agendas
    in play are always of different types (VF-AGENDA-09, the card's ``agenda_types_distinct``)."""
    return max(AGENDA_SLOTS, abilities.of(state, content, seat).agenda_slots)


def _open_slots(house: HouseState, count: int) -> None:
    """Give the House's slot lists ``count`` entries: a slot beyond the mat's four (Improved
    Central Surveillance) enters the model only when an Agenda is put there."""
    extra = count - len(house.agendas)
    if extra > 0:
        house.agendas += [""] * extra
        house.agenda_corrupted += [False] * extra  # no Corruption spot above it (VF-CORRUPT-03)
        house.agenda_trade += [False] * extra


def _slot_refusal(state: GameState, content: Content, seat: int, kind: str, slot: int) -> str:
    """Why the played Agenda may not go to ``slot`` (0-based) as ``kind``; "" when it may."""
    house = state.houses[seat]
    if slot == 0:
        return "VF-AGENDA-10"  # the starting slot holds the starting Agenda only
    if slot >= agenda_slot_count(state, content, seat):
        return "VF-AGENDA-07"  # a fifth slot needs Improved Central Surveillance
    held = house.agendas[slot] if slot < len(house.agendas) else ""
    clash = _type_clash(state, content, seat, slot) >= 0  # VF-AGENDA-09
    if kind == "slot" and (held or clash):
        return "VF-CLEANUP-05"
    if kind == "replace" and (not held or clash):
        return "VF-CLEANUP-06"
    if kind == "replace" and psionic.locked(state, content, seat, slot):
        return "RS-PAGENDA-10"
    if (
        kind == "replace"
        and psionic.removal_costs_corruption(state, seat, held)
        and refusal_of(state, content, seat, MAT_CORRUPTION, cost=True) is not None
    ):
        return "RS-PAGENDA-20"
    return ""


def _type_clash(state: GameState, content: Content, seat: int, slot: int) -> int:
    """The slot (0-based) of another Agenda in play of the played Agenda's type; -1 if none."""
    new_type = _agenda_type(content, state.turn.agenda)
    for i, agenda in enumerate(state.houses[seat].agendas):
        if agenda and i != slot and _agenda_type(content, agenda) == new_type:
            return i
    return -1


def _slot_reason(state: GameState, content: Content, seat: int, slot: int, rule: str) -> str:
    """Why ``_slot_refusal`` gave ``rule`` for ``slot`` (0-based), as a refusal's reason."""
    if rule == "VF-AGENDA-10":
        return "vf.refuse.starting_slot"
    if rule == "VF-AGENDA-07":
        return reason("vf.refuse.fifth_slot", n=agenda_slot_count(state, content, seat))
    clash = _type_clash(state, content, seat, slot)
    if clash >= 0:  # VF-AGENDA-09
        kind = f"vf.term.agenda_type.{_agenda_type(content, state.turn.agenda)}"
        return reason("vf.refuse.agenda_type_twice", type=kind, slot=clash + 1)
    if rule == "RS-PAGENDA-10":
        return reason("vf.refuse.slot_corrupted", slot=slot + 1)
    if rule == "RS-PAGENDA-20":
        return reason("vf.refuse.slot_enforced", slot=slot + 1)
    if rule == "VF-CLEANUP-05":
        return reason("vf.refuse.slot_taken", slot=slot + 1)
    return reason("vf.refuse.slot_empty", slot=slot + 1)


def _slot_options(state: GameState, content: Content, seat: int) -> list[Choice]:
    """VF-CLEANUP-05..07: place in an empty slot, replace one, or discard (never two of a type,
    never the starting slot: VF-AGENDA-09/10); a Corruption above a slot does not matter."""
    rules = {"slot": ("VF-CLEANUP-05", "VF-CLEANUP-09"), "replace": ("VF-CLEANUP-06",)}
    out: list[Choice] = []
    for slot in range(1, agenda_slot_count(state, content, seat)):
        for kind in ("slot", "replace"):
            if not _slot_refusal(state, content, seat, kind, slot):
                out.append(Choice(kind, (str(slot + 1),), rules[kind]))
    for rule in cycle.procedure_for(state.config).agenda_placement:  # the Psionic slot
        out += rule.choices(state, content, seat)
    out.append(Choice("discard", (), ("VF-CLEANUP-07",)))
    return out


def options(state: GameState, content: Content, frame: Cleanup) -> list[Choice]:
    seat = frame.seat
    house = state.houses[seat]
    if frame.stage == 1:
        return [
            Choice("recall", (sid, t), ("VF-CLEANUP-01",))
            for sid in _crowded(state, seat)
            for t in ALL_FLEET_TYPES
            if state.galaxy.sector(sid).fleets.get(t, 0) > 0
        ]
    if frame.stage == 2 and len(house.glory) > GLORY_LIMIT:
        return [Choice("glory", (str(v),), ("VF-CLEANUP-03",)) for v in sorted(set(house.glory))]
    if frame.stage == 3 and state.turn.agenda:
        return _slot_options(state, content, seat)
    if frame.stage == TRADE_STEP and house.trade_loose:
        stores = [
            Choice("store", (str(i + 1),), ("VF-CLEANUP-10", "VF-CLEANUP-11", "VF-CLEANUP-12"))
            for i, agenda in enumerate(house.agendas)
            if agenda and not house.agenda_trade[i]
        ]
        keep = (
            [Choice("done", (), ("VF-CLEANUP-10",))]
            if house.trade_loose <= extra_capacity(state, content, seat)
            else []
        )
        return [*stores, Choice("return", (), ("VF-CLEANUP-10", "VF-TRADE-05")), *keep]
    return []


def extra_capacity(state: GameState, content: Content, seat: int) -> int:
    """Trade tokens a player may keep without an Agenda (Escape Pods, ``trade_token_capacity``)."""
    return abilities.of(state, content, seat).trade_token_capacity


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
        _open_slots(house, slot + 1)
        old = house.agendas[slot]
        if old:  # VF-CLEANUP-06: the old card goes under its deck; its Trade token stays
            state.board.agenda_decks[_agenda_type(content, old)].insert(0, old)
        house.agendas[slot] = state.turn.agenda
        state.note("vf.note.agenda_slotted", seat=seat, agenda=state.turn.agenda, slot=slot + 1)
        state.turn.agenda = ""
        if old and psionic.removal_costs_corruption(state, seat, old):
            psionic.leave_play(state, seat, old)
            push_step(state, content, seat, MAT_CORRUPTION, cost=True)
    elif choice.kind == "discard":
        agenda = state.turn.agenda
        state.board.agenda_decks[_agenda_type(content, agenda)].insert(0, agenda)
        state.turn.agenda = ""
    elif choice.kind == "store":
        house.trade_loose -= 1
        house.agenda_trade[int(choice.values[0]) - 1] = True
    elif choice.kind == "return":
        house.trade_loose -= 1
        trade.nexus_bonus(state, content, seat, trade.return_trade_token(state))
    elif choice.kind == "done":  # the rest stays on the House mat (Escape Pods)
        frame.stage = TRADE_STEP + 1
    else:
        rules = cycle.procedure_for(state.config).agenda_placement
        handled = any(rule.choose(state, content, seat, choice) for rule in rules)
        assert handled, f"no Agenda placement rule handles '{choice.kind}'"


def _begin_trade_step(state: GameState, content: Content, seat: int) -> None:
    """Step 4: the flipped token goes back first (VF-CLEANUP-10, VF-TRADE-02); the tokens on
    Agendas are taken up to be placed again with the others (VF-CLEANUP-11)."""
    house = state.houses[seat]
    if state.turn.flipped:
        state.turn.flipped = False
        trade.nexus_bonus(state, content, seat, trade.return_trade_token(state))
    house.trade_loose += sum(house.agenda_trade)
    house.agenda_trade = [False] * len(house.agenda_trade)


def advance(state: GameState, content: Content, frame: Cleanup) -> bool:
    """Move on through the Cleanup steps that need nothing more, and end the turn after 5.
    False when this frame, still on top, has a choice to make; True when another frame is on
    top (a Trade Bonus taken back at step 4, VF-TRADE-07, or the next turn's)."""
    while not options(state, content, frame):
        if frame.stage >= 5:
            _end(state, content, frame)
            return True
        frame.stage += 1
        if frame.stage == TRADE_STEP:
            _begin_trade_step(state, content, frame.seat)
            if state.stack[-1] is not frame:
                return True
    return False


def _end(state: GameState, content: Content, frame: Cleanup) -> None:
    """The turn ends after Cleanup step 5: the Focus card is discarded (VF-CLEANUP-14)."""
    house = state.houses[frame.seat]
    house.focus_discard.append(state.turn.focus)  # VF-CLEANUP-14
    state.stack.pop()
    cycle.end_turn(state, content)


def explain(state: GameState, content: Content, frame: Cleanup, choice: Choice) -> tuple[str, str]:
    """The rule behind a refused Cleanup choice."""
    kind = choice.kind
    if kind in ("slot", "replace") and frame.stage == 3 and state.turn.agenda:
        slot = int(choice.values[0]) - 1
        rule = _slot_refusal(state, content, frame.seat, kind, slot)
        if rule:
            return (_slot_reason(state, content, frame.seat, slot, rule), rule)
    house = state.houses[frame.seat]
    if kind == "store" and frame.stage == TRADE_STEP and house.trade_loose:
        slot = int(choice.values[0]) - 1
        if slot >= len(house.agendas) or not house.agendas[slot]:
            return ("vf.refuse.store_on_agenda", "VF-CLEANUP-10")
        return ("vf.refuse.store_once", "VF-CLEANUP-12")
    why = reason("vf.refuse.cleanup_step", kind=kind, step=frame.stage)
    return (why, STEP_RULES.get(frame.stage, "VF-CLEANUP-14"))
