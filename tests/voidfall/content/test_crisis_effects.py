"""Which Crisis cards can be overcome by an effect outside the Actions step (VF-CRISIS-14,
VF-CRISIS-15; decisions C-13 and C-17 in docs/rules-decisions/coop.md): every Crisis card of the
bundled pack names the effect that overcomes it (``requirement.does``), or is listed here as
overcome only by a Focus action, with the reason."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from domineum.voidfall.effects.pack import load_content

CONTENT = load_content()
FAMILY = "names a Focus family ('a X action'): any of its actions, no one effect stands for it"
FOCUS = "'while resolving a Prosperity Focus': the Focus itself, which no effect resolves"
ACTION_ONLY: dict[str, str] = {
    "crisis-01": FAMILY,  # Tip of the Spear: a Prosperity action
    "crisis-11": FOCUS,  # For Tomorrow
    "crisis-13": FAMILY,  # Golden Age: a Temptation action
    "crisis-26": FAMILY,
    "crisis-37": FAMILY,
    "crisis-47": FAMILY,
    "crisis-58": FAMILY,
    "arsenal-crisis-70": FAMILY,  # a Prosperity action
    "arsenal-crisis-71": FAMILY,  # a Politics action
    "incursion-crisis-81": FAMILY,  # a Reinforcement action
    "incursion-crisis-82": FAMILY,
    "incursion-crisis-83": FAMILY,
    "incursion-crisis-84": FAMILY,
    "incursion-crisis-85": FAMILY,
    "incursion-crisis-86": FAMILY,
    "incursion-crisis-92": FAMILY,
    "incursion-crisis-105": FAMILY,
    "incursion-crisis-118": FAMILY,
    "incursion-crisis-131": FAMILY,
}


def _ops(value: object) -> Iterator[str]:
    """Every effect ``op`` named anywhere inside ``value`` (a content entry)."""
    if isinstance(value, msgspec.Struct):
        for field in value.__struct_fields__:
            yield from _ops(getattr(value, field))
    elif isinstance(value, dict):
        if isinstance(value.get("op"), str):
            yield value["op"]
        for item in value.values():
            yield from _ops(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _ops(item)


def test_vf_crisis_14_every_crisis_names_an_effect_or_is_action_only() -> None:
    """VF-CRISIS-14, VF-CRISIS-15 (C-13, C-17): each Crisis card either names an effect, so it
    can be overcome outside the Actions step, or is listed as action-only with a reason (and
    then names a Focus family); the list holds no card that names an effect."""
    assert CONTENT.void is not None
    cards = CONTENT.void.crises
    for card_id, card in cards.items():
        req = card.requirement
        if card_id in ACTION_ONLY:
            assert req.focus and not req.does and ACTION_ONLY[card_id], card_id
        else:
            assert req.does and not req.focus, f"{card_id} names no effect and is not listed"
    assert set(ACTION_ONLY) <= set(cards)
    base = [c for c in cards.values() if not c.module]
    assert len(base) == 68 and sum(bool(c.requirement.does) for c in base) == 61


def test_vf_crisis_14_every_named_effect_has_a_source_outside_the_focus_cards() -> None:
    """VF-CRISIS-14, VF-CRISIS-15: the effect a Crisis names is one that a Galactic Event box or
    objective benefit, a Joint or Heroic Focus card, a Technology or a Civilization track
    resolves too: each such card can really be overcome outside the Actions step."""
    assert CONTENT.void is not None
    sources = {
        *_ops(CONTENT.events),
        *_ops(CONTENT.void.joint),
        *_ops(CONTENT.void.heroic),
        *_ops(CONTENT.technologies),
        *_ops(CONTENT.civilization),
    }
    cards = CONTENT.void.crises.values()
    named = {str(c.requirement.does["op"]) for c in cards if c.requirement.does}
    assert named and named <= sources, sorted(named - sources)
