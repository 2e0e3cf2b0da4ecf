"""Civil Defense control in the base rules, not only in the Voidborn's decisions (RS-CIVDEF-02):
an empty Civil Defense sector is still its player's to regroup into, and never an Invade
target of its own player."""

from __future__ import annotations

from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modules.incursion import civil_defense
from domineum.voidfall.rules import countables, deployment, movement, production, sectors, upkeep
from tests.voidfall.incursion import kit


def test_an_empty_civil_defense_sector_stays_its_players() -> None:
    """RS-CIVDEF-02, VF-MOVE-02, VF-MOVE-06: seat 0's Civil Defense sector s2, emptied of Fleet
    Power, is still seat 0's: a Regroup from s1 may go into it, and seat 0 cannot invade it;
    once the token is gone it is nobody's again."""
    state = kit.new(1, 3)
    s1, s2 = state.galaxy.sector("s1"), state.galaxy.sector("s2")
    s1.fleets = {"corvette": s1.fleets.get("corvette", 0) + s2.fleets.get("corvette", 0)}
    s2.fleets = {}
    assert s2.controller() == 0  # the token holds it (the sector's own reading)
    assert sectors.controller(state, s2) == 0
    assert s2 in sectors.controlled(state, 0)
    assert ("s1", "s2", "corvette") in movement.regroup_moves(state, 0)
    assert movement.target_why(state, 0, "s2") == "VF-MOVE-06"
    assert "s2" not in list(movement.invade_targets(state, 0))
    assert civil_defense.lose(state, s2)
    assert sectors.controller(state, s2) == NOBODY
    assert ("s1", "s2", "corvette") not in movement.regroup_moves(state, 0)


def test_rs_civdef_02_an_empty_civil_defense_sector_counts_for_every_base_rule() -> None:
    """RS-CIVDEF-02, RS-CIVDEF-09, VF-SECTOR-04, VF-EVAL-07, VF-EVAL-14, VF-FLEET-13, VF-PROD-02:
    seat 0's Civil Defense sector s2, with no Fleet Power, is its sector for the Agenda and
    Galactic Event counts, its Upkeep, its Shipyard's deployment and its Guilds' production;
    once the token is lost, for none of them."""
    game = kit.game()
    state = kit.new(1, 3)
    s1, s2 = state.galaxy.sector("s1"), state.galaxy.sector("s2")
    s1.fleets = {"corvette": s1.fleets.get("corvette", 0) + s2.fleets.get("corvette", 0)}
    s2.fleets = {}
    s2.installations[0] = "shipyard"
    s2.upkeep_icons = 1
    s2.guilds[0] = "farmers"
    s2.population = 3
    content = game.content

    def seen() -> tuple[int, int, int, int]:
        return (
            countables.count(state, content, 0, "sectors", {}),
            upkeep.upkeep_total(state, content, 0),
            deployment.yards(state, content, 0).count("s2"),
            production.level(state, content, 0, "food"),
        )

    with_token = seen()
    assert with_token[2] == 1
    assert civil_defense.lose(state, s2)
    without = seen()
    assert with_token[0] == without[0] + 1
    assert with_token[1] == without[1] + upkeep.sector_upkeep(s2) and upkeep.sector_upkeep(s2)
    assert without[2] == 0
    assert with_token[3] - without[3] == 3
