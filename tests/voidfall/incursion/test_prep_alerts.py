"""Incursion setup, Step 0 and the Alert cards (RS-INCPREP, RS-INCFOCUS)."""

from __future__ import annotations

import pytest

from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle, Phase, Step
from domineum.voidfall.modules.incursion import alerts, crises, prep, rifts
from tests.voidfall.incursion import kit


def test_setup_builds_the_incursion_deck_with_voidfall_on_top() -> None:
    """RS-INC-01, RS-INCPREP-01, RS-INCPREP-02, RS-INCPREP-03, RS-INCPREP-04, RS-INCPREP-05: a game
    with arsenal+incursion uses the Setup Aid: its
    Level 1-3 Situation and Dual Situation cards and Rift Surges are shuffled in and exactly
    one Voidfall card is on top (drawn first); no base War card is used."""
    state = kit.new(1, 3)
    game = kit.game()
    aid = prep.aid(state, game.content)
    rows = aid.cycles[0]
    deck = state.void.alert_deck if state.void else []
    cards = game.content.incursion.alerts if game.content.incursion else {}
    assert deck[-1] in cards and cards[deck[-1]].kind == "voidfall"
    assert sum(1 for c in deck if c in cards and cards[c].kind == "voidfall") == 1
    base = game.content.void.alerts if game.content.void else {}
    assert sum(1 for c in deck if c in base) == rows.level1 + rows.level2 + rows.level3
    assert sum(1 for c in deck if c in cards and cards[c].kind == "rift_surge") == rows.rift_surge
    duals = [c for c in deck if c in cards and cards[c].kind == "dual_situation"]
    assert len(duals) == rows.dual1 + rows.dual2 + rows.dual3
    assert all(base[c].kind == "situation" for c in deck if c in base)
    assert state.void is not None and not state.void.war_pile


def test_setup_aid_option_and_refusal() -> None:
    """RS-INCPREP-01: the rules option ``setup_aid=`` picks the Difficulty Setup Aid; an
    unknown one is refused at setup, naming the known ones."""
    state = kit.new(1, 3, "setup_aid=aid-5")
    assert kit.inc(state).setup_aids == ["aid-5"]
    with pytest.raises(SetupError, match="aid-1"):
        kit.new(1, 3, "setup_aid=nope")


def test_setup_aid_bottom_row_items() -> None:
    """RS-INCPREP-06 (a) a Harbinger on the War track, (b) a Harbinger on the track the players
    choose, (c) the top Level 2 Crisis onto the track its type names, (d) 1 Voidborn of a
    chosen type in a Voidborn sector, (e) 2 different Shipyards, (f) every Shipyard;
    RS-INCPREP-07: (e)/(f) place Corvettes."""
    state = kit.new(1, 3)  # aid-1, Cycle 1: item (a)
    v = state.void
    assert v is not None and v.military[0] == "@harbinger"
    game = kit.game()
    state.cycle = 2  # aid-1 Cycle 2: item (f)
    yards = {s.id: s.voidborn for s in state.galaxy.sectors if s.id in ("s5", "s9")}
    frame = Phase(seat=-1, name="preparation")
    while not prep.step_0(state, game.content, frame):
        pass
    assert {s: state.galaxy.sector(s).voidborn for s in yards} == {
        s: min(n + 1, 3) for s, n in yards.items()
    }
    assert all(not state.galaxy.sector(s).arsenal for s in yards)
    state.cycle = 3  # aid-1 Cycle 3: item (d) is a decision: sector, then type
    frame = Phase(seat=-1, name="preparation")
    assert not prep.step_0(state, game.content, frame)
    top = state.stack[-1]
    assert isinstance(top, Step) and top.effect.op == prep.PLACE_FLEET
    labels = [a.notation for a in game.legal_actions(state)]
    assert all(n.startswith("sector ") for n in labels) and labels
    state = game.apply(state, next(a.id for a in game.legal_actions(state)))
    types = [a.notation for a in game.legal_actions(state)]
    assert "voidborn-type corvette" in types or "voidborn-type destroyer" in types


