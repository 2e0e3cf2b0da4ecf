"""Base rules as they apply in a game against the Void, digest sections 5.24-5.41: the Void's
Skirmishes against the player's Technologies, Bounty tokens outside a takeover, the setup's
tokens on the solo maps, Combat determinism (VF-SOLO-COMBAT, -LOOT, -GLORY, -INVADE)."""

from __future__ import annotations

from domineum.voidfall.engine import flow
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.notation.position import load_position
from tests.voidfall.solo import solokit
from tests.voidfall.solo.test_skirmish import _map

SOLO_MAPS = ("c011", "c021", "c031", "c041", "c051", "c061", "c071", "c081")


def _skirmish(state: GameState, sector_id: str, strength: int) -> None:
    """Start the Void's Combat against ``sector_id`` with ``strength`` Void FP (as the
    ``void_skirmish`` step does once its target is chosen)."""
    state.stack.append(
        Battle(
            seat=0,
            sector=sector_id,
            invader=NOBODY,
            defender=0,
            stage="combat",
            voidborn=strength,
        )
    )
    flow.settle(state, solokit.game().content)


def _steps(state: GameState, sector_id: str) -> list[dict[str, str | int]]:
    return [
        n.params
        for n in state.notes
        if n.msg == "vf.note.combat_step" and n.params.get("sector") == sector_id
    ]


def test_vf_solo_combat_21_a_dreadnought_absorbs_once_and_the_void_still_wins() -> None:
    """VF-SOLO-COMBAT-21, VF-SOLO-COMBAT-28, VF-SOLO-COMBAT-16, VF-SOLO-COMBAT-24: the Void (4 FP,
    Initiative 4) attacks a Pure sector held by 1 Improved Dreadnought (Initiative 1 + 1).
    Salvo 1: the Void first; the Dreadnought's Salvo Absorption cancels it (the player's
    choice), so the Dreadnought fires back: 3 Void FP. Salvo 2: the Void first again; the
    absorption was used up: the Dreadnought is recalled. The Void wins the Skirmish: SKIRMISH-17
    (1 Glory discarded, Installations gone, Corruption, exactly 2 Void FP, a Bounty)."""
    state = _map()
    state.houses[0].technologies["dreadnoughts"] = "improved"
    g = solokit.give(state, "s4", {"dreadnought": 1})
    g.corrupted, g.population, g.bounty = False, 3, []
    g.installations = ["shipyard"] + [""] * (len(g.installations) - 1)
    state.houses[0].glory = [3, 1]
    active = state.houses[0].fp_active
    _skirmish(state, "s4", 4)
    assert ("absorb", "1") in solokit.kinds(state)
    solokit.choose(state, "absorb", "1")
    assert ("absorb", "1") not in solokit.kinds(state)  # once per combat
    for _ in range(10):
        choices = solokit.kinds(state)
        if not choices or choices[0][0] not in ("absorb", "recall", "glory"):
            break
        solokit.choose(state, *choices[0])
    salvos = _steps(state, "s4")
    assert [s["step"] for s in salvos] == ["approach", "salvo 1", "salvo 2"]
    # the Void is the Invader (``_i``), the player the Defender (``_d``)
    assert salvos[1]["after_i"] == "3v" and salvos[1]["after_d"] == "1n"
    assert salvos[2]["after_d"] == ""
    assert g.owner == NOBODY or g.fleet_power == 0
    assert g.voidborn == 2 and g.corrupted and len(g.bounty) == 1
    assert g.filled("installation") == []
    assert len(state.houses[0].glory) == 1
    assert state.houses[0].fp_active == active + 1


def test_vf_solo_combat_21_without_absorption_the_dreadnought_falls_at_once() -> None:
    """VF-SOLO-COMBAT-21 (the counter-case): forgoing the absorption, the Dreadnought is
    recalled by the Void's first shot and never fires: the Void keeps all 4 FP in Salvo 1."""
    state = _map()
    state.houses[0].technologies["dreadnoughts"] = "improved"
    solokit.give(state, "s4", {"dreadnought": 1})
    _skirmish(state, "s4", 4)
    solokit.choose(state, "absorb", "0")
    salvos = _steps(state, "s4")
    assert salvos[1]["after_i"] == "4v" and salvos[1]["after_d"] == ""


