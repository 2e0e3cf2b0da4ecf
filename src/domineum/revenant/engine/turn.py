"""A turn of the Action phase (RV-TURN): board, gain Influence, Crew action, gain Corruption,
Bonus action; the Emergency Action; discarding Hidden Influence for a resource."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import RESOURCES
from domineum.revenant.core.stack import REFUSALS, Choice, applier, extra, handler, note, push
from domineum.revenant.engine import cards
from domineum.revenant.engine.abilities import activate_effects, trigger
from domineum.revenant.engine.effects import queue
from domineum.revenant.engine.revenant import finish_hypercharge, hypercharge_cost
from domineum.revenant.model.state import FIGURES, Frame, GameState, Player
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.board import on_board

REINFORCE_COST = {"energy": 1, "material": 1, "neutronium": 1}  # RV-REVENANT-04
BOARDABLE = ("arkship", "fighter", "dropship")  # RV-TURN-04 (B3: no Shuttles)
PROMOTE_COST = {"science": 3}  # RV-BONUS-06


def home_figures(p: Player) -> list[str]:
    return [f for f in FIGURES if p.figures.get(f, "") == ""]


def boardable_spaces(state: GameState, content: Content, p: Player) -> list[str]:
    """The Crew spaces ``p`` may board now (RV-TURN-02..06)."""
    free_corruption = bool(eco.free_corruption_spaces(p))
    out = [
        s.id
        for s in sorted(state.ships.values(), key=lambda s: s.id)
        if s.cls in BOARDABLE
        and on_board(s)
        and not s.crew
        and (free_corruption or not s.corrupted)
    ]
    if "frigate" not in p.figures.values():
        out.append("frigate")
    if "reinforce" not in state.revenant_crew and eco.can_pay(p, REINFORCE_COST):
        out.append("reinforce")
    if "hypercharge" not in state.revenant_crew and any(
        hypercharge_cost(content, c) <= p.pool.get("neutronium", 0) for c in state.offer
    ):
        out.append("hypercharge")
    return out


def _cash_choices(p: Player) -> list[Choice]:
    return [
        Choice("cash", (c,), "rv.choice.cash", (("card", c),), ("RV-TURN-14",))
        for c in sorted(set(p.hi))
    ]


@handler("turn_board")
def _board_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    figs = home_figures(p)
    spaces = boardable_spaces(state, content, p)
    out = [
        Choice(
            "board",
            (f, s),
            "rv.choice.board",
            (("figure", f), ("space", s)),
            ("RV-TURN-02", "RV-SEQ-03"),
        )
        for f in figs
        for s in spaces
    ]
    out += [
        Choice("emergency", (f,), "rv.choice.emergency", (("figure", f),), ("RV-TURN-15",))
        for f in figs
    ]
    return out + _cash_choices(p)


@applier("turn_board")
def _board(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    assert state.turn is not None
    p = state.players[frame.seat]
    turn = state.turn
    if c.kind == "cash":
        cash(state, frame.seat, c.values[0])
        return
    state.stack.remove(frame)
    fig = c.values[0]
    turn.figure = fig
    if c.kind == "emergency":
        p.figures[fig] = "emergency"
        turn.space = "emergency"
        turn.step = "bonus"
        note(state, "rv.note.emergency", seat=frame.seat)
        push(state, Frame("emergency", frame.seat))
        eco.gain_hidden_influence(state, content, frame.seat)
        return
    space = c.values[1]
    p.figures[fig] = space
    turn.space = space
    turn.step = "influence"
    note(state, "rv.note.board", seat=frame.seat, space=space)
    if space in ("reinforce", "hypercharge"):
        state.revenant_crew[space] = f"{frame.seat}:{fig}"
        if space == "reinforce":
            eco.pay(p, REINFORCE_COST)  # paid on boarding (decision D2, RV-REVENANT-02)
        else:
            push(state, Frame("hypercharge", frame.seat))
    elif space == "frigate":
        turn.sector = p.frigate_sector
    else:
        ship = state.ships[space]
        ship.crew = f"{frame.seat}:{fig}"
        turn.house = ship.house
        turn.sector = ship.sector
        turn.ship_was_corrupted = ship.corrupted


def cash(state: GameState, seat: int, card: str) -> None:
    """Discard a Hidden Influence card for any 1 resource (RV-TURN-14, RV-HI-06)."""
    state.players[seat].hi.remove(card)
    state.hi_discard += 1
    push(state, Frame("gain_any", seat))


# The Board and Bonus decisions list the discard themselves; the hand limit is "immediate".
NO_CASH = ("turn_board", "turn_bonus", "hand_limit")


def _cash_anytime(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    """RV-TURN-14: during your own Action-phase turn, at any (real) decision, any number of
    times, discard a Hidden Influence card for any 1 resource."""
    turn = state.turn
    if state.phase != "action" or turn is None or frame.seat != turn.seat or frame.kind in NO_CASH:
        return []
    return _cash_choices(state.players[frame.seat])


def _cash_apply(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    cash(state, frame.seat, c.values[0])


extra(_cash_anytime, _cash_apply)


@handler("emergency")
def _emergency_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    out = [
        Choice("resource", (r,), "rv.choice.resource", (("resource", r),), ("RV-TURN-15",))
        for r in RESOURCES
    ]
    return [*out, Choice("resource", ("tactics",), "rv.choice.tactics", (), ("RV-TURN-15",))]


@applier("emergency")
def _emergency(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.values[0] == "tactics":
        eco.gain_tactics(state, content, frame.seat, 1)
    else:
        eco.gain(state, content, frame.seat, c.values[0])


def advance_turn(state: GameState, content: Content) -> None:
    """Run the next step of the turn in progress (RV-TURN-01)."""
    turn = state.turn
    assert turn is not None
    seat = turn.seat
    step = turn.step
    if step == "board":
        push(state, Frame("turn_board", seat))
    elif step == "influence":
        turn.step = "action"
        if turn.space in ("reinforce", "hypercharge"):
            push(state, Frame("influence", seat))  # RV-TURN-08
        elif turn.space == "frigate":
            eco.gain_hidden_influence(state, content, seat)  # RV-TURN-09
        else:
            eco.gain_influence(state, content, seat, state.ships[turn.space].house)  # RV-TURN-07
    elif step == "action":
        turn.step = "after"
        crew_action(state, content, seat, turn.space)
    elif step == "after":
        turn.step = "corruption"
        trigger(state, content, seat, "crew_after")  # RV-ABIL-04
    elif step == "corruption":
        turn.step = "bonus"
        if _gains_corruption(state, turn.space) or turn.corrupt_planet:
            eco.gain_corruption(state, seat)  # RV-TURN-11
    elif step == "bonus":
        turn.step = "end"
        push(state, Frame("turn_bonus", seat))
    else:
        state.turn = None
        note(state, "rv.note.turn_end", seat=seat)


def _gains_corruption(state: GameState, space: str) -> bool:
    if space not in state.ships:
        return False
    if state.config.contain_avoids_corruption:  # B4 literal: checked at step 4
        return state.ships[space].corrupted
    return state.turn is not None and state.turn.ship_was_corrupted


def crew_action(state: GameState, content: Content, seat: int, space: str) -> None:
    """Step 3: resolve the boarded ship's effects (RV-TURN-10)."""
    if space == "reinforce":
        push(state, Frame("protect", seat))  # step 2 (RV-REVENANT-06)
        push(state, Frame("deploy", seat))  # step 1, mandatory if able (RV-REVENANT-05)
    elif space == "hypercharge":
        finish_hypercharge(state, content, seat)
    elif space == "frigate":
        push(state, Frame("frigate", seat))
    else:
        ship = state.ships[space]
        if ship.cls == "arkship":
            push(state, Frame("ark", seat, arg=ship.id))
        elif ship.cls == "fighter":
            push(state, Frame("fighter", seat, n=1, arg=ship.id))
        else:
            push(state, Frame("dropship", seat, n=1, arg=ship.id))


