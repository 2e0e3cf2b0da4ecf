"""The Void's Skirmishes and the Economic track (VF-SOLO-SKIRMISH, VF-SOLO-EVAL-03, VF-SOLO-EVAL-04,
VF-SOLO-EVAL-05,
VF-SOLO-VOIDADV-07, VF-SOLO-VOIDADV-08, VF-SOLO-VOIDADV-10, VF-SOLO-HARB-07; the digest's
T-14..T-25, T-55)."""

from __future__ import annotations

from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import skirmish
from tests.voidfall.solo import solokit

CONTENT = solokit.game().content


def _map() -> GameState:
    """C011 with no Void FP or Harbingers anywhere, the player holding only the Home s1."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    v.harbinger_supply += v.harbingers_in_space
    v.harbingers = {}
    house = state.houses[0]
    for s in state.galaxy.sectors:
        s.voidborn = 0
        if s.home_of == NOBODY:
            house.fp_inactive += s.fleet_power
            s.fleets = {}
            s.owner = NOBODY
    solokit.clear_tracks(state)
    return state


def test_vf_solo_skirmish_03_t14_strength_in_cycle_2_evaluation() -> None:
    """VF-SOLO-SKIRMISH-02, VF-SOLO-SKIRMISH-03, VF-SOLO-SKIRMISH-04, VF-SOLO-SKIRMISH-05,
    VF-SOLO-EVAL-03 (T-14):
    Corruption on a track and above 2
    Agenda slots (3; sectors and Decontamination Chambers do not count) + 1 (Cycle 2
    Evaluation) + the Military track's leftmost free value (2)."""
    state = _map()
    house = state.houses[0]
    house.track_corrupted = [False, True, False]
    house.agenda_corrupted = [False, False, True, True]
    house.decontamination = 1
    solokit.sector(state, "s2").corrupted = True
    v = solokit.void(state)
    v.military[:2] = ["crisis-19", "crisis-22"]
    v.crisis_decks["1"] = [c for c in v.crisis_decks["1"] if c not in ("crisis-19", "crisis-22")]
    state.cycle, state.phase = 2, "evaluation"
    total, parts = skirmish.strength(state, CONTENT, 0, "evaluation")
    assert parts == {"corruption": 3, "late": 1, "crisis": 0, "war": 0, "military": 2}
    assert total == 6
    state.cycle = 1
    assert skirmish.strength(state, CONTENT, 0, "evaluation")[0] == 5  # no +1 in Cycle 1
    state.phase = "focus"
    state.cycle = 2
    assert skirmish.strength(state, CONTENT, 0, "war")[1]["late"] == 0  # only in Evaluation


def test_vf_solo_skirmish_06_t15_strength_zero_defends_at_once() -> None:
    """VF-SOLO-SKIRMISH-05, VF-SOLO-SKIRMISH-06, VF-SOLO-SKIRMISH-15 (T-15, AMB-32/34): a
    Crisis-triggered Skirmish adds that
    Crisis's value (here −1): 1 + (−1) + 0 = 0, so the target is chosen and defends at once."""
    state = _map()
    v = solokit.void(state)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
    v.current_crisis = solokit.take_crisis(state, "crisis-06")  # Skirmish value −1
    state.houses[0].track_corrupted = [False, False, False]
    state.houses[0].agenda_corrupted = [False, False, False, True]  # base 1 (SETUP-40)
    assert CONTENT.void.crises["crisis-06"].skirmish == -1  # type: ignore[union-attr]
    solokit.give(state, "s2", {"corvette": 1})
    solokit.sector(state, "s4").voidborn = 2
    total, _ = skirmish.strength(state, CONTENT, 0, "crisis")
    assert total == 0
    solokit.push(state, skirmish.SKIRMISH, trigger="crisis")
    assert "vf.void.note.zero_strength" in solokit.notes(state)
    assert solokit.sector(state, "s2").fleets == {"corvette": 1}


