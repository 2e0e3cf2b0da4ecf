"""The base game's definitions as they hold in a game against the Void (digest sections 5.1,
5.24-5.41): resources, production wheels, Civilization tracks, unlimited supplies, targets,
triggered effects, Technology cards, the Void's FP that never move (VF-SOLO-RES, -PROD, -CIV,
-COMP, -GEN, -ACT, -TECH, -DEPLOY, -COMBAT-11)."""

from __future__ import annotations

import random

import msgspec

from domineum.voidfall.content.abilities import _RANKED, KEYS, NONE, Abilities
from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import (
    GUILD_RESOURCE,
    NOBODY,
    PRODUCTION_LEVEL_CAP,
    RESOURCES,
    STOCK_CAP,
    TRACKS,
)
from domineum.voidfall.modes.void import board
from domineum.voidfall.rules import fleet, invasion, production
from tests.voidfall.solo import solokit
from tests.voidfall.solo.test_skirmish import _map


def _effect(state: GameState, op: str, **args: object) -> GameState:
    """Push the effect ``op`` for the player (not a cost, so it may be forgone) and settle."""
    memo.forget(state)
    push_step(state, solokit.game().content, 0, Effect(op, dict(args)), cost=False)  # type: ignore[arg-type]
    flow.settle(state, solokit.game().content)
    return state


def _at_actions(seed: int = 1) -> GameState:
    """A solo game (Easy) at the player's first Actions step, the Production Focus played."""
    state = solokit.to_selection(solokit.new("easy", seed))
    return solokit.game().apply_notation(state, "focus production")


def test_vf_solo_res_01_res_06_five_resources_updated_at_once() -> None:
    """VF-SOLO-RES-01, VF-SOLO-RES-06: the player's Resource board tracks Food, Energy,
    Materials, Credits and Science; a cost paid and a gain are on the board right after the
    action that caused them, before the turn goes on."""
    game = solokit.game()
    state = _at_actions()
    house = state.houses[0]
    assert RESOURCES == ("food", "energy", "materials", "credits", "science")
    assert len(house.resources) == 5
    before = list(house.resources)
    assert before[0] >= 1 and before[1] >= 1  # Optimize pays 1 Food and 1 Energy
    state = game.apply_notation(state, "take 3")  # Optimize: pay 1 Food and 1 Energy
    for resource in ("food", "energy"):  # each paid with itself, not a Credit standing in
        if ("pay", resource) in solokit.kinds(state):
            solokit.choose(state, "pay", resource)
    paid = list(state.houses[0].resources)
    assert paid == [before[0] - 1, before[1] - 1, *before[2:]]
    _effect(state, "gain", materials=2, science=1)
    assert state.houses[0].resources == [paid[0], paid[1], paid[2] + 2, paid[3], paid[4] + 1]


def test_vf_solo_prod_01_five_wheels_with_level_and_yield() -> None:
    """VF-SOLO-PROD-01: one production wheel per resource, each with a Production Level (from
    the Guilds and Populations, capped at 13) and the Yield that Level gives; producing a
    resource gains exactly that Yield."""
    state = _at_actions()
    content = solokit.game().content
    levels = production.levels(state, content, 0)
    assert tuple(levels) == RESOURCES
    assert all(0 <= n <= PRODUCTION_LEVEL_CAP for n in levels.values())
    assert any(n > 0 for n in levels.values())
    house = state.houses[0]
    for i, resource in enumerate(RESOURCES):
        house.resources[i] = 0
        expected = production.yield_for(content, resource, levels[resource])
        assert production.produce(state, content, 0, resource) == min(expected, STOCK_CAP)
    home = next(s for s in state.galaxy.controlled_by(0) if s.home_of == 0)
    guild = home.filled("guild")[0]
    home.population += 1
    assert production.level(state, content, 0, GUILD_RESOURCE[guild]) == min(
        levels[GUILD_RESOURCE[guild]] + home.filled("guild").count(guild), PRODUCTION_LEVEL_CAP
    )


