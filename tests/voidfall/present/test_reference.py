"""The summaries and glossaries the printed components carry, as the terminal shows them
(``voidfall content --list reference``, ``--show KEY``, ``--list focus``, ``--list technology``):
VF-PREP-02, VF-FOCUS-01, VF-EVAL-01, VF-RESULT-14, VF-AGENDA-02, VF-SELECT-11, VF-TECH-15,
VF-SOLO-TECH-06."""

from __future__ import annotations

import re
from collections import Counter

from click.testing import CliRunner

from domineum.kernel import messages
from domineum.voidfall.cli.app import main
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.model.terms import AGENDA_TYPES
from domineum.voidfall.present import cardtext


def _show(key: str, lang: str = "en") -> list[str]:
    out = CliRunner().invoke(main, ["--lang", lang, "content", "--show", key])
    assert out.exit_code == 0, out.output
    return out.output.splitlines()


def _numbers(lines: list[str]) -> list[str]:
    """The step numbers (``1``, ``0a``) or letters (``A``) that start the lines, in order."""
    found = (re.match(r"\s*([0-9][a-z]?|[A-I])\. ", line) for line in lines)
    return [m.group(1) for m in found if m]


def _solo_only(lines: list[str]) -> list[str]:
    """The numbers of the steps marked co-op and solo only."""
    marker = messages.render("vf.ref.solo_only", text="")
    return [n for line in lines for n in _numbers([line]) if line.endswith(marker)]


def test_vf_prep_02_the_preparation_steps_numbered_as_on_the_board() -> None:
    """VF-PREP-02 (with VF-PREP-03..15): the Preparation summary lists steps 0a-0c (co-op and
    solo only), 1 Trade token, 2 Improved offer, 3 Turn Order (skipped in solo), 4 Galactic
    Event, 5 its boxes, in that order, and that Cycle 1 starts at step 4."""
    lines = _show("preparation")
    assert "blue" in lines[0]
    assert _numbers(lines) == ["0a", "0b", "0c", "1", "2", "3", "4", "5"]
    assert _solo_only(lines) == ["0a", "0b", "0c"]
    text = "\n".join(lines)
    for words in ("Trade token", "Improved Technology", "Turn Order", "Galactic Event", "step 4"):
        assert words in text


def test_vf_focus_01_the_focus_phase_steps() -> None:
    """VF-FOCUS-01 (with VF-FOCUS-02..07): rounds as the Event says, the round's Alert, then
    each turn's steps 0 Reveal a Crisis, 1 Selection, 2 Actions, 3 Cleanup, 4 The Void
    Advances, 0 and 4 (and the Alert) in co-op and solo only."""
    lines = _show("focus_phase")
    assert "yellow" in lines[0]
    assert _numbers(lines) == ["0", "1", "2", "3", "4"]
    assert _solo_only(lines) == ["0", "4"]
    assert [w in "\n".join(lines) for w in ("Selection", "Actions", "Cleanup", "Alert")] == [
        True
    ] * 4


def test_vf_eval_01_the_evaluation_steps() -> None:
    """VF-EVAL-01 (with VF-EVAL-03..20): 1 The Voidborn Strikes Back (the Crisis board in
    co-op and solo), 2 Upkeep, 3 Galactic objectives, 4 Agenda objectives, 5 Focus cards back,
    and the end after Cycle 3."""
    lines = _show("evaluation")
    assert "red" in lines[0]
    assert _numbers(lines) == ["1", "1", "2", "3", "4", "5"]
    assert _solo_only(lines) == ["1"]
    text = "\n".join(lines)
    for words in ("Crisis board", "Upkeep", "Galactic objectives", "Agenda objectives", "Cycle 3"):
        assert words in text


def test_vf_result_14_the_invasion_results_a_to_i() -> None:
    """VF-RESULT-14 (VF-RESULT-01..17, VF-SOLO-TAKEOVER-02..09 for the letters): the Defender's
    win, the Invader's with results A-I in any order (F Rift and G Harbingers in co-op and solo
    only), the Voidborn's win and the tie."""
    lines = _show("invasion_results")
    assert _numbers(lines) == list("ABCDEFGHI")
    assert _solo_only(lines) == ["F", "G"]
    text = "\n".join(lines)
    for words in ("Installation", "Bounty", "Reclaim", "Glory", "Rift", "Harbinger", "Fallen"):
        assert words in text
    assert "tie" in text and "2 FP" in text


