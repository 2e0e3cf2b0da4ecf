"""Ships, movement, combat, Skirmish, Revenant Failure and Rifts."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.core.stack import settle
from domineum.revenant.engine.phases import damage_revenant, place_rift_roll, refresh, resolver
from domineum.revenant.engine.vessels import deploy_choices
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Frame, GameState
from domineum.revenant.rules.board import add_voidborn, distance, power

from .kit import act, decide, frame_state, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=31)


def _clear(s: GameState, keep: dict[str, str]) -> None:
    """Every House ship to the supply except ``keep`` (ship -> sector)."""
    for ship in s.ships.values():
        ship.sector, ship.crew, ship.planet = keep.get(ship.id, ""), "", ""
    s.planets = [p for p in s.planets if p.sector not in ("6", "7", "8")]


def test_rv_move_09_worked_distances(game: RevenantGame) -> None:
    """RV-MOVE-09, RV-SHIP-02, RV-SHIP-03 (T-RV-04): 3 -> 6 and 3 -> 7 both take 3 steps; the
    outer ring alone would need 4 for 3 -> 7; the ring closes 8 -> 1."""
    c = game.content
    assert distance(c, "3", "6") == 3 and distance(c, "3", "7") == 3
    assert "1" in c.board.adjacent["8"] and len(c.board.outer) == 8 and len(c.board.inner) == 4


def test_rv_frigate_02_attack_without_strafe(game: RevenantGame, s3: GameState) -> None:
    """RV-FRIGATE-02, RV-COMBAT-02, RV-COMBAT-03, RV-FRIGATE-04 (T-RV-05): the Frigate attacks
    in its sector, +1 Tactics per Voidborn ship destroyed, and has no Strafe."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.players[seat].frigate_sector = "2"
    s.voidborn["2"] = 3
    s.players[seat].tactics = 4
    s = act(game, s, "board captain frigate", "option fight", "attack")
    assert s.voidborn["2"] == 2 and s.players[seat].tactics == 5
    assert "attack" not in notations(game, s)
    assert all(not n.startswith("strafe") for n in notations(game, s))


