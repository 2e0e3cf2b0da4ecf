"""What batch simulation needs from each game, so one runner plays every game (issue 18).

A :class:`SimGame` loads a game's engine for a content pack, sets one game of a batch up from
its :class:`~domineum.sim.spec.GameSpec`, makes its bots by name, reads the result of a
finished game and lists broken invariants. ``GAMES`` names them; the games' engines are
imported only when a batch asks for them.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from domineum.bots.base import Bot
from domineum.sim.spec import GameSpec


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: Influence per seat, the winners, and for a game against the
    Void its final Influence (None: an immediate loss or no Void)."""

    scores: list[int]
    winners: list[int]
    void: int | None = None


@dataclass(frozen=True)
class SimGame:
    """One game's part of batch simulation."""

    #: ``load(content)``: the engine for a content pack folder (None: the bundled pack)
    load: Callable[[str | None], Any]
    #: ``config(spec)``: the setup of the game ``spec`` describes
    config: Callable[[GameSpec], Any]
    #: ``make_bot(name, game, seed)``: a bot by name (``KeyError`` naming the known bots)
    make_bot: Callable[[str, Any, int], Bot]
    #: ``outcome(game, state)``: how a finished game ended
    outcome: Callable[[Any, Any], Outcome]
    #: ``problems(game, state)``: every broken invariant, as readable lines
    problems: Callable[[Any, Any], list[str]]
    #: ``houses(state)``: who plays each seat (Houses), for the result rows
    houses: Callable[[Any], list[str]] = field(default=lambda state: [])


@lru_cache(maxsize=8)
def engine(game: str, content: str | None) -> Any:
    """The engine of ``game`` for a content pack, loaded once per process. The pack lives as
    long as the process, so it is moved out of the cyclic garbage collector's sight
    (``gc.freeze``): the collector no longer walks its objects at every full collection."""
    loaded = GAMES[game].load(content)
    gc.freeze()
    return loaded


def _voidfall_load(content: str | None) -> Any:
    from domineum.voidfall.effects.pack import load_content
    from domineum.voidfall.game import VoidfallGame

    return VoidfallGame(load_content(content))


def _voidfall_config(spec: GameSpec) -> Any:
    from domineum.voidfall.model.state import Config

    return Config(
        players=len(spec.bots),
        houses=spec.houses,
        seed=spec.seed,
        map=spec.map,
        mode=spec.mode,
        options=spec.options,
        modules=spec.modules,
    )


def _voidfall_bot(name: str, game: Any, seed: int) -> Bot:
    from domineum.voidfall.ai.players import make_bot

    return make_bot(name, game, seed)


def _voidfall_outcome(game: Any, state: Any) -> Outcome:
    void = state.void
    return Outcome(
        scores=[h.influence for h in state.houses],
        winners=game.winners(state),
        void=void.influence if void is not None and void.sheet else None,
    )


def _voidfall_problems(game: Any, state: Any) -> list[str]:
    from domineum.voidfall.checks.invariants import violations

    found: list[str] = violations(state, game.content)
    return found


def _revenant_load(content: str | None) -> Any:
    from domineum.revenant.content.loader import load_content
    from domineum.revenant.game import RevenantGame

    return RevenantGame(load_content(content))


def _revenant_config(spec: GameSpec) -> Any:
    from domineum.revenant.model.state import Config

    return Config(players=len(spec.bots), seed=spec.seed)


def _revenant_bot(name: str, game: Any, seed: int) -> Bot:
    from domineum.revenant.ai.players import make_bot

    return make_bot(name, game, seed)


def _revenant_outcome(game: Any, state: Any) -> Outcome:
    return Outcome(scores=[s.total for s in state.scores], winners=game.winners(state))


def _revenant_problems(game: Any, state: Any) -> list[str]:
    from domineum.revenant.checks.invariants import problems

    return problems(state, game.content)


GAMES: dict[str, SimGame] = {
    "voidfall": SimGame(
        load=_voidfall_load,
        config=_voidfall_config,
        make_bot=_voidfall_bot,
        outcome=_voidfall_outcome,
        problems=_voidfall_problems,
        houses=lambda state: [h.house for h in state.houses],
    ),
    "revenant": SimGame(
        load=_revenant_load,
        config=_revenant_config,
        make_bot=_revenant_bot,
        outcome=_revenant_outcome,
        problems=_revenant_problems,
    ),
}
