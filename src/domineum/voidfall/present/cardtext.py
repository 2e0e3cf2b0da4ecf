"""The text of every card, token and tile, written from the content data through the message
catalog (so that a translation catalog changes every word): Focus cards and their actions,
Technologies (Basic and Improved), Agendas, Galactic Events and their boxes, Houses and Origins,
Civilization track spaces, Bounty, Reclaim and Trade tokens, sector types.

:func:`effect_text` says one effect in words; :func:`card_text` gives a whole entry's lines;
:func:`entries` lists the ids of a kind. Nothing here shows an internal id: names come from the
pack, words from the catalog.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from domineum.kernel import messages
from domineum.voidfall.content import messages as _catalog  # noqa: F401  (registers the catalog)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import (
    Agenda,
    EventBox,
    FocusCard,
    GalacticEvent,
    House,
    Objective,
    Origin,
    RawAction,
    SectorType,
    TechCards,
    TechLevel,
    Technology,
    TokenFace,
)
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.terms import AGENDA_TYPES, RESOURCES, TRACKS
from domineum.voidfall.modules.psionics import combat_tiles

KINDS = (
    "focus",
    "technology",
    "agenda",
    "event",
    "house",
    "civilization",
    "bounty",
    "reclaim",
    "trade",
    "sector",
    "combat",
    "reference",
)
_GAP = re.compile(r"\s*\(GAP[^)]*\)|\s*GAP:[^.]*(\.|$)")


def void_card_name(content: Content, card_id: str) -> str | None:
    """The name of a card of the game against the Void by its id, in the reader's language
    (:meth:`Content.void_card_name`; None for any other id)."""
    found = content.void_card_name(card_id)
    return None if found is None else messages.name(found)


def known(msg_id: str) -> bool:
    """Whether the catalog has ``msg_id`` (the base catalog or a module's, e.g. Arsenal's)."""
    return messages.known(msg_id)


def term(kind: str, value: object) -> str:
    """A game word (resource, track, Guild, Installation, Fleet type, Agenda type...)."""
    key = f"vf.term.{kind}.{value}"
    return messages.render(key) if known(key) else str(value).replace("_", " ")


def printed_source(text: str) -> str:
    """A printed text of the pack without the authors' notes (``(GAP: ...)``), in English."""
    return _GAP.sub("", text).strip()


def printed(text: str) -> str:
    """A printed text of the pack without the authors' notes, through the translation catalog
    (which maps the English text itself)."""
    return messages.translate(printed_source(text))


def combat_step(step: str) -> str:
    """A Combat step's name (``approach``, ``salvo 2``) in words (VF-COMBAT)."""
    word, _, n = step.partition(" ")
    if word == "approach":
        return messages.render("vf.combat.step.approach")
    if word == "salvo" and n.isdigit():
        return messages.render("vf.combat.step.salvo", n=n)
    return step


