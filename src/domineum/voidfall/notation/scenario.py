"""Scenario files: a position, actions, and what must hold afterwards (see docs/notation.md).

```yaml
name: a third action needs a flipped Trade token
rules: [VF-ACTION-03]
position: {base: {players: 2, houses: [valnis, belitan], seed: 1}}
actions: [focus conquest, begin, take 1, ...]
expect:
  - {path: houses.0.resources.food, equals: 3}
  - {illegal: take 3, rule: VF-ACTION-03}
```

Actions are applied in order; then each expectation is checked against the resulting state:
``path`` (dots into the state's JSON, list indexes as numbers; ``houses.0.resources.food`` reads
a resource by name) with ``equals``, or ``illegal`` (an action that must be refused, naming
``rule``, and leave the state unchanged).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from domineum.kernel.errors import IllegalAction, NotationError
from domineum.kernel.game import state_hash
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES
from domineum.voidfall.notation.position import load_position, read_yaml


class Expectation(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    path: str = ""
    equals: Any = None
    illegal: str = ""
    rule: str = ""


class ScenarioFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    position: dict[str, Any]
    rules: list[str] = msgspec.field(default_factory=list)
    actions: list[str] = msgspec.field(default_factory=list)
    expect: list[Expectation] = msgspec.field(default_factory=list)
    source: str = ""


@dataclass
class ScenarioResult:
    name: str
    rules: list[str]
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


def read_path(state: GameState, path: str) -> Any:
    """The value at a dotted ``path`` of the state's plain data."""
    node: Any = msgspec.to_builtins(state)
    parts = path.split(".")
    for i, part in enumerate(parts):
        if isinstance(node, list) and part in RESOURCES and parts[i - 1] == "resources":
            node = node[RESOURCES.index(part)]
        elif isinstance(node, list):
            node = node[int(part)]
        elif isinstance(node, dict):
            if part not in node:
                raise KeyError(f"no '{part}' at '{'.'.join(parts[:i]) or '(root)'}'")
            node = node[part]
        else:
            raise KeyError(f"'{'.'.join(parts[:i])}' is a value, not a container")
    return node


def run_scenario(spec: ScenarioFile, game: VoidfallGame) -> ScenarioResult:
    result = ScenarioResult(spec.name, list(spec.rules))
    state = load_position(spec.position, game)
    for n, text in enumerate(spec.actions, start=1):
        try:
            state = game.apply_notation(state, text)
        except (IllegalAction, NotationError) as exc:
            result.failures.append(f"action {n} '{text}' was refused: {exc}")
            return result
    for exp in spec.expect:
        if exp.illegal:
            before = state_hash(state)
            try:
                game.apply_notation(state, exp.illegal)
            except IllegalAction as exc:
                if exp.rule and exc.rule_id != exp.rule:
                    result.failures.append(
                        f"'{exp.illegal}' refused under {exc.rule_id}, expected {exp.rule}"
                    )
                if state_hash(state) != before:
                    result.failures.append(f"refusing '{exp.illegal}' changed the state")
            except NotationError as exc:
                result.failures.append(f"'{exp.illegal}' is not valid notation: {exc}")
            else:
                result.failures.append(f"'{exp.illegal}' was accepted, expected a refusal")
            continue
        try:
            got = read_path(state, exp.path)
        except (KeyError, IndexError, ValueError) as exc:
            result.failures.append(f"{exp.path}: {exc}")
            continue
        if got != exp.equals:
            result.failures.append(f"{exp.path}: expected {exp.equals!r}, got {got!r}")
    return result


def load_scenario(path: str | Path) -> ScenarioFile:
    data = read_yaml(path)
    try:
        return msgspec.convert(data, type=ScenarioFile)
    except msgspec.ValidationError as exc:
        raise NotationError(f"{path}: {exc}") from None
