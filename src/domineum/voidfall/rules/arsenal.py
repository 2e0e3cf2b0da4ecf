"""Voidborn Arsenal outside Combat: Skirmish joiners, destruction rewards, Siphon Upkeep, Mirage
invasions (RS-VBJOIN, RS-VBFLEET-06, -09, -13..16, -19; resurgence §3.2 A2, A3, A7..A9).

Everything here is driven by the Arsenal FP on the map (``Sector.arsenal``): without Voidborn
Arsenal there are none, and every function is a no-op. Rules decisions:
docs/rules-decisions/resurgence-arsenal.md.
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.arsenal import COMBAT_TYPE, PROFILES
from domineum.voidfall.model.combat import Fleet
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import ARSENAL_TYPES, VoidbornType
from domineum.voidfall.rules import bounty, fleet, voidborn_fleets

JOINERS: tuple[VoidbornType, ...] = tuple(
    sorted((k for k in ARSENAL_TYPES if PROFILES[k].joins), key=lambda k: PROFILES[k].joins)
)  # Destroyer, then Dreadnought (RS-VBJOIN-04)


def joiner(state: GameState, target: str) -> tuple[VoidbornType, list[str]] | None:
    """The Arsenal type that joins a Skirmish on ``target`` and the sectors it may come from
    (RS-VBJOIN-01, -04, -05, RS-VBFLEET-02, -07, -18), or None. Outside Incursion only: there the
    Incursion Skirmish rules take over (RS-MOD-10)."""
    if "incursion" in state.config.modules:
        return None
    around = [state.galaxy.sector(n) for n in state.galaxy.neighbours(target)]
    for kind in JOINERS:
        sources = [s.id for s in around if s.arsenal.get(kind, 0)]
        if sources:
            return kind, sources
    return None


def one_fp(kind: str) -> Fleet:
    """1 FP of the Voidborn type ``kind`` as a Combat Fleet (none for "")."""
    return Fleet(**{p.combat: 1 for k, p in PROFILES.items() if k == kind})


def joiner_fleet(state: GameState, target: str) -> Fleet:
    """The 1 FP that would join a Skirmish on ``target``, as a Combat Fleet (RS-VBJOIN-03, -07;
    AMBIG A17: one Fleet Power)."""
    found = joiner(state, target)
    return one_fp(found[0]) if found else Fleet()


def move_joiner(state: GameState, kind: VoidbornType, source: str) -> None:
    """The joiner leaves its sector (RS-VBJOIN-06); a sector it leaves without Voidborn FP gets
    the usual 2 Corvettes and a Bounty token at once (RS-VBJOIN-11; AMBIG A34)."""
    sector = state.galaxy.sector(source)
    voidborn_fleets.take(sector, kind, 1)
    if not sector.voidborn:
        voidborn_fleets.add(sector, "corvette", fleet.ABANDON_VOIDBORN, limit=False)  # the usual 2
        bounty.place_from_pile(state, sector, "bounty")
        state.note("rs.note.joiner_left_empty", sector=source)


def settle_joiner(sector: Sector, kind: str, survivors: Fleet) -> bool:
    """After a Voidborn win the surviving joiner stays in the Skirmished sector, beside the usual
    2 Corvettes (RS-VBJOIN-08, -13). True when it stayed."""
    for combat_kind, voidborn_type in COMBAT_TYPE.items():
        if voidborn_type == kind and survivors.count(combat_kind):
            voidborn_fleets.add(sector, voidborn_type, 1, limit=False)
            return True
    return False


def destruction_rewards(
    state: GameState, content: Content, seat: int, sector: str, lost: Fleet
) -> None:
    """What the player who fought gains for each Arsenal FP destroyed: a Reclaim token drawn and
    resolved in the Combat sector per Dreadnought or Destroyer (that sector becomes "the same
    sector" of its effects), a Glory upgrade per Mirage (before the Glory is scored), a Bounty
    token per Siphon (RS-VBFLEET-06, -09, -13, -15, -19; AMBIG A14: per Fleet Power)."""
    found = voidborn_fleets.lost_by_type(lost)
    if any(PROFILES[kind].reward == "reclaim" for kind in found):
        state.turn.bound_sector = sector  # VF-TARGET-07, VF-BOUNTY-04
    for kind, amount in found.items():
        reward = PROFILES[kind].reward
        for _ in range(amount):
            if reward in ("reclaim", "bounty"):
                bounty.gain_from_pile(state, content, seat, reward)
            elif reward == "glory_upgrade":
                bounty.push_effects(state, content, seat, [Effect("upgrade_glory")])
        if reward:
            state.note(f"rs.note.reward_{reward}", seat=seat, kind=kind, n=amount)


def siphon_upkeep(state: GameState, seat: int) -> int:
    """+2 Upkeep for each Siphon token adjacent to at least one sector you control; Energy Cells
    does not negate it (RS-VBFLEET-16; AMBIG A15: per token, once per player)."""
    siphons = [
        (sector, kind)
        for sector in state.galaxy.sectors
        if sector.arsenal
        for kind, fp in sector.arsenal.items()
        if PROFILES[kind].upkeep and fp
    ]
    if not siphons:  # the usual case (and always without Voidborn Arsenal): no sector to scan
        return 0
    mine = {s.id for s in state.galaxy.controlled_by(seat)}
    return sum(
        PROFILES[kind].upkeep * voidborn_fleets.tokens(sector)[kind]
        for sector, kind in siphons
        if mine.intersection(state.galaxy.neighbours(sector.id))
    )


def invasion_sources(sector: Sector) -> int:
    """How many different sectors an invasion of ``sector`` must move FP in from: 2 while it
    holds a Mirage, else 1 (RS-VBFLEET-14)."""
    return max((PROFILES[k].invasion_sources for k in sector.arsenal), default=1)
