"""The rules a Galactic Event's boxes change while they are in force (VF-PREP-19, T-13).

A ``constant`` box changes the rules named in its ``modifies`` for the whole Cycle; a
``delayed`` box applies to a player once that player's first turn of the Cycle is over. The
hooks here read them: Preferred Focus costs, Skirmish immunity, kept Corruption (1G), the
deployment toll (1H), the Voidborn's Salvo Absorption (2H) and upgrading a new Glory token (2I).
Resolving the boxes themselves is the engine's (:mod:`domineum.voidfall.engine.events`).
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import EventBox, EventRules
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState


def current(state: GameState, content: Content) -> list[tuple[int, EventBox]]:
    """The boxes of the Event that rules this Cycle: none before it is revealed."""
    event = content.events.get(state.board.event)
    if event is None or event.cycle != state.cycle or state.phase == "over":
        return []
    return list(enumerate(event.boxes))


def had_first_turn(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has finished its first turn of this Cycle (VF-PREP-19(4))."""
    if state.phase == "evaluation":
        return True
    if state.phase != "focus":
        return False
    return state.round > 1 or state.board.turn_order.index(seat) < state.turn_index


def in_force(state: GameState, content: Content, seat: int) -> list[tuple[int, EventBox]]:
    """The constant boxes, and for ``seat`` the delayed ones, whose rules apply right now
    (:func:`current` written out: asked at every deployment, Skirmish and Voidborn Combat)."""
    event = content.events.get(state.board.event)
    if event is None or event.cycle != state.cycle or state.phase == "over":
        return []
    out: list[tuple[int, EventBox]] = []
    for n, box in enumerate(event.boxes):
        constant = box.scope == "constant" and state.phase in ("focus", "evaluation")
        delayed = box.scope == "delayed" and had_first_turn(state, seat)
        if constant or delayed:
            out.append((n, box))
    return out


def preferred_cost(
    state: GameState, content: Content, seat: int, printed: tuple[Effect, ...]
) -> tuple[Effect, ...]:
    """The cost of an action of one of ``seat``'s Preferred Focuses under the boxes in force."""
    if state.board.event not in content.cost_changing_events:
        return printed
    cost = printed
    for n, box in in_force(state, content, seat):
        if box.modifies.preferred_cost is None and not box.modifies.preferred_extra_cost:
            continue
        key = f"event:{state.board.event}:{n}"
        if box.modifies.preferred_cost is not None:
            cost = content.action(f"{key}:preferred_cost").effects
        cost = cost + content.action(f"{key}:preferred_extra_cost").effects
    return cost


def skirmish_immune(state: GameState, content: Content, seat: int) -> bool:
    """A box in force spares players with little Influence from Skirmishes."""
    limits = [
        box.modifies.skirmish_immune_max_influence for _, box in in_force(state, content, seat)
    ]
    return any(state.houses[seat].influence <= limit for limit in limits if limit >= 0)


def _rules(state: GameState, content: Content, seat: int) -> list[EventRules]:
    return [box.modifies for _, box in in_force(state, content, seat)]


def corruption_removed(state: GameState, content: Content, seat: int) -> None:
    """``seat`` removed one of its Corruption markers: under ``keep_removed_corruption`` (In
    the Face of Evil, 1G) it is kept beside the mat instead of going to the supply."""
    if any(rules.keep_removed_corruption for rules in _rules(state, content, seat)):
        state.houses[seat].corruption_kept += 1


def return_kept_corruption(state: GameState, seat: int) -> None:
    """The Corruption kept through 1G goes back to the supply (after the Galactic objectives)."""
    state.houses[seat].corruption_kept = 0


def focus_key(state: GameState) -> str:
    """Which Focus a deployment belongs to: the round's turn, or the Evaluation."""
    when = str(state.round) if state.phase == "focus" else state.phase
    return f"{state.cycle}.{when}"


def deploy_toll(state: GameState, content: Content, seat: int) -> int:
    """Materials per FP ``seat`` pays to deploy now under ``deploy_toll_materials`` (Straight to
    Hell, 1H), unless it chooses a Corruption; 0 when no box asks, or a Corruption already paid
    for this Focus's deployments."""
    toll = max((rules.deploy_toll_materials for rules in _rules(state, content, seat)), default=0)
    if toll and state.houses[seat].deploy_toll_paid == focus_key(state):
        return 0
    return toll


def voidborn_absorption(state: GameState, content: Content, seat: int) -> int:
    """Salvo Absorption the Voidborn has in each Salvo step of a Skirmish against ``seat``:
    ``voidborn_absorption_per_improved`` per Improved Technology ``seat`` owns (Adaptation,
    2H)."""
    per = sum(rules.voidborn_absorption_per_improved for rules in _rules(state, content, seat))
    if not per:
        return 0
    return per * sum(1 for level in state.houses[seat].technologies.values() if level == "improved")


def upgrades_new_glory(state: GameState, content: Content, seat: int) -> bool:
    """Whether a Glory token ``seat`` gains may be upgraded at once (Supreme Triumph, 2I)."""
    return any(rules.upgrade_new_glory for rules in _rules(state, content, seat))
