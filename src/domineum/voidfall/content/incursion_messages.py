"""English text of the Incursion module's message ids (modules/incursion). Each log line says
what the Voidborn did and why, with the rule."""

from __future__ import annotations

from domineum.kernel import messages

ENGLISH: dict[str, messages.Template] = {
    "vf.fx.incursion_crisis_track": "put the General Crisis on the Military or Economic track",
    "vf.fx.incursion_discard_ongoing": "discard the suffered ongoing Crisis",
    "vf.fx.incursion_place_fleet": "place Voidborn Fleet Power (Setup Aid)",
    "vf.fx.incursion_regroup": "choose where the Voidborn regroup",
    "vf.fx.incursion_reveal_alert": "reveal an Alert",
    "vf.fx.incursion_reveal_crisis": "reveal a Crisis",
    "vf.fx.incursion_row": "resolve a row of the Crisis board, or spend a Catastrophe to skip it",
    "vf.fx.incursion_skirmish": "an Incursion Skirmish against you",
    "vf.fx.incursion_suffer_ongoing": "suffer an ongoing Crisis's penalty to discard it",
    # choices
    "vf.inc.choice.military_resolve": "Resolve the Military row: an Incursion Skirmish "
    "(RS-INCFOCUS-10)",
    "vf.inc.choice.military_catastrophe": "Skip the Military row with a Catastrophe "
    "(RS-INCFOCUS-14)",
    "vf.inc.choice.economic_resolve": "Resolve the Economic row: pay its resources "
    "(RS-INCFOCUS-12)",
    "vf.inc.choice.economic_catastrophe": "Skip the Economic row with a Catastrophe "
    "(RS-INCFOCUS-14)",
    "vf.inc.choice.place": "Place 1 Voidborn Fleet Power in {value} (RS-INCPREP-06)",
    "vf.inc.choice.type": "…as a {voidborn_type} (RS-INCPREP-06)",
    "vf.choice.voidborn-type": "Voidborn {value}",
    "vf.choice.incursion-row": "Crisis-board row: {value}",
    # the board
    "vf.inc.view.title": "Incursion — Difficulty Setup Aid {aid}",
    "vf.inc.view.rifts": "   Rifts: unopened {unopened} | open {open}",
    "vf.inc.view.civil_defense": "   Civil Defense tokens: {sectors}",
    "vf.inc.view.yards": "   Voidborn Shipyards/Starbases: {sectors}",
    "vf.inc.view.arsenal": "   Voidborn by type: {sectors}",
    "vf.inc.view.military_row": "   Voidfall this Cycle: the Military row (+{bonus}) follows "
    "each player's first turn",
    "vf.inc.view.economic_row": "   Rift Surge this round: the Economic row follows every turn",
    "vf.inc.view.dual_crisis": "   Second current Crisis (Dual Situation): {crisis}",
    "vf.inc.view.alert_voidfall": "{card} (Voidfall, Rift {rift})",
    "vf.inc.view.alert_rift_surge": "{card} (Rift Surge)",
    "vf.inc.view.alert_dual_situation": "{card} (Dual Situation)",
    # setup and Step 0
    "vf.inc.note.mission": "Incursion mission {mission}: Rifts, Civil Defense tokens and "
    "Voidborn Shipyards placed (RS-INCPREP-08, RS-CIVDEF-01, RS-INCINST-01)",
    "vf.inc.note.no_mission": "The map {map} has no Incursion mission: no Rifts, Civil Defense "
    "tokens or Voidborn Shipyards (RS-INCPREP-08)",
    "vf.inc.note.alert_deck": messages.Plural(
        "Step 0 of Cycle {cycle}: the Setup Aid's cards are shuffled in and a Voidfall card goes "
        "on top; the Alert deck has {cards} card (RS-INCPREP-02..05)",
        "Step 0 of Cycle {cycle}: the Setup Aid's cards are shuffled in and a Voidfall card goes "
        "on top; the Alert deck has {cards} cards (RS-INCPREP-02..05)",
        count="cards",
    ),
    "vf.inc.note.harbinger_war": "Setup Aid: a Harbinger goes on the War track (RS-INCPREP-06 a)",
    "vf.inc.note.crisis_level2": "Setup Aid: the top Level 2 Crisis {crisis} goes on the "
    "{track} track, nothing on it resolved (RS-INCPREP-06 c)",
    "vf.inc.note.placed": "Setup Aid: 1 {kind} placed in {sector} (RS-INCPREP-06)",
    "vf.inc.note.every_yard": "Setup Aid: 1 Voidborn Fleet Power at each Voidborn Shipyard or "
    "Starbase: {n} placed (RS-INCPREP-06 f)",
    # Alerts
    "vf.inc.note.alert_deck_empty": "Round {round}: the Alert deck is empty, no Alert this "
    "round (RS-INCFOCUS-15, A20)",
    "vf.inc.note.rift_surge_rift_deploy": messages.Plural(
        "Rift Surge {card}: {n} Voidborn Corvette onto every Open Rift; the Economic row "
        "follows every turn this round; another Alert is revealed (RS-INCFOCUS-11/12)",
        "Rift Surge {card}: {n} Voidborn Corvettes onto every Open Rift; the Economic row "
        "follows every turn this round; another Alert is revealed (RS-INCFOCUS-11/12)",
    ),
    "vf.inc.note.rift_surge_shipyard_deploy": "Rift Surge {card}: {n} × {kind} at "
    "every Voidborn Shipyard or Starbase; the Economic row follows every turn this round; "
    "another Alert is revealed (RS-INCFOCUS-11/12)",
    "vf.inc.note.rift_surge_regroup": "Rift Surge {card}: a Voidborn Regroup of {n} toward "
    "every player; the Economic row follows every turn this round; another Alert is revealed "
    "(RS-INCFOCUS-11/12)",
    "vf.inc.note.dual": "Round {round}: Dual Situation {card}: a Crisis of Level {levels} is "
    "revealed each turn, both current (RS-INCFOCUS-02/03)",
    "vf.inc.note.dual_crisis": "Seat {seat}'s current Crisis: {name} (RS-INCFOCUS-03)",
    "vf.inc.note.voidfall": "Voidfall {card}: Rift {rift} opens; {n} Voidborn Fleet Power on "
    "each of its Open Rifts (RS-INCFOCUS-04..09); the Military row follows each player's first "
    "turn this Cycle (RS-INCFOCUS-10)",
    "vf.inc.note.rift_opened": "Rift {rift} in {sector} is now an Open Rift; its token leaves "
    "the map (RS-INCFOCUS-05/06)",
    "vf.inc.note.voidstorms_removed": messages.Plural(
        "{n} Voidstorm around the newly Open Rifts removed (RS-INCFOCUS-06)",
        "{n} Voidstorms around the newly Open Rifts removed (RS-INCFOCUS-06)",
    ),
    "vf.inc.note.rift_fed": "{n} Voidborn Fleet Power placed on the Open Rift {sector} (at "
    "most 3 tokens) (RS-INCFOCUS-09)",
    "vf.inc.note.rift_glory": "A Glory token of value {glory} placed on the Open Rift {sector} "
    "(RS-INCFOCUS-09)",
    "vf.inc.note.rift_skirmish": "The closed Rift {sector} is Skirmished with {n} Voidborn "
    "Fleet Power from the supply (RS-INCFOCUS-08)",
    "vf.inc.note.row": "The {row} row of the Crisis board is resolved (RS-INCFOCUS-10/12)",
    "vf.inc.note.row_skipped": "A Catastrophe is spent to skip the {row} row (RS-INCFOCUS-14)",
    # Skirmish
    "vf.inc.note.value": "Incursion Skirmish against seat {seat} ({trigger}): value {value} = "
    "Crisis board {board} + Corruption {corruption} + Enforced Psionic Agendas {psionic} + "
    "source {extra} + Cycle 2-3 Evaluation {late} + Passive-penalty Crises {passive} "
    "(RS-INCSKIRM-02, RS-INCCRISIS-02)",
    "vf.inc.note.passive_regroup": "Passive-penalty Crises on the Crisis board: {n} more "
    "Regroup moves (RS-INCCRISIS-02)",
    "vf.inc.choice.regroup_tie": "Regroup the Voidborn Fleet Power into {value}: the "
    "destinations are equal, the players choose (RS-INCREGROUP-07)",
    "vf.inc.note.regroup_chosen": "Equal Regroup destinations {sectors}: seat {seat} chooses "
    "{sector} (RS-INCREGROUP-07)",
    "vf.inc.note.auto_defended": "Seat {seat} is not Skirmished: its Technology or a Galactic "
    "Event in force wins its Skirmish defences, as in the base game (RS-INC-03)",
    "vf.inc.note.planned": "Seat {seat}'s Skirmish, its target {sector} chosen before any "
    "Combat of the Evaluation: {n} Voidborn Fleet Power can join from what is next to it now "
    "(RS-INCSKIRM-16, A41)",
    "vf.inc.note.suffer_ongoing": "Seat {seat} suffers the regular penalty of the ongoing "
    "Crisis {name} to discard it (RS-INCCRISIS-03)",
    "vf.inc.choice.keep_ongoing": "Keep the ongoing Passive-penalty Crises on the Crisis board "
    "(RS-INCCRISIS-03)",
    "vf.inc.label.suffer_ongoing": "Suffer the regular penalty of the ongoing Crisis {name} "
    "({track}, space {space}) to discard it (RS-INCCRISIS-03)",
    "vf.inc.note.no_skirmish": "The value is 0 or less: no Skirmish against seat {seat} "
    "(RS-INCSKIRM-04)",
    "vf.inc.note.candidate": "{sector}: {available} Voidborn Fleet Power can attack from next "
    "door, attack of {size}; forecast {outcome}, {recalled} Fleet Power recalled "
    "(RS-INCSKIRM-05..07)",
    "vf.inc.note.filter_candidates": "Targets: your non-Home sectors next to the Voidborn: "
    "{kept} (RS-INCSKIRM-14)",
    "vf.inc.note.filter_win_or_tie": "…where the Voidborn would win or tie: {kept} "
    "(RS-INCSKIRM-09 1)",
    "vf.inc.note.filter_recalled": "…where you would recall the most Fleet Power: {kept} "
    "(RS-INCSKIRM-09 2)",
    "vf.inc.note.filter_available": "…with the most Voidborn Fleet Power available next door: "
    "{kept} (RS-INCSKIRM-09 a)",
    "vf.inc.note.filter_pure": "…Pure rather than Corrupted: {kept} (RS-INCSKIRM-09 b)",
    "vf.inc.note.filter_population": "…highest Population: {kept} (RS-INCSKIRM-09 c)",
    "vf.inc.note.filter_guilds": "…most Guilds: {kept} (RS-INCSKIRM-09 d)",
    "vf.inc.note.filter_random": "…picked at random: {kept} (RS-INCSKIRM-09 e)",
    "vf.inc.note.defended": "No Voidborn Fleet Power can attack: seat {seat}'s Skirmish is "
    "defended (RS-INCSKIRM-15)",
    "vf.inc.note.joins": "1 {kind} moves from {source} into {sector} (RS-INCSKIRM-06/08/10)",
    "vf.inc.note.attack": "The Voidborn attack {sector} with {n} Fleet Power (RS-INCSKIRM-08)",
    "vf.inc.note.lost": "{sector} is lost to the Voidborn (outcome: {outcome}) (RS-INCTAKE)",
    # Immediate Crises
    "vf.inc.note.immediate_rift_deploy": "Immediate Crisis {name}: Voidborn onto "
    "every Open Rift; discarded, another Crisis of its level is revealed (RS-INCCRISIS-01/07)",
    "vf.inc.note.immediate_shipyard_deploy": "Immediate Crisis {name}: a Voidborn "
    "deployment at every Voidborn Shipyard/Starbase; discarded, another Crisis of its level is "
    "revealed (RS-INCCRISIS-01/07)",
    "vf.inc.note.immediate_regroup": "Immediate Crisis {name}: a Voidborn Regroup "
    "toward you; discarded, another Crisis of its level is revealed (RS-INCCRISIS-01)",
    "vf.inc.note.immediate_skirmish": "Immediate Crisis {name}: the Voidborn "
    "Skirmish you now; discarded, another Crisis of its level is revealed (RS-INCCRISIS-01/06)",
    "vf.inc.note.immediate_population": "Immediate Crisis {name}: the most populous "
    "Corrupted Voidborn sector loses 1 Population; discarded, another Crisis of its level is "
    "revealed (RS-INCCRISIS-01, RS-INCPOP-01)",
    "vf.inc.note.population_none": "No Corrupted Voidborn sector above Population 1: nothing "
    "changes (RS-INCPOP-02)",
    # takeover
    "vf.inc.note.vanguard_home": "{sector} is lost: Seat {seat}'s Vanguard goes back to its "
    "Vanguard tile (RS-INCTAKE-09)",
    "vf.inc.note.ruined": "{sector}: Installations destroyed (Guilds stay), Corrupted "
    "(RS-INCTAKE-01/02)",
    "vf.inc.note.sent_back": "1 {kind} over {sector}'s limit goes back to {to} (RS-INCTAKE-04)",
    "vf.inc.note.tie_regroup": "Tie: 1 {kind} regroups from {source} into {sector} (RS-INCTAKE-05)",
    "vf.inc.note.tie_none": "Tie: no Voidborn sector can send 1 Fleet Power into {sector} "
    "(RS-INCTAKE-05)",
    "vf.inc.note.bounty": "A Bounty token goes into {sector} (RS-INCTAKE-06)",
    "vf.inc.note.civil_defense_lost": "The Civil Defense token of {sector} is removed for good "
    "and replaced by a value-1 Glory token; no Glory token is discarded (RS-CIVDEF-05/06, "
    "RS-INCTAKE-07)",
    "vf.inc.note.abandoned": "{sector} is abandoned: {n} Voidborn Corvettes from the supply "
    "(RS-INCTAKE-12)",
    "vf.inc.note.population": "{sector}'s Corrupted Population drops to {population} "
    "(RS-INCPOP-01)",
    # regroup and deployment
    "vf.inc.note.regroup": messages.Plural(
        "Voidborn Regroup of {n} move (RS-INCREGROUP-01)",
        "Voidborn Regroup of {n} moves (RS-INCREGROUP-01)",
    ),
    "vf.inc.note.regroup_frontline": messages.Plural(
        "1 {kind} regroups from {source} to the frontline sector {destination} in {cost} move "
        "(RS-INCREGROUP-05/06/08/11)",
        "1 {kind} regroups from {source} to the frontline sector {destination} in {cost} moves "
        "(RS-INCREGROUP-05/06/08/11)",
        count="cost",
    ),
    "vf.inc.note.regroup_advance": "1 {kind} regroups from {source} toward the "
    "players into {destination} (RS-INCREGROUP-05)",
    "vf.inc.note.deployed": "1 {kind} deployed at the Shipyard/Starbase of {sector} "
    "(RS-INCDEPLOY-02)",
    # command line
    "vf.cli.setup_aid_needs_incursion": "a Difficulty Setup Aid is only used with the Incursion "
    "module (--modules arsenal,incursion)",
    "vf.cli.setup_aid_unknown": "there is no Difficulty Setup Aid called '{name}' (the Setup "
    "Aids: {known})",
}

messages.register(ENGLISH)
