"""Load and validate a content pack: a folder of YAML files, one per kind (see docs/content.md).

Each entry is validated on its own so an error names the file, the entry and the field; then
effects are checked against the primitive registry and references between entries are resolved.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

import msgspec
import yaml

from domineum.kernel.errors import ContentError, validation_problem
from domineum.voidfall.content import file_messages as _errors  # noqa: F401  (registers)
from domineum.voidfall.content.abilities import (
    Abilities,
    SeatIndex,
    UnknownName,
    compile_abilities,
)
from domineum.voidfall.content.incursion_loader import check_deck, load_incursion
from domineum.voidfall.content.incursion_schema import IncursionPack
from domineum.voidfall.content.schema import (
    TRIGGERS,
    Agenda,
    CivilizationTracks,
    Condition,
    ContentSummary,
    EventBox,
    FocusCard,
    GalacticEvent,
    House,
    MapDef,
    Objective,
    RawAction,
    RawEffect,
    SectorType,
    Tables,
    TechLevel,
    Technology,
    TokenFace,
)
from domineum.voidfall.content.void_loader import compile_void, load_void
from domineum.voidfall.content.void_schema import VoidPack
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.house import UPDATED_TECH
from domineum.voidfall.model.terms import (
    FLEET_TYPES,
    GUILDS,
    INSTALLATIONS,
    MODULES,
    RESOURCES,
    TRACKS,
)

DEFAULT_PACK = Path(__file__).parent / "data"
CARD_ACTION = "card_action"  # the internal op that resolves a compiled action (effects/economy)
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's safe loader when present
T = TypeVar("T", bound=msgspec.Struct)
LEVELS = ("basic", "improved")


class _Named(Protocol):
    """A card with a name."""

    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class Content:
    """A validated content pack, indexed by id."""

    path: str
    sector_types: dict[str, SectorType]
    maps: dict[str, MapDef]
    focus_cards: dict[str, FocusCard]
    technologies: dict[str, Technology]
    agendas: dict[str, Agenda]
    events: dict[str, GalacticEvent]
    houses: dict[str, House]
    civilization: CivilizationTracks
    bounty: list[TokenFace]
    reclaim: list[TokenFace]
    tables: Tables
    actions: dict[str, CardAction] = field(default_factory=dict)
    void: VoidPack | None = None  # the ``void/`` folder: solo and co-op (content/void_schema.py)
    incursion: IncursionPack | None = None  # modules/incursion/void/ (incursion_schema.py)

    @cached_property
    def cost_changing_events(self) -> frozenset[str]:
        """Galactic Events with a box that changes the cost of Preferred-Focus actions."""
        return frozenset(
            e.id
            for e in self.events.values()
            if any(
                b.modifies.preferred_cost is not None or b.modifies.preferred_extra_cost
                for b in e.boxes
            )
        )

    @cached_property
    def level_abilities(self) -> dict[tuple[str, str], Abilities]:
        """Each Technology level's typed abilities, compiled once (VF-TECH-02); an unknown key
        or an ill-typed value raises :class:`ContentError` (the loader asks at load)."""
        focus = [f.id for f in self.focus_cards.values() if not f.replaces]
        out: dict[tuple[str, str], Abilities] = {}
        for tech in self.technologies.values():
            for level in LEVELS:
                try:
                    out[(tech.id, level)] = compile_abilities(getattr(tech, level).abilities, focus)
                except msgspec.ValidationError as exc:
                    where, problem, params = _field_of(exc)
                    field = f"{level}.abilities" + ("" if where == "-" else f".{where}")
                    raise ContentError(
                        "technologies.yaml", tech.id, field, problem, **params
                    ) from None
                except UnknownName as exc:
                    field = f"{level}.abilities.{exc.key}"
                    problem = exc.message
                    raise ContentError(
                        "technologies.yaml", tech.id, field, problem, **exc.params
                    ) from None
        return out

    @cached_property
    def seat_abilities(self) -> SeatIndex:
        """The merged abilities of a House's owned levels: ``seat_abilities.of(technologies)``."""
        return SeatIndex(self.level_abilities)

    @cached_property
    def level_triggers(self) -> dict[tuple[str, str], dict[str, CardAction]]:
        """The compiled ``triggers`` of the Technology levels that have any (VF-TECH-02)."""
        out: dict[tuple[str, str], dict[str, CardAction]] = {}
        for tech in self.technologies.values():
            for level in LEVELS:
                for trigger in getattr(tech, level).triggers:
                    action = self.actions.get(f"tech:{tech.id}:{level}:on:{trigger}")
                    if action is not None:
                        out.setdefault((tech.id, level), {})[trigger] = action
        return out

    def void_card_name(self, card_id: str) -> str | None:
        """The English name of a card of the game against the Void by its id: an Alert, a
        Crisis, a Heroic or Joint Focus card, or Incursion's Alerts, Immediate Crises, missions
        and Setup Aids (None for any other id)."""
        tables: list[Mapping[str, _Named]] = []
        if self.void is not None:
            tables += [self.void.alerts, self.void.crises, self.void.heroic, self.void.joint]
        if self.incursion is not None:
            inc = self.incursion
            tables += [inc.alerts, inc.crises, inc.missions, inc.setup_aids]
        for table in tables:
            found = table.get(card_id)
            if found is not None:
                return found.name
        return None

    def action(self, key: str) -> CardAction:
        """A compiled action: ``focus:<card>:<n>``, ``agenda:<id>``, ``tech:<id>:<level>:<n>``,
        ``tech:<id>:<level>:on:<trigger>``, ``sector:<type>:on_invaded``, ``event:<id>:<box>``
        a box's option ``event:<id>:<box>:<k>`` and an Origin's setup ``origin:<house>:<id>``."""
        return self.actions[key]

    def track_space(self, house: str, track: int, space: int) -> tuple[Effect, ...]:
        """The benefit of a Civilization track space, House variant first (VF-CIV-03)."""
        return self.actions[f"track:{house}:{TRACKS[track]}:{space}"].effects

    def summary(self) -> ContentSummary:
        sources = Counter(
            e.source
            for group in (
                self.sector_types,
                self.maps,
                self.focus_cards,
                self.technologies,
                self.agendas,
                self.events,
                self.houses,
            )
            for e in group.values()
        )
        per_players = Counter(str(m.players) for m in self.maps.values())
        civ = self.civilization
        houses = [h for h in self.houses.values() if not h.module]
        agendas = [a for a in self.agendas.values() if not a.module]
        return ContentSummary(
            houses=len(houses),
            technologies=sum(1 for t in self.technologies.values() if not t.module),
            agendas=sum(1 for a in agendas if a.type != "starting"),
            starting_agendas=sum(1 for a in agendas if a.type == "starting"),
            origins=sum(len(h.origins) for h in houses),
            focus_cards=sum(1 for f in self.focus_cards.values() if not f.module),
            galactic_events=len(self.events),
            civilization_spaces=len(civ.society) + len(civ.statecraft) + len(civ.economy),
            sector_types=len(self.sector_types),
            maps=dict(sorted(per_players.items())),
            bounty_tokens=sum(t.count for t in self.bounty),
            reclaim_tokens=sum(t.count for t in self.reclaim),
            sources=dict(sorted(sources.items())),
            modules=self._module_counts(),
        )

    def _module_counts(self) -> dict[str, dict[str, int]]:
        """What each Resurgence module adds to the pack, by kind (RS-MOD-01), its updated
        versions of base entries as ``updated_<kind>`` (RS-MOD-02); Incursion's own cards by
        kind too (Alert cards by their kind)."""
        out: dict[str, Counter[str]] = {}
        for kind, group in (
            ("houses", self.houses),
            ("technologies", self.technologies),
            ("agendas", self.agendas),
            ("focus_cards", self.focus_cards),
            ("galactic_events", self.events),
            ("sector_types", self.sector_types),
        ):
            for entry in group.values():
                if entry.module:
                    updated = getattr(entry, "updates", "")
                    out.setdefault(entry.module, Counter())[
                        f"updated_{kind}" if updated else kind
                    ] += 1
        if self.incursion is not None:  # its own cards (RS-INCPREP, RS-INCFOCUS, RS-INCCRISIS)
            inc = self.incursion
            counts = out.setdefault("incursion", Counter())
            counts["setup_aids"] += len(inc.setup_aids)
            counts.update(f"{a.kind}_cards" for a in inc.alerts.values())
            counts["immediate_crises"] += len(inc.crises)
            counts["missions"] += len(inc.missions)
        return {m: dict(sorted(c.items())) for m, c in sorted(out.items())}


