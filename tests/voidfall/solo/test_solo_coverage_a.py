"""Solo rules of the digest's sections 5.1-5.23 checked in a game against the Void: the common
setup as the solo game does it, the Crisis board's spaces, ongoing Crises, Preferred Focus
actions, the Actions step, Foresee (issue 16)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.engine import flow
from domineum.voidfall.engine.cleanup import TRADE_STEP
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import (
    ChooseAction,
    Cleanup,
    Config,
    GameState,
    Phase,
    Step,
    TurnState,
)
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.model.void import FREE, HARBINGER
from domineum.voidfall.modes.void import board, refuges
from domineum.voidfall.rules import civilization, scoring, sectors
from domineum.voidfall.rules.production import OVERPRODUCTION_INFLUENCE
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def _solo(house: str = "", seed: int = 1, difficulty: str = "easy") -> GameState:
    houses = (house,) if house else ()
    config = Config(
        players=1, mode="solo", seed=seed, houses=houses, options=(f"difficulty={difficulty}",)
    )
    return solokit.game().new_game(config)


def _acting(state: GameState, focus: str, taken: list[str] | None = None) -> GameState:
    """Seat 0 in the Actions step of ``focus`` (after ``taken``), at a Focus Selection's
    round."""
    state = solokit.to_selection(state)
    state.turn = TurnState(seat=0, focus=focus, taken=list(taken or []))
    state.stack[-1] = ChooseAction(seat=0)
    return state


def _current(state: GameState, crisis: str) -> None:
    v = solokit.void(state)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = solokit.take_crisis(state, crisis)


# --- COMP, ALERT: what a solo game plays with ------------------------------------------------


def test_vf_solo_comp_06_heroic_cards_not_joint_cards() -> None:
    """VF-SOLO-COMP-06, VF-SOLO-SETUP-18: a solo game uses the 10 Heroic Focus cards (3 in the
    display, the rest in the Heroic deck) and none of the Joint (co-op) Focus cards; the
    player's own Focus cards are the House's."""
    state = solokit.new("easy", 6)
    v = solokit.void(state)
    p = CONTENT.void
    assert p is not None
    dealt = [*v.heroic_display, *v.heroic_deck, *v.boxed]
    heroic = [c for c in dealt if c in p.heroic]
    assert len(v.heroic_display) == 3 and all(c in p.heroic for c in v.heroic_display)
    assert sorted(heroic) == sorted(p.heroic)
    assert not any(c in p.joint for c in [*dealt, *state.houses[0].focus_hand])
    coop = solokit.game().new_game(
        Config(players=2, mode="coop", seed=6, options=("difficulty=easy",))
    )
    assert all(c in p.joint for c in solokit.void(coop).heroic_display)


def test_vf_solo_alert_01_the_25_alert_cards() -> None:
    """VF-SOLO-ALERT-01: 25 Alert cards, 6 Situations of tier I, 7 of tier II, 4 of tier III and
    8 War cards; a solo game holds every one of them somewhere (deck, piles, box)."""
    p = CONTENT.void
    assert p is not None
    kinds = Counter(a.tier if a.kind == "situation" else "war" for a in p.alerts.values())
    assert kinds == {"1": 6, "2": 7, "3": 4, "war": 8}
    v = solokit.void(solokit.new("hard", 3))
    held = [
        *v.alert_deck,
        *v.alert_discard,
        *v.war_pile,
        *(a for pile in v.situation_piles.values() for a in pile),
        *(a for a in v.boxed if a in p.alerts),
        *([v.alert] if v.alert else []),
    ]
    assert sorted(held) == sorted(p.alerts)


# --- SETUP: the common setup in a solo game --------------------------------------------------


def test_vf_solo_setup_02_one_trade_token_per_space() -> None:
    """VF-SOLO-SETUP-02: the Trade track holds exactly 1 Trade token per space of the solo map's
    ladder (GAP-16: the ladder is map data)."""
    state = solokit.new("easy", 2)
    ladder = CONTENT.maps["c011"].trade_ladder
    assert ladder and state.board.trade_ladder == [1] * len(ladder)


def test_vf_solo_setup_03_agenda_display_one_offer_per_type() -> None:
    """VF-SOLO-SETUP-03 (AMB-03): 4 face-down Agenda decks by type, the top card of each face
    up beside it; every offer is of its deck's type and no longer in the deck."""
    state = solokit.new("easy", 2)
    offer = state.board.agenda_offer
    assert sorted(offer) == ["dominance", "might", "support", "wealth"]
    for kind, agenda in offer.items():
        assert CONTENT.agendas[agenda].type == kind
        assert agenda not in state.board.agenda_decks[kind]
        assert all(CONTENT.agendas[a].type == kind for a in state.board.agenda_decks[kind])


