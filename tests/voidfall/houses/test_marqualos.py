"""House Marqualos (13): Autonomous Drones (Origin A), Trade Nexus (Origin B), the House Focus
card Ruse, Marqualos's Civilization tracks, starting Agendas C13a/C13b, the Fallen House card."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState
from tests.voidfall.houses.housekit import (
    OUTPOST,
    RICH,
    check_house_tracks,
    conquer_fallen,
    drive,
    effect,
    fallen_position,
    fleets,
    gain_tech,
    invade,
    names,
    play,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    stock,
    take,
    voidborn,
)

DEFENDED: dict[str, Any] = voidborn(1, installations=["sector_defense", "", ""])


def test_marqualos_drones_return_a_trade_token_for_absorption() -> None:
    """Marqualos, Autonomous Drones: invading, returning a Trade token gives 1 Approach and 1
    Salvo Absorption: 1 Corvette survives the Sector Defense and wins the Salvo (VF-COMBAT-18,
    -29)."""
    state = position(
        "marqualos",
        houses={"0": {"trade_loose": 1}},
        sectors={"s18": DEFENDED, OUTPOST: {"fleets": fleets(corvette=2)}},
    )
    state = invade(state, "s18", "s19 corvette")
    assert names(state) == ["return", "done"]
    state = play(state, "return", "absorb 1")
    assert state.houses[0].trade_tokens == 0
    assert sector(state, "s18").fleets == {"corvette": 1}


def test_marqualos_improved_drones_win_every_evaluation_skirmish_defence() -> None:
    """Marqualos, Improved Autonomous Drones (``skirmish_auto_defend``): a Skirmish against you
    in the Evaluation Phase is a successful defence without Combat (§16.4; seed 003 l.606-609)
    (VF-SKIRMISH-01, VF-EVAL-03); in the Focus Phase (a card's Skirmish) it is fought."""
    clear = voidborn(0, corrupted=False)
    sectors = {
        "s18": voidborn(3),
        OUTPOST: {"fleets": fleets(corvette=1)},
        "s20": clear,
        "s24": clear,
    }
    improved = {"0": {"technologies": {"autonomous_drones": "improved"}}}
    evaluation = position("marqualos", sectors=sectors, houses=improved, phase="evaluation")
    state = effect(evaluation, "skirmish", modifier=3)
    assert sector(state, OUTPOST).fleets == {"corvette": 1}
    basic = position("marqualos", sectors=sectors, phase="evaluation")
    assert sector(effect(basic, "skirmish", modifier=3), OUTPOST).owner == -1
    focus = effect(position("marqualos", sectors=sectors, houses=improved), "skirmish", modifier=3)
    assert sector(focus, OUTPOST).owner == -1


def test_marqualos_drones_immediate_trade_token_and_deployment() -> None:
    """Marqualos, Autonomous Drones: gaining it gives a Trade token and deploys 1 FP.
    (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"autonomous_drones": [0, 4]}})
    active = state.houses[0].fp_active
    state = drive(gain_tech(state, "autonomous_drones"))
    assert state.houses[0].trade_tokens == 1
    assert state.houses[0].fp_active == active - 1


def _nexus(house: str, **patch: Any) -> GameState:
    """Seat 0 spends its Trade token; the ladder's space 2 is empty, so it goes there."""
    state = position(
        house,
        board={"trade_ladder": [1, 0, 1, 1, 1, 1]},
        houses={"0": {"trade_loose": 1, **patch}},
    )
    return effect(state, "spend_trade")


def test_marqualos_trade_nexus_bonus_when_returning_a_token() -> None:
    """Marqualos, Trade Nexus (``trade_bonus_choice``): a returned token (here to space 2) gives
    the Trade Bonus of its space or of one below (VF-TRADE-05, -07)."""
    state = _nexus("marqualos/b")
    assert state.board.trade_ladder == [1, 1, 1, 1, 1, 1]
    assert names(state) == [f"option {n}" for n in range(2, 7)] + ["done"]
    active = state.houses[0].fp_active
    state = play(state, "option 2")  # space 2: activate 1 FP (T-04)
    assert state.houses[0].fp_active == active + 1
    plain = names(_nexus("marqualos"))  # without Trade Nexus: no Bonus
    assert not any(n.startswith("option") for n in plain)


def test_marqualos_improved_trade_nexus_first_overproduction() -> None:
    """Marqualos, Improved Trade Nexus (trigger ``first_overproduction``): the first
    overproduction of your turn also gives 3 Influence OR a Trade token without its bonus; the
    second gives nothing more (VF-PROD-10/11)."""
    state = position(
        "marqualos/b",
        houses={"0": {"resources": {"food": 15}, "technologies": {"trade_nexus": "improved"}}},
        sectors={OUTPOST: {"guilds": ["farmers", "", ""]}},
    )
    influence = state.houses[0].influence
    state = effect(state, "produce", resources=["food"])
    assert state.houses[0].influence == influence + 3
    state = play(state, "effect 2")
    assert state.houses[0].trade_tokens == 1
    assert stock(state)["science"] == 0  # no Trade Bonus
    state = effect(state, "produce", resources=["food"])
    assert state.houses[0].influence == influence + 6
    assert names(state)[:2] == ["take 1", "take 2"]


def test_marqualos_trade_nexus_immediate_food_or_trade_token() -> None:
    """Marqualos, Trade Nexus: gaining it gives 2 Food OR a Trade token (one) (VF-TECH-05)."""
    state = position("valnis", board={"tech_piles": {"trade_nexus": [0, 4]}})
    food = stock(state)["food"]
    state = play(gain_tech(state, "trade_nexus"), "effect 1")
    assert stock(state)["food"] == food + 2
    assert state.houses[0].trade_tokens == 0


def _ruse(**mat: Any) -> GameState:
    return position("marqualos", focus="marqualos_ruse", houses={"0": {"resources": RICH, **mat}})


def test_marqualos_ruse_card() -> None:
    """Ruse (replaces Innovation, from Cycle 1): Obtain (Credits, Science: a Basic or Improved
    Technology); Transfer (return a non-starting Agenda: a Trade token and/or produce two
    resources; see test_gap_return_reclaim_targets.py); Direct (recall 1 FP: an Agenda and/or a
    Bounty token).
    (VF-ACTION-02, -05, -08/09)."""
    state = take(_ruse(), 1, "effect 1", "tech tactical_transports")
    assert (stock(state)["credits"], stock(state)["science"]) == (5, 5)
    assert "tactical_transports" in state.houses[0].technologies
    mining = ["marqualos-a", "mining_consortium", "", ""]
    state = take(_ruse(agendas=mining), 2, "agenda mining_consortium", "effect 1")
    assert state.houses[0].trade_tokens == 1
    state = take(_ruse(), 3, "recall s25 corvette", "effect 1", "offer dominance", "effect 2")
    assert len(state.houses[0].agenda_hand) == 1
    assert len(state.houses[0].bounty_kept) == 1
    assert "marqualos_ruse" in position("marqualos").houses[0].focus_hand  # from Cycle 1


def test_marqualos_civilization_tracks() -> None:
    """Marqualos's own tracks (VF-CIV-03): every space's benefit is gained through the engine."""
    assert check_house_tracks("marqualos") == []


def test_marqualos_starting_agendas_score() -> None:
    """Marqualos C13a = 14 (as C1a) and C13b = 15 (as C1b) in the fixed empire (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("marqualos")) == 14
    assert starting_agenda_score(scoring_position("marqualos/b")) == 15


def test_marqualos_starting_agenda_production_bonus() -> None:
    """Marqualos: C13a +1 Materials Level, C13b +1 Food Level (VF-PROD-06)."""
    assert production_bonus("marqualos", "materials") == 1
    assert production_bonus("marqualos/b", "food") == 1


def test_marqualos_fallen_house_card() -> None:
    """Marqualos as a Fallen House: its card gives a Trade token and 2 Credits
    (VF-RESULT-12c, authored)."""
    state = fallen_position("marqualos")
    credits = stock(state)["credits"]
    state = drive(conquer_fallen(state))
    assert state.houses[0].trade_tokens == 1
    assert stock(state)["credits"] == credits + 2
