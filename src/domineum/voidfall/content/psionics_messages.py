"""English text of the Psionics module's message ids (modules/psionics; RS-PAGENDA,
RS-NOFOCUS, RS-EFFECT)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    # terms
    "vf.term.agenda_type.psionic": "Psionic",
    # effects in words
    "vf.fx.place_vanguard": "place or move your Vanguard",
    "vf.fx.discard_focus_action": "discard a Focus card from your hand to take one of its actions",
    "vf.fx.gain_psionic_token": "gain a Psionic Combat token",
    "vf.psi.board.seat_tile": "Seat {seat} — {tile}",
    "vf.term.psi_token.strike": "Salvo Strike",
    "vf.term.psi_token.barrier": "Approach Barrier",
    "vf.fx.place_mind_link": "place a Mind Link token on one of your Civilization tracks",
    "vf.fx.remove_voidborn": "remove Voidborn Fleet Power from a Voidborn sector next to yours",
    "vf.term.building.command_station": "Command Station",
    "vf.term.guild.mechanized": "Mechanized",
    "vf.term.building.mechanized": "Mechanized Guild",
    "vf.term.fleet.phantom": "Phantom",
    # choices
    "vf.choice.offer-psionic": "Take the face-up Psionic Agenda",
    "vf.choice.draw-psionic": "Draw two Psionic Agendas and keep one",
    "vf.psi.choice.psionic_slot": "Put the played Psionic Agenda in your Psionic slot "
    "(on the Vanguard tile)",
    "vf.psi.choice.psionic_slot_replace": "Put the played Psionic Agenda in your Psionic slot, "
    "sending the one there to the bottom of the Psionic deck",
    "vf.psi.choice.enforce": "Enforce the Psionic Agenda in slot {n}: pay its Enforcement cost, "
    "take its action again, flip it face down",
    "vf.psi.choice.enforce_psionic": "Enforce the Psionic Agenda in your Psionic slot: pay its "
    "Enforcement cost, take its action again, flip it face down",
    "vf.psi.choice.vanguard": "Put your Vanguard in {value}",
    "vf.psi.choice.token_strike": "Discard a Salvo Strike: +1 Salvo Damage in the first Salvo",
    "vf.psi.choice.token_barrier": "Discard an Approach Barrier: +1 Approach Absorption",
    "vf.psi.choice.gain_strike": "Gain a Salvo Strike token",
    "vf.psi.choice.gain_barrier": "Gain an Approach Barrier token",
    "vf.psi.label.mind_link": "Put a Mind Link token on space {space} of your {track} track: "
    "its benefit becomes a Skip",
    "vf.psi.choice.remove_voidborn": "Remove 1 Voidborn Fleet Power from {value}",
    "vf.psi.choice.pass": "Pass your whole turn (you have no Focus card in hand)",
    "vf.psi.choice.discard_focus": "Discard the Focus card {card} to take one of its actions",
    # notes (the log)
    "vf.psi.note.psionic_slot": "Seat {seat} puts {agenda} in the Psionic slot",
    "vf.psi.note.enforced": "Seat {seat} enforces {agenda}: it is flipped face down "
    "(+1 Fleet Power to Skirmishes against them)",
    "vf.psi.note.flipped_back": "Seat {seat}'s Enforced Psionic Agendas are flipped face up",
    "vf.psi.note.vanguard": "Seat {seat} puts its Vanguard in {sector}",
    "vf.psi.note.token": "Seat {seat} gains a Psionic Combat token ({kind})",
    "vf.psi.note.mind_link": "Seat {seat} covers space {space} of its {track} track with a "
    "Mind Link (a Skip from now on)",
    "vf.psi.note.voidborn_removed": "Seat {seat} removes 1 Voidborn Fleet Power from {sector}",
    "vf.psi.note.voidborn_removed_kind": "Seat {seat} removes 1 Fleet Power of a {kind} from "
    "{sector}: Corvettes go first (RS-EFFECT-12)",
    "vf.psi.note.passed": "Seat {seat} has no Focus card in hand and passes the whole turn",
    "vf.psi.note.discarded_focus": "Seat {seat} discards {card} to take its action {n}",
    "vf.psi.refuse.no_mind_link": "no space of the Tiers named can take a Mind Link token",
    "vf.psi.refuse.mind_link_tracker": "your Civilization tracker is on that space",
    "vf.psi.refuse.mind_link_space": "that space is not in the Tiers named, or has no benefit "
    "to cover (empty, a Skip, or already covered)",
    "vf.psi.refuse.no_voidborn_to_remove": "no Voidborn sector next to yours has a Voidborn "
    "Fleet Power that may be removed (never a sector's last one)",
    "vf.psi.refuse.last_voidborn": "that is the sector's last Voidborn Fleet Power: this effect "
    "does not allow removing it",
    "vf.psi.refuse.not_adjacent_voidborn": "that is no Voidborn sector next to one of yours",
    # the board
    "vf.psi.board.enforced": " (Enforced)",
    "vf.psi.board.tile": "Vanguard tile: Psionic slot {slot} | Vanguard {vanguard}",
    "vf.psi.board.vanguard_tile": "on its tile",
    "vf.psi.board.vanguard_in": "in {sector}",
    "vf.void.score.vanguards": "Vanguards in sectors (10 each)",
    # refusals
    "vf.psi.refuse.no_focus_to_discard": "no Focus card in your hand has an action whose whole "
    "cost you can pay",
    "vf.psi.refuse.focus_not_in_hand": "that Focus card is not in your hand",
    "vf.psi.refuse.focus_unpayable": "you cannot pay the whole cost of any action of that Focus "
    "card, so it cannot be discarded for one",
    # the Combat tiles (RS-CSUM-08; modules/psionics/combat_tiles.py)
    "vf.psi.tile.heading": "{name} — Combat tile (Psionics)",
    "vf.psi.tile.name.mechanized_guild": "Mechanized Guild",
    "vf.psi.tile.name.psionic_tokens": "Psionic Combat tokens",
    "vf.psi.tile.name.command_station": "Command Station",
    "vf.psi.tile.name.phantom": "Phantom",
    "vf.psi.tile.line": "{step}, {role}: +{amount} {gain} {per}{when} ({rule})",
    "vf.psi.tile.step.approach": "Approach",
    "vf.psi.tile.step.salvo": "Every Salvo",
    "vf.psi.tile.step.first_salvo": "First Salvo",
    "vf.psi.tile.role.invader": "Invader",
    "vf.psi.tile.role.defender": "Defender",
    "vf.psi.tile.role.either": "either side",
    "vf.psi.tile.gain.initiative": "Initiative",
    "vf.psi.tile.gain.approach_absorption": "Approach Absorption",
    "vf.psi.tile.gain.salvo_absorption": "Salvo Absorption",
    "vf.psi.tile.gain.salvo_damage": "Salvo Damage",
    "vf.psi.tile.per.piece.mechanized_guild": "for each Mechanized Guild in the sector",
    "vf.psi.tile.per.piece.command_station": "for each Command Station in the sector",
    "vf.psi.tile.per.total.psionic_tokens": "(one Psionic Combat token per Combat)",
    "vf.psi.tile.per.fp.phantom": "for each Phantom Fleet Power present (its only Initiative)",
    "vf.psi.tile.per.total.phantom": "in total, not per Phantom",
    "vf.psi.tile.needs.fleet.mechanized_guild": ", with at least 1 Fleet Power present",
    "vf.psi.tile.needs.fleet.command_station": ", with at least 1 Fleet Power present",
    "vf.psi.tile.needs.barrier.psionic_tokens": ", by discarding an Approach Barrier",
    "vf.psi.tile.needs.strike.psionic_tokens": ", by discarding a Salvo Strike, with at least 1 "
    "Fleet Power present",
    "vf.psi.tile.needs.improved.command_station": ", with Improved Command Stations and at least "
    "1 Fleet Power present",
    "vf.psi.tile.needs.improved.phantom": ", with Improved Phantoms and at least 1 Phantom Fleet "
    "Power present",
}

messages.register(ENGLISH)