def test_vf_solo_civ_01_three_civilization_tracks() -> None:
    """VF-SOLO-CIV-01: the House mat has three Civilization tracks, Society, Statecraft and
    Economy; advancing one moves only its marker."""
    state = _at_actions()
    house = state.houses[0]
    assert TRACKS == ("society", "statecraft", "economy")
    assert house.tracks == [0, 0, 0]
    for n, track in enumerate(TRACKS):
        before = list(house.tracks)
        _effect(state, "advance", track=track)
        while solokit.kinds(state)[0][0] in ("effect", "done", "sector"):
            solokit.choose(state, "done")
        assert house.tracks == [before[i] + (i == n) for i in range(3)]


def test_vf_solo_act_08_the_player_orders_triggered_effects() -> None:
    """VF-SOLO-ACT-08: a Civilization space with two benefits (Statecraft 7: upgrade a Glory
    token; gain 1 Influence per Glory) triggers both within the action: the player picks the
    order (``effect N`` in the legal actions), which changes the result; no other action comes
    in between."""
    content = solokit.game().content
    results = {}
    for first, second in (("1", "2"), ("2", "1")):
        state = _at_actions(seed=9)
        house = state.houses[0]
        track, space = next(
            (t, p)
            for t in range(3)
            for p in range(8)
            if [e.op for e in content.track_space(house.house, t, p)]
            == ["upgrade_glory", "influence_per"]
        )
        house.tracks[track] = space - 1
        house.glory = [2]
        _effect(state, "advance", track=TRACKS[track])
        assert set(solokit.kinds(state)) == {("effect", "1"), ("effect", "2"), ("done",)}
        assert solokit.refused(state, "take", "1")
        influence = house.influence
        solokit.choose(state, "effect", first)
        if solokit.kinds(state)[0][0] == "glory":
            solokit.choose(state, *solokit.kinds(state)[0])
        solokit.choose(state, "effect", second)
        while solokit.kinds(state)[0][0] == "glory":
            solokit.choose(state, *solokit.kinds(state)[0])
        results[first] = (house.influence - influence, house.glory)
    assert results["1"] == (3, [3])  # upgrade first: 3 Influence for a token of 3
    assert results["2"] == (2, [3])  # Influence first: 2


def test_vf_solo_gen_10_gen_11_gains_and_losses_adjust_at_once() -> None:
    """VF-SOLO-GEN-10, VF-SOLO-GEN-11: a "+N" gains N, a "-N" loses N, of resources and of
    Influence, on the board at once; Influence is only counted (nothing spends it) and its sheet
    adds up to it after every change."""
    state = _at_actions()
    house = state.houses[0]
    influence, food = house.influence, house.resource("food")
    _effect(state, "influence", amount=4)
    assert house.influence == influence + 4
    _effect(state, "gain", food=2)
    assert house.resource("food") == food + 2
    solokit.push(state, "pay", food=1)
    if ("pay", "food") in solokit.kinds(state):
        solokit.choose(state, "pay", "food")
    assert house.resource("food") == food + 1
    solokit.push(state, "influence", amount=-3)
    assert house.influence == influence + 1
    assert sum(house.influence_sheet.values()) == house.influence


def test_vf_solo_gen_04_gen_05_the_player_is_the_target_and_the_supply_pays() -> None:
    """VF-SOLO-GEN-04, VF-SOLO-GEN-05: an effect without a stated target is the player's: a
    Guild is established only in the player's sectors, its token from the supply; an Event box
    aimed at "an adjacent Void sector" (stated on the card) places there instead. Resources paid
    leave the game for the supply: nothing else changes."""
    state = _map()
    give = solokit.give(state, "s4", {"corvette": 1})
    give.guilds = [""] * len(give.guild_spaces)
    for s in state.galaxy.sectors:  # every other sector has room for a Guild
        if s.id != "s4" and s.owner != 0:
            s.guilds = [""] * len(s.guild_spaces)
    others = {s.id: list(s.guilds) for s in state.galaxy.sectors if s.owner != 0}
    _effect(state, "establish")
    solokit.choose(state, "guild", "farmers")  # only s4 has room among the player's sectors
    assert give.filled("guild") == ["farmers"]
    assert {s.id: s.guilds for s in state.galaxy.sectors if s.owner != 0} == others
    near = [s for s in state.galaxy.neighbours("s4") if state.galaxy.sector(s).owner == NOBODY]
    for sid in near:
        state.galaxy.sector(sid).voidborn = 1
    _effect(state, "place_voidborn", amount=1, target="adjacent_voidborn")
    if solokit.kinds(state) and solokit.kinds(state)[0][0] == "sector":
        assert {c[1] for c in solokit.kinds(state) if c[0] == "sector"} <= set(near)
        solokit.choose(state, *solokit.kinds(state)[0])
    assert sum(state.galaxy.sector(s).voidborn for s in near) == len(near) + 1
    before = solokit.void(state).economic[:], solokit.void(state).military[:]
    solokit.push(state, "pay", food=1)
    if ("pay", "food") in solokit.kinds(state):
        solokit.choose(state, "pay", "food")
    assert (solokit.void(state).economic, solokit.void(state).military) == before


