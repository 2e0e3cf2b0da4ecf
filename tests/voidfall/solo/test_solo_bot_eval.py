"""The bots' evaluation against the Void (``voidfall/ai/heuristics.py``): what a solo player
values beyond the Void's Influence as it stands — a Harbinger about to be captured, Fleet Power
poised next to the Void's sectors, an invasion the forecast says is won, a sector the next
Skirmish would take, a crowded Crisis board. These are bot tests, not rule tests: they check the
evaluation reads the position the way the rules will play it out."""

from __future__ import annotations

from domineum.voidfall.ai.heuristics import (
    can_invade,
    invasion_outlook,
    invasion_readiness,
    payment_shortfall,
    relative,
    resource_mix,
    void_pressure,
    void_prize,
    void_threat,
)
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.void import FREE, HARBINGER
from domineum.voidfall.modes.void import board as void_board
from domineum.voidfall.modes.void import scoring as void_scoring
from domineum.voidfall.rules import upkeep
from tests.voidfall.solo import solokit


def _extra(state: GameState) -> float:
    """What the threat adds to the Void's Influence as it stands."""
    content = solokit.game().content
    return void_threat(state, content) - void_scoring.influence(state, content)


def _no_skirmish_strength(state: GameState) -> GameState:
    """No Corruption on the House mat: a Skirmish would have strength 0 (the Military track
    starts at 0), so no sector is exposed."""
    house = state.houses[0]
    house.track_corrupted = [False] * len(house.track_corrupted)
    house.agenda_corrupted = [False] * len(house.agenda_corrupted)
    return state


def test_a_harbinger_in_a_held_sector_counts_as_captured_unless_capture_pushes_one_off() -> None:
    """A Harbinger in a sector the player holds is captured at the turn's end onto a Crisis
    track: the evaluation already takes its 10 off the Void; but when both tracks are full the
    capture pushes an item off (a Catastrophe), and then holding it is a cost, not a gain."""
    state = _no_skirmish_strength(solokit.new("easy", 1))
    v = solokit.void(state)
    assert v.harbingers.get("s3") == 1
    before = _extra(state)
    solokit.give(state, "s3", {"corvette": 3})
    held = _extra(state)
    assert held == before - 10.0
    for track in (v.military, v.economic):
        track[:] = [HARBINGER] * len(track)
    v.harbinger_supply -= 2 * len(v.military)
    assert _extra(state) > held + 10.0


def test_fleet_power_next_to_a_void_sector_is_worth_pressure_that_fades_by_the_end() -> None:
    """Fleet Power in a sector next to a Void sector with a Harbinger raises the pressure the
    evaluation credits; the pressure is gone once the game is over (no time left to invade)."""
    state = solokit.new("easy", 1)
    base = void_pressure(state, 0)
    solokit.give(state, "s2", {"corvette": 3})
    more = void_pressure(state, 0)
    assert more > base
    state.cycle, state.round = 3, 6
    assert void_pressure(state, 0) == 0.0


def test_an_invasion_in_progress_is_judged_by_its_forecast() -> None:
    """While FP are sent into an invasion one at a time, a force the Combat forecast says wins
    is credited with the sector's prize; a target that even every FP able to join could not
    take is a loss in the making; a force not yet enough but able to grow is worth less than
    the winning one."""
    game = solokit.game()
    state = solokit.new("easy", 1)
    target = solokit.sector(state, "s3")
    prize = void_prize(state, target)
    assert prize >= 10.0  # its Harbinger, its Population and its Glory

    def at(force: dict[str, int], nearby: int) -> GameState:
        s = solokit.new("easy", 1)
        home = solokit.sector(s, "s1")
        s.houses[0].fp_inactive += home.fleet_power
        home.fleets = {}  # only s2's FP can join
        solokit.give(s, "s2", {"corvette": nearby} if nearby else {})
        s.stack.append(Battle(seat=0, sector="s3", invader=0, force=force, sources=["s2"]))
        return s

    winning = invasion_outlook(at({"corvette": 6}, 0), 0)
    growing = invasion_outlook(at({"corvette": 1}, 6), 0)
    hopeless = invasion_outlook(at({"corvette": 1}, 0), 0)
    assert winning >= prize
    assert 0.0 < growing < winning
    assert hopeless < 0.0
    assert relative(at({"corvette": 6}, 0), game.content, 0) > relative(
        at({"corvette": 1}, 0), game.content, 0
    )


