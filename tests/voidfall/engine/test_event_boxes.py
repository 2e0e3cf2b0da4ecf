"""Galactic Event boxes with a choice between groups of effects, or a cost (content gap 5):
VF-PREP-16..20 and the cards 1A, 1F, 1H, 1I, 2A, 2C, 2E, 2I, 3C, 3E, 3F, 3G, 3I.

A box with ``options`` is a choice of one group (``option N``): a solid box offers only the
options the player can resolve completely and is ignored when there is none (VF-PREP-17); a
dashed box offers those whose cost can be paid, or ``done`` to skip it (VF-PREP-18). A dashed box
with a ``cost`` is paid to get its effects, or skipped. An option's ``when`` tests must hold.

The first tests use authored Events on the tiny pack; the others put a bundled Event on the board
of the House tests' position (``housekit.position``: seat 0 is Valnis, Home s25, Outpost s19; the
adjacent Voidborn sectors are s7 and s8 (Population 4, a Sector Defense each), s20 (3) and s24 (2))
and let seat 0 resolve one of its boxes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.engine import events, flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import ChooseAction, GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.rules import countables
from tests.voidfall.engine.gamekit import names as tiny_names
from tests.voidfall.engine.gamekit import pack_with, refused
from tests.voidfall.engine.gamekit import play as tiny_play
from tests.voidfall.houses.housekit import (
    EMPTY_SECTOR,
    HOME,
    OUTPOST,
    SLOT2,
    fleets,
    game,
    names,
    play,
    position,
    sector,
    stock,
)

# --- The mechanism, on authored Events (tiny pack) -----------------------------------------

EVENTS: list[dict[str, Any]] = [
    {
        "id": "e1",
        "name": "First",
        "cycle": 1,
        "rounds": 2,
        "source": "authored",
        "boxes": [
            {
                "scope": "each",
                "options": [
                    {
                        "cost": [{"op": "pay", "credits": 3}],
                        "effects": [{"op": "gain", "science": 2}],
                    },
                    {
                        "when": [{"count": "glory_tokens", "at_least": 1}],
                        "effects": [{"op": "gain", "food": 2}],
                    },
                    {"effects": [{"op": "remove_corruption"}]},
                ],
            },
            {
                "scope": "each",
                "mandatory": False,
                "cost": [{"op": "pay", "energy": 2}],
                "effects": [{"op": "gain", "materials": 3}],
            },
        ],
    },
    {"id": "e2", "name": "Second", "cycle": 2, "rounds": 2, "source": "authored"},
    {"id": "e3", "name": "Third", "cycle": 3, "rounds": 2, "source": "authored"},
]
RICH = {"food": 5, "energy": 5, "materials": 5, "credits": 5, "science": 0}
BROKE = dict.fromkeys(RICH, 0)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> VoidfallGame:
    return pack_with(tmp_path_factory.mktemp("boxes"), "galactic_events.yaml", EVENTS)


def at_boxes(game_: VoidfallGame, seat1: dict[str, Any], seat0: dict[str, Any]) -> GameState:
    """Preparation step 5 of Cycle 1 with e1 revealed; Turn Order 1, 0."""
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": ["red", "blue"], "seed": 3},
        "cycle": 1,
        "phase": "preparation",
        "board": {"turn_order": [1, 0], "event": "e1"},
        "houses": {"0": seat0, "1": seat1},
        "stack": [{"kind": "phase", "seat": NOBODY, "name": "preparation", "stage": 5}],
    }
    return load_position(data, game_)


def test_vf_prep_17_solid_box_offers_only_options_resolvable_completely(
    tiny: VoidfallGame,
) -> None:
    """VF-PREP-17: a solid box with options offers only those the player can resolve completely
    (pay 3 Credits for 2 Science: yes; 2 Food with a Glory token: yes; remove a Corruption: no,
    there is none), and cannot be skipped; the chosen option is resolved in full."""
    state = at_boxes(tiny, {"resources": RICH, "glory": [1]}, {"resources": BROKE})
    assert game_seat(tiny, state) == 1
    assert sorted(tiny_names(tiny, state)) == ["option 1", "option 2"]
    assert refused(tiny, state, "done").rule_id == "VF-PREP-17"
    why = refused(tiny, state, "option 3")
    assert why.rule_id == "VF-CORRUPT-09"  # the instruction that cannot be resolved
    state = tiny_play(tiny, state, "option 1")
    assert state.houses[1].resource("credits") == 2 and state.houses[1].resource("science") == 2


def test_vf_prep_17_solid_box_with_no_resolvable_option_is_ignored(tiny: VoidfallGame) -> None:
    """VF-PREP-17: a player who can resolve none of the options ignores the box; one who can
    resolve exactly one resolves it without being asked (no choice to make)."""
    state = at_boxes(tiny, {"resources": BROKE, "glory": [2]}, {"resources": BROKE, "glory": []})
    assert state.houses[1].resource("food") == 2, "seat 1: only option 2, taken at once"
    assert state.houses[0].resource("food") == 0, "seat 0: nothing resolvable, box ignored"
    assert state.houses[0].resource("science") == 0


def test_vf_prep_18_dashed_box_cost_paid_or_skipped(tiny: VoidfallGame) -> None:
    """VF-PREP-18: a dashed box with a cost: the player may pay it (2 Energy) to get its effects
    (3 Materials), or skip the box and pay nothing; a player who cannot pay is not asked."""
    seat1 = {"resources": {**RICH, "credits": 0}, "glory": [1]}
    seat0 = {"resources": {**RICH, "credits": 0, "energy": 1}, "glory": [1]}
    state = at_boxes(tiny, seat1, seat0)  # the solid box: only option 2 for both, taken at once
    assert game_seat(tiny, state) == 1 and state.houses[0].resource("food") == 7
    assert sorted(tiny_names(tiny, state)) == ["done", "option 1"]
    paid = tiny_play(tiny, state, "option 1", "effect 1")
    house = paid.houses[1]
    assert (house.resource("energy"), house.resource("materials")) == (3, 8)
    assert paid.phase == "focus", "seat 0 cannot pay 2 Energy: not asked"
    skipped = tiny_play(tiny, state, "done")
    assert skipped.houses[1].resources == state.houses[1].resources
    assert skipped.phase == "focus"


def game_seat(game_: VoidfallGame, state: GameState) -> int | None:
    return game_.current_seat(state)


def _pack(tmp: Path, box: dict[str, Any]) -> None:
    event = dict(EVENTS[0], boxes=[box])
    pack_with(tmp, "galactic_events.yaml", [event, *EVENTS[1:]])


@pytest.mark.parametrize(
    "box,message",
    [
        (
            {"options": [{"effects": [{"op": "nothing"}]}], "effects": [{"op": "nothing"}]},
            "keeps its cost, effects and combine in each option",
        ),
        ({"scope": "constant", "options": [{"effects": [{"op": "nothing"}]}]}, "asks nothing"),
        ({"options": [{"effects": [{"op": "nothing"}]}] * 9}, "at most 8 options"),
        ({"options": [{"text": "empty"}]}, "needs a cost or effects"),
        (
            {"options": [{"effects": [{"op": "nothing"}], "when": [{"count": "glories"}]}]},
            "unknown countable 'glories'",
        ),
        (
            {
                "options": [
                    {
                        "effects": [{"op": "nothing"}],
                        "when": [{"count": "glory_tokens", "at_least": -1}],
                    }
                ]
            },
            "-1 is below 0",
        ),
        (
            {
                "options": [
                    {
                        "effects": [{"op": "nothing"}],
                        "when": [{"count": "glory_tokens", "at_least": 3, "at_most": 2}],
                    }
                ]
            },
            "never met",
        ),
        ({"mandatory": False, "cost": [{"op": "pya"}]}, "unknown effect 'pya'"),
        ({"options": [{"cost": [{"op": "pay", "gold": 1}]}]}, "gold"),
    ],
)
def test_box_options_are_validated_at_load(
    tmp_path: Path, box: dict[str, Any], message: str
) -> None:
    """A box's options, costs and conditions are checked when the pack is loaded."""
    with pytest.raises(ContentError, match=message):
        _pack(tmp_path, box)


