"""Civil Defense, the Incursion takeover, Voidborn Installations, Deployment and Population
(RS-CIVDEF, RS-INCTAKE, RS-INCINST, RS-INCDEPLOY, RS-INCPOP, RS-INC-05; T-RS-24, T-RS-25), and
the Incursion Skirmish fought in a game (RS-INCSKIRM)."""

from __future__ import annotations

import pytest

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import Battle, Config, GameState, Step
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modules.incursion import attack, civil_defense, deployment, fleets, takeover
from domineum.voidfall.rules import combat, fleet, invasion, sectors
from tests.voidfall.incursion import kit


def _clear(sector: Sector) -> None:
    sector.voidborn, sector.arsenal, sector.fleets, sector.owner = 0, {}, {}, NOBODY
    sector.installations = [""] * len(sector.installations)
    sector.bounty, sector.glory, sector.civil_defense = [], [], False


def _isolated(state: GameState) -> None:
    """Every sector but the Home emptied, so a test places exactly what it needs."""
    for s in state.galaxy.sectors:
        if s.home_of == NOBODY:
            _clear(s)
    kit.inc(state).civil_defense = {}


def test_civil_defense_controls_without_fleet_power_and_absorbs() -> None:
    """RS-CIVDEF-01, RS-CIVDEF-02, RS-CIVDEF-07, RS-CIVDEF-08, RS-CIVDEF-09: a Civil Defense sector
    is its player's with no Fleet
    Power, takes no Installation space, is not abandoned when its last FP leaves, and gives the
    Defender +1 Salvo Absorption in each Salvo step."""
    state = kit.new(1, 3)
    s2 = state.galaxy.sector("s2")
    assert kit.inc(state).civil_defense == {"s2": 0}
    assert s2.installations == ["", "", ""]  # not an Installation (RS-CIVDEF-07)
    s2.fleets = {}
    assert s2.controller() == 0 and sectors.controller(state, s2) == 0
    fleet.abandon(state, 0, s2)  # its last FP left: not abandoned (RS-CIVDEF-09)
    assert not s2.is_voidborn and s2.owner == 0
    assert civil_defense.defender_side(state, s2).salvo_absorption_each == 1
    assert invasion.defender_side(state, s2).salvo_absorption_each == 0


def test_civil_defense_token_never_comes_back() -> None:
    """RS-CIVDEF-03, RS-CIVDEF-05: a removed token is gone for good."""
    state = kit.new(1, 3)
    s2 = state.galaxy.sector("s2")
    assert civil_defense.lose(state, s2)
    with pytest.raises(civil_defense.CivilDefenseError, match="RS-CIVDEF-03"):
        civil_defense.place(state, s2, 0)


def _scenario_24(state: GameState) -> tuple[Sector, Sector]:
    """T-RS-24: Blue's Civil Defense sector C (0 FP, Pure, Population 2, a Shipyard), Glory 3
    and 2; the adjacent Voidborn X with 3 Corvettes."""
    _isolated(state)
    c, x = state.galaxy.sector("s3"), state.galaxy.sector("s5")
    c.population, c.corrupted, c.installations[0] = 2, False, "shipyard"
    civil_defense.place(state, c, 0)
    x.voidborn = 3
    state.houses[0].glory = [3, 2]
    return c, x


def test_civil_defense_sector_lost() -> None:
    """T-RS-24 (RS-CIVDEF-04, RS-CIVDEF-05, RS-CIVDEF-06, RS-INCTAKE-01, RS-INCTAKE-02,
    RS-INCTAKE-03, RS-INCTAKE-06, RS-INCTAKE-07): the token goes for good, a
    value-1 Glory and a Bounty token go into C, the Shipyard is destroyed, C is Corrupted,
    the surviving Voidborn stay (none from the supply) and Blue keeps both Glory tokens."""
    state = kit.new(1, 3)
    c, x = _scenario_24(state)
    x.voidborn = 1  # the 2 attackers left X (RS-INCSKIRM-08)
    takeover.lost_in_skirmish(state, 0, c, {"corvette": 2}, ["s5"], tie=False)
    inc = kit.inc(state)
    assert "s3" not in inc.civil_defense and "s3" in inc.civil_defense_removed
    assert c.glory == [1] and len(c.bounty) == 1
    assert c.installations[0] == "" and c.corrupted
    assert c.voidborn == 2 and x.voidborn == 1
    assert state.houses[0].glory == [3, 2]
    assert not any(isinstance(f, Step) and f.effect.op == "discard_glory" for f in state.stack)


