"""No English sentence reaches a person around the message catalog (issue 19,
docs/languages.md "Still English"): the source is read for the places a text is shown from, and
each text written there must be a message id (or words of no language), not English.

The places: an exception raised (its message), a refusal (``Refusal(...)``, a ``(reason,
"RULE-ID")`` pair), a content pack's ``problem``, and what is printed (``click.echo``, ``print``,
``console.print``...). A text counts as English when it holds two words in a row. What a
programmer alone reads (an assertion, an internal invariant, a wrong argument to the Python API)
is listed in ``PROGRAMMERS`` with the reason, by file and the text's beginning, so a new English
refusal fails here until it goes through the catalog.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import domineum

SOURCE = Path(domineum.__file__).parent
TWO_WORDS = re.compile(r"[A-Za-z]{2,}[ ,:;]+[A-Za-z]{2,}")
MESSAGE_ID = re.compile(r"[a-z]+(\.[a-z0-9_-]+)+")
RULE_ID = re.compile(r"[A-Z]{2,}(-[A-Z0-9]+)+")
#: calls whose text a person reads
SHOWN = re.compile(r"(^|\.)(echo|secho|print|Refusal|ContentError|SetupError|BadInput|UsageError)$")
#: names a refusal's or a pack error's text is kept in before it is raised
KEPT = frozenset({"problem", "why", "reason"})
#: exceptions only a programmer meets: a broken invariant of the engine itself
INTERNAL = frozenset(
    {"AssertionError", "NotImplementedError", "TypeError", "StaleMemo", "StaleControl"}
)

#: (file, the text's beginning): texts a person never reads, by reason
PROGRAMMERS: dict[str, tuple[tuple[str, str], ...]] = {
    "a registration made twice or missing (the code's own wiring)": (
        ("kernel/actions.py", "duplicate action kind"),
        ("kernel/messages.py", "message id"),
        ("voidfall/core/primitive.py", "effect primitive"),
        ("voidfall/core/procedure.py", "extension"),
        ("voidfall/core/procedure.py", "no extension provides"),
        ("voidfall/core/procedure.py", "the {} phase has no step"),
    ),
    "an internal call's argument that the rules never let a choice reach (legal actions and the "
    "content loader's checks come first)": (
        ("kernel/rng.py", "below() needs"),
        ("voidfall/core/primitive.py", "a nested effect needs"),
        ("voidfall/core/primitive.py", "unknown effect"),
        ("voidfall/effects/choice.py", "times must be"),
        ("voidfall/effects/economy.py", "unknown countable"),
        ("voidfall/effects/economy.py", "needs a resource amount"),
        ("voidfall/effects/empire.py", "unknown Guild"),
        ("voidfall/effects/empire.py", "cannot place"),
        ("voidfall/effects/event_placement.py", "unknown target"),
        ("voidfall/effects/maneuvers.py", "influence_per_voidborn"),
        ("voidfall/effects/tokens.py", "a Glory token has"),
        ("voidfall/model/combat.py", "a combat ability"),
        ("voidfall/modes/void/board.py", "the content pack has no void"),
        ("voidfall/modes/void/board.py", "this game has no Void"),
        ("voidfall/modules/incursion/civil_defense.py", "the Civil Defense token"),
        ("voidfall/modules/incursion/civil_defense.py", "{} is held"),
        ("voidfall/modules/incursion/deployment.py", "{} has no free Voidborn"),
        ("voidfall/modules/incursion/fleets.py", "no Voidborn type"),
        ("voidfall/modules/incursion/state.py", "this game does not use"),
        ("voidfall/modules/incursion/state.py", "this content pack has no"),
        ("voidfall/rules/corruption.py", "{} cannot take"),
        ("voidfall/rules/corruption.py", "no Corruption of seat"),
        ("voidfall/rules/fleet.py", "{} holds another"),
        ("voidfall/rules/fleet.py", "{} has no {} Fleet"),
        ("voidfall/rules/glory.py", "no Glory token of value"),
        ("voidfall/rules/influence.py", "unknown Influence source"),
        ("voidfall/rules/resources.py", "no {} to pay"),
        ("voidfall/rules/resources.py", "a trade moves at most"),
        ("voidfall/rules/resources.py", "cannot trade"),
        ("voidfall/rules/sectors.py", "{} has no free"),
        ("voidfall/rules/voidborn_fleets.py", "cannot add"),
        ("voidfall/rules/voidborn_fleets.py", "{} has {} Voidborn"),
        ("revenant/core/stack.py", "settle did not"),
        ("revenant/engine/setup.py", "Revenant is for"),
        ("sim/runner.py", "no end after"),
    ),
    "the research environments' Python interface (an agent's program calls them; a game's "
    "refusal inside is the catalog's)": (
        ("research/coop_env.py", "reward is one of"),
        ("research/coop_env.py", "a co-op game has"),
        ("research/features.py", "seat {} is not one of"),
        ("research/features.py", "{} sectors"),
        ("research/gymnasium_env.py", "call reset()"),
        ("research/gymnasium_env.py", "the game is over: call"),
        ("research/gymnasium_env.py", "seat {} is not one of"),
        ("research/openspiel_game.py", "houses {}"),
        ("research/openspiel_kernel.py", "observation parameters"),
        ("research/pettingzoo_env.py", "{} is still playing"),
        ("research/setups.py", "{} Houses for"),
        ("research/solo_env.py", "reward is"),
        ("research/spaces.py", "{}: {} is not an action id"),
        ("research/spaces.py", "{}: action {}"),
        ("research/spaces.py", "render_mode"),
        ("research/spaces.py", "{} opponent names"),
    ),
}
ALLOWED = {entry for entries in PROGRAMMERS.values() for entry in entries}


def _text(node: ast.AST) -> str | None:
    """A literal's text (``{}`` for each value of an f-string); None if not a literal."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left), _text(node.right)
        return None if left is None and right is None else (left or "") + (right or "")
    return None


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_name(node.value)}.{node.attr}"
    if isinstance(node, ast.Call):
        return _name(node.func)
    return ""


