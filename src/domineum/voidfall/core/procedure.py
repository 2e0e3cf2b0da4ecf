"""The procedure a game follows, and the extensions that change it (docs/architecture.md).

The engine assembles one :class:`Procedure` per game configuration: the steps of each phase
(Preparation, Evaluation), what happens when a round of the Focus Phase starts, and the rules
that narrow a Focus card Selection. The competitive game is the base; a mode, a variant or a
module is an :class:`Extension` that adds, replaces or removes steps and hooks from its own
folder (``modes/…``, ``modules/…``), so the competitive code never names it.

An extension claims the configuration features it implements (:attr:`Extension.claims`): a
configuration asking for a feature no registered extension claims is refused, never played
as if the feature were off.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from domineum.kernel.actions import ActionKind
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.model.combat import CombatReport, Side
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import Battle, Config, GameState, Phase, Step

PhaseStep = Callable[[GameState, Content, Phase], bool]
"""Do the next piece of a phase step; True once the step is over (the next one begins)."""

RoundHook = Callable[[GameState, Content], None]
"""Run when a round of the Focus Phase begins, after the first Selection is pushed."""

GameHook = Callable[[GameState, Content], None]
"""Run once for the whole game: after setup (before Cycle 1's Preparation), or at its end."""

TurnHook = Callable[[GameState, Content, int], None]
"""Run when a seat's turn begins, after its Selection is pushed (and after the round hooks)."""

Outcome = Callable[[GameState], list[int]]
"""The winning seats of a finished game."""

SkirmishLoss = Callable[[GameState, Content, Battle, CombatReport], None]
"""The Voidborn won or tied a Skirmish against ``Battle.defender`` (base: the sector is
abandoned, VF-RESULT-15/16; Incursion: RS-INCTAKE)."""

SkirmishDefender = Callable[[GameState, Sector], Side]
"""Whoever defends a sector against a Skirmish (base: rules/invasion.py ``defender_side``)."""

EffectHook = Callable[[GameState, Content, Step], None]
"""Run when an effect's ``Step`` has been resolved (not forgone), whatever its source and
phase; it may push decisions (co-op/solo: overcoming a Crisis, VF-CRISIS-14)."""

SkirmishInvader = Callable[[GameState, Content, Side], Side]
"""The Voidborn's side in a Skirmish, from the base one (co-op/solo: the combat abilities of
the War Alert or Crisis that triggered it, VF-SKIRMISH-13)."""


@dataclass(frozen=True)
class NamedStep:
    """A phase step under the name extensions use to find it; ``first_cycle``: whether it also
    runs in Cycle 1 (VF-PREP-03: Cycle 1's Preparation is only the Galactic Event)."""

    name: str
    run: PhaseStep
    first_cycle: bool = True


class SelectionRule(Protocol):
    """A rule that narrows the Focus card a seat may select (VF-SELECT-01)."""

    def choices(self, state: GameState, seat: int) -> list[Choice] | None:
        """The Selection's choices under this rule, or None when it does not apply now."""
        ...

    def refusal(self, state: GameState, seat: int) -> tuple[str, str] | None:
        """Why another card is refused (reason, rule ID) while the rule applies."""
        ...

    def played(self, state: GameState, seat: int, card: str) -> None:
        """``seat`` has played ``card``."""
        ...


class ActionRule(Protocol):
    """More choices in the Actions step (VF-ACTION), e.g. overcoming a Crisis right after an
    action (VF-SOLO-CRISIS-04): offered beside the actions, before ``end``."""

    def choices(self, state: GameState, content: Content, seat: int) -> list[Choice]:
        """The extra choices open to ``seat`` now (may be empty)."""
        ...

    def choose(self, state: GameState, content: Content, seat: int, choice: Choice) -> bool:
        """Apply ``choice`` if it is one of this rule's; True when it was."""
        ...


@dataclass
class Procedure:
    """The steps and hooks of one game configuration, in the order they run.

    Phases: ``preparation`` and ``evaluation`` (VF-PREP, VF-EVAL) and ``turn_end``, the steps
    after a seat's Cleanup before the next turn (empty in the competitive game; the Void
    Advances of co-op/solo, VF-FOCUS-06). ``players``: the seat counts the game allows.
    """

    phases: dict[str, list[NamedStep]]
    round_start: list[RoundHook] = field(default_factory=list)
    selection: list[SelectionRule] = field(default_factory=list)
    setup: list[GameHook] = field(default_factory=list)
    turn_start: list[TurnHook] = field(default_factory=list)
    actions: list[ActionRule] = field(default_factory=list)
    agenda_placement: list[ActionRule] = field(
        default_factory=list
    )  # Cleanup step 3 (RS-PAGENDA-09)
    game_end: list[GameHook] = field(default_factory=list)
    winners: Outcome | None = None
    players: tuple[int, int] = (2, 4)
    skirmish_lost: SkirmishLoss | None = None
    skirmish_defender: SkirmishDefender | None = None
    skirmish_joiners: bool = True  # Arsenal ships join Skirmishes from next door (RS-VBJOIN)
    effect_done: list[EffectHook] = field(default_factory=list)
    skirmish_invader: SkirmishInvader | None = None

    def steps(self, phase: str) -> list[NamedStep]:
        return self.phases[phase]

    def _index(self, phase: str, name: str) -> int:
        for i, step in enumerate(self.phases[phase]):
            if step.name == name:
                return i
        raise KeyError(f"the {phase} phase has no step {name!r}")

    def insert_after(self, phase: str, name: str, step: NamedStep) -> None:
        self.phases[phase].insert(self._index(phase, name) + 1, step)

    def insert_before(self, phase: str, name: str, step: NamedStep) -> None:
        self.phases[phase].insert(self._index(phase, name), step)

    def replace(self, phase: str, name: str, step: NamedStep) -> None:
        self.phases[phase][self._index(phase, name)] = step

    def remove(self, phase: str, name: str) -> None:
        del self.phases[phase][self._index(phase, name)]


class Extension(Protocol):
    """A mode, variant or module: what it claims of a configuration and how it changes the
    procedure. ``action_kinds`` are appended to the action space (base ids never move)."""

    name: str
    claims: str
    action_kinds: tuple[ActionKind, ...]

    def applies(self, config: Config) -> bool: ...

    def extend(self, procedure: Procedure) -> None: ...


EXTENSIONS: dict[str, Extension] = {}


RIVALS: list[Callable[[Config], bool]] = []
"""Predicates by which a mode other than the competitive one plays with the competitive rules
between players (the tutorial of a competitive group, VF-MODE-07); see :func:`rivals`."""


def rivals(config: Config) -> bool:
    """Whether players may invade each other's sectors (VF-MOVE-07 [COMP]): in the competitive
    game, and in a mode one of whose :data:`RIVALS` says so; never against the Void
    (VF-MODE-05)."""
    return config.mode == "competitive" or any(plays(config) for plays in RIVALS)


def register(extension: Extension) -> Extension:
    """Make ``extension`` available to every configuration that asks for what it claims."""
    if extension.name in EXTENSIONS:
        raise ValueError(f"extension {extension.name!r} registered twice")
    EXTENSIONS[extension.name] = extension
    return extension


def wanted(config: Config) -> list[str]:
    """The features ``config`` asks for beyond the competitive base game."""
    out: list[str] = []
    if config.mode != "competitive":
        out.append(f"mode:{config.mode}")
    if config.preselected_focus:
        out.append("preselected_focus")
    out.extend(f"module:{name}" for name in config.modules)
    return out


def unclaimed(config: Config) -> list[str]:
    """The features ``config`` asks for that no registered extension applying to it claims."""
    claimed = {ext.claims for ext in EXTENSIONS.values() if ext.applies(config)}
    return [feature for feature in wanted(config) if feature not in claimed]


def extensions_for(config: Config) -> list[Extension]:
    """The registered extensions that apply to ``config``, in registration order; ValueError
    when it asks for a feature that none claims."""
    missing = unclaimed(config)
    if missing:
        raise ValueError(f"no extension provides {', '.join(missing)}")
    return [ext for ext in EXTENSIONS.values() if ext.applies(config)]
