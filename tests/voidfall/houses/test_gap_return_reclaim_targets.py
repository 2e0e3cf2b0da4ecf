"""Content gaps 10, 15 and 16: returning an Agenda as a cost (Ruse·Transfer), a Reclaim token on
your Home (Yarvek Society spaces 3 and 5) and the Galactic Event targets of 2J and 3D.

Positions are the House tests' (``housekit.position``, map ``x01-2p``): seat 0's Home is s25
(two Guild spaces, one free), its Outpost s19. The Fallen House sectors are s2, s5, s11 and s17;
s10 (an Asteroid Belt) is next to s2, s3, s9 and s11, of which s3 and s9 are Voidborn.
"""

from __future__ import annotations

from typing import Any

from domineum.voidfall.engine import events, flow
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import sectors
from tests.voidfall.engine.gamekit import refused
from tests.voidfall.houses.housekit import (
    HOME,
    RICH,
    effect,
    game,
    names,
    play,
    position,
    sector,
    stock,
    take,
)

# --- Gap 10: return a non-starting Agenda (Ruse·Transfer) -----------------------------------

STARTING = "marqualos-a"
MINING, UNION = "mining_consortium", "agricultural_union"  # a Might and a Support Agenda


def _ruse(agendas: list[str], **mat: Any) -> GameState:
    """Marqualos (seat 0) plays Ruse with ``agendas`` in its four slots."""
    patch = {"resources": RICH, "agendas": agendas, **mat}
    return position("marqualos", focus="marqualos_ruse", houses={"0": patch})


def test_ruse_transfer_returns_a_chosen_agenda_to_the_bottom_of_its_deck() -> None:
    """Ruse·Transfer (focus.json #47): the cost returns one of your non-starting Agendas in
    play, your choice, Pure or Corrupted; it goes face down to the bottom of its type's deck
    (VF-CLEANUP-06) and its slot is empty; the starting Agenda is never offered (VF-AGENDA-07).
    Then a Trade token and/or two different resources (VF-ACTION-08)."""
    state = _ruse([STARTING, MINING, UNION, ""], agenda_corrupted=[False, False, True, False])
    state = play(state, "take 2")
    assert sorted(names(state)) == [f"agenda {UNION}", f"agenda {MINING}"]
    after = play(state, f"agenda {UNION}")
    house = after.houses[0]
    assert house.agendas == [STARTING, MINING, "", ""]
    assert after.board.agenda_decks["support"][0] == UNION  # the bottom of the Support deck
    assert len(after.board.agenda_decks["support"]) == len(state.board.agenda_decks["support"]) + 1
    assert house.agenda_corrupted == [
        False,
        False,
        True,
        False,
    ]  # the Corruption stays (VF-AGENDA-12)
    assert "effect 1" in names(after)  # the effects of Transfer follow
    after = play(after, "effect 1")
    assert after.houses[0].trade_tokens == 1


def test_ruse_transfer_keeps_the_trade_token_of_the_returned_agenda() -> None:
    """A Trade token stored on the returned Agenda stays yours, loose, to be stored or returned
    in Cleanup step 4 (VF-CLEANUP-10/11, VF-TRADE-09)."""
    state = _ruse([STARTING, MINING, "", ""], agenda_trade=[False, True, False, False])
    state = take(state, 2, f"agenda {MINING}", "done")
    house = state.houses[0]
    assert house.agenda_trade == [False, False, False, False]
    assert house.trade_loose == 1 and house.trade_tokens == 1


def test_ruse_transfer_refused_without_a_non_starting_agenda() -> None:
    """VF-AGENDA-08: with only the starting Agenda in play the cost cannot be paid, so Transfer
    is refused, naming the rule, and nothing changes."""
    state = _ruse([STARTING, "", "", ""])
    error = refused(game(), state, "take 2")
    assert error.rule_id == "VF-AGENDA-08"
    assert "no non-starting Agenda" in str(error)