def test_vf_solo_setup_05_bounty_and_reclaim_piles_shuffled_apart() -> None:
    """VF-SOLO-SETUP-05: the Bounty and the Reclaim tokens are two separate face-down piles,
    shuffled (two seeds give two orders); the map's tokens come from them."""
    piles = []
    for seed in (1, 2):
        state = solokit.new("easy", seed)
        on_map = [t for s in state.galaxy.sectors for t in s.bounty]
        reclaim_map = [t for s in state.galaxy.sectors for t in s.reclaim]
        bounty = [*state.board.bounty_pile, *on_map]
        reclaim = [*state.board.reclaim_pile, *reclaim_map]
        assert sorted(bounty) == sorted(
            f"{t.id}#{k}" for t in CONTENT.bounty for k in range(t.count)
        )
        assert sorted(reclaim) == sorted(
            f"{t.id}#{k}" for t in CONTENT.reclaim for k in range(t.count)
        )
        piles.append(state.board.bounty_pile)
    assert piles[0] != piles[1]


def test_vf_solo_setup_23_printed_population_and_the_home_flag() -> None:
    """VF-SOLO-SETUP-23, VF-SOLO-SETUP-25: every sector of C011 with a printed Population gets
    that value; the flagged Home and Outpost sectors get the Origin's values."""
    state = _solo("astoran")
    origin = CONTENT.houses["astoran"].origins[0]
    for ms in CONTENT.maps["c011"].sectors:
        s = solokit.sector(state, ms.id)
        if ms.home_seat == 0:
            assert s.population == origin.home_population
        elif ms.outpost_seat == 0:
            assert s.population == origin.outpost_population
        elif ms.fallen_house:
            assert s.population == CONTENT.houses[s.fallen_house].fallen_population
        elif CONTENT.sector_types[ms.type].population:
            assert s.population == ms.population


def test_vf_solo_setup_33_eight_technologies_in_play() -> None:
    """VF-SOLO-SETUP-33, VF-SOLO-SETUP-36, VF-SOLO-SETUP-37: 8 Technologies are in play: their
    8 Improved cards are 4 face up on the Galactic board and 4 face down (shuffled: two seeds
    give two orders), and the 3 displayed Basic Technologies are among them."""
    decks = []
    for seed in (1, 4):
        state = solokit.new("easy", seed)
        board_ = state.board
        improved = [*board_.improved_offer, *board_.improved_deck]
        assert len(improved) == 8 == len(set(improved)) and len(board_.improved_offer) == 4
        shown = {t for t, pile in board_.tech_piles.items() if pile}
        assert len(shown) == 3 and shown <= set(improved)
        decks.append((board_.improved_offer, board_.improved_deck))
    assert decks[0] != decks[1]


