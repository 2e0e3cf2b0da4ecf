"""English text of the errors of Revenant's scenario files and content pack (issue 19,
docs/languages.md)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    "rv.scenario.cannot_read": "{path}: cannot read the file (not there, not readable or not YAML)",
    "rv.scenario.mapping": "{path}: a scenario is a mapping with at least 'actions'",
    "rv.scenario.wrong_value": "{path}: a value of the wrong kind ('players' and 'seed' are "
    "whole numbers, 'set' and 'expect' mappings, 'actions' a list)",
    "rv.scenario.cannot_set": "{path}: cannot set '{what}'",
    "rv.scenario.action": "{path}: action {n} '{action}': {reason}",
    # what a failing scenario reports
    "rv.scenario.other_rule": "refused by {rule}, expected {want}",
    "rv.scenario.refused": "action {n} {action} refused: {reason}",
    "rv.scenario.accepted": "the last action was accepted; expected a refusal {want}",
    "rv.scenario.expected": "{path}: expected {want}, got {got}",
    "rv.scenario.missing": "<missing>",
    # a content pack's entries (the loader; kernel ``content.*`` for what every pack shares)
    "rv.content.effects": "must be a list of effects",
    "rv.content.trigger": "must be one of {known}",
    "rv.content.entries": "must be a list of entries, each with an 'id'",
    "rv.content.malformed": "missing or malformed",
    "rv.content.unknown_effect": "unknown effect '{effect}'",
    "rv.content.effect_resource": "the effect '{effect}' needs a resource",
    "rv.content.effect_class": "the effect '{effect}' needs a ship class",
    "rv.content.effect_word": "the effect '{effect}': '{word}' is not one of {known}",
    "rv.content.effect_amount": "the effect '{effect}': the amount must be a positive number",
    "rv.content.effect_extra": "the effect '{effect}' has unexpected words '{words}'",
    "rv.content.condition": "the condition '{condition}' must be a metric and a number (metrics: "
    "{known})",
    # the board and the entries' own checks
    "rv.content.unknown_sector": "unknown sector",
    "rv.content.needs_faces": "needs faces",
    "rv.content.missing": "missing",
    "rv.content.not_a_house": "not a House of Revenant",
    "rv.content.all_houses": "all 7 Houses are needed",
    "rv.content.op_type": "cadet, frigate or command",
    "rv.content.unknown_house": "unknown House",
    "rv.content.cost": "a mapping of resource to amount",
    "rv.content.mine": "top or bottom",
    "rv.content.outer_only": "outer sectors only",
    "rv.content.three_or_more": "needs 3 or more",
    "rv.content.unknown_metric": "unknown metric or kind",
    "rv.content.unknown_metric_house": "unknown metric or House",
    "rv.content.failure_kind": "hull or core",
    "rv.content.hull_cards": "at least 3 Hull cards",
    "rv.content.core_card": "at least 1 Core card",
    "rv.content.four_ranks": "4 values (ranks)",
    "rv.content.bonuses": "each of the 5 Bonus actions once",
    "rv.content.four_slots": "4 slots (2nd to 5th)",
    "rv.content.four_colors": "4 different player colours",
    "rv.content.frigates": "4 Frigate boards are needed",
    "rv.content.crews": "4 Crew boards are needed",
}

messages.register(ENGLISH)
