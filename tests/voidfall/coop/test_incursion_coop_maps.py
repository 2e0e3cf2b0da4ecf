"""Incursion on the co-op maps of 2, 3 and 4 players (RS-MOD-05: a solo/co-op mode;
RS-INCPREP-08: its set-up is a Compendium gap, so each map's mission is project-authored in
``modules/incursion/void/missions.yaml``)."""

from __future__ import annotations

import random

import pytest

from domineum.voidfall.modes.void.setup import map_id
from domineum.voidfall.rules.sectors import controller
from tests.voidfall.coop.coopkit import CONTENT
from tests.voidfall.incursion import kit


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rs_incprep_08_each_coop_map_has_its_incursion_mission(players: int) -> None:
    """RS-MOD-05, RS-INCPREP-08, RS-CIVDEF-01, RS-INCINST-01, RS-COMP-37: a co-op Incursion
    game on its default co-op map sets up that map's mission: every player has a Civil Defense
    token on a sector they start with, Voidborn Shipyards/Starbases stand in Voidborn sectors,
    and at most 2 Unopened Rift tokens of each type lie on Voidborn sectors that are not the
    map's co-op Rift tiles."""
    state = kit.game().new_game(kit.config(players, 7))
    assert map_id(state, CONTENT) == f"coop-{players}p"
    notes = [n.msg for n in state.notes]
    assert "vf.inc.note.mission" in notes and "vf.inc.note.no_mission" not in notes
    inc = kit.inc(state)
    assert sorted(inc.civil_defense.values()) == list(range(players))
    for sector_id, seat in inc.civil_defense.items():
        sector = state.galaxy.sector(sector_id)
        assert controller(state, sector) == seat and sector.home_of != seat
    assert CONTENT.incursion is not None
    mission = CONTENT.incursion.missions[f"coop-{players}p-incursion"]
    for sector_id, kinds in mission.yards.items():
        sector = state.galaxy.sector(sector_id)
        assert sector.voidborn > 0 and set(kinds) <= set(sector.installations)
    tokens = [kind for kinds in inc.unopened.values() for kind in kinds]
    assert tokens and all(tokens.count(k) <= 2 for k in ("I", "II", "III"))
    for sector_id in inc.unopened:
        sector = state.galaxy.sector(sector_id)
        assert sector.voidborn > 0 and sector.type != "rift"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rs_mod_05_a_coop_incursion_game_plays_to_its_end(players: int) -> None:
    """RS-MOD-05: a random co-op Incursion game on each co-op map plays to its end."""
    game = kit.game()
    state = game.new_game(kit.config(players, 11))
    chooser = random.Random(players)
    for _ in range(5000):
        if game.current_seat(state) is None:
            break
        game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
    assert state.phase == "over" and state.void is not None and state.void.result