def test_vf_solo_comp_01_supplies_never_run_out() -> None:
    """VF-SOLO-COMP-01: Void FP, Guilds, Installations and Glory tokens come from an unlimited
    supply: with every other sector of the map full of Void FP (more than any box holds), the
    Void still reinforces; with every other Guild and Installation space of the map taken, the
    player still establishes and builds; Glory tokens are still gained."""
    state = _map()
    home = next(s for s in state.galaxy.sectors if s.home_of == 0)
    home.guilds = [""] * len(home.guild_spaces)
    home.installations = [""] * len(home.installation_spaces)
    others = [s for s in state.galaxy.sectors if s.home_of == NOBODY]
    target = others[-1]
    for s in others[:-1]:
        fleet.place_voidborn(s, 99)
        s.guilds = ["farmers"] * len(s.guild_spaces)
        s.installations = ["shipyard"] * len(s.installation_spaces)
    placed = sum(s.voidborn for s in others)
    assert all(fleet.voidborn_room(s) == 0 for s in others[:-1])
    target.voidborn = 1
    solokit.push(state, "void_reinforce", amount=2)
    while solokit.kinds(state) and solokit.kinds(state)[0][0] == "sector":
        solokit.choose(state, "sector", target.id)
    assert sum(s.voidborn for s in others) == placed + 3
    _effect(state, "establish", guild="farmers")
    solokit.choose(state, *solokit.kinds(state)[0])
    assert home.filled("guild") == ["farmers"]
    _effect(state, "build", installation="shipyard")
    solokit.choose(state, *solokit.kinds(state)[0])
    assert "shipyard" in home.filled("installation")
    glory = len(state.houses[0].glory)
    _effect(state, "gain_glory", value=1)
    assert len(state.houses[0].glory) == glory + 1


_SKIRMISH = ("vf.void.note.strength", "vf.void.note.attack")


def _rank(name: str, value: object) -> object:
    return _RANKED[name].index(str(value)) if name in _RANKED else value


def _dominates(improved: Abilities, basic: Abilities) -> list[str]:
    """The ability fields where ``improved`` is weaker than ``basic`` (none expected)."""
    worse = []
    for name in KEYS:
        b, i = getattr(basic, name), getattr(improved, name)
        if name in _RANKED:
            ok = _rank(name, i) >= _rank(name, b)  # type: ignore[operator]
        elif isinstance(b, bool):
            ok = i or not b
        elif isinstance(b, int) and isinstance(i, int):
            ok = i >= b
        elif isinstance(b, tuple):
            ok = all(x in i for x in b)
        elif isinstance(b, frozenset):
            ok = b <= i
        elif b is None or i is None:  # no cap printed (Starbases: Basic 1, Improved 2)
            ok = b is None
        else:
            ok = not b or i == b
        if not ok:
            worse.append(name)
    return worse


