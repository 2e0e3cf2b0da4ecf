"""Imports every primitive module so that each registers its ``op`` (see :mod:`.base`)."""

from domineum.voidfall.effects import advance as advance
from domineum.voidfall.effects import agenda as agenda
from domineum.voidfall.effects import choice as choice
from domineum.voidfall.effects import corrupt as corrupt
from domineum.voidfall.effects import discard_focus as discard_focus
from domineum.voidfall.effects import economy as economy
from domineum.voidfall.effects import empire as empire
from domineum.voidfall.effects import evaluation as evaluation
from domineum.voidfall.effects import focus as focus
from domineum.voidfall.effects import forces as forces
from domineum.voidfall.effects import glory_tokens as glory_tokens
from domineum.voidfall.effects import maneuvers as maneuvers
from domineum.voidfall.effects import mind_links as mind_links
from domineum.voidfall.effects import psionic_tokens as psionic_tokens
from domineum.voidfall.effects import technology as technology
from domineum.voidfall.effects import tokens as tokens
from domineum.voidfall.effects import trade_tokens as trade_tokens
from domineum.voidfall.effects import voidborn as voidborn
from domineum.voidfall.effects import voidborn_removal as voidborn_removal
