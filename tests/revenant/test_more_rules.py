"""More rules: abilities, maneuvers, Skirmish edges, Failure timing, Final Scoring details."""

from __future__ import annotations

import pytest

from domineum.kernel.game import clone
from domineum.revenant.core.stack import settle
from domineum.revenant.engine.abilities import activate_effects
from domineum.revenant.engine.phases import damage_revenant
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Frame, GameState
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.scoring import score

from .kit import act, decide, frame_state, fresh_turn, notations, start


@pytest.fixture
def s3(game: RevenantGame) -> GameState:
    return start(game, players=3, seed=81)


def _only(s: GameState, keep: dict[str, str]) -> None:
    for ship in s.ships.values():
        ship.sector, ship.crew, ship.planet = keep.get(ship.id, ""), "", ""


def test_rv_abil_04_05_right_after_with_a_condition(game: RevenantGame, s3: GameState) -> None:
    """RV-ABIL-02, RV-ABIL-04, RV-ABIL-05, RV-ABIL-06 (T-RV-08): Tactician's top ability comes
    right after the Crew action only at 8+ Tactics, before Gain Corruption, and is optional."""
    seat = s3.stack[-1].seat
    for tactics, offered in ((7, False), (8, True)):
        s = clone(s3)
        _only(s, {"fighter-belitan": "6", "arkship-zenor": "3"})
        s.voidborn = {}
        p = s.players[seat]
        p.cadet_cards, p.tactics = [["cadet-01"], []], tactics
        s = act(game, s, "board cadet1 fighter-belitan", "done")
        assert (decide(s).kind == "ability") is offered
        if offered:
            assert decide(s).arg == "crew_after" and "done" in notations(game, s)
            assert s.turn is not None and s.turn.step == "corruption"


def test_rv_capt_03_basic_ability_only_with_the_captain(game: RevenantGame, s3: GameState) -> None:
    """RV-CAPT-03, RV-CREW-04, RV-ABIL-01: the Captain's basic and progressive abilities apply on a
    turn the Captain is used, not with a Cadet."""
    seat = s3.stack[-1].seat
    profile = game.content.crews[s3.players[seat].crew]
    s = clone(s3)
    _only(s, {"fighter-belitan": "6"})
    s.voidborn = {}
    s = act(game, s, "board captain fighter-belitan", "done")
    refs = set()
    while decide(s).kind == "ability":
        refs |= set(decide(s).items)
        s = act(game, s, "done")
    assert "progressive" in refs
    assert ("basic" in refs) == (profile.basic.trigger == "crew_after")
    t = clone(s3)
    _only(t, {"fighter-belitan": "6"})
    t.voidborn = {}
    t = act(game, t, "board cadet2 fighter-belitan", "done")
    assert decide(t).kind != "ability"