@pytest.mark.parametrize(("name", "index"), [("valnis", 0), ("valnis/b", 1), ("zenor/a", 0)])
def test_vf_solo_setup_41_the_chosen_house_and_origin(name: str, index: int) -> None:
    """VF-SOLO-SETUP-38, VF-SOLO-SETUP-41, VF-SOLO-SETUP-42, VF-SOLO-SETUP-44: the House chosen
    is played with the Origin chosen: its Basic Technology on the mat, its resources on the
    wheels, its starting Agenda."""
    state = _solo(name)
    house = state.houses[0]
    origin = CONTENT.houses[name.split("/")[0]].origins[index]
    assert house.house == name.split("/")[0]
    assert house.technologies == {origin.technology: "basic"}
    assert origin.technology not in state.board.tech_piles or not state.board.tech_piles.get(
        origin.technology
    )
    wheels = dict(
        zip(("food", "energy", "materials", "credits", "science"), house.resources, strict=True)
    )
    assert wheels == {r: origin.resources.get(r, 0) for r in wheels}
    assert house.agendas[0] == origin.starting_agenda


def test_vf_solo_setup_39_house_focus_cards_replace_the_standard_ones() -> None:
    """VF-SOLO-SETUP-39: Shiveus's House Focus cards (Crusade for Temptation, its own Policy)
    replace the standard cards in hand."""
    hand = _solo("shiveus").houses[0].focus_hand
    assert "shiveus_crusade" in hand and "shiveus_policy" in hand
    assert "temptation" not in hand and "policy" not in hand
    plain = _solo("valnis").houses[0].focus_hand
    assert "temptation" in plain and "policy" in plain


# --- CBOARD, CRISIS: the Crisis board ---------------------------------------------------------


def test_vf_solo_cboard_01_two_tracks_and_three_catastrophe_spaces() -> None:
    """VF-SOLO-CBOARD-01, VF-SOLO-CBOARD-09: the Crisis board has a Military and an Economic
    track (one space per printed value) and 3 Catastrophe spaces; Harbingers only ever occupy
    track spaces (no Harbinger row in the default model, AMB-19)."""
    state = solokit.to_selection(solokit.new("medium", 5))
    v = solokit.void(state)
    p = CONTENT.void
    assert p is not None
    assert len(v.military) == len(p.board.military) and len(v.economic) == len(p.board.economic)
    assert p.board.catastrophe_spaces == 3
    solokit.push(state, "void_harbinger_track")
    solokit.choose(state, "crisis-track", "military")
    assert v.military[0] == HARBINGER
    total = v.harbinger_supply + v.harbingers_in_space + (v.military + v.economic).count(HARBINGER)
    assert total == p.board.harbingers


def test_vf_solo_cboard_02_a_space_holds_one_item() -> None:
    """VF-SOLO-CBOARD-02, VF-SOLO-CBOARD-03, VF-SOLO-CBOARD-04, VF-SOLO-CBOARD-05: a space
    holds a Crisis or a Harbinger, never both; a Harbinger's space is not free, so the values
    read the next space."""
    state = solokit.to_selection(solokit.new("easy", 5))
    v = solokit.void(state)
    p = CONTENT.void
    assert p is not None
    solokit.clear_tracks(state)
    v.harbinger_supply -= 1
    v.military[0] = HARBINGER
    v.economic[0] = solokit.take_crisis(state, "crisis-24")
    assert board.leftmost_free(v.military) == 1 and board.leftmost_free(v.economic) == 1
    assert board.military_modifier(state, CONTENT) == p.board.military[1]
    assert board.economic_cost(state, CONTENT) == p.board.economic[1]
    v.military[0] = FREE
    v.harbinger_supply += 1
    assert board.military_modifier(state, CONTENT) == p.board.military[0]


def test_vf_solo_cboard_12_a_full_track_reads_its_last_space() -> None:
    """VF-SOLO-CBOARD-12 (AMB-21, S-04): a track with no free space reads its last space's
    value."""
    state = solokit.to_selection(solokit.new("easy", 5))
    v = solokit.void(state)
    p = CONTENT.void
    assert p is not None
    solokit.clear_tracks(state)
    v.harbinger_supply -= len(v.military)
    v.military[:] = [HARBINGER] * len(v.military)
    assert board.leftmost_free(v.military) is None
    assert board.military_modifier(state, CONTENT) == p.board.military[-1]


