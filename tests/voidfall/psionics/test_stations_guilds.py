"""Command Stations (RS-CMDSTN), Mechanized Guilds (RS-MECHGUILD) and their Combat modifiers
(RS-CSUM-05..07): scenarios T-RS-13..15 of the Resurgence digest.

The bundled map's 2-player position (kit.py): seat 0 holds s19 (2 Corvettes, Guilds engineers
and miners, three empty Installation spaces) next to its Home s25; seat 1 holds s13 and s22.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import combat, fleet, invasion, production, upkeep
from tests.voidfall.engine.gamekit import bundled, names, play, refused
from tests.voidfall.psionics.kit import actions, psionic

STATION = {"installations": ["command_station", "", ""]}


def _with(op: str, state: GameState, seat: int = 0, **args: Any) -> GameState:
    """Push a primitive for ``seat`` as an action would, and settle its automatic part."""
    game = bundled()
    push_step(state, game.content, seat, Effect(op, args), cost=False)
    flow.settle(state, game.content)
    return state


def _owning(tech: str, level: str = "basic", **extra: Any) -> GameState:
    return psionic(houses={"0": {"technologies": {tech: level}}}, **extra)


def test_t_rs_13_a_command_station_holds_a_sector_without_fleet_power() -> None:
    """T-RS-13, RS-CMDSTN-03, RS-CMDSTN-04: Regrouping both Corvettes out of s19 is legal with
    the Command Station there; s19 stays seat 0's, with no Glory discarded and no Voidborn."""
    game = bundled()
    state = _with("regroup", psionic(sectors={"s19": STATION}), moves=2)
    state = play(game, state, "move s19 s25 corvette", "move s19 s25 corvette")
    s19 = state.galaxy.sector("s19")
    assert s19.fleet_power == 0 and s19.controller() == 0 and s19.voidborn == 0
    assert s19 in state.galaxy.controlled_by(0)
    assert s19.installations[0] == "command_station" and not s19.corrupted
    assert not [f for f in state.stack if getattr(f, "effect", None) == Effect("discard_glory")]
    plain = _with("regroup", psionic(), moves=2)
    plain = play(game, plain, "move s19 s25 corvette")
    assert refused(game, plain, "move s19 s25 corvette").rule_id == "VF-MOVE-04"


def test_t_rs_13_invading_or_recalling_out_of_a_station_sector_does_not_abandon_it() -> None:
    """T-RS-13 variant, RS-CMDSTN-03, RS-CMDSTN-05: the last FP leaving s19 (recalled, as when
    joining an Invasion) leaves it seat 0's; without the Station the sector is abandoned and
    the Voidborn occupies it."""
    state = psionic(sectors={"s19": STATION})
    s19 = state.galaxy.sector("s19")
    fleet.recall(state, 0, s19, "corvette")
    fleet.recall(state, 0, s19, "corvette")
    assert s19.controller() == 0 and s19.voidborn == 0 and s19.owner == 0
    plain = psionic()
    p19 = plain.galaxy.sector("s19")
    fleet.recall(plain, 0, p19, "corvette")
    fleet.recall(plain, 0, p19, "corvette")
    assert p19.controller() == -1 and p19.voidborn > 0


def test_rs_cmdstn_10_a_skirmish_loss_takes_the_station_sector() -> None:
    """RS-CMDSTN-10: the Voidborn taking the sector in a Skirmish removes the Command Station
    like any Installation; the sector is lost."""
    state = psionic(sectors={"s19": STATION})
    s19 = state.galaxy.sector("s19")
    fleet.take(s19, "corvette", 2)
    assert s19.controller() == 0
    fleet.abandon(state, 0, s19, skirmish=True)
    assert s19.controller() == -1 and "command_station" not in s19.installations


def test_rs_cmdstn_02_building_offers_a_command_station_with_the_technology() -> None:
    """RS-CMDSTN-01, RS-CMDSTN-02: with Command Stations a Build may place a Command Station
    (its own action kind), on the next space in build order; without it none is offered."""
    game = bundled()
    plain = _with("build", actions("development", {}))
    assert "build shipyard" in names(game, plain)
    assert "build command_station" not in names(game, plain)
    owner = {"technologies": {"command_stations": "basic"}}
    state = _with("build", actions("development", owner))
    assert "build command_station" in names(game, state)
    state = play(game, state, "build command_station")
    assert state.galaxy.sector("s19").installations == ["command_station", "", ""]


