"""Origin setup effects and sectors that start Corrupted (content gap 6).

Seed 002 (VF-SOLO-SETUP-43) puts a Corruption under the Population die of the Home or Outpost
when the Origin says so; VF-SOLO-SETUP-45 then has the player resolve the Origin's special
instructions before flipping it to its starting Agenda. The engine resolves them in Cycle 1
Turn Order before Cycle 1's Preparation (docs/rules-decisions/game.md). The values are the
catalogue's (originesMaison.json: ``effet``, ``secteurMereCorrompuDepart``,
``avantPosteCorrompuDepart``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import msgspec
import pytest

from domineum.kernel.game import state_hash
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import House, Origin
from domineum.voidfall.engine.setup import choose_map
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState, Phase, ResolveAction
from domineum.voidfall.rules import corruption
from tests.voidfall.engine.gamekit import bundled

# The catalogue's Origin setup (originesMaison.json ``effet``), as effect ops.
SETUP: dict[str, list[str]] = {
    "valnis-b": ["gain_trade"],
    "shiveus-b": ["gain_agenda", "move_corruption"],
    "nervo-b": ["gain_agenda"],
    "fenrax-b": ["gain_agenda", "upgrade_glory"],
    "kradmor-b": ["gain_agenda", "remove_corruption", "gain_trade"],
    "yarvek-a": ["gain_bounty"] * 3,
    "yarvek-b": ["gain_bounty"],
    "marqualos-a": ["gain_bounty", "gain_trade", "gain_trade"],
    "marqualos-b": ["gain_bounty", "gain_trade"],
}
CORRUPTED: dict[str, list[str]] = {
    "zenor-a": ["outpost"],
    "thegwyn-a": ["outpost"],
    "marqualos-b": ["outpost"],
    "novaris-b": ["home"],
}
ALL_ORIGINS = sorted(
    f"{h.id}/{'ab'[n]}"
    for h in bundled().content.houses.values()
    if not h.module  # a module's Houses are tried with their module (tests/voidfall/psionics)
    for n in range(len(h.origins))
)


def _origin(name: str, content: Content | None = None) -> Origin:
    house_id, _, key = name.partition("/")
    house = (content or bundled().content).houses[house_id]
    return house.origins["ab".index(key)]


def _opponent(name: str) -> str:
    return "belitan" if name.startswith("valnis") else "valnis"


def _new(
    *houses: str, seed: int = 1, game: VoidfallGame | None = None, players: int = 0
) -> GameState:
    g = game or bundled()
    return g.new_game(Config(players=players or len(houses), seed=seed, houses=houses))


def _setting_up(state: GameState) -> bool:
    return any(isinstance(f, ResolveAction) and f.source.startswith("origin:") for f in state.stack)


def _first_useful(options: list[str]) -> str:
    useful = [o for o in options if o not in ("done", "end")]
    return useful[0] if useful else options[0]


def _resolve_setup(
    state: GameState,
    policy: Callable[[list[str]], str] = _first_useful,
    game: VoidfallGame | None = None,
) -> GameState:
    """Answer every setup decision with ``policy`` until no Origin's setup is pending."""
    g = game or bundled()
    for _ in range(100):
        if not _setting_up(state):
            return state
        state = g.apply_notation(state, policy([a.notation for a in g.legal_actions(state)]))
    raise AssertionError("the Origin setup did not end")


def _sectors(players: int, seat: int) -> tuple[str, str]:
    """The Home and Outpost sector ids of ``seat`` on the default map."""
    spec = choose_map(bundled().content, players, "")
    home = next(s.id for s in spec.sectors if s.home_seat == seat)
    outpost = next(s.id for s in spec.sectors if s.outpost_seat == seat)
    return home, outpost


def _with_origin(house_id: str, index: int, **changes: object) -> VoidfallGame:
    """The bundled pack with one Origin changed (for positions setup cannot otherwise reach)."""
    content = bundled().content
    house = content.houses[house_id]
    origins = list(house.origins)
    origins[index] = msgspec.structs.replace(origins[index], **changes)
    houses: dict[str, House] = {
        **content.houses,
        house_id: msgspec.structs.replace(house, origins=origins),
    }
    return VoidfallGame(dataclasses.replace(content, houses=houses))


@pytest.mark.parametrize("name", ALL_ORIGINS)
def test_gap_6_every_origin_encodes_the_catalogue_setup(name: str) -> None:
    """VF-SOLO-SETUP-43/45, content gap 6: each Origin's ``setup`` and ``starts_corrupted`` are
    the catalogue's (nothing for the Origins it gives nothing)."""
    house_id, _, key = name.partition("/")
    origin = _origin(name)
    origin_id = f"{house_id}-{key}"
    assert [e["op"] for e in origin.setup] == SETUP.get(origin_id, [])
    assert origin.starts_corrupted == CORRUPTED.get(origin_id, [])


