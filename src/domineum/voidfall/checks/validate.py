"""Whether a loaded state can be trusted: types, ranges, references into the content pack and
the invariants (:mod:`domineum.voidfall.checks.invariants`).

A file is decoded into a :class:`GameState` by its types (msgspec); :func:`problems` then lists,
first problem first, everything a state reached by the rules never has: a player count outside
2..4, resources outside 0..15, a seat that does not exist, a House, Technology, Agenda, Focus
card, Galactic Event or sector type the content pack does not hold, a decision stack that is
empty while the game is not over, and any broken invariant. :func:`first_problem` is what a
command refuses a file with.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import msgspec

from domineum.kernel import messages
from domineum.voidfall.checks.invariants import violations
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import modules
from domineum.voidfall.core.primitive import REGISTRY
from domineum.voidfall.engine.cycle import procedure_for
from domineum.voidfall.model.arsenal import ARSENAL_TOKENS, MAX_TOKENS
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.incursion import RIFT_TYPES
from domineum.voidfall.model.state import Battle, GameState, ResolveAction, Step
from domineum.voidfall.model.terms import (
    ALL_FLEET_TYPES,
    ALL_GUILDS,
    ALL_INSTALLATIONS,
    ANY_AGENDA_TYPES,
    ARSENAL_TYPES,
    FLEET_POWER_CUBES,
    NOBODY,
    RESOURCES,
    STOCK_CAP,
    TRACK_SPACES,
    TRACKS,
)
from domineum.voidfall.rules import voidborn_fleets

messages.register(
    {
        "vf.invalid.players": "config.players is {value}; this game has {fewest} to {most} players",
        "vf.invalid.options": "config asks for what cannot be played: {problem}",
        "vf.invalid.seats": "the state must have one House per player ({players}), not {houses}",
        "vf.invalid.config_houses": "config.houses names more Houses ({given}) than there are "
        "players ({players})",
        "vf.invalid.unknown": "{where}: unknown {kind} '{value}'",
        "vf.invalid.range": "{where} is {value}; it must be {low} to {high}",
        "vf.invalid.length": "{where} has {length} entries, not {expected}",
        "vf.invalid.seat": "{where} names seat {value}, which does not exist",
        "vf.invalid.level": "{where}: Technology level '{value}' is neither basic nor improved",
        "vf.invalid.empty_stack": "no decision is pending but the game is not over",
        "vf.invalid.rng": "the random number state {value} is outside 0 to 2^64-1",
        "vf.invalid.invariant": "{problem}",
        "vf.invalid.broken": "the state is inconsistent ({problem})",
        "vf.invalid.duplicate": "sector {value} appears twice",
        "vf.invalid.effect_args": "{where}: the effect '{op}' has bad arguments ({problem})",
        "vf.invalid.edge": "{where} joins unknown sector '{value}'",
        "vf.invalid.module_pieces": "{where}: pieces of the {module} module, which this game "
        "does not use",
        "vf.invalid.module_missing": "the game uses the {module} module but has none of its pieces",
    }
)

#: what an unknown value was meant to name (``vf.invalid.unknown``), by its English word
KINDS = (
    "House",
    "Technology",
    "Agenda",
    "Agenda type",
    "Focus card",
    "Galactic Event",
    "Incursion Alert card",
    "Rift type",
    "Setup Aid",
    "Voidborn Arsenal type",
    "Fleet type",
    "sector type",
    "sector",
    "map",
    "phase",
    "effect",
)
messages.register({f"vf.invalid.kind.{k.lower().replace(' ', '_')}": k for k in KINDS})

BIG = 10**6  # no count of a real game comes near it (Influence, Glory sums, ...)


def _msg(msg_id: str, **params: object) -> str:
    return messages.render(msg_id, **params)


def _kind(kind: str) -> str:
    """One of :data:`KINDS` in the reader's language."""
    return _msg(f"vf.invalid.kind.{kind.lower().replace(' ', '_')}")


