"""Imports every mode and variant so that each registers its extension (core/procedure.py)."""

from domineum.voidfall.modes import preselected_focus as preselected_focus
from domineum.voidfall.modes import tutorial as tutorial
from domineum.voidfall.modes.void import coop as coop
from domineum.voidfall.modes.void import extension as extension
from domineum.voidfall.modes.void import options as options
