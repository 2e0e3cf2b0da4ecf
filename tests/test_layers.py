"""The source tree imports one way (docs/architecture.md): no import cycle anywhere in ``src/``
(lazy and ``TYPE_CHECKING`` imports included), and each layer imports only layers below it."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"

# Top-level packages: each may import only the packages listed before it; inside a game only
# the interface floors (its bots' side ``ai`` and its command ``cli``) may use the interfaces.
PACKAGES = ("kernel", "voidfall", "revenant", "bots", "play", "sim", "research", "server")
# Inside a game: model < content < core < rules < effects < engine < modes < modules < present
# < game < notation, ai, checks (one floor) < cli.
FLOORS: dict[str, int] = {
    "model": 0,
    "content": 1,
    "core": 2,
    "rules": 3,
    "effects": 4,
    "engine": 5,
    "modes": 6,
    "modules": 7,
    "present": 8,
    "game": 9,
    "notation": 10,
    "ai": 10,
    "checks": 10,
    "cli": 11,
}
GAMES = ("voidfall", "revenant")
INTERFACE_FLOORS = frozenset({"ai", "cli"})


def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in SRC.rglob("*.py"):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module of ``src`` that ``name`` imports, at any depth of its code."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                root = ".".join([*base, node.module] if node.module else base)
            else:
                root = node.module or ""
            targets = [root] + [f"{root}.{alias.name}" for alias in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                out.add(target)
    return out


def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imports(name, path, known) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for start in sorted(edges):
        if start in index:
            continue
        work: list[tuple[str, list[str]]] = [(start, sorted(edges[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(edges.get(nxt, ()))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def floor(name: str) -> tuple[str, int] | None:
    """(game, floor) of a module inside a game package, or None."""
    parts = name.split(".")
    if len(parts) < 3 or parts[1] not in GAMES:
        return None
    return parts[1], FLOORS.get(parts[2], -1)


def test_no_import_cycle_in_src() -> None:
    """No two modules of ``src/`` import each other, directly or through others."""
    assert cycles(graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The check itself can fail: a three-module circle is found."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_every_folder_of_a_game_has_a_floor() -> None:
    """A new folder inside a game must be placed on a floor before it is used."""
    unplaced = sorted(name for name in graph() if (where := floor(name)) and where[1] < 0)
    assert unplaced == []


def test_game_layers_import_only_downward() -> None:
    """Inside a game each layer imports only the layers below it (``model`` imports nothing
    of the game above itself); the packages import kernel <- games <- interfaces."""
    wrong: list[str] = []
    for name, targets in graph().items():
        here = floor(name)
        top = name.split(".")[1] if name.count(".") else ""
        for target in targets:
            there = floor(target)
            if here and there and here[0] == there[0] and there[1] > here[1]:
                wrong.append(f"{name} -> {target}")
            target_top = target.split(".")[1] if target.count(".") else ""
            interface = (
                top in GAMES and name.count(".") > 1 and name.split(".")[2] in INTERFACE_FLOORS
            )
            upward = (
                top in PACKAGES
                and target_top in PACKAGES
                and PACKAGES.index(target_top) > PACKAGES.index(top)
            )
            if upward and not interface:
                wrong.append(f"{name} -> {target}")
    assert wrong == []
