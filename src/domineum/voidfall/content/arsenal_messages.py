"""English text of Voidborn Arsenal's message ids (RS-ARSENAL, RS-VBFLEET, RS-VBJOIN): its
Voidborn types, log lines and refusals."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    "vf.term.voidborn.corvette": "Voidborn Corvette",
    "vf.term.voidborn.dreadnought": "Voidborn Dreadnought",
    "vf.term.voidborn.destroyer": "Voidborn Destroyer",
    "vf.term.voidborn.mirage": "Voidborn Mirage",
    "vf.term.voidborn.siphon": "Voidborn Siphon",
    "vf.term.fleet.voidborn_dreadnought": "Voidborn Dreadnought",
    "vf.term.fleet.voidborn_destroyer": "Voidborn Destroyer",
    "vf.term.fleet.voidborn_mirage": "Voidborn Mirage",
    "vf.term.fleet.voidborn_siphon": "Voidborn Siphon",
    "rs.note.joiner": "A {kind} moves from {source} into {sector} to join the Skirmish "
    "(RS-VBJOIN-01, -06)",
    "rs.note.joiner_left_empty": "{sector} is left without Voidborn: 2 Voidborn Corvettes and a "
    "Bounty token are placed there (RS-VBJOIN-11)",
    "rs.note.reward_reclaim": "Seat {seat} destroyed {n} × {kind}: a Reclaim token for each "
    "(RS-VBFLEET-06, -09)",
    "rs.note.reward_bounty": "Seat {seat} destroyed {n} × {kind}: a Bounty token for each "
    "(RS-VBFLEET-15)",
    "rs.note.reward_glory_upgrade": "Seat {seat} destroyed {n} × {kind}: a Glory upgrade for each "
    "(RS-VBFLEET-13)",
    "rs.refuse.mirage_sources": "a sector holding a Voidborn Mirage can only be invaded with "
    "Fleet Power from 2 or more different sectors",
    "rs.choice.joiner_from": "The Voidborn Arsenal ship joining the Skirmish comes from {value}",
    "rs.board.legend": "Voidborn Arsenal fleets: v Voidborn Corvette, o Voidborn Dreadnought, "
    "e Voidborn Destroyer, m Voidborn Mirage, i Voidborn Siphon",
    "vf.board.stage_joiner": "the Defender chooses where the Voidborn Arsenal joiner comes from",
}

messages.register(ENGLISH)
