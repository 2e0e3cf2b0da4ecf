"""The Revenant's spaces, Hyperjump, Colonies (RV-REVENANT, RV-PHASE, RV-HYPER, RV-COLONY)."""

from __future__ import annotations

import dataclasses

import pytest

from domineum.kernel.game import clone
from domineum.revenant.content.schema import Scanner
from domineum.revenant.core.stack import settle
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import GameState
from domineum.revenant.rules.board import power

from .kit import act, decide, fresh_turn, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=41)


def test_rv_revenant_04_08_reinforce(game: RevenantGame, s3: GameState) -> None:
    """RV-REVENANT-04, RV-REVENANT-05, RV-REVENANT-06, RV-SHIP-13, RV-SHIP-15, RV-POWER-03
    (T-RV-09): pay 1 Energy, 1 Material, 1 Neutronium; deploy a supply ship (not a reserved
    Shuttle, not where the limit is reached); then a Protection token must cover an effect."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    for ship in s.ships.values():
        if ship.sector == "4":
            ship.sector = ""
    s.ships["arkship-zenor"].sector, s.ships["dropship-zenor"].sector = "4", "4"
    s.ships["shuttle-yarvek"].sector = "scanner"
    s.ships["fighter-novaris"].sector = ""
    s.players[seat].pool = {"energy": 1, "material": 1, "neutronium": 1}
    novaris = power(s, "novaris")
    s = act(game, s, "board cadet1 reinforce", "influence fenrax")
    legal = notations(game, s)
    assert s.players[seat].pool == {}
    assert "deploy shuttle-fenrax 4" in legal and "deploy fighter-novaris 4" in legal
    assert not any(n.startswith("deploy shuttle-yarvek") for n in legal)
    assert not any(n.startswith("deploy arkship") and n.endswith(" 4") for n in legal)
    assert "done" not in legal  # deploying is mandatory when able
    s = act(game, s, "deploy fighter-novaris 4")
    assert power(s, "novaris") == novaris + 1
    assert sorted(notations(game, s)) == ["protect top bottom", "protect top top"]
    s = act(game, s, "protect top bottom")
    assert s.protection == {s.display_top: "bottom"}


def test_rv_revenant_02_cannot_board_without_the_cost(game: RevenantGame, s3: GameState) -> None:
    """RV-REVENANT-02, RV-TURN-06, RV-REVENANT-11: without the cost, neither Revenant space can
    be boarded."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.players[seat].pool = {"energy": 1, "material": 1}
    s = fresh_turn(game, s, seat)
    assert not any(n.endswith(("reinforce", "hypercharge")) for n in notations(game, s))


