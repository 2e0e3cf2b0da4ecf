"""Incursion's Preparation Step 0: the Difficulty Setup Aid, the Alert deck and the extra items
of the Aid's bottom row (RS-INCPREP-01..07, §5.5).

The Setup Aid is the rules option ``setup_aid=<id>`` (default the first one). Its rows for the
Cycle add Situation cards of Levels 1-3 (from the base game's piles) with their Dual Situation
cards and Rift Surge cards to what is left of the Alert deck, shuffled; then 1 random Voidfall
card goes on top, unshuffled. Every pick is the game's RNG; every choice the rows leave to the
players is a decision.
"""

from __future__ import annotations

import msgspec

from domineum.kernel import messages
from domineum.voidfall.content.incursion_schema import AidRows, SetupAid
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.model.terms import VOIDBORN_TYPES
from domineum.voidfall.model.void import TRACK_NAMES
from domineum.voidfall.modes.void import board, catastrophe
from domineum.voidfall.modes.void.harbingers import TO_TRACK
from domineum.voidfall.modules.incursion import crises, deployment, fleets
from domineum.voidfall.modules.incursion import state as incursion
from domineum.voidfall.modules.incursion.state import pack

SETUP_AID = "setup_aid="
LEVELS = ("1", "2", "3")
PLACE_FLEET = "incursion_place_fleet"
CRISIS_TRACK = "incursion_crisis_track"


def aid(state: GameState, content: Content) -> SetupAid:
    """The Setup Aid the game uses (rules option ``setup_aid=``, default the lowest grade)."""
    p = pack(content)
    chosen = next(
        (o[len(SETUP_AID) :] for o in state.config.options if o.startswith(SETUP_AID)), ""
    )
    if not chosen:
        return min(p.setup_aids.values(), key=lambda a: a.grade)
    if chosen not in p.setup_aids:
        known = ", ".join(sorted(p.setup_aids))
        raise ValueError(messages.render("vf.setup.unknown_aid", aid=chosen, known=known))
    return p.setup_aids[chosen]


def rows(state: GameState, content: Content) -> AidRows:
    return aid(state, content).cycles[state.cycle - 1]


def deal_piles(state: GameState, content: Content) -> None:
    """The Incursion Alert cards into their face-down piles, each shuffled."""
    inc = incursion.of(state)
    inc.setup_aids = [aid(state, content).id]
    for card in sorted(pack(content).alerts.values(), key=lambda a: a.id):
        if card.kind == "voidfall":
            inc.voidfall_pile.append(card.id)
        elif card.kind == "rift_surge":
            inc.rift_surge_pile.append(card.id)
        else:
            inc.dual_piles.setdefault(card.level, []).append(card.id)
    for pile in (inc.voidfall_pile, inc.rift_surge_pile, *inc.dual_piles.values()):
        state.rng.shuffle(pile)


def return_used(state: GameState, content: Content) -> None:
    """Cycles 2-3 (as base step 0b): the discarded Situations, Dual Situations and Rift Surges
    go back to their piles (shuffled); a used Voidfall card is boxed (each is drawn once)."""
    v = board.void(state)
    inc = incursion.of(state)
    alerts = pack(content).alerts
    for card in v.alert_discard:
        if card in alerts:
            a = alerts[card]
            if a.kind == "rift_surge":
                inc.rift_surge_pile.append(card)
            elif a.kind == "dual_situation":
                inc.dual_piles.setdefault(a.level, []).append(card)
            else:
                v.boxed.append(card)
        else:
            v.situation_piles[board.pack(content).alerts[card].tier].append(card)
    v.alert_discard = []
    for pile in (*v.situation_piles.values(), inc.rift_surge_pile, *inc.dual_piles.values()):
        state.rng.shuffle(pile)


def build_deck(state: GameState, content: Content) -> None:
    """RS-INCPREP-02..05: the Cycle's Situation, Dual Situation and Rift Surge cards join the
    undrawn ones and are shuffled; then 1 random Voidfall card goes on top (drawn first). A
    pile short of cards gives what it has."""
    v = board.void(state)
    inc = incursion.of(state)
    r = rows(state, content)
    counts = {"1": (r.level1, r.dual1), "2": (r.level2, r.dual2), "3": (r.level3, r.dual3)}
    for level, (situations, duals) in counts.items():
        _move(v.situation_piles[level], v.alert_deck, situations)
        _move(inc.dual_piles.get(level, []), v.alert_deck, duals)
    _move(inc.rift_surge_pile, v.alert_deck, r.rift_surge)
    state.rng.shuffle(v.alert_deck)
    _move(inc.voidfall_pile, v.alert_deck, 1)  # RS-INCPREP-02: on top, not shuffled in
    state.note("vf.inc.note.alert_deck", cycle=state.cycle, cards=len(v.alert_deck))


def _move(source: list[str], target: list[str], n: int) -> None:
    for _ in range(min(n, len(source))):
        target.append(source.pop())


def step_0(state: GameState, content: Content, frame: Phase) -> bool:
    """Preparation Step 0 (RS-INCPREP-01): the Alert deck, then the bottom row's items one at
    a time (``frame.index`` counts the items done)."""
    extras = rows(state, content).extras
    if frame.index == 0:
        if state.cycle > 1:
            return_used(state, content)
        build_deck(state, content)
    while frame.index < len(extras):
        item = extras[frame.index]
        frame.index += 1
        if _extra(state, content, item):
            return False  # a decision was pushed; come back for the next item
    return True