def test_vf_solo_skirmish_09_t16_target_eligibility() -> None:
    """VF-HARB-05, VF-SOLO-SKIRMISH-09, VF-SOLO-HARB-07, VF-SOLO-MAP-02, VF-SOLO-MAP-05 (T-16):
    eligible are
    your
    non-Home, non-Void-resistant sectors next to a sector with Void FP or with a Harbinger;
    not across a Voidstorm; a sector without FP (a Fallen House) is no Void sector."""
    state = _map()
    solokit.sector(state, "s5").voidborn = 2  # V
    a = solokit.give(state, "s4", {"corvette": 1})  # next to V
    e = solokit.give(state, "s10", {"corvette": 1})  # next to s9, which holds a Harbinger
    solokit.void(state).harbinger_supply -= 1
    solokit.void(state).harbingers["s9"] = 1
    d = solokit.give(state, "s3", {"corvette": 1})  # next to V too
    f = solokit.give(state, "s6", {"corvette": 1})  # next to V but Void-resistant
    f.voidborn_immune = True
    assert {s.id for s in skirmish.eligible(state, 0)} == {a.id, e.id, d.id}
    d_only_fallen = _map()
    solokit.give(d_only_fallen, "s7", {"corvette": 1})  # the Fallen House tile itself
    solokit.give(d_only_fallen, "s6", {"corvette": 1})  # next to s7 (no FP) only... and s5/s9
    assert skirmish.eligible(d_only_fallen, 0) == []
    storm = _map()
    storm.galaxy.voidstorms = (("s4", "s5"),)
    solokit.sector(storm, "s5").voidborn = 2
    solokit.give(storm, "s4", {"corvette": 1})
    assert skirmish.eligible(storm, 0) == []


def test_vf_solo_skirmish_12_t17_targeting_by_population() -> None:
    """VF-SOLO-SKIRMISH-09, VF-SOLO-SKIRMISH-10, VF-SOLO-SKIRMISH-11, VF-SOLO-SKIRMISH-12 (T-17,
    seed 003's example): S = 3 against M (Corrupted, Pop 3,
    2 Corvettes) and R (Corrupted, Pop 4, 2 Corvettes, 1 Sector Defense): the Void wins M and
    ties R, you lose 2 in both, both Corrupted: the higher Population, R, is attacked."""
    state = _map()
    solokit.sector(state, "s5").voidborn = 2
    m = solokit.give(state, "s4", {"corvette": 2})
    r = solokit.give(state, "s6", {"corvette": 2})
    m.corrupted = r.corrupted = True
    m.population, r.population = 3, 4
    m.installations = [""] * len(m.installations)
    r.installations = ["sector_defense"] + [""] * (len(r.installations) - 1)
    chosen, trace = skirmish.target(state, 0, 3)
    assert chosen == "s6"
    assert dict(trace)["B"] == ["s4", "s6"]
    assert dict(trace)["C"] == ["s4", "s6"]
    assert dict(trace)["population"] == ["s6"]


def test_vf_solo_skirmish_11_t18_most_fleet_power_lost() -> None:
    """VF-SOLO-SKIRMISH-11 (T-18): S = 3 against X (1 Corvette, Pure, Pop 6) and Y (2
    Corvettes, Corrupted, Pop 1): the Void wins both; you would lose more in Y: Y."""
    state = _map()
    solokit.sector(state, "s5").voidborn = 2
    x = solokit.give(state, "s4", {"corvette": 1})
    y = solokit.give(state, "s6", {"corvette": 2})
    x.corrupted, x.population = False, 6
    y.corrupted, y.population = True, 1
    assert skirmish.target(state, 0, 3)[0] == "s6"


def test_vf_solo_skirmish_10_t19_win_or_tie_first() -> None:
    """VF-SOLO-SKIRMISH-10 (T-19): S = 2 against P (3 Corvettes: you win) and Q (1 Corvette,
    Pure, Pop 6: the Void wins): Q."""
    state = _map()
    solokit.sector(state, "s5").voidborn = 2
    solokit.give(state, "s4", {"corvette": 3})
    q = solokit.give(state, "s6", {"corvette": 1})
    q.corrupted, q.population = False, 6
    chosen, trace = skirmish.target(state, 0, 2)
    assert chosen == "s6" and dict(trace)["B"] == ["s6"]