def test_rv_revenant_10_14_hypercharge_switches_rift_to_hyperjump(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-REVENANT-10, RV-REVENANT-12, RV-REVENANT-13, RV-REVENANT-14, RV-PHASE-02,
    RV-PHASE-03, RV-PHASE-04, RV-ROUND-04 (T-RV-23)."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    costs = {c: game.content.scanners[c].cost for c in s.offer}
    pick = max(s.offer, key=lambda c: costs[c])
    s.players[seat].pool = {"neutronium": costs[pick]}
    s = act(game, s, "board captain hypercharge")
    assert f"scan {pick}" in notations(game, s) or decide(s).kind == "influence"
    if decide(s).kind == "hypercharge":
        s = act(game, s, f"scan {pick}")
    assert s.chosen == pick and s.players[seat].pool.get("neutronium", 0) == 0
    s = act(game, s, "influence zenor")
    while s.turn is not None and decide(s).seat == seat and decide(s).kind != "turn_bonus":
        s = game.apply(s, game.legal_ids(s)[0])
    assert s.offer == [pick] and s.phase_skip[0]
    t = clone(s)
    t.stack, t.turn, t.sequence = [], None, []
    t.phase, t.step = "skirmish", "refresh"
    settle(t, game.content)
    assert t.phase == "hyperjump"
    u = fresh_turn(game, s, s.order[1])
    assert not any(n.endswith("hypercharge") for n in notations(game, u))  # RV-REVENANT-15


def test_rv_phase_01_no_hypercharge_means_rift(game: RevenantGame, s3: GameState) -> None:
    """RV-PHASE-01, RV-PHASE-03, RV-RIFT-01, RV-RIFT-03, RV-RIFT-04, RV-RIFT-05: without a
    Hypercharge the Rift phase runs: Data cubes return, the offer is discarded, Operation Income
    is drawn."""
    s = clone(s3)
    for spot in s.planets:
        spot.cube = False
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step = "skirmish", "refresh"
    settle(s, game.content)
    assert s.phase == "rift" and decide(s).kind == "draw"
    assert all(p.cube for p in s.planets) and s.offer == []


def test_rv_hyper_04_05_tactics_reset(game: RevenantGame, s3: GameState) -> None:
    """RV-HYPER-04, RV-HYPER-05, RV-TACT-07, B9 (T-RV-16): Jacob R1 5 -> 1; Emily R3 6 -> 3 and a
    Material; Hendri R1 9 gains Hidden Influence, -> 1 and (rule default) below Jacob."""
    s = clone(s3)
    hendri, emily, jacob = s.order
    for seat, rank, t in ((jacob, 1, 5), (emily, 3, 6), (hendri, 1, 9)):
        s.players[seat].rank, s.players[seat].tactics = rank, t
    s.players[emily].pool = {}
    hi = len(s.players[hendri].hi)
    s.chosen = s.offer[0]
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step = "hyperjump", ""
    settle(s, game.content)
    assert decide(s).kind == "keep" and decide(s).seat == hendri and len(decide(s).items) == 2
    s = game.apply(s, game.legal_ids(s)[0])
    assert len(s.players[hendri].hi) == hi + 1
    assert [s.players[x].tactics for x in (jacob, emily, hendri)] == [1, 3, 1]
    assert s.players[emily].pool == {"material": 1}
    assert s.players[hendri].stamp < s.players[jacob].stamp


def test_rv_hyper_02_07_build_the_new_system(game: RevenantGame) -> None:
    """RV-HYPER-02, RV-HYPER-03, RV-HYPER-06, RV-HYPER-07, RV-HYPER-11, RV-SCAN-05 (T-RV-17): old
    planets, Rifts and Voidborn go; the card's layout arrives; the reserved Shuttle goes to the
    first clockwise sector with room, and its House gains Power."""
    card = Scanner(
        id="scan-fixture",
        players="1-2",
        cycle=1,
        cost=1,
        benefits=(),
        voidborn=(("6", 2), ("7", 1)),
        rifts=("6",),
        planets=("7",),
        shuttle="7",
    )
    scanners = {**game.content.scanners, card.id: card}
    g = RevenantGame(dataclasses.replace(game.content, scanners=scanners))
    s = start(g, players=3, seed=5)
    for ship in s.ships.values():
        if ship.sector in ("7", "8") and ship.cls != "arkship":
            ship.sector = ""
    for h in ("zenor", "yarvek", "fenrax", "belitan"):
        s.ships[f"fighter-{h}"].sector = "7"
    s.ships["fighter-novaris"].sector = "8"
    s.ships["shuttle-dunlork"].sector = "scanner"
    s.reserved_shuttle = "shuttle-dunlork"
    s.ships["arkship-zenor"].damage = 1
    s.chosen = card.id
    for p in s.players:
        p.tactics = 0
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step = "hyperjump", ""
    settle(s, g.content)
    assert s.voidborn == {"6": 2, "7": 1} and s.rifts == ["6"]
    assert [p.sector for p in s.planets] == ["7"] and s.planets[0].cube
    assert s.ships["shuttle-dunlork"].sector == "8" and power(s, "dunlork") >= 1
    assert s.ships["arkship-zenor"].damage == 1
    assert s.chosen == "" and decide(s).kind == "draw"


def test_rv_colony_02_03_cycle_four_hypercharge_picks_a_colony(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-COLONY-02, RV-COLONY-03, RV-PHASE-06, RV-RIFT-06: after Cycle 3 the top 3 Colony cards
    are revealed; a Cycle-4 Hypercharge selects one and shifts nothing."""
    s = clone(s3)
    s.cycle = 3
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step = "rift", "reveal"
    settle(s, game.content)
    assert s.cycle == 4 and len(s.offer) == 3 and all(c in game.content.colonies for c in s.offer)
    seat = decide(s).seat
    s.players[seat].pool = {"neutronium": 4}
    s = act(game, s, "board captain hypercharge")
    if decide(s).kind == "hypercharge":
        s = act(game, s, f"scan {sorted(s.offer)[0]}")
    s = act(game, s, "influence zenor")
    assert s.colony in game.content.colonies and s.phase_skip == [False, False, False]
