"""Technology abilities read by the turn and Cleanup rules: Robotics, Escape Pods, Trade Nexus,
Preferred-keyed Technology Actions; Origin Home Guilds at setup."""

from __future__ import annotations

from domineum.voidfall.model.state import Config
from tests.voidfall.houses.housekit import HOME, RICH, game, names, play, position, sector, stock


def test_nervo_robotics_doubles_cost_and_effect_once_with_development() -> None:
    """Nervo, Robotics (``double_action: [development]``): Grow paid twice (2 Materials) gives
    two establish-or-build effects; offered once per turn and only with Development."""
    patch = {"0": {"resources": RICH, "technologies": {"robotics": "basic"}}}
    state = position("nervo", focus="development", houses=patch)
    assert "double 1" in names(state)
    state = play(state, "double 1")
    while "pay materials" in names(state):
        state = play(state, "pay materials")
    assert stock(state)["materials"] == RICH["materials"] - 2
    resolves = sum(1 for f in state.stack if type(f).__name__ == "ResolveAction")
    assert resolves == 2  # the effect line twice: each resolves one of its options
    assert not any(n.startswith("double") for n in names(state))
    with_production = position("nervo", focus="production", houses=patch)
    assert not any(n.startswith("double") for n in names(with_production))


def test_valnis_escape_pods_keep_one_trade_token_without_an_agenda() -> None:
    """Valnis, Escape Pods (``trade_token_capacity: 1``): Cleanup step 4 may keep one loose
    Trade token on the mat (VF-CLEANUP-10 otherwise returns it)."""
    patch = {
        "trade_loose": 1,
        "agendas": ["", "", "", ""],
        "technologies": {"escape_pods": "basic"},
    }
    state = play(position("valnis/b", houses={"0": patch}), "end")
    assert set(names(state)) >= {"return", "done"}
    state = play(state, "done")
    assert state.houses[0].trade_loose == 1
    plain = play(position("valnis", houses={"0": {**patch, "technologies": {}}}), "end")
    assert "done" not in names(plain)


def test_tactical_transports_preferred_key_matches_a_preferred_focus() -> None:
    """Technology Actions keyed ``preferred`` are offered with any Preferred Focus (VF-ACTION-13,
    VF-PREF-01)."""
    patch = {
        "0": {
            "resources": RICH,
            "technologies": {"tactical_transports": "improved"},
            "preferred": ["policy"],
        }
    }
    with_policy = position("yarvek", focus="policy", houses=patch)
    assert any(n.startswith("tech-action tactical_transports") for n in names(with_policy))
    with_other = position("yarvek", focus="development", houses=patch)
    assert not any(n.startswith("tech-action tactical_transports") for n in names(with_other))


def test_origin_home_guilds_are_placed_at_setup() -> None:
    """VF-SETUP-05/D-08: a House's Home holds its own Guilds plus its Origin's."""
    for house, origin in (("zenor", "b"), ("kradmor", "a"), ("thegwyn", "b")):
        expected = game().content.houses[house]
        state = game().new_game(Config(players=2, houses=(f"{house}/{origin}",), seed=1))
        home = next(s for s in state.galaxy.sectors if s.home_of == 0)
        wanted = [*expected.home_guilds, *expected.origins["ab".index(origin)].home_guilds]
        assert sorted(home.filled("guild")) == sorted(wanted)
        assert wanted, f"{house}/{origin} has Home Guilds in the pack"
    assert sector(position("nervo"), HOME).id == HOME
