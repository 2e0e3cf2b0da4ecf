"""The solo game against the Void as an extension of the procedure (core/procedure.py).

Claims ``mode:solo`` (``Config.mode == "solo"``, 1 player). What it changes:

- setup: the Void's components (modes/void/setup.py);
- Preparation (Cycles 2-3): step 0b the Alert deck, step 0c a Harbinger (VF-SOLO-PREP-03..06,
  -16) before step 1; no Turn Order step (VF-SOLO-PREP-10);
- each round: its Alert (VF-SOLO-TURN-03); each turn: its Crisis (VF-SOLO-CRISIS-01);
- the Actions step: overcoming Crises (VF-SOLO-CRISIS-04);
- after each turn: captured Harbingers, Refuge achievements A/B, Void Growth or War, the
  round's Alert to the discard (VF-SOLO-TURN-04..06);
- Evaluation step 1: the Crisis board (Skirmish + Economic track), Refuge achievement C after
  Upkeep (VF-SOLO-EVAL-02..09);
- Preparation and Evaluation: each a "turn" of its own for Refuge achievements A and B
  (VF-SOLO-REFUGE-11);
- the end: the Void's Influence and the victory test (VF-SOLO-END, -SCORE).
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.core import procedure
from domineum.voidfall.core.action_space import SECTOR_IDS
from domineum.voidfall.core.procedure import NamedStep, Procedure
from domineum.voidfall.model.state import Config
from domineum.voidfall.modes.void import (
    alerts,
    crises,
    defer,
    erase,
    growth,
    harbingers,
    heroic,
    refuges,
    scoring,
    setup,
    skirmish,
)

_ = (defer, erase)  # their primitives register on import

TRACK_SLOTS = tuple(f"{t}-{i}" for t in ("military", "economic") for i in range(1, 9))
ACTION_KINDS: tuple[ActionKind, ...] = (
    ActionKind("growth", (("suffer", "catastrophe", "ongoing-military", "ongoing-economic"),)),
    ActionKind("war", (("skirmish", "catastrophe"),)),
    ActionKind("crisis-track", (("military", "economic"),)),
    ActionKind("catastrophe", (("decline", "resources", "corruption"),)),
    ActionKind("overcome", (("current", *TRACK_SLOTS),)),
    ActionKind("refuge", (("1", "2", "3", "4", "5"),)),
    ActionKind("refuge-reward", (("resources", "corruption", "deploy"),)),
    ActionKind("harbinger", (("military", "economic", *SECTOR_IDS),)),
    ActionKind("heroic", (("1", "2", "3"),)),
)


def extend_with_void(proc: Procedure) -> None:
    """The Void's steps and hooks, shared by solo and co-op."""
    proc.setup.append(setup.prepare)
    proc.round_start.append(alerts.round_hook)
    proc.turn_start.append(alerts.turn_hook)
    proc.actions.append(crises.Overcome())
    proc.phases["turn_end"] += [
        NamedStep("capture_harbingers", harbingers.capture_step),
        NamedStep("refuge_achievements", refuges.achievements_step),
        NamedStep("void_advances", growth.advances_step),
        NamedStep("end_round", alerts.end_round),
    ]
    proc.insert_before(
        "preparation", "remove_trade_token", NamedStep("alert_deck", alerts.refill, False)
    )
    proc.insert_before(
        "preparation", "remove_trade_token", NamedStep("harbinger_0c", harbingers.prep_step, False)
    )
    proc.replace("evaluation", "skirmish", NamedStep("crisis_board", skirmish.crisis_board_step))
    proc.insert_after("evaluation", "upkeep", NamedStep("refuge_c", refuges.evaluation_step))
    for phase, last in (("preparation", "event_boxes"), ("evaluation", "agendas")):
        # VF-SOLO-REFUGE-11: each phase a "turn" of its own for achievements A and B
        proc.insert_after(
            phase, last, NamedStep(f"{phase}_achievements", refuges.phase_achievements_step)
        )
    proc.game_end.append(scoring.final)
    proc.winners = scoring.winners


class SoloMode:
    """One player against the Void (voidfall-solo.md)."""

    name = "solo"
    claims = "mode:solo"
    action_kinds = ACTION_KINDS

    def applies(self, config: Config) -> bool:
        return config.mode == "solo"

    def extend(self, proc: Procedure) -> None:
        proc.players = (1, 1)
        extend_with_void(proc)
        proc.setup.append(heroic.prepare)  # VF-SOLO-SETUP-18/19
        proc.selection.append(heroic.HeroicSelection())  # VF-SOLO-FOCUS-04
        proc.phases["turn_end"].insert(0, NamedStep("heroic_cleanup", heroic.cleanup_step))
        proc.insert_before(
            "preparation", "alert_deck", NamedStep("heroic_display", heroic.refresh_step, False)
        )
        proc.remove("preparation", "turn_order")  # VF-SOLO-PREP-10


procedure.register(SoloMode())
