"""The browser client's own words (web/src/*.tsx): English templates under ``web.KEY``, sent
to the client by ``GET /api/texts`` in the reader's language (issue 19, docs/languages.md). The
client keeps no dictionary of its own, so a fourth language is one more catalog here."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.content import messages as _terms  # noqa: F401  (registers vf.term.*)
from domineum.voidfall.model.combat import TECH_LEVELS, TECHNOLOGIES
from domineum.voidfall.model.terms import FLEET_TYPES

PREFIX = "web."

#: the client's key (``t("mat.house")``) -> its English template
CLIENT: dict[str, messages.Template] = {
    "board.none": "none",
    "board.options": "options: {n}",
    "board.options.here": "options here: {n}",
    "combat.result": "Result: {side} wins",
    "combat.invader": "Invader",
    "combat.defender": "Defender",
    "combat.fleet": "{side}: {fleet} Fleet Power",
    "combat.technologies": "{side}'s Technologies",
    "combat.technology": "{side}: Technology {name}",
    "combat.defenses": "Sector Defenses",
    "combat.defenses.of": "Defender's Sector Defenses",
    "combat.starbases": "Starbases",
    "combat.starbases.of": "Defender's Starbases",
    "term.fleet.voidborn": "Voidborn",
    "term.level.none": "none",
    "combat.result.tie": "Result: a tie",
    "combat.search": "Find the best play",
    "combat.searching": "Searching…",
    "combat.sub": (
        "Enter both sides' Fleet Power and defenses. Every choice each side has is "
        "searched, each side playing for its own best result; the best line is shown step"
        " by step, then each alternative's result."
    ),
    "combat.survivors": "Survivors: Invader {invader}, Defender {defender}",
    "combat.title": "Combat calculator",
    "error.network": "the server cannot be reached: check the connection and try again",
    "error.refused": "request refused",
    "error.replay": "cannot open the replay",
    "galaxy.bounty": "Bounty tokens: {n}",
    "galaxy.controlled": "controlled by Seat {seat}",
    "galaxy.corrupted": "Corrupted",
    "galaxy.fallen": "Fallen House {house}",
    "galaxy.fleet.target": "{fleet} Fleet Power {n} in sector {sector}; options: {options}",
    "galaxy.fleets": "Fleet Power: {fleets}",
    "galaxy.glory": "Glory {glory}",
    "galaxy.guilds": "Guilds: {names}",
    "galaxy.harbingers": "Harbingers: {n}",
    "galaxy.held.voidborn": "held by the Voidborn",
    "galaxy.home": "Home Sector of Seat {seat}",
    "galaxy.installations": "Installations: {names}",
    "galaxy.legend": (
        "Pop: Population · Cv Se De Dn Ca: {fleets} (Fleet Power) · V: Voidborn · G: "
        "Glory · B, R: Bounty and Reclaim tokens · Gu, In: Guilds and Installations · ⌂: "
        "Home Sector · ✶: Harbingers · dotted red ring: Corrupted · dashed red line: "
        "Voidstorm · yellow ring: a sector your options are about (click it); boxed "
        "fleets, cards, Technologies, tracks and Agenda slots are click targets too."
    ),
    "galaxy.map": "Map of the galaxy: sectors and their adjacency",
    "galaxy.pop.short": "Pop {n}",
    "galaxy.population": "Population {n}",
    "galaxy.population.none": "no Population",
    "galaxy.reclaim": "Reclaim tokens: {n}",
    "galaxy.sector": "Sector {sector}, {type}",
    "galaxy.title": "The galaxy",
    # a Guild or Installation space as a click target (the galaxy map)
    "galaxy.space": messages.Plural(
        "{row} space {n} of sector {sector}: {what}; {count} option",
        "{row} space {n} of sector {sector}: {what}; {count} options",
        count="count",
    ),
    "galaxy.row.guild": "Guild",
    "galaxy.row.installation": "Installation",
    "galaxy.space.free": "free",
    "galaxy.uncontrolled": "uncontrolled",
    "galaxy.voidborn": "Voidborn Fleet Power: {n}",
    "galaxy.vanguard": "the Vanguard of seat {seat} (⚑)",
    "galaxy.rift.open": "an Open Rift {types} (◉)",
    "galaxy.rift.unopened": "an Unopened Rift {types} (◎)",
    "galaxy.civil_defense": "the Civil Defense token of seat {seat} (⊕)",
    "game.all.options": "Show all options",
    "game.allowed": "Allowed: ",
    "game.ask": "Ask",
    "game.connecting": "Connecting…",
    "game.decision": "Your decision: {prompt}",
    "game.handover": "Hand over to Seat {seat}",
    "game.live": "Live",
    "game.lobby": "← Lobby",
    "game.log": "Game log",
    "game.moves": messages.Plural("{n} move", "{n} moves"),
    "game.offline": "Offline — reconnecting",
    "game.options.chosen": "Options about the thing you chose.",
    "game.options.sector": "Options about sector {sector}.",
    "game.over": "The game is over",
    "game.pass": "Pass the device",
    "game.pass.button": "I am the next player: show my seat",
    "game.pass.text": (
        "The next decision belongs to another seat held on this device. Hand it over, "
        "then press the button."
    ),
    "game.refused": "Not allowed: ",
    "game.replay": "Watch the replay, move by move",
    "game.rule": " (rule {rule})",
    "game.rules": "Rules",
    "game.seat": "Seat {seat}",
    "game.seat.named": "Seat {seat} ({name})",
    "game.spectating": "Spectating",
    "game.undo": "Undo my last decision",
    "game.undo.title": (
        "Take back your last decision (never past a draw, a reveal or another player's move)"
    ),
    "game.waiting": "Waiting for {seat}…",
    "game.waiting.bot": "Waiting for {seat} (a bot)…",
    "game.why": "Why can't I…?",
    "game.why.hint": "An action in the game's notation (for example {example})",
    "game.you.are": "You are",
    "lang.label": "Language",
    "lobby.another": "Create another game",
    "lobby.combat": "Combat calculator",
    "lobby.combat.hint": ": enter two fleets and read the best play, step by step.",
    "lobby.copied": "Copied",
    "lobby.copy": "Copy",
    "lobby.copy.seat": "Copy seat {seat}'s link",
    "lobby.copy.spectator": "Copy the spectator link",
    "lobby.create": "Create game",
    "lobby.created": "Game created",
    "lobby.creating": "Creating…",
    "lobby.difficulty": "Difficulty",
    "lobby.finished": "finished",
    "lobby.game": "Game",
    "lobby.house.hint": "Choose a House for every seat, or leave all on Random.",
    "lobby.house.missing": "Choose a House for every seat, or Random for all.",
    "lobby.house.of": "House of seat {seat}",
    "lobby.house.random": "Random House",
    "lobby.invite": "Invite link for seat {seat}",
    "lobby.links": (
        "Each link opens one seat: send it only to the person who plays that seat. Keep yours."
    ),
    "lobby.loading": "Loading…",
    "lobby.map": "Map",
    "lobby.map.standard": messages.Plural(
        "The standard map for {n} player", "The standard map for {n} players"
    ),
    "lobby.map.standard.one": "The standard map for 1 player",
    "lobby.mine": "My games",
    "lobby.mode": "Mode",
    "lobby.new": "New game of {title}",
    "lobby.person": "A person",
    "lobby.play": "Play seat {seat}",
    "lobby.players": "Players",
    "lobby.players.aria": "Number of players",
    "lobby.row": messages.Plural(
        "{title}: Seat {you} ({name}) — {state}, {moves} move (last: {when})",
        "{title}: Seat {you} ({name}) — {state}, {moves} moves (last: {when})",
        count="moves",
    ),
    "lobby.seat": "Seat {seat}",
    "lobby.seats": "Seats",
    "lobby.spectator.link": "Spectator link",
    "lobby.spectators": "Spectators",
    "lobby.sub": "Voidfall in the browser — play friends or bots, leave and come back any time.",
    "lobby.to.move": "Seat {seat} to move",
    "lobby.watch": "Watch",
    "lobby.who": "Who plays seat {seat}",
    "lobby.your.move": "your move",
    "mat.agenda": "Agenda {name}",
    "mat.civilization": "Civilization:",
    "mat.corrupted": " (Corrupted)",
    "mat.corruption": "Corruption on the mat: {n}",
    "mat.deciding": " — deciding",
    "mat.fleet": "Fleet Power: {active} active, {inactive} inactive",
    "mat.focus.card": "Focus card {name}",
    "mat.focus.hand": "Focus cards in hand:",
    "mat.focus.played": "Focus cards played: {names}",
    "mat.galactic": "Galactic board",
    "mat.glory": "Glory: {glory}",
    "mat.hand": "Agenda cards in hand: {n}",
    "mat.house": "Seat {seat}: House {house}",
    "mat.houses": "The Houses",
    "mat.improved": " (Improved)",
    "mat.order": "Turn Order: ",
    "mat.slot": "Agenda slot {n}",
    "mat.slot.empty": "empty",
    "mat.slot.trade": " + Trade token",
    "mat.slots": "Agenda slots:",
    "mat.technologies": "Technologies:",
    "mat.track": "{track} track",
    "mat.trade": "Trade tokens: {n}",
    "mat.you": " (you)",
    "offers.agenda": "{type} Agenda offer: {name}",
    "offers.agendas": "Agenda offer:",
    "offers.decks": (
        "Face down: Events {events}, Agendas {agendas}, Improved {improved}, Bounty "
        "{bounty}, Reclaim {reclaim}"
    ),
    "offers.event": "Galactic Event: {name} (rounds: {n})",
    "offers.improved": "Improved Technologies offered:",
    "offers.ladder": "Trade ladder (top to bottom): {seats}",
    "offers.left": "{n} left",
    "offers.technologies": "Technologies available: {n}",
    "offers.technology": "Technology {name}",
    "page.title": "Domineum — Voidfall in the browser",
    "replay.back": "Back to the game",
    "replay.controls": "Replay controls",
    "replay.first": "First",
    "replay.goto": "Go to move",
    "replay.last": "Last",
    "replay.move": "Move {at} of {total}",
    "replay.next": "Next move",
    "replay.previous": "Previous move",
    "replay.title": "Replay",
    "replay.valuetext": "move {at} of {total}",
    "rv.agendas": "Agendas: {names}",
    "rv.cadets": "Cadet cards: {cards}",
    "rv.colony": "Colony: {name}",
    "rv.compartments": "Corrupted Compartments: {n}",
    "rv.council": "Council deck: {n}",
    "rv.crew.none": "no Crew board yet",
    "rv.decks": (
        "Face down: Hidden Influence {hidden}, planets {planets}, colonies {colonies}, "
        "Operations {operations}"
    ),
    "rv.display": "Failure display: top {top}, bottom {bottom}",
    "rv.figures": "Figures: {figures}",
    "rv.frigate.cards": "Frigate cards: {cards} · Commands: {commands}",
    "rv.frigate.short": "Frigate {players}",
    "rv.frigates": "Frigates of players {players}",
    "rv.hand": "Cards in hand: {n}",
    "rv.hidden": "Hidden Influence cards: {n}",
    "rv.influence": "Influence: {houses}",
    "rv.legend": (
        "Ships: House (3 letters) and class ({classes}), ·N damage · red hull: corrupted "
        "· V: Voidborn · ⊕: Shields · red ring: a Rift · yellow ring: a sector or ship "
        "your options are about (click it)."
    ),
    "rv.map": "Revenant's sectors and their adjacency",
    "rv.offer": "Offer:",
    "rv.planet": "planet {name}",
    "rv.planet.cube": " with its cube",
    "rv.planet.occupied": ", occupied",
    "rv.planets": "planets: {n}",
    "rv.players": "The players",
    "rv.rank": "Captain rank {rank} · Tactics {tactics}",
    "rv.residue": "Residue {residue} · Data {data}",
    "rv.revenant": "Damage {damage} · Protection tokens {protection} · Failure deck {failures}",
    "rv.rift": "a Rift",
    "rv.rift.short": "Rift",
    "rv.sectors": "The sectors",
    "rv.shields": "Shields: {n}",
    "rv.ship.corrupted": ", corrupted",
    "rv.ship.crewed": ", crewed",
    "rv.ship.damage": ", damage {n}",
    "rv.ship.landed": ", landed",
    "rv.ships": "ships: {names}",
    "rv.ships.none": "no ships",
    "rv.stuck": " (resources stuck: {n})",
    "rv.title": "The Revenant",
    "rv.voidborn": "Voidborn: {n}",
    "score.influence": "Influence",
    "score.seat": "Seat {seat}: {name}",
    "resurgence.legend": "⚑: a Vanguard and its seat · ◎ / ◉: an Unopened / Open Rift · ⊕: a "
    "Civil Defense token and its seat",
    "resurgence.title": "Voidfall: Resurgence",
    "score.source": "Source",
    "score.title": "Score sheet",
    "score.void": "the Void",
    "score.winner": "Winner: ",
    "score.winners": "Winners: ",
    "target.many": "options: {n}",
    "target.one": "choose it",
    "void.alert": "Alert: {alert}",
    "void.alert.deck": "Alert deck: {n} · discarded: {discard}",
    "void.alert.none": "none this round",
    "void.board": "Crisis board",
    "void.catastrophes": "Catastrophes: {n} of {of}",
    "void.crisis": "Current Crisis: {name} ({type})",
    "void.crisis.decks": "Crisis decks: {decks}",
    "void.economic": "Economic track (pay {cost})",
    "void.economic.nothing": "nothing",
    "void.economic.track": "Economic track",
    "void.erased": "Erased Technologies: {names}",
    "void.explained": "What the Void did",
    "void.harbingers": "Harbingers in the supply: {supply}; in space: {sectors}",
    "void.influence": "Void Influence: {n}",
    "void.lost": "the players have lost",
    "void.military": "Military track (Skirmish {modifier})",
    "void.military.track": "Military track",
    "void.refuges": "Refuges (Fleet Power placed/spaces): {refuges}",
    "void.space": "Space {n}: {name}",
    "void.space.free": "free",
    "void.tier": "tier {tier}: {n}",
    "void.title": "The Void ({difficulty})",
    "void.won": "the players have won",
    "where.event": "Event: {name}",
    "where.rv": "Cycle {cycle}, {phase}",
    "where.vf": "Cycle {cycle}, round {round}, {phase} Phase",
}

messages.register({PREFIX + k: v for k, v in CLIENT.items()})


def texts(lang: str) -> dict[str, str]:
    """Every client template in ``lang`` (English where its catalog lacks one; a counted one's
    ``other`` form, see :func:`plurals`), by key, and the
    game's own words the Combat calculator's form names (``term.*``: Fleet types,
    Technologies, levels), from their catalog entries."""
    out = {
        k: messages.plural_forms(PREFIX + k, lang)["other"]
        if isinstance(v, messages.Plural)
        else messages.text_of(PREFIX + k, lang) or v
        for k, v in CLIENT.items()
    }
    with messages.using(lang):
        out |= {f"term.fleet.{t}": messages.render(f"vf.term.fleet.{t}") for t in FLEET_TYPES}
        out |= {f"term.tech.{t}": messages.name(t.replace("_", " ").title()) for t in TECHNOLOGIES}
        out |= {f"term.level.{x}": messages.render(f"vf.term.level.{x}") for x in TECH_LEVELS[1:]}
    return out


def plurals(lang: str) -> dict[str, dict[str, object]]:
    """The counted client templates: for each key, the parameter that counts and the text of
    each CLDR plural category in ``lang``; the client picks one with ``Intl.PluralRules``."""
    return {
        k: {"count": v.count, "forms": messages.plural_forms(PREFIX + k, lang)}
        for k, v in CLIENT.items()
        if isinstance(v, messages.Plural)
    }