def test_vf_solo_combat_23_corvette_upgrades_count_once_per_side() -> None:
    """VF-SOLO-COMBAT-23 (AMB-41, seed 003: once for the combined Corvette force): the Void (3
    FP) attacks 3 Corvettes with Basic Torpedoes. Salvo 1, both at once: the player deals 1 + 1
    (Torpedoes once, not per FP nor per token), the Void 1: 1 Void FP and 2 Corvettes left."""
    state = _map()
    state.houses[0].technologies["torpedoes"] = "basic"
    solokit.give(state, "s4", {"corvette": 3})
    _skirmish(state, "s4", 3)
    for _ in range(10):
        choices = solokit.kinds(state)
        if not choices or choices[0][0] not in ("absorb", "recall", "glory"):
            break
        solokit.choose(state, *choices[0])
    salvos = _steps(state, "s4")
    assert salvos[1]["damage_d"] == 2 and salvos[1]["damage_i"] == 1
    assert salvos[1]["after_i"] == "1v" and salvos[1]["after_d"] == "2c"


def test_vf_solo_combat_02_the_same_combat_on_another_seed() -> None:
    """VF-SOLO-COMBAT-02, VF-SOLO-COMBAT-01: Combat has no random element: the same invasion of
    a Void sector in games of different seeds gives the same steps and the same result."""
    results = []
    for seed in (1, 5, 9):
        state = load_position(
            {
                "base": {
                    "players": 1,
                    "mode": "solo",
                    "houses": ["shiveus"],
                    "options": ["difficulty=easy"],
                    "seed": seed,
                },
                "sectors": {"s2": {"fleets!": {"corvette": 4}}, "s5": {"voidborn": 2}},
                "houses": {"0": {"fp_inactive": 6}},
                "turn": {"seat": 0, "focus": "conquest"},
                "stack": [
                    {"kind": "choose_action", "seat": 0},
                    {"kind": "step", "seat": 0, "effect": {"op": "invade"}},
                ],
            },
            solokit.game(),
        )
        joins = ["join s2 corvette"] * 3
        for action in ("sector s5", *joins, "done"):
            state = solokit.game().apply_notation(state, action)
        s5 = solokit.sector(state, "s5")
        results.append((_steps(state, "s5"), s5.owner, dict(s5.fleets), s5.voidborn))
    assert results[0] == results[1] == results[2]
    assert results[0][1] == 0 and results[0][2] == {"corvette": 2}


def test_vf_solo_invade_07_the_emptied_sector_is_abandoned_before_the_combat() -> None:
    """VF-SOLO-INVADE-07, VF-SOLO-INVADE-04, VF-SOLO-INVADE-06: the Outpost's last Corvettes join
    an invasion of s4: when the Glory discard for the abandoned Outpost is asked, the Combat has
    not been fought (s4 still holds its Void FP, no Combat step logged); once the Glory is
    discarded the Void holds the Outpost, and only then the Combat is fought and won."""
    game = solokit.game()
    state = load_position(
        {
            "base": {"players": 1, "mode": "solo", "options": ["difficulty=easy"], "seed": 1},
            "houses": {"0": {"glory": [2, 1]}},
            "turn": {"seat": 0, "focus": "conquest"},
            "stack": [
                {"kind": "choose_action", "seat": 0},
                {"kind": "step", "seat": 0, "effect": {"op": "invade"}},
            ],
        },
        game,
    )
    for action in ("sector s4", "join s2 corvette", "join s2 corvette"):
        state = game.apply_notation(state, action)
    assert {k for k, *_ in solokit.kinds(state)} == {"glory"}
    assert solokit.sector(state, "s4").voidborn == 1 and _steps(state, "s4") == []
    assert solokit.sector(state, "s2").fleet_power == 0
    state = game.apply_notation(state, "glory 1")
    s2, s4 = solokit.sector(state, "s2"), solokit.sector(state, "s4")
    assert s2.voidborn == 2 and s2.controller() == NOBODY
    assert s4.controller() == 0 and s4.fleets == {"corvette": 2}
    assert _steps(state, "s4")
    assert state.houses[0].glory == [2, 1]  # the 1 discarded, s4's Glory 1 taken


