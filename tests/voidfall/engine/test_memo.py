"""The options memo has one owner and is trusted only while current (core/memo.py)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from domineum.kernel.errors import IllegalAction
from domineum.voidfall.core import memo
from domineum.voidfall.engine import flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.terms import RESOURCES
from tests.voidfall.engine.gamekit import choosing_actions

FOOD = RESOURCES.index("food")


def test_vf_action_05_vf_res_07_a_memoised_action_is_refused_once_its_cost_cannot_be_paid(
    tiny: VoidfallGame,
) -> None:
    """VF-ACTION-05: Alpha's action 2 costs 1 Food. Listed while Food is there, then the Food
    is taken away by hand: applying the listed id must be refused, not paid with nothing."""
    state = choosing_actions(tiny)
    state.houses[0].resources[:] = [0] * len(RESOURCES)
    state.houses[0].resources[FOOD] = 1
    flow.settle(state, tiny.content)  # the memo is made where the engine stops
    take_2 = tiny.action_space.parse("take 2")
    assert take_2 in tiny.legal_ids(state)
    state.houses[0].resources[FOOD] = 0  # an edit by hand, without memo.forget
    assert take_2 not in tiny.legal_ids(state)
    with pytest.raises(IllegalAction) as refused:
        tiny.apply_in_place(state, take_2)
    assert refused.value.rule_id == "VF-RES-07"  # not enough Food to pay
    assert state.houses[0].resources[FOOD] == 0 and state.turn.taken == []


def test_the_memo_is_kept_while_nothing_changed(tiny: VoidfallGame) -> None:
    """Listing twice and applying a listed id use the memo (same list object for the ids)."""
    state = choosing_actions(tiny)
    flow.settle(state, tiny.content)
    first = memo.action_ids(state, tiny.choices, tiny.action_space.ids_of)
    again = memo.action_ids(state, tiny.choices, tiny.action_space.ids_of)
    pending = memo.current(state, tiny.choices)
    assert pending is not None and first is again


def test_the_debug_switch_recomputes_and_compares() -> None:
    """DOMINEUM_CHECK_MEMO=1: a memo made stale by an edit the stamp cannot see (the galaxy)
    fails loudly instead of answering."""
    code = (
        "from domineum.voidfall.core import memo\n"
        "from domineum.voidfall.engine import flow\n"
        "from tests.voidfall.engine.gamekit import choosing_actions\n"
        "from domineum.voidfall.effects.pack import load_content\n"
        "from domineum.voidfall.game import VoidfallGame\n"
        "from tests.voidfall.conftest import TINY\n"
        "game = VoidfallGame(load_content(TINY))\n"
        "state = choosing_actions(game)\n"
        "flow.settle(state, game.content)\n"
        "game.legal_ids(state)\n"
        "memo.current(state, lambda s: flow.fresh_options(s, game.content)).options.pop()\n"
        "try:\n"
        "    game.legal_ids(state)\n"
        "except memo.StaleMemo:\n"
        "    print('stale')\n"
    )
    env = {"DOMINEUM_CHECK_MEMO": "1", "PYTHONPATH": "src:."}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    assert done.stdout.strip() == "stale", done.stderr
