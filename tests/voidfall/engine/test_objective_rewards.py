"""Galactic objectives whose reward is a choice ("A or B") and red lines with several lines on
one side (content gap 3, docs/content-sources.md): VF-EVAL-12..15, VF-ACTION-09/10.

An objective's ``combine: one`` offers its effects as ``effect N``, one to be resolved or none
(``done``); with only one that can be resolved it is given without asking. ``side`` groups the
lines behind a red line: ``option N`` picks side N, whose met lines all score, the other side's
none. Re-encoded from the catalogue's card texts: 1C, 1H, 2H, 2I (rewards) and 1I, 2I, 3A, 3B,
3G, 3I (sides).

Position (bundled pack, seed 1): seat 0 is Valnis with Pure Home s25 (Population 2, 2 Corvette
FP, a Farmers' Guild, a Shipyard) and Pure Outpost s19 (Population 2, 2 Corvette FP, Engineers'
and Miners' Guilds), a Glory token of value 2, 3 Credits, 2 Active FP, all tracks at space 0.
Seat 0 resolves Evaluation step 3 alone (the Step is pushed as the Evaluation does).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.rules import countables, scoring
from tests.voidfall.engine.gamekit import bundled, names


def evaluating(event: str, sectors: dict[str, Any] | None = None, **house: Any) -> GameState:
    """Seat 0 evaluates ``event``'s objectives (VF-EVAL-12), ``house`` patching its mat."""
    game = bundled()
    data = {
        "base": {"players": 2, "houses": ["valnis", "belitan"], "seed": 1},
        "phase": "evaluation",
        "board": {"turn_order": [0, 1], "event": event},
        "turn": {"seat": 0, "focus": "production"},
        "sectors": sectors or {},
        "houses": {0: house},
        "stack": [{"kind": "choose_action", "seat": 0}],
    }
    state = load_position(data, game)
    state.stack.clear()
    push_step(state, game.content, 0, Effect("galactic_objectives"), cost=True)
    flow.settle(state, game.content)
    return state


def decide(state: GameState, *picks: str) -> GameState:
    """Make ``picks`` in order; each must be offered."""
    game = bundled()
    for text in picks:
        assert text in names(game, state), (text, names(game, state))
        state = game.apply_notation(state, text)
    return state


def offered(state: GameState) -> list[str]:
    return names(bundled(), state)


def scored(state: GameState) -> int:
    """Seat 0's Influence from Galactic objectives (the score sheet's line)."""
    return state.houses[0].influence_sheet.get("objectives", 0)


def credits(state: GameState) -> int:
    return state.houses[0].resources[3]


# --- "A or B" rewards ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "pick,credits_gained,trade_gained", [("effect 1", 2, 0), ("effect 2", 0, 1)]
)
def test_vf_action_09_1c_offers_credits_or_a_trade_token_and_gives_the_chosen_one(
    pick: str, credits_gained: int, trade_gained: int
) -> None:
    """VF-EVAL-14, VF-ACTION-09 (1C Remnants of the Domineum): with a Pure track at Tier 1+
    gain 2 Credits OR a Trade token: both are offered, only the chosen one is gained. The other
    line (6+ FP in your sectors) is not met, so no red-line choice is asked."""
    state = evaluating("remnants_of_the_domineum", tracks=[3, 0, 0])
    assert offered(state) == ["effect 1", "effect 2", "done"]
    trade = state.houses[0].trade_loose
    state = decide(state, pick)
    while state.stack:  # where the Trade token comes from
        state = decide(state, offered(state)[0])
    assert credits(state) == 3 + credits_gained
    assert state.houses[0].trade_loose == trade + trade_gained


def test_vf_action_10_an_a_or_b_reward_may_be_forgone() -> None:
    """VF-EVAL-12 ("you may resolve its benefit"), VF-ACTION-10: ``done`` takes neither."""
    state = decide(evaluating("remnants_of_the_domineum", tracks=[3, 0, 0]), "done")
    assert not state.stack
    assert credits(state) == 3 and not state.houses[0].trade_loose


def test_vf_action_09_1h_gain_a_glory_token_or_upgrade_one() -> None:
    """VF-EVAL-13, VF-ACTION-09 (1H Straight to Hell): both lines are met (no Corruption on the
    mat; s19 and s25 hold 2 FP each); behind the red line the first gives a Glory token of
    value 2 OR upgrades one."""
    state = evaluating("straight_to_hell")
    assert offered(state) == ["option 1", "option 2"]
    state = decide(state, "option 1")
    assert offered(state) == ["effect 1", "effect 2", "done"]
    gain = decide(state, "effect 1")
    assert sorted(gain.houses[0].glory) == [2, 2]
    upgrade = decide(state, "effect 2")
    while upgrade.stack:
        upgrade = decide(upgrade, offered(upgrade)[0])
    assert upgrade.houses[0].glory == [3]


