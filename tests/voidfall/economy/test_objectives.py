"""Achievement objectives with an upper bound and with several conditions (T-21, VF-EVAL-12..18).

The bounds and the conjunction are checked on the tiny pack; each card line encoded with them
(docs/content-sources.md, "Gaps" item 4) is then scored from the bundled pack in a small position.
Default position (econkit): Home s1 and Pure s2 are yours, s3 is yours and Corrupted.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import Condition, Objective
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import scoring
from tests.voidfall.economy.econkit import make_state, run, sector


@pytest.fixture(scope="module")
def pack() -> Content:
    return load_content()


def agenda_line(pack: Content, agenda: str, n: int = 0) -> Objective:
    return pack.agendas[agenda].objectives[n]


def event_line(pack: Content, event: str, n: int) -> Objective:
    return pack.events[event].objectives[n]


def evaluate(state: GameState, pack: Content, event: str, picks: Iterable[str] = ()) -> None:
    """Evaluation step 3 for seat 0 with ``event`` on the Galactic board (VF-EVAL-12)."""
    state.board.event = event
    run(state, pack, {"op": "galactic_objectives"}, picks)


# ---------------------------------------------------------------------------- bounds


@pytest.mark.parametrize(
    "at_least,at_most,met",
    [
        (None, 2, True),  # 2 Pure sectors, at most 2: the boundary is met
        (None, 1, False),  # one too many
        (2, 2, True),
        (2, 3, True),
        (3, 5, False),  # below the lower bound
        (None, None, True),  # no bounds: at least 1
    ],
)
def test_vf_eval_14_at_most_is_met_up_to_its_boundary(
    state: GameState, content: Content, at_least: int | None, at_most: int | None, met: bool
) -> None:
    """VF-EVAL-14: an achievement with an upper bound is met when the count is from ``at_least``
    to ``at_most``, both included, and then gives its benefit once."""
    line = Objective(
        count="pure_sectors", influence=5, scoring="once", at_least=at_least, at_most=at_most
    )
    assert scoring.times_met(state, content, 0, line) == int(met)
    assert scoring.influence(state, content, 0, line) == (5 if met else 0)


def test_vf_eval_14_at_most_zero_means_none(state: GameState, content: Content) -> None:
    """VF-EVAL-14: ``at_most: 0`` alone is "none" (``at_least`` then defaults to 0, not 1)."""
    line = Objective(count="corrupted_sectors", influence=7, scoring="once", at_most=0)
    assert scoring.influence(state, content, 0, line) == 0  # s3 is Corrupted
    state.galaxy.sector("s3").corrupted = False
    assert scoring.influence(state, content, 0, line) == 7


def test_vf_eval_14_conjunction_needs_every_part(state: GameState, content: Content) -> None:
    """VF-EVAL-14: an achievement with ``all_of`` is met only when its own condition and every
    listed condition hold; failing any one part fails the line."""
    line = Objective(
        count="pure_sectors",
        influence=6,
        scoring="once",
        at_least=2,
        all_of=[
            Condition(count="pure_guilds", args={"guild": "farmers"}, at_least=1),
            Condition(count="corruption_on_mat", at_most=0),
        ],
    )
    assert scoring.influence(state, content, 0, line) == 0  # no Farmers' Guild yet
    state.galaxy.sector("s2").guilds[0] = "farmers"
    assert scoring.influence(state, content, 0, line) == 6  # every part holds
    state.houses[0].track_corrupted[0] = True
    assert scoring.influence(state, content, 0, line) == 0  # the at-most part fails
    state.houses[0].track_corrupted[0] = False
    state.galaxy.sector("s2").corrupted = True
    assert scoring.influence(state, content, 0, line) == 0  # the line's own count fails


# ---------------------------------------------------------------------------- Support Agendas


def test_vf_eval_16_s1_salvation_project_no_corrupted_sector(pack: Content) -> None:
    """VF-EVAL-16, VF-EVAL-17 (S1 The Salvation Project): 7 Influence if none of your sectors is
    Corrupted; another player's Corrupted sector does not matter (VF-EVAL-21)."""
    state = make_state()
    line = agenda_line(pack, "the_salvation_project")
    assert scoring.influence(state, pack, 0, line) == 0
    state.galaxy.sector("s3").corrupted = False
    state.galaxy.sector("s5").corrupted = True  # seat 1's
    assert scoring.influence(state, pack, 0, line) == 7


@pytest.mark.parametrize(
    "home,pure,corrupted,influence",
    [
        (["engineers", "miners"], ["engineers", "miners"], [], 6),
        (["engineers", "engineers"], ["engineers", "miners"], [], 0),  # 4 of the two, 1 Miners'
        (["engineers", "miners"], ["engineers"], ["miners"], 0),  # a Corrupted Miners' Guild
        (["engineers", "engineers"], ["miners", "miners"], [], 6),
    ],
)
def test_vf_eval_16_s5_heavy_industry_both_kinds(
    pack: Content, home: list[str], pure: list[str], corrupted: list[str], influence: int
) -> None:
    """VF-EVAL-16, VF-EVAL-18 (S5 Heavy Industry): 6 Influence only with 2+ Pure Engineers' AND
    2+ Pure Miners' Guilds; four of the two kinds together are not enough."""
    state = make_state(
        [
            sector("s1", population=3, home_of=0, owner=0, corvettes=2, guilds=home),
            sector("s2", population=2, owner=0, corvettes=1, guilds=pure),
            sector("s3", population=3, owner=0, corvettes=1, corrupted=True, guilds=corrupted),
            sector("s5", population=3, home_of=1, owner=1, corvettes=2),
        ],
        edges=(("s1", "s2"), ("s2", "s3")),
    )
    assert scoring.influence(state, pack, 0, agenda_line(pack, "heavy_industry")) == influence