def _read(path: Path) -> Any:
    try:
        if path.is_dir():
            raise ContentError(path.name, "-", "-", "content.folder")
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    except FileNotFoundError:
        raise ContentError(path.name, "-", "-", "content.file_missing") from None
    except UnicodeDecodeError:
        raise ContentError(path.name, "-", "-", "content.not_utf8") from None
    except OSError as exc:
        raise ContentError(path.name, "-", "-", "content.unreadable", reason=exc.strerror) from None
    except RecursionError:
        raise ContentError(path.name, "-", "-", "content.too_deep") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = "?" if mark is None else mark.line + 1
        raise ContentError(path.name, "-", "-", "content.not_yaml", line=line) from None
    if data is None and path.name != "tokens.yaml":
        raise ContentError(path.name, "-", "-", "content.empty")
    return data


def _field_of(exc: msgspec.ValidationError) -> tuple[str, str, dict[str, object]]:
    """The field a validation error names, and its problem as a message id and parameters."""
    return validation_problem(str(exc))


def _raw_list(path: Path) -> list[Any]:
    raw = _read(path)
    if not isinstance(raw, list):
        raise ContentError(path.name, "-", "-", "content.not_list")
    return raw


def _entries(path: Path, kind: type[T], raw: list[Any] | None = None) -> dict[str, T]:
    raw = _raw_list(path) if raw is None else raw
    if not raw and path.name == "houses.yaml":
        raise ContentError(path.name, "-", "-", "vf.content.no_house")
    out: dict[str, T] = {}
    for i, item in enumerate(raw):
        name = str(item.get("id", f"#{i + 1}")) if isinstance(item, dict) else f"#{i + 1}"
        try:
            entry = msgspec.convert(item, type=kind)
        except msgspec.ValidationError as exc:
            where, problem, params = _field_of(exc)
            raise ContentError(path.name, name, where, problem, **params) from None
        entry_id = str(getattr(entry, "id"))  # noqa: B009
        if entry_id in out:
            raise ContentError(path.name, entry_id, "id", "content.duplicate_id")
        out[entry_id] = entry
    return out


