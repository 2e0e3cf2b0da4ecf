"""The two Psionics Houses the seed's truncated table loses, authored as Vethara and Oduran
(RS-TECH-01, RS-TECH-04, decision P-37), and Mind Links placed by its owner's Technology
(RS-MINDLINK-01..05)."""

from __future__ import annotations

import random

import pytest

from domineum.kernel.game import state_hash
from domineum.kernel.record import Session
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.rules import civilization
from tests.voidfall.engine.gamekit import bundled, names, play, refused
from tests.voidfall.psionics.kit import actions

LOST = {
    "vethara": ("mind_links", "echo_lattice"),
    "oduran": ("void_forges", "null_lances"),
}
SCIENCE = RESOURCES.index("science")


def test_rs_tech_01_six_new_houses_with_twelve_technologies() -> None:
    """RS-TECH-01 (6 new Houses, 2 Technologies each on their Origins, 12 in all), RS-TECH-04
    (Mind Links, named without owner, now Vethara's Origin A Technology: P-37)."""
    content = bundled().content
    new = {h.id: h for h in content.houses.values() if h.module == "psionics" and not h.updates}
    assert sorted(new) == ["erevon", "hania", "ilvaros", "laskir", "oduran", "vethara"]
    owned = [o.technology for h in new.values() for o in h.origins]
    assert len(owned) == len(set(owned)) == 12
    module = content.technologies.values()
    assert {t.id for t in module if t.module == "psionics" and not t.updates} == set(owned)
    for house, (a, b) in LOST.items():
        assert [o.technology for o in new[house].origins] == [a, b]
        assert {content.technologies[t].house for t in (a, b)} == {house}
    assert content.summary().modules["psionics"]["houses"] == 6
    assert content.summary().modules["psionics"]["technologies"] == 12


@pytest.mark.parametrize("house", sorted(LOST))
def test_rs_tech_01_lost_houses_start_on_every_map_with_both_origins(house: str) -> None:
    """RS-TECH-01, RS-MOD-09: Vethara and Oduran are Psionics Houses (refused without the
    module); each Origin sets up on every competitive map, owning its Origin Technology, every
    invariant holding."""
    game = bundled()
    with pytest.raises(SetupError, match="Psionics"):
        game.new_game(Config(players=2, houses=(house,)))
    for map_id, m in game.content.maps.items():
        if m.players < 2 or m.coop or m.tutorial:  # competitive maps only
            continue
        for origin, tech in zip(("a", "b"), LOST[house], strict=True):
            config = Config(
                players=m.players,
                seed=4,
                map=map_id,
                houses=(f"{house}/{origin}",),
                modules=("psionics",),
            )
            state = game.new_game(config)
            assert state.houses[0].house == house and tech in state.houses[0].technologies
            assert not violations(state, game.content), (map_id, origin)


def _linking(level: str) -> GameState:
    """Seat 0 owns Mind Links (``level``) and has played Politics, trackers on spaces 1/3/1."""
    return actions(
        "policy",
        {
            "technologies": {"mind_links": level},
            "tracks": [0, 2, 0],
            "resources": {"food": 0, "energy": 0, "materials": 0, "credits": 0, "science": 2},
        },
    )


def test_rs_mindlink_01_to_05_the_mind_links_technology_places_a_token() -> None:
    """RS-MINDLINK-01 (a Mind Link effect places a token), RS-MINDLINK-02 (never under the
    tracker), RS-MINDLINK-03 (only the Tiers named: Basic Mind Links names Tiers 0-1, spaces
    1-5), RS-MINDLINK-04/-05 (the covered space gives a Skip): the owner's Technology action
    (Politics Focus, 1 Science) places it; without the Technology there is no such action."""
    game = bundled()
    assert "tech-action mind_links 1" not in names(game, actions("policy", {}))
    state = play(game, _linking("basic"), "tech-action mind_links 1", "effect 1")
    offered = {n for n in names(game, state) if n.startswith("mind-link")}
    assert offered and all(int(n.split()[-1]) <= 5 for n in offered)
    assert "mind-link statecraft 4" in offered
    assert refused(game, state, "mind-link statecraft 3").rule_id == "RS-MINDLINK-02"
    assert refused(game, state, "mind-link society 6").rule_id == "RS-MINDLINK-03"
    state = play(game, state, "mind-link statecraft 4")
    house = state.houses[0]
    assert house.mind_links == ["statecraft:3"] and house.resources[SCIENCE] == 1
    benefit = civilization.move(state, game.content, 0, 1)
    assert [e.op for e in benefit] == ["skip"]


