"""Scenario files: a position, actions and expected results (docs/revenant.md, "Scenarios").

A scenario is YAML::

    name: T-RV-05 Frigate attack
    rules: [RV-FRIGATE-02, RV-COMBAT-02]
    players: 3
    seed: 1
    set:                      # dotted paths into the state after set-up; {me} = the deciding seat
      players.{me}.frigate_sector: "2"
      voidborn: {"2": 3}
    actions: [board captain frigate, option fight, attack]
    expect:                   # dotted path: value, checked after the actions
      voidborn.2: 2
    illegal: RV-TURN-02       # optional: the last action must be refused with this rule

Set-up decisions are taken as their first legal choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec
import yaml

from domineum.kernel.errors import IllegalAction, NotationError
from domineum.kernel.game import clone
from domineum.kernel.messages import render
from domineum.kernel.scenario import ScenarioResult
from domineum.revenant.content import file_messages as _errors  # noqa: F401  (registers)
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, GameState


class ScenarioError(ValueError):
    """A scenario file that cannot be read or run (names the file and what is wrong)."""


@dataclass
class Scenario:
    name: str
    rules: list[str]
    players: int
    seed: int
    set: dict[str, Any]
    actions: list[str]
    expect: dict[str, Any]
    illegal: str = ""
    file: str = ""


#: One scenario's outcome (the kernel's, the same for every game).
Result = ScenarioResult


def load_scenario(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        raw = yaml.safe_load(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        raise ScenarioError(render("rv.scenario.cannot_read", path=p)) from None
    if not isinstance(raw, dict) or "actions" not in raw:
        raise ScenarioError(render("rv.scenario.mapping", path=p))
    try:
        return Scenario(
            name=str(raw.get("name", p.stem)),
            rules=[str(r) for r in raw.get("rules", [])],
            players=int(raw.get("players", 2)),
            seed=int(raw.get("seed", 0)),
            set=dict(raw.get("set") or {}),
            actions=[str(a) for a in raw["actions"]],
            expect=dict(raw.get("expect") or {}),
            illegal=str(raw.get("illegal", "")),
            file=str(p),
        )
    except (TypeError, ValueError):
        raise ScenarioError(render("rv.scenario.wrong_value", path=p)) from None


def _walk(obj: Any, key: str) -> Any:
    if isinstance(obj, dict):
        return obj[key]
    if isinstance(obj, list):
        return obj[int(key)]
    return getattr(obj, key)


def _path(state: GameState, path: str, me: int) -> tuple[Any, str]:
    parts = path.replace("{me}", str(me)).split(".")
    obj: Any = state
    for key in parts[:-1]:
        obj = _walk(obj, key)
    return obj, parts[-1]


def get(state: GameState, path: str, me: int) -> Any:
    obj, key = _path(state, path, me)
    value = _walk(obj, key)
    return msgspec.to_builtins(value) if isinstance(value, msgspec.Struct) else value


def put(state: GameState, path: str, me: int, value: Any) -> None:
    obj, key = _path(state, path, me)
    if isinstance(obj, dict):
        obj[key] = value
    elif isinstance(obj, list):
        obj[int(key)] = value
    else:
        setattr(obj, key, value)


def run_scenario(sc: Scenario, game: RevenantGame) -> Result:
    result = Result(sc.name, sc.rules)
    state = game.new_game(Config(players=sc.players, seed=sc.seed))
    while state.phase == "setup":
        state = game.apply(state, game.legal_ids(state)[0])
    me = state.stack[-1].seat if state.stack else 0
    state = clone(state)
    try:
        for path, value in sc.set.items():
            put(state, str(path), me, value)
    except (KeyError, IndexError, AttributeError, ValueError) as exc:
        raise ScenarioError(render("rv.scenario.cannot_set", path=sc.file, what=exc)) from None
    for n, text in enumerate(sc.actions, start=1):
        last = n == len(sc.actions)
        try:
            state = game.apply_notation(state, text)
        except NotationError as exc:
            raise ScenarioError(
                render("rv.scenario.action", path=sc.file, n=n, action=text, reason=exc)
            ) from None
        except IllegalAction as exc:
            if last and sc.illegal:
                if exc.rule_id != sc.illegal:
                    result.failures.append(
                        render("rv.scenario.other_rule", rule=exc.rule_id, want=sc.illegal)
                    )
                return result
            result.failures.append(
                render("rv.scenario.refused", n=n, action=repr(text), reason=exc)
            )
            return result
    if sc.illegal:
        result.failures.append(render("rv.scenario.accepted", want=sc.illegal))
    for path, want in sc.expect.items():
        try:
            got = get(state, str(path), me)
        except (KeyError, IndexError, AttributeError, ValueError):
            got = render("rv.scenario.missing")
        if got != want:
            result.failures.append(
                render("rv.scenario.expected", path=path, want=repr(want), got=repr(got))
            )
    return result