def test_vf_action_09_1h_with_nothing_to_upgrade_the_token_is_given_without_asking() -> None:
    """VF-ACTION-09: when only one effect of an "A or B" reward can be resolved (no Glory token
    to upgrade), it is given like a single benefit."""
    state = evaluating("straight_to_hell", glory=[], sectors={"s19": {"fleets": {"corvette": 1}}})
    assert not state.stack
    assert state.houses[0].glory == [2]


def test_vf_action_09_2h_remove_a_corruption_or_gain_an_agenda() -> None:
    """VF-EVAL-13, VF-EVAL-14, VF-ACTION-09 (2H Adaptation): with a total Glory of 8+ remove a
    Corruption OR gain an Agenda; the other side (3 per Active FP) gives nothing then."""
    state = evaluating("adaptation", glory=[5, 3], track_corrupted=[True, False, False])
    assert offered(state) == ["option 1", "option 2"]
    state = decide(state, "option 1")
    assert offered(state) == ["effect 1", "effect 2", "done"]
    removed = decide(state, "effect 1")
    while removed.stack:
        removed = decide(removed, offered(removed)[0])
    assert removed.houses[0].track_corrupted == [False, False, False]
    assert not removed.houses[0].agenda_hand
    agenda = decide(state, "effect 2")
    while agenda.stack:
        agenda = decide(agenda, offered(agenda)[0])
    assert agenda.houses[0].track_corrupted == [True, False, False]
    assert len(agenda.houses[0].agenda_hand) == 1  # taken into your hand (VF-AGENDA-01)
    assert scored(removed) == scored(agenda) == 0  # not the 3 per Active FP


def test_vf_action_09_2h_without_a_corruption_the_agenda_is_the_only_reward() -> None:
    """VF-ACTION-09: no Corruption to remove, so "gain an Agenda" is pushed without asking
    "which effect" (the Agenda step asks which Agenda)."""
    state = decide(evaluating("adaptation", glory=[5, 3]), "option 1")
    assert offered(state) and not {"effect 1", "effect 2"} & set(offered(state))


def upkeep_10(**house: Any) -> GameState:
    """2I with a total Upkeep of 12 (2 per sector icon on s19 and s25, Agendas 2 + 6)."""
    agendas = ["valnis-a", "high_society", "mining_consortium", "quantum_leap"]
    sectors = {"s19": {"upkeep_icons": 2}, "s25": {"upkeep_icons": 2}}
    state = evaluating("supreme_triumph", sectors=sectors, agendas=agendas, **house)
    assert countables.count(state, bundled().content, 0, "upkeep", {}) >= 10
    return state


def test_vf_action_09_2i_ten_influence_or_advance_on_statecraft() -> None:
    """VF-EVAL-14, VF-ACTION-09, VF-INFL-02 (2I Supreme Triumph): with a total Upkeep of 10+
    gain 10 Influence (an objective's, on the score sheet) OR advance on Statecraft."""
    state = upkeep_10()
    assert offered(state) == ["effect 1", "effect 2", "done"]
    influence = decide(state, "effect 1")
    assert scored(influence) == 10 and influence.houses[0].tracks[1] == 0
    advance = decide(state, "effect 2")
    while advance.stack:
        advance = decide(advance, offered(advance)[0])
    assert scored(advance) == 0 and advance.houses[0].tracks[1] == 1


# --- Several lines on one side of a red line ----------------------------------------------------


def test_vf_eval_13_2i_sides_are_the_printed_objectives() -> None:
    """VF-EVAL-13 (2I): the five "per Glory token of value 5" lines are one printed objective
    (side 1); the Upkeep line is side 2, picked as ``option 2``."""
    content = bundled().content
    assert scoring.sides(content.events["supreme_triumph"]) == [[0, 1, 2, 3, 4], [5]]
    state = upkeep_10(glory=[5, 5])
    assert offered(state) == ["option 1", "option 2"]
    labels = {a.notation: a.label for a in bundled().legal_actions(state)}
    side2 = content.events["supreme_triumph"].objectives[5].text
    assert side2 and labels["option 2"] == f"Option 2: {side2}"  # the side's printed text
    produced = decide(state, "option 1")
    assert offered(produced)[0].startswith("resource")  # produce 2 types (VF-PROD-08)
    upkeep = decide(state, "option 2")
    assert offered(upkeep) == ["effect 1", "effect 2", "done"]


