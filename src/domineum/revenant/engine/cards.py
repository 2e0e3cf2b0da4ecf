"""Playing Operation cards: costs, discounts, slots, Affiliate (RV-OPS, RV-BONUS-03..05)."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.core.stack import REFUSALS, Choice, applier, handler, note, push
from domineum.revenant.engine.abilities import met
from domineum.revenant.engine.effects import queue
from domineum.revenant.model.state import Frame, GameState, Player
from domineum.revenant.rules import economy as eco

FRIGATE_SLOTS = 5
CARDS_PER_CADET = 2


def has_place(content: Content, p: Player, card: str) -> bool:
    """RV-OPS-07/-08/-12: a Cadet slot or a Frigate slot must be free."""
    t = content.ops[card].type
    if t == "cadet":
        return any(len(c) < CARDS_PER_CADET for c in p.cadet_cards)
    if t == "frigate":
        return len(p.frigate_cards) < FRIGATE_SLOTS
    return True


def cost_of(content: Content, card: str, skip: str = "") -> dict[str, int]:
    cost = dict(content.ops[card].cost)
    if skip and cost.get(skip, 0):
        cost[skip] -= 1
        if not cost[skip]:
            del cost[skip]
    return cost


def playable(state: GameState, content: Content, p: Player, card: str, discount: int) -> bool:
    if not has_place(content, p, card):
        return False
    if eco.can_pay(p, cost_of(content, card)):
        return True
    return discount > 0 and any(
        eco.can_pay(p, cost_of(content, card, r)) for r, _ in content.ops[card].cost
    )


@handler("play")
def _play_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    out = [
        Choice("play", (card,), "rv.choice.play", (("card", card),), ("RV-OPS-06",))
        for card in sorted(set(p.hand))
        if playable(
            state, content, p, card, frame.n or int(_affiliated(state, content, frame, card))
        )
    ]
    return [*out, Choice("done", (), "rv.choice.no_card", (), ("RV-TURN-10",))] if out else []


def _affiliated(state: GameState, content: Content, frame: Frame, card: str) -> bool:
    """RV-BONUS-03/-04: Affiliate with a card of the House of the House ship boarded this turn
    (not the Revenant, a Frigate or an Emergency Action; not a copied ship)."""
    turn = state.turn
    return (
        "affiliate" in frame.flags
        and turn is not None
        and turn.house == content.ops[card].house
        and turn.space in state.ships
    )


@applier("play")
def _play(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "done":
        return
    card = c.values[0]
    p = state.players[frame.seat]
    if _affiliated(state, content, frame, card):
        push(state, Frame("affil_bonus", frame.seat, arg=card))
        return
    if not eco.can_pay(p, cost_of(content, card)) and not frame.n:
        raise AssertionError("unplayable card offered")
    pay_and_place(state, content, frame.seat, card, frame.n)


@handler("affil_bonus")
def _affil_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    out = [Choice("option", ("discount",), "rv.choice.affiliate_discount", (), ("RV-BONUS-03",))]
    if eco.can_pay(p, cost_of(content, frame.arg)):
        out.append(
            Choice("option", ("second",), "rv.choice.affiliate_second", (), ("RV-BONUS-03",))
        )
        out.append(Choice("done", (), "rv.choice.affiliate_none", (), ("RV-BONUS-03",)))
    return out


@applier("affil_bonus")
def _affil(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "done":
        pay_and_place(state, content, frame.seat, frame.arg, 0)  # "you may choose" a bonus
    elif c.values[0] == "second":
        push(state, Frame("play", frame.seat, flags=["second"]))  # no bonus for it
        pay_and_place(state, content, frame.seat, frame.arg, 0)
    else:
        pay_and_place(state, content, frame.seat, frame.arg, 1)


def pay_and_place(state: GameState, content: Content, seat: int, card: str, discount: int) -> None:
    p = state.players[seat]
    if discount:
        kinds = [r for r, _ in content.ops[card].cost if eco.can_pay(p, cost_of(content, card, r))]
        if len(kinds) > 1:
            push(state, Frame("discount", seat, arg=card))
            return
        skip = kinds[0] if kinds else ""
    else:
        skip = ""
    _finish(state, content, seat, card, skip)


@handler("discount")
def _discount_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    return [
        Choice(
            "discount",
            (r,),
            "rv.choice.discount",
            (("resource", r),),
            ("RV-BONUS-03", "RV-ARKSHIP-09"),
        )
        for r, _ in content.ops[frame.arg].cost
        if eco.can_pay(p, cost_of(content, frame.arg, r))
    ]


@applier("discount")
def _discount(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    _finish(state, content, frame.seat, frame.arg, c.values[0])


def _finish(state: GameState, content: Content, seat: int, card: str, skip: str) -> None:
    """Pay and put the card in its place (RV-OPS-06..09)."""
    p = state.players[seat]
    eco.pay(p, cost_of(content, card, skip))
    p.hand.remove(card)
    op = content.ops[card]
    note(state, "rv.note.play", seat=seat, card=card)
    if op.type == "cadet":
        rooms = [i for i, c in enumerate(p.cadet_cards) if len(c) < CARDS_PER_CADET]
        if len(rooms) > 1:
            push(state, Frame("cadet_slot", seat, arg=card))
        else:
            p.cadet_cards[rooms[0]].append(card)
    elif op.type == "frigate":
        index = len(p.frigate_cards)
        p.frigate_cards.append(card)
        if index >= 1:  # every slot but the leftmost has an immediate bonus (RV-OPS-08)
            queue(state, seat, content.frigates[p.frigate_board].slot_bonuses[index - 1])
    else:
        p.commands.append(card)
        if met(state, content, p, op.condition):
            queue(state, seat, op.effects)


@handler("cadet_slot")
def _slot_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    return [
        Choice(
            "slot",
            (str(i + 1),),
            "rv.choice.cadet_slot",
            (("cadet", str(i + 1)),),
            ("RV-CREW-03", "RV-OPS-07"),
        )
        for i, c in enumerate(p.cadet_cards)
        if len(c) < CARDS_PER_CADET
    ]


@applier("cadet_slot")
def _slot(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    state.players[frame.seat].cadet_cards[int(c.values[0]) - 1].append(frame.arg)


REFUSALS.update(
    {
        "play": ("rv.refuse.play", "RV-OPS-06"),
        "affil_bonus": ("rv.refuse.affiliate", "RV-BONUS-03"),
        "discount": ("rv.refuse.discount", "RV-BONUS-03"),
        "cadet_slot": ("rv.refuse.slot", "RV-OPS-07"),
    }
)
