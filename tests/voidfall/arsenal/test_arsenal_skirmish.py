"""Arsenal ships joining Skirmishes outside Incursion (RS-VBJOIN-01..13, RS-VBFLEET-02, -07,
-18, -19; the scenarios T-RS-16 and T-RS-17). Combat values worked out by hand in each test."""

from __future__ import annotations

from typing import Any

from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.rules import arsenal, skirmish
from tests.voidfall.movement.movekit import battle_on_top, names, play, position, with_effect

GLORY = [2, 4]


def corrupted(n: int) -> dict[str, Any]:
    """Seat 0 with ``n`` (0-7) Corruption on its track markers and Agenda slots: V = n in the
    Evaluation of Cycle 1 (VF-SKIRMISH-04)."""
    return {
        "track_corrupted": [i < n for i in range(3)],
        "agenda_corrupted": [False] + [i < n - 3 for i in range(3)],
        "glory": list(GLORY),
    }


def t_rs_16(v: int, target: dict[str, Any], **sectors: Any) -> GameState:
    """T-RS-16's map: Red's S = s6 (non-Home) is next to X = s5 (1 Destroyer + 2 Corvettes) and
    Y = s8 (1 Dreadnought + 1 Corvette); Red's other sectors are next to no Voidborn sector."""
    layout: dict[str, Any] = {
        "s5": {"voidborn": 3, "arsenal": {"destroyer": 1}, "bounty": []},
        "s8": {"voidborn": 2, "arsenal": {"dreadnought": 1}},
        "s6": {"owner": 0, **target},
    }
    layout.update(sectors)
    return position(
        phase="evaluation",
        edges=[["s1", "s3"], ["s1", "s6"], ["s5", "s6"], ["s6", "s8"], ["s2", "s4"]],
        voidstorms=[],
        sectors=layout,
        houses={"0": corrupted(v)},
    )


def skirmish_now(state: GameState) -> GameState:
    with_effect(state, "skirmish", seat=0, cost=True)
    return state


def test_rs_vbjoin_04_destroyer_first_rs_vbjoin_07_targeting_counts_it() -> None:
    """RS-VBJOIN-01, RS-VBJOIN-03, RS-VBJOIN-04, RS-VBFLEET-02, RS-VBFLEET-07: with a Destroyer
    and a Dreadnought adjacent,
    1 Destroyer FP joins; RS-VBJOIN-07 (A32): the target's forecast includes it."""
    state = t_rs_16(1, {"fleets": {"corvette": 5}})
    assert arsenal.joiner(state, "s6") == ("destroyer", ["s5"])
    report = skirmish.forecast(state, state.galaxy.sector("s6"), 1)
    assert report.steps[0].before.invader.voidborn_destroyer == 1
    state.galaxy.sector("s5").arsenal = {}
    state.galaxy.sector("s5").voidborn = 2
    assert arsenal.joiner(state, "s6") == ("dreadnought", ["s8"])


def test_rs_vbfleet_11_15_18_mirages_siphons_corvettes_never_join() -> None:
    """RS-VBFLEET-11, RS-VBFLEET-15, RS-VBFLEET-18: next to Mirages, Siphons and Corvettes only,
    nothing joins; the Skirmish is fought by the virtual Corvettes alone."""
    state = t_rs_16(
        4,
        {"fleets": {"corvette": 2}},
        s5={"voidborn": 3, "arsenal": {"mirage": 1, "siphon": 1}},
        s8={"voidborn": 2},
    )
    assert arsenal.joiner(state, "s6") is None
    state = skirmish_now(state)
    assert not any(n.msg == "rs.note.joiner" for n in state.notes)
    assert state.galaxy.sector("s5").arsenal == {"mirage": 1, "siphon": 1}


