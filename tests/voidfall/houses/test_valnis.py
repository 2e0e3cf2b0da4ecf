"""House Valnis (1): Shields (Origin A), Escape Pods (Origin B), starting Agendas C1a/C1b, the
Fallen House card. Valnis has no House Focus card and uses the standard tracks."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from tests.voidfall.houses.housekit import (
    HOME,
    conquer_fallen,
    drive,
    fallen_position,
    gain_tech,
    invade,
    names,
    play,
    position,
    production_bonus,
    scoring_position,
    sector,
    starting_agenda_score,
    voidborn,
)


def _raid(
    house: str, sent: int, defenders: int, improved: bool = False
) -> tuple[GameState, int, GameState]:
    """Seat 0 invades the Voidborn sector s18 with ``sent`` Corvettes from s19."""
    houses = {"0": {"technologies": {"escape_pods": "improved"}}} if improved else {}
    state = position(
        house,
        houses=houses,
        sectors={
            "s18": voidborn(defenders),
            "s19": {"fleets": {"corvette": sent + 1}},
            HOME: {"fleets": {"corvette": 1}},
        },
    )
    active = state.houses[0].fp_active
    return state, active, invade(state, "s18", *["s19 corvette"] * sent)


def test_valnis_shields_immediate_deploys_a_corvette_at_home() -> None:
    """Valnis, Shields (Basic): gaining it deploys 1 Corvette FP in your Home (VF-TECH-05)."""
    state = position("belitan", board={"tech_piles": {"shields": [0, 4]}})
    before = sector(state, HOME).fleets.get("corvette", 0)
    state = play(gain_tech(state, "shields"), "deploy s25 corvette")
    assert sector(state, HOME).fleets["corvette"] == before + 1
    assert state.houses[0].technologies["shields"] == "basic"


def test_valnis_shields_absorb_the_salvo_of_an_even_fight() -> None:
    """Valnis, Shields: with a Corvette in the Combat, 1 Salvo Absorption turns a 1-against-1
    Salvo into a won invasion (T-06, VF-COMBAT-28/29)."""
    _, _, state = _raid("valnis", sent=1, defenders=1)
    state = play(state, "absorb 1")
    assert sector(state, "s18").owner == 0
    assert sector(state, "s18").voidborn == 0


def test_valnis_without_shields_the_same_fight_is_a_tie() -> None:
    """Valnis B has no Shields: the same invasion ties and the Voidborn re-occupies the sector
    (VF-RESULT-16, A-30)."""
    _, _, state = _raid("valnis/b", sent=1, defenders=1)
    assert sector(state, "s18").owner == -1
    assert sector(state, "s18").voidborn == 2


def test_valnis_escape_pods_once_per_combat_an_fp_goes_home() -> None:
    """Valnis, Escape Pods (Basic, ability ``recall_to_home: once_per_combat``): of the 2
    Corvettes lost in Combat, one may go to the Home sector, the other to Active (VF-COMBAT-08);
    the benefit may be forgone, then both are Active (VF-TECH-04, seed 003 l.3103-3106)."""
    start, active, state = _raid("valnis/b", sent=2, defenders=3)
    assert sector(state, "s18").voidborn == 2  # the invasion failed
    assert names(state) == ["fleet corvette", "done"]
    home = play(state, "fleet corvette")
    assert sector(home, HOME).fleets["corvette"] == sector(start, HOME).fleets["corvette"] + 1
    assert home.houses[0].fp_active == active + 1
    forgone = play(state, "done")
    assert sector(forgone, HOME).fleets["corvette"] == sector(start, HOME).fleets["corvette"]
    assert forgone.houses[0].fp_active == active + 2


def test_valnis_improved_escape_pods_send_every_lost_fp_home() -> None:
    """Valnis, Improved Escape Pods (``recall_to_home: always``): both lost Corvettes go home.
    (VF-COMBAT-08)."""
    start, active, state = _raid("valnis/b", sent=2, defenders=3, improved=True)
    state = play(state, "fleet corvette", "fleet corvette")
    assert sector(state, HOME).fleets["corvette"] == sector(start, HOME).fleets["corvette"] + 2
    assert state.houses[0].fp_active == active


def test_valnis_escape_pods_immediate_trade_token_and_activation() -> None:
    """Valnis, Escape Pods (Basic): gaining it gives a Trade token (and a Trade Bonus) and
    activates 1 FP (VF-TECH-05, VF-TRADE-06/07)."""
    state = position("belitan", board={"tech_piles": {"escape_pods": [0, 4]}})
    house = state.houses[0]
    tokens, inactive = house.trade_tokens, house.fp_inactive
    state = drive(gain_tech(state, "escape_pods"))
    assert state.houses[0].trade_tokens == tokens + 1
    assert state.houses[0].fp_inactive == inactive - 1


def test_valnis_starting_agendas_score() -> None:
    """Valnis C1a: 3 per Pure sector (3), 1 per Pure sector with a Sector Defense (1), 2 per
    Pure sector with a Shipyard (2) = 14. C1b: 3 per Pure sector of Population 5 (1), 6 per one
    of Population 6 (1), 1 per Pure Bankers' Guild (1), 1 per Pure Guild (5) = 15 (VF-EVAL-16)."""
    assert starting_agenda_score(scoring_position("valnis")) == 14
    assert starting_agenda_score(scoring_position("valnis/b")) == 15


def test_valnis_starting_agenda_production_bonus() -> None:
    """Valnis: C1a raises the Energy Production Level by 1 (book), C1b the Food Level
    (VF-PROD-06); Level 1 yields 1 (T-01)."""
    assert production_bonus("valnis", "energy") == 1
    assert production_bonus("valnis", "food") == 0
    assert production_bonus("valnis/b", "food") == 1


def test_valnis_fallen_house_card() -> None:
    """Valnis as a Fallen House: conquering its sector offers its Technologies (VF-RESULT-12b),
    then its card deploys 1 FP there and gives a Trade token (VF-RESULT-12c, authored)."""
    state = fallen_position("valnis")
    tokens = state.houses[0].trade_tokens
    state = drive(conquer_fallen(state, "escape_pods"))
    assert "escape_pods" in state.houses[0].technologies
    assert state.houses[0].fallen_house_slot
    assert sector(state, "s24").fallen_house == ""
    assert sector(state, "s24").fleets == {"corvette": 3 + 1}  # 5 sent, 2 Sector Defenses
    assert state.houses[0].trade_tokens == tokens + 2  # Escape Pods' and the card's
