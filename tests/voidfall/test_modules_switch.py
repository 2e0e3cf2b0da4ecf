"""Resurgence's modules as configuration switches and the combinations the rulebook allows
(RS-MOD-01, RS-MOD-04, RS-MOD-05)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.core import procedure
from domineum.voidfall.core.modules import canonical, refusal
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config
from domineum.voidfall.model.terms import MODULES


def test_three_modules_in_canonical_order() -> None:
    """RS-MOD-01: Psionics, Voidborn Arsenal and Incursion, and nothing else."""
    assert MODULES == ("psionics", "arsenal", "incursion")
    assert canonical(["incursion", "psionics", "arsenal", "psionics"]) == MODULES
    found = refusal(Config(players=2, modules=("telepathy",)))
    assert found is not None and found[1] == "RS-MOD-01" and "telepathy" in found[0]


def test_incursion_needs_arsenal() -> None:
    """RS-MOD-04: incursion => arsenal."""
    found = refusal(Config(players=1, mode="solo", modules=("incursion",)))
    assert found is not None and found[1] == "RS-MOD-04"
    assert refusal(Config(players=1, mode="solo", modules=("arsenal", "incursion"))) is None


@pytest.mark.parametrize("mode", ["solo", "coop"])
def test_incursion_only_against_the_void(mode: str) -> None:
    """RS-MOD-05: Incursion is a solo/co-op mode, never competitive."""
    players = 1 if mode == "solo" else 2
    both = ("arsenal", "incursion")
    assert refusal(Config(players=players, mode=mode, modules=both)) is None
    found = refusal(Config(players=2, modules=both))
    assert found is not None and found[1] == "RS-MOD-05"


def test_psionics_and_arsenal_with_any_mode() -> None:
    """RS-MOD-06 and RS-MOD-07: Psionics and Arsenal combine with every mode."""
    for mode, players in (("competitive", 3), ("solo", 1), ("coop", 2)):
        for modules in (("psionics",), ("arsenal",), ("psionics", "arsenal")):
            assert refusal(Config(players=players, mode=mode, modules=modules)) is None


def _pack_with_module_house(
    tmp_path: Path, folder: str = "psionics", tag: str = "psionics"
) -> Path:
    """The bundled pack plus one House in ``modules/<folder>/houses.yaml`` tagged ``tag``."""
    root = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, root)
    houses = yaml.safe_load((root / "houses.yaml").read_text(encoding="utf-8"))
    house = dict(houses[0], id="test_psionic_house", name="Test Psionic House", module=tag)
    house["focus_cards"] = []  # House Focus cards name their House: keep the copy plain
    target = root / "modules" / folder
    target.mkdir(parents=True, exist_ok=True)  # the bundled pack may have the folder
    (target / "houses.yaml").write_text(yaml.safe_dump([house], sort_keys=False), encoding="utf-8")
    return root


def test_a_module_folder_adds_its_entries(tmp_path: Path) -> None:
    """RS-MOD-01: module content lives in ``modules/<module>/`` and says its module."""
    pack = load_content(_pack_with_module_house(tmp_path))
    assert pack.houses["test_psionic_house"].module == "psionics"
    assert all(h.module == "" for k, h in pack.houses.items() if k != "test_psionic_house")


@pytest.mark.parametrize(
    ("folder", "tag", "field"), [("psionics", "arsenal", "module"), ("telepathy", "", "-")]
)
def test_a_module_entry_must_name_its_folder(
    tmp_path: Path, folder: str, tag: str, field: str
) -> None:
    """RS-MOD-01: a module folder's entry belongs to that module, and the folder is a module."""
    with pytest.raises(ContentError) as caught:
        load_content(_pack_with_module_house(tmp_path, folder, tag))
    assert caught.value.file == f"modules/{folder}/houses.yaml" and caught.value.field == field


class _Psionics:
    """A stand-in extension claiming the Psionics switch, so setup can be tried with it on."""

    name = "test-psionics"
    claims = "module:psionics"
    action_kinds = ()

    def applies(self, config: Config) -> bool:
        return "psionics" in config.modules

    def extend(self, procedure: object) -> None:
        return None


def test_module_houses_play_only_with_their_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """RS-MOD-01, RS-MOD-09: a module's House is never dealt at random without the module, is
    refused by name, and can be played once the module is on."""
    game = VoidfallGame(load_content(_pack_with_module_house(tmp_path)))
    for seed in range(40):
        state = game.new_game(Config(players=4, seed=seed))
        assert "test_psionic_house" not in [h.house for h in state.houses]
    with pytest.raises(SetupError, match="Psionics"):
        game.new_game(Config(players=2, houses=("test_psionic_house",)))
    monkeypatch.setitem(procedure.EXTENSIONS, "test-psionics", _Psionics())
    on = Config(players=2, houses=("test_psionic_house",), modules=("psionics",))
    assert game.new_game(on).houses[0].house == "test_psionic_house"
