"""The public board in words, as one seat (or a spectator) may see it.

:func:`board_text` is the compact board: the header, Turn Order, the Trade ladder, the offers in
one line each, one line per sector and a few lines per House. :func:`sector_text`,
:func:`house_text` and :func:`offers_text` give the detail of one sector, one House, and the
Galactic and Agenda boards (Technology display, Improved offer, Agenda offer, Event). Every
fact comes from the view (``rules.views.redact``), so nothing hidden from that seat is shown.
"""

from __future__ import annotations

import re

from domineum.kernel import messages
from domineum.kernel.game import clone
from domineum.voidfall.content import messages as _catalog  # noqa: F401  (registers English)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.engine import cleanup
from domineum.voidfall.model.combat import COMBAT_FLEET_TYPES
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import Battle, GameState
from domineum.voidfall.model.terms import RESOURCES, TRACKS
from domineum.voidfall.modules.psionics import present as psionics_view
from domineum.voidfall.present import voidborn
from domineum.voidfall.present.cardtext import (
    agenda_lines,
    combat_step,
    effects_text,
    event_lines,
    join,
    printed,
    term,
)
from domineum.voidfall.present.log import ladder_words
from domineum.voidfall.rules import civilization, invasion, production, skirmish, upkeep

FLEET_LETTER = {
    "corvette": "c",
    "sentry": "s",
    "destroyer": "d",
    "dreadnought": "n",
    "carrier": "a",
}


def sector_key(sector_id: str) -> tuple[int, str]:
    """Sort sectors by number (s2 before s10)."""
    digits = re.sub(r"\D", "", sector_id)
    return (int(digits) if digits else 0, sector_id)


def header(content: Content, view: GameState) -> str:
    event = content.events.get(view.board.event)
    phase = term("phase", view.phase)
    if view.phase == "over":
        return messages.render("vf.board.header_over", cycle=view.cycle)
    if view.phase == "focus" and event is not None:
        when = messages.render("vf.board.round", round=view.round, rounds=event.rounds)
    else:
        when = ""
    return messages.render(
        "vf.board.header",
        cycle=view.cycle,
        phase=phase,
        when=when,
        event=messages.render("vf.board.event", name=event.name) if event else "",
    )


def _owner(s: Sector) -> str:
    who = s.controller()
    if who >= 0:
        return messages.render("vf.log.seat", seat=who)
    return messages.render("vf.board.voidborn" if s.voidborn else "vf.board.nobody")


def _fleet_short(s: Sector, battle: Battle | None) -> str:
    parts = [f"{n}{FLEET_LETTER.get(t, t[:1])}" for t, n in sorted(s.fleets.items()) if n]
    parts += voidborn.letters(s)
    text = " ".join(parts) or "-"
    if battle is not None and battle.sector == s.id:
        incoming = [
            f"{n}{FLEET_LETTER.get(t, t[:1])}" for t, n in sorted(battle.force.items()) if n
        ]
        if battle.voidborn and battle.invader < 0:
            incoming.append(f"{battle.voidborn}v")
        if battle.joiner:  # an Arsenal ship joined the Skirmish (RS-VBJOIN-06)
            incoming.append(voidborn.one(battle.joiner))
        if incoming:
            text += " " + messages.render("vf.board.invading", fleets=" ".join(incoming))
    return text


def _spaces(s: Sector, row: str) -> str:
    """``Farmers, Miners, _, _$`` : filled spaces, free ones ``_``, ``$`` an Upkeep icon."""
    spaces = s.guild_spaces if row == "guild" else s.installation_spaces
    filled = s.guilds if row == "guild" else s.installations
    out = []
    for k, space in enumerate(spaces):
        what = filled[k] if k < len(filled) else ""
        word = (
            term("guild", what)
            if row == "guild" and what
            else term("building", what)
            if what
            else "_"
        )
        out.append(word + ("$" if space.upkeep else ""))
    return ",".join(out) or "-"


