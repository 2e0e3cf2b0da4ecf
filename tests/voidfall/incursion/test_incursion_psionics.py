"""Incursion with the Psionics module (RS-MOD-11, RS-INCPSI-01..06; T-RS-28, T-RS-29): Vanguards
are treated like Harbingers by the Voidborn, and Enforced Psionic Agendas add to the Skirmish.

The map of seed 3 (solo): s4 touches s2, s5, s8; the Rift s10 touches s8, s9 only.
"""

from __future__ import annotations

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import Battle, Config, GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import scoring
from domineum.voidfall.modules.incursion import attack, field, regroup, takeover
from domineum.voidfall.rules import psionic
from tests.voidfall.incursion import kit

MODULES = ("psionics", "arsenal", "incursion")


def _new(seed: int = 3) -> GameState:
    return kit.game().new_game(Config(1, mode="solo", seed=seed, modules=MODULES))


def _scenario(state: GameState, board_value: int = 1, rift_corvettes: int = 4) -> None:
    """T-RS-29: every sector but the Home emptied; Blue's Vanguard sector s4 (1 Corvette) next
    to no Voidborn; the Open Rift s10 elsewhere with ``rift_corvettes``; no Corruption on the
    House mat; the Crisis board's Military value ``board_value`` (0 or 1)."""
    for s in state.galaxy.sectors:
        if s.home_of == NOBODY:
            s.voidborn, s.arsenal, s.fleets, s.owner = 0, {}, {}, NOBODY
            s.civil_defense = False
            s.installations = [""] * len(s.installations)
    inc = kit.inc(state)
    inc.civil_defense = {}
    inc.open_rifts = {"s10": ["rift-type"]}
    state.galaxy.sector("s10").voidborn = rift_corvettes
    s4 = state.galaxy.sector("s4")
    s4.owner, s4.fleets, s4.vanguard = 0, {"corvette": 1}, 0
    h = state.houses[0]
    h.track_corrupted = [False] * len(h.track_corrupted)
    h.agenda_corrupted = [False] * len(h.agenda_corrupted)
    h.enforced = []
    assert state.void is not None
    state.void.military = ["x" if board_value else ""] + [""] * (len(state.void.military) - 1)
    state.stack = state.stack[:1]


def _skirmish(state: GameState, trigger: str = "crisis") -> Battle | None:
    push_step(state, kit.game().content, 0, Effect(SKIRMISH_OP, {"trigger": trigger}), cost=True)
    top = state.stack[-1]
    return top if isinstance(top, Battle) else None


def test_vanguard_sector_is_a_target_next_to_every_open_rift() -> None:
    """T-RS-29 (RS-INCPSI-01, RS-INCPSI-02, RS-INCPSI-03, RS-INCSKIRM-03, RS-INCSKIRM-11,
    RS-MOD-11): s4 touches no Voidborn sector, but its Vanguard makes it a target next to the
    Open Rift s10 (4 Corvettes: 3 available); V = 1 + 1 (Vanguard) = 2, so 2 Corvettes come
    from s10, which keeps 2."""
    state = _new()
    _scenario(state)
    assert [s.id for s in attack.candidates(state, 0)] == ["s4"]
    battle = _skirmish(state)
    assert battle is not None and battle.sector == "s4" and battle.voidborn == 2
    assert state.galaxy.sector("s10").voidborn == 2
    without = _new()
    _scenario(without)
    without.galaxy.sector("s4").vanguard = NOBODY
    assert attack.candidates(without, 0) == []  # the Vanguard made the difference


def test_vanguard_gives_the_voidborn_approach_absorption() -> None:
    """T-RS-29 (RS-INCPSI-04, RS-INCSKIRM-12, AMBIG A2 default: both bonuses apply): the
    Voidborn attacking the Vanguard's sector have +1 Approach Absorption, in the forecast that
    chooses the target as in the Combat."""
    state = _new()
    _scenario(state)
    approach = psionic.vanguard_absorption(state, "s4")
    assert approach == 1
    force = [("s10", "corvette"), ("s10", "corvette")]
    assert attack.invader(force, approach).approach_absorption == 1
    assert attack.invader(force).approach_absorption == 0


