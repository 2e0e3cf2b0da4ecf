"""Setting up the Void (VF-SOLO-SETUP-07..19, -34..35, -40; VF-SETUP-16).

The difficulty is the rules option ``difficulty=easy|medium|hard`` of ``Config.options``
(default easy). Everything random is drawn from the game's RNG.
"""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core import modules
from domineum.voidfall.engine.setup import SetupError, choose_map
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, VoidState
from domineum.voidfall.modes.void import alerts

DIFFICULTY = "difficulty="
DISPLAY = 3  # VF-SOLO-SETUP-34: 3 of the 8 Technologies in the display


def difficulty(options: tuple[str, ...]) -> str:
    for option in options:
        if option.startswith(DIFFICULTY):
            return option[len(DIFFICULTY) :]
    return "easy"


def prepare(state: GameState, content: Content) -> None:
    """The Crisis board, the decks, Harbingers, Refuges and the solo House-mat Corruption."""
    if content.void is None:
        raise SetupError(messages.render("vf.setup.no_void"))
    p = content.void
    level = difficulty(state.config.options)
    if level not in p.difficulties:
        known = ", ".join(p.difficulties)
        raise SetupError(messages.render("vf.setup.unknown_difficulty", level=level, known=known))
    rng = state.rng
    size = len(p.board.military)
    v = VoidState(
        difficulty=level,
        military=[FREE] * size,
        economic=[FREE] * size,
        # SETUP-10/11: 7 in the supply, 3 boxed; co-op: all 10 (VF-HARB-02)
        harbinger_supply=p.board.harbingers_in_play(state.config.players),
    )
    state.void = v
    decks: dict[str, list[str]] = {t: [] for t in ("start", "1", "2", "3")}
    dealt = modules.crises_in_play(p.crises, state.config)  # RS-MOD-07, RS-INCCRISIS-08
    for card in sorted((p.crises[c] for c in dealt), key=lambda c: c.number):
        decks[card.tier].append(card.id)
    for deck in decks.values():  # SETUP-12 (AMB-06: shuffled)
        rng.shuffle(deck)
    starts = decks.pop("start")
    if p.difficulties[level].start_crises:  # SETUP-14 (AMB-07: first drawn -> Economic)
        v.economic[0] = starts.pop()
        v.military[0] = starts.pop()
        state.note("vf.void.note.start_crises", economic=v.economic[0], military=v.military[0])
    v.boxed += starts  # SETUP-13/14: the rest are boxed
    v.crisis_decks = decks
    for alert in sorted(p.alerts.values(), key=lambda a: a.id):  # SETUP-15/16
        if alert.kind == "situation":
            v.situation_piles[alert.tier].append(alert.id)
        elif level in alert.difficulties:
            v.war_pile.append(alert.id)
        else:
            v.boxed.append(alert.id)
    for pile in (*v.situation_piles.values(), v.war_pile):
        rng.shuffle(pile)
    alerts.add_alerts(state, content, p.difficulties[level].alerts[0])  # SETUP-17
    scenario = next((s for s in p.scenarios.values() if s.map == map_id(state, content)), None)
    if scenario is None:  # a map without Void data: the first two Refuge tiles (decision S-20)
        v.refuge_spaces = [r.spaces for r in list(p.refuges.values())[:2]]
        v.refuge_fp = [0] * len(v.refuge_spaces)
    else:
        v.refuge_spaces = [p.refuges[r].spaces for r in scenario.refuges]
        v.refuge_fp = [0] * len(v.refuge_spaces)
        for sector_id, n in scenario.harbingers.items():  # out of the supply (GAP-20)
            placed = min(n, v.harbinger_supply)
            v.harbinger_supply -= placed
            if placed:
                v.harbingers[sector_id] = placed
    for house in state.houses:  # SETUP-40: 1 Corruption above the rightmost Agenda slot
        house.agenda_corrupted[-1] = True
    _fallen_houses(state, content)
    if state.config.players == 1:  # the solo display (the co-op one is the common setup's)
        _technology_display(state)
    state.note("vf.void.note.setup", difficulty=level, alerts=len(v.alert_deck))


def map_id(state: GameState, content: Content) -> str:
    """The map the game is played on (the configured one, else the first for its seats and
    mode: a co-op game's co-op map, decision C-06)."""
    config = state.config
    return choose_map(content, config.players, config.map, config.mode).id


def _fallen_houses(state: GameState, content: Content) -> None:
    """SETUP-30/32: the Fallen Houses are the 4 whose Technologies make the display (drawn at
    random by the common setup); each Fallen House sector the map leaves empty gets one of
    them at random, with its Population. The Broken Glass redraw (SETUP-31) is not modelled."""
    houses = sorted({content.technologies[t].house for t in state.board.tech_piles})
    placed = {s.fallen_house for s in state.galaxy.sectors if s.fallen_house}
    pool = [h for h in houses if h not in placed]
    state.rng.shuffle(pool)
    for sector in state.galaxy.sectors:
        if sector.type == "fallen_house" and not sector.fallen_house and pool:
            sector.fallen_house = pool.pop()
            sector.population = content.houses[sector.fallen_house].fallen_population


def _technology_display(state: GameState) -> None:
    """SETUP-34/35 (TECH-08): 3 of the 8 Technologies at random, one Basic copy each (the one
    with Influence); the other Basic cards are boxed. The 8 Improved ones stay."""
    piles = state.board.tech_piles
    techs = sorted(piles)
    state.rng.shuffle(techs)
    keep = set(techs[:DISPLAY])
    for t in list(piles):
        piles[t] = [max(piles[t])] if t in keep and piles[t] else []
