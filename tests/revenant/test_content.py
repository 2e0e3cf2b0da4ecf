"""The content pack: counts of the components, validation errors that name what is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from domineum.kernel.errors import ContentError
from domineum.revenant.content.loader import DEFAULT_PACK, load_content, parse_effect
from domineum.revenant.game import RevenantGame


def test_rv_comp_counts_of_the_pack(game: RevenantGame) -> None:
    """RV-COMP-29, RV-COMP-30, RV-COMP-31, RV-COMP-32, RV-COMP-33, RV-COMP-34, RV-COMP-35,
    RV-COMP-08, RV-COMP-12, RV-SCAN-01, RV-OPS-01: the pack holds the rulebook's counts."""
    c = game.content
    assert c.summary() == {
        "houses": 7,
        "operation cards": 90,
        "planets": 29,
        "scanner cards": 45,
        "colonies": 7,
        "secret agendas": 13,
        "failure cards": 11,
        "crew board sides": 8,
        "frigate boards": 4,
        "hidden influence cards": 63,
        "sectors": 12,
    }
    assert [sum(o.type == t for o in c.ops.values()) for t in ("cadet", "frigate", "command")] == [
        30,
        30,
        30,
    ]
    assert sum(a.kind == "fleet" for a in c.agendas.values()) == 4
    assert sum(f.kind == "hull" for f in c.failures.values()) == 7
    for key in ("1-2", "3", "4"):
        for cyc in (1, 2, 3):
            assert sum(s.players == key and s.cycle == cyc for s in c.scanners.values()) == 5


def test_seed_facts_in_the_pack(game: RevenantGame) -> None:
    """RV-ARKSHIP-03, RV-INFL-04, RV-SHIP-07, RV-SHIP-19: seed facts kept in data: Arkship
    options, reward tokens, limits, the Shuttle's 0 Damage spaces, named cards."""
    c = game.content
    assert c.houses["zenor"].arkship == ("replicate", "clone")
    assert c.houses["novaris"].reward == "tactics" and c.houses["yarvek"].reward == "data"
    assert c.board.arkship_limit["3"] == 2 and c.board.arkship_limit["4"] == 1
    assert c.board.damage_spaces["shuttle"] == 0 and c.board.damage_spaces["arkship"] >= 2
    assert c.ops["cadet-02"].name == "Channeler" and c.ops["cadet-02"].house == "dunlork"
    assert c.failures["hull-1"].name == "Energy Pulse"


def test_project_authored_entries_are_marked() -> None:
    """Every authored entry of the pack names its source (docs/revenant.md, content)."""
    for f in DEFAULT_PACK.glob("*.yaml"):
        text = f.read_text()
        assert "source:" in text, f.name


def _copy(tmp_path: Path) -> Path:
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack)
    return pack


def test_bad_effect_names_file_entry_and_field(tmp_path: Path) -> None:
    pack = _copy(tmp_path)
    f = pack / "planets.yaml"
    f.write_text(f.read_text().replace("gain science 1", "gain gold 1", 1))
    with pytest.raises(ContentError) as err:
        load_content(pack)
    assert err.value.file == "planets.yaml" and err.value.field in ("top", "bottom")
    assert "gold" in str(err.value)


def test_missing_file_and_bad_bonus_list(tmp_path: Path) -> None:
    pack = _copy(tmp_path)
    (pack / "colonies.yaml").unlink()
    with pytest.raises(ContentError, match=r"colonies\.yaml"):
        load_content(pack)
    pack2 = tmp_path / "p2"
    shutil.copytree(DEFAULT_PACK, pack2)
    f = pack2 / "frigates.yaml"
    f.write_text(f.read_text().replace("- promote", "- gain", 1))
    with pytest.raises(ContentError) as err:
        load_content(pack2)
    assert err.value.field == "bonuses"


def test_effect_parser() -> None:
    assert parse_effect("gain science 2").n == 2
    assert parse_effect("hidden_influence").op == "hidden_influence"
    for bad in ("fly 2", "gain 2", "tactics -1", "damage_class cruiser"):
        with pytest.raises(ValueError):
            parse_effect(bad)
