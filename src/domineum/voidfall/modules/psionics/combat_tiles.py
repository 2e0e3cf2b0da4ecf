"""The Psionics box's Combat tiles (RS-CSUM-08): one each for the Mechanized Guild, the Psionic
Combat tokens, the Command Station and the Phantom. A tile is a reference a player reads: each
line says in which Combat step which side gains what, how much, counted how, and when. The
amounts are the ones the Combat rules apply (``rules/invasion.py``, ``rules/combat.py``;
``tests/voidfall/psionics/test_combat_tiles.py`` checks each line against them)."""

from __future__ import annotations

from typing import Literal, NamedTuple

from domineum.kernel import messages

Step = Literal["approach", "salvo", "first_salvo"]
Role = Literal["invader", "defender", "either"]
Gain = Literal["initiative", "approach_absorption", "salvo_absorption", "salvo_damage"]
Per = Literal["fp", "piece", "total"]  # per Fleet Power of the unit, per piece in the sector, once
Needs = Literal["", "fleet", "improved", "barrier", "strike"]


class TileLine(NamedTuple):
    """One ability printed on a Combat tile."""

    step: Step
    role: Role
    gain: Gain
    amount: int
    per: Per
    needs: Needs
    rule: str


TILES: dict[str, tuple[TileLine, ...]] = {
    "mechanized_guild": (
        TileLine(
            "first_salvo", "defender", "salvo_absorption", 1, "piece", "fleet", "RS-MECHGUILD-04"
        ),
    ),
    "psionic_tokens": (
        TileLine(
            "approach", "invader", "approach_absorption", 1, "total", "barrier", "RS-PCOMBAT-05"
        ),
        TileLine("first_salvo", "invader", "salvo_damage", 1, "total", "strike", "RS-CSUM-04"),
    ),
    "command_station": (
        TileLine(
            "first_salvo", "defender", "salvo_absorption", 1, "piece", "fleet", "RS-CMDSTN-09"
        ),
        TileLine("first_salvo", "defender", "salvo_damage", 1, "piece", "improved", "RS-CMDSTN-08"),
    ),
    "phantom": (
        TileLine("salvo", "either", "initiative", 1, "fp", "", "RS-PHANTOM-02"),
        TileLine(
            "approach", "invader", "approach_absorption", 1, "total", "improved", "RS-PHANTOM-03"
        ),
        TileLine(
            "first_salvo", "defender", "salvo_absorption", 1, "total", "improved", "RS-PHANTOM-04"
        ),
    ),
}


def tile_name(tile: str) -> str:
    """A Combat tile's name in the reader's language."""
    return messages.render(f"vf.psi.tile.name.{tile}")


def tile_lines(tile: str) -> list[str]:
    """The words of a Combat tile: its heading, then one line per ability (RS-CSUM-08)."""
    out = [messages.render("vf.psi.tile.heading", name=tile_name(tile))]
    for line in TILES[tile]:
        when = messages.render(f"vf.psi.tile.needs.{line.needs}.{tile}") if line.needs else ""
        out.append(
            "  "
            + messages.render(
                "vf.psi.tile.line",
                step=messages.render(f"vf.psi.tile.step.{line.step}"),
                role=messages.render(f"vf.psi.tile.role.{line.role}"),
                amount=line.amount,
                gain=messages.render(f"vf.psi.tile.gain.{line.gain}"),
                per=messages.render(f"vf.psi.tile.per.{line.per}.{tile}"),
                when=when,
                rule=line.rule,
            )
        )
    return out
