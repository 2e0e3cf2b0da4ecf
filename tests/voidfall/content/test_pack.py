"""The bundled base-game content pack: counts, sources, maps, and refusal of broken packs.

The pack is loaded with the real loader and the real effect registry. Objectives and their
rewards are not compiled by the loader, so they are checked here against the countables and the
primitives' own parameter structs.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter, deque
from pathlib import Path
from typing import Any

import msgspec
import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import DEFAULT_PACK, Content
from domineum.voidfall.content.schema import MapDef, Objective
from domineum.voidfall.core.primitive import REGISTRY, primitive
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.setup import new_game
from domineum.voidfall.model.combat import TECHNOLOGIES
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.house import HouseState, base_technology
from domineum.voidfall.model.state import Config
from domineum.voidfall.model.terms import TRACKS
from domineum.voidfall.rules import corruption, countables, fleet, scoring

SOURCES = {"seed", "reference", "authored"}
SECTOR_ID = re.compile(r"s([1-9]|[1-3][0-9]|4[0-8])")
DOC = Path(__file__).parents[3] / "docs" / "content-sources.md"


@pytest.fixture(scope="module")
def pack() -> Content:
    return load_content()


# ---------------------------------------------------------------------------- counts, sources


def test_counts(pack: Content) -> None:
    s = pack.summary()
    assert s.houses == 14
    assert s.technologies == 28
    assert s.agendas == 32
    assert s.starting_agendas >= 28
    assert s.origins == 28
    assert s.focus_cards == 27
    assert s.galactic_events == len(pack.events)  # the modules' included
    assert sum(1 for e in pack.events.values() if not e.module) == 30
    assert s.civilization_spaces == 24
    assert s.bounty_tokens == 48
    assert s.reclaim_tokens == 27
    assert s.maps.get("1", 0) >= 1
    assert all(s.maps.get(str(n), 0) >= 2 for n in (2, 3, 4))


def test_kinds_are_complete(pack: Content) -> None:
    per_type = Counter(a.type for a in pack.agendas.values())
    assert all(per_type[t] == 8 for t in ("dominance", "wealth", "might", "support"))
    base = [e for e in pack.events.values() if not e.module]
    assert Counter(e.cycle for e in base) == {1: 10, 2: 10, 3: 10}
    base_techs = [t for t in pack.technologies.values() if not t.module]  # modules: their own
    assert sorted(t.number for t in base_techs) == list(range(1, 29))
    assert sorted(h.number for h in pack.houses.values() if not h.module) == list(range(1, 15))
    standard = [c for c in pack.focus_cards.values() if not c.house]
    assert len(standard) == 9
    assert pack.focus_cards["innovation"].from_cycle == 2
    assert len(pack.tables.yield_standard) == len(pack.tables.yield_credits) == 14
    assert len(pack.tables.trade_bonuses) == 6


def test_every_entry_names_a_source(pack: Content) -> None:
    groups: list[Any] = [
        *pack.sector_types.values(),
        *pack.maps.values(),
        *pack.focus_cards.values(),
        *pack.technologies.values(),
        *pack.agendas.values(),
        *pack.events.values(),
        *pack.houses.values(),
        *pack.bounty,
        *pack.reclaim,
        *pack.tables.trade_bonuses,
        pack.civilization,
        pack.tables,
    ]
    missing = [getattr(e, "id", type(e).__name__) for e in groups if e.source not in SOURCES]
    assert not missing


def test_houses_follow_the_card_numbering(pack: Content) -> None:
    """House n owns Technologies 2n-1 (Origin A) and 2n (Origin B), content facts §3.1-3.2."""
    for house in pack.houses.values():
        owner = house.updates or house.id  # an updated House (RS-UPD) owns its base's cards
        a, b = (pack.technologies[o.technology] for o in house.origins)
        assert (a.number, b.number) == (2 * house.number - 1, 2 * house.number)
        assert a.house == b.house == owner
        for origin in house.origins:
            assert pack.agendas[origin.starting_agenda].type == "starting"
            deployed = sum(origin.home_fleets.values()) + sum(origin.outpost_fleets.values())
            assert deployed + origin.fp_active <= 14  # VF-COMP-04
        for card in house.focus_cards:
            assert pack.focus_cards[card].house == owner


def test_every_ability_key_is_documented(pack: Content) -> None:
    doc = DOC.read_text(encoding="utf-8")
    keys = {
        key
        for t in pack.technologies.values()
        for level in (t.basic, t.improved)
        for key in level.abilities
    }
    assert {k for k in keys if f"`{k}`" not in doc} == set()


# ---------------------------------------------------------------------------- objectives


def _objectives(pack: Content) -> list[tuple[str, Objective]]:
    out = [(f"agenda {a.id}", o) for a in pack.agendas.values() for o in a.objectives]
    out += [(f"event {e.id}", o) for e in pack.events.values() for o in e.objectives]
    return out


def test_objectives_use_known_countables_and_effects(pack: Content) -> None:
    primitive("pay")  # the whole catalog is registered
    for where, objective in _objectives(pack):
        assert objective.count in countables.COUNTABLES, where
        if objective.scoring == "tiers":
            assert len(objective.tiers) == 4, where
        if objective.count == "pure_track_tier":
            assert objective.args.get("track") in TRACKS, where
        for raw in objective.effects:
            effect = Effect.from_mapping(raw)
            assert effect.op in REGISTRY, where
            REGISTRY[effect.op].params(effect)  # raises on a bad argument


def test_objectives_can_be_counted_in_a_real_game(pack: Content) -> None:
    state = new_game(pack, Config(players=2, seed=3, map="x01-2p"))
    for where, objective in _objectives(pack):
        for seat in (0, 1):
            value = scoring.influence(state, pack, seat, objective)
            assert isinstance(value, int), where


# ---------------------------------------------------------------------------- maps


def _adjacency(m: MapDef) -> dict[str, set[str]]:
    blocked = {frozenset(v) for v in m.voidstorms}
    adj: dict[str, set[str]] = {s.id: set() for s in m.sectors}
    for a, b in m.edges:
        if frozenset((a, b)) not in blocked:
            adj[a].add(b)
            adj[b].add(a)
    return adj


def _distances(adj: dict[str, set[str]], start: str) -> dict[str, int]:
    dist = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there in adj[here]:
            if there not in dist:
                dist[there] = dist[here] + 1
                todo.append(there)
    return dist


def test_maps_are_well_formed(pack: Content) -> None:
    for m in pack.maps.values():
        ids = [s.id for s in m.sectors]
        assert len(ids) == len(set(ids)), m.id
        assert all(SECTOR_ID.fullmatch(i) for i in ids), m.id
        pairs = [frozenset(e) for e in m.edges]
        assert len(pairs) == len(set(pairs)) and all(len(p) == 2 for p in pairs), m.id
        assert {frozenset(v) for v in m.voidstorms} <= set(pairs), m.id
        assert len(m.trade_ladder) == 6 and sum(m.trade_ladder) <= 12, m.id
        assert len(m.starting_glory) == m.players, m.id
        assert sorted(s.outpost_seat for s in m.sectors if s.outpost_seat >= 0) == list(
            range(m.players)
        ), m.id
        fallen = sum(1 for s in m.sectors if s.fallen_house)
        if m.fallen_houses:
            assert fallen <= len(m.fallen_houses) == 4, m.id
            assert set(m.fallen_houses) <= set(pack.houses), m.id


def test_map_placements_fit_their_tiles(pack: Content) -> None:
    """Voidborn FP within the tile's limit; placed Guilds/Installations fit its free spaces."""
    for m in pack.maps.values():
        for s in m.sectors:
            kind = pack.sector_types[s.type]
            where = (m.id, s.id)
            assert s.voidborn <= kind.voidborn_limit, where
            assert not (s.voidborn and kind.voidborn_immune), where
            free_guilds = sum(1 for space in kind.guild_spaces if not space.printed)
            free_installations = sum(1 for space in kind.installation_spaces if not space.printed)
            assert len(s.guilds) <= free_guilds, where
            assert len(s.installations) <= free_installations, where
            if s.corrupted:
                assert not kind.corruption_immune and kind.population != "none", where
            if s.voidborn and kind.population != "none" and not kind.corruption_immune:
                assert s.corrupted, where  # Voidborn sectors are (almost always) Corrupted


