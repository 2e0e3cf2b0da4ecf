"""Typed Technology abilities (VF-TECH-02, docs/content-sources.md "Technology ability keys"):
each level's ``abilities`` map compiled once at load, and a seat's levels merged."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.abilities import Abilities, LevelBoost, compile_abilities, merge
from domineum.voidfall.content.loader import DEFAULT_PACK, Content
from domineum.voidfall.effects.pack import load_content


@pytest.fixture(scope="module")
def pack() -> Content:
    return load_content()


def test_every_pack_level_is_typed_from_its_map(pack: Content) -> None:
    """Every key of the pack's ``abilities`` maps is a typed field; the string form of
    ``production_levels`` becomes a :class:`LevelBoost`."""
    for tech in pack.technologies.values():
        for level in ("basic", "improved"):
            typed = pack.level_abilities[(tech.id, level)]
            assert set(getattr(tech, level).abilities) <= set(Abilities.__struct_fields__)
            for key, raw in getattr(tech, level).abilities.items():
                value = getattr(typed, key)
                if key == "production_levels":
                    assert all(isinstance(b, LevelBoost) for b in value)
                elif key == "double_action":
                    assert isinstance(raw, list) and value == frozenset(raw)
                else:
                    assert value == raw, (tech.id, level, key)
    refinery = pack.level_abilities[("data_refinery", "basic")]
    assert refinery.production_levels == (LevelBoost("science", "bankers", 2),)


def test_string_and_mapping_boosts_are_the_same() -> None:
    """E-13: ``"credits:shipyard:2"`` and its mapping form compile alike."""
    mapping = {"resource": "credits", "per": "shipyard", "amount": 2}
    assert compile_abilities({"production_levels": ["credits:shipyard:2"]}, ()) == (
        compile_abilities({"production_levels": [mapping]}, ())
    )


def test_a_seat_merges_its_levels(pack: Content) -> None:
    """A seat's abilities: gains add up, limits take the highest, modes the strongest, flags
    any, lists join; the same owned set is merged once."""
    a = Abilities(trade_token_capacity=1, agenda_slots=5, recall_to_home="once_per_combat")
    b = Abilities(trade_token_capacity=1, recall_to_home="always", keep_installations=True)
    merged = merge([a, b])
    assert merged.trade_token_capacity == 2 and merged.agenda_slots == 5
    assert merged.recall_to_home == "always" and merged.keep_installations
    owned = {"data_refinery": "improved", "orbital_docks": "improved"}
    seat = pack.seat_abilities.of(owned)
    assert [b.per for b in seat.production_levels] == ["bankers", "shipyard"]
    assert seat.upkeep_credits == 2 and seat.extra_shipyard_per_sector == 1
    assert pack.seat_abilities.of(dict(owned)) is seat
    assert pack.seat_abilities.of({}) == Abilities()


def _refused(tmp_path: Path, key: str, value: Any) -> ContentError:
    root = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, root)
    path = root / "technologies.yaml"
    techs = yaml.safe_load(path.read_text(encoding="utf-8"))
    techs[0]["improved"]["abilities"][key] = value
    path.write_text(yaml.safe_dump(techs, sort_keys=False), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(root)
    return caught.value


@pytest.mark.parametrize(
    ("key", "value", "field"),
    [
        ("warp_speed", 2, "improved.abilities"),
        ("agenda_slots", "five", "improved.abilities.agenda_slots"),
        ("production_levels", ["science:pilots:2"], "improved.abilities.production_levels[0].per"),
        ("production_levels", ["gold:bankers:2"], "improved.abilities.production_levels[0]"),
        ("double_action", ["lunch"], "improved.abilities.double_action"),
        ("recall_to_home", "sometimes", "improved.abilities.recall_to_home"),
        ("combat", "lasers", "improved.abilities.combat"),
    ],
)
def test_a_bad_ability_is_refused_at_load(tmp_path: Path, key: str, value: Any, field: str) -> None:
    """An unknown key, an ill-typed value or an unknown name fails the load, naming the field."""
    err = _refused(tmp_path, key, value)
    assert (err.file, err.entry) == ("technologies.yaml", "shields")
    assert err.field.startswith(field), err
