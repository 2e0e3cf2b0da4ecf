"""Combat inside the game and Invasion results (VF-RESULT, T-20; WE-25..27, DT-05, DT-06, DT-08;
A-08, A-23, A-24, A-30)."""

from __future__ import annotations

from domineum.kernel.game import from_json, state_hash, to_json
from domineum.voidfall.model.state import GameState, ResolveAction, Step
from tests.voidfall.movement.movekit import (
    battle_on_top,
    fleets,
    game,
    invade,
    names,
    play,
    position,
    refused,
    total_fp,
)

SD = ["sector_defense", "", ""]


def test_we_25_basic_combat_in_game() -> None:
    """WE-25 (book p.25), VF-COMBAT-08, VF-COMBAT-15, VF-COMBAT-25, VF-CORVUP-07: 4 Corvettes
    with Basic Shields vs a Sector Defense and 3 Voidborn: the Shields' Absorption is the Invader's
    decision; the Invader wins with 2 FP and 2 FP were recalled to its Active area."""
    state = position(
        sectors={
            "s3": {"fleets": {"corvette": 5}},
            "s5": {"voidborn": 3, "installations": SD, "bounty": []},
        },
        houses={"0": {"technologies": {"shields": "basic"}, "glory": [1]}},
    )
    active = state.houses[0].fp_active
    state = invade(state, "s5", *["s3 corvette"] * 4)
    assert sorted(names(state)) == ["absorb 0", "absorb 1"]  # Salvo 1: 3 v 3, simultaneous
    assert game().current_seat(state) == 0
    copy = from_json(to_json(state), GameState)  # the Battle, Combat included, is plain data
    assert state_hash(copy) == state_hash(state) and names(copy) == names(state)
    state = play(state, "absorb 1")
    assert battle_on_top(state) is None
    assert fleets(state, "s5") == {"corvette": 2}
    assert state.galaxy.sector("s5").voidborn == 0
    assert state.houses[0].fp_active == active + 2
    assert total_fp(state, 0) == 14


def test_we_26_invader_victory_against_a_voidborn_sector() -> None:
    """WE-26 (book p.26), VF-RESULT-02, VF-RESULT-03, VF-RESULT-04, VF-RESULT-05, VF-RESULT-06,
    VF-RESULT-07, VF-RESULT-13, VF-BOUNTY-02, VF-BOUNTY-04, VF-GLORY-04: the Sector Defense goes;
    the Bounty (2 Food) and the Reclaim (a Miners' Guild in this sector) are flipped, gained and
    kept; the Glory 3 is taken; +7 Influence (2 + 2 + 3); the Corruption stays and is not gained.
    The steps may come in any order (VF-RESULT-03)."""
    state = position(
        sectors={
            "s3": {"fleets": {"corvette": 5}},
            "s5": {
                "voidborn": 1,
                "installations": SD,
                "bounty": ["food2#0"],
                "reclaim": ["miners#0"],
                "glory": [3],
                "corrupted": True,
            },
        },
        houses={"0": {"glory": [2, 2], "influence": 10, "resources": {"food": 1}}},
    )
    mat_corruption = state.houses[0].corruption_on_mat
    state = invade(state, "s5", *["s3 corvette"] * 4)
    assert sorted(names(state)) == ["done", "option 1", "option 2"]  # 2 Food or 1 Influence
    state = play(state, "option 1")
    house, s5 = state.houses[0], state.galaxy.sector("s5")
    assert sorted(house.glory) == [2, 2, 3]
    assert house.influence == 17
    assert house.resource("food") == 3
    assert house.bounty_kept == ["food2#0"] and house.reclaim_kept == ["miners#0"]
    assert s5.bounty == [] and s5.reclaim == [] and s5.glory == []
    assert s5.installations == ["", "", ""] and "miners" in s5.guilds
    assert s5.corrupted and house.corruption_on_mat == mat_corruption
    assert s5.controller() == 0


