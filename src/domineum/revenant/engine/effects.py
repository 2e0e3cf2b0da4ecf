"""The effect vocabulary (docs/revenant.md, "Effects") and the small decisions effects ask for.

An ``effects`` frame is a queue: :func:`_run_queue` takes its next effect and resolves it, which
may push a decision frame above it. Each primitive is defined once here.
"""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import OP_TYPES, RESOURCES
from domineum.revenant.core.stack import REFUSALS, Choice, applier, handler, note, processor, push
from domineum.revenant.model.effect import Effect
from domineum.revenant.model.state import Frame, GameState
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.board import add_voidborn, on_board, shields_in_supply

HAND_LIMIT = 8


def queue(state: GameState, seat: int, effects: tuple[Effect, ...] | list[Effect]) -> None:
    if effects:
        push(state, Frame("effects", seat, effects=list(effects)))


def your_sector(state: GameState) -> str:
    return state.turn.sector if state.turn is not None else ""


@processor("effects")
def _run_queue(state: GameState, content: Content, frame: Frame) -> bool:
    if not frame.effects:
        state.stack.remove(frame)
        return True
    effect = frame.effects.pop(0)
    run(state, content, frame.seat, effect)
    return True


def _where(state: GameState, op: str) -> str:
    """The sectors an effect may use, as a frame argument: your sector (the default), "" for
    any sector, "adj:<sector>" for the "adjacent" icon (your sector and its neighbours,
    RV-SHIP-06)."""
    if op.endswith("_any"):
        return ""
    if op.endswith("_adjacent") and your_sector(state):
        return "adj:" + your_sector(state)
    return your_sector(state)


def _sectors(content: Content, arg: str) -> list[str]:
    if not arg:
        return list(content.board.outer)
    if arg.startswith("adj:"):
        here = arg[4:]
        near = [s for s in content.board.adjacent[here] if s in content.board.outer]
        return ([here] if here in content.board.outer else []) + near
    return [arg]


def run(state: GameState, content: Content, seat: int, e: Effect) -> None:
    """Resolve one primitive for ``seat``."""
    op, n = e.op, e.n
    if op == "gain":
        eco.gain(state, content, seat, e.arg, n)
    elif op == "gain_any":
        for _ in range(n):
            push(state, Frame("gain_any", seat))
    elif op == "tactics":
        eco.gain_tactics(state, content, seat, n)
    elif op in ("shield", "shield_any", "shield_adjacent"):
        push(state, Frame("shield", seat, n=n, arg=_where(state, op)))
    elif op in ("destroy", "destroy_any", "destroy_adjacent"):
        push(state, Frame("destroy", seat, n=n, arg=_where(state, op)))
    elif op in ("contain", "contain_own", "contain_ship"):
        eco.contain(state, seat, n, {"contain_own": "own", "contain_ship": "ship"}.get(op, ""))
    elif op == "draw_ops":
        push(state, Frame("draw", seat, n=n))
    elif op == "data":
        eco.gain_data(state, content, seat, n)
    elif op == "hidden_influence":
        eco.gain_hidden_influence(state, content, seat)
    elif op == "remove_damage":
        for _ in range(n):
            push(state, Frame("repair", seat))
    elif op == "influence_any":
        for _ in range(n):
            push(state, Frame("influence", seat))
    elif op == "deploy_small":
        push(state, Frame("deploy", seat, flags=["no_arkship", "optional"]))
    elif op in ("extra_damage", "extra_move"):
        kinds = (
            ("attack",) if op == "extra_damage" else ("fighter", "dropship", "ffight", "caution")
        )
        for f in reversed(state.stack):
            if f.kind in kinds:
                f.n += n
                break
    elif op == "select_shuttle":
        push(state, Frame("shuttle", seat))
    elif op == "discard_colonies":
        push(state, Frame("colony_discard", seat, n=min(2, len(state.colony_deck))))
    else:
        fleet_effect(state, content, e)


def fleet_effect(state: GameState, content: Content, e: Effect) -> None:
    """Failure-card effects that hit every player or the whole fleet (RV-FAIL-09)."""
    from domineum.revenant.rules.fleet import damage_ship

    if e.op == "damage_class":
        for ship in sorted(state.ships.values(), key=lambda s: s.id):
            if ship.cls == e.arg and on_board(ship):
                damage_ship(state, content, ship)
    elif e.op == "corrupt_class":
        for ship in state.ships.values():
            if ship.cls == e.arg and on_board(ship) and ship.cls != "shuttle":
                ship.corrupted = True
    elif e.op == "remove_shields":
        state.shields.clear()
    elif e.op == "add_vb_rifts":
        for sector in state.rifts:
            add_voidborn(state, content, sector, e.n)
    elif e.op == "lose_tactics":
        for p in state.players:
            p.tactics = max(0, p.tactics - e.n)
    elif e.op == "lose":
        for p in state.players:
            if p.pool.get(e.arg, 0):
                eco.pay(p, {e.arg: min(e.n, p.pool[e.arg])})
    else:
        raise AssertionError(f"unknown effect op {e.op}")


