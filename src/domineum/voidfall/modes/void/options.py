"""Named rules options of the game against the Void: the German-literal readings of seed 002
kept beside the seed-003 defaults (voidfall-solo.md §6.1, §11.3; rules/README.md item 2).

Each is a string of ``Config.options``; this module's extension claims nothing and applies
only when its option is set, after the solo/co-op extension:

- ``eval_order=002`` (``OPT_EVAL_ORDER = "002"``, AMB-31): Galactic objectives before Upkeep
  (and Refuge achievement C after the objectives);
- ``ongoing=002_append`` (``OPT_ONGOING_PLACEMENT = "002_APPEND"``, AMB-20): an ongoing Crisis
  goes on the leftmost free space, nothing shifts; with no free space option 3 is not offered
  (modes/void/growth.py, board.py read it);
- ``no_prep_0c`` (``OPT_PREP_0C_HARBINGER = False``, AMB-55): no Preparation step 0c
  (modes/void/harbingers.py reads it);
- ``variant=002_first_round`` (``OPT_VARIANT = "002_FIRST_ROUND"``, AMB-43), with the
  pre-selected Focus variant: the Focus card is committed for the first round of each Focus
  Phase only; later rounds are played normally;
- ``empty_bounty=ignore`` (``OPT_EMPTY_BOUNTY_ON_PLACE = "IGNORE"``, AMB-01; the core's A-03
  has the same ambiguity, so rules/fleet.py reads it in any mode): a Bounty token that cannot
  be placed at a Void takeover is simply not placed, with no substitute;
- ``broken_glass=1_to_3`` (AMB-09, content facts §2.4: both setup apps; not German-literal,
  but named here with the others): the solo Fallen House draw keeps 1 to 3 Houses with Broken
  Glass instead of exactly 1 (engine/setup.py reads it).
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import Procedure
from domineum.voidfall.engine.setup import BROKEN_GLASS_1_TO_3
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.modes import preselected_focus
from domineum.voidfall.rules.fleet import EMPTY_BOUNTY_IGNORED

EVAL_002 = "eval_order=002"
APPEND_002 = "ongoing=002_append"
NO_PREP_0C = "no_prep_0c"
VARIANT_002 = "variant=002_first_round"
# the named options above, and the one rules/fleet.py reads
GERMAN_LITERAL = (
    EVAL_002,
    APPEND_002,
    NO_PREP_0C,
    VARIANT_002,
    EMPTY_BOUNTY_IGNORED,
    BROKEN_GLASS_1_TO_3,
)
VOID_MODES = ("solo", "coop")


class GermanEvaluationOrder:
    """VF-SOLO-EVAL-02 German-order option: Objectives (with Refuge C) before Upkeep."""

    name = "void_eval_order_002"
    claims = "option:" + EVAL_002
    action_kinds: tuple[ActionKind, ...] = ()

    def applies(self, config: Config) -> bool:
        return config.mode in VOID_MODES and EVAL_002 in config.options

    def extend(self, proc: Procedure) -> None:
        steps = proc.phases["evaluation"]
        by_name = {s.name: s for s in steps}
        moved = ("upkeep", "refuge_c", "galactic_objectives")
        first = min(i for i, s in enumerate(steps) if s.name in moved)
        rest = [s for s in steps if s.name not in moved]
        order = [by_name["galactic_objectives"], by_name["refuge_c"], by_name["upkeep"]]
        proc.phases["evaluation"] = rest[:first] + order + rest[first:]


procedure.register(GermanEvaluationOrder())


def _first_round_only(state: GameState, content: Content) -> None:
    if state.round == 1:
        preselected_focus.ask_every_seat(state, content)


class GermanVariantFirstRound:
    """VF-SOLO-VARIANT-01 German-literal option: commit a Focus card for the first round of
    the Focus Phase only (with the pre-selected Focus variant)."""

    name = "void_variant_002"
    claims = "option:" + VARIANT_002
    action_kinds: tuple[ActionKind, ...] = ()

    def applies(self, config: Config) -> bool:
        return (
            config.mode in VOID_MODES and config.preselected_focus and VARIANT_002 in config.options
        )

    def extend(self, proc: Procedure) -> None:
        proc.round_start = [
            _first_round_only if hook is preselected_focus.ask_every_seat else hook
            for hook in proc.round_start
        ]


procedure.register(GermanVariantFirstRound())