def test_rs_mindlink_03_improved_mind_links_names_tier_2() -> None:
    """RS-MINDLINK-03: the Improved Mind Links action names Tiers 0-2, so space 6 (Tier 2) is
    offered, for free; space 7 (Tier 3) is not."""
    game = bundled()
    state = play(game, _linking("improved"), "tech-action mind_links 1", "effect 1")
    offered = {n for n in names(game, state) if n.startswith("mind-link")}
    assert "mind-link economy 6" in offered and "mind-link economy 7" not in offered
    state = play(game, state, "mind-link economy 6")
    assert state.houses[0].mind_links == ["economy:5"]
    assert state.houses[0].resources[SCIENCE] == 2


def test_rs_mindlink_01_03_vethara_origin_a_starts_with_a_mind_link() -> None:
    """RS-MINDLINK-01, RS-MINDLINK-03: Vethara's Origin A set-up places one Mind Link token on
    a Tier 0 space (spaces 1-3) with a benefit, never the tracker's space 1."""
    game = bundled()
    config = Config(players=2, seed=5, houses=("vethara/a",), modules=("psionics",))
    state = play(game, game.new_game(config), "effect 1")
    offered = {n for n in names(game, state) if n.startswith("mind-link")}
    assert offered and all(n.split()[-1] in ("2", "3") for n in offered)
    state = play(game, state, sorted(offered)[0])
    assert len(state.houses[0].mind_links) == 1


def _wanted(notation: str) -> bool:
    """Moves that exercise the lost Houses' content: set-up effects, Technology actions,
    Mind Links."""
    return notation.split()[0] in ("effect", "tech-action", "mind-link", "offer-psionic")


@pytest.mark.parametrize(
    "houses", [("vethara/a", "oduran/b"), ("oduran/a", "vethara/b")], ids=["va-ob", "oa-vb"]
)
def test_rs_mod_06_games_with_the_lost_houses_keep_every_invariant(
    houses: tuple[str, str],
) -> None:
    """RS-MOD-06, RS-TECH-01, RS-MINDLINK-01: a random 2-player game seating Vethara and Oduran
    (all four Origins over the two games) ends with every invariant held after every action and
    replays to the same hash; Vethara A places Mind Link tokens."""
    game = bundled()
    chooser = random.Random(7)
    config = Config(players=2, seed=31, houses=houses, modules=("psionics",))
    session = Session(game, game.new_game(config))
    while not game.is_over(session.state):
        ids = game.legal_ids(session.state)
        marked = [i for i in ids if _wanted(game.action_space.notation(i))]
        pick = chooser.choice(marked) if marked and chooser.random() < 0.9 else chooser.choice(ids)
        session.apply(pick)
        problems = violations(session.state, game.content)
        assert not problems, problems
    again = Session.loads(game, session.dumps())
    again.replay()
    assert state_hash(again.state) == state_hash(session.state)
    vethara = next(h for h in session.state.houses if h.house == "vethara")
    if "vethara/a" in houses:  # Origin A: Mind Links from the start
        assert vethara.mind_links


def test_rs_effect_10_11_null_lances_removes_voidborn_fleet_power() -> None:
    """RS-EFFECT-10, RS-EFFECT-11 (P-37: Null Lances' Technology action): with a Conquest
    Focus and 2 Energy, Oduran's Null Lances removes 1 Voidborn FP from a Voidborn sector next
    to one of yours, never a sector's last one (seat 0's s19 touches s7, s8, s20 with 2 FP and
    s24 with 1); without Conquest it is not offered."""
    game = bundled()
    owner = {
        "technologies": {"null_lances": "basic"},
        "resources": {"food": 0, "energy": 2, "materials": 0, "credits": 0, "science": 0},
    }
    assert "tech-action null_lances 1" not in names(game, actions("policy", owner))
    state = play(game, actions("conquest", owner), "tech-action null_lances 1", "effect 1")
    assert {n for n in names(game, state) if n.startswith("sector")} == {
        "sector s7",
        "sector s8",
        "sector s20",
    }
    assert refused(game, state, "sector s24").rule_id == "RS-EFFECT-11"
    state = play(game, state, "sector s20")
    assert state.galaxy.sector("s20").voidborn == 1
    assert state.houses[0].resources[RESOURCES.index("energy")] == 0


def test_rs_tech_01_void_forges_pays_per_shipyard() -> None:
    """RS-TECH-01 (P-37: Void Forges' Technology action): with a Production Focus, 1 Energy
    gives 1 Materials plus 1 per Shipyard in the owner's Pure sectors."""
    game = bundled()
    owner = {
        "technologies": {"void_forges": "basic"},
        "resources": {"food": 0, "energy": 1, "materials": 0, "credits": 0, "science": 0},
    }
    state = actions("production", owner)
    yards = sum(
        s.filled("installation").count("shipyard")
        for s in state.galaxy.sectors
        if s.owner == 0 and s.is_pure
    )
    assert yards >= 1
    state = play(game, state, "tech-action void_forges 1", "effect 1", "effect 2")
    materials = RESOURCES.index("materials")
    assert state.houses[0].resources[materials] == 1 + yards
    assert state.houses[0].resources[RESOURCES.index("energy")] == 0
