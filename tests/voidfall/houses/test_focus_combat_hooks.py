"""Invade actions that add to their Invasion (content gap 11): Uplift's Bombard (Materials for
Absorption), Crusade's Exterminate (2 Influence per Voidborn FP removed) and Raid's Liberate
(Influence equal to the invaded Population). VF-COMBAT-18, VF-COMBAT-29, VF-RES-03, VF-RES-07,
VF-INFL-02, VF-MOVE-10, VF-RESULT-01/02.

Seat 0 plays its House Focus card with plenty of every resource; ``s18`` and ``s20`` (next to
the Outpost ``s19``) hold Voidborn FP; the Outpost holds the Corvettes that invade.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import Battle, GameState
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    OUTPOST,
    card_position,
    drive,
    effect,
    fleets,
    game,
    names,
    play,
    sector,
    stock,
    voidborn,
)


def _position(house: str, focus: str, corvettes: int, **sectors: Any) -> GameState:
    patch = {OUTPOST: {"fleets": fleets(corvette=corvettes)}, **sectors}
    return card_position(house, focus, patch)


def _battle(state: GameState) -> Battle:
    top = state.stack[-1]
    assert isinstance(top, Battle)
    return top


def _absorb_all(options: list[str]) -> str:
    """Spend Salvo Absorption whenever asked (the most), else the first option that acts."""
    absorbs = [o for o in options if o.startswith("absorb")]
    if absorbs:
        return max(absorbs, key=lambda o: int(o.split()[1]))
    useful = [o for o in options if o not in ("done", "end")]
    return useful[0] if useful else options[0]


def _actions_influence(state: GameState) -> int:
    return state.houses[0].influence_sheet.get("actions", 0)


# --- Uplift: Bombard ------------------------------------------------------------------------


def _bombard(**house: Any) -> GameState:
    """Nervo takes Bombard and sends 2 Corvettes into ``s18`` (2 Voidborn FP)."""
    state = _position("nervo", "nervo_uplift", 3, s18=voidborn(2))
    for key, value in house.items():
        setattr(state.houses[0], key, value)
    state = play(state, "take 1", "pay energy", "pay energy", "effect 1", "sector s18")
    return play(state, "join s19 corvette", "join s19 corvette", "done")


def test_vf_combat_29_bombard_spends_materials_for_absorption_and_wins() -> None:
    """Bombard: 3 Materials spent before the Combat give 1 Approach and 1 Salvo Absorption
    (VF-COMBAT-18d, -29d); 2 Corvettes then beat 2 Voidborn FP without a loss, where they
    would otherwise tie (``voidfall combat --invader 2c --defender 2v``)."""
    state = _bombard()
    assert _battle(state).stage == "prepare"
    assert names(state) == ["pay materials", "done"]
    label = next(a.label for a in game().legal_actions(state) if a.notation == "pay materials")
    assert label.startswith("Bombard")
    state = play(state, "pay materials", "pay materials", "pay materials", "pay materials")
    assert stock(state)["materials"] == 3
    state = drive(play(state, "done"), _absorb_all)
    assert sector(state, "s18").owner == 0
    assert sector(state, "s18").fleets.get("corvette") == 2


def test_vf_combat_07_without_bombard_the_same_invasion_ties() -> None:
    """The same Invasion with no Materials spent (``done``) is a tie: the Voidborn re-occupies
    ``s18`` (VF-RESULT-16, A-30) and no Materials are spent."""
    state = drive(play(_bombard(), "done"), _absorb_all)
    assert sector(state, "s18").owner != 0
    assert stock(state)["materials"] == 6


def test_vf_res_03_bombard_credits_stand_in_and_sets_repeat() -> None:
    """Bombard may be repeated while a whole set can be paid; Credits stand in for Materials
    (VF-RES-03): with 4 Materials and 2 Credits, two sets, the second partly in Credits."""
    resources = [6, 6, 4, 2, 6]  # food, energy, materials, credits, science
    state = play(_bombard(resources=resources), "pay materials")  # a first set: 3 units
    assert names(state) == ["pay materials", "pay credits"]  # each unit: Materials or Credits
    state = play(state, "pay materials", "pay materials", "pay materials")
    assert names(state) == ["pay materials", "done"]  # 1 Material and 2 Credits: one more set
    state = play(state, "pay materials", "pay materials")  # the last 2 units: Credits only
    assert (stock(state)["materials"], stock(state)["credits"]) == (0, 0)
    assert _battle(state).stage == "combat"  # no set left to pay: the Combat has started


def test_vf_res_07_bombard_refused_without_three_materials() -> None:
    """Bombard with 2 Materials and no Credits: no set can be paid, so the spend is refused
    (VF-RES-07) and nothing changes; Autonomous Drones keep the prepare stage open."""
    state = _position("nervo", "nervo_uplift", 3, s18=voidborn(2))
    house = state.houses[0]
    house.resources = [6, 6, 2, 0, 6]  # food, energy, materials, credits, science
    house.technologies["autonomous_drones"] = "basic"
    house.trade_loose = 1
    state = play(state, "take 1", "effect 1", "sector s18")  # 2 Energy paid at once
    state = play(state, "join s19 corvette", "done")
    assert _battle(state).stage == "prepare"
    assert refused(game(), state, "pay materials").rule_id == "VF-RES-07"


def test_vf_combat_18_materials_are_spent_only_by_bombard() -> None:
    """A plain Invade (Conquest's Engage) offers no Materials spend: ``pay materials`` is
    refused (VF-COMBAT-18) and changes nothing."""
    state = _position("nervo", "conquest", 3, s18=voidborn(2))
    house = state.houses[0]
    house.technologies["autonomous_drones"] = "basic"
    house.trade_loose = 1
    state = play(state, "take 1", "pay energy", "pay energy", "effect 1", "sector s18")
    state = play(state, "join s19 corvette", "done")
    assert names(state) == ["return", "done"]
    assert refused(game(), state, "pay materials").rule_id == "VF-COMBAT-18"


# --- Crusade: Exterminate -------------------------------------------------------------------


def _exterminate(corvettes: int, voidborn_fp: int) -> GameState:
    """Shiveus takes Exterminate and sends ``corvettes`` into ``s20`` (Corrupted, Voidborn)."""
    state = _position("shiveus", "shiveus_crusade", corvettes + 1, s20=voidborn(voidborn_fp))
    state = play(state, "take 2", "pay energy", "effect 1", "sector s20")
    return play(state, *["join s19 corvette"] * corvettes, "done")


def test_vf_infl_02_exterminate_two_influence_per_voidborn_fp_removed() -> None:
    """Exterminate: 3 Corvettes remove both Voidborn FP of ``s20``: 2 x 2 = 4 Influence, as an
    action's Influence, besides the invasion's Glory Influence (VF-INFL-02, VF-RESULT-07)."""
    state = drive(_exterminate(3, 2), _absorb_all)
    assert sector(state, "s20").owner == 0
    assert _actions_influence(state) == 4
    assert state.houses[0].influence_sheet.get("invasions", 0) > 0


def test_vf_result_01_exterminate_counts_removed_fp_even_when_the_invasion_fails() -> None:
    """Exterminate: 2 Corvettes against 3 Voidborn FP remove 1 and lose (VF-RESULT-01); the
    card pays per FP removed "in this Combat", so 2 Influence all the same (authored reading of
    "you must invade": the Invasion is needed, not its success; docs/rules-decisions)."""
    state = drive(_exterminate(2, 3), _absorb_all)
    assert sector(state, "s20").owner != 0
    assert _actions_influence(state) == 2


def test_vf_result_02_reward_won_pays_only_a_successful_invasion() -> None:
    """The same Invade written ``reward: won`` gives nothing for the lost Invasion above
    (content may choose the stricter reading without code)."""
    state = _position("shiveus", "shiveus_crusade", 3, s20=voidborn(3))
    state = effect(state, "invade", corrupted_only=True, influence_per_voidborn=2, reward="won")
    state = play(state, "sector s20", "join s19 corvette", "join s19 corvette", "done")
    state = drive(state, _absorb_all)
    assert sector(state, "s20").owner != 0
    assert _actions_influence(state) == 0


def test_vf_move_10_exterminate_still_invades_only_corrupted_sectors() -> None:
    """Exterminate keeps its target rule: the Pure ``s18`` is refused (VF-MOVE-10)."""
    state = _position("shiveus", "shiveus_crusade", 2, s18=voidborn(1, corrupted=False))
    state = play(state, "take 2", "pay energy", "effect 1")
    assert refused(game(), state, "sector s18").rule_id == "VF-MOVE-10"


# --- Raid: Liberate -------------------------------------------------------------------------


def _liberate(corvettes: int, voidborn_fp: int, population: int) -> GameState:
    """Yarvek takes Liberate (Hyperdrive's Regroup forgone) into ``s18``."""
    target = voidborn(voidborn_fp, population=population)
    state = _position("yarvek", "yarvek_raid", corvettes + 1, s18=target)
    state = play(state, "take 1", "pay energy", "pay energy", "effect 1", "done", "sector s18")
    return play(state, *["join s19 corvette"] * corvettes, "done")


def test_vf_infl_02_liberate_gains_the_invaded_population() -> None:
    """Liberate: invading ``s18`` (Population 4) gains 4 Influence as the action's Influence,
    besides the Glory Influence of the invasion (VF-INFL-02, VF-RESULT-07)."""
    state = drive(_liberate(3, 1, 4), _absorb_all)
    assert sector(state, "s18").owner == 0
    assert _actions_influence(state) == 4


def test_vf_result_01_liberate_pays_for_an_invasion_that_fails() -> None:
    """Liberate: a failed Invasion of ``s18`` (Population 5) still pays 5 ("you must invade a
    sector to gain Influence this way": the Invasion is the condition, authored reading)."""
    state = drive(_liberate(1, 3, 5), _absorb_all)
    assert sector(state, "s18").owner != 0
    assert _actions_influence(state) == 5


def test_vf_move_06_liberate_forgone_gains_nothing() -> None:
    """Liberate's Influence belongs to the Invasion: forgoing the Invade gains none
    (VF-ACTION-10)."""
    state = _position("yarvek", "yarvek_raid", 3, s18=voidborn(1, population=4))
    state = drive(play(state, "take 1", "pay energy", "pay energy", "done"))
    assert _actions_influence(state) == 0