def test_maps_are_connected_and_homes_have_neighbours(pack: Content) -> None:
    """Every map is connected; the project's own layouts also give each Home 2+ neighbours and
    an Outpost next to it (D-26). A map taken from a source keeps the source's layout (solo
    C051's Outpost lies beyond Wormhole B, C081's Home touches only its Outpost)."""
    for m in pack.maps.values():
        adj = _adjacency(m)
        assert len(_distances(adj, m.sectors[0].id)) == len(m.sectors), m.id
        if m.source != "authored":
            continue
        for s in m.sectors:
            if s.home_seat >= 0:
                assert len(adj[s.id]) >= 2, (m.id, s.id)
            if s.outpost_seat >= 0:
                home = next(h.id for h in m.sectors if h.home_seat == s.outpost_seat)
                assert home in adj[s.id], (m.id, s.id)  # D-26: the Outpost touches the Home


def _signature(sector: Any) -> tuple[Any, ...]:
    role = "home" if sector.home_seat >= 0 else "outpost" if sector.outpost_seat >= 0 else ""
    return (
        role,
        sector.type,
        sector.population,
        sector.corrupted,
        sector.voidborn,
        tuple(sector.glory),
        sector.bounty,
        sector.reclaim,
        sector.fallen_house,
        tuple(sector.installations),
        tuple(sector.guilds),
    )


