"""Load and validate a Revenant content pack (a folder of YAML files, see docs/revenant.md).

Effects are written as short strings (``gain science 2``, ``tactics 1``, ``hidden_influence``)
and compiled here into :class:`Effect` values; every entry is checked on its own so an error names
the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import yaml

from domineum.kernel.errors import ContentError, validation_problem
from domineum.revenant.content import file_messages as _errors  # noqa: F401  (registers)
from domineum.revenant.content.schema import (
    BONUSES,
    HOUSES,
    OP_TYPES,
    RESOURCES,
    SHIP_CLASSES,
    TRIGGERS,
    Ability,
    Agenda,
    Board,
    Colony,
    Condition,
    CrewProfile,
    Failure,
    FrigateBoard,
    House,
    OpCard,
    Planet,
    Scanner,
)
from domineum.revenant.model.effect import Effect

DEFAULT_PACK = Path(__file__).parent / "data"
T = TypeVar("T", bound=msgspec.Struct)

# op -> kind of argument: "" none, "res" a resource, "class" a ship class; and whether it counts.
OPS: dict[str, tuple[str, bool]] = {
    "gain": ("res", True),
    "lose": ("res", True),
    "gain_any": ("", True),
    "tactics": ("", True),
    "shield": ("", True),
    "shield_any": ("", True),
    "shield_adjacent": ("", True),
    "contain": ("", True),
    "contain_own": ("", True),
    "contain_ship": ("", True),
    "draw_ops": ("", True),
    "data": ("", True),
    "destroy": ("", True),
    "destroy_any": ("", True),
    "destroy_adjacent": ("", True),
    "extra_damage": ("", True),
    "extra_move": ("", True),
    "remove_damage": ("", True),
    "influence_any": ("", True),
    "lose_tactics": ("", True),
    "add_vb_rifts": ("", True),
    "hidden_influence": ("", False),
    "remove_shields": ("", False),
    "select_shuttle": ("", False),
    "discard_colonies": ("", False),
    "deploy_small": ("", False),
    "damage_class": ("class", False),
    "corrupt_class": ("class", False),
}
METRICS = (
    "tactics",
    "rank",
    "cadet_cards",
    "frigate_cards",
    "command_cards",
    "void_residue",
    "resources",
    "hidden_influence",
    "tracks_at_least_3",
    "clean_compartments",
    "data",
)


def _quoted(words: tuple[str, ...] | list[str]) -> str:
    """Keywords of the pack's syntax, each quoted, for a refusal that lists them."""
    return ", ".join(f"'{w}'" for w in words)


class BadSyntax(ValueError):
    """An effect or condition that does not parse: the problem's message id and parameters."""

    def __init__(self, message: str, **params: object) -> None:
        super().__init__(message, params)
        self.message = message
        self.params = params


def parse_effect(text: str) -> Effect:
    """``"gain science 2"`` -> ``Effect("gain", "science", 2)``; raises BadSyntax if bad."""
    words = str(text).split()
    if not words or words[0] not in OPS:
        raise BadSyntax("rv.content.unknown_effect", effect=text)
    op = words[0]
    arg_kind, counted = OPS[op]
    rest = words[1:]
    arg = ""
    if arg_kind:
        if not rest:
            needs = "rv.content.effect_resource" if arg_kind == "res" else "rv.content.effect_class"
            raise BadSyntax(needs, effect=text)
        arg = rest.pop(0)
        allowed = RESOURCES if arg_kind == "res" else SHIP_CLASSES
        if arg not in allowed:
            raise BadSyntax("rv.content.effect_word", effect=text, word=arg, known=_quoted(allowed))
    n = 1
    if counted and rest:
        if not rest[0].isdigit() or int(rest[0]) < 1:
            raise BadSyntax("rv.content.effect_amount", effect=text)
        n = int(rest.pop(0))
    if rest:
        raise BadSyntax("rv.content.effect_extra", effect=text, words=" ".join(rest))
    return Effect(op, arg, n)


def parse_condition(text: str) -> Condition:
    words = str(text).split()
    if len(words) != 2 or words[0] not in METRICS or not words[1].isdigit():
        raise BadSyntax("rv.content.condition", condition=text, known=_quoted(METRICS))
    return Condition(words[0], int(words[1]))


