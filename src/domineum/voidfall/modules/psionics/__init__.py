"""The Psionics module of Voidfall: Resurgence (RS-PSI): the Psionic Agenda type and its slot,
Enforcing, running out of Focus cards; switched on by ``psionics`` in ``Config.modules``."""