def cycle_one(state: GameState, content: Content) -> None:
    """Cycle 1's Step 0 at setup (its Preparation is only the Galactic Event, VF-PREP-03):
    the Alert deck, then the bottom row's items; those that wait on a decision are pushed so
    that the first item is decided first."""
    build_deck(state, content)
    for item in reversed(rows(state, content).extras):
        _extra(state, content, item)


def _extra(state: GameState, content: Content, item: str) -> bool:
    """One item of RS-INCPREP-06; True when it waits on a decision."""
    v = board.void(state)
    seat = state.board.turn_order[0]
    if item in ("harbinger_war", "harbinger_war_or_economy") and v.harbinger_supply <= 0:
        state.note("vf.void.note.no_harbinger")
        return False
    if item == "harbinger_war":  # (a)
        v.harbinger_supply -= 1
        state.note("vf.inc.note.harbinger_war")
        catastrophe.push(state, content, seat, board.insert_harbinger(state, content, "military"))
        return _pending(state)
    if item == "harbinger_war_or_economy":  # (b): the players choose the track
        push_step(state, content, seat, Effect(TO_TRACK, {"source": "supply"}), cost=True)
        return True
    if item == "crisis_level2":  # (c)
        return _crisis_level2(state, content, seat)
    if item == "voidborn_fleet":  # (d)
        push_step(state, content, seat, Effect(PLACE_FLEET, {"yards": 0}), cost=True)
        return _pending(state)
    if item == "two_shipyards":  # (e)
        push_step(state, content, seat, Effect(PLACE_FLEET, {"yards": 2}), cost=True)
        return _pending(state)
    placed = deployment.every_yard(state)  # (f), A19: Corvettes
    state.note("vf.inc.note.every_yard", n=len(placed))
    return False


def _pending(state: GameState) -> bool:
    return bool(state.stack) and not isinstance(state.stack[-1], Phase)


def _crisis_level2(state: GameState, content: Content, seat: int) -> bool:
    """RS-INCPREP-06 (c): the top Level 2 Crisis straight onto the track its type names (a
    General one: the players choose); nothing on it is resolved."""
    crisis_id = crises.reveal_tier(state, content, seat, "2")
    if not crisis_id:
        return False
    tracks = board.candidate_tracks(board.crisis(content, crisis_id))
    if len(tracks) == 1:
        _to_track(state, content, seat, crisis_id, tracks[0])
        return _pending(state)
    incursion.of(state).pending_crisis = crisis_id
    push_step(state, content, seat, Effect(CRISIS_TRACK), cost=True)
    return True


def _to_track(state: GameState, content: Content, seat: int, crisis_id: str, track: str) -> None:
    state.note("vf.inc.note.crisis_level2", crisis=crisis_id, track=track)
    catastrophe.push(state, content, seat, board.place_ongoing(state, content, crisis_id, track))


@register
class CrisisTrack(Primitive[NoParams]):
    """RS-INCPREP-06 (c), a General Crisis: the players put it on the War or Economy track."""

    op = CRISIS_TRACK
    Params = NoParams
    rules = ("RS-INCPREP-06",)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("crisis-track", (t,), self.rules) for t in TRACK_NAMES]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        inc = incursion.of(ctx.state)
        crisis_id, inc.pending_crisis = inc.pending_crisis, ""
        _to_track(ctx.state, ctx.content, ctx.seat, crisis_id, choice.values[0])


class PlaceParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    yards: int = 0  # 0: any Voidborn sector, a type of the players' choice (item d); n: n
    # different Shipyards/Starbases (e)


@register
class PlaceFleet(Primitive[PlaceParams]):
    """RS-INCPREP-06 (d): 1 Voidborn Fleet Power in a Voidborn sector, of a type, both of the
    players' choice, where it fits (skipped when nothing fits); (e): 1 Fleet Power at each of
    ``yards`` different Voidborn Shipyards/Starbases (fewer if fewer exist; A19: Corvettes)."""

    op = PLACE_FLEET
    Params = PlaceParams
    rules = ("RS-INCPREP-06", "RS-INCPREP-07")

    def _types(self, ctx: Ctx, sector_id: str) -> list[str]:
        sector = ctx.state.galaxy.sector(sector_id)
        return [t for t in VOIDBORN_TYPES if fleets.available(ctx.state, sector, t)]

    def options(self, ctx: Ctx) -> list[Choice]:
        state, picks = ctx.state, ctx.frame.picks
        yards = self.params(ctx.frame.effect).yards
        if not yards:
            if len(picks) == 1:
                return [
                    Choice("voidborn-type", (t,), self.rules, label="vf.inc.choice.type")
                    for t in self._types(ctx, picks[0])
                ]
            if picks:
                return []
            sectors = [s.id for s in state.galaxy.sectors if s.is_voidborn]
            open_ = [s for s in sectors if self._types(ctx, s)]
        elif len(picks) >= yards:
            return []
        else:
            open_ = [s for s in deployment.targets(state, fleets.CORVETTE, []) if s not in picks]
        return [Choice("sector", (s,), self.rules, label="vf.inc.choice.place") for s in open_]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        if choice.kind == "sector" and not self.params(ctx.frame.effect).yards:
            return  # the type comes next
        sector_id = ctx.frame.picks[-2] if choice.kind == "voidborn-type" else choice.values[0]
        fleet_type = choice.values[0] if choice.kind == "voidborn-type" else fleets.CORVETTE
        fleets.add(ctx.state.galaxy.sector(sector_id), fleet_type)
        ctx.state.note("vf.inc.note.placed", sector=sector_id, kind=fleet_type)
