"""The whole state of a Voidfall game and its pending-decision stack."""

from __future__ import annotations

import msgspec

from domineum.kernel.rng import Rng
from domineum.voidfall.model.board import GalacticBoard
from domineum.voidfall.model.combat import CombatState
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Galaxy
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.model.void import VoidState


class Config(msgspec.Struct, frozen=True, forbid_unknown_fields=True, cache_hash=True):
    """What was chosen before the game: never changes during play (its hash is kept: the
    engine looks its procedure up by it at every step, ``engine.cycle.procedure_for``)."""

    players: int
    houses: tuple[str, ...] = ()
    seed: int = 0
    mode: str = "competitive"
    map: str = ""
    preselected_focus: bool = False  # VF-VARIANT
    options: tuple[str, ...] = ()  # named rules options for ambiguities
    modules: tuple[str, ...] = ()  # Resurgence modules switched on (RS-MOD, core/modules.py)


class Frame(msgspec.Struct, tag_field="kind", forbid_unknown_fields=True):
    """One entry of the pending-decision stack; ``seat`` is who decides."""

    seat: int


class SelectFocus(Frame, tag="select_focus"):
    """Selection: choose the Focus card to play (VF-SELECT-01)."""


class SelectExtras(Frame, tag="select_extras"):
    """Selection: optionally flip a Trade token and/or play an Agenda (VF-SELECT-02..05)."""


class ChooseAction(Frame, tag="choose_action"):
    """Actions step: pick the next action, or end the turn's actions (VF-ACTION-02..14)."""


TRIGGERED = "triggered"  # a ResolveAction holding triggered effects (VF-ACTION-15)


class ResolveAction(Frame, tag="resolve_action"):
    """The effects of an action whose cost is paid: resolve or forgo each (VF-ACTION-06..10)."""

    source: str
    effects: list[Effect]
    combine: str = "any"
    done: list[int] = msgspec.field(default_factory=list)
    costs: list[Effect] = msgspec.field(default_factory=list)  # still to pay, in order


class Step(Frame, tag="step"):
    """One primitive being resolved, with the choices made so far."""

    effect: Effect
    cost: bool = False
    stage: int = 0
    picks: list[str] = msgspec.field(default_factory=list)
    left: int = 0  # a counter the primitive may use (moves, units to pay, ...)


class Cleanup(Frame, tag="cleanup"):
    """Cleanup steps 1-5 (VF-CLEANUP-01..14); ``stage`` is the step being done."""

    stage: int = 1


class Phase(Frame, tag="phase"):
    """Drives a phase that needs no decision of its own (Preparation, Evaluation).

    ``stage`` is the phase's step (1-based, in the procedure the engine assembled for the
    game's options), ``step`` that step's name (set by the engine when it runs), ``index`` the
    position in Turn Order within that step.
    """

    name: str = "preparation"
    stage: int = 0
    index: int = 0
    step: str = ""


class Battle(Frame, tag="battle"):
    """An Invasion or a Skirmish being resolved: movement, Combat, results (VF-MOVE-08).

    ``seat`` is whoever decides now. ``invader``/``defender`` are seats, NOBODY for the Voidborn
    or a sector without FP. ``force`` holds the Invader's FP moved in so far, by Fleet type;
    ``voidborn`` the Voidborn FP of a Skirmish; ``combat`` the Combat machine once started.
    ``stage``: move | prepare | joiner | combat | fallen | finish (see engine/battle.py).
    """

    sector: str
    invader: int
    defender: int = NOBODY
    stage: str = "move"
    force: dict[str, int] = msgspec.field(default_factory=dict)
    voidborn: int = 0
    spend_energy: bool = False
    return_trade_token: bool = False
    combat: CombatState | None = None
    fallen: str = ""  # the Fallen House that surrendered (VF-RESULT-12)
    bound: str = ""  # the turn's bound sector, restored after the results (VF-TARGET-07)
    glory_due: bool = False  # the Influence for your total Glory, gained after the other results
    joiner: str = ""  # the Voidborn Arsenal type that moved into this Skirmish (RS-VBJOIN-06)
    sources: list[str] = msgspec.field(default_factory=list)  # sectors the Invader's FP came
    # from, in order (a Mirage's sector needs 2, RS-VBFLEET-14)
    psionic_token: str = ""  # the Psionic Combat token the Invader discarded (RS-PCOMBAT-04)


Pending = (
    SelectFocus | SelectExtras | ChooseAction | ResolveAction | Step | Cleanup | Phase | Battle
)


class Note(msgspec.Struct, frozen=True):
    """A public log line: a message id and its parameters (rendered by interfaces)."""

    msg: str
    params: dict[str, str | int] = msgspec.field(default_factory=dict)


class TurnState(msgspec.Struct, forbid_unknown_fields=True):
    """What the current turn has done so far (reset at each Selection)."""

    seat: int = NOBODY
    focus: str = ""
    flipped: bool = False
    agenda: str = ""
    taken: list[str] = msgspec.field(default_factory=list)  # "1".."3", "agenda", "tech:<id>"
    bound_sector: str = ""  # "the same sector" of VF-TARGET-07
    gained_trade: int = 0
    overproductions: int = 0  # this turn's, for "your first overproduction" (Trade Nexus)


class GameState(msgspec.Struct, forbid_unknown_fields=True, dict=True):
    """A Voidfall game at any moment, mid-turn included.

    ``dict=True`` lets the rules memoise the pending decision's options on the instance
    (:mod:`domineum.voidfall.engine.flow`); the memo is not a field, so it is never serialised,
    compared, cloned or shown in a view.
    """

    config: Config
    rng: Rng
    galaxy: Galaxy
    houses: list[HouseState]
    board: GalacticBoard
    cycle: int = 1
    round: int = 1
    phase: str = "focus"  # preparation | focus | evaluation | over
    turn_index: int = 0  # position in board.turn_order
    turn: TurnState = msgspec.field(default_factory=TurnState)
    stack: list[Pending] = msgspec.field(default_factory=list)
    notes: list[Note] = msgspec.field(default_factory=list)  # public log of what happened
    scores: list[int] = msgspec.field(default_factory=list)  # final ranking key, when over
    void: VoidState | None = None  # solo and co-op only (modes/void)
    incursion: IncursionState | None = None  # the Incursion module only (modules/incursion)

    def note(self, msg: str, **params: str | int) -> None:
        self.notes.append(Note(msg, params))

    @property
    def seats(self) -> range:
        return range(self.config.players)

    def house(self, seat: int) -> HouseState:
        return self.houses[seat]
