"""The Cycle loop (RV-ROUND): Action phase with the Council, Recall, Skirmish with Revenant
Failures, Rift, Hyperjump, Final Scoring."""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.core.stack import (
    DRIVER,
    REFUSALS,
    Choice,
    applier,
    handler,
    note,
    processor,
    push,
)
from domineum.revenant.engine.effects import fleet_effect
from domineum.revenant.engine.setup import advance_setup, player_key
from domineum.revenant.engine.turn import advance_turn
from domineum.revenant.model.state import AMBASSADOR, FIGURES, Frame, GameState, PlanetSpot, Turn
from domineum.revenant.rules import economy as eco
from domineum.revenant.rules.board import (
    add_voidborn,
    distance,
    on_board,
    ring_step,
    room_for,
    ships_in,
)
from domineum.revenant.rules.fleet import damage_ship
from domineum.revenant.rules.scoring import final_scores, winner

CYCLES = 4  # RV-ROUND-01
TURNS = 3  # RV-SEQ-01
REVENANT_SPACES = 5  # RV-FAIL-04


def advance(state: GameState, content: Content) -> None:
    phase = state.phase
    if phase == "setup":
        advance_setup(state, content)
    elif phase == "action":
        _action(state, content)
    elif phase == "recall":
        recall(state)
    elif phase == "skirmish":
        _skirmish(state, content)
    elif phase == "rift":
        _rift(state, content)
    elif phase == "hyperjump":
        _hyperjump(state, content)
    elif phase == "final":
        _final(state, content)


DRIVER.advance.append(advance)


# --- Action phase (RV-SEQ) and the Council (RV-TWOP) -------------------------------------------


def _action(state: GameState, content: Content) -> None:
    if state.step == "":
        state.step = "turns"
        state.tucked = []  # RV-FAIL-12/-15: per Cycle
        state.revenant_sealed = False
        rounds: list[int] = []
        for _ in range(TURNS):
            if state.config.players <= 2:
                rounds.append(AMBASSADOR)  # RV-TWOP-03: before each round of player turns
            rounds += state.order
        state.sequence = rounds
        note(state, "rv.note.cycle", cycle=state.cycle)
        return
    if state.turn is not None:
        advance_turn(state, content)
        return
    if not state.sequence:
        state.phase, state.step = "recall", ""  # RV-SEQ-02
        return
    seat = state.sequence.pop(0)
    if seat == AMBASSADOR:
        council_turn(state, content)
    else:
        state.turn = Turn(seat=seat)


def council_turn(state: GameState, content: Content) -> None:
    """RV-TWOP-04..06/-11: reveal the target House; an Ambassador on its Arkship, else its
    Dropship (landing on the nearest free planet: own sector, clockwise, counter-clockwise),
    else its Fighter, else set aside."""
    if not state.council_deck:
        return
    card = state.council_deck.pop()
    state.council_revealed.append(card)  # RV-TWOP-09
    house = card.split("-")[1]
    note(state, "rv.note.council", house=house)
    ark = state.ships[f"arkship-{house}"]
    if on_board(ark) and not ark.crew:
        ark.crew = "council"
        return
    drop = state.ships[f"dropship-{house}"]
    if on_board(drop) and not drop.crew:
        drop.crew = "council"
        for s in (
            drop.sector,
            ring_step(content, drop.sector, 1),
            ring_step(content, drop.sector, -1),
        ):
            spot = next((p for p in state.planets if p.sector == s and not p.occupant), None)
            if spot is not None:
                spot.occupant = drop.id
                spot.cube = False  # discarded to the supply
                drop.planet = spot.card
                break
        return
    fighter = state.ships[f"fighter-{house}"]
    if on_board(fighter) and not fighter.crew:
        fighter.crew = "council"


# --- Recall (RV-RECALL) -----------------------------------------------------------------------


def recall(state: GameState) -> None:
    for p in state.players:
        p.figures = {f: "" for f in FIGURES}  # RV-RECALL-02 (also Emergency figures)
        p.frigate_planet = ""
    state.revenant_crew = {}
    for ship in state.ships.values():
        ship.crew = ""  # Ambassadors too (RV-RECALL-06)
        ship.planet = ""  # RV-RECALL-03
    for spot in state.planets:
        spot.occupant = ""
    state.order = eco.turn_order(state)  # RV-RECALL-04/-05
    state.phase, state.step = "skirmish", "sector"
    state.skirmish_sector = 0


# --- Skirmish (RV-SKIRM) and Revenant Failure (RV-FAIL) ----------------------------------------


def resolver(state: GameState, content: Content, sector: str) -> int:
    """The player whose Frigate is closest; ties to the earliest in turn order (RV-SKIRM-04)."""
    return min(
        state.order,
        key=lambda s: (
            distance(content, state.players[s].frigate_sector, sector),
            state.order.index(s),
        ),
    )


