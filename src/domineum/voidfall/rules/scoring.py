"""Objectives and the final score (VF-EVAL-12..18, VF-EVAL-21, VF-END-01..03, T-21)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import Condition, GalacticEvent, Objective
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import countables, psionic


def lowest(test: Condition | Objective) -> int:
    """The smallest count that meets ``test``: ``at_least``, else 0 with an ``at_most``, else 1."""
    if test.at_least is not None:
        return test.at_least
    return 0 if test.at_most is not None else 1


def within(n: int, test: Condition | Objective) -> bool:
    """``n`` is from ``lowest(test)`` to ``test.at_most`` (no upper bound when None)."""
    return lowest(test) <= n and (test.at_most is None or n <= test.at_most)


def holds(state: GameState, content: Content, seat: int, test: Condition) -> bool:
    """One ``all_of`` condition of an achievement holds for ``seat`` now."""
    return within(countables.count(state, content, seat, test.count, test.args), test)


def times_met(state: GameState, content: Content, seat: int, objective: Objective) -> int:
    """How often the condition is met: 0/1 for ``once`` (=), a count for ``each`` (×).

    An achievement is met when its count is within its bounds (at least / at most) and every
    ``all_of`` condition holds as well (VF-EVAL-14)."""
    n = countables.count(state, content, seat, objective.count, objective.args)
    if objective.scoring == "once":
        met = within(n, objective) and all(holds(state, content, seat, c) for c in objective.all_of)
        return 1 if met else 0
    if objective.scoring == "tiers":
        return n  # a Tier 0..4; the value is looked up in ``tiers``
    return n // max(1, objective.per)


def influence(state: GameState, content: Content, seat: int, objective: Objective) -> int:
    """Influence an objective is worth to ``seat`` now (VF-EVAL-14/15, VF-EVAL-17)."""
    return worth(objective, times_met(state, content, seat, objective))


def worth(objective: Objective, met: int) -> int:
    """Influence of ``objective`` met ``met`` times (:func:`times_met`: a Tier for ``tiers``)."""
    if objective.scoring == "tiers":
        return objective.tiers[met - 1] if 0 < met <= len(objective.tiers) else 0
    return met * objective.influence


def sides(event: GalacticEvent) -> list[list[int]]:
    """The objectives of a Galactic Event, as lists of line indices (VF-EVAL-13): the lines of
    each side of a red line together (``Objective.side``), else each line on its own."""
    if all(o.side is None for o in event.objectives):
        return [[i] for i in range(len(event.objectives))]
    groups: dict[int, list[int]] = {}
    for i, o in enumerate(event.objectives):
        groups.setdefault(o.side or 0, []).append(i)
    return [groups[side] for side in sorted(groups)]


def agenda_influence(state: GameState, content: Content, seat: int) -> list[tuple[str, int]]:
    """Each Pure Agenda in play and what it scores (VF-EVAL-16, VF-AGENDA-13)."""
    house = state.houses[seat]
    out: list[tuple[str, int]] = []
    twice = psionic.counted_twice(state, seat)
    for slot, agenda in enumerate(house.agendas):
        if not agenda or house.agenda_corrupted[slot]:
            continue
        out.append((agenda, agenda_total(state, content, seat, agenda, twice)))
    if house.psionic_slot:  # the Psionic slot is never Corrupted (RS-PAGENDA-13; A6: it scores)
        total = agenda_total(state, content, seat, house.psionic_slot, twice)
        out.append((house.psionic_slot, total))
    return out


def agenda_total(
    state: GameState, content: Content, seat: int, agenda: str, twice: GameState | None = None
) -> int:
    """What ``agenda``'s objectives are worth to ``seat`` now: every section evaluated on its own
    and added up, exactly as in Evaluation step 4 (VF-EVAL-16, VF-EVAL-17, VF-EVAL-21).

    ``twice``: the state with the Vanguard's sector counted twice (Psionics; None: computed
    here). Counting it twice is the player's choice, per Agenda: the better of the two is
    taken (RS-VANG-09, -10; docs/rules-decisions/resurgence-psionics.md)."""
    objectives = content.agendas[agenda].objectives
    plain = sum([influence(state, content, seat, o) for o in objectives])
    if twice is None:
        twice = psionic.counted_twice(state, seat)
    if twice is None:
        return plain
    return max(plain, sum([influence(twice, content, seat, o) for o in objectives]))


def pure_non_starting_agendas(state: GameState, content: Content, seat: int) -> list[str]:
    """``seat``'s Pure non-starting Agendas in play, slot by slot: in a slot right of the starting
    one (the fifth slot of Improved Central Surveillance included) with no Corruption above it
    (VF-AGENDA-07, VF-AGENDA-08, VF-AGENDA-11); never a starting Agenda (VF-AGENDA-10)."""
    house = state.houses[seat]
    return [
        agenda
        for slot, agenda in enumerate(house.agendas)
        if slot > 0
        and agenda
        and not house.agenda_corrupted[slot]
        and content.agendas[agenda].type != "starting"
    ]


def corruption_total(state: GameState, seat: int) -> int:
    """Corruption on the House mat and in the player's sectors (VF-END-02, A-33)."""
    in_sectors = sum(1 for s in state.galaxy.controlled_by(seat) if s.corrupted)
    return state.houses[seat].corruption_on_mat + in_sectors


def winners(state: GameState) -> list[int]:
    """Most Influence; ties broken by fewer Corruption; then shared (VF-END-01..03)."""
    keys = {
        seat: (state.houses[seat].influence, -corruption_total(state, seat)) for seat in state.seats
    }
    best = max(keys.values())
    return [seat for seat, key in keys.items() if key == best]
