"""Countables for objectives and ``influence_per``: VF-EVAL-14/15, VF-EVAL-18, VF-EVAL-21."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules.countables import COUNTABLES, count
from tests.voidfall.economy.econkit import make_state, run, sector


@pytest.fixture
def rich() -> GameState:
    """Seat 0: Home s1 (Pop 3), Pure s2 (Pop 5), Corrupted s3 (Pop 4); seat 1's Home s5."""
    state = make_state(
        [
            sector(
                "s1",
                population=3,
                home_of=0,
                owner=0,
                corvettes=2,
                guilds=["farmers", "scientists"],
                installations=["shipyard"],
            ),
            sector(
                "s2",
                population=5,
                owner=0,
                corvettes=3,
                guilds=["farmers"],
                installations=["sector_defense", "shipyard", "shipyard"],
            ),
            sector(
                "s3",
                population=4,
                owner=0,
                corvettes=1,
                corrupted=True,
                guilds=["farmers", "farmers"],
                installations=["sector_defense"],
            ),
            sector("s5", population=6, home_of=1, owner=1, corvettes=2, guilds=["farmers"]),
        ],
        edges=(),
    )
    state.galaxy.sector("s2").fleets["carrier"] = 1
    house = state.houses[0]
    house.resources = [4, 2, 7, 0, 3]
    house.glory = [2, 3]
    house.technologies = {"starbases": "basic", "dreadnoughts": "improved"}
    house.tracks = [5, 3, 0]
    house.track_corrupted = [False, True, False]
    house.agenda_corrupted = [False, True, False, False]
    house.decontamination = 1  # on a Technology card: never counted as on the mat
    house.preferred = ["conquest", "production"]
    house.focus_discard = ["conquest", "policy"]
    house.trade_loose = 1
    house.bounty_kept = ["b_food#0"]
    return state


CASES = [
    ("sectors", {}, 3),
    ("pure_sectors", {}, 2),
    ("pure_guilds", {}, 3),
    ("pure_guilds", {"guild": "farmers"}, 2),
    ("pure_guilds", {"guild": ["farmers", "scientists"]}, 3),
    ("pure_installations", {"installation": "shipyard"}, 3),
    ("pure_sectors_with_installation", {"installation": "sector_defense"}, 1),
    ("pure_sectors_with_installation", {"installation": ["shipyard", "starbase"]}, 2),
    ("pure_sectors_with_guild", {"guild": "scientists"}, 1),
    ("pure_sectors_with_fleet", {"fleet": "carrier"}, 1),
    ("pure_population_total", {}, 8),
    ("pure_sectors_population_at_least", {"n": 5}, 1),
    ("pure_sectors_population_at_least", {"n": 3, "max": 4}, 1),
    ("technologies", {}, 2),
    ("technologies", {"level": "improved"}, 1),
    ("glory_total", {}, 5),
    ("glory_tokens", {}, 2),
    ("bounty_tokens", {}, 1),
    ("reclaim_tokens", {}, 0),
    ("trade_tokens", {}, 1),
    ("corruption_on_mat", {}, 2),
    ("corrupted_sectors", {}, 1),
    ("corruption_on_mat_and_sectors", {}, 3),
    ("preferred_in_discard", {}, 1),
    ("fp_in_pure_sectors", {}, 6),
    ("fp_in_pure_sectors", {"fleet": "corvette"}, 5),
    ("pure_track_tier", {"track": "society"}, 2),
    ("pure_track_tier", {"track": "statecraft"}, 0),
    ("tracks_at_tier", {"tier": 1}, 2),
    ("resource_types_at_least", {"n": 3}, 3),
    ("least_resource", {}, 0),
    ("upkeep", {}, 2 + 1),
    ("upkeep_unpaid", {}, 0),  # more in tests/voidfall/engine/test_event_rules.py
    ("corruption_kept", {}, 0),
    # content gaps 17-20 (more cases, and each card line, in test_countables_more.py)
    ("pure_sectors_beyond", {"n": 1}, 1),
    ("pure_sectors_with_installation", {"n": 3}, 1),
    ("pure_sectors_with_guild", {"n": 2}, 1),
    ("sectors_with_guild", {"guild": "farmers", "n": 2}, 1),  # s3, Corrupted, counts
    ("pure_sectors_with_guild_types", {"n": 2}, 1),
    ("pure_sectors_without_empty_guild_space", {}, 0),
    ("empty_guild_spaces", {}, 1 + 2 + 1),
    ("pure_sectors_with_fleet", {"n": 2}, 2),
    ("pure_fleet_types", {}, 2),
    ("pure_sectors_with_upkeep", {"n": 0, "max": 0}, 1),
    ("sectors_with_upkeep", {"n": 1}, 1),
    ("sector_upkeep", {}, 1),
    ("glory_tokens_of_value", {"n": 3}, 1),
    ("glory_best", {"n": 1}, 3),
    ("fp_in_sectors", {}, 7),
    ("fp_active", {}, 2),
    ("pure_tracks_at_tier", {"tier": 1}, 1),  # Statecraft is at Tier 1 but Corrupted
    ("corrupted_tracks", {}, 1),
    ("stock", {"resource": ["food", "materials"]}, 11),
    ("production_yield", {"resource": "science"}, 2),
    ("pure_agendas", {}, 0),  # only the starting Agenda is in play
]


@pytest.mark.parametrize("name,args,expected", CASES)
def test_vf_eval_18_countables(
    rich: GameState, content: Content, name: str, args: dict[str, Any], expected: Any
) -> None:
    """VF-EVAL-18, VF-EVAL-21: "pure" countables skip Corrupted sectors and their contents; only
    your own sectors and mat count (seat 1's Farmers' Guild never does)."""
    assert count(rich, content, 0, name, args) == expected


def test_every_countable_is_tested() -> None:
    """Every countable has at least one case above."""
    assert {name for name, _, _ in CASES} == set(COUNTABLES)


def test_vf_eval_15_influence_per_counted_thing(rich: GameState, content: Content) -> None:
    """VF-EVAL-15: ``influence_per`` gains ``amount`` per counted thing."""
    run(rich, content, {"op": "influence_per", "count": "pure_sectors", "amount": 3})
    assert rich.houses[0].influence == 6
    nested = {"count": "pure_guilds", "args": {"guild": "farmers"}}
    run(rich, content, Effect("influence_per", nested))  # type: ignore[arg-type]  # spec.Arg: no dict
    assert rich.houses[0].influence == 8


def test_influence_per_refuses_unknown_countables() -> None:
    """VF-EVAL-15: a misspelt countable is refused when the content is loaded."""
    with pytest.raises(msgspec.ValidationError):
        primitive("influence_per").params(Effect("influence_per", {"count": "pure_sector"}))


def test_vf_eval_21_preferred_in_discard_counts_house_focus_cards() -> None:
    """VF-EVAL-21, VF-FOCUS-08: your Preferred Focus cards in your own discard pile; a House Focus
    card counts as the card it replaces; another player's discard pile never counts."""
    pack = load_content()
    state = make_state()
    mine, theirs = state.houses
    mine.preferred = ["conquest", "production"]
    mine.focus_discard = ["astoran_conquest", "policy"]
    theirs.focus_discard = ["production"]
    assert count(state, pack, 0, "preferred_in_discard", {}) == 1
    mine.focus_discard = ["policy"]
    assert count(state, pack, 0, "preferred_in_discard", {}) == 0
