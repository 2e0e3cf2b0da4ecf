"""Countables of content gaps 17-20 (docs/content-sources.md) and the card lines they encode:
VF-EVAL-14/15 (achievements and multipliers), VF-EVAL-18 (only Pure things score Influence, unless
a card says "Pure or Corrupted"), VF-EVAL-21 (only your own sectors, mat and play area).

The countables are checked on the tiny pack (econkit); each re-encoded line is then scored from
the bundled pack. Default position (econkit): your Home s1 (Population 3, 2 FP), Pure s2
(Population 2, 1 FP), Corrupted s3 (Population 3, 1 FP); s5 is seat 1's Home. Every econkit
sector has 3 Guild and 3 Installation spaces, the rightmost of each showing an Upkeep icon.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import Objective, SectorType
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine import flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import production, scoring, sectors
from domineum.voidfall.rules.countables import count
from tests.voidfall.economy.econkit import make_state, run, sector

START = "cortozaar-b"  # a bundled starting Agenda with no Production bonus (VF-PROD-06)


@pytest.fixture(scope="module")
def pack() -> Content:
    return load_content()


def mine(*extra: Sector, home: dict[str, Any] | None = None) -> GameState:
    """Seat 0: Home s1 (Population 3, 2 FP) and ``extra`` sectors; seat 1: Home s5."""
    return make_state(
        [
            sector("s1", population=3, home_of=0, owner=0, corvettes=2, **(home or {})),
            *extra,
            sector("s5", population=6, home_of=1, owner=1, corvettes=3, guilds=["miners"] * 3),
        ],
        edges=(),
    )


def n(state: GameState, content: Content, name: str, **args: Any) -> int:
    return count(state, content, 0, name, args)


def agenda_value(state: GameState, pack: Content, agenda: str, line: int) -> int:
    return scoring.influence(state, pack, 0, pack.agendas[agenda].objectives[line])


def event_line(pack: Content, event: str, line: int) -> Objective:
    return pack.events[event].objectives[line]


def met(state: GameState, pack: Content, event: str) -> list[int]:
    """The objective lines of ``event`` that ``seat 0`` meets now (VF-EVAL-13/14)."""
    lines = pack.events[event].objectives
    return [i for i, o in enumerate(lines) if scoring.times_met(state, pack, 0, o)]


def real(state: GameState) -> GameState:
    """``state`` with a bundled starting Agenda, so the bundled pack can read Production."""
    state.houses[0].agendas[0] = START
    state.houses[1].agendas[0] = START
    return state


# ---------------------------------------------------------------------------- income and stock


@pytest.mark.parametrize(
    "resource,guilds,population,yield_",
    [
        ("food", 2, 5, 8),  # Level 10
        ("food", 3, 3, 6),  # Level 9
        ("credits", 3, 3, 4),  # Level 9: the Credits column (T-01)
        ("credits", 2, 4, 3),  # Level 8
        ("materials", 3, 6, 15),  # Level 18, capped at 13 (VF-PROD-04)
    ],
)
def test_vf_prod_07_income_is_the_production_yield(
    content: Content, resource: str, guilds: int, population: int, yield_: int
) -> None:
    """VF-PROD-01, VF-PROD-07, T-01: a resource's income is its Production Yield (what producing
    it gains), read from its Level; another player's Guilds never count (VF-EVAL-21)."""
    guild = {"food": "farmers", "credits": "bankers", "materials": "miners"}[resource]
    state = mine(sector("s2", population=population, owner=0, corvettes=1, guilds=[guild] * guilds))
    assert n(state, content, "production_yield", resource=resource) == yield_
    assert n(state, content, "production_yield", resource="energy") == 0


def test_vf_prod_03_income_counts_corrupted_guilds_and_the_starting_agenda(
    content: Content,
) -> None:
    """VF-PROD-03, VF-PROD-06: Guilds in Corrupted sectors and the starting Agenda's +1 add to a
    Level, so to the income; ``plus_lowest`` adds the lowest Yield among those named (3F)."""
    state = mine(
        sector("s2", population=4, owner=0, corvettes=1, corrupted=True, guilds=["farmers"] * 2)
    )
    state.houses[0].agendas[0] = "start_energy"  # Energy Level 1: Yield 1
    assert production.level(state, content, 0, "food") == 8
    assert n(state, content, "production_yield", resource="food") == 5
    assert n(state, content, "production_yield") == 5  # the highest of all five
    lowest = ["food", "energy", "materials"]
    assert n(state, content, "production_yield", plus_lowest=lowest) == 5 + 0  # Materials 0
    assert n(state, content, "production_yield", plus_lowest=["food", "energy"]) == 5 + 1
    assert n(state, content, "production_yield", resource="energy", plus_lowest="any") == 1 + 0


