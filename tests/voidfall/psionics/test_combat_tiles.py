"""The Psionics box's Combat tiles as a reference a player reads (RS-CSUM-08): each line's
amount is what the Combat rules apply, and every word comes from the catalog."""

from __future__ import annotations

import pytest

from domineum.kernel import messages
from domineum.voidfall.model.combat import Fleet, Side
from domineum.voidfall.modules.psionics.combat_tiles import TILES, TileLine, tile_lines
from domineum.voidfall.present.cardtext import describe
from domineum.voidfall.rules import combat, fleet, invasion, psionic
from tests.voidfall.engine.gamekit import bundled
from tests.voidfall.psionics.kit import psionic as position

SIDE_FIELD = {  # where the Combat model keeps each (step, gain) of a tile line
    ("approach", "approach_absorption"): "approach_absorption",
    ("first_salvo", "salvo_absorption"): "first_salvo_absorption",
    ("first_salvo", "salvo_damage"): "first_salvo_damage",
}


def _line(tile: str, gain: str) -> TileLine:
    return next(line for line in TILES[tile] if line.gain == gain)


def _defender(tile: str, level: str, pieces: int, fp: int) -> Side:
    """s19 (seat 0's) defended with ``pieces`` of ``tile`` and ``fp`` Corvettes left."""
    spaces = [tile] * pieces + [""] * (3 - pieces)
    where = "installations" if tile == "command_station" else "guilds"
    built = spaces if tile == "command_station" else ["mechanized" if s else s for s in spaces]
    tech = "command_stations" if tile == "command_station" else "mechanized_guilds"
    state = position(houses={"0": {"technologies": {tech: level}}}, sectors={"s19": {where: built}})
    s19 = state.galaxy.sector("s19")
    fleet.take(s19, "corvette", s19.fleets.get("corvette", 0) - fp)
    return invasion.defender_side(state, s19)


@pytest.mark.parametrize("tile", ["mechanized_guild", "command_station"])
def test_rs_csum_08_the_guild_and_station_tiles_say_what_the_combat_applies(tile: str) -> None:
    """RS-CSUM-08, RS-MECHGUILD-04, RS-CMDSTN-08, RS-CMDSTN-09: per piece in the sector, with
    Fleet Power present (and Improved Command Stations for the Damage), the Defender gets the
    tile's amounts; without Fleet Power, none."""
    for line in TILES[tile]:
        field = SIDE_FIELD[(line.step, line.gain)]
        assert line.role == "defender" and line.per == "piece"
        level = "improved" if line.needs == "improved" else "basic"
        assert getattr(_defender(tile, level, 2, 1), field) == 2 * line.amount
        if line.needs == "improved":
            assert getattr(_defender(tile, "basic", 2, 1), field) == 0
    if tile == "command_station":  # held by its Stations alone: no Fleet Power, no bonus
        bare = _defender(tile, "improved", 2, 0)
        assert (bare.first_salvo_absorption, bare.first_salvo_damage) == (0, 0)


def test_rs_csum_08_the_phantom_tile_says_what_the_combat_applies() -> None:
    """RS-CSUM-08, RS-PHANTOM-02..04: 1 Initiative per Phantom FP in every Salvo; with Improved
    Phantoms and a Phantom FP present, the tile's Approach and first-Salvo Absorption, in total."""
    per_fp = _line("phantom", "initiative")
    report = combat.resolve(Side(fleet=Fleet(phantom=2)), Side(fleet=Fleet(corvette=3)))
    first = next(s for s in report.steps if s.name == "salvo 1")
    assert first.initiative is not None and first.initiative.invader == 2 * per_fp.amount
    force = {"phantom": 2, "corvette": 1}
    for level in ("basic", "improved"):
        state = position(
            houses={"0": {"technologies": {"phantoms": level}}},
            sectors={"s19": {"fleets": {"corvette": 1, "phantom": 2}}},
        )
        invader = invasion.invader_side(state, 0, "s13", force, energy=False, trade=False)
        defender = invasion.defender_side(state, state.galaxy.sector("s19"))
        for side, gain in ((invader, "approach_absorption"), (defender, "salvo_absorption")):
            line = _line("phantom", gain)
            expected = line.amount if level == "improved" else 0
            assert getattr(side, SIDE_FIELD[(line.step, line.gain)]) == expected


def test_rs_csum_08_the_psionic_tokens_tile_says_what_the_combat_applies() -> None:
    """RS-CSUM-08, RS-PCOMBAT-05, RS-CSUM-04: the Invader's discarded Approach Barrier and Salvo
    Strike give the tile's amounts."""
    state = position(houses={"0": {"approach_barriers": 1, "salvo_strikes": 1}})
    force = {"corvette": 2}
    for token, gain in ((psionic.BARRIER, "approach_absorption"), (psionic.STRIKE, "salvo_damage")):
        line = _line("psionic_tokens", gain)
        side = invasion.invader_side(
            state, 0, "s13", force, energy=False, trade=False, psionic_token=token
        )
        plain = invasion.invader_side(state, 0, "s13", force, energy=False, trade=False)
        field = SIDE_FIELD[(line.step, line.gain)]
        assert getattr(side, field) - getattr(plain, field) == line.amount


@pytest.mark.parametrize("language", ["en", "de", "pt"])
def test_rs_csum_08_voidfall_card_shows_the_four_tiles_in_every_language(language: str) -> None:
    """RS-CSUM-08: ``voidfall card`` shows the Mechanized Guild, Psionic Combat tokens, Command
    Station and Phantom tiles, a line per ability naming its rule, in the reader's language."""
    content = bundled().content
    assert set(TILES) == {"mechanized_guild", "psionic_tokens", "command_station", "phantom"}
    with messages.using(language):
        for tile, lines in TILES.items():
            text = tile_lines(tile)
            assert len(text) == 1 + len(lines)
            for line, said in zip(lines, text[1:], strict=True):
                assert said.endswith(f"({line.rule})") and f"+{line.amount} " in said
            assert describe(content, tile).splitlines() == text
        english = {"Every Salvo", "either side", "in total, not per Phantom", "Defender"}
        words = "\n".join(line for tile in TILES for line in tile_lines(tile))
        assert (language == "en") == all(w in words for w in english)
