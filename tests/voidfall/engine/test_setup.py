"""Competitive setup on the bundled pack (VF-SETUP, VF-COMP, VF-MODE; data gaps D-01, D-02)."""

from __future__ import annotations

from typing import Any

import pytest

from domineum.voidfall.core.primitive import Ctx, primitive
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine.setup import STARTING_INFLUENCE, SetupError, choose_map
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Config, GameState, Phase, Step
from domineum.voidfall.model.terms import AGENDA_TYPES, FLEET_POWER_CUBES, NOBODY
from domineum.voidfall.rules import fleet, production
from domineum.voidfall.rules.views import HIDDEN
from tests.voidfall.engine.gamekit import bundled


def new(players: int = 2, seed: int = 1, **kw: Any) -> GameState:
    return bundled().new_game(Config(players=players, seed=seed, **kw))


def test_vf_setup_01_the_map_defines_sectors_homes_and_placements() -> None:
    """VF-SETUP-01: the scenario map gives the sectors, one Home per seat and their contents."""
    state = new(2, map="x01-2p")
    spec = bundled().content.maps["x01-2p"]
    assert [s.id for s in state.galaxy.sectors] == [s.id for s in spec.sectors]
    homes = {s.home_of: s.id for s in state.galaxy.sectors if s.home_of != NOBODY}
    assert homes == {ms.home_seat: ms.id for ms in spec.sectors if ms.home_seat >= 0}
    for ms in spec.sectors:
        sector = state.galaxy.sector(ms.id)
        assert sector.voidborn == ms.voidborn
        assert sector.glory == ms.glory


def test_vf_setup_02_bounty_and_reclaim_face_down_on_uncontrolled_sectors() -> None:
    """VF-SETUP-02: Bounty/Reclaim tokens lie only on sectors no player controls, face down."""
    state = new(3, seed=4)
    with_tokens = [s for s in state.galaxy.sectors if s.bounty or s.reclaim]
    assert with_tokens
    assert all(s.controller() == NOBODY for s in with_tokens)
    view = bundled().view(state, 0)
    for sector in with_tokens:
        seen = view.galaxy.sector(sector.id)
        assert set(seen.bounty + seen.reclaim) == {HIDDEN}


def test_vf_setup_03_glory_tokens_to_players_and_on_sectors() -> None:
    """VF-SETUP-03, D-01: each player gets the map's Glory for its first-Cycle position; the
    map's sectors hold their Glory tokens, face up (VF-COMP-05: both faces show the value)."""
    state = new(4, seed=9)
    spec = choose_map(bundled().content, 4, "")
    for position, seat in enumerate(state.board.turn_order):
        assert state.houses[seat].glory == [spec.starting_glory[position]]
    view = bundled().view(state, 1)
    assert [s.glory for s in view.galaxy.sectors] == [s.glory for s in state.galaxy.sectors]


def test_vf_setup_04_starting_agenda_in_the_leftmost_slot() -> None:
    """VF-SETUP-04, VF-AGENDA-07: four slots, the starting Agenda alone in the leftmost."""
    state = new(2, houses=("valnis", "belitan/b"))
    content = bundled().content
    for seat, origin in ((0, "valnis-a"), (1, "belitan-b")):
        agendas = state.houses[seat].agendas
        assert len(agendas) == 4
        assert agendas[0] == origin and content.agendas[origin].type == "starting"
        assert agendas[1:] == ["", "", ""]


def test_vf_setup_05_starting_technology_and_its_own_improved_card() -> None:
    """VF-SETUP-05, VF-TECH-10: the starting Technology is owned Basic; its Improved card is not in
    the common offer or deck, so only its owner can ever take it."""
    state = new(2, houses=("valnis", "belitan"))
    house = state.houses[0]
    assert house.technologies == {"shields": "basic"} and house.starting_technology == "shields"
    board = state.board
    assert "shields" not in board.improved_offer + board.improved_deck
    assert "shields" not in board.tech_piles


def test_vf_setup_06_home_population_and_control() -> None:
    """VF-SETUP-06, VF-SECTOR-05: the Home sector's Population comes from the Origin and the Home
    is its player's even without Fleet Power."""
    state = new(2, houses=("valnis", "belitan"))
    home = next(s for s in state.galaxy.sectors if s.home_of == 0)
    origin = bundled().content.houses["valnis"].origins[0]
    assert home.population == origin.home_population
    home.fleets.clear()
    assert home.controller() == 0


