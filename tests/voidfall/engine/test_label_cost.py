"""Item 11 of issue 12: a label says what ``apply`` will do: the cost in force, not the printed
one (VF-PREP-19, VF-ACTION-05)."""

from __future__ import annotations

from tests.voidfall.houses.housekit import game, position


def _take_labels(event: str, focus: str, house: str = "dunlork") -> dict[str, str]:
    state = position(
        house,
        focus=focus,
        cycle=3,
        board={"event": event},
        houses={"0": {"resources": {"energy": 3, "credits": 3, "science": 3}}},
    )
    return {a.notation: a.label for a in game().legal_actions(state) if a.notation != "end"}


def test_vf_prep_19_bright_future_label_shows_the_credit_charged() -> None:
    """VF-PREP-19 (3I Bright Future): a Preferred Focus action costs 1 Credit instead of its
    printed cost, and its label says so (Reinforcement is Dunlork's)."""
    labels = _take_labels("bright_future", "reinforcement")
    assert "— pay 1 Credits:" in labels["take 3"]  # Mobilize, printed 1 Energy
    assert "— pay 1 Credits:" in labels["take 1"]  # Accelerate, printed a deactivation


def test_vf_prep_19_adapt_and_overcome_label_shows_the_summed_energy() -> None:
    """VF-PREP-19 (3H): Mobilize's 1 Energy plus the Event's 1 Energy read as one cost of 2."""
    labels = _take_labels("adapt_and_overcome", "reinforcement")
    assert "— pay 2 Energy:" in labels["take 3"]
