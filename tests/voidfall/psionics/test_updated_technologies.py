"""Updated Technology cards and the Psionics box's Technology cards (RS-UPD-09, RS-TECH-02),
and what an update changes (RS-UPD-03)."""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.kernel.game import state_hash
from domineum.voidfall.content.loader import DEFAULT_PACK, Content
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.setup import new_game
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config
from domineum.voidfall.present.cardtext import card_text
from domineum.voidfall.rules import deployment, fleet, invasion
from tests.voidfall.engine.gamekit import bundled

PSIONICS = ("psionics",)
UPDATED_TECHS = {"carriers": "fenrax", "targeting": "belitan", "cloning": "zenor"}


def _pack(tmp_path: Path, file: str, edit: Callable[[dict[str, Any]], None]) -> Content:
    """The bundled pack with the Psionics entries of ``file`` edited by ``edit`` (by id)."""
    root = tmp_path / "pack"
    if not root.exists():
        shutil.copytree(DEFAULT_PACK, root)
    path = root / "modules" / "psionics" / file
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))
    edit({e["id"]: e for e in entries})
    path.write_text(yaml.safe_dump(entries, sort_keys=False), encoding="utf-8")
    return load_content(root)


def _base(tech: str) -> dict[str, Any]:
    """The base pack's entry ``tech`` of technologies.yaml."""
    entries = yaml.safe_load((DEFAULT_PACK / "technologies.yaml").read_text(encoding="utf-8"))
    return next(e for e in entries if e["id"] == tech)


def test_rs_tech_02_the_psionics_technology_cards_match_the_box() -> None:
    """RS-TECH-02, RS-UPD-09: the updated cards reprinted are exactly 2 Basic Carriers, 2 Basic
    Targeting, 1 Improved Cloning and 1 Improved Targeting; each new Technology has one Basic
    card and each new House one Improved card, so the 6 new Houses make exactly the box's 12
    Basic and 6 Improved."""
    content = bundled().content
    module = [t for t in content.technologies.values() if t.module == "psionics"]
    reprinted = {
        (t.updates, level): getattr(t.reprinted, level)
        for t in module
        if t.reprinted is not None
        for level in ("basic", "improved")
        if getattr(t.reprinted, level)
    }
    assert reprinted == {
        ("carriers", "basic"): 2,
        ("targeting", "basic"): 2,
        ("targeting", "improved"): 1,
        ("cloning", "improved"): 1,
    }
    new = [t for t in module if not t.updates]
    houses = {t.house for t in new}
    for house in houses:
        own = [t for t in new if t.house == house]
        assert [t.cards.basic for t in own] == [1, 1], house
        assert sum(t.cards.improved for t in own) == 1, house
    basic, improved = sum(t.cards.basic for t in new), sum(t.cards.improved for t in new)
    assert len(houses) == 6
    assert (basic, improved) == (12, 6)
    assert {t.id for t in new if t.cards.improved} >= {"command_stations", "phantoms"}


def test_rs_tech_02_the_display_holds_the_cards_that_exist() -> None:
    """RS-TECH-02: a new Technology in the display has one Basic card (with its Influence) and
    is in the Improved deck only if it has an Improved card; base ones keep 2 and 1."""
    content = bundled().content
    seen = 0
    for seed in range(12):
        state = new_game(content, Config(players=3, seed=seed, modules=PSIONICS))
        board = state.board
        improved = set(board.improved_offer) | set(board.improved_deck)
        for tech, pile in board.tech_piles.items():
            card = content.technologies[tech]
            if card.module == "psionics" and not card.updates:
                seen += 1
                assert pile == [card.basic.influence]
            else:
                assert pile == [0, card.basic.influence]
            assert (tech in improved) == bool(card.cards.improved)
    assert seen