def test_vf_setup_07_origin_choice_sets_technology_agenda_and_production() -> None:
    """VF-SETUP-07, VF-PROD-06: ``house/b`` picks the second Origin; Valnis Origin A's starting
    Agenda raises Energy Production by 1."""
    a = new(2, houses=("valnis", "belitan"))
    b = new(2, houses=("valnis/b", "belitan"))
    assert a.houses[0].agendas[0] == "valnis-a" and b.houses[0].agendas[0] == "valnis-b"
    assert a.houses[0].starting_technology != b.houses[0].starting_technology
    content = bundled().content
    assert content.agendas["valnis-a"].production_bonus == ["energy"]
    without_guilds = production.level(a, content, 0, "energy") - sum(
        s.population
        for s in a.galaxy.controlled_by(0)
        for g in s.filled("guild")
        if g == "engineers"
    )
    assert without_guilds == 1
    with pytest.raises(SetupError, match="no Origin 'c'"):
        new(2, houses=("valnis/c", "belitan"))


@pytest.mark.parametrize(("players", "ladder"), [(2, [1] * 6), (3, [1, 1, 1, 1, 2, 2])])
def test_vf_setup_08_trade_tokens_on_the_ladder(players: int, ladder: list[int]) -> None:
    """VF-SETUP-08, T-05: one token per space with 2 players; stacks of two at the bottom with
    3-4 players."""
    state = new(players, seed=3)
    assert state.board.trade_ladder == ladder
    four = new(4, seed=3).board.trade_ladder
    assert four[-1] == 2 and four == sorted(four)


def test_vf_setup_09_one_event_deck_per_cycle() -> None:
    """VF-SETUP-09: a separate Galactic Event deck for each Cycle (Cycle 1's card is revealed)."""
    state = new(2, seed=5)
    content = bundled().content
    assert content.events[state.board.event].cycle == 1
    assert state.board.event_decks[0] == []  # the rest of Cycle 1's deck went to the box
    for cycle in (2, 3):
        deck = state.board.event_decks[cycle - 1]
        assert deck and {content.events[e].cycle for e in deck} == {cycle}


def test_vf_setup_10_agenda_board_one_face_up_card_per_type() -> None:
    """VF-SETUP-10, VF-AGENDA-16: one face-up Agenda per type beside its deck of the rest (8 per
    type in all)."""
    state = new(3, seed=8)
    content = bundled().content
    for agenda_type in AGENDA_TYPES:
        offer = state.board.agenda_offer[agenda_type]
        deck = state.board.agenda_decks[agenda_type]
        assert content.agendas[offer].type == agenda_type
        assert len(deck) + 1 == 8
        assert {content.agendas[a].type for a in deck} == {agenda_type}


def test_vf_setup_11_four_improved_technologies_under_the_block() -> None:
    """VF-SETUP-11, VF-TECH-10: four Improved cards face up, covered in Cycle 1."""
    state = new(2, seed=6)
    assert len(state.board.improved_offer) == 4 and state.board.improvement_block
    assert len(state.board.improved_deck) == 4


def test_vf_setup_13_fourteen_fleet_power_split() -> None:
    """VF-SETUP-13, VF-COMP-04: 14 FP per player: Inactive, Active and (by the Origin) deployed."""
    state = new(4, seed=2)
    for seat in state.seats:
        house = state.houses[seat]
        deployed = fleet.deployed(state, seat)
        assert house.fp_inactive + house.fp_active + deployed == FLEET_POWER_CUBES
        assert house.fp_inactive > 0 and house.fp_active > 0


def test_vf_setup_14_fallen_house_cards_on_fallen_house_sectors() -> None:
    """VF-SETUP-14, VF-SECTOR-04(C), VF-RESULT-12b: on every competitive map and with Houses
    drawn at random, each Fallen House sector holds the card of a House not in play, no card
    twice, both its Technologies on display, and no Fleet Power (seed 7 used to lay out
    Shiveus's card with Shiveus in play, and Zenor's twice with 4 players)."""
    content = bundled().content
    maps = [m for m in content.maps.values() if m.players >= 2 and not m.coop and not m.tutorial]
    assert len(maps) == 6
    for spec in maps:
        for seed in range(8):
            state = new(spec.players, seed=seed, map=spec.id)
            in_play = {h.house for h in state.houses}
            fallen = [s for s in state.galaxy.sectors if s.fallen_house]
            assert len(fallen) == sum(1 for ms in spec.sectors if ms.fallen_house)
            cards = [s.fallen_house for s in fallen]
            assert len(set(cards)) == len(cards), (spec.id, seed, cards)
            for sector in fallen:
                assert sector.fallen_house not in in_play, (spec.id, seed, sector.id)
                assert sector.fleet_power == 0 and sector.voidborn == 0
                house = sector.fallen_house
                techs = [
                    t.id
                    for t in content.technologies.values()
                    if t.house == house and not t.updates
                ]
                assert len(techs) == 2
                assert set(techs) <= set(state.board.tech_piles), (spec.id, seed, house)


