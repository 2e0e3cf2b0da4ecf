"""Fill a seat's view with a plausible sample of the hidden cards (for search bots)."""

from __future__ import annotations

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.revenant.content.loader import Content
from domineum.revenant.model.state import GameState
from domineum.revenant.rules.views import HIDDEN


def _fill(items: list[str], pool: list[str]) -> list[str]:
    return [pool.pop() if x == HIDDEN and pool else x for x in items]


def determinize(view: GameState, seat: int, content: Content, rng: Rng) -> GameState:
    s = clone(view)
    s.rng = Rng.seeded(rng.next_u64())
    me = s.players[seat]
    # Hidden Influence: everything not seen by this seat.
    seen = set(me.hi) | set(s.council_revealed)
    for f in s.stack:
        seen |= {x for x in f.items if x.startswith("hi-")}
    hi = [c for c in content.hi_cards if c not in seen]
    rng.shuffle(hi)
    for p in s.players:
        p.hi = _fill(p.hi, hi)
    s.council_deck = _fill(s.council_deck, hi)
    for f in s.stack:
        if f.kind == "keep":
            f.items = _fill(f.items, hi)
    s.hi_deck = _fill(s.hi_deck, hi)
    # Operation cards: by type for decks and discards, any for hands and Commands.
    placed = set(me.hand) | set(me.commands)
    for p in s.players:
        placed |= {c for cadet in p.cadet_cards for c in cadet} | set(p.frigate_cards)
    for f in s.stack:
        if f.kind == "cadet_slot":
            placed.add(f.arg)
    unseen = [c for c in content.ops if c not in placed]
    rng.shuffle(unseen)
    for t in s.op_decks:
        typed = [c for c in unseen if content.ops[c].type == t]
        need = s.op_decks[t].count(HIDDEN) + s.op_discards[t].count(HIDDEN)
        take = typed[:need]
        for c in take:
            unseen.remove(c)
        s.op_decks[t] = _fill(s.op_decks[t], take)
        s.op_discards[t] = _fill(s.op_discards[t], take)
    commands = [c for c in unseen if content.ops[c].type == "command"]
    for p in s.players:
        need = p.commands.count(HIDDEN)
        take, commands = commands[:need], commands[need:]
        for c in take:
            unseen.remove(c)
        p.commands = _fill(p.commands, take)
    for p in s.players:
        p.hand = _fill(p.hand, unseen)
    # Agendas, planets, Colonies, Failures.
    fleet = [
        a.id for a in content.agendas.values() if a.kind == "fleet" and a.id != me.fleet_agenda
    ]
    pers = [
        a.id
        for a in content.agendas.values()
        if a.kind == "personal" and a.id != me.personal_agenda
    ]
    rng.shuffle(fleet)
    rng.shuffle(pers)
    for p in s.players:
        if p.fleet_agenda == HIDDEN:
            p.fleet_agenda = fleet.pop() if fleet else ""
        if p.personal_agenda == HIDDEN:
            p.personal_agenda = pers.pop() if pers else ""
    used_planets = {x.card for x in s.planets}
    planets = [c for c in content.planets if c not in used_planets]
    rng.shuffle(planets)
    s.planet_deck = _fill(s.planet_deck, planets)
    colonies = [c for c in content.colonies if c not in s.offer and c != s.colony]
    rng.shuffle(colonies)
    s.colony_deck = _fill(s.colony_deck, colonies)
    shown = {s.display_top, s.display_bottom}
    hull = [f.id for f in content.failures.values() if f.kind == "hull" and f.id not in shown]
    core = [f.id for f in content.failures.values() if f.kind == "core" and f.id not in shown]
    rng.shuffle(hull)
    rng.shuffle(core)
    s.failure_deck = [
        core.pop() if i == 0 and core else (hull.pop() if hull else "")
        for i, x in enumerate(s.failure_deck)
    ]
    for key, deck in s.scanner_decks.items():
        pool = [
            c.id
            for c in content.scanners.values()
            if str(c.cycle) == key and c.id not in s.offer and c.players == _players_key(s)
        ]
        rng.shuffle(pool)
        s.scanner_decks[key] = _fill(deck, pool)
    for f in s.stack:
        if f.kind == "agenda":
            f.items = _fill(f.items, pers)
    s.personal_agendas = _fill(s.personal_agendas, pers)
    return s


def _players_key(s: GameState) -> str:
    return "1-2" if s.config.players <= 2 else str(s.config.players)