@pytest.mark.parametrize(("tech", "house"), sorted(UPDATED_TECHS.items()))
def test_rs_upd_09_the_updated_technology_is_the_one_in_the_game(tech: str, house: str) -> None:
    """RS-UPD-01, RS-UPD-02, RS-UPD-09: with Psionics on, the display and the Origins deal the
    updated Carriers, Targeting and Cloning cards instead of the base ones; without it, the base
    ones."""
    content = bundled().content
    updated = f"{tech}_updated"
    for modules, played, other in ((PSIONICS, updated, tech), ((), tech, updated)):
        for seed in range(40):
            state = new_game(content, Config(players=3, seed=seed, modules=modules))
            if house in {content.technologies[t].house for t in state.board.tech_piles}:
                break
        else:
            pytest.fail(f"no game with {house} in the display")
        assert played in state.board.tech_piles
        assert other not in state.board.tech_piles
        assert other not in state.board.improved_offer + state.board.improved_deck


def test_rs_upd_09_an_updated_card_keeps_its_base_rules_and_its_own_values(
    tmp_path: Path,
) -> None:
    """RS-UPD-01, RS-UPD-09: Fenrax A starts with the updated Carriers with Psionics on; it is
    played as Carriers (the Carrier fleet type, the Carriers combat Technology), and a value the
    updated card changes (a Carrier FP costs 2 Food here) is the one the rules use."""

    def dearer(entries: dict[str, Any]) -> None:
        basic = _base("carriers")["basic"]
        basic["abilities"]["deploy_cost_food"] = 2
        entries["carriers_updated"]["basic"] = basic

    content = _pack(tmp_path, "technologies.yaml", dearer)
    config = Config(players=2, houses=("fenrax", "valnis"), seed=2, modules=PSIONICS)
    house = new_game(content, config).houses[0]
    assert house.technologies == {"carriers_updated": "basic"}
    assert fleet.can_deploy_type(house, "carrier")
    assert invasion.technologies(house).carriers == "basic"
    assert deployment.cost(content, house, "carrier") == {"food": 2}
    base = new_game(content, Config(players=2, houses=("fenrax", "valnis"), seed=2)).houses[0]
    assert base.technologies == {"carriers": "basic"}
    assert deployment.cost(content, base, "carrier") == {"food": 1}


def test_rs_upd_09_an_updated_technology_is_named_after_its_base(tmp_path: Path) -> None:
    """RS-UPD-09 (P-32): an updated Technology's id is its base id + ``_updated`` (the rules play
    it as its base), and only an updated Technology has reprinted cards; else the load fails."""

    def rename(entries: dict[str, Any]) -> None:
        entries["carriers_updated"]["id"] = "carriers_v2"

    with pytest.raises(ContentError, match="carriers_updated"):
        _pack(tmp_path, "technologies.yaml", rename)
    shutil.rmtree(tmp_path / "pack")

    def reprint(entries: dict[str, Any]) -> None:
        entries["phantoms"]["reprinted"] = {"basic": 1}

    with pytest.raises(ContentError, match="reprinted"):
        _pack(tmp_path, "technologies.yaml", reprint)


def test_rs_upd_09_the_card_text_says_what_the_update_is() -> None:
    """RS-UPD-09, RS-UPD-07, RS-TECH-02: ``voidfall card`` shows what an updated card or mat
    replaces, the cards the box reprints, and a new Technology's card count, without an Improved
    side it does not have."""
    content = bundled().content
    carriers = card_text(content, "technology", "carriers_updated")
    assert "Updated Psionics version: replaces Carriers while Psionics is on" in carriers
    assert any("2 Basic and 0 Improved" in line for line in carriers)
    zenor = card_text(content, "house", "zenor_updated")
    assert "Updated Psionics version: replaces Zenor while Psionics is on" in zenor
    assert not any("Updated" in line for line in card_text(content, "house", "zenor"))
    exo = card_text(content, "technology", "exo_skeletons")
    assert "Cards in the game: 1 Basic, 0 Improved" in exo
    assert not any("Improved side" in line for line in exo)


