"""Combat abilities the Voidborn gain from the War Alert or the Crisis penalty that triggers a
Skirmish (VF-SKIRMISH-13, VF-COMBAT-34): authored on war-5, war-7, crisis-23 and crisis-41
(docs/content-sources.md)."""

from __future__ import annotations

import msgspec
import pytest

from domineum.voidfall.content.void_schema import AlertCard
from domineum.voidfall.model.combat import Side, VoidbornAbilities
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import skirmish
from domineum.voidfall.rules import combat
from domineum.voidfall.rules import skirmish as rules_skirmish
from tests.voidfall.coop.coopkit import PACK, at_selection
from tests.voidfall.coop.test_coop_skirmish import _front
from tests.voidfall.incursion import kit as incursion_kit
from tests.voidfall.solo import solokit


def _card(state: GameState, card: str) -> None:
    """``card`` becomes the round's Alert (a War card) or seat 0's current Crisis."""
    v = solokit.void(state)
    for pile in (v.war_pile, v.alert_deck, v.boxed, *v.crisis_decks.values()):
        if card in pile:
            pile.remove(card)
    if card in PACK.alerts:
        if v.alert:
            v.alert_deck.append(v.alert)
        v.alert = card
    else:
        v.current_crisis = card


def _fight(card: str, trigger: str, corvettes: int) -> tuple[GameState, str, int]:
    """Seat 0's sector next to the Void holds ``corvettes`` Corvettes; the Void skirmishes it
    (``trigger``) with ``card`` in play; the Combat is played out with the first choices.
    Returns the state, the sector and the Void's strength."""
    state = at_selection(2)
    _, a, _ = _front(state)
    solokit.sector(state, a).fleets = {"corvette": corvettes}
    state.houses[0].fp_inactive -= corvettes - 1
    _card(state, card)
    v = solokit.void(state)
    v.military[0] = "@harbinger"  # the Military value 1: a strength of 1
    v.harbinger_supply -= 1
    solokit.push(state, skirmish.SKIRMISH, seat=0, trigger=trigger)
    strength = solokit.void(state).skirmish_strength
    assert solokit.void(state).skirmish_target == a
    while state.stack and any(isinstance(f, Battle) for f in state.stack):
        solokit.choose(state, *solokit.kinds(state)[0])
    return state, a, strength


def test_vf_skirmish_13_a_war_cards_abilities_win_the_skirmish() -> None:
    """VF-SKIRMISH-13, VF-COMBAT-34: war-7 gives the Voidborn 1 Approach Damage and 1 Salvo
    Absorption in each Salvo step: against 2 Corvettes the Void wins a Skirmish the same
    strength without them loses (the normal rules' forecast); the log says so."""
    state, a, strength = _fight("war-7", "war", corvettes=2)
    assert strength == 1
    plain = at_selection(2)
    _, pa, _ = _front(plain)
    solokit.sector(plain, pa).fleets = {"corvette": 2}
    assert rules_skirmish.forecast(plain, solokit.sector(plain, pa), strength).outcome == "defender"
    assert solokit.sector(state, a).owner == NOBODY and solokit.sector(state, a).voidborn == 2
    assert "vf.void.note.abilities" in solokit.notes(state)
    assert solokit.void(state).skirmish_card == ""  # they served this Skirmish only


def test_vf_skirmish_13_a_crisis_penaltys_abilities() -> None:
    """VF-SKIRMISH-13: Extended Conscription's Skirmish (its penalty) has 1 Salvo Absorption in
    each Salvo step; a War card without abilities (war-1) adds none."""
    v_side = Side(voidborn=True)
    state = at_selection(2)
    _card(state, "crisis-23")
    solokit.void(state).skirmish_card = "crisis-23"
    side = skirmish.with_abilities(state, solokit.game().content, v_side)
    assert side.salvo_absorption_each == 1 and side.approach_damage == 0
    _card(state, "war-1")
    solokit.void(state).skirmish_card = "war-1"
    assert skirmish.with_abilities(state, solokit.game().content, v_side) == v_side


def test_vf_skirmish_13_the_evaluation_skirmish_has_no_card_abilities() -> None:
    """VF-SKIRMISH-13: with war-7 the round's Alert, the Evaluation's Skirmish (no card
    triggered it) is fought without its abilities: 2 Corvettes hold the sector."""
    state, a, strength = _fight("war-7", "evaluation", corvettes=2)
    assert strength == 1
    assert solokit.sector(state, a).owner == 0
    assert "vf.void.note.abilities" not in solokit.notes(state)


def test_vf_skirmish_13_abilities_are_the_voidborn_invaders_only() -> None:
    """VF-SKIRMISH-13: a card's Approach Damage belongs to the Voidborn Invader of a Skirmish;
    a player side carrying it is refused; abilities are never negative (content check)."""
    with pytest.raises(combat.InvalidSide):
        combat.resolve(
            Side(voidborn=True, fleet=Side().fleet.plus("voidborn", 1)),
            Side(fleet=Side().fleet.plus("corvette", 1), approach_damage=1),
        )
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(
            {"id": "w", "kind": "war", "source": "authored", "abilities": {"approach_damage": -1}},
            type=AlertCard,
        )
    assert PACK.alerts["war-5"].abilities == VoidbornAbilities(approach_damage=1)


def test_vf_skirmish_13_incursion_skirmishes_keep_their_own_rules() -> None:
    """VF-SKIRMISH-13 (decision C-15): in Incursion a Crisis's Skirmish is Incursion's own
    (RS-INCSKIRM-01); no base card's abilities are set aside for it."""
    state = solokit.to_selection(incursion_kit.new(2, 3))
    solokit.void(state).current_crisis = "crisis-23"
    solokit.push(state, skirmish.SKIRMISH, seat=0, trigger="crisis")
    assert solokit.void(state).skirmish_card == ""
