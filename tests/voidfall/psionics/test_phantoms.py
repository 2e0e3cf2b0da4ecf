"""Phantoms, the Psionics module's player Fleet type (RS-PHANTOM, RS-CSUM-01, -03, -06).

The bundled map's 2-player position (kit.py): seat 0 holds s19 (2 Corvettes) and its Home s25.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import combat, fleet, invasion
from tests.voidfall.engine.gamekit import bundled, names, play
from tests.voidfall.psionics.kit import actions, psionic


def _deploying(house: dict[str, Any]) -> GameState:
    game = bundled()
    state = actions("conquest", {"fp_active": 3, **house})
    push_step(state, game.content, 0, Effect("deploy", {"amount": 1}), cost=False)
    flow.settle(state, game.content)
    return state


def test_rs_phantom_01_phantoms_are_deployed_with_their_technology() -> None:
    """RS-PHANTOM-01, RS-PHANTOM-05 (GAP, P-25): the Phantoms Technology unlocks the Phantom Fleet
    type, deployed like any Fleet Power (1 Active FP, 3 FP per token); its moves keep the base
    notation (``deploy s19 phantom``) with ids after every base id (RS-MOD-06)."""
    game = bundled()
    assert "deploy s19 phantom" not in names(game, _deploying({}))
    state = _deploying({"technologies": {"phantoms": "basic"}})
    assert "deploy s19 phantom" in names(game, state)
    active = state.houses[0].fp_active
    state = play(game, state, "deploy s19 phantom")
    assert state.galaxy.sector("s19").fleets == {"corvette": 2, "phantom": 1}
    assert state.houses[0].fp_active == active - 1
    assert fleet.token_cap(state.houses[0], "phantom") == 3
    space = game.action_space
    last_base = space.parse("double 3")
    for text in ("deploy s19 phantom", "move s19 s25 phantom", "recall s19 phantom"):
        assert space.parse(text) > last_base
        assert space.notation(space.parse(text)) == text
    assert space.parse("deploy s19 corvette") < last_base


def test_rs_phantom_02_csum_03_one_initiative_per_phantom() -> None:
    """RS-PHANTOM-02, RS-CSUM-03 (A40): each Phantom FP gives its side 1 Initiative in every
    Salvo step, and nothing more."""
    report = combat.resolve(Side(fleet=Fleet(phantom=2)), Side(fleet=Fleet(corvette=3)))
    first = next(s for s in report.steps if s.name == "salvo 1")
    assert first.initiative is not None
    assert first.initiative.invader == 2 and first.initiative.defender == 3


def test_rs_phantom_03_04_csum_01_06_improved_phantoms() -> None:
    """RS-PHANTOM-03, RS-PHANTOM-04, RS-CSUM-01, RS-CSUM-06: with Improved Phantoms and a Phantom
    FP present, the Invader gets +1 Approach Absorption and the Defender +1 first-Salvo
    Absorption in total (not per Phantom); Basic Phantoms give neither."""
    force = {"phantom": 2, "corvette": 1}
    for level, bonus in (("basic", 0), ("improved", 1)):
        state = psionic(
            houses={"0": {"technologies": {"phantoms": level}}},
            sectors={"s19": {"fleets": {"corvette": 1, "phantom": 2}}},
        )
        side = invasion.invader_side(state, 0, "s13", force, energy=False, trade=False)
        assert side.approach_absorption == bonus
        plain = invasion.invader_side(state, 0, "s13", {"corvette": 3}, energy=False, trade=False)
        assert plain.approach_absorption == 0, "no Phantom FP present"
        defender = invasion.defender_side(state, state.galaxy.sector("s19"))
        assert defender.first_salvo_absorption == bonus