def test_vf_solo_skirmish_12_t20_pure_before_population() -> None:
    """VF-SOLO-SKIRMISH-12(1) (T-20): equal outcomes: the Pure sector despite lower Population."""
    state = _map()
    solokit.sector(state, "s5").voidborn = 2
    j = solokit.give(state, "s4", {"corvette": 1})
    k = solokit.give(state, "s6", {"corvette": 1})
    j.corrupted, j.population = False, 2
    k.corrupted, k.population = True, 5
    assert skirmish.target(state, 0, 4)[0] == "s4"


def test_vf_solo_skirmish_12_t21_random_tie_break_is_reproducible() -> None:
    """VF-SOLO-SKIRMISH-12(4) (T-21): identical candidates: one RNG draw, the same with the same
    seed."""
    picks = set()
    for _ in range(2):
        state = _map()
        solokit.sector(state, "s5").voidborn = 2
        for sid in ("s4", "s6"):
            s = solokit.give(state, sid, {"corvette": 1})
            s.corrupted, s.population = True, 2
            s.guilds = [""] * len(s.guilds)
        before = state.rng.state
        chosen, trace = skirmish.target(state, 0, 4)
        assert trace[-1][0] == "random" and state.rng.state != before
        picks.add(chosen)
    assert len(picks) == 1


def test_vf_solo_skirmish_14_t24_no_target_still_pays() -> None:
    """VF-SOLO-SKIRMISH-14, VF-SOLO-EVAL-02, VF-SOLO-EVAL-04 (T-24): no eligible sector, no
    Skirmish; the
    Economic payment still happens."""
    from domineum.voidfall.model.state import Phase

    state = _map()
    house = state.houses[0]
    house.resources = [0, 2, 0, 0, 0]  # Energy 2; the first Economic space costs 1 Energy
    state.phase = "evaluation"
    frame = Phase(seat=NOBODY, name="evaluation", stage=1)
    state.stack.append(frame)
    assert skirmish.crisis_board_step(state, CONTENT, frame) is False
    solokit.push(state, "nothing") if False else None
    from domineum.voidfall.engine import flow

    flow.settle(state, CONTENT)
    assert "vf.void.note.no_target" in solokit.notes(state)
    assert house.resources[1] == 1


def test_vf_solo_eval_05_t25_credits_stand_in_and_three_per_unpaid() -> None:
    """VF-SOLO-EVAL-05, VF-SOLO-RES-05 (T-25): owing 2 Materials, 2 Energy, 1 Science with
    Materials 1, Credits 2: 1 Materials + 2 Credits paid; 1 unit and the Science unpaid: −6."""
    state = _map()
    house = state.houses[0]
    house.resources = [0, 0, 1, 2, 0]
    unpaid = skirmish.pay_tribute(state, 0, {"materials": 2, "energy": 2, "science": 1})
    assert house.resources == [0, 0, 0, 0, 0]
    assert sum(unpaid.values()) == 2


def test_vf_solo_voidadv_07_t55_war_option_1_skirmish_then_economy() -> None:
    """VF-VOIDADV-10, VF-VOIDADV-11, VF-SOLO-VOIDADV-07, VF-SOLO-VOIDADV-08, VF-SOLO-VOIDADV-10,
    VF-SOLO-ALERT-04, VF-SOLO-SKIRMISH-02, VF-SOLO-SKIRMISH-21 (T-55): War
    option 1 is a Skirmish with the
    War card's value for this Cycle plus the Military value (no Evaluation +1), then the
    Economic payment; with no target only the payment."""
    from domineum.voidfall.modes.void import growth

    state = _map()
    v = solokit.void(state)
    war = next(a for a in ("war-1", "war-2", "war-3", "war-4") if a in v.war_pile)
    v.war_pile.remove(war)
    if v.alert:
        v.alert_deck.append(v.alert)
    v.alert = war
    total, parts = skirmish.strength(state, CONTENT, 0, "war")
    assert parts["war"] == CONTENT.void.alerts[war].skirmish[0]  # type: ignore[union-attr]
    assert parts["late"] == 0 and total == max(0, sum(parts.values()))
    house = state.houses[0]
    house.resources = [0, 3, 0, 0, 0]
    solokit.push(state, growth.WAR)
    solokit.choose(state, "war", "skirmish")
    assert "vf.void.note.no_target" in solokit.notes(state)
    assert "vf.void.note.tribute" in solokit.notes(state)
    assert house.resources[1] == 2  # paid the first Economic space (1 Energy)