def _range(where: str, value: int, low: int, high: int) -> Iterator[str]:
    if not low <= value <= high:
        yield _msg("vf.invalid.range", where=where, value=value, low=low, high=high)


def _known(
    where: str, kind: str, values: Iterable[str], known: Iterable[str], empty: bool = True
) -> Iterator[str]:
    """Each value is one of ``known`` (or "" when ``empty``: an empty slot or no card)."""
    pool = set(known)
    for value in values:
        if (value or not empty) and value not in pool:
            yield _msg("vf.invalid.unknown", where=where, kind=_kind(kind), value=value)


def _nothing(where: str, kind: str, values: Iterable[str], known: Iterable[str]) -> Iterator[str]:
    """No lookup (a position may name placeholder cards)."""
    return iter(())


def _seat(where: str, value: int, players: int, nobody: bool = True) -> Iterator[str]:
    if not (0 <= value < players or (nobody and value == NOBODY)):
        yield _msg("vf.invalid.seat", where=where, value=value)


def _config(state: GameState, content: Content, cards: bool) -> Iterator[str]:
    config = state.config
    refused = modules.refusal(config)  # RS-MOD-01, -04, -05
    if refused is not None:
        yield _msg("vf.invalid.options", problem=f"{refused[0]} ({refused[1]})")
        return
    try:
        fewest, most = procedure_for(config).players  # the mode says how many may play
    except ValueError as exc:  # a mode or option no extension provides
        yield _msg("vf.invalid.options", problem=str(exc))
        return
    if not fewest <= config.players <= most:
        yield _msg("vf.invalid.players", value=config.players, fewest=fewest, most=most)
        return
    if len(config.houses) > config.players:
        yield _msg("vf.invalid.config_houses", given=len(config.houses), players=config.players)
    names = [h.split("/")[0] for h in config.houses]
    yield from _known("config.houses", "House", names, content.houses)
    if config.map:
        yield from _known("config.map", "map", [config.map], content.maps)
    if len(state.houses) != config.players:
        yield _msg("vf.invalid.seats", houses=len(state.houses), players=config.players)
    if not 0 <= state.rng.state < 2**64:
        yield _msg("vf.invalid.rng", value=state.rng.state)


def _houses(state: GameState, content: Content, cards: bool) -> Iterator[str]:
    """Each House mat: counts in range, and (with ``cards``) every card one the pack holds."""
    agenda_ids = list(content.agendas)
    card = _known if cards else _nothing
    for seat, house in enumerate(state.houses):
        at = f"houses.{seat}"
        yield from _known(f"{at}.house", "House", [house.house], content.houses, empty=False)
        if len(house.resources) != len(RESOURCES):
            yield _msg(
                "vf.invalid.length",
                where=f"{at}.resources",
                length=len(house.resources),
                expected=len(RESOURCES),
            )
        for name, value in zip(RESOURCES, house.resources, strict=False):
            yield from _range(f"{at}.resources.{name}", value, 0, STOCK_CAP)
        yield from _range(f"{at}.influence", house.influence, 0, BIG)
        yield from _range(f"{at}.fp_inactive", house.fp_inactive, 0, FLEET_POWER_CUBES)
        yield from _range(f"{at}.fp_active", house.fp_active, 0, FLEET_POWER_CUBES)
        for key in ("tracks", "track_corrupted"):
            values: list[object] = getattr(house, key)
            if len(values) != len(TRACKS):
                yield _msg(
                    "vf.invalid.length",
                    where=f"{at}.{key}",
                    length=len(values),
                    expected=len(TRACKS),
                )
        for track, space in zip(TRACKS, house.tracks, strict=False):
            yield from _range(f"{at}.tracks.{track}", space, 0, TRACK_SPACES)
        yield from card(
            f"{at}.technologies", "Technology", house.technologies, content.technologies
        )
        for tech, level in house.technologies.items():
            if level not in ("basic", "improved"):
                yield _msg("vf.invalid.level", where=f"{at}.technologies.{tech}", value=level)
        yield from card(f"{at}.agendas", "Agenda", house.agendas, agenda_ids)
        yield from card(f"{at}.agenda_hand", "Agenda", house.agenda_hand, agenda_ids)
        for key in ("focus_hand", "focus_discard", "focus_reserved", "preferred"):
            yield from card(f"{at}.{key}", "Focus card", getattr(house, key), content.focus_cards)
        yield from card(f"{at}.preselected", "Focus card", [house.preselected], content.focus_cards)
        for key in ("trade_loose", "decontamination", "corruption_kept", "upkeep_unpaid_cycle"):
            yield from _range(f"{at}.{key}", getattr(house, key), 0, BIG)
        for value in house.glory:
            yield from _range(f"{at}.glory", value, 1, 5)


