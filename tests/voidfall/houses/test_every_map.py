"""Every House plays a whole random game on every competitive map without error (bounded: about
30 games, a few seconds). The full measurement is bench/balance.py (docs/balance.md)."""

from __future__ import annotations

import pytest

from domineum.bots.random_bot import RandomBot
from domineum.voidfall.model.state import Config
from tests.voidfall.houses.housekit import game

COMPETITIVE = sorted(
    m.id for m in game().content.maps.values() if m.players >= 2 and not (m.coop or m.tutorial)
)
MAX_DECISIONS = 5000


@pytest.mark.parametrize("map_id", COMPETITIVE)
def test_vf_end_01_every_house_finishes_a_game_on_the_map(map_id: str) -> None:
    """VF-END-01, VF-SETUP: random play reaches the final score with every House seated at
    least once on the map (Origins A and B alternate), and a winner is named."""
    players = game().content.maps[map_id].players
    houses = sorted(h for h, house in game().content.houses.items() if not house.module)
    seated: set[str] = set()
    for first in range(0, len(houses), players):
        chosen = [houses[(first + i) % len(houses)] for i in range(players)]
        origin = "ab"[(first // players) % 2]
        config = Config(
            players=players,
            houses=tuple(f"{h}/{origin}" for h in chosen),
            seed=first,
            map=map_id,
        )
        state = game().new_game(config)
        bot = RandomBot(first)
        for _ in range(MAX_DECISIONS):
            if game().is_over(state):
                break
            action, _ = bot.choose(state, game().legal_actions(state))
            state = game().apply(state, action.id)
        assert game().is_over(state), f"{map_id} {chosen}: no end"
        assert game().winners(state)
        seated.update(chosen)
    assert seated == set(houses)
