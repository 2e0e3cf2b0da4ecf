"""Co-op and solo components are marked by blue sections (RS-MOD-03, VF-MODE-02): the pack marks
the entries that exist only for co-op/solo (``coop_solo``), ``voidfall card`` says so, and a
competitive map cannot use a co-op/solo-only sector type."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from domineum.kernel import messages
from domineum.kernel.errors import ContentError
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.present.cardtext import card_text
from tests.voidfall.engine.gamekit import bundled


def test_rs_mod_03_the_co_op_and_solo_entries_are_marked() -> None:
    """RS-MOD-03: the Rift tile and the Event boxes printed for co-op/solo only are marked; every
    map that places a marked tile is a co-op or solo map."""
    content = bundled().content
    marked_types = {k for k, t in content.sector_types.items() if t.coop_solo}
    assert marked_types == {"rift"}
    marked_boxes = [
        (e.id, n) for e in content.events.values() for n, b in enumerate(e.boxes, 1) if b.coop_solo
    ]
    assert len(marked_boxes) == 4
    for event, n in marked_boxes:
        text = content.events[event].boxes[n - 1].text.lower()
        assert "co-op/solo" in text and not content.events[event].boxes[n - 1].effects
    users = {
        m.id
        for m in content.maps.values()
        if any(content.sector_types[s.type].coop_solo for s in m.sectors)
    }
    assert users and all(content.maps[m].coop or content.maps[m].players == 1 for m in users)


@pytest.mark.parametrize("language", ["en", "de", "pt"])
def test_rs_mod_03_voidfall_card_shows_the_blue_mark(language: str) -> None:
    """RS-MOD-03: the card text of a marked tile and of a marked Event box carries the blue mark
    in the reader's language; an unmarked entry or box does not."""
    content = bundled().content
    with messages.using(language):
        tile_mark = messages.render("vf.card.coop_solo")
        box_mark = messages.render("vf.box.coop_solo").strip()
        assert "  " + tile_mark in card_text(content, "sector", "rift")
        assert "  " + tile_mark not in card_text(content, "sector", "asteroid_belt")
        event = next(
            e for e in content.events.values() if any(b.coop_solo for b in e.boxes) and e.boxes
        )
        lines = card_text(content, "event", event.id)
        boxes = [line for line in lines if line.startswith("  ")][: len(event.boxes)]
        for box, line in zip(event.boxes, boxes, strict=True):
            assert (box_mark in line) == box.coop_solo
    if language != "en":
        with messages.using("en"):
            assert tile_mark != messages.render("vf.card.coop_solo")


def test_rs_mod_03_a_competitive_map_with_a_co_op_tile_is_refused(tmp_path: Path) -> None:
    """RS-MOD-03, VF-MODE-02: a competitive map placing the co-op/solo-only Rift tile is refused
    at load, naming the map and the sector."""
    root = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, root)
    path = root / "maps" / "two_players.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "{id: s12, population: 2}", "{id: s12, type: rift}", 1
    )
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(root)
    assert caught.value.entry == "x01-2p" and caught.value.field == "sectors.s12.type"