def test_vf_res_06_stock_of_one_or_several_resources(content: Content) -> None:
    """VF-RES-01, VF-RES-06, VF-EVAL-21: a Stock, or several summed (``any``: all five); another
    player's Stock never counts."""
    state = mine()
    state.houses[0].resources = [3, 2, 2, 9, 8]
    state.houses[1].resources = [15] * 5
    assert n(state, content, "stock", resource="science") == 8
    assert n(state, content, "stock", resource=["food", "energy", "materials"]) == 7
    assert n(state, content, "stock") == 24


# ---------------------------------------------------------------------------- per-sector counts


def test_vf_eval_18_pure_sectors_with_at_least_n_fp(content: Content) -> None:
    """VF-EVAL-18, VF-FLEET-01: Pure sectors holding at least ``n`` of your FP (of the named
    types); exactly ``n`` is enough, a Corrupted sector never counts."""
    state = mine(
        sector("s2", population=2, owner=0, corvettes=2),
        sector("s3", population=2, owner=0, corvettes=1),
        sector("s4", population=2, owner=0, corvettes=3, corrupted=True),
    )
    state.galaxy.sector("s3").fleets["sentry"] = 1
    assert n(state, content, "pure_sectors_with_fleet", n=2) == 3  # s1, s2, s3 (1 + 1)
    assert n(state, content, "pure_sectors_with_fleet", n=3) == 0
    assert n(state, content, "pure_sectors_with_fleet", n=2, fleet="corvette") == 2
    assert n(state, content, "pure_sectors_with_fleet", fleet="sentry") == 1  # n defaults to 1


def test_vf_fleet_02_fleet_types_in_pure_sectors(content: Content) -> None:
    """VF-FLEET-02, VF-EVAL-18: Fleet types with FP in your Pure sectors; a type in two sectors
    counts once, a type only in a Corrupted sector not at all."""
    state = mine(
        sector("s2", population=2, owner=0, corvettes=1),
        sector("s3", population=2, owner=0, corvettes=1, corrupted=True),
    )
    assert n(state, content, "pure_fleet_types") == 1
    state.galaxy.sector("s3").fleets["sentry"] = 2
    assert n(state, content, "pure_fleet_types") == 1
    state.galaxy.sector("s2").fleets["carrier"] = 1
    assert n(state, content, "pure_fleet_types") == 2


def test_vf_eval_07_upkeep_of_each_sector(content: Content) -> None:
    """VF-EVAL-07b/c, VF-SECTOR-15: a sector's own Upkeep is its filled spaces showing an Upkeep
    icon plus its printed icons; ``n``..``max`` bounds it; "pure" skips Corrupted sectors and
    ``sector_upkeep`` adds your sectors' Upkeep, never the Agendas'."""
    state = mine(
        sector("s2", population=2, owner=0, corvettes=1, upkeep_icons=1, guilds=["farmers"] * 3),
        sector("s3", population=2, owner=0, corvettes=1, installations=["shipyard"] * 3),
        sector("s4", population=2, owner=0, corvettes=1, corrupted=True, upkeep_icons=2),
    )
    # Upkeep: s1 0, s2 1 + 1 = 2, s3 1, s4 2 (Corrupted)
    assert n(state, content, "pure_sectors_with_upkeep", n=2) == 1
    assert n(state, content, "pure_sectors_with_upkeep") == 2  # at least 1
    assert n(state, content, "pure_sectors_with_upkeep", n=1, max=1) == 1
    assert n(state, content, "pure_sectors_with_upkeep", n=0, max=0) == 1  # the Home
    assert n(state, content, "sectors_with_upkeep", n=2) == 2
    assert n(state, content, "sector_upkeep") == 5
    assert n(state, content, "upkeep") == 5 + 2  # the starting Agenda's 2 are not a sector's