def test_competitive_seats_see_the_same_galaxy(pack: Content) -> None:
    """Every seat finds the same sectors at the same distance from its Home (map balance)."""
    for m in pack.maps.values():
        if m.players < 2:
            continue
        adj = _adjacency(m)
        by_id = {s.id: s for s in m.sectors}
        profiles = []
        for seat in range(m.players):
            home = next(s.id for s in m.sectors if s.home_seat == seat)
            dist = _distances(adj, home)
            profiles.append(sorted((d, _signature(by_id[i])) for i, d in dist.items()))
        assert all(p == profiles[0] for p in profiles), m.id


@pytest.mark.parametrize("map_id", ["x01-2p", "x10-2p", "x03-3p", "x06-3p", "x05-4p", "x11-4p"])
def test_every_house_and_origin_can_start_on_each_map(pack: Content, map_id: str) -> None:
    players = pack.maps[map_id].players
    houses = sorted(h for h, house in pack.houses.items() if not house.module)
    for first in range(0, len(houses), players):
        for origin in ("a", "b"):
            chosen = tuple(f"{houses[(first + i) % len(houses)]}/{origin}" for i in range(players))
            state = new_game(pack, Config(players=players, houses=chosen, seed=first, map=map_id))
            assert len(state.houses) == players


# ---------------------------------------------------------------------------- broken packs


@pytest.fixture()
def broken(tmp_path: Path) -> Path:
    """A copy of the bundled pack that a test may damage."""
    target = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, target)
    return target


def _edit(path: Path, change: Any) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")


def _refused(pack_dir: Path) -> ContentError:
    with pytest.raises(ContentError) as caught:
        load_content(pack_dir)
    return caught.value


def test_the_copy_itself_loads(broken: Path) -> None:
    assert len([h for h in load_content(broken).houses.values() if not h.module]) == 14