# --- Bonus actions (RV-BONUS) ----------------------------------------------------------------


def bonus_usable(state: GameState, content: Content, p: Player, bonus: str) -> bool:
    if bonus == "gain":
        return True
    if bonus == "cleanse":
        return bool(p.hand or p.pool.get("energy", 0)) and bool(eco.contain_sources(state, p.seat))
    if bonus == "affiliate":
        turn = state.turn
        house = turn.house if turn is not None and turn.space in state.ships else ""
        return any(
            cards.playable(state, content, p, c, int(content.ops[c].house == house)) for c in p.hand
        )
    if bonus == "promote":
        return p.rank < 3 and eco.can_pay(p, PROMOTE_COST)  # RV-CAPT-06
    return bool(activate_effects(content, p))


@handler("turn_bonus")
def _bonus_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    board = content.frigates[p.frigate_board]
    out = [
        Choice("bonus", (b,), f"rv.choice.bonus.{b}", (), ("RV-BONUS-01", "RV-CORRUPT-03"))
        for i, b in enumerate(board.bonuses)
        if not p.corrupted[i] and bonus_usable(state, content, p, b)
    ]
    out.append(Choice("done", (), "rv.choice.no_bonus", (), ("RV-TURN-13",)))
    return out + _cash_choices(p)