@pytest.mark.parametrize("pick,gained", [("option 1", 3 + 6), ("option 2", 2 * 1 + 4 * 2)])
def test_vf_eval_13_3a_each_side_scores_all_its_lines(pick: str, gained: int) -> None:
    """VF-EVAL-13, VF-EVAL-15 (3A Revenge of the Novarchs): side 1 is the three per-track lines
    (3/6/9/12 per Pure track at Tier 1/2/3/4: Society Tier 1, Statecraft Tier 2); side 2 is 1
    per Active FP and 2 per FP in your Pure sectors (2 Active, 4 in s19 and s25). The chosen
    side scores all its lines, the other none."""
    state = evaluating("revenge_of_the_novarchs", tracks=[3, 5, 0])
    assert offered(state) == ["option 1", "option 2"]
    assert scored(decide(state, pick)) == gained


def test_vf_eval_13_3a_one_side_met_is_scored_without_asking() -> None:
    """VF-EVAL-13: with no Pure track at Tier 1+ only side 2 is met: both its lines score."""
    state = evaluating("revenge_of_the_novarchs")
    assert not state.stack and scored(state) == 2 + 8


@pytest.mark.parametrize("pick,gained", [("option 1", 2), ("option 2", 5 + 3)])
def test_vf_eval_13_3b_glory_or_fleets_and_upkeep(pick: str, gained: int) -> None:
    """VF-EVAL-13, VF-EVAL-15 (3B Total War): Influence equal to your total Glory (2), OR 5 per
    Pure sector with 3+ FP (s19) and 3 per sector with 2+ Upkeep (s25's two icons)."""
    sectors = {"s19": {"fleets": {"corvette": 3}}, "s25": {"upkeep_icons": 2}}
    state = evaluating("total_war", sectors=sectors)
    assert offered(state) == ["option 1", "option 2"]
    assert scored(decide(state, pick)) == gained


def test_vf_eval_17_3b_a_corrupted_sector_scores_no_upkeep_influence() -> None:
    """VF-EVAL-17, VF-CORRUPT-01 (3B Total War, side 2; seed 003 l.1777-1779: never Influence
    for sectors with Corruption): s25 (Home, 2 Upkeep icons, Pure) scores 3; s19 with 2 Upkeep
    icons and a Corruption scores nothing, and its 3 FP give no 5 either."""
    sectors = {
        "s19": {"fleets": {"corvette": 3}, "upkeep_icons": 2, "corrupted": True},
        "s25": {"upkeep_icons": 2},
    }
    state = evaluating("total_war", sectors=sectors)
    assert offered(state) == ["option 1", "option 2"]
    assert scored(decide(state, "option 2")) == 3  # s25 only
    pure = {**sectors, "s19": {"fleets": {"corvette": 3}, "upkeep_icons": 2, "corrupted": False}}
    assert scored(decide(evaluating("total_war", sectors=pure), "option 2")) == 5 + 3 + 3


def own(*ids: str, population: int = 2) -> dict[str, Any]:
    """Sectors patch: seat 0 controls ``ids``, Pure, with 1 Corvette FP each."""
    return {
        i: {"owner": 0, "corrupted": False, "population": population, "fleets": {"corvette": 1}}
        for i in ids
    }


@pytest.mark.parametrize("pick,gained", [("option 1", 1 + 3 + 6), ("option 2", 5)])
def test_vf_eval_13_3g_populations_or_sectors_beyond_the_fourth(pick: str, gained: int) -> None:
    """VF-EVAL-13, VF-EVAL-15, VF-EVAL-18 (3G Winds of Annihilation): side 1 is 1/3/6 per Pure
    sector with Population 4/5/6 (s19 4, s25 5, s20 6); side 2 is 5 per Pure sector beyond your
    fourth (five Pure sectors)."""
    sectors = {
        **own("s20", "s21", "s24"),
        "s19": {"population": 4},
        "s25": {"population": 5},
        "s20": {**own("s20")["s20"], "population": 6},
    }
    state = evaluating("winds_of_annihilation", sectors=sectors)
    assert offered(state) == ["option 1", "option 2"]
    assert scored(decide(state, pick)) == gained


@pytest.mark.parametrize("pick,gained", [("option 1", 2 * 2), ("option 2", 3 + 2 * 1)])
def test_vf_eval_13_3i_glory_or_credits_and_bankers(pick: str, gained: int) -> None:
    """VF-EVAL-13, VF-EVAL-15 (3I Bright Future): twice your three best Glory values (one token
    of 2), OR 1 per Credit in stock (3) and 2 per Pure Bankers' Guild (one, in s19)."""
    sectors = {"s19": {"guilds": ["bankers", "miners", ""]}}
    state = evaluating("bright_future", sectors=sectors)
    assert offered(state) == ["option 1", "option 2"]
    assert scored(decide(state, pick)) == gained