def test_vf_solo_crisis_10_an_ongoing_crisis_stays_into_the_next_cycle() -> None:
    """VF-SOLO-CRISIS-10: an ongoing Crisis stays on its track round after round and into the
    next Cycle until it is overcome or discarded."""
    state = solokit.to_selection(solokit.new("easy", 7))
    v = solokit.void(state)
    solokit.clear_tracks(state)
    v.economic[0] = solokit.take_crisis(state, "crisis-25")
    cycle = state.cycle
    g = solokit.game()
    while state.cycle == cycle:
        assert "crisis-25" in v.economic or "crisis-25" in v.overcome
        g.apply_in_place(state, _not_overcoming(state))
    assert "crisis-25" in v.economic and "crisis-25" not in v.overcome


def _not_overcoming(state: GameState) -> int:
    """The first legal action that neither overcomes nor discards a Crisis nor triggers a
    Catastrophe (so nothing can push the ongoing Crisis off)."""
    g = solokit.game()
    ids = g.legal_ids(state)
    for i in ids:
        text = g.action_space.notation(i)
        if not any(w in text for w in ("overcome", "catastrophe", "ongoing", "heroic")):
            return i
    return ids[0]


# --- FOCUS: Preferred Focus actions in a solo game -------------------------------------------


def test_vf_solo_focus_08_a_preferred_action_is_paid_as_printed() -> None:
    """VF-SOLO-FOCUS-08, VF-SOLO-FOCUS-10, VF-SOLO-FOCUS-12: a Preferred Focus action offers the
    House's own versions of its Preferred Focuses (Shiveus: Crusade and its Policy, not the
    standard cards), never a Heroic card of the display; its cost is paid as printed."""
    state = _acting(_solo("shiveus", 2), "production")
    v = solokit.void(state)
    solokit.push(state, "preferred_action")
    offered = {c[1] for c in solokit.kinds(state)}
    assert offered == {"shiveus_crusade", "shiveus_policy"}
    assert not offered & set(v.heroic_display)
    card = CONTENT.focus_cards["shiveus_policy"]
    costs = {n: a.cost for n, a in zip(("1", "2", "3"), card.actions, strict=True)}
    paid = next(n for n, c in costs.items() if c and c[0].get("op") == "pay")
    before = list(state.houses[0].resources)
    solokit.choose(state, "focus", "shiveus_policy")
    solokit.choose(state, "take", paid)
    while ("pay", "food") in solokit.kinds(state):  # Credits could stand in: Food is paid
        solokit.choose(state, "pay", "food")
    spent = [b - a for b, a in zip(before, state.houses[0].resources, strict=True)]
    price = {k: n for k, n in costs[paid][0].items() if k != "op"}
    order = ("food", "energy", "materials", "credits", "science")
    assert spent == [price.get(r, 0) for r in order]


def test_vf_solo_focus_09_a_preferred_action_is_not_the_focus() -> None:
    """VF-SOLO-FOCUS-09: a Preferred Prosperity action does not count as executing Prosperity:
    Exhaust the Reserves (crisis-26, a Prosperity action while holding a Glory token) cannot be
    overcome after it, but can after the played Prosperity's action 2."""
    state = _acting(_solo("astoran", 1), "production")
    _current(state, "crisis-26")
    state.houses[0].glory = [2]
    solokit.push(state, "preferred_action")
    solokit.choose(state, "focus", "astoran_prosperity")
    solokit.choose(state, "take", "2")
    while not isinstance(state.stack[-1], ChooseAction):
        solokit.choose(state, *solokit.kinds(state)[0])
    assert state.turn.focus == "production" and state.turn.taken == []
    assert ("overcome", "current") not in solokit.kinds(state)
    played = _acting(_solo("astoran", 1), "astoran_prosperity", ["2"])
    _current(played, "crisis-26")
    played.houses[0].glory = [2]
    assert ("overcome", "current") in solokit.kinds(played)


# --- ACT: the Actions step ---------------------------------------------------------------------


