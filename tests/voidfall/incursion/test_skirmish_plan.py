"""The Incursion Skirmish's value, force and target (RS-INCSKIRM; T-RS-23)."""

from __future__ import annotations

from domineum.kernel.rng import Rng
from domineum.voidfall.modules.incursion.field import Field
from domineum.voidfall.modules.incursion.skirmish import (
    Candidate,
    Force,
    candidate,
    choose_target,
    compose,
    pool,
    value,
)


def _field(edges: list[tuple[str, str]], forces: dict[str, dict[str, int]], **pop: int) -> Field:
    neighbours: dict[str, set[str]] = {}
    for a, b in edges:
        neighbours.setdefault(a, set()).add(b)
        neighbours.setdefault(b, set()).add(a)
    return Field(
        forces=forces,
        neighbours={k: tuple(sorted(v)) for k, v in neighbours.items()},
        limits={s: 3 for s in forces},
        population={s: pop.get(s, 1) for s in neighbours},
    )


def test_value_parts() -> None:
    """RS-INCSKIRM-02 (A39): board + Corruption + Enforced Psionic Agendas + the source's extra,
    +1 only in the Evaluation of Cycles 2-3 (and not with the option off)."""
    assert value(1, 2, 1, 1) == 5
    assert value(1, 2, 0, 0, evaluation_cycle=1) == 3
    assert value(1, 2, 0, 0, evaluation_cycle=2) == 4
    assert value(1, 2, 0, 0, evaluation_cycle=3, late_bonus=False) == 3


def test_availability_keeps_one_and_at_most_one_joiner() -> None:
    """RS-INCSKIRM-05, RS-INCSKIRM-06, RS-INCSKIRM-13, RS-VBFLEET-18: each source keeps 1 Fleet
    Power; one Destroyer
    (before a Dreadnought) joins and counts toward the size; Mirages and Siphons never go."""
    f = _field(
        [("A", "S"), ("B", "S")],
        {
            "A": {"destroyer": 1, "dreadnought": 1, "corvette": 2},
            "B": {"mirage": 1, "siphon": 1, "corvette": 1},
        },
    )
    force = compose(f, 10, ["A", "B"], Rng.seeded(1))
    kinds = [t for _, t in force]
    assert kinds.count("destroyer") == 1 and "dreadnought" not in kinds
    assert "mirage" not in kinds and "siphon" not in kinds
    assert kinds.count("corvette") == 3  # A keeps 1 (of 4), B keeps 2 non-joiners
    assert pool(f, ["A", "B"]) == 4


def test_sources_left_even() -> None:
    """RS-INCSKIRM-10: take from the source with the most left, then the lower Population."""
    f = _field(
        [("A", "S"), ("B", "S"), ("C", "S")],
        {"A": {"corvette": 3}, "B": {"corvette": 3}, "C": {"corvette": 3}},
        A=3,
        B=1,
        C=2,
    )
    force = compose(f, 3, ["A", "B", "C"], Rng.seeded(1))
    assert sorted(s for s, _ in force) == ["A", "B", "C"]
    assert force[0][0] == "B"  # equal: the lowest Population first
    assert compose(f, 1, ["A", "B"], Rng.seeded(1)) == [("B", "corvette")]


def _example() -> Field:
    """T-RS-23: S1 next to V1a-c (3 Corvettes each), S2-S4 next to V2-V4 (4 Corvettes)."""
    edges = [("S1", "V1a"), ("S1", "V1b"), ("S1", "V1c"), ("S2", "V2"), ("S3", "V3"), ("S4", "V4")]
    forces = {v: {"corvette": 3} for v in ("V1a", "V1b", "V1c")}
    forces |= {v: {"corvette": 4} for v in ("V2", "V3", "V4")}
    return _field(edges, forces)


def _candidates(f: Field, s3_recalls: bool) -> list[Candidate]:
    """The simulated Combats of T-RS-23 (Torpedoes; Sector Defenses in S1, S2, S4)."""

    def forecast(sector: str, force: Force) -> tuple[str, int]:
        recall = sector == "S3" and s3_recalls and len(force) >= 3
        return ("defender", 1) if recall else ("defender", 0)

    return [candidate(f, s, 3, forecast, True, 2, 0) for s in ("S1", "S2", "S3", "S4")]


def test_rulebook_target_most_recalled() -> None:
    """T-RS-23 (RS-INCSKIRM-07, RS-INCSKIRM-09 (2)): S3 makes Blue recall; 3 Corvettes from V3,
    which
    keeps 1."""
    f = _example()
    chosen, trace = choose_target(_candidates(f, True), Rng.seeded(1))
    assert chosen is not None and chosen.sector == "S3" and chosen.size == 3
    assert dict(trace)["recalled"] == ["S3"]
    force = compose(f, chosen.size, chosen.sources, Rng.seeded(1))
    assert force == [("V3", "corvette")] * 3


def test_rulebook_target_most_available() -> None:
    """T-RS-23 variant (RS-INCSKIRM-09 (a), -10): no recall anywhere, so the most adjacent
    available Fleet Power: S1 (6), 1 Corvette from each of V1a, V1b, V1c."""
    f = _example()
    chosen, trace = choose_target(_candidates(f, False), Rng.seeded(1))
    assert chosen is not None and chosen.sector == "S1" and chosen.available == 6
    assert dict(trace)["available"] == ["S1"]
    force = compose(f, chosen.size, chosen.sources, Rng.seeded(1))
    assert sorted(s for s, _ in force) == ["V1a", "V1b", "V1c"]


def test_no_fleet_power_is_no_combat_and_no_tie() -> None:
    """RS-INCSKIRM-07, RS-INCSKIRM-15: the size is capped by the pool, never topped up; a size of 0
    is no
    Combat and never a Voidborn win or tie."""
    f = _field([("V", "S"), ("W", "T")], {"V": {"corvette": 1}, "W": {"corvette": 2}})
    empty = candidate(f, "S", 5, lambda s, n: ("tie", 0), True, 1, 0)
    assert empty.size == 0 and empty.outcome == "none"
    other = candidate(f, "T", 5, lambda s, n: ("defender", 0), True, 1, 0)
    assert other.size == 1
    chosen, _ = choose_target([empty, other], Rng.seeded(1))
    assert chosen is not None and chosen.sector == "T"


def test_vanguard_adds_one_after_the_value() -> None:
    """RS-INCSKIRM-03 / RS-INCPSI-03: a Vanguard sector's Skirmish is 1 stronger."""
    f = _field([("V", "S")], {"V": {"corvette": 3}})
    assert candidate(f, "S", 1, lambda s, n: ("defender", 0), True, 1, 0, vanguard=True).size == 2