def test_vf_guild_06_empty_guild_spaces(content: Content) -> None:
    """VF-GUILD-06, VF-GUILD-11: a printed Guild fills its space; the extra Home spaces of Ark
    Ships never count as empty; a tile without Guild spaces has none empty; ``empty_guild_spaces``
    counts all your sectors, Pure or Corrupted."""
    content.sector_types["ruins"] = SectorType("ruins", "Ruins", "authored", guild_spaces=[])
    ruins = sector("s4", population=2, owner=0, corvettes=1, kind="ruins")
    ruins.guild_spaces, ruins.guilds = [], []
    state = mine(
        sector("s2", population=2, owner=0, corvettes=1, printed_guilds=["bankers"]),
        sector("s3", population=2, owner=0, corvettes=1, corrupted=True, guilds=["farmers"]),
        ruins,
        home={"guilds": ["farmers", "miners", "bankers"]},
    )
    home = state.galaxy.sector("s1")
    sectors.add_guild_space(home)  # Ark Ships: a fourth space, still empty
    assert n(state, content, "pure_sectors_without_empty_guild_space") == 2  # s1, s4
    assert n(state, content, "empty_guild_spaces") == 0 + 2 + 2 + 0
    state.galaxy.sector("s2").guilds[1:] = ["farmers", "farmers"]
    assert n(state, content, "pure_sectors_without_empty_guild_space") == 3
    assert n(state, content, "empty_guild_spaces") == 2  # only the Corrupted s3


def test_vf_guild_11_different_guilds_and_installations_per_sector(content: Content) -> None:
    """VF-GUILD-11, VF-GUILD-12: different Guild kinds in a Pure sector (printed ones count, two of
    a kind count once); Pure sectors with at least ``n`` Installations."""
    state = mine(
        sector(
            "s2",
            population=2,
            owner=0,
            corvettes=1,
            printed_guilds=["bankers"],
            guilds=["farmers", "miners"],
            installations=["shipyard", "shipyard", "sector_defense"],
        ),
        sector(
            "s3",
            population=2,
            owner=0,
            corvettes=1,
            guilds=["farmers", "farmers", "miners"],
            installations=["shipyard", "shipyard"],
        ),
        sector(
            "s4",
            population=2,
            owner=0,
            corvettes=1,
            corrupted=True,
            guilds=["farmers", "miners", "scientists"],
            installations=["shipyard"] * 3,
        ),
    )
    assert n(state, content, "pure_sectors_with_guild_types", n=3) == 1  # s2
    assert n(state, content, "pure_sectors_with_guild_types", n=2) == 2
    assert n(state, content, "pure_sectors_with_installation", n=3) == 1  # s2
    assert n(state, content, "pure_sectors_with_installation", n=2, installation="shipyard") == 2
    assert n(state, content, "pure_sectors_with_guild", n=2, guild="farmers") == 1  # s3
    assert n(state, content, "sectors_with_guild", n=2, guild=["farmers", "miners"]) == 3


@pytest.mark.parametrize("pure,corrupted,beyond", [(4, 1, 0), (5, 0, 1), (6, 2, 2)])
def test_vf_eval_18_pure_sectors_beyond_the_fourth(
    content: Content, pure: int, corrupted: int, beyond: int
) -> None:
    """VF-EVAL-18 (3G): Pure sectors beyond your fourth; Corrupted ones never count."""
    extra = [sector(f"p{i}", owner=0, corvettes=1) for i in range(pure - 1)]
    extra += [sector(f"c{i}", owner=0, corvettes=1, corrupted=True) for i in range(corrupted)]
    assert n(mine(*extra), content, "pure_sectors_beyond", n=4) == beyond


# ---------------------------------------------------------------------------- mat and play area


def test_vf_glory_01_tokens_by_value_and_the_best_ones(content: Content) -> None:
    """VF-GLORY-01, VF-GLORY-02: Glory tokens whose value is from ``n`` to ``max``; the total of
    the ``n`` most valuable ones, each counted once even with fewer tokens."""
    state = mine()
    house = state.houses[0]
    house.glory = [5, 3, 4, 1, 5]
    assert n(state, content, "glory_tokens_of_value", n=5) == 2
    assert n(state, content, "glory_tokens_of_value", n=4) == 3
    assert n(state, content, "glory_tokens_of_value", n=3, max=4) == 2
    assert n(state, content, "glory_best", n=3) == 14
    house.glory = [2]
    assert n(state, content, "glory_best", n=3) == 2
    assert n(state, content, "glory_tokens_of_value", n=5) == 0


def test_vf_fleet_03_active_fp_and_fp_in_all_sectors(content: Content) -> None:
    """VF-FLEET-03, VF-EVAL-21: FP in your Active area; FP deployed in all your sectors, Pure or
    Corrupted (never another player's)."""
    state = mine(sector("s2", population=2, owner=0, corvettes=2, corrupted=True))
    state.houses[0].fp_active = 5
    assert n(state, content, "fp_active") == 5
    assert n(state, content, "fp_in_sectors") == 4
    assert n(state, content, "fp_in_pure_sectors") == 2


