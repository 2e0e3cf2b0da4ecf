"""Trade tokens and the Trade ladder (VF-TRADE-01..12, T-04, T-05).

``board.trade_ladder`` holds the number of tokens (0..2) on each of the six spaces, top first.
Flipping a token in Selection and storing tokens in Cleanup are the turn's business.
"""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import TokenFace
from domineum.voidfall.core.stack import push_triggered
from domineum.voidfall.model.board import GalacticBoard
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState
from domineum.voidfall.rules import abilities

SMALL_GAME = 2  # VF-TRADE-05: solo and 2-player games return to the topmost empty space
BONUS_OP = "trade_bonus"  # effects/trade_tokens.py: take the bonus of a space (1 = top) or below


def lowest_space(board: GalacticBoard) -> int | None:
    """The lowest space holding a Trade token, or None when the ladder is empty."""
    held = [i for i, n in enumerate(board.trade_ladder) if n > 0]
    return held[-1] if held else None


def take_trade_token(state: GameState, seat: int) -> int | None:
    """Take the lowest token (the top one of a stack of two) into ``seat``'s play area.

    Returns the space it came from, or None when there is none to take (VF-TRADE-06, -08).
    """
    space = lowest_space(state.board)
    if space is None:
        return None
    state.board.trade_ladder[space] -= 1
    state.houses[seat].trade_loose += 1
    state.turn.gained_trade += 1
    return space


def return_trade_token(state: GameState) -> int:
    """Put one returned token on the ladder (VF-TRADE-05, T-05); the caller took it from a player.

    Solo/2 players: the topmost empty space. 3-4 players: on top of the lowest stack if it holds a
    single token, else the topmost empty space. With no empty space left it goes on the lowest
    single token, else on the lowest space (decision E-5 in docs/rules-decisions/economy.md).
    Returns the space it went to.
    """
    ladder = state.board.trade_ladder
    lowest = lowest_space(state.board)
    empty = [i for i, n in enumerate(ladder) if n == 0]
    singles = [i for i, n in enumerate(ladder) if n == 1]
    if state.config.players > SMALL_GAME and lowest is not None and ladder[lowest] == 1:
        space = lowest
    elif empty:
        space = empty[0]
    else:
        space = singles[-1] if singles else len(ladder) - 1
    ladder[space] += 1
    return space


def nexus_bonus(state: GameState, content: Content, seat: int, space: int) -> None:
    """Trade Nexus (ability ``trade_bonus_choice``): after ``seat`` returned a token to
    ``space``, they may take the Trade Bonus of that space or of one below it (VF-TRADE-07)."""
    if abilities.of(state, content, seat).trade_bonus_choice:
        push_triggered(state, content, seat, [Effect(BONUS_OP, {"space": space + 1})])


def remove_lowest_trade_token(state: GameState) -> bool:
    """Preparation step 1: the lowest token leaves the game (VF-TRADE-10, VF-PREP-08).

    Returns False when the ladder was already empty.
    """
    space = lowest_space(state.board)
    if space is None:
        return False
    state.board.trade_ladder[space] -= 1
    return True


def bonus_spaces(content: Content, space: int) -> list[int]:
    """Spaces whose Trade Bonus may be taken after taking a token from ``space`` (VF-TRADE-07)."""
    return list(range(space, len(content.tables.trade_bonuses)))


def bonus(content: Content, space: int) -> TokenFace:
    return content.tables.trade_bonuses[space]
