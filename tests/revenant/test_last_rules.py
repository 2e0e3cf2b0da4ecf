"""The last rules with an engine or content effect: Arkship option shape, Revenant spaces,
Crew and Frigate boards, Hidden Influence edges, component counts kept in the pack."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.content.schema import SHIP_CLASSES
from domineum.revenant.engine.effects import fleet_effect
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.effect import Effect
from domineum.revenant.model.state import FIGURES, Config, Frame, GameState
from domineum.revenant.rules import economy as eco

from .kit import act, decide, frame_state, fresh_turn, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=101)


def test_rv_arkship_01_02_04_08_option_shape(game: RevenantGame, s3: GameState) -> None:
    """RV-ARKSHIP-01, RV-ARKSHIP-02, RV-ARKSHIP-04, RV-ARKSHIP-08: two options, one resolved;
    Arkships never move; Provision options trigger Provision abilities; Belitan's Provision needs
    2 spendable resources."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.ships["arkship-belitan"].crew = ""
    s.players[seat].pool = {"energy": 1}
    s.players[seat].frigate_cards = ["frigate-04"]  # a Provision-triggered ability
    assert game.content.ops["frigate-04"].abilities[0].trigger == "provision"
    t = act(game, s, "board cadet1 arkship-belitan")
    assert notations(game, t) == ["option 2", "done"]  # Provision (spend 2) is not possible
    s.players[seat].pool = {"energy": 2}
    t = act(game, s, "board cadet1 arkship-belitan")
    assert sorted(notations(game, t)) == ["done", "option 1", "option 2"]
    t = act(game, t, "option 1")
    assert decide(t).kind == "ability" and decide(t).arg == "provision"
    t = act(
        game,
        t,
        "done",
        "pay energy",
        "pay energy",
        "resource science",
        "resource science",
        "resource science",
    )
    assert t.players[seat].pool == {"science": 3}
    assert t.ships["arkship-belitan"].sector == s3.ships["arkship-belitan"].sector


