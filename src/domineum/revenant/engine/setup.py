"""Set-up for 1–4 players (RV-SETUP) and the set-up decisions (Crew board, Frigate board,
Personal Agenda, Operation redraws, starting House)."""

from __future__ import annotations

from domineum.kernel.messages import render
from domineum.kernel.rng import Rng
from domineum.revenant.content import messages as _catalog  # noqa: F401  (registers the catalog)
from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import HOUSES, OP_TYPES, RESOURCES, SHIP_CLASSES
from domineum.revenant.core.stack import REFUSALS, Choice, applier, handler, push
from domineum.revenant.engine.effects import discard_op, draw_op
from domineum.revenant.model.state import (
    FIGURES,
    Config,
    Frame,
    GameState,
    PlanetSpot,
    Player,
    Ship,
)
from domineum.revenant.rules.board import ships_in

COUNCIL_DECK = 12  # RV-TWOP-01


def player_key(players: int) -> str:
    return "1-2" if players <= 2 else str(players)


def player_colors(content: Content, config: Config) -> list[str]:
    """Each seat's colour (RV-SETUP-01): the one it chose (``Config.colors``, by seat), else the
    first of the pack's colours nobody chose. ValueError names a colour that is unknown, chosen
    twice, or one colour too many."""
    known = content.board.colors
    chosen = list(config.colors)
    if len(chosen) > config.players:
        raise ValueError(render("rv.setup.colors_count", given=len(chosen), players=config.players))
    for color in chosen:
        if color not in known:
            raise ValueError(render("rv.setup.color_unknown", color=color, known=", ".join(known)))
    if len(set(chosen)) != len(chosen):
        raise ValueError(render("rv.setup.color_twice"))
    free = [c for c in known if c not in chosen]
    return chosen + free[: config.players - len(chosen)]


def unused_color(content: Content, state: GameState) -> str:
    """The first colour no player has: the 2-player Ambassadors' (RV-TWOP-02)."""
    used = {p.color for p in state.players}
    return next(c for c in content.board.colors if c not in used)


