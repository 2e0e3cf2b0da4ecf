"""Psionic Agendas in play: the Psionic slot in Cleanup, Enforcing in Actions, and the flip
back after Evaluation step C4 (RS-PAGENDA-09..22)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.modules.psionics.vanguard import PLACE_VANGUARD
from domineum.voidfall.rules import psionic
from domineum.voidfall.rules.card_actions import cost_refusal, start_action
from domineum.voidfall.rules.psionic import MAT_CORRUPTION

PSIONIC_SLOT = "psionic"
"""The value naming the Psionic slot in an ``enforce`` choice (regular slots are ``2``..``5``)."""


# --- Cleanup step 3: the Psionic slot (RS-PAGENDA-09, -11, -12, -20) ------------------------


class PsionicSlot:
    """The played Psionic Agenda may go into the Psionic slot, replacing the one there; the slot
    is outside the one-Agenda-per-type limit of the regular slots (it is not one of them)."""

    def choices(self, state: GameState, content: Content, seat: int) -> list[Choice]:
        if not psionic.is_psionic(content, state.turn.agenda):
            return []
        held = state.houses[seat].psionic_slot
        if (
            held
            and psionic.removal_costs_corruption(state, seat, held)
            and refusal_of(state, content, seat, MAT_CORRUPTION, cost=True) is not None
        ):
            return []  # RS-PAGENDA-20 with no free House-mat spot (AMBIG A5)
        rules = ("RS-PAGENDA-09", "RS-PAGENDA-11", "RS-PAGENDA-12")
        label = "vf.psi.choice.psionic_slot_replace" if held else "vf.psi.choice.psionic_slot"
        return [Choice("psionic-slot", (), rules, label)]

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        if choice.kind != "psionic-slot":
            return False
        house = state.houses[seat]
        old, agenda = house.psionic_slot, state.turn.agenda
        house.psionic_slot = agenda
        state.turn.agenda = ""
        state.note("vf.psi.note.psionic_slot", seat=seat, agenda=agenda)
        push_step(state, content, seat, PLACE_VANGUARD, cost=False)  # RS-VANG-04 (a), (c)
        if old:  # under its deck, face down (VF-CLEANUP-06)
            state.board.agenda_decks[content.agendas[old].type].insert(0, old)
            if psionic.removal_costs_corruption(state, seat, old):
                psionic.leave_play(state, seat, old)
                push_step(state, content, seat, MAT_CORRUPTION, cost=True)
        return True


# --- Actions: Enforcing (RS-PAGENDA-14..18; AMBIG A3) ---------------------------------------

ENFORCE_RULES = ("RS-PAGENDA-14", "RS-PAGENDA-15", "RS-PAGENDA-16")


def enforceable(state: GameState, content: Content, seat: int) -> list[tuple[str, str]]:
    """(slot value, Agenda) of each Psionic Agenda ``seat`` may enforce now: in play, in a Pure
    slot, face up, its whole Enforcement cost payable (RS-PAGENDA-14, -16)."""
    house = state.houses[seat]
    held = [(str(i + 1), a) for i, a in enumerate(house.agendas) if i > 0 and a]
    held += [(PSIONIC_SLOT, house.psionic_slot)] if house.psionic_slot else []
    return [
        (slot, agenda)
        for slot, agenda in held
        if psionic.is_psionic(content, agenda)
        and agenda not in house.enforced
        and (slot == PSIONIC_SLOT or not house.agenda_corrupted[int(slot) - 1])
        and cost_refusal(state, content, seat, content.action(f"enforce:{agenda}")) is None
    ]


class Enforce:
    """Enforce a Psionic Agenda: an additional action of the Actions step, beside the Focus
    actions and outside their limit; any number per turn, each card once until it is flipped
    back (RS-PAGENDA-15, AMBIG A3). The card is flipped as the action begins: nothing between
    the payment and the flip can see the difference (RS-PAGENDA-16's order is kept for what
    is paid and done)."""

    def choices(self, state: GameState, content: Content, seat: int) -> list[Choice]:
        out = []
        for slot, _ in enforceable(state, content, seat):
            label = (
                "vf.psi.choice.enforce_psionic" if slot == PSIONIC_SLOT else "vf.psi.choice.enforce"
            )
            out.append(Choice("enforce", (slot,), ENFORCE_RULES, label))
        return out

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        if choice.kind != "enforce":
            return False
        agenda = dict(enforceable(state, content, seat))[choice.values[0]]
        state.houses[seat].enforced.append(agenda)
        state.note("vf.psi.note.enforced", seat=seat, agenda=agenda)
        if choice.values[0] == PSIONIC_SLOT:  # RS-VANG-04 (b), after the action (RS-VANG-05)
            push_step(state, content, seat, PLACE_VANGUARD, cost=False)
        key = f"enforce:{agenda}"
        start_action(state, content, seat, key, content.action(key))
        return True

    def explain(
        self, state: GameState, content: Content, seat: int, choice: Choice
    ) -> tuple[str, str] | None:
        """Why an ``enforce`` choice is refused, with the rule."""
        if choice.kind != "enforce":
            return None
        slot = choice.values[0] if choice.values else ""
        house = state.houses[seat]
        if slot == PSIONIC_SLOT:
            agenda = house.psionic_slot
        elif slot.isdigit() and 1 < int(slot) <= len(house.agendas):
            agenda = house.agendas[int(slot) - 1]
        else:
            agenda = ""
        if not psionic.is_psionic(content, agenda):
            return ("vf.refuse.enforce_which", "RS-PAGENDA-14")
        if slot != PSIONIC_SLOT and house.agenda_corrupted[int(slot) - 1]:
            return ("vf.refuse.enforce_corrupted", "RS-PAGENDA-14")
        if agenda in house.enforced:
            return ("vf.refuse.enforce_twice", "RS-PAGENDA-14")
        why = cost_refusal(state, content, seat, content.action(f"enforce:{agenda}"))
        return why or ("vf.refuse.enforce_now", "RS-PAGENDA-15")


# --- Evaluation: flip back after C4 (RS-PAGENDA-22) -----------------------------------------


def flip_back(state: GameState, content: Content, frame: Phase) -> bool:
    """After the Agendas are scored, every Psionic Agenda is face up again."""
    for seat, house in enumerate(state.houses):
        if house.enforced:
            house.enforced = []
            state.note("vf.psi.note.flipped_back", seat=seat)
    return True