def test_every_reference_line_is_translated() -> None:
    """Everything the references say comes from the catalog: the German and the Portuguese
    texts have as many lines, numbered alike, and share no line with the English."""
    for key, _ in cardtext.entries(load_content(), "reference"):
        english = _show(key)
        for lang in ("de", "pt"):
            other = _show(key, lang)
            assert len(other) == len(english) and _numbers(other) == _numbers(english)
            assert not set(other) & set(english), (key, lang)


def test_vf_agenda_02_the_agenda_boards_requirement_icons() -> None:
    """VF-AGENDA-02: for each Agenda type the requirements its cards' objectives use most,
    three per type, none used less than one left out."""
    content = load_content()
    lines = _show("agenda_types")
    assert len(lines) == 1 + len(AGENDA_TYPES)
    for agenda_type in AGENDA_TYPES:
        used = Counter(
            o.count for a in content.agendas.values() if a.type == agenda_type for o in a.objectives
        )
        shown = cardtext.agenda_requirements(content, agenda_type)
        assert len(shown) == 3
        left_out = [n for c, n in used.items() if c not in shown]
        assert min(used[c] for c in shown) >= max(left_out, default=0)
        line = next(ln for ln in lines if cardtext.term("agenda_type", agenda_type) in ln)
        for countable in shown:
            assert cardtext.count_text(countable, {}) in line


def test_vf_select_11_the_glossary_of_focus_cards() -> None:
    """VF-SELECT-11: the terminal's glossary lists every Focus card of the pack by name, and
    shows each one's actions."""
    content = load_content()
    out = CliRunner().invoke(main, ["content", "--list", "focus"])
    assert out.exit_code == 0
    listed = [line.split()[0] for line in out.output.splitlines()]
    assert listed == list(content.focus_cards)
    for key, card in content.focus_cards.items():
        shown = "\n".join(cardtext.card_text(content, "focus", key))
        assert messages.name(card.name) in shown
        for action in card.actions:
            assert messages.name(action.name) in shown, (key, action.name)


def test_vf_tech_15_vf_solo_tech_06_the_glossary_of_technologies() -> None:
    """VF-TECH-15, VF-SOLO-TECH-06: the terminal's glossary lists every Technology, and shows
    both sides of each: its Basic and its Improved Influence and permanent ability (or, for a
    Technology with no Improved card in the game, says so: RS-TECH-02, P-33)."""
    content = load_content()
    out = CliRunner().invoke(main, ["content", "--list", "technology"])
    assert out.exit_code == 0
    listed = [line.split()[0] for line in out.output.splitlines()]
    assert listed == list(content.technologies)
    for key, tech in content.technologies.items():
        lines = cardtext.card_text(content, "technology", key)
        shown = "\n".join(lines)
        assert messages.name(tech.name) in lines[0]
        assert cardtext.printed(tech.basic.text) in shown, key
        if tech.cards.improved:
            assert cardtext.printed(tech.improved.text) in shown, key
        else:
            assert messages.render("vf.card.no_improved") in shown, key


def test_vf_comp_07_the_combat_tokens() -> None:
    """VF-COMP-07 (table T-06): the Combat tokens' reference has the main Combat token, one
    line per Fleet type (Basic, and Improved where it differs), the Voidborn's, and the Sector
    Defense's and Starbase's; each Fleet line gives the FP a token of that type holds, as the
    engine counts tokens (VF-FLEET-05, VF-FLEETTYPE-06..09)."""
    from domineum.voidfall.model.house import HouseState
    from domineum.voidfall.model.terms import FLEET_TYPES
    from domineum.voidfall.rules.fleet import FLEET_TECH, token_cap

    lines = _show("combat_tokens")
    assert "Approach" in lines[1] and "Salvo" in lines[1]
    for fleet_type in FLEET_TYPES:
        name = cardtext.term("fleet", fleet_type)
        own = [ln for ln in lines[2:] if ln.strip().startswith(name)]
        assert own, fleet_type
        house = HouseState(house="valnis", technologies={FLEET_TECH.get(fleet_type, ""): "basic"})
        assert f"({token_cap(house, fleet_type)} FP " in own[0], (fleet_type, own[0])
        house.technologies = {FLEET_TECH.get(fleet_type, ""): "improved"}
        improved = [ln for ln in lines if ln.strip().startswith("Improved " + name)]
        assert all(f"({token_cap(house, fleet_type)} FP " in ln for ln in improved)
    text = "\n".join(lines)
    for thing in ("Voidborn", "Sector Defense", "Starbase"):
        assert thing in text
