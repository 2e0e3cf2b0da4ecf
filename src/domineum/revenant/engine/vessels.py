"""Crew actions of ships: Arkship options, Fighters, Dropships, Frigates, planets, moving with
caution, deploying (RV-ARKSHIP, RV-FIGHTER, RV-DROPSHIP, RV-FRIGATE, RV-PLANET, RV-MOVE, RV-COPY).

A moving vessel is a House ship id or ``frigate`` (the acting player's own Frigate).
"""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.core.stack import REFUSALS, Choice, applier, handler, processor, push
from domineum.revenant.engine.abilities import trigger
from domineum.revenant.engine.effects import destroy_voidborn, queue
from domineum.revenant.model.effect import Effect
from domineum.revenant.model.state import Frame, GameState
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.board import SMALL, is_inner, on_board, room_for

FABRICATE_COST = {"material": 3}
PROVISION = {"provision_trade", "provision_science", "provision_material", "provision_neutronium"}


def vessel_sector(state: GameState, seat: int, vessel: str) -> str:
    if vessel == "frigate":
        return state.players[seat].frigate_sector
    return state.ships[vessel].sector


def move_vessel(state: GameState, seat: int, vessel: str, sector: str) -> None:
    """Move a vessel 1 step; Crew on it go along, and "your sector" follows your own Crew's
    ship (RV-MOVE-10, RV-SHIP-05)."""
    turn = state.turn
    if vessel == "frigate":
        state.players[seat].frigate_sector = sector
        if turn is not None:
            turn.sector = sector
        return
    ship = state.ships[vessel]
    ship.sector = sector
    if turn is not None and ship.crew == f"{turn.seat}:{turn.figure}":
        turn.sector = sector


def step_targets(
    state: GameState, content: Content, seat: int, vessel: str, left: int
) -> list[str]:
    """Sectors a maneuver step may enter: adjacent, within limits, never ending in an inner
    sector (an inner sector only with a step left and a way out of it; RV-MOVE-02/-07/-08)."""
    here = vessel_sector(state, seat, vessel)
    cls = "frigate" if vessel == "frigate" else state.ships[vessel].cls
    out = []
    for s in content.board.adjacent[here]:
        if is_inner(s):
            if left >= 2 and (cls == "frigate" or _has_exit(state, content, vessel, s, None)):
                out.append(s)
        elif cls == "frigate" or room_for(state, content, cls, s):
            out.append(s)
    return out


def _has_exit(
    state: GameState, content: Content, ship_id: str, inner: str, max_vb: int | None
) -> bool:
    """Whether the ship, once in ``inner``, could step out to an outer sector (with room and, for
    moves with caution, no more than ``max_vb`` Voidborn ships). Decision D6."""
    ship = state.ships[ship_id]
    home = ship.sector
    ship.sector = inner  # as if it had moved (its old sector then has room for it)
    try:
        return any(
            not is_inner(t)
            and room_for(state, content, ship.cls, t)
            and (max_vb is None or state.voidborn.get(t, 0) <= max_vb)
            for t in content.board.adjacent[inner]
        )
    finally:
        ship.sector = home


def _move_choices(state: GameState, content: Content, frame: Frame, vessel: str) -> list[Choice]:
    if frame.n <= 0:
        return []
    return [
        Choice("move", (s,), "rv.choice.move", (("sector", s),), ("RV-MOVE-02", "RV-SHIP-11"))
        for s in step_targets(state, content, frame.seat, vessel, frame.n)
    ]


def _done_if_outer(state: GameState, frame: Frame, vessel: str) -> list[Choice]:
    if is_inner(vessel_sector(state, frame.seat, vessel)):
        return []
    return [Choice("done", (), "rv.choice.end_action", (), ("RV-TURN-10",))]


def _after_move(state: GameState, content: Content, frame: Frame, vessel: str, s: str) -> None:
    move_vessel(state, frame.seat, vessel, s)
    frame.n -= 1
    if "moved" not in frame.flags:
        frame.flags.append("moved")
        trigger(state, content, frame.seat, "maneuver")


# --- Fighter and the Frigate's fight option ----------------------------------------------------


def _fight_opts(state: GameState, content: Content, frame: Frame, vessel: str) -> list[Choice]:
    out = _move_choices(state, content, frame, vessel)
    if "attacked" not in frame.flags:
        out.append(Choice("attack", (), "rv.choice.attack", (), ("RV-COMBAT-02",)))
    if not out:
        return []
    return out + _done_if_outer(state, frame, vessel)