def _hashes(game: VoidfallGame, config: Config, steps: int) -> list[str]:
    """State hashes of a seeded random game, ``steps`` actions long at most."""
    chooser = random.Random(config.seed)
    state = game.new_game(config)
    out = [state_hash(state)]
    while len(out) <= steps and not game.is_over(state):
        state = game.apply(state, chooser.choice(game.legal_ids(state)))
        out.append(state_hash(state))
    return out


def test_rs_upd_03_an_update_for_clarity_only_leaves_the_game_identical(tmp_path: Path) -> None:
    """RS-UPD-03: an update that only changes what is read (a House mat's ability text, an
    updated Technology's texts: the "new icons for clarity") plays exactly the same game as the
    bundled pack, while the card says the new text."""
    words = "Reprinted with the new icons."

    def reword_house(entries: dict[str, Any]) -> None:
        entries["zenor_updated"]["ability"] = words

    def reword_tech(entries: dict[str, Any]) -> None:
        for tech in ("cloning", "targeting"):
            card = _base(tech)
            card["basic"]["text"] = card["improved"]["text"] = words
            entries[f"{tech}_updated"].update(basic=card["basic"], improved=card["improved"])

    _pack(tmp_path, "houses.yaml", reword_house)
    clarity = _pack(tmp_path, "technologies.yaml", reword_tech)
    assert words in "\n".join(card_text(clarity, "house", "zenor_updated"))
    assert words in "\n".join(card_text(clarity, "technology", "cloning_updated"))
    config = Config(players=2, houses=("zenor/b", "belitan"), seed=8, modules=PSIONICS)
    assert new_game(clarity, config).houses[0].technologies == {"cloning_updated": "basic"}
    assert _hashes(VoidfallGame(clarity), config, 150) == _hashes(bundled(), config, 150)


def test_rs_upd_03_an_update_that_rebalances_a_house_takes_effect(tmp_path: Path) -> None:
    """RS-UPD-03: an update that changes a value (Zenor's Preferred Focus cards, Belitan A's
    Credits) changes the game played with Psionics, and only with it."""

    def rebalance(entries: dict[str, Any]) -> None:
        entries["zenor_updated"]["preferred"] = ["production", "progress"]
        entries["belitan_updated"]["origins"][0]["resources"]["credits"] = 7

    content = _pack(tmp_path, "houses.yaml", rebalance)
    houses = ("zenor", "belitan")
    on = new_game(content, Config(players=2, houses=houses, seed=8, modules=PSIONICS)).houses
    assert on[0].preferred == ["production", "progress"]
    assert on[1].resource("credits") == 7
    config = Config(players=2, houses=houses, seed=8, modules=PSIONICS)
    assert _hashes(VoidfallGame(content), config, 0) != _hashes(bundled(), config, 0)
    off = Config(players=2, houses=houses, seed=8)
    assert _hashes(VoidfallGame(content), off, 40) == _hashes(bundled(), off, 40)


def test_rs_tech_06_no_technology_focus_card_enters_a_game() -> None:
    """RS-TECH-06 (P-34): the 2 Ascension Technology Focus cards have no known function or
    owner, so the pack has none: with Psionics on, every Focus card a House holds is a standard
    card or a House Focus card, 9 in all, whatever its Technologies."""
    content = bundled().content
    names = {c.name.lower() for c in content.focus_cards.values()}
    assert not any("ascension" in n for n in names)
    assert not any("ascension" in t.name.lower() for t in content.technologies.values())
    for seed in range(4):
        state = new_game(content, Config(players=4, seed=seed, modules=PSIONICS))
        for house in state.houses:
            cards = [content.focus_cards[c] for c in (*house.focus_hand, *house.focus_reserved)]
            assert len(cards) == 9
            assert all(not c.house or c.replaces for c in cards)