def test_t_rs_16_a_voidborn_win_the_joiner_moves_in() -> None:
    """T-RS-16 (a), RS-VBJOIN-02, RS-VBJOIN-06, RS-VBJOIN-08, RS-VBJOIN-13: V = 4 virtual
    Corvettes + the Destroyer against
    2 Corvettes: Approach 1 (Destroyer) leaves 1; Salvo 1 Initiative 5 + 1 vs 1, the Voidborn
    win with every FP. Red discards a Glory; S holds the Destroyer + 2 Corvettes + 1 Bounty; X
    keeps 2 Corvettes; Y is unchanged."""
    state = skirmish_now(t_rs_16(4, {"fleets": {"corvette": 2}}))
    assert any(n.msg == "rs.note.joiner" for n in state.notes)
    assert sorted(names(state)) == ["glory 2", "glory 4"]
    state = play(state, "glory 2")
    s6, s5, s8 = (state.galaxy.sector(x) for x in ("s6", "s5", "s8"))
    assert (s6.voidborn, s6.arsenal, len(s6.bounty)) == (3, {"destroyer": 1}, 1)
    assert s6.corrupted and s6.controller() == -1
    assert (s5.voidborn, s5.arsenal) == (2, {})
    assert (s8.voidborn, s8.arsenal) == (2, {"dreadnought": 1})
    assert state.houses[0].glory == [4]


def test_t_rs_16_b_tie_the_joiner_is_destroyed() -> None:
    """T-RS-16 (b), RS-VBJOIN-09, RS-VBFLEET-09, RS-VBFLEET-19, RS-VBFLEET-20: V = 1 + the
    Destroyer against 3 Corvettes
    and a Sector Defense. Approach: 1 each way (the Voidborn lose their Corvette, RS-VBFLEET-20);
    Salvo 1 at 2 vs 2 Initiative, simultaneous: 1 + 1 Damage kills Red's 2, Red's 1 kills the
    Destroyer. A tie: Red discards a Glory, S gets 2 Corvettes + a Bounty, no Destroyer; Red
    draws a Reclaim token for the Destroyer (AMBIG A14)."""
    target = {
        "fleets": {"corvette": 3},
        "installation_spaces": [{}],
        "installations": ["sector_defense"],
    }
    state = t_rs_16(1, target)
    reclaims = len(state.board.reclaim_pile)
    state = skirmish_now(state)
    combat = [n for n in state.notes if n.msg == "vf.note.combat"]
    assert combat[-1].params["outcome"] == "tie"
    assert len(state.board.reclaim_pile) == reclaims - 1
    assert any(n.msg == "rs.note.reward_reclaim" for n in state.notes)
    state = settle(state)
    s6 = state.galaxy.sector("s6")
    assert (s6.voidborn, s6.arsenal, len(s6.bounty)) == (2, {}, 1)
    assert s6.installations == [""] and s6.controller() == -1
    assert state.houses[0].glory == [4]
    assert len(state.houses[0].reclaim_kept) == 1


def test_t_rs_16_c_red_wins_and_draws_a_reclaim_token() -> None:
    """T-RS-16 (c), RS-VBJOIN-10, RS-VBFLEET-09, RS-VBFLEET-19: V = 1 + the Destroyer against 5
    Corvettes.
    Approach: Red 4. Salvo 1, 3 vs 4: Red first, its 1 Damage takes the Corvette (RS-VBFLEET-20);
    the Destroyer deals 1 + 1 (Red 2). Salvo 2, 2 vs 2: 1 each way: the Destroyer is destroyed,
    Red keeps 1 FP and S; Red draws and resolves a Reclaim token."""
    state = skirmish_now(t_rs_16(1, {"fleets": {"corvette": 5}}))
    combat = [n for n in state.notes if n.msg == "vf.note.combat"]
    assert combat[-1].params["outcome"] == "defender"
    state = settle(state)
    s6 = state.galaxy.sector("s6")
    assert s6.controller() == 0 and s6.fleets == {"corvette": 1} and s6.voidborn == 0
    assert len(state.houses[0].reclaim_kept) == 1
    assert state.houses[0].glory == GLORY
    s5 = state.galaxy.sector("s5")
    assert (s5.voidborn, s5.arsenal) == (2, {})