def test_t_rs_14_combat_replicators_keep_the_station_for_the_invader() -> None:
    """T-RS-14, RS-CMDSTN-06, RS-CMDSTN-07: a won Invasion removes the Command Station with the
    other Installations; with Combat Replicators it stays, then holds the sector for the
    Invader (who does not own Command Stations)."""
    game = bundled()
    built = {"installations": ["command_station", "shipyard", ""]}
    for kept, houses in (
        (False, {}),
        (True, {"1": {"technologies": {"combat_replicators": "basic"}}}),
    ):
        state = psionic(sectors={"s19": built}, houses=houses)
        s19 = state.galaxy.sector("s19")
        fleet.take(s19, "corvette", 2)
        invasion.conquer(state, game.content, 1, 0, s19, Fleet(corvette=1))
        assert ("command_station" in s19.installations) is kept
        assert s19.controller() == 1
        if kept:
            fleet.take(s19, "corvette", 1)
            assert s19.controller() == 1, "the kept Station holds the sector for the Invader"


def test_t_rs_15_defender_modifiers_accumulate() -> None:
    """T-RS-15, RS-CSUM-05, RS-CSUM-06, RS-MECHGUILD-04, RS-CMDSTN-08, RS-CMDSTN-09: 2 Corvettes
    defend s19 with 1 Mechanized Guild and 1 Command Station: 2 first-Salvo Absorption; no
    bonus Damage with Basic Command Stations, 1 with Improved (A9: those in the sector)."""
    sectors = {"s19": {**STATION, "guilds": ["mechanized", "miners", ""]}}
    basic = _owning("command_stations", sectors=sectors)
    side = invasion.defender_side(basic, basic.galaxy.sector("s19"))
    assert side.first_salvo_absorption == 2 and side.first_salvo_damage == 0
    improved = _owning("command_stations", "improved", sectors=sectors)
    side = invasion.defender_side(improved, improved.galaxy.sector("s19"))
    assert side.first_salvo_absorption == 2 and side.first_salvo_damage == 1
    empty = _owning("command_stations", "improved", sectors=sectors)
    fleet.take(empty.galaxy.sector("s19"), "corvette", 2)
    bare = invasion.defender_side(empty, empty.galaxy.sector("s19"))
    assert bare.first_salvo_absorption == 0 and bare.first_salvo_damage == 0


def test_rs_csum_06_07_first_salvo_absorption_lasts_the_combat() -> None:
    """RS-CSUM-06, RS-CSUM-07 (A12), RS-CSUM-05: the Defender's first-Salvo Absorption cancels
    Salvo Damage and what is left stays for later Salvos; the Defender's extra first-Salvo
    Damage is tagged RS-CSUM-05; neither exists without Defender FP."""
    invader = Side(fleet=Fleet(corvette=4))
    plain = combat.resolve(invader, Side(fleet=Fleet(corvette=3)))
    guarded = combat.resolve(invader, Side(fleet=Fleet(corvette=3), first_salvo_absorption=2))
    absorbed = sum(s.absorbed.defender for s in guarded.steps)
    assert absorbed == 2 > sum(s.absorbed.defender for s in plain.steps)
    struck = combat.resolve(invader, Side(fleet=Fleet(corvette=3), first_salvo_damage=1))
    first = next(s for s in struck.steps if s.name == "salvo 1")
    assert "RS-CSUM-05" in first.rules
    empty = combat.start_combat(invader, Side(first_salvo_absorption=2))
    assert empty.fighters.defender.salvo_absorption == 0


def test_rs_cmdstn_11_a_station_alone_defends_with_zero_fleet_power() -> None:
    """RS-CMDSTN-11 (A10): a sector held only by a Command Station is another player's sector
    that may be invaded; the Combat has a 0-FP Defender and the Invader wins with 1 FP left."""
    state = psionic(sectors={"s19": STATION})
    s19 = state.galaxy.sector("s19")
    fleet.take(s19, "corvette", 2)
    side = invasion.defender_side(state, s19)
    report = combat.resolve(Side(fleet=Fleet(corvette=1)), side)
    assert report.outcome == "invader"


