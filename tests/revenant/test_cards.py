"""Operation cards and Bonus actions (RV-OPS, RV-BONUS)."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Frame, GameState

from .kit import act, decide, frame_state, notations, start

CHANNELER, TITHES = "cadet-02", "command-01"


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=51)


def _affiliate(game: RevenantGame, s3: GameState, space: str, house: str) -> tuple[GameState, int]:
    seat = s3.order[0]
    s = clone(s3)
    p = s.players[seat]
    p.hand = [CHANNELER, TITHES]
    p.pool = {"science": 2, "energy": 1, "material": 1}
    p.tactics = 5
    return frame_state(
        game, s, Frame("play", seat, flags=["affiliate"]), space=space, house=house
    ), seat


def test_rv_bonus_03_affiliate_second_card(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-03, RV-OPS-06, RV-OPS-07, RV-OPS-09, RV-OPS-11 (T-RV-10): after boarding the
    Dunlork Arkship, Channeler (Dunlork) is played at full cost with bonus (b), then Tithes: its
    effect at 5 Tactics gives Material, Neutronium and Science; it is kept face down."""
    s, seat = _affiliate(game, s3, "arkship-dunlork", "dunlork")
    s = act(game, s, f"play {CHANNELER}")
    assert decide(s).kind == "affil_bonus"
    s = act(game, s, "option second", "slot 1", f"play {TITHES}")
    p = s.players[seat]
    assert p.cadet_cards[0] == [CHANNELER] and p.commands == [TITHES]
    assert p.pool == {"material": 1, "neutronium": 1, "science": 1}
    assert p.hand == []


def test_rv_bonus_03_affiliate_discount(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-03 (a), RV-RES-07: Channeler 1 resource cheaper, and no second card."""
    s, seat = _affiliate(game, s3, "arkship-dunlork", "dunlork")
    s = act(game, s, f"play {CHANNELER}", "option discount", "discount science", "slot 2")
    p = s.players[seat]
    assert p.cadet_cards[1] == [CHANNELER]
    assert p.pool == {"science": 1, "material": 1} and p.hand == [TITHES]
    assert decide(s).kind == "turn_board"


def test_rv_bonus_04_no_affiliation_from_the_revenant(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-04, RV-BONUS-05: boarding the Revenant (or a Frigate) never gives the bonus."""
    s, seat = _affiliate(game, s3, "reinforce", "")
    s = act(game, s, f"play {CHANNELER}")
    assert decide(s).kind != "affil_bonus"
    assert s.players[seat].pool == {"material": 1}


def test_rv_ops_03_hand_limit(game: RevenantGame, s3: GameState) -> None:
    """RV-OPS-02, RV-OPS-03, RV-OPS-04, RV-OPS-14 (T-RV-24): draw types are declared first; over
    8 cards you discard down to 8 at once, onto the type's discard pile."""
    seat = s3.order[0]
    s = clone(s3)
    p = s.players[seat]
    extra = [s.op_decks["frigate"].pop() for _ in range(7 - len(p.hand))]
    p.hand += extra
    s = frame_state(game, s, Frame("draw", seat, n=3))
    s = act(game, s, "draw cadet", "draw command", "draw command")
    assert len(s.players[seat].hand) == 10 and decide(s).kind == "hand_limit"
    first, second = sorted(s.players[seat].hand)[:2]
    piles = sum(len(d) for d in s.op_discards.values())
    s = act(game, s, f"discard {first}", f"discard {second}")
    assert len(s.players[seat].hand) == 8
    assert sum(len(d) for d in s.op_discards.values()) == piles + 2


def test_rv_ops_08_frigate_slots_and_their_bonus(game: RevenantGame, s3: GameState) -> None:
    """RV-OPS-08, RV-OPS-12: Frigate cards fill the leftmost empty slot; the 2nd slot gives its
    printed bonus; no card is playable into a full row."""
    seat = s3.order[0]
    s = clone(s3)
    p = s.players[seat]
    cards = sorted(c for c in game.content.ops if c.startswith("frigate-"))[:2]
    p.hand = list(cards)
    p.pool = {"material": 4, "energy": 4, "science": 2, "neutronium": 2}
    bonus = game.content.frigates[p.frigate_board].slot_bonuses[0]
    s = frame_state(game, s, Frame("play", seat))
    s = act(game, s, f"play {cards[0]}")
    s = frame_state(game, s, Frame("play", seat))
    s = act(game, s, f"play {cards[1]}")
    assert s.players[seat].frigate_cards == cards
    assert bonus  # the 2nd slot's bonus was queued (it resolved or asks a choice now)
    s.players[seat].frigate_cards = ["x"] * 5
    s.players[seat].hand = [sorted(c for c in game.content.ops if c.startswith("frigate-"))[5]]
    t = frame_state(game, s, Frame("play", seat))
    assert decide(t).kind == "turn_board"  # nothing playable: the frame went away


def test_rv_bonus_06_promote(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-06, RV-CAPT-02, RV-CAPT-06: Promote costs 3 Science and stops at Rank 3."""
    seat = s3.order[0]
    s = clone(s3)
    p = s.players[seat]
    p.pool = {"science": 6}
    p.corrupted = [False, False, False, False, False]
    s = frame_state(game, s, Frame("turn_bonus", seat))
    s = act(game, s, "bonus promote")
    assert s.players[seat].rank == 1 and s.players[seat].pool == {"science": 3}
    s.players[seat].rank = 3
    t = frame_state(game, s, Frame("turn_bonus", seat))
    assert "bonus promote" not in notations(game, t)


def test_rv_bonus_02_cleanse(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-02, RV-CORRUPT-05: discard a card and/or spend 1 Energy, each containing a
    Corruption onto Void Residue."""
    seat = s3.order[0]
    s = clone(s3)
    p = s.players[seat]
    p.corrupted = [False, False, False, True, True]
    p.pool = {"energy": 1}
    card = p.hand[0]
    s = frame_state(game, s, Frame("cleanse", seat))
    s = act(game, s, f"discard {card}", "contain c4", "pay energy")  # the last one is forced
    p = s.players[seat]
    assert p.corrupted == [False] * 5 and p.residue == 2 and card not in p.hand