def test_we_27_invader_victory_against_a_player() -> None:
    """WE-27 (book p.26), VF-RESULT-04, VF-RESULT-08, VF-RESULT-13, VF-GLORY-05 [COMP]: Sector
    Defense and Shipyard removed, Scientists' Guild stays; +1+2+3 = 6 Influence and no Glory
    token; then the opponent discards a Glory token of their choice; the Corruption stays; the
    sector is yours."""
    state = position(
        edges=[["s1", "s3"], ["s3", "s4"], ["s2", "s4"]],
        voidstorms=[],
        sectors={
            "s3": {"fleets": {"corvette": 5}},
            "s4": {
                "installations": ["sector_defense", "shipyard", ""],
                "guilds": ["scientists", "", ""],
                "corrupted": True,
            },
        },
        houses={"0": {"glory": [4], "influence": 10}, "1": {"glory": [1, 2, 3]}},
    )
    state = invade(state, "s4", *["s3 corvette"] * 4)
    assert game().current_seat(state) == 1  # the Defender discards after the Influence
    top = state.stack[-1]
    assert isinstance(top, Step) and top.effect.op == "discard_glory" and top.cost
    assert state.houses[0].influence == 16 and state.houses[0].glory == [4]
    state = play(state, "glory 2")
    s4 = state.galaxy.sector("s4")
    assert state.houses[1].glory == [1, 3]
    assert s4.installations == ["", "", ""] and s4.guilds[0] == "scientists"
    assert s4.corrupted and s4.controller() == 0 and fleets(state, "s4") == {"corvette": 3}
    assert total_fp(state, 0) == total_fp(state, 1) == 14


def test_vf_result_01_defender_victory_gives_nothing() -> None:
    """VF-RESULT-01, T-20: the Defender wins; nobody gains anything; the Invader's FP went back to
    its Active area; the sector is unchanged."""
    state = position(
        sectors={"s3": {"fleets": {"corvette": 2}}, "s5": {"voidborn": 3}},
        houses={"0": {"glory": [3], "influence": 10}},
    )
    active = state.houses[0].fp_active
    state = invade(state, "s5", "s3 corvette")
    s5 = state.galaxy.sector("s5")
    assert s5.voidborn == 3 and s5.glory == [2] and len(s5.bounty) == 1 and s5.controller() == -1
    assert state.houses[0].influence == 10 and state.houses[0].glory == [3]
    assert state.houses[0].fp_active == active + 1
    assert total_fp(state, 0) == 14


def fallen(**houses: object) -> GameState:
    return position(
        sectors={"s3": {"fleets": {"corvette": 4}}},
        board={"turn_order": [0, 1], "tech_piles": {"targeting": [0, 4], "torpedoes": [0]}},
        houses=houses or {"0": {"influence": 10, "glory": []}},
    )


def test_dt_05_fallen_house_approach_kill_is_a_defender_victory() -> None:
    """DT-05, VF-COMBAT-06, VF-COMBAT-20, VF-RESULT-17: the Fallen House card's two Sector
    Defenses kill 2 Corvettes in the Approach: the Defender wins (no tie) and the card stays."""
    state = invade(fallen(), "s7", "s3 corvette", "s3 corvette")
    s7 = state.galaxy.sector("s7")
    assert s7.fallen_house == "grey" and s7.controller() == -1 and not s7.voidborn
    assert total_fp(state, 0) == 14


def test_dt_05_vf_result_12_fallen_house_surrenders() -> None:
    """DT-05, VF-COMBAT-19, VF-RESULT-12, A-24: one FP survives the Approach: the Fallen House
    surrenders; limit 6; choose one of its two Technologies (a normal Basic gain: first-copy
    Influence 4 and its immediate effect); its bottom effects happen in this sector; the card is
    your 6th slot."""
    state = invade(fallen(), "s7", *["s3 corvette"] * 3)
    assert sorted(names(state)) == ["done", "tech targeting", "tech torpedoes"]
    state = play(state, "tech targeting")
    house = state.houses[0]
    assert house.technologies["targeting"] == "basic" and house.fallen_house_slot
    assert house.influence == 10 + 4 + 0  # Technology Influence; the sector had no Glory
    assert house.resource("science") == 1 + 1  # the immediate effect
    top = state.stack[-1]
    assert isinstance(top, ResolveAction) and top.source == "fallen:grey"
    state = play(state, "effect 1", "effect 2")
    s7 = state.galaxy.sector("s7")
    assert s7.fallen_house == "" and s7.controller() == 0 and fleets(state, "s7") == {"corvette": 1}
    assert "sector_defense" in s7.installations  # built in this sector (VF-RESULT-12c)
    assert state.houses[0].resource("materials") == 2 + 1
    assert state.board.tech_piles["targeting"] == [0]