def test_vf_solo_tech_01_tech_02_technology_cards_and_improved_dominance() -> None:
    """VF-SOLO-TECH-01, VF-SOLO-TECH-02: every Technology in a solo game's
    display is a card with a name, a Basic and an Improved side, an Influence bonus, an
    immediate effect and a permanent property (its text; abilities, triggers or actions that
    modify effects); each Improved side is at least as good as its Basic side in Influence,
    every ability, every trigger and every action."""
    state = solokit.new("easy", 1)
    content = solokit.game().content
    display = list(state.board.tech_piles)
    assert len(display) == 8
    levels = content.level_abilities
    for tid in display:
        tech = content.technologies[tid]
        assert tech.name and tech.number > 0
        assert tech.basic.influence > 0 and tech.improved.influence >= tech.basic.influence
        assert tech.basic.immediate, tid
        assert tech.basic.text and tech.improved.text
        basic = levels.get((tid, "basic"), NONE)
        improved = levels.get((tid, "improved"), NONE)
        assert _dominates(improved, basic) == [], tid
        assert set(tech.basic.triggers) <= set(tech.improved.triggers), tid
        assert len(tech.improved.actions) >= len(tech.basic.actions), tid
    for tech in content.technologies.values():
        basic = levels.get((tech.id, "basic"), NONE)
        assert _dominates(levels.get((tech.id, "improved"), NONE), basic) == [], tech.id
    weaker = Abilities(recall_to_home="once_per_combat")
    assert _dominates(weaker, Abilities(recall_to_home="always")) == ["recall_to_home"]
    assert _dominates(NONE, Abilities(home_extra_guilds=2)) == ["home_extra_guilds"]


def test_vf_solo_combat_11_defender_approach_absorption_in_a_skirmish() -> None:
    """VF-SOLO-COMBAT-11: a War card giving the Void 1 Approach Damage (war-5) attacks a sector
    held by 1 Corvette: without Improved Shields the Corvette is lost in the Approach; with
    Improved Shields (and a Corvette present) the Defender's Approach Absorption of 1 cancels
    the Damage and the Corvette is still there after the Approach."""
    after = {}
    for level in ("basic", "improved"):
        state = _map()
        state.houses[0].technologies["shields"] = level
        solokit.give(state, "s4", {"corvette": 1})
        solokit.void(state).skirmish_card = "war-5"
        state.stack.append(
            Battle(seat=0, sector="s4", invader=NOBODY, defender=0, stage="combat", voidborn=1)
        )
        flow.settle(state, solokit.game().content)
        for _ in range(10):
            if not any(isinstance(f, Battle) for f in state.stack):
                break
            solokit.choose(state, *solokit.kinds(state)[0])
        steps = [
            n.params
            for n in state.notes
            if n.msg == "vf.note.combat_step" and n.params.get("sector") == "s4"
        ]
        assert steps[0]["step"] == "approach"
        after[level] = steps[0]["after_d"]
    assert after["basic"] == ""
    assert after["improved"] == "1c"


def test_vf_solo_deploy_06_void_fp_never_move_between_sectors() -> None:
    """VF-SOLO-DEPLOY-06: over whole random solo games, no action both takes Void FP out of one
    sector and puts Void FP into another unless a Skirmish was fought in it: the Void never
    Regroups or invades except by Skirmish."""
    game = solokit.game()
    moves = changes = 0
    for n in range(6):
        rng = random.Random(n)
        state = solokit.new(("easy", "medium", "hard")[n % 3], 31 * n + 5)
        for _ in range(3000):
            if state.phase == "over":
                break
            before = {s.id: s.voidborn for s in state.galaxy.sectors}
            notes = len(state.notes)
            state = game.apply(state, rng.choice(game.legal_ids(state)))
            after = {s.id: s.voidborn for s in state.galaxy.sectors}
            lost = [k for k in before if after[k] < before[k]]
            gained = [k for k in before if after[k] > before[k]]
            skirmish = any(m.msg in _SKIRMISH for m in state.notes[notes:])
            changes += bool(lost or gained)
            if lost and gained:
                moves += 1
                assert skirmish, (n, lost, gained, [m.msg for m in state.notes[notes:]])
        assert state.phase == "over"
    assert changes >= 5, (changes, moves)  # Skirmishes, takeovers, invasions, Event boxes


