"""A new game from a map, Houses and a seed (VF-SETUP, content gaps D-01, D-02, D-08).

Everything random (Turn Order, decks, face-down tokens, the Technology display) is drawn from the
game's own RNG, so the same configuration and seed always give the same game. Each Origin's
special instructions (``Origin.setup``) are resolved by its player after all placements, in
Cycle 1 Turn Order, before Cycle 1's Preparation (VF-SOLO-SETUP-43/45).
"""

from __future__ import annotations

from domineum.kernel.errors import DomineumError
from domineum.kernel.messages import render
from domineum.kernel.rng import Rng
from domineum.voidfall.content import file_messages as _errors  # noqa: F401  (registers)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import House, MapDef, MapSector, Origin, SectorType
from domineum.voidfall.core import modules
from domineum.voidfall.core.procedure import unclaimed
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.board import GalacticBoard
from domineum.voidfall.model.galaxy import Galaxy, Sector, control_changed
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import Config, GameState, Phase, ResolveAction
from domineum.voidfall.model.terms import (
    AGENDA_TYPES,
    ANY_AGENDA_TYPES,
    CYCLES,
    FLEET_POWER_CUBES,
    NOBODY,
)
from domineum.voidfall.rules import influence, sectors

STARTING_INFLUENCE = 10  # content facts §2.1 (solo value; competitive not found) — docs
DEFAULT_LADDER = {1: [1] * 6, 2: [1] * 6, 3: [1, 1, 1, 1, 2, 2], 4: [1, 1, 1, 1, 2, 2]}
DISPLAY_HOUSES = 4  # content facts §2.3: the Technologies of 4 Fallen Houses
BROKEN_GLASS_1_TO_3 = "broken_glass=1_to_3"  # rules option: the setup apps' reading (AMB-09)


class SetupError(DomineumError):
    """A game configuration that cannot be set up (unknown House, map, player count)."""


def choose_map(content: Content, players: int, map_id: str, mode: str = "competitive") -> MapDef:
    """The map named, or the first (by id) for ``players``; a co-op map (``coop``) is the
    default of a co-op game and never a competitive game's; a co-op game without one takes a
    competitive map. A tutorial map (``tutorial``) is the default of a tutorial game and is
    never another mode's (VF-MODE-07)."""
    if map_id:
        if map_id not in content.maps:
            known = ", ".join(sorted(content.maps))
            raise SetupError(render("vf.setup.unknown_map", map=map_id, known=known))
        chosen = content.maps[map_id]
        if chosen.players != players:
            raise SetupError(
                render("vf.setup.map_players", map=map_id, n=chosen.players, players=players)
            )
        if chosen.coop and mode in ("competitive", "tutorial"):
            raise SetupError(render("vf.setup.map_coop", map=map_id))
        if chosen.tutorial and mode != "tutorial":
            raise SetupError(render("vf.setup.map_tutorial", map=map_id))
        return chosen
    fits = [
        content.maps[key]
        for key in sorted(content.maps)
        if content.maps[key].players == players
        and content.maps[key].tutorial == (mode == "tutorial")
    ]
    preferred = [m for m in fits if m.coop == (mode == "coop")]
    if preferred or (fits and mode == "coop"):
        return (preferred or fits)[0]
    raise SetupError(render("vf.setup.no_map", players=players))


def resolve_houses(
    content: Content, config: Config, rng: Rng, dealt: tuple[str, ...] = ()
) -> list[tuple[House, Origin]]:
    """``house`` or ``house/b`` per seat; missing seats get the map's Houses (``dealt``, by
    seat, those not named already: the tutorial's, VF-MODE-07), then random Houses (Origin A).
    A House with an updated version in play is played in that version (RS-UPD-01, -07, -08)."""
    chosen: list[tuple[House, Origin]] = []
    names = list(config.houses)
    named = {n.split("/")[0] for n in names}
    names += [n for n in dealt if n.split("/")[0] not in named][: config.players - len(names)]
    taken = {_base(content, n.split("/")[0]) for n in names}
    pool = sorted(
        h
        for h, house in content.houses.items()
        if h not in taken and not house.updates and modules.in_play(house.module, config)
    )
    rng.shuffle(pool)
    while len(names) < config.players:
        names.append(pool.pop())
    swap = modules.updates_in_play(content.houses, config)
    for name in names:
        house_id, _, origin_key = name.partition("/")
        if house_id not in content.houses:
            known = ", ".join(sorted(h for h, e in content.houses.items() if not e.updates))
            raise SetupError(render("vf.setup.unknown_house", house=house_id, known=known))
        house = content.houses[swap.get(house_id, house_id)]
        if not modules.in_play(house.module, config):
            module = render(f"vf.module.name.{house.module}")
            raise SetupError(render("vf.module.house_off", house=house.name, module=module))
        index = "ab".find(origin_key.lower() or "a")
        if index < 0 or index >= len(house.origins):
            raise SetupError(render("vf.setup.no_origin", house=house_id, origin=origin_key))
        chosen.append((house, house.origins[index]))
    if len({h.updates or h.id for h, _ in chosen}) != len(chosen):
        raise SetupError(render("vf.setup.house_twice"))
    return chosen