def test_general_level2_crisis_is_the_players_track() -> None:
    """RS-INCPREP-06 (c): a General Crisis drawn for item (c) goes on the track the players
    choose; another goes on its own track."""
    state = kit.new(1, 3)
    game = kit.game()
    v = state.void
    assert v is not None
    content = game.content
    assert content.void is not None
    cards = content.void.crises  # Immediate Crises are not among them (no type)
    general = next(c for c in v.crisis_decks["2"] if c in cards and cards[c].type == "general")
    v.crisis_decks["2"].remove(general)
    v.crisis_decks["2"].append(general)
    assert prep._crisis_level2(state, content, 0)
    assert [a.notation for a in game.legal_actions(state)] == [
        "crisis-track military",
        "crisis-track economic",
    ]


def test_voidfall_opens_rifts_feeds_them_and_skirmishes_closed_ones() -> None:
    """RS-INCFOCUS-04, RS-INCFOCUS-05, RS-INCFOCUS-06, RS-INCFOCUS-07, RS-INCFOCUS-08,
    RS-INCFOCUS-09, RS-LIMITS-06: the Voidfall card opens every Unopened Rift of its
    type, removes that token (other types stay) and the Voidstorms around it, places its
    Cycle's Fleet Power (at most 3 tokens) and its Glory token; a closed Rift of that type
    (held by a player) is Skirmished from the supply instead."""
    state = kit.new(1, 3)
    content = kit.game().content
    inc = kit.inc(state)
    inc.unopened = {"s6": ["I", "II"], "s4": ["III"]}
    state.galaxy.voidstorms = (("s5", "s6"),)
    card = content.incursion.alerts["voidfall-1"] if content.incursion else None
    assert card is not None and card.rift == "I"
    before = state.galaxy.sector("s6").voidborn
    closed = rifts.voidfall(state, card)
    assert closed == []
    assert inc.unopened == {"s6": ["II"], "s4": ["III"]}
    assert inc.open_rifts == {"s6": ["I"]}
    assert not state.galaxy.voidstorms
    s6 = state.galaxy.sector("s6")
    assert s6.voidborn == before + card.fleet[0] and card.glory in s6.glory
    assert inc.military_row and inc.military_bonus == card.skirmish
    s6.voidborn = 9  # a full Rift: 3 tokens
    assert rifts.feed(state, s6, 3, 0) == 0
    s6.voidborn = 0  # the player holds it now: closed
    s6.owner, s6.fleets = 0, {"corvette": 1}
    assert rifts.voidfall(state, card) == ["s6"]


def test_voidfall_reveal_pushes_the_closed_rift_skirmish() -> None:
    """RS-INCFOCUS-08: revealing the Voidfall card makes the Voidborn Skirmish a closed Rift
    with the card's Fleet Power from the supply, whoever is next to it."""
    state = kit.new(1, 3)
    content = kit.game().content
    inc = kit.inc(state)
    s4 = state.galaxy.sector("s4")
    s4.voidborn, s4.owner, s4.fleets = 0, 0, {"corvette": 2}
    inc.open_rifts = {"s4": ["I"]}
    v = state.void
    assert v is not None
    for pile in (v.alert_deck, inc.voidfall_pile):
        if "voidfall-1" in pile:
            pile.remove("voidfall-1")
    v.alert_deck.append("voidfall-1")
    alerts.reveal_alert(state, content, 0)
    top = state.stack[-1]
    assert v.alert == "voidfall-1"
    assert isinstance(top, Battle) and top.sector == "s4" and top.defender == 0
    assert top.voidborn == 2  # voidfall-1's Cycle 1 amount, from the supply
    assert state.galaxy.sector("s4").fleets == {"corvette": 2}


def test_rift_surge_chains_and_economic_row_once() -> None:
    """RS-INCFOCUS-11, RS-INCFOCUS-12, RS-INCFOCUS-13, RS-INCFOCUS-15 (A20): a Rift Surge resolves
    its instruction, switches the
    Economic row on for the round (once however many) and the next card is revealed; with
    the deck empty after it there is no Alert this round."""
    state = kit.new(1, 3)
    content = kit.game().content
    v = state.void
    assert v is not None
    inc = kit.inc(state)
    v.alert_deck = ["situation-1-1", "rift-surge-5", "rift-surge-6"]
    for pile in v.situation_piles.values():
        if "situation-1-1" in pile:
            pile.remove("situation-1-1")
    alerts.reveal_alert(state, content, 0)
    assert v.alert == "situation-1-1" and inc.economic_row
    assert v.alert_discard[-2:] == ["rift-surge-6", "rift-surge-5"]
    v.alert_deck = ["rift-surge-1"]
    alerts.reveal_alert(state, content, 0)
    assert v.alert == "" and v.alert_discard[-1] == "rift-surge-1"