def test_dangling_reference_is_refused(broken: Path) -> None:
    def change(houses: list[dict[str, Any]]) -> None:
        houses[0]["origins"][0]["technology"] = "warp_gates"

    _edit(broken / "houses.yaml", change)
    err = _refused(broken)
    assert (err.file, err.entry, err.field) == ("houses.yaml", "valnis", "origins[0].technology")
    assert "warp_gates" in err.problem


def test_duplicate_id_is_refused(broken: Path) -> None:
    _edit(broken / "focus_cards.yaml", lambda cards: cards.append(dict(cards[0])))
    err = _refused(broken)
    assert (err.file, err.entry, err.field) == ("focus_cards.yaml", "conquest", "id")
    assert "duplicate" in err.problem


def test_unknown_op_is_refused(broken: Path) -> None:
    def change(techs: list[dict[str, Any]]) -> None:
        techs[0]["basic"]["immediate"][0]["op"] = "teleport"

    _edit(broken / "technologies.yaml", change)
    err = _refused(broken)
    assert (err.file, err.entry) == ("technologies.yaml", "shields")
    assert err.field.startswith("basic.immediate") and err.field.endswith(".op")
    assert "teleport" in err.problem


def test_wrong_type_is_refused(broken: Path) -> None:
    def change(agendas: list[dict[str, Any]]) -> None:
        agendas[0]["objectives"][0]["influence"] = "five"

    _edit(broken / "agendas.yaml", change)
    err = _refused(broken)
    assert (err.file, err.entry) == ("agendas.yaml", "high_society")
    assert err.field == "objectives[0].influence"
    assert "int" in err.problem


def test_bad_argument_value_is_refused(broken: Path) -> None:
    def change(cards: list[dict[str, Any]]) -> None:
        cards[0]["actions"][0]["cost"][0]["energy"] = "lots"

    _edit(broken / "focus_cards.yaml", change)
    err = _refused(broken)
    assert (err.file, err.entry) == ("focus_cards.yaml", "conquest")
    assert err.field.startswith("actions[0].cost[0]")


def test_map_with_a_missing_home_is_refused(broken: Path) -> None:
    def change(maps: list[dict[str, Any]]) -> None:
        for sector in maps[0]["sectors"]:
            if sector.get("home_seat") == 1:
                del sector["home_seat"]

    _edit(broken / "maps" / "two_players.yaml", change)
    err = _refused(broken)
    assert err.file == "maps/x01-2p" and err.field == "sectors.home_seat"


def test_unknown_trigger_is_refused(broken: Path) -> None:
    def change(techs: list[dict[str, Any]]) -> None:
        techs[0]["basic"]["triggers"] = {"on_sunrise": {"effects": [{"op": "activate"}]}}

    _edit(broken / "technologies.yaml", change)
    err = _refused(broken)
    assert (err.file, err.entry, err.field) == (
        "technologies.yaml",
        "shields",
        "basic.triggers.on_sunrise",
    )


def test_countable_naming_an_unknown_guild_is_refused(broken: Path) -> None:
    """A countable argument must name real things: ``fem`` (an icon, not a Guild) counted 0."""

    def change(agendas: list[dict[str, Any]]) -> None:
        agendas[0]["objectives"][0]["args"] = {"guild": "fem"}

    _edit(broken / "agendas.yaml", change)
    err = _refused(broken)
    assert (err.file, err.field) == ("agendas.yaml", "objectives[0].args.guild")
    assert "fem" in err.problem


def _change_objective(broken: Path, agenda: str, **fields: Any) -> ContentError:
    """Set ``fields`` on the first objective of ``agenda`` and load the damaged pack."""

    def change(agendas: list[dict[str, Any]]) -> None:
        next(a for a in agendas if a["id"] == agenda)["objectives"][0].update(fields)

    _edit(broken / "agendas.yaml", change)
    return _refused(broken)


