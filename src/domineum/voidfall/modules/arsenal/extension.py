"""The Voidborn Arsenal module's extension: it claims ``module:arsenal`` (RS-MOD-01, -07).

The module changes no step of the procedure. Its rules are those of the Arsenal's ships, and
they apply wherever such a ship is on the map: Combat abilities (rules/combat.py), Skirmish
joiners, destruction rewards, Siphon Upkeep and Mirage invasions (rules/arsenal.py), token
limits (rules/voidborn_fleets.py). The ships reach the map only through the module's content
(Galactic Events N, O, P: content/data/modules/arsenal/), dealt only when the module is on, so
a game without it never meets them (docs/rules-decisions/resurgence-arsenal.md, RS-MOD-07).
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import Procedure
from domineum.voidfall.model.state import Config


class VoidbornArsenal:
    """Claims the module; see the module docstring for where its rules live."""

    name = "arsenal"
    claims = "module:arsenal"
    action_kinds: tuple[ActionKind, ...] = ()

    def applies(self, config: Config) -> bool:
        return "arsenal" in config.modules

    def extend(self, procedure: Procedure) -> None:
        """Nothing to insert: every Arsenal rule is triggered by the Arsenal's ships."""


procedure.register(VoidbornArsenal())