@pytest.mark.parametrize(
    "tracks,corrupted,tier,expected",
    [
        ([6, 0, 0], [False, False, False], 3, 1),  # space 7 is Tier 3
        ([5, 7, 0], [False, False, False], 3, 1),  # Tier 2 is below, Tier 4 counts
        ([6, 6, 6], [True, False, True], 3, 1),
        ([3, 4, 2], [False, True, False], 1, 1),  # spaces 4-5 are Tier 1, space 3 is Tier 0
        ([0, 0, 0], [False, True, False], 0, 2),  # Tier 0: every Pure track
    ],
)
def test_vf_civ_11_pure_tracks_at_a_tier(
    content: Content, tracks: list[int], corrupted: list[bool], tier: int, expected: int
) -> None:
    """VF-CIV-05, VF-CIV-11, VF-EVAL-18: Pure tracks at ``tier`` or higher; a Corrupted track
    never counts."""
    state = mine()
    state.houses[0].tracks = tracks
    state.houses[0].track_corrupted = corrupted
    assert n(state, content, "pure_tracks_at_tier", tier=tier) == expected
    assert n(state, content, "corrupted_tracks") == sum(corrupted)


def test_vf_agenda_13_pure_non_starting_agendas_in_play(content: Content, pack: Content) -> None:
    """VF-AGENDA-07, VF-AGENDA-08, VF-AGENDA-13 (1B Imminent Doom): your Pure Agendas in play
    other than a starting one: a Corrupted slot or a starting-type Agenda does not count."""
    state = mine()
    house = state.houses[0]
    house.agendas = ["start_plain", "w1", "m1", "start_energy"]
    house.agenda_corrupted = [False, False, True, False]
    assert n(state, content, "pure_agendas") == 1
    house.agenda_corrupted[1] = True
    assert n(state, content, "pure_agendas") == 0
    state = real(mine())
    line = event_line(pack, "imminent_doom", 0)
    assert not scoring.times_met(state, pack, 0, line)
    state.houses[0].agendas[2] = "mining_consortium"
    assert scoring.times_met(state, pack, 0, line)
    assert line.effects == [{"op": "build"}]


def test_loader_refuses_an_unknown_resource(tmp_path: Path) -> None:
    """The loader refuses an argument naming an unknown resource (it would count nothing)."""
    source = Path(load_content().path)
    for item in source.rglob("*.yaml"):
        target = tmp_path / item.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(item.read_text(encoding="utf-8"), encoding="utf-8")
    for key in ("resource", "plus_lowest"):
        agendas = yaml.safe_load((source / "agendas.yaml").read_text(encoding="utf-8"))
        line = next(a for a in agendas if a["id"] == "mining_consortium")["objectives"][0]
        line["args"] = {key: ["food", "gold"]}
        (tmp_path / "agendas.yaml").write_text(yaml.safe_dump(agendas), encoding="utf-8")
        with pytest.raises(ContentError, match="gold"):
            load_content(tmp_path)


# ---------------------------------------------------------------------------- Agenda lines


@pytest.mark.parametrize(
    "agenda,resource,guild,level,influence",
    [
        ("mining_consortium", "materials", "miners", 10, 5),  # P1: income 8+
        ("mining_consortium", "materials", "miners", 9, 0),  # Yield 6
        ("multiple_energy_sources", "energy", "engineers", 10, 5),  # P2
        ("central_monetary_system", "credits", "bankers", 9, 7),  # P4: Credits income 4+
        ("central_monetary_system", "credits", "bankers", 8, 0),  # Credits Yield 3
        ("industrial_food", "food", "farmers", 10, 7),  # P6
        ("comprehensive_education", "science", "scientists", 10, 5),  # P8
        ("comprehensive_education", "science", "scientists", 9, 0),
    ],
)
def test_vf_eval_16_might_income_lines(
    pack: Content, agenda: str, resource: str, guild: str, level: int, influence: int
) -> None:
    """VF-EVAL-14, VF-EVAL-16, VF-PROD-07 (P1, P2, P4, P6, P8): "income of N or more" is met by a
    Production Yield of N (Level 10 for 8, Credits Level 9 for 4), not by a Level of N."""
    population, guilds = {10: (5, 2), 9: (3, 3), 8: (4, 2)}[level]
    s2 = sector("s2", population=population, owner=0, corvettes=1, guilds=[guild] * guilds)
    state = real(mine(s2))
    assert production.level(state, pack, 0, resource) == level
    assert agenda_value(state, pack, agenda, 0) == influence


