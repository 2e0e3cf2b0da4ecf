"""English text of the Void's message ids (solo and co-op; modes/void). Each log line says what
the Void did and why, with the rule."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH: dict[str, messages.Template] = {
    # choices
    "vf.void.choice.growth_suffer": "Void Growth: suffer the current Crisis's Consequences "
    "(VF-SOLO-VOIDADV-03)",
    "vf.void.choice.growth_catastrophe": "Void Growth: trigger a Catastrophe and discard the "
    "Crisis (VF-SOLO-VOIDADV-04)",
    "vf.void.choice.growth_ongoing-military": "Void Growth: keep the Crisis as an ongoing "
    "Crisis on the Military track (VF-SOLO-VOIDADV-05)",
    "vf.void.choice.growth_ongoing-economic": "Void Growth: keep the Crisis as an ongoing "
    "Crisis on the Economic track (VF-SOLO-VOIDADV-05)",
    "vf.void.choice.war_skirmish": "War: resolve the Crisis board — a Skirmish, then pay the "
    "Economic track (VF-SOLO-VOIDADV-07)",
    "vf.void.choice.war_catastrophe": "War: trigger a Catastrophe (VF-SOLO-VOIDADV-09)",
    "vf.choice.crisis-track": "Put the Harbinger on the {value} track",
    "vf.void.choice.catastrophe_decline": "Catastrophe: take no benefit",
    "vf.void.choice.catastrophe_resources": "Catastrophe: gain 5 resources of your choice",
    "vf.void.choice.catastrophe_corruption": "Catastrophe: remove 1 of your Corruption",
    "vf.void.choice.overcome": "Overcome {crisis} — its requirement is met",
    "vf.void.choice.take_heroic": "Take {card} from the Heroic Focus display (discard a Focus "
    "card for it)",
    "vf.void.choice.take_joint": "Take {card} from the Joint Focus offer (discard a Focus card "
    "for it; VF-SELECT-08)",
    "vf.void.choice.discard_crisis": "Discard {crisis} (without overcoming it)",
    "vf.void.choice.harbinger": "Remove a Harbinger from {where}",
    "vf.void.choice.refuge_reward": "Refuge complete: take the reward: {reward}",
    # the Void's effects in words (a card's effect, a choice to resolve or skip it)
    "vf.fx.trade_give": "give resources to another player",
    "vf.fx.void_catastrophe": "trigger a Catastrophe",
    "vf.fx.void_discard_current": "discard the current Crisis",
    "vf.fx.void_growth": "Void Growth: suffer the Consequences, trigger a Catastrophe or keep the "
    "Crisis as an ongoing one",
    "vf.fx.void_harbinger_track": "put a Harbinger on the Military or Economic track",
    "vf.fx.void_heroic_take": "play the Heroic Focus card",
    "vf.fx.void_on_success": "the effects of a successful defence",
    "vf.fx.void_refuge": "place Fleet Power in a Refuge",
    "vf.fx.void_refuge_recall": "recall Fleet Power from the map for a Refuge",
    "vf.fx.void_refuge_reward": "take the reward of a completed Refuge",
    "vf.fx.void_reveal_alert": "reveal an Alert",
    "vf.fx.void_reveal_crisis": "reveal a Crisis",
    "vf.fx.void_rift_benefit": "take a Rift benefit",
    "vf.fx.void_then": "the effect that follows",
    "vf.fx.void_tribute": "pay the Economic track",
    "vf.fx.void_war": "resolve the Crisis board or trigger a Catastrophe",
    "vf.fx.void_discard_crisis_any": "discard a Crisis of any type without overcoming it",
    "vf.fx.void_discard_crisis_economic": "discard an Economic or General Crisis without "
    "overcoming it",
    "vf.fx.void_discard_crisis_military": "discard a Military or General Crisis without "
    "overcoming it",
    "vf.fx.void_erase_basic": "the Void erases a Basic Technology of the display",
    "vf.fx.void_erase_improved": "the Void erases the leftmost Improved Technology",
    "vf.fx.void_skirmish": "the Void skirmishes you",
    "vf.fx.void_place_harbinger": "a Harbinger from the supply into a Void sector next to yours",
    "vf.fx.void_reinforce": "{amount} Void Fleet Power into a Void sector next to the combat "
    "sector",
    # words of the Void's notes and choices
    "vf.term.crisis_track.military": "Military",
    "vf.term.crisis_track.economic": "Economic",
    "vf.term.void_choice.suffer": "suffer its Consequences",
    "vf.term.void_choice.catastrophe": "trigger a Catastrophe",
    "vf.term.void_choice.ongoing-military": "keep it as an ongoing Crisis on the Military track",
    "vf.term.void_choice.ongoing-economic": "keep it as an ongoing Crisis on the Economic track",
    "vf.term.void_choice.skirmish": "resolve the Crisis board (a Skirmish, then the Economic "
    "track)",
    "vf.term.void_benefit.decline": "no benefit",
    "vf.term.void_benefit.resources": "5 resources of their choice",
    "vf.term.void_benefit.corruption": "remove 1 of their Corruption",
    "vf.term.refuge_reward.resources": "gain 3 resources of your choice",
    "vf.term.refuge_reward.deploy": "deploy 2 Fleet Power",
    "vf.term.refuge_reward.corruption": "remove 1 of your Corruption",
    "vf.term.skirmish_trigger.crisis": "a Crisis's Consequence",
    "vf.term.skirmish_trigger.war": "War",
    "vf.term.skirmish_trigger.evaluation": "Evaluation",
    "vf.term.skirmish_trigger.immediate": "an Immediate Crisis",
    "vf.term.skirmish_trigger.rift": "a closed Rift",
    "vf.term.skirmish_trigger.military_row": "the Military row",
    "vf.term.erased.Improved": "Improved",
    "vf.term.erased.Basic": "Basic",
    "vf.choice.refuge": "Place 1 Fleet Power on Refuge {value}",
    "vf.choice.growth": "Void Growth: {value}",
    "vf.choice.war": "War: {value}",
    "vf.choice.catastrophe": "Catastrophe: {value}",
    # log lines
    "vf.void.note.heroic_display": "Heroic Focus display: {cards} (VF-SOLO-PREP-02)",
    "vf.void.note.heroic_unmatched": "{card} matches no Focus of your House: boxed and replaced "
    "(VF-SOLO-PREP-02)",
    "vf.void.note.heroic": "Seat {seat} discards {paid} and plays the Heroic Focus {card} "
    "(VF-SOLO-FOCUS-04)",
    "vf.void.note.heroic_boxed": "The Heroic Focus {card} leaves the game (VF-SOLO-CLEAN-06)",
    "vf.void.note.crisis_discarded": "{crisis} is discarded without being overcome "
    "(VF-SOLO-CRISIS-13)",
    "vf.void.note.on_success": "{sector} held: the on-success effects of {card} follow "
    "(VF-SOLO-SKIRMISH-19)",
    "vf.void.note.reinforce": "{n} Void Fleet Power join {sector} (VF-SOLO-SKIRMISH-20)",
    "vf.void.refuse.no_crisis": "there is no Crisis of that type to discard",
    "vf.void.note.setup": "The Void is set up ({difficulty}); the Alert deck holds {alerts} "
    "cards (VF-SOLO-SETUP-07..19)",
    "vf.void.note.start_crises": "Start Crises: {economic} on the Economic track, {military} on "
    "the Military track (VF-SOLO-SETUP-14)",
    "vf.void.note.alert_deck": messages.Plural(
        "Cycle {cycle}: the Alert deck is refilled and shuffled, {cards} card "
        "(VF-SOLO-PREP-03..06)",
        "Cycle {cycle}: the Alert deck is refilled and shuffled, {cards} cards "
        "(VF-SOLO-PREP-03..06)",
        count="cards",
    ),
    "vf.void.note.alert_situation": "Alert (round {round}): {card}, a Situation of tier {tier} "
    "(VF-SOLO-TURN-03)",
    "vf.void.note.alert_war": "Alert (round {round}): {card}, a War card — Skirmish modifier "
    "{modifier} this Cycle; no Crisis this round (VF-SOLO-ALERT-03)",
    "vf.void.note.no_crisis": "No Crisis is revealed: the Alert {card} is a War card "
    "(VF-SOLO-CRISIS-03)",
    "vf.void.note.crisis_reshuffle": messages.Plural(
        "The tier {tier} Crisis deck is empty: its {cards} discard is shuffled into a new deck "
        "(VF-SOLO-CRISIS-02)",
        "The tier {tier} Crisis deck is empty: its {cards} discards are shuffled into a new deck "
        "(VF-SOLO-CRISIS-02)",
        count="cards",
    ),
    "vf.void.note.crisis_none": "No tier {tier} Crisis is left to reveal (VF-SOLO-CRISIS-02)",
    "vf.void.note.crisis": "Crisis for seat {seat}: {name} ({type}, tier {tier}) — {text} "
    "(VF-SOLO-CRISIS-01)",
    "vf.void.note.overcome": "Seat {seat} overcomes {name} (VF-SOLO-CRISIS-04)",
    "vf.void.note.growth_skipped": "The current Crisis was overcome: no Void Growth this turn "
    "(VF-SOLO-CRISIS-11)",
    "vf.void.note.growth": "Void Growth for {crisis}: {choice} (VF-SOLO-VOIDADV-02)",
    "vf.void.note.war": "War resolution for {card}: {choice} (VF-SOLO-VOIDADV-06)",
    "vf.void.note.ongoing": "{crisis} becomes an ongoing Crisis on the {track} track; the "
    "Crises there shift right (VF-SOLO-VOIDADV-05)",
    "vf.void.note.track_blocked": "Every space of the {track} track holds a Harbinger: {crisis} "
    "is discarded and a Catastrophe occurs (VF-SOLO-VOIDADV-05)",
    "vf.void.note.pushed_off": "{item} is pushed off the {track} track: a Catastrophe occurs "
    "(VF-SOLO-CBOARD-07)",
    "vf.void.note.catastrophe": "Catastrophe {n} of {of} is placed on the Crisis board "
    "(VF-SOLO-CATAS-04)",
    "vf.void.note.catastrophe_benefit": "Seat {seat} takes the Catastrophe benefit: {benefit} "
    "(VF-SOLO-CATAS-02)",
    "vf.void.note.fourth_catastrophe": "A 4th Catastrophe would have to be placed "
    "(VF-SOLO-CATAS-06)",
    "vf.void.note.lost_now": "The Void wins: the game ends at once (VF-SOLO-END-02)",
    "vf.void.note.strength": "Skirmish against seat {seat} ({trigger}): Void strength "
    "{strength} = {corruption} (Corruption on your tracks and Agenda slots) + {late} (late "
    "Evaluation) + {crisis} (Crisis) + {war} (War) + {military} (Military track), never below 0 "
    "(VF-SOLO-SKIRMISH-03..06)",
    "vf.void.note.filter_A": "Targets: your non-Home sectors next to the Void: {kept} "
    "(VF-SOLO-SKIRMISH-09)",
    "vf.void.note.filter_B": "…where the Void would win or tie: {kept} (VF-SOLO-SKIRMISH-10)",
    "vf.void.note.filter_C": "…where you would lose the most Fleet Power: {kept} "
    "(VF-SOLO-SKIRMISH-11)",
    "vf.void.note.filter_pure": "…Pure rather than Corrupted: {kept} (VF-SOLO-SKIRMISH-12)",
    "vf.void.note.filter_population": "…highest Population: {kept} (VF-SOLO-SKIRMISH-12)",
    "vf.void.note.filter_guilds": "…most Guilds: {kept} (VF-SOLO-SKIRMISH-12)",
    "vf.void.note.filter_random": "…picked at random: {kept} (VF-SOLO-SKIRMISH-12)",
    "vf.void.note.no_target": "No sector of seat {seat} can be attacked: no Skirmish "
    "(VF-SOLO-SKIRMISH-14)",
    "vf.void.note.zero_strength": "Strength 0: {sector} defends at once (VF-SOLO-SKIRMISH-06)",
    "vf.void.note.attack": "The Void attacks {sector} with {strength} Fleet Power from the "
    "supply (VF-SOLO-SKIRMISH-07)",
    "vf.void.note.tribute": "Economic track: seat {seat} owes {owed}; unpaid {unpaid}, −{lost} "
    "Influence (VF-SOLO-EVAL-04/05)",
    "vf.void.note.captured": "Seat {seat} captures a Harbinger in {sector} (VF-SOLO-HARB-06)",
    "vf.void.note.no_harbinger": "No Harbinger is left in the supply: step 0c is skipped "
    "(VF-SOLO-PREP-16)",
    "vf.void.note.harbinger_track": "A Harbinger enters the {track} track at its left; "
    "everything there shifts right (VF-SOLO-CBOARD-06)",
    "vf.void.note.harbinger_placed": "A Harbinger is placed in {sector} (VF-SOLO-HARB-03)",
    "vf.void.note.harbinger_removed": "A Harbinger is removed from {where} (VF-SOLO-HARB-05)",
    "vf.void.note.erased": "The Void erases the {level} Technology {tech} (VF-SOLO-ERASE)",
    "vf.void.note.refuge": "Refuge {refuge}: {fp} of {of} Fleet Power (VF-SOLO-REFUGE-02)",
    "vf.void.note.final": "The Void's Influence is {void}: the players have {result} "
    "(VF-SOLO-END-04)",
    "vf.void.view.title": "The Void ({difficulty}) — Catastrophes {n}/{of}",
    "vf.void.view.difficulty.easy": "Easy",
    "vf.void.view.difficulty.medium": "Medium",
    "vf.void.view.difficulty.hard": "Hard",
    "vf.void.view.war": "{name} (War, Skirmish {modifier})",
    "vf.void.view.situation": "{name} (Situation, tier {tier})",
    "vf.void.view.alert": "Alert: {alert} | Alert deck: {deck}, discard: {discard}",
    "vf.void.view.current": "Current Crisis: {name} ({type}) — {text}",
    "vf.void.view.type.military": "Military",
    "vf.void.view.type.economic": "Economic",
    "vf.void.view.type.general": "General",
    "vf.void.view.military": "Military track (Skirmish {modifier}): {spaces}",
    "vf.void.view.economic": "Economic track (pay {cost}): {spaces}",
    "vf.void.view.ongoing": "{name}: {text}",
    "vf.void.view.harbinger": "Harbinger",
    "vf.void.view.harbingers": "Harbingers: supply {supply}; in space: {where}",
    "vf.void.view.refuges": "Refuges: {refuges} | erased Technologies: {erased}",
    "vf.void.view.none": "none",
    "vf.void.view.result_won": "Result: the players have won (Void Influence {influence})",
    "vf.void.view.result_lost": "Result: the players have lost to the Void (Void Influence "
    "{influence})",
    "vf.void.view.now": "The Void's Influence now: {influence}",
    "vf.void.note.final_won": "The Void's Influence is {void}: the players have won "
    "(VF-SOLO-END-04)",
    "vf.void.note.final_lost": "The Void's Influence is {void}: the players have lost "
    "(VF-SOLO-END-04)",
    "vf.void.score.title_final": "The Void (final): {influence} Influence",
    "vf.void.score.title_so_far": "The Void (so far): {influence} Influence",
    "vf.void.score.result_won": "Result: the players have won (VF-SOLO-END-04)",
    "vf.void.score.result_lost": "Result: the players have lost (VF-SOLO-END-04)",
    "vf.void.refuse.no_improved": "no Improved Technology can be erased now",
    "vf.void.refuse.no_basic": "the Technology display is empty",
    "vf.void.score.base": "Difficulty base",
    "vf.void.score.rifts": "Rifts on the map (30 each)",
    "vf.void.score.incomplete_refuges": "Incomplete Refuges (20 each)",
    "vf.void.score.catastrophes": "Catastrophes (20 each)",
    "vf.void.score.harbingers": "Harbingers on the map (10 each)",
    "vf.void.score.erased": "Erased Technologies (5 each)",
    "vf.void.score.ongoing_crises": "Ongoing Crises (5 each)",
    "vf.void.score.fallen_houses": "Fallen Houses in sectors (3 each)",
    "vf.void.score.corruption": "Corruption markers (2 each)",
    "vf.void.score.void_population": "Population in Void sectors (1 each)",
}

messages.register(ENGLISH)

#: the note parameters that are one of the Void's words below (``vf.void.word.VALUE``)
VOID_WORD_KEYS = ("type", "track", "choice", "benefit", "trigger")
#: the Void's words a note names by value: Crisis types and tracks, the players' choices in
#: Void Growth, War and a Catastrophe, what triggered a Skirmish (VF-SOLO-VOIDADV, -CATAS)
WORDS = {
    "military": "Military",
    "economic": "Economic",
    "general": "General",
    "suffer": "suffer the Consequences",
    "catastrophe": "a Catastrophe",
    "ongoing-military": "an ongoing Crisis on the Military track",
    "ongoing-economic": "an ongoing Crisis on the Economic track",
    "skirmish": "a Skirmish",
    "resources": "5 resources",
    "corruption": "remove 1 Corruption",
    "decline": "no benefit",
    "evaluation": "Evaluation",
    "immediate": "at once",
    "military_row": "the Military track",
    "rift": "a Rift",
    "war": "War",
    "crisis": "Crisis",
    "a_harbinger": "a Harbinger",
    "current": "the current Crisis",
}
messages.register({f"vf.void.word.{k}": v for k, v in WORDS.items()})
from domineum.voidfall.content import coop_messages as coop_messages  # noqa: E402  (co-op)
