"""The effect interpreter's contract: every primitive is one subclass of :class:`Primitive`.

A primitive is resolved inside a :class:`~domineum.voidfall.model.state.Step` frame. When the
frame is pushed the engine calls :meth:`Primitive.start` (automatic work). :meth:`options` lists
the choices still to make without changing anything; an empty list means the primitive is done
and its frame is popped. A chosen option goes to :meth:`choose`. Before a primitive is offered at
all, :meth:`refusal` says why it cannot be resolved (or ``None``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, ClassVar, Generic, NamedTuple, TypeVar

import msgspec

from domineum.voidfall.model.effect import Arg, Effect

if TYPE_CHECKING:
    from domineum.voidfall.content.loader import Content
    from domineum.voidfall.model.house import HouseState
    from domineum.voidfall.model.state import GameState, Step

P = TypeVar("P", bound=msgspec.Struct)


class Choice(msgspec.Struct, frozen=True):
    """One option of a decision: an action kind of the game's action space and its values."""

    kind: str
    values: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    label: str = ""  # message id (rendered by the interface); empty: derived from kind


class Refusal(msgspec.Struct, frozen=True):
    """Why something cannot be done: a message id and the rule that says so."""

    reason: str
    rule: str


def reason(msg_id: str, **params: object) -> str:
    """A refusal's reason with parameters, as a ``Refusal`` keeps it: the message id and its
    ``name=value`` pairs, each after a tab; written in the reader's language only when shown
    (``engine.flow.reason_text``), so a kept refusal reads in any language (issue 19)."""
    return "\t".join([msg_id, *(f"{k}={v}" for k, v in params.items())])


class Ctx(msgspec.Struct):
    """Everything a primitive works with: the state (mutable clone), content, seat, frame."""

    state: GameState
    content: Content
    seat: int
    frame: Step

    @property
    def house(self) -> HouseState:
        return self.state.houses[self.seat]


class Placement(NamedTuple):
    """What an Event placement puts in one sector (VF-PREP-20..23), for the whole-cost check:
    the ``part`` of the sector it fills (its room there depends on that part alone, and placing
    it changes no other part) and how it ``picks`` its sector: ``one`` of several, the ``same``
    one as an earlier line (VF-TARGET-07), or ``each`` such sector."""

    part: str
    picks: str


class Primitive(ABC, Generic[P]):
    """One effect primitive; ``Params`` validates its arguments in content files."""

    op: ClassVar[str]
    Params: type[P]
    rules: ClassVar[tuple[str, ...]] = ()
    # the message id of what other seats are told of this decision, when it is made face down
    # or on hidden cards (empty: a public decision, shown as it is)
    private: ClassVar[str] = ""
    refuses: ClassVar[bool] = False  # set by :func:`register`: it overrides :meth:`refusal`
    tries: ClassVar[bool] = False  # set by :func:`register`: it overrides :meth:`tried`

    def params(self, effect: Effect) -> P:
        """``effect``'s arguments as ``Params``, converted once per effect (kept on the effect)."""
        memo = effect.__dict__
        parsed: P | None = memo.get(self.op)
        if parsed is None:
            parsed = memo[self.op] = msgspec.convert(effect.args, type=self.Params)
        return parsed

    def refusal(self, ctx: Ctx) -> Refusal | None:
        """Why this cannot be resolved now (``None`` when it can)."""
        return None

    def placement(self, effect: Effect) -> Placement | None:
        """What ``effect`` places, when it is an Event placement in a sector (default: None)."""
        return None

    def apart(self, effect: Effect, later: Effect) -> bool:
        """For the whole-cost check (VF-ACTION-05): whether resolving ``effect`` (one of this
        primitive's), whichever choices it takes, never changes whether ``later`` can be
        resolved after it, nor reads or sets anything ``later`` reads (the bound sector among
        them). Default: not known (False)."""
        return False

    def tried(self, ctx: Ctx, choice: Choice) -> AbstractContextManager[None] | None:
        """For the whole-cost check (VF-ACTION-05): a context inside which ``ctx.state`` is
        exactly as :meth:`choose` would leave it with ``choice`` taken (the frame's own picks
        aside), and as before on leaving it. Only for a primitive whose ``choose`` then
        finishes the frame and pushes nothing, and whose :meth:`start` does no more than take
        the only choice there is; None (the default): the choice is tried on a copy."""
        return None

    def start(self, ctx: Ctx) -> None:
        """The automatic part, done once when the primitive begins (default: nothing)."""

    @abstractmethod
    def options(self, ctx: Ctx) -> list[Choice]:
        """The choices still to make, without changing anything; ``[]`` when finished."""

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        """Apply one of :meth:`options`' choices (and any automatic work it unlocks)."""
        raise NotImplementedError(f"{self.op} offers no choices")


REGISTRY: dict[str, Primitive[msgspec.Struct]] = {}


def register(cls: type[Primitive[P]]) -> type[Primitive[P]]:
    """Class decorator: make the primitive available to content under its ``op`` name."""
    if cls.op in REGISTRY:
        raise ValueError(f"effect primitive {cls.op!r} registered twice")
    cls.refuses = cls.refusal is not Primitive.refusal
    cls.tries = cls.tried is not Primitive.tried
    REGISTRY[cls.op] = cls()  # type: ignore[assignment]
    return cls


def nested_effect(raw: dict[str, Arg]) -> Effect:
    """An effect written inside another's arguments (``choose``'s ``either``/``or``, a
    ``then``), its arguments checked like any effect's; ValueError names what is wrong."""
    op = raw.get("op")
    if not isinstance(op, str):
        raise ValueError("a nested effect needs an 'op' name")
    eff = Effect.from_mapping(raw)
    try:
        primitive(op).params(eff)
    except KeyError:
        raise ValueError(f"unknown effect {op!r}") from None
    except msgspec.ValidationError as exc:
        raise ValueError(f"{op}: {exc}") from None
    return eff


def primitive(op: str) -> Primitive[msgspec.Struct]:
    """The primitive named ``op`` (KeyError if none; ``effects.catalog`` registers them all)."""
    return REGISTRY[op]


class NoParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """For primitives that take no arguments."""