def test_vf_solo_eval_05_the_payment_mix_is_the_players_choice() -> None:
    """VF-VOIDADV-11, VF-EVAL-04, VF-SOLO-EVAL-05, VF-SOLO-RES-02, VF-SOLO-RES-05: the Economic
    payment asks which of the
    resource and a Credit pays a unit when both still pay the most; a unit only a Credit can
    pay is paid so at once, one nothing pays is unpaid (−3)."""
    state = _map()
    v = solokit.void(state)
    v.economic[:3] = [
        solokit.take_crisis(state, c) for c in ("crisis-06", "crisis-07", "crisis-08")
    ]
    owed = CONTENT.void.board.economic[3]  # type: ignore[union-attr]
    assert owed == {"materials": 2, "energy": 2, "science": 1}
    house = state.houses[0]
    house.resources = [0, 2, 1, 3, 0]  # Energy 2, Materials 1, Credits 3, no Science
    before = house.influence
    solokit.push(state, skirmish.TRIBUTE)
    assert solokit.kinds(state) == [("pay", "materials"), ("pay", "credits")]
    solokit.choose(state, "pay", "credits")
    while solokit.kinds(state) and solokit.kinds(state)[0][0] == "pay":
        solokit.choose(state, *solokit.kinds(state)[0])
    assert house.resources[4] == 0 and sum(house.resources[1:4]) == 6 - 4
    assert house.influence == max(0, before - 3)  # only the Science is unpaid


def test_vf_solo_skirmish_20_t45_reinforcement_next_to_the_combat_sector() -> None:
    """VF-SOLO-SKIRMISH-19, VF-SOLO-SKIRMISH-20, VF-SOLO-DEPLOY-03, VF-SOLO-DEPLOY-07 (T-45):
    after a successful defense in S, a War card's on-success effect puts 1 Void FP into a Void
    sector next to S (V3), not one elsewhere (V4); a full sector (3) takes none; with none next
    to S any Void sector will do."""
    state = _map()
    v = solokit.void(state)
    solokit.give(state, "s4", {"corvette": 3})
    solokit.sector(state, "s5").voidborn = 1  # V3, next to s4
    solokit.sector(state, "s10").voidborn = 1  # V4, not next to s4
    if v.alert:
        v.alert_deck.append(v.alert)
    v.alert = "war-3"
    for pile in (v.war_pile, v.alert_deck, v.boxed):
        if "war-3" in pile:
            pile.remove("war-3")
    v.skirmish_target, v.skirmish_strength = "s4", 0  # defended at once (strength 0)
    solokit.push(state, skirmish.ON_SUCCESS, source="war")
    assert solokit.kinds(state) == [("sector", "s5")]
    solokit.choose(state, "sector", "s5")
    assert solokit.sector(state, "s5").voidborn == 2
    assert "vf.void.note.on_success" in solokit.notes(state)
    solokit.sector(state, "s5").voidborn = 3  # full: the closest amount elsewhere
    solokit.push(state, skirmish.REINFORCE)
    assert solokit.kinds(state) == [("sector", "s10")]


def test_vf_solo_skirmish_19_no_on_success_effects_after_a_lost_defense() -> None:
    """VF-SOLO-SKIRMISH-19: the on-success effects need a successful defense."""
    state = _map()
    v = solokit.void(state)
    if v.alert:
        v.alert_deck.append(v.alert)
    v.alert = "war-3"
    for pile in (v.war_pile, v.alert_deck, v.boxed):
        if "war-3" in pile:
            pile.remove("war-3")
    solokit.sector(state, "s5").voidborn = 2  # s4 was lost: a Void sector now
    solokit.sector(state, "s4").voidborn = 2
    v.skirmish_target, v.skirmish_strength = "s4", 4
    solokit.push(state, skirmish.ON_SUCCESS, source="war")
    assert "vf.void.note.on_success" not in solokit.notes(state)
