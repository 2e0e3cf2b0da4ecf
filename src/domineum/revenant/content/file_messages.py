"""English text of the errors of Revenant's scenario files (issue 19, docs/languages.md)."""

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
}

messages.register(ENGLISH)
