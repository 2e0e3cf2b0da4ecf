"""Helpers for the solo tests: a game against the Void, Void steps pushed by hand, fixtures."""

from __future__ import annotations

from functools import cache

from domineum.kernel.errors import IllegalAction
from domineum.voidfall.core import memo
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.engine import flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import Config, GameState
from domineum.voidfall.model.void import FREE, VoidState


@cache
def game() -> VoidfallGame:
    return VoidfallGame(load_content())


def config(difficulty: str = "easy", seed: int = 1, *options: str) -> Config:
    return Config(players=1, mode="solo", seed=seed, options=(f"difficulty={difficulty}", *options))


def new(difficulty: str = "easy", seed: int = 1, *options: str) -> GameState:
    return game().new_game(config(difficulty, seed, *options))


def void(state: GameState) -> VoidState:
    assert state.void is not None
    return state.void


def clear_tracks(state: GameState) -> None:
    """Empty both Crisis tracks (their Crises boxed, so every card stays accounted for)."""
    v = void(state)
    for track in (v.military, v.economic):
        for i, item in enumerate(track):
            if item not in (FREE, "@harbinger"):
                v.boxed.append(item)
            elif item == "@harbinger":
                v.harbinger_supply += 1
            track[i] = FREE


def take_crisis(state: GameState, crisis_id: str) -> str:
    """Take ``crisis_id`` out of wherever it is (decks, discards, box) and return it."""
    v = void(state)
    for pile in (*v.crisis_decks.values(), *v.crisis_discards.values(), v.boxed):
        if crisis_id in pile:
            pile.remove(crisis_id)
            return crisis_id
    raise KeyError(crisis_id)


def push(state: GameState, op: str, seat: int = 0, **args: object) -> GameState:
    """Push the Void primitive ``op`` (a mandatory step) and settle until a decision."""
    memo.forget(state)
    push_step(state, game().content, seat, Effect(op, dict(args)), cost=True)  # type: ignore[arg-type]
    flow.settle(state, game().content)
    return state


def kinds(state: GameState) -> list[tuple[str, ...]]:
    """The legal choices as (kind, *values)."""
    return [(c.kind, *c.values) for c in flow.options(state, game().content)]


def choose(state: GameState, kind: str, *values: str) -> GameState:
    from domineum.voidfall.core.primitive import Choice

    flow.choose(state, game().content, Choice(kind, tuple(values)))
    return state


def refused(state: GameState, kind: str, *values: str) -> IllegalAction:
    from domineum.voidfall.core.primitive import Choice

    try:
        flow.choose(state, game().content, Choice(kind, tuple(values)))
    except IllegalAction as exc:
        return exc
    raise AssertionError(f"{kind} {values} was accepted")


def sector(state: GameState, sector_id: str) -> Sector:
    return state.galaxy.sector(sector_id)


def give(state: GameState, sector_id: str, fleets: dict[str, int], seat: int = 0) -> Sector:
    """Make ``sector_id`` a sector of ``seat`` holding ``fleets`` (no Void FP), taking the FP
    from the Inactive area so the 14 stay 14."""
    s = sector(state, sector_id)
    house = state.houses[seat]
    house.fp_inactive += s.fleet_power
    s.fleets = {t: n for t, n in fleets.items() if n}
    house.fp_inactive -= sum(fleets.values())
    assert house.fp_inactive >= 0
    s.owner = seat
    s.voidborn = 0
    memo.forget(state)  # a hand edit (core/memo.py)
    return s


def notes(state: GameState, prefix: str = "vf.void") -> list[str]:
    return [n.msg for n in state.notes if n.msg.startswith(prefix)]


def to_selection(state: GameState, seat: int = 0) -> GameState:
    """Take the first legal choice until ``seat`` is at a Focus Selection (the round's Alert
    and Crisis revealed)."""
    from domineum.voidfall.model.state import SelectFocus

    g = game()
    for _ in range(500):
        if state.stack and isinstance(state.stack[-1], SelectFocus) and state.phase == "focus":
            return state
        g.apply_in_place(state, g.legal_ids(state)[0])
    raise AssertionError("no Selection reached")
