"""A sector's Voidborn Fleet Power in words and in the board's short letters, by Voidborn type
(RS-ARSENAL-01, RS-MOD-08). Without Arsenal FP the base wording is kept: "3 Voidborn", "3v"."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.model.arsenal import PROFILES
from domineum.voidfall.model.combat import FLEET_LETTERS
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.terms import VOIDBORN_TYPES
from domineum.voidfall.present.cardtext import term

LETTER = {kind: letter for letter, kind in FLEET_LETTERS.items()}


def words(s: Sector) -> list[str]:
    """``["2 Voidborn Corvette", "1 Voidborn Destroyer"]``; ``["3 Voidborn"]`` without Arsenal."""
    if not s.voidborn:
        return []
    if not s.arsenal:
        return [f"{s.voidborn} {messages.render('vf.log.voidborn')}"]
    return [
        f"{s.voidborn_of(kind)} {term('voidborn', kind)}"
        for kind in VOIDBORN_TYPES
        if s.voidborn_of(kind)
    ]


def letters(s: Sector) -> list[str]:
    """``["2v", "1e"]`` in the fleet letters (``v`` Corvette, ``o`` Dreadnought, ``e`` Destroyer,
    ``m`` Mirage, ``i`` Siphon); ``["3v"]`` with no Arsenal FP."""
    return [
        f"{s.voidborn_of(kind)}{LETTER[PROFILES[kind].combat]}"
        for kind in VOIDBORN_TYPES
        if s.voidborn_of(kind)
    ]


def one(kind: str) -> str:
    """1 FP of the Voidborn type ``kind`` in the fleet letters (``1e``: a Destroyer)."""
    return next(f"1{LETTER[p.combat]}" for k, p in PROFILES.items() if k == kind)