UPDATING_MODULE = "psionics"  # the one module whose components may be "updated" (RS-MOD-02)


def _with_modules(root: Path, file: str, kind: type[T]) -> dict[str, T]:
    """The base game's ``file`` and the same file of every module folder
    (``modules/<module>/<file>``): each module entry says the module it belongs to (RS-MOD-01),
    and its id is new. An entry with ``updates: X`` is an updated version of the base entry X
    (RS-MOD-02, RS-UPD-01): it is X with the fields it gives (see `_updated`)."""
    base_raw = _raw_list(root / file)
    out = _entries(root / file, kind, base_raw)
    for entry_id, entry in out.items():
        if getattr(entry, "module", "") not in ("", *MODULES):
            known = ", ".join(MODULES)
            raise ContentError(file, entry_id, "module", "vf.content.module", known=known)
        if getattr(entry, "updates", ""):
            problem = "vf.content.updates_base"
            raise ContentError(file, entry_id, "updates", problem)
    by_id = {str(item.get("id")): item for item in base_raw if isinstance(item, dict)}
    for folder in sorted(p for p in (root / "modules").glob("*") if p.is_dir()):
        path = folder / file
        if not path.exists():
            continue
        where = f"modules/{folder.name}/{file}"
        if folder.name not in MODULES:
            raise ContentError(where, "-", "-", "vf.content.no_module", module=folder.name)
        raw = [_updated(item, by_id, where) for item in _raw_list(path)]
        for entry_id, entry in _entries(path, kind, raw).items():
            if getattr(entry, "module", "") != folder.name:
                raise ContentError(
                    where, entry_id, "module", "vf.content.module_folder", module=folder.name
                )
            if entry_id in out:
                raise ContentError(where, entry_id, "id", "vf.content.module_id")
            target = getattr(entry, "updates", "")
            if target and folder.name != UPDATING_MODULE:
                problem = "vf.content.updating_module"
                raise ContentError(where, entry_id, "updates", problem, module=UPDATING_MODULE)
            if getattr(entry, "reprinted", None) is not None and not target:
                raise ContentError(where, entry_id, "reprinted", "vf.content.reprinted_base")
            if target and kind is Technology and entry_id != target + UPDATED_TECH:
                expected = target + UPDATED_TECH  # the rules play it as its base (P-32)
                problem = "vf.content.updated_tech_id"
                raise ContentError(where, entry_id, "id", problem, expected=expected)
            if target and any(getattr(e, "updates", "") == target for e in out.values()):
                raise ContentError(
                    where, entry_id, "updates", "vf.content.updated_twice", target=target
                )
            out[entry_id] = entry
    return out


def _updated(item: Any, base: dict[str, Any], where: str) -> Any:
    """A module entry with ``updates: X``: the base entry X's fields, replaced by the fields the
    entry gives; a House's ``origins`` are replaced one by one by id (an updated Origin card,
    RS-UPD-08), the others kept."""
    if not isinstance(item, dict) or "updates" not in item:
        return item
    name, target = str(item.get("id", "?")), str(item["updates"])
    if target not in base:
        raise ContentError(where, name, "updates", "vf.content.no_base", target=target)
    merged = {**base[target], **item}
    if "origins" in item and isinstance(item["origins"], list):
        origins = list(base[target].get("origins", []))
        ids = [o.get("id") if isinstance(o, dict) else None for o in origins]
        for origin in item["origins"]:
            key = origin.get("id") if isinstance(origin, dict) else None
            if key not in ids:
                raise ContentError(where, name, "origins", "vf.content.no_base_origin", key=key)
            origins[ids.index(key)] = origin
        merged["origins"] = origins
    return merged


def _single(path: Path, kind: type[T]) -> T:
    try:
        return msgspec.convert(_read(path), type=kind)
    except msgspec.ValidationError as exc:
        where, problem, params = _field_of(exc)
        raise ContentError(path.name, "-", where, problem, **params) from None


