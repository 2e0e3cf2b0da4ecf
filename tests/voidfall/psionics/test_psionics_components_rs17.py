"""Psionics rules proved for issue 17: removing Voidborn Fleet Power with the Voidborn Arsenal
(RS-EFFECT-12), the component rules for every player (RS-PSI-02) and the Mechanized Guild
supply (RS-MECHGUILD-06)."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import deployment, invasion, sectors
from tests.voidfall.engine.gamekit import bundled, names, play
from tests.voidfall.psionics.kit import BASE, actions, psionic

WITH_ARSENAL = {**BASE, "modules": ["psionics", "arsenal"]}


def _removing(amount: int, last: bool, **sectors: Any) -> GameState:
    """Seat 0 (s19, next to s7, s8, s20) resolves "remove Voidborn FP" with the Arsenal on."""
    game = bundled()
    state = actions("policy", {}, base=WITH_ARSENAL, sectors=sectors)
    push_step(
        state, game.content, 0, Effect("remove_voidborn", {"amount": amount, "last": last}), False
    )
    return state


def test_removing_voidborn_fleet_power_takes_corvettes_first() -> None:
    """RS-EFFECT-12, RS-EFFECT-10, RS-EFFECT-11: with the Voidborn Arsenal, an effect removing
    Voidborn Fleet Power takes the Corvettes first (the Destroyer stays until they are gone),
    keeps the Arsenal's counts right, and says so in the log."""
    game = bundled()
    state = _removing(2, False, s20={"voidborn": 3, "arsenal": {"destroyer": 1}})
    state = play(game, state, "sector s20")
    sector = state.galaxy.sector("s20")
    assert (sector.voidborn, sector.corvettes, sector.arsenal) == (2, 1, {"destroyer": 1})
    state = play(game, state, "sector s20")
    sector = state.galaxy.sector("s20")
    assert (sector.voidborn, sector.corvettes, sector.arsenal) == (1, 0, {"destroyer": 1})
    notes = [n for n in state.notes if n.msg == "vf.psi.note.voidborn_removed_kind"]
    assert [n.params["kind"] for n in notes] == ["corvette", "corvette"]
    last = _removing(1, True, s20={"voidborn": 2, "arsenal": {"destroyer": 1}})
    last = play(game, last, "sector s20")
    assert last.galaxy.sector("s20").arsenal == {"destroyer": 1}
    assert last.galaxy.sector("s20").corvettes == 0
    only = _removing(1, True, s20={"voidborn": 1, "arsenal": {"destroyer": 1}})
    only = play(game, only, "sector s20")
    assert (only.galaxy.sector("s20").voidborn, only.galaxy.sector("s20").arsenal) == (0, {})


def test_component_rules_apply_to_players_without_the_technology() -> None:
    """RS-PSI-02, RS-MECHGUILD-04, RS-CMDSTN-09: the rules of the new components apply to every
    player: seat 0, who owns neither Mechanized Guilds nor Command Stations, defends s19 holding
    a Mechanized Guild and a Command Station with +2 first-Salvo Absorption."""
    state = psionic(
        sectors={
            "s19": {
                "installations": ["command_station", "", ""],
                "guilds": ["mechanized", "miners", ""],
            }
        }
    )
    owned = state.houses[0].technologies
    assert "mechanized_guilds" not in owned and "command_stations" not in owned
    side = invasion.defender_side(state, state.galaxy.sector("s19"))
    assert side.first_salvo_absorption == 2


def test_the_box_holds_fifteen_mechanized_guilds() -> None:
    """RS-MECHGUILD-06: the Psionics box has 15 Mechanized Guild tokens: with all 15 on the map
    an Establish no longer offers one; with 14 it does."""
    game = bundled()
    owner = {"technologies": {"mechanized_guilds": "basic"}}
    for placed, offered in ((14, True), (15, False)):
        state = actions("production", owner)
        left = placed
        for sector in state.galaxy.sectors:
            for i, (space, token) in enumerate(
                zip(sector.guild_spaces, sector.guilds, strict=True)
            ):
                if left and not token and not space.printed and sector.id != "s25":
                    sector.guilds[i] = "mechanized"
                    left -= 1
        assert left == 0 and sectors.mechanized_supply(state) == 15 - placed
        push_step(state, game.content, 0, Effect("establish", {"where": "home"}), cost=False)
        flow.settle(state, game.content)
        assert ("guild mechanized" in names(game, state)) is offered
        assert "guild farmers" in names(game, state)


def test_stellar_exchanges_builds_starbases_that_are_not_deployment_points() -> None:
    """RS-TECH-05 (authored effect, decision P-27): Stellar Exchanges uses the Starbase tokens
    differently from the Starbases Technology: its owner may build a Starbase (one per sector)
    without that Technology; such a Starbase is no deployment point, and the Exchange action
    pays 1 Credit per Starbase in its owner's Pure sectors."""
    game = bundled()
    plain = _build(actions("development", {}))
    assert not any("starbase" in s.installations for s in plain.galaxy.sectors)
    owner = {"technologies": {"stellar_exchanges": "basic"}}
    state = _build(actions("development", owner))  # one sector has room: built at once
    built = [s for s in state.galaxy.sectors if "starbase" in s.installations]
    assert len(built) == 1 and built[0].owner == 0
    assert built[0].id not in deployment.yards(state, game.content, 0)
    assert sectors.build_refusal(state, game.content, 0, built[0], "starbase") == "RS-TECH-05"
    credits = state.houses[0].resources[3]
    exchange = game.content.action("tech:stellar_exchanges:basic:1")
    push_step(state, game.content, 0, exchange.effects[1], cost=False)
    flow.settle(state, game.content)
    pure = sum(
        s.filled("installation").count("starbase")
        for s in state.galaxy.sectors
        if s.owner == 0 and s.is_pure
    )
    assert pure >= 1 and state.houses[0].resources[3] == credits + pure


def _build(state: GameState) -> GameState:
    game = bundled()
    push_step(state, game.content, 0, Effect("build", {"installation": "starbase"}), cost=False)
    flow.settle(state, game.content)
    return state