def test_vf_solo_loot_07_a_bounty_gained_without_a_takeover() -> None:
    """VF-SOLO-LOOT-07: an effect granting a Bounty token draws the top of the face-down pile,
    resolves it at once (its reward may be taken) and keeps it next to the House mat."""
    state = solokit.to_selection(solokit.new("easy", 1))
    state.board.bounty_pile = ["bounty-2-materials#1", "bounty-2-food#1"]
    state.houses[0].bounty_kept = []
    food = state.houses[0].resources[0]
    solokit.push(state, "gain_bounty")
    assert state.board.bounty_pile == ["bounty-2-materials#1"]
    assert state.houses[0].bounty_kept == ["bounty-2-food#1"]
    assert ("option", "1") in solokit.kinds(state)
    solokit.choose(state, "option", "1")
    assert state.houses[0].resources[0] == food + 2


def test_vf_solo_loot_05_a_discarded_bounty_goes_back_into_the_pile() -> None:
    """VF-SOLO-LOOT-05: a Bounty token the player discards (Yarvek's Consult cost) goes face
    down back into its pile, which is shuffled: it can be drawn again."""
    state = solokit.to_selection(solokit.new("easy", 1))
    state.board.bounty_pile = ["bounty-2-materials#1", "bounty-2-food#1"]
    state.houses[0].bounty_kept = ["bounty-science-influence#0"]
    solokit.push(state, "discard_bounty", token="bounty")
    if ("bounty", "bounty-science-influence#0") in solokit.kinds(state):
        solokit.choose(state, "bounty", "bounty-science-influence#0")
    assert state.houses[0].bounty_kept == []
    assert sorted(state.board.bounty_pile) == sorted(
        ["bounty-2-materials#1", "bounty-2-food#1", "bounty-science-influence#0"]
    )


def test_vf_solo_loot_01_setup_tokens_lie_where_nobody_rules() -> None:
    """VF-SOLO-LOOT-01, VF-SOLO-GLORY-01: on every solo map the setup's Bounty and Reclaim
    tokens lie only in sectors the player does not control, and the player starts with one
    Glory token of value 2 while the scenario's Glory lies on the map."""
    for map_id in SOLO_MAPS:
        config = solokit.config("easy", 1)
        config = type(config)(players=1, mode="solo", seed=1, map=map_id, options=config.options)
        state = solokit.game().new_game(config)
        assert state.houses[0].glory == [2], map_id
        assert any(s.glory for s in state.galaxy.sectors), map_id
        for s in state.galaxy.sectors:
            if s.bounty or s.reclaim:
                assert s.controller() != 0, (map_id, s.id)


def test_vf_solo_corr_08_an_event_names_where_the_corruption_goes() -> None:
    """VF-SOLO-CORR-08, VF-SOLO-CORR-03: In the Face of Evil (1G) puts the Corruption "above an
    Agenda slot or on a Civilization track": with Decontamination Chambers owned and a Pure
    Outpost, only the tracks and the free slots are offered; with all of those full the
    instruction is not resolved (no Corruption goes elsewhere)."""
    from domineum.voidfall.engine import events

    content = solokit.game().content
    state = solokit.to_selection(solokit.new("easy", 1))
    house = state.houses[0]
    house.technologies["decontamination_chambers"] = "basic"
    house.track_corrupted = [False, False, False]  # this game's own 1G went on Society
    state.board.event = "in_the_face_of_evil"
    assert not solokit.sector(state, "s2").corrupted
    events.push_box(state, content, 0, 0)
    flow.settle(state, content)
    spots = {v[0] for k, *v in solokit.kinds(state) if k == "spot"}
    assert spots == {"society", "statecraft", "economy", "slot2", "slot3"}
    solokit.choose(state, "spot", "slot2")
    assert house.agenda_corrupted == [False, True, False, True]
    house.track_corrupted = [True, True, True]
    house.agenda_corrupted = [False, True, True, True]
    depth = len(state.stack)
    events.push_box(state, content, 0, 0)
    flow.settle(state, content)
    assert len(state.stack) == depth
    assert house.decontamination == 0 and not solokit.sector(state, "s2").corrupted