def _galaxy(state: GameState, content: Content, cards: bool) -> Iterator[str]:
    players = state.config.players
    seen: set[str] = set()
    for sector in state.galaxy.sectors:
        at = f"sectors.{sector.id}"
        if sector.id in seen:
            yield _msg("vf.invalid.duplicate", value=sector.id)
        seen.add(sector.id)
        yield from _known(
            f"{at}.type", "sector type", [sector.type], content.sector_types, empty=False
        )
        yield from _seat(f"{at}.owner", sector.owner, players)
        yield from _seat(f"{at}.home_of", sector.home_of, players)
        yield from _range(f"{at}.population", sector.population, 0, 6)
        yield from _range(f"{at}.voidborn", sector.voidborn, 0, BIG)
        yield from _known(f"{at}.arsenal", "Voidborn Arsenal type", sector.arsenal, ARSENAL_TYPES)
        for kind, count in sector.arsenal.items():
            yield from _range(f"{at}.arsenal.{kind}", count, 1, sector.voidborn)
        if sector.arsenal:  # RS-LIMITS-04: never more than 3 Voidborn Fleet tokens
            held = sum(voidborn_fleets.tokens(sector).values())
            yield from _range(f"{at}.voidborn tokens", held, 0, MAX_TOKENS)
        yield from _known(f"{at}.fleets", "Fleet type", sector.fleets, ALL_FLEET_TYPES)
        for fleet, count in sector.fleets.items():
            yield from _range(f"{at}.fleets.{fleet}", count, 0, FLEET_POWER_CUBES)
        for key, kinds, spaces in (
            ("guilds", ALL_GUILDS, sector.guild_spaces),
            ("installations", ALL_INSTALLATIONS, sector.installation_spaces),
        ):
            placed: list[str] = getattr(sector, key)
            yield from _known(f"{at}.{key}", key[:-1], placed, kinds)
            if len(placed) != len(spaces):
                yield _msg(
                    "vf.invalid.length",
                    where=f"{at}.{key}",
                    length=len(placed),
                    expected=len(spaces),
                )
        if sector.fallen_house:
            yield from _known(f"{at}.fallen_house", "House", [sector.fallen_house], content.houses)
    for kind, tokens in ARSENAL_TOKENS.items():  # RS-ARSENAL-03: the box's tokens
        left = voidborn_fleets.in_supply(state.galaxy, kind)
        yield from _range(f"{kind} tokens on the map", tokens - left, 0, tokens)
    for name, edges in (("edges", state.galaxy.edges), ("voidstorms", state.galaxy.voidstorms)):
        for edge in edges:
            for end in edge:
                if end not in seen:
                    yield _msg("vf.invalid.edge", where=f"galaxy.{name}", value=end)