def _base(content: Content, house_id: str) -> str:
    """The base House an id names (itself, or the House its updated version updates)."""
    house = content.houses.get(house_id)
    return house.updates if house is not None and house.updates else house_id


def _sector(ms: MapSector, kind: SectorType, rng: Rng, board: GalacticBoard) -> Sector:
    sector = Sector(id=ms.id, corrupted=ms.corrupted, voidborn=ms.voidborn, glory=list(ms.glory))
    sectors.shape(sector, kind, ms.population)
    _fill(sector, ms.guilds, ms.installations)
    for _ in range(ms.bounty):
        if board.bounty_pile:
            sector.bounty.append(board.bounty_pile.pop())
    for _ in range(ms.reclaim):
        if board.reclaim_pile:
            sector.reclaim.append(board.reclaim_pile.pop())
    return sector


def _fill(sector: Sector, guilds: list[str], installations: list[str]) -> None:
    """Set-up placements follow the build order (VF-GUILD-07)."""
    for kind, tokens in (("guild", guilds), ("installation", installations)):
        for token in tokens:
            if sectors.free_space(sector, kind) is None:
                raise SetupError(
                    render(
                        "vf.setup.no_space",
                        sector=sector.id,
                        kind=render(f"vf.term.row.{kind}"),
                        token=token,
                    )
                )
            sectors.place(sector, kind, token)


def _house_state(content: Content, house: House, origin: Origin, config: Config) -> HouseState:
    """A seat's House at setup; its Technology and House Focus cards are the versions played
    in this game (RS-UPD-01), a module's House Focus cards for the House included (RS-UPD-05,
    -06)."""
    hs = HouseState(house=house.id, preferred=list(house.preferred))
    for r, amount in origin.resources.items():
        hs.resources[("food", "energy", "materials", "credits", "science").index(r)] = amount
    deployed = sum(origin.home_fleets.values()) + sum(origin.outpost_fleets.values())
    hs.fp_active = origin.fp_active
    hs.fp_inactive = FLEET_POWER_CUBES - origin.fp_active - deployed
    hs.tracks = list(origin.tracks)
    technology = modules.played(content.technologies, origin.technology, config)
    hs.technologies = {technology: "basic"}
    hs.starting_technology = technology
    hs.agendas[0] = origin.starting_agenda
    own = [content.focus_cards[f] for f in modules.house_focus_cards(content, house, config)]
    replaced = {c.replaces for c in own}
    cards = [
        c
        for c in content.focus_cards.values()
        if not c.house and not c.updates and c.id not in replaced
    ]
    cards += own
    hs.focus_hand = sorted(c.id for c in cards if c.from_cycle <= 1)
    hs.focus_reserved = sorted(c.id for c in cards if c.from_cycle > 1)
    return hs


def _broken_glass(content: Content, houses: list[str]) -> int:
    return sum(content.houses[h].broken_glass for h in houses)


def _fallen_draw(
    content: Content, config: Config, fixed: list[str], spare: list[str], rng: Rng
) -> list[str]:
    """The 4 Fallen Houses: the map's ``fixed`` ones, then ``spare`` ones drawn at random
    (VF-SOLO-SETUP-30). Solo: redrawn until exactly 1 of them shows Broken Glass
    (VF-SOLO-SETUP-31, AMB-09), or 1 to 3 with the rules option ``broken_glass=1_to_3``;
    no redraw when no draw could satisfy it."""
    rng.shuffle(spare)
    fallen = (fixed + spare)[:DISPLAY_HOUSES]
    if config.mode != "solo":
        return fallen
    allowed = range(1, 4) if BROKEN_GLASS_1_TO_3 in config.options else range(1, 2)
    free = DISPLAY_HOUSES - len(fixed)
    cracked = _broken_glass(content, spare)
    whole = len(spare) - cracked
    possible = any(
        0 <= k - _broken_glass(content, fixed) <= min(cracked, free)
        and free - (k - _broken_glass(content, fixed)) <= whole
        for k in allowed
    )
    while possible and _broken_glass(content, fallen) not in allowed:
        rng.shuffle(spare)
        fallen = (fixed + spare)[:DISPLAY_HOUSES]
    return fallen