def _skirmish(state: GameState, content: Content) -> None:
    outer = content.board.outer
    if state.step == "refresh":
        if state.cycle < CYCLES:
            refresh(state)  # RV-FAIL-10
            state.phase = "hyperjump" if state.phase_skip[state.cycle - 1] else "rift"
        else:
            state.phase = "final"  # RV-ROUND-05, RV-FAIL-11
        state.step = ""
        return
    sector = outer[state.skirmish_sector]
    if state.step == "sector":
        state.step = "rift"
        state.damage_dealt = False
        d = state.voidborn.get(sector, 0)  # RV-SKIRM-03
        cancelled = min(d, state.shields.get(sector, 0))  # RV-SKIRM-05, RV-SHIELD-02
        if cancelled:
            state.shields[sector] -= cancelled
        if d - cancelled > 0:
            push(
                state,
                Frame("damage", resolver(state, content, sector), n=d - cancelled, arg=sector),
            )
    elif state.step == "rift":
        state.step = "shields"
        if sector in state.rifts and state.damage_dealt and _taintable(state, sector):
            push(state, Frame("rift_corrupt", resolver(state, content, sector), arg=sector))
    else:
        state.shields.pop(sector, None)  # RV-SKIRM-11/-12
        state.skirmish_sector += 1
        state.step = "sector" if state.skirmish_sector < len(outer) else "refresh"


def _taintable(state: GameState, sector: str) -> list[str]:
    return sorted(s.id for s in ships_in(state, sector) if s.cls != "shuttle" and not s.corrupted)


@processor("damage")
def _damage_auto(state: GameState, content: Content, frame: Frame) -> bool:
    """With no House ship left in the sector, the rest hits the Revenant (RV-SKIRM-08)."""
    if frame.n <= 0:
        state.stack.remove(frame)
        return True
    if ships_in(state, frame.arg):
        return False
    state.stack.remove(frame)
    for _ in range(frame.n):
        damage_revenant(state, content)
    return True


@handler("damage", auto_single=True)
def _damage_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("hit", (s.id,), "rv.choice.hit", (("ship", s.id),), ("RV-SKIRM-06", "RV-SKIRM-07"))
        for s in sorted(ships_in(state, frame.arg), key=lambda s: s.id)
    ]


