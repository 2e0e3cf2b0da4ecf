"""Control is cached across decisions and dropped by every rule that changes it and by
``memo.forget`` (model/galaxy.py: ``Galaxy.controlled_by``, ``control_changed``; VF-SECTOR-04/05,
RS-CMDSTN-03, RS-CIVDEF-02)."""

from __future__ import annotations

import random
from functools import cache

import pytest

from domineum.kernel.game import clone
from domineum.voidfall.core import memo
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model import galaxy as galaxy_module
from domineum.voidfall.model.galaxy import Sector, StaleControl
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.model.terms import COMMAND_STATION, NOBODY
from domineum.voidfall.modules.incursion import civil_defense
from domineum.voidfall.rules import fleet, sectors
from tests.voidfall.incursion import kit


@cache
def _game() -> VoidfallGame:
    return VoidfallGame(load_content())


def _agrees(state: GameState) -> None:
    """Every seat's ``controlled_by`` (cached or not) is what each sector says of itself."""
    for seat in range(state.config.players):
        truth = [s.id for s in state.galaxy.sectors if s.controller() == seat]
        assert [s.id for s in state.galaxy.controlled_by(seat)] == truth, seat


def _empty(state: GameState) -> Sector:
    """A sector nobody holds, with an Installation space and Population (to be corrupted)."""
    return next(
        s
        for s in state.galaxy.sectors
        if s.owner == NOBODY
        and s.home_of == NOBODY
        and not s.voidborn
        and s.installation_spaces
        and s.population
        and not s.voidborn_immune
    )


def test_vf_sector_04_rs_cmdstn_03_every_rule_changing_control_drops_the_cache() -> None:
    """VF-SECTOR-04/05, RS-CMDSTN-03, VF-ABANDON-03: with control cached, Fleet Power placed,
    taken and occupied away, and a Command Station built, destroyed, removed and retiled away
    (VF-RESULT-10) each change what ``controlled_by`` answers at once (a rule that forgot to
    drop the cache fails here)."""
    state = _game().new_game(Config(players=4, seed=3))
    sector = _empty(state)
    _agrees(state)
    fleet.place(sector, 0, "corvette")  # gained (VF-SECTOR-04)
    _agrees(state)
    assert sector in state.galaxy.controlled_by(0)
    sectors.place(sector, "installation", COMMAND_STATION)
    fleet.take(sector, "corvette")  # the Station holds it (RS-CMDSTN-03)
    _agrees(state)
    assert sector in state.galaxy.controlled_by(0)
    fleet.remove_installations(sector)  # no Fleet Power, no Station: not held
    _agrees(state)
    assert sector not in state.galaxy.controlled_by(0)
    fleet.place(sector, 1, "corvette")
    sectors.place(sector, "installation", COMMAND_STATION)
    fleet.take(sector, "corvette")
    _agrees(state)
    assert sector in state.galaxy.controlled_by(1)
    sectors.destroy(sector, "installation", COMMAND_STATION)
    _agrees(state)
    assert sector not in state.galaxy.controlled_by(1)
    fleet.place(sector, 1, "corvette")
    sectors.place(sector, "installation", COMMAND_STATION)
    fleet.take(sector, "corvette")
    fleet.place(sector, 1, "corvette")  # held by its Station already: no change
    fleet.take(sector, "corvette")
    _agrees(state)
    assert sector in state.galaxy.controlled_by(1)
    kind = _game().content.sector_types[sector.type]
    sectors.shape(sector, kind, sector.population)  # a new tile: the Station is gone
    _agrees(state)
    assert sector not in state.galaxy.controlled_by(1)
    fleet.place(sector, 2, "corvette")
    _agrees(state)
    fleet.occupy(sector, state)  # the Voidborn takes it (VF-ABANDON-03)
    _agrees(state)
    assert sector not in state.galaxy.controlled_by(2)


def test_rs_civdef_02_civil_defense_changes_drop_the_cache() -> None:
    """RS-CIVDEF-02, RS-CIVDEF-05: with control cached, a Civil Defense sector emptied of Fleet
    Power stays its player's; losing the token, it is nobody's at once."""
    state = kit.new(1, 3)
    s2 = state.galaxy.sector("s2")
    _agrees(state)
    while s2.fleets:
        fleet.take(s2, next(iter(s2.fleets)))
    _agrees(state)
    assert s2 in state.galaxy.controlled_by(0)
    assert civil_defense.lose(state, s2)
    _agrees(state)
    assert s2 not in state.galaxy.controlled_by(0)


def test_vf_sector_04_a_hand_edit_followed_by_forget_is_seen() -> None:
    """VF-SECTOR-04: control cached over decisions of a played game; a sector edited by hand
    and ``memo.forget`` (the contract of hand edits) is seen at once, and a clone starts with
    no cache of its own."""
    game = _game()
    state = game.new_game(Config(players=4, seed=5))
    chooser = random.Random(5)
    for _ in range(40):
        game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
        _agrees(state)
    sector = _empty(state)
    copy = clone(state)
    assert "control" not in copy.galaxy.__dict__
    sector.owner, sector.fleets = 3, {"corvette": 1}  # by hand
    memo.forget(state)
    assert sector in state.galaxy.controlled_by(3)
    _agrees(state)
    _agrees(copy)


def test_vf_sector_04_the_debug_switch_finds_a_stale_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """VF-SECTOR-04: under DOMINEUM_CHECK_MEMO=1 a cached control that a change bypassing the
    rules made stale is refused, not answered."""
    monkeypatch.setattr(galaxy_module, "CHECK", True)
    state = _game().new_game(Config(players=4, seed=3))
    state.galaxy.controlled_by(0)
    sector = _empty(state)
    sector.owner, sector.fleets = 0, {"corvette": 1}  # by hand, without control_changed
    with pytest.raises(StaleControl):
        state.galaxy.controlled_by(0)