def test_returning_the_starting_or_an_absent_agenda_is_refused() -> None:
    """While the cost asks which Agenda: the starting one is refused (VF-AGENDA-07), one not in
    your slots too (VF-AGENDA-08); nothing changes."""
    state = play(_ruse([STARTING, MINING, "", ""]), "take 2")
    assert refused(game(), state, f"agenda {STARTING}").rule_id == "VF-AGENDA-07"
    assert refused(game(), state, f"agenda {UNION}").rule_id == "VF-AGENDA-08"


def test_return_agenda_cost_is_not_forgone() -> None:
    """A cost once begun is paid in full: no ``done`` while choosing the Agenda (VF-ACTION-05)."""
    state = play(_ruse([STARTING, MINING, UNION, ""]), "take 2")
    assert "done" not in names(state)


# --- Gap 15: a Reclaim token on your Home, resolved at once (Yarvek Society 3 and 5) ---------


def _yarvek(pile: list[str], **mat: Any) -> GameState:
    """Yarvek (seat 0) with the Reclaim pile ``pile`` (its last token is drawn first)."""
    return position("yarvek", board={"reclaim_pile": pile}, houses={"0": {"fp_active": 3, **mat}})


def test_yarvek_society_spaces_place_a_reclaim_token_on_the_home() -> None:
    """Yarvek Society spaces 3 and 5 (1-based, the engine's spaces 2 and 4;
    pistesCivilisation.json): place a Reclaim token from the pile on your Home and resolve it
    (VF-BOUNTY-02..05)."""
    content = game().content
    for space in (2, 4):
        assert [e.op for e in content.track_space("yarvek", 0, space)] == ["gain_reclaim"]
    state = _yarvek(["reclaim-miners#0", "reclaim-farmers#0"], tracks=[1, 0, 0])
    state = effect(state, "advance", track="society")
    assert state.houses[0].tracks[0] == 2
    assert sorted(names(state)) == ["done", "option 1", "option 2"]  # a Guild, or a resource
    state = play(state, "option 1")
    assert sector(state, HOME).filled("guild") == ["engineers", "farmers"]
    assert state.houses[0].reclaim_kept == ["reclaim-farmers#0"]
    assert state.board.reclaim_pile == ["reclaim-miners#0"]
    assert sector(state, HOME).reclaim == []  # resolved at once, then kept beside the mat


def test_reclaim_on_home_places_only_in_the_home() -> None:
    """VF-BOUNTY-04: what the token deploys goes in the sector it lies on, the Home; the action's
    bound sector is left as it was (VF-TARGET-07)."""
    state = _yarvek(["reclaim-fleet#0"])
    state.turn.bound_sector = "s19"
    state = effect(state, "gain_reclaim")
    state = play(state, "option 2")
    assert sorted(names(state)) == [f"deploy {HOME} corvette", "done"]  # the Home only
    fp = sector(state, HOME).fleet_power
    state = play(state, f"deploy {HOME} corvette")
    assert sector(state, HOME).fleet_power == fp + 1
    assert state.turn.bound_sector == "s19"
    assert state.houses[0].reclaim_kept == ["reclaim-fleet#0"]


def test_reclaim_on_home_forgone_or_nothing_placeable() -> None:
    """An establish with no free Guild space in the Home cannot be resolved, so only the other
    effect of the token is given (VF-BOUNTY-03); each may be forgone (VF-BOUNTY-04), and the
    token is kept beside the mat either way (VF-BOUNTY-02)."""
    full = {HOME: {"guilds": ["engineers", "miners"]}}
    state = position("yarvek", board={"reclaim_pile": ["reclaim-farmers#0"]}, sectors=full)
    food = stock(state)["food"]
    state = effect(state, "gain_reclaim")
    assert "option 1" not in names(state) and "resource food" in names(state)
    gained = play(state, "resource food")
    assert stock(gained)["food"] == food + 1
    assert sector(gained, HOME).filled("guild") == ["engineers", "miners"]
    forgone = play(state, "done")
    assert stock(forgone)["food"] == food
    assert forgone.houses[0].reclaim_kept == ["reclaim-farmers#0"]


