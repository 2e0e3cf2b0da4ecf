"""Mind Link tokens (RS-MINDLINK-01..06) and the Psionics module's House content (RS-TECH-01,
RS-MOD-09)."""

from __future__ import annotations

import pytest

from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.rules import civilization
from tests.voidfall.engine.gamekit import bundled, names, play, refused
from tests.voidfall.psionics.kit import actions


def _placing(tier: int, tracks: list[int]) -> GameState:
    """Seat 0 places a Mind Link on a space of Tier ``tier``, its trackers at ``tracks``."""
    game = bundled()
    state = actions("policy", {"tracks": tracks})
    effect = Effect("place_mind_link", {"min_tier": tier, "max_tier": tier})
    push_step(state, game.content, 0, effect, cost=False)
    return state


def test_rs_mindlink_02_03_only_spaces_of_the_tiers_named_not_under_the_tracker() -> None:
    """RS-MINDLINK-02, RS-MINDLINK-03, RS-MINDLINK-06 (AMBIG A11): Tier 1 is spaces 4-5 of each
    track; the tracker's own space is never offered; a Skip space (Economy 2) or an empty space
    (1) is not a benefit to cover."""
    game = bundled()
    state = _placing(1, [3, 0, 0])  # Society tracker on space 4
    offered = {n for n in names(game, state) if n.startswith("mind-link")}
    assert offered == {
        "mind-link society 5",
        "mind-link statecraft 4",
        "mind-link statecraft 5",
        "mind-link economy 4",
        "mind-link economy 5",
    }
    assert refused(game, state, "mind-link society 4").rule_id == "RS-MINDLINK-02"
    assert refused(game, state, "mind-link society 7").rule_id == "RS-MINDLINK-03"
    tier0 = {n for n in names(game, _placing(0, [0, 0, 0])) if n.startswith("mind-link")}
    assert "mind-link economy 2" not in tier0 and "mind-link society 2" in tier0


def test_rs_mindlink_04_05_a_covered_space_is_a_skip() -> None:
    """RS-MINDLINK-04, RS-MINDLINK-05: entering a covered space gives a Skip (advance the same
    track again) instead of its printed benefit."""
    game = bundled()
    state = _placing(1, [0, 2, 0])
    state = play(game, state, "mind-link statecraft 4")
    house = state.houses[0]
    assert house.mind_links == ["statecraft:3"]
    benefit = civilization.move(state, game.content, 0, 1)
    assert [e.op for e in benefit] == ["skip"] and benefit[0].args == {"track": "statecraft"}
    assert house.tracks[1] == 3


def test_rs_tech_01_ilvaros_plays_only_with_psionics() -> None:
    """RS-TECH-01, RS-MOD-09: House Ilvaros (authored Origins, Biofabricators, Psiogenetics) is a
    Psionics House: refused without the module, playable with it, its Origin Technology owned."""
    game = bundled()
    with pytest.raises(SetupError, match="Psionics"):
        game.new_game(Config(players=2, houses=("ilvaros",)))
    on = game.new_game(Config(players=2, houses=("ilvaros",), modules=("psionics",)))
    assert on.houses[0].house == "ilvaros" and "biofabricators" in on.houses[0].technologies
    content = game.content
    assert {content.technologies[t].house for t in ("biofabricators", "psiogenetics")} == {
        "ilvaros"
    }


def test_rs_tech_01_ilvaros_starts_on_every_map_with_both_origins() -> None:
    """RS-TECH-01, RS-MOD-09: each Origin of House Ilvaros sets up on every competitive map with
    Psionics on, every invariant holding (its Origin Technology owned, Origin B's Psionic Combat
    token choice pending or made)."""
    game = bundled()
    for map_id, m in game.content.maps.items():
        if m.players < 2 or m.coop or m.tutorial:  # competitive maps only
            continue
        for origin in ("a", "b"):
            houses = (f"ilvaros/{origin}",)
            config = Config(
                players=m.players, seed=2, map=map_id, houses=houses, modules=("psionics",)
            )
            state = game.new_game(config)
            assert state.houses[0].house == "ilvaros"
            assert not violations(state, game.content), (map_id, origin)
