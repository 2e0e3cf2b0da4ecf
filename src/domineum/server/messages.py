"""English text of the browser server's own words (the lobby, prompts, seat names, the score
sheet's rows): the catalog a translation replaces (issue 19, docs/languages.md)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    # the lobby (VF-MODE-01..03, VF-SOLO-SETUP)
    "server.mode.competitive": "Competitive",
    "server.mode.solo": "Solo against the Void",
    "server.mode.coop": "Co-op against the Void",
    "server.mode.tutorial": "Tutorial",
    "server.mode.standard": "Standard",
    "server.mode.players": "{mode} is for {low} to {high} players, not {players}",
    "server.option.preselected_focus": "Pre-selected Focus cards (variant)",
    "server.option.psionics": "Voidfall: Resurgence — Psionics",
    "server.option.arsenal": "Voidfall: Resurgence — Voidborn Arsenal",
    "server.option.incursion": "Voidfall: Resurgence — Incursion (needs Voidborn Arsenal)",
    "server.option.reset_stack_example": "Reset stack as in the rulebook's example (B9)",
    "server.option.ascend_any_sector": "Ascend from any sector (B30)",
    "server.option.contain_corrupts": "Containing a Corruption still corrupts (B4, non-literal)",
    "server.bot.random": "Random bot",
    "server.bot.greedy": "Greedy bot",
    "server.human": "Human",
    "server.seat": "Seat {seat}",
    "server.house": "House {house}",
    "server.player": "Player {number}",
    "server.player.house": "Player {number} ({house})",
    "server.void": "The Void",
    "server.over": "The game is over",
    "server.choose": "Make your choice",
    # Voidfall's decisions, by the frame on top of the stack
    "server.vf.prompt.SelectFocus": "Choose the Focus card to play",
    "server.vf.prompt.Preselect": "Choose this round's Focus card, face down",
    "server.vf.prompt.SelectExtras": "Flip a Trade token or play an Agenda, if you wish",
    "server.vf.prompt.ChooseAction": "Choose your next action, or end your actions",
    "server.vf.prompt.ResolveAction": "Resolve the action's effects",
    "server.vf.prompt.Step": "Make a choice for the effect being resolved",
    "server.vf.prompt.Cleanup": "Cleanup: make your choice",
    "server.vf.prompt.Phase": "Make your choice",
    "server.vf.prompt.Battle": "Battle: make your choice",
    # Voidfall's score sheet rows (VF-END)
    "server.vf.source.starting": "Starting Influence",
    "server.vf.source.objectives": "Galactic Event objectives",
    "server.vf.source.agendas": "Agenda objectives",
    "server.vf.source.overproduction": "Overproduction",
    "server.vf.source.invasions": "Glory from invasions",
    "server.vf.source.technologies": "Technologies",
    "server.vf.source.upkeep_lost": "Unpaid Upkeep",
    "server.vf.source.trade": "Trade Bonuses",
    "server.vf.source.tracks": "Civilization tracks",
    "server.vf.source.bounty": "Bounty and Reclaim tokens",
    "server.vf.source.events": "Galactic Event boxes",
    "server.vf.source.actions": "Actions",
    "server.vf.source.other": "Other",
    # the Void's alert cards (VF-SOLO-ALERT)
    "server.vf.alert.war": "{name} — War card: Skirmish {modifier}",
    "server.vf.alert.situation": "{name} — Situation card, tier {tier}",
    # Revenant's decisions (RV-TURN, RV-SETUP, RV-PHASE)
    "server.rv.prompt.crew": "Choose your Crew board",
    "server.rv.prompt.frigate_board": "Choose your Frigate board",
    "server.rv.prompt.agenda": "Keep one Personal Agenda",
    "server.rv.prompt.redraw": "Redraw an Operation card, or keep them",
    "server.rv.prompt.house": "Choose the House you start with",
    "server.rv.prompt.turn_board": "Board a ship with one of your figures",
    "server.rv.prompt.turn_bonus": "Take a Bonus action, or end your turn",
    "server.rv.prompt.damage": "Choose which ship takes the damage",
    "server.rv.prompt.play": "Play an Operation card, or none",
    "server.rv.prompt.hand_limit": "Discard down to your hand limit",
    "server.rv.prompt.draw": "Draw an Operation card",
    "server.rv.prestige": "Prestige",
    # the Combat calculator's bounds (VF-COMP-01, VF-COMP-04)
    "server.combat.house_fp": "a House has at most {most} Fleet Power cubes ({rule}): the "
    "{role}'s fleet has {fp}",
    "server.combat.too_large": "this Combat has too many lines to search here (more than "
    "{positions} positions); the `voidfall combat` command searches it without a limit",
    # the server's refusals (docs/server.md "Errors")
    "server.refused.unknown_game": "there is no game called '{name}'",
    "server.refused.seats": "say who plays each seat: 'human' or a bot",
    "server.refused.seat_count": "{n} players need {n} seats",
    "server.refused.seat_kind": "a seat is 'human' or a bot ({known})",
    "server.refused.options": "the options must be an object",
    "server.refused.no_game": "there is no such game",
    "server.refused.token_needed": "this link needs a valid seat or spectator token",
    "server.refused.token_wrong": "this token opens no seat of this game",
    "server.refused.too_long": "that is too long to be an action",
    "server.refused.why_turn": "you can ask this when it is your decision",
    "server.refused.not_over": "the replay opens once the game is over",
    "server.refused.action_number": "'action' must be the number of one of your options",
    "server.refused.spectator_move": "a spectator cannot make moves",
    "server.refused.not_your_turn": "it is not your decision: Seat {seat} decides",
    "server.refused.spectator_undo": "a spectator cannot undo",
    "server.refused.cannot_undo": (
        "nothing to undo: your last decision revealed something, or someone decided after it"
    ),
    "server.refused.stale": "the game changed meanwhile; look again",
    "server.refused.version_number": "'version' must be a whole number",
    "server.refused.not_current": "that decision is no longer current; the board has been updated",
    "server.refused.no_option": "there is no such option",
    "server.refused.too_many_requests": "too many requests: slow down and try again",
    "server.refused.too_many_messages": "too many messages: slow down",
    "server.refused.message_too_large": "messages are limited to {n} bytes",
    "server.refused.body_too_large": "request bodies are limited to {n} bytes",
    "server.refused.not_object": "a message must be a JSON object",
    "server.refused.message_type": "unknown message type (move, undo or ping)",
    "server.refused.not_understood": "the request is not understood (check: {fields})",
    "server.why.not_understood": "not understood: {reason}",
    "server.why.allowed": "allowed now: {label}",
    "server.why.not_an_option": "not one of your options now",
    # the Combat calculator's refusals (VF-COMBAT); '{field}' names the request's field
    "server.combat.count": "'{field}' must be a whole number from 0 to {most}",
    "server.combat.fleet": "'{field}' must be an object of counts by Fleet type",
    "server.combat.fleet_type": "unknown Fleet type '{name}' in '{field}'",
    "server.combat.both": "'{field}' is either the Voidborn or a House, not both",
    "server.combat.tech": "'{field}' must be an object of levels by Technology",
    "server.combat.tech_name": "unknown Technology '{name}' in '{field}'",
    "server.combat.level": "the level of '{name}' must be one of {levels}",
    "server.combat.no_fleet": "the Invader needs Fleet Power (or is the Voidborn)",
    "server.running": "Domineum is running: open {url}  (database: {database})",
    # a lobby request the game cannot set up
    "server.setup.houses": "choose a House for every seat, or none for random Houses",
    "server.setup.house": "there is no House called '{house}'",
    "server.setup.map": "there is no map called '{map}'",
    "server.setup.mode": "there is no mode called '{mode}' ({known})",
    "server.setup.difficulty": "there is no difficulty '{level}' (known: {known})",
    "server.setup.rv_players": "Revenant is for {low} to {high} players, not {players}",
}

messages.register(ENGLISH)


def say(msg_id: str, /, **params: object) -> str:
    """``msg_id`` in the reader's language."""
    return messages.render(msg_id, **params)


def either(msg_id: str, fallback: str, /, **params: object) -> str:
    """``msg_id`` if registered, else the template ``fallback`` (both in the reader's language)."""
    return messages.render(msg_id if messages.known(msg_id) else fallback, **params)
