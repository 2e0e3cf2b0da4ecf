"""Gaining resources per counted thing (``gain_per``, content gap 8): VF-EVAL-15, VF-EVAL-18,
VF-RES-08, VF-PROD-12; the Astoran Conquest card's Harvest and Sustain."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from tests.voidfall.economy.econkit import run
from tests.voidfall.engine.gamekit import pack_with
from tests.voidfall.houses.housekit import (
    EMPTY_SECTOR,
    RICH,
    card_position,
    fleets,
    play,
    stock,
)


def test_vf_eval_15_gain_per_pays_per_counted_thing(state: GameState, content: Content) -> None:
    """VF-EVAL-15, VF-EVAL-18: the amounts are gained once per counted thing, here per Pure
    sector (the Home s1 and s2; the Corrupted s3 never counts), several resources at once."""
    house = state.houses[0]
    run(state, content, {"op": "gain_per", "count": "pure_sectors", "food": 2, "science": 1})
    assert (house.resource("food"), house.resource("science")) == (4, 2)


def test_vf_eval_18_gain_per_takes_countable_args(state: GameState, content: Content) -> None:
    """VF-EVAL-18: with ``args`` only the named kind counts (a Pure sector with a Shipyard: s2;
    the Shipyard in the Corrupted s3 does not count, nor s1's Sector Defense)."""
    state.galaxy.sector("s1").installations = ["sector_defense", "", ""]
    state.galaxy.sector("s2").installations = ["shipyard", "", ""]
    state.galaxy.sector("s3").installations = ["shipyard", "", ""]
    args = {"count": "pure_sectors_with_installation", "args": {"installation": "shipyard"}}
    run(state, content, Effect("gain_per", {**args, "credits": 3}))  # type: ignore[dict-item]
    assert state.houses[0].resource("credits") == 3


def test_vf_eval_15_gain_per_nothing_counted_gains_nothing(
    state: GameState, content: Content
) -> None:
    """VF-EVAL-15: counted 0 times, the benefit is received 0 times."""
    run(state, content, {"op": "gain_per", "count": "glory_tokens", "food": 5})
    assert state.houses[0].resources == [0, 0, 0, 0, 0]


def test_vf_res_08_vf_prod_12_gain_per_is_capped_at_15_without_influence(
    state: GameState, content: Content
) -> None:
    """VF-RES-08, VF-PROD-12: a Stock never goes above 15; the excess is lost and, since it is
    no production, it gives no overproduction Influence."""
    house = state.houses[0]
    house.resources = [14, 0, 0, 15, 0]
    run(state, content, {"op": "gain_per", "count": "pure_sectors", "food": 1, "credits": 4})
    assert house.resources == [15, 0, 0, 15, 0]
    assert house.influence == 0


@pytest.mark.parametrize(
    "args",
    [
        {"count": "pure_sector", "food": 1},  # unknown countable
        {"count": "pure_guilds", "args": {"guild": "farmer"}, "food": 1},  # unknown Guild
        {"count": "pure_sectors"},  # gains nothing
        {"count": "pure_sectors", "food": -1},
        {"count": "pure_sectors", "foods": 1},
    ],
)
def test_gain_per_refuses_bad_arguments(args: dict[str, Any]) -> None:
    """VF-EVAL-15: a misspelt countable, Guild or resource, or an amount that gains nothing, is
    refused when the arguments are read."""
    with pytest.raises(msgspec.ValidationError):
        primitive("gain_per").params(Effect("gain_per", args))


def test_gain_per_is_checked_when_the_pack_loads(tmp_path: Path) -> None:
    """VF-EVAL-15: the loader refuses a bad ``gain_per``, naming the file, the entry and the
    effect, and the argument in the problem."""
    card = {
        "id": "alpha",
        "name": "Alpha",
        "source": "authored",
        "actions": [
            {"name": "Harvest", "effects": [{"op": "gain_per", "count": "pure_sectors", "x": 1}]},
            {"name": "Work", "effects": [{"op": "nothing"}]},
            {"name": "Rally", "effects": [{"op": "nothing"}]},
        ],
    }
    with pytest.raises(ContentError) as info:
        pack_with(tmp_path, "focus_cards.yaml", [card])
    error = info.value
    assert (error.file, error.entry) == ("focus_cards.yaml", "alpha")
    assert error.field.startswith("actions[0].effects[0]") and "`x`" in error.problem
    card["actions"][0]["effects"] = [  # type: ignore[index]
        {"op": "gain_per", "count": "pure_guilds", "args": {"guild": "farmer"}, "food": 1}
    ]
    with pytest.raises(ContentError) as info:
        pack_with(tmp_path / "again", "focus_cards.yaml", [card])
    assert info.value.field.startswith("actions[0].effects[0]")
    assert "args.guild" in info.value.problem and "farmer" in info.value.problem


# --- Astoran Conquest (catalogue focus.json #29, #30) -----------------------------------------

PURE_S24: dict[str, Any] = {
    **EMPTY_SECTOR,
    "population": 3,
    "owner": 0,
    "fleets": fleets(corvette=1),
    "guilds": ["", "", ""],
    "installations": ["", "", ""],
}
CORRUPTED_S20: dict[str, Any] = {
    **EMPTY_SECTOR,
    "population": 4,
    "corrupted": True,
    "owner": 0,
    "fleets": fleets(corvette=1),
    "guilds": ["", "", ""],
    "installations": ["shipyard", "", ""],
}


def _astoran(**resources: int) -> GameState:
    """Astoran Conquest in hand; Pure Home s25 and Outpost s19 (a Shipyard each), a third Pure
    sector s24 without Installations and a Corrupted s20 with a Shipyard."""
    return card_position(
        "astoran",
        "astoran_conquest",
        {"s24": PURE_S24, "s20": CORRUPTED_S20},
        resources={**RICH, **resources},
    )


def test_astoran_harvest_one_food_per_pure_sector() -> None:
    """Astoran Conquest, Harvest (1 Credit): gain 1 Food for each of your Pure sectors (s25, s19,
    s24: 3; never the Corrupted s20) and/or move a Corruption (VF-EVAL-15, VF-EVAL-18)."""
    state = play(_astoran(), "take 2", "effect 1", "done")
    assert (stock(state)["credits"], stock(state)["food"]) == (5, 6 + 3)


def test_astoran_harvest_is_capped_at_15() -> None:
    """Astoran Conquest, Harvest: the Food above 15 is lost, with no overproduction Influence
    (VF-RES-08, VF-PROD-12)."""
    state = _astoran(food=14)
    influence = state.houses[0].influence
    state = play(state, "take 2", "effect 1", "done")
    assert stock(state)["food"] == 15
    assert state.houses[0].influence == influence


def test_astoran_sustain_influence_and_credit_per_pure_sector_with_installation() -> None:
    """Astoran Conquest, Sustain (1 Science): gain 1 Influence and 1 Credit for each of your Pure
    sectors with at least one Installation (s25, s19: 2; s24 has none, s20 is Corrupted)
    (VF-EVAL-15, VF-EVAL-18)."""
    state = _astoran()
    influence = state.houses[0].influence
    state = play(state, "take 3", "effect 1", "effect 2")
    assert (stock(state)["science"], stock(state)["credits"]) == (5, 6 + 2)
    assert state.houses[0].influence == influence + 2


def test_astoran_sustain_credits_are_capped_at_15() -> None:
    """Astoran Conquest, Sustain: Credits stop at 15 (VF-RES-08, VF-PROD-12); the Influence is
    gained in full."""
    state = _astoran(credits=14)
    influence = state.houses[0].influence
    state = play(state, "take 3", "effect 2", "effect 1")
    assert stock(state)["credits"] == 15
    assert state.houses[0].influence == influence + 2
