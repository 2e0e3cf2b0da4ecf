"""Voidborn Arsenal (RS-ARSENAL): four Voidborn Fleet types beside the Corvette, their Combat
abilities, Skirmish joiners, rewards, Siphon Upkeep, Mirage invasions and token limits."""

from domineum.voidfall.modules.arsenal import extension as extension
