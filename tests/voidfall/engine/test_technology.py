"""Technologies (VF-TECH-01..14): gaining Basic ones, the limits, Improved ones."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ChooseAction, GameState
from tests.voidfall.engine.gamekit import choosing_actions, names, pack_with, play, refused

PILES = {"dreadnoughts": [0, 4]}  # two Basic copies, the one with Influence on top


def gaining(tiny: VoidfallGame, level: str = "either", **house: Any) -> GameState:
    """Seat 0 (Red: Shields) resolves "gain a Technology" of ``level``."""
    state = choosing_actions(
        tiny, houses={"0": house}, board={"turn_order": [0, 1], "tech_piles": dict(PILES)}
    )
    push_step(state, tiny.content, 0, Effect("gain_technology", {"level": level}), cost=False)
    return state


def test_vf_tech_01_05_first_copy_gives_its_influence_the_second_none(tiny: VoidfallGame) -> None:
    """VF-TECH-01(3), VF-TECH-05: the top Basic copy is taken into a slot with its Influence;
    the copy under it gives none to the next player."""
    state = gaining(tiny)
    assert "tech dreadnoughts" in names(tiny, state)
    state = play(tiny, state, "tech dreadnoughts")
    assert state.houses[0].technologies == {"shields": "basic", "dreadnoughts": "basic"}
    assert state.houses[0].influence_sheet["technologies"] == 4
    assert state.board.tech_piles["dreadnoughts"] == [0]
    state.houses[1].technologies = {"shields": "basic"}  # Blue without Dreadnoughts, for once
    push_step(state, tiny.content, 1, Effect("gain_technology", {"level": "basic"}), cost=False)
    state = play(tiny, state, "tech dreadnoughts")
    assert state.houses[1].technologies == {"shields": "basic", "dreadnoughts": "basic"}
    assert state.houses[1].influence_sheet.get("technologies") is None
    assert state.board.tech_piles["dreadnoughts"] == []


def test_vf_tech_06_never_a_second_copy(tiny: VoidfallGame) -> None:
    """VF-TECH-06: a Technology you have (Basic or Improved) is never offered again."""
    for level in ("basic", "improved"):
        state = gaining(tiny, "basic", technologies={"shields": "basic", "dreadnoughts": level})
        state.board.tech_piles["shields"] = [0]
        assert refused(tiny, state, "tech dreadnoughts").rule_id == "VF-TECH-06"
        assert refused(tiny, state, "tech shields").rule_id == "VF-TECH-06"


def test_vf_tech_07_limit_of_five(tiny: VoidfallGame) -> None:
    """VF-TECH-07, VF-TECH-13: with 5 Technologies (Improved ones count too) no Basic one can be
    gained."""
    four = {"shields": "improved", "a": "basic", "b": "basic", "c": "basic"}
    state = gaining(tiny, "basic", technologies=four)
    assert "tech dreadnoughts" in names(tiny, state)
    state = gaining(tiny, "basic", technologies={**four, "d": "basic"})
    assert names(tiny, state) == [], "at the limit nothing can be gained"
    assert refused(tiny, state, "tech dreadnoughts").rule_id == "VF-TECH-07"
    state = gaining(tiny, "basic", technologies={**four, "d": "basic"}, fallen_house_slot=True)
    assert "tech dreadnoughts" in names(tiny, state)  # VF-TECH-08: a sixth slot


def test_vf_tech_09_10_improved_only_yours_in_cycle_1(tiny: VoidfallGame) -> None:
    """VF-TECH-09, VF-TECH-10, VF-TECH-11: in Cycle 1 (Block on) only your starting Technology's
    Improved card is available, and only below your Improved limit (a track in Tier 1 gives 1)."""
    owns_both = {"shields": "basic", "dreadnoughts": "basic"}
    state = gaining(tiny, "improved", tracks=[3, 0, 0], technologies=owns_both)
    state.board.improved_offer = ["dreadnoughts"]
    assert names(tiny, state) == ["improve shields", "done"]
    assert refused(tiny, state, "improve dreadnoughts").rule_id == "VF-TECH-10"
    state = gaining(tiny, "improved", tracks=[3, 0, 0])
    assert refused(tiny, state, "improve dreadnoughts").rule_id == "VF-TECH-09"
    state = gaining(tiny, "improved", tracks=[0, 0, 0])
    assert refused(tiny, state, "improve shields").rule_id == "VF-TECH-11"


def test_vf_tech_09_offer_after_the_block_is_lifted(tiny: VoidfallGame) -> None:
    """VF-TECH-09 (DT-16): an Improved card on the board is available once the Block is off, if
    you own its Basic; another player's starting Technology is never on the board."""
    state = choosing_actions(
        tiny,
        cycle=2,
        houses={
            "0": {
                "technologies": {"shields": "basic", "dreadnoughts": "basic"},
                "tracks": [5, 0, 0],
            }
        },
        board={
            "turn_order": [0, 1],
            "improvement_block": False,
            "improved_offer": ["dreadnoughts"],
        },
    )
    push_step(state, tiny.content, 0, Effect("gain_technology", {"level": "improved"}), cost=False)
    assert {"improve shields", "improve dreadnoughts"} <= set(names(tiny, state))
    state.board.improvement_block = True
    assert "improve dreadnoughts" not in names(tiny, state)


def test_vf_tech_11_12_13_upgrade_in_place_with_six_influence(tiny: VoidfallGame) -> None:
    """VF-TECH-11, VF-TECH-12, VF-TECH-13: below the limit, the Improved card replaces the Basic one
    in its slot (no extra slot), +6 Influence; at the limit no upgrade."""
    state = gaining(tiny, "improved", tracks=[3, 0, 0])
    state = play(tiny, state, "improve shields")
    assert state.houses[0].technologies == {"shields": "improved"}
    assert state.houses[0].influence_sheet["technologies"] == 6
    at_limit = {"shields": "basic", "dreadnoughts": "improved"}
    state = gaining(tiny, "improved", tracks=[3, 0, 0], technologies=at_limit)
    assert names(tiny, state) == [], "limit 1 reached: nothing to upgrade"


def test_vf_tech_02_04_ability_applies_to_its_own_immediate_effect(tmp_path: Path) -> None:
    """VF-TECH-02: a Technology's permanent ability works from the moment it is gained, on its
    own immediate effect too: producing Credits (Yield 0) gives the 2 Credits first; VF-TECH-04:
    an immediate benefit with a choice can be forgone."""
    matrix = {
        "influence": 4,
        "immediate": [{"op": "produce", "resources": ["credits"]}, {"op": "grow"}],
        "abilities": {"before_producing_credits": 2},
    }
    techs = [
        {
            "id": "shields",
            "name": "Shields",
            "number": 1,
            "house": "red",
            "source": "authored",
            "basic": {"influence": 4},
            "improved": {"influence": 6},
        },
        {
            "id": "dreadnoughts",
            "name": "Matrix",
            "number": 2,
            "house": "blue",
            "source": "authored",
            "basic": matrix,
            "improved": {"influence": 6},
        },
    ]
    game = pack_with(tmp_path, "technologies.yaml", techs)
    state = play(game, gaining(game, "basic", resources={"credits": 0}), "tech dreadnoughts")
    assert set(names(game, state)) == {"effect 1", "effect 2", "done"}  # VF-ACTION-15
    populations = [s.population for s in state.galaxy.sectors]
    state = play(game, state, "effect 1", "done")
    assert state.houses[0].resource("credits") == 2
    assert [s.population for s in state.galaxy.sectors] == populations
    assert isinstance(state.stack[-1], ChooseAction)
