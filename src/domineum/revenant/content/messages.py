"""English text of every Revenant message id (the catalog a translation replaces)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH: dict[str, messages.Template] = {
    "rv.choice.board": "Board {space} with your {figure}",
    "rv.choice.emergency": (
        "Emergency Action with your {figure}: Hidden Influence, then 1 resource or 1 Tactics"
    ),
    "rv.choice.cash": "Discard the Hidden Influence card {card} for any 1 resource",
    "rv.choice.influence": "Gain 1 Influence with {house}",
    "rv.choice.resource": "Take 1 {resource}",
    "rv.choice.tactics": "Take 1 Tactics",
    "rv.choice.pay": "Spend 1 {resource}",
    "rv.choice.swap": "Discard 1 {resource} to make room for the {gain}",
    "rv.choice.forfeit": "Forfeit the {resource} (no room)",
    "rv.choice.stick": "Leave 1 {resource} in the corrupted Compartment",
    "rv.choice.corrupt": "Put the Corruption on Compartment {compartment}",
    "rv.choice.contain": "Contain the Corruption of {source}",
    "rv.choice.keep": "Keep the Hidden Influence card {card}",
    "rv.choice.shield": "Place a Shield in {sector}",
    "rv.choice.destroy": "Destroy a Voidborn ship in {sector}",
    "rv.choice.repair": "Remove a Damage marker from {ship}",
    "rv.choice.repair_revenant": "Remove a Damage marker from the Revenant",
    "rv.choice.draw": "Draw a {type} card",
    "rv.choice.discard": "Discard {card}",
    "rv.choice.discard_cost": "Discard {card} to pay for the copy",
    "rv.choice.use": "Use {ability}",
    "rv.choice.no_ability": "Use no (more) abilities",
    "rv.choice.move": "Maneuver to {sector}",
    "rv.choice.attack": "Attack: 1 damage in your sector",
    "rv.choice.strafe": "Strafe to {sector}",
    "rv.choice.stay": "Stay (no Strafe move)",
    "rv.choice.land": "Land on {planet}",
    "rv.choice.end_action": "End this ship's action",
    "rv.choice.planet_top": "Resolve the top option of {planet}",
    "rv.choice.planet_bottom": "Resolve the corrupted (bottom) option of {planet}",
    "rv.choice.frigate_fight": "Frigate: maneuver and/or attack",
    "rv.choice.frigate_land": "Frigate: maneuver, then land on a planet",
    "rv.choice.ark.provision_trade": "Provision: spend any 2 resources, gain any 3",
    "rv.choice.ark.calculate": "Calculate: play an Operation card 1 resource cheaper, then draw 1",
    "rv.choice.ark.provision_science": "Provision: gain 2 Science",
    "rv.choice.ark.charge": "Charge: gain 2 Energy and place 2 Shields",
    "rv.choice.ark.mobilize": "Mobilize: 4 steps of moving House ships with caution",
    "rv.choice.ark.control": "Control: resolve your Frigate's effects",
    "rv.choice.ark.recon": "Recon: draw 2 Operation cards and contain 1 Corruption",
    "rv.choice.ark.provision_material": "Provision: gain 2 Materials",
    "rv.choice.ark.purge": "Purge: destroy 2 Voidborn ships",
    "rv.choice.ark.ascend": "Ascend: gain 3 Tactics and place up to 2 Shields",
    "rv.choice.ark.provision_neutronium": "Provision: gain 2 Neutronium",
    "rv.choice.ark.fabricate": "Fabricate: spend 3 Materials to deploy a Shuttle",
    "rv.choice.ark.replicate": "Replicate: discard an Operation card to copy an occupied planet",
    "rv.choice.ark.clone": "Clone: discard an Operation card to copy another occupied Arkship",
    "rv.choice.no_option": "Resolve neither option",
    "rv.choice.copy_planet": "Copy {planet}",
    "rv.choice.copy_ark": "Copy {ship}",
    "rv.choice.caution": "Move {ship} with caution to {sector}",
    "rv.choice.deploy": "Deploy {ship} in {sector}",
    "rv.choice.protect": "Protect the {effect} effect of {card}",
    "rv.choice.scan": "Hypercharge with {card}",
    "rv.choice.shuttle": "Select the {house} Shuttle",
    "rv.choice.colony_discard": "Return {card} to the box",
    "rv.choice.hit": "Deal 1 damage to {ship}",
    "rv.choice.taint": "Spread the Rift's Corruption to {ship}",
    "rv.choice.play": "Play {card}",
    "rv.choice.no_card": "Play no card",
    "rv.choice.affiliate_discount": "Affiliation: ignore 1 resource of its cost",
    "rv.choice.affiliate_none": "No affiliation bonus (pay the full cost)",
    "rv.choice.affiliate_second": "Affiliation: play a second card afterwards (full cost)",
    "rv.choice.discount": "Do not pay 1 {resource}",
    "rv.choice.cadet_slot": "Give the card to Cadet {cadet}",
    "rv.choice.bonus.gain": "Bonus action: gain 1 resource",
    "rv.bonus.gain": "Gain",
    "rv.bonus.cleanse": "Cleanse",
    "rv.bonus.affiliate": "Affiliate",
    "rv.bonus.promote": "Promote",
    "rv.bonus.activate": "Activate",
    "rv.choice.bonus.cleanse": "Bonus action: Cleanse",
    "rv.choice.bonus.affiliate": "Bonus action: Affiliate (play an Operation card)",
    "rv.choice.bonus.promote": "Bonus action: Promote your Captain (3 Science)",
    "rv.choice.bonus.activate": "Bonus action: Activate",
    "rv.choice.no_bonus": "Take no Bonus action (end your turn)",
    "rv.choice.cleanse_card": "Cleanse: discard {card} to contain a Corruption",
    "rv.choice.cleanse_energy": "Cleanse: spend 1 Energy to contain a Corruption",
    "rv.choice.stop": "Stop here (forfeit the rest)",
    "rv.choice.crew": "Take {crew}",
    "rv.choice.frigate_board": "Take {board}",
    "rv.choice.agenda": "Keep the Personal Agenda {agenda}",
    "rv.choice.redraw": "Redraw your {type} card",
    "rv.choice.keep_cards": "Keep your Operation cards",
    "rv.choice.house": "Start with {house} (1 Influence; your Frigate joins its Arkship)",
    "rv.note.board": "Seat {seat} boards {space}",
    "rv.note.bonus": "Seat {seat} takes the Bonus action {bonus}",
    "rv.note.corruption": "Seat {seat} gains a Corruption on Compartment {compartment}",
    "rv.note.council": "The Council targets {house}",
    "rv.note.cycle": "Cycle {cycle} begins",
    "rv.note.destroyed": "{ship} is destroyed",
    "rv.note.emergency": "Seat {seat} takes the Emergency Action",
    "rv.note.failure": "Revenant Failure: {card}",
    "rv.note.hypercharge": "Seat {seat} Hypercharges with {card}",
    "rv.note.influence": "Seat {seat} reaches step {step} with {house}",
    "rv.note.play": "Seat {seat} plays {card}",
    "rv.note.turn_end": "Seat {seat} ends their turn",
    "rv.note.winner": "Seat {seat} wins",
    "rv.refuse.generic": "'{action}' is not a legal choice now",
    "rv.refuse.ability": "'{action}' is not an ability you can use now",
    "rv.refuse.affiliate": "'{action}' is not an affiliation bonus you can take",
    "rv.refuse.agenda": "'{action}' is not one of your two Personal Agendas",
    "rv.refuse.ark": "'{action}' is not an option of this Arkship you can resolve",
    "rv.refuse.board": "'{action}' is not a free Crew space you may board with a figure at home",
    "rv.refuse.bonus": "'{action}' is not a Bonus action of a clean Compartment you can take",
    "rv.refuse.caution": (
        "'{action}' is not a cautious move: adjacent, within limits, not into more Voidborn ships"
    ),
    "rv.refuse.cleanse": "'{action}' is not a way to Cleanse now",
    "rv.refuse.colony": "'{action}' is not a card of the Colony deck",
    "rv.refuse.contain": "'{action}' is not a Corruption you can contain",
    "rv.refuse.copy": "'{action}' is not an occupied target you may copy",
    "rv.refuse.corrupt": "'{action}' is not an empty Corruption space",
    "rv.refuse.crew": "'{action}' is not a Crew board side still available",
    "rv.refuse.damage": "'{action}' is not a House ship in the sector being skirmished",
    "rv.refuse.deploy": "'{action}' is not a ship in the supply with room in that sector",
    "rv.refuse.destroy": "'{action}' is not a sector with a Voidborn ship this effect may target",
    "rv.refuse.discount": "'{action}' is not a resource of this card's cost",
    "rv.refuse.draw": "'{action}' is not an Operation deck you can draw from",
    "rv.refuse.dropship": "'{action}' is not a maneuver or an unoccupied planet in your sector",
    "rv.refuse.emergency": "'{action}' is not one resource or Tactics",
    "rv.refuse.fighter": "'{action}' is not a maneuver or attack this ship can make now",
    "rv.refuse.frigate_board": "'{action}' is not a Frigate board still available",
    "rv.refuse.hand_limit": "'{action}' is not a card in your hand (discard down to 8)",
    "rv.refuse.house": "'{action}' is not a House nobody has chosen",
    "rv.refuse.hypercharge": "'{action}' is not a revealed card whose Neutronium you can pay",
    "rv.refuse.keep": "'{action}' is not one of the cards you drew",
    "rv.refuse.overflow": "'{action}' is not a resource you hold (or forfeit the gain)",
    "rv.refuse.planet": (
        "'{action}' is not an option you can resolve (the corrupted one needs a free space)"
    ),
    "rv.refuse.play": "'{action}' is not a card in your hand you can pay for and place",
    "rv.refuse.protect": "'{action}' is not an uncovered effect of a revealed Failure card",
    "rv.refuse.redraw": "'{action}' is not a card type you have not redrawn yet",
    "rv.refuse.shield": "'{action}' is not a sector this Shield may go to",
    "rv.refuse.shuttle": "'{action}' is not a Shuttle in the supply",
    "rv.refuse.slot": "'{action}' is not a Cadet with a free card slot",
    "rv.refuse.strafe": "'{action}' is not an adjacent outer sector with room",
    "rv.refuse.taint": "'{action}' is not an uncorrupted House ship in this Rift's sector",
    "rv.refuse.over": "the game is over",
    "rv.figure.captain": "Captain",
    "rv.figure.cadet1": "first Cadet",
    "rv.figure.cadet2": "second Cadet",
    "rv.space.frigate": "your Frigate",
    "rv.space.reinforce": "the Revenant's Reinforce space (1 Energy, 1 Material, 1 Neutronium)",
    "rv.space.hypercharge": "the Revenant's Hypercharge space",
    "rv.ship": "the {house} {cls}",
    "rv.sector.outer": "Sector {n}",
    "rv.sector.inner": "inner sector {n}",
    "rv.compartment": "Compartment {n}",
    "rv.ability.basic": "your Captain's basic ability",
    "rv.ability.progressive": "your Captain's progressive ability",
    "rv.ability.card": "the ability of {card}",
    "rv.effect.top": "top",
    "rv.effect.bottom": "bottom",
    "rv.hidden": "a hidden card",
}

messages.register(ENGLISH)

RENDER: dict[str, messages.Template] = {
    "rv.show.header": "Revenant — Cycle {cycle}, {phase} phase; turn order {order}",
    "rv.show.phase.setup": "set-up",
    "rv.show.phase.action": "Action",
    "rv.show.phase.recall": "Recall",
    "rv.show.phase.skirmish": "Skirmish",
    "rv.show.phase.rift": "Rift",
    "rv.show.phase.hyperjump": "Hyperjump",
    "rv.show.phase.final": "Final Scoring",
    "rv.show.phase.over": "game over",
    "rv.show.sector": "{sector}: {ships}{extra}",
    "rv.show.no_ships": "no House ships",
    "rv.show.voidborn": "; {n} Voidborn",
    "rv.show.shields": messages.Plural("; {n} Shield", "; {n} Shields"),
    "rv.show.rift": "; a Rift",
    "rv.show.planet": "; planet {planet}{cube}{occupant}",
    "rv.show.cube": " (Data cube)",
    "rv.show.occupied": " (occupied)",
    "rv.show.frigates": "; Frigates of {seats}",
    "rv.show.ship": "{ship}{marks}",
    "rv.show.revenant": (
        "The Revenant: {damage}/5 damage; Failure display: top {top}, bottom {bottom}; "
        "Protection tokens used {tokens}/2; Failure deck: {deck}"
    ),
    "rv.show.offer": "Revealed for Hypercharge: {cards}",
    "rv.show.colony": "Selected Colony: {colony}",
    "rv.show.player": (
        "Seat {seat}{you}: Tactics {tactics}, rank {rank}, resources {resources} "
        "(stuck {stuck}), Corruption on Compartments {corruption}, Void Residue {residue}, "
        "Data {data}"
    ),
    "rv.show.player2": (
        "   Influence {influence}; Hidden Influence {hi}; hand {hand}; Cadet cards {cadets}; "
        "Frigate cards {frigates}; Commands {commands}; Agendas {agendas}; crew {crew}"
    ),
    "rv.show.you": " (you)",
    "rv.show.none": "none",
    "rv.show.deciding": messages.Plural(
        "Seat {seat} decides: {n} legal choice", "Seat {seat} decides: {n} legal choices"
    ),
    "rv.show.home": "on the Crew board",
    "rv.show.aside": "set aside (Emergency Action)",
    "rv.show.council": messages.Plural(
        "The Council has {n} card left", "The Council has {n} cards left"
    ),
    "rv.show.score": "Seat {seat}: {total} Prestige ({parts})",
    "rv.show.winner": "Winner: seat {seat}",
    "rv.cli.wrote": messages.Plural(
        "wrote {file}: {players} player, seed {seed}, hash {hash}",
        "wrote {file}: {players} players, seed {seed}, hash {hash}",
        count="players",
    ),
    "rv.cli.applied": messages.Plural(
        "applied {n} action; hash {hash}", "applied {n} actions; hash {hash}"
    ),
    "rv.cli.replayed": messages.Plural(
        "replayed {n} action: hash {hash} matches", "replayed {n} actions: hash {hash} matches"
    ),
    "rv.cli.bot": "seat {seat} ({bot}): {label} — {reason}",
    "rv.cli.prompt": "seat {seat}, your choice (number or notation; 'q' quits)",
    "rv.cli.bad_choice": "not a choice: {text}",
    "rv.scanner": "Scanner card {n} (Cycle {cycle}, {cost} Neutronium)",
    "rv.the_revenant": "the Revenant",
    "rv.word.energy": "Energy",
    "rv.word.material": "Material",
    "rv.word.neutronium": "Neutronium",
    "rv.word.science": "Science",
    "rv.word.tactics": "Tactics",
    "rv.word.arkship": "Arkship",
    "rv.word.dropship": "Dropship",
    "rv.word.fighter": "Fighter",
    "rv.word.shuttle": "Shuttle",
    "rv.word.frigate": "Frigate",
    "rv.word.cadet": "Cadet",
    "rv.word.command": "Command",
    "rv.cli.content": "content pack refused: {problem}",
    "rv.cli.not_a_game": "{path} is not a Revenant game file: {why}",
    "rv.cli.bad_option": "--option {option}: known options are reset_stack=rule|example, "
    "ascend_any_sector=yes|no, contain_avoids_corruption=yes|no",
    "rv.cli.no_seat": "--seat {seat}: no such seat",
    "rv.cli.bad_action": "action {n} '{text}': {problem}",
    "rv.cli.illegal_action": "action {n} '{text}' is illegal: {reason} [{rule}]; nothing was saved",
    "rv.cli.replay_mismatch": "replay mismatch: {problem}",
    "rv.cli.replay_illegal": "replay failed: a logged action is illegal: {problem}",
    "rv.cli.seat_count": "--seats {seats}: give 1 to 4 seat types",
    "rv.cli.players": "--players {players}: a comma-separated list of 1-4",
    "rv.cli.sim": (
        "{games} games, {players} players: {decisions} decisions in {seconds:.1f} s "
        "({rate:.0f} decisions/s); wins by bot: {wins}; invariant failures: {failures}"
    ),
    "rv.setup.colors_count": "{given} colours given for {players} players (RV-SETUP-01)",
    "rv.setup.color_unknown": "there is no player colour '{color}' (known: {known})",
    "rv.setup.color_twice": "two players cannot choose the same colour (RV-SETUP-01)",
    "rv.color.red": "Red",
    "rv.color.blue": "Blue",
    "rv.color.green": "Green",
    "rv.color.yellow": "Yellow",
    "rv.show.colors": "Player colours: {colors}",
    "rv.show.color": "seat {seat} {color}",
    "rv.show.ambassadors": "The Ambassadors (the Council's Crew figures) are {color} (RV-TWOP-02)",
    "rv.summary.title": "Arkship & Revenant Action Summary (RV-SETUP-37)",
    "rv.summary.arkships": "Arkships: resolve one of the two options of the boarded Arkship, or "
    "neither (RV-ARKSHIP-01)",
    "rv.summary.house": "{house}: {first} | {second}",
    "rv.summary.revenant": "The Revenant: gain Influence with any one House; its costs and "
    "effects are mandatory (RV-REVENANT-02, RV-REVENANT-03)",
    "rv.summary.reinforce": "Reinforce: pay 1 Energy, 1 Material and 1 Neutronium; deploy a "
    "House ship if you can (its House's Power +1), then cover one effect of a revealed Failure "
    "card with a Protection token (RV-REVENANT-04..09)",
    "rv.summary.hypercharge": "Hypercharge: choose a revealed Scanner card (Cycle 4: a Colony "
    "card) and pay its Neutronium; gain its Scanner benefits, discard the other two, and "
    "(Cycles 1-3) move this Cycle's Phase Skip token up (RV-REVENANT-10..14)",
}
messages.register(RENDER)

#: The words of each category of the Final Scoring (RV-END) and of each part of a bot's
#: evaluation (its explanations name them).
PARTS = {
    "colony": "Colony",
    "houses": "Houses",
    "personal agenda": "Personal Agenda",
    "fleet agenda": "Fleet Agenda",
    "cadet cards": "Cadet cards",
    "frigate cards": "Frigate cards",
    "captain rank": "Captain rank",
    "command cards": "Command cards",
    "resources": "resources",
    "corruption": "Corruption",
    "agenda progress": "Agenda progress",
    "tactics": "Tactics",
    "resources held": "resources held",
    "hand": "hand",
    "data": "Data",
    "rank": "rank",
    "won": "won",
}

messages.register({f"bot.part.{k}": v for k, v in PARTS.items()})


def score_parts(parts: dict[str, int]) -> str:
    """``Houses 12, Colony 4, ...``: a score's categories in words."""
    return ", ".join(
        f"{messages.render(f'bot.part.{k}') if k in PARTS else k} {n}" for k, n in parts.items()
    )
