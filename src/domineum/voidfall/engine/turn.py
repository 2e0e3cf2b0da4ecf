"""A player's turn: Selection and Actions (VF-FOCUS, VF-SELECT, VF-ACTION, VF-TECH-14, VF-PREF)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, reason
from domineum.voidfall.core.stack import FORGO, push_step, refusal_of
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.state import (
    ChooseAction,
    Cleanup,
    Frame,
    GameState,
    ResolveAction,
    SelectExtras,
    SelectFocus,
    TurnState,
)
from domineum.voidfall.rules import abilities
from domineum.voidfall.rules.card_actions import (
    cost_refusal,
    doubled,
    focus_action,
    focus_family,
    focus_matches,
    start_action,
    tech_actions,
)

FOCUS_ACTIONS = ("1", "2", "3")
# the options offered at every turn, made once (a Choice is frozen: lists may share one)
_TAKE = {n: Choice("take", (n,), ("VF-ACTION-02", "VF-ACTION-05")) for n in FOCUS_ACTIONS}
_DOUBLE = {n: Choice("double", (n,), ("VF-ACTION-12", "VF-ACTION-05")) for n in FOCUS_ACTIONS}
_END = Choice("end", (), ("VF-CLEANUP-01",))
_FLIP = Choice("flip", (), ("VF-SELECT-02", "VF-ACTION-03"))
_BEGIN = Choice("begin", (), ("VF-FOCUS-04",))
_AGENDA_ACTION = Choice("agenda-action", (), ("VF-ACTION-11",))
_EFFECT: dict[tuple[int, bool], Choice] = {}  # by effect index and red line
_FOCUS: dict[str, Choice] = {}  # by Focus card id


def _focus_choice(card: str) -> Choice:
    """The option of playing ``card`` (VF-SELECT-01), made once per card."""
    found = _FOCUS.get(card)
    if found is None:
        found = _FOCUS[card] = Choice("focus", (card,), ("VF-SELECT-01",))
    return found


def _effect_choice(i: int, one: bool) -> Choice:
    """The option of resolving effect ``i`` (from 0) of an action, made once: only one of them
    under a red line (``one``, VF-ACTION-09), else each (VF-ACTION-08)."""
    found = _EFFECT.get((i, one))
    if found is None:
        rules = ("VF-ACTION-09",) if one else ("VF-ACTION-08",)
        found = _EFFECT[(i, one)] = Choice("effect", (str(i + 1),), rules)
    return found


# --- Selection ---------------------------------------------------------------------------


def select_focus_options(state: GameState, content: Content, frame: SelectFocus) -> list[Choice]:
    """VF-SELECT-01: play exactly one available Focus card from hand, unless a Selection rule
    of the procedure narrows it (the pre-selected Focus variant, VF-VARIANT-03)."""
    for rule in procedure_for(state.config).selection:
        narrowed = rule.choices(state, frame.seat)
        if narrowed is not None:
            return narrowed
    hand = state.houses[frame.seat].focus_hand
    return [_focus_choice(card) for card in sorted(hand)]


def select_focus_choose(
    state: GameState, content: Content, frame: SelectFocus, choice: Choice
) -> None:
    for rule in procedure_for(state.config).selection:
        other = getattr(rule, "choose", None)  # a rule's own kind of choice (a Heroic card)
        if other is not None and other(state, content, frame.seat, choice):
            return
    card = choice.values[0]
    state.houses[frame.seat].focus_hand.remove(card)
    for rule in procedure_for(state.config).selection:
        rule.played(state, frame.seat, card)
    state.turn = TurnState(seat=frame.seat, focus=card)
    state.note("vf.note.focus", seat=frame.seat, card=card)
    state.stack[-1] = SelectExtras(seat=frame.seat)


def _playable_agendas(state: GameState, content: Content, seat: int) -> list[str]:
    family = focus_family(content, state.turn.focus)
    return sorted(
        a for a in state.houses[seat].agenda_hand if family in content.agendas[a].focus_icons
    )


def extras_options(state: GameState, content: Content, frame: SelectExtras) -> list[Choice]:
    """VF-SELECT-02..04: optionally flip one Trade token and/or play one matching Agenda."""
    house = state.houses[frame.seat]
    out: list[Choice] = []
    if not state.turn.flipped and house.trade_tokens > 0:
        out.append(_FLIP)
    if not state.turn.agenda:
        out += [
            Choice("agenda", (a,), ("VF-SELECT-02", "VF-SELECT-03"))
            for a in _playable_agendas(state, content, frame.seat)
        ]
    out.append(_BEGIN)
    return out


def extras_choose(state: GameState, content: Content, frame: SelectExtras, choice: Choice) -> None:
    house = state.houses[frame.seat]
    if choice.kind == "flip":
        if house.trade_loose:
            house.trade_loose -= 1
        else:  # a token stored on an Agenda may be flipped; it leaves the Agenda
            slot = max(i for i, has in enumerate(house.agenda_trade) if has)
            house.agenda_trade[slot] = False
        state.turn.flipped = True
        state.note("vf.note.flip", seat=frame.seat)
    elif choice.kind == "agenda":
        house.agenda_hand.remove(choice.values[0])
        state.turn.agenda = choice.values[0]
        state.note("vf.note.agenda_played", seat=frame.seat, agenda=choice.values[0])
    else:
        state.stack[-1] = ChooseAction(seat=frame.seat)


# --- Actions -----------------------------------------------------------------------------


def _focus_taken(state: GameState) -> int:
    count = 0  # a loop: a comprehension is one more call
    for t in state.turn.taken:
        if t in FOCUS_ACTIONS:
            count += 1
    return count


def _action_limit(state: GameState) -> int:
    """VF-ACTION-02/03: two Focus actions, three with a flipped Trade token."""
    return 3 if state.turn.flipped else 2


def can_double(state: GameState, content: Content, seat: int) -> bool:
    """Robotics (ability ``double_action``): once per turn with a matching Focus."""
    if "double" in state.turn.taken:
        return False
    keys = abilities.of(state, content, seat).double_action
    return bool(keys) and focus_matches(state, content, seat, keys)


def action_options(state: GameState, content: Content, frame: ChooseAction) -> list[Choice]:
    """The actions still open this turn (VF-ACTION-02..05, -11, -13)."""
    out: list[Choice] = []
    seat = frame.seat
    turn = state.turn
    taken = turn.taken
    if _focus_taken(state) < _action_limit(state):
        double: bool | None = None  # Robotics, looked at once an action can be taken
        for n in FOCUS_ACTIONS:
            if n in taken:
                continue
            action = focus_action(state, content, seat, turn.focus, n)
            if cost_refusal(state, content, seat, action) is None:
                out.append(_TAKE[n])
                if double is None:
                    double = can_double(state, content, seat)
                if double and cost_refusal(state, content, seat, doubled(action)) is None:
                    out.append(_DOUBLE[n])
    agenda = turn.agenda
    if agenda and "agenda" not in taken and f"agenda:{agenda}" in content.actions:
        out.append(_AGENDA_ACTION)
    for key, n in tech_actions(state, content, seat):
        if key in taken:
            continue
        if cost_refusal(state, content, seat, content.action(key)) is None:
            out.append(Choice("tech-action", (key.split(":")[1], n), ("VF-ACTION-13",)))
    for rule in procedure_for(state.config).actions:
        out += rule.choices(state, content, seat)
    out.append(_END)
    return out


def action_choose(state: GameState, content: Content, frame: ChooseAction, choice: Choice) -> None:
    seat = frame.seat
    if choice.kind in ("take", "double"):
        n = choice.values[0]
        state.turn.taken.append(n)
        action = focus_action(state, content, seat, state.turn.focus, n)
        key = f"focus:{state.turn.focus}:{n}"
        if choice.kind == "double":  # the effect a second time, after the doubled cost
            state.turn.taken.append("double")
            start_action(state, content, seat, key, msgspec.structs.replace(action, cost=()))
            action = doubled(action)
        start_action(state, content, seat, key, action)
    elif choice.kind == "agenda-action":
        state.turn.taken.append("agenda")
        key = f"agenda:{state.turn.agenda}"
        start_action(state, content, seat, key, content.action(key))
    elif choice.kind == "tech-action":
        tech_id, n = choice.values
        key = f"tech:{tech_id}:{state.houses[seat].technologies[tech_id]}:{n}"
        state.turn.taken.append(key)
        start_action(state, content, seat, key, content.action(key))
    elif choice.kind == "end":
        state.stack[-1] = Cleanup(seat=seat)
    else:
        rules = procedure_for(state.config).actions
        handled = any(rule.choose(state, content, seat, choice) for rule in rules)
        assert handled, f"no Action rule handles '{choice.kind}'"


# --- Resolving one action ------------------------------------------------------------------


def resolve_options(state: GameState, content: Content, frame: ResolveAction) -> list[Choice]:
    """VF-ACTION-06..10: resolve or forgo each effect; a red line allows only one."""
    if frame.costs:
        return []
    if frame.combine == "one" and frame.done:
        return []
    one = frame.combine == "one"
    out = [
        _effect_choice(i, one)
        for i, eff in enumerate(frame.effects)
        if i not in frame.done and refusal_of(state, content, frame.seat, eff) is None
    ]
    if out:
        out.append(FORGO)
    return out


def resolve_choose(
    state: GameState, content: Content, frame: ResolveAction, choice: Choice
) -> None:
    if choice.kind == "done":
        state.stack.remove(frame)
        return
    index = int(choice.values[0]) - 1
    frame.done.append(index)
    push_step(state, content, frame.seat, frame.effects[index], cost=False)


def advance_costs(state: GameState, content: Content, frame: ResolveAction) -> bool:
    """Pay the action's cost lines one after another before any effect (VF-ACTION-05)."""
    if not frame.costs:
        return False
    push_step(state, content, frame.seat, frame.costs.pop(0), cost=True)
    return True


