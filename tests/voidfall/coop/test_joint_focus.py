"""Joint Focus cards of the co-op game: the offer (VF-MODE-03, VF-SETUP-16, VF-PREP-04,
VF-SELECT-08..10, VF-CLEANUP-15, VF-PREF-03) and the who-may-resolve icons (VF-ACTION-20,
VF-TARGET-06), authored content GAP-06."""

from __future__ import annotations

import msgspec
import pytest

from domineum.voidfall.content.void_schema import JointArgs
from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.engine import flow
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.modes.void import heroic
from domineum.voidfall.present.cardtext import effect_text
from domineum.voidfall.present.labels import label
from domineum.voidfall.rules.card_actions import focus_family
from tests.voidfall.coop import coopkit
from tests.voidfall.coop.coopkit import CONTENT, PACK, Inner, at_selection, effect, top_seat
from tests.voidfall.solo import solokit

FOOD: Inner = {"op": "gain", "food": 1}
ENERGY: Inner = {"op": "gain", "energy": 1}


def _offer(state: GameState, *cards: str) -> GameState:
    v = solokit.void(state)
    pool = v.heroic_deck + v.heroic_display
    v.heroic_display = list(cards)
    v.heroic_deck = [c for c in pool if c not in cards]
    memo.forget(state)  # edited by hand: the pending options change
    return state


def test_vf_setup_16_the_joint_offer_holds_three_joint_cards() -> None:
    """VF-MODE-03, VF-SETUP-16: co-op setup shuffles the 10 Joint Focus cards (never the solo
    Heroic ones) and reveals 3 as the offer."""
    v = solokit.void(solokit.game().new_game(coopkit.config(3, seed=4)))
    assert len(v.heroic_display) == 3 and len(v.heroic_deck) == 7
    assert set(v.heroic_display + v.heroic_deck) == set(PACK.joint)
    assert not set(v.heroic_display) & set(PACK.heroic)


def test_vf_select_08_discard_the_same_named_focus_to_take_a_joint_card() -> None:
    """VF-SELECT-08, VF-SELECT-10, VF-CLEANUP-15 (WE-04, co-op part): discarding Production
    takes Joint Production, played as the turn's Focus; the offer is not refilled; the card
    goes to the box after the turn, Production waits in the discard pile."""
    state = _offer(at_selection(2), "joint_production", "joint_conquest", "joint_leadership")
    seat = top_seat(state)
    hand = state.houses[seat].focus_hand
    assert ("joint", "1") in solokit.kinds(state)
    if "conquest" not in hand:
        assert ("joint", "2") not in solokit.kinds(state)  # no card pays for it
    solokit.choose(state, "joint", "1")
    assert solokit.kinds(state) == [("focus", "production")]  # only the same-named card
    solokit.choose(state, "focus", "production")
    v = solokit.void(state)
    house = state.houses[seat]
    assert state.turn.focus == "joint_production"
    assert focus_family(CONTENT, "joint_production") == "production"
    assert v.heroic_display == ["joint_conquest", "joint_leadership"]  # VF-SELECT-10
    assert "production" in house.focus_discard and "production" not in house.focus_hand
    assert "vf.void.note.joint" in solokit.notes(state)
    house.focus_discard.append("joint_production")  # what Cleanup does (VF-CLEANUP-14)
    heroic.cleanup_step(state, CONTENT, Phase(seat=NOBODY, name="turn_end", stage=1))
    assert "joint_production" in v.boxed and "joint_production" not in house.focus_discard


def test_vf_select_09_any_focus_card_pays_for_joint_leadership() -> None:
    """VF-SELECT-09: to take the Leadership Joint card any Focus card may be discarded."""
    state = _offer(at_selection(2), "joint_leadership")
    solokit.choose(state, "joint", "1")
    hand = state.houses[top_seat(state)].focus_hand
    assert solokit.kinds(state) == [("focus", c) for c in sorted(hand)]


def test_vf_prep_04_step_0a_renews_the_joint_offer() -> None:
    """VF-PREP-04: step 0a boxes the cards still in the offer and reveals 3 new ones."""
    state = _offer(at_selection(2), "joint_leadership")
    v = solokit.void(state)
    heroic.refresh_step(state, CONTENT, Phase(seat=NOBODY, name="preparation", stage=1))
    assert "joint_leadership" in v.boxed
    assert len(v.heroic_display) == 3 and "joint_leadership" not in v.heroic_display
    assert "vf.void.note.heroic_display_coop" in solokit.notes(state)


def test_vf_pref_03_offer_cards_are_not_yours_to_copy() -> None:
    """VF-PREF-03: Joint cards in the offer are in no hand and no discard pile."""
    state = at_selection(3)
    offer = set(solokit.void(state).heroic_display)
    for house in state.houses:
        assert not offer & set(house.focus_hand + house.focus_discard + house.focus_reserved)


# --- who may resolve (VF-ACTION-20) -------------------------------------------------------


def _seats(state: GameState) -> list[str]:
    return [k[1] for k in solokit.kinds(state) if k[0] == "seat"]


