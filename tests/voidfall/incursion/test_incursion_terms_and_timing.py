"""Incursion's terms, the timing of its Alerts and the base Skirmish rules in it (RS-INC-03,
RS-INC-04, RS-INCFOCUS-01)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from domineum.kernel.errors import ContentError
from domineum.voidfall.checks.validate import problems
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.incursion import RIFT_TYPES, SKIRMISH_OP
from domineum.voidfall.model.state import Battle, GameState
from tests.voidfall.incursion import kit

ALERT_NOTES = ("vf.inc.note.rift_surge_", "vf.inc.note.voidfall", "vf.inc.note.dual")
CRISIS_NOTES = ("vf.void.note.crisis", "vf.void.note.no_crisis", "vf.inc.note.dual_crisis")


def test_incursion_terms_are_the_rulebook_ones() -> None:
    """RS-INC-04: Incursion's Alert cards are of the three types Voidfall, Rift Surge and Dual
    Situation; Rift (Voidfall) tokens are of types I, II and III, one Voidfall card each; a
    saved game naming another Rift type is refused."""
    pack = kit.game().content.incursion
    assert pack is not None
    assert {a.kind for a in pack.alerts.values()} == {"voidfall", "rift_surge", "dual_situation"}
    assert RIFT_TYPES == ("I", "II", "III")
    assert sorted(a.rift for a in pack.alerts.values() if a.kind == "voidfall") == list(RIFT_TYPES)
    state = kit.new(1, 3)
    assert not list(problems(state, kit.game().content))
    kit.inc(state).unopened = {"s6": ["IV"]}
    found = list(problems(state, kit.game().content))
    assert found and "IV" in found[0]


def test_a_pack_with_an_unknown_rift_type_is_refused(tmp_path: Path) -> None:
    """RS-INC-04: a Voidfall card of a Rift type other than I, II, III does not load."""
    root = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, root)
    path = root / "modules" / "incursion" / "void" / "alerts.yaml"
    text = path.read_text(encoding="utf-8")
    assert "rift: III" in text or "rift: 'III'" in text
    path.write_text(text.replace("rift: III", "rift: IV").replace("rift: 'III'", "rift: IV"))
    with pytest.raises(ContentError, match="Rift type"):
        load_content(root)


def test_alert_instructions_are_resolved_before_the_crisis_is_revealed() -> None:
    """RS-INCFOCUS-01, RS-INCFOCUS-11: the round's Alert cards are resolved when revealed,
    before the Reveal Crisis step: a Rift Surge's deployment is on the map, and its line and the
    Voidfall card's are in the log, before the first turn's Crisis step."""
    game = kit.game()
    state = kit.new(1, 3)
    v = state.void
    assert v is not None
    inc = kit.inc(state)
    surge = "rift-surge-3"  # a Voidborn Destroyer at every Voidborn Shipyard/Starbase
    for pile in (v.alert_deck, v.alert_discard, inc.rift_surge_pile):
        if surge in pile:
            pile.remove(surge)
    v.alert_deck.append(surge)  # on top of the Voidfall card
    start = len(state.notes)
    for _ in range(300):
        msgs = [n.msg for n in state.notes[start:]]
        if any(m in CRISIS_NOTES for m in msgs):
            break
        state = game.apply(state, game.legal_actions(state)[0].id)
    msgs = [n.msg for n in state.notes[start:]]
    crisis = next(i for i, m in enumerate(msgs) if m in CRISIS_NOTES)
    surged = next(i for i, m in enumerate(msgs) if m.startswith(ALERT_NOTES[0]))
    voidfall = msgs.index("vf.inc.note.voidfall")
    assert surged < voidfall < crisis
    assert msgs[crisis] == "vf.void.note.no_crisis"  # a Voidfall round reveals no Crisis
    assert any("destroyer" in s.arsenal for s in state.galaxy.sectors)


def _skirmished(drones: str | None) -> GameState:
    """Seat 0 in the Evaluation, an Incursion Skirmish of value 3 against it (s2, its Civil
    Defense sector with 2 FP, touches the Voidborn of s3, s4, s5); ``drones``: the level of
    Autonomous Drones it owns."""
    game = kit.game()
    state = kit.new(1, 3)
    state.phase = "evaluation"
    if drones:
        state.houses[0].technologies["autonomous_drones"] = drones
    memo.forget(state)
    effect = Effect(SKIRMISH_OP, {"trigger": "immediate", "amount": 3})
    push_step(state, game.content, 0, effect, cost=True)
    return state


def test_the_standard_skirmish_rules_still_apply_in_incursion() -> None:
    """RS-INC-03: the base Skirmish rules apply in Incursion except where it changes them: a
    seat whose Improved Autonomous Drones win its Skirmish defences in the Evaluation is not
    Skirmished (the log says why); with Basic Drones, or none, the Voidborn attack (a Combat,
    the base Battle, is fought)."""
    improved = _skirmished("improved")
    assert not any(isinstance(f, Battle) for f in improved.stack)
    assert any(n.msg == "vf.inc.note.auto_defended" for n in improved.notes)
    for level in ("basic", None):
        attacked = _skirmished(level)
        assert any(isinstance(f, Battle) for f in attacked.stack)
        assert not any(n.msg == "vf.inc.note.auto_defended" for n in attacked.notes)