# --- Refusals ------------------------------------------------------------------------------


def explain(state: GameState, content: Content, frame: Frame, choice: Choice) -> tuple[str, str]:
    """The rule behind a refused Selection/Action choice."""
    house = state.houses[frame.seat]
    kind = choice.kind
    if kind == "focus":
        card = choice.values[0] if choice.values else ""
        if not isinstance(frame, SelectFocus):
            return ("vf.refuse.focus_once", "VF-SELECT-01")
        for rule in procedure_for(state.config).selection:
            why = rule.refusal(state, frame.seat)
            if why is not None:
                return why
        if card in house.focus_discard:
            return (reason("vf.refuse.focus_played", card=card), "VF-FOCUS-08")
        if card in house.focus_reserved:
            return (reason("vf.refuse.focus_reserved", card=card), "VF-SETUP-12")
        return (reason("vf.refuse.focus_not_in_hand", card=card), "VF-SELECT-01")
    if kind == "flip":
        if not isinstance(frame, SelectExtras):
            return ("vf.refuse.flip_in_selection", "VF-SELECT-06")
        if state.turn.flipped:
            return ("vf.refuse.flip_once", "VF-SELECT-04")
        return ("vf.refuse.no_flip", "VF-SELECT-02")
    if kind == "agenda":
        agenda = choice.values[0] if choice.values else ""
        if not isinstance(frame, SelectExtras):
            return ("vf.refuse.agenda_in_selection", "VF-SELECT-05")
        if state.turn.agenda:
            return ("vf.refuse.agenda_once", "VF-SELECT-04")
        if agenda not in house.agenda_hand:
            return ("vf.refuse.agenda_not_in_hand", "VF-SELECT-05")  # never name a hidden card
        return (
            reason("vf.refuse.agenda_icon", agenda=agenda, focus=state.turn.focus),
            "VF-SELECT-03",
        )
    if kind == "take" and isinstance(frame, ChooseAction):
        n = choice.values[0]
        if n in state.turn.taken:
            return (reason("vf.refuse.action_taken", n=n), "VF-ACTION-04")
        if _focus_taken(state) >= _action_limit(state):
            if not state.turn.flipped:
                return ("vf.refuse.third_action", "VF-ACTION-03")
            return ("vf.refuse.actions_done", "VF-ACTION-04")
        why = cost_refusal(
            state,
            content,
            frame.seat,
            focus_action(state, content, frame.seat, state.turn.focus, n),
        )
        if why is not None:
            return why
    if kind == "agenda-action" and isinstance(frame, ChooseAction):
        if "agenda" in state.turn.taken:
            return ("vf.refuse.agenda_action_taken", "VF-ACTION-11")
        return ("vf.refuse.no_agenda_action", "VF-ACTION-11")
    if kind == "tech-action" and isinstance(frame, ChooseAction):
        tech, n = choice.values
        key = f"tech:{tech}:{house.technologies.get(tech, '')}:{n}"
        if key in state.turn.taken:
            return ("vf.refuse.tech_action_taken", "VF-ACTION-13")
        if key not in dict(tech_actions(state, content, frame.seat)):
            return (reason("vf.refuse.no_tech_action", focus=state.turn.focus), "VF-ACTION-13")
        why = cost_refusal(state, content, frame.seat, content.action(key))
        if why is not None:
            return why
    if kind == "effect" and isinstance(frame, ResolveAction):
        index = int(choice.values[0]) - 1
        if frame.combine == "one" and frame.done:
            return ("vf.refuse.red_line_once", "VF-ACTION-09")
        if index in frame.done:
            return ("vf.refuse.effect_done", "VF-ACTION-06")
        if 0 <= index < len(frame.effects):
            refusal = refusal_of(state, content, frame.seat, frame.effects[index])
            if refusal is not None:
                return (refusal.reason, refusal.rule)
    if isinstance(frame, ChooseAction):  # a module's additional action (Enforcing, RS-PAGENDA)
        for action_rule in procedure_for(state.config).actions:
            rule_explain = getattr(action_rule, "explain", None)
            rule_why: tuple[str, str] | None = (
                rule_explain(state, content, frame.seat, choice) if rule_explain else None
            )
            if rule_why is not None:
                return rule_why
    return (f"vf.refuse.not_an_option:{kind}", "VF-FOCUS-04")
