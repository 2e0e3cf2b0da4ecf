"""Setting up a solo game (VF-SOLO-SETUP, -DIFF, -COMP; the digest's T-01, T-02, T-52)."""

from __future__ import annotations

import pytest

from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.modes.void import board
from tests.voidfall.solo import solokit


def test_vf_solo_setup_13_t01_easy_setup() -> None:
    """VF-SOLO-SETUP-06, VF-SOLO-SETUP-08, VF-SOLO-SETUP-10, VF-SOLO-SETUP-11, VF-SOLO-SETUP-13,
    VF-SOLO-SETUP-16, VF-SOLO-SETUP-40, VF-SOLO-COMP-04, VF-SOLO-COMP-05 (T-01): Easy: both tracks
    empty, all 5 Start Crises boxed, 7 Harbingers (4 of them on C011's sectors), no Catastrophe,
    4 War cards in play, Influence 10, Glory [2], 14 FP, the Focus cards in hand with Innovation
    reserved (not in hand) for Cycle 2,
    1 Corruption above the rightmost Agenda slot, the 3 Civilization markers on their first
    space."""
    state = solokit.new("easy")
    v = solokit.void(state)
    content = solokit.game().content
    assert v.military == [""] * 5 and v.economic == [""] * 5
    starts = [c for c in v.boxed if c in content.void.crises]  # type: ignore[union-attr]
    assert len(starts) == 5
    assert v.harbinger_supply + v.harbingers_in_space == 7
    assert v.harbingers == {"s3": 1, "s5": 1, "s8": 1, "s9": 1}
    assert v.catastrophes == 0
    wars = [a for a in (*v.alert_deck, *v.war_pile) if a.startswith("war-")]
    assert len(wars) == 4
    assert sum(1 for a in v.boxed if a.startswith("war-")) == 4
    house = state.houses[0]
    assert house.influence == 10 and house.glory == [2]
    assert house.focus_reserved == ["innovation"] and "innovation" not in house.focus_hand
    assert len(house.focus_hand) + len(house.focus_reserved) == 9  # the pack's 9 standard cards
    assert house.agenda_corrupted == [False, False, False, True]
    assert house.tracks == [0, 0, 0] and house.track_corrupted == [False] * 3


def test_vf_solo_setup_14_t02_medium_start_crises() -> None:
    """VF-SOLO-SETUP-14, VF-SOLO-CBOARD-04, VF-SOLO-CBOARD-05, VF-SOLO-CBOARD-10, VF-SOLO-DIFF-02
    (T-02, AMB-07): Medium: the
    first Start Crisis drawn goes to the Economic track, the second to the Military track, 3
    are boxed; the Military modifier and the Economic cost now read the second space."""
    state = solokit.new("medium", seed=4)
    v = solokit.void(state)
    content = solokit.game().content
    assert board.crisis(content, v.economic[0]).tier == "start"
    assert board.crisis(content, v.military[0]).tier == "start"
    assert sum(1 for c in v.boxed if c.startswith("crisis-")) == 3
    assert board.military_modifier(state, content) == content.void.board.military[1]  # type: ignore[union-attr]
    assert board.economic_cost(state, content) == content.void.board.economic[1]  # type: ignore[union-attr]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_vf_solo_setup_17_alert_deck_follows_the_difficulty_card(level: str) -> None:
    """VF-SOLO-SETUP-15, VF-SOLO-SETUP-16, VF-SOLO-SETUP-17, VF-SOLO-DIFF-03, VF-SOLO-ALERT-05
    (T-52): the Cycle-1 Alert deck
    holds exactly the Difficulty card's Situations per tier and War cards (the first Alert is
    already revealed in round 1)."""
    state = solokit.new(level, seed=2)
    v = solokit.void(state)
    mix = solokit.game().content.void.difficulties[level].alerts[0]  # type: ignore[union-attr]
    deck = [*v.alert_deck, v.alert]
    count = {t: sum(1 for a in deck if a.startswith(f"situation-{t}-")) for t in "123"}
    assert count == {"1": mix.tier1, "2": mix.tier2, "3": mix.tier3}
    assert sum(1 for a in deck if a.startswith("war-")) == mix.war


def test_vf_solo_setup_34_display_of_three_single_copies() -> None:
    """VF-SOLO-SETUP-34, VF-SOLO-SETUP-35, VF-SOLO-TECH-08: 3 Technologies in the display, one
    Basic copy each (the copy with Influence); the other Basic cards are boxed."""
    state = solokit.new("easy", seed=9)
    piles = state.board.tech_piles
    shown = {t: p for t, p in piles.items() if p}
    assert len(shown) == 3 and all(len(p) == 1 for p in shown.values())
    content = solokit.game().content
    assert all(p[0] == content.technologies[t].basic.influence for t, p in shown.items())


def test_vf_solo_setup_09_difficulty_is_a_rules_option() -> None:
    """VF-SOLO-SETUP-09, VF-SOLO-DIFF-01: the difficulty is chosen before the game; an unknown
    one, or a solo game with more than one player, is refused."""
    with pytest.raises(SetupError):
        solokit.new("nightmare")
    with pytest.raises(SetupError):
        solokit.game().new_game(Config(players=2, mode="solo", options=("difficulty=easy",)))


def test_vf_solo_setup_32_fallen_house_sector_gets_a_fallen_house() -> None:
    """VF-SOLO-SETUP-30, VF-SOLO-SETUP-32: C011's Fallen House sector holds one of the Fallen
    Houses whose Technologies make the display, with its Population and 1 Corruption."""
    state = solokit.new("easy", seed=3)
    s7 = solokit.sector(state, "s7")
    content = solokit.game().content
    assert s7.fallen_house
    assert s7.population == content.houses[s7.fallen_house].fallen_population
    assert s7.corrupted


def _fallen(state: GameState) -> set[str]:
    """The Fallen Houses of a game: those whose Technologies make the display."""
    content = solokit.game().content
    return {content.technologies[t].house for t in state.board.tech_piles}


def test_vf_solo_setup_31_exactly_one_fallen_house_with_broken_glass() -> None:
    """VF-SOLO-SETUP-31 (AMB-09): the solo draw of the 4 Fallen Houses is redrawn until exactly
    1 of them shows Broken Glass (Astoran, Dunlork, Shiveus, Zenor: content facts §2.4); with
    the rules option ``broken_glass=1_to_3`` (the setup apps' reading) 1 to 3 of them, and
    some setups then hold 2 or 3."""
    content = solokit.game().content
    cracked = {h for h, house in content.houses.items() if house.broken_glass and not house.updates}
    assert cracked == {"astoran", "dunlork", "shiveus", "zenor"}
    counts = []
    loose = []
    for seed in range(40):
        fallen = _fallen(solokit.new("easy", seed))
        assert len(fallen) == 4
        counts.append(len(fallen & cracked))
        option = solokit.new("easy", seed, "broken_glass=1_to_3")
        loose.append(len(_fallen(option) & cracked))
    assert set(counts) == {1}
    assert set(loose) <= {1, 2, 3} and max(loose) >= 2
