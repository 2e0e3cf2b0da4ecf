"""The co-operative game against the Void (2-4 players; the [COOP] rules of voidfall-core.md)
on the same Void machinery as solo (modes/void/extension.py).

Claims ``mode:coop``. What differs from solo: 2-4 seats; each player's turn reveals its own
Crisis and ends with its own Void Growth or War choice (VF-VOIDADV-12); each Catastrophe marker
gives every player the benefit choice (VF-VOIDADV-13), a completed Refuge every player a
different reward (VF-REFUGE-07); Evaluation step 1 is each player's Skirmish and payment
(VF-EVAL-04); the players win together when each has at least the Void's Influence
(VF-END-05); no player invades another (VF-MODE-05, rules/movement.py). Turn Order is chosen
with the base game's step, each player in turn picking a position (VF-PREP-13: decided
collectively, decision S-21). The Joint Focus offer (VF-SETUP-16, VF-PREP-04, VF-SELECT-08..10,
VF-CLEANUP-15) works as the solo Heroic display does (modes/void/heroic.py) over the pack's
Joint cards; their effects may be resolved by another player (joint_focus.py, VF-ACTION-20)
or trade resources (trade.py, VF-RES-10). A Rift a player takes becomes a regular sector with
a benefit for every player (rifts.py, VF-RESULT-10). Rulings: docs/rules-decisions/coop.md.
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import NamedStep, Procedure
from domineum.voidfall.model.state import Config
from domineum.voidfall.modes.void import heroic, joint_focus, rifts, trade
from domineum.voidfall.modes.void.extension import extend_with_void

_ = (joint_focus, trade)  # their primitives register on import

SEATS = ("0", "1", "2", "3", joint_focus.NOBODY)
ACTION_KINDS: tuple[ActionKind, ...] = (
    ActionKind("joint", (("1", "2", "3"),)),  # VF-SELECT-08: the offer's N-th card
    ActionKind("seat", (SEATS,)),  # who resolves a Joint effect, the other player of a trade
)


class CoopMode:
    """2-4 players together against the Void."""

    name = "coop"
    claims = "mode:coop"
    action_kinds = ACTION_KINDS  # after the solo extension's, which serve both

    def applies(self, config: Config) -> bool:
        return config.mode == "coop"

    def extend(self, proc: Procedure) -> None:
        proc.players = (2, 4)
        extend_with_void(proc)
        proc.setup.append(heroic.prepare)  # VF-SETUP-16: the Joint Focus offer
        proc.selection.append(heroic.HeroicSelection("joint", ("VF-SELECT-08", "VF-SELECT-09")))
        proc.phases["turn_end"].insert(0, NamedStep("joint_cleanup", heroic.cleanup_step))
        proc.insert_before(
            "turn_end", "capture_harbingers", NamedStep("rifts", rifts.takeover_step)
        )
        proc.insert_before(
            "preparation", "alert_deck", NamedStep("joint_offer", heroic.refresh_step, False)
        )


procedure.register(CoopMode())