def _tech_board(
    content: Content, board: GalacticBoard, m: MapDef, config: Config, in_play: set[str], rng: Rng
) -> list[str]:
    """The Technology display: both Technologies of 4 Fallen Houses (content facts §2.3), the
    map's first, never a House being played (VF-SETUP-14, VF-RESULT-12b: a Fallen House card
    shows Technologies of the display). Returns those Houses, the map's Fallen House sectors'
    cards in that order."""
    fallen = [h for h in m.fallen_houses if h not in in_play]
    spare = sorted(
        h
        for h, house in content.houses.items()
        if h not in in_play
        and h not in fallen
        and not house.updates
        and modules.in_play(house.module, config)
    )
    fallen = _fallen_draw(content, config, fallen, spare, rng)
    swap = modules.updates_in_play(content.technologies, config)  # RS-UPD-09
    techs = sorted(
        swap.get(t.id, t.id)
        for t in content.technologies.values()
        if t.house in fallen and not t.updates
    )
    single: set[str] = set()
    if config.players == 2:  # two Technologies keep only the copy without Influence
        shuffled = [t for t in techs if content.technologies[t].cards.basic == 2]
        rng.shuffle(shuffled)
        single = set(shuffled[:2])
    for t in techs:
        card = content.technologies[t]
        copies = [0, card.basic.influence][2 - card.cards.basic :]  # one card: it has it (P-33)
        board.tech_piles[t] = [0] if t in single else copies  # top is last
    improved = [t for t in techs if content.technologies[t].cards.improved]  # RS-TECH-02
    rng.shuffle(improved)
    board.improved_offer = sorted(improved[:4])
    board.improved_deck = improved[4:]
    return fallen


CACHED_PACKS = 16  # content packs (by set of modules) whose decks are kept
_DECKS: dict[
    tuple[int, tuple[str, ...]],
    tuple[Content, tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]],
] = {}


def _decks_in_id_order(
    content: Content, config: Config
) -> tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]]:
    """The Galactic Event deck of each Cycle and the Agenda deck of each type, with the cards
    of the modules in play, in id order (copied, then shuffled, at each setup): worked out once
    per content pack and set of modules (cached by the pack's identity, which the cache keeps
    alive so that identities are not reused, for a few packs; a pack is never changed once
    loaded)."""
    key = (id(content), config.modules)
    hit = _DECKS.get(key)
    if hit is not None and hit[0] is content:
        return hit[1], hit[2]
    events = tuple(
        tuple(
            sorted(
                e.id
                for e in content.events.values()
                if e.cycle == cycle and modules.in_play(e.module, config)
            )
        )
        for cycle in range(1, CYCLES + 1)
    )
    agendas = {
        agenda_type: tuple(
            sorted(
                a.id
                for a in content.agendas.values()
                if a.type == agenda_type and modules.in_play(a.module, config)
            )
        )
        for agenda_type in ANY_AGENDA_TYPES
    }
    if len(_DECKS) >= CACHED_PACKS:  # bounded: a test session loads many packs
        _DECKS.clear()
    _DECKS[key] = (content, events, agendas)
    return events, agendas


