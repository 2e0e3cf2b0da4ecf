"""English text of the errors of a game's setup, of position and scenario files and of a Combat's
input (``voidfall combat``, the calculator page) (issue 19, docs/languages.md): the catalog a
translation replaces."""

from __future__ import annotations

import re

from domineum.kernel import messages

ENGLISH: dict[str, messages.Template] = {
    # setting a game up (VF-SETUP, VF-MODE)
    "vf.setup.unknown_map": "unknown map '{map}' (known: {known})",
    "vf.setup.map_players": messages.Plural(
        "map '{map}' is for {n} player, not {players}",
        "map '{map}' is for {n} players, not {players}",
    ),
    "vf.setup.map_coop": "map '{map}' is a co-op map, not for a competitive game",
    "vf.setup.map_tutorial": "map '{map}' is a tutorial map, only for the tutorial",
    "vf.setup.no_map": messages.Plural(
        "no map for {players} player in the content pack",
        "no map for {players} players in the content pack",
        count="players",
    ),
    "vf.setup.unknown_house": "unknown House '{house}' (known: {known})",
    "vf.setup.no_origin": "House '{house}' has no Origin '{origin}'",
    "vf.setup.house_twice": "each House can be played by one seat only",
    "vf.setup.no_space": "sector {sector} has no free {kind} space for {token}",
    "vf.setup.players": "Voidfall is for 1 to 4 players, not {players}",
    "vf.setup.refused": "{problem} ({rule})",
    "vf.setup.mode_off": "mode '{mode}' is not available",
    "vf.setup.options_off": "this game's options cannot be played: {problem}",
    "vf.setup.no_void": "this content pack has no Void components (void/ folder)",
    "vf.setup.unknown_difficulty": "unknown difficulty '{level}' (known: {known})",
    "vf.setup.no_incursion": "this content pack has no Incursion cards (modules/incursion/void/)",
    "vf.setup.unknown_aid": "unknown Difficulty Setup Aid '{aid}' (known: {known})",
    "vf.setup.mission_space": "mission {mission}: no free Installation space in {sector}",
    # position files (docs/notation.md)
    "vf.position.nothing_to_remove": "{where}: nothing to remove",
    "vf.position.unknown_resources": "{where}.resources: unknown resources {names}",
    "vf.position.mapping": "a position is a mapping",
    "vf.position.unknown_fields": "unknown position fields {names}",
    "vf.position.base": "base: a mapping of players, houses, seed, map; not {value}",
    "vf.position.field_mapping": "{key}: a mapping; not '{kind}'",
    "vf.position.stack": "stack: a list of frames; not '{kind}'",
    "vf.position.houses_list": "base.houses: a list of House ids",
    "vf.position.sector_mapping": "sectors.{sector}: a mapping of the sector's fields",
    "vf.position.seat_number": "houses.{seat}: a seat number (0 to {last})",
    "vf.position.house_mapping": "houses.{seat}: a mapping of the House's fields",
    "vf.position.no_seat": "houses.{seat}: no such seat",
    "vf.position.resource_numbers": "houses.{seat}.resources: whole numbers by resource",
    "vf.position.no_void": "void: only a solo or co-op game has the Void",
    "vf.position.wrong_value": "{where}: a value is missing or of the wrong kind at '{path}'",
    "vf.position.problem": "position: {problem}",
    "vf.position.not_utf8": "{path}: not UTF-8 text",
    "vf.position.too_deep": "{path}: nested too deeply",
    "vf.position.not_yaml": "{path}: not valid YAML or JSON (line {line})",
    # scenario files (docs/notation.md "Scenarios")
    "vf.scenario.not_entries": "content: {file} is not a list of entries by id",
    "vf.scenario.content": "content: {problem}",
    "vf.scenario.refused": "action {n} '{action}' was refused: {reason}",
    "vf.scenario.resource_needed": "a resource name is needed ({known})",
    "vf.scenario.derived": "derived values: {known}",
    "vf.scenario.derived_seat": "derived.{name} needs a seat number",
    "vf.scenario.derived_content": "derived values need the content pack",
    "vf.scenario.no_part": "no '{part}' at '{where}'",
    "vf.scenario.not_container": "'{where}' is a value, not a container",
    # what a failing scenario reports (docs/notation.md "Scenarios")
    "vf.scenario.after_action": "after action {n}: ",
    "vf.scenario.expected": "expected {want}, got {got}",
    "vf.scenario.expected_contains": "expected it to contain {want}, got {got}",
    "vf.scenario.expected_length": "expected length {want}, got {got}",
    "vf.scenario.expected_unordered": "expected {want} in any order, got {got}",
    "vf.scenario.expected_at_least": "expected at least {want}, got {got}",
    "vf.scenario.expected_at_most": "expected at most {want}, got {got}",
    "vf.scenario.other_rule": "'{action}' refused under {rule}, expected {want}",
    "vf.scenario.refusal_changed": "refusing '{action}' changed the state",
    "vf.scenario.bad_notation": "'{action}' is not valid notation: {reason}",
    "vf.scenario.accepted": "'{action}' was accepted, expected a refusal",
    "vf.scenario.no_comparison": "{path}: no comparison ({known})",
    # a Combat's input (VF-COMBAT-03, VF-FLEET-20/24, VF-MOVE-09, VF-COMBAT-06/16/18)
    "vf.combat.negative": "the {role}'s {name} is negative ({value})",
    "vf.combat.voidborn_only": "the Voidborn fights only with Voidborn Fleets",
    "vf.combat.voidborn_nothing": "the Voidborn has no resources, Active FP or Shipyards",
    "vf.combat.player_voidborn": "the {role} is a player and has Voidborn Fleets",
    "vf.combat.defender_tokens": "only the Defender has Sector Defenses and Starbases",
    "vf.combat.no_fp": "a player invades with at least 1 FP (A-29)",
    "vf.combat.energy": "spending Energy needs Basic Deep Space Missiles and an adjacent Shipyard",
    "vf.combat.drones": "returning a Trade token needs Autonomous Drones",
    "vf.combat.invader_spends": "only the Invader spends Energy, Trade tokens or Materials",
    "vf.combat.empty_sector": "a sector without FP is defended only by Sector Defenses and "
    "Starbases",
    "vf.combat.fleet_letter": "unknown fleet letter in '{item}' (letters: {known})",
    "vf.combat.negative_count": "negative count in '{item}'",
    "vf.combat.bad_count": "bad count in '{item}'",
    "vf.combat.letter_twice": "fleet letter '{letter}' given twice",
    "vf.combat.unknown_tech": "unknown Technology '{name}' (known: {known})",
    "vf.combat.bad_level": "bad level in '{item}' (levels: {known})",
    "vf.combat.card_abilities": "only the Voidborn Invader of a Skirmish has card abilities",
    "vf.combat.no_pending": "no choice is pending in this Combat",
    "vf.combat.not_legal": "'{option}' is not a legal '{kind}' option now; legal: {legal}",
    "vf.combat.not_over": "the Combat is not over yet",
    # a content pack's entries (the loader; kernel ``content.*`` for what every pack shares)
    "vf.content.no_house": "a content pack needs at least one House",
    "vf.content.module": "one of {known}, or none",
    "vf.content.module_folder": "must be '{module}'",
    "vf.content.no_module": "no module is called '{module}'",
    "vf.content.no_op": "an effect needs an 'op' name",
    "vf.content.unknown_op": "unknown effect '{op}' (known: {known})",
    "vf.content.no_action": "no action '{key}'",
    "vf.content.negative_amount": "{op} amounts are 0 or more, not {value}",
    "vf.content.unknown_names": "unknown {key} {names}",
    "vf.content.unknown_countable": "unknown countable '{name}'",
    "vf.content.below_zero": "{value} is below 0",
    "vf.content.focus_actions": "a Focus card has 3 actions",
    "vf.content.tokens": "expected a mapping with bounty and reclaim",
    "vf.content.duplicate_map": "duplicate map id",
    "vf.content.unknown_guild": "unknown Guild '{name}'",
    "vf.content.known": "known: {known}",
    "vf.content.updates_base": "only a module's entry updates a base entry (RS-UPD-01)",
    "vf.content.module_id": "an id of the base game or a module",
    "vf.content.combine_one": "a reward 'A or B' (combine: one) needs two effects or more",
    "vf.content.side_exclusive": "only the lines of a red line (exclusive: true) have a side",
    "vf.content.constant_box": "a constant box asks nothing: it only changes rules (modifies)",
    "vf.content.box_options": "a box with options keeps its cost, effects and combine in "
    "each option",
    "vf.content.option_empty": "an option needs a cost or effects",
    "vf.content.enforcement": "only a Psionic Agenda has an Enforcement cost",
    "vf.content.side_event": "only the lines of a Galactic Event's red line have a side",
    "vf.content.psionic_focus": "a Psionic Agenda names exactly one Focus card to match",
    "vf.content.psionic_action": "a Psionic Agenda has an action",
    "vf.content.track_spaces": "a track has 8 spaces",
    "vf.content.need_8": "need 8",
    "vf.content.updating_module": "only {module} components are updated versions (RS-MOD-02)",
    "vf.content.updated_twice": "'{target}' is updated twice",
    "vf.content.coop_solo_map": "a co-op/solo-only sector type on a competitive map (RS-MOD-03)",
    "vf.content.reprinted_base": "only an updated Technology has 'reprinted' cards (RS-UPD-09)",
    "vf.content.updated_tech_id": "an updated Technology's id is '{expected}' (P-32)",
    "vf.content.no_base": "no base entry '{target}' to update",
    "vf.content.no_base_origin": "no base Origin '{key}' to update",
    "vf.content.cycle": "a cycle: {chain}",
    "vf.content.void_tracks": "two tracks of equal size",
    "vf.content.void_mix": "one mix per Cycle",
    "vf.content.void_tiers": "Crisis cards by tier (Starting, I, II, III): need {want}, got {got}",
    "vf.content.void_alerts": "6/7/4 Situations and 8 War cards",
    "vf.content.void_skirmish": "one value per Cycle",
    "vf.content.void_unknown": "unknown '{name}'",
    "vf.content.void_wars": "4 War cards each",
    "vf.content.void_heroic": "a Heroic card has this id already",
    # the loader's rarer checks (Galactic Event sides and boxes, achievements, maps)
    "vf.content.contains_itself": "the action '{key}' contains itself through card_action (a "
    "cycle)",
    "vf.content.achievement_only": "only an achievement (scoring: once) has {name}",
    "vf.content.side_first": "sides are numbered from 1 in the order of the lines: expected 1",
    "vf.content.side_next": "sides are numbered from 1 in the order of the lines: expected "
    "{last} or {next}",
    "vf.content.side_count": "a red line needs lines on 2 to {most} sides, not {n}",
    "vf.content.box_most": messages.Plural(
        "at most {most} option", "at most {most} options", count="most"
    ),
    "vf.content.never_met": "at_least {low} is above at_most {high}: never met",
    "vf.content.agenda_action_cost": "an Agenda Action has no cost",
    "vf.content.homes": "one Home per seat is needed, got the seats {homes}",
    "vf.content.no_combat_tech": "no Combat Technology '{name}'",
    "vf.content.unknown_focus": "unknown Focus cards {names}",
    "vf.content.requirement": "a requirement names either a Focus ('focus') or an effect ('does')",
    "vf.content.below_icon_c": "'below' is the line under icon c, and only there",
    "vf.content.trade_limit": "a trade moves at least 1 resource each way",
    # the Incursion module's cards (modules/incursion/void/; RS-INC*)
    "vf.content.incursion_aids": "{n} Difficulty Setup Aid cards are needed",
    "vf.content.incursion_rows": "one set of rows per Cycle",
    "vf.content.incursion_alerts": "{voidfall} Voidfall and {surge} Rift Surge cards are needed",
    "vf.content.incursion_voidfall": "one Voidfall card per Rift type I, II, III",
    "vf.content.incursion_fleet": "one amount per Cycle",
    "vf.content.one_of": "one of {known}",
    "vf.content.incursion_surge": "an instruction and an amount of at least 1",
    "vf.content.incursion_dual": "a row 1-3 and two Crisis levels 1-3",
    "vf.content.incursion_crisis": "module 'incursion' and a Voidborn type",
    "vf.content.incursion_rifts": "Rift I, II or III, at most {most} of each",
}

messages.register(ENGLISH)

_AT = re.compile(r"at `\$\.?([^`]*)`")


def wrong_value(where: str, problem: object) -> str:
    """A validation error (msgspec's) as the place it names, in the reader's language (the
    validator's own English explanation is not passed on)."""
    found = _AT.search(str(problem))
    path = found.group(1) if found and found.group(1) else "$"
    return messages.render("vf.position.wrong_value", where=where, path=path)