def test_vf_eval_13_1i_the_per_track_lines_are_one_side() -> None:
    """VF-EVAL-13, VF-EVAL-14 (1I Glorious Ascension): "activate 1 FP per Pure track" (three
    lines, one per count of Pure tracks) is side 1; a Glory token of value 4 or 5 is side 2."""
    assert scoring.sides(bundled().content.events["glorious_ascension"]) == [[0, 1, 2], [3]]
    state = evaluating("glorious_ascension", tracks=[3, 0, 0], glory=[4])
    assert offered(state) == ["option 1", "option 2"]
    active = state.houses[0].fp_active
    state = decide(state, "option 1")
    while state.stack:
        state = decide(state, offered(state)[0])
    assert state.houses[0].fp_active == active + 3  # three Pure tracks


# --- The loader refuses malformed uses ----------------------------------------------------------


def pack_with_events(tmp_path: Path, change: Any) -> Path:
    """A copy of the bundled pack whose Galactic Events ``change`` edits in place."""
    root = tmp_path / "pack"
    root.mkdir()
    for path in DEFAULT_PACK.iterdir():
        if path.is_file():
            (root / path.name).write_bytes(path.read_bytes())
    file = root / "galactic_events.yaml"
    events = yaml.safe_load(file.read_text())
    change({e["id"]: e for e in events})
    file.write_text(yaml.safe_dump(events, sort_keys=False))
    return root


def refusal(tmp_path: Path, change: Any) -> ContentError:
    with pytest.raises(ContentError) as info:
        load_content(pack_with_events(tmp_path, change))
    return info.value


def test_loader_refuses_a_choice_of_one_effect(tmp_path: Path) -> None:
    """An "A or B" reward (``combine: one``) needs two effects at least (VF-ACTION-09)."""

    def change(events: dict[str, Any]) -> None:
        events["remnants_of_the_domineum"]["objectives"][1]["effects"].pop()

    err = refusal(tmp_path, change)
    assert (err.file, err.entry) == ("galactic_events.yaml", "remnants_of_the_domineum")
    assert err.field == "objectives[1].combine"


def test_loader_refuses_an_unknown_reward_effect(tmp_path: Path) -> None:
    """An objective's effects are checked like any effect: a typo is refused, not ignored."""

    def change(events: dict[str, Any]) -> None:
        events["adaptation"]["objectives"][0]["effects"][1] = {"op": "gain_agendaa"}

    err = refusal(tmp_path, change)
    assert (err.entry, err.field) == ("adaptation", "objectives[0].effects[1].op")


@pytest.mark.parametrize(
    "event,line,side,field",
    [
        ("total_war", 1, None, "objectives[1].side"),  # every line or none
        ("total_war", 0, 2, "objectives[0].side"),  # numbered from 1
        ("total_war", 1, 3, "objectives[1].side"),  # 1, 3, 2: a side skipped
        ("total_war", 0, 0, "objectives[0].side"),
        ("bright_future", 0, 2, "objectives[0].side"),
    ],
)
def test_loader_refuses_badly_numbered_sides(
    tmp_path: Path, event: str, line: int, side: int | None, field: str
) -> None:
    """VF-EVAL-13: sides are numbered from 1 in the order of the lines, on every line."""

    def change(events: dict[str, Any]) -> None:
        if side is None:
            del events[event]["objectives"][line]["side"]
        else:
            events[event]["objectives"][line]["side"] = side

    err = refusal(tmp_path, change)
    assert (err.entry, err.field) == (event, field)


def test_loader_refuses_a_red_line_with_one_side(tmp_path: Path) -> None:
    """VF-EVAL-13: a red line separates two objectives; all lines on side 1 is an error."""

    def change(events: dict[str, Any]) -> None:
        for line in events["total_war"]["objectives"]:
            line["side"] = 1

    err = refusal(tmp_path, change)
    assert (err.entry, err.field) == ("total_war", "objectives[2].side")


def test_loader_refuses_sides_on_a_green_line(tmp_path: Path) -> None:
    """VF-EVAL-13: behind a green line both objectives are evaluated: no sides to choose."""

    def change(events: dict[str, Any]) -> None:
        for n, line in enumerate(events["last_breath"]["objectives"], start=1):
            line["side"] = n

    err = refusal(tmp_path, change)
    assert (err.entry, err.field) == ("last_breath", "objectives[0].side")
    assert "red line" in err.problem
