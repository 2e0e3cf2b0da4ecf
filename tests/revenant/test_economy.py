"""Resources, Compartments, Corruption, Discovery Data, Tactics, Influence, Hidden Influence."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Frame, GameState
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.scoring import score

from .kit import act, decide, frame_state, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=21)


def _seat(s: GameState) -> int:
    return s.stack[-1].seat


def test_rv_res_04_05_no_room_forfeit_or_discard(game: RevenantGame, s3: GameState) -> None:
    """RV-RES-04, RV-RES-05, RV-RES-02 (T-RV-27): with no free space in clean Compartments a
    gain is forfeited or another resource is discarded first."""
    seat = _seat(s3)
    s = clone(s3)
    p = s.players[seat]
    p.corrupted = [False, True, False, False, True]  # 8 clean spaces
    p.pool = {"material": 4, "energy": 4}
    s = frame_state(game, s, Frame("effects", seat, effects=[]))
    eco.gain(s, game.content, seat, "neutronium")
    assert decide(s).kind == "overflow"
    assert sorted(notations(game, s)) == ["done", "swap energy", "swap material"]
    s2 = act(game, s, "swap energy")
    assert s2.players[seat].pool == {"material": 4, "energy": 3, "neutronium": 1}
    s3_ = act(game, s, "done")
    assert s3_.players[seat].pool == {"material": 4, "energy": 4}


def test_rv_corrupt_03_res_10_resources_move_out_before_corruption(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-CORRUPT-03, RV-RES-10, RV-RES-11, RV-CORRUPT-12 (T-RV-20): resources the clean
    Compartments can still hold move out; the rest stay stuck (unspendable, still scored);
    containing the Corruption frees them."""
    seat = _seat(s3)
    s = clone(s3)
    p = s.players[seat]
    p.pool = {"science": 6, "energy": 4}  # 10 of 10 clean spaces (Compartment 5 corrupted)
    s = frame_state(game, s, Frame("corrupt", seat))
    s = act(game, s, "corrupt c3")
    assert decide(s).kind == "stick"
    s = act(game, s, "stick science", "stick energy")
    p = s.players[seat]
    assert p.pool == {"science": 5, "energy": 3} and eco.capacity(p) == 8
    assert not eco.can_pay(p, {"science": 6})
    assert eco.total_resources(p) == 10 and score(s, game.content, p).parts["resources"] == 2
    eco.clean_compartment(p, 2)
    assert p.pool == {"science": 6, "energy": 4} and not p.stuck