def test_vf_eval_16_s7_source_initiative_at_most_one_corruption(pack: Content) -> None:
    """VF-EVAL-16, VF-CORRUPT-03 (S7 The Source Initiative): 6 Influence with at most 1
    Corruption on your House mat and sectors together; Decontamination Chambers do not count."""
    state = make_state()
    house = state.houses[0]
    line = agenda_line(pack, "the_source_initiative")
    house.decontamination = 3
    assert scoring.influence(state, pack, 0, line) == 6  # only s3
    house.agenda_corrupted[1] = True
    assert scoring.influence(state, pack, 0, line) == 0  # s3 and an Agenda slot: 2
    state.galaxy.sector("s3").corrupted = False
    assert scoring.influence(state, pack, 0, line) == 6  # the Agenda slot only


def test_vf_eval_16_s8_optimized_energy_reserve_upkeep_at_most_6(pack: Content) -> None:
    """VF-EVAL-16, VF-EVAL-07 (S8 Optimized Energy Reserve): 5 Influence if your total Upkeep is
    6 or less (2 per Agenda in play here)."""
    state = make_state()
    house = state.houses[0]
    line = agenda_line(pack, "optimized_energy_reserve")
    house.agendas = ["start_plain", "s1", "w1", ""]
    assert scoring.influence(state, pack, 0, line) == 5  # Upkeep 6
    house.agendas[3] = "m1"
    assert scoring.influence(state, pack, 0, line) == 0  # Upkeep 8


# ---------------------------------------------------------------------------- Galactic Events


def test_vf_eval_12_14_1h_no_corruption_on_the_mat_gains_glory(pack: Content) -> None:
    """VF-EVAL-12, VF-EVAL-14 (1H Straight to Hell): with no Corruption on your House mat (a
    Corrupted sector and Decontamination Chambers are not on it) gain a Glory token of value 2."""
    state = make_state()
    house = state.houses[0]
    house.decontamination = 2
    line = event_line(pack, "straight_to_hell", 0)
    assert scoring.times_met(state, pack, 0, line) == 1
    evaluate(state, pack, "straight_to_hell")
    assert house.glory == [2]
    house.track_corrupted[2] = True
    assert scoring.times_met(state, pack, 0, line) == 0


def test_vf_eval_12_14_2b_low_upkeep_gains_4_and_removes_a_corruption(pack: Content) -> None:
    """VF-EVAL-12, VF-EVAL-14 (2B Strength Lies in Unity): with a total Upkeep of 4 or less gain
    4 Influence and remove a Corruption (here the only one, in s3)."""
    state = make_state()
    house = state.houses[0]
    line = event_line(pack, "strength_lies_in_unity", 1)
    house.agendas = ["start_plain", "s1", "w1", ""]
    assert scoring.times_met(state, pack, 0, line) == 0  # Upkeep 6
    house.agendas = ["start_plain", "s1", "", ""]
    evaluate(state, pack, "strength_lies_in_unity")  # Upkeep 4
    assert house.influence_sheet.get("objectives") == 4
    assert not state.galaxy.sector("s3").corrupted


def test_vf_eval_12_14_2e_preferred_focus_and_corruption(pack: Content) -> None:
    """VF-EVAL-12, VF-EVAL-14 (2E Rally the Guilds): "none of your Preferred Focuses in your
    discard pile" (advance on a track), or 8 Influence with at most 1 Corruption on your House
    mat and sectors together."""
    state = make_state()
    house = state.houses[0]
    house.preferred = ["conquest", "production"]
    house.focus_discard = ["policy"]
    advance, influence = (
        event_line(pack, "rally_the_guilds", 0),
        event_line(pack, "rally_the_guilds", 1),
    )
    assert advance.effects == [{"op": "advance", "track": "any"}]
    assert scoring.times_met(state, pack, 0, advance) == 1
    house.focus_discard.append("astoran_conquest")  # counts as Conquest
    assert scoring.times_met(state, pack, 0, advance) == 0
    assert scoring.influence(state, pack, 0, influence) == 8  # s3 only
    house.track_corrupted[0] = True
    assert scoring.influence(state, pack, 0, influence) == 0


def test_vf_eval_13_14_3f_no_mat_corruption_and_5_technologies(pack: Content) -> None:
    """VF-EVAL-13, VF-EVAL-14 (3F Shadow of the Void): 20 Influence with no Corruption on your
    House mat AND 5+ Technologies; behind the red line the player picks it."""
    state = make_state()
    house = state.houses[0]
    house.agendas[0] = "valnis-a"  # a real starting Agenda: the income line reads its bonus
    line = event_line(pack, "shadow_of_the_void", 1)
    names = ["shields", "targeting", "torpedoes", "energy_cells", "starbases"]
    house.technologies = dict.fromkeys(names[:4], "basic")
    assert scoring.influence(state, pack, 0, line) == 0  # 4 Technologies
    house.technologies[names[4]] = "improved"
    house.track_corrupted[1] = True
    assert scoring.influence(state, pack, 0, line) == 0  # Corruption on a track
    house.track_corrupted[1] = False
    house.decontamination = 2  # not on the House mat
    assert scoring.influence(state, pack, 0, line) == 20
    evaluate(state, pack, "shadow_of_the_void", ["option 2"])
    assert house.influence_sheet.get("objectives") == 20
