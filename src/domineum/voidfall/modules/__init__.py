"""Voidfall: Resurgence's modules (RS-MOD): Psionics, Voidborn Arsenal and Incursion, each an
extension in its own folder, switched on by ``Config.modules``."""
