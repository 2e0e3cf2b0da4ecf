"""Civil Defense tokens (RS-CIVDEF-01..09): control without Fleet Power, +1 Salvo Absorption
for the Defender, and a value-1 Glory token instead of a Glory discard when the sector is lost.
"""

from __future__ import annotations

import msgspec

from domineum.voidfall.model.combat import Side
from domineum.voidfall.model.galaxy import Sector, control_changed
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modules.incursion import state as incursion
from domineum.voidfall.rules import invasion

SALVO_ABSORPTION = 1  # RS-CIVDEF-08
GLORY_VALUE = 1  # RS-CIVDEF-06


class CivilDefenseError(ValueError):
    """A Civil Defense token cannot go there; the message names the rule."""


def holder(state: GameState, sector_id: str) -> int:
    """The seat whose Civil Defense token is in the sector, or NOBODY."""
    inc = state.incursion
    return NOBODY if inc is None else inc.civil_defense.get(sector_id, NOBODY)


def place(state: GameState, sector: Sector, seat: int) -> None:
    """RS-CIVDEF-01/03/07: a mission puts a player's token in a sector it starts with; a token
    once removed never comes back. It is not an Installation (no space is used)."""
    inc = incursion.of(state)
    if sector.id in inc.civil_defense_removed:
        raise CivilDefenseError(
            f"the Civil Defense token of {sector.id} was removed and cannot be placed again "
            "(RS-CIVDEF-03)"
        )
    if sector.is_voidborn or (sector.fleet_power and sector.owner != seat):
        raise CivilDefenseError(f"{sector.id} is held by someone else (RS-CIVDEF-01)")
    inc.civil_defense[sector.id] = seat
    sector.owner = seat
    sector.civil_defense = True  # every rule asking who controls it sees its owner (RS-CIVDEF-02)
    control_changed()


def abandoned(state: GameState, sector: Sector) -> bool:
    """RS-CIVDEF-09: a non-Home sector without Fleet Power is abandoned unless a Civil Defense
    token holds it."""
    return (
        sector.home_of == NOBODY and not sector.fleet_power and holder(state, sector.id) == NOBODY
    )


def defender_side(state: GameState, sector: Sector) -> Side:
    """The Defender of ``sector`` (RS-CIVDEF-08, -09): the base Defender, +1 Salvo Absorption
    in each Salvo step with a Civil Defense token; with no Fleet Power it still fights as a
    0-Fleet-Power Defender (A10)."""
    side = invasion.defender_side(state, sector)
    if holder(state, sector.id) == NOBODY:
        return side
    return msgspec.structs.replace(
        side, salvo_absorption_each=side.salvo_absorption_each + SALVO_ABSORPTION
    )


def lose(state: GameState, sector: Sector) -> bool:
    """RS-CIVDEF-05/06, RS-INCTAKE-07/14: the sector is lost; its Civil Defense token (if any)
    is removed for good and replaced by a value-1 Glory token from the supply. True when there
    was one (then no Glory token is discarded)."""
    inc = incursion.of(state)
    if sector.id not in inc.civil_defense:
        return False
    del inc.civil_defense[sector.id]
    inc.civil_defense_removed.append(sector.id)
    sector.civil_defense = False
    control_changed()
    sector.glory.append(GLORY_VALUE)
    return True
