"""A single-agent Gymnasium environment for the solo game: the learner is the one player, the
Void is the environment (its Alerts, Crises and Skirmishes are the environment's chance and
automatic steps; every choice the rules leave to the player is the learner's).

``gymnasium.make("domineum/VoidfallSolo-v0", difficulty="medium", reward="margin")``.

Observation and action space as :mod:`.gymnasium_env` (the competitive features of the
learner's view plus the legal-id mask; the Crisis board is not in the features yet). Reward,
given once at the end: ``reward="win"``: 1 for a win against the Void, 0 for a loss;
``reward="margin"`` (default): (player Influence − the Void's Influence) / 100 — after an
immediate loss (a 4th Catastrophe) the Void's Influence is its sheet at that moment.
"""

from __future__ import annotations

from typing import Any

import gymnasium

from domineum.research import features as vf_features
from domineum.research.gymnasium_env import KernelGymEnv

SOLO_ID = "domineum/VoidfallSolo-v0"
MARGIN_SCALE = 100.0


def voidfall_solo_env(
    difficulty: str = "easy",
    *,
    reward: str = "margin",
    seed: int | None = None,
    houses: tuple[str, ...] = (),
    content: Any = None,
    illegal_action: str = "raise",
    illegal_reward: float = -1.0,
    render_mode: str | None = None,
    modules: tuple[str, ...] = (),
    options: tuple[str, ...] = (),
) -> KernelGymEnv:
    """The solo game at ``difficulty`` with ``reward`` ``margin`` or ``win``; ``modules``:
    Resurgence modules (``("arsenal", "incursion")`` is Incursion), ``options``: further rules
    options (e.g. Incursion's ``setup_aid=aid-3``)."""
    from domineum.research.setups import checked_modules
    from domineum.voidfall.game import VoidfallGame
    from domineum.voidfall.model.state import Config, GameState
    from domineum.voidfall.modes.void import scoring
    from domineum.voidfall.present.render import render

    if reward not in ("margin", "win"):
        raise ValueError("reward is 'margin' or 'win'")
    chosen = checked_modules(modules, "solo")

    class SoloGame(VoidfallGame):
        def returns(self, state: GameState) -> list[float]:
            if reward == "win" or state.void is None:
                return super().returns(state)
            void = (
                state.void.influence if state.void.sheet else scoring.influence(state, self.content)
            )
            return [(state.houses[0].influence - void) / MARGIN_SCALE]

    game = SoloGame(content)

    def config(game_seed: int) -> Config:
        return Config(
            players=1,
            mode="solo",
            houses=houses,
            seed=game_seed,
            options=(f"difficulty={difficulty}", *options),
            modules=chosen,
        )

    def no_bot(bot_seat: int, game_seed: int) -> Any:
        raise AssertionError("a solo game has no other seat")

    return KernelGymEnv(
        game,
        config,
        1,
        no_bot,
        vf_features.features,
        vf_features.FEATURE_SIZE,
        seat=0,
        seed=seed,
        illegal_action=illegal_action,
        illegal_reward=illegal_reward,
        render_mode=render_mode,
        renderer=lambda state: render(game, state, 0),
    )


if SOLO_ID not in gymnasium.registry:
    gymnasium.register(SOLO_ID, entry_point=voidfall_solo_env)  # type: ignore[arg-type]