@pytest.mark.parametrize(
    "kind,card,line,least,influence",
    [
        ("agenda", "mining_consortium", 1, 2, 5),  # P1
        ("agenda", "intensive_militarization", 1, 3, 7),  # P3
        ("agenda", "yarvek-b", 0, 2, 3),  # Yarvek starting Agenda B
        ("agenda", "novaris-a", 0, 2, 4),  # Novaris starting Agenda A
        ("event", "total_war", 1, 3, 5),  # 3B
    ],
)
def test_vf_eval_15_per_pure_sector_with_k_fp(
    pack: Content, kind: str, card: str, line: int, least: int, influence: int
) -> None:
    """VF-EVAL-15, VF-EVAL-18: "per Pure sector with at least k FP": a sector with k FP scores,
    one with k - 1 does not, nor a Corrupted one with more."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=least),
            sector("s3", owner=0, corvettes=least - 1),
            sector("s4", owner=0, corvettes=least + 1, corrupted=True),
        )
    )
    state.galaxy.sector("s1").fleets = {"corvette": 1}
    objectives = pack.agendas[card].objectives if kind == "agenda" else pack.events[card].objectives
    assert scoring.influence(state, pack, 0, objectives[line]) == influence


def test_vf_eval_16_stock_lines_d4_p7(pack: Content) -> None:
    """VF-EVAL-15/16 (D4 Mercantile Governance, P7 Research Archives): 1 per 2 Food, Energy and
    Materials summed; 7 Influence with 8+ Science in stock."""
    state = real(mine())
    state.houses[0].resources = [3, 2, 2, 9, 8]
    assert agenda_value(state, pack, "mercantile_governance", 1) == 3
    assert agenda_value(state, pack, "research_archives", 0) == 7
    state.houses[0].resources[4] = 7
    assert agenda_value(state, pack, "research_archives", 0) == 0


def test_vf_eval_16_installations_lines_p7_nervo_a(pack: Content) -> None:
    """VF-EVAL-15/16, VF-EVAL-18 (P7, Nervo A): per Pure sector with 3+ Installations."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=1, installations=["shipyard", "sector_defense"]),
            sector("s3", owner=0, corvettes=1, installations=["shipyard"] * 3),
            sector("s4", owner=0, corvettes=1, corrupted=True, installations=["shipyard"] * 3),
        )
    )
    assert agenda_value(state, pack, "research_archives", 1) == 6
    assert agenda_value(state, pack, "nervo-a", 1) == 2


def test_vf_eval_16_upkeep_lines_d5_r4(pack: Content) -> None:
    """VF-EVAL-07, VF-EVAL-16, VF-EVAL-18 (D5 Sustainable Luxury, R4 Trade Monopoly): 5 per Pure
    sector showing 2+ Upkeep; 3 per Pure sector with no Upkeep."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=1, upkeep_icons=1, guilds=["farmers"] * 3),
            sector("s3", owner=0, corvettes=1, upkeep_icons=1),
            sector("s4", owner=0, corvettes=1, corrupted=True, upkeep_icons=2),
            sector("s6", owner=0, corvettes=1, installations=["shipyard"] * 2),
        )
    )
    assert agenda_value(state, pack, "sustainable_luxury", 1) == 5  # s2
    assert agenda_value(state, pack, "trade_monopoly", 1) == 3 * 2  # s1, s6


def test_vf_eval_16_guild_lines_s1_s2_nervo(pack: Content) -> None:
    """VF-EVAL-16, VF-EVAL-18 (S1, S2, Nervo A and B): per Pure sector with no empty Guild space;
    per Pure sector with 3+ different Guilds."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=1, guilds=["farmers", "miners", "bankers"]),
            sector("s3", owner=0, corvettes=1, guilds=["farmers"] * 3),
            sector("s4", owner=0, corvettes=1, guilds=["farmers", "miners"]),
            sector(
                "s6", owner=0, corvettes=1, corrupted=True, guilds=["farmers", "miners", "bankers"]
            ),
        )
    )
    state.galaxy.sector("s1").guilds = ["farmers", "", ""]
    assert agenda_value(state, pack, "the_salvation_project", 1) == 4 * 2  # s2, s3
    assert agenda_value(state, pack, "nervo-a", 0) == 3 * 2
    assert agenda_value(state, pack, "industrial_conglomerate", 1) == 5  # s2
    assert agenda_value(state, pack, "nervo-b", 1) == 5