def test_t_rs_16_d_rs_vbjoin_11_an_emptied_source_is_abandoned() -> None:
    """T-RS-16 (d), RS-VBJOIN-11 (AMBIG A34: at once): X held only the Destroyer; it gets 2
    Corvettes and a Bounty token, whatever the outcome."""
    for v, red in ((4, 2), (1, 5)):
        state = t_rs_16(
            v,
            {"fleets": {"corvette": red}},
            s5={"voidborn": 1, "arsenal": {"destroyer": 1}, "bounty": []},
        )
        state = settle(skirmish_now(state))
        s5 = state.galaxy.sector("s5")
        assert (s5.voidborn, s5.arsenal, len(s5.bounty)) == (2, {}, 1)
        assert any(n.msg == "rs.note.joiner_left_empty" for n in state.notes)


def test_t_rs_16_e_rs_vbjoin_05_the_targeted_player_chooses_the_source() -> None:
    """T-RS-16 (e), RS-VBJOIN-05: two adjacent sectors hold Destroyers: Red chooses which one
    joins; the other stays."""
    state = t_rs_16(4, {"fleets": {"corvette": 2}}, s8={"voidborn": 2, "arsenal": {"destroyer": 1}})
    state = skirmish_now(state)
    top = battle_on_top(state)
    assert top is not None and top.stage == "joiner" and top.seat == 0
    assert sorted(names(state)) == ["sector s5", "sector s8"]
    state = play(state, "sector s8")
    assert state.galaxy.sector("s5").arsenal == {"destroyer": 1}
    assert state.galaxy.sector("s8").arsenal == {}


def test_t_rs_17_computed_combat_in_the_game() -> None:
    """T-RS-17, RS-VBFLEET-08, RS-VBJOIN-02, RS-VBJOIN-08: Cycle 2, 1 Corruption on the mat: V = 2
    virtual Corvettes + the Destroyer against 2 Corvettes: Approach 1; Salvo 1 at 4 vs 1, 1 + 1
    Damage: the Voidborn win, Red recalled 2 FP; S = the Destroyer + 2 new Corvettes + Bounty."""
    state = t_rs_16(1, {"fleets": {"corvette": 2}})
    state.cycle = 2
    active = state.houses[0].fp_active
    state = settle(skirmish_now(state))
    steps = [n for n in state.notes if n.msg == "vf.note.combat_step"]
    assert [n.params["damage_i"] for n in steps] == [1, 2]
    assert state.houses[0].fp_active == active + 2
    s6 = state.galaxy.sector("s6")
    assert (s6.voidborn, s6.arsenal, len(s6.bounty)) == (3, {"destroyer": 1}, 1)


def test_rs_vbjoin_12_no_skirmish_at_zero_even_with_a_joiner() -> None:
    """RS-VBJOIN-12 (AMBIG A18): a Skirmish value of 0 is an automatic defence: nothing joins."""
    state = skirmish_now(t_rs_16(0, {"fleets": {"corvette": 1}}))
    assert battle_on_top(state) is None
    assert state.galaxy.sector("s5").arsenal == {"destroyer": 1}
    assert not any(n.msg == "rs.note.joiner" for n in state.notes)


def test_rs_mod_10_no_joiner_in_incursion() -> None:
    """RS-MOD-10, RS-ARSENAL-06, RS-VBFLEET-18: in Incursion the Incursion Skirmish rules replace
    RS-VBJOIN."""
    state = t_rs_16(1, {"fleets": {"corvette": 5}})
    state.config = Config(players=2, mode="solo", modules=("arsenal", "incursion"))
    assert arsenal.joiner(state, "s6") is None


def settle(state: GameState) -> GameState:
    """Answer what the results ask: discard the lowest Glory, resolve tokens as first offered."""
    for _ in range(20):
        if state.stack and type(state.stack[-1]).__name__ == "ChooseAction":
            return state
        options = names(state)
        if not options:
            return state
        glory = sorted(o for o in options if o.startswith("glory"))
        state = play(state, glory[0] if glory else options[0])
    return state