def test_a_23_fallen_house_technology_with_five_technologies() -> None:
    """A-23, VF-TECH-08: at 5 Technologies the first Fallen House card is the 6th slot, so its
    Technology can be gained."""
    five = {t: "basic" for t in ("terraforming", "shields", "destroyers", "carriers", "sentries")}
    state = invade(fallen(**{"0": {"technologies": five}}), "s7", *["s3 corvette"] * 3)
    assert "tech torpedoes" in names(state)
    state = play(state, "tech torpedoes")
    assert len(state.houses[0].technologies) == 6


def test_vf_result_12_second_fallen_house_is_discarded() -> None:
    """VF-RESULT-12(d), VF-TECH-08: after a first Fallen House the limit stays 6: with 6
    Technologies no Technology is offered; the card is discarded; the effects still happen."""
    six = {
        t: "basic"
        for t in ("terraforming", "shields", "destroyers", "carriers", "sentries", "starbases")
    }
    state = fallen(**{"0": {"technologies": six, "fallen_house_slot": True}})
    state = invade(state, "s7", *["s3 corvette"] * 3)
    top = state.stack[-1]
    assert isinstance(top, ResolveAction) and top.source == "fallen:grey"
    assert state.galaxy.sector("s7").fallen_house == ""
    assert len(state.houses[0].technologies) == 6 and state.houses[0].fallen_house_slot


def test_dt_06_tie_against_a_player() -> None:
    """DT-06, VF-RESULT-16, VF-ABANDON-02 [COMP]: 2 v 2 Corvettes: a tie: the defending player
    discards a Glory; the sector is abandoned to the Voidborn; the Invader gains nothing."""
    state = position(
        edges=[["s1", "s3"], ["s3", "s4"], ["s2", "s4"]],
        voidstorms=[],
        sectors={"s3": {"fleets": {"corvette": 3}}, "s4": {"fleets": {"corvette": 2}}},
        houses={"0": {"influence": 10, "glory": [1]}, "1": {"glory": [2, 5]}},
    )
    state = invade(state, "s4", "s3 corvette", "s3 corvette")
    assert game().current_seat(state) == 1 and sorted(names(state)) == ["glory 2", "glory 5"]
    state = play(state, "glory 5")
    s4 = state.galaxy.sector("s4")
    assert s4.voidborn == 2 and s4.corrupted and len(s4.bounty) == 1 and s4.controller() == -1
    assert state.houses[1].glory == [2] and state.houses[0].glory == [1]
    assert state.houses[0].influence == 10
    assert total_fp(state, 0) == total_fp(state, 1) == 14


def test_dt_08_a_08_a_30_carriers_and_a_voidborn_tie() -> None:
    """DT-08, VF-COMBAT-13, A-08, A-30: a Carrier deploys a Corvette from the Active area before
    the Approach; Approach 1 Damage (the owner chooses which FP); 1 v 1: a tie; the Voidborn
    re-occupies with 2 FP (and a Bounty token); nobody discards Glory."""
    state = position(
        sectors={
            "s3": {"fleets": {"corvette": 1, "carrier": 1}},
            "s5": {"voidborn": 1, "installations": SD, "bounty": [], "glory": []},
        },
        houses={"0": {"technologies": {"carriers": "basic"}, "fp_active": 1, "glory": [3]}},
    )
    state = invade(state, "s5", "s3 carrier")
    assert state.houses[0].fp_active == 0  # the Corvette came from the Active area
    assert sorted(names(state)) == ["recall s5 carrier", "recall s5 corvette"]
    assert refused(state, "recall s5 dreadnought").rule_id == "VF-COMBAT-08"
    state = play(state, "recall s5 carrier")
    s5 = state.galaxy.sector("s5")
    assert s5.voidborn == 2 and len(s5.bounty) == 1 and s5.controller() == -1
    assert state.houses[0].glory == [3] and state.houses[0].fp_active == 2
    assert total_fp(state, 0) == 14