class Vocabulary(Protocol):
    """What the loader asks of the effect vocabulary, which lives in the layers above content
    (``effects.pack`` provides it): the primitives' names and argument checks, and the names of
    the countables that objectives and conditions may count."""

    @property
    def ops(self) -> Collection[str]: ...

    @property
    def countables(self) -> Collection[str]: ...

    def check(self, effect: Effect) -> None:
        """Raise ``msgspec.ValidationError`` when ``effect``'s arguments do not fit its op."""
        ...


class _Compiler:
    """Turns raw effect mappings into validated :class:`Effect` values."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self.actions: dict[str, CardAction] = {}
        self.nested: list[tuple[str, str, str, str]] = []  # card_action keys to resolve

    def check_nested(self) -> None:
        """Every ``card_action`` names a compiled action, and no action contains itself
        through ``card_action`` (resolving it would nest without end)."""
        for key, file, entry, where in self.nested:
            if key not in self.actions:
                raise ContentError(file, entry, f"{where}.key", "vf.content.no_action", key=key)
        for key, file, entry, where in self.nested:
            if self._reaches(key, key):
                problem = "vf.content.contains_itself"
                raise ContentError(file, entry, f"{where}.key", problem, key=key)

    def _reaches(self, start: str, goal: str) -> bool:
        seen: set[str] = set()
        todo = [start]
        while todo:
            key = todo.pop()
            action = self.actions.get(key)
            if action is None or key in seen:
                continue
            seen.add(key)
            for eff in (*action.cost, *action.effects):
                inner = _nested_keys(eff.args) if eff.op != CARD_ACTION else [eff.args.get("key")]
                for target in inner:
                    if target == goal:
                        return True
                    todo.append(str(target))
        return False

    def effect(self, raw: RawEffect, file: str, entry: str, where: str) -> Effect:
        op = raw.get("op")
        if not isinstance(op, str):
            raise ContentError(file, entry, where, "vf.content.no_op")
        if op not in self.vocabulary.ops:
            known = ", ".join(sorted(self.vocabulary.ops))
            raise ContentError(
                file, entry, f"{where}.op", "vf.content.unknown_op", op=op, known=known
            )
        eff = Effect.from_mapping(raw)
        if op in ("gain", "pay"):
            for name, value in eff.args.items():
                if isinstance(value, int | float) and value < 0:
                    problem = "vf.content.negative_amount"
                    raise ContentError(file, entry, f"{where}.{name}", problem, op=op, value=value)
        try:
            self.vocabulary.check(eff)
        except msgspec.ValidationError as exc:
            sub, problem, params = _field_of(exc)
            raise ContentError(file, entry, f"{where}.{sub}", problem, **params) from None
        if op == CARD_ACTION:
            self.nested.append((str(eff.args.get("key")), file, entry, where))
        counted = eff.args.get("args")
        if op == "influence_per" and isinstance(counted, dict):
            _check_names(counted, file, entry, f"{where}.args")
        return eff

    def action(self, key: str, raw: RawAction, file: str, entry: str, where: str) -> None:
        self.actions[key] = CardAction(
            name=raw.name,
            cost=tuple(
                self.effect(e, file, entry, f"{where}.cost[{i}]") for i, e in enumerate(raw.cost)
            ),
            effects=tuple(
                self.effect(e, file, entry, f"{where}.effects[{i}]")
                for i, e in enumerate(raw.effects)
            ),
            combine=raw.combine,
        )

    def effects(self, key: str, raws: list[RawEffect], file: str, entry: str, where: str) -> None:
        self.action(key, RawAction(name=key, effects=raws), file, entry, where)

    def immediate(self, tech: str, level_name: str, level: TechLevel) -> None:
        """A Technology's immediate effect (VF-TECH-05, -12). With an "or" or a cost it becomes
        one nested action (``card_action``), resolved like a Focus action; otherwise each effect
        is resolved, or forgone, on its own."""
        key = f"tech:{tech}:{level_name}:immediate"
        where = f"{level_name}.immediate"
        if level.immediate_combine == "any" and not level.immediate_cost:
            self.effects(key, level.immediate, "technologies.yaml", tech, where)
            return
        raw = RawAction(
            name=key,
            cost=level.immediate_cost,
            effects=level.immediate,
            combine=level.immediate_combine,
        )
        self.action(f"{key}:card", raw, "technologies.yaml", tech, where)
        wrapper: RawEffect = {"op": CARD_ACTION, "key": f"{key}:card"}
        self.effects(key, [wrapper], "technologies.yaml", tech, where)


NAMED: dict[str, set[str]] = {  # countable arguments naming things (docs/content.md)
    "guild": set(GUILDS),
    "installation": set(INSTALLATIONS),
    "fleet": set(FLEET_TYPES),
    "level": {"basic", "improved"},
    "resource": set(RESOURCES),
    "plus_lowest": set(RESOURCES),
}


def _check_names(args: Mapping[str, object], file: str, entry: str, where: str) -> None:
    """A countable argument names known things (or ``any``): a typo would count nothing."""
    for key, known in NAMED.items():
        value = args.get(key, "any")
        names = value if isinstance(value, list) else [str(value)]
        unknown = sorted(set(names) - known - {"any"})
        if unknown:
            raise ContentError(
                file, entry, f"{where}.{key}", "vf.content.unknown_names", key=key, names=unknown
            )


def _check_objective(
    comp: _Compiler, objective: Objective, file: str, entry: str, where: str
) -> None:
    """An objective and each of its ``all_of`` conditions count a known countable within bounds
    that can be met; ``at_most`` and ``all_of`` belong to achievements (``scoring: once``)."""
    extra = "at_most" if objective.at_most is not None else "all_of" if objective.all_of else ""
    if extra and objective.scoring != "once":
        problem = "vf.content.achievement_only"
        raise ContentError(file, entry, f"{where}.{extra}", problem, name=extra)
    if objective.combine == "one" and len(objective.effects) < 2:
        problem = "vf.content.combine_one"
        raise ContentError(file, entry, f"{where}.combine", problem)
    _check_condition(comp, objective, file, entry, where)
    for i, condition in enumerate(objective.all_of):
        _check_condition(comp, condition, file, entry, f"{where}.all_of[{i}]")


MAX_BOX_OPTIONS = 8  # ``option 1`` .. ``option 8`` (the action space's numbers)


def _check_sides(event: GalacticEvent) -> None:
    """``side`` groups the lines of a red line (VF-EVAL-13): every line has one or none does,
    numbered from 1 in the order of the lines, with lines on two sides at least."""
    file, sides = "galactic_events.yaml", [o.side for o in event.objectives]
    if all(side is None for side in sides):
        return
    last = 0
    for n, side in enumerate(sides):
        where = f"objectives[{n}].side"
        if not event.exclusive:
            problem = "vf.content.side_exclusive"
            raise ContentError(file, event.id, where, problem)
        if side is None or side not in (last, last + 1) or side < 1:
            if last == 0:
                raise ContentError(file, event.id, where, "vf.content.side_first")
            problem = "vf.content.side_next"
            raise ContentError(file, event.id, where, problem, last=last, next=last + 1)
        last = side
    if last < 2 or last > MAX_BOX_OPTIONS:
        problem = "vf.content.side_count"
        where = f"objectives[{len(sides) - 1}].side"
        raise ContentError(file, event.id, where, problem, most=MAX_BOX_OPTIONS, n=last)


def _compile_box(comp: _Compiler, event: str, n: int, box: EventBox) -> None:
    """A Galactic Event box: ``event:<id>:<n>`` holds its cost and effects; a box with
    ``options`` holds none, and option k (from 1) is ``event:<id>:<n>:<k>`` (VF-PREP-16..18)."""
    file, where, key = "galactic_events.yaml", f"boxes[{n}]", f"event:{event}:{n}"
    asks = box.cost or box.effects or box.options
    if box.scope == "constant" and asks:
        problem = "vf.content.constant_box"
        raise ContentError(file, event, where, problem)
    if box.options and (box.cost or box.effects or box.combine != "all"):
        problem = "vf.content.box_options"
        raise ContentError(file, event, f"{where}.options", problem)
    if len(box.options) > MAX_BOX_OPTIONS:
        problem = "vf.content.box_most"
        raise ContentError(file, event, f"{where}.options", problem, most=MAX_BOX_OPTIONS)
    raw = RawAction(key, box.cost, box.effects, _combine(box.combine))
    comp.action(key, raw, file, event, where)
    for k, option in enumerate(box.options, start=1):
        place = f"{where}.options[{k - 1}]"
        if not option.cost and not option.effects:
            raise ContentError(file, event, place, "vf.content.option_empty")
        for i, test in enumerate(option.when):
            _check_condition(comp, test, file, event, f"{place}.when[{i}]")
        raw = RawAction(f"{key}:{k}", option.cost, option.effects, _combine(option.combine))
        comp.action(f"{key}:{k}", raw, file, event, place)


def _combine(value: str) -> Literal["any", "one"]:
    """A box's ``combine`` (``all``: each effect optional, ``one``: a red line) as an action's."""
    return "one" if value == "one" else "any"


def _check_condition(
    comp: _Compiler, test: Condition | Objective, file: str, entry: str, where: str
) -> None:
    """A test (an objective, one of its ``all_of`` conditions, a box option's ``when``) counts a
    known countable, with known names in its arguments, within bounds that can be met."""
    if test.count not in comp.vocabulary.countables:
        raise ContentError(
            file, entry, f"{where}.count", "vf.content.unknown_countable", name=test.count
        )
    _check_names(test.args, file, entry, f"{where}.args")
    for name in ("at_least", "at_most"):
        value = getattr(test, name)
        if value is not None and value < 0:
            raise ContentError(file, entry, f"{where}.{name}", "vf.content.below_zero", value=value)
    if test.at_least is not None and test.at_most is not None and test.at_least > test.at_most:
        problem = "vf.content.never_met"
        raise ContentError(
            file, entry, f"{where}.at_most", problem, low=test.at_least, high=test.at_most
        )


def _nested_keys(args: object) -> list[object]:
    """The ``card_action`` keys inside an effect's arguments (effects nested in options)."""
    if isinstance(args, dict):
        found = [args.get("key")] if args.get("op") == CARD_ACTION else []
        return found + [k for v in args.values() for k in _nested_keys(v)]
    if isinstance(args, list | tuple):
        return [k for v in args for k in _nested_keys(v)]
    return []


def _check_replaces(c: Content, card: str) -> None:
    """A House Focus card replaces a standard one, never (through others) itself."""
    seen = [card]
    while (nxt := c.focus_cards[seen[-1]].replaces) and nxt in c.focus_cards:
        if nxt in seen:
            chain = " -> ".join([*seen, nxt])
            raise ContentError(
                "focus_cards.yaml", card, "replaces", "vf.content.cycle", chain=chain
            )
        seen.append(nxt)


def _check_ref(ok: bool, file: str, entry: str, where: str, what: str) -> None:
    """``what`` (an id; the field names its kind) must exist."""
    if not ok:
        raise ContentError(file, entry, where, "content.refers_to", what=what)


def load_content(vocabulary: Vocabulary, path: str | Path | None = None) -> Content:
    """Load and validate the content pack at ``path`` (default: the bundled pack), its effects
    checked against ``vocabulary`` (use :func:`domineum.voidfall.effects.pack.load_content`)."""
    root = Path(path) if path is not None else DEFAULT_PACK
    if not root.is_dir():
        raise ContentError(str(root), "-", "-", "content.pack_missing")
    maps: dict[str, MapDef] = {}
    for map_file in sorted((root / "maps").glob("*.yaml")):
        for key, value in _entries(map_file, MapDef).items():
            if key in maps:
                raise ContentError(map_file.name, key, "id", "vf.content.duplicate_map")
            maps[key] = value
    tokens = _read(root / "tokens.yaml") or {}
    if not isinstance(tokens, dict):
        raise ContentError("tokens.yaml", "-", "-", "vf.content.tokens")
    content = Content(
        path=str(root),
        sector_types=_with_modules(root, "sector_types.yaml", SectorType),
        maps=maps,
        focus_cards=_with_modules(root, "focus_cards.yaml", FocusCard),
        technologies=_with_modules(root, "technologies.yaml", Technology),
        agendas=_with_modules(root, "agendas.yaml", Agenda),
        events=_with_modules(root, "galactic_events.yaml", GalacticEvent),
        houses=_with_modules(root, "houses.yaml", House),
        civilization=_single(root / "civilization.yaml", CivilizationTracks),
        bounty=[_convert_token(t, "tokens.yaml") for t in tokens.get("bounty", [])],
        reclaim=[_convert_token(t, "tokens.yaml") for t in tokens.get("reclaim", [])],
        tables=_single(root / "tables.yaml", Tables),
        void=load_void(root, _entries, _single),
        incursion=load_incursion(root, _entries),
    )
    if content.incursion is not None:
        check_deck(content.incursion, content.void)
    _compile(content, _Compiler(vocabulary))
    return content


def _convert_token(raw: Any, file: str) -> TokenFace:
    try:
        return msgspec.convert(raw, type=TokenFace)
    except msgspec.ValidationError as exc:
        where, problem, params = _field_of(exc)
        name = raw.get("id", "?") if isinstance(raw, dict) else "?"
        raise ContentError(file, str(name), where, problem, **params) from None


def _compile_focus_cards(c: Content, comp: _Compiler) -> None:
    """Focus cards: three actions each (VF-FOCUS-01); a House card names the one it replaces."""
    for card in c.focus_cards.values():
        if len(card.actions) != 3:
            raise ContentError("focus_cards.yaml", card.id, "actions", "vf.content.focus_actions")
        for n, act in enumerate(card.actions, start=1):
            comp.action(
                f"focus:{card.id}:{n}", act, "focus_cards.yaml", card.id, f"actions[{n - 1}]"
            )
        if card.replaces:
            _check_replaces(c, card.id)
            _check_ref(
                card.replaces in c.focus_cards,
                "focus_cards.yaml",
                card.id,
                "replaces",
                f"'{card.replaces}'",
            )


def _compile_technologies(c: Content, comp: _Compiler) -> None:
    """Technologies: immediate effects, triggers and actions of both levels (VF-TECH-05, -12)."""
    for tech in c.technologies.values():
        for level_name in ("basic", "improved"):
            level = getattr(tech, level_name)
            comp.immediate(tech.id, level_name, level)
            for trigger, raw in level.triggers.items():
                where = f"{level_name}.triggers.{trigger}"
                if trigger not in TRIGGERS:
                    known = ", ".join(TRIGGERS)
                    raise ContentError(
                        "technologies.yaml", tech.id, where, "vf.content.known", known=known
                    )
                comp.action(
                    f"tech:{tech.id}:{level_name}:on:{trigger}",
                    RawAction(name=trigger, effects=raw.effects, combine=raw.combine),
                    "technologies.yaml",
                    tech.id,
                    where,
                )
            for n, act in enumerate(level.actions, start=1):
                comp.action(
                    f"tech:{tech.id}:{level_name}:{n}",
                    act,
                    "technologies.yaml",
                    tech.id,
                    f"{level_name}.actions[{n - 1}]",
                )


def _compile_agendas(c: Content, comp: _Compiler) -> None:
    """Agendas: an Agenda Action has no cost (VF-ACTION-11, VF-AGENDA-15); their objectives."""
    for agenda in c.agendas.values():
        if agenda.action is not None:
            if agenda.action.cost:
                raise ContentError(
                    "agendas.yaml", agenda.id, "action.cost", "vf.content.agenda_action_cost"
                )  # VF-ACTION-11, VF-AGENDA-15
            comp.action(f"agenda:{agenda.id}", agenda.action, "agendas.yaml", agenda.id, "action")
        if agenda.type == "psionic":
            _compile_psionic(comp, agenda)
        elif agenda.enforcement:
            problem = "vf.content.enforcement"
            raise ContentError("agendas.yaml", agenda.id, "enforcement", problem)
        for n, objective in enumerate(agenda.objectives):
            _check_objective(comp, objective, "agendas.yaml", agenda.id, f"objectives[{n}]")
            if objective.side is not None:  # VF-EVAL-16: each section on its own
                problem = "vf.content.side_event"
                raise ContentError("agendas.yaml", agenda.id, f"objectives[{n}].side", problem)


def _compile_psionic(comp: _Compiler, agenda: Agenda) -> None:
    """A Psionic Agenda names exactly one Focus card to match (RS-PAGENDA-06) and has an Agenda
    action; Enforcing it pays its Enforcement cost, then takes that same action: compiled as
    ``enforce:<id>`` (RS-PAGENDA-16, -24)."""
    if len(agenda.focus_icons) != 1:
        problem = "vf.content.psionic_focus"
        raise ContentError("agendas.yaml", agenda.id, "focus_icons", problem)
    if agenda.action is None:
        raise ContentError("agendas.yaml", agenda.id, "action", "vf.content.psionic_action")
    enforce = msgspec.structs.replace(agenda.action, cost=list(agenda.enforcement))
    comp.action(f"enforce:{agenda.id}", enforce, "agendas.yaml", agenda.id, "enforcement")


def _compile_event_objectives(c: Content, comp: _Compiler) -> None:
    """Galactic Event objectives and their red-line sides."""
    for event in c.events.values():
        for n, objective in enumerate(event.objectives):
            where = f"objectives[{n}]"
            _check_objective(comp, objective, "galactic_events.yaml", event.id, where)
            for i, raw in enumerate(objective.effects):
                comp.effect(raw, "galactic_events.yaml", event.id, f"{where}.effects[{i}]")
        _check_sides(event)


def _compile_event_boxes(c: Content, comp: _Compiler) -> None:
    """Galactic Event boxes and the costs they impose on Preferred Focuses (VF-PREP-16..26)."""
    for event in c.events.values():
        for n, box in enumerate(event.boxes):
            _compile_box(comp, event.id, n, box)
            costs = {"preferred_extra_cost": box.modifies.preferred_extra_cost}
            if box.modifies.preferred_cost is not None:
                costs["preferred_cost"] = box.modifies.preferred_cost
            for name, raws in costs.items():
                where = f"boxes[{n}].modifies.{name}"
                key = f"event:{event.id}:{n}:{name}"
                comp.effects(key, raws, "galactic_events.yaml", event.id, where)


def _compile_civilization(c: Content, comp: _Compiler) -> None:
    """Civilization tracks: 8 spaces each."""
    for t_name in TRACKS:
        spaces = getattr(c.civilization, t_name)
        if len(spaces) != 8:
            raise ContentError("civilization.yaml", t_name, t_name, "vf.content.track_spaces")


def _compile_houses(c: Content, comp: _Compiler) -> None:
    """Houses: Origins, Focus cards, track spaces, the Fallen House effects, Home Guilds."""
    for house in c.houses.values():
        for n, origin in enumerate(house.origins):
            where = f"origins[{n}]"
            _check_ref(
                origin.technology in c.technologies,
                "houses.yaml",
                house.id,
                f"{where}.technology",
                f"'{origin.technology}'",
            )
            _check_ref(
                origin.starting_agenda in c.agendas,
                "houses.yaml",
                house.id,
                f"{where}.starting_agenda",
                f"'{origin.starting_agenda}'",
            )
            key = f"origin:{house.id}:{origin.id}"  # its setup instructions (VF-SOLO-SETUP-45)
            comp.effects(key, origin.setup, "houses.yaml", house.id, f"{where}.setup")
        for fid in (*house.focus_cards, *house.preferred):
            _check_ref(
                fid in c.focus_cards,
                "houses.yaml",
                house.id,
                "focus_cards/preferred",
                f"'{fid}'",
            )
        for t_name in TRACKS:
            spaces = house.track_spaces.get(t_name) or getattr(c.civilization, t_name)
            if len(spaces) != 8:
                raise ContentError(
                    "houses.yaml", house.id, f"track_spaces.{t_name}", "vf.content.need_8"
                )
            for s_idx, raws in enumerate(spaces):
                comp.effects(
                    f"track:{house.id}:{t_name}:{s_idx}",
                    raws,
                    "houses.yaml",
                    house.id,
                    f"track_spaces.{t_name}[{s_idx}]",
                )
        comp.effects(
            f"fallen:{house.id}", house.fallen_effects, "houses.yaml", house.id, "fallen_effects"
        )
        origins = house.origins
        guilds = [("home_guilds", house.home_guilds)]
        guilds += [(f"origins[{n}].home_guilds", o.home_guilds) for n, o in enumerate(origins)]
        for where, names in guilds:
            for name in names:
                if name not in GUILDS:
                    raise ContentError(
                        "houses.yaml", house.id, where, "vf.content.unknown_guild", name=name
                    )


def _compile_sector_types(c: Content, comp: _Compiler) -> None:
    """Sector types: what an invaded sector's type does, and the tile that may replace it."""
    for kind in c.sector_types.values():
        if kind.becomes is not None:
            _check_ref(
                kind.becomes.type in c.sector_types and kind.becomes.type != kind.id,
                "sector_types.yaml",
                kind.id,
                "becomes.type",
                f"'{kind.becomes.type}'",
            )
        comp.effects(
            f"sector:{kind.id}:on_invaded",
            kind.on_invaded,
            "sector_types.yaml",
            kind.id,
            "on_invaded",
        )


def _compile_tokens(c: Content, comp: _Compiler) -> None:
    """Bounty, Reclaim and Trade bonus tokens."""
    for token in (*c.bounty, *c.reclaim, *c.tables.trade_bonuses):
        comp.effects(f"token:{token.id}", token.effects, "tokens.yaml", token.id, "effects")


def _compile_maps(c: Content, comp: _Compiler) -> None:
    """Maps: known sector types, edges between known sectors, one Home per seat, known Houses
    and Galactic Events."""
    for m in c.maps.values():
        ids = {s.id for s in m.sectors}
        for house in m.houses:
            name = house.split("/")[0]
            _check_ref(name in c.houses, f"maps/{m.id}", m.id, "houses", f"'{name}'")
        for event in m.events:
            _check_ref(event in c.events, f"maps/{m.id}", m.id, "events", f"'{event}'")
        for s in m.sectors:
            _check_ref(
                s.type in c.sector_types,
                f"maps/{m.id}",
                m.id,
                f"sectors.{s.id}.type",
                f"'{s.type}'",
            )
            kind = c.sector_types.get(s.type)
            if kind is not None and kind.coop_solo and not (m.coop or m.players == 1):
                where = f"sectors.{s.id}.type"  # a blue-section tile (VF-MODE-02, RS-MOD-03)
                raise ContentError(f"maps/{m.id}", m.id, where, "vf.content.coop_solo_map")
        for a, b in (*m.edges, *m.voidstorms):
            _check_ref(a in ids and b in ids, f"maps/{m.id}", m.id, "edges", f"{a}/{b}")
        homes = sorted(s.home_seat for s in m.sectors if s.home_seat >= 0)
        if homes != list(range(m.players)):
            where, problem = "sectors.home_seat", "vf.content.homes"
            raise ContentError(f"maps/{m.id}", m.id, where, problem, homes=homes)


_PARTS = (
    _compile_focus_cards,
    _compile_technologies,
    _compile_agendas,
    _compile_event_objectives,
    _compile_event_boxes,
    _compile_civilization,
    _compile_houses,
    _compile_sector_types,
    _compile_tokens,
    _compile_maps,
)


def _compile(c: Content, comp: _Compiler) -> None:
    """Validate every effect and cross-reference; fill ``c.actions``."""
    for part in _PARTS:
        part(c, comp)
    if c.void is not None:
        compile_void(c.void, comp, lambda t, f, e, w: _check_condition(comp, t, f, e, w))
    comp.check_nested()
    c.actions.update(comp.actions)
    _ = c.level_abilities  # typed once, here, so that a bad ability fails the load
