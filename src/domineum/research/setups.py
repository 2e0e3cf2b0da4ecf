"""Each game's part of the PettingZoo and Gymnasium environments, as one :class:`GameSetup`:
its engine, how one game is set up from a seed, its features, its rendering and its bots.
``voidfall_setup`` is Voidfall's (``revenant_adapters.revenant_setup`` is Revenant's); the
environments are built from a setup by ``KernelAECEnv.from_setup`` and
``KernelGymEnv.from_setup``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from domineum.bots.base import Bot
from domineum.research import features as vf_features
from domineum.research.spaces import Featurizer, SetupGame


@dataclass(frozen=True)
class GameSetup:
    """What an environment needs from one game, its arguments checked."""

    game: SetupGame[Any]
    #: ``config(seed)``: the setup of the game started with ``seed``
    config: Callable[[int], Any]
    featurize: Featurizer
    feature_size: int
    bound: float
    #: ``render(state, seat)``: the text of the state as ``seat`` sees it (``None``: anyone)
    render: Callable[[Any, int | None], str]
    #: ``make_bot(name, game, seed)``: a bot by name (``KeyError`` naming the known bots)
    make_bot: Callable[[str, Any, int], Bot]


def checked_modules(modules: Sequence[str], mode: str) -> tuple[str, ...]:
    """``modules`` in their canonical order, or a ``ValueError`` naming why the rulebook does
    not allow them in ``mode`` (RS-MOD-01, -04, -05)."""
    from domineum.voidfall.core import modules as switch
    from domineum.voidfall.model.state import Config

    chosen = switch.canonical(list(modules))
    refused = switch.refusal(Config(players=1, mode=mode, modules=chosen))
    if refused is not None:
        raise ValueError(f"{refused[0]} ({refused[1]})")
    return chosen


def voidfall_setup(
    players: int,
    houses: Sequence[str],
    map: str,
    preselected_focus: bool,
    content: Any,
    modules: Sequence[str] = (),
) -> GameSetup:
    """Competitive Voidfall (``content``: a loaded pack, or the bundled one); the other
    arguments are those of ``Config`` (``modules``: Resurgence modules, e.g. ``("psionics",)``,
    refused at once when the rulebook does not allow them here, RS-MOD)."""
    from domineum.voidfall.ai.players import make_bot
    from domineum.voidfall.game import VoidfallGame
    from domineum.voidfall.model.state import Config
    from domineum.voidfall.present.render import render

    if len(houses) > players:
        raise ValueError(f"{len(houses)} Houses for {players} players: give at most one per seat")
    game = VoidfallGame(content)
    chosen = checked_modules(modules, "competitive")

    def config(game_seed: int) -> Config:
        return Config(
            players=players,
            houses=tuple(houses),
            seed=game_seed,
            map=map,
            preselected_focus=preselected_focus,
            modules=chosen,
        )

    def show(state: Any, seat: int | None) -> str:
        return render(game, state, seat)

    return GameSetup(
        game,
        config,
        vf_features.features,
        vf_features.FEATURE_SIZE,
        vf_features.BOUND,
        show,
        make_bot,
    )
