"""Countables: named quantities that objectives, ``influence_per`` and ``gain_per`` count
(VF-EVAL-14..18, -21).

Only your own play area, sectors and House mat count (VF-EVAL-21); "pure" ones skip Corrupted
sectors and what is in them (VF-EVAL-18). The table in docs/content.md ("## Countables") lists
every name and its arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from domineum.voidfall.content.loader import Content
from domineum.voidfall.effects.spec import Arg
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES, TRACKS
from domineum.voidfall.rules import civilization, glory, upkeep

Args = Mapping[str, Arg]


class _Query:
    """What one countable sees: the seat's state and the objective's arguments."""

    def __init__(self, state: GameState, content: Content, seat: int, args: Args) -> None:
        self.state = state
        self.content = content
        self.seat = seat
        self.args = args
        self.house = state.houses[seat]

    def pure(self) -> list[Sector]:
        return [s for s in self.state.galaxy.controlled_by(self.seat) if s.is_pure]

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
    return sum(len(_matching(s.filled("guild"), q.names("guild"))) for s in q.pure())


def _pure_installations(q: _Query) -> int:
    return sum(len(_matching(s.filled("installation"), q.names("installation"))) for s in q.pure())


def _with_installation(q: _Query) -> int:
    return sum(1 for s in q.pure() if _matching(s.filled("installation"), q.names("installation")))


def _with_guild(q: _Query) -> int:
    return sum(1 for s in q.pure() if _matching(s.filled("guild"), q.names("guild")))


def _with_fleet(q: _Query) -> int:
    wanted = q.names("fleet")
    return sum(1 for s in q.pure() if _matching([t for t, n in s.fleets.items() if n], wanted))


def _population_at_least(q: _Query) -> int:
    low, high = q.number("n", 1), q.number("max", 6)
    return sum(1 for s in q.pure() if low <= s.population <= high)


def _technologies(q: _Query) -> int:
    wanted = q.names("level")
    return sum(1 for level in q.house.technologies.values() if wanted is None or level in wanted)


def _fp_in_pure_sectors(q: _Query) -> int:
    wanted = q.names("fleet")
    return sum(n for s in q.pure() for t, n in s.fleets.items() if wanted is None or t in wanted)


def _pure_track_tier(q: _Query) -> int:
    """The Tier of a Pure track (0 if Corrupted); for objectives scored by Tier."""
    track = TRACKS.index(str(q.args["track"]))
    if q.house.track_corrupted[track]:
        return 0
    return civilization.tier(q.house.tracks[track])


def _tracks_at_tier(q: _Query) -> int:
    return sum(1 for p in q.house.tracks if civilization.tier(p) >= q.number("tier", 1))


def _resource_types_at_least(q: _Query) -> int:
    return sum(1 for r in RESOURCES if q.house.resource(r) >= q.number("n", 1))


def _corruption_on_mat(q: _Query) -> int:
    """Corruption on your tracks and above your Agenda slots (not on Decontamination Chambers,
    a Technology card, VF-CORRUPT-03)."""
    return sum(q.house.track_corrupted) + sum(q.house.agenda_corrupted)


def _corrupted_sectors(q: _Query) -> int:
    """Your Corrupted sectors; a sector holds at most one Corruption (VF-CORRUPT-04)."""
    return sum(1 for s in q.state.galaxy.controlled_by(q.seat) if s.corrupted)


def _preferred_in_discard(q: _Query) -> int:
    """Your Preferred Focus cards in your discard pile (a House Focus card counts as the one it
    replaces)."""
    cards = q.content.focus_cards
    families = [(cards[c].replaces or c) if c in cards else c for c in q.house.focus_discard]
    return sum(1 for family in families if family in q.house.preferred)


COUNTABLES: dict[str, Callable[[_Query], int]] = {
    "sectors": lambda q: len(q.state.galaxy.controlled_by(q.seat)),
    "pure_sectors": lambda q: len(q.pure()),
    "pure_guilds": _pure_guilds,
    "pure_installations": _pure_installations,
    "pure_sectors_with_installation": _with_installation,
    "pure_sectors_with_guild": _with_guild,
    "pure_sectors_with_fleet": _with_fleet,
    "pure_population_total": lambda q: sum(s.population for s in q.pure()),
    "pure_sectors_population_at_least": _population_at_least,
    "technologies": _technologies,
    "glory_total": lambda q: glory.total(q.house),
    "glory_tokens": lambda q: len(q.house.glory),
    "bounty_tokens": lambda q: len(q.house.bounty_kept),
    "reclaim_tokens": lambda q: len(q.house.reclaim_kept),
    "trade_tokens": lambda q: q.house.trade_tokens,
    "corruption_on_mat": _corruption_on_mat,
    "corrupted_sectors": _corrupted_sectors,
    "corruption_on_mat_and_sectors": lambda q: _corruption_on_mat(q) + _corrupted_sectors(q),
    "preferred_in_discard": _preferred_in_discard,
    "fp_in_pure_sectors": _fp_in_pure_sectors,
    "pure_track_tier": _pure_track_tier,
    "tracks_at_tier": _tracks_at_tier,
    "resource_types_at_least": _resource_types_at_least,
    "least_resource": lambda q: min(q.house.resources),
    "upkeep": lambda q: upkeep.upkeep_total(q.state, q.content, q.seat),
}


def count(state: GameState, content: Content, seat: int, name: str, args: Args) -> int:
    """How many of ``name`` ``seat`` has now (raises KeyError for an unknown countable)."""
    return COUNTABLES[name](_Query(state, content, seat, args))