def new_game(content: Content, config: Config) -> GameState:
    """Set up a game (VF-SETUP-01..15) and run Cycle 1's Preparation (VF-PREP-03)."""
    if not 1 <= config.players <= 4:
        raise SetupError(render("vf.setup.players", players=config.players))
    refused = modules.refusal(config)
    if refused is not None:
        raise SetupError(render("vf.setup.refused", problem=refused[0], rule=refused[1]))
    missing = [m for m in config.modules if f"module:{m}" in unclaimed(config)]
    if missing:
        name = render(f"vf.module.name.{missing[0]}")
        raise SetupError(render("vf.module.not_available", name=name))
    try:
        proc = procedure_for(config)  # every mode, variant and module it asks for is registered
    except ValueError as exc:
        if config.mode != "competitive":
            raise SetupError(render("vf.setup.mode_off", mode=config.mode)) from None
        raise SetupError(render("vf.setup.options_off", problem=exc)) from None
    low, high = proc.players
    if not low <= config.players <= high:
        raise SetupError(
            render(f"vf.setup.players.{config.mode}", low=low, high=high, players=config.players)
        )
    rng = Rng.seeded(config.seed)
    m = choose_map(content, config.players, config.map, config.mode)
    chosen = resolve_houses(content, config, rng, tuple(m.houses))
    board = GalacticBoard(trade_ladder=list(m.trade_ladder or DEFAULT_LADDER[config.players]))
    board.bounty_pile = [f"{t.id}#{k}" for t in content.bounty for k in range(t.count)]
    board.reclaim_pile = [f"{t.id}#{k}" for t in content.reclaim for k in range(t.count)]
    rng.shuffle(board.bounty_pile)
    rng.shuffle(board.reclaim_pile)
    event_decks, agenda_decks = _decks_in_id_order(content, config)
    for cycle in range(1, CYCLES + 1):
        deck = list(event_decks[cycle - 1])
        rng.shuffle(deck)
        if len(m.events) >= cycle:  # a scenario may fix the Event of a Cycle
            deck = [e for e in deck if e != m.events[cycle - 1]] + [m.events[cycle - 1]]
        board.event_decks[cycle - 1] = deck
    for agenda_type in ANY_AGENDA_TYPES:
        deck = list(agenda_decks[agenda_type])
        if agenda_type not in AGENDA_TYPES and not deck:
            continue  # a module's type (Psionic, RS-PAGENDA-01) only when its cards are in play
        rng.shuffle(deck)
        board.agenda_offer[agenda_type] = deck.pop() if deck else ""
        board.agenda_decks[agenda_type] = deck
        board.offer_corrupted[agenda_type] = False
    played = {h.updates or h.id for h, _ in chosen}
    fallen_houses = _tech_board(content, board, m, config, played, rng)
    order = list(range(config.players))
    rng.shuffle(order)  # D-02: Cycle 1 Turn Order is random (content facts §2.2)
    board.turn_order = order

    houses = [_house_state(content, h, o, config) for h, o in chosen]
    for position, seat in enumerate(order):
        if position < len(m.starting_glory):
            houses[seat].glory.append(m.starting_glory[position])
    fallen_queue = list(fallen_houses)
    tiles: list[Sector] = []
    for ms in m.sectors:
        sector = _sector(ms, content.sector_types[ms.type], rng, board)
        if ms.home_seat >= 0:
            house, origin = chosen[ms.home_seat]
            sector.home_of = ms.home_seat
            control_changed()  # VF-SECTOR-05
            sector.population = origin.home_population
            _fill(sector, [*house.home_guilds, *origin.home_guilds], house.home_installations)
            _deploy(sector, ms.home_seat, origin.home_fleets)
            if "home" in origin.starts_corrupted:
                # not a "regular" Home: Corruption immunity is per tile (A-25, VF-SECTOR-12);
                # decision A-25 in docs/rules-decisions/game.md
                sector.corruption_immune = False
                sector.corrupted = True
        if ms.outpost_seat >= 0:
            _, origin = chosen[ms.outpost_seat]
            sector.population = origin.outpost_population
            _fill(sector, origin.outpost_guilds, origin.outpost_installations)
            _deploy(sector, ms.outpost_seat, origin.outpost_fleets)
            sector.corrupted = sector.corrupted or "outpost" in origin.starts_corrupted
        if ms.fallen_house and fallen_queue:
            sector.fallen_house = fallen_queue.pop(0)
            sector.population = content.houses[sector.fallen_house].fallen_population
        tiles.append(sector)
    state = GameState(
        config=config,
        rng=rng,
        galaxy=Galaxy(sectors=tiles, edges=m.edges, voidstorms=m.voidstorms),
        houses=houses,
        board=board,
        phase="preparation",
        stack=[Phase(seat=NOBODY, name="preparation", stage=4)],
    )
    for seat in state.seats:
        influence.gain(state, seat, STARTING_INFLUENCE, "starting")
    _push_origin_setup(state, content, chosen)
    for hook in proc.setup:  # a mode's components (the Void's, VF-SOLO-SETUP-07..19)
        hook(state, content)
    state.note("vf.note.phase", cycle=1, phase="preparation")
    from domineum.voidfall.engine.flow import settle

    settle(state, content)
    return state


def _push_origin_setup(
    state: GameState, content: Content, chosen: list[tuple[House, Origin]]
) -> None:
    """Each Origin's special instructions, resolved by its player once everything is placed
    (VF-SOLO-SETUP-45), in Cycle 1 Turn Order (decision in docs/rules-decisions/game.md): the
    first in Turn Order is on top of the stack. Each is a bundle resolved in any order, each
    effect optional (VF-ACTION-08/10); an effect that cannot be resolved is not offered."""
    for seat in reversed(state.board.turn_order):
        house, origin = chosen[seat]
        effects = list(content.action(f"origin:{house.id}:{origin.id}").effects)
        if effects:
            source = f"origin:{origin.id}"
            state.stack.append(ResolveAction(seat=seat, source=source, effects=effects))


def _deploy(sector: Sector, seat: int, fleets: dict[str, int]) -> None:
    for fleet_type, amount in fleets.items():
        if amount:
            sector.owner = seat
            sector.fleets[fleet_type] = sector.fleets.get(fleet_type, 0) + amount
            control_changed()  # VF-SECTOR-04
