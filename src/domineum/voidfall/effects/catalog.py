"""Imports every primitive module so that each registers its ``op`` (see :mod:`.base`)."""

from domineum.voidfall.effects import agenda as agenda
from domineum.voidfall.effects import bounty as bounty
from domineum.voidfall.effects import choice as choice
from domineum.voidfall.effects import civilization as civilization
from domineum.voidfall.effects import corruption as corruption
from domineum.voidfall.effects import economy as economy
from domineum.voidfall.effects import empire as empire
from domineum.voidfall.effects import evaluation as evaluation
from domineum.voidfall.effects import fleet as fleet
from domineum.voidfall.effects import focus as focus
from domineum.voidfall.effects import glory as glory
from domineum.voidfall.effects import movement as movement
from domineum.voidfall.effects import skirmish as skirmish
from domineum.voidfall.effects import technology as technology
from domineum.voidfall.effects import trade as trade