# --- small decisions -------------------------------------------------------------------------


def _res_choices(kind: str, msg: str, rule: str) -> list[Choice]:
    return [Choice(kind, (r,), msg, (("resource", r),), (rule,)) for r in RESOURCES]


@handler("gain_any")
def _gain_any_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return _res_choices("resource", "rv.choice.resource", "RV-RES-03")


@applier("gain_any")
def _gain_any(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    eco.gain(state, content, frame.seat, c.values[0])


@handler("overflow")
def _overflow_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = eco.player(state, frame.seat)
    out = [
        Choice(
            "swap", (r,), "rv.choice.swap", (("resource", r), ("gain", frame.arg)), ("RV-RES-05",)
        )
        for r in RESOURCES
        if p.pool.get(r, 0)
    ]
    return [
        *out,
        Choice("done", (), "rv.choice.forfeit", (("resource", frame.arg),), ("RV-RES-05",)),
    ]


@applier("overflow")
def _overflow(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "swap":
        p = eco.player(state, frame.seat)
        eco.pay(p, {c.values[0]: 1})
        eco.gain(state, content, frame.seat, frame.arg)


@handler("corrupt", auto_single=True)
def _corrupt_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = eco.player(state, frame.seat)
    return [
        Choice(
            "corrupt",
            (f"c{i + 1}",),
            "rv.choice.corrupt",
            (("compartment", str(i + 1)),),
            ("RV-CORRUPT-01",),
        )
        for i in eco.free_corruption_spaces(p)
    ]


@applier("corrupt")
def _corrupt(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    index = int(c.values[0][1:]) - 1
    note(state, "rv.note.corruption", seat=frame.seat, compartment=index + 1)
    eco.corrupt_compartment(state, frame.seat, index)


@handler("stick", auto_single=True)
def _stick_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = eco.player(state, frame.seat)
    return [
        Choice("stick", (r,), "rv.choice.stick", (("resource", r),), ("RV-CORRUPT-03",))
        for r in RESOURCES
        if p.pool.get(r, 0)
    ]


@applier("stick")
def _stick(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    p = eco.player(state, frame.seat)
    r = c.values[0]
    eco.pay(p, {r: 1})
    key = f"{frame.arg}:{r}"
    p.stuck[key] = p.stuck.get(key, 0) + 1
    frame.n -= 1
    if frame.n <= 0:
        state.stack.remove(frame)


@handler("contain", auto_single=True)
def _contain_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("contain", (src,), "rv.choice.contain", (("source", src),), ("RV-CORRUPT-05",))
        for src in eco.contain_sources(state, frame.seat, frame.arg)
    ]


@applier("contain")
def _contain(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    src = c.values[0]
    p = eco.player(state, frame.seat)
    if src.startswith("c") and src[1:].isdigit():
        eco.clean_compartment(p, int(src[1:]) - 1)
    else:
        state.ships[src].corrupted = False
    eco.add_residue(state, content, frame.seat)


@handler("keep", auto_single=True)
def _keep_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("keep", (card,), "rv.choice.keep", (("card", card),), ("RV-HI-01",))
        for card in sorted(set(frame.items))
    ]


@applier("keep")
def _keep(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    eco.player(state, frame.seat).hi.append(c.values[0])
    state.hi_discard += len(frame.items) - 1  # the rest face down (RV-HI-01)


@handler("shield")
def _shield_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    if frame.n <= 0 or shields_in_supply(state, content) <= 0:
        return []
    sectors = _sectors(content, frame.arg)
    out = [
        Choice("sector", (s,), "rv.choice.shield", (("sector", s),), ("RV-SHIELD-01",))
        for s in sectors
        if s and not s.startswith("i")
    ]
    return [*out, Choice("done", (), "rv.choice.stop", (), ("RV-TURN-10",))] if out else []


@applier("shield")
def _shield(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    if c.kind == "done":
        state.stack.remove(frame)
        return
    s = c.values[0]
    state.shields[s] = state.shields.get(s, 0) + 1
    frame.n -= 1


@handler("destroy")
def _destroy_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    if frame.n <= 0:
        return []
    sectors = _sectors(content, frame.arg)
    out = [
        Choice("sector", (s,), "rv.choice.destroy", (("sector", s),), ("RV-COMBAT-05",))
        for s in sectors
        if state.voidborn.get(s, 0) > 0
    ]
    return [*out, Choice("done", (), "rv.choice.stop", (), ("RV-TURN-10",))] if out else []


@applier("destroy")
def _destroy(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    if c.kind == "done":
        state.stack.remove(frame)
        return
    destroy_voidborn(state, content, frame.seat, c.values[0])
    frame.n -= 1


def destroy_voidborn(state: GameState, content: Content, seat: int, sector: str) -> bool:
    """Destroy 1 Voidborn ship in ``sector``: +1 Tactics to the destroyer (RV-COMBAT-03)."""
    if state.voidborn.get(sector, 0) <= 0:
        return False
    state.voidborn[sector] -= 1
    if not state.voidborn[sector]:
        del state.voidborn[sector]
    eco.gain_tactics(state, content, seat, 1)
    return True


@handler("repair")
def _repair_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    out = [
        Choice("repair", (s.id,), "rv.choice.repair", (("ship", s.id),), ("RV-COMBAT-08",))
        for s in sorted(state.ships.values(), key=lambda s: s.id)
        if s.damage > 0 and on_board(s)
    ]
    if state.revenant_damage > 0:
        out.append(
            Choice("repair", ("revenant",), "rv.choice.repair_revenant", (), ("RV-COMBAT-08",))
        )
    return [*out, Choice("done", (), "rv.choice.stop", (), ("RV-TURN-10",))] if out else []


@applier("repair")
def _repair(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "repair":
        if c.values[0] == "revenant":
            state.revenant_damage -= 1
        else:
            state.ships[c.values[0]].damage -= 1


@handler("influence")
def _influence_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("influence", (h,), "rv.choice.influence", (("house", h),), ("RV-TURN-08",))
        for h in content.houses
    ]


@applier("influence")
def _influence(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    eco.gain_influence(state, content, frame.seat, c.values[0])


# --- Operation cards: drawing and the hand limit (RV-OPS-02..05) ----------------------------


def deck_size(state: GameState, t: str) -> int:
    return len(state.op_decks[t]) + len(state.op_discards[t])


@handler("draw")
def _draw_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    chosen = {t: frame.items.count(t) for t in OP_TYPES}
    return [
        Choice("draw", (t,), "rv.choice.draw", (("type", t),), ("RV-OPS-02",))
        for t in OP_TYPES
        if deck_size(state, t) > chosen[t]
    ]


@applier("draw")
def _draw(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    frame.items.append(c.values[0])
    frame.n -= 1
    if frame.n > 0:
        return
    state.stack.remove(frame)
    p = eco.player(state, frame.seat)
    for t in frame.items:
        card = draw_op(state, t)
        if card:
            p.hand.append(card)
    if len(p.hand) > HAND_LIMIT:
        push(state, Frame("hand_limit", frame.seat))


def draw_op(state: GameState, t: str) -> str:
    """The top card of a type's deck, reshuffling its discards when empty (RV-OPS-05)."""
    deck = state.op_decks[t]
    if not deck and state.op_discards[t]:
        deck.extend(state.op_discards[t])
        state.op_discards[t].clear()
        state.rng.shuffle(deck)
    return deck.pop() if deck else ""


@handler("hand_limit")
def _limit_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = eco.player(state, frame.seat)
    if len(p.hand) <= HAND_LIMIT:
        return []
    return [
        Choice("discard", (card,), "rv.choice.discard", (("card", card),), ("RV-OPS-03",))
        for card in sorted(set(p.hand))
    ]


@applier("hand_limit")
def _limit(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    discard_op(state, content, frame.seat, c.values[0])


def discard_op(state: GameState, content: Content, seat: int, card: str) -> None:
    p = eco.player(state, seat)
    p.hand.remove(card)
    state.op_discards[content.ops[card].type].append(card)


REFUSALS.update(
    {
        "overflow": ("rv.refuse.overflow", "RV-RES-05"),
        "corrupt": ("rv.refuse.corrupt", "RV-CORRUPT-01"),
        "contain": ("rv.refuse.contain", "RV-CORRUPT-05"),
        "keep": ("rv.refuse.keep", "RV-HI-01"),
        "draw": ("rv.refuse.draw", "RV-OPS-02"),
        "hand_limit": ("rv.refuse.hand_limit", "RV-OPS-03"),
        "shield": ("rv.refuse.shield", "RV-SHIELD-01"),
        "destroy": ("rv.refuse.destroy", "RV-COMBAT-05"),
    }
)
