"""The command line and the content summary with Resurgence's modules: ``--setup-aid`` picks
Incursion's Difficulty Setup Aid (RS-INCPREP-01), refused without Incursion or when unknown;
``voidfall content --json`` counts what each module adds (RS-MOD-01)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from domineum.kernel.record import Session
from domineum.voidfall.cli.app import main
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_setup_aid_goes_into_the_game(tmp_path: Path) -> None:
    """RS-INCPREP-01: ``voidfall new --modules arsenal,incursion --setup-aid aid-4`` plays with
    that Setup Aid (its id in the game's options and in the Incursion state)."""
    path = tmp_path / "g.json"
    code, out = _run(
        "new", "--mode", "solo", "--modules", "arsenal,incursion", "--setup-aid", "aid-4",
        "-s", "3", "-o", str(path),
    )  # fmt: skip
    assert code == 0, out
    session = Session.loads(VoidfallGame(load_content()), path.read_text())
    state = session.state
    assert "setup_aid=aid-4" in state.config.options
    assert state.incursion is not None and state.incursion.setup_aids == ["aid-4"]


def test_setup_aid_refused_without_incursion_or_unknown(tmp_path: Path) -> None:
    """A Setup Aid without the Incursion module, or one the pack lacks, is refused with a
    plain message (the known ones listed) and no file is written."""
    path = tmp_path / "g.json"
    code, out = _run("new", "--mode", "solo", "--setup-aid", "aid-2", "-o", str(path))
    assert code == 2 and "only used with the Incursion module" in out
    code, out = _run(
        "new", "--mode", "solo", "--modules", "arsenal,incursion", "--setup-aid", "aid-9",
        "-o", str(path),
    )  # fmt: skip
    assert code == 2 and "aid-9" in out and "aid-1, aid-2" in out
    assert not path.exists()


def test_content_json_counts_per_module() -> None:
    """RS-MOD-01: the summary counts each module's entries by kind, Incursion's own cards
    included, and they match the pack."""
    code, out = _run("content", "--json")
    assert code == 0, out
    modules = json.loads(out)["modules"]
    content = load_content()
    assert content.incursion is not None
    incursion = modules["incursion"]
    assert incursion["setup_aids"] == len(content.incursion.setup_aids) == 7
    assert incursion["immediate_crises"] == len(content.incursion.crises)
    assert sum(v for k, v in incursion.items() if k.endswith("_cards")) == len(
        content.incursion.alerts
    )
    arsenal_events = sum(1 for e in content.events.values() if e.module == "arsenal")
    assert modules["arsenal"]["galactic_events"] == arsenal_events
    assert modules["psionics"]["agendas"] == sum(
        1 for a in content.agendas.values() if a.module == "psionics"
    )
