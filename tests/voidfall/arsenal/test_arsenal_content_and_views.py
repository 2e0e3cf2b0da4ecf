"""Voidborn Arsenal's content and how its ships are shown: Galactic Events N, O, P dealt only
with the module (RS-MOD-07, RS-ARSENAL-05), placement by type within the limits (RS-LIMITS-01),
board, log and labels in words (RS-MOD-08), random games with the module on."""

from __future__ import annotations

from functools import cache

from domineum.voidfall.checks.invariants import play_checked
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import Config
from domineum.voidfall.present import board, log, voidborn
from tests.voidfall.movement.movekit import position, with_effect


@cache
def bundled() -> VoidfallGame:
    return VoidfallGame(load_content())


def test_rs_mod_07_arsenal_events_only_with_the_module() -> None:
    """RS-MOD-07 (data gap 8): the 9 authored Events N, O, P (3 per Cycle) are in the decks only
    when Voidborn Arsenal is on, and each places Arsenal ships."""
    game = bundled()
    events = {k: e for k, e in game.content.events.items() if e.module == "arsenal"}
    assert sorted(e.code for e in events.values()) == sorted(
        f"{c}{x}" for c in "123" for x in "NOP"
    )
    assert all(e.source == "authored" for e in events.values())
    for e in events.values():
        kinds = [
            fx.get("kind") for box in e.boxes for fx in box.effects if fx["op"] == "place_voidborn"
        ]
        assert any(k in ("dreadnought", "destroyer", "mirage", "siphon") for k in kinds), e.id
    off = game.new_game(Config(players=2, seed=1))
    on = game.new_game(Config(players=2, seed=1, modules=("arsenal",)))
    assert not set(events) & {x for deck in off.board.event_decks for x in deck}
    dealt = {x for deck in on.board.event_decks for x in deck} | {on.board.event}
    assert len(set(events) & dealt) >= 8  # 13 cards per Cycle deck, one revealed in Cycle 1


def test_rs_arsenal_05_place_voidborn_by_type_within_the_limits() -> None:
    """RS-ARSENAL-05, RS-LIMITS-01: ``place_voidborn`` with a ``kind`` places that Arsenal type;
    a second Arsenal type does not fit a standard sector holding one."""
    state = position(sectors={"s5": {"voidborn": 2, "glory": [], "bounty": []}})
    with_effect(state, "place_voidborn", kind="destroyer", amount=1, target="each_voidborn")
    s5 = state.galaxy.sector("s5")
    assert (s5.voidborn, s5.arsenal) == (3, {"destroyer": 1})
    with_effect(state, "place_voidborn", kind="siphon", amount=1, target="each_voidborn")
    assert s5.arsenal == {"destroyer": 1}


def test_rs_mod_08_voidborn_in_words_and_letters() -> None:
    """RS-MOD-08: with Arsenal FP the Voidborn are named by type (Corvette, Destroyer...); the
    base wording stays without them."""
    plain = Sector(id="s1", voidborn=3)
    assert voidborn.words(plain) == ["3 Voidborn"] and voidborn.letters(plain) == ["3v"]
    mixed = Sector(id="s1", voidborn=3, arsenal={"destroyer": 1})
    assert voidborn.words(mixed) == ["2 Voidborn Corvette", "1 Voidborn Destroyer"]
    assert voidborn.letters(mixed) == ["2v", "1e"]
    assert log.fleet_words("2v,1e,1m") == "2 Voidborn, 1 Voidborn Destroyer, 1 Voidborn Mirage"


def test_board_shows_arsenal_ships() -> None:
    """The board (``voidfall show``) lists a sector's Arsenal ships and the letters' legend."""
    game = bundled()
    state = game.new_game(Config(players=2, seed=1, modules=("arsenal",)))
    sector = next(s for s in state.galaxy.sectors if s.voidborn)
    sector.arsenal = {"mirage": 1}
    text = board.board_text(game.content, state, None)
    assert "1m" in text and "Voidborn Mirage" in text


def test_random_games_with_arsenal_keep_every_invariant() -> None:
    """RS-ARSENAL-01, RS-LIMITS-04, RS-ARSENAL-03: random competitive, solo and co-op games with
    Voidborn Arsenal on end with every invariant held after every action (Arsenal tokens within
    3 per sector and the box's supply included)."""
    game = bundled()
    configs = [Config(players=2 + n % 3, seed=40 + n, modules=("arsenal",)) for n in range(6)]
    configs += [
        Config(1, seed=7, mode="solo", options=("difficulty=easy",), modules=("arsenal",)),
        Config(2, seed=8, mode="coop", options=("difficulty=easy",), modules=("arsenal",)),
    ]
    met = 0
    for n, config in enumerate(configs):
        checked = play_checked(game, config, seed=n)
        assert not checked.failures, (config, checked.failures)
        final = checked.session.state
        assert final.phase == "over"
        met += any(n.msg.startswith("rs.") for n in final.notes)
    assert met >= 1, "the sample should meet the Arsenal's ships"


def test_rs_mod_07_arsenal_crisis_cards_only_with_the_module() -> None:
    """RS-MOD-07 (A-26: 2 per Level I-III): the 6 authored Arsenal Crisis cards join the Level
    decks of a co-op/solo game only with Voidborn Arsenal on, and each brings Arsenal ships."""
    game = bundled()
    assert game.content.void is not None
    cards = {k: c for k, c in game.content.void.crises.items() if c.module == "arsenal"}
    assert sorted(c.tier for c in cards.values()) == ["1", "1", "2", "2", "3", "3"]
    for card in cards.values():
        kinds = [fx.get("kind") for fx in card.consequence if fx["op"] == "place_voidborn"]
        assert any(k in ("dreadnought", "destroyer", "mirage", "siphon") for k in kinds), card.id
    options = ("difficulty=easy",)
    off = game.new_game(Config(1, seed=3, mode="solo", options=options))
    on = game.new_game(Config(1, seed=3, mode="solo", options=options, modules=("arsenal",)))
    assert off.void is not None and on.void is not None
    dealt_off = {c for deck in off.void.crisis_decks.values() for c in deck}
    dealt_on = {c for deck in on.void.crisis_decks.values() for c in deck}
    assert not dealt_off & set(cards)
    assert set(cards) <= dealt_on
