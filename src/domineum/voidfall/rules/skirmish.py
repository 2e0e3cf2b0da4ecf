"""Skirmishes: the Voidborn invades one of your sectors (VF-SKIRMISH-01..12, -15, T-14, T-15).

The Voidborn is the Invader, with FP from the supply (VF-SKIRMISH-07); its target follows the
fixed priority of T-15, so no player decides it; only a final tie is broken at random with the
game's own RNG.
"""

from __future__ import annotations

from collections.abc import Callable

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.combat import CombatReport, VoidbornAbilities
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.rules import abilities, arsenal, combat, event_rules, invasion, psionic

LATE_CYCLE = 2  # VF-SKIRMISH-05: +1 in the Evaluation of Cycles 2 and 3
VOIDBORN_WINS = ("invader", "tie")


def strength(state: GameState, seat: int, modifier: int = 0) -> int:
    """Voidborn FP: Corruption on your track markers and above your Agenda slots, +1 in the
    Evaluation of Cycles 2-3, plus card modifiers; never below 0.

    VF-SKIRMISH-04, -05, T-14; A-27 (Evaluation only), A-28 (Decontamination Chambers do not
    count), A-51 (a negative total is 0).
    """
    house = state.houses[seat]
    total = sum(house.track_corrupted) + sum(house.agenda_corrupted) + modifier
    total += len(house.enforced)  # Psionics: +1 per Enforced Psionic Agenda (RS-PAGENDA-19)
    if state.phase == "evaluation" and state.cycle >= LATE_CYCLE:
        total += 1
    return max(0, total)


def auto_defends(state: GameState, content: Content, seat: int) -> bool:
    """A Technology of yours wins a Skirmish defence in the Evaluation Phase (Improved
    Autonomous Drones, §16.4; seed 003 l.606-609: "automatically, in the Evaluation Phase"), or a
    Galactic Event box in force spares you (VF-PREP-19)."""
    if event_rules.skirmish_immune(state, content, seat):
        return True
    if state.phase != "evaluation":  # card text: the Evaluation Phase only
        return False
    return abilities.of(state, content, seat).skirmish_auto_defend


def voidborn_next_to(state: GameState, sector: Sector) -> bool:
    """Whether a Voidborn sector is adjacent to ``sector`` (VF-SKIRMISH-08)."""
    galaxy = state.galaxy
    for n in galaxy.neighbours(sector.id):  # noqa: SIM110 (a loop: no generator per sector)
        if galaxy.sector(n).voidborn > 0:  # Sector.is_voidborn written out
            return True
    return False


def candidates(
    state: GameState,
    seat: int,
    threatened: Callable[[GameState, Sector], bool] = voidborn_next_to,
) -> list[Sector]:
    """Your non-Home sectors next to a Voidborn sector, not Voidborn-immune (VF-SKIRMISH-08);
    ``threatened`` says what "next to the Voidborn" means (the Void modes add Harbingers).

    A sector without FP is no Voidborn sector and does not count (VF-SECTOR-08).
    """
    return [
        s
        for s in state.galaxy.sectors
        if s.owner == seat
        and sum(s.fleets.values()) > 0  # Sector.fleet_power written out
        and s.home_of == NOBODY
        and (
            (not s.voidborn_immune and threatened(state, s))
            or psionic.always_skirmish_target(s)  # a Vanguard's sector (RS-VANG-14, -15)
        )
    ]


def forecast(
    state: GameState,
    sector: Sector,
    voidborn: int,
    absorption: int = 0,
    abilities: VoidbornAbilities | None = None,
) -> CombatReport:
    """The Combat the Voidborn would fight there, with the normal rules (VF-SKIRMISH-09(1));
    ``absorption``: the Voidborn's Salvo Absorption in each Salvo step (2H, VF-PREP-19); an
    Arsenal joiner counts (RS-VBJOIN-07; AMBIG A32); ``abilities``: a War Alert's or Crisis's
    (co-op/solo, VF-SKIRMISH-13)."""
    side = invasion.voidborn_side(
        voidborn,
        absorption,
        arsenal.joiner_fleet(state, sector.id),
        psionic.vanguard_absorption(state, sector.id),
    )
    if abilities is not None:
        side = abilities.apply(side)
    return combat.forecast(side, invasion.defender_side(state, sector))


def _prefer(pool: list[Sector], keep: Callable[[Sector], bool]) -> list[Sector]:
    """A priority filter: keep the matching sectors if there are any (A-15)."""
    return [s for s in pool if keep(s)] or pool


def _most(pool: list[Sector], key: Callable[[Sector], int]) -> list[Sector]:
    best = max(key(s) for s in pool)
    return [s for s in pool if key(s) == best]


def target(
    state: GameState,
    seat: int,
    voidborn: int,
    absorption: int = 0,
    pool: list[Sector] | None = None,
) -> str | None:
    """The sector the Voidborn invades, or None without a valid target (A-14).

    VF-SKIRMISH-09 / T-15, as successive filters: the Voidborn would win or tie; you would
    recall the most FP; Pure; highest Population; most Guilds; then random (A-15: each filter
    keeps the matching sectors only if there are any). ``pool``: :func:`candidates`, when the
    caller has them already (not changed here).
    """
    if pool is None:
        pool = candidates(state, seat)
    if len(pool) < 2:  # every filter keeps at least one sector: a lone candidate is the target
        return pool[0].id if pool else None
    reports = {s.id: forecast(state, s, voidborn, absorption) for s in pool}
    pool = _prefer(pool, lambda s: reports[s.id].outcome in VOIDBORN_WINS)
    pool = _most(pool, lambda s: reports[s.id].removed.defender.total)
    pool = _prefer(pool, lambda s: s.is_pure)
    pool = _most(pool, lambda s: s.population)
    pool = _most(pool, lambda s: len(s.filled("guild")))
    return state.rng.choice(pool).id if len(pool) > 1 else pool[0].id
