"""What a person reads about a game against the Void is plain language: refusals name the
problem (issue 16, "Interfaces")."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.voidfall.cli.app import main
from domineum.voidfall.engine import flow
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.state import Config
from domineum.voidfall.present.labels import label
from domineum.voidfall.present.log import note_text
from domineum.voidfall.present.void_view import void_lines
from tests.voidfall.solo import solokit


@pytest.mark.parametrize("command", ["new", "play", "sim"])
def test_difficulty_in_a_competitive_game_is_refused(command: str, tmp_path: Path) -> None:
    """VF-SOLO-SETUP-09: the difficulty is a card of the game against the Void; ``--difficulty``
    in a competitive game is refused by name (it used to be silently ignored), nothing is
    written, and a solo game without it is Easy."""
    out = tmp_path / "g.json"
    args = {
        "new": ["new", "-o", str(out)],
        "play": ["play", "--seats", "random,random", "--autosave", ""],
        "sim": ["sim", "--bots", "random,random", "--games", "1"],
    }[command]
    refused = CliRunner().invoke(main, [*args, "--difficulty", "hard"])
    assert refused.exit_code != 0
    assert "--difficulty hard: only a solo or co-op game has a difficulty" in refused.output
    assert "Traceback" not in refused.output and not out.exists()


def test_a_solo_game_without_difficulty_is_easy(tmp_path: Path) -> None:
    """VF-SOLO-SETUP-09: ``new --mode solo`` without ``--difficulty`` plays the Easy card."""
    out = tmp_path / "g.json"
    made = CliRunner().invoke(main, ["new", "--mode", "solo", "-o", str(out)])
    assert made.exit_code == 0, made.output
    shown = CliRunner().invoke(main, ["show", str(out)])
    assert "The Void (Easy)" in shown.output


def test_a_solo_game_is_for_exactly_one_player(tmp_path: Path) -> None:
    """VF-SOLO-GEN-02: a solo game has no other player; two are refused in plain words."""
    with pytest.raises(SetupError) as refused:
        solokit.game().new_game(Config(players=2, mode="solo", options=("difficulty=easy",)))
    assert str(refused.value) == "a solo game is for exactly 1 player, not 2"
    made = CliRunner().invoke(main, ["new", "--mode", "solo", "-p", "2", "-o", str(tmp_path / "g")])
    assert made.exit_code != 0
    assert "a solo game is for exactly 1 player, not 2" in made.output
    sim = CliRunner().invoke(main, ["sim", "--mode", "solo", "-p", "2", "--bots", "random"])
    assert sim.exit_code != 0 and "a solo game is for exactly 1 seat" in sim.output


# A card id of the game against the Void: a Crisis, an Alert, an Incursion Alert or mission.
CARD_ID = re.compile(
    r"\b(crisis-\d+|arsenal-crisis-\d+|inc-crisis-\w+|situation-\d-\d|war-\d|voidfall-\d|"
    r"rift-surge-\d|dual-\d-[ab]|\w+-incursion|aid-\d|ongoing-(military|economic))\b"
)


# An internal effect name of the Void said as it is ("void discard crisis").
OP_NAME = re.compile(r"\bvoid[ _](discard|erase|skirmish|place|reinforce|refuge|heroic)")


@pytest.mark.parametrize(
    ("mode", "modules", "seed"),
    [("solo", (), 5), ("solo", (), 11), ("coop", (), 3), ("solo", ("arsenal", "incursion"), 4)],
)
def test_the_log_board_and_choices_name_cards_not_ids(
    mode: str, modules: tuple[str, ...], seed: int
) -> None:
    """VF-SOLO-TURN-03, VF-SOLO-CRISIS-01, VF-SOLO-VOIDADV-02, VF-SOLO-CRISIS-13: a random game
    against the Void read as a person reads it — every choice's label, the board after every
    decision and every log line — shows Alerts, Crises, missions and Setup Aids by name (the
    Alert names are project-authored), never by id; a Heroic discard reads as a discard, not
    as overcoming; a Voidborn ship is named once ("1 Voidborn Destroyer"); the Void's effects
    (a Heroic card's "discard a Crisis") are words, not effect names; a Heroic or Joint card
    of the display is taken by its name."""
    game = solokit.game()
    content = game.content
    players = 2 if mode == "coop" else 1
    config = Config(
        players=players, mode=mode, seed=seed, options=("difficulty=hard",), modules=modules
    )
    state = game.new_game(config)
    chooser = random.Random(seed)
    seen: list[str] = []
    while not game.is_over(state):
        shown = [label(content, state, c) for c in flow.options(state, content)]
        seen += shown + void_lines(content, state)
        game.apply_in_place(state, chooser.choice(game.legal_ids(state)))
    seen += [note_text(content, n) for n in state.notes]
    found = sorted({m.group(0) for line in seen for m in CARD_ID.finditer(line)})
    assert found == []
    assert not [line for line in seen if "Voidborn Voidborn" in line]  # "Voidborn X" once
    assert not [line for line in seen if OP_NAME.search(line)]  # effects in words
    taken = [line for line in seen if line.startswith("Take ") and "Focus display" in line]
    assert all(not re.search(r"card \d", line) for line in taken)
    names = {a.name for a in content.void.alerts.values()}  # type: ignore[union-attr]
    alerts = [line.split(": ", 1)[1].split(",")[0] for line in seen if line.startswith("Alert (")]
    assert alerts and set(alerts) <= names
