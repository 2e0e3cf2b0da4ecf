"""Remaining rules with an engine effect: set-up details, Scanner benefits, Hyperjump steps,
Operation decks, Shields and supplies, ship destruction, the Council's Recall."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.content.schema import HOUSES
from domineum.revenant.core.stack import settle
from domineum.revenant.engine.effects import draw_op
from domineum.revenant.engine.phases import recall
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, Frame, GameState
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.board import add_voidborn, power, ring_step
from domineum.revenant.rules.fleet import damage_ship

from .kit import act, decide, frame_state, fresh_turn, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=91)


def test_rv_setup_remaining_components(game: RevenantGame) -> None:
    """RV-SETUP-05, RV-SETUP-07, RV-SETUP-11, RV-SETUP-12, RV-SETUP-13, RV-SETUP-18, RV-SETUP-22,
    RV-SETUP-23, RV-SETUP-24, RV-SETUP-25, RV-SETUP-26, RV-SETUP-27, RV-SETUP-28, RV-SETUP-34,
    RV-SETUP-41, RV-COMP-05, RV-COMP-18, RV-COMP-24, RV-COMP-26: decks shuffled from the full
    components, the Voidborn table of the player count, markers on step 0, reward tokens on
    2/5/8 untaken, Shuttles available, Phase Skip tokens on Hyperjump, both Protection tokens
    available, figures home, a random turn order."""
    orders = set()
    for seed in range(8):
        s = game.new_game(Config(players=3, seed=seed))
        orders.add(tuple(s.order))
        assert len(s.hi_deck) == 63 - 6 and len(s.colony_deck) == 7
        assert s.voidborn == {k: v for k, v in game.content.board.setup_voidborn["3"].items() if v}
        assert sum(s.voidborn.values()) <= 32 and len(s.rifts) == 4
        assert all(v == 0 for p in s.players for v in p.influence.values())
        assert s.rewards_taken == [] and s.phase_skip == [False, False, False]
        assert all(x.sector == "" for x in s.ships.values() if x.cls == "shuttle")
        assert s.protection == {} and s.revenant_damage == 0 and s.cycle == 1
        assert all(w == "" for p in s.players for w in p.figures.values())
        assert all(power(s, h) == 3 for h in HOUSES)
    assert len(orders) > 1
    two = game.new_game(Config(players=2, seed=1))
    assert all(game.content.scanners[c].players == "1-2" for c in two.offer)


def test_rv_setup_46_redraw_each_card_once(game: RevenantGame) -> None:
    """RV-SETUP-46, RV-OPS-04: each starting card may be swapped once for one of its type; the
    old one goes face down onto its type's discard pile."""
    s = game.new_game(Config(players=2, seed=2))
    while s.stack[-1].kind != "redraw":
        s = game.apply(s, game.legal_ids(s)[0])
    seat = s.stack[-1].seat
    old = next(c for c in s.players[seat].hand if c.startswith("cadet"))
    s = act(game, s, "redraw cadet")
    hand = s.players[seat].hand
    assert old not in hand and sum(c.startswith("cadet") for c in hand) == 1
    assert s.op_discards["cadet"] == [old]
    assert "redraw cadet" not in notations(game, s) and "done" in notations(game, s)


def test_rv_scan_04_05_special_benefits(game: RevenantGame, s3: GameState) -> None:
    """RV-SCAN-03, RV-SCAN-04, RV-SCAN-05, RV-POWER-05, RV-SHIP-15: Discard 2 Colony cards (chosen
    from the deck, the rest reshuffled); Select Shuttle reserves a Shuttle off the board."""
    seat = s3.order[0]
    s = clone(s3)
    s.chosen = s.offer[0]
    s = frame_state(game, s, Frame("colony_discard", seat, n=2))
    deck = sorted(s.colony_deck)
    s = act(game, s, f"colony {deck[0]}", f"colony {deck[1]}")
    assert sorted(s.colony_deck) == deck[2:]
    s = frame_state(game, s, Frame("shuttle", seat))
    zenor = power(s, "zenor")
    s = act(game, s, "shuttle zenor")
    assert s.ships["shuttle-zenor"].sector == "scanner" and s.reserved_shuttle == "shuttle-zenor"
    assert power(s, "zenor") == zenor


