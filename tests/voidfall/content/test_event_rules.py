"""The bundled Galactic Events whose constant boxes change rules for a Cycle (VF-PREP-19)."""

from __future__ import annotations

from tests.voidfall.houses.housekit import names, position, stock


def test_bright_future_preferred_actions_cost_one_credit() -> None:
    """3I Bright Future (VF-PREP-19): in Cycle 3 each action of a Preferred Focus costs 1
    Credit instead of its printed cost, even a free one (Valnis prefers Progress)."""
    broke = {"0": {"resources": {"credits": 0}}}
    state = position(
        "valnis",
        focus="progress",
        cycle=3,
        houses=broke,
        board={"event": "bright_future", "turn_order": [0, 1]},
    )
    assert "take 1" not in names(state)  # Experiment is free when printed
    rich = position(
        "valnis",
        focus="progress",
        cycle=3,
        houses={"0": {"resources": {"credits": 2}}},
        board={"event": "bright_future", "turn_order": [0, 1]},
    )
    assert "take 1" in names(rich)


def test_adapt_and_overcome_preferred_actions_cost_one_more_energy() -> None:
    """3H Adapt and Overcome (VF-PREP-19): each Preferred Focus action costs 1 more Energy."""
    no_energy = {"0": {"resources": {"energy": 0, "credits": 0}}}
    state = position(
        "valnis",
        focus="progress",
        cycle=3,
        houses=no_energy,
        board={"event": "adapt_and_overcome", "turn_order": [0, 1]},
    )
    assert "take 1" not in names(state)
    assert stock(state)["energy"] == 0
