"""Dropships, planets, Frigate landing, copying planets, and the Recall phase."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.core.stack import settle
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import GameState, PlanetSpot

from .kit import act, decide, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    s = start(game, players=3, seed=71)
    s = clone(s)
    for ship in s.ships.values():
        if ship.sector == "5" and ship.cls != "arkship":
            ship.sector = ""
    s.ships["dropship-zenor"].sector = "5"
    s.ships["dropship-zenor"].crew = ""
    s.ships["dropship-zenor"].corrupted = False
    s.planets = [PlanetSpot(card="planet-01", sector="5"), PlanetSpot(card="planet-02", sector="5")]
    return s


def test_rv_dropship_01_land_take_the_cube_choose_an_option(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-DROPSHIP-01, RV-DROPSHIP-02, RV-DROPSHIP-04, RV-PLANET-01, RV-PLANET-02, RV-PLANET-03,
    RV-PLANET-07, RV-DATA-02, RV-DATA-04: land on an unoccupied planet of the sector (several may
    share one), take its Data cube, resolve one option; the corrupted one gives the Corruption."""
    seat = s3.stack[-1].seat
    data = s3.players[seat].data
    s = act(game, s3, "board cadet1 dropship-zenor")
    assert {"land planet-01", "land planet-02"} <= set(notations(game, s))
    s = act(game, s, "land planet-01")
    assert s.players[seat].data == (data + 1) % 3
    assert not s.planets[0].cube and s.planets[0].occupant == "dropship-zenor"
    assert sorted(notations(game, s)) == ["option bottom", "option top"]
    corrupted = sum(s.players[seat].corrupted)
    s = act(game, s, "option bottom")
    while decide(s).kind != "corrupt":
        s = game.apply(s, game.legal_ids(s)[0])
    s = game.apply(s, game.legal_ids(s)[0])
    assert sum(s.players[seat].corrupted) == corrupted + 1
    assert s.players[seat].influence["zenor"] >= 1


def test_rv_turn_12_no_corrupted_option_without_a_space(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-12, RV-PLANET-03, RV-CORRUPT-04: with all 4 Corruption spaces full the corrupted
    (bottom) option cannot be chosen."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.players[seat].corrupted = [False, True, True, True, True]
    s = act(game, s, "board cadet1 dropship-zenor", "land planet-02")
    assert notations(game, s) == ["option top"]


def test_rv_frigate_03_land_and_rv_planet_05_recall(game: RevenantGame, s3: GameState) -> None:
    """RV-FRIGATE-03, RV-FRIGATE-04, RV-PLANET-05, RV-DROPSHIP-03, RV-RECALL-01, RV-RECALL-02,
    RV-RECALL-03, RV-TURN-17, RV-CREW-05: the Frigate's Dropship effect lands it; planets stay
    occupied (and figures stay on ships) until the Recall phase frees them all."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.players[seat].frigate_sector = "5"
    s = act(game, s, "board captain frigate", "option land", "land planet-02")
    assert s.planets[1].occupant == f"frigate:{seat}"
    assert s.players[seat].frigate_planet == "planet-02"
    assert s.players[seat].figures["captain"] == "frigate"
    t = clone(s)
    t.ships["dropship-zenor"].planet, t.planets[0].occupant = "planet-01", "dropship-zenor"
    t.players[seat].figures["cadet1"] = "emergency"
    t.stack, t.turn, t.sequence = [], None, []
    t.phase, t.step = "recall", ""
    settle(t, game.content)
    assert all(not p.occupant for p in t.planets) and not t.ships["dropship-zenor"].planet
    assert all(w == "" for p in t.players for w in p.figures.values())
    assert all(not x.crew for x in t.ships.values()) and not t.revenant_crew
    assert t.players[seat].frigate_sector == "5" and not t.players[seat].frigate_planet


def test_rv_copy_03_05_06_replicate(game: RevenantGame, s3: GameState) -> None:
    """RV-COPY-01, RV-COPY-02, RV-COPY-03, RV-COPY-05, RV-COPY-06, RV-ARKSHIP-03 (Replicate)
    (T-RV-07): copying an occupied planet resolves it as if landed, without its cube, in its
    sector, and leaves it occupied by the other ship; the planet trigger applies."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.planets[0].occupant, s.planets[0].cube = "dropship-zenor", True
    s.ships["dropship-zenor"].planet = "planet-01"
    s.ships["arkship-zenor"].crew = ""
    p = s.players[seat]
    p.cadet_cards = [["cadet-04"], []]  # Purifier: planet trigger
    data = p.data
    card = p.hand[0]
    s = act(game, s, "board cadet1 arkship-zenor", "option 1", f"discard {card}")
    assert notations(game, s) == ["planet planet-01"]
    s = act(game, s, "planet planet-01")
    assert s.turn is not None and s.turn.sector == "5"
    s = act(game, s, "option top")
    assert s.players[seat].data == data and s.planets[0].cube
    assert s.planets[0].occupant == "dropship-zenor"
    assert decide(s).kind == "ability" and decide(s).items == ["cadet-04/0"]  # RV-COPY-02


def test_rv_arkship_06_control_copies_the_frigate(game: RevenantGame, s3: GameState) -> None:
    """RV-ARKSHIP-03 (Control), RV-ARKSHIP-06, RV-FRIGATE-07, RV-FRIGATE-08: Control returns
    the Frigate from its planet and resolves its effects, even with a Crew figure on it, without
    the Frigate's Hidden Influence."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    p = s.players[seat]
    p.frigate_sector, p.frigate_planet = "5", "planet-02"
    p.figures["cadet2"] = "frigate"
    s.planets[1].occupant = f"frigate:{seat}"
    s.ships["arkship-fenrax"].crew = ""
    hi = len(p.hi)
    s = act(game, s, "board cadet1 arkship-fenrax", "option 2")
    assert not s.players[seat].frigate_planet and not s.planets[1].occupant
    assert decide(s).kind == "frigate"
    assert len(s.players[seat].hi) == hi
