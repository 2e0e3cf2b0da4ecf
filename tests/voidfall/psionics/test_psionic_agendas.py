"""Psionic Agendas, the Psionic slot and Enforcing (RS-PAGENDA), and the scenarios T-RS-01..04
of the Resurgence digest, on the bundled pack with its authored Psionic Agendas."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from domineum.kernel.errors import ContentError
from domineum.kernel.game import state_hash
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Config
from domineum.voidfall.model.terms import PSIONIC
from domineum.voidfall.rules import scoring, skirmish
from tests.voidfall.engine.gamekit import bundled, names, play, refused
from tests.voidfall.psionics.kit import actions, cleanup, psionic

GOLDEN = "psi_golden_dream"  # Prosperity; action: 2 Credits; Enforcement: 1 Energy + 1 Materials
DOMINION = "psi_dominion_of_will"  # Policy
ACCORD = "psi_whispered_accord"  # Policy
KINETIC = "psi_kinetic_surge"  # Production
MIGHT = "mining_consortium"  # a Might Agenda of the base game
WEALTH = "intellectual_supremacy"  # a Wealth Agenda of the base game


def _starting() -> list[str]:
    return [psionic().houses[0].agendas[0], "", "", ""]


def test_rs_pagenda_01_a_fifth_type_with_its_deck_and_offer() -> None:
    """RS-PAGENDA-01, RS-MOD-09, RS-PSI-01, RS-VANG-02: with Psionics the Psionic Agendas are a
    deck of their own with one face-up offer card, open to every player, and every Vanguard
    starts on its tile; without the module there is no such deck and no Psionic card."""
    game = bundled()
    on = game.new_game(Config(players=3, seed=5, modules=("psionics",)))
    deck, offer = on.board.agenda_decks[PSIONIC], on.board.agenda_offer[PSIONIC]
    assert len(deck) == 11 and offer and offer not in deck
    assert all(game.content.agendas[a].type == PSIONIC for a in [*deck, offer])
    assert all(s.vanguard == -1 for s in on.galaxy.sectors)
    off = game.new_game(Config(players=3, seed=5))
    assert PSIONIC not in off.board.agenda_decks and PSIONIC not in off.board.agenda_offer
    every = [a for d in off.board.agenda_decks.values() for a in d]
    assert not [a for a in every if game.content.agendas[a].type == PSIONIC]


def test_rs_pagenda_02_03_gaining_any_agenda_may_take_a_psionic_one() -> None:
    """RS-PAGENDA-02, RS-PAGENDA-03: an Agenda of no given type may be Psionic: take the face-up
    one (the offer is refilled) or draw two, keep one and put the other under the deck."""
    game = bundled()
    state = actions("conquest", {"resources": {"credits": 3, "energy": 3}})
    state = play(game, state, "take 2", "pay energy", "effect 1")  # Plan: gain an Agenda
    offered = names(game, state)
    assert {"offer-psionic", "draw-psionic", "offer might"} <= set(offered)
    top = state.board.agenda_decks[PSIONIC][-1]
    face_up = state.board.agenda_offer[PSIONIC]
    taken = play(game, state, "offer-psionic")
    assert face_up in taken.houses[0].agenda_hand
    assert taken.board.agenda_offer[PSIONIC] == top, "the offer is refilled from the deck"
    drawn = play(game, state, "draw-psionic")
    two = state.board.agenda_decks[PSIONIC][-2:]
    assert sorted(n for n in names(game, drawn) if n.startswith("keep")) == sorted(
        f"keep {a}" for a in two
    )
    assert "done" not in names(game, drawn), "once two are drawn, one is kept"
    kept = play(game, drawn, f"keep {two[1]}")
    assert two[1] in kept.houses[0].agenda_hand
    assert kept.board.agenda_decks[PSIONIC][0] == two[0], "the other goes under the deck"


def test_rs_pagenda_04_a_corrupted_psionic_offer_hands_its_corruption() -> None:
    """RS-PAGENDA-04 (T-RS-30): the Psionic offer can be Corrupted like the others; taking it
    gains that Corruption."""
    game = bundled()
    state = actions(
        "conquest",
        {"resources": {"credits": 3, "energy": 3}},
        board={"turn_order": [0, 1], "offer_corrupted": {PSIONIC: True}},
    )
    state = play(game, state, "take 2", "pay energy", "effect 1", "offer-psionic")
    assert not state.board.offer_corrupted[PSIONIC]
    assert any(n.startswith("spot ") for n in names(game, state)), "its Corruption is placed"


def test_rs_pagenda_05_a_psionic_agenda_only() -> None:
    """RS-PAGENDA-05: an effect that gains specifically a Psionic Agenda offers only that type
    (the GainAgenda primitive with ``type: psionic``)."""
    game = bundled()
    state = actions("conquest", {})
    push_step(state, game.content, 0, Effect("gain_agenda", {"type": PSIONIC}), cost=False)
    assert set(names(game, state)) == {"offer-psionic", "draw-psionic", "done"}


def test_rs_pagenda_06_a_psionic_agenda_matches_one_focus_card() -> None:
    """RS-PAGENDA-06 (T-RS-01, last line): a Psionic Agenda is played only beside the one Focus
    card it names."""
    game = bundled()
    state = psionic(
        houses={"0": {"agenda_hand": [GOLDEN, DOMINION]}},
        stack=[{"kind": "select_focus", "seat": 0}],
    )
    with_prosperity = play(game, state, "focus prosperity")
    assert f"agenda {GOLDEN}" in names(game, with_prosperity)
    refusal = refused(game, with_prosperity, f"agenda {DOMINION}")
    assert refusal.rule_id == "VF-SELECT-03"
    with_policy = play(game, state, "focus policy")
    assert f"agenda {DOMINION}" in names(game, with_policy)
    assert f"agenda {GOLDEN}" not in names(game, with_policy)


def test_rs_pagenda_07_the_agenda_action_is_free() -> None:
    """RS-PAGENDA-07: playing a Psionic Agenda costs nothing; its action is taken in Actions
    like any Agenda action, without paying the Enforcement cost."""
    game = bundled()
    state = actions(
        "prosperity",
        {"resources": {"credits": 0, "energy": 0, "materials": 0}},
        turn={"agenda": GOLDEN},
    )
    state = play(game, state, "agenda-action", "effect 1")
    house = state.houses[0]
    assert house.resource("credits") == 2
    assert house.resource("energy") == 0 and house.resource("materials") == 0
    assert not house.enforced


def test_t_rs_01_the_psionic_slot_is_outside_the_one_per_type_limit() -> None:
    """T-RS-01, RS-PAGENDA-09, RS-PAGENDA-11, RS-PAGENDA-12: a played Psionic Agenda goes to a
    regular slot like any Agenda; a second one is refused there (one per type) but accepted in
    the Psionic slot: two Psionic Agendas in play."""
    game = bundled()
    start = _starting()
    state = cleanup(DOMINION, {"agendas": [start[0], MIGHT, "", ""]}, focus="policy")
    assert {"slot 3", "slot 4", "psionic-slot", "discard"} <= set(names(game, state))
    state = play(game, state, "slot 3")
    assert state.houses[0].agendas[2] == DOMINION
    second = cleanup(KINETIC, {"agendas": [start[0], MIGHT, DOMINION, ""]}, focus="production")
    refusal = refused(game, second, "slot 4")
    assert refusal.rule_id == "VF-CLEANUP-05" and "Psionic" in str(refusal)
    done = play(game, second, "psionic-slot")
    house = done.houses[0]
    assert house.psionic_slot == KINETIC and house.agendas[2] == DOMINION


def test_rs_pagenda_11_only_a_psionic_agenda_goes_to_the_psionic_slot() -> None:
    """RS-PAGENDA-11: the Psionic slot holds only Psionic Agendas."""
    game = bundled()
    state = cleanup(WEALTH, {"agendas": [_starting()[0], "", "", ""]})
    assert "psionic-slot" not in names(game, state)
    refused(game, state, "psionic-slot")


def test_t_rs_02_a_corrupted_slot_locks_its_psionic_agenda() -> None:
    """T-RS-02, RS-PAGENDA-10, RS-PAGENDA-13, RS-PAGENDA-14, RS-PAGENDA-21: under a Corruption a
    Psionic Agenda can be neither replaced nor enforced; a base Agenda under a Corruption can
    still be replaced; the Psionic slot is never a Corruption spot."""
    game = bundled()
    start = _starting()[0]
    mat = {
        "agendas": [start, DOMINION, MIGHT, ""],
        "agenda_corrupted": [False, True, True, False],
    }
    state = cleanup(WEALTH, mat)
    refusal = refused(game, state, "replace 2")
    assert refusal.rule_id == "RS-PAGENDA-10"
    assert "replace 3" in names(game, state), "a base Agenda under a Corruption may be swapped"
    acting = actions("policy", {**mat, "resources": {"credits": 5, "science": 5}})
    assert not [n for n in names(game, acting) if n.startswith("enforce")]
    assert refused(game, acting, "enforce 2").rule_id == "RS-PAGENDA-14"
    corrupting = actions("policy", {"psionic_slot": GOLDEN})
    push_step(corrupting, game.content, 0, Effect("corrupt"), cost=True)
    spots = [n for n in names(game, corrupting) if n.startswith("spot ")]
    assert spots and not [s for s in spots if "psionic" in s]


def test_t_rs_03_enforcing_pays_acts_flips_and_strengthens_skirmishes() -> None:
    """T-RS-03, RS-PAGENDA-15, RS-PAGENDA-16, RS-PAGENDA-17, RS-PAGENDA-18, RS-PAGENDA-19,
    RS-VANG-04: Enforcing is an
    additional action (the Focus actions stay open): its cost is paid, its action taken again,
    the card flipped; each Enforced Agenda adds 1 to Skirmishes against you (Cycle 2: 1
    Corruption + 1 + 1 = 3)."""
    game = bundled()
    state = actions(
        "prosperity",
        {
            "psionic_slot": GOLDEN,
            "resources": {"energy": 1, "materials": 1, "credits": 0},
            "track_corrupted": [True, False, False],
        },
        cycle=2,
    )
    assert "enforce psionic" in names(game, state)
    state = play(game, state, "enforce psionic", "effect 1")
    assert names(game, state) == ["sector s19", "done"], "RS-VANG-04 (b): not the Home s25"
    assert refused(game, state, "sector s25").rule_id == "RS-VANG-04"
    state = play(game, state, "sector s19")
    assert state.galaxy.sector("s19").vanguard == 0
    house = state.houses[0]
    assert house.enforced == [GOLDEN]
    assert (house.resource("energy"), house.resource("materials")) == (0, 0)
    assert house.resource("credits") == 2, "the Agenda action resolved"
    assert {"take 1", "take 2", "take 3"} <= set(names(game, state)), "Focus actions untouched"
    assert refused(game, state, "enforce psionic").rule_id == "RS-PAGENDA-14"
    state.phase = "evaluation"
    assert skirmish.strength(state, 0) == 3
    state.houses[0].enforced = []
    assert skirmish.strength(state, 0) == 2


def test_t_rs_03_enforcing_needs_the_whole_cost() -> None:
    """T-RS-03 (negative), RS-PAGENDA-16: with 1 Energy, no Materials and no Credits the
    Enforcement cost cannot be paid: not offered, refused with the cost rule, nothing changes."""
    game = bundled()
    state = actions(
        "prosperity",
        {"psionic_slot": GOLDEN, "resources": {"energy": 1, "materials": 0, "credits": 0}},
    )
    refusal = refused(game, state, "enforce psionic")
    assert refusal.rule_id.startswith("VF-")  # the cost rule of the payment


def test_rs_pagenda_22_enforced_agendas_flip_back_after_c4() -> None:
    """RS-PAGENDA-22, RS-PAGENDA-23 (AMBIG A6): the Enforced Agenda in the Psionic slot scores in
    C4 like any Agenda in play; the step right after C4 flips every Psionic Agenda face up, to
    be enforced again in a later Cycle."""
    game = bundled()
    state = psionic(
        cycle=2,
        phase="evaluation",
        houses={"0": {"psionic_slot": GOLDEN, "enforced": [GOLDEN]}},
        stack=[{"kind": "phase", "seat": -1, "name": "evaluation", "stage": 1}],
    )
    scored = dict(scoring.agenda_influence(state, game.content, 0))
    assert GOLDEN in scored
    steps = [s.name for s in procedure_for(state.config).steps("evaluation")]
    assert steps.index("psionic_flip_back") == steps.index("agendas") + 1
    while state.cycle == 2:
        assert state.houses[0].enforced == [GOLDEN], "face down until C4 is over"
        state = play(game, state, names(game, state)[0])
    assert not state.houses[0].enforced and state.houses[0].psionic_slot == GOLDEN


def test_t_rs_04_removing_an_enforced_agenda_gains_a_corruption() -> None:
    """T-RS-04, RS-PAGENDA-20 (AMBIG A5, A37): swapping an Enforced Agenda out of the Psionic
    slot sends it under the Psionic deck and gains 1 Corruption on the House mat (a track or a
    non-starting slot, never a sector); with no free House-mat spot the swap is refused."""
    game = bundled()
    start = _starting()[0]
    mat = {"agendas": [start, "", "", ""], "psionic_slot": GOLDEN, "enforced": [GOLDEN]}
    state = cleanup(DOMINION, mat, focus="policy")
    state = play(game, state, "psionic-slot")
    house = state.houses[0]
    assert house.psionic_slot == DOMINION and not house.enforced
    assert state.board.agenda_decks[PSIONIC][0] == GOLDEN
    spots = {n for n in names(game, state) if n.startswith("spot ")}
    assert spots and spots <= {
        "spot society",
        "spot statecraft",
        "spot economy",
        "spot slot2",
        "spot slot3",
        "spot slot4",
    }
    full = {
        **mat,
        "track_corrupted": [True, True, True],
        "agenda_corrupted": [False, True, True, True],
    }
    blocked = cleanup(DOMINION, full, focus="policy")
    before = state_hash(blocked)
    assert "psionic-slot" not in names(game, blocked)
    assert state_hash(blocked) == before


def test_rs_pagenda_20_replacing_an_enforced_agenda_in_a_regular_slot() -> None:
    """RS-PAGENDA-20: an Enforced Psionic Agenda leaving a regular slot also costs a Corruption
    on the House mat. It was in a Pure slot (RS-PAGENDA-14), so that slot itself is a free spot
    even when every other House-mat spot is taken: this swap is never blocked."""
    game = bundled()
    start = _starting()[0]
    mat = {
        "agendas": [start, DOMINION, "", ""],
        "enforced": [DOMINION],
        "track_corrupted": [True, True, True],
        "agenda_corrupted": [False, False, True, True],
    }
    state = play(game, cleanup(KINETIC, mat, focus="production"), "replace 2")
    assert state.houses[0].agendas[1] == KINETIC and not state.houses[0].enforced
    assert state.houses[0].agenda_corrupted[1], "the one free spot took it at once"


def test_rs_pagenda_08_24_a_psionic_card_names_one_focus_and_has_its_action(
    tmp_path: Path,
) -> None:
    """RS-PAGENDA-06, RS-PAGENDA-08, RS-PAGENDA-24: every Psionic Agenda of the pack names one
    Focus card and has an Agenda action and an Enforcement cost; a pack whose Psionic Agenda
    names two Focus cards is refused at load, naming the field."""
    content = bundled().content
    cards = [a for a in content.agendas.values() if a.type == PSIONIC]
    assert len(cards) == 12
    assert all(len(a.focus_icons) == 1 and a.action and a.enforcement for a in cards)
    root = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, root)
    target = root / "modules" / "psionics" / "agendas.yaml"
    entries = yaml.safe_load(target.read_text(encoding="utf-8"))
    entries[0]["focus_icons"] = ["conquest", "policy"]
    target.write_text(yaml.safe_dump(entries, sort_keys=False), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(root)
    assert caught.value.field == "focus_icons"


def test_rs_vang_05_a_regular_slot_does_not_move_the_vanguard() -> None:
    """RS-VANG-05: putting a Psionic Agenda in a regular slot offers no Vanguard placement."""
    game = bundled()
    state = cleanup(DOMINION, {"agendas": [_starting()[0], "", "", ""]}, focus="policy")
    state = play(game, state, "slot 2")
    assert not [n for n in names(game, state) if n.startswith("sector")]
    assert all(s.vanguard == -1 for s in state.galaxy.sectors)
