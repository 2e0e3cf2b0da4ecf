"""The PettingZoo AEC environment for co-op Voidfall against the Void (2-4 players).

    env = voidfall_coop_env(players=3, difficulty="medium", reward="margin", seed=7)

The same environment as :mod:`.pettingzoo_env` (agents ``seat_0`` …, the game's stable action
ids, features of each seat's view plus the legal-id mask); the Void is part of the
environment (its Alerts, Crises and Skirmishes are automatic and chance steps). The reward is
**shared**: every agent gets the same value once, at the end, because the players win or lose
together (VF-MODE-05, VF-END-05). ``reward="win"`` (default): 1 if the players beat the Void,
else 0; ``reward="margin"``: (the lowest player's Influence − the Void's) / 100 — the lowest
player decides the victory; after an immediate loss (a 4th Catastrophe, VF-VOIDADV-14) the
Void's Influence is its sheet at that moment.
"""

from __future__ import annotations

from typing import Any

from domineum.research import features as vf_features
from domineum.research.pettingzoo_env import KernelAECEnv

MARGIN_SCALE = 100.0
REWARDS = ("win", "margin")


def voidfall_coop_env(
    players: int = 2,
    difficulty: str = "easy",
    *,
    reward: str = "win",
    seed: int | None = None,
    houses: tuple[str, ...] = (),
    content: Any = None,
    render_mode: str | None = None,
) -> KernelAECEnv:
    """Co-op Voidfall for ``players`` at ``difficulty``, every agent rewarded alike."""
    from domineum.voidfall.game import VoidfallGame
    from domineum.voidfall.model.state import Config, GameState
    from domineum.voidfall.modes.void import scoring
    from domineum.voidfall.present.render import render

    if reward not in REWARDS:
        raise ValueError(f"reward is one of {', '.join(REWARDS)}, not {reward!r}")
    if not 2 <= players <= 4:
        raise ValueError(f"a co-op game has 2 to 4 players, not {players}")

    class CoopGame(VoidfallGame):
        def returns(self, state: GameState) -> list[float]:
            if reward == "win" or state.void is None:
                return super().returns(state)  # already the same for every seat
            void = (
                state.void.influence if state.void.sheet else scoring.influence(state, self.content)
            )
            margin = (min(h.influence for h in state.houses) - void) / MARGIN_SCALE
            return [margin for _ in state.seats]

    game = CoopGame(content)

    def config(game_seed: int) -> Config:
        return Config(
            players=players,
            mode="coop",
            houses=houses,
            seed=game_seed,
            options=(f"difficulty={difficulty}",),
        )

    return KernelAECEnv(
        game,
        config,
        players,
        vf_features.features,
        vf_features.FEATURE_SIZE,
        seed=seed,
        render_mode=render_mode,
        renderer=lambda state: render(game, state, None),
    )
