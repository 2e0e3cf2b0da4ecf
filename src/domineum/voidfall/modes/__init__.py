"""Modes and variants: each plugs into the procedure the engine assembles from the options."""
