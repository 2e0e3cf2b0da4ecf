"""Voidfall's fixed action space: every decision's options as (kind, values) with stable ids.

Content-dependent domains (Focus cards, Technologies, Agendas) are the content pack's ids in
sorted order, so ids are stable for a given pack. Sector ids are ``s1`` .. ``s48`` on every map.
"""

from __future__ import annotations

from domineum.kernel.actions import ActionKind, ActionSpace
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.procedure import EXTENSIONS
from domineum.voidfall.model.terms import (
    AGENDA_TYPES,
    FLEET_TYPES,
    GUILDS,
    INSTALLATIONS,
    RESOURCES,
    TRACKS,
)

MAX_SECTORS = 48
SECTOR_IDS: tuple[str, ...] = tuple(f"s{i}" for i in range(1, MAX_SECTORS + 1))
NUMBERS: tuple[str, ...] = tuple(str(i) for i in range(1, 9))
CORRUPTION_SPOTS: tuple[str, ...] = (
    *TRACKS,
    "slot2",
    "slot3",
    "slot4",
    "decontamination",
    *SECTOR_IDS,
)
GLORY_VALUES: tuple[str, ...] = ("1", "2", "3", "4", "5")
# Agenda slots: the House mat's four (VF-AGENDA-07) and the fifth of Improved Central Surveillance
AGENDA_SLOT_VALUES: tuple[str, ...] = ("1", "2", "3", "4", "5")
ABSORB_AMOUNTS: tuple[str, ...] = tuple(str(i) for i in range(16))  # Salvo Absorption used now


class WidenedSpace(ActionSpace):
    """The action space, where a module's kind may widen a base kind's last domain.

    A module adding a value to a base domain (a Fleet type, an Installation, a Guild type) names
    an appended kind for it, say ``deploy-phantom`` for ``deploy SECTOR phantom``: the choice
    stays ``deploy s5 phantom`` for the rules and in notation, but its id is the appended
    kind's, so no base id moves (RS-MOD-06). ``widened``: appended kind -> (base kind, value).
    """

    widened: dict[str, tuple[str, str]]
    _widening: dict[tuple[str, str], str]

    def widen(self, widened: dict[str, tuple[str, str]]) -> WidenedSpace:
        self.widened = widened
        self._widening = {pair: kind for kind, pair in widened.items()}
        return self

    def _encode(self, kind: str, values: tuple[str, ...]) -> int:
        own = self._widening.get((kind, values[-1])) if values else None
        if own is not None:
            return super()._encode(own, values[:-1])
        return super()._encode(kind, values)

    def _decode(self, action_id: int) -> tuple[str, tuple[str, ...]]:
        kind, values = super()._decode(action_id)
        if kind in self.widened:
            base, value = self.widened[kind]
            return base, (*values, value)
        return kind, values


def build_action_space(content: Content) -> ActionSpace:
    """The action space for ``content`` (ids depend only on the pack's ids)."""
    focus = tuple(sorted(content.focus_cards))
    techs = tuple(sorted(content.technologies))
    agendas = tuple(sorted(content.agendas))
    extended = [kind for ext in EXTENSIONS.values() for kind in ext.action_kinds]
    widened = {k: v for ext in EXTENSIONS.values() for k, v in getattr(ext, "widens", {}).items()}
    return WidenedSpace(
        [
            ActionKind("focus", (focus,)),
            ActionKind("flip"),
            ActionKind("agenda", (agendas,)),
            ActionKind("begin"),
            ActionKind("take", (("1", "2", "3"),)),
            ActionKind("agenda-action"),
            ActionKind("tech-action", (techs, ("1", "2"))),
            ActionKind("end"),
            ActionKind("effect", (NUMBERS,)),
            ActionKind("done"),
            ActionKind("option", (NUMBERS,)),
            ActionKind("sector", (SECTOR_IDS,)),
            ActionKind("resource", (RESOURCES,)),
            ActionKind("pay", (RESOURCES,)),
            ActionKind("track", (TRACKS,)),
            ActionKind("guild", (GUILDS,)),
            ActionKind("build", (INSTALLATIONS,)),
            ActionKind("fleet", (FLEET_TYPES,)),
            ActionKind("tech", (techs,)),
            ActionKind("improve", (techs,)),
            ActionKind("offer", (AGENDA_TYPES,)),
            ActionKind("draw", (AGENDA_TYPES,)),
            ActionKind("keep", (agendas,)),
            ActionKind("spot", (CORRUPTION_SPOTS,)),
            ActionKind("glory", (GLORY_VALUES,)),
            ActionKind("move", (SECTOR_IDS, SECTOR_IDS, FLEET_TYPES)),
            ActionKind("join", (SECTOR_IDS, FLEET_TYPES)),
            ActionKind("deploy", (SECTOR_IDS, FLEET_TYPES)),
            ActionKind("recall", (SECTOR_IDS, FLEET_TYPES)),
            ActionKind("slot", (AGENDA_SLOT_VALUES,)),  # 1: refused by name (VF-AGENDA-10)
            ActionKind("replace", (AGENDA_SLOT_VALUES,)),
            ActionKind("discard"),
            ActionKind("store", (AGENDA_SLOT_VALUES,)),
            ActionKind("return"),
            ActionKind("position", (("1", "2", "3", "4"),)),
            ActionKind("absorb", (ABSORB_AMOUNTS,)),
            ActionKind("destroyers", (("use", "hold"),)),
            ActionKind("double", (("1", "2", "3"),)),
            *extended,  # modes and modules: after the base kinds, whose ids never move
        ]
    ).widen(widened)