@applier("turn_bonus")
def _bonus(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    seat = frame.seat
    if c.kind == "cash":
        cash(state, seat, c.values[0])
        return
    state.stack.remove(frame)
    if c.kind == "done":
        return
    p = state.players[seat]
    b = c.values[0]
    note(state, "rv.note.bonus", seat=seat, bonus=b)
    if b == "gain":
        push(state, Frame("gain_any", seat))  # RV-BONUS-08
    elif b == "cleanse":
        push(state, Frame("cleanse", seat))  # RV-BONUS-02
    elif b == "affiliate":
        push(state, Frame("play", seat, flags=["affiliate"]))  # RV-BONUS-03
    elif b == "promote":
        eco.pay(p, PROMOTE_COST)
        p.rank += 1
    else:
        queue(state, seat, activate_effects(content, p))  # RV-BONUS-07


@handler("cleanse")
def _cleanse_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    if not eco.contain_sources(state, frame.seat):
        return []
    out: list[Choice] = []
    if "card" not in frame.flags:
        out += [
            Choice(
                "discard", (card,), "rv.choice.cleanse_card", (("card", card),), ("RV-BONUS-02",)
            )
            for card in sorted(set(p.hand))
        ]
    if "energy" not in frame.flags and p.pool.get("energy", 0):
        out.append(Choice("pay", ("energy",), "rv.choice.cleanse_energy", (), ("RV-BONUS-02",)))
    return [*out, Choice("done", (), "rv.choice.stop", (), ("RV-BONUS-02",))] if out else []


@applier("cleanse")
def _cleanse(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    if c.kind == "done":
        state.stack.remove(frame)
        return
    if c.kind == "discard":
        from domineum.revenant.engine.effects import discard_op

        discard_op(state, content, frame.seat, c.values[0])
        frame.flags.append("card")
    else:
        eco.pay(state.players[frame.seat], {"energy": 1})
        frame.flags.append("energy")
    eco.contain(state, frame.seat)


REFUSALS.update(
    {
        "turn_board": ("rv.refuse.board", "RV-TURN-02"),
        "turn_bonus": ("rv.refuse.bonus", "RV-BONUS-01"),
        "emergency": ("rv.refuse.emergency", "RV-TURN-15"),
        "cleanse": ("rv.refuse.cleanse", "RV-BONUS-02"),
    }
)
