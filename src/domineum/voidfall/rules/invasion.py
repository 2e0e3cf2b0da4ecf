"""Invasions on the map: both Combat sides from the state, and the results (VF-MOVE-08, VF-RESULT).

The Combat itself is :mod:`domineum.voidfall.rules.combat`; this module builds its :class:`Side`
descriptions from sectors and Houses, puts the FP it removed where they belong (VF-COMBAT-08) and
applies the Invasion results (VF-RESULT-01..08, -12, -13, -15..18, T-20).
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.stack import push_triggered
from domineum.voidfall.model.combat import TECHNOLOGIES, CombatReport, Fleet, Side, Technologies
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState, base_technology
from domineum.voidfall.model.state import Battle, GameState, ResolveAction
from domineum.voidfall.model.terms import (
    ALL_FLEET_TYPES,
    COMMAND_STATION,
    MECHANIZED_GUILD,
    NOBODY,
    PHANTOM,
)
from domineum.voidfall.rules import (
    abilities,
    bounty,
    combat,
    fleet,
    glory,
    psionic,
    sectors,
    voidborn_fleets,
)

FALLEN_TECH_LIMIT = 6  # VF-TECH-08, VF-RESULT-12a
YARDS = frozenset(("shipyard", "starbase"))


def technologies(house: HouseState) -> Technologies:
    """A House's combat Technologies at their level (§16.4; snake_case ids)."""
    owned = {
        base_technology(t): level
        for t, level in house.technologies.items()
        if base_technology(t) in TECHNOLOGIES
    }
    return msgspec.convert(owned, type=Technologies)


def _phantoms(house: HouseState, fleets: dict[str, int]) -> int:
    """Improved Phantoms with a Phantom FP present: +1 (Psionics, RS-PHANTOM-03/-04)."""
    improved = house.tech_level(fleet.FLEET_TECH[PHANTOM]) == "improved"
    return int(improved and fleets.get(PHANTOM, 0) > 0)


def adjacent_yards(state: GameState, seat: int, sector_id: str) -> int:
    """Your sectors with a Shipyard or Starbase next to the Combat sector (VF-COMBAT-15c, A-36)."""
    galaxy = state.galaxy
    yards = 0
    for n in galaxy.neighbours(sector_id):
        near = galaxy.sector(n)
        if near.controller() == seat and not YARDS.isdisjoint(near.filled("installation")):
            yards += 1
    return yards


def player_fleet(fleets: dict[str, int]) -> Fleet:
    return Fleet(**{t: n for t, n in fleets.items() if n})


def invader_side(
    state: GameState,
    seat: int,
    sector_id: str,
    force: dict[str, int],
    energy: bool,
    trade: bool,
    bombard: int = 0,
    psionic_token: str = "",
) -> Side:
    """A player Invader: the FP moved in, Technologies, Active FP for Carriers (A-08), spends
    (``bombard``: Materials spent on Uplift's Bombard, VF-COMBAT-18d, -29d); Psionics: the
    Vanguard in the target and the Psionic Combat token discarded (RS-VANG-11, RS-PCOMBAT)."""
    house = state.houses[seat]
    barrier = int(psionic_token == psionic.BARRIER) + _phantoms(house, force)  # RS-PHANTOM-03
    return Side(
        fleet=player_fleet(force),
        tech=technologies(house),
        adjacent_shipyards=adjacent_yards(state, seat, sector_id),
        active_fp=house.fp_active,
        spend_energy=energy,
        return_trade_token=trade,
        bombard_materials=bombard,
        approach_absorption=psionic.vanguard_absorption(state, sector_id) + barrier,
        first_salvo_damage=int(psionic_token == psionic.STRIKE),
    )


DREADNOUGHT_PER_FP = "arsenal_dreadnought_absorption_per_fp"
"""Rules option: a defending Voidborn Dreadnought gives 1 Salvo Absorption per FP, not 1 in
total (AMBIG A36's alternative; RS-VBFLEET-05)."""


def voidborn_side(
    strength: int, absorption: int = 0, joiner: Fleet | None = None, approach: int = 0
) -> Side:
    """The Voidborn invading in a Skirmish, from the supply (VF-SKIRMISH-01, -07, VF-FLEET-20);
    ``absorption``: its Salvo Absorption in each Salvo step (Adaptation, 2H:
    :func:`..event_rules.voidborn_absorption` of the Defender, VF-PREP-19); ``joiner``: an
    Arsenal ship moved in on top of the strength (RS-VBJOIN-02); ``approach``: its Approach
    Absorption against a Vanguard's sector (Psionics, RS-VANG-12)."""
    fleet = Fleet(voidborn=strength)
    if joiner is not None:
        for kind in joiner.present():
            fleet = fleet.plus(kind, joiner.count(kind))
    return Side(
        fleet=fleet,
        voidborn=True,
        salvo_absorption_each=absorption,
        approach_absorption=approach,
    )


