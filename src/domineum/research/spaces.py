"""What every research adapter shares: the observation space, the action mask, legal ids and
a clear refusal of an illegal action id."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from domineum.bots.base import Bot
from domineum.kernel.errors import IllegalAction, NotationError
from domineum.kernel.game import Game, S

#: Turns a seat's *view* of a state into a fixed-length vector: ``featurize(view, seat)``.
Featurizer = Callable[[Any, int], npt.NDArray[np.float32]]


class SetupGame(Game[S], Protocol[S]):
    """A kernel game that also starts a game from a setup (``VoidfallGame.new_game(Config)``);
    the adapters build each game with ``game.new_game(config_factory(seed))``."""

    def new_game(self, config: Any) -> S: ...


#: ``make_bot(seat, seed)``: the bot playing ``seat`` in the game started with ``seed``.
BotFactory = Callable[[int, int], Bot]


class KernelAdapter:
    """What the PettingZoo and Gymnasium environments hold alike: the game, how each game is
    set up, the featurizer and the rendering."""

    game: SetupGame[Any]
    config_factory: Callable[[int], Any]
    featurize: Featurizer
    render_mode: str | None
    renderer: Callable[[Any], str] | None
    game_state: Any

    def _set_up(
        self,
        game: SetupGame[Any],
        config_factory: Callable[[int], Any],
        featurize: Featurizer,
        render_mode: str | None,
        renderer: Callable[[Any], str] | None,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode {render_mode!r}: only 'ansi' is supported")
        self.game = game
        self.config_factory = config_factory
        self.featurize = featurize
        self.render_mode = render_mode
        self.renderer = renderer
        self.game_state = None

    def _render_text(self) -> str:
        """The renderer's text of the state, else a line naming the seat to decide."""
        if self.renderer is not None:
            return self.renderer(self.game_state)
        return f"{self.game.name}: seat {self.game.current_seat(self.game_state)} to decide"


def opponent_factory(
    make_bot: Callable[[str, Any, int], Bot],
    game: Any,
    opponents: str | Sequence[str],
    players: int,
) -> BotFactory:
    """The bots by name (one name for all seats, or one per seat): each unknown name fails
    here, naming the known bots; each bot is seeded with the game's seed plus its seat, as
    ``sim`` does."""
    names = [opponents] * players if isinstance(opponents, str) else list(opponents)
    if len(names) != players:
        raise ValueError(f"{len(names)} opponent names for {players} seats")
    for name in names:
        make_bot(name, game, 0)

    def bot(bot_seat: int, game_seed: int) -> Bot:
        return make_bot(names[bot_seat], game, game_seed + bot_seat)

    return bot


OBSERVATION = "observation"
ACTION_MASK = "action_mask"


def observation_space(feature_size: int, action_size: int, bound: float) -> spaces.Dict:
    """``{"observation": Box(feature_size), "action_mask": Box(0, 1, action_size, int8)}``."""
    return spaces.Dict(
        {
            OBSERVATION: spaces.Box(-bound, bound, shape=(feature_size,), dtype=np.float32),
            ACTION_MASK: spaces.Box(0, 1, shape=(action_size,), dtype=np.int8),
        }
    )


def legal_ids(game: Game[Any], state: Any) -> list[int]:
    """The legal action ids (``game.legal_ids`` when the game has the cheaper call)."""
    fast = getattr(game, "legal_ids", None)
    if fast is not None:
        ids: list[int] = fast(state)
        return ids
    return [a.id for a in game.legal_actions(state)]


def action_mask(game: Game[Any], state: Any, seat: int) -> npt.NDArray[np.int8]:
    """1 at each legal id if ``seat`` decides now, zeros otherwise."""
    mask = np.zeros(game.action_space.size, dtype=np.int8)
    if game.current_seat(state) == seat:
        mask[legal_ids(game, state)] = 1
    return mask


def observe(
    game: Game[Any], state: Any, seat: int, featurize: Featurizer
) -> dict[str, npt.NDArray[Any]]:
    """The observation dict of ``seat``: features of its view (never the full state) and mask."""
    return {
        OBSERVATION: featurize(game.view(state, seat), seat),
        ACTION_MASK: action_mask(game, state, seat),
    }


def apply_checked(game: Game[Any], state: Any, action: object, who: str) -> int:
    """Apply ``action`` in place; an illegal or malformed id raises ``IllegalAction`` naming
    the action, who tried it and the rule, and leaves ``state`` unchanged."""
    if isinstance(action, bool | float | str | bytes):
        raise IllegalAction(f"{who}: {action!r} is not an action id (a whole number)", "kernel")
    try:
        action_id: int = operator.index(action)  # type: ignore[arg-type]
    except TypeError:
        raise IllegalAction(
            f"{who}: {action!r} is not an action id (a whole number)", "kernel"
        ) from None
    try:
        notation = game.action_space.notation(action_id)
    except NotationError as exc:
        raise IllegalAction(f"{who}: {exc}", "kernel") from None
    try:
        game.apply_in_place(state, action_id)
    except IllegalAction as exc:
        raise IllegalAction(
            f"{who}: action {action_id} '{notation}' is illegal: {exc.reason}", exc.rule_id
        ) from None
    return action_id


def game_seed(seed: int | None, pending: int | None, rng: np.random.Generator) -> int:
    """The next game's seed: the one ``reset`` was given, else the construction seed (once),
    else one drawn from the env's own generator."""
    if seed is not None:
        return seed
    if pending is not None:
        return pending
    return int(rng.integers(0, 2**31 - 1))
