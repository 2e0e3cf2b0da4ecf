"""Abilities on Crew boards and Operation cards (RV-ABIL, RV-CREW-04, RV-CAPT-03/-04)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import Ability, Condition
from domineum.revenant.core.stack import REFUSALS, Choice, applier, handler, push
from domineum.revenant.engine.effects import queue
from domineum.revenant.model.effect import Effect
from domineum.revenant.model.state import Frame, GameState, Player
from domineum.revenant.rules.metrics import metric


def met(state: GameState, content: Content, p: Player, cond: Condition | None) -> bool:
    return cond is None or metric(state, content, p, cond.metric) >= cond.at_least


def _owned(state: GameState, content: Content, p: Player) -> list[tuple[str, Ability]]:
    """Abilities that apply this turn: the used Cadet's cards, the Captain's abilities when the
    Captain is used, and the Frigate cards (project decision D3: whichever figure is used)."""
    turn = state.turn
    figure = turn.figure if turn is not None and turn.seat == p.seat else ""
    out: list[tuple[str, Ability]] = []
    if figure in ("cadet1", "cadet2"):
        for card in p.cadet_cards[int(figure[-1]) - 1]:
            out += [(f"{card}/{i}", a) for i, a in enumerate(content.ops[card].abilities)]
    if figure == "captain" and p.crew:
        profile = content.crews[p.crew]
        out.append(("basic", profile.basic))
        out.append(("progressive", Ability("crew_after", (profile.progressive[p.rank],))))
    for card in p.frigate_cards:
        out += [(f"{card}/{i}", a) for i, a in enumerate(content.ops[card].abilities)]
    return out


def ability_of(content: Content, p: Player, ref: str) -> Ability:
    if ref == "basic":
        return content.crews[p.crew].basic
    if ref == "progressive":
        return Ability("crew_after", (content.crews[p.crew].progressive[p.rank],))
    card, index = ref.split("/")
    return content.ops[card].abilities[int(index)]


def trigger(state: GameState, content: Content, seat: int, trig: str) -> None:
    """Offer the abilities keyed to ``trig`` (each optional, RV-ABIL-06)."""
    p = state.players[seat]
    refs = [
        ref
        for ref, a in _owned(state, content, p)
        if a.trigger == trig and met(state, content, p, a.condition)
    ]
    if refs:
        push(state, Frame("ability", seat, arg=trig, items=refs))


def activate_effects(content: Content, p: Player) -> list[Effect]:
    """Every Activate ability of the player: the Crew board's and the Frigate cards'
    (RV-BONUS-07, RV-CAPT-04)."""
    out: list[Effect] = list(content.crews[p.crew].activate) if p.crew else []
    for card in p.frigate_cards:
        for a in content.ops[card].abilities:
            if a.trigger == "activate":
                out += a.effects
    return out


@handler("ability")
def _ability_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    if not frame.items:
        return []
    out = [
        Choice("use", (ref,), "rv.choice.use", (("ability", ref),), ("RV-ABIL-02", "RV-ABIL-06"))
        for ref in frame.items
    ]
    return [*out, Choice("done", (), "rv.choice.no_ability", (), ("RV-ABIL-06",))]


@applier("ability")
def _ability(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    if c.kind == "done":
        state.stack.remove(frame)
        return
    ref = c.values[0]
    frame.items.remove(ref)
    queue(state, frame.seat, ability_of(content, state.players[frame.seat], ref).effects)


REFUSALS["ability"] = ("rv.refuse.ability", "RV-ABIL-02")