def defender_side(state: GameState, sector: Sector) -> Side:
    """Whoever holds ``sector``: the Voidborn, a player, or only its Sector Defenses/Starbases.

    VF-COMBAT-03, -05, -06, -33. A Fallen House card's two Sector Defenses are data: the map
    places them as Installations (docs/content-sources.md), so they are counted as such.
    """
    installed = sector.filled("installation")
    defenses = installed.count("sector_defense")
    starbases = installed.count("starbase")
    if sector.is_voidborn:  # a Voidborn Starbase defends as a Sector Defense (RS-INCINST-03)
        return Side(
            fleet=voidborn_fleets.fleet(sector),
            dreadnought_absorption_per_fp=DREADNOUGHT_PER_FP in state.config.options,
            sector_defenses=defenses + starbases,
            voidborn=True,
        )
    if sector.fleet_power:
        stations = installed.count(COMMAND_STATION)
        improved = state.houses[sector.owner].tech_level(sectors.COMMAND_STATIONS_TECH)
        return Side(
            fleet=player_fleet(sector.fleets),
            tech=technologies(state.houses[sector.owner]),
            sector_defenses=defenses,
            starbases=starbases,
            adjacent_shipyards=adjacent_yards(state, sector.owner, sector.id),
            first_salvo_damage=stations if improved == "improved" else 0,  # RS-CMDSTN-08 (A9)
            first_salvo_absorption=stations  # RS-CMDSTN-09, RS-MECHGUILD-04, RS-PHANTOM-04
            + sector.filled("guild").count(MECHANIZED_GUILD)
            + _phantoms(state.houses[sector.owner], sector.fleets),
        )
    return Side(sector_defenses=defenses, starbases=starbases)


def return_losses(
    state: GameState, content: Content, invader: int, sector: Sector, report: CombatReport
) -> None:
    """FP removed in Combat: players' go to their Active area, the Voidborn's to the supply.

    VF-COMBAT-08; A-07: a sector emptied by Combat Damage is not abandoned here, only through the
    results. The Invader's FP were never on the map (they are in the Battle frame).
    """
    if invader != NOBODY:
        _recalled(state, content, invader, report.removed.invader)
    lost = report.removed.defender
    voidborn_fleets.remove_lost(sector, lost)
    owner = sector.owner
    for fleet_type in ALL_FLEET_TYPES:
        if lost.count(fleet_type):
            fleet.take(sector, fleet_type, lost.count(fleet_type))
    if owner != NOBODY:
        _recalled(state, content, owner, lost)


def _recalled(state: GameState, content: Content, seat: int, lost: Fleet) -> None:
    """A player's FP recalled in Combat go to Active; under ``recall_to_home`` (Escape Pods) one
    of them (``once_per_combat``) or all (``always``) may then go to the Home sector instead,
    each by its type: the ``escape_pods`` decision, a benefit the player may forgo (seed 003
    l.3103-3106)."""
    state.houses[seat].fp_active += lost.total
    mode = abilities.of(state, content, seat).recall_to_home
    if not mode or not lost.total:
        return
    limit = lost.total if mode == "always" else 1
    by_type: dict[str, int | str | bool | list[str]] = {
        t: lost.count(t) for t in ALL_FLEET_TYPES if lost.count(t)
    }
    effect = Effect("escape_pods", {"lost": by_type, "limit": limit})
    push_triggered(state, content, seat, [effect])


def occupy_after_tie(state: GameState, defender: int, sector: Sector, skirmish: bool) -> None:
    """A tie: a defending player discards a Glory and the sector is abandoned; a Voidborn sector
    is simply re-occupied, nobody discards (VF-RESULT-16, -18, A-30). A player's tie leaves a
    sector held by the Defender's Command Station to the Defender; a Skirmish tie does not
    (RS-CMDSTN-03, -10)."""
    if defender == NOBODY:
        fleet.occupy(sector, state)
    else:
        fleet.abandon(state, defender, sector, skirmish)


def conquer(
    state: GameState,
    content: Content,
    seat: int,
    defender: int,
    sector: Sector,
    force: Fleet,
    tie_won: bool = False,
) -> bool:
    """A player's successful Invasion: survivors stay, then the results (VF-RESULT-02..08, -13).

    Installations go (printed ones stay, Guilds stay); Bounty then Reclaim tokens are flipped and
    kept; the sector's Glory tokens are taken; against a player [COMP] Influence is the
    Defender's total Glory, after which the Defender discards one. Corruption stays and is not
    "gained" (VF-RESULT-13). Decisions are pushed: the Defender's discard below the Invader's
    token rewards. Returns True when the Influence is the Invader's own total Glory: it is then
    gained last (:func:`..glory.invasion_influence`), after every result that could raise it
    (a Fallen House card's upgrade), the most beneficial order (VF-RESULT-03).
    """
    for fleet_type in ALL_FLEET_TYPES:
        if force.count(fleet_type):
            fleet.place(sector, seat, fleet_type, force.count(fleet_type))
    keep = sector.fallen_house == "" and abilities.of(state, content, seat).keep_installations
    if not keep:  # Combat Replicators keep them; a Fallen House card's never stay
        fleet.remove_installations(sector)
    if defender == NOBODY:
        glory.claim_unowned_sector(state, seat, sector)
    else:
        state.houses[seat].glory.extend(sector.glory)
        sector.glory.clear()
        gained = glory.claim_player_sector(state, seat, defender)
        state.note("vf.note.invaded", seat=seat, sector=sector.id, influence=gained)
    bounty.resolve_sector_tokens(state, content, seat, sector)
    _after_conquest(state, content, seat, sector, tie_won)
    if keep and sector.filled("installation"):  # the benefit may be forgone (l.3103-3106)
        push_triggered(
            state, content, seat, [Effect("remove_installations", {"sector": sector.id})]
        )
    return defender == NOBODY