def test_vf_solo_act_04_no_action_costing_more_than_you_have() -> None:
    """VF-SOLO-ACT-04, VF-SOLO-ACT-10: in the Actions step an action the player cannot pay is not
    offered (resources never go below 0), and a Crisis whose requirement was just met may be
    overcome beside the remaining actions."""
    state = _acting(_solo("valnis", 3), "conquest")
    assert {("take", "1"), ("take", "2"), ("take", "3")} <= set(solokit.kinds(state))
    state.houses[0].resources = [0, 0, 0, 0, 0]
    assert solokit.kinds(state) == [("end",)]
    refused = solokit.refused(state, "take", "1")
    assert state.houses[0].resources == [0, 0, 0, 0, 0] and str(refused)
    met = _acting(_solo("valnis", 3), "temptation", ["2"])
    _current(met, "crisis-13")
    met.houses[0].resources[3] = 2
    kinds = solokit.kinds(met)
    assert ("overcome", "current") in kinds and ("take", "1") in kinds


# --- PREP: Foresee --------------------------------------------------------------------------------


def test_vf_solo_prep_15_foresee_the_next_cycles_events() -> None:
    """VF-SOLO-PREP-15 (AMB-14): Foresee looks at the top 2 Galactic Events of the next Cycle's
    deck, one goes back on top, the other beneath; in Cycle 3 it is ignored."""
    state = solokit.to_selection(solokit.new("easy", 8))
    deck = state.board.event_decks[1]
    top, second = deck[-1], deck[-2]
    rest = deck[:-2]
    solokit.push(state, "peek")
    solokit.choose(state, "option", "2")  # the second card seen back on top
    assert state.board.event_decks[1] == [top, *rest, second]
    assert refusal_of(state, CONTENT, 0, Effect("peek")) is None
    state.cycle = 3
    refused = refusal_of(state, CONTENT, 0, Effect("peek"))
    assert refused is not None and refused.rule == "VF-PEEK-02"


# --- REFUGE: achievements outside the Focus phase ------------------------------------------------


def _until(state: GameState, phase: str) -> GameState:
    """Take the first legal choice until the game is in ``phase``."""
    g = solokit.game()
    for _ in range(3000):
        if state.phase == phase:
            return state
        g.apply_in_place(state, g.legal_ids(state)[0])
    raise AssertionError(f"no {phase} reached")


def _first_refuge_phase(state: GameState) -> str:
    """Take the first legal choice until a Refuge may be built: the phase it happens in."""
    g = solokit.game()
    for _ in range(3000):
        if any(k[0] == "refuge" for k in solokit.kinds(state)):
            return state.phase
        g.apply_in_place(state, g.legal_ids(state)[0])
    raise AssertionError("no Refuge offered")


def test_vf_solo_refuge_11_achievement_a_in_the_evaluation_phase() -> None:
    """VF-SOLO-REFUGE-11 (AMB-48): the Evaluation phase is a turn of its own for achievement A:
    it starts with no overproduction counted (the last turn's were checked at its end), and
    2 overproductions there (e.g. through an Objective reward) build a Refuge before the
    Evaluation ends."""
    state = _until(solokit.new("easy", 2), "evaluation")
    assert refuges.overproductions(state, 0) == 0
    sheet = state.houses[0].influence_sheet
    sheet["overproduction"] = sheet.get("overproduction", 0) + 2 * OVERPRODUCTION_INFLUENCE
    assert refuges.overproductions(state, 0) == 2
    assert _first_refuge_phase(state) == "evaluation"
    assert refuges.overproductions(state, 0) == 0


def test_vf_solo_refuge_11_achievement_b_in_the_preparation_phase() -> None:
    """VF-SOLO-REFUGE-11: a Civilization track reaching Tier IV during the Preparation (e.g.
    through a Galactic Event box) builds a Refuge before the Preparation ends, not a turn
    later."""
    state = _until(solokit.new("easy", 2), "evaluation")
    state = _until(state, "preparation")
    position = next(p for p in range(20) if civilization.tier(p) >= refuges.TIER_IV)
    state.houses[0].tracks[0] = position
    assert _first_refuge_phase(state) == "preparation"