# --- The bundled Events ---------------------------------------------------------------------


def at_box(event: str, box: int, **extra: Any) -> GameState:
    """Seat 0 resolves box ``box`` (from 0) of ``event`` in the House tests' position."""
    state = position("valnis", board={"event": event}, **extra)
    events.push_box(state, game().content, 0, box)
    flow.settle(state, game().content)
    return state


def finished(state: GameState) -> bool:
    """The box is over: seat 0 is back to choosing an action."""
    return isinstance(state.stack[-1], ChooseAction)


def mat(**fields: Any) -> dict[str, Any]:
    return {"houses": {"0": fields}}


def test_1a_technological_dawn_science_for_a_technology_or_credits() -> None:
    """VF-PREP-18 (1A, dashed box 2): spend 1 Science to gain a Basic Technology, OR gain 3
    Credits, or skip; without Science only the Credits are left (nothing to choose)."""
    state = at_box("technological_dawn", 1, **mat(resources={"science": 2}))
    assert sorted(names(state)) == ["done", "option 1", "option 2"]
    labels = {a.notation: a.label for a in game().legal_actions(state)}
    assert labels["option 2"] == "Option 2: Gain 3 Credits."  # the option's printed text
    tech = play(state, "option 1", "effect 1")
    assert stock(tech)["science"] == 1
    assert "tech purifier" in names(tech)
    tech = play(tech, "tech purifier")
    assert "purifier" in tech.houses[0].technologies
    credits = play(state, "option 2", "effect 1")
    assert stock(credits)["credits"] == 3 and finished(credits)
    assert finished(play(state, "done"))
    poor = at_box("technological_dawn", 1, **mat(resources={"science": 0}))
    assert sorted(names(poor)) == ["done", "effect 1"]