def test_a_08_carriers_without_active_fp_deploy_nothing() -> None:
    """A-08: Carriers deploy only as many Corvettes as there are Active FP."""
    state = position(
        sectors={"s3": {"fleets": {"corvette": 1, "carrier": 2}}, "s6": {"installations": SD}},
        houses={"0": {"technologies": {"carriers": "basic"}, "fp_active": 0}},
    )
    state = invade(state, "s6", "s3 carrier", "s3 carrier")
    assert fleets(state, "s6") == {"carrier": 1}
    assert total_fp(state, 0) == 14


def test_vf_combat_08_defender_chooses_its_losses() -> None:
    """VF-COMBAT-08, VF-COMBAT-03: Damage to a player Defender with two Fleet types present is
    that player's decision; the FP go to that player's Active area."""
    state = position(
        edges=[["s1", "s3"], ["s3", "s4"], ["s2", "s4"]],
        voidstorms=[],
        sectors={
            "s3": {"fleets": {"corvette": 4}},
            "s4": {"fleets": {"corvette": 1, "dreadnought": 1}},
        },
        houses={"1": {"technologies": {"dreadnoughts": "basic"}}},
    )
    state = invade(state, "s4", "s3 corvette", "s3 corvette", "s3 corvette")
    seats_asked = set()
    while battle_on_top(state) is not None:
        seats_asked.add(game().current_seat(state))
        state = play(state, names(state)[0])
    assert 1 in seats_asked
    assert total_fp(state, 0) == total_fp(state, 1) == 14


def test_vf_combat_27_destroyer_bonus_is_a_decision() -> None:
    """VF-COMBAT-27(c): the Invader decides in which Salvo its Destroyers' bonus is used."""
    state = position(
        sectors={"s3": {"fleets": {"destroyer": 2, "corvette": 1}}, "s5": {"voidborn": 3}},
        houses={"0": {"technologies": {"destroyers": "basic"}}},
    )
    state = invade(state, "s5", "s3 destroyer", "s3 destroyer")
    assert sorted(names(state)) == ["destroyers hold", "destroyers use"]
    state = play(state, "destroyers use")  # 3 v 3, simultaneous: 1 + 2 Damage against 1
    assert fleets(state, "s5") == {"destroyer": 1}


def test_vf_combat_16_basic_deep_space_missiles_spend_energy() -> None:
    """VF-COMBAT-16(b): with Basic Deep Space Missiles and a Shipyard next to the target, the
    Invader may spend 1 Energy (or a Credit, VF-RES-03) for 1 Approach Damage."""
    state = position(
        edges=[["s1", "s3"], ["s3", "s5"], ["s1", "s5"]],
        voidstorms=[],
        sectors={"s3": {"fleets": {"corvette": 2}}, "s5": {"voidborn": 2}},
        houses={
            "0": {
                "technologies": {"deep_space_missiles": "basic"},
                "resources": {"energy": 1, "credits": 1},
            }
        },
    )
    state = invade(state, "s5", "s3 corvette")
    assert sorted(names(state)) == ["done", "pay credits", "pay energy"]
    state = play(state, "pay energy")
    assert state.houses[0].resource("energy") == 0
    # Approach: the Voidborn loses 1; then 1 v 1: a tie, the Voidborn re-occupies.
    assert state.galaxy.sector("s5").voidborn == 2 and total_fp(state, 0) == 14


def test_vf_combat_18_autonomous_drones_return_a_trade_token() -> None:
    """VF-COMBAT-18(c), -29(b): returning a Trade token gives the Drones' Absorption."""
    state = position(
        sectors={"s3": {"fleets": {"corvette": 3}}, "s5": {"voidborn": 2, "installations": SD}},
        houses={"0": {"technologies": {"autonomous_drones": "basic"}, "trade_loose": 1}},
        board={"turn_order": [0, 1], "trade_ladder": [1, 1, 1, 0, 0, 0]},
    )
    state = invade(state, "s5", "s3 corvette", "s3 corvette")
    assert sorted(names(state)) == ["done", "return"]
    state = play(state, "return")
    assert state.houses[0].trade_tokens == 0 and state.board.trade_ladder[3] == 1
    # The Sector Defense's Approach Damage is absorbed; Salvo 1: 2 v 2, the Drones absorb again.
    assert sorted(names(state)) == ["absorb 0", "absorb 1"]
    state = play(state, "absorb 1")
    assert fleets(state, "s5") == {"corvette": 2}
