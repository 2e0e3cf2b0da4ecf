"""The Voidborn Regroup of Incursion, an algorithm with no player in it but for equal
destinations (RS-INCREGROUP-01..13; digest §4.25 procedure, §5.3 reconstructed from the damaged
list, checked against the seed's text and its worked example, T-RS-21).

:func:`plan` moves Fleet Power on a :class:`~.field.Field` one cube at a time and returns the
moves, each with the rule that chose it, so the log can explain every step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domineum.kernel.rng import Rng
from domineum.voidfall.modules.incursion.field import UNREACHABLE, Field
from domineum.voidfall.modules.incursion.fleets import REGROUP_ORDER

Pick = Callable[[list[str]], str]  # the players' choice among equal destinations (-07)


@dataclass(frozen=True)
class Move:
    """One regrouped Fleet Power: from ``source`` to ``destination`` in ``cost`` moves, of
    ``fleet_type``; ``stage`` "frontline" (RS-INCREGROUP-05 first part) or "advance" (its
    second part); ``tied``: the equal destinations the players could choose among."""

    source: str
    destination: str
    fleet_type: str
    cost: int
    stage: str
    tied: tuple[str, ...] = ()


def frontline(f: Field, targets: frozenset[str]) -> set[str]:
    """RS-INCREGROUP-03: Voidborn sectors adjacent to a target sector."""
    return {s for s in f.forces if any(f.adjacent(s, t) for t in targets)}


def _fleet_type(f: Field, source: str, destination: str) -> str | None:
    """RS-INCREGROUP-11: an Arsenal type already in the destination, then Siphon, Destroyer,
    Dreadnought, Corvette, Mirage; the first the destination may take (RS-INCREGROUP-04)."""
    present = f.forces[source]
    there = f.forces.get(destination, {})
    same = [t for t in REGROUP_ORDER if t != "corvette" and t in there and t in present]
    order = same + [t for t in REGROUP_ORDER if t in present]
    return next((t for t in order if f.can_take(destination, t)), None)


def _lowest_then_random(f: Field, rng: Rng) -> Pick:
    def pick(options: list[str]) -> str:
        low = min(f.population.get(s, 0) for s in options)
        best = sorted(s for s in options if f.population.get(s, 0) == low)
        return best[0] if len(best) == 1 else rng.choice(best)

    return pick


def _source(f: Field, options: list[str], rng: Rng) -> str:
    """RS-INCREGROUP-08 (3)-(5): the most Fleet Power, then the lowest Population (Open Rift
    = 7), then random."""
    most = max(f.fp(s) for s in options)
    pool = [s for s in options if f.fp(s) == most]
    low = min(f.population.get(s, 0) for s in pool)
    pool = sorted(s for s in pool if f.population.get(s, 0) == low)
    return pool[0] if len(pool) == 1 else rng.choice(pool)


def plan(
    f: Field, moves: int, targets: frozenset[str], rng: Rng, pick: Pick | None = None
) -> list[Move]:
    """Regroup up to ``moves`` Fleet Power toward ``targets`` (the active player's sectors, or
    every player's for an Alert: RS-INCREGROUP-02), changing ``f``; the moves made, in order.
    Moves that cannot be made are lost (RS-INCREGROUP-13)."""
    choose = pick or _lowest_then_random(f, rng)
    done: list[Move] = []
    while moves > 0:
        move = step(f, moves, targets, rng, choose)
        if move is None:
            break
        done.append(move)
        moves -= move.cost
    return done


def step(f: Field, moves: int, targets: frozenset[str], rng: Rng, pick: Pick) -> Move | None:
    """The next Fleet Power to regroup with ``moves`` left, made on ``f``; None when none can
    move. Equal destinations go to ``pick`` (RS-INCREGROUP-07)."""
    front = frontline(f, targets)
    # RS-INCREGROUP-08/09: non-frontline sources that keep 1 Fleet Power
    sources = sorted(s for s in f.forces if s not in front and f.fp(s) >= 2)
    move = _to_frontline(f, front, sources, moves, rng, pick)
    if move is None:
        move = _advance(f, front, sources, targets, rng)
    if move is not None:
        f.take(move.source, move.fleet_type)
        f.put(move.destination, move.fleet_type)
    return move


def _to_frontline(
    f: Field, front: set[str], sources: list[str], moves: int, rng: Rng, choose: Pick
) -> Move | None:
    """RS-INCREGROUP-05/06/08: the nearest frontline sector below its limit, reachable with
    the moves left (efficiency first), from the source with the most Fleet Power; among the
    destinations at that distance one holding an Arsenal type the source has, then the one
    with the least Voidborn (even presence), then the players' choice."""
    dests = sorted(d for d in front if f.has_room(d))
    reach = {s: f.voidborn_distances(s) for s in sources}
    pairs = [
        (s, d, reach[s][d])
        for s in sources
        for d in dests
        if 0 < reach[s].get(d, UNREACHABLE) <= moves and _fleet_type(f, s, d) is not None
    ]
    if not pairs:
        return None
    k = min(cost for _, _, cost in pairs)
    source = _source(f, sorted({s for s, _, cost in pairs if cost == k}), rng)
    near = [d for s, d, cost in pairs if s == source and cost == k]
    arsenal = {t for t in f.forces[source] if t != "corvette"}
    near = [d for d in near if arsenal & set(f.forces.get(d, {}))] or near
    fewest = min(f.fp(d) for d in near)
    tied = sorted(d for d in near if f.fp(d) == fewest)
    destination = tied[0] if len(tied) == 1 else choose(tied)
    fleet_type = _fleet_type(f, source, destination)
    assert fleet_type is not None  # every pair kept has a type the destination takes
    ties = tuple(tied) if len(tied) > 1 else ()
    return Move(source, destination, fleet_type, k, "frontline", ties)


def _advance(
    f: Field, front: set[str], sources: list[str], targets: frozenset[str], rng: Rng
) -> Move | None:
    """RS-INCREGROUP-05 (second part): one step toward the active player(s) into an adjacent
    non-frontline Voidborn sector below its limit that is nearer to them (A22: nearest first,
    then the fullest source, the lowest Population, random)."""
    to_target = f.distances_to(targets)
    steps = [
        (s, g)
        for s in sources
        for g in f.neighbours.get(s, ())
        if f.is_voidborn(g)
        and g not in front
        and _fleet_type(f, s, g) is not None
        and to_target.get(g, UNREACHABLE) < to_target.get(s, UNREACHABLE)
    ]
    if not steps:
        return None
    nearest = min(to_target[g] for _, g in steps)
    steps = [(s, g) for s, g in steps if to_target[g] == nearest]
    source = _source(f, sorted({s for s, _ in steps}), rng)
    options = sorted(g for s, g in steps if s == source)
    destination = options[0] if len(options) == 1 else rng.choice(options)
    fleet_type = _fleet_type(f, source, destination)
    assert fleet_type is not None
    return Move(source, destination, fleet_type, 1, "advance")
