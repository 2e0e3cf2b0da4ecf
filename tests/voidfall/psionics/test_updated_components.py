"""Updated base components with Psionics (RS-UPD, RS-MOD-02, RS-MOD-12): a module entry with
``updates: X`` replaces the base entry X in a game with Psionics on, and only then."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import DEFAULT_PACK, Content
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.setup import SetupError, new_game
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import Config
from tests.voidfall.engine.gamekit import bundled as bundled_game

PSIONICS = ("psionics",)
UPDATED = ("shiveus", "zenor", "belitan", "fenrax")


def _houses(
    content: Content, houses: tuple[str, ...], modules: tuple[str, ...]
) -> list[HouseState]:
    config = Config(players=len(houses), houses=houses, seed=5, modules=modules)
    return new_game(content, config).houses


def _house_cards(content: Content, house: HouseState) -> list[str]:
    cards = [*house.focus_hand, *house.focus_reserved]
    return sorted(c for c in cards if content.focus_cards[c].house)


def bundled() -> Content:
    return bundled_game().content


def _pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, root)
    return root


def test_updated_houses_and_cards_replace_the_base_ones_with_psionics() -> None:
    """RS-UPD-01, RS-UPD-04, RS-UPD-07, RS-UPD-08: with Psionics on, Shiveus plays its updated
    Politics House Focus card instead of the base one, Zenor's mat and the Origin cards of
    Belitan and Fenrax are their updated versions."""
    content = bundled()
    houses = _houses(content, UPDATED, PSIONICS)
    assert [h.house for h in houses] == [f"{h}_updated" for h in UPDATED]
    shiveus = _house_cards(content, houses[0])
    assert "shiveus_policy_updated" in shiveus
    assert "shiveus_policy" not in shiveus
    assert content.focus_cards["shiveus_policy_updated"].replaces == "policy"
    assert "policy" not in houses[0].focus_hand  # it still replaces the standard card


def test_base_versions_are_played_without_psionics() -> None:
    """RS-UPD-02, RS-MOD-12: without Psionics the base House mats, Origins and House Focus cards
    are played, and no module card is dealt."""
    content = bundled()
    houses = _houses(content, UPDATED, ())
    assert [h.house for h in houses] == list(UPDATED)
    assert _house_cards(content, houses[0]) == ["shiveus_crusade", "shiveus_policy"]
    for house in houses:
        cards = [*house.focus_hand, *house.focus_reserved]
        assert not any(content.focus_cards[c].module for c in cards)


@pytest.mark.parametrize(
    ("house", "with_psionics", "without"),
    [
        ("astoran", 3, 2),
        ("valnis", 2, 0),
        ("belitan", 2, 0),
        ("cortozaar", 2, 0),
        ("dunlork", 1, 0),
    ],
)
def test_new_house_focus_cards_with_psionics(house: str, with_psionics: int, without: int) -> None:
    """RS-UPD-05, RS-UPD-06: Astoran gains a Reinforcement House Focus card (3 in all); Valnis,
    Belitan, Cortozaar and Dunlork get 2, 2, 2 and 1; each replaces a standard card, so the hand
    keeps 9 cards."""
    content = bundled()
    other = "kradmor"
    for modules, expected in ((PSIONICS, with_psionics), ((), without)):
        seat = _houses(content, (house, other), modules)[0]
        own = _house_cards(content, seat)
        assert len(own) == expected
        cards = [*seat.focus_hand, *seat.focus_reserved]
        assert len(cards) == 9
        for card in own:
            assert content.focus_cards[card].replaces not in cards
    astoran = _houses(content, ("astoran", other), PSIONICS)[0]
    assert "astoran_reinforcement" in astoran.focus_hand
    assert "reinforcement" not in astoran.focus_hand


def test_an_update_takes_the_fields_it_gives_and_the_base_fields_otherwise(tmp_path: Path) -> None:
    """RS-UPD-01, RS-UPD-07, RS-UPD-08: a corrected pack's updated Origin and mat are what is
    played with Psionics (the other Origin and every field not given stay the base ones), and
    the base ones without it."""
    root = _pack(tmp_path)
    path = root / "modules" / "psionics" / "houses.yaml"
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))
    for entry in entries:
        if entry["id"] == "belitan_updated":
            entry["origins"][0]["resources"]["credits"] = 9
        if entry["id"] == "zenor_updated":
            entry["preferred"] = ["production", "progress"]
    path.write_text(yaml.safe_dump(entries, sort_keys=False), encoding="utf-8")
    content = load_content(root)
    assert content.houses["belitan_updated"].origins[1] == content.houses["belitan"].origins[1]
    credits = 3  # index of Credits in HouseState.resources
    with_psionics = _houses(content, ("belitan", "zenor"), PSIONICS)
    assert with_psionics[0].resources[credits] == 9
    assert with_psionics[1].preferred == ["production", "progress"]
    base = _houses(content, ("belitan", "zenor"), ())
    assert base[0].resources[credits] == content.houses["belitan"].origins[0].resources["credits"]
    assert base[1].preferred == content.houses["zenor"].preferred


def test_random_houses_never_deal_a_replaced_base_house() -> None:
    """RS-UPD-01: a House drawn at random is played in its updated version with Psionics on; the
    updated versions are never extra Houses."""
    content = bundled()
    seen: set[str] = set()
    for seed in range(12):
        state = new_game(content, Config(players=4, seed=seed, modules=PSIONICS))
        seen.update(h.house for h in state.houses)
        bases = [content.houses[h.house].updates or h.house for h in state.houses]
        assert len(set(bases)) == 4
    assert not seen & {"shiveus", "zenor", "belitan", "fenrax", "yarvek"}


def test_an_updated_house_named_without_psionics_is_refused() -> None:
    """RS-UPD-02: an updated version is a Psionics component, refused in a game without it."""
    with pytest.raises(SetupError, match="Psionics"):
        _houses(bundled(), ("zenor_updated", "valnis"), ())


def test_only_psionics_components_are_updated_versions(tmp_path: Path) -> None:
    """RS-MOD-02: Psionics components are "new" or "updated"; an updated entry in another
    module's folder, or one naming no base entry, is refused at load. The pack's summary counts
    Psionics' updated versions apart from its new entries."""
    root = _pack(tmp_path)
    (root / "modules" / "arsenal" / "focus_cards.yaml").write_text(
        "- {id: conquest_arsenal, name: Conquest, updates: conquest, module: arsenal,"
        " source: authored}\n",
        encoding="utf-8",
    )
    with pytest.raises(ContentError, match="RS-MOD-02"):
        load_content(root)
    (root / "modules" / "arsenal" / "focus_cards.yaml").unlink()
    cards = root / "modules" / "psionics" / "focus_cards.yaml"
    text = cards.read_text(encoding="utf-8").replace("updates: shiveus_policy", "updates: nothing")
    cards.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match="no base entry 'nothing'"):
        load_content(root)
    counts = bundled().summary().modules["psionics"]
    assert counts["updated_houses"] == 5
    assert counts["updated_focus_cards"] == 1
    assert counts["focus_cards"] == 8