def test_vf_solo_infra_02_each_guild_raises_its_own_resource() -> None:
    """VF-SOLO-INFRA-02, VF-SOLO-PROD-02: in the player's Outpost (Population 2) each Guild type
    adds 2 to its own resource's Production Level and to no other: Farmers' Food, Engineers'
    Energy, Miners' Materials, Bankers' Credits, Scientists' Science."""
    from domineum.voidfall.model.terms import RESOURCES, Resource
    from domineum.voidfall.rules import production

    content = solokit.game().content
    pairs: dict[str, Resource] = {
        "farmers": "food",
        "engineers": "energy",
        "miners": "materials",
        "bankers": "credits",
        "scientists": "science",
    }
    for guild, resource in pairs.items():
        state = solokit.new("easy", 1)
        outpost = solokit.sector(state, "s2")
        outpost.guilds = [""] * len(outpost.guilds)
        before = {r: production.level(state, content, 0, r) for r in RESOURCES}
        outpost.guilds[0] = guild
        after = {r: production.level(state, content, 0, r) for r in RESOURCES}
        assert {r for r in RESOURCES if after[r] != before[r]} == {resource}, guild
        assert after[resource] == before[resource] + 2, guild


def test_vf_solo_infra_03_a_starbase_fires_in_approach_against_the_void() -> None:
    """VF-SOLO-INFRA-03, VF-SOLO-COMBAT-09, VF-SOLO-COMBAT-24: with the Starbases Technology a
    Starbase in the player's sector deals 1 Approach Damage when the Void attacks it (the
    Void deals none): 2 Void FP become 1 before the first Salvo."""
    state = _map()
    state.houses[0].technologies["starbases"] = "basic"
    g = solokit.give(state, "s4", {"corvette": 1})
    g.installations = ["starbase"] + [""] * (len(g.installations) - 1)
    _skirmish(state, "s4", 2)
    approach = _steps(state, "s4")[0]
    assert approach["step"] == "approach"
    assert approach["damage_d"] == 1 and approach["damage_i"] == 0
    assert approach["after_i"] == "1v" and approach["after_d"] == "1c"


def test_vf_solo_fleet_03_the_player_owns_exactly_14_fp() -> None:
    """VF-SOLO-FLEET-03: on every solo map the player's FP in the Inactive
    and Active areas and on the map (the only player-coloured pieces in sectors) total 14."""
    for map_id in SOLO_MAPS:
        config = solokit.config("easy", 1)
        config = type(config)(players=1, mode="solo", seed=1, map=map_id, options=config.options)
        state = solokit.game().new_game(config)
        house = state.houses[0]
        on_map = sum(s.fleet_power for s in state.galaxy.sectors if s.owner == 0)
        assert house.fp_inactive + house.fp_active + on_map == 14, map_id
        assert on_map > 0 and house.fp_active >= 0 and house.fp_inactive > 0, map_id


def test_vf_solo_infra_10_the_guild_to_destroy_is_labelled_as_destroyed() -> None:
    """VF-SOLO-INFRA-10: when a Crisis makes the player destroy a Guild, the choices read as
    destroying it (they used to read "Establish a Guild")."""
    game = solokit.game()
    state = load_position(
        {
            "base": {"players": 1, "mode": "solo", "options": ["difficulty=easy"], "seed": 1},
            "sectors": {"s2": {"guilds": ["miners", "farmers", ""]}},
            "turn": {"seat": 0, "focus": "production"},
            "stack": [
                {"kind": "choose_action", "seat": 0},
                {"kind": "step", "seat": 0, "effect": {"op": "destroy", "args": {"kind": "guild"}}},
            ],
        },
        game,
    )
    state = game.apply_notation(state, "sector s2")
    labels = {a.notation: a.label for a in game.legal_actions(state)}
    assert labels["guild miners"].startswith("Destroy a Guild")
    assert "Establish" not in labels["guild farmers"]
