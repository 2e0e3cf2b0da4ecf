"""Final Scoring (RV-END) and the Council (RV-TWOP)."""

from __future__ import annotations

import dataclasses

from domineum.kernel.game import clone
from domineum.revenant.content.schema import Agenda, Colony
from domineum.revenant.engine.phases import council_turn
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import PlanetSpot
from domineum.revenant.rules.scoring import score, winner

from .kit import start


def test_rv_end_05_house_scoring(game: RevenantGame) -> None:
    """RV-END-05, RV-INFL-09, RV-POWER-06 (T-RV-18): (4 steps + 2 Yarvek HI) x 3 ships = 18; a
    Colony featuring Yarvek makes it 6 x 4 = 24."""
    s = start(game, players=3, seed=61)
    p = s.players[0]
    p.influence = {h: 0 for h in p.influence}
    p.influence["yarvek"] = 4
    p.hi = ["hi-yarvek-1", "hi-yarvek-2"]
    assert score(s, game.content, p).parts["houses"] == 18
    s.colony = "colony-yarvek"
    assert score(s, game.content, p).parts["houses"] == 24


def test_rv_end_03_14_full_scoring(game: RevenantGame) -> None:
    """RV-END-04, RV-END-06, RV-END-07, RV-END-09, RV-END-10, RV-END-12, RV-END-14, RV-CORRUPT-11,
    RV-AGENDA-05, RV-CAPT-07 (T-RV-29): 4 + 16 + 10 + 6 + 0 + 6 + 4 + 4 + 4 + 2 - 4 = 52."""
    colony = Colony(
        id="colony-zenor",
        name="Fixture",
        house="zenor",
        cost=2,
        metric="rank",
        at_least=0,
        prestige=4,
    )
    agendas = {
        "personal-x": Agenda(id="personal-x", kind="personal", name="x", metric="rank", at_least=2),
        "fleet-x": Agenda(id="fleet-x", kind="fleet", name="y", metric="ships:shuttle", at_least=3),
    }
    content = dataclasses.replace(
        game.content,
        colonies={**game.content.colonies, colony.id: colony},
        agendas={**game.content.agendas, **agendas},
    )
    s = start(RevenantGame(content), players=3, seed=62)
    s.ships["dropship-fenrax"].sector = ""
    s.colony = colony.id
    p = s.players[0]
    p.influence = {h: 0 for h in p.influence}
    p.influence.update(zenor=3, fenrax=5)
    p.hi = ["hi-zenor-1"]
    p.personal_agenda, p.fleet_agenda = "personal-x", "fleet-x"
    p.cadet_cards = [["cadet-01", "cadet-02"], ["cadet-03"]]
    p.frigate_cards = ["frigate-01", "frigate-02"]
    p.commands = ["command-01", "command-02", "command-03", "command-04"]
    p.rank = 2
    p.pool, p.stuck = {"material": 7}, {"2:science": 2}
    p.corrupted = [False, False, True, False, True]
    p.residue = 2
    result = score(s, content, p)
    assert result.parts == {
        "colony": 4,
        "houses": 26,
        "personal agenda": 6,
        "fleet agenda": 0,
        "cadet cards": 6,
        "frigate cards": 4,
        "captain rank": 4,
        "command cards": 4,
        "resources": 2,
        "corruption": -4,
    }
    assert result.total == 52


def test_rv_end_13_tie_goes_to_turn_order(game: RevenantGame) -> None:
    """RV-END-13 (T-RV-30): equal Prestige: the earlier in turn order (B, A) wins."""
    s = start(game, players=2, seed=63)
    scores = [score(s, game.content, p) for p in s.players]
    scores[0].total = scores[1].total = 52
    s.order = [1, 0]
    assert winner(s, scores) == 1
    s.order = [0, 1]
    assert winner(s, scores) == 0


def test_rv_twop_04_06_council_turn(game: RevenantGame) -> None:
    """RV-TWOP-04, RV-TWOP-05, RV-TWOP-06, RV-TWOP-07, RV-TWOP-08, RV-TWOP-11 (T-RV-19): Arkship
    occupied -> the Dropship, landing clockwise first (Sector 8) and discarding the cube."""
    s = clone(start(game, players=2, seed=64))
    for ship in s.ships.values():
        ship.crew, ship.planet = "", ""
    s.ships["arkship-yarvek"].crew = "0:cadet1"
    s.ships["dropship-yarvek"].sector = "7"
    s.planets = [PlanetSpot(card="planet-01", sector="6"), PlanetSpot(card="planet-02", sector="8")]
    s.council_deck.append("hi-yarvek-1")
    players = clone(s).players
    council_turn(s, game.content)
    assert s.ships["dropship-yarvek"].crew == "council"
    assert s.ships["dropship-yarvek"].planet == "planet-02"
    assert s.planets[1].occupant == "dropship-yarvek" and not s.planets[1].cube
    assert s.planets[0].cube and not s.planets[0].occupant
    assert s.players == players  # the Council gains nothing
    s.ships["arkship-yarvek"].crew = ""
    s.council_deck.append("hi-yarvek-2")
    council_turn(s, game.content)
    assert s.ships["arkship-yarvek"].crew == "council"