def test_vf_eval_16_r1_s6_r6_d7(pack: Content) -> None:
    """VF-EVAL-14, VF-EVAL-16 (R1 Expanded Armada: 2+ Fleet types in Pure sectors; S6
    Environmental Exploitation: a Corrupted track; R6 Self-Managed Campaign: a Glory token of
    value 5; D7 Enlightened Nation: a Pure track at Tier 3+)."""
    state = real(mine(sector("s2", owner=0, corvettes=1, corrupted=True)))
    house = state.houses[0]
    state.galaxy.sector("s2").fleets["sentry"] = 1
    assert agenda_value(state, pack, "expanded_armada", 0) == 0  # the Sentry is Corrupted
    state.galaxy.sector("s1").fleets["sentry"] = 1
    assert agenda_value(state, pack, "expanded_armada", 0) == 4
    house.agenda_corrupted[1] = True
    assert agenda_value(state, pack, "environmental_exploitation", 0) == 0
    house.track_corrupted[2] = True
    assert agenda_value(state, pack, "environmental_exploitation", 0) == 7
    house.glory = [4, 4]
    assert agenda_value(state, pack, "self_managed_campaign", 0) == 0
    house.glory = [1, 5]
    assert agenda_value(state, pack, "self_managed_campaign", 0) == 6
    house.tracks = [0, 0, 6]  # Tier 3, but Corrupted
    assert agenda_value(state, pack, "enlightened_nation", 0) == 0
    house.tracks = [6, 0, 0]
    assert agenda_value(state, pack, "enlightened_nation", 0) == 4


def test_vf_civ_03_fenrax_society_8_counts_active_fp(pack: Content) -> None:
    """VF-CIV-03, VF-FLEET-03 (Fenrax Society space 8): 2 Influence per FP in your Pure sectors
    and per FP in your Active area."""
    state = real(mine(sector("s2", owner=0, corvettes=3, corrupted=True)))
    state.houses[0].fp_active = 4
    for eff in pack.track_space("fenrax", 0, 7):
        run(state, pack, eff)
    assert state.houses[0].influence == 2 * 2 + 2 * 4


# ---------------------------------------------------------------------------- Galactic Event lines


def test_vf_eval_14_1c_1h_fp_lines(pack: Content) -> None:
    """VF-EVAL-14 (1C: 6+ FP in your sectors, Pure or Corrupted; 1H: 2+ Pure sectors holding 2+
    FP each)."""
    state = real(mine(sector("s2", owner=0, corvettes=2), sector("s3", owner=0, corvettes=1)))
    assert not scoring.times_met(state, pack, 0, event_line(pack, "remnants_of_the_domineum", 0))
    assert scoring.times_met(state, pack, 0, event_line(pack, "straight_to_hell", 1))
    state.galaxy.sector("s1").fleets["corvette"] = 1
    state.galaxy.sector("s2").fleets["corvette"] = 3
    state.galaxy.sector("s3").fleets["corvette"] = 4
    state.galaxy.sector("s3").corrupted = True  # 1 + 3 + 4 FP, one Pure sector with 2+
    assert scoring.times_met(state, pack, 0, event_line(pack, "remnants_of_the_domineum", 0))
    assert not scoring.times_met(state, pack, 0, event_line(pack, "straight_to_hell", 1))


@pytest.mark.parametrize(
    "tracks,corrupted,lines",
    [
        ([3, 0, 0], [False, False, False], [2]),  # 3 Pure tracks: activate 3
        ([3, 0, 0], [False, True, False], [1]),  # 2 Pure tracks
        ([3, 0, 0], [False, True, True], [0]),
        ([3, 0, 0], [True, False, False], []),  # the only Tier-1 track is Corrupted
        ([2, 2, 2], [False, False, False], []),  # all at Tier 0
    ],
)
def test_vf_eval_14_1i_activate_one_fp_per_pure_track(
    pack: Content, tracks: list[int], corrupted: list[bool], lines: list[int]
) -> None:
    """VF-EVAL-13, VF-EVAL-14 (1I Glorious Ascension): with any Pure track at Tier 1+, activate
    1 FP per Pure track: exactly one of the three lines is met, its count of Pure tracks."""
    state = real(mine())
    state.houses[0].tracks, state.houses[0].track_corrupted = tracks, corrupted
    assert met(state, pack, "glorious_ascension") == lines
    if lines:
        effects = event_line(pack, "glorious_ascension", lines[0]).effects
        assert effects == [{"op": "activate", "amount": lines[0] + 1}]


