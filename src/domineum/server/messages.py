"""English text of the browser server's own words (the lobby, prompts, seat names, the score
sheet's rows): the catalog a translation replaces (issue 19, docs/languages.md)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    # the lobby (VF-MODE-01..03, VF-SOLO-SETUP)
    "server.mode.competitive": "Competitive",
    "server.mode.solo": "Solo against the Void",
    "server.mode.coop": "Co-op against the Void",
    "server.mode.standard": "Standard",
    "server.mode.players": "{mode} is for {low} to {high} players, not {players}",
    "server.option.preselected_focus": "Pre-selected Focus cards (variant)",
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
}

messages.register(ENGLISH)


def say(msg_id: str, /, **params: object) -> str:
    """``msg_id`` in the reader's language."""
    return messages.render(msg_id, **params)


def either(msg_id: str, fallback: str, /, **params: object) -> str:
    """``msg_id`` if registered, else the template ``fallback`` (both in the reader's language)."""
    return messages.render(msg_id if messages.known(msg_id) else fallback, **params)