def test_1f_day_of_reckoning_guild_and_voidborn_or_glory_and_defense() -> None:
    """VF-PREP-17, VF-PREP-20..23 (1F, solid box 1): a Guild and 1 Voidborn FP in the adjacent
    Voidborn sector with the lowest Population (s24), OR a Glory token of value 2 and a Sector
    Defense in one with the highest (s7 or s8)."""
    state = at_box("day_of_reckoning", 0)
    assert sorted(names(state)) == ["option 1", "option 2"]
    low = play(state, "option 1", "sector s24")  # the Voidborn FP goes where the Guild went
    assert sector(low, "s24").filled("guild") == ["farmers"]
    assert sector(low, "s24").voidborn == 2 and finished(low)
    high = play(state, "option 2")
    assert sorted(names(high)) == ["sector s7", "sector s8"]
    high = play(high, "sector s8")
    assert sector(high, "s8").glory == [*sector(state, "s8").glory, 2] and finished(high)
    assert sector(high, "s8").filled("installation") == ["sector_defense", "sector_defense"]


def test_1h_straight_to_hell_corruption_for_glory_or_recall() -> None:
    """VF-PREP-17 (1H, solid box 1): gain a Corruption to gain a Glory token of value 1, OR
    recall 1 FP; with no FP on the map only the first can be resolved, and is."""
    state = at_box("straight_to_hell", 0)
    assert sorted(names(state)) == ["option 1", "option 2"]
    recalled = play(state, "option 2", "recall s19 corvette")
    assert sector(recalled, OUTPOST).fleets.get("corvette") == 1
    assert recalled.houses[0].fp_active == state.houses[0].fp_active + 1
    corrupt = play(state, "option 1", "spot society")
    assert corrupt.houses[0].track_corrupted[0] and corrupt.houses[0].glory == [2, 1]
    alone = {HOME: {"fleets": fleets()}, OUTPOST: {"fleets": fleets(), "owner": 0}}
    forced = at_box("straight_to_hell", 0, sectors=alone)
    assert all(n.startswith("spot ") for n in names(forced)), "option 1 taken without asking"