def test_rv_scan_02_06_scanner_layouts_and_later_offers(game: RevenantGame, s3: GameState) -> None:
    """RV-SCAN-02, RV-SCAN-06, RV-SCAN-07 (B7), RV-HYPER-08, RV-HYPER-09, RV-HYPER-10, RV-RIFT-06:
    every card has a cost, a layout of outer sectors; Cycle 2's offer comes from the Cycle-2 deck,
    after Operation Income; a short Colony deck reveals what it has."""
    for card in game.content.scanners.values():
        assert card.cost >= 1 and set(dict(card.voidborn)) <= set(game.content.board.outer)
    s = clone(s3)
    s.chosen = s.offer[0]
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step = "hyperjump", ""
    settle(s, game.content)
    while s.phase == "hyperjump":
        assert decide(s).kind in ("keep", "influence", "draw", "hand_limit", "stick", "overflow")
        s = game.apply(s, game.legal_ids(s)[0])
    assert s.cycle == 2 and len(s.offer) == 3
    assert all(game.content.scanners[c].cycle == 2 for c in s.offer)
    t = clone(s3)
    t.cycle, t.colony_deck = 3, t.colony_deck[:2]
    t.stack, t.turn, t.sequence = [], None, []
    t.phase, t.step = "rift", "reveal"
    settle(t, game.content)
    assert len(t.offer) == 2


def test_rv_hyper_01_rift_01_phase_choice(game: RevenantGame, s3: GameState) -> None:
    """RV-HYPER-01, RV-RIFT-01, RV-ROUND-02, RV-ROUND-03, RV-ROUND-04: the Skip token decides
    which of Rift and Hyperjump follows the Skirmish; the Cycle then moves on."""
    for skip, phase in ((False, "rift"), (True, "hyperjump")):
        s = clone(s3)
        s.phase_skip = [skip, False, False]
        s.chosen = s.offer[0]
        s.stack, s.turn, s.sequence = [], None, []
        s.phase, s.step = "skirmish", "refresh"
        settle(s, game.content)
        assert s.phase == phase


def test_rv_ops_05_empty_deck_reshuffles(game: RevenantGame, s3: GameState) -> None:
    """RV-OPS-05, RV-OPS-01: an empty deck shuffles its type's discard pile into a new deck."""
    s = clone(s3)
    pile = list(s.op_decks["command"])
    s.op_discards["command"] = list(pile)
    s.op_decks["command"] = []
    card = draw_op(s, "command")
    assert card in pile and len(s.op_decks["command"]) == len(pile) - 1
    assert s.op_discards["command"] == []


def test_rv_ops_10_13_cards_are_played_only_by_effects(game: RevenantGame, s3: GameState) -> None:
    """RV-OPS-10, RV-OPS-13, RV-ARKSHIP-03 (Calculate), RV-ARKSHIP-09, RV-BONUS-05: no free play;
    Calculate plays a card 1 resource cheaper (never below 0) without an affiliation bonus, then
    draws 1."""
    seat = s3.stack[-1].seat
    s = fresh_turn(game, s3, seat)
    assert not any(n.startswith("play") for n in notations(game, s))
    s = clone(s3)
    s.ships["arkship-belitan"].crew = ""
    p = s.players[seat]
    p.hand = ["command-11"]  # cost 1 Material; effect: 1 Tactics (project-authored)
    assert dict(game.content.ops["command-11"].cost) == {"material": 1}
    p.pool, p.tactics = {}, 0
    s = act(game, s, "board cadet1 arkship-belitan", "option 2", "play command-11")
    assert "command-11" in s.players[seat].commands and s.players[seat].tactics == 1
    s = act(game, s, "draw frigate")
    assert len(s.players[seat].hand) == 1


def test_rv_shield_05_and_res_12_supplies(game: RevenantGame, s3: GameState) -> None:
    """RV-SHIELD-01, RV-SHIELD-05, RV-RES-12, RV-COMP-22, RV-COMP-36 (G14): Shields and
    resources come from limited supplies; an exhausted supply gives nothing."""
    seat = s3.order[0]
    s = clone(s3)
    s.shields = {"1": 12}
    t = frame_state(game, s, Frame("shield", seat, n=1))
    assert decide(t).kind == "turn_board"  # no Shield left: the placement is skipped
    s.shields = {}
    s.players[(seat + 1) % 3].pool = {"science": 12}
    s.players[(seat + 2) % 3].pool = {"science": 7}
    s.players[seat].pool = {}
    assert eco.supply_of(s, game.content, "science") == 1
    eco.gain(s, game.content, seat, "science", 3)
    assert s.players[seat].pool == {"science": 1}


