"""Technology abilities as typed data (VF-TECH-02, docs/content-sources.md).

A level's ``abilities`` map in the pack is compiled once into an :class:`Abilities` value (an
unknown key or an ill-typed value is refused at load); the levels a seat owns are merged into
one (:func:`merge`), so the rules read typed fields, never keys or strings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

import msgspec

from domineum.voidfall.model.combat import TECHNOLOGIES
from domineum.voidfall.model.terms import FleetType, Guild, Installation, Resource

Recall = Literal["", "once_per_combat", "always"]  # Escape Pods, weakest first
Reclaim = Literal["", "voidborn", "voidborn_or_corrupted"]  # Salvage Scanner, weakest first
PREFERRED = "preferred"  # a ``double_action`` key: any of your Preferred Focuses


class UnknownName(ValueError):
    """An ability naming what does not exist: its ``key``, the problem's message id and its
    parameters (the loader adds the file and entry: ``ContentError``)."""

    def __init__(self, key: str, message: str, **params: object) -> None:
        super().__init__(key, message, params)
        self.key = key
        self.message = message
        self.params = params


class LevelBoost(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A ``production_levels`` entry (E-13): each ``per`` (Guild or Installation) in a sector you
    control adds ``amount`` to ``resource``'s Production Level. Written ``"science:bankers:2"``
    or as a mapping."""

    resource: Resource
    per: Guild | Installation
    amount: int


class Abilities(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The permanent abilities of a Technology level, or merged, of a seat (VF-TECH-02).

    Field names are the pack's keys (docs/content-sources.md, "Technology ability keys");
    absent keys keep the defaults, which mean "no such ability".
    """

    # engine-fixed: restate rules keyed on the Technology id (test_pack checks they agree)
    combat: str = ""
    fleet_type: FleetType | Literal[""] = ""
    fleet_power_limit: int = 0
    corruption_storage: int = 0
    agenda_types_distinct: bool = False  # VF-AGENDA-09, always enforced
    # deployment (VF-FLEET-12/13, E-27)
    deploy_cost_materials: int = 0
    deploy_cost_food: int = 0
    carrier_as_shipyard: bool = False
    extra_shipyard_per_sector: int = 0
    deploy_as_remove_corruption: bool = False
    starbases_per_sector: int | None = None  # None: no cap printed
    build_starbases: bool = False  # Stellar Exchanges (RS-TECH-05): without the Technology
    # economy (E-7, E-13, A-47)
    production_levels: tuple[LevelBoost, ...] = ()
    before_producing_credits: int = 0
    upkeep_credits: int = 0
    free_sector_upkeep: bool = False
    tier_fp_cost_waived: bool = False
    # empire (E-23, E-26, VF-GUILD-08)
    on_establish_gain: int = 0
    on_grow_gain_guild_resources: bool = False
    home_extra_guilds: int = 0
    sentry_instead_of_build: bool = False
    sentry_with_build: bool = False
    remove_corruption_extra: int = 0
    trade_bonus_choice: Literal["", "adjacent_or_lower"] = ""
    # military (docs/rules-decisions/military.md)
    recall_to_home: Recall = ""
    regroup_before_invade: bool = False
    ignore_voidstorms: bool = False
    invade_range: int = 1
    reclaim_before_combat: Reclaim = ""
    keep_installations: bool = False
    invader_win_or_tie_deploy: int = 0
    skirmish_auto_defend: bool = False
    # turn and Cleanup (VF-AGENDA-07, VF-CLEANUP-10)
    double_action: frozenset[str] = frozenset()  # Focus ids, or ``preferred``
    agenda_slots: int = 0
    trade_token_capacity: int = 0


NONE = Abilities()
KEYS: tuple[str, ...] = Abilities.__struct_fields__
_SUMMED = frozenset({"before_producing_credits", "on_establish_gain", "trade_token_capacity"})
_RANKED: dict[str, tuple[str, ...]] = {
    "recall_to_home": ("", "once_per_combat", "always"),
    "reclaim_before_combat": ("", "voidborn", "voidborn_or_corrupted"),
}


def _combine(name: str, default: object) -> Callable[[list[Any]], Any]:
    """How a seat's levels combine one field: a gain is summed, a mode takes the strongest, a
    limit the highest, a flag any; lists are joined, key sets united; a name is the first one."""
    if name in _SUMMED:
        return sum
    if name in _RANKED:
        return lambda values: max(values, key=_RANKED[name].index)
    if isinstance(default, bool):
        return any
    if isinstance(default, int) or default is None:
        return lambda values: max((v for v in values if v is not None), default=default)
    if isinstance(default, tuple):
        return lambda values: tuple(x for v in values for x in v)
    if isinstance(default, frozenset):
        return lambda values: frozenset().union(*values)
    return lambda values: next((v for v in values if v), default)


_COMBINE = {name: _combine(name, getattr(NONE, name)) for name in KEYS}


def merge(levels: Iterable[Abilities]) -> Abilities:
    """One value for several levels (a seat's Technologies, VF-TECH-02)."""
    parts = list(levels)
    if not parts:
        return NONE
    if len(parts) == 1:
        return parts[0]
    return Abilities(**{n: f([getattr(p, n) for p in parts]) for n, f in _COMBINE.items()})


def compile_abilities(raw: Mapping[str, object], focus_ids: Iterable[str]) -> Abilities:
    """Typed abilities from a level's ``abilities`` map; raises ``msgspec.ValidationError``
    (with the key's path) when a key is unknown or a value does not fit, ``UnknownName`` when
    a value names no Combat Technology or Focus card."""
    data = dict(raw)
    boosts = data.get("production_levels")
    if isinstance(boosts, list):
        data["production_levels"] = [_boost(b) for b in boosts]
    out = msgspec.convert(data, type=Abilities)
    if out.combat and out.combat not in TECHNOLOGIES:
        raise UnknownName("combat", "vf.content.no_combat_tech", name=out.combat)
    unknown = sorted(out.double_action - {*focus_ids, PREFERRED})
    if unknown:
        raise UnknownName("double_action", "vf.content.unknown_focus", names=unknown)
    return out


def _boost(entry: object) -> object:
    """``"<resource>:<guild or installation>:<n>"`` as a mapping (other forms pass through)."""
    if not isinstance(entry, str):
        return entry
    parts = entry.split(":")
    if len(parts) != 3 or not parts[2].isdigit():
        return entry  # refused by the conversion: "expected an object"
    return {"resource": parts[0], "per": parts[1], "amount": int(parts[2])}


class SeatIndex:
    """The merged abilities of each set of owned levels, computed on first use (a game meets
    few sets; the memory is bounded). Keys are a House's ``technologies`` items in order."""

    LIMIT = 4096

    def __init__(self, levels: Mapping[tuple[str, str], Abilities]) -> None:
        self.levels = levels
        self._seats: dict[tuple[tuple[str, str], ...], Abilities] = {}

    def of(self, owned: Mapping[str, str]) -> Abilities:
        key = tuple(owned.items())
        found = self._seats.get(key)
        if found is None:
            if len(self._seats) >= self.LIMIT:
                self._seats.clear()
            found = merge(self.levels[pair] for pair in key if pair in self.levels)
            self._seats[key] = found
        return found