def test_rv_fighter_01_04_maneuver_attack_strafe_extra_damage(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-FIGHTER-01, RV-FIGHTER-03, RV-FIGHTER-04, RV-COMBAT-04, RV-CREW-04, RV-ABIL-03
    (T-RV-06, the Tactician example): 6 -> 7, attack in 7, Strafe to 8, the Cadet card's extra
    damage in 8, Strafe back to 7."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    _clear(s, {"fighter-belitan": "6"})
    s.voidborn = {"7": 2, "8": 1}
    p = s.players[seat]
    p.cadet_cards = [["cadet-01"], []]
    p.tactics = 0
    s = act(game, s, "board cadet1 fighter-belitan", "move 7", "attack")
    assert decide(s).kind == "ability"
    s = act(game, s, "use cadet-01/1", "strafe 8", "strafe 7")
    assert s.ships["fighter-belitan"].sector == "7"
    assert s.voidborn == {"7": 1}
    assert s.players[seat].tactics == 2
    assert s.players[seat].influence["belitan"] == s3.players[seat].influence["belitan"] + 1


def test_rv_move_04_06_move_with_caution(game: RevenantGame, s3: GameState) -> None:
    """RV-MOVE-04, RV-MOVE-05, RV-MOVE-06, RV-DROPSHIP-03 (T-RV-26): a moved ship may pass a
    sector with more Voidborn ships but never end its movement there (it must move on, alone,
    and the step is offered only if it can still get out); a landed Dropship cannot move."""
    seat = s3.order[0]
    s = clone(s3)
    _clear(s, {"fighter-belitan": "1", "dropship-zenor": "5"})
    s.ships["dropship-zenor"].planet = "planet-01"
    s.voidborn = {"1": 2, "2": 3, "8": 1}
    s = frame_state(game, s, Frame("caution", seat, n=4))
    legal = notations(game, s)
    assert "caution fighter-belitan 8" in legal and "caution fighter-belitan 2" in legal
    assert not any(n.startswith("caution dropship-zenor") for n in legal)
    t = act(game, s, "caution fighter-belitan 2")
    legal = notations(game, t)
    assert "done" not in legal and all(n.startswith("caution fighter-belitan") for n in legal)
    t = act(game, t, "caution fighter-belitan 3")  # 0 Voidborn in Sector 3: it may stop there
    assert "done" in notations(game, t)
    one = frame_state(game, clone(s), Frame("caution", seat, n=1))
    assert "caution fighter-belitan 2" not in notations(game, one)  # could not move on
    s = act(game, s, "caution fighter-belitan 8")
    assert s.ships["fighter-belitan"].sector == "8" and decide(s).n == 3


def test_rv_ship_07_11_limits(game: RevenantGame, s3: GameState) -> None:
    """RV-SHIP-07, RV-SHIP-08, RV-SHIP-09, RV-SHIP-11, RV-SHIP-15 (T-RV-25): a full sector
    takes no more House ships (4 small ships, 1 Arkship outside 3 and 7), 6 Voidborn at most;
    a Shuttle reserved on a Scanner card cannot be deployed."""
    s = clone(s3)
    _clear(
        s,
        {
            "arkship-zenor": "2",
            "fighter-zenor": "2",
            "fighter-yarvek": "2",
            "dropship-zenor": "2",
            "shuttle-zenor": "2",
        },
    )
    s.ships["shuttle-yarvek"].sector = "scanner"
    targets = {c.values for c in deploy_choices(s, game.content, [])}
    assert not any(sector == "2" for _, sector in targets)
    assert ("arkship-shiveus", "3") in targets and ("arkship-shiveus", "1") in targets
    assert not any(ship == "shuttle-yarvek" for ship, _ in targets)
    s.voidborn["2"] = 6
    assert add_voidborn(s, game.content, "2", 2) == 0 and s.voidborn["2"] == 6


def test_rv_skirm_03_11_sector_skirmish(game: RevenantGame, s3: GameState) -> None:
    """RV-SKIRM-03, RV-SKIRM-04, RV-SKIRM-05, RV-SKIRM-06, RV-SKIRM-07, RV-SKIRM-09,
    RV-SKIRM-11, RV-SHIELD-02 (T-RV-13): the Shield cancels 1 of 5; the closest Frigate's player
    (earliest in turn order) assigns 4 damage; the Rift spreads 1 Corruption."""
    s = clone(s3)
    emily, jacob, other = s.order
    s.players[emily].frigate_sector, s.players[jacob].frigate_sector = "6", "8"
    s.players[other].frigate_sector = "3"
    _clear(
        s,
        {
            "shuttle-shiveus": "7",
            "arkship-novaris": "7",
            "arkship-fenrax": "7",
            "dropship-fenrax": "7",
        },
    )
    s.voidborn = {"7": 5}
    s.shields = {"7": 1}
    s.rifts = ["7"]
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step, s.skirmish_sector = "skirmish", "sector", 6
    settle(s, game.content)
    assert decide(s).kind == "damage" and decide(s).seat == emily and decide(s).n == 4
    assert "7" not in s.shields or s.shields["7"] == 0
    shiveus = power(s, "shiveus")
    s = act(
        game,
        s,
        "hit shuttle-shiveus",
        "hit arkship-novaris",
        "hit arkship-fenrax",
        "hit arkship-fenrax",
    )
    assert s.ships["shuttle-shiveus"].sector == "" and power(s, "shiveus") == shiveus - 1
    assert s.ships["arkship-novaris"].damage == 1 and s.ships["arkship-fenrax"].damage == 2
    assert decide(s).kind == "rift_corrupt"
    s = act(game, s, "taint dropship-fenrax")
    assert s.ships["dropship-fenrax"].corrupted
    assert "7" not in s.shields


def test_rv_skirm_04_resolver_tie_goes_to_turn_order(game: RevenantGame, s3: GameState) -> None:
    """RV-SKIRM-04, RV-SKIRM-14 (T-RV-33): both Frigates in the sector: the earlier player in
    turn order resolves; otherwise the closest Frigate."""
    s = clone(s3)
    a, b, c = s.order
    for seat in (a, b, c):
        s.players[seat].frigate_sector = "5"
    s.players[b].frigate_sector = s.players[a].frigate_sector = "3"
    assert resolver(s, game.content, "3") == a
    s.players[a].frigate_sector = "1"
    assert resolver(s, game.content, "3") == b


def test_rv_fail_04_07_revenant_failure(game: RevenantGame, s3: GameState) -> None:
    """RV-SKIRM-08, RV-FAIL-04, RV-FAIL-05, RV-FAIL-06, RV-FAIL-07, RV-FAIL-09, RV-REVENANT-09
    (T-RV-12): the 6th damage resolves the bottom card's visible effect (Energy Pulse: 1 damage
    to every Arkship) and clears the Revenant; a second one resolves the top card and seals it."""
    s = clone(s3)
    for ship in s.ships.values():
        ship.damage = 0
    s.display_bottom, s.display_top = "hull-1", "hull-2"
    s.protection = {"hull-1": "bottom"}
    s.revenant_damage = 2
    for _ in range(3):
        damage_revenant(s, game.content)
    assert s.revenant_damage == 5
    damage_revenant(s, game.content)
    assert s.revenant_damage == 0 and s.tucked == ["hull-1"]
    assert all(x.damage == 1 for x in s.ships.values() if x.cls == "arkship" and x.sector)
    assert all(x.damage == 0 for x in s.ships.values() if x.cls == "fighter")  # covered
    damage_revenant(s, game.content)
    assert s.revenant_damage == 1
    s.revenant_damage = 5
    damage_revenant(s, game.content)
    assert s.tucked == ["hull-1", "hull-2"] and s.revenant_sealed and s.revenant_damage == 0
    damage_revenant(s, game.content)
    assert s.revenant_damage == 0


def test_rv_fail_10_refresh(game: RevenantGame, s3: GameState) -> None:
    """RV-FAIL-10, RV-FAIL-13, B12 (T-RV-14): the bottom card goes with its token freed, the top
    card moves down keeping its token, the next card is revealed."""
    s = clone(s3)
    s.display_bottom, s.display_top = "hull-1", "hull-2"
    s.protection = {"hull-1": "top", "hull-2": "bottom"}
    s.failure_deck = ["core-1", "hull-3"]
    refresh(s)
    assert (s.display_bottom, s.display_top) == ("hull-2", "hull-3")
    assert s.protection == {"hull-2": "bottom"} and s.failure_deck == ["core-1"]


def test_rv_rift_02_die_and_the_six_ship_cap(game: RevenantGame, s3: GameState) -> None:
    """RV-RIFT-02, RV-RIFT-07, RV-SHIP-09 (T-RV-15): a large 3 and small 1s for Sector 6 with
    5, 2 and 0 Voidborn in Sectors 6, 5, 7 give 6, 3 and 1."""
    s = clone(s3)
    s.voidborn = {"6": 5, "5": 2}
    place_rift_roll(s, game.content, "6", (1, 3, 1))
    assert s.voidborn == {"6": 6, "5": 3, "7": 1}


def test_rv_move_08_inner_sectors_need_a_way_out(game: RevenantGame, s3: GameState) -> None:
    """RV-MOVE-08, RV-SHIP-12, RV-MOVE-06 (D6): a ship enters an inner sector only with a step
    left and a legal way out; until it is out no other ship moves with caution."""
    seat = s3.order[0]
    s = clone(s3)
    _clear(s, {"fighter-belitan": "2", "dropship-zenor": "5"})
    s.voidborn = {"1": 3, "3": 3}
    s = frame_state(game, s, Frame("caution", seat, n=2))
    legal = notations(game, s)
    assert "caution fighter-belitan i1" in legal  # back to Sector 2 stays possible
    s = act(game, s, "caution fighter-belitan i1")
    legal = notations(game, s)
    assert legal == ["caution fighter-belitan 2"]  # 1 and 3 hold more Voidborn; no other ship
    t = frame_state(game, s3, Frame("caution", seat, n=1))
    assert not any(" i" in n for n in notations(game, t))  # one step: never into an inner one