@dataclass(frozen=True)
class Content:
    """A validated content pack, indexed by id."""

    path: str
    board: Board
    houses: dict[str, House]
    ops: dict[str, OpCard]
    planets: dict[str, Planet]
    scanners: dict[str, Scanner]
    colonies: dict[str, Colony]
    agendas: dict[str, Agenda]
    failures: dict[str, Failure]
    crews: dict[str, CrewProfile]
    frigates: dict[str, FrigateBoard]
    hi_per_house: int

    @property
    def hi_cards(self) -> list[str]:
        return [f"hi-{h}-{k}" for h in HOUSES for k in range(1, self.hi_per_house + 1)]

    def summary(self) -> dict[str, int]:
        return {
            "houses": len(self.houses),
            "operation cards": len(self.ops),
            "planets": len(self.planets),
            "scanner cards": len(self.scanners),
            "colonies": len(self.colonies),
            "secret agendas": len(self.agendas),
            "failure cards": len(self.failures),
            "crew board sides": len(self.crews),
            "frigate boards": len(self.frigates),
            "hidden influence cards": len(self.hi_cards),
            "sectors": len(self.board.outer) + len(self.board.inner),
        }


def _read(folder: Path, name: str) -> Any:
    path = folder / name
    if not path.is_file():
        raise ContentError(name, "-", "-", "content.file_missing")
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = "?" if mark is None else mark.line + 1
        raise ContentError(name, "-", "-", "content.not_yaml", line=line) from None


def _effects(file: str, entry: str, fld: str, raw: Any) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        raise ContentError(file, entry, fld, "rv.content.effects")
    try:
        return tuple(parse_effect(x) for x in raw)
    except BadSyntax as exc:
        raise ContentError(file, entry, fld, exc.message, **exc.params) from None


def _cond(file: str, entry: str, raw: Any) -> Condition | None:
    if raw is None:
        return None
    try:
        return parse_condition(raw)
    except BadSyntax as exc:
        raise ContentError(file, entry, "condition", exc.message, **exc.params) from None


def _ability(file: str, entry: str, raw: Any) -> Ability:
    if not isinstance(raw, dict) or raw.get("trigger") not in TRIGGERS:
        known = ", ".join(TRIGGERS)
        raise ContentError(file, entry, "trigger", "rv.content.trigger", known=known)
    return Ability(
        raw["trigger"],
        _effects(file, entry, "effects", raw.get("effects")),
        _cond(file, entry, raw.get("condition")),
    )


def _entries(file: str, raw: Any) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or not all(isinstance(e, dict) and "id" in e for e in raw):
        raise ContentError(file, "-", "-", "rv.content.entries")
    ids = [str(e["id"]) for e in raw]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ContentError(file, sorted(dup)[0], "id", "content.duplicate_id")
    return raw


def _convert(file: str, entry: str, raw: dict[str, Any], kind: type[T]) -> T:
    try:
        return msgspec.convert(raw, kind)
    except msgspec.ValidationError as exc:
        where, problem, params = validation_problem(str(exc))
        raise ContentError(file, entry, where, problem, **params) from None


def _check(ok: bool, file: str, entry: str, fld: str, problem: str) -> None:
    if not ok:
        raise ContentError(file, entry, fld, problem)