def test_1i_glorious_ascension_upgrade_and_activate_or_advance() -> None:
    """VF-PREP-18 (1I, dashed box 2): upgrade a Glory token and/or activate 1 FP, OR advance on a
    track: the first option offers both of its effects, never the advance."""
    state = at_box("glorious_ascension", 1)
    assert sorted(names(state)) == ["done", "option 1", "option 2"]
    both = play(state, "option 1")
    assert sorted(names(both)) == ["done", "effect 1", "effect 2"]
    both = play(both, "effect 2", "effect 1")
    assert both.houses[0].glory == [3] and finished(both)
    assert both.houses[0].fp_active == state.houses[0].fp_active + 1
    advanced = play(state, "option 2", "effect 1")
    while not finished(advanced):
        advanced = play(advanced, next(n for n in names(advanced) if n != "done"))
    assert sum(advanced.houses[0].tracks) == 1 and advanced.houses[0].glory == [2]


def test_2a_dark_age_science_for_as_many_credits() -> None:
    """VF-PREP-18 (2A, dashed box 3): spend up to 6 Science for as many Credits: option N spends
    N Science, offered only as far as the Science goes."""
    state = at_box("dark_age", 2, **mat(resources={"science": 4, "credits": 1}))
    assert sorted(names(state)) == ["done", "option 1", "option 2", "option 3", "option 4"]
    state = play(state, "option 3", "effect 1")
    assert (stock(state)["science"], stock(state)["credits"]) == (1, 4) and finished(state)


def test_2c_military_effort_lower_population_to_build_and_deploy_there() -> None:
    """VF-PREP-18, VF-PREP-20 (2C, dashed box 3): lower the Pure Population of a non-Home sector
    (the cost) to build an Installation and deploy 2 FP in that same sector; or skip."""
    state = at_box("military_effort", 2, sectors={OUTPOST: {"population": 4}})
    assert sorted(names(state)) == ["done", "option 1"]
    state = play(state, "option 1")  # s19 is the only Pure non-Home sector: reduced at once
    assert sector(state, OUTPOST).population == 3
    state = play(state, "effect 1", "build shipyard")
    state = play(state, "effect 2", "deploy s19 corvette", "deploy s19 corvette")
    assert "shipyard" in sector(state, OUTPOST).filled("installation")
    assert sector(state, OUTPOST).fleets.get("corvette") == 4 and finished(state)
    home_only = at_box(
        "military_effort", 2, sectors={OUTPOST: {"population": 1}}
    )  # not below 1, never the Home
    assert finished(home_only)


@pytest.mark.parametrize("guilds,gained", [(6, "trade"), (5, "bounty")])
def test_2e_rally_the_guilds_trade_token_with_six_guilds_else_bounty(
    guilds: int, gained: str
) -> None:
    """VF-PREP-18 (2E, dashed box 3): with 6+ Guilds in your Pure sectors gain a Trade token,
    otherwise a Bounty token: the condition decides, not the player."""
    third = {
        **EMPTY_SECTOR,
        "owner": 0,
        "corrupted": False,
        "population": 2,
        "fleets": fleets(corvette=1),
        "guilds": ["bankers" if guilds == 6 else "", "", ""],
        "installations": ["", "", ""],
    }
    patches = {
        HOME: {"guilds": ["farmers", "bankers"]},
        OUTPOST: {"guilds": ["engineers", "miners", "scientists"]},
        "s24": third,
    }
    state = at_box("rally_the_guilds", 2, sectors=patches)
    assert countables.count(state, game().content, 0, "pure_guilds", {}) == guilds
    assert sorted(names(state)) == ["done", "effect 1"]  # one branch, never both
    trade, pile = state.houses[0].trade_tokens, len(state.board.bounty_pile)
    state = play(state, "effect 1")
    while not finished(state):
        state = play(state, "done")  # forgo what the token gives
    drawn = pile - len(state.board.bounty_pile)
    if gained == "trade":
        assert (state.houses[0].trade_tokens, drawn) == (trade + 1, 0)
    else:
        assert (state.houses[0].trade_tokens, drawn) == (trade, 1)