# --- PREP: the Galactic Event's boxes in a solo game ---------------------------------------------


def _at_event_boxes(event: str, seed: int = 1) -> GameState:
    """A solo game at Preparation step 5 with ``event`` on the Galactic board."""
    state = solokit.to_selection(solokit.new("easy", seed))
    state.board.event = event
    steps = [s.name for s in procedure_for(state.config).phases["preparation"]]
    state.stack.append(Phase(seat=NOBODY, name="preparation", stage=steps.index("event_boxes") + 1))
    flow.settle(state, CONTENT)
    return state


def _void_sectors_next_to_you(state: GameState) -> list[str]:
    mine = {s.id for s in state.galaxy.controlled_by(0)}
    return sorted(
        s.id
        for s in state.galaxy.sectors
        if s.voidborn > 0 and mine & set(state.galaxy.neighbours(s.id))
    )


def test_vf_solo_prep_17_a_box_aimed_at_an_adjacent_void_sector() -> None:
    """VF-SOLO-PREP-12, VF-SOLO-PREP-13, VF-SOLO-PREP-14, VF-SOLO-PREP-17: Technological Dawn's
    solid box (a Sector Defense and a Scientists' Guild in one adjacent Void sector) offers
    exactly the sectors holding Void FP next to yours that can take both, and puts both in the
    one chosen; then (top to bottom) its dashed box may be skipped."""
    state = _at_event_boxes("technological_dawn")
    candidates = [
        s
        for s in _void_sectors_next_to_you(state)
        if sectors.free_space(solokit.sector(state, s), "guild") is not None
        and sectors.free_space(solokit.sector(state, s), "installation") is not None
    ]
    assert candidates
    assert sorted(k[1] for k in solokit.kinds(state) if k[0] == "sector") == candidates
    chosen = solokit.sector(state, candidates[0])
    solokit.choose(state, "sector", chosen.id)
    assert "sector_defense" in chosen.installations and "scientists" in chosen.guilds
    assert ("done",) in solokit.kinds(state)  # the dashed box: optional
    before = list(state.houses[0].resources)
    solokit.choose(state, "done")
    assert state.houses[0].resources == before


def test_vf_solo_prep_13_a_box_no_sector_can_take_is_ignored() -> None:
    """VF-SOLO-PREP-13, VF-SOLO-PREP-17: when no adjacent Void sector can take every
    instruction of the solid box (their Guild rows are full), the whole box is ignored: no
    Sector Defense is placed anywhere and the dashed box comes next."""
    state = solokit.to_selection(solokit.new("easy", 1))
    near = _void_sectors_next_to_you(state)
    for s in near:
        sector = solokit.sector(state, s)
        while sectors.free_space(sector, "guild") is not None:
            sectors.place(sector, "guild", "miners")
    defences = {s: solokit.sector(state, s).installations.count("sector_defense") for s in near}
    state.board.event = "technological_dawn"
    steps = [s.name for s in procedure_for(state.config).phases["preparation"]]
    state.stack.append(Phase(seat=NOBODY, name="preparation", stage=steps.index("event_boxes") + 1))
    flow.settle(state, CONTENT)
    assert not any(k[0] == "sector" for k in solokit.kinds(state))
    assert ("done",) in solokit.kinds(state)
    after = {s: solokit.sector(state, s).installations.count("sector_defense") for s in near}
    assert after == defences


# --- GEN, EVAL: what counts for Objectives and Agendas ------------------------------------------

RESISTANCE = "we_are_the_resistance"  # Objectives: Pure Population 10+ | 3+ Pure Bankers' Guilds


def test_vf_solo_gen_07_only_your_sectors_count_for_an_objective() -> None:
    """VF-SOLO-GEN-07: an Objective counts only the player's sectors: Pure Void sectors with
    plenty of Population never help; the player's own Pure Population does."""
    state = solokit.to_selection(solokit.new("easy", 1))
    objective = CONTENT.events[RESISTANCE].objectives[0]
    for s in state.galaxy.sectors:
        if s.owner != 0:
            s.corrupted = False
    assert sum(s.population for s in state.galaxy.sectors if s.owner != 0) >= 10
    assert scoring.times_met(state, CONTENT, 0, objective) == 0
    for s in state.galaxy.controlled_by(0):
        s.corrupted, s.population = False, 5
    assert scoring.times_met(state, CONTENT, 0, objective) == 1


