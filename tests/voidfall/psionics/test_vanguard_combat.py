"""The Vanguard (RS-VANG), Psionic Combat tokens (RS-PCOMBAT) and their Combat modifiers
(RS-CSUM-01, -02, -04): scenarios T-RS-05..07 and T-RS-09 of the Resurgence digest.

The bundled map's 2-player position (kit.py): seat 0 holds s19 (2 FP) and its Home s25; seat 1
holds s13 (2 FP) and its Home s22; s19 and s13 share no edge.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.modes.void import scoring as void_scoring
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.present.board import house_lines
from domineum.voidfall.rules import combat, fleet, invasion, scoring, skirmish
from tests.voidfall.engine.gamekit import bundled, names, play, refused
from tests.voidfall.psionics.kit import psionic

CALM = {sid: {"voidborn": 0} for sid in ("s7", "s8", "s20", "s24")}  # s19's Voidborn neighbours


def _sectors(**extra: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {**CALM, **extra}


def test_t_rs_05_vanguard_sector_counts_twice_for_agendas() -> None:
    """T-RS-05 (rulebook example A), RS-VANG-10, RS-VANG-18: Valnis' starting Agenda (3 per Pure
    sector, 1 per Pure sector with a Sector Defense, 2 per Pure sector with a Shipyard) scores
    the Vanguard's sector (1 Sector Defense, 1 Shipyard) twice: +3 +1 +2 = +6 Influence."""
    game = bundled()
    built = {"installations": ["sector_defense", "shipyard", ""]}
    without = psionic(sectors={"s19": built})
    with_vanguard = psionic(sectors={"s19": {**built, "vanguard": 0}})
    start = without.houses[0].agendas[0]
    plain = dict(scoring.agenda_influence(without, game.content, 0))[start]
    twice = dict(scoring.agenda_influence(with_vanguard, game.content, 0))[start]
    assert twice - plain == 3 + 1 + 2
    other = with_vanguard.houses[1].agendas[0]
    assert (
        dict(scoring.agenda_influence(with_vanguard, game.content, 1))[other]
        == dict(scoring.agenda_influence(without, game.content, 1))[other]
    ), "only the Vanguard's owner counts it twice"


def test_t_rs_06_vanguard_sectors_are_adjacent() -> None:
    """T-RS-06 (example D), RS-VANG-11, RS-VANG-13: two sectors holding Vanguards are adjacent,
    so an invasion between them is possible, with +1 Approach Absorption for the Invader; a
    Vanguard moved away ends the adjacency."""
    both = psionic(sectors={"s19": {"vanguard": 0}, "s13": {"vanguard": 1}})
    assert "s13" in both.galaxy.neighbours("s19") and "s19" in both.galaxy.neighbours("s13")
    side = invasion.invader_side(both, 0, "s13", {"corvette": 1}, energy=False, trade=False)
    assert side.approach_absorption == 1
    one = psionic(sectors={"s19": {"vanguard": 0}})
    assert "s13" not in one.galaxy.neighbours("s19")
    plain = invasion.invader_side(one, 0, "s13", {"corvette": 1}, energy=False, trade=False)
    assert plain.approach_absorption == 0


def test_t_rs_07_a_vanguard_sector_is_always_a_skirmish_target() -> None:
    """T-RS-07 (examples E, F), RS-VANG-09, RS-VANG-12, RS-VANG-14, RS-VANG-15, RS-CSUM-02: with
    no Voidborn sector
    next to any sector of seat 0 there is no Skirmish target, unless a Vanguard stands in one;
    the Vanguard also cancels an immunity; the Voidborn gets +1 Approach Absorption there."""
    state = psionic(sectors=_sectors())
    assert skirmish.target(state, 0, 2) is None
    defended = {"vanguard": 0, "voidborn_immune": True, "installations": ["sector_defense", "", ""]}
    guarded = psionic(sectors=_sectors(s19=defended))
    assert skirmish.target(guarded, 0, 2) == "s19"
    sector = guarded.galaxy.sector("s19")
    report = skirmish.forecast(guarded, sector, 2)
    assert report.steps[0].absorbed.invader == 1, "the Sector Defense's hit is absorbed"
    assert "RS-CSUM-01" in report.steps[0].rules
    plain = combat.forecast(invasion.voidborn_side(2), invasion.defender_side(guarded, sector))
    assert plain.steps[0].absorbed.invader == 0