def new_game(content: Content, config: Config) -> GameState:
    if not 1 <= config.players <= 4:
        raise ValueError(f"Revenant is for 1 to 4 players, not {config.players}")
    colors = player_colors(content, config)
    rng = Rng.seeded(config.seed)
    board = content.board
    n = config.players
    key = player_key(n)
    ships = {
        f"{cls}-{h}": Ship(id=f"{cls}-{h}", house=h, cls=cls)
        for cls in SHIP_CLASSES
        for h in HOUSES
    }
    state = GameState(config=config, seed=config.seed, rng=rng, players=[], ships=ships)
    _place_fleet(state, content)
    state.voidborn = {s: v for s, v in board.setup_voidborn[key].items() if v}  # RV-SETUP-18
    state.rifts = list(board.setup_rifts)  # RV-SETUP-19
    deck = sorted(content.planets)
    rng.shuffle(deck)
    state.planet_deck = deck
    for s in board.setup_planets["4" if n == 4 else "1-3"]:  # RV-SETUP-20/-21
        state.planets.append(PlanetSpot(card=deck.pop(), sector=s))
    scan = sorted(c.id for c in content.scanners.values() if c.players == key)  # RV-SETUP-08
    first = [c for c in scan if content.scanners[c].cycle == 1]
    rng.shuffle(first)
    state.offer = first[:3]  # RV-SETUP-09
    for cyc in (2, 3):
        later = [c for c in scan if content.scanners[c].cycle == cyc]
        rng.shuffle(later)
        state.scanner_decks[str(cyc)] = later  # RV-SETUP-10
    state.colony_deck = sorted(content.colonies)
    rng.shuffle(state.colony_deck)  # RV-SETUP-11
    core = sorted(f.id for f in content.failures.values() if f.kind == "core")
    hull = sorted(f.id for f in content.failures.values() if f.kind == "hull")
    rng.shuffle(core)
    rng.shuffle(hull)
    state.failure_deck = [core[0], *hull[:3]]  # top of the deck = the end (RV-SETUP-31/-32)
    state.display_top = state.failure_deck.pop()  # RV-SETUP-33
    state.hi_deck = list(content.hi_cards)
    rng.shuffle(state.hi_deck)  # RV-SETUP-07
    for t in OP_TYPES:  # RV-SETUP-06
        cards = sorted(c.id for c in content.ops.values() if c.type == t)
        rng.shuffle(cards)
        state.op_decks[t] = cards
        state.op_discards[t] = []
    order = list(range(n))
    rng.shuffle(order)  # RV-SETUP-28
    state.order = order
    fleet = sorted(a.id for a in content.agendas.values() if a.kind == "fleet")
    personal = sorted(a.id for a in content.agendas.values() if a.kind == "personal")
    rng.shuffle(fleet)
    rng.shuffle(personal)
    for seat in range(n):
        p = Player(seat=seat, color=colors[seat])
        p.figures = {f: "" for f in FIGURES}  # RV-SETUP-41
        p.pool = {r: 1 for r in RESOURCES}  # RV-SETUP-38
        p.corrupted = [False, False, False, False, True]  # RV-SETUP-39
        p.influence = {h: 0 for h in HOUSES}  # RV-SETUP-22
        p.hi = [state.hi_deck.pop(), state.hi_deck.pop()]  # RV-SETUP-42 (B16)
        p.fleet_agenda = fleet.pop()  # RV-SETUP-43
        p.hand = [draw_op(state, t) for t in OP_TYPES]  # RV-SETUP-45
        state.players.append(p)
    for rank, seat in enumerate(order):  # RV-SETUP-29/-30: stacked in turn order
        state.stamp_counter += 1
        state.players[seat].stamp = state.stamp_counter
        if n == 4 and rank == 3:
            state.players[seat].tactics = 1
    state.personal_agendas = personal
    state.phase = "setup"
    state.step = "crew"
    return state


def _place_fleet(state: GameState, content: Content) -> None:
    """RV-SETUP-14..17 with the Fighter swap of B1 (next clockwise sector holding a Fighter,
    repeated passes; a fresh shuffle if it does not settle)."""
    board = content.board
    rng = state.rng
    houses = list(HOUSES)
    rng.shuffle(houses)
    spots = [
        s
        for s, k in sorted(board.setup_arkships.items(), key=lambda kv: int(kv[0]))
        for _ in range(k)
    ]
    for h, s in zip(houses, spots, strict=True):
        state.ships[f"arkship-{h}"].sector = s
    fighter_sectors = [s for s in board.outer if s != board.no_fighter]
    for _attempt in range(50):
        fighters = list(HOUSES)
        rng.shuffle(fighters)
        placed = dict(zip(fighter_sectors, fighters, strict=True))
        for _pass in range(8):
            conflict = False
            for i, s in enumerate(fighter_sectors):
                arks = {x.house for x in ships_in(state, s) if x.cls == "arkship"}
                if placed[s] in arks:
                    conflict = True
                    t = fighter_sectors[(i + 1) % len(fighter_sectors)]
                    placed[s], placed[t] = placed[t], placed[s]
            if not conflict:
                break
        ok = all(
            placed[s] not in {x.house for x in ships_in(state, s) if x.cls == "arkship"}
            for s in fighter_sectors
        )
        if ok:
            break
    for s, h in placed.items():
        state.ships[f"fighter-{h}"].sector = s
    dropships = list(HOUSES)
    rng.shuffle(dropships)
    for s, h in zip([s for s in board.outer if s != board.no_dropship], dropships, strict=True):
        state.ships[f"dropship-{h}"].sector = s