@applier("damage")
def _damage(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    damage_ship(state, content, state.ships[c.values[0]])
    state.damage_dealt = True
    frame.n -= 1


@handler("rift_corrupt", auto_single=True)
def _taint_opts(state: GameState, content: Content, frame: Frame) -> list[Choice]:
    return [
        Choice("taint", (s,), "rv.choice.taint", (("ship", s),), ("RV-SKIRM-09",))
        for s in _taintable(state, frame.arg)
    ]


@applier("rift_corrupt")
def _taint(state: GameState, content: Content, frame: Frame, c: Choice) -> None:
    state.stack.remove(frame)
    state.ships[c.values[0]].corrupted = True


def damage_revenant(state: GameState, content: Content) -> None:
    """RV-FAIL-04..07 (B8 in Cycle 1: the one card resolves again, then no more markers)."""
    if state.revenant_sealed:
        return
    if state.revenant_damage < REVENANT_SPACES:
        state.revenant_damage += 1
        return
    first = not state.tucked
    card = (state.display_bottom or state.display_top) if first else state.display_top
    state.revenant_damage = 0
    state.tucked.append(card)
    if not first:
        state.revenant_sealed = True
    note(state, "rv.note.failure", card=card)
    f = content.failures[card]
    covered = state.protection.get(card, "")
    for side, effects in (("top", f.top), ("bottom", f.bottom)):
        if covered != side:  # RV-REVENANT-09
            for e in effects:
                fleet_effect(state, content, e)


def refresh(state: GameState) -> None:
    """RV-FAIL-10: discard the bottom card (its token comes back), move the top card down with
    its token, reveal the next card into the top space."""
    if state.display_bottom:
        state.protection.pop(state.display_bottom, None)  # B12
    state.display_bottom = state.display_top
    state.display_top = state.failure_deck.pop() if state.failure_deck else ""


# --- Rift (RV-RIFT) and Hyperjump (RV-HYPER) ---------------------------------------------------


def _income(state: GameState, content: Content) -> None:
    """Operation Income, by the Captain's rank (RV-OPS-14; B11: exactly that many)."""
    for seat in reversed(state.order):
        p = state.players[seat]
        push(state, Frame("draw", seat, n=content.crews[p.crew].op_income[p.rank]))


def _reveal(state: GameState) -> None:
    """RV-RIFT-06 / RV-HYPER-09 (B7: as many Colonies as remain)."""
    if state.cycle < 3:
        deck = state.scanner_decks[str(state.cycle + 1)]
        state.offer = [deck.pop() for _ in range(min(3, len(deck)))]
    else:
        state.offer = [state.colony_deck.pop() for _ in range(min(3, len(state.colony_deck)))]


def _next_cycle(state: GameState) -> None:
    state.cycle += 1
    state.chosen = ""
    state.phase, state.step = "action", ""


def _rift(state: GameState, content: Content) -> None:
    if state.step == "":
        state.step = "income"
        die = content.board.rift_dice[player_key(state.config.players)]
        for sector in sorted(state.rifts, key=int):  # RV-RIFT-02
            place_rift_roll(state, content, sector, die[state.rng.below(len(die))])
        for spot in state.planets:  # RV-RIFT-03
            if not spot.cube and data_in_supply(state, content) > 0:
                spot.cube = True
        state.offer = []  # RV-RIFT-04
        _income(state, content)  # RV-RIFT-05
    else:
        _reveal(state)
        _next_cycle(state)


def place_rift_roll(
    state: GameState, content: Content, sector: str, face: tuple[int, int, int]
) -> None:
    """A Rift die face: the large number in the Rift's sector, the small ones in its two ring
    neighbours, never above 6 per sector (RV-RIFT-02, RV-RIFT-07)."""
    left, centre, right = face
    add_voidborn(state, content, ring_step(content, sector, -1), left)
    add_voidborn(state, content, sector, centre)
    add_voidborn(state, content, ring_step(content, sector, 1), right)


def data_in_supply(state: GameState, content: Content) -> int:
    used = sum(p.data for p in state.players) + sum(1 for s in state.planets if s.cube)
    return content.board.supply.get("data", 15) - used


def _hyperjump(state: GameState, content: Content) -> None:
    step = state.step
    if step == "":
        state.step = "build"
        state.planets = []  # RV-HYPER-02
        state.rifts = []
        state.voidborn = {}  # RV-HYPER-03
        _tactics_reset(state, content, move=True)  # RV-HYPER-04
    elif step == "build":
        state.step = "reveal"
        _build(state, content)
        state.offer = []  # RV-HYPER-07
        _income(state, content)  # RV-HYPER-08
    else:
        _reveal(state)
        _next_cycle(state)


def _tactics_reset(state: GameState, content: Content, move: bool) -> None:
    """RV-HYPER-04 (and RV-END-02 without moving): in reverse turn order, 8+ gains Hidden
    Influence, 11+ also Influence with a House; then reset to the Captain's Tactics Reset."""
    for seat in state.order:  # pushed first = resolved last: reverse turn order
        p = state.players[seat]
        if p.tactics >= 11:
            push(state, Frame("influence", seat))
        if p.tactics >= 8:
            eco.gain_hidden_influence(state, content, seat)
    if not move:
        return
    processing = list(reversed(state.order))
    for seat in processing:
        p = state.players[seat]
        p.tactics = content.crews[p.crew].tactics_reset[p.rank]
        if p.tactics == 3:
            eco.gain(state, content, seat, "material")
    stacking = state.order if state.config.reset_stack == "rule" else processing  # B9
    for seat in stacking:
        state.stamp_counter += 1
        state.players[seat].stamp = state.stamp_counter


def _build(state: GameState, content: Content) -> None:
    """RV-HYPER-06: the new system from the chosen Scanner card."""
    card = content.scanners[state.chosen]
    for sector, n in card.voidborn:
        add_voidborn(state, content, sector, n)
    state.rifts = list(card.rifts)
    for sector in card.planets:
        if state.planet_deck:
            state.planets.append(PlanetSpot(card=state.planet_deck.pop(), sector=sector))
    if state.reserved_shuttle:
        ship = state.ships[state.reserved_shuttle]
        start = card.shuttle or (card.planets[0] if card.planets else content.board.outer[0])
        for k in range(len(content.board.outer)):
            s = ring_step(content, start, k)
            if room_for(state, content, "shuttle", s):
                ship.sector = s
                break
        else:
            ship.sector = ""
        state.reserved_shuttle = ""
    state.chosen = ""


def _final(state: GameState, content: Content) -> None:
    if state.step == "":
        state.step = "score"
        _tactics_reset(state, content, move=False)  # RV-END-02 (B23)
        return
    state.scores = final_scores(state, content)
    state.winner = winner(state, state.scores)
    note(state, "rv.note.winner", seat=state.winner)
    state.phase = "over"


REFUSALS.update(
    {
        "damage": ("rv.refuse.damage", "RV-SKIRM-06"),
        "rift_corrupt": ("rv.refuse.taint", "RV-SKIRM-09"),
    }
)