def test_reclaim_on_home_with_an_empty_pile() -> None:
    """VF-BOUNTY-09 (A-03): no Reclaim token left: 1 Influence or 1 resource instead."""
    state = effect(_yarvek([]), "gain_reclaim")
    assert "option 1" in names(state) and "resource science" in names(state)
    influence = state.houses[0].influence
    state = play(state, "option 1")
    assert state.houses[0].influence == influence + 1
    assert state.houses[0].reclaim_kept == []


# --- Gap 16: Event targets (2J, 3D) ---------------------------------------------------------


def _at_box(event: str, box: int, **extra: Any) -> GameState:
    state = position("valnis", board={"event": event}, **extra)
    events.push_box(state, game().content, 0, box)
    flow.settle(state, game().content)
    return state


def test_3d_last_stand_glory_in_any_voidborn_or_fallen_house_sector() -> None:
    """3D box 2 (evenements.json): each player places a Glory token of value 3 in a Voidborn
    sector or a sector held by a Fallen House, anywhere on the map, not only next to their own
    (VF-PREP-20, VF-PREP-21, VF-TARGET-05)."""
    state = _at_box("last_stand", 1)
    galaxy = state.galaxy
    wanted = sorted(s.id for s in galaxy.sectors if s.is_voidborn or s.fallen_house)
    assert sorted(n.split()[1] for n in names(state)) == wanted
    assert {"s2", "s5", "s11", "s17", "s1", "s23"} <= set(wanted)  # far from seat 0 too
    assert "s19" not in wanted and "s10" not in wanted  # a player's sector, an empty one
    far = play(state, "sector s17")  # a Fallen House sector far from seat 0
    assert sector(far, "s17").glory == [*sector(state, "s17").glory, 3]


def test_3d_last_stand_refused_target_names_the_rule() -> None:
    """3D box 2: a sector that is neither Voidborn nor a Fallen House's is refused, naming
    VF-PREP-21's placement, and nothing changes."""
    state = _at_box("last_stand", 1)
    error = refused(game(), state, "sector s10")
    assert error.rule_id == "VF-PREP-21"


def test_2j_growing_threat_reclaim_on_each_voidborn_sector_next_to_a_rift() -> None:
    """2J box 2 (evenements.json): a Reclaim token on every Voidborn sector adjacent to at least
    one Rift (VF-PREP-21, VF-BOUNTY-01). With s10 a Rift: s3 and s9 (Voidborn) get one; s2 and
    s11 (Fallen Houses, no Voidborn FP) and Voidborn sectors elsewhere get none."""
    rift = {"s10": {"type": "rift", "voidborn": 3}}
    state = position("valnis", board={"event": "growing_threat"}, sectors=rift)
    before = {s.id: len(s.reclaim) for s in state.galaxy.sectors}
    pile = len(state.board.reclaim_pile)
    events.push_box(state, game().content, 0, 1)
    flow.settle(state, game().content)
    gained = {s.id for s in state.galaxy.sectors if len(s.reclaim) > before[s.id]}
    assert gained == {"s3", "s9"}
    assert len(state.board.reclaim_pile) == pile - 2


def test_2j_growing_threat_places_nothing_without_a_rift() -> None:
    """2J box 2 on a competitive map: no Rift (a co-op/solo sector type, VF-SECTOR-16), so no
    sector fits and the solid box is ignored (VF-PREP-17, VF-PREP-20)."""
    state = position("valnis", board={"event": "growing_threat"})
    assert sectors.event_targets(state, 0, "each_voidborn_next_to_rift") == []
    before = [list(s.reclaim) for s in state.galaxy.sectors]
    events.push_box(state, game().content, 0, 1)
    flow.settle(state, game().content)
    assert [list(s.reclaim) for s in state.galaxy.sectors] == before
    for m in game().content.maps.values():
        if m.players > 1 and not m.coop:  # co-op maps have Rifts (maps/coop.yaml)
            assert all(ms.type != "rift" for ms in m.sectors), m.id


def test_event_targets_are_known_to_the_loader() -> None:
    """The new targets are valid ``target`` values of the Event placement effects."""
    assert "voidborn_or_fallen_house" in sectors.EVENT_TARGETS
    assert "each_voidborn_next_to_rift" in sectors.EVENT_TARGETS