def test_rs_mechguild_02_03_establishing_a_mechanized_guild_produces_nothing() -> None:
    """RS-MECHGUILD-01, RS-MECHGUILD-02, RS-MECHGUILD-03, RS-MECHGUILD-05: with Mechanized Guilds
    an Establish may place one (its own action kind); it adds nothing to any Production Level,
    and survives a won Invasion."""
    game = bundled()
    plain = _with("establish", actions("production", {}), where="home")
    assert "guild farmers" in names(game, plain)
    assert "guild mechanized" not in names(game, plain)
    owner = {"technologies": {"mechanized_guilds": "basic"}}
    state = _with("establish", actions("production", owner), where="home")
    before = production.levels(state, game.content, 0)
    state = play(game, state, "guild mechanized")
    s25 = state.galaxy.sector("s25")
    assert s25.guilds == ["farmers", "mechanized"]
    assert production.levels(state, game.content, 0) == before
    s19 = state.galaxy.sector("s19")
    s19.guilds = ["mechanized", "miners", ""]
    fleet.take(s19, "corvette", 2)
    invasion.conquer(state, game.content, 1, -1, s19, Fleet(corvette=1))
    assert "mechanized" in s19.guilds


def test_rs_cmdstn_12_a_station_costs_what_the_build_costs_and_pays_upkeep_by_its_space() -> None:
    """RS-CMDSTN-12 (GAP, P-19): a Command Station is placed by the Build effect that offered it
    (that effect's cost, nothing more) and, like any Installation, pays Upkeep only on a space
    showing the Upkeep icon (filled last, VF-GUILD-07). A sector held only by it still counts
    for its owner's Upkeep."""
    first = psionic(sectors={"s19": {"installations": ["command_station", "", ""]}})
    last = psionic(
        sectors={"s19": {"installations": ["shipyard", "sector_defense", "command_station"]}}
    )
    plain = psionic()
    s19 = plain.galaxy.sector("s19")
    assert upkeep.sector_upkeep(first.galaxy.sector("s19")) == upkeep.sector_upkeep(s19)
    assert upkeep.sector_upkeep(last.galaxy.sector("s19")) == upkeep.sector_upkeep(s19) + 1
    game = bundled()
    fleet.take(last.galaxy.sector("s19"), "corvette", 2)
    held = upkeep.upkeep_total(last, game.content, 0)
    assert held == upkeep.upkeep_total(plain, game.content, 0) + 1


def test_rs_tech_04_the_house_technology_table() -> None:
    """RS-TECH-04 (the seed's table: Erevon, Ilvaros, Laskir and their two Technologies each;
    the other owners, the two lost Houses and three Technology names authored: P-37),
    RS-TECH-01 (each new House's Origins A/B show its two Technologies)."""
    content = bundled().content
    table = {
        "erevon": {"command_stations", "exo_skeletons"},
        "ilvaros": {"biofabricators", "psiogenetics"},
        "laskir": {"phantoms", "pulse_engine"},
        "hania": {"mechanized_guilds", "stellar_exchanges"},  # authored owner
        "vethara": {"mind_links", "echo_lattice"},  # authored House and owner (P-37)
        "oduran": {"void_forges", "null_lances"},  # authored House and names (P-37)
    }
    for house, techs in table.items():
        assert content.houses[house].module == "psionics"
        assert {o.technology for o in content.houses[house].origins} == techs
        assert all(content.technologies[t].house == house for t in techs)


def test_rs_tech_03_component_rules_apply_to_every_player() -> None:
    """RS-TECH-03: the rules of the Command Station, Mechanized Guild and Phantom components
    apply to every player, with or without the Technology: seat 0 (no Command Stations, no
    Mechanized Guilds) still holds a sector by its Station and defends with both."""
    state = psionic(sectors={"s19": {**STATION, "guilds": ["mechanized", "miners", ""]}})
    assert "command_stations" not in state.houses[0].technologies
    side = invasion.defender_side(state, state.galaxy.sector("s19"))
    assert side.first_salvo_absorption == 2
    fleet.take(state.galaxy.sector("s19"), "corvette", 2)
    assert state.galaxy.sector("s19").controller() == 0