def advance_setup(state: GameState, content: Content) -> None:
    """Push the next round of set-up decisions (RV-SETUP-35/-36/-44/-46/-47)."""
    reverse = list(reversed(state.order))
    step = state.step
    if step == "crew":
        state.step = "frigate"
        _push_each(state, reverse, "crew")
    elif step == "frigate":
        state.step = "agenda"
        _push_each(state, reverse, "frigate_board")
    elif step == "agenda":
        state.step = "redraw"
        for seat in reversed(state.order):
            two = [state.personal_agendas.pop(), state.personal_agendas.pop()]
            push(state, Frame("agenda", seat, items=two))
    elif step == "redraw":
        state.step = "house"
        _push_each(state, state.order, "redraw")
    elif step == "house":
        state.step = "council"
        _push_each(state, reverse, "house")
    else:
        if state.config.players <= 2:  # RV-TWOP-01 (and the project's solo variant)
            state.council_deck = [state.hi_deck.pop() for _ in range(COUNCIL_DECK)]
        state.personal_agendas = []  # the rest go back to the box unseen (RV-SETUP-44)
        state.phase = "action"
        state.step = ""


def _push_each(state: GameState, seats: list[int], kind: str) -> None:
    for seat in reversed(seats):
        push(state, Frame(kind, seat))


@handler("crew")
def _crew_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    taken = {content.crews[p.crew].board for p in state.players if p.crew}
    return [
        Choice("crew", (c.id,), "rv.choice.crew", (("crew", c.id),), ("RV-SETUP-35",))
        for c in content.crews.values()
        if c.board not in taken
    ]


@applier("crew")
def _crew(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    state.players[frame.seat].crew = c.values[0]


@handler("frigate_board")
def _fb_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    taken = {p.frigate_board for p in state.players}
    return [
        Choice("frigate_board", (f,), "rv.choice.frigate_board", (("board", f),), ("RV-SETUP-36",))
        for f in content.frigates
        if f not in taken
    ]


@applier("frigate_board")
def _fb(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    state.players[frame.seat].frigate_board = c.values[0]


@handler("agenda")
def _agenda_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("agenda", (a,), "rv.choice.agenda", (("agenda", a),), ("RV-SETUP-44",))
        for a in sorted(frame.items)
    ]


@applier("agenda")
def _agenda(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    state.players[frame.seat].personal_agenda = c.values[0]


@handler("redraw")
def _redraw_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    p = state.players[frame.seat]
    out = [
        Choice("redraw", (t,), "rv.choice.redraw", (("type", t),), ("RV-SETUP-46",))
        for t in OP_TYPES
        if t not in p.redrawn
        and any(content.ops[c].type == t for c in p.hand)
        and state.op_decks[t]
    ]
    return [*out, Choice("done", (), "rv.choice.keep_cards", (), ("RV-SETUP-46",))] if out else []


@applier("redraw")
def _redraw(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    p = state.players[frame.seat]
    if c.kind == "done":
        state.stack.remove(frame)
        return
    t = c.values[0]
    old = next(card for card in p.hand if content.ops[card].type == t)
    new = draw_op(state, t)
    discard_op(state, content, frame.seat, old)
    p.hand.append(new)
    p.redrawn.append(t)


@handler("house")
def _house_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    taken = {p.house for p in state.players}
    return [
        Choice("house", (h,), "rv.choice.house", (("house", h),), ("RV-SETUP-47",))
        for h in content.houses
        if h not in taken
    ]


@applier("house")
def _house(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    p = state.players[frame.seat]
    h = c.values[0]
    p.house = h
    p.influence[h] = 1  # step 1: no reward token there (RV-SETUP-47)
    p.frigate_sector = state.ships[f"arkship-{h}"].sector  # RV-FRIGATE-10


REFUSALS.update(
    {
        "crew": ("rv.refuse.crew", "RV-SETUP-35"),
        "frigate_board": ("rv.refuse.frigate_board", "RV-SETUP-36"),
        "agenda": ("rv.refuse.agenda", "RV-SETUP-44"),
        "redraw": ("rv.refuse.redraw", "RV-SETUP-46"),
        "house": ("rv.refuse.house", "RV-SETUP-47"),
    }
)
