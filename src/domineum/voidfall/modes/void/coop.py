"""The co-operative game against the Void (2-4 players; the [COOP] rules of voidfall-core.md)
on the same Void machinery as solo (modes/void/extension.py).

Claims ``mode:coop``. What differs from solo: 2-4 seats; each player's turn reveals its own
Crisis and ends with its own Void Growth or War choice (VF-VOIDADV-12); each Catastrophe marker
gives every player the benefit choice (VF-VOIDADV-13), a completed Refuge every player a
different reward (VF-REFUGE-07); Evaluation step 1 is each player's
Skirmish and payment (VF-EVAL-04); the players win together when each has at least the Void's
Influence (VF-END-05); no player invades another (VF-MODE-05, rules/movement.py). Turn Order is
chosen with the base game's step, each player in turn picking a position (VF-PREP-13: decided
collectively, decision S-21). Not yet: Joint Focus cards (GAP-06), trading resources
(VF-RES-10), co-op maps and scenarios (the competitive maps are used).
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import Procedure
from domineum.voidfall.model.state import Config
from domineum.voidfall.modes.void.extension import extend_with_void


class CoopMode:
    """2-4 players together against the Void."""

    name = "coop"
    claims = "mode:coop"
    action_kinds: tuple[ActionKind, ...] = ()  # the solo extension's kinds serve both

    def applies(self, config: Config) -> bool:
        return config.mode == "coop"

    def extend(self, proc: Procedure) -> None:
        proc.players = (2, 4)
        extend_with_void(proc)


procedure.register(CoopMode())
