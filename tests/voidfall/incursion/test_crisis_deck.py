"""Incursion's own Crisis deck (RS-INCCRISIS-08: 66 cards, 6 Starting and 20 each of Levels
I-III; decision I-22): its structure, that setup deals it instead of the base cards, and that a
pack with another count does not load."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, HARBINGER
from tests.voidfall.incursion import kit
from tests.voidfall.solo import solokit

PACK = Path(load_content().path)
LEVELS = ("1", "2", "3")


def _incursion_cards() -> tuple[dict[str, str], dict[str, str]]:
    """The Incursion Crisis cards by id with their level: those that go on the Crisis board,
    and the Immediate ones."""
    content = kit.game().content
    assert content.void is not None and content.incursion is not None
    board = {k: str(c.tier) for k, c in content.void.crises.items() if c.module == "incursion"}
    return board, {k: str(c.tier) for k, c in content.incursion.crises.items()}


def test_rs_inccrisis_08_66_cards_6_starting_and_20_per_level() -> None:
    """RS-INCCRISIS-08, RS-INCCRISIS-01..04: 66 cards: 6 Starting, 20 of each Level; every
    Level holds Immediate cards (5), Passive-penalty ones (4: some with a regular penalty that
    discards them, some only overcome) and regular ones (11); all project-authored."""
    board, immediate = _incursion_cards()
    levels = Counter(board.values()) + Counter(immediate.values())
    assert dict(levels) == {"start": 6, "1": 20, "2": 20, "3": 20}
    assert len(board) + len(immediate) == 66
    content = kit.game().content
    assert content.void is not None and content.incursion is not None
    cards = content.void.crises
    for level in LEVELS:
        passive = [cards[c].passive for c in board if board[c] == level and cards[c].passive]
        assert sum(t == level for t in immediate.values()) == 5
        assert len(passive) == 4
        assert {p.suffer_to_discard for p in passive if p is not None} == {True, False}
    assert all(cards[c].passive is None for c in board if board[c] == "start")
    assert {cards[c].source for c in board} == {"authored"}
    assert {c.source for c in content.incursion.crises.values()} == {"authored"}


def _dealt(state: GameState) -> Counter[str]:
    """Every Crisis card of the game, wherever it is (decks, discards, board, box)."""
    v = solokit.void(state)
    inc = kit.inc(state)
    return Counter(
        [
            *(c for deck in v.crisis_decks.values() for c in deck),
            *(c for pile in v.crisis_discards.values() for c in pile),
            *(x for x in (*v.military, *v.economic) if x not in (FREE, HARBINGER)),
            *([v.current_crisis] if v.current_crisis else []),
            *inc.held_crises(),
            *(c for c in v.boxed if "crisis" in c),
        ]
    )


@pytest.mark.parametrize("players", [1, 2])
def test_rs_inccrisis_08_setup_deals_the_incursion_deck_not_the_base_one(players: int) -> None:
    """RS-INCCRISIS-08, RS-INC-04, VF-SOLO-SETUP-12..14 (decision I-22): an Incursion game's
    Crisis decks are the 66 Incursion cards and the Arsenal's (RS-MOD-07), each once; no base
    card. At Medium two Incursion Starting Crises start on the tracks, the other four are
    boxed; each Level's deck holds only cards of that Level."""
    state = kit.new(players, 4, "difficulty=medium")
    content = kit.game().content
    assert content.void is not None
    board, immediate = _incursion_cards()
    arsenal = {k for k, c in content.void.crises.items() if c.module == "arsenal"}
    dealt = _dealt(state)
    assert set(dealt) == set(board) | set(immediate) | arsenal
    assert set(dealt.values()) == {1}
    v = solokit.void(state)
    starts = [c for c in board if board[c] == "start"]
    on_tracks = [c for c in (*v.military, *v.economic) if c in starts]
    assert len(on_tracks) == 2 and sum(c in v.boxed for c in starts) == 4
    level = {**board, **immediate, **{k: content.void.crises[k].tier for k in arsenal}}
    for tier, deck in v.crisis_decks.items():
        assert {level[c] for c in deck} <= {tier}


def test_rs_mod_07_a_game_without_incursion_keeps_the_base_deck() -> None:
    """RS-MOD-07, VF-SOLO-SETUP-12: without Incursion no Incursion card is dealt and the 68
    base cards are."""
    state = solokit.new("medium", 4)
    board, immediate = _incursion_cards()
    v = solokit.void(state)
    held = {
        *(c for deck in v.crisis_decks.values() for c in deck),
        *(x for x in (*v.military, *v.economic) if x not in (FREE, HARBINGER)),
        *(c for c in v.boxed if "crisis" in c),
    }
    assert not held & (set(board) | set(immediate))
    assert len(held) == 68


def test_rs_inccrisis_08_a_pack_with_another_count_is_refused(tmp_path: Path) -> None:
    """RS-INCCRISIS-08: a pack whose Incursion deck does not have 6/20/20/20 cards does not
    load, and the error names the file and both counts."""
    root = tmp_path / "pack"
    shutil.copytree(PACK, root)
    path = root / "modules" / "incursion" / "void" / "immediate_crises.yaml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(line for line in lines if "inc-crisis-3e" not in line))
    with pytest.raises(ContentError, match=r"modules/incursion/void/crises\.yaml") as err:
        load_content(root)
    assert "19" in str(err.value) and "20" in str(err.value)
