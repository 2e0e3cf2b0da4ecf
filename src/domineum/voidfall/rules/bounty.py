"""Bounty and Reclaim tokens (VF-BOUNTY-01..10, T-23) and resolving printed rewards.

Tokens are ``"<face id>#<copy>"`` strings: face down in the piles and in sectors, face up beside
the House mat (``bounty_kept`` / ``reclaim_kept``). A face is a content :class:`TokenFace` whose
effects are pushed as Steps; Trade Bonuses (T-04) are faces too.
"""

from __future__ import annotations

from collections.abc import Sequence

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import TokenFace
from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.core.stack import ctx_for, push_step, push_triggered
from domineum.voidfall.model.effect import Arg, Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState, Step

FACE = "token_face"  # the internal primitive that resolves one face


def face_id(token: str) -> str:
    return token.split("#")[0]


def faces(content: Content, pile: str) -> list[TokenFace]:
    if pile == "bounty":
        return content.bounty
    if pile == "reclaim":
        return content.reclaim
    return content.tables.trade_bonuses


def face(content: Content, pile: str, token: str) -> TokenFace:
    wanted = face_id(token)
    return next(f for f in faces(content, pile) if f.id == wanted)


def face_effects(face_: TokenFace) -> list[Effect]:
    return [Effect.from_mapping(raw) for raw in face_.effects]


def draw_pile(state: GameState, pile: str) -> list[str]:
    return state.board.bounty_pile if pile == "bounty" else state.board.reclaim_pile


def kept(house: HouseState, pile: str) -> list[str]:
    return house.bounty_kept if pile == "bounty" else house.reclaim_kept


def resolvable(state: GameState, content: Content, seat: int, effect: Effect) -> bool:
    probe = Step(seat=seat, effect=effect)
    return primitive(effect.op).refusal(ctx_for(state, content, probe)) is None


def push_effects(state: GameState, content: Content, seat: int, effects: Sequence[Effect]) -> None:
    """Push reward effects that can be resolved, to be resolved in any order or forgone
    (VF-BOUNTY-03, VF-CIV-02, VF-ACTION-15)."""
    usable = [e for e in effects if resolvable(state, content, seat, e)]
    push_triggered(state, content, seat, usable)


def resolve(
    state: GameState, content: Content, seat: int, pile: str, token: str, where: str = ""
) -> None:
    """Flip ``token`` and gain what it shows (VF-BOUNTY-02/03), as a ``token_face`` Step.
    ``where: home``: the token lies on your Home sector, so what it places "in this sector" goes
    there (VF-BOUNTY-04); by default "this sector" is the bound sector (``where: same``)."""
    args: dict[str, Arg] = {"pile": pile, "face": face_id(token)}
    if where:
        args["where"] = where
    push_step(state, content, seat, Effect(FACE, args), False)


def at_sector(effects: list[Effect], where: str) -> list[Effect]:
    """A face's effects with its "this sector" (``where: same``) read as ``where``."""
    if not where:
        return effects
    return [
        Effect(e.op, {**e.args, "where": where}) if e.args.get("where") == "same" else e
        for e in effects
    ]


def gain_from_pile(
    state: GameState, content: Content, seat: int, pile: str, where: str = ""
) -> bool:
    """Draw a token, keep it beside the mat and resolve it (VF-BOUNTY-05; ``where``: see
    :func:`resolve`). False if the pile is empty (then VF-BOUNTY-09 applies)."""
    source = draw_pile(state, pile)
    if not source:
        return False
    token = source.pop()
    kept(state.houses[seat], pile).append(token)
    resolve(state, content, seat, pile, token, where)
    return True


def discard(state: GameState, seat: int, pile: str) -> None:
    """Shuffle one kept token back into its face-down pile (VF-BOUNTY-07)."""
    token = kept(state.houses[seat], pile).pop()
    source = draw_pile(state, pile)
    source.insert(state.rng.below(len(source) + 1), token)


def place_from_pile(state: GameState, sector: Sector, pile: str) -> bool:
    """Place a face-down token in ``sector`` (VF-PREP-21, VF-BOUNTY-01); False if none is left."""
    source = draw_pile(state, pile)
    if not source:
        return False
    (sector.bounty if pile == "bounty" else sector.reclaim).append(source.pop())
    return True


def resolve_sector_tokens(state: GameState, content: Content, seat: int, sector: Sector) -> None:
    """A won invasion: flip each Bounty, then each Reclaim token in ``sector``, gain what it shows
    and keep it beside your mat (VF-BOUNTY-02). Reclaim placements happen in this same sector
    (VF-BOUNTY-04), which becomes the bound sector for ``where: same``."""
    house = state.houses[seat]
    state.turn.bound_sector = sector.id
    ordered = [("reclaim", t) for t in reversed(sector.reclaim)]
    ordered += [("bounty", t) for t in reversed(sector.bounty)]
    house.bounty_kept.extend(sector.bounty)
    house.reclaim_kept.extend(sector.reclaim)
    sector.bounty.clear()
    sector.reclaim.clear()
    for pile, token in ordered:
        resolve(state, content, seat, pile, token)
