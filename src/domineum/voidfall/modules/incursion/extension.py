"""Incursion as an extension of the procedure (core/procedure.py): claims ``module:incursion``
and changes the game against the Void (modes/void) it is always played with (RS-MOD-04/05,
checked at setup by core/modules.py). What it changes (RS-INC-02, §3.3):

- setup: the Incursion state, its Alert piles and the map's mission (setup.py);
- Preparation Step 0, every Cycle: the Setup Aid's Alert deck and bottom-row items (prep.py);
- the round's Alert and the turn's Crisis: Voidfall, Rift Surge, Dual Situation (alerts.py);
- after each turn: Void Growth on one or two current Crises; the Crisis-board rows the Alerts
  call for (RS-INCFOCUS-10/12);
- every Skirmish: physical Voidborn from adjacent sectors, and the Incursion takeover
  (attack.py, takeover.py); Civil Defense in the Defender (civil_defense.py).
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import procedure
from domineum.voidfall.core.procedure import NamedStep, Procedure
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.incursion import SKIRMISH_OP
from domineum.voidfall.model.state import Config, GameState, Phase
from domineum.voidfall.model.terms import VOIDBORN_TYPES
from domineum.voidfall.model.void import TRACK_NAMES
from domineum.voidfall.modes.void import alerts as void_alerts
from domineum.voidfall.modes.void import defer
from domineum.voidfall.modes.void.skirmish import TRIBUTE
from domineum.voidfall.modules.incursion import alerts, attack, passive, prep, setup

TRACK_SPACES = tuple(str(n) for n in range(1, 10))  # a Crisis track's spaces, from the left
ACTION_KINDS: tuple[ActionKind, ...] = (
    ActionKind("incursion-row", (("resolve", "catastrophe"),)),
    ActionKind("voidborn-type", (VOIDBORN_TYPES,)),
    ActionKind("suffer-ongoing", (TRACK_NAMES, TRACK_SPACES)),  # RS-INCCRISIS-03
)


def crisis_board_step(state: GameState, content: Content, frame: Phase) -> bool:
    """Evaluation step 1 (RS-INCSKIRM-02, -16): every seat's Incursion Skirmish target (with
    the +1 of Cycles 2-3) is chosen first, in Turn Order, from the map as it is; then each is
    fought and its payment made, in Turn Order, the force rebuilt from what is left then and
    capped by the value (A41)."""
    if frame.index:
        return True
    frame.index = 1
    order = state.board.turn_order
    targets = {seat: attack.plan(state, content, seat, "evaluation") for seat in order}
    for seat in reversed(order):  # the first seat's on top
        steps = [Effect(TRIBUTE)]
        target = targets[seat]
        if target is not None:
            chosen, total = target
            args: dict[str, Arg] = {"trigger": "evaluation", "planned": True}
            args.update(sector=chosen.sector, amount=total)
            steps.insert(0, Effect(SKIRMISH_OP, args))
        defer.later(state, content, seat, steps)
    return False


def _replace(hooks: list, old: object, new: object) -> None:  # type: ignore[type-arg]
    hooks[hooks.index(old)] = new


class IncursionModule:
    """Incursion (RS-INC): the solo/co-op mode played instead of the base game's."""

    name = "incursion"
    claims = "module:incursion"
    action_kinds = ACTION_KINDS

    def applies(self, config: Config) -> bool:
        return "incursion" in config.modules

    def extend(self, proc: Procedure) -> None:
        proc.setup.append(setup.prepare)
        proc.replace("preparation", "alert_deck", NamedStep("incursion_step_0", prep.step_0))
        _replace(proc.round_start, void_alerts.round_hook, alerts.round_hook)
        _replace(proc.turn_start, void_alerts.turn_hook, alerts.turn_hook)
        proc.replace("turn_end", "void_advances", NamedStep("void_advances", alerts.advances_step))
        proc.insert_after(
            "turn_end", "void_advances", NamedStep("incursion_rows", alerts.rows_step)
        )
        proc.insert_after(  # before the rows: right after Void Growth (RS-INCCRISIS-03)
            "turn_end", "void_advances", NamedStep("incursion_passive", passive.end_of_turn_step)
        )
        proc.remove("preparation", "harbinger_0c")  # base Step 0c: replaced (RS-INCPREP-01)
        proc.insert_before(
            "preparation", "incursion_step_0", NamedStep("incursion_cycle", alerts.new_cycle)
        )
        proc.replace("evaluation", "crisis_board", NamedStep("crisis_board", crisis_board_step))
        proc.skirmish_lost = attack.lost
        proc.skirmish_defender = attack.defender
        proc.skirmish_joiners = False  # RS-MOD-10: the Incursion Skirmish takes precedence


procedure.register(IncursionModule())