def test_incursion_skirmish_against_civil_defense_in_a_game() -> None:
    """T-RS-24 played (RS-INCSKIRM-01, RS-INCSKIRM-07, RS-INCSKIRM-08, RS-INCSKIRM-10,
    RS-INCSKIRM-14, RS-CIVDEF-04, A10): the Civil Defense sector is a candidate; value 2 → 2
    Corvettes from X (which keeps 1) attack the 0-FP Civil Defense sector and win."""
    state = kit.new(1, 3)
    game = kit.game()
    c, x = _scenario_24(state)
    h = state.houses[0]
    h.track_corrupted = [False] * len(h.track_corrupted)
    h.agenda_corrupted = [False] * len(h.agenda_corrupted)
    h.agenda_corrupted[0] = h.agenda_corrupted[1] = True  # value 2 (board 0)
    assert state.void is not None
    state.void.military = [""] * len(state.void.military)
    state.stack = state.stack[:1]
    push_step(state, game.content, 0, Effect(SKIRMISH_OP, {"trigger": "crisis"}), cost=True)
    battle = state.stack[-1]
    assert isinstance(battle, Battle) and battle.sector == "s3" and battle.voidborn == 2
    assert x.voidborn == 1
    report = combat.forecast(invasion.voidborn_side(2), attack.defender(state, c))
    assert report.outcome == "invader"


def test_tie_regroups_one_in_and_costs_a_glory() -> None:
    """T-RS-25 (RS-INCTAKE-05, RS-INCTAKE-08): on a tie the sector is ruined, gets a Bounty, Blue
    discards a Glory token, and 1 Fleet Power regroups in from the closest Voidborn sector."""
    state = kit.new(1, 3)
    _isolated(state)
    s, x = state.galaxy.sector("s3"), state.galaxy.sector("s5")
    s.owner, s.fleets = 0, {"corvette": 2}
    x.voidborn = 2  # 4 before the 2 attackers left
    state.houses[0].glory = [2]
    takeover.lost_in_skirmish(state, 0, s, {}, ["s5"], tie=True)
    assert s.voidborn == 1 and x.voidborn == 1 and len(s.bounty) == 1
    assert s.owner == NOBODY and not s.fleets
    top = state.stack[-1]
    assert isinstance(top, Step) and top.effect.op == "discard_glory"


def test_excess_survivors_go_back_evenly() -> None:
    """RS-INCTAKE-03, RS-INCTAKE-04: survivors stay; those over the sector's limit go back to the
    sectors the Skirmish came from, the emptiest first."""
    state = kit.new(1, 3)
    _isolated(state)
    s, a, b = (state.galaxy.sector(i) for i in ("s3", "s5", "s6"))
    a.voidborn, b.voidborn = 1, 2
    takeover.lost_in_skirmish(state, 0, s, {"corvette": 5}, ["s5", "s6"], tie=False)
    # 2 go back: to s5 (1 < 2), then s5 and s6 hold 2 each: the lower Population (s5, 3 < 4)
    assert s.voidborn == 3 and a.voidborn == 3 and b.voidborn == 2


def test_abandoned_sector_in_incursion() -> None:
    """RS-INCTAKE-10, RS-INCTAKE-11, RS-INCTAKE-12, RS-INCTAKE-13: an abandoned sector is ruined,
    gets 2 Corvettes from the supply and a
    Bounty token; RS-INCTAKE-14: with a Civil Defense token, a value-1 Glory instead of a
    discard."""
    state = kit.new(1, 3)
    _isolated(state)
    s = state.galaxy.sector("s3")
    s.installations[0] = "sector_defense"
    takeover.abandoned(state, 0, s)
    assert s.voidborn == 2 and s.corrupted and s.installations[0] == "" and len(s.bounty) == 1
    t = state.galaxy.sector("s4")
    kit.inc(state).civil_defense["s4"] = 0
    t.owner, t.civil_defense = 0, True
    state.houses[0].glory = [2]
    depth = len(state.stack)
    takeover.abandoned(state, 0, t)
    assert t.glory == [1] and len(state.stack) == depth


