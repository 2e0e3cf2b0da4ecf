"""Preparation steps 0b/0c, Harbinger placement and Refuges (VF-SOLO-PREP-03, VF-SOLO-PREP-04,
VF-SOLO-PREP-05, VF-SOLO-PREP-06, -16,
VF-SOLO-HARB-03, VF-SOLO-HARB-04, VF-SOLO-REFUGE-02, VF-SOLO-REFUGE-03, VF-SOLO-REFUGE-04,
VF-SOLO-REFUGE-05, VF-SOLO-REFUGE-06, VF-SOLO-REFUGE-07, VF-SOLO-REFUGE-08, VF-SOLO-REFUGE-09,
VF-SOLO-REFUGE-10; the digest's T-27, T-29, T-44, T-52, T-56, T-57)."""

from __future__ import annotations

from domineum.voidfall.engine import flow
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import alerts, harbingers, refuges
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def _run(state: GameState, step, name: str = "preparation") -> None:  # type: ignore[no-untyped-def]
    frame = Phase(seat=NOBODY, name=name, stage=1)
    state.stack.append(frame)
    step(state, CONTENT, frame)
    flow.settle(state, CONTENT)


def test_vf_solo_prep_03_alert_deck_refill() -> None:
    """VF-PREP-06, VF-SOLO-PREP-03, VF-SOLO-PREP-04, VF-SOLO-PREP-05, VF-SOLO-PREP-06 (T-52): the
    last Cycle's
    War cards go to the box, its Situations back
    to their piles; the Cycle's cards join the undrawn ones and the deck is shuffled."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    war = v.war_pile.pop()
    situation = v.situation_piles["1"].pop()
    v.alert_discard = [war, situation]
    left = len(v.alert_deck)
    state.cycle = 2
    alerts.refill(state, CONTENT, Phase(seat=NOBODY))
    mix = CONTENT.void.difficulties["easy"].alerts[1]  # type: ignore[union-attr]
    assert war in v.boxed and v.alert_discard == []
    assert len(v.alert_deck) == left + mix.tier1 + mix.tier2 + mix.tier3 + mix.war


def test_vf_solo_prep_16_t57_harbinger_step_0c() -> None:
    """VF-PREP-07, VF-SOLO-PREP-16 (AMB-55, T-57): Hard places a Harbinger in Cycle 2 on the track
    the
    player picks (everything there shifts right); Medium does not in Cycle 2; the rules option
    ``no_prep_0c`` switches the step off."""
    hard = solokit.to_selection(solokit.new("hard", 2))
    hard.cycle = 2
    v = solokit.void(hard)
    supply, economic = v.harbinger_supply, list(v.economic)
    _run(hard, harbingers.prep_step)
    assert solokit.kinds(hard) == [("crisis-track", "military"), ("crisis-track", "economic")]
    solokit.choose(hard, "crisis-track", "economic")
    assert v.economic == ["@harbinger", *economic[:-1]] and v.harbinger_supply == supply - 1
    medium = solokit.to_selection(solokit.new("medium", 2))
    medium.cycle = 2
    _run(medium, harbingers.prep_step)
    assert not any(k[0] == "crisis-track" for k in solokit.kinds(medium))
    off = solokit.to_selection(solokit.new("hard", 2, "no_prep_0c"))
    off.cycle = 2
    _run(off, harbingers.prep_step)
    assert not any(k[0] == "crisis-track" for k in solokit.kinds(off))


def test_vf_solo_harb_03_t44_harbinger_goes_where_there_is_none() -> None:
    """VF-HARB-03, VF-SOLO-HARB-03, VF-SOLO-HARB-04 (T-44): into a Void sector next to yours with no
    Harbinger
    yet; with
    an empty supply the effect is ignored."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    mine = {s.id for s in state.galaxy.controlled_by(0)}
    solokit.push(state, harbingers.PLACE)
    offered = [k[1] for k in solokit.kinds(state)]
    assert offered and all(not v.harbingers.get(s) for s in offered)
    assert all(
        any(n in mine for n in state.galaxy.neighbours(s)) and solokit.sector(state, s).voidborn
        for s in offered
    )
    empty = solokit.to_selection(solokit.new("easy", 1))
    solokit.void(empty).harbingers["s4"] = solokit.void(empty).harbinger_supply
    solokit.void(empty).harbinger_supply = 0
    solokit.push(empty, harbingers.PLACE)
    assert not any(k[0] == "sector" for k in solokit.kinds(empty))


def test_vf_solo_refuge_04_t27_achievement_a_once_per_turn() -> None:
    """VF-REFUGE-02, VF-REFUGE-04, VF-SOLO-REFUGE-02, -04, -07 (T-27): 2+ overproductions in a turn
    let 1 Inactive FP go
    onto a Refuge, once per turn."""
    state = solokit.to_selection(solokit.new("easy", 1))
    state.turn.seat = 0
    state.houses[0].influence_sheet["overproduction"] = 9  # 3 overproductions this turn
    inactive = state.houses[0].fp_inactive
    _run(state, refuges.achievements_step, "turn_end")
    assert ("refuge", "1") in solokit.kinds(state)
    solokit.choose(state, "refuge", "1")
    v = solokit.void(state)
    assert v.refuge_fp[0] == 1 and state.houses[0].fp_inactive == inactive - 1
    _run(state, refuges.achievements_step, "turn_end")
    assert not any(k[0] == "refuge" for k in solokit.kinds(state))