def test_2i_supreme_triumph_technology_or_activate_and_trade() -> None:
    """VF-PREP-17 (2I, solid box 1): gain a Basic Technology, OR activate 1 FP and gain a Trade
    token (both); with no Inactive FP the second cannot be resolved completely."""
    state = at_box("supreme_triumph", 0)
    assert sorted(names(state)) == ["option 1", "option 2"]
    both = play(state, "option 2")
    while not finished(both):
        both = play(both, next(n for n in names(both) if n != "done"))
    assert both.houses[0].fp_active == state.houses[0].fp_active + 1
    assert both.houses[0].trade_tokens == state.houses[0].trade_tokens + 1
    tech = play(state, "option 1")
    assert all(n.startswith("tech ") for n in names(tech)), "a cost: no done"
    none_inactive = at_box("supreme_triumph", 0, **mat(fp_active=10))
    assert all(n.startswith("tech ") for n in names(none_inactive))


def test_3c_knowledge_is_power_corruption_only_with_an_improved_technology() -> None:
    """VF-PREP-17, VF-PREP-26 (3C, solid box 2): only a player with an Improved Technology gains
    a Corruption on a track; the others ignore the box."""
    improved = at_box("knowledge_is_power", 1, **mat(technologies={"shields": "improved"}))
    assert sorted(names(improved)) == ["spot economy", "spot society", "spot statecraft"]
    basic = at_box("knowledge_is_power", 1)
    assert finished(basic) and basic.houses[0].corruption_on_mat == 0


def test_3c_knowledge_is_power_science_with_a_trade_token_else_buy_one() -> None:
    """VF-PREP-18 (3C, dashed box 3): with a Trade token gain 3 Science; without one you may spend
    1 Science for a Trade token (or skip)."""
    holder = at_box("knowledge_is_power", 2, **mat(trade_loose=1, resources={"science": 2}))
    assert sorted(names(holder)) == ["done", "effect 1"]
    assert stock(play(holder, "effect 1"))["science"] == 5
    without = at_box("knowledge_is_power", 2, **mat(resources={"science": 2}))
    assert sorted(names(without)) == ["done", "option 2"]  # options keep their printed numbers
    why = refused(game(), without, "option 1")
    assert (why.rule_id, str(why.reason)) == (
        "VF-PREP-18",
        "the condition of this option is not met",
    )
    bought = play(without, "option 2", "effect 1")
    while not finished(bought):
        bought = play(bought, "done")  # forgo the Trade Bonus
    assert stock(bought)["science"] == 1 and bought.houses[0].trade_tokens == 1
    broke = at_box("knowledge_is_power", 2, **mat(resources={"science": 0}))
    assert finished(broke)


def test_3e_spark_of_hope_recall_to_remove_the_corruption_there() -> None:
    """VF-PREP-18, VF-TARGET-07 (3E, dashed box 3): recall 1 FP (the cost) to remove a Corruption
    from that sector (or one next to it, see test_event_rules.py); having removed one, you gain
    6 Influence."""
    state = at_box("spark_of_hope", 2, sectors={OUTPOST: {"corrupted": True}})
    assert sorted(names(state)) == ["done", "option 1"]
    before = state.houses[0].influence
    state = play(state, "option 1", "recall s19 corvette", "effect 1")
    assert not sector(state, OUTPOST).corrupted and finished(state)
    assert state.houses[0].influence == before + 6


