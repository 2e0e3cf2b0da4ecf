"""Scenario files: a position, actions, and what must hold along the way (docs/notation.md).

```yaml
name: a third action needs a flipped Trade token
rules: [VF-ACTION-03]
position: {base: {players: 2, houses: [valnis, belitan], seed: 1}}
actions:
  - focus conquest
  - expect: [{path: turn.focus, equals: conquest}]   # a checkpoint: checked right here
  - begin
  - take 1
expect:
  - {path: houses.0.resources.food, equals: 3}
  - {path: houses.0.glory, unordered: [1, 2]}
  - {path: derived.production_level.0.food, at_least: 2}
  - {illegal: take 3, rule: VF-ACTION-03}
```

Actions are applied in order; an ``expect`` item among them is a checkpoint, checked against
the state at that point; the final ``expect`` is checked after the last action. ``path`` reads
the state's plain data (dots, list indexes as numbers, ``-1`` the last, ``resources.food`` a
resource by name) or a derived value (``derived.<name>.<seat>...``, :data:`DERIVED`), compared
with one of ``equals``, ``contains``, ``length``, ``unordered``, ``at_least``, ``at_most``;
``illegal`` is an action that must be refused, naming ``rule``, and leave the state unchanged.
``content`` names a content pack for the scenario (a folder, relative to the file) and entries to
replace or remove in it, by file and id.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import msgspec
import yaml

from domineum.kernel.errors import ContentError, IllegalAction, NotationError
from domineum.kernel.game import state_hash
from domineum.kernel.messages import render
from domineum.kernel.scenario import ScenarioResult
from domineum.voidfall.content.file_messages import wrong_value
from domineum.voidfall.content.loader import Content
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.notation.position import load_position, read_yaml
from domineum.voidfall.rules import civilization, influence, production, skirmish, upkeep

BUNDLED = Path(__file__).resolve().parents[1] / "content" / "data"
COMPARISONS = ("equals", "contains", "length", "unordered", "at_least", "at_most")


class Expectation(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One thing that must hold: ``path`` compared one way, or ``illegal`` refused."""

    path: str = ""
    equals: Any = msgspec.UNSET
    contains: Any = msgspec.UNSET
    length: int | msgspec.UnsetType = msgspec.UNSET
    unordered: list[Any] | msgspec.UnsetType = msgspec.UNSET
    at_least: float | msgspec.UnsetType = msgspec.UNSET
    at_most: float | msgspec.UnsetType = msgspec.UNSET
    illegal: str = ""
    rule: str = ""