@pytest.mark.parametrize("name", ALL_ORIGINS)
def test_vf_solo_setup_43_45_every_origin_sets_up_and_keeps_the_invariants(name: str) -> None:
    """VF-SOLO-SETUP-43/45, VF-CORRUPT-04: with any Origin the game sets up; the Origin's
    setup is asked of its player, and once it is resolved the game is in Cycle 1's Preparation
    with every invariant holding; the Home/Outpost is Corrupted exactly as the Origin says."""
    state = _new(name, _opponent(name))
    origin = _origin(name)
    assert _setting_up(state) == bool(origin.setup)
    if origin.setup:
        assert state.stack[-1].seat == 0 or not _origin(_opponent(name)).setup
    home, outpost = _sectors(2, 0)
    assert state.galaxy.sector(home).corrupted == ("home" in origin.starts_corrupted)
    assert state.galaxy.sector(outpost).corrupted == ("outpost" in origin.starts_corrupted)
    state = _resolve_setup(state)
    assert violations(state, bundled().content) == []
    assert state.cycle == 1 and state.phase == "preparation"
    assert isinstance(state.stack[0], Phase)


@pytest.mark.parametrize("origin_id", sorted(SETUP))
def test_vf_solo_setup_45_the_player_has_what_the_origin_gives(origin_id: str) -> None:
    """VF-SOLO-SETUP-45 with VF-AGENDA-01 (an Agenda into the hand), VF-TRADE-06/07 (a Trade
    token, with its Trade Bonus), VF-BOUNTY-05 (a Bounty token drawn and resolved), VF-GLORY-08
    (a Glory token upgraded): after resolving its setup, the seat holds what its Origin gives.
    Moving or removing a Corruption (VF-CORRUPT-08/09) is not offered to a seat without one."""
    name = origin_id.replace("-", "/")
    ops = SETUP[origin_id]
    state = _new(name, _opponent(name))
    before = state.houses[0]
    glory, hand = sum(before.glory), len(before.agenda_hand)
    assert before.trade_tokens == 0 and not before.bounty_kept
    names = [a.notation for a in bundled().legal_actions(state)]
    offered = [i + 1 for i, op in enumerate(ops) if not op.endswith("_corruption")]
    assert [n for n in names if n.startswith("effect")] == [f"effect {i}" for i in offered]
    state = _resolve_setup(state)
    house = state.houses[0]
    assert len(house.agenda_hand) == hand + ops.count("gain_agenda")
    assert house.trade_tokens == ops.count("gain_trade")
    bounty = len(house.bounty_kept)
    assert bounty >= ops.count("gain_bounty")  # a Trade Bonus may be a Bounty token too
    if "gain_trade" not in ops:
        assert bounty == ops.count("gain_bounty")
    assert sum(house.glory) == glory + ops.count("upgrade_glory")


def test_vf_agenda_01_the_setup_agenda_is_the_players_choice() -> None:
    """VF-AGENDA-01: the Agenda an Origin gives is chosen like any other: a type, then the
    face-up card or two drawn from the deck (the game's RNG), one kept."""
    state = _new("nervo/b", "valnis")
    offer = state.board.agenda_offer["wealth"]
    state = bundled().apply_notation(state, "effect 1")
    names = [a.notation for a in bundled().legal_actions(state)]
    assert {"offer wealth", "draw wealth", "offer might", "draw support"} <= set(names)
    taken = bundled().apply_notation(state, "offer wealth")
    assert taken.houses[0].agenda_hand == [offer]
    drawn = bundled().apply_notation(state, "draw wealth")
    keep = [a.notation for a in bundled().legal_actions(drawn) if a.notation.startswith("keep")]
    assert len(keep) == 2
    kept = bundled().apply_notation(drawn, keep[1])
    assert kept.houses[0].agenda_hand == [keep[1].split()[1]]
    assert not _setting_up(kept)


def test_vf_solo_setup_45_origins_resolve_in_cycle_1_turn_order() -> None:
    """VF-SOLO-SETUP-45, D-02: each player resolves their Origin's setup in Cycle 1 Turn
    Order, the first in Turn Order first (their frames are stacked in that order)."""
    houses = ("marqualos/a", "yarvek/a", "fenrax/b", "kradmor/b")
    for seed in range(4):
        state = _new(*houses, seed=seed)
        frames = [f for f in state.stack if isinstance(f, ResolveAction)]
        assert [f.seat for f in reversed(frames)] == state.board.turn_order
        assert state.stack[-1].seat == state.board.turn_order[0]