def _board(state: GameState, content: Content, cards: bool) -> Iterator[str]:
    board = state.board
    card = _known if cards else _nothing
    players = state.config.players
    events = list(content.events)
    for n, deck in enumerate(board.event_decks, start=1):
        yield from card(f"board.event_decks.{n}", "Galactic Event", deck, events)
    yield from card("board.event", "Galactic Event", [board.event], events)
    for key in ("agenda_offer", "agenda_decks", "offer_corrupted"):
        yield from _known(f"board.{key}", "Agenda type", getattr(board, key), ANY_AGENDA_TYPES)
    yield from card("board.agenda_offer", "Agenda", board.agenda_offer.values(), content.agendas)
    for agenda_type, agenda_deck in board.agenda_decks.items():
        yield from card(f"board.agenda_decks.{agenda_type}", "Agenda", agenda_deck, content.agendas)
    techs = list(content.technologies)
    yield from card("board.tech_piles", "Technology", board.tech_piles, techs)
    yield from card("board.improved_offer", "Technology", board.improved_offer, techs)
    yield from card("board.improved_deck", "Technology", board.improved_deck, techs)
    for value in board.trade_ladder:
        yield from _range("board.trade_ladder", value, 0, BIG)
    for key in ("turn_order", "next_turn_order"):
        for seat in getattr(board, key):
            yield from _seat(f"board.{key}", seat, players, nobody=key == "next_turn_order")


def _flow(state: GameState, content: Content, cards: bool) -> Iterator[str]:
    players = state.config.players
    yield from _range("cycle", state.cycle, 1, 3)
    yield from _range("round", state.round, 1, 99)
    phases = ("preparation", "focus", "evaluation", "over")
    yield from _known("phase", "phase", [state.phase], phases, empty=False)
    sectors = [s.id for s in state.galaxy.sectors]
    yield from _known("turn.bound_sector", "sector", [state.turn.bound_sector], sectors)
    yield from _seat("turn.seat", state.turn.seat, players)
    yield from _range("turn_index", state.turn_index, 0, max(players - 1, 0))
    for n, frame in enumerate(state.stack):
        yield from _seat(f"stack.{n}.seat", frame.seat, players)
        effects = [frame.effect] if isinstance(frame, Step) else []
        if isinstance(frame, ResolveAction):
            effects = [*frame.effects, *frame.costs]
        if isinstance(frame, Battle):
            yield from _known(f"stack.{n}.sector", "sector", [frame.sector], sectors, empty=False)
            yield from _seat(f"stack.{n}.invader", frame.invader, players)
            yield from _seat(f"stack.{n}.defender", frame.defender, players)
        for effect in effects:
            yield from _effect(f"stack.{n}", effect)

    if not state.stack and state.phase != "over":
        yield _msg("vf.invalid.empty_stack")


def _foreign_pieces(state: GameState, content: Content) -> Iterator[str]:
    """A module's pieces only in a game that uses it, and an Incursion game has its own
    (RS-MOD-01). Checked with the invariants: a hand-written position may place them freely."""
    used = state.config.modules
    board, houses = state.board, state.houses
    for seat, h in enumerate(houses):  # a module's House (an updated one too, RS-UPD-02) or card
        house = content.houses.get(h.house)
        cards = (*h.focus_hand, *h.focus_discard, *h.focus_reserved)
        modules = [house.module if house else ""]
        modules += [content.focus_cards[c].module for c in cards if c in content.focus_cards]
        for module in sorted({m for m in modules if m and m not in used}):
            yield _msg("vf.invalid.module_pieces", where=f"houses.{seat}", module=_name(module))
    if "psionics" not in used:
        agendas = [
            *board.agenda_offer.values(),
            *(a for d in board.agenda_decks.values() for a in d),
        ]
        for h in houses:
            agendas += (*h.agendas, *h.agenda_hand, h.psionic_slot, *h.enforced)
        tokens = any(h.mind_links or h.salvo_strikes or h.approach_barriers for h in houses)
        if tokens or any(a in content.agendas and content.agendas[a].module for a in agendas):
            yield _msg("vf.invalid.module_pieces", where="houses", module=_name("psionics"))
    if "arsenal" not in used:
        for sector in state.galaxy.sectors:
            if sector.arsenal:
                where = f"sectors.{sector.id}.arsenal"
                yield _msg("vf.invalid.module_pieces", where=where, module=_name("arsenal"))
    if "incursion" not in used and state.incursion is not None:
        yield _msg("vf.invalid.module_pieces", where="incursion", module=_name("incursion"))
    if "incursion" in used and state.incursion is None:
        yield _msg("vf.invalid.module_missing", module=_name("incursion"))


