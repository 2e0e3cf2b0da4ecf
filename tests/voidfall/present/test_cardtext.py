"""Card text for every entry of the pack, written from its data through the message catalog."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from domineum.kernel import messages
from domineum.voidfall.cli.app import main
from domineum.voidfall.content.loader import Content
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.present import cardtext
from tests.voidfall.present.leaks import leaks


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def test_every_entry_of_every_kind_renders_without_internals(content: Content) -> None:
    """Every Focus card, Technology, Agenda, Event, House, track, token and sector type has a
    text naming it, with no id, raw data or placeholder in it."""
    seen = 0
    for kind in cardtext.KINDS:
        listed = cardtext.entries(content, kind)
        assert listed, kind
        for key, name in listed:
            lines = cardtext.card_text(content, kind, key)
            text = "\n".join(lines)
            assert len(lines) >= 1 and text.strip(), (kind, key)
            assert leaks(content, text) == [], (kind, key, text)
            assert leaks(content, name) == [], (kind, key, name)
            seen += 1
    assert seen > 150


def test_focus_card_text_says_each_action_cost_and_effects(content: Content) -> None:
    """VF-ACTION-01: an action is a cost paid in full, then its effects; a red line is an 'or'."""
    text = "\n".join(cardtext.card_text(content, "focus", "conquest"))
    assert "Engage — pay 2 Energy: Invade an adjacent sector or Regroup" in text
    assert "Prepare — pay 3 Materials: activate 2 Fleet Power" in text


def test_token_and_trade_texts_come_from_their_effects(content: Content) -> None:
    """T-23: a Bounty face "Gain 2 Food, or 1 Influence" is said from its effects."""
    line = cardtext.card_text(content, "bounty", "bounty-2-food")[0]
    assert "gain 2 Food or gain 1 Influence" in line
    trade = cardtext.entries(content, "trade")
    assert len(trade) == len(content.tables.trade_bonuses)


def test_find_by_name_or_id_ignores_case_and_spacing(content: Content) -> None:
    assert ("event", "in_the_face_of_evil") in cardtext.find(content, "In the Face of Evil")
    assert cardtext.find(content, "shields") == [("technology", "shields")]
    assert "No card" in cardtext.describe(content, "no such thing at all")


def test_card_and_content_commands() -> None:
    runner = CliRunner()
    out = runner.invoke(main, ["card", "Trade Syndicate"])
    assert out.exit_code == 0, out.output
    assert "Trade Syndicate — Dominance Agenda" in out.output
    listed = runner.invoke(main, ["content", "--list", "technology"])
    assert listed.exit_code == 0 and "Shields" in listed.output
    shown = runner.invoke(main, ["content", "--show", "valnis"])
    assert shown.exit_code == 0 and "House Valnis" in shown.output
    bad = runner.invoke(main, ["content", "--list", "nonsense"])
    assert bad.exit_code == 2
    counts = runner.invoke(main, ["content"])
    assert counts.exit_code == 0 and "technologies" in counts.output


def test_log_command_reads_a_saved_game(tmp_path: Path) -> None:
    """`voidfall log FILE`: every decision of a saved game, as a spectator reads it."""
    runner = CliRunner()
    game_file = tmp_path / "game.json"
    made = runner.invoke(main, ["new", "--players", "2", "--seed", "3", "-o", str(game_file)])
    assert made.exit_code == 0, made.output
    legal = runner.invoke(main, ["legal", str(game_file)])
    first = legal.output.splitlines()[0].split("\t")[0]
    applied = runner.invoke(main, ["apply", str(game_file), first])
    assert applied.exit_code == 0, applied.output
    out = runner.invoke(main, ["log", str(game_file)])
    assert out.exit_code == 0, out.output
    assert "Seat " in out.output and "Galactic Event is" in out.output


def test_card_text_goes_through_the_translation_catalog(content: Content) -> None:
    """ARCHITECTURE 'Text shown to people': a catalog changes every word, the pack's printed
    text included, without touching the engine (the German catalog, docs/languages.md)."""
    with messages.using("de"):
        token = cardtext.card_text(content, "bounty", "bounty-2-food")[0]
        tech = "\n".join(cardtext.card_text(content, "technology", "shields"))
    assert "2 Nahrung" in token and "food" not in token.lower()
    assert "Mit mindestens 1 Korvetten-FP im Kampf erhältst du 1 Salvenabsorption." in tech
    assert "Schilde" in tech  # the card's name too
