"""Harbingers (VF-SOLO-HARB-01..08, VF-SOLO-PREP-16): captured onto a Crisis track, placed in
a Void sector by a Consequence, put on a track in Preparation step 0c."""

from __future__ import annotations

import msgspec

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.model.terms import NOBODY
from domineum.voidfall.model.void import TRACK_NAMES
from domineum.voidfall.modes.void import board, catastrophe

TO_TRACK = "void_harbinger_track"
PLACE = "void_place_harbinger"


def capture_step(state: GameState, content: Content, frame: Phase) -> bool:
    """HARB-06: each Harbinger in a sector a player now controls goes, one at a time, to a
    Crisis track of that player's choice (checked when the turn ends)."""
    v = board.void(state)
    for sector_id in sorted(v.harbingers):
        sector = state.galaxy.sector(sector_id)
        seat = sector.controller()
        if v.harbingers[sector_id] > 0 and seat != NOBODY:
            state.note("vf.void.note.captured", seat=seat, sector=sector_id)
            push_step(state, content, seat, Effect(TO_TRACK, {"source": sector_id}), cost=True)
            return False
    return True


def prep_step(state: GameState, content: Content, frame: Phase) -> bool:
    """Preparation step 0c (VF-SOLO-PREP-16, OPT_PREP_0C_HARBINGER on): on the Cycles the
    Difficulty card names, a Harbinger from the supply onto a track (first seat's choice)."""
    v = board.void(state)
    if frame.index:
        return True
    frame.index = 1
    cycles = board.pack(content).difficulties[v.difficulty].harbinger_cycles
    if "no_prep_0c" in state.config.options or state.cycle not in cycles:
        return True
    if v.harbinger_supply <= 0:
        state.note("vf.void.note.no_harbinger")
        return True
    seat = state.board.turn_order[0]
    push_step(state, content, seat, Effect(TO_TRACK, {"source": "supply"}), cost=True)
    return False


class SourceParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    source: str = "supply"  # or the sector the Harbinger is captured in


@register
class HarbingerToTrack(Primitive[SourceParams]):
    """A Harbinger onto the Military or Economic track (CBOARD-06/07): it takes the leftmost
    space, everything shifts right, an item pushed off makes a Catastrophe."""

    op = TO_TRACK
    Params = SourceParams
    rules = ("VF-SOLO-HARB-06", "VF-SOLO-CBOARD-06")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("crisis-track", (t,), self.rules) for t in TRACK_NAMES]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        track = choice.values[0]
        ctx.frame.picks.append(track)
        v = board.void(ctx.state)
        source = self.params(ctx.frame.effect).source
        if source == "supply":
            v.harbinger_supply -= 1
        else:
            v.harbingers[source] -= 1
            if not v.harbingers[source]:
                del v.harbingers[source]
        ctx.state.note("vf.void.note.harbinger_track", track=track)
        fallen = board.insert_harbinger(ctx.state, ctx.content, track)
        catastrophe.push(ctx.state, ctx.content, ctx.seat, fallen)


def _placeable(state: GameState, seat: int) -> list[Sector]:
    """HARB-03: Void sectors next to one of yours, preferring those with no Harbinger yet."""
    v = board.void(state)
    mine = {s.id for s in state.galaxy.controlled_by(seat)}
    pool = [
        s
        for s in state.galaxy.sectors
        if s.voidborn > 0 and any(n in mine for n in state.galaxy.neighbours(s.id))
    ]
    empty = [s for s in pool if not v.harbingers.get(s.id)]
    return empty or pool


@register
class PlaceHarbinger(Primitive[NoParams]):
    """A Harbinger from the supply into a Void sector next to yours (HARB-03); ignored with no
    such sector or an empty supply (HARB-04)."""

    op = PLACE
    Params = NoParams
    rules = ("VF-SOLO-HARB-03", "VF-SOLO-HARB-04")

    def options(self, ctx: Ctx) -> list[Choice]:
        v = board.void(ctx.state)
        if ctx.frame.picks or v.harbinger_supply <= 0:
            return []
        return [Choice("sector", (s.id,), self.rules) for s in _placeable(ctx.state, ctx.seat)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        v = board.void(ctx.state)
        sector = choice.values[0]
        ctx.frame.picks.append(sector)
        v.harbinger_supply -= 1
        v.harbingers[sector] = v.harbingers.get(sector, 0) + 1
        ctx.state.note("vf.void.note.harbinger_placed", sector=sector)


def remove_one(state: GameState, content: Content, where: str) -> None:
    """HARB-05: a Harbinger from a track (CBOARD-08) or a sector back to the supply."""
    v = board.void(state)
    if where in TRACK_NAMES:
        track = v.track(where)
        i = track.index("@harbinger")
        board.remove_at(state, content, where, i)
    else:
        v.harbingers[where] -= 1
        if not v.harbingers[where]:
            del v.harbingers[where]
    v.harbinger_supply += 1
    state.note("vf.void.note.harbinger_removed", where=where)


def removable(state: GameState) -> list[str]:
    v = board.void(state)
    out = [t for t in TRACK_NAMES if "@harbinger" in v.track(t)]
    return out + sorted(v.harbingers)