def test_vf_trade_06_setup_trade_tokens_come_from_the_board_lowest_first() -> None:
    """VF-TRADE-06/08: Marqualos A's two Trade tokens are taken from the Galactic board, the
    lowest first; the Trade tokens in the game stay 6 (2 players)."""
    state = _new("marqualos/a", "valnis")
    ladder = list(state.board.trade_ladder)
    state = _resolve_setup(state)
    assert sum(state.board.trade_ladder) == sum(ladder) - 2
    assert state.board.trade_ladder[-2:] == [0, 0]
    assert sum(state.board.trade_ladder) + state.houses[0].trade_tokens == sum(ladder)


def test_vf_corrupt_08_shiveus_b_moves_a_starting_corruption() -> None:
    """VF-CORRUPT-08: with a Corruption to move (here the Outpost's, in a pack where Shiveus B
    starts with it), Shiveus B's setup moves it, e.g. onto its Decontamination Chambers."""
    game = _with_origin("shiveus", 1, starts_corrupted=["outpost"])
    state = _new("shiveus/b", "valnis", game=game)
    _, outpost = _sectors(2, 0)
    assert state.galaxy.sector(outpost).corrupted
    state = game.apply_notation(state, "effect 2")
    state = game.apply_notation(state, f"spot {outpost}")
    names = [a.notation for a in game.legal_actions(state)]
    assert "spot decontamination" in names and f"spot {outpost}" not in names
    state = game.apply_notation(state, "spot decontamination")
    assert not state.galaxy.sector(outpost).corrupted
    assert state.houses[0].decontamination == 1


def test_vf_corrupt_09_kradmor_b_removes_a_starting_corruption() -> None:
    """VF-CORRUPT-09: with a Corruption (here the Outpost's, in a pack where Kradmor B starts
    with it), Kradmor B's setup removal returns it; with a single one nothing is asked."""
    game = _with_origin("kradmor", 1, starts_corrupted=["outpost"])
    state = _new("kradmor/b", "valnis", game=game)
    _, outpost = _sectors(2, 0)
    names = [a.notation for a in game.legal_actions(state)]
    assert {"effect 1", "effect 2", "effect 3"} <= set(names)
    labels = [a.label for a in game.legal_actions(state) if a.notation.startswith("effect")]
    assert all(text.endswith("(your Origin's setup)") for text in labels)
    state = game.apply_notation(state, "effect 2")
    assert not state.galaxy.sector(outpost).corrupted


def test_vf_solo_setup_43_outposts_start_corrupted() -> None:
    """VF-SOLO-SETUP-43, VF-SECTOR-11: Zenor A, Thegwyn A and Marqualos B place a Corruption
    under their Outpost's Population die; the Outpost is not Pure, its Home is."""
    for name in ("zenor/a", "thegwyn/a", "marqualos/b"):
        state = _new(name, "valnis")
        home, outpost = _sectors(2, 0)
        assert state.galaxy.sector(outpost).corrupted
        assert state.galaxy.sector(home).is_pure
        assert outpost in corruption.held_spots(state, 0)
        _, other_outpost = _sectors(2, 1)
        assert state.galaxy.sector(other_outpost).is_pure


def test_a_25_novaris_b_home_starts_corrupted_and_is_not_immune() -> None:
    """A-25, VF-SECTOR-12, VF-SOLO-SETUP-43: Novaris B's Home starts Corrupted; a Home is
    Corruption-immune only as a "regular" Home (A-25), so this one is not: its Corruption can be
    removed (VF-CORRUPT-09) and it may take one again later (VF-CORRUPT-04). Other Homes stay
    immune."""
    state = _new("novaris/b", "valnis")
    home, _ = _sectors(2, 0)
    other_home, _ = _sectors(2, 1)
    tile = state.galaxy.sector(home)
    assert tile.corrupted and not tile.corruption_immune and tile.home_of == 0
    assert tile.controller() == 0
    assert home in corruption.held_spots(state, 0)
    assert state.galaxy.sector(other_home).corruption_immune
    assert violations(state, bundled().content) == []
    corruption.remove(state, 0, home)
    assert home in corruption.free_spots(state, 0, "sector")
    assert _new("novaris/a", "valnis").galaxy.sector(home).corruption_immune


def test_determinism_same_seed_same_setup() -> None:
    """Kernel determinism: the same configuration and seed give the same state hash, before and
    after the same setup decisions (Bounty draws and Agenda decks use the game's RNG)."""
    houses = ("marqualos/a", "yarvek/a", "fenrax/b", "kradmor/b")
    first, second = _new(*houses, seed=5), _new(*houses, seed=5)
    assert state_hash(first) == state_hash(second)
    assert state_hash(_resolve_setup(first)) == state_hash(_resolve_setup(second))
    assert state_hash(_new(*houses, seed=6)) != state_hash(first)
