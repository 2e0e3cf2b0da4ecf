"""Bad input: one clear message, exit status 2, no traceback, every file byte-identical.

One table, one row per case of issue 13 ("Trust"): a row builds its files in a fresh folder,
runs one ``voidfall`` command, and the test asserts the exit status, exactly one message line
naming the problem, no traceback, and that no file in the folder changed (or appeared).
"""

from __future__ import annotations

import json
import shutil
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from domineum.voidfall.cli.app import main

TINY = Path(__file__).parents[1] / "voidfall" / "fixtures" / "tinypack"


def run(args: list[str], input_text: str | None = None) -> tuple[int, str, BaseException | None]:
    result = CliRunner().invoke(main, args, input=input_text)
    exc = result.exception
    if isinstance(exc, SystemExit):
        exc = None
    return result.exit_code, result.output, exc


def new_game(folder: Path, name: str = "g.json") -> Path:
    path = folder / name
    code, out, _ = run(
        ["--content", str(TINY), "new", "-s", "4", "--houses", "red,blue", "-o", str(path)]
    )
    assert code == 0, out
    return path


def edited(folder: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    """A tiny-pack game file with ``change`` made to its JSON."""
    path = new_game(folder)
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path


def pack(folder: Path, change: Callable[[Path], None]) -> Path:
    """A copy of the tiny content pack with ``change`` made to it."""
    root = folder / "pack"
    shutil.copytree(TINY, root)
    change(root)
    return root


def replace_in(root: Path, file: str, old: str, new: str) -> None:
    path = root / file
    text = path.read_text()
    assert old in text, (file, old)
    path.write_text(text.replace(old, new, 1))


def _seat(data: dict[str, Any], seat: int) -> None:
    data["state"]["stack"][-1]["seat"] = seat


@dataclass(frozen=True)
class Case:
    """``build(folder)`` writes the files and returns the command's arguments."""

    name: str
    build: Callable[[Path], list[str]]
    says: str  # a part of the one message line
    code: int = 2
    input_text: str | None = None


def state_case(
    name: str, change: Callable[[dict[str, Any]], None], says: str, cmd: str = "legal"
) -> Case:
    def build(folder: Path) -> list[str]:
        extra = ["0"] if cmd == "apply" else []
        return ["--content", str(TINY), cmd, str(edited(folder, change)), *extra]

    return Case(name, build, says)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        node: Any = data
        *parents, last = path.split(".")
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        node[int(last) if isinstance(node, list) else last] = value

    return change


def _deep(folder: Path) -> list[str]:
    path = folder / "deep.json"
    path.write_bytes(b'{"game": "voidfall", "initial": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    return ["legal", str(path)]


def _read_only(folder: Path) -> list[str]:
    path = new_game(folder)
    _, out, _ = run(["--content", str(TINY), "legal", str(path), "--json"])
    first = json.loads(out[: out.rindex("]") + 1])[0]["id"]
    path.chmod(stat.S_IRUSR)
    return ["--content", str(TINY), "apply", str(path), str(first)]


def _apply(text: str) -> Callable[[Path], list[str]]:
    def build(folder: Path) -> list[str]:
        return ["--content", str(TINY), "apply", str(new_game(folder)), text]

    return build


def _log_id(folder: Path) -> list[str]:
    def change(data: dict[str, Any]) -> None:
        data["actions"] = [{"seat": 0, "id": 10**9, "notation": "x", "barrier": False}]

    return ["--content", str(TINY), "replay", str(edited(folder, change))]


def _scenario_new(text: str | bytes) -> Callable[[Path], list[str]]:
    def build(folder: Path) -> list[str]:
        path = folder / "position.yaml"
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
        return [
            "--content",
            str(TINY),
            "new",
            "--scenario",
            str(path),
            "-o",
            str(folder / "out.json"),
        ]

    return build


def _scenario_run(text: str) -> Callable[[Path], list[str]]:
    def build(folder: Path) -> list[str]:
        path = folder / "case.yaml"
        path.write_text(text)
        return ["--content", str(TINY), "scenario", str(path)]

    return build


def _truncated(folder: Path) -> list[str]:
    path = new_game(folder)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return ["--content", str(TINY), "play", "--seats", "human,random", "--load", str(path)]


def _pack(change: Callable[[Path], None], *cmd: str) -> Callable[[Path], list[str]]:
    def build(folder: Path) -> list[str]:
        return ["--content", str(pack(folder, change)), *(cmd or ("content",))]

    return build


def _tokens_list(root: Path) -> None:
    (root / "tokens.yaml").write_text("- {id: x}\n")


def _not_utf8(root: Path) -> None:
    (root / "houses.yaml").write_bytes(b"- id: r\xe9d\n")


def _folder(root: Path) -> None:
    (root / "tables.yaml").unlink()
    (root / "tables.yaml").mkdir()


def _empty_houses(root: Path) -> None:
    (root / "houses.yaml").write_text("")


def _unknown_op(root: Path) -> None:
    replace_in(root, "focus_cards.yaml", "{op: gain, food: 2}", "{op: teleport}")


def _cycle(root: Path) -> None:
    replace_in(
        root, "focus_cards.yaml", "{op: gain, food: 2}", "{op: card_action, key: 'focus:alpha:1'}"
    )


def _negative_gain(root: Path) -> None:
    replace_in(root, "focus_cards.yaml", "{op: gain, food: 2}", "{op: gain, food: -2}")


def _negative_pay(root: Path) -> None:
    replace_in(root, "focus_cards.yaml", "{op: pay, food: 1}", "{op: pay, food: -1}")


def _replaces_cycle(root: Path) -> None:
    replace_in(root, "focus_cards.yaml", "  name: Alpha\n", "  name: Alpha\n  replaces: beta\n")
    replace_in(root, "focus_cards.yaml", "  name: Beta\n", "  name: Beta\n  replaces: alpha\n")


def _missing_field(root: Path) -> None:
    replace_in(root, "focus_cards.yaml", "  name: Alpha\n", "")


def _save_play(folder: Path) -> list[str]:
    return ["--content", str(TINY), "play", "--seats", "human,random", "--houses", "red,blue"]


def module_game(folder: Path, *args: str) -> Path:
    """A game of the bundled pack with ``args`` (``--modules``, ``--mode``) given to ``new``."""
    path = folder / "m.json"
    code, out, _ = run(["new", "-s", "3", *args, "-o", str(path)])
    assert code == 0, out
    return path


def module_state_case(
    name: str, args: tuple[str, ...], change: Callable[[dict[str, Any]], None], says: str
) -> Case:
    """A forged save of a module game: ``change`` made to its state and initial state alike."""

    def build(folder: Path) -> list[str]:
        path = module_game(folder, *args)
        data = json.loads(path.read_text())
        for key in ("initial", "state"):
            change(data[key])
        path.write_text(json.dumps(data))
        return ["legal", str(path)]

    return Case(name, build, says)


def module_apply(args: tuple[str, ...], notation: str) -> Callable[[Path], list[str]]:
    def build(folder: Path) -> list[str]:
        return ["apply", str(module_game(folder, *args)), notation]

    return build


PSIONICS = ("--modules", "psionics")
INCURSION = ("--mode", "solo", "--modules", "arsenal,incursion")


def _psionic_in_a_base_game(state: dict[str, Any]) -> None:
    state["houses"][0]["agendas"][1] = "psi_prescience"


def _mind_link_in_a_base_game(state: dict[str, Any]) -> None:
    state["houses"][0]["mind_links"] = ["military:3"]


def _base_agenda_in_the_psionic_slot(state: dict[str, Any]) -> None:
    state["houses"][0]["psionic_slot"] = state["board"]["agenda_decks"]["dominance"].pop()


def _psionic_agenda_twice(state: dict[str, Any]) -> None:
    state["houses"][0]["agendas"][1] = state["board"]["agenda_decks"]["psionic"][0]


def _voidborn_sector(state: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in state["galaxy"]["sectors"] if s["voidborn"] and not s["voidborn_immune"])


def _arsenal_over_the_token_limit(state: dict[str, Any]) -> None:
    sector = _voidborn_sector(state)  # never more than 3 tokens (RS-LIMITS-04)
    sector["voidborn"] = 12
    sector["arsenal"] = {"dreadnought": 3, "destroyer": 3, "mirage": 3, "siphon": 3}


def _arsenal_in_a_base_game(state: dict[str, Any]) -> None:
    sector = _voidborn_sector(state)
    sector["arsenal"] = {"dreadnought": 1}


def _incursion_in_a_base_game(state: dict[str, Any]) -> None:
    state["incursion"] = {"setup_aids": ["aid-1"]}


def _incursion_config_competitive(state: dict[str, Any]) -> None:
    state["config"]["modules"] = ["arsenal", "incursion"]


def _incursion(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(state: dict[str, Any]) -> None:
        state["incursion"][key] = value

    return change


CASES = [
    state_case("stack seat 9 (legal)", lambda d: _seat(d, 9), "seat 9"),
    state_case("stack seat 9 (show)", lambda d: _seat(d, 9), "seat 9", "show"),
    state_case("stack seat 9 (apply)", lambda d: _seat(d, 9), "seat 9", "apply"),
    state_case("unknown House in a state", _set("state.houses.0.house", "atlantis"), "atlantis"),
    state_case("unknown sector type", _set("state.galaxy.sectors.0.type", "nebula"), "nebula"),
    state_case(  # a sector before the last one (the check once ran for the last one only)
        "unknown Fleet type in the first sector",
        _set("state.galaxy.sectors.0.fleets", {"zeppelin": 1}),
        "zeppelin",
    ),
    state_case("empty stack, game not over", _set("state.stack", []), "no decision is pending"),
    state_case("resources 10^30", _set("state.houses.0.resources.0", 10**30), "resources.food"),
    state_case("resources -7", _set("state.houses.0.resources.1", -7), "resources.energy"),
    state_case("players 0", _set("state.config.players", 0), "2 to 4 players"),
    state_case("players 7", _set("state.config.players", 7), "2 to 4 players"),
    state_case(
        "unknown Technology", _set("state.houses.0.technologies", {"warp": "basic"}), "warp"
    ),
    state_case("unknown Agenda in hand", _set("state.houses.1.agenda_hand", ["nope"]), "nope"),
    state_case("stack seat 9 in the initial state", _set("initial.stack.0.seat", 9), "seat 9"),
    Case("100,000-deep JSON", _deep, "nested too deeply"),
    Case("read-only game file on apply", _read_only, "read-only"),
    Case("apply a 5,000-digit id", _apply("9" * 5000), "not an action id"),
    Case("apply ²", _apply("²"), "not an action id"),
    Case("replay a log id out of range", _log_id, "no action"),
    Case(
        "new -o into a missing folder",
        lambda f: ["--content", str(TINY), "new", "-o", str(f / "none" / "g.json")],
        "does not exist",
    ),
    Case("scenario base: 5", _scenario_new("base: 5\n"), "base"),
    Case(
        "scenario houses bad key",
        _scenario_new("base: {houses: [red, blue]}\nhouses: {x: {influence: 1}}\n"),
        "houses.x",
    ),
    Case("scenario sectors as a list", _scenario_new("sectors: [s1, s2]\n"), "sectors"),
    Case("scenario not UTF-8", _scenario_new(b"base: {houses: [r\xe9d]}\n"), "UTF-8"),
    Case(
        "scenario stack names seat 7",
        _scenario_new("base: {houses: [red, blue]}\nstack: [{kind: choose_action, seat: 7}]\n"),
        "seat 7",
    ),
    Case("scenario position: {base: 3}", _scenario_run("name: x\nposition: {base: 3}\n"), "base"),
    Case(
        "play --load of a truncated file",
        _truncated,
        "not a Voidfall game file",
        input_text="quit\n",
    ),
    Case("pack: tokens.yaml is a list", _pack(_tokens_list), "tokens.yaml"),
    Case("pack: a file not UTF-8", _pack(_not_utf8), "UTF-8"),
    Case("pack: a folder instead of a file", _pack(_folder), "folder"),
    Case("pack: an empty houses.yaml", _pack(_empty_houses), "houses.yaml"),
    Case("pack with an unknown op, sim", _pack(_unknown_op, "sim", "--games", "1"), "teleport"),
    Case("pack: cyclic card_action", _pack(_cycle), "cycle"),
    Case("pack: negative gain", _pack(_negative_gain), "-2"),
    Case("pack: negative pay", _pack(_negative_pay), "-1"),
    Case("pack: replaces cycle", _pack(_replaces_cycle), "cycle"),
    Case("pack: a missing field is named", _pack(_missing_field), "field 'name'"),
    Case(
        "new -p 2 with three Houses",
        lambda f: ["new", "-p", "2", "--houses", "valnis,belitan,zenor", "-o", str(f / "g.json")],
        "more Houses (3) than there are players (2)",
    ),
    Case(
        "sim --houses atlantis",
        lambda f: ["sim", "--games", "1", "--houses", "atlantis"],
        "atlantis",
    ),
    Case("sim --map nowhere", lambda f: ["sim", "--games", "1", "--map", "nowhere"], "nowhere"),
    Case("show /dev/zero", lambda f: ["show", "/dev/zero"], "larger than"),
    Case(
        "combat Voidborn against Voidborn",
        lambda f: ["combat", "--invader", "3v", "--defender", "2v"],
        "Voidborn",
    ),
    Case(
        "--modules telepathy", lambda f: ["new", "--modules", "telepathy", "-o", "g"], "telepathy"
    ),
    Case(
        "--modules incursion alone",
        lambda f: ["new", "--modules", "incursion", "-o", str(f / "g.json")],
        "RS-MOD-04",
    ),
    Case(
        "--modules arsenal,incursion, competitive",
        lambda f: ["new", "--modules", "arsenal,incursion", "-o", str(f / "g.json")],
        "RS-MOD-05",
    ),
    Case(
        "--modules incursion, solo",
        lambda f: ["new", *INCURSION[:2], "--modules", "incursion", "-o", str(f / "g.json")],
        "RS-MOD-04",
    ),
    Case(
        "sim --modules incursion, refused once",
        lambda f: ["sim", "--games", "2", "--modules", "incursion", "--failures-dir", str(f)],
        "RS-MOD-04",
    ),
    Case(
        "play --modules arsenal,incursion, competitive",
        lambda f: ["play", "--seats", "random,random", "--modules", "arsenal,incursion"],
        "RS-MOD-05",
        input_text="quit\n",
    ),
    Case("apply enforce 9", module_apply(PSIONICS, "enforce 9"), "'9' is not a value of 'enforce'"),
    Case(
        "apply mind-link to no track",
        module_apply(PSIONICS, "mind-link nowhere 3"),
        "'nowhere' is not a value",
    ),
    Case("apply enforce 2 now", module_apply(PSIONICS, "enforce 2"), "offers no 'enforce'", code=1),
    Case(
        "apply incursion-row, no Incursion",
        module_apply(PSIONICS, "incursion-row resolve"),
        "'incursion-row'",
        code=1,
    ),
    module_state_case(
        "Psionic Agenda in a game without Psionics",
        (),
        _psionic_in_a_base_game,
        "houses: pieces of the Psionics module",
    ),
    module_state_case(
        "Mind Link in a game without Psionics",
        (),
        _mind_link_in_a_base_game,
        "houses: pieces of the Psionics module",
    ),
    module_state_case(
        "base Agenda in the Psionic slot",
        PSIONICS,
        _base_agenda_in_the_psionic_slot,
        "a non-Psionic Agenda in the Psionic slot",
    ),
    module_state_case(
        "Psionic Agenda in a slot and the deck",
        PSIONICS,
        _psionic_agenda_twice,
        "is in 2 places",
    ),
    module_state_case(
        "Arsenal tokens over the sector's limit",
        INCURSION,
        _arsenal_over_the_token_limit,
        "voidborn tokens is 4; it must be 0 to 3",
    ),
    module_state_case(
        "Arsenal tokens in a game without the Arsenal",
        (),
        _arsenal_in_a_base_game,
        "pieces of the Voidborn Arsenal module",
    ),
    module_state_case(
        "Incursion fields in a game without Incursion",
        (),
        _incursion_in_a_base_game,
        "incursion: pieces of the Incursion module",
    ),
    module_state_case(
        "Incursion in a competitive game's configuration",
        (),
        _incursion_config_competitive,
        "RS-MOD-05",
    ),
    module_state_case(
        "Incursion game without its pieces",
        INCURSION,
        lambda state: state.update(incursion=None),
        "has none of its pieces",
    ),
    module_state_case(
        "unknown Incursion Alert card",
        INCURSION,
        _incursion("voidfall_pile", ["voidfall-99"]),
        "unknown Incursion Alert card 'voidfall-99'",
    ),
    module_state_case(
        "Civil Defense token of seat 7",
        INCURSION,
        _incursion("civil_defense", {"s2": 7}),
        "names seat 7",
    ),
    module_state_case(
        "Rift token in no sector",
        INCURSION,
        _incursion("unopened", {"nowhere": ["I"]}),
        "unknown sector 'nowhere'",
    ),
    module_state_case(
        "Rift token of type IX",
        INCURSION,
        _incursion("open_rifts", {"s10": ["IX"]}),
        "unknown Rift type 'IX'",
    ),
    Case(
        "show --seat that does not exist",
        lambda f: ["--content", str(TINY), "show", str(new_game(f)), "--seat", "5"],
        "no such seat",
    ),
]


def snapshot(folder: Path) -> dict[str, bytes | None]:
    return {
        str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None)
        for p in sorted(folder.rglob("*"))
    }


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_one_message_exit_2_nothing_changed(case: Case, tmp_path: Path) -> None:
    """Each bad input of issue 13: one message line naming the problem, exit status 2, no
    traceback, every file byte-identical."""
    args = case.build(tmp_path)
    before = snapshot(tmp_path)
    code, out, exc = run(args, case.input_text)
    for p in tmp_path.rglob("*"):  # a read-only file is made writable again for the cleanup
        if p.is_file():
            p.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert exc is None, f"{case.name}: raised {exc!r}\n{out}"
    assert "Traceback" not in out
    lines = [line for line in out.splitlines() if line.strip()]
    if case.input_text is not None:  # play prints its greeting first for a game it could start
        lines = [line for line in lines if not line.startswith("Voidfall")]
    assert code == case.code, out
    assert len(lines) == 1, out
    assert case.says in lines[0], lines[0]
    assert snapshot(tmp_path) == before


def test_play_save_to_a_missing_folder_keeps_the_game(tmp_path: Path) -> None:
    """`save` with a bad path says why and the game goes on (a later save works)."""
    good = tmp_path / "kept.json"
    script = f"save {tmp_path / 'none' / 'g.json'}\nsave {good}\nquit\n"
    code, out, exc = run(_save_play(tmp_path), script)
    assert exc is None and code == 0, out
    assert "Not saved: cannot write" in out and "does not exist" in out
    assert f"Saved to {good}." in out
    assert json.loads(good.read_text())["game"] == "voidfall"
    assert not (tmp_path / "none").exists()


def test_sim_exits_1_when_any_game_fails(tmp_path: Path) -> None:
    """Two seats of one House: every game fails at setup; the batch says so and exits 1."""
    args = ["sim", "--games", "2", "--houses", "valnis,valnis", "--failures-dir", str(tmp_path)]
    code, out, exc = run(args)
    assert exc is None and code == 1, out
    assert "2 of 2 games failed" in out


def test_sim_out_into_a_missing_folder_is_refused(tmp_path: Path) -> None:
    code, out, exc = run(["sim", "--games", "1", "--out", str(tmp_path / "none" / "rows.jsonl")])
    assert exc is None and code == 2
    assert out.strip().splitlines() == [
        f"Error: cannot write {tmp_path / 'none' / 'rows.jsonl'}: its folder does not exist"
    ]


@pytest.mark.parametrize(
    ("given", "same_as"),
    [
        ("PSIONICS", "psionics"),
        (" psionics", "psionics"),
        ("psionics,psionics", "psionics"),
        ("arsenal, psionics", "psionics,arsenal"),
        ("psionics,,arsenal", "psionics,arsenal"),
        (",", ""),
    ],
)
def test_modules_are_read_leniently_and_canonically(
    tmp_path: Path, given: str, same_as: str
) -> None:
    """RS-MOD-01: ``--modules`` ignores case, spaces, repeats, order and empty names; the game is
    the one of the canonical list (same hash), so no spelling makes a different game."""
    hashes = []
    for n, names in enumerate((given, same_as)):
        path = tmp_path / f"g{n}.json"
        code, out, exc = run(["new", "-s", "2", "--modules", names, "-o", str(path)])
        assert exc is None and code == 0, out
        hashes.append(json.loads(path.read_text())["hash"])
    assert hashes[0] == hashes[1]