def test_rv_revenant_01_07_08_16_17_spaces_and_tokens(game: RevenantGame, s3: GameState) -> None:
    """RV-REVENANT-01, RV-REVENANT-07, RV-REVENANT-08, RV-REVENANT-16, RV-REVENANT-17 (B31)
    (T-RV-35): two spaces; a Core card's bottom effect cannot be covered; with both tokens used
    (or no card without one) step 2 is skipped."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.players[seat].pool = {"energy": 1, "material": 1, "neutronium": 3}
    s = fresh_turn(game, s, seat)
    spaces = {
        n.split()[-1] for n in notations(game, s) if n.split()[-1] in ("reinforce", "hypercharge")
    }
    assert spaces == {"reinforce", "hypercharge"}
    c = clone(s3)
    c.display_top, c.display_bottom, c.protection = "core-1", "hull-2", {"hull-2": "top"}
    t = frame_state(game, c, Frame("protect", seat))
    assert t.protection == {"hull-2": "top", "core-1": "top"}  # the only legal choice, taken
    c.protection = {"hull-2": "top", "hull-3": "bottom"}
    t = frame_state(game, c, Frame("protect", seat))
    assert t.protection == c.protection and decide(t).kind == "turn_board"
    c.protection = {"hull-2": "top", "core-1": "top"}
    c.display_top = "core-1"
    t = frame_state(game, c, Frame("protect", seat))
    assert decide(t).kind == "turn_board"


def test_rv_crew_01_03_capt_01_frigate_01_09_boards(game: RevenantGame, s3: GameState) -> None:
    """RV-CREW-01, RV-CREW-02, RV-CREW-03, RV-CAPT-01, RV-FRIGATE-01, RV-FRIGATE-09,
    RV-BONUS-09, RV-COMP-08, RV-COMP-10, RV-COMP-12: 3 figures (Captain + 2 Cadets), 4
    double-sided Crew boards, 2 Cadet cards per Cadet, Rank 0–3 from 0; 4 Frigate boards with 5
    Compartments (each Bonus action once), 4 slot bonuses, 3 Void Residue spaces."""
    c = game.content
    assert len({p.board for p in c.crews.values()}) == 4 and len(c.crews) == 8
    assert all(len(f.bonuses) == 5 and len(f.slot_bonuses) == 4 for f in c.frigates.values())
    for p in s3.players:
        assert tuple(p.figures) == FIGURES and p.rank == 0
        assert p.cadet_cards == [[], []]
    seat = s3.order[0]
    s = clone(s3)
    s.players[seat].cadet_cards = [["cadet-01", "cadet-02"], ["cadet-03", "cadet-04"]]
    s.players[seat].hand = ["cadet-05"]
    s.players[seat].pool = {"material": 4, "energy": 4, "science": 4}
    t = frame_state(game, s, Frame("play", seat))
    assert decide(t).kind == "turn_board"  # no Cadet slot left
    assert sum(1 for n in notations(game, fresh_turn(game, s3, seat)) if n.endswith("frigate")) == 3


def test_rv_hi_03_05_07_hidden_influence_edges(game: RevenantGame, s3: GameState) -> None:
    """RV-HI-03, RV-HI-05, RV-HI-07 (B28), RV-DATA-01: no hand limit; a short deck gives what it
    has; an empty one gives nothing."""
    seat = s3.order[0]
    s = clone(s3)
    s.players[seat].hi = [f"hi-zenor-{k}" for k in range(1, 10)] + ["hi-fenrax-1"]
    s.players[seat].rank = 3
    s.hi_deck = s.hi_deck[:2]
    t = frame_state(game, s, Frame("effects", seat))
    eco.gain_hidden_influence(t, game.content, seat)
    assert len(decide(t).items) == 2
    t = game.apply(t, game.legal_ids(t)[0])
    assert len(t.players[seat].hi) == 11
    t.hi_deck = []
    before = len(t.stack)
    eco.gain_hidden_influence(t, game.content, seat)
    assert len(t.stack) == before


def test_rv_infl_01_08_public_tracks(game: RevenantGame, s3: GameState) -> None:
    """RV-INFL-01, RV-INFL-08: 7 tracks of steps 0–8, visible to every seat."""
    s = clone(s3)
    s.players[1].influence["zenor"] = 6
    view = game.view(s, 0)
    assert view.players[1].influence == s.players[1].influence
    assert len(view.players[1].influence) == 7


def test_rv_corrupt_13_fleet_corruption(game: RevenantGame, s3: GameState) -> None:
    """RV-CORRUPT-13, RV-CORRUPT-08, RV-FAIL-09: House ships gain Corruption from Failure cards
    (and Rifts); Shuttles never."""
    s = clone(s3)
    s.ships["shuttle-zenor"].sector = "2"
    fleet_effect(s, game.content, Effect("corrupt_class", "fighter"))
    assert all(x.corrupted for x in s.ships.values() if x.cls == "fighter" and x.sector)
    fleet_effect(s, game.content, Effect("corrupt_class", "shuttle"))
    assert not s.ships["shuttle-zenor"].corrupted


def test_rv_turn_10_18_forfeit_and_the_b4_option(game: RevenantGame) -> None:
    """RV-TURN-10, RV-TURN-18 (B4): optional effects can be forfeited ('done'); containing the
    boarded ship's Corruption during the Crew action avoids Gain Corruption by default, not with
    the option contain_avoids_corruption=no."""
    for avoid, gains in ((True, False), (False, True)):
        s = game.new_game(Config(players=3, seed=5, contain_avoids_corruption=avoid))
        while s.phase == "setup":
            s = game.apply(s, game.legal_ids(s)[0])
        seat = s.stack[-1].seat
        s = clone(s)
        s.ships["arkship-novaris"].crew, s.ships["arkship-novaris"].corrupted = "", True
        for x in s.ships.values():
            if x.id != "arkship-novaris":
                x.corrupted = False
        s.players[seat].corrupted = [False, False, False, False, True]
        s = act(game, s, "board cadet1 arkship-novaris", "option 1")  # Recon: draw 2, contain 1
        while decide(s).kind == "draw":
            s = act(game, s, "draw command")
        while decide(s).kind == "hand_limit":
            s = game.apply(s, game.legal_ids(s)[0])
        if decide(s).kind == "contain":
            s = act(game, s, "contain arkship-novaris")
        while decide(s).kind == "ability":
            s = act(game, s, "done")
        assert (decide(s).kind == "corrupt") is gains


def test_rv_comp_counts_in_the_engine(game: RevenantGame) -> None:
    """RV-COMP-05, RV-COMP-06, RV-COMP-16, RV-COMP-17, RV-COMP-18, RV-COMP-19, RV-COMP-20,
    RV-COMP-21, RV-COMP-22, RV-COMP-23, RV-COMP-24, RV-COMP-26, RV-COMP-27, RV-COMP-36,
    RV-AGENDA-01, RV-PLANET-04, RV-PLANET-06, RV-RIFT-08, RV-END-03: the counts the engine
    uses."""
    c = game.content
    s = game.new_game(Config(players=4, seed=1))
    assert all(sum(x.cls == cls for x in s.ships.values()) == 7 for cls in SHIP_CLASSES)
    assert len(s.phase_skip) == 3 and len(s.order) == 4 and len(s.players) == 4
    sup = c.board.supply
    assert (sup["voidborn"], sup["shields"], sup["data"], sup["resource_each"]) == (32, 12, 15, 20)
    assert sup["protection_tokens"] == 2 and len(c.board.setup_rifts) == 4
    assert sorted(c.board.rift_dice) == ["1-2", "3", "4"]
    assert len(c.agendas) == 13 and len(c.planets) == 29
    assert all(p.mine in ("top", "bottom") for p in c.planets.values())
    with pytest.raises(ValueError):
        game.new_game(Config(players=5, seed=1))


def test_rv_corrupt_06_restricted_containment(game: RevenantGame, s3: GameState) -> None:
    """RV-CORRUPT-06, RV-CORRUPT-05: some effects contain only from the Frigate board
    (``contain_own``) or only from a House ship (``contain_ship``)."""
    seat = s3.order[0]
    s = clone(s3)
    s.ships["fighter-zenor"].corrupted = True
    for kind, want in (
        ("contain_own", ["contain c5"]),
        ("contain_ship", ["contain fighter-zenor"]),
        ("contain", None),
    ):
        t = frame_state(game, s, Frame("effects", seat, effects=[Effect(kind, "", 1)]))
        if want is None:
            assert {"contain c5", "contain fighter-zenor"} <= set(notations(game, t))
        else:
            assert decide(t).kind == "turn_board"  # the one source was contained at once
            if kind == "contain_own":
                assert not t.players[seat].corrupted[4] and t.ships["fighter-zenor"].corrupted
            else:
                assert t.players[seat].corrupted[4] and not t.ships["fighter-zenor"].corrupted


def test_rv_combat_01_07_deterministic_and_only_in_skirmish(game: RevenantGame) -> None:
    """RV-COMBAT-01, RV-COMBAT-07: attacks use no chance; Voidborn ships damage House ships only
    in the Skirmish phase (checked over random games)."""
    from domineum.kernel.rng import Rng

    for seed in range(6):
        s = game.new_game(Config(players=seed % 4 + 1, seed=seed))
        rng = Rng.seeded(seed)
        while game.current_seat(s) is not None:
            ids = game.legal_ids(s)
            action = ids[rng.below(len(ids))]
            before = {x.id: x.damage for x in s.ships.values()}
            phase, chance = s.phase, s.rng.state
            notation = game.action_space.notation(action)
            s = game.apply(s, action)
            if notation == "attack":
                assert s.rng.state == chance
            grew = [x.id for x in s.ships.values() if x.damage > before[x.id]]
            if grew:
                assert phase == "skirmish" or s.phase == "skirmish", (notation, grew)


def test_rv_ship_06_adjacent_icon_and_any_sector(game: RevenantGame, s3: GameState) -> None:
    """RV-SHIP-06, RV-ARKSHIP-05: effects resolve in your sector by default; with the "adjacent"
    icon also in the sectors next to it; "any sector" effects anywhere (outer)."""
    seat = s3.order[0]
    s = clone(s3)
    s.voidborn = {str(k): 1 for k in range(1, 9)}
    for op, want in (
        ("destroy", {"3"}),
        ("destroy_adjacent", {"2", "3", "4"}),
        ("destroy_any", {str(k) for k in range(1, 9)}),
    ):
        t = frame_state(game, s, Frame("effects", seat, effects=[Effect(op, "", 1)]), sector="3")
        assert {n.split()[1] for n in notations(game, t) if n.startswith("sector")} == want