def test_rv_corrupt_07_void_residue_becomes_hidden_influence(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-CORRUPT-05, RV-CORRUPT-07, RV-DATA-03 (T-RV-21): the 3rd Void Residue and the 3rd
    Discovery Data are discarded for Hidden Influence."""
    seat = _seat(s3)
    s = clone(s3)
    p = s.players[seat]
    p.residue, p.data = 2, 2
    s.ships["fighter-zenor"].corrupted = True
    hi = len(p.hi)
    s = frame_state(game, s, Frame("contain", seat))
    s = act(game, s, "contain fighter-zenor")
    p = s.players[seat]
    assert p.residue == 0 and not s.ships["fighter-zenor"].corrupted
    assert len(p.hi) == hi + 1
    eco.gain_data(s, game.content, seat)
    assert s.players[seat].data == 0 and decide(s).kind == "keep"


def test_rv_tact_02_04_rewards_and_stacking(game: RevenantGame, s3: GameState) -> None:
    """RV-TACT-02, RV-TACT-04, RV-RECALL-05 (T-RV-03): reaching step 3 gives 1 Material and the
    new marker goes on top (so the one below goes first); passing step 3 counts."""
    s = clone(s3)
    a, b = s.order[0], s.order[1]
    s.players[a].tactics, s.players[b].tactics = 2, 3
    material = s.players[a].pool.get("material", 0)
    eco.gain_tactics(s, game.content, a, 1)
    assert s.players[a].tactics == 3 and s.players[a].pool["material"] == material + 1
    assert eco.turn_order(s).index(b) < eco.turn_order(s).index(a)
    s.players[a].tactics = 2
    eco.gain_tactics(s, game.content, a, 2)
    assert s.players[a].tactics == 4 and s.players[a].pool["material"] == material + 2


def test_rv_tact_03_maximum_twelve_gives_neutronium(game: RevenantGame, s3: GameState) -> None:
    """RV-TACT-03, RV-TACT-04: step 12 gives 1 Neutronium; further gains are lost."""
    s = clone(s3)
    seat = s.order[0]
    s.players[seat].tactics = 11
    n = s.players[seat].pool.get("neutronium", 0)
    eco.gain_tactics(s, game.content, seat, 3)
    assert s.players[seat].tactics == 12 and s.players[seat].pool["neutronium"] == n + 1


def test_rv_recall_04_05_turn_order_from_tactics(game: RevenantGame) -> None:
    """RV-RECALL-04, RV-RECALL-05, RV-TACT-09 (T-RV-11): A 7; B and C on 5 with B below; D 2."""
    s = start(game, players=4, seed=1)
    for seat, (t, stamp) in enumerate([(7, 10), (5, 11), (5, 12), (2, 13)]):
        s.players[seat].tactics, s.players[seat].stamp = t, stamp
    assert eco.turn_order(s) == [0, 1, 2, 3]
    s.players[1].stamp = 20
    assert eco.turn_order(s) == [0, 2, 1, 3]


def test_rv_infl_03_07_rewards_to_first_arrival(game: RevenantGame, s3: GameState) -> None:
    """RV-INFL-02, RV-INFL-03, RV-INFL-06, RV-INFL-07 (T-RV-22): only the first to reach step 2
    takes the token: Novaris gives 2 Tactics, Shiveus a containment; step 8 is the top."""
    s = clone(s3)
    a, b = s.order[0], s.order[1]
    for seat in (a, b):
        s.players[seat].influence["novaris"] = 1
        s.players[seat].tactics = 0
    eco.gain_influence(s, game.content, a, "novaris")
    eco.gain_influence(s, game.content, b, "novaris")
    assert s.players[a].tactics == 2 and s.players[b].tactics == 0
    s.players[a].influence["shiveus"] = 1
    eco.gain_influence(s, game.content, a, "shiveus")
    assert s.stack[-1].kind == "contain" and s.stack[-1].seat == a
    s.players[a].influence["zenor"] = 8
    eco.gain_influence(s, game.content, a, "zenor")
    assert s.players[a].influence["zenor"] == 8


def test_rv_infl_04_05_resource_and_data_rewards(game: RevenantGame, s3: GameState) -> None:
    """RV-INFL-04, RV-INFL-05: Fenrax's token is a Material, Yarvek's a Discovery Data cube."""
    s = clone(s3)
    a = s.order[0]
    p = s.players[a]
    p.influence["fenrax"], p.influence["yarvek"] = 4, 1
    material, data = p.pool.get("material", 0), p.data
    eco.gain_influence(s, game.content, a, "fenrax")
    eco.gain_influence(s, game.content, a, "yarvek")
    assert p.pool["material"] == material + 1 and p.data == data + 1


def test_rv_hi_01_02_draw_by_rank_keep_one(game: RevenantGame, s3: GameState) -> None:
    """RV-HI-01, RV-HI-02, RV-CAPT-05 (T-RV-02): Rank 2 draws 3, keeps 1, the rest face down."""
    s = clone(s3)
    seat = s.order[0]
    s.players[seat].rank = 2
    hand, deck = len(s.players[seat].hi), len(s.hi_deck)
    s = frame_state(game, s, Frame("effects", seat, effects=[]))
    eco.gain_hidden_influence(s, game.content, seat)
    drawn = decide(s).items
    assert len(drawn) == 3 and len(s.hi_deck) == deck - 3
    s = act(game, s, f"keep {sorted(drawn)[0]}")
    assert len(s.players[seat].hi) == hand + 1
    for rank, n in ((0, 1), (1, 2), (3, 4)):
        s.players[seat].rank = rank
        assert eco.hi_draw(game.content, s.players[seat]) == n
