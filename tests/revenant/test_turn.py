"""Turn steps (RV-TURN), the Action-phase sequence (RV-SEQ) and Arkship options."""

from __future__ import annotations

import pytest

from domineum.kernel.errors import IllegalAction
from domineum.kernel.game import clone, state_hash
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import GameState

from .kit import act, decide, fresh_turn, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=11)


def _first(s: GameState) -> int:
    return s.stack[-1].seat


def test_rv_turn_01_full_turn_on_a_corrupted_arkship(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-01, RV-TURN-07, RV-TURN-11, RV-TURN-13, RV-ARKSHIP-03, RV-CORRUPT-03 (T-RV-01):
    board the corrupted Dunlork Arkship, Provision (2 Science), exactly 1 Corruption in step 4,
    and no Bonus action of a corrupted Compartment."""
    seat = _first(s3)
    s = clone(s3)
    s.ships["arkship-dunlork"].corrupted = True
    s.ships["arkship-dunlork"].crew = ""
    before = s.players[seat].influence["dunlork"]
    s = act(game, s, "board cadet1 arkship-dunlork", "option 1")
    p = s.players[seat]
    assert p.influence["dunlork"] == before + 1
    assert p.pool["science"] == 3
    assert decide(s).kind == "corrupt"
    s = act(game, s, "corrupt c2")
    p = s.players[seat]
    assert p.corrupted == [False, True, False, False, True]
    bonuses = game.content.frigates[p.frigate_board].bonuses
    offered = [n.split()[1] for n in notations(game, s) if n.startswith("bonus")]
    assert bonuses[1] not in offered and bonuses[4] not in offered
    assert bonuses[0] in offered or bonuses[0] != "gain"


def test_rv_turn_05_corrupted_ship_needs_a_free_space(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-05, RV-CORRUPT-04, RV-TURN-02: with all 4 Corruption spaces full, a corrupted ship
    cannot be boarded; the refusal names the rule and changes nothing."""
    seat = _first(s3)
    s = clone(s3)
    s.ships["arkship-dunlork"].corrupted = True
    s.players[seat].corrupted = [False, True, True, True, True]
    s = fresh_turn(game, s, seat)
    assert "board cadet1 arkship-dunlork" not in notations(game, s)
    before = state_hash(s)
    with pytest.raises(IllegalAction) as err:
        game.apply_notation(s, "board cadet1 arkship-dunlork")
    assert err.value.rule_id == "RV-TURN-02"
    assert state_hash(s) == before


def test_rv_turn_09_frigate_gives_hidden_influence(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-09, RV-FRIGATE-05, RV-HI-01, RV-TURN-03: boarding your own Frigate gains Hidden
    Influence (Rank 0 draws 1); no other player's Frigate is a Crew space."""
    seat = _first(s3)
    hand = len(s3.players[seat].hi)
    s = act(game, s3, "board captain frigate")
    assert len(s.players[seat].hi) == hand + 1
    assert decide(s).kind == "frigate"
    assert sum(1 for n in notations(game, s3) if n.endswith(" frigate")) == 3  # 3 figures, own


def test_rv_turn_15_16_emergency_action(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-15, RV-TURN-16, RV-TURN-17 (T-RV-28): Hidden Influence, then 1 Tactics; no
    Influence step, no Crew action, no Corruption; then the Bonus action."""
    seat = _first(s3)
    p0 = s3.players[seat]
    s = act(game, s3, "emergency captain", "resource tactics")
    p = s.players[seat]
    assert p.tactics == p0.tactics + 1
    assert len(p.hi) == len(p0.hi) + 1
    assert p.influence == p0.influence and p.corrupted == p0.corrupted
    assert p.figures["captain"] == "emergency"
    assert decide(s).kind == "turn_bonus"


def test_rv_turn_14_discard_hidden_influence_for_a_resource(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-TURN-14, RV-HI-06: during your turn, discard a Hidden Influence card for any 1
    resource; it no longer counts."""
    seat = _first(s3)
    card = s3.players[seat].hi[0]
    s = act(game, s3, f"cash {card}", "resource neutronium")
    p = s.players[seat]
    assert card not in p.hi and p.pool["neutronium"] == 2
    assert decide(s).kind == "turn_board"


def test_rv_turn_08_revenant_gives_any_influence(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-08, RV-REVENANT-03, RV-REVENANT-04: Reinforce costs 1 Energy, 1 Material and 1
    Neutronium; boarding the Revenant gains Influence with any House."""
    seat = _first(s3)
    s = act(game, s3, "board cadet2 reinforce")
    assert decide(s).kind == "influence" and len(notations(game, s)) == 7
    s = act(game, s, "influence zenor")
    p = s.players[seat]
    assert p.influence["zenor"] >= 1
    assert p.pool == {"science": 1}


def test_rv_seq_01_03_three_turns_each_figure_once(game: RevenantGame) -> None:
    """RV-SEQ-01, RV-SEQ-03, RV-SEQ-05: each player takes 3 turns in turn order, one Crew figure
    each; a used figure cannot board again this Cycle."""
    s = start(game, players=3, seed=2)
    order = list(s.order)
    assert s.sequence == order[1:] + order + order  # the first turn has started
    seat = _first(s)
    s = act(game, s, "emergency captain", "resource material", "done")
    assert _first(s) == order[1]
    s = fresh_turn(game, s, seat)
    assert not any(n.split()[1] == "captain" for n in notations(game, s) if n.startswith("board"))


def test_rv_twop_03_council_before_each_round(game: RevenantGame) -> None:
    """RV-TWOP-03, RV-SEQ-04: with 2 players, Council, 1st player, 2nd player, three times."""
    s = start(game, players=2, seed=3)
    assert s.sequence == [s.order[1], -2, *s.order, -2, *s.order]


def test_rv_arkship_03_shiveus_purge_any_sectors(game: RevenantGame, s3: GameState) -> None:
    """RV-ARKSHIP-03, RV-ARKSHIP-05, RV-COMBAT-03, RV-COMBAT-05: Purge destroys 2 Voidborn ships
    in any sectors, +1 Tactics each."""
    seat = _first(s3)
    s = clone(s3)
    s.ships["arkship-shiveus"].crew = ""
    s.voidborn = {"2": 1, "6": 3}
    s = act(game, s, "board cadet1 arkship-shiveus", "option 1", "sector 2", "sector 6")
    assert s.voidborn == {"6": 2}
    assert s.players[seat].tactics == s3.players[seat].tactics + 2


def test_rv_arkship_05_ascend_shields_in_your_sector(game: RevenantGame, s3: GameState) -> None:
    """RV-ARKSHIP-03 (Ascend), B30: 3 Tactics and up to 2 Shields in your own sector."""
    seat = _first(s3)
    s = clone(s3)
    s.ships["arkship-shiveus"].crew = ""
    here = s.ships["arkship-shiveus"].sector
    s = act(game, s, "board cadet1 arkship-shiveus", "option 2")
    assert notations(game, s) == [f"sector {here}", "done"]
    s = act(game, s, f"sector {here}", f"sector {here}")
    assert s.shields[here] == 2
    assert s.players[seat].tactics >= 3


def test_rv_arkship_03_yarvek_fabricate(game: RevenantGame, s3: GameState) -> None:
    """RV-ARKSHIP-03 (Fabricate), RV-SHIP-13, RV-POWER-03: 3 Materials deploy a Shuttle into any
    sector; its House gains 1 Power."""
    seat = _first(s3)
    s = clone(s3)
    s.ships["arkship-yarvek"].crew = ""
    s.players[seat].pool = {"material": 3}
    s = act(game, s, "board cadet1 arkship-yarvek", "option 2", "deploy shuttle-zenor 8")
    assert s.ships["shuttle-zenor"].sector == "8"
    assert s.players[seat].pool == {}


def test_rv_arkship_07_zenor_clone_needs_an_occupied_arkship(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-ARKSHIP-03 (Clone), RV-ARKSHIP-07, RV-COPY-01, RV-COPY-04: Clone discards an Operation
    card and copies another occupied Arkship; copying a corrupted ship gives no Corruption."""
    seat = _first(s3)
    s = clone(s3)
    for ship in s.ships.values():
        ship.crew = ""
    s.ships["arkship-dunlork"].crew = "9:captain"
    s.ships["arkship-dunlork"].corrupted = True
    s = act(game, s, "board cadet1 arkship-zenor", "option 2")
    assert decide(s).kind == "discard_cost"
    card = s.players[seat].hand[0]
    s = act(game, s, f"discard {card}")
    assert notations(game, s) == ["ark arkship-dunlork"]
    s = act(game, s, "ark arkship-dunlork", "option 1")  # Dunlork Provision: 2 Science
    p = s.players[seat]
    assert p.pool["science"] == 3 and card not in p.hand
    assert p.corrupted == s3.players[seat].corrupted  # no Corruption from the copy


def test_rv_turn_14_discard_at_any_decision_of_your_turn(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-14: at any decision of your own Action-phase turn (here: choosing the Arkship
    option), any number of times; never outside your turn."""
    seat = _first(s3)
    s = clone(s3)
    s.ships["arkship-dunlork"].crew = ""
    s = act(game, s, "board cadet1 arkship-dunlork")
    cards = sorted(set(s.players[seat].hi))
    assert {f"cash {c}" for c in cards} <= set(notations(game, s, cash=True))
    s = act(game, s, f"cash {cards[0]}", "resource energy")
    assert decide(s).kind == "ark" and s.players[seat].pool["energy"] == 2
    t = clone(s3)
    t.stack, t.turn, t.sequence = [], None, []
    t.voidborn, t.phase, t.step, t.skirmish_sector = {"1": 2}, "skirmish", "sector", 0
    from domineum.revenant.core.stack import settle

    settle(t, game.content)
    assert not any(n.startswith("cash") for n in notations(game, t, cash=True))
