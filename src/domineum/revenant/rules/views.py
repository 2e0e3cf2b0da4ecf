"""Per-seat views: what a seat may not see is replaced by "?" (ARCHITECTURE: Hidden information).

Hidden: other players' Hidden Influence cards, Secret Agendas, Operation hands and cards they
are choosing among (played Command cards were seen when played: decision D11); every deck's
order (sizes stay visible); the Council deck; the RNG and the seed.
"""

from __future__ import annotations

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.revenant.model.state import GameState

HIDDEN = "?"


def _mask(items: list[str]) -> list[str]:
    return [HIDDEN] * len(items)


def redact(state: GameState, seat: int | None) -> GameState:
    v = clone(state)
    v.rng = Rng(0)
    v.seed = 0
    v.config = type(v.config)(
        players=v.config.players,
        seed=0,
        reset_stack=v.config.reset_stack,
        ascend_any_sector=v.config.ascend_any_sector,
        contain_avoids_corruption=v.config.contain_avoids_corruption,
    )
    for p in v.players:
        if p.seat != seat:
            p.hi = _mask(p.hi)
            p.hand = _mask(p.hand)
            p.fleet_agenda = HIDDEN if p.fleet_agenda else ""
            p.personal_agenda = HIDDEN if p.personal_agenda else ""
    for f in v.stack:
        if f.seat != seat and f.kind in ("keep", "agenda"):
            f.items = _mask(f.items)
    v.hi_deck = _mask(v.hi_deck)
    v.council_deck = _mask(v.council_deck)
    v.planet_deck = _mask(v.planet_deck)
    v.colony_deck = _mask(v.colony_deck)
    v.failure_deck = _mask(v.failure_deck)
    v.personal_agendas = _mask(v.personal_agendas)
    v.fleet_agendas = _mask(v.fleet_agendas)
    v.op_decks = {t: _mask(d) for t, d in v.op_decks.items()}
    v.op_discards = {t: _mask(d) for t, d in v.op_discards.items()}
    v.scanner_decks = {k: _mask(d) for k, d in v.scanner_decks.items()}
    return v