def _board(raw: Any) -> Board:
    f = "board.yaml"
    if not isinstance(raw, dict):
        raise ContentError(f, "-", "-", "content.not_mapping")
    try:
        outer = tuple(str(s) for s in raw["outer"])
        inner = tuple(str(s) for s in raw["inner"])
        adjacent: dict[str, list[str]] = {s: [] for s in (*outer, *inner)}
        for a, b in raw["edges"]:
            a, b = str(a), str(b)
            _check(
                a in adjacent and b in adjacent, f, "edges", f"{a}-{b}", "rv.content.unknown_sector"
            )
            adjacent[a].append(b)
            adjacent[b].append(a)
        setup = raw["setup"]
        supply = {k: int(v) for k, v in raw["supply"].items() if k != "source"}
        spaces = {k: int(v) for k, v in raw["ship_damage_spaces"].items() if k != "source"}
        dice = {
            k: tuple((int(a), int(b), int(c)) for a, b, c in v)
            for k, v in raw["rift_dice"].items()
            if k != "source"
        }
        board = Board(
            outer=outer,
            inner=inner,
            adjacent={k: tuple(sorted(v, key=_sector_key)) for k, v in adjacent.items()},
            arkship_limit={str(k): int(v) for k, v in raw["arkship_limit"].items()},
            small_ship_limit=int(raw["small_ship_limit"]),
            voidborn_limit=int(raw["voidborn_limit"]),
            setup_arkships={str(k): int(v) for k, v in setup["arkships"].items()},
            no_fighter=str(setup["no_fighter"]),
            no_dropship=str(setup["no_dropship"]),
            setup_rifts=tuple(str(s) for s in setup["rifts"]),
            setup_planets={k: tuple(str(s) for s in v) for k, v in setup["planets"].items()},
            setup_voidborn={
                k: {str(s): int(n) for s, n in v.items()} for k, v in setup["voidborn"].items()
            },
            rift_dice=dice,
            supply=supply,
            damage_spaces=spaces,
            colors=tuple(str(c) for c in raw.get("player_colors", ())),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ContentError(f, "-", str(exc), "rv.content.malformed") from None
    for key in ("1-2", "3", "4"):
        _check(
            key in board.rift_dice and len(board.rift_dice[key]) > 0,
            f,
            "rift_dice",
            key,
            "rv.content.needs_faces",
        )
        _check(key in board.setup_voidborn, f, "setup", f"voidborn {key}", "rv.content.missing")
    for cls in SHIP_CLASSES:
        _check(cls in board.damage_spaces, f, "ship_damage_spaces", cls, "rv.content.missing")
    colors = board.colors
    _check(
        len(colors) == len(set(colors)) == 4,
        f,
        "player_colors",
        ", ".join(colors),
        "rv.content.four_colors",
    )
    return board


def _sector_key(s: str) -> tuple[int, int]:
    return (1, int(s[1:])) if s.startswith("i") else (0, int(s))


def load_content(path: str | Path | None = None) -> Content:
    """Load a pack (the default pack when ``path`` is None); raises ContentError."""
    folder = Path(path) if path is not None else DEFAULT_PACK
    if path is None:
        return _default()
    return _load(folder)


@lru_cache(maxsize=1)
def _default() -> Content:
    return _load(DEFAULT_PACK)


def _load(folder: Path) -> Content:
    board_raw = _read(folder, "board.yaml")
    board = _board(board_raw)
    sectors = set(board.outer)
    hi_per_house = int(board_raw.get("supply", {}).get("hidden_influence_per_house", 9))

    houses: dict[str, House] = {}
    for e in _entries("houses.yaml", _read(folder, "houses.yaml")):
        h = _convert("houses.yaml", str(e["id"]), e, House)
        _check(h.id in HOUSES, "houses.yaml", h.id, "id", "rv.content.not_a_house")
        houses[h.id] = h
    _check(set(houses) == set(HOUSES), "houses.yaml", "-", "id", "rv.content.all_houses")

    ops: dict[str, OpCard] = {}
    for e in _entries("operations.yaml", _read(folder, "operations.yaml")):
        cid = str(e["id"])
        _check(e.get("type") in OP_TYPES, "operations.yaml", cid, "type", "rv.content.op_type")
        _check(
            e.get("house") in HOUSES, "operations.yaml", cid, "house", "rv.content.unknown_house"
        )
        cost = e.get("cost") or {}
        _check(
            isinstance(cost, dict) and all(k in RESOURCES for k in cost),
            "operations.yaml",
            cid,
            "cost",
            "rv.content.cost",
        )
        ops[cid] = OpCard(
            id=cid,
            name=str(e.get("name", cid)),
            type=e["type"],
            house=e["house"],
            cost=tuple((k, int(v)) for k, v in cost.items()),
            abilities=tuple(_ability("operations.yaml", cid, a) for a in e.get("abilities", [])),
            effects=_effects("operations.yaml", cid, "effects", e.get("effects", [])),
            condition=_cond("operations.yaml", cid, e.get("condition")),
            source=str(e.get("source", "")),
        )

    planets: dict[str, Planet] = {}
    for e in _entries("planets.yaml", _read(folder, "planets.yaml")):
        pid = str(e["id"])
        _check(e.get("mine") in ("top", "bottom"), "planets.yaml", pid, "mine", "rv.content.mine")
        planets[pid] = Planet(
            pid,
            str(e.get("name", pid)),
            _effects("planets.yaml", pid, "top", e.get("top")),
            _effects("planets.yaml", pid, "bottom", e.get("bottom")),
            e["mine"],
            str(e.get("source", "")),
        )

    scanners: dict[str, Scanner] = {}
    for e in _entries("scanners.yaml", _read(folder, "scanners.yaml")):
        sid = str(e["id"])
        vb = {str(k): int(v) for k, v in (e.get("voidborn") or {}).items()}
        _check(set(vb) <= sectors, "scanners.yaml", sid, "voidborn", "rv.content.outer_only")
        for fld in ("rifts", "planets"):
            _check(
                all(str(s) in sectors for s in e.get(fld, [])),
                "scanners.yaml",
                sid,
                fld,
                "rv.content.outer_only",
            )
        scanners[sid] = Scanner(
            id=sid,
            players=str(e["players"]),
            cycle=int(e["cycle"]),
            cost=int(e["cost"]),
            benefits=_effects("scanners.yaml", sid, "benefits", e.get("benefits", [])),
            voidborn=tuple(sorted(vb.items(), key=lambda kv: int(kv[0]))),
            rifts=tuple(str(s) for s in e.get("rifts", [])),
            planets=tuple(str(s) for s in e.get("planets", [])),
            shuttle=str(e.get("shuttle", "")),
            source=str(e.get("source", "")),
        )
    for key in ("1-2", "3", "4"):
        for cyc in (1, 2, 3):
            n = sum(1 for s in scanners.values() if s.players == key and s.cycle == cyc)
            _check(
                n >= 3, "scanners.yaml", f"{key}/cycle {cyc}", "players", "rv.content.three_or_more"
            )

    colonies = {
        str(e["id"]): _convert("colonies.yaml", str(e["id"]), e, Colony)
        for e in _entries("colonies.yaml", _read(folder, "colonies.yaml"))
    }
    agendas = {
        str(e["id"]): _convert("agendas.yaml", str(e["id"]), e, Agenda)
        for e in _entries("agendas.yaml", _read(folder, "agendas.yaml"))
    }
    for a in agendas.values():
        ok = a.metric in METRICS or (a.metric.startswith("ships:") and a.metric[6:] in SHIP_CLASSES)
        _check(
            ok and a.kind in ("personal", "fleet"),
            "agendas.yaml",
            a.id,
            "metric",
            "rv.content.unknown_metric",
        )
    for c in colonies.values():
        _check(
            c.metric in METRICS and c.house in HOUSES,
            "colonies.yaml",
            c.id,
            "metric",
            "rv.content.unknown_metric_house",
        )

    failures: dict[str, Failure] = {}
    for e in _entries("failures.yaml", _read(folder, "failures.yaml")):
        fid = str(e["id"])
        _check(
            e.get("kind") in ("hull", "core"),
            "failures.yaml",
            fid,
            "kind",
            "rv.content.failure_kind",
        )
        failures[fid] = Failure(
            fid,
            e["kind"],
            str(e.get("name", fid)),
            _effects("failures.yaml", fid, "top", e.get("top")),
            _effects("failures.yaml", fid, "bottom", e.get("bottom")),
            str(e.get("source", "")),
        )
    _check(
        sum(f.kind == "hull" for f in failures.values()) >= 3,
        "failures.yaml",
        "-",
        "kind",
        "rv.content.hull_cards",
    )
    _check(
        any(f.kind == "core" for f in failures.values()),
        "failures.yaml",
        "-",
        "kind",
        "rv.content.core_card",
    )

    crews: dict[str, CrewProfile] = {}
    for e in _entries("crews.yaml", _read(folder, "crews.yaml")):
        cid = str(e["id"])
        crews[cid] = CrewProfile(
            id=cid,
            board=str(e["board"]),
            name=str(e.get("name", cid)),
            basic=_ability("crews.yaml", cid, e.get("basic")),
            progressive=_effects("crews.yaml", cid, "progressive", e.get("progressive")),
            activate=_effects("crews.yaml", cid, "activate", e.get("activate")),
            op_income=tuple(int(x) for x in e["op_income"]),
            hi_draw=tuple(int(x) for x in e["hi_draw"]),
            tactics_reset=tuple(int(x) for x in e["tactics_reset"]),
            source=str(e.get("source", "")),
        )
        for fld in ("op_income", "hi_draw", "tactics_reset", "progressive"):
            _check(
                len(getattr(crews[cid], fld)) == 4, "crews.yaml", cid, fld, "rv.content.four_ranks"
            )
    frigates: dict[str, FrigateBoard] = {}
    for e in _entries("frigates.yaml", _read(folder, "frigates.yaml")):
        fid = str(e["id"])
        bon = tuple(str(b) for b in e.get("bonuses", []))
        _check(
            sorted(bon) == sorted(BONUSES),
            "frigates.yaml",
            fid,
            "bonuses",
            "rv.content.bonuses",
        )
        slots = tuple(
            _effects("frigates.yaml", fid, "slot_bonuses", s) for s in e.get("slot_bonuses", [])
        )
        _check(len(slots) == 4, "frigates.yaml", fid, "slot_bonuses", "rv.content.four_slots")
        frigates[fid] = FrigateBoard(
            fid, str(e.get("name", fid)), bon, slots, str(e.get("source", ""))
        )
    _check(len(frigates) >= 4, "frigates.yaml", "-", "id", "rv.content.frigates")
    _check(
        len({c.board for c in crews.values()}) >= 4,
        "crews.yaml",
        "-",
        "board",
        "rv.content.crews",
    )
    return Content(
        path=str(folder),
        board=board,
        houses=houses,
        ops=ops,
        planets=planets,
        scanners=scanners,
        colonies=colonies,
        agendas=agendas,
        failures=failures,
        crews=crews,
        frigates=frigates,
        hi_per_house=hi_per_house,
    )
