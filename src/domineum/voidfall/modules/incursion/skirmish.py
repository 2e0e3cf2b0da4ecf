"""The Incursion Skirmish: physical Voidborn Fleet Power from the adjacent Voidborn sectors, its
target and its sources (RS-INCSKIRM-01..16, RS-INC-03, RS-INCPSI-03/06; digest §4.27, §5.4;
T-RS-23).

Pure planning on a :class:`~.field.Field`: :func:`value` is the Skirmish value,
:func:`compose` the force a set of sources can send, :func:`choose_target` the target with the
trace of every filter. Nothing moves until the caller moves the chosen force.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from domineum.kernel.rng import Rng
from domineum.voidfall.modules.incursion.field import Field

JOINERS = ("destroyer", "dreadnought")  # RS-INCSKIRM-06: at most one, a Destroyer first
INFINITE = 10**6
LATE_CYCLE = 2  # RS-INCSKIRM-02 (A39): +1 in the Evaluation Skirmish of Cycles 2 and 3
VOIDBORN_WINS = ("invader", "tie")


def value(
    crisis_board: int,
    corruption: int,
    enforced_psionic: int,
    source_extra: int,
    evaluation_cycle: int = 0,
    late_bonus: bool = True,
    passive: int = 0,
) -> int:
    """RS-INCSKIRM-02 (RS-INCPSI-06): the Crisis board's Military value + 1 per Corruption on
    the House mat + 1 per Enforced Psionic Agenda + the source's extra value, + 1 in the
    Evaluation (C1) Skirmish of Cycles 2-3 (A39, unless ``late_bonus`` is off), + what the
    Passive-penalty Crises on the board add (RS-INCCRISIS-02). The Vanguard's +1 is not in it:
    it depends on the target (RS-INCSKIRM-03/04, A38)."""
    late = int(late_bonus and evaluation_cycle >= LATE_CYCLE)
    return crisis_board + corruption + enforced_psionic + source_extra + late + passive


Force = list[tuple[str, str]]  # (source sector, Voidborn type), in the order taken


def _pick_source(f: Field, options: list[str], left: dict[str, int], rng: Rng | None) -> str:
    """RS-INCSKIRM-10: leave an equal amount behind (take from the source with the most left),
    then the lowest Population (an Open Rift = 7), then random (without ``rng``, when only the
    size matters, the first)."""
    most = max(left[s] for s in options)
    pool = [s for s in options if left[s] == most]
    low = min(f.population.get(s, 0) for s in pool)
    pool = sorted(s for s in pool if f.population.get(s, 0) == low)
    return pool[0] if len(pool) == 1 or rng is None else rng.choice(pool)


def compose(f: Field, n: int, sources: Sequence[str], rng: Rng | None) -> Force:
    """The Fleet Power ``sources`` send, at most ``n`` (RS-INCSKIRM-05..07, -10, -13): 1
    Destroyer, else 1 Dreadnought, then Corvettes; every source keeps 1 Fleet Power of any
    type; Mirages and Siphons never go."""
    left = {s: f.fp(s) for s in sources}
    taken: dict[str, dict[str, int]] = {s: {} for s in sources}

    def has(s: str, t: str) -> int:
        return f.forces.get(s, {}).get(t, 0) - taken[s].get(t, 0)

    force: Force = []
    for joiner in JOINERS:
        options = [s for s in sources if has(s, joiner) and left[s] >= 2]
        # keep the force as large as possible: a source whose Corvettes do not need the slot
        options = [s for s in options if left[s] - 1 > has(s, "corvette")] or options
        if options and n > 0:
            s = _pick_source(f, sorted(options), left, rng)
            force.append((s, joiner))
            taken[s][joiner] = 1
            left[s] -= 1
            n -= 1
            break
    while n > 0:
        options = sorted(s for s in sources if has(s, "corvette") and left[s] >= 2)
        if not options:
            break
        s = _pick_source(f, options, left, rng)
        force.append((s, "corvette"))
        taken[s]["corvette"] = taken[s].get("corvette", 0) + 1
        left[s] -= 1
        n -= 1
    return force


def pool(f: Field, sources: Sequence[str]) -> int:
    """A(S) of RS-INCSKIRM-05: how much Fleet Power the sources can send at most (the random
    tie-breaks between sources do not change it, so none is drawn)."""
    return len(compose(f, INFINITE, sources, None))


@dataclass(frozen=True)
class Candidate:
    """One of your sectors the Voidborn may attack: its adjacent Voidborn sources, the pool
    A(S), the attack size n(S) and what the Combat would do (RS-INCSKIRM-05..09, -15)."""

    sector: str
    sources: tuple[str, ...]
    available: int
    size: int
    outcome: str  # "invader", "tie", "defender", or "none" (no combat, size 0)
    recalled: int
    pure: bool
    population: int
    guilds: int


Forecast = Callable[[str, Force], tuple[str, int]]
"""The Combat at a sector with that force: (outcome, Fleet Power the player recalls)."""

Trace = list[tuple[str, list[str]]]


def candidate(
    f: Field,
    sector: str,
    attack_value: int,
    forecast: Forecast,
    pure: bool,
    population: int,
    guilds: int,
    vanguard: bool = False,
) -> Candidate:
    """Evaluate one target (RS-INCSKIRM-03, -05, -07, -15): the Vanguard's +1 is added here."""
    sources = tuple(s for s in f.neighbours.get(sector, ()) if f.is_voidborn(s))
    available = pool(f, sources)
    size = min(attack_value + int(vanguard), available)
    planned = compose(f, size, sources, None)  # planning only: nothing moves yet
    outcome, recalled = forecast(sector, planned) if size > 0 else ("none", 0)
    return Candidate(sector, sources, available, size, outcome, recalled, pure, population, guilds)


def choose_target(candidates: list[Candidate], rng: Rng) -> tuple[Candidate | None, Trace]:
    """RS-INCSKIRM-09 as successive filters (each keeps the matching sectors only if any
    match): (1) win or tie, (2) the most Fleet Power recalled, then (a) the most Voidborn
    Fleet Power available adjacent, (b) Pure, (c) highest Population, (d) most Guilds, (e)
    random. A candidate with attack size 0 is never a win or tie (RS-INCSKIRM-15)."""
    pool_ = sorted(candidates, key=lambda c: c.sector)
    trace: Trace = [("candidates", [c.sector for c in pool_])]
    if not pool_:
        return None, trace

    def prefer(name: str, keep: Callable[[Candidate], bool]) -> None:
        nonlocal pool_
        pool_ = [c for c in pool_ if keep(c)] or pool_
        trace.append((name, [c.sector for c in pool_]))

    def most(name: str, key: Callable[[Candidate], int]) -> None:
        best = max(key(c) for c in pool_)
        prefer(name, lambda c: key(c) == best)

    prefer("win_or_tie", lambda c: c.outcome in VOIDBORN_WINS)
    most("recalled", lambda c: c.recalled)
    most("available", lambda c: c.available)
    prefer("pure", lambda c: c.pure)
    most("population", lambda c: c.population)
    most("guilds", lambda c: c.guilds)
    if len(pool_) > 1:
        pool_ = [rng.choice(pool_)]
        trace.append(("random", [pool_[0].sector]))
    return pool_[0], trace