def _incursion(state: GameState, content: Content, cards: bool) -> Iterator[str]:
    """Incursion's pieces name known cards, sectors, seats and Rift types (RS-INC-04,
    RS-CIVDEF-01)."""
    inc = state.incursion
    if inc is None or content.incursion is None:
        return
    alerts = content.incursion.alerts
    card = _known if cards else _nothing
    for key, pile in (
        ("voidfall_pile", inc.voidfall_pile),
        ("rift_surge_pile", inc.rift_surge_pile),
        *((f"dual_piles.{k}", p) for k, p in inc.dual_piles.items()),
    ):
        yield from card(f"incursion.{key}", "Incursion Alert card", pile, alerts)
    yield from card(
        "incursion.setup_aids", "Setup Aid", inc.setup_aids, content.incursion.setup_aids
    )
    sectors = [s.id for s in state.galaxy.sectors]
    for key in ("unopened", "open_rifts", "civil_defense"):
        placed: dict[str, object] = getattr(inc, key)
        yield from _known(f"incursion.{key}", "sector", placed, sectors)
    for key in ("unopened", "open_rifts"):
        for sector_id, types in getattr(inc, key).items():
            yield from _known(f"incursion.{key}.{sector_id}", "Rift type", types, RIFT_TYPES)
    for sector_id, seat in inc.civil_defense.items():
        yield from _seat(f"incursion.civil_defense.{sector_id}", seat, state.config.players, False)
    yield from _known(
        "incursion.civil_defense_removed", "sector", inc.civil_defense_removed, sectors
    )


def _name(module: str) -> str:
    return messages.render(f"vf.module.name.{module}")


def _effect(where: str, effect: Effect) -> Iterator[str]:
    """An effect on the stack is one of the vocabulary, with arguments it accepts."""
    primitive = REGISTRY.get(effect.op)
    if primitive is None:
        yield _msg("vf.invalid.unknown", where=where, kind=_kind("effect"), value=effect.op)
        return
    try:
        primitive.params(effect)
    except (msgspec.ValidationError, TypeError, ValueError) as exc:
        yield _msg("vf.invalid.effect_args", where=where, op=effect.op, problem=exc)


def problems(
    state: GameState, content: Content, invariants: bool = True, cards: bool = True
) -> Iterator[str]:
    """Everything wrong with ``state`` for ``content``, first problem first. The invariants are
    checked only once the references and ranges hold (they read through them), and only if
    ``invariants`` (a hand-written position need not keep them, e.g. 14 Fleet Power). Without
    ``cards``, Technologies, Agendas, Focus cards and Galactic Events are not looked up in the
    pack (a test position may name placeholder cards); seats, Houses and sector types are."""
    found = False
    for check in (_config, _houses, _galaxy, _board, _incursion, _flow):
        for problem in check(state, content, cards):
            found = True
            yield problem
        if found and check is _config:
            return
    if found or not invariants:
        return
    for problem in _foreign_pieces(state, content):
        found = True
        yield problem
    if found:
        return
    try:
        broken = violations(state, content)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError) as exc:
        yield _msg("vf.invalid.broken", problem=type(exc).__name__)
        return
    for problem in broken:
        yield _msg("vf.invalid.invariant", problem=problem)


def first_problem(
    state: GameState, content: Content, invariants: bool = True, cards: bool = True
) -> str | None:
    """The first problem of ``state`` (None when it can be trusted)."""
    return next(problems(state, content, invariants, cards), None)