def test_vf_action_20_icon_b_you_or_another_player_resolves_it() -> None:
    """VF-ACTION-20(b), VF-TARGET-06: the active player names one player, who resolves the
    effect for themself; nobody else does."""
    state = at_selection(3)
    me = top_seat(state)
    other = (me + 1) % 3
    food = [h.resources[0] for h in state.houses]
    effect(state, me, {"op": "joint", "who": "b", "effect": FOOD})
    assert _seats(state) == ["0", "1", "2"]
    solokit.choose(state, "seat", str(other))
    after = [h.resources[0] for h in state.houses]
    assert after[other] == food[other] + 1
    assert [a - b for a, b in zip(after, food, strict=True)].count(1) == 1
    assert not _seats(state)  # one resolver only


def test_vf_action_20_icon_d_you_and_another_player_each_resolve_it() -> None:
    """VF-ACTION-20(d): you and/or one other player, each resolving it on their own."""
    state = at_selection(3)
    me = top_seat(state)
    others = [s for s in range(3) if s != me]
    food = [h.resources[0] for h in state.houses]
    effect(state, me, {"op": "joint", "who": "d", "effect": FOOD})
    solokit.choose(state, "seat", str(others[0]))
    assert _seats(state) == [str(me)]  # a second other player may not
    solokit.choose(state, "seat", str(me))
    after = [h.resources[0] for h in state.houses]
    assert after[me] == food[me] + 1 and after[others[0]] == food[others[0]] + 1
    assert after[others[1]] == food[others[1]]
    assert not _seats(state)


def test_vf_action_20_icon_c_one_resolves_above_the_other_below() -> None:
    """VF-ACTION-20(c): if one of you resolves the line above, only the other may resolve the
    line below, and vice versa; the line above may be left to nobody."""
    state = at_selection(2)
    me = top_seat(state)
    other = 1 - me
    joint: dict[str, Arg] = {"op": "joint", "who": "c", "effect": FOOD, "below": ENERGY}
    before = [list(h.resources) for h in state.houses]
    effect(state, me, joint)
    assert _seats(state) == ["0", "1", "none"]
    solokit.choose(state, "seat", str(me))
    assert _seats(state) == [str(other)]  # the same player may not resolve both
    solokit.choose(state, "seat", str(other))
    assert state.houses[me].resources[0] == before[me][0] + 1
    assert state.houses[other].resources[1] == before[other][1] + 1
    assert state.houses[me].resources[1] == before[me][1]
    # the other way round: another player above, so only you below
    effect(state, me, joint)
    solokit.choose(state, "seat", str(other))
    assert _seats(state) == [str(me)]
    solokit.choose(state, "seat", str(me))
    # nobody above: anyone below
    effect(state, me, joint)
    solokit.choose(state, "seat", "none")
    assert _seats(state) == ["0", "1"]


def test_vf_action_20_the_named_player_makes_the_effects_choices() -> None:
    """VF-ACTION-20: the player named resolves the effect: its choices are that seat's."""
    state = at_selection(2)
    me = top_seat(state)
    effect(state, me, {"op": "joint", "who": "b", "effect": {"op": "gain_any", "amount": 1}})
    solokit.choose(state, "seat", str(1 - me))
    assert top_seat(state) == 1 - me
    assert ("resource", "food") in solokit.kinds(state)


def test_vf_action_20_refused_when_nobody_may_resolve_it() -> None:
    """VF-ACTION-20: a Joint effect no player can resolve is not offered (its reason given)."""
    state = at_selection(2)
    assert state.board.improvement_block  # Cycle 1: no Improved Technology (VF-TECH)
    inner: Inner = {"op": "gain_technology", "level": "improved"}
    joint = Effect("joint", {"who": "b", "effect": inner})
    assert refusal_of(state, CONTENT, 0, Effect.from_mapping(dict(inner))) is not None
    assert refusal_of(state, CONTENT, 0, joint) is not None
    assert refusal_of(state, CONTENT, 0, Effect("joint", {"who": "d", "effect": FOOD})) is None


def test_vf_action_20_the_icons_are_content_checked() -> None:
    """VF-ACTION-20: icon (c) needs a line below; only (c) has one; an unknown icon is refused."""
    for bad in (
        {"who": "c", "effect": FOOD},
        {"who": "b", "effect": FOOD, "below": ENERGY},
        {"who": "e", "effect": FOOD},
    ):
        with pytest.raises((msgspec.ValidationError, ValueError)):
            msgspec.convert(bad, type=JointArgs)


def test_joint_cards_read_in_plain_words() -> None:
    """VF-ACTION-20: what the player reads names the icon's meaning, never an id."""
    b = effect_text(CONTENT, Effect("joint", {"who": "b", "effect": FOOD}))
    c = effect_text(CONTENT, Effect("joint", {"who": "c", "effect": FOOD, "below": ENERGY}))
    assert b.startswith("you or another player: ") and "joint" not in b
    assert c.startswith("one of you: ") and "the other: " in c
    state = at_selection(2)
    effect(state, top_seat(state), {"op": "joint", "who": "b", "effect": FOOD})
    texts = [label(CONTENT, state, c) for c in flow.options(state, CONTENT)]
    assert "Seat 1 resolves this Joint effect (VF-ACTION-20)" in texts


def test_every_joint_card_has_three_actions_and_a_matching_focus() -> None:
    """VF-SELECT-08: each Joint card corresponds to a standard Focus (or any, Leadership)."""
    assert len(PACK.joint) == 10
    standard = {c.replaces or c.id for c in CONTENT.focus_cards.values()}
    for card in PACK.joint.values():
        assert card.corresponds == "any" or card.corresponds in standard
        for n in ("1", "2", "3"):
            assert f"focus:{card.id}:{n}" in CONTENT.actions