def test_rv_ship_17_20_destroyed_ships_return(game: RevenantGame, s3: GameState) -> None:
    """RV-SHIP-17, RV-SHIP-19, RV-SHIP-20, RV-POWER-01, RV-POWER-02, RV-POWER-03, RV-COMBAT-08:
    a ship with no empty Damage space is destroyed by the next damage, back to the supply with
    its markers and Corruption, and can be deployed again; Power follows at once."""
    s = clone(s3)
    ship = s.ships["arkship-zenor"]
    spaces = game.content.board.damage_spaces["arkship"]
    ship.damage, ship.corrupted = spaces, True
    zenor = power(s, "zenor")
    damage_ship(s, game.content, ship)
    assert ship.sector == "" and ship.damage == 0 and not ship.corrupted
    assert power(s, "zenor") == zenor - 1 and 0 <= power(s, "zenor") <= 4
    shuttle = s.ships["shuttle-belitan"]
    shuttle.sector = "2"
    damage_ship(s, game.content, shuttle)
    assert shuttle.sector == ""
    s.ships["fighter-zenor"].damage = 1
    t = frame_state(game, s, Frame("repair", s.order[0]))
    t = act(game, t, "repair fighter-zenor")
    assert t.ships["fighter-zenor"].damage == 0


def test_rv_twop_02_09_10_ambassadors(game: RevenantGame) -> None:
    """RV-TWOP-02, RV-TWOP-09, RV-TWOP-10, RV-RECALL-06, RV-TWOP-08: Ambassadors occupy Crew
    spaces until Recall; revealed Council cards leave the deck."""
    s = start(game, players=2, seed=4)
    placed = [x.id for x in s.ships.values() if x.crew == "council"]
    assert len(placed) <= 1 and len(s.council_revealed) == 1
    assert not any(n.endswith(" " + x) for x in placed for n in notations(game, s))
    recall(s)
    assert not any(x.crew for x in s.ships.values())


def test_rv_tact_01_05_06_08_tactics(game: RevenantGame, s3: GameState) -> None:
    """RV-TACT-01, RV-TACT-05, RV-TACT-06, RV-TACT-08, RV-SEQ-02, RV-RECALL-04: Tactics 0–12 are
    never spent; destroying Voidborn gains them; the Recall after the last turn sets the order."""
    s = clone(s3)
    c = s.order[2]
    s.players[c].tactics = 9
    s.sequence = []
    s.turn = None
    s.stack = []
    settle(s, game.content)
    assert s.order[0] == c and s.players[c].tactics == 9


def test_rv_shield_and_move_07_limits_on_entry(game: RevenantGame, s3: GameState) -> None:
    """RV-MOVE-07, RV-MOVE-11, RV-FIGHTER-05 (B27, B19): every entry into an outer sector
    respects the limit; a Strafe goes to an adjacent outer sector with room, one step."""
    s = clone(s3)
    for x in s.ships.values():
        x.sector, x.crew, x.planet = "", "", ""
    s.ships["fighter-belitan"].sector = "6"
    for h in ("zenor", "yarvek", "fenrax", "novaris"):
        s.ships[f"dropship-{h}"].sector = "7"
    s.voidborn = {"6": 1}
    s = act(game, s, "board cadet1 fighter-belitan")
    assert "move 7" not in notations(game, s) and "move 5" in notations(game, s)
    s = act(game, s, "attack")
    assert sorted(notations(game, s)) == ["done", "strafe 5"]


def test_rv_ship_04_06_clockwise_and_your_sector(game: RevenantGame, s3: GameState) -> None:
    """RV-SHIP-04, RV-SHIP-05, RV-SHIP-06, RV-COMBAT-06: clockwise is ascending (8 -> 1);
    "your sector" is your ship's; an attack where no Voidborn ship is has no effect."""
    assert ring_step(game.content, "8", 1) == "1" and ring_step(game.content, "1", -1) == "8"
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.voidborn = {}
    s.players[seat].tactics = 0
    s = act(game, s, "board captain frigate", "option fight", "attack")
    assert s.players[seat].tactics == 0 and s.turn is not None
    assert s.turn.sector == s.players[seat].frigate_sector
    assert add_voidborn(s, game.content, "3", 2) == 2
