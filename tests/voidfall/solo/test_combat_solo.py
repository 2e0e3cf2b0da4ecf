"""The Void's Combats in a solo game, with the normal combat rules (VF-SOLO-COMBAT, VF-SOLO-
SKIRMISH-16..18, VF-SOLO-DEPLOY-01; the digest's T-17 tie, T-22, T-31, T-32, T-33)."""

from __future__ import annotations

from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import skirmish as rules_skirmish
from tests.voidfall.solo import solokit
from tests.voidfall.solo.test_skirmish import _map


def _forecast(state: GameState, sector_id: str, strength: int):  # type: ignore[no-untyped-def]
    return rules_skirmish.forecast(state, solokit.sector(state, sector_id), strength)


def test_vf_solo_combat_09_t31_defending_with_sentries() -> None:
    """VF-SOLO-COMBAT-09, VF-SOLO-COMBAT-14, VF-SOLO-COMBAT-17, VF-SOLO-SKIRMISH-16,
    VF-SOLO-SKIRMISH-08, VF-SOLO-SKIRMISH-13 (T-31; the forecast uses the player's defensive
    Technologies, the Void FP fight as Corvettes of Initiative 1):
    S = 3 against 2 Sentries + 1 Corvette: the Sentries' Approach Damage leaves 1 Void FP; one
    simultaneous Salvo; the player wins, losing 1 FP."""
    state = _map()
    solokit.sector(state, "s5").voidborn = 2
    state.houses[0].technologies["sentries"] = "basic"
    solokit.give(state, "s4", {"sentry": 2, "corvette": 1})
    report = _forecast(state, "s4", 3)
    assert report.outcome == "defender"
    assert report.removed.defender.total == 1


def test_vf_solo_combat_16_t32_basic_targeting_on_defense() -> None:
    """VF-SOLO-COMBAT-14, VF-SOLO-COMBAT-16 (T-32): S = 2 against 2 Corvettes with Basic
    Targeting (+5 Initiative): the player shoots first each Salvo and wins, losing 1."""
    state = _map()
    state.houses[0].technologies["targeting"] = "basic"
    solokit.give(state, "s4", {"corvette": 2})
    report = _forecast(state, "s4", 2)
    assert report.outcome == "defender" and report.removed.defender.total == 1


def test_vf_solo_combat_19_t33_basic_torpedoes_tie() -> None:
    """VF-SOLO-COMBAT-16, VF-SOLO-COMBAT-19, VF-SOLO-SKIRMISH-18 (T-33): S = 3 against 2
    Corvettes with Basic Torpedoes: both sides are wiped out — a tie."""
    state = _map()
    state.houses[0].technologies["torpedoes"] = "basic"
    solokit.give(state, "s4", {"corvette": 2})
    assert _forecast(state, "s4", 3).outcome == "tie"


def test_vf_solo_skirmish_17_t22_the_void_wins_a_skirmish() -> None:
    """VF-SOLO-SKIRMISH-17, VF-SOLO-COMBAT-04, VF-SOLO-COMBAT-09, VF-SOLO-DEPLOY-01,
    VF-SOLO-INFRA-11, VF-SOLO-SKIRMISH-01, VF-SOLO-SKIRMISH-07 (T-22): the Void (S = 5, more than a
    Void Fleet token's 3, all in the combat sector) beats 1 Corvette behind Sector Defenses: the
    player discards 1 Glory, the Installations go (Guilds stay), the sector is Corrupted and holds
    exactly 2 Void FP and a face-down Bounty; the Corvette is Active again."""
    game = solokit.game()
    state = _map()
    g = solokit.give(state, "s4", {"corvette": 1})
    g.corrupted, g.population = False, 3
    g.guilds = ["farmers"] + [""] * (len(g.guilds) - 1)
    g.installations = ["shipyard", "sector_defense"] + [""] * (len(g.installations) - 2)
    g.bounty = []
    state.houses[0].glory = [3, 1]
    active = state.houses[0].fp_active
    state.stack.append(
        Battle(seat=0, sector="s4", invader=NOBODY, defender=0, stage="combat", voidborn=5)
    )
    from domineum.voidfall.engine import flow

    flow.settle(state, game.content)
    for _ in range(50):  # the player's Combat and result choices: take the first each time
        choices = solokit.kinds(state)
        if not choices or choices[0][0] not in ("recall", "glory", "absorb", "resource"):
            break
        solokit.choose(state, choices[0][0], *choices[0][1:])
    assert g.voidborn == 2 and g.owner in (NOBODY, 0) and g.fleet_power == 0
    assert g.corrupted and g.filled("installation") == [] and g.filled("guild") == ["farmers"]
    assert len(g.bounty) == 1
    assert len(state.houses[0].glory) == 1
    assert state.houses[0].fp_active == active + 1
