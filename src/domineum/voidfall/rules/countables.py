"""Countables: named quantities that objectives, ``influence_per`` and ``gain_per`` count
(VF-EVAL-14..18, -21).

Only your own play area, sectors and House mat count (VF-EVAL-21); "pure" ones skip Corrupted
sectors and what is in them (VF-EVAL-18). The table in docs/content.md ("## Countables") lists
every name and its arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.effect import Arg
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES, TRACKS
from domineum.voidfall.rules import civilization, glory, production, upkeep

Args = Mapping[str, Arg]
UNBOUNDED = 99  # the default ``max`` of the "from n to max" countables: no upper bound


class _Query:
    """What one countable sees: the seat's state and the objective's arguments."""

    def __init__(self, state: GameState, content: Content, seat: int, args: Args) -> None:
        self.state = state
        self.content = content
        self.seat = seat
        self.args = args
        self.house = state.houses[seat]

    def pure(self) -> list[Sector]:
        return [s for s in self.state.galaxy.controlled_by(self.seat) if not s.corrupted]

    def names(self, key: str) -> set[str] | None:
        """An argument naming one thing or a list of them; None when absent or ``any``."""
        value = self.args.get(key, "any")
        if value == "any":
            return None
        return set(value) if isinstance(value, list) else {str(value)}

    def number(self, key: str, default: int = 0) -> int:
        value = self.args.get(key, default)
        return value if isinstance(value, int) else int(str(value))


def _matching(items: list[str], wanted: set[str] | None) -> list[str]:
    return [i for i in items if wanted is None or i in wanted]


def _pure_guilds(q: _Query) -> int:
    return sum([len(_matching(s.filled("guild"), q.names("guild"))) for s in q.pure()])


def _pure_installations(q: _Query) -> int:
    return sum(
        [len(_matching(s.filled("installation"), q.names("installation"))) for s in q.pure()]
    )


def _with_installation(q: _Query) -> int:
    """Your Pure sectors holding at least ``n`` (1) such Installations (VF-GUILD-11/12, e.g. P7's
    "3+ Installations")."""
    wanted, least = q.names("installation"), q.number("n", 1)
    return sum([1 for s in q.pure() if len(_matching(s.filled("installation"), wanted)) >= least])


def _sectors_with_guild(q: _Query, sectors: list[Sector]) -> int:
    wanted, least = q.names("guild"), q.number("n", 1)
    return sum([1 for s in sectors if len(_matching(s.filled("guild"), wanted)) >= least])


def _with_guild(q: _Query) -> int:
    """Your Pure sectors holding at least ``n`` (1) such Guilds (VF-GUILD-11/12)."""
    return _sectors_with_guild(q, q.pure())


def _with_fleet(q: _Query) -> int:
    """Your Pure sectors holding at least ``n`` (1) of your FP of those Fleet types (VF-FLEET-01,
    VF-EVAL-18; e.g. P1's "Pure sector with at least 2 FP")."""
    wanted, least = q.names("fleet"), q.number("n", 1)
    return sum(
        1
        for s in q.pure()
        if sum([n for t, n in s.fleets.items() if wanted is None or t in wanted]) >= least
    )


def _pure_fleet_types(q: _Query) -> int:
    """Fleet types with at least 1 FP in your Pure sectors (VF-FLEET-02, VF-EVAL-18; R1)."""
    return len({t for s in q.pure() for t, n in s.fleets.items() if n})


def _guild_types_at_least(q: _Query) -> int:
    """Your Pure sectors holding at least ``n`` (1) different kinds of Guild, printed ones
    included (VF-GUILD-11/12; S2, Nervo B)."""
    least = q.number("n", 1)
    return sum([1 for s in q.pure() if len(set(s.filled("guild"))) >= least])


def _empty_guild_spaces(q: _Query, sector: Sector) -> int:
    """Empty Guild spaces of the tile (VF-GUILD-06, -11); the extra spaces Ark Ships add to a
    Home come after the tile's and are never counted (the cards exclude them)."""
    tile = len(q.content.sector_types[sector.type].guild_spaces)
    spaces, placed = sector.guild_spaces[:tile], sector.guilds[:tile]
    return sum([1 for sp, p in zip(spaces, placed, strict=True) if not (p or sp.printed)])


def _no_empty_guild_space(q: _Query) -> int:
    """Your Pure sectors with no empty Guild space (S1, Nervo A); a tile without Guild spaces
    has none empty."""
    return sum([1 for s in q.pure() if not _empty_guild_spaces(q, s)])


def _all_empty_guild_spaces(q: _Query) -> int:
    """Empty Guild spaces in all your sectors, Pure or Corrupted (VF-EVAL-21; 1E)."""
    return sum([_empty_guild_spaces(q, s) for s in q.state.galaxy.controlled_by(q.seat)])


def _upkeep_between(q: _Query, sectors: list[Sector]) -> int:
    """Sectors whose own Upkeep (filled spaces showing it, printed icons: VF-EVAL-07b/c,
    VF-SECTOR-15) is from ``n`` (1) to ``max`` (no bound)."""
    low, high = q.number("n", 1), q.number("max", UNBOUNDED)
    return sum([1 for s in sectors if low <= upkeep.sector_upkeep(s) <= high])


def _sector_upkeep(q: _Query) -> int:
    """The Upkeep your sectors show, Pure or Corrupted, without the Agendas' (VF-EVAL-07b/c;
    1F "your sectors produce 3+ Upkeep")."""
    return sum([upkeep.sector_upkeep(s) for s in q.state.galaxy.controlled_by(q.seat)])


def _population_at_least(q: _Query) -> int:
    low, high = q.number("n", 1), q.number("max", 6)
    return sum([1 for s in q.pure() if low <= s.population <= high])


def _technologies(q: _Query) -> int:
    wanted = q.names("level")
    return sum([1 for level in q.house.technologies.values() if wanted is None or level in wanted])


def _fp_in_pure_sectors(q: _Query) -> int:
    wanted = q.names("fleet")
    return sum([n for s in q.pure() for t, n in s.fleets.items() if wanted is None or t in wanted])


def _fp_in_sectors(q: _Query) -> int:
    """Your FP deployed in all your sectors, Pure or Corrupted (VF-FLEET-03; 1C)."""
    wanted = q.names("fleet")
    sectors = q.state.galaxy.controlled_by(q.seat)
    return sum([n for s in sectors for t, n in s.fleets.items() if wanted is None or t in wanted])


def _pure_track_tier(q: _Query) -> int:
    """The Tier of a Pure track (0 if Corrupted); for objectives scored by Tier."""
    track = TRACKS.index(str(q.args["track"]))
    if q.house.track_corrupted[track]:
        return 0
    return civilization.tier(q.house.tracks[track])


def _tracks_at_tier(q: _Query) -> int:
    return sum([1 for p in q.house.tracks if civilization.tier(p) >= q.number("tier", 1)])


def _pure_tracks_at_tier(q: _Query) -> int:
    """Your Pure tracks whose marker is at Tier ``tier`` (1) or higher; a Corrupted track never
    counts (VF-CIV-05, VF-CIV-11, VF-EVAL-18; D7, 1C, 1I, 3H "any/each Pure track")."""
    least = q.number("tier", 1)
    return sum(
        1
        for p, corrupted in zip(q.house.tracks, q.house.track_corrupted, strict=True)
        if not corrupted and civilization.tier(p) >= least
    )


def _corrupted_tracks(q: _Query) -> int:
    """Your Corrupted Civilization tracks (VF-CIV-11; S6)."""
    return sum(q.house.track_corrupted)


def _resource_types_at_least(q: _Query) -> int:
    return sum([1 for r in RESOURCES if q.house.resource(r) >= q.number("n", 1)])


def _stock(q: _Query) -> int:
    """Resources in your Stock: of one type, or of several summed (``any``: all five)
    (VF-RES-01, VF-RES-06; P7, D4, 3C, 3I)."""
    wanted = q.names("resource")
    return sum([q.house.resource(r) for r in RESOURCES if wanted is None or r in wanted])


def _production_yield(q: _Query) -> int:
    """Your income of ``resource``: its Production Yield, what producing it gains now
    (VF-PROD-01, -02, -07, -08, T-01). Of several resources (``any``: all five) the highest;
    ``plus_lowest`` adds the lowest Yield among those resources (3F)."""
    levels = production.levels(q.state, q.content, q.seat)
    yields = {r: production.yield_for(q.content, r, n) for r, n in levels.items()}
    wanted = q.names("resource")
    total = max((y for r, y in yields.items() if wanted is None or r in wanted), default=0)
    if "plus_lowest" in q.args:
        low = q.names("plus_lowest")
        total += min((y for r, y in yields.items() if low is None or r in low), default=0)
    return total


def _corruption_on_mat(q: _Query) -> int:
    """Corruption on your tracks and above your Agenda slots (not on Decontamination Chambers,
    a Technology card, VF-CORRUPT-03)."""
    return sum(q.house.track_corrupted) + sum(q.house.agenda_corrupted)


def _corrupted_sectors(q: _Query) -> int:
    """Your Corrupted sectors; a sector holds at most one Corruption (VF-CORRUPT-04)."""
    return sum([1 for s in q.state.galaxy.controlled_by(q.seat) if s.corrupted])


def _glory_of_value(q: _Query) -> int:
    """Your Glory tokens whose value is from ``n`` (1) to ``max`` (5) (VF-GLORY-01, -02; R6 and
    2I "a Glory token of value 5", 1I "of value 4 or 5")."""
    low, high = q.number("n", 1), q.number("max", glory.MAX_VALUE)
    return sum([1 for v in q.house.glory if low <= v <= high])


def _glory_best(q: _Query) -> int:
    """The total value of your ``n`` (1) most valuable Glory tokens, each counted once
    (VF-GLORY-01; 3I "three different Glory tokens")."""
    return sum(sorted(q.house.glory, reverse=True)[: q.number("n", 1)])


def _pure_agendas(q: _Query) -> int:
    """Your Pure non-starting Agendas in play: right of the starting one's slot, no Corruption
    above them, and not of type starting (VF-AGENDA-07, -08, -13; 1B)."""
    house, agendas = q.house, q.content.agendas
    return sum(
        1
        for slot, agenda in enumerate(house.agendas)
        if slot
        and agenda
        and not house.agenda_corrupted[slot]
        and agendas[agenda].type != "starting"
    )


def _preferred_in_discard(q: _Query) -> int:
    """Your Preferred Focus cards in your discard pile (a House Focus card counts as the one it
    replaces)."""
    cards = q.content.focus_cards
    families = [(cards[c].replaces or c) if c in cards else c for c in q.house.focus_discard]
    return sum([1 for family in families if family in q.house.preferred])


COUNTABLES: dict[str, Callable[[_Query], int]] = {
    "sectors": lambda q: len(q.state.galaxy.controlled_by(q.seat)),
    "pure_sectors": lambda q: len(q.pure()),
    "pure_guilds": _pure_guilds,
    "pure_installations": _pure_installations,
    "pure_sectors_beyond": lambda q: max(0, len(q.pure()) - q.number("n", 0)),
    "pure_sectors_with_installation": _with_installation,
    "pure_sectors_with_guild": _with_guild,
    "sectors_with_guild": lambda q: _sectors_with_guild(q, q.state.galaxy.controlled_by(q.seat)),
    "pure_sectors_with_guild_types": _guild_types_at_least,
    "pure_sectors_without_empty_guild_space": _no_empty_guild_space,
    "empty_guild_spaces": _all_empty_guild_spaces,
    "pure_sectors_with_fleet": _with_fleet,
    "pure_fleet_types": _pure_fleet_types,
    "pure_sectors_with_upkeep": lambda q: _upkeep_between(q, q.pure()),
    "sectors_with_upkeep": lambda q: _upkeep_between(q, q.state.galaxy.controlled_by(q.seat)),
    "sector_upkeep": _sector_upkeep,
    "pure_population_total": lambda q: sum([s.population for s in q.pure()]),
    "pure_sectors_population_at_least": _population_at_least,
    "technologies": _technologies,
    "glory_total": lambda q: glory.total(q.house),
    "glory_tokens": lambda q: len(q.house.glory),
    "glory_tokens_of_value": _glory_of_value,
    "glory_best": _glory_best,
    "bounty_tokens": lambda q: len(q.house.bounty_kept),
    "reclaim_tokens": lambda q: len(q.house.reclaim_kept),
    "trade_tokens": lambda q: q.house.trade_tokens,
    "corruption_on_mat": _corruption_on_mat,
    "corrupted_sectors": _corrupted_sectors,
    "corruption_on_mat_and_sectors": lambda q: _corruption_on_mat(q) + _corrupted_sectors(q),
    "preferred_in_discard": _preferred_in_discard,
    "pure_agendas": _pure_agendas,
    "fp_in_pure_sectors": _fp_in_pure_sectors,
    "fp_in_sectors": _fp_in_sectors,
    "fp_active": lambda q: q.house.fp_active,
    "pure_track_tier": _pure_track_tier,
    "tracks_at_tier": _tracks_at_tier,
    "pure_tracks_at_tier": _pure_tracks_at_tier,
    "corrupted_tracks": _corrupted_tracks,
    "resource_types_at_least": _resource_types_at_least,
    "least_resource": lambda q: min(q.house.resources),
    "stock": _stock,
    "production_yield": _production_yield,
    "upkeep": lambda q: upkeep.upkeep_total(q.state, q.content, q.seat),
    "upkeep_unpaid": lambda q: int(upkeep.unpaid_this_cycle(q.state, q.seat)),  # 2I
    "corruption_kept": lambda q: q.house.corruption_kept,  # 1G
}


def count(state: GameState, content: Content, seat: int, name: str, args: Args) -> int:
    """How many of ``name`` ``seat`` has now (raises KeyError for an unknown countable)."""
    return COUNTABLES[name](_Query(state, content, seat, args))