def test_a_winning_force_in_reach_counts_while_a_focus_card_can_invade() -> None:
    """VF-SOLO-GEN-06, VF-SOLO-INVADE-02, VF-SOLO-INVADE-04, VF-COMBAT-02: FP next to a Void
    sector with a Harbinger that the Combat forecast says would take it (each non-Home sector
    keeping 1 FP) are worth the sector's prize while a Focus card in hand can invade; not
    without such a card, not with too small a force, and not once the game is over."""
    content = solokit.game().content

    def at(corvettes: int) -> GameState:
        s = solokit.new("easy", 1)
        home = solokit.sector(s, "s1")
        s.houses[0].fp_inactive += home.fleet_power
        home.fleets = {}  # only s2's FP can join
        solokit.give(s, "s2", {"corvette": corvettes})
        return s

    state = at(6)
    assert can_invade(content, state.houses[0].focus_hand)
    ready = invasion_readiness(state, content, 0)
    assert ready >= void_prize(state, solokit.sector(state, "s3")) > 0.0
    assert invasion_readiness(at(1), content, 0) == 0.0  # the 1 FP must stay: no force
    state.houses[0].focus_hand = [
        c for c in state.houses[0].focus_hand if not can_invade(content, [c])
    ]
    assert invasion_readiness(state, content, 0) == 0.0
    late = at(6)
    late.cycle, late.round = 3, 6
    assert invasion_readiness(late, content, 0) == 0.0


def test_a_sector_the_next_skirmish_would_take_is_a_threat_until_defended() -> None:
    """A non-Home sector next to the Void that the Evaluation's Skirmish would win is counted
    as part of the threat; enough Fleet Power to hold it removes that part."""
    state = solokit.new("easy", 1)
    house = state.houses[0]
    house.track_corrupted = [True] * len(house.track_corrupted)  # strength 3 + the slot's 1
    for s in state.galaxy.sectors:
        if s.owner == 0 and s.home_of < 0:
            solokit.give(state, s.id, {"corvette": 6})
    defended = _extra(state)
    solokit.give(state, "s2", {"corvette": 1})
    assert _extra(state) > defended


def test_a_crowded_crisis_board_and_the_current_crisis_add_to_the_threat() -> None:
    """Each item on a Crisis track, a full track (the next item pushes one off) and a current
    Crisis not yet dealt with make the position worse against the Void."""
    state = _no_skirmish_strength(solokit.new("easy", 1))
    v = solokit.void(state)
    solokit.clear_tracks(state)
    v.current_crisis = ""
    empty = _extra(state)
    v.military[0] = HARBINGER
    v.harbinger_supply -= 1
    one = _extra(state)
    assert one > empty
    for i in range(1, len(v.military)):
        v.military[i] = HARBINGER
        v.harbinger_supply -= 1
    assert all(x != FREE for x in v.military)
    assert _extra(state) - one > len(v.military) - 1
    v.current_crisis = solokit.take_crisis(state, "crisis-06")
    assert _extra(state) > one


def test_a_stock_too_small_for_the_coming_evaluation_is_counted_as_lost_influence() -> None:
    """The coming Evaluation asks for the Economic track's leftmost free space and the Upkeep;
    each unit the stock cannot pay is 3 Influence lost, which the evaluation counts before it
    happens, so spending the last resources reads as the loss it is."""
    game = solokit.game()
    state = solokit.new("easy", 1)
    house = state.houses[0]
    house.resources = [9, 9, 9, 9, 9]
    assert payment_shortfall(state, game.content, 0) == 0.0
    house.resources = [0, 0, 0, 0, 0]
    owed = sum(void_board.economic_cost(state, game.content).values())
    points = upkeep.upkeep_owed(state, game.content, 0)
    assert owed + points > 0
    assert payment_shortfall(state, game.content, 0) == 3.0 * (owed + points)


def test_a_mixed_stock_is_worth_more_than_one_kind_only() -> None:
    """Actions and the Economic track ask for several kinds of resources: against the Void the
    first units of each kind count more, so 2 of each reads better than 10 of one; the bonus
    fades by the end of Cycle 3."""
    state = solokit.new("easy", 1)
    house = state.houses[0]
    house.resources = [10, 0, 0, 0, 0]
    one_kind = resource_mix(state, 0)
    house.resources = [2, 2, 2, 2, 2]
    assert resource_mix(state, 0) > one_kind > 0.0
    state.cycle, state.round = 3, 6
    assert resource_mix(state, 0) == 0.0