@handler("fighter")
def _fighter_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return _fight_opts(state, content, frame, frame.arg)


@handler("ffight")
def _ffight_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return _fight_opts(state, content, frame, "frigate")


def _ends_or_moves(state: GameState, content: Content, frame: Frame, c: Choice) -> bool:
    """A vessel's ``done`` (its activation ends) or ``move``; True when ``c`` was one."""
    if c.kind == "done":
        state.stack.remove(frame)
    elif c.kind == "move":
        _after_move(state, content, frame, frame.arg or "frigate", c.values[0])
    else:
        return False
    return True


def _fight(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    vessel = frame.arg or "frigate"
    if not _ends_or_moves(state, content, frame, c):
        frame.flags.append("attacked")
        flags = ["strafe"] if frame.kind == "fighter" else []  # RV-FRIGATE-02: no Strafe
        push(state, Frame("attack", frame.seat, n=1, arg=vessel, flags=flags))
        trigger(state, content, frame.seat, "attack")


applier("fighter")(_fight)
applier("ffight")(_fight)


@processor("attack")
def _attack(state: GameState, content: Content, frame: Frame) -> bool:
    """Deal the attack's damage 1 at a time in the vessel's current sector; each kill may be
    followed by a Strafe move (RV-COMBAT-02/-03, RV-FIGHTER-03/-04)."""
    if frame.n <= 0:
        state.stack.remove(frame)
        return True
    frame.n -= 1
    sector = vessel_sector(state, frame.seat, frame.arg)
    if destroy_voidborn(state, content, frame.seat, sector) and "strafe" in frame.flags:
        push(state, Frame("strafe", frame.seat, arg=frame.arg))
    return True


@handler("strafe")
def _strafe_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    ship = state.ships[frame.arg]
    out = [
        Choice("strafe", (s,), "rv.choice.strafe", (("sector", s),), ("RV-FIGHTER-03",))
        for s in content.board.adjacent[ship.sector]
        if not is_inner(s) and room_for(state, content, ship.cls, s)  # B19: outer only
    ]
    return [*out, Choice("done", (), "rv.choice.stay", (), ("RV-FIGHTER-03",))] if out else []


@applier("strafe")
def _strafe(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "strafe":
        move_vessel(state, frame.seat, frame.arg, c.values[0])


# --- Dropship, the Frigate's landing option, planets -------------------------------------------


def free_planets(state: GameState, sector: str) -> list[int]:
    return [i for i, p in enumerate(state.planets) if p.sector == sector and not p.occupant]


@handler("dropship")
def _dropship_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    vessel = frame.arg or "frigate"
    here = vessel_sector(state, frame.seat, vessel)
    out = _move_choices(state, content, frame, vessel)
    out += [
        Choice(
            "land",
            (state.planets[i].card,),
            "rv.choice.land",
            (("planet", state.planets[i].card),),
            ("RV-DROPSHIP-01", "RV-PLANET-01"),
        )
        for i in free_planets(state, here)
    ]
    if not out:
        return []
    return out + _done_if_outer(state, frame, vessel)


@applier("dropship")
def _dropship(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    vessel = frame.arg or "frigate"
    if not _ends_or_moves(state, content, frame, c):
        state.stack.remove(frame)
        land(state, content, frame.seat, vessel, c.values[0])


def land(state: GameState, content: Content, seat: int, vessel: str, card: str) -> None:
    """Land, take the planet's Data cube, then choose one of its options (RV-PLANET-02)."""
    spot = next(p for p in state.planets if p.card == card)
    if vessel == "frigate":
        spot.occupant = f"frigate:{seat}"
        state.players[seat].frigate_planet = card
    else:
        spot.occupant = vessel
        state.ships[vessel].planet = card
    push(state, Frame("planet", seat, arg=card))
    if spot.cube:
        spot.cube = False
        eco.gain_data(state, content, seat)


@handler("planet")
def _planet_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    out = [
        Choice(
            "option", ("top",), "rv.choice.planet_top", (("planet", frame.arg),), ("RV-PLANET-02",)
        )
    ]
    if eco.free_corruption_spaces(state.players[frame.seat]):  # RV-TURN-12
        out.append(
            Choice(
                "option",
                ("bottom",),
                "rv.choice.planet_bottom",
                (("planet", frame.arg),),
                ("RV-PLANET-03", "RV-TURN-12"),
            )
        )
    return out


@applier("planet")
def _planet(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    planet = content.planets[frame.arg]
    if c.values[0] == "bottom" and state.turn is not None:
        state.turn.corrupt_planet = True  # RV-PLANET-03, RV-COPY-04
    queue(state, frame.seat, planet.top if c.values[0] == "top" else planet.bottom)
    trigger(state, content, frame.seat, "planet")


@handler("frigate")
def _frigate_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("option", ("fight",), "rv.choice.frigate_fight", (), ("RV-FRIGATE-02",)),
        Choice("option", ("land",), "rv.choice.frigate_land", (), ("RV-FRIGATE-03",)),
    ]


@applier("frigate")
def _frigate(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.values[0] == "fight":
        push(state, Frame("ffight", frame.seat, n=1))
    else:
        push(state, Frame("dropship", frame.seat, n=1))


# --- Arkships (RV-ARKSHIP-03) ----------------------------------------------------------------


def option_feasible(state: GameState, content: Content, seat: int, key: str, ship: str) -> bool:
    p = state.players[seat]
    if key == "provision_trade":
        return eco.held(p) >= 2  # RV-ARKSHIP-08
    if key == "fabricate":
        return eco.can_pay(p, FABRICATE_COST) and bool(deploy_choices(state, content, ["shuttle"]))
    if key == "replicate":
        return bool(p.hand) and any(s.occupant for s in state.planets)
    if key == "clone":
        return bool(p.hand) and bool(clone_targets(state, ship))
    return True


def clone_targets(state: GameState, ship: str) -> list[str]:
    return sorted(
        s.id
        for s in state.ships.values()
        if s.cls == "arkship" and s.id != ship and s.crew and on_board(s)
    )


@handler("ark")
def _ark_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    house = state.ships[frame.arg].house
    keys = content.houses[house].arkship
    out = [
        Choice(
            "option", (str(i + 1),), f"rv.choice.ark.{k}", (), ("RV-ARKSHIP-01", "RV-ARKSHIP-03")
        )
        for i, k in enumerate(keys)
        if option_feasible(state, content, frame.seat, k, frame.arg)
    ]
    # "You may choose and resolve one option" (RV-ARKSHIP-01, RV-TURN-10): or neither.
    return [*out, Choice("done", (), "rv.choice.no_option", (), ("RV-TURN-10",))] if out else []


@applier("ark")
def _ark(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "done":
        return
    key = content.houses[state.ships[frame.arg].house].arkship[int(c.values[0]) - 1]
    resolve_option(state, content, frame.seat, key, frame.arg)
    if key in PROVISION:
        trigger(state, content, frame.seat, "provision")  # RV-ARKSHIP-04
    trigger(state, content, frame.seat, "arkship")


def _fx(*texts: tuple[str, str, int]) -> list[Effect]:
    return [Effect(op, arg, n) for op, arg, n in texts]


def resolve_option(state: GameState, content: Content, seat: int, key: str, ship: str) -> None:
    p = state.players[seat]
    if key == "provision_trade":
        push(state, Frame("trade", seat, n=2))
    elif key == "calculate":
        queue(state, seat, _fx(("draw_ops", "", 1)))
        push(state, Frame("play", seat, n=1, flags=["calculate"]))
    elif key == "provision_science":
        queue(state, seat, _fx(("gain", "science", 2)))
    elif key == "charge":
        queue(state, seat, _fx(("gain", "energy", 2), ("shield_any", "", 2)))
    elif key == "mobilize":
        push(state, Frame("caution", seat, n=4))
    elif key == "control":
        if p.frigate_planet:  # RV-FRIGATE-07: back to the planet's sector first
            for spot in state.planets:
                if spot.occupant == f"frigate:{seat}":
                    spot.occupant = ""
            p.frigate_planet = ""
        if state.turn is not None:
            state.turn.sector = p.frigate_sector
        push(state, Frame("frigate", seat, flags=["copy"]))
    elif key == "recon":
        queue(state, seat, _fx(("draw_ops", "", 2), ("contain", "", 1)))
    elif key == "provision_material":
        queue(state, seat, _fx(("gain", "material", 2)))
    elif key == "purge":
        queue(state, seat, _fx(("destroy_any", "", 2)))
    elif key == "ascend":
        op = "shield_any" if state.config.ascend_any_sector else "shield"  # B30
        queue(state, seat, _fx(("tactics", "", 3), (op, "", 2)))
    elif key == "provision_neutronium":
        queue(state, seat, _fx(("gain", "neutronium", 2)))
    elif key == "fabricate":
        eco.pay(p, FABRICATE_COST)
        push(state, Frame("deploy", seat, flags=["shuttle"]))
    elif key == "replicate":
        push(state, Frame("copy_planet", seat))
        push(state, Frame("discard_cost", seat))
    elif key == "clone":
        push(state, Frame("copy_ark", seat, arg=ship))
        push(state, Frame("discard_cost", seat))


@handler("trade")
def _trade_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    return [
        Choice("pay", (r,), "rv.choice.pay", (("resource", r),), ("RV-ARKSHIP-03",))
        for r in sorted(p.pool)
        if p.pool[r]
    ]


@applier("trade")
def _trade(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    eco.pay(state.players[frame.seat], {c.values[0]: 1})
    frame.n -= 1
    if frame.n <= 0:
        state.stack.remove(frame)
        queue(state, frame.seat, _fx(("gain_any", "", 3)))


@handler("discard_cost")
def _discard_cost_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("discard", (card,), "rv.choice.discard_cost", (("card", card),), ("RV-OPS-13",))
        for card in sorted(set(state.players[frame.seat].hand))
    ]


@applier("discard_cost")
def _discard_cost(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    from domineum.revenant.engine.effects import discard_op

    state.stack.remove(frame)
    discard_op(state, content, frame.seat, c.values[0])


@handler("copy_planet")
def _copy_planet_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice(
            "planet",
            (s.card,),
            "rv.choice.copy_planet",
            (("planet", s.card),),
            ("RV-COPY-01", "RV-COPY-05"),
        )
        for s in state.planets
        if s.occupant
    ]


@applier("copy_planet")
def _copy_planet(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    spot = next(s for s in state.planets if s.card == c.values[0])
    if state.turn is not None:
        state.turn.sector = spot.sector  # RV-COPY-03
    push(state, Frame("planet", frame.seat, arg=spot.card, flags=["copy"]))  # no cube


@handler("copy_ark")
def _copy_ark_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("ark", (s,), "rv.choice.copy_ark", (("ship", s),), ("RV-COPY-01", "RV-ARKSHIP-07"))
        for s in clone_targets(state, frame.arg)
    ]


@applier("copy_ark")
def _copy_ark(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    target = state.ships[c.values[0]]
    if state.turn is not None:
        state.turn.sector = target.sector
    push(state, Frame("ark", frame.seat, arg=target.id, flags=["copy"]))


# --- Moving with caution (RV-MOVE-04..07) ------------------------------------------------------


def _origin(frame: Frame, ship: str, state: GameState) -> str:
    for item in frame.items:
        k, v = item.split("=")
        if k == ship:
            return v
    return state.ships[ship].sector


def _settled(state: GameState, frame: Frame, ship_id: str, sector: str) -> bool:
    """A cautious move may end here: an outer sector with no more Voidborn ships than where the
    ship started (RV-MOVE-06, RV-MOVE-08)."""
    origin = state.voidborn.get(_origin(frame, ship_id, state), 0)
    return not is_inner(sector) and state.voidborn.get(sector, 0) <= origin


def _unsettled(state: GameState, frame: Frame) -> list[str]:
    """Ships moved by this effect that may not end their movement where they are now."""
    moved = [item.split("=")[0] for item in frame.items]
    return [x for x in moved if not _settled(state, frame, x, state.ships[x].sector)]


def _can_settle(
    state: GameState, content: Content, frame: Frame, ship_id: str, start: str, steps: int
) -> bool:
    """Whether the ship, standing in ``start``, can reach a sector where its movement may end
    within ``steps`` more steps (every entry within the limits; the ship itself left behind)."""
    ship = state.ships[ship_id]
    home = ship.sector
    ship.sector = ""  # its own space is free again along the way
    try:
        frontier, seen = [start], {start}
        for _ in range(steps + 1):
            if any(_settled(state, frame, ship_id, x) for x in frontier):
                return True
            nxt = []
            for x in frontier:
                for t in content.board.adjacent[x]:
                    if t not in seen and (is_inner(t) or room_for(state, content, ship.cls, t)):
                        seen.add(t)
                        nxt.append(t)
            frontier = nxt
        return False
    finally:
        ship.sector = home


@handler("caution")
def _caution_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    """RV-MOVE-04..08: any Fighter, Dropship or Shuttle not landed, one step at a time, split as
    you like; a ship may pass through inner sectors and sectors with more Voidborn ships, but its
    movement must end in an outer sector with no more Voidborn ships than where it started. While
    a moved ship is not yet in such a sector it keeps moving (only it), and a step is offered only
    if the ship can still get there with the steps left (decisions D5, D6)."""
    if frame.n <= 0:
        return []
    pending = _unsettled(state, frame)
    out: list[Choice] = []
    for ship in sorted(state.ships.values(), key=lambda s: s.id):
        if ship.cls not in SMALL or not on_board(ship) or ship.planet:
            continue
        if pending and ship.id not in pending:
            continue
        if not any(i.startswith(ship.id + "=") for i in frame.items):
            frame_origin = Frame("caution", frame.seat, items=[f"{ship.id}={ship.sector}"])
        else:
            frame_origin = frame
        for s in content.board.adjacent[ship.sector]:
            if not is_inner(s) and not room_for(state, content, ship.cls, s):
                continue
            if not _can_settle(state, content, frame_origin, ship.id, s, frame.n - 1):
                continue
            out.append(
                Choice(
                    "caution",
                    (ship.id, s),
                    "rv.choice.caution",
                    (("ship", ship.id), ("sector", s)),
                    ("RV-MOVE-04", "RV-MOVE-06"),
                )
            )
    if not pending:
        out.append(Choice("done", (), "rv.choice.end_action", (), ("RV-MOVE-04",)))
    return out if len(out) > 1 or pending else []


@applier("caution")
def _caution(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    if c.kind == "done":
        state.stack.remove(frame)
        return
    ship, sector = c.values
    if not any(i.startswith(ship + "=") for i in frame.items):
        frame.items.append(f"{ship}={state.ships[ship].sector}")
    move_vessel(state, frame.seat, ship, sector)
    frame.n -= 1


# --- Deploying (RV-SHIP-13..16) ----------------------------------------------------------------


def deploy_choices(state: GameState, content: Content, flags: list[str]) -> list[Choice]:
    out: list[Choice] = []
    for ship in sorted(state.ships.values(), key=lambda s: s.id):
        if ship.sector != "":
            continue  # on the board, or reserved on a Scanner card (RV-SHIP-15)
        if "shuttle" in flags and ship.cls != "shuttle":
            continue
        if "no_arkship" in flags and ship.cls == "arkship":
            continue
        for s in content.board.outer:
            if room_for(state, content, ship.cls, s):
                out.append(
                    Choice(
                        "deploy",
                        (ship.id, s),
                        "rv.choice.deploy",
                        (("ship", ship.id), ("sector", s)),
                        ("RV-SHIP-13", "RV-SHIP-11"),
                    )
                )
    return out


@handler("deploy", auto_single=True)
def _deploy_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    out = deploy_choices(state, content, frame.flags)
    if out and "optional" in frame.flags:
        out.append(Choice("done", (), "rv.choice.stop", (), ("RV-TURN-10",)))
    return out


@applier("deploy")
def _deploy(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    if c.kind == "deploy":
        state.ships[c.values[0]].sector = c.values[1]


REFUSALS.update(
    {
        "fighter": ("rv.refuse.fighter", "RV-FIGHTER-01"),
        "ffight": ("rv.refuse.fighter", "RV-FRIGATE-02"),
        "dropship": ("rv.refuse.dropship", "RV-DROPSHIP-01"),
        "strafe": ("rv.refuse.strafe", "RV-FIGHTER-03"),
        "caution": ("rv.refuse.caution", "RV-MOVE-06"),
        "deploy": ("rv.refuse.deploy", "RV-SHIP-11"),
        "ark": ("rv.refuse.ark", "RV-ARKSHIP-01"),
        "planet": ("rv.refuse.planet", "RV-TURN-12"),
        "copy_ark": ("rv.refuse.copy", "RV-ARKSHIP-07"),
        "copy_planet": ("rv.refuse.copy", "RV-COPY-01"),
    }
)