def join(items: Sequence[str], word: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (``word``: and, or, and/or)."""
    items = [messages.name(i) for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    conj = messages.render(f"vf.word.{word.replace('/', '_')}")
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def amounts(args: Mapping[str, object]) -> str:
    """``1 Food and 2 Energy`` from resource -> amount arguments (in the rulebook's order)."""
    parts = [
        messages.render("vf.fx.amount", n=args[r], resource=term("resource", r))
        for r in RESOURCES
        if isinstance(args.get(r), int) and args[r]
    ]
    return join(parts)


def _names(kind: str, value: object, word: str = "or") -> str:
    if isinstance(value, (list, tuple)):
        return join([term(kind, v) for v in value], word)
    return term(kind, value)


def _where(value: object) -> str:
    if not value:
        return ""
    return " " + messages.render(f"vf.where.{value}") if value else ""


def _target(value: object) -> str:
    key = f"vf.target.{value}"
    return messages.render(key) if known(key) else str(value).replace("_", " ")


def count_text(name: str, args: Mapping[str, object]) -> str:
    """What a countable counts, in words ("Pure sector", "Pure Guild (Farmers or Miners)")."""
    key = f"vf.count.{name}"
    text = messages.render(key) if known(key) else name.replace("_", " ")
    extra = []
    for arg, value in args.items():
        if arg in ("guild", "installation", "fleet", "resource", "track", "level"):
            extra.append(_names(arg, value))
        elif arg == "n":
            extra.append(messages.render("vf.fx.at_least", n=value))
        elif arg == "max":
            extra.append(messages.render("vf.fx.at_most", n=value))
        elif arg == "tier":
            extra.append(messages.render("vf.fx.tier", n=value))
    return text + (f" ({'; '.join(extra)})" if extra else "")


def effect_text(content: Content, effect: Effect | Mapping[str, object]) -> str:
    """One effect or cost line in words."""
    args: dict[str, object]
    if isinstance(effect, Effect):
        op, args = effect.op, dict(effect.args)
    else:
        op = str(effect["op"])
        args = {k: v for k, v in effect.items() if k != "op"}
    a: dict[str, object] = {
        "extra": "",
        "amount": args.get("amount", 1),
        "what": amounts(args),
        "where": _where(args.get("where", "")),
    }
    if op in ("gain", "pay"):
        pass
    elif op == "gain_any":
        among = args.get("among") or list(RESOURCES)
        a["among"] = _names("resource", among)
    elif op == "produce":
        res = args.get("resources")
        a["among"] = _names("resource", res, "and") if res else ""
        a["n"] = args.get("choose", 1)
        if not res:
            op = "produce_choose" if a["n"] != 1 else "produce_one"
    elif op == "advance":
        track = args.get("track", "any")
        a["track"] = (
            messages.render(f"vf.fx.track_{track}")
            if track in ("any", "least")
            else term("track", track)
        )
    elif op in ("build", "establish", "place_infrastructure"):
        kind = args.get("installation", args.get("guild", args.get("kind", "any")))
        if op == "place_infrastructure":
            a["what"] = term("building", kind)
            a["target"] = _target(args.get("target", ""))
        else:
            a["what"] = (
                messages.render(f"vf.fx.any_{op}")
                if kind in ("any", "", None)
                else messages.render(f"vf.fx.one_{op}", kind=term("building", kind))
            )
    elif op in ("deploy", "place_voidborn"):
        a["only"] = term("fleet", args["only"]) + " " if "only" in args else ""
        a["target"] = _target(args.get("target", ""))
    elif op == "influence_per" or op == "gain_per":
        a["count"] = count_text(str(args.get("count", "")), _mapping(args.get("args")))
    elif op in ("gain_agenda", "corrupt_offer"):
        t = args.get("type")
        a["type"] = term("agenda_type", t) if t else ""
        if not t and op == "gain_agenda":
            op = "gain_agenda_any"
    elif op == "gain_technology":
        a["level"] = messages.render(f"vf.fx.level_{args.get('level', 'either')}")
    elif op == "gain_glory":
        a["value"] = args.get("value", 1)
    elif op == "place_token":
        a["token"] = messages.render(
            f"vf.fx.token_{args.get('token', 'bounty')}", value=args.get("value", 1)
        )
        a["target"] = _target(args.get("target", ""))
    elif op in ("destroy",):
        a["kind"] = term("row", args.get("kind", "guild"))
    elif op == "grow" and args.get("amount", 1) != 1:
        op = "grow_many"
    elif op == "discard_bounty":
        a["token"] = messages.render(f"vf.fx.token_{args.get('token', 'bounty')}", value=1)
    elif op == "choose":
        either, other = _mapping(args.get("either")), _mapping(args.get("or"))
        a["either"] = effect_text(content, either) if either else ""
        a["or"] = effect_text(content, other) if other else ""
        a["times"] = args.get("times", 1)
    elif op == "joint":  # [COOP] a Joint Focus effect and its who-may-resolve icon
        a["effect"] = effect_text(content, _mapping(args.get("effect")))
        below = _mapping(args.get("below"))
        a["below"] = effect_text(content, below) if below else ""
        op = f"joint_{args.get('who', 'b')}"
    elif op == "trade":
        a["limit"] = args.get("limit", 0)
    elif op == "void_discard_crisis":  # a Heroic/Joint card's effect (VF-SOLO-CRISIS-13)
        op = f"void_discard_crisis_{args.get('type', 'any')}"
    elif op == "void_erase":  # a Crisis's Consequence (VF-SOLO-ERASE)
        op = f"void_erase_{args.get('level', 'basic')}"
    elif op == "remove_corruption":
        then = _mapping(args.get("then"))
        a["then"] = messages.render("vf.fx.then", effect=effect_text(content, then)) if then else ""
    elif op == "invade":
        extra = []
        if args.get("corrupted_only"):
            extra.append(messages.render("vf.fx.invade_corrupted"))
        if args.get("bombard"):
            extra.append(messages.render("vf.fx.invade_bombard"))
        if args.get("influence_per_voidborn"):
            extra.append(
                messages.render("vf.fx.invade_per_voidborn", n=args["influence_per_voidborn"])
            )
        if args.get("influence_population"):
            extra.append(messages.render("vf.fx.invade_population"))
        a["extra"] = f" ({'; '.join(extra)})" if extra else ""
    elif op == "card_action":
        key = str(args.get("key", ""))
        action = content.actions.get(key)
        if action is not None:
            return action_words(content, action.cost, action.effects, action.combine, name="")
    # every effect has its words (tests/voidfall/present/test_effect_words.py)
    return messages.render(f"vf.fx.{op}", **a)


def _mapping(value: object) -> dict[str, object]:
    return dict(value) if isinstance(value, Mapping) else {}


def effects_text(
    content: Content, effects: Iterable[Effect | Mapping[str, object]], combine: str = "all"
) -> str:
    """Several effects joined as printed: ``and`` (all), ``or`` (one), ``and/or`` (any)."""
    word = {"one": "or", "any": "and/or"}.get(combine, "and")
    return join([effect_text(content, e) for e in effects], word)


def action_words(
    content: Content,
    cost: Iterable[Effect | Mapping[str, object]],
    effects: Iterable[Effect | Mapping[str, object]],
    combine: str,
    name: str = "",
) -> str:
    """``Name — cost: effects`` (``free`` when there is no cost)."""
    cost_list = list(cost)
    body = effects_text(content, effects, combine)
    paid = effects_text(content, cost_list) if cost_list else messages.render("vf.fx.free")
    text = messages.render("vf.card.action", cost=paid, effects=body or "-")
    return f"{messages.name(name)} — {text}" if name else text


def raw_action_text(content: Content, action: RawAction) -> str:
    return action_words(content, action.cost, action.effects, action.combine, action.name)


def _title(text: str) -> str:
    return text[:1].upper() + text[1:]


# ------------------------------------------------------------------------------ per kind


def _updated_line(module: str, base: House | FocusCard | Technology | None) -> list[str]:
    """What an updated component replaces (``base``), and when (RS-UPD-01, RS-MOD-02); none for
    the others."""
    if base is None:
        return []
    name = messages.render(f"vf.module.name.{module}")
    return [messages.render("vf.card.updated", module=name, name=messages.name(base.name))]


def focus_lines(content: Content, card: FocusCard) -> list[str]:
    out = [messages.render("vf.card.focus", name=card.name)]
    out += _updated_line(card.module, content.focus_cards.get(card.updates))  # RS-UPD-04
    if card.house and card.house in content.houses:
        replaced = content.focus_cards.get(card.replaces)
        out.append(
            messages.render(
                "vf.card.focus_house",
                house=content.houses[card.house].name,
                replaces=replaced.name if replaced else "-",
            )
        )
    if card.from_cycle > 1:
        out.append(messages.render("vf.card.from_cycle", n=card.from_cycle))
    for n, action in enumerate(card.actions, start=1):
        out.append(f"  {n}. {_title(raw_action_text(content, action))}")
    return out


def _level_lines(
    content: Content, tech: Technology, level_name: str, level: TechLevel
) -> list[str]:
    out = [
        messages.render(
            "vf.card.tech_level",
            level=messages.render(f"vf.fx.level_{level_name}"),
            influence=level.influence,
        )
    ]
    if level.immediate:
        body = effects_text(content, level.immediate, level.immediate_combine)
        if level.immediate_cost:
            body = messages.render(
                "vf.card.paid_then", cost=effects_text(content, level.immediate_cost), effects=body
            )
        out.append("    " + messages.render("vf.card.tech_immediate", effects=body))
    if level.text:
        out.append("    " + messages.render("vf.card.tech_ability", text=printed(level.text)))
    for trigger, t in level.triggers.items():
        out.append(
            "    "
            + messages.render(
                "vf.card.tech_trigger",
                when=messages.render(f"vf.trigger.{trigger}"),
                effects=effects_text(content, t.effects, t.combine),
            )
        )
    for action in level.actions:
        focus = join(
            [
                messages.render("vf.card.preferred")
                if f == "preferred"
                else content.focus_cards[f].name
                if f in content.focus_cards
                else term("focus", f)
                for f in action.focus
            ],
            "or",
        )
        out.append(
            "    "
            + messages.render(
                "vf.card.tech_action", focus=focus, action=raw_action_text(content, action)
            )
        )
    return out


def technology_lines(content: Content, tech: Technology) -> list[str]:
    house = content.houses.get(tech.house)
    out = [
        messages.render(
            "vf.card.technology",
            name=tech.name,
            number=tech.number,
            house=house.name if house else "-",
        )
    ]
    out += _updated_line(tech.module, content.technologies.get(tech.updates))  # RS-UPD-09
    if tech.reprinted is not None:
        printed_cards = tech.reprinted
        out.append(
            messages.render(
                "vf.card.tech_reprinted",
                basic=printed_cards.basic,
                improved=printed_cards.improved,
            )
        )
    elif tech.cards != TechCards():  # RS-TECH-02
        out.append(
            messages.render(
                "vf.card.tech_cards", basic=tech.cards.basic, improved=tech.cards.improved
            )
        )
    out += _level_lines(content, tech, "basic", tech.basic)
    if tech.cards.improved:
        out += _level_lines(content, tech, "improved", tech.improved)
    else:
        out.append(messages.render("vf.card.no_improved"))
    return out


def objective_text(content: Content, o: Objective) -> str:
    """An objective line: its printed text, else said from its countable and scoring."""
    if o.text:
        return printed(o.text)
    what = count_text(o.count, o.args)
    if o.scoring == "tiers":
        return messages.render(
            "vf.card.objective_tiers", what=what, tiers="/".join(map(str, o.tiers))
        )
    if o.scoring == "once":
        return messages.render("vf.card.objective_once", what=what, influence=o.influence)
    return messages.render("vf.card.objective_each", what=what, influence=o.influence, per=o.per)


def agenda_lines(content: Content, agenda: Agenda) -> list[str]:
    out = [
        messages.render(
            "vf.card.agenda",
            name=agenda.name,
            type=term("agenda_type", agenda.type),
            code=f" ({agenda.code})" if agenda.code else "",
        )
    ]
    if agenda.focus_icons:
        out.append(
            messages.render(
                "vf.card.focus_icons",
                icons=join(
                    [
                        content.focus_cards[f].name
                        if f in content.focus_cards
                        else term("focus", f)
                        for f in agenda.focus_icons
                    ]
                ),
            )
        )
    for o in agenda.objectives:
        out.append("  • " + objective_text(content, o))
    if agenda.action is not None:
        out.append(
            messages.render(
                "vf.card.agenda_action",
                action=action_words(
                    content, agenda.action.cost, agenda.action.effects, agenda.action.combine
                ),
            )
        )
    if agenda.production_bonus:
        out.append(
            messages.render(
                "vf.card.production_bonus",
                resources=_names("resource", agenda.production_bonus, "and"),
            )
        )
    return out


def box_text(content: Content, box: EventBox) -> str:
    """A Galactic Event box in words: its printed text, else its effects."""
    if box.text:
        return printed(box.text)
    if box.options:
        return join(
            [
                printed(o.text) or action_words(content, o.cost, o.effects, o.combine)
                for o in box.options
            ],
            "or",
        )
    body = effects_text(content, box.effects, box.combine)
    if box.cost:
        body = messages.render(
            "vf.card.paid_then", cost=effects_text(content, box.cost), effects=body
        )
    return body or messages.render("vf.card.box_rule")


def event_lines(content: Content, event: GalacticEvent) -> list[str]:
    out = [
        messages.render("vf.card.event", name=event.name, cycle=event.cycle, rounds=event.rounds)
    ]
    for n, box in enumerate(event.boxes, start=1):
        scope = messages.render(f"vf.box.{box.scope}")
        optional = "" if box.mandatory else messages.render("vf.box.optional")
        if box.coop_solo:  # RS-MOD-03
            optional += messages.render("vf.box.coop_solo")
        out.append(
            "  "
            + messages.render(
                "vf.card.box", n=n, scope=scope, optional=optional, text=box_text(content, box)
            )
        )
    if event.objectives:
        out.append(
            messages.render(
                "vf.card.objectives_exclusive" if event.exclusive else "vf.card.objectives"
            )
        )
        for o in event.objectives:
            side = f"({messages.render('vf.card.side', n=o.side)}) " if o.side else ""
            out.append(f"  • {side}{objective_text(content, o)}")
    return out


def _space_text(content: Content, effects: Sequence[Effect | Mapping[str, object]]) -> str:
    return (
        effects_text(content, effects, "any") if effects else messages.render("vf.card.no_benefit")
    )


def track_lines(content: Content, track: str, house: House | None = None) -> list[str]:
    spaces: list[list[dict[str, object]]] = getattr(content.civilization, track)
    own = house.track_spaces.get(track, []) if house else []
    out = [messages.render("vf.card.track", track=term("track", track))]
    for n, space in enumerate(spaces, start=1):
        effects = own[n - 1] if n - 1 < len(own) and own[n - 1] else space
        out.append(f"  {n}. {_space_text(content, effects)}")
    return out


def origin_lines(content: Content, house: House, origin: Origin) -> list[str]:
    tech = content.technologies.get(origin.technology)
    agenda = content.agendas.get(origin.starting_agenda)
    out = [
        messages.render(
            "vf.card.origin",
            name=origin.id.rsplit("-", 1)[-1].upper(),
            tech=tech.name if tech else "-",
            agenda=agenda.name if agenda else "-",
        ),
        "    "
        + messages.render(
            "vf.card.origin_start",
            resources=amounts(origin.resources) or "-",
            active=origin.fp_active,
            home=origin.home_population,
            outpost=origin.outpost_population,
        ),
    ]
    if origin.starts_corrupted:
        out.append(
            "    "
            + messages.render(
                "vf.card.origin_corrupted",
                where=join(
                    [messages.render(f"vf.card.origin_{w}") for w in origin.starts_corrupted]
                ),
            )
        )
    if origin.setup:
        out.append(
            "    "
            + messages.render(
                "vf.card.origin_setup", effects=effects_text(content, origin.setup, "any")
            )
        )
    if agenda is not None:
        for o in agenda.objectives:
            out.append("    • " + objective_text(content, o))
    return out


def house_lines(content: Content, house: House) -> list[str]:
    out = [messages.render("vf.card.house", name=house.name, number=house.number)]
    out += _updated_line(house.module, content.houses.get(house.updates))  # RS-UPD-07, -08
    if house.preferred:
        out.append(
            messages.render(
                "vf.card.preferred_focus",
                cards=join([_focus_name(content, f) for f in house.preferred]),
            )
        )
    home = [term("building", g) for g in (*house.home_guilds, *house.home_installations)]
    if home:
        out.append(messages.render("vf.card.house_home", buildings=join(home)))
    if house.focus_cards:
        out.append(
            messages.render(
                "vf.card.house_focus",
                cards=join([_focus_name(content, f) for f in house.focus_cards]),
            )
        )
    for track, spaces in house.track_spaces.items():
        changed = [f"{n}. {_space_text(content, s)}" for n, s in enumerate(spaces, start=1) if s]
        if changed:
            out.append(
                messages.render(
                    "vf.card.house_track", track=term("track", track), spaces="; ".join(changed)
                )
            )
    if house.ability:
        out.append(messages.render("vf.card.house_ability", text=printed(house.ability)))
    if house.fallen_effects:
        out.append(
            messages.render(
                "vf.card.fallen",
                population=house.fallen_population,
                effects=effects_text(content, house.fallen_effects, "any"),
            )
        )
    for origin in house.origins:
        out += origin_lines(content, house, origin)
    return out


def _focus_name(content: Content, card: str) -> str:
    found = content.focus_cards.get(card)
    return messages.name(found.name) if found else term("focus", card)


def token_lines(content: Content, kind: str, face: TokenFace) -> list[str]:
    return [
        messages.render(
            f"vf.card.token_{kind}",
            text=effects_text(content, face.effects, face.combine),
            count=face.count,
        )
    ]


def sector_lines(content: Content, s: SectorType) -> list[str]:
    out = [messages.render("vf.card.sector", name=s.name)]
    out.append(
        "  "
        + messages.render(
            "vf.card.sector_spaces",
            guilds=len(s.guild_spaces),
            guild_upkeep=sum(1 for x in s.guild_spaces if x.upkeep),
            installations=len(s.installation_spaces),
            inst_upkeep=sum(1 for x in s.installation_spaces if x.upkeep),
        )
    )
    out.append("  " + messages.render(f"vf.card.population_{s.population}"))
    if s.coop_solo:  # RS-MOD-03
        out.append("  " + messages.render("vf.card.coop_solo"))
    if s.upkeep_icons:
        out.append("  " + messages.render("vf.card.upkeep_icons", n=s.upkeep_icons))
    if s.production_bonus:
        out.append("  " + messages.render("vf.card.sector_bonus", what=amounts(s.production_bonus)))
    if s.corruption_immune:
        out.append("  " + messages.render("vf.card.corruption_immune"))
    if s.voidborn_immune:
        out.append("  " + messages.render("vf.card.voidborn_immune"))
    if s.on_invaded:
        out.append(
            "  "
            + messages.render(
                "vf.card.on_invaded", effects=effects_text(content, s.on_invaded, "any")
            )
        )
    if s.text:
        out.append("  " + printed(s.text))
    return out


# ------------------------------------------------------------------------------ lookup


def entries(content: Content, kind: str) -> list[tuple[str, str]]:
    """(id, name) of every entry of ``kind`` (one of :data:`KINDS`)."""
    if kind == "focus":
        return [(k, messages.name(v.name)) for k, v in content.focus_cards.items()]
    if kind == "technology":
        return [(k, messages.name(v.name)) for k, v in content.technologies.items()]
    if kind == "agenda":
        return [(k, messages.name(v.name)) for k, v in content.agendas.items()]
    if kind == "event":
        return [(k, messages.name(v.name)) for k, v in content.events.items()]
    if kind == "house":
        return [(k, messages.name(v.name)) for k, v in content.houses.items()]
    if kind == "civilization":
        return [(t, term("track", t)) for t in TRACKS]
    if kind in ("bounty", "reclaim"):
        return [(f.id, printed(f.text) or f.id) for f in getattr(content, kind)]
    if kind == "trade":
        return [(f.id, printed(f.text) or f.id) for f in content.tables.trade_bonuses]
    if kind == "sector":
        return [(k, messages.name(v.name)) for k, v in content.sector_types.items()]
    if kind == "combat":  # the Psionics box's Combat tiles (RS-CSUM-08)
        return [(tile, combat_tiles.tile_name(tile)) for tile in combat_tiles.TILES]
    if kind == "reference":
        return [(k, messages.render(f"vf.ref.{k}")) for k in (*BOARD_SUMMARIES, AGENDA_BOARD)]
    raise KeyError(kind)


def card_text(content: Content, kind: str, key: str) -> list[str]:
    """Every line of the entry ``key`` of ``kind``; KeyError if there is none."""
    if kind == "focus":
        return focus_lines(content, content.focus_cards[key])
    if kind == "technology":
        return technology_lines(content, content.technologies[key])
    if kind == "agenda":
        return agenda_lines(content, content.agendas[key])
    if kind == "event":
        return event_lines(content, content.events[key])
    if kind == "house":
        return house_lines(content, content.houses[key])
    if kind == "civilization":
        if key not in TRACKS:
            raise KeyError(key)
        return track_lines(content, key)
    if kind in ("bounty", "reclaim"):
        faces = {f.id: f for f in getattr(content, kind)}
        return token_lines(content, kind, faces[key])
    if kind == "trade":
        faces = {f.id: f for f in content.tables.trade_bonuses}
        return token_lines(content, kind, faces[key])
    if kind == "sector":
        return sector_lines(content, content.sector_types[key])
    if kind == "combat":
        return combat_tiles.tile_lines(key)
    if kind == "reference":
        return reference_lines(content, key)
    raise KeyError(kind)


#: The step summaries printed on the Galactic board (VF-PREP-02 blue, VF-FOCUS-01 yellow,
#: VF-EVAL-01 red numbers) and the Invasion results' summary (VF-RESULT-14): message ids, in
#: the rulebook's order; ``.solo`` steps are the co-op/solo game's only. The results' letters
#: are the solo rulebook's Takeover items (VF-SOLO-TAKEOVER-02..09; E, another player's
#: Glory, is the competitive game's). The Combat tokens (VF-COMP-07) follow table T-06.
BOARD_SUMMARIES: dict[str, tuple[str, ...]] = {
    "preparation": (
        "0a.solo",
        "0b.solo",
        "0c.solo",
        "1",
        "2",
        "3",
        "4",
        "5",
        "cycle1",
    ),
    "focus_phase": ("rounds", "alert.solo", "0.solo", "1", "2", "3", "4.solo", "next"),
    "evaluation": ("1", "1.solo", "2", "3", "4", "5", "end"),
    "invasion_results": (
        "defender",
        "invader",
        "a",
        "b",
        "c",
        "d",
        "e",
        "f.solo",
        "g.solo",
        "h",
        "i",
        "corruption",
        "voidborn",
        "tie",
    ),
    "combat_tokens": (
        "main",
        "corvette",
        "sentry",
        "destroyer",
        "destroyer.improved",
        "dreadnought",
        "dreadnought.improved",
        "carrier",
        "carrier.improved",
        "voidborn",
        "sector_defense",
        "starbase",
    ),
}
AGENDA_BOARD = "agenda_types"
AGENDA_BOARD_ICONS = 3  # the most common requirements shown per Agenda type


def agenda_requirements(content: Content, agenda_type: str) -> list[str]:
    """The countables the objectives of ``agenda_type``'s Agendas use most, most used first
    (ties by name): the icons on the Agenda board's right side (VF-AGENDA-02)."""
    used = Counter(
        o.count for a in content.agendas.values() if a.type == agenda_type for o in a.objectives
    )
    ranked = sorted(used.items(), key=lambda item: (-item[1], item[0]))
    return [name for name, _ in ranked[:AGENDA_BOARD_ICONS]]


def reference_lines(content: Content, key: str) -> list[str]:
    """A summary the boards print, as the terminal shows it (``voidfall content --show KEY``):
    the phases' numbered steps, the Invasion results, the Agenda board's requirement icons.
    KeyError if ``key`` is none of them."""
    if key == AGENDA_BOARD:
        out = [messages.render("vf.ref.agenda_types")]
        for agenda_type in AGENDA_TYPES:
            needs = [count_text(c, {}) for c in agenda_requirements(content, agenda_type)]
            out.append(f"  {term('agenda_type', agenda_type)}: {join(needs)}")
        return out
    steps = BOARD_SUMMARIES[key]
    lines = [messages.render(f"vf.ref.{key}")]
    for step in steps:
        text = messages.render(f"vf.ref.{key}.{step}")
        if step.endswith(".solo"):
            text = messages.render("vf.ref.solo_only", text=text)
        lines.append("  " + text)
    return lines


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def find(content: Content, query: str) -> list[tuple[str, str]]:
    """(kind, id) of the entries whose id or name (in the reader's language or in English) is
    ``query`` (case, spaces and punctuation ignored); if none, those whose name or id contains
    it."""
    want = _norm(query)
    exact: list[tuple[str, str]] = []
    partial: list[tuple[str, str]] = []
    for kind in KINDS:
        with messages.using(messages.SOURCE_LANGUAGE):
            english = dict(entries(content, kind))
        for key, name in entries(content, kind):
            words = (_norm(key), _norm(name), _norm(english.get(key, "")))
            if want in words:
                exact.append((kind, key))
            elif want and any(want in w for w in words):
                partial.append((kind, key))
    return exact or partial


def describe(content: Content, query: str) -> str:
    """The text of the entry named ``query`` (every match), or a message saying none is."""
    found = find(content, query)
    if not found:
        return messages.render("vf.card.not_found", query=query)
    if len(found) > 8:
        names = join([n for k, i in found for key, n in entries(content, k) if key == i][:20])
        return messages.render("vf.card.many", query=query, names=names)
    return "\n\n".join("\n".join(card_text(content, k, i)) for k, i in found)