def test_vf_solo_gen_08_event_boxes_name_void_sectors_and_offers() -> None:
    """VF-SOLO-GEN-08: a Galactic Event instruction aimed at a Void sector or an Agenda offer
    says so on the card: every Event placement on the map names its target, and every
    Corruption an Event puts on the Agenda board names the offer (``corrupt_offer``); resolved
    in a solo game, "corrupt the Might offer" corrupts that offer, nobody's, and no Corruption
    of the player's."""
    content = solokit.game().content
    placements = ("place_voidborn", "place_infrastructure", "place_token")
    seen = {"target": 0, "offer": 0}
    for event in content.events.values():
        for box in event.boxes:
            groups = [box.effects, *(o.effects for o in box.options)]
            for effect in (e for group in groups for e in group):
                if effect.get("op") in placements:
                    assert effect.get("target"), (event.id, effect)
                    seen["target"] += 1
                elif effect.get("op") == "corrupt_offer":
                    assert effect.get("type"), (event.id, effect)
                    seen["offer"] += 1
    assert seen["target"] >= 10 and seen["offer"] >= 4
    state = _at_actions()
    house = state.houses[0]
    mat = (list(house.track_corrupted), list(house.agenda_corrupted), house.decontamination)
    pure = [s.corrupted for s in state.galaxy.sectors]
    assert not state.board.offer_corrupted["might"]
    _effect(state, "corrupt_offer", type="might")
    assert state.board.offer_corrupted["might"]
    assert (house.track_corrupted, house.agenda_corrupted, house.decontamination) == mat
    assert [s.corrupted for s in state.galaxy.sectors] == pure


def test_vf_solo_setup_07_the_crisis_board_is_laid_out() -> None:
    """VF-SOLO-SETUP-07: a solo game starts with the Crisis board: a Military and an Economic
    track with the board's spaces (every space free on Easy), its Catastrophe spaces empty;
    the Evaluation reads the board (the leftmost free Military space is the Skirmish's
    modifier)."""
    content = solokit.game().content
    printed = content.void.board  # type: ignore[union-attr]
    state = solokit.new("easy", 4)
    v = solokit.void(state)
    assert len(v.military) == len(printed.military) and len(v.economic) == len(printed.economic)
    assert set(v.military) == set(v.economic) == {""}
    assert v.catastrophes == 0 and printed.catastrophe_spaces == 3
    assert board.military_modifier(state, content) == printed.military[0]


def test_vf_solo_infra_01_guilds_are_civil_and_installations_military() -> None:
    """VF-SOLO-INFRA-01: in a solo game, a Guild (civil: it produces) goes only on a Guild space
    and an Installation (military) only on an Installation space: establishing offers the 5
    Guild types, building the 3 Installation types, each in its own row of spaces."""
    state = _map()
    s4 = solokit.give(state, "s4", {"corvette": 1})
    s4.guilds = [""] * len(s4.guild_spaces)
    s4.installations = [""] * len(s4.installation_spaces)
    _effect(state, "establish")
    assert {c[1] for c in solokit.kinds(state) if c[0] == "guild"} == set(GUILD_RESOURCE)
    solokit.choose(state, "guild", "miners")
    _effect(state, "build")
    built = {c[1] for c in solokit.kinds(state) if c[0] == "build"}
    assert built <= {"shipyard", "sector_defense", "starbase"} and "shipyard" in built
    solokit.choose(state, "build", "shipyard")
    assert s4.filled("guild") == ["miners"] and s4.filled("installation") == ["shipyard"]


def test_vf_solo_pop_01_populations_one_to_six() -> None:
    """VF-SOLO-POP-01: on each of the eight solo maps every sector with a Population has 1 to
    6 (a few have none), the player's Home among them; growing a Population never passes 6."""
    from tests.voidfall.solo.test_solo_coverage_b import SOLO_MAPS

    for map_id in SOLO_MAPS:
        config = solokit.config("easy", 1)
        config = type(config)(players=1, mode="solo", seed=1, map=map_id, options=config.options)
        state = solokit.game().new_game(config)
        populations = [s.population for s in state.galaxy.sectors]
        assert all(0 <= p <= 6 for p in populations), map_id
        assert sum(p > 0 for p in populations) > len(populations) // 2, map_id
        home = next(s for s in state.galaxy.sectors if s.home_of == 0)
        assert 1 <= home.population <= 6, map_id
    state = _at_actions()
    home = next(s for s in state.galaxy.sectors if s.home_of == 0)
    home.population, home.corrupted = 6, False
    _effect(state, "grow")
    assert solokit.kinds(state) == [] or ("sector", home.id) not in solokit.kinds(state)
    assert home.population == 6


