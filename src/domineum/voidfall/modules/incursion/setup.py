"""Setting up an Incursion game on top of the Void's setup (RS-INCPREP-01, -08; RS-CIVDEF-01;
RS-INCINST): the Incursion state, its Alert piles, the base War cards boxed (Incursion has
none), and the mission of the map (Rifts, Civil Defense tokens, Voidborn Shipyards)."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.engine.setup import SetupError
from domineum.voidfall.model.galaxy import control_changed
from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.state import GameState
from domineum.voidfall.modes.void import board
from domineum.voidfall.modes.void.setup import map_id
from domineum.voidfall.modules.incursion import civil_defense, prep
from domineum.voidfall.modules.incursion.state import pack


def prepare(state: GameState, content: Content) -> None:
    """Runs after the Void's setup (its Alert deck is undone: Step 0 builds Incursion's)."""
    if content.incursion is None:
        raise SetupError(messages.render("vf.setup.no_incursion"))
    try:
        prep.aid(state, content)
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    state.incursion = IncursionState()
    v = board.void(state)
    p = board.pack(content)
    for card in v.alert_deck:  # the base deck of Cycle 1 goes back (Situations) or away (War)
        alert = p.alerts[card]
        if alert.kind == "situation":
            v.situation_piles[alert.tier].append(card)
        else:
            v.boxed.append(card)
    v.alert_deck = []
    v.boxed += v.war_pile
    v.war_pile = []
    for pile in v.situation_piles.values():
        state.rng.shuffle(pile)
    prep.deal_piles(state, content)
    for crisis in sorted(pack(content).crises.values(), key=lambda c: c.id):
        v.crisis_decks[crisis.tier].append(crisis.id)  # RS-INCCRISIS: shuffled in
    for deck in v.crisis_decks.values():
        state.rng.shuffle(deck)
    _mission(state, content)
    prep.cycle_one(state, content)


def _mission(state: GameState, content: Content) -> None:
    """The map's mission, if the pack has one for it."""
    the_map = map_id(state, content)
    mission = next((m for m in pack(content).missions.values() if m.map == the_map), None)
    if mission is None:
        state.note("vf.inc.note.no_mission", map=the_map)
        return
    inc = state.incursion
    assert inc is not None
    for sector_id, kinds in sorted(mission.rifts.items()):
        inc.unopened[sector_id] = list(kinds)
    for sector_id, seat in sorted(mission.civil_defense.items()):
        if seat < state.config.players:
            civil_defense.place(state, state.galaxy.sector(sector_id), seat)
    for sector_id, yards in sorted(mission.yards.items()):
        sector = state.galaxy.sector(sector_id)
        for yard in yards:
            free = [i for i, x in enumerate(sector.installations) if not x]
            free = [i for i in free if not sector.installation_spaces[i].printed]
            if not free:
                problem = "vf.setup.mission_space"
                raise SetupError(messages.render(problem, mission=mission.id, sector=sector_id))
            sector.installations[free[0]] = yard
            control_changed()  # an Installation (RS-CMDSTN-03)
    state.note("vf.inc.note.mission", mission=mission.id)
