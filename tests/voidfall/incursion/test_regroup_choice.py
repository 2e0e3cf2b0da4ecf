"""The players choose among equal Voidborn Regroup destinations (RS-INCREGROUP-07)."""

from __future__ import annotations

from domineum.voidfall.core import memo
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.modules.incursion import alerts, crises
from tests.voidfall.incursion import kit


def _tied() -> GameState:
    """Seat 0 holds s1 and s2; the frontline s3 and s5 hold 1 Voidborn Fleet Power each and
    s6 (3, not on the frontline) is next to both: its first move has two equal destinations
    (the same distance, the same presence). s8 keeps 1 so that s6 is the only source."""
    state = kit.new(1, 3)
    for sector, fp in (("s3", 1), ("s5", 1), ("s6", 3), ("s8", 1)):
        state.galaxy.sector(sector).voidborn = fp
    memo.forget(state)
    return state


def test_equal_destinations_are_the_players_choice() -> None:
    """RS-INCREGROUP-07, RS-INCREGROUP-06: when several destinations are equal under the
    priorities (efficiency, even presence), the Regroup waits for the player, who picks one of
    them (and only them); the Fleet Power goes there and the log names the choice."""
    game = kit.game()
    for chosen in ("s3", "s5"):
        state = _tied()
        assert not crises.regroup_moves(state, game.content, 1, 0)
        actions = game.legal_actions(state)
        assert [a.notation for a in actions] == ["sector s3", "sector s5"]
        assert all("players choose" in a.label for a in actions)
        state = game.apply_notation(state, f"sector {chosen}")
        other = "s5" if chosen == "s3" else "s3"
        assert state.galaxy.sector(chosen).voidborn == 2
        assert state.galaxy.sector(other).voidborn == 1
        assert state.galaxy.sector("s6").voidborn == 2
        assert not any(isinstance(f, Step) and f.effect.op == crises.REGROUP for f in state.stack)
        note = next(n for n in state.notes if n.msg == "vf.inc.note.regroup_chosen")
        assert note.params["sector"] == chosen


def test_without_a_tie_the_regroup_needs_no_choice() -> None:
    """RS-INCREGROUP-07: a Regroup whose destinations are never equal is made at once."""
    state = kit.new(1, 3)
    depth = len(state.stack)
    assert crises.regroup_moves(state, kit.game().content, 1, 0)
    assert len(state.stack) == depth


def test_a_rift_surge_regroup_choice_comes_before_the_next_alert_card() -> None:
    """RS-INCREGROUP-07, RS-INCFOCUS-11: a Rift Surge's Regroup that waits for the choice is
    finished before the next Alert card is revealed."""
    game = kit.game()
    state = _tied()
    v = state.void
    assert v is not None
    for pile in v.situation_piles.values():
        if "situation-1-1" in pile:
            pile.remove("situation-1-1")
    v.alert_deck = ["situation-1-1", "rift-surge-5"]  # Regroup 2 toward every player
    alerts.reveal_alert(state, game.content, 0)
    assert v.alert != "situation-1-1"
    assert [a.notation for a in game.legal_actions(state)] == ["sector s3", "sector s5"]
    state = game.apply_notation(state, "sector s3")
    assert state.void is not None and state.void.alert == "situation-1-1"
    assert state.galaxy.sector("s3").voidborn == 2