def test_rv_bonus_07_activate(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-07, RV-ABIL-07, RV-CAPT-04, RV-BONUS-01: Activate resolves the Crew board's
    Activate ability and every Activate Frigate card, whoever was used."""
    seat = s3.order[0]
    s = clone(s3)
    p = s.players[seat]
    p.crew = "crew-1a"
    card = next(
        c
        for c in game.content.ops.values()
        if c.type == "frigate"
        and c.abilities[0].trigger == "activate"
        and c.abilities[0].effects[0].op == "gain"
    )
    p.frigate_cards = [card.id]
    assert game.content.crews["crew-1a"].activate[0].op == "gain"
    effects = activate_effects(game.content, p)
    assert effects == [*game.content.crews["crew-1a"].activate, *card.abilities[0].effects]
    p.corrupted = [False] * 5
    p.pool = {}
    s = frame_state(game, s, Frame("turn_bonus", seat))
    s = act(game, s, "bonus activate")
    want: dict[str, int] = {}
    for e in effects:
        want[e.arg] = want.get(e.arg, 0) + e.n
    assert s.players[seat].pool == want


def test_rv_bonus_08_gain_and_rv_res_03_any_resource(game: RevenantGame, s3: GameState) -> None:
    """RV-BONUS-08, RV-RES-01, RV-RES-03: Gain 1 resource of any of the 4 types."""
    seat = s3.order[0]
    s = clone(s3)
    s.players[seat].corrupted = [False] * 5
    s = frame_state(game, s, Frame("turn_bonus", seat))
    s = act(game, s, "bonus gain")
    assert sorted(notations(game, s)) == [
        "resource energy",
        "resource material",
        "resource neutronium",
        "resource science",
    ]
    s = act(game, s, "resource energy")
    assert s.players[seat].pool["energy"] == 2


def test_rv_move_01_03_maneuver_steps(game: RevenantGame, s3: GameState) -> None:
    """RV-MOVE-01, RV-MOVE-02, RV-MOVE-03, RV-MOVE-08, RV-SHIP-12, RV-MOVE-10: a maneuver is 1
    step to an adjacent sector; an extra-move ability adds a step; an inner sector needs a step
    left to leave it; the Crew figure moves with its ship; Arkships never move."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    _only(s, {"fighter-belitan": "3", "arkship-zenor": "3"})
    s.voidborn = {}
    s = act(game, s, "board cadet1 fighter-belitan")
    assert sorted(notations(game, s)) == ["attack", "done", "move 2", "move 4"]
    s2 = clone(s3)
    _only(s2, {"fighter-belitan": "3"})
    s2.voidborn = {}
    s2.players[seat].frigate_cards = ["frigate-05"]  # extra_move 1 on maneuvers
    assert game.content.ops["frigate-05"].abilities[0].trigger == "maneuver"
    s2 = act(game, s2, "board cadet1 fighter-belitan", "move 2", "use frigate-05/0")
    assert decide(s2).kind == "fighter" and decide(s2).n == 1
    assert "move i1" not in notations(game, s2)  # no step would be left to leave it
    s2 = act(game, s2, "move 1")
    assert s2.ships["fighter-belitan"].sector == "1"
    assert s2.ships["fighter-belitan"].crew == f"{seat}:cadet1" and s2.turn is not None
    assert s2.turn.sector == "1"
    assert not any("arkship" in n for n in notations(game, s2) if n.startswith("move"))


def test_rv_skirm_12_13_every_outer_sector_in_order(game: RevenantGame, s3: GameState) -> None:
    """RV-SKIRM-01, RV-SKIRM-02, RV-SKIRM-12, RV-SKIRM-13, RV-SHIELD-04: sectors 1 to 8 in order;
    Shields go even where no Voidborn attack; inner sectors are never skirmished; then Refresh."""
    s = clone(s3)
    s.voidborn = {}
    s.shields = {"2": 1, "8": 2}
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step, s.skirmish_sector = "skirmish", "sector", 0
    top = s.display_top
    settle(s, game.content)
    assert not s.shields and s.phase == "rift" and s.display_bottom == top


def test_rv_skirm_10_revenant_damage_spreads_no_rift_corruption(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-SKIRM-08, RV-SKIRM-10, RV-SHIELD-03: with no House ship in a Rift sector the damage
    goes to the Revenant and no Corruption spreads."""
    s = clone(s3)
    _only(s, {})
    s.voidborn, s.shields, s.rifts = {"1": 3}, {"1": 1}, ["1"]
    s.revenant_damage = 0
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step, s.skirmish_sector = "skirmish", "sector", 0
    settle(s, game.content)
    assert s.revenant_damage == 2 and not any(x.corrupted for x in s.ships.values())


def test_rv_fail_08_cycle_one_second_failure(game: RevenantGame, s3: GameState) -> None:
    """RV-FAIL-08 (B8), RV-FAIL-02, RV-FAIL-03: in Cycle 1 only the top card is shown; a second
    6th damage resolves it again, then the Revenant takes no more markers."""
    s = clone(s3)
    assert s.display_bottom == "" and s.display_top
    s.revenant_damage = 5
    damage_revenant(s, game.content)
    s.revenant_damage = 5
    damage_revenant(s, game.content)
    assert s.tucked == [s.display_top, s.display_top] and s.revenant_sealed


def test_rv_fail_11_12_14_15_timing(game: RevenantGame, s3: GameState) -> None:
    """RV-FAIL-11, RV-FAIL-12, RV-FAIL-14, RV-FAIL-15, RV-ROUND-05: Revenant damage stays across
    Cycles; the resolved marks and the seal end with the Cycle; Cycle 4 has no Refresh."""
    s = clone(s3)
    s.revenant_damage, s.tucked, s.revenant_sealed = 3, ["hull-1"], True
    s.stack, s.turn = [], None
    s.phase, s.step, s.cycle = "action", "", 2
    settle(s, game.content)
    assert s.revenant_damage == 3 and s.tucked == [] and not s.revenant_sealed
    t = clone(s3)
    t.cycle, t.display_top, t.display_bottom = 4, "core-1", "hull-3"
    t.stack, t.turn, t.sequence, t.voidborn = [], None, [], {}
    t.phase, t.step, t.skirmish_sector = "skirmish", "refresh", 8
    settle(t, game.content)
    assert (t.display_top, t.display_bottom) == ("core-1", "hull-3")
    assert t.phase in ("final", "over")


def test_rv_end_02_final_tactics_rewards(game: RevenantGame, s3: GameState) -> None:
    """RV-END-02, RV-END-01, RV-TACT-07 (B23): at Final Scoring 8+ Tactics gains Hidden
    Influence and 11+ also a House's Influence, without moving the markers."""
    s = clone(s3)
    a, b, c = s.order
    s.players[a].tactics, s.players[b].tactics, s.players[c].tactics = 11, 8, 2
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step, s.cycle = "final", "", 4
    hi = [len(s.players[x].hi) for x in (a, b, c)]
    steps = [sum(s.players[x].influence.values()) for x in (a, b, c)]
    settle(s, game.content)
    while s.phase != "over":
        s = game.apply(s, game.legal_ids(s)[0])
    assert [len(s.players[x].hi) - h for x, h in zip((a, b, c), hi, strict=True)] == [1, 1, 0]
    gained = [
        sum(s.players[x].influence.values()) - n for x, n in zip((a, b, c), steps, strict=True)
    ]
    assert gained == [1, 0, 0]
    assert [s.players[x].tactics for x in (a, b, c)] == [11, 8, 2]
    assert len(s.scores) == 3 and s.winner in (a, b, c)


def test_rv_end_08_11_what_scores_nothing(game: RevenantGame, s3: GameState) -> None:
    """RV-END-08, RV-END-11, RV-OPS-15, RV-END-10: Operation cards in hand, Discovery Data, Void
    Residue and Tactics score nothing; resources score 1 per 4."""
    s = clone(s3)
    p = s.players[0]
    p.personal_agenda = p.fleet_agenda = ""  # (an authored Agenda may count Tactics)
    base = score(s, game.content, p).total
    p.hand += ["cadet-10", "cadet-11"]
    p.data, p.residue, p.tactics = 2, 2, 12
    assert score(s, game.content, p).total == base
    p.pool = {"material": 8}
    p.stuck = {}
    assert score(s, game.content, p).parts["resources"] == 2


def test_rv_colony_04_05_and_agendas(game: RevenantGame, s3: GameState) -> None:
    """RV-COLONY-01, RV-COLONY-04, RV-COLONY-05, RV-AGENDA-03, RV-AGENDA-04, RV-AGENDA-05,
    RV-END-06: without a Colony there is no Colony score and no Power bonus; a Colony scores for
    every player meeting it; Agendas give 6 or nothing."""
    s = clone(s3)
    p0, p1 = s.players[0], s.players[1]
    s.colony = ""
    assert score(s, game.content, p0).parts["colony"] == 0
    col = next(c for c in game.content.colonies.values() if c.metric == "rank")
    s.colony = col.id
    p0.rank, p1.rank = col.at_least, col.at_least
    assert score(s, game.content, p0).parts["colony"] == col.prestige
    assert score(s, game.content, p1).parts["colony"] == col.prestige
    fleet = game.content.agendas[p0.fleet_agenda]
    assert score(s, game.content, p0).parts["fleet agenda"] in (0, 6)
    assert fleet.metric.startswith("ships:")


def test_rv_res_06_corrupt_01_08_10_basics(game: RevenantGame, s3: GameState) -> None:
    """RV-RES-06, RV-RES-08, RV-RES-09, RV-CORRUPT-01, RV-CORRUPT-02, RV-CORRUPT-08,
    RV-CORRUPT-09, RV-CORRUPT-10: 12 Resource spaces in 5 Compartments (4 + 2 x 4), 4 Corruption
    spaces; Corruption starts on the rightmost; Shuttles take none; nothing to contain does
    nothing."""
    s = clone(s3)
    p = s.players[0]
    assert p.corrupted == [False, False, False, False, True]
    p.corrupted = [False] * 5
    assert eco.capacity(p) == 12 and eco.free_corruption_spaces(p) == [1, 2, 3, 4]
    for ship in s.ships.values():
        ship.corrupted = False
    assert eco.contain_sources(s, 0) == []
    s.ships["shuttle-zenor"].sector = "2"
    s.ships["fighter-zenor"].corrupted = True
    assert eco.contain_sources(s, 0) == ["fighter-zenor"]
    eco.pay(p, {"material": 1})
    assert "material" not in p.pool


def test_rv_ship_16_18_deploy_outer_only_frigates_never_damaged(
    game: RevenantGame, s3: GameState
) -> None:
    """RV-SHIP-16, RV-SHIP-18, RV-FRIGATE-06, RV-SHIP-10, RV-SHIP-14: deploys go to outer
    sectors; a Frigate is never a damage target and any number share a sector; "except an
    Arkship" excludes Arkships."""
    from domineum.revenant.engine.vessels import deploy_choices

    s = clone(s3)
    s.ships["arkship-zenor"].sector = ""
    s.ships["fighter-zenor"].sector = ""
    sectors = {c.values[1] for c in deploy_choices(s, game.content, [])}
    assert sectors <= set(game.content.board.outer)
    assert not any(
        c.values[0].startswith("arkship") for c in deploy_choices(s, game.content, ["no_arkship"])
    )
    for p in s.players:
        p.frigate_sector = "2"
    s.voidborn = {"2": 2}
    _only(s, {})
    s.stack, s.turn, s.sequence = [], None, []
    s.phase, s.step, s.skirmish_sector = "skirmish", "sector", 1
    settle(s, game.content)
    assert s.revenant_damage >= 2  # no House ship: the Revenant, never the Frigates


def test_rv_turn_04_shuttles_cannot_be_boarded(game: RevenantGame, s3: GameState) -> None:
    """RV-TURN-04 (B3), RV-SHIP-01: Shuttles and Voidborn ships have no Crew space."""
    seat = s3.stack[-1].seat
    s = clone(s3)
    s.ships["shuttle-zenor"].sector = "2"
    s = fresh_turn(game, s, seat)
    assert not any("shuttle" in n for n in notations(game, s))
