"""More of the solo digest's scenarios (§12: T-04, T-23, T-47, T-59)."""

from __future__ import annotations

from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.modes.void import alerts, skirmish
from tests.voidfall.solo import solokit
from tests.voidfall.solo.test_skirmish import _map

CONTENT = solokit.game().content


def test_vf_solo_crisis_02_t04_reveal_with_reshuffle() -> None:
    """VF-CRISIS-04, VF-CRISIS-05, VF-FOCUS-05, VF-SOLO-TURN-03, VF-SOLO-CRISIS-01,
    VF-SOLO-CRISIS-02 (T-04): a tier II Situation with
    an empty tier II deck: its 3 discards are shuffled into a new deck (an RNG draw) and one
    becomes the current Crisis."""
    state = solokit.to_selection(solokit.new("easy", 1))
    v = solokit.void(state)
    if v.current_crisis:
        v.crisis_decks["1"].append(v.current_crisis)
        v.current_crisis = ""
    tier2 = v.crisis_decks["2"]
    v.crisis_discards["2"], v.boxed = tier2[:3], v.boxed + tier2[3:]
    v.crisis_decks["2"] = []
    if v.alert:
        v.alert_deck.append(v.alert)
    v.alert = v.situation_piles["2"].pop()
    before = state.rng.state
    alerts.reveal_crisis(state, CONTENT, 0)
    assert state.rng.state != before
    assert v.current_crisis and len(v.crisis_decks["2"]) == 2 and v.crisis_discards["2"] == []
    assert "vf.void.note.crisis_reshuffle" in solokit.notes(state)


def test_vf_solo_skirmish_04_t23_zero_strength_in_cycle_1() -> None:
    """VF-SOLO-SKIRMISH-04, VF-SOLO-SKIRMISH-06 (T-23): Cycle 1 Evaluation, the setup
    Corruption removed, Military value 0: strength 0 (no +1 in Cycle 1)."""
    state = _map()
    state.houses[0].agenda_corrupted = [False] * 4
    state.houses[0].track_corrupted = [False] * 3
    state.phase = "evaluation"
    assert skirmish.strength(state, CONTENT, 0, "evaluation")[0] == 0


def test_vf_solo_gen_12_t47_influence_never_below_zero() -> None:
    """VF-SOLO-GEN-12, VF-SOLO-EVAL-05 (T-47): 2 Influence and resources unpaid on the
    Economic track: Influence 0, not below."""
    state = _map()
    house = state.houses[0]
    house.resources = [0] * 5
    from domineum.voidfall.rules import influence

    influence.gain(state, 0, 2 - house.influence, "other")
    assert house.influence == 2
    solokit.push(state, skirmish.TRIBUTE)
    assert house.influence == 0


def test_vf_solo_focus_11_t59_innovation_returns_once() -> None:
    """VF-SOLO-SETUP-06, VF-SOLO-FOCUS-11, VF-SOLO-EVAL-07 (T-59, AMB-04): Innovation is held
    back in Cycle 1 and joins the hand once, at Evaluation step 5 of Cycle 1."""
    state = solokit.new("easy", 1)
    house = state.houses[0]
    assert house.focus_reserved == ["innovation"] and "innovation" not in house.focus_hand
    steps = {s.name: s for s in procedure_for(state.config).phases["evaluation"]}
    from domineum.voidfall.model.state import Phase

    house.focus_discard, house.focus_hand = house.focus_hand[:6], house.focus_hand[6:]
    steps["return_focus_cards"].run(state, CONTENT, Phase(seat=-1))
    assert house.focus_hand.count("innovation") == 1 and house.focus_reserved == []
    assert house.focus_discard == [] and len(house.focus_hand) == 9


def test_vf_solo_variant_01_t49_focus_chosen_before_the_alert() -> None:
    """VF-SOLO-VARIANT-01, VF-VARIANT-04 (T-49, default seed 003): with the pre-selected Focus
    variant the player commits the round's Focus card before its Alert is revealed, then must
    play it."""
    from domineum.voidfall.model.state import Config, SelectFocus, Step

    game = solokit.game()
    config = Config(players=1, mode="solo", seed=3, preselected_focus=True)
    state = game.new_game(config)
    for _ in range(500):
        top = state.stack[-1]
        if isinstance(top, Step) and top.effect.op == "preselect_focus":
            break
        game.apply_in_place(state, game.legal_ids(state)[0])
    v = solokit.void(state)
    assert v.alert == "" and v.current_crisis == ""  # nothing revealed yet
    card = solokit.kinds(state)[0][1]
    solokit.choose(state, "focus", card)
    assert v.alert != ""  # revealed once the card is committed
    for _ in range(50):
        if isinstance(state.stack[-1], SelectFocus):
            break
        game.apply_in_place(state, game.legal_ids(state)[0])
    assert solokit.kinds(state) == [("focus", card)]


def test_vf_solo_variant_01_german_first_round_only_option() -> None:
    """VF-SOLO-VARIANT-01 German-literal option ``variant=002_first_round`` (AMB-43): a Focus
    card is committed for the first round of the Focus Phase only; the default commits one
    every round."""
    from domineum.voidfall.model.state import Config, Step

    game = solokit.game()

    def committed_rounds(*options: str) -> set[int]:
        config = Config(players=1, mode="solo", seed=3, preselected_focus=True, options=options)
        state = game.new_game(config)
        seen: set[int] = set()
        while state.cycle == 1 and state.phase != "over":
            top = state.stack[-1]
            if isinstance(top, Step) and top.effect.op == "preselect_focus":
                seen.add(state.round)
            game.apply_in_place(state, game.legal_ids(state)[0])
        return seen

    every = committed_rounds("difficulty=easy")
    assert len(every) >= 3 and 1 in every
    assert committed_rounds("difficulty=easy", "variant=002_first_round") == {1}