def test_dual_situation_reveals_two_current_crises() -> None:
    """RS-INCFOCUS-02, RS-INCFOCUS-03: a Dual Situation draws the top Crisis of each of its two
    levels; both
    are current, and each gets its Void Growth after the turn."""
    state = kit.new(1, 3)
    content = kit.game().content
    v = state.void
    assert v is not None
    v.alert = "dual-1-b"
    special = content.incursion.crises if content.incursion else {}
    for deck in v.crisis_decks.values():  # base Crises on top (no Immediate Crisis now)
        deck.sort(key=lambda c: c not in special)
    top1, top2 = v.crisis_decks["1"][-1], v.crisis_decks["2"][-1]
    alerts.reveal_crisis(state, content, 0)
    assert v.current_crisis == top1 and kit.inc(state).dual_crisis == top2


def test_rows_after_turns_with_catastrophe_skip() -> None:
    """RS-INCFOCUS-10, RS-INCFOCUS-12, RS-INCFOCUS-14: after a player's first turn in a Voidfall
    Cycle the Military
    row (a Skirmish) is offered, after every turn of a Rift Surge round the Economic row; each
    can be skipped with a Catastrophe."""
    state = kit.new(1, 3)
    game = kit.game()
    inc = kit.inc(state)
    inc.military_row, inc.economic_row = True, True
    state.turn.seat = 0
    frame = Phase(seat=-1, name="turn_end")
    assert not alerts.rows_step(state, game.content, frame)
    assert [a.notation for a in game.legal_actions(state)] == [
        "incursion-row resolve",
        "incursion-row catastrophe",
    ]
    assert inc.first_turn_done == [0]
    state.stack.pop()
    assert not alerts.rows_step(state, game.content, frame)  # the Economic row next
    state.stack.pop()
    assert alerts.rows_step(state, game.content, frame)
    frame = Phase(seat=-1, name="turn_end")
    inc.economic_row = False
    assert alerts.rows_step(state, game.content, frame)  # first turn done: no Military row
    v = state.void
    assert v is not None
    state.stack.append(Step(seat=0, effect=Effect(alerts.ROW, {"row": "military"}), cost=True))
    before = v.catastrophes
    skip = next(a for a in game.legal_actions(state) if a.notation.endswith("catastrophe"))
    state = game.apply(state, skip.id)
    assert state.void is not None and state.void.catastrophes == before + 1


def test_immediate_crises() -> None:
    """RS-INCCRISIS-01, RS-INCCRISIS-06, RS-INCCRISIS-07, RS-INCPOP-01: an Immediate Crisis is
    resolved when revealed, discarded (never on the board) and the next Crisis of its level
    becomes current; one Skirmishes at once; one deploys; one lowers a Corrupted Population."""
    state = kit.new(1, 3)
    content = kit.game().content
    v = state.void
    assert v is not None
    deck = v.crisis_decks["1"]
    special = content.incursion.crises if content.incursion else {}
    deck.sort(key=lambda c: c not in special)
    deck.remove("inc-crisis-1b")
    deck.append("inc-crisis-1b")  # on top: lowers the most populous Corrupted Voidborn sector
    below = deck[-2]
    assert below not in special
    s8 = state.galaxy.sector("s8")  # Population 4, Corrupted, Voidborn: the most populous
    v.alert = (
        next(a for a in content.void.alerts if a.startswith("situation-1")) if content.void else ""
    )
    alerts.reveal_crisis(state, content, 0)
    assert v.current_crisis == below and v.crisis_discards["1"] == ["inc-crisis-1b"]
    s6 = state.galaxy.sector("s6")  # also Population 4: one of the two, at random
    assert sorted((s6.population, s8.population)) == [3, 4] and s8.corrupted and s6.corrupted
    deck2 = v.crisis_decks["2"]
    deck2.remove("inc-crisis-2b")
    deck2.append("inc-crisis-2b")  # an immediate Skirmish
    crises.reveal_tier(state, content, 0, "2")
    assert "inc-crisis-2b" in v.crisis_discards["2"]
    values = [n for n in state.notes if n.msg == "vf.inc.note.value"]
    assert values and values[-1].params["trigger"] == "immediate"
    assert values[-1].params["extra"] == 1  # the card's own value
