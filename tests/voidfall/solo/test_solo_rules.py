"""Solo rules checked one by one: Void takeovers of special sectors, Improved erasure, War
option 2 (VF-SOLO-DEPLOY-02, -08, VF-SOLO-ERASE-03, VF-SOLO-VOIDADV-09)."""

from __future__ import annotations

from domineum.voidfall.model.state import Config, GameState, Step
from domineum.voidfall.modes.void import growth
from domineum.voidfall.modes.void.erase import ERASE
from domineum.voidfall.rules import fleet
from tests.voidfall.solo import solokit


def _c021() -> GameState:
    config = Config(players=1, mode="solo", seed=1, map="c021", options=("difficulty=easy",))
    return solokit.to_selection(solokit.game().new_game(config))


def test_vf_solo_deploy_08_abandoned_sector_immune_to_void_fleets() -> None:
    """VF-SOLO-DEPLOY-08, VF-SOLO-DEPLOY-02, VF-ABANDON-05: C021's Survivor Colony (s3) is
    immune to Void fleets: abandoned, it loses its Installations but gets no Void FP and no
    Bounty token (and nothing instead: no token had to be placed); a Corruption is placed as
    usual."""
    state = _c021()
    colony = solokit.give(state, "s3", {"corvette": 1})
    assert colony.voidborn_immune
    bounty = list(state.board.bounty_pile)
    fleet.abandon(state, 0, colony)
    assert colony.voidborn == 0 and colony.bounty == []
    assert state.board.bounty_pile == bounty
    assert colony.corrupted
    ops = [f.effect.op for f in state.stack if isinstance(f, Step)]
    assert ops[-1] == "discard_glory" and fleet.BOUNTY_INSTEAD not in ops


def test_vf_solo_deploy_02_no_corruption_where_none_can_go() -> None:
    """VF-SOLO-DEPLOY-02, VF-SOLO-MAP-07: abandoned, C021's Asteroid Belt (no Population) gets
    no Corruption but the Void's 2 FP; a sector already Corrupted keeps its one marker."""
    state = _c021()
    belt = solokit.give(state, "s11", {"corvette": 1})
    fleet.abandon(state, 0, belt)
    assert not belt.corrupted and belt.voidborn == 2
    corrupted = solokit.give(state, "s9", {"corvette": 1})
    corrupted.corrupted = True
    fleet.abandon(state, 0, corrupted)
    assert corrupted.corrupted and corrupted.voidborn == 2


def test_vf_solo_erase_03_the_leftmost_improved_technology() -> None:
    """VF-SOLO-ERASE-03, VF-SOLO-ERASE-04: erasing an Improved Technology takes the leftmost
    one on the Galactic board, not while the Improvement Block covers them (Cycle 1)."""
    state = solokit.to_selection(solokit.new("easy", 2))
    offer = list(state.board.improved_offer)
    assert state.board.improvement_block
    solokit.push(state, ERASE, level="improved")  # nothing to erase: the step does nothing
    assert state.board.improved_offer == offer and solokit.void(state).erased == []
    state.board.improvement_block = False
    solokit.push(state, ERASE, level="improved")
    assert state.board.improved_offer == offer[1:]
    assert solokit.void(state).erased == [offer[0]]


def test_vf_solo_voidadv_09_war_option_2_places_a_catastrophe() -> None:
    """VF-SOLO-VOIDADV-09, VF-SOLO-CATAS-01, VF-SOLO-CATAS-02: War option 2 places a
    Catastrophe marker (with its benefit choice); nothing is placed on the Crisis tracks."""
    state = solokit.to_selection(solokit.new("easy", 3))
    v = solokit.void(state)
    tracks = (list(v.military), list(v.economic))
    solokit.push(state, growth.WAR)
    solokit.choose(state, "war", "catastrophe")
    assert v.catastrophes == 1
    assert ("catastrophe", "decline") in solokit.kinds(state)
    assert (v.military, v.economic) == tracks


def test_vf_solo_trade_05_a_returned_trade_token_goes_to_the_topmost_empty_space() -> None:
    """VF-SOLO-TRADE-05, VF-SOLO-TRADE-01, VF-SOLO-TRADE-02: the player takes the bottommost
    Trade token; a returned one goes on the topmost empty space of the Galactic board; with
    no token on the board none can be taken."""
    from domineum.voidfall.rules import trade

    state = solokit.new("easy", 4)
    state.board.trade_ladder = [1, 0, 1, 1, 0, 0]
    assert trade.take_trade_token(state, 0) == 3
    assert state.board.trade_ladder == [1, 0, 1, 0, 0, 0]
    trade.return_trade_token(state)
    assert state.board.trade_ladder == [1, 1, 1, 0, 0, 0]
    state.board.trade_ladder = [0] * 6
    assert trade.take_trade_token(state, 0) is None
    assert state.board.trade_ladder == [0] * 6