@pytest.mark.parametrize(
    "fields,where,words",
    [
        ({"at_least": 7}, "objectives[0].at_most", "at_least 7 is above at_most 6"),
        ({"at_most": -1}, "objectives[0].at_most", "below 0"),
        ({"scoring": "each"}, "objectives[0].at_most", "scoring: once"),
        ({"count": "upkeeps"}, "objectives[0].count", "upkeeps"),
        (
            {"all_of": [{"count": "pure_guilds", "at_least": 3, "at_most": 2}]},
            "objectives[0].all_of[0].at_most",
            "never met",
        ),
        (
            {"all_of": [{"count": "pure_guild", "at_least": 2}]},
            "objectives[0].all_of[0].count",
            "pure_guild",
        ),
        (
            {"all_of": [{"count": "pure_guilds", "args": {"guild": "fem"}}]},
            "objectives[0].all_of[0].args.guild",
            "fem",
        ),
    ],
)
def test_malformed_objective_bounds_are_refused(
    broken: Path, fields: dict[str, Any], where: str, words: str
) -> None:
    """T-21, VF-EVAL-14: an objective (here S8, "Upkeep 6 or less") or one of its ``all_of``
    conditions that can never be met, counts an unknown countable, or bounds a multiplier is
    refused, naming the file, the entry and the field."""
    err = _change_objective(broken, "optimized_energy_reserve", **fields)
    assert (err.file, err.entry, err.field) == ("agendas.yaml", "optimized_energy_reserve", where)
    assert words in err.problem


def test_a_conjunction_on_a_multiplier_is_refused(broken: Path) -> None:
    """T-21: ``all_of`` belongs to achievements (=) only; a multiplier (×) line is refused."""
    extra = [{"count": "pure_sectors", "at_least": 2}]
    err = _change_objective(broken, "high_society", scoring="each", all_of=extra)
    assert (err.entry, err.field) == ("high_society", "objectives[0].all_of")


def test_origin_home_guild_must_be_a_guild(broken: Path) -> None:
    def change(houses: list[dict[str, Any]]) -> None:
        houses[0]["origins"][1]["home_guilds"] = ["pirates"]

    _edit(broken / "houses.yaml", change)
    err = _refused(broken)
    assert (err.entry, err.field) == ("valnis", "origins[1].home_guilds")


def test_engine_fixed_abilities_match_the_pack(pack: Content) -> None:
    """Four ability keys describe rules the engine keys on the Technology id; the pack's values
    must be the engine's (docs/content-sources.md, "Technology ability keys"); an updated card
    is keyed on its base id (RS-UPD-09, P-32)."""
    house = HouseState(house="probe")
    for tech in pack.technologies.values():
        base = base_technology(tech.id)
        for level in ("basic", "improved"):
            abilities = getattr(tech, level).abilities
            house.technologies = {tech.id: level}
            if "combat" in abilities:
                assert abilities["combat"] == base and base in TECHNOLOGIES
            if "fleet_type" in abilities:
                assert fleet.FLEET_TECH[str(abilities["fleet_type"])] == base
            if "fleet_power_limit" in abilities:
                cap = fleet.token_cap(house, str(abilities["fleet_type"]))
                assert abilities["fleet_power_limit"] == cap, (tech.id, level)
            if "corruption_storage" in abilities:
                assert base == corruption.DECONTAMINATION_TECH
                expected = corruption.decontamination_capacity(house)
                assert abilities["corruption_storage"] == expected


def test_schema_round_trip(pack: Content) -> None:
    """Every kind converts back to builtins (nothing the schema cannot hold slipped in)."""
    for group in (pack.houses, pack.technologies, pack.agendas, pack.events, pack.maps):
        for entry in group.values():
            msgspec.to_builtins(entry)


def test_the_pack_loads_whatever_was_imported_first() -> None:
    """A fresh interpreter that imports one effect module before loading the pack still knows
    every effect (loading through effects.pack registers every primitive first)."""
    code = (
        "from domineum.voidfall.effects.economy import Pay\n"
        "from domineum.voidfall.effects.pack import load_content\n"
        "print(len(load_content().actions))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 0