def test_3f_shadow_of_the_void_remove_or_corrupt_a_slot_to_advance() -> None:
    """VF-PREP-18, VF-CORRUPT-07 (3F, dashed box 3): remove a Corruption, OR gain one above an
    Agenda slot (never on the Decontamination Chambers) to advance on a track."""
    state = at_box("shadow_of_the_void", 2, **mat(agenda_corrupted=SLOT2))
    assert sorted(names(state)) == ["done", "option 1", "option 2"]
    removed = play(state, "option 1", "effect 1")
    assert removed.houses[0].corruption_on_mat == 0 and finished(removed)
    advanced = play(state, "option 2")
    assert sorted(names(advanced)) == ["spot slot3", "spot slot4"]
    advanced = play(advanced, "spot slot3", "effect 1")
    while not finished(advanced):
        advanced = play(advanced, next(n for n in names(advanced) if n != "done"))
    assert advanced.houses[0].corruption_on_mat == 2 and sum(advanced.houses[0].tracks) == 1
    clean = at_box("shadow_of_the_void", 2)
    assert sorted(names(clean)) == ["done", "option 2"], "nothing to remove"


def test_3g_winds_of_annihilation_advance_and_grow_or_deploy_three() -> None:
    """VF-PREP-18 (3G, dashed box 3): advance and/or increase a Pure Population, OR deploy up to
    3 FP: never a bit of both."""
    state = at_box("winds_of_annihilation", 2, **mat(fp_active=4))
    assert sorted(names(state)) == ["done", "option 1", "option 2"]
    grown = play(state, "option 1")
    assert sorted(names(grown)) == ["done", "effect 1", "effect 2"]
    deployed = play(state, "option 2", "effect 1")
    for _ in range(3):
        deployed = play(deployed, "deploy s25 corvette")
    assert finished(deployed) and deployed.houses[0].fp_active == 1


def test_3i_bright_future_pay_to_upgrade_or_discard_for_credits() -> None:
    """VF-PREP-17 (3I, solid box 1): spend 1 Credit to upgrade a Glory token, OR discard a Glory
    token to gain 3 Credits; without a Glory token neither can be resolved: the box is ignored;
    with only a 5 and no Credit, only the discard is left and is made."""
    state = at_box("bright_future", 0, **mat(glory=[2], resources={"credits": 3}))
    assert sorted(names(state)) == ["option 1", "option 2"]
    upgraded = play(state, "option 1")
    assert upgraded.houses[0].glory == [3] and stock(upgraded)["credits"] == 2
    discarded = play(state, "option 2", "glory 2")
    assert discarded.houses[0].glory == [] and stock(discarded)["credits"] == 6
    none = at_box("bright_future", 0, **mat(glory=[], resources={"credits": 3}))
    assert finished(none) and stock(none)["credits"] == 3
    five = at_box("bright_future", 0, **mat(glory=[5], resources={"credits": 0}))
    five = play(five, "glory 5")
    assert finished(five) and five.houses[0].glory == [] and stock(five)["credits"] == 3


@pytest.mark.parametrize(
    ("event", "then"),
    [
        ("we_are_the_resistance", {"glory": [1]}),
        ("strength_lies_in_unity", {"guilds": ["bankers"]}),
        ("total_war", {"glory": [3], "installations": ["sector_defense"]}),
    ],
)
def test_vf_target_07_voidborn_placement_binds_the_same_sector(
    event: str, then: dict[str, list[Any]]
) -> None:
    """VF-TARGET-07, VF-PREP-20, VF-PREP-23 (1D we_are_the_resistance, 2B strength_lies_in_unity,
    3B total_war, solid box 1): the Voidborn FP goes in the adjacent Voidborn sector chosen
    (s24), and what follows "in the same sector" goes there too, nowhere else."""
    state = at_box(event, 0)
    assert "sector s24" in names(state)
    done = play(state, "sector s24")
    assert finished(done)
    placed, before = sector(done, "s24"), sector(state, "s24")
    assert placed.voidborn == before.voidborn + 1
    assert placed.glory == [*before.glory, *then.get("glory", [])]
    assert placed.filled("guild") == [*before.filled("guild"), *then.get("guilds", [])]
    installed = [*before.filled("installation"), *then.get("installations", [])]
    assert placed.filled("installation") == installed
    for other in ("s7", "s8", "s20"):
        assert sector(done, other).glory == sector(state, other).glory
        assert sector(done, other).filled("guild") == sector(state, other).filled("guild")
