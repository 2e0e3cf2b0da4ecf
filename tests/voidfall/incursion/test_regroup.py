"""The Voidborn Regroup algorithm of Incursion (RS-INCREGROUP; T-RS-21, T-RS-22)."""

from __future__ import annotations

from domineum.kernel.rng import Rng
from domineum.voidfall.modules.incursion.field import Field
from domineum.voidfall.modules.incursion.regroup import frontline, plan


def _field(edges: list[tuple[str, str]], forces: dict[str, dict[str, int]], **kw: object) -> Field:
    neighbours: dict[str, set[str]] = {}
    for a, b in edges:
        neighbours.setdefault(a, set()).add(b)
        neighbours.setdefault(b, set()).add(a)
    return Field(
        forces=forces,
        neighbours={k: tuple(sorted(v)) for k, v in neighbours.items()},
        **kw,  # type: ignore[arg-type]
    )


def _example() -> Field:
    """T-RS-21: the rulebook's Regroup 3 example, Blue (B1-B3) active."""
    edges = [
        ("F1", "B1"), ("F2", "B2"), ("F3", "B3"), ("FD", "B1"), ("FD", "F1"),
        ("R", "F1"), ("R", "F2"), ("DMR", "F3"), ("X", "F3"),
    ]  # fmt: skip
    forces = {
        "R": {"dreadnought": 1, "corvette": 4},
        "DMR": {"corvette": 3},
        "X": {"corvette": 2},
        "F1": {"corvette": 1},
        "F2": {"corvette": 2},
        "F3": {"corvette": 1},
        "FD": {"dreadnought": 1, "corvette": 1},
    }
    limits = {"R": 9, "DMR": 3, "X": 3, "F1": 2, "F2": 3, "F3": 2, "FD": 3}
    population = {"R": 7, "DMR": 2, "X": 1, "F1": 1, "F2": 1, "F3": 1, "FD": 1}
    return _field(edges, forces, limits=limits, population=population)


def test_rulebook_regroup_example() -> None:
    """T-RS-21 (RS-INCREGROUP-04 full destinations skipped, RS-INCREGROUP-12 paths through
    Voidborn sectors, RS-INCREGROUP-01, RS-INCREGROUP-05, RS-INCREGROUP-06, RS-INCREGROUP-08,
    RS-INCREGROUP-11): efficiency beats the same-type
    preference; the Dreadnought moves before Corvettes; the fullest source moves first."""
    f = _example()
    moves = plan(f, 3, frozenset({"B1", "B2", "B3"}), Rng.seeded(1))
    assert [(m.source, m.destination, m.fleet_type) for m in moves] == [
        ("R", "F1", "dreadnought"),
        ("R", "F2", "corvette"),
        ("DMR", "F3", "corvette"),
    ]
    assert f.forces["F1"] == {"corvette": 1, "dreadnought": 1}
    assert f.forces["F2"] == {"corvette": 3}
    assert f.forces["F3"] == {"corvette": 2}
    assert f.forces["R"] == {"corvette": 3}
    assert f.forces["DMR"] == {"corvette": 2}
    assert f.forces["X"] == {"corvette": 2}
    assert f.forces["FD"] == {"dreadnought": 1, "corvette": 1}


def test_frontline_sources_stay_and_lost_moves() -> None:
    """RS-INCREGROUP-03, RS-INCREGROUP-09, RS-INCREGROUP-13: frontline sectors are never sources,
    every source keeps 1
    Fleet Power, and moves that cannot be made are lost."""
    f = _example()
    moves = plan(f, 20, frozenset({"B1", "B2", "B3"}), Rng.seeded(1))
    assert sum(m.cost for m in moves) <= 20
    assert all(m.source in {"R", "DMR", "X"} for m in moves)
    assert all(f.fp(s) >= 1 for s in ("R", "DMR", "X"))
    for d in ("F1", "F2", "F3", "FD"):
        assert f.fp(d) <= f.limits[d]


def _two_players() -> Field:
    """T-RS-22: Red's K next to G (3 FP); Blue's B next to H (1 FP, room 2); G next to H."""
    return _field(
        [("K", "G"), ("B", "H"), ("G", "H")],
        {"G": {"corvette": 3}, "H": {"corvette": 1}},
        limits={"G": 3, "H": 3},
        population={"G": 1, "H": 1},
    )


def test_regroup_not_from_an_alert_targets_the_active_player() -> None:
    """T-RS-22 (a) (RS-INCREGROUP-02, RS-INCREGROUP-10): only Blue is a target, so G (next to Red
    only) is
    a source and moves away from Red toward Blue."""
    f = _two_players()
    assert frontline(f, frozenset({"B"})) == {"H"}
    moves = plan(f, 1, frozenset({"B"}), Rng.seeded(1))
    assert [(m.source, m.destination) for m in moves] == [("G", "H")]


def test_alert_regroup_targets_every_player() -> None:
    """T-RS-22 (b) (RS-INCREGROUP-02): from an Alert all players are targets, G is frontline
    and no source is left, so nothing moves."""
    f = _two_players()
    assert plan(f, 1, frozenset({"B", "K"}), Rng.seeded(1)) == []
    assert f.forces == {"G": {"corvette": 3}, "H": {"corvette": 1}}


def test_advance_toward_the_active_player() -> None:
    """RS-INCREGROUP-05 (second part), -12: with no frontline sector reachable the Voidborn
    step into a nearer non-frontline Voidborn sector."""
    f = _field(
        [("A", "M"), ("M", "N"), ("N", "P")],
        {"A": {"corvette": 3}, "M": {"corvette": 1}, "N": {"corvette": 3}},
        limits={"A": 3, "M": 3, "N": 3},
        population={"A": 1, "M": 1, "N": 1},
    )
    moves = plan(f, 1, frozenset({"P"}), Rng.seeded(1))
    assert [(m.source, m.destination, m.stage) for m in moves] == [("A", "M", "advance")]


def test_equal_destinations_are_the_players_choice() -> None:
    """RS-INCREGROUP-07: equal destinations go to the players' pick."""
    f = _field(
        [("S", "D1"), ("S", "D2"), ("D1", "P"), ("D2", "P")],
        {"S": {"corvette": 3}, "D1": {"corvette": 1}, "D2": {"corvette": 1}},
        limits={"S": 3, "D1": 3, "D2": 3},
        population={"S": 1, "D1": 1, "D2": 1},
    )
    moves = plan(f, 1, frozenset({"P"}), Rng.seeded(1), pick=lambda options: options[-1])
    assert moves[0].destination == "D2" and moves[0].tied == ("D1", "D2")