def test_vf_solo_refuge_01_five_refuges_of_two_to_four_spaces() -> None:
    """VF-SOLO-REFUGE-01: the pack's 5 Refuge tiles have 2 to 4 Fleet Power spaces each, and a
    solo game's Refuges have that many free spaces."""
    content = solokit.game().content
    refuges = content.void.refuges  # type: ignore[union-attr]
    assert len(refuges) == 5
    assert all(2 <= r.spaces <= 4 for r in refuges.values())
    sizes = sorted(r.spaces for r in refuges.values())
    state = solokit.new("easy", 1)
    v = solokit.void(state)
    assert v.refuge_spaces and all(n in sizes for n in v.refuge_spaces)
    assert v.refuge_fp == [0] * len(v.refuge_spaces)


def test_vf_solo_fleet_01_tokens_of_one_to_three_fp() -> None:
    """VF-SOLO-FLEET-01: a Fleet token of one type holds 1 to 3 FP (Basic Dreadnoughts 1,
    Improved 3); the FP count is the sector's strength: the Combat side defending it has that
    many FP of each type, whatever the number of tokens."""
    state = _map()
    house = state.houses[0]
    house.technologies["dreadnoughts"] = "basic"
    s4 = solokit.give(state, "s4", {"corvette": 4, "dreadnought": 2})
    assert [fleet.token_cap(house, t) for t in ("corvette", "dreadnought")] == [3, 1]
    assert fleet.tokens_needed(house, s4) == 2 + 2
    house.technologies["dreadnoughts"] = "improved"
    assert fleet.token_cap(house, "dreadnought") == 3
    assert fleet.tokens_needed(house, s4) == 2 + 1
    assert s4.fleet_power == 6
    side = invasion.defender_side(state, s4)
    assert (side.fleet.count("corvette"), side.fleet.count("dreadnought")) == (4, 2)


def _moving(state: GameState) -> set[str]:
    """The movements being resolved: a Regroup or an Invade step, or an invasion's Combat."""
    ops = {getattr(getattr(f, "effect", None), "op", "") for f in state.stack}
    return ({"regroup", "invade"} & ops) | {"combat" for f in state.stack if isinstance(f, Battle)}


def test_vf_solo_regroup_01_fleets_move_only_by_regroup_or_invade() -> None:
    """VF-SOLO-REGROUP-01: over whole random solo games (never choosing a Catastrophe when
    another option exists), the player's FP leave one sector for another only while a Regroup
    or an Invade (with its Combat) is resolved; both kinds of movement happen."""
    game = solokit.game()
    kinds: set[str] = set()
    for n in range(4):
        rng = random.Random(100 + n)
        state = solokit.new("easy", 7 * n + 2)
        for _ in range(5000):
            if state.phase == "over":
                break
            before = {s.id: s.fleet_power for s in state.galaxy.sectors if s.owner == 0}
            moving = _moving(state)
            choices = game.choices(state)
            calm = [c for c in choices if c.values != ("catastrophe",)]  # longer games
            pick = rng.choice(calm or choices)
            state = game.apply(state, game.action_space.encode(pick.kind, *pick.values))
            after = {s.id: s.fleet_power for s in state.galaxy.sectors if s.owner == 0}
            lost = [k for k, fp in before.items() if after.get(k, 0) < fp]
            gained = [k for k, fp in after.items() if before.get(k, 0) < fp]
            if lost and gained:
                assert moving, (n, lost, gained)
            if lost or gained:
                kinds |= moving
    assert "regroup" in kinds and kinds & {"invade", "combat"}, kinds