def test_voidborn_installations_and_deployment() -> None:
    """RS-INCINST-01, RS-INCINST-02, RS-INCDEPLOY-01, RS-INCDEPLOY-02, RS-INCDEPLOY-03,
    RS-INCDEPLOY-04, RS-INCDEPLOY-05: Shipyards and Starbases in Voidborn sectors are
    deploy sources, each used once per instruction, never past a sector's limits; extra
    deployments are ignored; RS-INCINST-03: a Voidborn Starbase defends like a Sector
    Defense (1 Approach Damage)."""
    state = kit.new(1, 3)
    _isolated(state)
    a, b = state.galaxy.sector("s5"), state.galaxy.sector("s9")
    a.voidborn, a.installations[0] = 1, "shipyard"
    b.voidborn, b.installations[0] = 3, "starbase"
    assert {s.id for s in deployment.sources(state)} == {"s5", "s9"}
    used: list[str] = []
    assert deployment.targets(state, "corvette", used) == ["s5"]  # s9 is full of Corvettes
    deployment.deploy(state, "s5", "corvette", used)
    with pytest.raises(ValueError, match="RS-INCDEPLOY"):
        deployment.deploy(state, "s5", "corvette", used)
    assert deployment.targets(state, "destroyer", []) == ["s5", "s9"]  # an Arsenal token fits
    deployment.deploy(state, "s9", "destroyer", [])
    assert b.arsenal == {"destroyer": 1} and b.voidborn == 4
    side = invasion.defender_side(state, b)
    assert side.sector_defenses == 1 and side.starbases == 0
    raider = Side(fleet=Fleet(corvette=1))
    report = combat.forecast(raider, side)  # the Starbase's Approach Damage destroys it
    assert report.steps[0].damage.defender >= 1 and report.outcome != "invader"


def test_lower_corrupted_population() -> None:
    """RS-INCPOP-01, RS-INCPOP-02: a Corrupted Voidborn sector's Population drops by 1, Corruption
    stays,
    never below 1; a Pure or non-Voidborn sector does not change."""
    state = kit.new(1, 3)
    _isolated(state)
    s = state.galaxy.sector("s3")
    s.voidborn, s.corrupted, s.population = 1, True, 2
    assert takeover.lower_population(state, s) and s.population == 1 and s.corrupted
    assert not takeover.lower_population(state, s) and s.population == 1
    s.corrupted = False
    s.population = 3
    assert not takeover.lower_population(state, s)


def test_immune_sector_limits() -> None:
    """RS-INC-05: Voidborn may start in a normally immune sector and keep it; once a player
    holds it the Voidborn never come back and never Skirmish into it."""
    state = kit.new(1, 3)
    _isolated(state)
    s, x = state.galaxy.sector("s3"), state.galaxy.sector("s5")
    s.voidborn_immune, s.voidborn = True, 2
    assert fleets.fits(state, s, {"corvette": 2}) and not fleets.room(state, s, "corvette")
    s.voidborn, s.owner, s.fleets = 0, 0, {"corvette": 1}
    x.voidborn = 3
    assert fleets.limit(state, s) == 0
    assert "s3" not in [c.id for c in attack.candidates(state, 0)]
    s.voidborn_immune = False
    assert "s3" in [c.id for c in attack.candidates(state, 0)]


def test_mission_setup() -> None:
    """RS-INCPREP-08, RS-CIVDEF-01, RS-INCINST-01: the map's mission places its Unopened Rift
    tokens, the players' Civil Defense tokens and the Voidborn Shipyards/Starbases."""
    state = kit.new(1, 3)
    inc = kit.inc(state)
    assert inc.unopened == {"s10": ["I"], "s6": ["II"], "s4": ["III"]}
    assert inc.civil_defense == {"s2": 0} and not inc.open_rifts
    assert "shipyard" in state.galaxy.sector("s5").installations
    assert "starbase" in state.galaxy.sector("s9").installations
    # the co-op mission is authored for x01-2p (the default co-op map is now coop-2p)
    coop = kit.game().new_game(Config(2, mode="coop", seed=3, map="x01-2p", modules=kit.MODULES))
    assert kit.inc(coop).civil_defense == {"s13": 1, "s19": 0}


def test_no_skirmish_at_value_zero() -> None:
    """RS-INCSKIRM-04: the value is worked out first; at 0 or less there is no Skirmish at all
    (no target, no Combat), whatever Voidborn stand next door."""
    state = kit.new(1, 3)
    game = kit.game()
    _scenario_24(state)
    h = state.houses[0]
    h.track_corrupted = [False] * len(h.track_corrupted)
    h.agenda_corrupted = [False] * len(h.agenda_corrupted)
    assert state.void is not None
    state.void.military = [""] * len(state.void.military)  # the board's first value: 0
    assert attack.value(state, game.content, 0, "crisis")[0] == 0
    state.stack = state.stack[:1]
    push_step(state, game.content, 0, Effect(SKIRMISH_OP, {"trigger": "crisis"}), cost=True)
    assert not any(isinstance(f, Battle) for f in state.stack)
    assert state.notes[-1].msg == "vf.inc.note.no_skirmish"