def test_vf_eval_14_1i_2i_glory_values(pack: Content) -> None:
    """VF-EVAL-14 (1I: a Glory token of value 4 or 5; 2I: produce one type per Glory token of
    value 5, a different type each time)."""
    state = real(mine())
    state.houses[0].glory = [3, 3]
    assert met(state, pack, "glorious_ascension") == []
    assert met(state, pack, "supreme_triumph") == []
    state.houses[0].glory = [5, 4, 5]
    assert met(state, pack, "glorious_ascension") == [3]
    assert met(state, pack, "supreme_triumph") == [1]  # two tokens of value 5
    assert event_line(pack, "supreme_triumph", 1).effects == [{"op": "produce", "choose": 2}]
    state.houses[0].glory = [5] * 6
    assert met(state, pack, "supreme_triumph") == [4]
    assert event_line(pack, "supreme_triumph", 4).effects == [{"op": "produce", "choose": 5}]


def test_vf_eval_14_1e_1f_2c_sector_lines(pack: Content) -> None:
    """VF-EVAL-14, VF-EVAL-21 (1E: at most 2 empty Guild spaces in all your sectors; 1F: your
    sectors produce 3+ Upkeep, Agendas not included; 2C: 3+ sectors, Pure or Corrupted, each with
    2+ Farmers', Engineers' or Miners' Guilds)."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=1, guilds=["farmers", "miners", "bankers"]),
            sector("s3", owner=0, corvettes=1, corrupted=True, guilds=["engineers"] * 2),
            home={"guilds": ["farmers", "farmers"]},
        )
    )
    reborn, reckoning, effort = (
        event_line(pack, "reborn_civilization", 1),
        event_line(pack, "day_of_reckoning", 0),
        event_line(pack, "military_effort", 0),
    )
    assert scoring.times_met(state, pack, 0, reborn)  # s1 1 + s3 1 empty
    assert not scoring.times_met(state, pack, 0, reckoning)  # s2's 1 Upkeep; Agenda 2 not counted
    assert scoring.times_met(state, pack, 0, effort)
    state.galaxy.sector("s3").guilds[1] = ""
    assert not scoring.times_met(state, pack, 0, reborn)
    assert not scoring.times_met(state, pack, 0, effort)
    state.galaxy.sector("s3").upkeep_icons = 2  # a Corrupted sector's Upkeep counts
    assert scoring.times_met(state, pack, 0, reckoning)


def test_vf_eval_12_2c_reward_is_chosen_twice(pack: Content) -> None:
    """VF-EVAL-12, VF-ACTION-09, VF-ACTION-10 (2C Military Effort): the reward is "twice, remove
    a Corruption or activate 1 FP"; the same choice may be made again, and a removal is offered
    only while there is a Corruption to remove."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=1, guilds=["farmers", "miners", "bankers"]),
            sector("s3", owner=0, corvettes=1, corrupted=True, guilds=["engineers"] * 2),
            home={"guilds": ["farmers", "farmers"]},
        )
    )
    state.board.event = "military_effort"
    state.phase = "evaluation"
    active = state.houses[0].fp_active
    game = VoidfallGame(pack)
    push_step(state, pack, 0, Effect("galactic_objectives"), cost=True)
    flow.settle(state, pack)
    legal = [a.notation for a in game.legal_actions(state)]
    assert legal == ["effect 1", "effect 2", "done"]  # first choice: remove or activate
    state = game.apply_notation(state, "effect 1")  # the one Corruption, in s3
    assert not state.galaxy.sector("s3").corrupted
    assert [a.notation for a in game.legal_actions(state)] == ["effect 2", "done"]
    state = game.apply_notation(state, "effect 2")
    assert state.houses[0].fp_active == active + 1 and not game.legal_actions(state)