def test_vf_setup_15_cycle_1_starts_at_preparation_step_4() -> None:
    """VF-SETUP-15, VF-PREP-03, D-02: Cycle 1 skips steps 0-3: no Trade token leaves, the Block
    stays, the Turn Order is drawn at random; the game opens on step 5, the Event's boxes."""
    orders = {tuple(new(4, seed=s).board.turn_order) for s in range(8)}
    assert len(orders) > 1
    state = new(3, seed=1, houses=("valnis", "belitan", "dunlork"))  # Origins without setup
    assert sum(state.board.trade_ladder) == 8 and state.board.improvement_block
    bottom = state.stack[0]
    assert isinstance(bottom, Phase) and bottom.name == "preparation" and bottom.stage == 5
    assert state.cycle == 1 and state.board.event


def test_vf_setup_12_and_vf_action_18_house_focus_cards_replace_standard_ones() -> None:
    """VF-SETUP-12, VF-ACTION-18: Innovation waits for Cycle 2; a House Focus card takes the
    place of the standard card it replaces."""
    state = new(2, houses=("astoran", "valnis"))
    hand = state.houses[0].focus_hand
    assert "astoran_conquest" in hand and "conquest" not in hand
    assert "innovation" not in hand and "innovation" in state.houses[0].focus_reserved
    assert "conquest" in state.houses[1].focus_hand


def test_vf_setup_starting_influence_is_its_own_line() -> None:
    """D-01: every House starts with the same Influence, recorded as 'starting'."""
    state = new(3, seed=2)
    assert {h.influence for h in state.houses} == {STARTING_INFLUENCE}
    assert all(h.influence_sheet == {"starting": STARTING_INFLUENCE} for h in state.houses)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_vf_mode_01_competitive_games_are_for_2_to_4_players(players: int) -> None:
    """VF-MODE-01, VF-MODE-06: 2-4 players compete; solo (1) is a mode of its own."""
    with pytest.raises(SetupError):
        new(players)
    for ok in (2, 3, 4):
        assert len(new(ok).houses) == ok


def test_vf_mode_02_other_modes_are_refused_not_mixed_in() -> None:
    """VF-MODE-02, VF-MODE-03: co-op and solo add their own components; a mode no extension
    provides is refused rather than played with competitive rules, and the solo mode (its own
    extension, modes/void) refuses a player count it does not serve."""
    with pytest.raises(SetupError, match="not available"):
        new(2, mode="cooperative")
    with pytest.raises(SetupError, match="a solo game is for exactly 1 player, not 2"):
        new(2, mode="solo")


def test_vf_comp_01_unlimited_glory_and_corruption_supply() -> None:
    """VF-COMP-01: Glory tokens and Corruption markers are never short: gaining one always
    works, however many are already out."""
    game = bundled()
    state = new(2, seed=3)
    state.houses[0].glory = [1] * 30
    push_step(state, game.content, 0, Effect("gain_glory", {"value": 5}), cost=False)
    assert state.houses[0].glory.count(5) == 1


def test_vf_comp_02_03_strictly_limited_trade_tokens_and_agendas() -> None:
    """VF-COMP-02, VF-COMP-03, VF-TRADE-08, VF-AGENDA-03: with no Trade token on the board, or no
    Agenda of a type left, the effect cannot be resolved."""
    game = bundled()
    state = new(2, seed=3)
    state.board.trade_ladder = [0] * 6
    for t in AGENDA_TYPES:
        state.board.agenda_offer[t] = ""
        state.board.agenda_decks[t] = []

    def refusal(op: str) -> str:
        frame = Step(seat=0, effect=Effect(op))
        why = primitive(op).refusal(Ctx(state, game.content, 0, frame))
        assert why is not None
        return why.rule

    assert refusal("gain_trade") == "VF-TRADE-08"
    assert refusal("gain_agenda") == "VF-AGENDA-03"