def _after_conquest(
    state: GameState, content: Content, seat: int, sector: Sector, tie_won: bool
) -> None:
    """What follows a won invasion in the (bound) sector: its one-time special-sector effects
    (VF-SECTOR-10, VF-RESULT-09), its tile replaced if its kind says so (a Rift, VF-RESULT-10),
    the ``invasion_won`` Technology triggers (Combat Replicators, Improved Salvage Scanner)
    and, under ``invader_win_or_tie_deploy``, 1 FP deployed there (already done when that
    deployment won a tie)."""
    once = content.action(f"sector:{sector.type}:on_invaded").effects
    if once and not sector.on_invaded_used:
        sector.on_invaded_used = True
        push_triggered(state, content, seat, list(once))
    sectors.retile(state, content, sector)  # a Rift's tile is replaced (VF-RESULT-10)
    abilities.push_triggers(state, content, seat, "invasion_won")
    if not tie_won and abilities.of(state, content, seat).invader_win_or_tie_deploy:
        push_triggered(state, content, seat, [Effect("deploy", {"amount": 1, "where": "same"})])


def tie_becomes_win(state: GameState, content: Content, seat: int) -> bool:
    """Improved Combat Replicators: an Invader who ties deploys 1 Active FP there and wins."""
    deploys = abilities.of(state, content, seat).invader_win_or_tie_deploy
    return state.houses[seat].fp_active > 0 and deploys > 0


def place_reclaim(state: GameState, content: Content, seat: int, sector: Sector) -> None:
    """Salvage Scanner (``reclaim_before_combat``): before the Combat of your invasion of a
    Voidborn sector (Improved: or a Corrupted one) put a Reclaim token from the pile there."""
    mode = abilities.of(state, content, seat).reclaim_before_combat
    corrupted = sector.corrupted and mode == "voidborn_or_corrupted"
    if mode and (sector.is_voidborn or corrupted):
        bounty.place_from_pile(state, sector, "reclaim")


def fallen_choices(state: GameState, content: Content, seat: int, house_id: str) -> list[str]:
    """The conquered Fallen House's Technologies you may gain (VF-RESULT-12b, A-23).

    One you lack, with a Basic copy in the display and a free slot (the limit is already 6).
    """
    house = state.houses[seat]
    if len(house.technologies) >= FALLEN_TECH_LIMIT:
        return []
    return sorted(
        t
        for t, tech in content.technologies.items()
        if tech.house == house_id and t not in house.technologies and state.board.tech_piles.get(t)
    )


def surrender(state: GameState, seat: int, sector: Sector) -> str:
    """The Fallen House joins you: limit 6, its card is your 6th slot or discarded (VF-RESULT-12
    a, d; VF-TECH-08). Returns the House whose Technology and effects come next."""
    house_id = sector.fallen_house
    sector.fallen_house = ""
    state.houses[seat].fallen_house_slot = True
    return house_id


def push_fallen_effects(state: GameState, content: Content, seat: int, house_id: str) -> None:
    """The Fallen House card's bottom effects, resolved in this sector (VF-RESULT-12c)."""
    effects = list(content.action(f"fallen:{house_id}").effects)
    if effects:
        state.stack.append(ResolveAction(seat=seat, source=f"fallen:{house_id}", effects=effects))


def forecast_battle(state: GameState, battle: Battle, force: dict[str, int]) -> CombatReport | None:
    """The Combat an Invasion would fight with ``force`` sent in (the default policy, no spends
    beyond those chosen), or None when it cannot be said (VF-COMBAT-02: deterministic)."""
    if battle.invader < 0 or not any(force.values()):
        return None
    try:
        sector = state.galaxy.sector(battle.sector)
        side = invader_side(
            state,
            battle.invader,
            battle.sector,
            force,
            battle.spend_energy,
            battle.return_trade_token,
            psionic_token=battle.psionic_token,
        )
        return combat.forecast(side, defender_side(state, sector))
    except (KeyError, ValueError, combat.InvalidSide):
        return None
