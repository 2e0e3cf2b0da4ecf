"""Imports every Resurgence module so that each registers its extension (core/procedure.py).

A module not imported here is refused at ``new_game`` as not available, never played as if it
were off (core/modules.py names the modules and the combinations the rulebook allows)."""

from domineum.voidfall.modules import arsenal as arsenal
from domineum.voidfall.modules.incursion import extension as _incursion  # noqa: F401
from domineum.voidfall.modules.psionics import extension as _psionics  # noqa: F401