def _battle(view: GameState) -> Battle | None:
    for frame in reversed(view.stack):
        if isinstance(frame, Battle):
            return frame
    return None


def sector_line(content: Content, view: GameState, s: Sector) -> str:
    kind = content.sector_types.get(s.type)
    pop = "-" if s.population == 0 else str(s.population)
    tokens = []
    if s.glory:
        tokens.append(messages.render("vf.board.glory", values="+".join(map(str, s.glory))))
    if s.bounty:
        tokens.append(messages.render("vf.board.bounty", n=len(s.bounty)))
    if s.reclaim:
        tokens.append(messages.render("vf.board.reclaim", n=len(s.reclaim)))
    if s.fallen_house:
        house = content.houses.get(s.fallen_house)
        tokens.append(messages.render("vf.board.fallen", house=house.name if house else "?"))
    if s.upkeep_icons:
        tokens.append(messages.render("vf.board.upkeep_icons", n=s.upkeep_icons))
    return messages.render(
        "vf.board.sector_line",
        id=s.id,
        type=kind.name if kind else s.type,
        owner=_owner(s),
        pop=pop,
        corrupted="*" if s.corrupted else " ",
        fleets=_fleet_short(s, _battle(view)),
        guilds=_spaces(s, "guild"),
        inst=_spaces(s, "installation"),
        tokens=(" (" + "; ".join(tokens) + ")") if tokens else "",
    )


def _agenda_name(content: Content, agenda: str) -> str:
    found = content.agendas.get(agenda)
    return messages.name(found.name) if found else messages.render("vf.label.unknown_agenda")


def house_lines(content: Content, view: GameState, seat: int, viewer: int | None) -> list[str]:
    h = view.houses[seat]
    house = content.houses.get(h.house)
    res = ", ".join(f"{term('resource', r)} {h.resources[k]}" for k, r in enumerate(RESOURCES))
    tracks = ", ".join(
        f"{term('track', t)} {h.tracks[k] + 1}/8{'*' if h.track_corrupted[k] else ''}"
        for k, t in enumerate(TRACKS)
    )
    techs = ", ".join(
        messages.name(content.technologies[t].name) + ("+" if lvl == "improved" else "")
        if t in content.technologies
        else t
        for t, lvl in h.technologies.items()
    )
    slots = cleanup.agenda_slot_count(view, content, seat)
    agendas = []
    for k in range(slots):
        a = h.agendas[k] if k < len(h.agendas) else ""
        text = _agenda_name(content, a) if a else "—"
        if k < len(h.agenda_corrupted) and h.agenda_corrupted[k]:
            text += "*"
        if k < len(h.agenda_trade) and h.agenda_trade[k]:
            text += "(T)"
        agendas.append(text + psionics_view.agenda_mark(view, seat, a))
    hand = [a for a in h.agenda_hand if a in content.agendas]
    hand_text = (
        messages.render(
            "vf.board.hand_own",
            n=len(h.agenda_hand),
            names=", ".join(_agenda_name(content, a) for a in hand),
        )
        if viewer == seat and hand
        else messages.render("vf.board.hand", n=len(h.agenda_hand))
    )
    focus = ", ".join(_focus_name(content, f) for f in h.focus_hand) or "-"
    played = ", ".join(_focus_name(content, f) for f in h.focus_discard) or "-"
    module_lines = (
        ["   " + psionics_view.vanguard_line(content, view, seat)]
        if "psionics" in view.config.modules
        else []
    )
    return [
        messages.render(
            "vf.board.house",
            seat=seat,
            house=house.name if house else h.house,
            influence=h.influence,
            you=messages.render("vf.board.you") if viewer == seat else "",
        ),
        "   "
        + messages.render(
            "vf.board.resources", res=res, inactive=h.fp_inactive, active=h.fp_active
        ),
        "   " + messages.render("vf.board.tracks", tracks=tracks, techs=techs or "-"),
        "   "
        + messages.render(
            "vf.board.agendas",
            agendas=" | ".join(agendas),
            hand=hand_text,
            upkeep=upkeep.upkeep_total(view, content, seat),
        ),
        "   "
        + messages.render(
            "vf.board.focus",
            hand=focus,
            played=played,
            trade=h.trade_tokens,
            glory=", ".join(map(str, sorted(h.glory))) or "-",
        ),
        *module_lines,
    ]


