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


def build_action_space(content: Content) -> ActionSpace:
    """The action space for ``content`` (ids depend only on the pack's ids)."""
    focus = tuple(sorted(content.focus_cards))
    techs = tuple(sorted(content.technologies))
    agendas = tuple(sorted(content.agendas))
    extended = [kind for ext in EXTENSIONS.values() for kind in ext.action_kinds]
    return ActionSpace(
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
    )