def _texts_shown(tree: ast.AST) -> Iterator[tuple[int, str, str]]:
    """``(line, what, text)`` of each literal shown to a person."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            kind = _name(node.exc.func).rpartition(".")[2]
            if kind not in INTERNAL:
                for arg in [*node.exc.args, *(k.value for k in node.exc.keywords)]:
                    yield node.lineno, kind, _text(arg) or ""
        elif isinstance(node, ast.Call) and SHOWN.search(_name(node.func)):
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                yield node.lineno, _name(node.func), _text(arg) or ""
        elif isinstance(node, ast.Tuple) and len(node.elts) == 2:
            rule = node.elts[1]
            if isinstance(rule, ast.Constant) and RULE_ID.fullmatch(str(rule.value)):
                yield node.lineno, "refusal", _text(node.elts[0]) or ""
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id in KEPT for t in node.targets
        ):
            yield node.lineno, "kept", _text(node.value) or ""


def _english(text: str) -> bool:
    """Two words in a row, and not a message id (with a refusal's ``:detail`` or parameters)."""
    msg_id = text.partition("\t")[0].partition(":")[0]
    return bool(TWO_WORDS.search(text)) and not MESSAGE_ID.fullmatch(msg_id)


def english_shown() -> list[str]:
    """Every English literal shown to a person outside the catalog and ``PROGRAMMERS``."""
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        rel = path.relative_to(SOURCE).as_posix()
        if rel.endswith("messages.py"):  # the catalog's English itself
            continue
        for line, what, text in _texts_shown(ast.parse(path.read_text(encoding="utf-8"))):
            if _english(text) and not any(
                rel == f and text.startswith(start) for f, start in ALLOWED
            ):
                found.append(f"{rel}:{line}: {what}: {text!r}")
    return found


def test_no_english_text_is_shown_around_the_catalog() -> None:
    """Every error, refusal and printed line of the package goes through the message catalog
    (or is a programmer's, listed with its reason in ``PROGRAMMERS``)."""
    assert english_shown() == []


def test_the_check_finds_english() -> None:
    """The scan can fail: an English refusal, a printed sentence and a pack problem are found,
    a message id and a proper name alone are not."""
    source = (
        "def f(state):\n"
        "    if state:\n"
        "        return ('only one Focus card per turn', 'VF-SELECT-01')\n"
        "    click.echo(f'wrote {state} to the file')\n"
        "    problem = 'a track has 8 spaces'\n"
        "    raise ValueError('vf.refuse.focus_once')\n"
        "    raise SetupError('Straight')\n"
    )
    texts = [text for _line, _what, text in _texts_shown(ast.parse(source)) if _english(text)]
    assert sorted(texts) == [
        "a track has 8 spaces",
        "only one Focus card per turn",
        "wrote {} to the file",
    ]


def test_every_allowed_text_is_still_there() -> None:
    """``PROGRAMMERS`` lists no text that is gone (a stale entry would hide a new one)."""
    seen = set()
    for path in sorted(SOURCE.rglob("*.py")):
        rel = path.relative_to(SOURCE).as_posix()
        for _line, _what, text in _texts_shown(ast.parse(path.read_text(encoding="utf-8"))):
            seen |= {(f, s) for f, s in ALLOWED if f == rel and text.startswith(s)}
    assert sorted(ALLOWED - seen) == []