def _focus_name(content: Content, card: str) -> str:
    found = content.focus_cards.get(card)
    return messages.name(found.name) if found else messages.render("vf.board.face_down")


def offers_line(content: Content, view: GameState) -> str:
    parts = []
    for t, agenda in view.board.agenda_offer.items():
        if agenda:
            text = f"{term('agenda_type', t)}: {_agenda_name(content, agenda)}"
            if view.board.offer_corrupted.get(t):
                text += "*"
            parts.append(text)
    return messages.render("vf.board.offer", offers="; ".join(parts) or "-")


def tech_display(content: Content, view: GameState) -> list[str]:
    """Each Technology's Basic copies left and the Influence the next one gives."""
    out = []
    owners: dict[str, list[str]] = {}
    for seat, h in enumerate(view.houses):
        for t in h.technologies:
            owners.setdefault(t, []).append(messages.render("vf.log.seat", seat=seat))
    for tech_id, pile in sorted(
        view.board.tech_piles.items(), key=lambda kv: _tech_number(content, kv[0])
    ):
        tech = content.technologies.get(tech_id)
        if tech is None:
            continue
        bonus = [n for n in pile if n > 0]
        out.append(
            messages.render(
                "vf.board.tech_pile",
                number=tech.number,
                tech=tech.name,
                copies=len(pile),
                bonus=messages.render(
                    "vf.board.tech_bonus", n=bonus[-1] if bonus else 0, copies=len(bonus)
                )
                if bonus
                else messages.render("vf.board.tech_no_bonus"),
                owners=join(owners.get(tech_id, [])) or messages.render("vf.board.nobody"),
            )
        )
    return out


def _tech_number(content: Content, tech_id: str) -> int:
    tech = content.technologies.get(tech_id)
    return tech.number if tech else 0


def improved_line(content: Content, view: GameState) -> str:
    names = [
        messages.name(content.technologies[t].name)
        for t in view.board.improved_offer
        if t in content.technologies
    ]
    block = messages.render("vf.board.block") if view.board.improvement_block else ""
    return messages.render("vf.board.improved", names=", ".join(names) or "-", block=block)


def _side(seat: int) -> str:
    return (
        messages.render("vf.log.seat", seat=seat)
        if seat >= 0
        else messages.render("vf.log.voidborn")
    )


def _combat_fleet(fleet: object) -> str:
    counts = [(kind, getattr(fleet, kind, 0)) for kind in COMBAT_FLEET_TYPES]
    parts = [
        f"{n} {messages.render('vf.log.voidborn') if kind == 'voidborn' else term('fleet', kind)}"
        for kind, n in counts
        if n
    ]
    return ", ".join(parts) or messages.render("vf.log.no_fp")


def forecast_outcome(view: GameState, battle: Battle, force: dict[str, int]) -> str:
    """``invader``, ``defender``, ``tie``... of the forecast Combat ("" if none)."""
    report = invasion.forecast_battle(view, battle, force)
    return str(report.outcome) if report is not None else ""


def forecast_text(view: GameState, battle: Battle, force: dict[str, int]) -> str:
    """The forecast Combat in words: the winner and each side's survivors ("" if none)."""
    report = invasion.forecast_battle(view, battle, force)
    if report is None:
        return ""
    return messages.render(
        "vf.board.forecast",
        outcome=term("outcome", report.outcome),
        invader=_combat_fleet(report.survivors.invader),
        defender=_combat_fleet(report.survivors.defender),
    )