def test_no_skirmish_when_the_value_before_the_vanguard_is_zero() -> None:
    """T-RS-29 variant (RS-INCPSI-03, RS-INCSKIRM-04, AMBIG A38): with the Crisis board at 0
    the value is 0 before the Vanguard's +1: no Skirmish at all."""
    state = _new()
    _scenario(state, board_value=0)
    assert _skirmish(state) is None
    assert state.notes[-1].msg == "vf.inc.note.no_skirmish"


def test_enforced_psionic_agendas_raise_the_value_capped_by_availability() -> None:
    """T-RS-28 (RS-INCPSI-06, RS-INCSKIRM-07, RS-INCSKIRM-02, AMBIG A39): board 1 + 1
    Corruption + 1 Enforced Psionic Agenda = 3; the only source holds 3 Corvettes (2 available),
    so the attack is 2, none from the supply. In the Cycle 2 Evaluation V = 4, still 2."""
    for cycle, trigger, expected in ((1, "crisis", 3), (2, "evaluation", 4)):
        state = _new()
        _scenario(state, rift_corvettes=0)
        state.cycle = cycle
        state.galaxy.sector("s4").vanguard = NOBODY
        state.galaxy.sector("s5").voidborn = 3
        h = state.houses[0]
        h.agenda_corrupted[0] = True
        h.enforced = ["psi_agenda"]
        total, parts = attack.value(state, kit.game().content, 0, trigger)
        assert (total, parts["psionic"], parts["corruption"], parts["board"]) == (expected, 1, 1, 1)
        battle = _skirmish(state, trigger)
        assert battle is not None and battle.sector == "s4" and battle.voidborn == 2
        assert state.galaxy.sector("s5").voidborn == 1  # nothing from the supply


def test_vanguard_counts_next_to_open_rifts_in_the_regroup() -> None:
    """RS-INCPSI-02, RS-INCREGROUP-03: in a Voidborn Regroup toward s4, the Open Rift s10 is a
    frontline sector (adjacent through the Vanguard); a Rift a player holds is not linked."""
    state = _new()
    _scenario(state)
    f = field.of_state(state)
    assert f.adjacent("s4", "s10") and f.adjacent("s10", "s4")
    assert "s10" in regroup.frontline(f, frozenset({"s4"}))
    rift = state.galaxy.sector("s10")
    rift.voidborn, rift.owner, rift.fleets = 0, 0, {"corvette": 1}  # closed (decision I-08)
    assert field.vanguard_links(state) == {}


def test_vanguard_goes_home_when_its_sector_is_lost() -> None:
    """RS-INCTAKE-09 (RS-VANG-07): a sector lost to the Voidborn sends its Vanguard back to
    its tile, with a line in the log."""
    state = _new()
    _scenario(state)
    s4 = state.galaxy.sector("s4")
    takeover.lost_in_skirmish(state, 0, s4, {"corvette": 2}, ["s10"], tie=False)
    assert s4.vanguard == NOBODY and psionic.vanguard_sector(state, 0) is None
    assert any(n.msg == "vf.inc.note.vanguard_home" for n in state.notes)


def test_voidborn_score_ten_per_vanguard_on_the_map() -> None:
    """T-RS-29 end (RS-INCPSI-05, RS-VANG-16): the Voidborn's Final Scoring counts 10 for each
    Vanguard in a sector, none for one on its tile."""
    state = _new()
    _scenario(state)
    content = kit.game().content
    assert scoring.sheet(state, content)["vanguards"] == 10
    state.galaxy.sector("s4").vanguard = NOBODY
    assert scoring.sheet(state, content)["vanguards"] == 0
