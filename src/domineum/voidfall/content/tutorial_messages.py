"""English text of the tutorial's own message ids (modes/tutorial.py, VF-MODE-07..09)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    "vf.tutorial.note.cycle1": "Tutorial (VF-MODE-07, VF-MODE-09): played with the competitive "
    "rules. The co-op/solo rules (blue sections) are not in play: no Alert or Crisis decks, no "
    "Catastrophes, Harbingers, Refuges or Rifts, no Joint or Heroic Focus cards, no Voidborn "
    "Influence.",
    "vf.tutorial.note.goal_individual": "Tutorial goal (VF-MODE-07): each player tries to reach "
    "{target} Influence by the end of the game, on their own.",
    "vf.tutorial.note.goal_competitive": "Tutorial goal (VF-MODE-07): the player with the most "
    "Influence at the end of the game wins (VF-END-01).",
    "vf.tutorial.note.no_invading": "Co-op tutorial (VF-MODE-07): players do not invade each "
    "other's sectors.",
    "vf.tutorial.note.cycle2": "Tutorial, Cycle 2 (VF-MODE-09): read now the rules marked to be "
    "read before Cycle 2. From this Cycle on, the Preparation Phase also removes the lowest Trade "
    "token, updates the Improved Technology offer and sets the Turn Order (VF-PREP-03), and the "
    "Innovation Focus card is in every hand (VF-SETUP-12).",
    "vf.tutorial.note.reached": "Seat {seat} reached the tutorial goal: {influence} Influence of "
    "{target} (VF-MODE-07)",
    "vf.tutorial.note.missed": "Seat {seat} missed the tutorial goal: {influence} Influence of "
    "{target} (VF-MODE-07)",
    "vf.tutorial.score.reached": "Tutorial goal: {target} Influence. Reached.",
    "vf.tutorial.score.missed": "Tutorial goal: {target} Influence. Not reached ({short} short).",
    "vf.tutorial.score.so_far": "Tutorial goal: {target} Influence ({short} to go).",
}

messages.register(ENGLISH)