def test_vf_solo_refuge_06_t29_achievement_c_per_qualifying_sector() -> None:
    """VF-EVAL-11, VF-SOLO-REFUGE-06, VF-SOLO-EVAL-09 (T-29): after Upkeep, one FP per Pure sector
    of
    yours with Population 6 and 3+ Guilds."""
    state = solokit.to_selection(solokit.new("easy", 1))
    s2 = solokit.sector(state, "s2")
    s2.corrupted, s2.population = False, 6
    s2.guilds = ["farmers", "miners", "bankers"][: len(s2.guilds)]
    _run(state, refuges.evaluation_step, "evaluation")
    assert ("refuge", "1") in solokit.kinds(state)
    s2.population = 5
    again = solokit.to_selection(solokit.new("easy", 1))
    _run(again, refuges.evaluation_step, "evaluation")
    assert not any(k[0] == "refuge" for k in solokit.kinds(again))


def test_vf_solo_refuge_10_t56_completion_reward() -> None:
    """VF-REFUGE-06, VF-REFUGE-07, VF-SOLO-REFUGE-08, -10, VF-SOLO-HARB-05, VF-SOLO-SCORE-04 (T-56):
    the last space filled
    completes the Refuge (no longer +20 for the Void) and offers a reward, e.g. removing a
    Harbinger from a track."""
    from domineum.voidfall.modes.void import scoring

    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    solokit.clear_tracks(state)
    v.military[0] = "@harbinger"
    v.harbinger_supply -= 1
    v.refuge_fp[0] = 1
    assert scoring.counts(state, CONTENT)["incomplete_refuges"] == 1
    solokit.push(state, refuges.BUILD, why="B")
    solokit.choose(state, "refuge", "1")
    assert v.refuge_fp[0] == v.refuge_spaces[0]
    assert scoring.counts(state, CONTENT)["incomplete_refuges"] == 0
    assert ("harbinger", "military") in solokit.kinds(state)
    solokit.choose(state, "harbinger", "military")
    assert v.military[0] == ""


def test_vf_solo_refuge_03_t28_recall_from_the_map_when_no_fp_is_left() -> None:
    """VF-REFUGE-03, VF-SOLO-REFUGE-03, VF-SOLO-FLEET-12, VF-SOLO-FLEET-14, VF-SOLO-INVADE-09,
    VF-SOLO-DEPLOY-01
    (T-28): with no Inactive or Active FP, one is recalled from the map, deactivated and placed;
    from Home nothing else happens, the last FP of a non-Home sector abandons it (Glory
    discarded, the Void takes it over)."""
    for source, abandoned in (("s1", False), ("s2", True)):
        state = solokit.to_selection(solokit.new("easy", 1))
        house = state.houses[0]
        home = solokit.give(state, "s1", {"corvette": 2})
        home.home_of = 0
        solokit.give(state, "s2", {"corvette": 1})
        for s in state.galaxy.sectors:
            if s.owner == 0 and s.id not in ("s1", "s2"):
                house.fp_inactive += s.fleet_power
                s.fleets, s.owner = {}, -1
        house.fp_inactive, house.fp_active = 0, 0
        moved = 14 - 3  # keep the 14: the rest stands on a Refuge already
        v = solokit.void(state)
        v.refuge_spaces, v.refuge_fp = [3, 20], [0, moved]
        house.glory = [2]
        solokit.push(state, refuges.BUILD, why="B")
        solokit.choose(state, "refuge", "1")
        solokit.choose(state, "recall", source, "corvette")
        while solokit.kinds(state) and solokit.kinds(state)[0][0] == "glory":
            solokit.choose(state, *solokit.kinds(state)[0])
        assert v.refuge_fp[0] == 1 and house.fp_active == 0 and house.fp_inactive == 0
        s2 = solokit.sector(state, "s2")
        if abandoned:
            assert s2.fleet_power == 0 and s2.voidborn == 2 and house.glory == []
        else:
            assert solokit.sector(state, "s1").fleet_power == 1 and s2.fleet_power == 1


def test_vf_solo_harb_06_capture_on_taking_a_sector() -> None:
    """VF-SOLO-HARB-06, VF-HARB-06, VF-SOLO-TAKEOVER-07, VF-RESULT-11: a Harbinger in a sector the
    player now controls goes, when the turn ends, onto the Crisis track the player picks."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    solokit.clear_tracks(state)
    solokit.give(state, "s3", {"corvette": 2})  # s3 holds a Harbinger (C011)
    assert v.harbingers.get("s3") == 1
    _run(state, harbingers.capture_step, "turn_end")
    assert solokit.kinds(state) == [("crisis-track", "military"), ("crisis-track", "economic")]
    solokit.choose(state, "crisis-track", "military")
    assert "s3" not in v.harbingers and v.military[0] == "@harbinger"
