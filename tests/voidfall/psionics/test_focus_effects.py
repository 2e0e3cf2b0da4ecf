"""Discarding a Focus card to take one of its actions (RS-EFFECT-01..09, T-RS-10) and running
out of Focus cards (RS-NOFOCUS-01..04, T-RS-12)."""

from __future__ import annotations

from domineum.kernel.game import state_hash
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import ResolveAction, SelectFocus, Step
from tests.voidfall.engine.gamekit import bundled, names, play, refused
from tests.voidfall.psionics.kit import actions, psionic

ACCORD = "psi_whispered_accord"  # Policy; action: discard a Focus card to take an action
GOLDEN = "psi_golden_dream"


def test_t_rs_10_discarding_a_focus_card_takes_one_of_its_actions() -> None:
    """T-RS-10, RS-EFFECT-01, RS-EFFECT-02, RS-EFFECT-03, RS-EFFECT-04, RS-EFFECT-07,
    RS-EFFECT-08: the
    Agenda action discards a card from hand (only cards with a payable action are offered),
    takes the chosen action with its cost paid; the card is in the discard pile, the card in
    play keeps its own actions, and the discarded card cannot be played this Cycle."""
    game = bundled()
    state = actions(
        "policy",
        {
            "focus_hand": ["conquest", "prosperity"],
            "resources": {"food": 0, "energy": 0, "materials": 0, "credits": 0, "science": 1},
        },
        turn={"agenda": ACCORD, "taken": ["1"]},
    )
    state = play(game, state, "agenda-action", "effect 1")
    offered = [n for n in names(game, state) if n.startswith("focus")]
    assert offered == ["focus prosperity"], "Conquest has no action payable with 1 Science"
    assert refused(game, state, "focus conquest").rule_id == "RS-EFFECT-09"
    assert refused(game, state, "focus innovation").rule_id == "RS-EFFECT-01"
    state = play(game, state, "focus prosperity")
    takes = [n for n in names(game, state) if n.startswith("take")]
    assert takes, "its payable actions are offered"
    state = play(game, state, takes[0])
    house = state.houses[0]
    assert house.focus_hand == ["conquest"] and house.focus_discard == ["prosperity"]
    assert state.turn.focus == "policy", "a card in the discard pile, no turn played with it"
    while isinstance(state.stack[-1], (Step, ResolveAction)):
        state = play(game, state, "done")
    assert state.turn.focus == "policy" and state.turn.taken == ["1", "agenda"]


def test_rs_effect_05_no_technology_action_of_the_discarded_card() -> None:
    """RS-EFFECT-05, RS-EFFECT-06: discarding is not playing: the Technology actions offered are
    still those of the card in play, and the turn's record of what was taken is untouched."""
    game = bundled()
    state = actions(
        "policy",
        {"focus_hand": ["prosperity"], "resources": {"credits": 3, "science": 3}},
    )
    before = list(state.turn.taken)
    push_step(state, game.content, 0, Effect("discard_focus_action"), cost=False)
    state = play(game, state, "focus prosperity")
    state = play(game, state, next(n for n in names(game, state) if n.startswith("take")))
    assert state.turn.focus == "policy" and state.turn.taken == before


def test_rs_effect_09_no_card_with_a_payable_action_cannot_be_discarded() -> None:
    """RS-EFFECT-09 (AMBIG A7): with no Focus card whose action can be paid, the effect cannot
    be resolved; an Agenda action made only of it is not offered."""
    game = bundled()
    state = actions(
        "policy",
        {
            "focus_hand": ["conquest"],
            "resources": {"food": 0, "energy": 0, "materials": 0, "credits": 0, "science": 0},
        },
        turn={"agenda": ACCORD},
    )
    state = play(game, state, "agenda-action")
    assert "effect 1" not in names(game, state)


def test_t_rs_12_no_focus_card_passes_the_whole_turn() -> None:
    """T-RS-12, RS-NOFOCUS-01, RS-NOFOCUS-02, RS-NOFOCUS-03, RS-NOFOCUS-04 (AMBIG A8): with no
    Focus card in hand the only choice is to pass: no Agenda, no Technology action, no Enforcing
    and no Cleanup; the next seat plays and no card reaches the discard pile."""
    game = bundled()
    state = psionic(
        houses={
            "0": {"focus_hand": [], "agenda_hand": [GOLDEN], "psionic_slot": ACCORD},
        },
        stack=[{"kind": "select_focus", "seat": 0}],
    )
    assert names(game, state) == ["pass"]
    assert refused(game, state, "focus prosperity").rule_id == "RS-NOFOCUS-02"
    for move in ("agenda " + GOLDEN, "enforce psionic", "begin", "end"):
        refused(game, state, move)  # none of the turn's other steps is reached
    before = state_hash(state)
    after = play(game, state, "pass")
    assert state_hash(state) == before
    assert isinstance(after.stack[-1], SelectFocus) and after.stack[-1].seat == 1
    assert after.houses[0].focus_discard == [] and after.houses[0].agenda_hand == [GOLDEN]


def test_rs_nofocus_a_seat_with_cards_is_not_narrowed() -> None:
    """RS-NOFOCUS-02: the pass is offered only to a seat with an empty hand."""
    game = bundled()
    state = psionic(stack=[{"kind": "select_focus", "seat": 0}])
    offered = names(game, state)
    assert "pass" not in offered and offered and all(n.startswith("focus") for n in offered)


def test_t_rs_11_never_the_last_voidborn_fleet_power() -> None:
    """T-RS-11 (without Voidborn Arsenal), RS-EFFECT-10, RS-EFFECT-11: removing Voidborn FP from
    a Voidborn sector next to yours returns it to the supply and never takes a sector's last
    one, unless the effect allows it. Seat 0's s19 touches s7, s8, s20 (2 FP each) and s24 (1)."""
    game = bundled()
    state = actions("policy", {})
    push_step(state, game.content, 0, Effect("remove_voidborn"), cost=False)
    assert {n for n in names(game, state) if n.startswith("sector")} == {
        "sector s7",
        "sector s8",
        "sector s20",
    }
    assert refused(game, state, "sector s24").rule_id == "RS-EFFECT-11"
    assert refused(game, state, "sector s3").rule_id == "RS-EFFECT-10"
    state = play(game, state, "sector s20")
    assert state.galaxy.sector("s20").voidborn == 1
    allowed = actions("policy", {})
    push_step(allowed, game.content, 0, Effect("remove_voidborn", {"last": True}), cost=False)
    allowed = play(game, allowed, "sector s24")
    assert allowed.galaxy.sector("s24").voidborn == 0