def test_vf_solo_eval_06_objectives_red_line_pick_one() -> None:
    """VF-SOLO-EVAL-06: in the Evaluation the player takes the reward of a fulfilled Objective;
    with a red line between two fulfilled ones only one may be taken (the player's pick)."""
    state = solokit.to_selection(solokit.new("easy", 1))
    state.board.event = RESISTANCE
    assert CONTENT.events[RESISTANCE].exclusive
    s1, s2 = solokit.sector(state, "s1"), solokit.sector(state, "s2")
    for s in (s1, s2):
        s.corrupted, s.population = False, 5
    solokit.push(state, "galactic_objectives")
    assert {"establish", "build"} & _step_ops(state) and "advance" not in _step_ops(state)
    both = solokit.to_selection(solokit.new("easy", 1))
    both.board.event = RESISTANCE
    b1, b2 = solokit.sector(both, "s1"), solokit.sector(both, "s2")
    for s in (b1, b2):
        s.corrupted, s.population = False, 5
    b1.guilds = ["bankers", "bankers"]
    b2.guilds = ["bankers", "", ""]
    solokit.push(both, "galactic_objectives")
    assert solokit.kinds(both) == [("option", "1"), ("option", "2")]
    solokit.choose(both, "option", "2")
    assert "advance" in _step_ops(both) and not {"establish", "build"} & _step_ops(both)


def _step_ops(state: GameState) -> set[str]:
    """The effects waiting on the stack (a reward's, when an Objective was just taken)."""
    return {f.effect.op for f in state.stack if isinstance(f, Step)}


def test_vf_solo_eval_08_only_pure_agendas_score() -> None:
    """VF-SOLO-EVAL-08: Evaluation step 4 scores each Pure Agenda below the House mat in
    Influence; a Corrupted one scores nothing."""
    state = solokit.to_selection(solokit.new("easy", 1))
    house = state.houses[0]
    for s in state.galaxy.controlled_by(0):
        s.corrupted = False
    agenda = house.agendas[0]
    worth = scoring.agenda_total(state, CONTENT, 0, agenda)
    assert worth > 0
    step = next(s for s in procedure_for(state.config).phases["evaluation"] if s.name == "agendas")
    before = house.influence
    step.run(state, CONTENT, Phase(seat=NOBODY, name="evaluation"))
    assert house.influence == before + worth
    house.agenda_corrupted[0] = True
    step.run(state, CONTENT, Phase(seat=NOBODY, name="evaluation"))
    assert house.influence == before + worth


# --- CLEAN: Agendas and Trade tokens at Cleanup -----------------------------------------------


def _cleanup(state: GameState, stage: int, agenda: str = "") -> GameState:
    state.turn = TurnState(seat=0, focus="production", agenda=agenda)
    state.stack[-1] = Cleanup(seat=0, stage=stage)
    flow.settle(state, CONTENT)
    return state


def test_vf_solo_clean_03_the_played_agenda_at_cleanup() -> None:
    """VF-SOLO-CLEAN-03: the Agenda played this turn goes into an empty non-starting slot, or
    replaces a non-starting Agenda (the old one face down under its deck), or is discarded;
    never a slot that would hold two Agendas of one type, never the starting slot."""
    state = solokit.to_selection(solokit.new("easy", 1))
    house = state.houses[0]
    first = state.board.agenda_offer["might"]
    _cleanup(state, 3, first)
    assert solokit.kinds(state) == [("slot", "2"), ("slot", "3"), ("slot", "4"), ("discard",)]
    solokit.choose(state, "slot", "2")
    assert house.agendas[1] == first
    second = state.board.agenda_decks["might"][-1]
    _cleanup(state, 3, second)
    kinds = solokit.kinds(state)
    assert ("replace", "2") in kinds and ("discard",) in kinds
    assert not {("slot", "3"), ("slot", "4"), ("replace", "1")} & set(kinds)
    solokit.choose(state, "replace", "2")
    assert house.agendas[1] == second
    assert state.board.agenda_decks["might"][0] == first


