"""A saved game holding a module's House or Focus card without the module is refused
(RS-UPD-02, RS-MOD-01), naming the module; the same game with it is accepted."""

from __future__ import annotations

from domineum.voidfall.checks.validate import problems
from domineum.voidfall.model.state import Config
from tests.voidfall.engine.gamekit import bundled


def test_updated_house_or_card_without_psionics_is_refused() -> None:
    """RS-UPD-02, RS-MOD-12: updated Houses and the Psionics House Focus cards belong to a
    game with Psionics; a save that puts them in a base game is refused with the module."""
    game = bundled()
    with_psionics = game.new_game(
        Config(players=2, houses=("zenor", "astoran"), seed=2, modules=("psionics",))
    )
    assert not list(problems(with_psionics, game.content))
    base = game.new_game(Config(players=2, houses=("zenor", "astoran"), seed=2))
    assert not list(problems(base, game.content))
    forged = game.new_game(Config(players=2, houses=("zenor", "astoran"), seed=2))
    forged.houses[0].house = "zenor_updated"
    found = list(problems(forged, game.content))
    assert found and "Psionics" in found[0] and "houses.0" in found[0]
    card = game.new_game(Config(players=2, houses=("zenor", "astoran"), seed=2))
    card.houses[1].focus_hand = [c for c in card.houses[1].focus_hand if c != "reinforcement"]
    card.houses[1].focus_hand.append("astoran_reinforcement")
    found = list(problems(card, game.content))
    assert found and "Psionics" in found[0] and "houses.1" in found[0]