def battle_lines(view: GameState) -> list[str]:
    """The Invasion or Skirmish being fought: who, where, the FP on the way, each step so far."""
    battle = _battle(view)
    if battle is None:
        return []
    out = [
        messages.render(
            "vf.board.battle",
            sector=battle.sector,
            invader=_side(battle.invader),
            defender=_side(battle.defender),
            stage=messages.render(f"vf.board.stage_{battle.stage}"),
        )
    ]
    if battle.combat is None:
        forecast = forecast_text(view, battle, battle.force)
        if forecast:
            out.append("   " + forecast)
    if battle.combat is not None:
        for step in battle.combat.log:
            out.append(
                "   "
                + messages.render(
                    "vf.board.combat_step",
                    step=combat_step(step.name),
                    before_i=_combat_fleet(step.before.invader),
                    after_i=_combat_fleet(step.after.invader),
                    damage_i=step.damage.invader,
                    before_d=_combat_fleet(step.before.defender),
                    after_d=_combat_fleet(step.after.defender),
                    damage_d=step.damage.defender,
                )
            )
    return out


def board_text(content: Content, view: GameState, viewer: int | None) -> str:
    """The compact board: everything public, one line per thing."""
    out = [header(content, view)]
    out.append(
        messages.render(
            "vf.board.turn_order",
            order=" > ".join(messages.render("vf.log.seat", seat=s) for s in view.board.turn_order),
        )
    )
    out.append(messages.render("vf.log.ladder", ladder=ladder_words(view.board.trade_ladder)))
    out.append(offers_line(content, view))
    out.append(improved_line(content, view))
    out.append("")
    out.append(messages.render("vf.board.sectors_legend"))
    if "arsenal" in view.config.modules:
        out.append(messages.render("rs.board.legend"))
    for s in sorted(view.galaxy.sectors, key=lambda s: sector_key(s.id)):
        out.append(sector_line(content, view, s))
    fight = battle_lines(view)
    if fight:
        out += ["", *fight]
    out.append("")
    for seat in view.seats:
        out += house_lines(content, view, seat, viewer)
    return "\n".join(out)


def sector_text(content: Content, view: GameState, sector_id: str) -> str:
    """Every public fact of one sector."""
    try:
        s = view.galaxy.sector(sector_id)
    except (KeyError, ValueError, StopIteration):
        return messages.render("vf.board.no_sector", sector=sector_id)
    kind = content.sector_types.get(s.type)
    out = [sector_line(content, view, s)]
    out.append("  " + messages.render("vf.board.sector_type", type=kind.name if kind else s.type))
    if kind is not None and kind.text:
        out.append("  " + printed(kind.text))
    out.append(
        "  "
        + messages.render(
            "vf.board.sector_guilds",
            spaces=_spaces(s, "guild"),
            free=s.guilds.count("") if s.guilds else len(s.guild_spaces),
        )
    )
    out.append(
        "  "
        + messages.render(
            "vf.board.sector_installations",
            spaces=_spaces(s, "installation"),
            free=s.installations.count("") if s.installations else len(s.installation_spaces),
        )
    )
    out.append("  " + messages.render("vf.board.sector_upkeep", n=upkeep.sector_upkeep(s)))
    if s.corrupted:
        out.append("  " + messages.render("vf.board.sector_corrupted"))
    if s.voidborn:
        out.append(
            "  " + messages.render("vf.board.sector_voidborn", n=s.voidborn, limit=s.voidborn_limit)
        )
    if s.arsenal:
        out.append("  " + ", ".join(voidborn.words(s)))
    neighbours = sorted(view.galaxy.neighbours(s.id), key=sector_key)
    out.append("  " + messages.render("vf.board.adjacent", sectors=", ".join(neighbours) or "-"))
    storms = sorted(
        {b if a == s.id else a for a, b in view.galaxy.voidstorms if s.id in (a, b)}, key=sector_key
    )
    if storms:
        out.append("  " + messages.render("vf.board.voidstorms", sectors=", ".join(storms)))
    return "\n".join(out)