def test_vf_solo_clean_04_trade_tokens_on_agendas_or_back() -> None:
    """VF-SOLO-CLEAN-04: each Trade token the player holds goes on an Agenda of theirs that has
    none, or back to the Galactic board; with nowhere to keep it, it must go back."""
    state = solokit.to_selection(solokit.new("easy", 1))
    house = state.houses[0]
    state.board.trade_ladder = [1, 1, 0, 0, 0, 0]
    house.trade_loose = 2
    _cleanup(state, TRADE_STEP)
    kinds = solokit.kinds(state)
    assert ("store", "1") in kinds and ("return",) in kinds
    solokit.choose(state, "store", "1")
    assert house.agenda_trade[0] and house.trade_loose == 1
    assert ("store", "1") not in solokit.kinds(state)  # that Agenda has one now
    assert solokit.kinds(state) == [("return",)]
    solokit.choose(state, "return")
    assert house.trade_loose == 0 and state.board.trade_ladder == [1, 1, 1, 0, 0, 0]


# --- HARB: where the Harbingers are ------------------------------------------------------------


@pytest.mark.parametrize("seed", [3, 9])
def test_vf_solo_harb_02_harbingers_in_sectors_on_tracks_or_in_the_supply(seed: int) -> None:
    """VF-SOLO-HARB-01, VF-SOLO-HARB-02 (S-08): throughout a random Hard game the 7 Harbingers
    are each in a sector of the map, on a space of a Crisis track or in the general supply,
    never anywhere else and never more or fewer."""
    g = solokit.game()
    state = solokit.new("hard", seed)
    v = solokit.void(state)
    ids = {s.id for s in state.galaxy.sectors}
    chooser = random.Random(seed)
    while not g.is_over(state):
        on_tracks = (v.military + v.economic).count(HARBINGER)
        assert v.harbinger_supply >= 0 and all(n > 0 for n in v.harbingers.values())
        assert set(v.harbingers) <= ids
        assert v.harbinger_supply + v.harbingers_in_space + on_tracks == 7
        g.apply_in_place(state, chooser.choice(g.legal_ids(state)))


# --- ACT: Technology actions -------------------------------------------------------------------


def test_vf_solo_act_06_a_technology_action_of_the_chosen_focus() -> None:
    """VF-SOLO-ACT-06, VF-SOLO-ACT-07: a Technology showing the chosen Focus offers its action
    beside the Focus actions, its cost paid in full (not offered when it cannot be paid), once
    per turn; a Technology gained this turn offers it once the granting action is done (back
    at the choice of actions); another Focus offers nothing."""
    state = _acting(_solo("valnis", 4), "development")
    house = state.houses[0]
    tech = ("tech-action", "biofabricators", "1")  # Development: pay 1 Food
    assert tech not in solokit.kinds(state)
    house.technologies["biofabricators"] = "basic"  # gained by the action just completed
    assert tech in solokit.kinds(state)
    food = house.resources[0]
    solokit.choose(state, *tech)
    while not isinstance(state.stack[-1], ChooseAction):
        kinds = solokit.kinds(state)
        solokit.choose(state, *(("pay", "food") if ("pay", "food") in kinds else kinds[0]))
    assert house.resources[0] == food - 1
    assert tech not in solokit.kinds(state)
    poor = _acting(_solo("valnis", 4), "development")
    poor.houses[0].technologies["biofabricators"] = "basic"
    poor.houses[0].resources = [0, 0, 0, 0, 0]
    assert tech not in solokit.kinds(poor)
    other = _acting(_solo("valnis", 4), "production")
    other.houses[0].technologies["biofabricators"] = "basic"
    assert tech not in solokit.kinds(other)
