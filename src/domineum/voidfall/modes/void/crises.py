"""Overcoming Crises (VF-SOLO-CRISIS-04..13, VF-CRISIS-07..13).

Overcoming is not an action (seed 003): right after the action a Crisis names, while its
conditions hold (and its extra cost can be paid), the Actions step offers ``overcome`` for it,
beside the next action. The current Crisis so overcome skips Void Growth (CRISIS-11).
Overcoming in Preparation and Evaluation (CRISIS-04, EVAL-10) is not offered yet.
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_schema import CrisisCard
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modes.void import board
from domineum.voidfall.rules import resources, scoring
from domineum.voidfall.rules.card_actions import focus_family

FOCUS_ACTIONS = ("1", "2", "3")
KIND_RULES = {"A": "VF-SOLO-CRISIS-07", "B": "VF-SOLO-CRISIS-08", "C": "VF-SOLO-CRISIS-09"}


def slots(state: GameState) -> list[tuple[str, str]]:
    """(slot name, Crisis id) of every Crisis that may be overcome: the current one and the
    ongoing ones (``military-1`` is the leftmost Military space)."""
    v = board.void(state)
    out = [("current", v.current_crisis)] if v.current_crisis else []
    out += [(f"{name}-{i + 1}", item) for name, i, item in board.ongoing(state)]
    return out


def met(state: GameState, content: Content, seat: int, card: CrisisCard) -> bool:
    """The requirement holds now: the action just taken is the named one (VF-SOLO-CRISIS-07..09)
    of a Focus of the named family, its conditions hold, and the extra cost can be paid."""
    req = card.requirement
    taken = state.turn.taken
    if state.turn.seat != seat or not taken or taken[-1] not in FOCUS_ACTIONS:
        return False
    if focus_family(content, state.turn.focus) != req.focus:
        return False
    if req.action not in ("any", taken[-1]):
        return False
    if not all(scoring.holds(state, content, seat, cond) for cond in req.have):
        return False
    return resources.shortfall(state.houses[seat], req.pay) is None


class Overcome:
    """The ``overcome`` choices of the Actions step (procedure ActionRule)."""

    def choices(self, state: GameState, content: Content, seat: int) -> list[Choice]:
        out: list[Choice] = []
        for slot, crisis_id in slots(state):
            card = board.crisis(content, crisis_id)
            if met(state, content, seat, card):
                rules = ("VF-SOLO-CRISIS-04", KIND_RULES[card.requirement.kind])
                out.append(Choice("overcome", (slot,), rules))
        return out

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        if choice.kind != "overcome":
            return False
        crisis_id = dict(slots(state))[choice.values[0]]
        card = board.crisis(content, crisis_id)
        v = board.void(state)
        v.overcome.append(crisis_id)
        board.discard_crisis(state, content, crisis_id)  # CRISIS-05/06/11/12
        state.note("vf.void.note.overcome", seat=seat, crisis=crisis_id, name=card.name)
        if card.requirement.pay:  # type C: the extra cost, paid now (VF-SOLO-CRISIS-09)
            push_step(state, content, seat, Effect("pay", dict(card.requirement.pay)), True)
        return True