def test_vf_solo_glory_03_glory_tokens_beside_the_house_mat() -> None:
    """VF-SOLO-GLORY-03: the player's Glory tokens lie beside their House mat, not in a
    sector: the board shows them among the House's lines (its hand, Trade tokens, Glory), the
    values of every token the player holds, and a token gained goes there."""
    from domineum.voidfall.present.board import house_lines

    content = solokit.game().content
    state = _at_actions()
    state.houses[0].glory = [2, 3]
    lines = house_lines(content, state, 0, 0)
    glory = [ln for ln in lines if "Glory: 2, 3" in ln]
    assert len(glory) == 1
    _effect(state, "gain_glory", value=1)
    assert sorted(state.houses[0].glory) == [1, 2, 3]
    assert any("Glory: 1, 2, 3" in ln for ln in house_lines(content, state, 0, 0))


def _ops(value: object) -> list[dict[str, object]]:
    """Every effect (a mapping with an ``op``) anywhere inside ``value``."""
    if isinstance(value, dict):
        found = [value] if "op" in value else []
        return found + [e for v in value.values() for e in _ops(v)]
    if isinstance(value, list):
        return [e for v in value for e in _ops(v)]
    return []


def test_vf_solo_gen_09_solo_components_state_their_special_targets() -> None:
    """VF-SOLO-GEN-09: the solo components' effects (Crises, Alerts, Heroic cards, Refuges)
    that act beyond the player's own things say so: a placement on the map names its target,
    and the Void's own steps are named as the Void's (``void_...``: erase a Technology,
    reinforce, skirmish, place a Harbinger, discard a Crisis); every other effect is the
    player's (VF-SOLO-GEN-04). Resolved, "place 1 Void FP in a Void sector next to yours"
    goes to such a sector."""
    content = solokit.game().content
    effects = _ops(msgspec.to_builtins(content.void))
    placements = [e for e in effects if str(e["op"]).startswith("place_")]
    assert placements and all(e.get("target") for e in placements), placements
    void_ops = {str(e["op"]) for e in effects if str(e["op"]).startswith("void_")}
    assert {"void_erase", "void_reinforce", "void_skirmish"} <= void_ops
    crisis = next(
        c
        for c in content.void.crises.values()  # type: ignore[union-attr]
        if any(e.get("target") == "adjacent_voidborn" for e in c.consequence)
    )
    state = _map()
    solokit.give(state, "s4", {"corvette": 1})
    mine = [s.id for s in state.galaxy.controlled_by(0)]
    near = sorted(
        {n for m in mine for n in state.galaxy.neighbours(m)}
        - set(mine)
        - {s.id for s in state.galaxy.sectors if s.owner != NOBODY}
    )
    far = [s.id for s in state.galaxy.sectors if s.id not in near and s.owner == NOBODY]
    for sid in (*near, *far):
        state.galaxy.sector(sid).voidborn = 1
    effect = next(e for e in crisis.consequence if e.get("target") == "adjacent_voidborn")
    _effect(state, str(effect["op"]), **{k: v for k, v in effect.items() if k != "op"})
    while solokit.kinds(state) and solokit.kinds(state)[0][0] == "sector":
        assert {c[1] for c in solokit.kinds(state) if c[0] == "sector"} <= set(near)
        solokit.choose(state, *solokit.kinds(state)[0])
    assert sum(state.galaxy.sector(s).voidborn for s in near) == len(near) + 1
    assert all(state.galaxy.sector(s).voidborn == 1 for s in far)


def test_vf_solo_act_05_a_technology_modifies_an_actions_effect() -> None:
    """VF-SOLO-ACT-05: a Technology's permanent ability changes what an action's effect does:
    with Cybernetics, establishing a Miners' Guild also gains 2 Materials; without it, nothing
    else happens."""
    gained = {}
    for owned in (False, True):
        state = _map()
        s4 = solokit.give(state, "s4", {"corvette": 1})
        s4.guilds = [""] * len(s4.guild_spaces)
        if owned:
            state.houses[0].technologies["cybernetics"] = "basic"
        before = state.houses[0].resource("materials")
        _effect(state, "establish", guild="miners")
        if solokit.kinds(state) and solokit.kinds(state)[0][0] == "guild":
            solokit.choose(state, "guild", "miners")
        assert s4.filled("guild") == ["miners"]
        gained[owned] = state.houses[0].resource("materials") - before
    assert gained == {False: 0, True: 2}