class Checkpoint(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Expectations checked between two actions."""

    expect: list[Expectation]


class ContentSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The scenario's content pack: ``pack`` (a folder, relative to the scenario file; empty:
    the bundled pack), then ``replace`` (file -> entries, each replacing the entry with its id or
    added) and ``remove`` (file -> ids)."""

    pack: str = ""
    replace: dict[str, list[dict[str, Any]]] = msgspec.field(default_factory=dict)
    remove: dict[str, list[str]] = msgspec.field(default_factory=dict)


class ScenarioFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    position: dict[str, Any]
    rules: list[str] = msgspec.field(default_factory=list)
    actions: list[str | Checkpoint] = msgspec.field(default_factory=list)
    expect: list[Expectation] = msgspec.field(default_factory=list)
    source: str = ""
    content: ContentSpec | None = None
    folder: str = ""  # where the file is (set when loaded): ``content.pack`` is relative to it


# --- Derived values: read-only paths under ``derived`` ---------------------------------------

Derived = Callable[[GameState, Content, int, list[str]], Any]


def _resource(rest: list[str]) -> str:
    if not rest or rest[0] not in RESOURCES:
        raise KeyError(render("vf.scenario.resource_needed", known=", ".join(RESOURCES)))
    return rest[0]


def _sheet_line(state: GameState, content: Content, seat: int, rest: list[str]) -> Any:
    sheet = state.houses[seat].influence_sheet
    return sheet.get(rest[0], 0) if rest else influence.sheet_total(state, seat)


DERIVED: dict[str, Derived] = {
    "production_level": lambda s, c, seat, r: production.level(s, c, seat, _resource(r)),
    "production_yield": lambda s, c, seat, r: production.yield_for(
        c, _resource(r), production.level(s, c, seat, _resource(r))
    ),
    "technology_limit": lambda s, c, seat, r: 6 if s.houses[seat].fallen_house_slot else 5,
    "improved_limit": lambda s, c, seat, r: civilization.improved_limit(s.houses[seat]),
    "skirmish_strength": lambda s, c, seat, r: skirmish.strength(s, seat),
    "upkeep_total": lambda s, c, seat, r: upkeep.upkeep_total(s, c, seat),
    "upkeep_due": lambda s, c, seat, r: upkeep.upkeep_owed(s, c, seat),
    "influence": _sheet_line,
}


def _derived(state: GameState, content: Content, parts: list[str]) -> Any:
    if not parts or parts[0] not in DERIVED:
        raise KeyError(render("vf.scenario.derived", known=", ".join(sorted(DERIVED))))
    if len(parts) < 2 or not parts[1].isdigit() or int(parts[1]) >= len(state.houses):
        raise KeyError(render("vf.scenario.derived_seat", name=parts[0]))
    return DERIVED[parts[0]](state, content, int(parts[1]), parts[2:])


def read_path(state: GameState, path: str, content: Content | None = None) -> Any:
    """The value at a dotted ``path`` of the state's plain data, or a derived value."""
    parts = path.split(".")
    if parts[0] == "derived":
        if content is None:
            raise KeyError(render("vf.scenario.derived_content"))
        return _derived(state, content, parts[1:])
    node: Any = msgspec.to_builtins(state)
    for i, part in enumerate(parts):
        if isinstance(node, list) and part in RESOURCES and parts[i - 1] == "resources":
            node = node[RESOURCES.index(part)]
        elif isinstance(node, list):
            node = node[int(part)]
        elif isinstance(node, dict):
            if part not in node:
                raise KeyError(
                    render("vf.scenario.no_part", part=part, where=".".join(parts[:i]) or "$")
                )
            node = node[part]
        else:
            raise KeyError(render("vf.scenario.not_container", where=".".join(parts[:i])))
    return node


def _compare(exp: Expectation, got: Any) -> str | None:
    """Why ``got`` fails ``exp``'s comparison, or None."""
    if exp.equals is not msgspec.UNSET and got != exp.equals:
        return render("vf.scenario.expected", want=repr(exp.equals), got=repr(got))
    if exp.contains is not msgspec.UNSET:
        try:
            inside = exp.contains in got
        except TypeError:
            inside = False
        if not inside:
            return render("vf.scenario.expected_contains", want=repr(exp.contains), got=repr(got))
    if exp.length is not msgspec.UNSET and (not hasattr(got, "__len__") or len(got) != exp.length):
        return render("vf.scenario.expected_length", want=exp.length, got=repr(got))
    if exp.unordered is not msgspec.UNSET and (
        not isinstance(got, list) or sorted(map(repr, got)) != sorted(map(repr, exp.unordered))
    ):
        return render("vf.scenario.expected_unordered", want=repr(exp.unordered), got=repr(got))
    number = isinstance(got, int | float) and not isinstance(got, bool)
    if exp.at_least is not msgspec.UNSET and not (number and got >= exp.at_least):
        return render("vf.scenario.expected_at_least", want=exp.at_least, got=repr(got))
    if exp.at_most is not msgspec.UNSET and not (number and got <= exp.at_most):
        return render("vf.scenario.expected_at_most", want=exp.at_most, got=repr(got))
    return None


def _check(state: GameState, game: VoidfallGame, exps: list[Expectation], where: str) -> list[str]:
    failures: list[str] = []
    for exp in exps:
        if exp.illegal:
            before = state_hash(state)
            try:
                game.apply_notation(state, exp.illegal)
            except IllegalAction as exc:
                if exp.rule and exc.rule_id != exp.rule:
                    failures.append(
                        where
                        + render(
                            "vf.scenario.other_rule",
                            action=exp.illegal,
                            rule=exc.rule_id,
                            want=exp.rule,
                        )
                    )
                if state_hash(state) != before:
                    failures.append(
                        where + render("vf.scenario.refusal_changed", action=exp.illegal)
                    )
            except NotationError as exc:
                failures.append(
                    where + render("vf.scenario.bad_notation", action=exp.illegal, reason=exc)
                )
            else:
                failures.append(where + render("vf.scenario.accepted", action=exp.illegal))
            continue
        if not any(getattr(exp, c) is not msgspec.UNSET for c in COMPARISONS):
            known = ", ".join(COMPARISONS)
            failures.append(where + render("vf.scenario.no_comparison", path=exp.path, known=known))
            continue
        try:
            got = read_path(state, exp.path, game.content)
        except (KeyError, IndexError, ValueError) as exc:
            failures.append(f"{where}{exp.path}: {exc}")
            continue
        why = _compare(exp, got)
        if why is not None:
            failures.append(f"{where}{exp.path}: {why}")
    return failures


# --- The scenario's content pack ---------------------------------------------------------------


@cache
def _game_for(folder: str, spec_json: bytes) -> VoidfallGame:
    """A game on the scenario's content pack (memoised: scenarios often share one)."""
    spec = msgspec.json.decode(spec_json, type=ContentSpec)
    source = (Path(folder) / spec.pack).resolve() if spec.pack else BUNDLED
    if not spec.replace and not spec.remove:
        return VoidfallGame(load_content(source))
    root = Path(tempfile.mkdtemp(prefix="scenario-pack-")) / "pack"
    shutil.copytree(source, root)
    for file in sorted({*spec.replace, *spec.remove}):
        target = root / file
        entries = yaml.safe_load(target.read_text(encoding="utf-8")) if target.exists() else []
        if not isinstance(entries, list):
            raise NotationError(render("vf.scenario.not_entries", file=file))
        gone = set(spec.remove.get(file, []))
        new = {e.get("id"): e for e in spec.replace.get(file, [])}
        kept = [new.pop(e.get("id"), e) for e in entries if e.get("id") not in gone]
        target.write_text(yaml.safe_dump(kept + list(new.values()), sort_keys=False), "utf-8")
    try:
        return VoidfallGame(load_content(root))
    finally:
        shutil.rmtree(root.parent, ignore_errors=True)


def game_for(spec: ScenarioFile, game: VoidfallGame) -> VoidfallGame:
    """The game a scenario runs on: ``game``, or one on the scenario's own content pack."""
    if spec.content is None:
        return game
    try:
        return _game_for(spec.folder or ".", msgspec.json.encode(spec.content))
    except ContentError as exc:
        raise NotationError(render("vf.scenario.content", problem=exc)) from None


def run_scenario(spec: ScenarioFile, game: VoidfallGame) -> ScenarioResult:
    result = ScenarioResult(spec.name, list(spec.rules))
    try:
        game = game_for(spec, game)
    except NotationError as exc:
        result.failures.append(str(exc))
        return result
    state = load_position(spec.position, game)
    n = 0
    for item in spec.actions:
        if isinstance(item, Checkpoint):
            result.failures += _check(
                state, game, item.expect, render("vf.scenario.after_action", n=n)
            )
            continue
        n += 1
        try:
            state = game.apply_notation(state, item)
        except (IllegalAction, NotationError) as exc:
            result.failures.append(render("vf.scenario.refused", n=n, action=item, reason=exc))
            return result
    result.failures += _check(state, game, spec.expect, "")
    return result


def load_scenario(path: str | Path) -> ScenarioFile:
    data = read_yaml(path)
    try:
        spec = msgspec.convert(data, type=ScenarioFile)
    except msgspec.ValidationError as exc:
        raise NotationError(wrong_value(str(path), exc)) from None
    return msgspec.structs.replace(spec, folder=str(Path(path).resolve().parent))
