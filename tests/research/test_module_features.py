"""The feature vector encodes the Resurgence modules' pieces a seat sees: Voidborn Arsenal
types, Phantoms, Mechanized Guilds and Command Stations, at fixed places of each sector's block;
the observation spaces keep the documented size."""

from __future__ import annotations

import gymnasium
import numpy as np

from domineum.research.features import (
    FEATURE_SIZE,
    GLOBAL_SIZE,
    HOUSE_SIZE,
    MAX_SEATS,
    SECTOR_SIZE,
    SECTOR_TYPES,
    features,
)
from domineum.research.gymnasium_env import voidfall_gym_env
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config
from domineum.voidfall.model.terms import (
    ALL_FLEET_TYPES,
    ALL_GUILDS,
    ALL_INSTALLATIONS,
    ARSENAL_TYPES,
)

MODULES = ("psionics", "arsenal")
GUILDS_AT = 1 + len(SECTOR_TYPES) + 1 + 2 * (MAX_SEATS + 1) + 2 + 1 + 2 + 1
INSTALLATIONS_AT = GUILDS_AT + len(ALL_GUILDS)
FLEETS_AT = INSTALLATIONS_AT + len(ALL_INSTALLATIONS)
ARSENAL_AT = SECTOR_SIZE - len(ARSENAL_TYPES)


def _block(vector: np.ndarray, index: int) -> np.ndarray:
    start = GLOBAL_SIZE + MAX_SEATS * HOUSE_SIZE + index * SECTOR_SIZE
    return vector[start : start + SECTOR_SIZE]


def test_arsenal_types_and_psionics_pieces_are_encoded(game: VoidfallGame) -> None:
    """RS-ARSENAL-02, RS-PHANTOM-01, RS-MECHGUILD-01, RS-CMDSTN-01: a sector's Voidborn FP by
    Arsenal type, its Phantom FP, Mechanized Guilds and Command Stations are in the sector's
    block (they are public: every seat reads the same values)."""
    state = game.new_game(Config(players=2, seed=4, modules=MODULES))
    index, voidborn = next(
        (i, s) for i, s in enumerate(state.galaxy.sectors) if s.owner < 0 and s.home_of < 0
    )
    voidborn.voidborn = 3
    voidborn.arsenal = {"destroyer": 1, "siphon": 1}
    own = next(i for i, s in enumerate(state.galaxy.sectors) if s.owner == 0 and s.home_of != 0)
    mine = state.galaxy.sectors[own]
    mine.fleets["phantom"] = 2
    mine.guilds[mine.guilds.index("")] = "mechanized"
    mine.installations[mine.installations.index("")] = "command_station"
    for seat in (0, 1):
        vector = features(game.view(state, seat), seat)
        assert vector.shape == (FEATURE_SIZE,)
        arsenal = _block(vector, index)[ARSENAL_AT:]
        expected = [1.0 if t in ("destroyer", "siphon") else 0.0 for t in ARSENAL_TYPES]
        assert list(arsenal) == expected
        block = _block(vector, own)
        assert block[FLEETS_AT + ALL_FLEET_TYPES.index("phantom")] == 2.0
        assert block[GUILDS_AT + ALL_GUILDS.index("mechanized")] == 1.0
        assert block[INSTALLATIONS_AT + ALL_INSTALLATIONS.index("command_station")] == 1.0


def test_observation_spaces_keep_the_feature_size_with_modules() -> None:
    """RS-MOD-06: with the modules on, the environments' observations have the documented
    size and carry the Arsenal's types."""
    env = voidfall_gym_env(players=2, opponents="random", modules=MODULES)
    obs, _ = env.reset(seed=3)
    space = env.observation_space
    assert isinstance(space, gymnasium.spaces.Dict)
    assert space["observation"].shape == (FEATURE_SIZE,)
    assert obs["observation"].shape == (FEATURE_SIZE,)
