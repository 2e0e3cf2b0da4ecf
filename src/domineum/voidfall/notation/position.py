"""The position notation: any arrangement of a game, written by hand in YAML or JSON.

A position starts from a new game (``base``: players, Houses, seed, map, mode, options) and
overrides what it names; everything else keeps the base game's value (``void``: the Void's
components of a solo or co-op game). See ``docs/notation.md``.

```yaml
base: {players: 2, houses: [valnis, belitan], seed: 3}
cycle: 2
sectors:
  s5: {owner: 0, fleets: {corvette: 2}, population: 4, corrupted: true}
houses:
  0: {resources: {food: 6, credits: 2}, technologies: {shields: improved}}
turn: {seat: 0, focus: conquest}
stack: [{kind: choose_action, seat: 0}]
```

A mapping merges into what it overrides, key by key; ``key!: value`` replaces the value whole
(``fleets!: {corvette: 2}`` leaves no other Fleet type) and ``key: null`` removes a key
(``technologies: {shields: null}``).

A position whose top frame is a ``phase`` frame (no decision of its own) is advanced at once to
its first decision, as a new game is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import yaml

from domineum.kernel.errors import NotationError
from domineum.kernel.messages import render
from domineum.kernel.savefile import SaveError, read_bounded
from domineum.voidfall.checks.validate import first_problem
from domineum.voidfall.content.file_messages import wrong_value
from domineum.voidfall.engine import flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState, Phase
from domineum.voidfall.model.terms import AGENDA_SLOTS, RESOURCES

MAX_POSITION_BYTES = 4 * 1024 * 1024

TOP_LEVEL = {
    "base",
    "sectors",
    "houses",
    "board",
    "turn",
    "stack",
    "cycle",
    "round",
    "phase",
    "turn_index",
    "edges",
    "voidstorms",
    "void",
}


REPLACE = "!"  # a key written ``fleets!``: its value replaces the old one instead of merging


def _merge(target: Any, patch: Any, where: str) -> Any:
    """``patch`` merged into ``target``: mappings key by key; ``key!: value`` replaces the
    value whole; ``key: null`` removes the key (a Technology, a Fleet type)."""
    if isinstance(target, dict) and isinstance(patch, dict):
        out = dict(target)
        for raw_key, value in patch.items():
            key = (
                raw_key[:-1] if isinstance(raw_key, str) and raw_key.endswith(REPLACE) else raw_key
            )
            if value is None:
                if key not in out:
                    raise NotationError(
                        render("vf.position.nothing_to_remove", where=f"{where}.{key}")
                    )
                del out[key]
            elif key != raw_key or key not in target:
                out[key] = value
            else:
                out[key] = _merge(target[key], value, f"{where}.{key}")
        return out
    return patch


def _house_patch(patch: dict[str, Any], where: str) -> dict[str, Any]:
    out = dict(patch)
    res = out.get("resources")
    if isinstance(res, dict):
        unknown = set(res) - set(RESOURCES)
        if unknown:
            raise NotationError(
                render("vf.position.unknown_resources", where=where, names=sorted(unknown))
            )
        out["resources"] = [int(res.get(r, 0)) for r in RESOURCES]
    agendas = out.get("agendas")
    if isinstance(agendas, list) and len(agendas) > AGENDA_SLOTS:  # a 5th slot (VF-AGENDA-07)
        for key in ("agenda_corrupted", "agenda_trade"):
            given = out.get(key, [False] * AGENDA_SLOTS)
            if isinstance(given, list):  # anything else is refused by the conversion
                out[key] = given + [False] * (len(agendas) - len(given))
    if "influence" in out and "influence_sheet" not in out:
        out["influence_sheet"] = {"starting": out["influence"]}  # the sheet starts here (VF-INFL)
    return out


def load_position(data: dict[str, Any], game: VoidfallGame) -> GameState:
    """Build a state from a position mapping; errors name the offending path."""
    if not isinstance(data, dict):
        raise NotationError(render("vf.position.mapping"))
    unknown = set(data) - TOP_LEVEL
    if unknown:
        raise NotationError(render("vf.position.unknown_fields", names=sorted(unknown)))
    base = data.get("base", {})
    if not isinstance(base, dict):
        raise NotationError(render("vf.position.base", value=f"{base!r:.40}"))
    for key in ("sectors", "houses", "board", "turn", "void"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            raise NotationError(
                render("vf.position.field_mapping", key=key, kind=type(data[key]).__name__)
            )
    if "stack" in data and not isinstance(data["stack"], list):
        raise NotationError(render("vf.position.stack", kind=type(data["stack"]).__name__))
    if not isinstance(base.get("houses", ()), list | tuple):
        raise NotationError(render("vf.position.houses_list"))
    try:
        config = msgspec.convert(
            {"players": 2, **base, "houses": tuple(base.get("houses", ()))}, type=Config
        )
    except msgspec.ValidationError as exc:
        raise NotationError(wrong_value("base", exc)) from None
    state = game.new_game(config)
    raw: dict[str, Any] = msgspec.to_builtins(state)
    for key in ("cycle", "round", "phase", "turn_index", "edges", "voidstorms"):
        if key in data:
            target = raw["galaxy"] if key in ("edges", "voidstorms") else raw
            target[key] = data[key]
    by_id = {s["id"]: i for i, s in enumerate(raw["galaxy"]["sectors"])}
    for sector_id, patch in (data.get("sectors") or {}).items():
        if not isinstance(patch, dict):
            raise NotationError(render("vf.position.sector_mapping", sector=sector_id))
        if sector_id in by_id:
            i = by_id[sector_id]
            raw["galaxy"]["sectors"][i] = _merge(raw["galaxy"]["sectors"][i], patch, sector_id)
        else:
            raw["galaxy"]["sectors"].append({"id": sector_id, **patch})
    for seat_key, patch in (data.get("houses") or {}).items():
        if isinstance(seat_key, bool) or not str(seat_key).isdecimal() or len(str(seat_key)) > 2:
            raise NotationError(
                render("vf.position.seat_number", seat=seat_key, last=config.players - 1)
            )
        if not isinstance(patch, dict):
            raise NotationError(render("vf.position.house_mapping", seat=seat_key))
        seat = int(seat_key)
        if not 0 <= seat < config.players:
            raise NotationError(render("vf.position.no_seat", seat=seat_key))
        try:
            house_patch = _house_patch(patch, f"houses.{seat}")
        except (TypeError, ValueError):
            raise NotationError(render("vf.position.resource_numbers", seat=seat)) from None
        raw["houses"][seat] = _merge(raw["houses"][seat], house_patch, f"houses.{seat}")
    if "board" in data:
        raw["board"] = _merge(raw["board"], data["board"], "board")
    if "turn" in data:
        raw["turn"] = _merge(raw["turn"], data["turn"], "turn")
    if "void" in data:  # the Void's components (solo and co-op games only)
        if raw.get("void") is None:
            raise NotationError(render("vf.position.no_void"))
        raw["void"] = _merge(raw["void"], data["void"], "void")
    if "stack" in data:
        raw["stack"] = data["stack"]
    try:
        state = msgspec.convert(raw, type=GameState)
    except (msgspec.ValidationError, TypeError, ValueError) as exc:
        raise NotationError(wrong_value("position", exc)) from None
    problem = first_problem(state, game.content, invariants=False, cards=False)
    if problem is not None:
        raise NotationError(render("vf.position.problem", problem=problem))
    if state.stack and isinstance(state.stack[-1], Phase):
        flow.settle(state, game.content)  # a phase in motion runs to its first decision
    return state


def read_position(path: str | Path, game: VoidfallGame) -> GameState:
    """Load a position file (YAML or JSON)."""
    return load_position(read_yaml(path), game)


def read_yaml(path: str | Path) -> Any:
    """The YAML (or JSON) document of ``path``, read with a size cap; ``NotationError`` names
    a file that cannot be read, is not UTF-8 text or not YAML."""
    try:
        raw = read_bounded(path, MAX_POSITION_BYTES)
    except SaveError as exc:
        raise NotationError(str(exc)) from None
    try:
        return yaml.safe_load(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise NotationError(render("vf.position.not_utf8", path=path)) from None
    except RecursionError:
        raise NotationError(render("vf.position.too_deep", path=path)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else "?"
        raise NotationError(render("vf.position.not_yaml", path=path, line=line)) from None
