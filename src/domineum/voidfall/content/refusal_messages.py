"""English text of the refusals of a turn's Selection, its actions, Cleanup and a Galactic
Event's boxes (VF-SELECT, VF-ACTION, VF-CLEANUP, VF-AGENDA, VF-PREP, RS-PAGENDA, RS-NOFOCUS;
issue 19): what ``apply`` and terminal play answer to an illegal choice."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    # Selection (VF-SELECT, VF-FOCUS, VF-VARIANT-03, RS-NOFOCUS-02)
    "vf.refuse.focus_once": "only one Focus card is played per turn, in Selection",
    "vf.refuse.focus_played": "{card} was already played this Cycle",
    "vf.refuse.focus_reserved": "{card} is not available before Cycle 2",
    "vf.refuse.focus_not_in_hand": "{card} is not in your hand",
    "vf.refuse.focus_preselected": "you play the Focus card you pre-selected",
    "vf.refuse.no_focus_in_hand": "you have no Focus card in hand: you pass your whole turn",
    "vf.refuse.flip_in_selection": "a Trade token can be flipped only in Selection",
    "vf.refuse.flip_once": "only one Trade token may be flipped per turn",
    "vf.refuse.no_flip": "you have no Trade token to flip",
    "vf.refuse.agenda_in_selection": "Agendas are played only in Selection",
    "vf.refuse.agenda_once": "only one Agenda may be played per turn",
    "vf.refuse.agenda_not_in_hand": "that Agenda is not in your hand",
    "vf.refuse.agenda_icon": "{agenda} shows no Focus icon matching {focus}",
    # actions (VF-ACTION)
    "vf.refuse.action_taken": "action {n} was already taken this turn",
    "vf.refuse.third_action": "a third action needs a flipped Trade token",
    "vf.refuse.actions_done": "all three actions were taken",
    "vf.refuse.agenda_action_taken": "the Agenda Action was already taken this turn",
    "vf.refuse.no_agenda_action": "you played no Agenda with an action this turn",
    "vf.refuse.tech_action_taken": "that Technology Action was already taken this turn",
    "vf.refuse.no_tech_action": "no Technology Action of yours names {focus}",
    "vf.refuse.red_line_once": "only one effect of a red-line action may be resolved",
    "vf.refuse.effect_done": "that effect was already resolved",
    "vf.refuse.cost_begun": "a cost must be paid in full once begun",
    "vf.refuse.game_over": "the game is over",
    # Cleanup (VF-CLEANUP, VF-AGENDA)
    "vf.refuse.store_on_agenda": "a Trade token is stored only on an Agenda in your slots",
    "vf.refuse.store_once": "each Agenda in a slot holds at most one Trade token",
    "vf.refuse.cleanup_step": "'{kind}' is not a choice of Cleanup step {step}",
    "vf.refuse.starting_slot": "no Agenda but the starting one ever goes in the starting slot",
    "vf.refuse.fifth_slot": "you have {n} Agenda slots; a fifth needs a Technology that adds "
    "one (Improved Central Surveillance)",
    "vf.refuse.agenda_type_twice": "a {type} Agenda is already in play in slot {slot}: all "
    "your Agendas in play must be of different types",
    "vf.refuse.slot_corrupted": "the Psionic Agenda in slot {slot} is under a Corruption: it "
    "can never leave",
    "vf.refuse.slot_enforced": "the Psionic Agenda in slot {slot} is Enforced: removing it "
    "gains a Corruption on your House mat, which has no free spot",
    "vf.refuse.slot_taken": "slot {slot} is taken (replace its Agenda instead)",
    "vf.refuse.slot_empty": "slot {slot} is empty: there is no Agenda to replace",
    # Psionic Agendas (RS-PAGENDA-14, -15)
    "vf.refuse.enforce_which": "only a Psionic Agenda in one of your Agenda slots is enforced",
    "vf.refuse.enforce_corrupted": "a Psionic Agenda under a Corruption cannot be enforced",
    "vf.refuse.enforce_twice": "that Psionic Agenda is already Enforced (face down)",
    "vf.refuse.enforce_now": "you cannot enforce now",
    # Galactic Event boxes (VF-PREP-16..19)
    "vf.refuse.box_empty": "this box has no instruction",
    "vf.refuse.box_condition": "the condition of this option is not met",
    "vf.refuse.box_solid": "a solid box must be resolved: choose one of its options",
    "vf.refuse.box_option": "this box has no option {n}",
    "vf.refuse.no_toll": "no Galactic Event asks anything for deploying now",
    "vf.refuse.toll_paid": "this deployment is already paid in Materials",
    "vf.refuse.toll_unpayable": "Straight to Hell: you can neither gain a Corruption nor pay "
    "the Materials for an FP deployed",
    "vf.refuse.toll_first": "Straight to Hell: first choose how this deployment is paid "
    "(option 1 or 2)",
    "vf.refuse.glory_just_gained": "Supreme Triumph upgrades only the token just gained "
    "(value {value})",
}

messages.register(ENGLISH)