def test_rs_vang_07_losing_the_sector_sends_the_vanguard_home() -> None:
    """RS-VANG-07, RS-VANG-08: when the sector holding the Vanguard loses its last FP, the
    Vanguard goes back to its tile (no sector holds it)."""
    state = psionic(sectors={"s19": {"vanguard": 0}})
    sector = state.galaxy.sector("s19")
    fleet.take(sector, "corvette", sector.fleets["corvette"])
    assert sector.vanguard == -1 and sector.owner == -1


def test_rs_vang_04_06_placing_the_vanguard() -> None:
    """RS-VANG-04, RS-VANG-06: when a Psionic Agenda goes into the Psionic slot the Vanguard may
    be put in a non-Home sector of yours (the Home is refused), or left on its tile."""
    game = bundled()
    state = psionic(
        turn={"seat": 0, "focus": "policy", "agenda": "psi_dominion_of_will"},
        stack=[{"kind": "cleanup", "seat": 0, "stage": 3}],
    )
    state = play(game, state, "psionic-slot")
    assert names(game, state) == ["sector s19", "done"]
    assert refused(game, state, "sector s25").rule_id == "RS-VANG-04"
    placed = play(game, state, "sector s19")
    assert placed.galaxy.sector("s19").vanguard == 0
    left = play(game, state, "done")
    assert all(s.vanguard == -1 for s in left.galaxy.sectors)


def _battle(**house: Any) -> Any:
    """Seat 0 invades s20 (2 Voidborn FP) from s19, at the Battle's ``prepare`` stage."""
    return psionic(
        houses={"0": house},
        turn={"seat": 0, "focus": "conquest"},
        stack=[
            {"kind": "choose_action", "seat": 0},
            {
                "kind": "battle",
                "seat": 0,
                "sector": "s20",
                "invader": 0,
                "stage": "prepare",
                "force": {"corvette": 2},
            },
        ],
        sectors={"s19": {"fleets": {"corvette": 1}}},
    )


def test_t_rs_09_one_psionic_combat_token_per_combat() -> None:
    """T-RS-09, RS-PCOMBAT-03, RS-PCOMBAT-04, RS-PCOMBAT-07, RS-PCOMBAT-08: the Invader may
    discard one token in a Combat, of either kind, before Approach; once one is discarded no
    other is offered, and it is used up."""
    game = bundled()
    state = _battle(salvo_strikes=1, approach_barriers=1)
    offered = names(game, state)
    assert {"psionic-token strike", "psionic-token barrier"} <= set(offered)
    state = play(game, state, "psionic-token barrier")
    assert state.houses[0].approach_barriers == 0 and state.houses[0].salvo_strikes == 1
    assert not [n for n in names(game, state) if n.startswith("psionic-token")]
    assert refused(game, state, "psionic-token strike")
    none = _battle()
    assert not [n for n in names(game, none) if n.startswith("psionic-token")]


