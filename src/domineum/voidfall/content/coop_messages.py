"""English text of the co-op game's own message ids (Joint Focus cards, who resolves a Joint
effect, resource trades; modes/void/coop.py, joint_focus.py, trade.py)."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH = {
    "vf.choice.seat": "Seat {value}",
    "vf.coop.choice.resolver": "Seat {value} resolves this Joint effect (VF-ACTION-20)",
    "vf.coop.choice.below": "Seat {value} resolves the line below (VF-ACTION-20)",
    "vf.coop.choice.nobody_above": "Nobody resolves the line above; go on to the line below "
    "(VF-ACTION-20)",
    "vf.coop.choice.partner": "Trade resources with seat {value} (VF-RES-10)",
    "vf.coop.choice.give": "Give 1 {resource} to the other player of the trade (VF-RES-10)",
    "vf.coop.note.resolver": "Seat {seat} lets seat {other} resolve a Joint Focus effect "
    "(VF-ACTION-20)",
    "vf.coop.note.trade": "Seat {seat} trades with seat {other}: each gives up to {limit} "
    "resources, seat {seat} first (VF-RES-10)",
    "vf.coop.note.give": "Seat {seat} gives 1 {resource} to seat {other} (VF-RES-10)",
    "vf.coop.choice.rift_decline": "Rift taken: take no benefit (VF-RESULT-10)",
    "vf.coop.choice.rift_resources": "Rift taken: gain 5 resources of your choice (VF-RESULT-10)",
    "vf.coop.choice.rift_corruption": "Rift taken: remove 1 of your Corruption (VF-RESULT-10)",
    "vf.coop.note.rift": "Seat {seat} has taken the Rift {sector}: it becomes a regular sector "
    "with Population 1 and no Corruption (VF-RESULT-10, VF-POP-08)",
    "vf.coop.note.rift_benefit": "Seat {seat} takes the Rift benefit: {benefit} (VF-RESULT-10)",
    "vf.coop.refuse.nobody": "no player can resolve this effect now",
    "vf.coop.refuse.no_partner": "there is no other player to trade with",
    "vf.void.note.joint": "Seat {seat} discards {paid} and plays the Joint Focus {card} "
    "(VF-SELECT-08)",
    "vf.void.note.heroic_boxed_coop": "The Joint Focus {card} returns to the box (VF-CLEANUP-15)",
    "vf.void.note.heroic_display_coop": "Joint Focus offer: {cards} (VF-PREP-04)",
    "vf.coop.score.team": "The team: its lowest Influence is {lowest} (seat {seat}) against the "
    "Void's {void}, a margin of {margin}; every player must reach the Void (VF-END-05)",
    "vf.fx.joint_b": "you or another player: {effect}",
    "vf.fx.joint_c": "one of you: {effect}; the other: {below}",
    "vf.fx.joint_d": "you and/or another player, each: {effect}",
    "vf.fx.trade": "trade resources with another player, limited to {limit} each way",
    "vf.void.view.joint_offer": "Joint Focus offer: {cards}",
    "vf.void.view.heroic": "Heroic Focus display: {cards}",
    "vf.void.view.empty": "empty",
    "vf.void.note.refuge_a": "Seat {seat} overproduced {n} times since the turn (or the "
    "Preparation or Evaluation Phase) began: they may build a Refuge level (VF-REFUGE-04, "
    "VF-REFUGE-05)",
    "vf.fx.void_overcome": "overcome a Crisis whose requirement your last effect met "
    "(VF-CRISIS-14)",
    "vf.void.note.abilities": "The Voidborn fight this Skirmish with the combat abilities of "
    "{card}: {approach} Approach Damage, {absorption} Salvo Absorption in each Salvo step "
    "(VF-SKIRMISH-13)",
    "vf.void.note.overcome_preparation": "Seat {seat} overcomes the Crisis {name} during the "
    "Preparation Phase: an effect they resolved met its requirement (VF-CRISIS-14)",
    "vf.void.note.overcome_evaluation": "Seat {seat} overcomes the Crisis {name} during the "
    "Evaluation Phase: an effect they resolved met its requirement (VF-CRISIS-14)",
    "vf.void.note.overcome_objective": "Seat {seat} overcomes the Crisis {name}: a Galactic "
    "Event objective benefit met its requirement (VF-CRISIS-15)",
    "vf.void.note.overcome_joint": "Seat {seat} overcomes the Crisis {name} on another "
    "player's turn, with the Joint Focus effect that player gave them (VF-CRISIS-14)",
}

messages.register(ENGLISH)