def test_vf_eval_14_2d_credits_income_produces(pack: Content) -> None:
    """VF-EVAL-14, VF-PROD-08 (2D Humanity Rises): with a Credits income of 3 or more (Level 6),
    produce Food, Energy and Materials."""
    state = real(mine(sector("s2", population=3, owner=0, corvettes=1, guilds=["bankers"])))
    line = event_line(pack, "humanity_rises", 0)
    assert not scoring.times_met(state, pack, 0, line)  # Level 3: Yield 1
    state.galaxy.sector("s2").guilds[1] = "bankers"
    state.galaxy.sector("s2").guilds[2] = "farmers"
    assert scoring.times_met(state, pack, 0, line)  # Level 6: Yield 3
    assert met(state, pack, "humanity_rises") == [0]  # no Technology: the other line is not met
    state.board.event = "humanity_rises"
    state.houses[0].resources = [0] * 5
    run(state, pack, {"op": "galactic_objectives"})
    assert state.houses[0].resources[:3] == [2, 0, 0]  # Food Level 3: Yield 2; no Energy, Materials


def test_vf_eval_15_2h_3a_active_fp(pack: Content) -> None:
    """VF-EVAL-15, VF-FLEET-03 (2H: 3 per FP in your Active area; 3A: 1 per Active FP)."""
    state = real(mine())
    state.houses[0].fp_active = 4
    assert scoring.influence(state, pack, 0, event_line(pack, "adaptation", 1)) == 12
    assert scoring.influence(state, pack, 0, event_line(pack, "revenge_of_the_novarchs", 3)) == 4


def test_vf_eval_15_3b_pure_sectors_with_2_upkeep(pack: Content) -> None:
    """VF-EVAL-15, VF-EVAL-17 (3B Total War): 3 per Pure sector with 2+ Upkeep; the catalogue
    prints "Pure or Corrupted", but seed 003 l.1777-1779 never scores a Corrupted sector, so
    s3 (Corrupted, 2+ Upkeep) does not count: s2 only."""
    state = real(
        mine(
            sector("s2", owner=0, corvettes=1, upkeep_icons=2),
            sector(
                "s3", owner=0, corvettes=1, corrupted=True, upkeep_icons=1, guilds=["miners"] * 3
            ),
            sector("s4", owner=0, corvettes=1, upkeep_icons=1),
        )
    )
    assert scoring.influence(state, pack, 0, event_line(pack, "total_war", 2)) == 3


def test_vf_eval_15_3c_3i_stock_lines(pack: Content) -> None:
    """VF-EVAL-15 (3C: half of all the resources in your stock, rounded down; 3I: 1 per Credit
    and twice the value of your three best Glory tokens)."""
    state = real(mine())
    house = state.houses[0]
    house.resources = [3, 2, 2, 9, 1]
    house.glory = [1, 5, 3, 4]
    assert scoring.influence(state, pack, 0, event_line(pack, "knowledge_is_power", 0)) == 8
    assert scoring.influence(state, pack, 0, event_line(pack, "bright_future", 1)) == 9
    assert scoring.influence(state, pack, 0, event_line(pack, "bright_future", 0)) == 2 * 12
    house.glory = [2]
    assert scoring.influence(state, pack, 0, event_line(pack, "bright_future", 0)) == 4


def test_vf_eval_15_3f_highest_plus_lowest_income(pack: Content) -> None:
    """VF-EVAL-15, VF-PROD-07 (3F Shadow of the Void): your highest income among the five plus
    your lowest among Food, Energy and Materials."""
    state = real(
        mine(
            sector("s2", population=6, owner=0, corvettes=1, guilds=["bankers"] * 2),
            sector("s3", population=5, owner=0, corvettes=1, guilds=["farmers", "engineers"]),
            home={"guilds": ["miners", "engineers"]},
        )
    )
    # Credits Level 12: Yield 6; Food 5: 3; Energy 5 + 3 = 8: 5; Materials 3: 2
    line = event_line(pack, "shadow_of_the_void", 0)
    assert scoring.influence(state, pack, 0, line) == 6 + 2


def test_vf_eval_15_3g_3h_pure_sectors_and_tracks(pack: Content) -> None:
    """VF-EVAL-15, VF-EVAL-18 (3G: 5 per Pure sector beyond your fourth; 3H: 6 per Pure track at
    Tier 1+)."""
    extra = [sector(f"p{i}", owner=0, corvettes=1) for i in range(4)]
    state = real(mine(*extra, sector("c0", owner=0, corvettes=1, corrupted=True)))
    assert scoring.influence(state, pack, 0, event_line(pack, "winds_of_annihilation", 3)) == 5
    state.houses[0].tracks = [3, 5, 4]
    state.houses[0].track_corrupted = [False, True, False]
    assert scoring.influence(state, pack, 0, event_line(pack, "adapt_and_overcome", 1)) == 12
