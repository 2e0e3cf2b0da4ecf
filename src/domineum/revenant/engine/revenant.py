"""The Revenant's two spaces: Reinforce's Protection token and Hypercharge (RV-REVENANT), and
the Scanner benefits Select Shuttle and Discard 2 Colony cards (RV-SCAN-04/-05)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.core.stack import REFUSALS, Choice, applier, handler, note
from domineum.revenant.engine.effects import queue
from domineum.revenant.model.state import Frame, GameState
from domineum.revenant.rules import economy as eco

PROTECTION_TOKENS = 2


def hypercharge_cost(content: Content, card: str) -> int:
    return content.scanners[card].cost if card in content.scanners else content.colonies[card].cost


@handler("protect", auto_single=True)
def _protect_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    """RV-REVENANT-06..08, -17: a free token on a revealed card without one (a Core card's
    bottom effect cannot be covered)."""
    if len(state.protection) >= content.board.supply.get("protection_tokens", PROTECTION_TOKENS):
        return []
    out = []
    for slot, card in (("top", state.display_top), ("bottom", state.display_bottom)):
        if not card or card in state.protection:
            continue
        for eff in ("top", "bottom"):
            if eff == "bottom" and content.failures[card].kind == "core":
                continue
            out.append(
                Choice(
                    "protect",
                    (slot, eff),
                    "rv.choice.protect",
                    (("card", card), ("effect", eff)),
                    ("RV-REVENANT-06",),
                )
            )
    return out


@applier("protect")
def _protect(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    slot, eff = c.values
    card = state.display_top if slot == "top" else state.display_bottom
    state.protection[card] = eff


@handler("hypercharge", auto_single=True)
def _hyper_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    n = state.players[frame.seat].pool.get("neutronium", 0)
    return [
        Choice(
            "scan",
            (card,),
            "rv.choice.scan",
            (("card", card),),
            ("RV-REVENANT-10", "RV-REVENANT-11"),
        )
        for card in state.offer
        if hypercharge_cost(content, card) <= n
    ]


@applier("hypercharge")
def _hyper(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    """Choose the card and pay its Neutronium when the space is boarded (decision D2: the
    Revenant's mandatory cost is paid on boarding, RV-REVENANT-02)."""
    state.stack.remove(frame)
    card = c.values[0]
    eco.pay(state.players[frame.seat], {"neutronium": hypercharge_cost(content, card)})
    state.chosen = card


def finish_hypercharge(state: GameState, content: Content, seat: int) -> None:
    """Steps 1–3 of Hypercharge (RV-REVENANT-12..14) for the card chosen on boarding."""
    card = state.chosen
    state.offer = [card]  # RV-REVENANT-13
    note(state, "rv.note.hypercharge", seat=seat, card=card)
    if card in content.colonies:
        state.colony = card  # RV-COLONY-03: no benefit, no Phase Skip shift
        return
    if state.cycle <= 3:
        state.phase_skip[state.cycle - 1] = True  # RV-REVENANT-14, RV-PHASE-02
    queue(state, seat, content.scanners[card].benefits)  # RV-REVENANT-12


@handler("shuttle")
def _shuttle_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    out = [
        Choice("shuttle", (s.house,), "rv.choice.shuttle", (("house", s.house),), ("RV-SCAN-05",))
        for s in sorted(state.ships.values(), key=lambda s: s.id)
        if s.cls == "shuttle" and s.sector == ""
    ]
    if not out or state.reserved_shuttle or not state.chosen:
        return []  # B20
    return [*out, Choice("done", (), "rv.choice.stop", (), ("RV-TURN-10",))]


@applier("shuttle")
def _shuttle(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "shuttle":
        ship = state.ships[f"shuttle-{c.values[0]}"]
        ship.sector = "scanner"
        state.reserved_shuttle = ship.id


@handler("colony_discard")
def _colony_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    if frame.n <= 0:
        return []
    return [
        Choice("colony", (card,), "rv.choice.colony_discard", (("card", card),), ("RV-SCAN-04",))
        for card in sorted(state.colony_deck)
    ]


@applier("colony_discard")
def _colony(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.colony_deck.remove(c.values[0])
    frame.n -= 1
    if frame.n <= 0:
        state.stack.remove(frame)
        state.rng.shuffle(state.colony_deck)


REFUSALS.update(
    {
        "protect": ("rv.refuse.protect", "RV-REVENANT-07"),
        "hypercharge": ("rv.refuse.hypercharge", "RV-REVENANT-11"),
        "shuttle": ("rv.refuse.shuttle", "RV-SCAN-05"),
        "colony_discard": ("rv.refuse.colony", "RV-SCAN-04"),
    }
)
