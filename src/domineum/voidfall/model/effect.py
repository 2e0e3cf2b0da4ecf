"""How content writes an effect: an ``op`` name plus that primitive's arguments.

In YAML an effect is a mapping such as ``{op: produce, resource: food}``; every key other than
``op`` is an argument, validated against the primitive's own parameter struct at load time.
"""

from __future__ import annotations

import msgspec

Scalar = int | str | bool
Arg = Scalar | list[str] | dict[str, Scalar | list[str]]


class Effect(msgspec.Struct, frozen=True, forbid_unknown_fields=True, dict=True):
    """One effect or cost line of a card, as data (``dict=True``: primitives keep the parsed
    arguments on the instance, outside its fields)."""

    op: str
    args: dict[str, Arg] = msgspec.field(default_factory=dict)

    @classmethod
    def from_mapping(cls, raw: dict[str, Arg]) -> Effect:
        rest = {k: v for k, v in raw.items() if k != "op"}
        return cls(op=str(raw["op"]), args=rest)


class CardAction(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Focus/Agenda/Technology action: a cost paid in full, then effects (VF-ACTION-01..10).

    ``combine`` is ``any`` for a green ``+/`` line (resolve any or all, VF-ACTION-08) and
    ``one`` for a red ``/`` line (resolve only one, VF-ACTION-09).
    """

    name: str
    cost: tuple[Effect, ...] = ()
    effects: tuple[Effect, ...] = ()
    combine: str = "any"
