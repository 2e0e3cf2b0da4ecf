"""Focus card effects tied to one sector (content gap 14): "in the same sector" bound by an
effect (``where: linked``: Fenrax Settle and Recruit) and "not the sector of the cost"
(``where: not_same``: Fenrax Colonize, Retake and Disperse). VF-TARGET-07, VF-POP-04/05,
VF-GUILD-04..08, VF-FLEET-08, VF-ACTION-08/10.

Seat 0 (Fenrax) controls its Home ``s25``, its Outpost ``s19`` and ``s24`` (Population 3,
empty rows, 1 Corvette), with plenty of every resource and 3 Active FP.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import sectors
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    EMPTY_SECTOR,
    HOME,
    OUTPOST,
    card_position,
    drive,
    fleets,
    game,
    names,
    play,
    sector,
)

THIRD = "s24"


def _fenrax(focus: str, **sectors: Any) -> GameState:
    patch: dict[str, Any] = {
        OUTPOST: {"installations": ["sector_defense", "", ""]},
        THIRD: {
            **EMPTY_SECTOR,
            "owner": 0,
            "population": 3,
            "fleets": fleets(corvette=1),
            "guilds": ["", "", ""],
            "installations": ["", "", ""],
        },
        **sectors,
    }
    return card_position("fenrax", focus, patch, fp_active=3)


def _rule(state: GameState, text: str) -> str:
    return refused(game(), state, text).rule_id


# --- Settle: a Guild and/or an Installation in the same sector -----------------------------


def test_vf_target_07_settle_builds_where_it_established() -> None:
    """Settle: the Guild established in ``s24`` binds it; the Installation may then only go
    there (VF-TARGET-07); another sector of yours is refused by that rule."""
    state = play(_fenrax("fenrax_development"), "take 1", "pay materials", "effect 1")
    state = play(state, "sector s24", "guild farmers", "effect 2")
    assert [n for n in names(state) if n.startswith("sector")] == []  # only s24: no choice
    assert "build shipyard" in names(state)
    state = drive(play(state, "build shipyard"))
    assert sector(state, THIRD).filled("guild") == ["farmers"]
    assert sector(state, THIRD).filled("installation") == ["shipyard"]
    assert sector(state, OUTPOST).filled("installation") == ["sector_defense"]


def test_vf_target_07_settle_either_effect_may_come_first() -> None:
    """Settle in the other order (VF-ACTION-07): building in the Outpost first binds it for the
    Guild; establishing in ``s24`` is then refused (VF-TARGET-07) and changes nothing."""
    state = play(_fenrax("fenrax_development"), "take 1", "pay materials", "effect 2")
    state = play(state, "sector s19", "build shipyard", "effect 1")
    assert not any(n.startswith("sector") for n in names(state))
    assert _rule(state, "sector s24") == "VF-TARGET-07"
    state = drive(play(state, "guild bankers"))
    assert sector(state, OUTPOST).filled("guild") == ["engineers", "bankers"]
    assert sector(state, THIRD).filled("guild") == []


def test_vf_target_07_settle_second_effect_refused_when_that_sector_is_full() -> None:
    """Settle: with the Guild in the Home (whose Installation row is full), the Installation
    cannot be built anywhere else: the effect is not offered (VF-TARGET-07, VF-GUILD-08)."""
    state = play(_fenrax("fenrax_development"), "take 1", "pay materials", "effect 1")
    state = play(state, "sector s25", "guild farmers")
    assert sectors.free_space(sector(state, HOME), "installation") is None
    assert "effect 2" not in names(state)


# --- Recruit: deploy 1 FP and/or grow, in the same sector ---------------------------------


def test_vf_target_07_recruit_grows_where_it_deployed() -> None:
    """Recruit: deploying in ``s24`` binds it; the Population that grows is then ``s24``'s,
    without a choice; growing the Outpost is refused (VF-TARGET-07, VF-POP-04)."""
    state = play(_fenrax("fenrax_development"), "take 3", "pay food", "effect 1")
    state = play(state, "deploy s24 corvette", "effect 2")
    assert sector(state, THIRD).population == 4
    assert sector(state, THIRD).fleets["corvette"] == 2
    assert sector(state, OUTPOST).population == 3


def test_vf_target_07_recruit_deploys_where_it_grew() -> None:
    """Recruit the other way round: growing the Outpost binds it; the FP may only be deployed
    there, and a deployment in the Home is refused (VF-TARGET-07) and changes nothing."""
    state = play(_fenrax("fenrax_development"), "take 3", "pay food", "effect 2", "sector s19")
    state = play(state, "effect 1")
    assert {n.split()[1] for n in names(state) if n.startswith("deploy")} == {OUTPOST}
    assert _rule(state, "deploy s25 corvette") == "VF-TARGET-07"
    state = drive(play(state, "deploy s19 corvette"))
    assert sector(state, OUTPOST).population == 4
    assert sector(state, OUTPOST).fleets["corvette"] >= 1


# --- Colonize: up to two Guilds, not in the reduced sector ---------------------------------


def test_vf_target_07_colonize_never_establishes_in_the_reduced_sector() -> None:
    """Colonize: lowering ``s24``'s Population binds it; both Guilds may go anywhere else (here
    both in the Outpost), never in ``s24``, whose choice is refused (VF-TARGET-07)."""
    state = play(_fenrax("fenrax_development"), "take 2", "pay materials", "sector s24")
    assert sector(state, THIRD).population == 2
    state = play(state, "effect 1")
    offered = {n.split()[1] for n in names(state) if n.startswith("sector")}
    assert offered == {HOME, OUTPOST}
    assert _rule(state, "sector s24") == "VF-TARGET-07"
    state = play(state, "sector s19", "guild farmers", "effect 2", "sector s19", "guild miners")
    assert sector(state, OUTPOST).filled("guild") == ["engineers", "farmers", "miners"]
    assert sector(state, THIRD).filled("guild") == []


# --- Retake: build, but not where the Installation was destroyed ----------------------------


def test_vf_target_07_retake_builds_in_another_sector() -> None:
    """Retake: destroying the Outpost's Sector Defense binds the Outpost; the new Installation
    (of any type) goes to ``s24``, and the Outpost is refused (VF-TARGET-07)."""
    state = play(_fenrax("fenrax_dispersion"), "take 1", "effect 1")
    assert sector(state, OUTPOST).filled("installation") == []
    assert "build shipyard" in names(state)  # s24 is the only other sector with room
    state = drive(play(state, "build shipyard"))
    assert sector(state, THIRD).filled("installation") == ["shipyard"]
    assert sector(state, OUTPOST).filled("installation") == []


def test_vf_target_07_retake_refuses_the_destroyed_sector_by_name() -> None:
    """Retake with room in the Home too: the sector choice offers the Home and ``s24``; the
    Outpost whose Installation was destroyed is refused (VF-TARGET-07)."""
    state = _fenrax("fenrax_dispersion", **{HOME: {"installations": [""]}})
    state = play(state, "take 1", "effect 1")
    assert {n.split()[1] for n in names(state) if n.startswith("sector")} == {HOME, THIRD}
    assert _rule(state, "sector s19") == "VF-TARGET-07"


# --- Disperse: up to two different sectors, neither the reduced one -------------------------


def test_vf_pop_04_disperse_grows_two_different_other_sectors() -> None:
    """Disperse: lowering the Outpost binds it; the Home and ``s24`` grow by 1 each; a second
    increase of the same sector is refused, and so is the reduced sector (VF-TARGET-07)."""
    state = play(_fenrax("fenrax_dispersion"), "take 3", "pay energy", "sector s19", "effect 1")
    assert {n.split()[1] for n in names(state) if n.startswith("sector")} == {HOME, THIRD}
    assert _rule(state, "sector s19") == "VF-TARGET-07"
    state = play(state, "sector s24")
    assert _rule(state, "sector s24") == "VF-TARGET-07"
    state = drive(play(state, "sector s25"))
    assert (sector(state, HOME).population, sector(state, THIRD).population) == (3, 4)
    assert sector(state, OUTPOST).population == 2


def test_vf_action_10_disperse_may_stop_after_one() -> None:
    """Disperse: "up to two": after one increase the rest may be forgone (VF-ACTION-10)."""
    state = play(_fenrax("fenrax_dispersion"), "take 3", "pay energy", "sector s19", "effect 1")
    state = drive(play(state, "sector s24", "done"))
    assert (sector(state, HOME).population, sector(state, THIRD).population) == (2, 4)
