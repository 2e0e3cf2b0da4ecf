"""Revenant in the research adapters: its features, the PettingZoo AEC environment and the
Gymnasium environment (the generic ``KernelAECEnv`` / ``KernelGymEnv`` over ``RevenantGame``).

:func:`revenant_features` reads only a seat's *view* (hidden information already replaced by
``?``) and returns a ``float32`` vector of :data:`REVENANT_FEATURE_SIZE` values: the global
state (Cycle, phase, Revenant damage, Phase Skip tokens, deck sizes), each sector (Voidborn,
Shields, Rift, planets, House ships by class), each House ship (sector, damage, Corruption,
crewed), each seat in order relative to the observer (Tactics, rank, resources, Corruption,
Influence per House, card counts) and the pending decision's kind (hashed).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from domineum.research.gymnasium_env import KernelGymEnv, register
from domineum.research.pettingzoo_env import KernelAECEnv
from domineum.research.setups import GameSetup
from domineum.revenant.content.schema import HOUSES, RESOURCES, SHIP_CLASSES
from domineum.revenant.model.state import Config, GameState

PHASES = ("setup", "action", "recall", "skirmish", "rift", "hyperjump", "final", "over")
SECTORS = tuple(str(i) for i in range(1, 9))
MAX_SEATS = 4
KIND_BUCKETS = 16
GLOBAL_SIZE = 2 + len(PHASES) + 3 + 6
SECTOR_SIZE = 4 + len(SHIP_CLASSES)
SHIP_SIZE = 4
SEAT_SIZE = 1 + 2 + len(RESOURCES) + 1 + 5 + len(HOUSES) + 6
REVENANT_FEATURE_SIZE = (
    GLOBAL_SIZE + 8 * SECTOR_SIZE + 28 * SHIP_SIZE + MAX_SEATS * SEAT_SIZE + KIND_BUCKETS
)
BOUND = 1000.0


def revenant_features(view: GameState, seat: int) -> npt.NDArray[np.float32]:
    v: list[float] = [view.cycle, len(view.players)]
    v += [1.0 if view.phase == p else 0.0 for p in PHASES]
    v += [float(x) for x in view.phase_skip]
    v += [
        view.revenant_damage,
        len(view.protection),
        len(view.hi_deck),
        len(view.offer),
        len(view.council_deck),
        len(view.failure_deck),
    ]
    for s in SECTORS:
        v += [
            view.voidborn.get(s, 0),
            view.shields.get(s, 0),
            float(s in view.rifts),
            sum(1 for p in view.planets if p.sector == s),
        ]
        v += [
            sum(1 for x in view.ships.values() if x.sector == s and x.cls == c)
            for c in SHIP_CLASSES
        ]
    for ship_id in sorted(view.ships):
        x = view.ships[ship_id]
        where = int(x.sector) if x.sector.isdigit() else (-1 if x.sector else 0)
        v += [where, x.damage, float(x.corrupted), float(bool(x.crew))]
    n = len(view.players)
    for rel in range(MAX_SEATS):
        if rel >= n:
            v += [0.0] * SEAT_SIZE
            continue
        p = view.players[(seat + rel) % n]
        v += [1.0, p.tactics, p.rank]
        v += [p.pool.get(r, 0) for r in RESOURCES]
        v += [sum(p.stuck.values())]
        v += [float(c) for c in p.corrupted]
        v += [p.influence.get(h, 0) for h in HOUSES]
        v += [
            len(p.hi),
            len(p.hand),
            sum(len(c) for c in p.cadet_cards),
            len(p.frigate_cards),
            len(p.commands),
            p.residue + 3 * p.data,
        ]
    kinds = [0.0] * KIND_BUCKETS
    if view.stack:
        kinds[zlib.crc32(view.stack[-1].kind.encode()) % KIND_BUCKETS] = 1.0
    v += kinds
    return np.clip(np.asarray(v, dtype=np.float32), -BOUND, BOUND)


def revenant_setup(players: int, content: Any) -> GameSetup:
    """Revenant (1–4 players; ``content``: a loaded pack, or the bundled one)."""
    from domineum.revenant.ai.players import make_bot
    from domineum.revenant.game import RevenantGame
    from domineum.revenant.present.render import render

    game = RevenantGame(content)

    def config(game_seed: int) -> Config:
        return Config(players=players, seed=game_seed)

    def show(state: Any, seat: int | None) -> str:
        return render(game.content, state, seat)

    return GameSetup(
        game,
        config,
        revenant_features,
        REVENANT_FEATURE_SIZE,
        BOUND,
        show,
        make_bot,
    )


def revenant_env(
    players: int = 2,
    seed: int | None = None,
    *,
    content: Any = None,
    render_mode: str | None = None,
) -> KernelAECEnv:
    """The PettingZoo AEC environment of Revenant (1–4 players)."""
    setup = revenant_setup(players, content)
    return KernelAECEnv.from_setup(setup, players, seed=seed, render_mode=render_mode)


def revenant_gym_env(
    players: int = 2,
    seed: int | None = None,
    *,
    seat: int = 0,
    opponents: str | Sequence[str] = "random",
    content: Any = None,
    illegal_action: str = "raise",
    illegal_reward: float = -1.0,
    render_mode: str | None = None,
) -> KernelGymEnv:
    """Revenant with the learner at ``seat`` against Revenant bots by name."""
    return KernelGymEnv.from_setup(
        revenant_setup(players, content),
        players,
        opponents,
        seat=seat,
        seed=seed,
        illegal_action=illegal_action,
        illegal_reward=illegal_reward,
        render_mode=render_mode,
    )


REVENANT_ID = "domineum/Revenant-v0"
register(REVENANT_ID, revenant_gym_env)