def test_rs_pcombat_05_06_barrier_and_strike_in_the_combat() -> None:
    """RS-PCOMBAT-05, RS-PCOMBAT-06, RS-CSUM-01, RS-CSUM-04: an Approach Barrier cancels 1
    Approach Damage; a Salvo Strike adds 1 Salvo Damage in the first Salvo only."""
    defender = Side(fleet=Fleet(corvette=3), sector_defenses=1)
    plain = combat.start_combat(Side(fleet=Fleet(corvette=3)), defender)
    barrier = combat.start_combat(Side(fleet=Fleet(corvette=3), approach_absorption=1), defender)
    assert plain.log[0].absorbed.invader == 0 and barrier.log[0].absorbed.invader == 1
    assert "RS-CSUM-01" in barrier.log[0].rules
    struck = combat.resolve(Side(fleet=Fleet(corvette=3), first_salvo_damage=1), defender)
    unstruck = combat.resolve(Side(fleet=Fleet(corvette=3)), defender)
    first = next(s for s in struck.steps if s.name == "salvo 1")
    first_plain = next(s for s in unstruck.steps if s.name == "salvo 1")
    assert first.damage.invader == first_plain.damage.invader + 1
    assert "RS-CSUM-04" in first.rules
    for step in struck.steps:
        if step.name.startswith("salvo ") and step.name != "salvo 1":
            assert step.damage.invader <= 1, "only the first Salvo is struck"


def test_t_rs_08_the_void_scores_10_per_vanguard_on_the_map() -> None:
    """T-RS-08, RS-VANG-16 (G), RS-VANG-17: in co-op the Void's final score gets +10 for each
    Vanguard in a sector (two here: +20); a Vanguard on its tile adds nothing, and a Vanguard is
    no Harbinger (that line is unchanged); without Psionics the Void's sheet has no such line."""
    game = bundled()
    base = {"players": 2, "mode": "coop", "seed": 3, "houses": ["valnis", "belitan"]}
    on = load_position({"base": {**base, "modules": ["psionics"]}}, game)
    held = [s for s in on.galaxy.sectors if s.owner >= 0 and s.home_of < 0][:2]
    assert len(held) == 2
    before = void_scoring.sheet(on, game.content)
    assert before["vanguards"] == 0
    for sector in held:
        sector.vanguard = sector.owner
    after = void_scoring.sheet(on, game.content)
    assert after["vanguards"] == 20 and sum(after.values()) - sum(before.values()) == 20
    assert after["harbingers"] == before["harbingers"]
    off = load_position({"base": base}, game)
    assert "vanguards" not in void_scoring.sheet(off, game.content)


def test_rs_pcombat_01_02_gaining_psionic_combat_tokens() -> None:
    """RS-PCOMBAT-01, RS-PCOMBAT-02, RS-PSI-03: a Psionic Combat token is a Salvo Strike or an
    Approach Barrier; an effect may let you choose; you may hold any number; the board shows no
    token line of its own (kept beside Bounty and Reclaim tokens: the House's counters)."""
    game = bundled()
    state = psionic(
        houses={"0": {"salvo_strikes": 3}},
        turn={"seat": 0, "focus": "policy"},
        stack=[{"kind": "choose_action", "seat": 0}],
    )
    push_step(state, game.content, 0, Effect("gain_psionic_token"), cost=False)
    assert set(names(game, state)) == {"psionic-token strike", "psionic-token barrier", "done"}
    state = play(game, state, "psionic-token strike")
    assert state.houses[0].salvo_strikes == 4 and state.houses[0].approach_barriers == 0
    push_step(state, game.content, 0, Effect("gain_psionic_token", {"kind": "barrier"}), False)
    assert set(names(game, state)) == {"psionic-token barrier", "done"}


def test_rs_vang_03_the_vanguard_tile_on_the_board() -> None:
    """RS-VANG-01, RS-VANG-03: with Psionics each House shows its Vanguard tile (the Psionic
    slot, the Vanguard); without the module the line is absent."""
    game = bundled()
    state = psionic(
        houses={"0": {"psionic_slot": "psi_golden_dream"}}, sectors={"s19": {"vanguard": 0}}
    )
    lines = house_lines(game.content, state, 0, 0)
    tile = [line for line in lines if "Vanguard tile" in line]
    assert tile and "Golden Dream" in tile[0] and "s19" in tile[0]
    plain = load_position(
        {"base": {"players": 2, "houses": ["valnis", "belitan"], "seed": 3}}, game
    )
    assert not [line for line in house_lines(game.content, plain, 0, 0) if "Vanguard" in line]