def house_text(content: Content, view: GameState, seat: int, viewer: int | None) -> str:
    """Every public fact of one House: the mat, production, Upkeep, the tracks ahead."""
    if not 0 <= seat < len(view.houses):
        return messages.render("vf.board.no_seat", seat=seat)
    h: HouseState = view.houses[seat]
    out = house_lines(content, view, seat, viewer)
    levels = production.levels(view, content, seat)
    out.append(
        "   "
        + messages.render(
            "vf.board.production",
            levels=", ".join(
                messages.render(
                    "vf.board.level",
                    resource=term("resource", r),
                    level=levels.get(r, 0),
                    yield_=production.yield_for(content, r, levels.get(r, 0)),
                )
                for r in RESOURCES
            ),
        )
    )
    out.append(
        "   "
        + messages.render(
            "vf.board.upkeep_due",
            total=upkeep.upkeep_total(view, content, seat),
            owed=upkeep.upkeep_owed(view, content, seat),
        )
    )
    for k, t in enumerate(TRACKS):
        pos = h.tracks[k]
        ahead = []
        for space in range(pos + 1, min(pos + 3, 8)):
            effects = content.track_space(h.house, k, space)
            ahead.append(
                f"{space + 1}: {effects_text(content, effects, 'any') if effects else '-'}"
            )
        out.append(
            "   "
            + messages.render(
                "vf.board.track_ahead",
                track=term("track", t),
                space=pos + 1,
                tier=civilization.tier(pos),
                ahead="; ".join(ahead) or "-",
            )
        )
    voidborn = skirmish.strength(view, seat)
    if voidborn and not skirmish.auto_defends(view, content, seat):
        pool = skirmish.candidates(view, seat)
        likely = skirmish.target(clone(view), seat, voidborn) if pool else None
        out.append(
            "   "
            + messages.render(
                "vf.board.skirmish_preview",
                n=voidborn,
                target=likely or messages.render("vf.board.no_target"),
            )
        )
    extra = []
    if h.bounty_kept:
        extra.append(messages.render("vf.log.bounty_kept", n=len(h.bounty_kept)))
    if h.reclaim_kept:
        extra.append(messages.render("vf.log.reclaim_kept", n=len(h.reclaim_kept)))
    if h.decontamination:
        extra.append(messages.render("vf.log.decontamination", n=h.decontamination))
    if h.corruption_kept:
        extra.append(messages.render("vf.log.corruption_kept", n=h.corruption_kept))
    if extra:
        out.append("   " + "; ".join(extra))
    if h.preferred:
        out.append(
            "   "
            + messages.render(
                "vf.card.preferred_focus",
                cards=join([_focus_name(content, f) for f in h.preferred]),
            )
        )
    return "\n".join(out)


def offers_text(content: Content, view: GameState) -> str:
    """The Galactic and Agenda boards: the Event, the Agenda offer, Technologies."""
    out: list[str] = []
    event = content.events.get(view.board.event)
    if event is not None:
        out += event_lines(content, event)
        out.append("")
    out.append(messages.render("vf.board.offer_title"))
    for t, agenda in view.board.agenda_offer.items():
        if agenda in content.agendas:
            corrupted = view.board.offer_corrupted.get(t, False)
            lines = agenda_lines(content, content.agendas[agenda])
            if corrupted:
                lines[0] += messages.render("vf.label.corrupted")
            out += ["  " + line for line in lines]
    out.append("")
    out.append(improved_line(content, view))
    out.append(messages.render("vf.board.tech_title"))
    out += ["  " + line for line in tech_display(content, view)]
    return "\n".join(out)
