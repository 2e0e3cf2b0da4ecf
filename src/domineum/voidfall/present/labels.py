"""Human labels for choices: what the choice does, in its context, with the cost in force.

A label says what ``apply`` will do: the Focus action with its cost as it will be charged and
its effects in words, the option of a token, Trade Bonus, Upkeep payment or Event box by its
text, the card a choice names by its printed name. Every word comes from the message catalog.
"""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.content import messages as _catalog  # noqa: F401  (registers the catalog)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice
from domineum.voidfall.core.stack import refusal_of
from domineum.voidfall.effects.evaluation import GalacticObjectives
from domineum.voidfall.engine import events
from domineum.voidfall.engine.events import BOX_CHOICE
from domineum.voidfall.engine.flow import reason_text
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.state import Battle, GameState, ResolveAction, Step
from domineum.voidfall.model.terms import RESOURCES, TRACKS
from domineum.voidfall.modes.preselected_focus import PRESELECT
from domineum.voidfall.modes.void import crises
from domineum.voidfall.modes.void.heroic import DISCARD_CRISIS
from domineum.voidfall.present import voidborn
from domineum.voidfall.present.board import forecast_outcome
from domineum.voidfall.present.cardtext import (
    action_words,
    amounts,
    effect_text,
    effects_text,
    join,
    printed,
    term,
    void_card_name,
)
from domineum.voidfall.rules import (
    bounty,
    card_actions,
    combat,
    production,
    scoring,
    trade,
    upkeep,
)

EMPTY_PILE_OPS = ("gain_bounty", "gain_reclaim", "place_token", "bounty_instead")


def _top(state: GameState) -> Step | ResolveAction | None:
    frame = state.stack[-1] if state.stack else None
    return frame if isinstance(frame, (Step, ResolveAction)) else None


def _op(state: GameState) -> str:
    frame = _top(state)
    return frame.effect.op if isinstance(frame, Step) else ""


def _tech_name(content: Content, tech: str) -> str:
    found = content.technologies.get(tech)
    return messages.name(found.name) if found else term("tech", tech)


def _agenda_name(content: Content, agenda: str) -> str:
    found = content.agendas.get(agenda)
    return messages.name(found.name) if found else messages.render("vf.label.unknown_agenda")


def _focus_name(content: Content, card: str) -> str:
    found = content.focus_cards.get(card)
    if found is None and content.void is not None:  # a Heroic or Joint Focus card
        heroic = content.void.special_focus(card)
        return messages.name(heroic.name) if heroic else term("focus", card)
    return messages.name(found.name) if found else term("focus", card)


def spot_text(content: Content, state: GameState, seat: int, value: str) -> str:
    """Where a Corruption marker is or goes, in words (VF-CORRUPT-04)."""
    if value.startswith("slot"):
        k = int(value[4:]) - 1
        agendas = state.houses[seat].agendas
        held = agendas[k] if 0 <= k < len(agendas) else ""
        return messages.render(
            "vf.label.spot_slot",
            n=k + 1,
            agenda=_agenda_name(content, held) if held else messages.render("vf.label.empty_slot"),
        )
    if value == "decontamination":
        return messages.render("vf.label.spot_decontamination")
    if value in TRACKS:
        return messages.render("vf.label.spot_track", track=term("track", value))
    return messages.render("vf.label.spot_sector", sector=value)


def _event_option(content: Content, state: GameState, frame: Step, n: str) -> str:
    """The printed text of option ``n`` of a Galactic Event box or a side of its objectives."""
    event = content.events.get(state.board.event)
    if event is None:
        return ""
    k = int(n) - 1
    if frame.effect.op == BOX_CHOICE:
        box_n = int(str(frame.effect.args["box"]))
        box = event.boxes[box_n]
        if 0 <= k < len(box.options):
            option = box.options[k]
            text = printed(option.text) or action_words(
                content, option.cost, option.effects, option.combine
            )
        else:
            found = events.box_options(state, content, box_n)
            if not 0 <= k < len(found):
                return ""
            action = found[k][1]
            text = printed(box.text) or action_words(
                content, action.cost, action.effects, action.combine
            )
        return messages.render("vf.choice.event_option", n=n, text=text)
    sides = scoring.sides(event)
    lines = sides[k] if 0 <= k < len(sides) else []
    text = "; ".join(printed(event.objectives[i].text) for i in lines if event.objectives[i].text)
    return messages.render("vf.choice.event_option", n=n, text=text) if text else ""


def _option(content: Content, state: GameState, seat: int, n: str) -> str:
    """What ``option n`` means for the primitive being resolved."""
    frame = _top(state)
    if not isinstance(frame, Step):
        return messages.render("vf.label.option_plain", n=n)
    op = frame.effect.op
    if op in (BOX_CHOICE, GalacticObjectives.op):
        return _event_option(content, state, frame, n) or messages.render(
            "vf.label.option_plain", n=n
        )
    if op in EMPTY_PILE_OPS:
        return messages.render("vf.label.empty_pile_influence")
    if op == bounty.FACE:
        pile = str(frame.effect.args.get("pile", "bounty"))
        face = bounty.face(content, pile, str(frame.effect.args.get("face", "")))
        effects = bounty.face_effects(face)
        k = int(n) - 1
        chosen = effect_text(content, effects[k]) if 0 <= k < len(effects) else "-"
        return messages.render(
            f"vf.label.face_{pile}",
            effect=chosen,
            text=effects_text(content, effects, face.combine),
        )
    if op in ("gain_trade", trade.BONUS_OP):
        k = int(n) - 1
        bonuses = content.tables.trade_bonuses
        if 0 <= k < len(bonuses):
            text = effects_text(content, bonuses[k].effects, bonuses[k].combine)
            return messages.render("vf.label.trade_bonus", space=k + 1, text=text)
    if op == "spend_trade":
        if n == "1":
            return messages.render("vf.label.spend_loose")
        slot = int(n) - 1
        held = state.houses[seat].agendas[slot - 1] if slot - 1 < 4 else ""
        return messages.render(
            "vf.label.spend_stored", slot=slot, agenda=_agenda_name(content, held)
        )
    if op == "upkeep":
        owed = upkeep.upkeep_owed(state, content, seat)
        paid = max(0, owed - frame.left)
        k = int(n) - 1
        if k == upkeep.CREDITS_PAYMENT:
            rate = upkeep.credits_rate(state, content, seat)
            pay = messages.render("vf.label.upkeep_credits", n=rate)
        else:
            pay = amounts(dict(upkeep.PAYMENTS[k])) if 0 <= k < len(upkeep.PAYMENTS) else "-"
        return messages.render("vf.label.upkeep", paid=paid, owed=owed, pay=pay)
    if op == "peek":
        k = int(n) - 1
        seen = frame.picks
        if 0 <= k < len(seen) and len(seen) == 2:
            top = content.events.get(seen[k])
            other = content.events.get(seen[1 - k])
            return messages.render(
                "vf.label.peek",
                top=top.name if top else "?",
                other=other.name if other else "?",
            )
    if op == "card_action":
        action = content.actions.get(str(frame.effect.args.get("key", "")))
        if action is not None:
            return messages.render(
                "vf.label.card_action",
                text=action_words(content, action.cost, action.effects, action.combine),
            )
    return messages.render("vf.label.option_of", n=n, effect=effect_text(content, frame.effect))


def _take(content: Content, state: GameState, seat: int, n: str, kind: str) -> str:
    frame = _top(state)
    card = state.turn.focus
    if isinstance(frame, Step) and frame.effect.op == "preferred_action" and frame.picks:
        card = frame.picks[0]  # an action of a Preferred Focus, not of the Focus played
    if card not in content.focus_cards:
        return messages.render("vf.label.option_plain", n=n)
    action = card_actions.focus_action(state, content, seat, card, n)
    if kind == "double":
        action = card_actions.doubled(action)
    return messages.render(
        "vf.label.double" if kind == "double" else "vf.label.take",
        name=action.name,
        n=n,
        card=_focus_name(content, card),
        action=action_words(
            content, card_actions.whole_cost(action.cost), action.effects, action.combine
        ),  # the cost in force, summed as it is paid (VF-ACTION-05)
    )


def _card_action(content: Content, key: str) -> CardAction | None:
    return content.actions.get(key)


def _sector(content: Content, state: GameState, sector_id: str) -> str:
    """``s12 (Regular, seat 1, Population 3)``: the sector a choice names, in context."""
    try:
        s = state.galaxy.sector(sector_id)
    except (KeyError, ValueError, StopIteration):
        return sector_id
    kind = content.sector_types.get(s.type)
    who = s.controller()
    owner = (
        messages.render("vf.log.seat", seat=who)
        if who >= 0
        else messages.render("vf.board.voidborn")
        if s.voidborn
        else messages.render("vf.board.nobody")
    )
    parts = [messages.name(kind.name) if kind else s.type, owner]
    if s.population:
        parts.append(messages.render("vf.label.population", n=s.population))
    op = _op(state)
    if op == "invade":
        defence = [f"{n} {term('fleet', t)}" for t, n in sorted(s.fleets.items()) if n]
        defence += voidborn.words(s)
        defenses = sum(1 for x in s.installations if x in ("sector_defense", "starbase"))
        if defenses:
            defence.append(messages.render("vf.label.defenses", n=defenses))
        parts.append(
            messages.render("vf.label.defended_by", what=", ".join(defence))
            if defence
            else messages.render("vf.label.undefended")
        )
    if op in ("establish", "place_infrastructure") or op == "build":
        row = "installation" if op == "build" else "guild"
        free = len([x for x in (s.installations if row == "installation" else s.guilds) if not x])
        parts.append(messages.render(f"vf.label.free_{row}", n=free))
    return f"{sector_id} ({', '.join(parts)})"


#: a choice kind whose values are words of another term family
KIND_TERMS = {"voidborn-type": "voidborn"}


def label(content: Content, state: GameState, choice: Choice) -> str:
    """The sentence a person reads for ``choice``."""
    v = choice.values
    k = choice.kind
    seat = state.stack[-1].seat if state.stack else 0
    op = _op(state)
    frame_top = state.stack[-1] if state.stack else None
    if choice.label:
        first = v[0] if v else ""
        params: dict[str, object] = {
            # the choice's own word: ``{fleet}`` for a ``fleet`` choice, ``{voidborn_type}``
            k.replace("-", "_"): term(KIND_TERMS.get(k, k), first),
            "value": first,
            "n": first,
            "agenda": _agenda_name(content, first) if first in content.agendas else first,
            "card": _focus_name(content, first) if first in content.focus_cards else first,
        }
        return messages.render(choice.label, **params)
    if k == "focus":
        card = content.focus_cards.get(v[0])
        names = join([a.name for a in card.actions]) if card else ""
        msg = {
            "preferred_action": "vf.label.preferred_focus",
            PRESELECT: "vf.label.preselect_focus",
        }.get(op, "vf.label.focus")
        return messages.render(msg, card=_focus_name(content, v[0]), actions=names)
    if k in ("take", "double"):
        return _take(content, state, seat, v[0], k)
    if k == "suffer-ongoing" and state.void is not None:  # Incursion (RS-INCCRISIS-03)
        crisis = state.void.track(v[0])[int(v[1]) - 1]
        void = content.void
        crisis_card = void.crises.get(crisis) if void is not None else None
        return messages.render(
            "vf.inc.label.suffer_ongoing",
            name=messages.name(crisis_card.name) if crisis_card else crisis,
            track=term("crisis_track", v[0]),
            space=v[1],
        )
    if k in VOID_KINDS:
        return _void_label(content, state, k, v[0], op)
    if k == "mind-link":  # Psionics (RS-MINDLINK)
        return messages.render("vf.psi.label.mind_link", track=term("track", v[0]), space=v[1])
    if k == "effect":
        frame = _top(state)
        if isinstance(frame, ResolveAction):
            eff = frame.effects[int(v[0]) - 1]
            origin = (
                messages.render("vf.label.origin_setup")
                if frame.source.startswith("origin:")
                else ""
            )
            return messages.render("vf.label.effect", effect=effect_text(content, eff) + origin)
    if k == "agenda-action":
        agenda = state.turn.agenda
        action = _card_action(content, f"agenda:{agenda}")
        text = action_words(content, action.cost, action.effects, action.combine) if action else ""
        return messages.render(
            "vf.label.agenda_action", agenda=_agenda_name(content, agenda), action=text
        )
    if k == "tech-action":
        tech, n = v[0], v[1]
        level = state.houses[seat].technologies.get(tech, "basic")
        action = _card_action(content, f"tech:{tech}:{level}:{n}")
        text = action_words(content, action.cost, action.effects, action.combine) if action else ""
        return messages.render("vf.label.tech_action", tech=_tech_name(content, tech), action=text)
    if k == "option":
        return _option(content, state, seat, v[0])
    if k == "spot":
        where = spot_text(content, state, seat, v[0])
        frame = _top(state)
        if op == "remove_corruption":
            return messages.render("vf.label.spot_remove", spot=where)
        if op == "move_corruption" and isinstance(frame, Step) and not frame.picks:
            return messages.render("vf.label.spot_move_from", spot=where)
        if op == "move_corruption":
            return messages.render("vf.label.spot_move_to", spot=where)
        return messages.render("vf.label.spot_put", spot=where)
    if k == "resource":
        r = term("resource", v[0])
        if op in EMPTY_PILE_OPS:
            return messages.render("vf.label.empty_pile_resource", resource=r)
        if op == "produce":
            prod_level = production.level(state, content, seat, v[0])
            gain = production.yield_for(content, v[0], prod_level)
            return messages.render("vf.label.produce", resource=r, n=gain)
        if op == "gain_any":
            return messages.render("vf.label.gain_resource", resource=r)
        return messages.render("vf.choice.resource", resource=r)
    if k == "pay":
        frame = _top(state)
        owed = ""
        if isinstance(frame, Step) and op == "pay":
            left = dict(frame.effect.args)
            for paid in frame.picks:
                r = paid.split(":")[0]
                if isinstance(left.get(r), int):
                    left[r] = int(str(left[r])) - 1
            owed = amounts({r: n for r, n in left.items() if isinstance(n, int) and n > 0})
            unit = next((r for r in RESOURCES if isinstance(left.get(r), int) and left[r]), "")
            if unit:
                return messages.render(
                    "vf.label.pay_unit",
                    unit=term("resource", unit),
                    payer=term("resource", v[0]),
                    owed=owed,
                )
        return messages.render("vf.choice.pay", resource=term("resource", v[0]))
    if k == "track":
        house = state.houses[seat]
        t = TRACKS.index(v[0])
        space = house.tracks[t] + 1
        benefit = ""
        if op == "advance" and space < 8:
            effects = content.track_space(house.house, t, space)
            benefit = effects_text(content, effects, "any") if effects else ""
        return messages.render(
            "vf.label.track",
            track=term("track", v[0]),
            space=space + 1,
            benefit=messages.render("vf.label.benefit", text=benefit) if benefit else "",
        )
    if k == "guild":
        msg = "vf.choice.destroy_guild" if op == "destroy" else "vf.choice.guild"
        return messages.render(msg, guild=term("guild", v[0]))
    if k == "build":
        msg = "vf.choice.destroy_building" if op == "destroy" else "vf.choice.build"
        return messages.render(msg, installation=term("building", v[0]))
    if k == "fleet":
        return messages.render("vf.choice.fleet", fleet=term("fleet", v[0]))
    if k == "tech":
        found = content.technologies.get(v[0])
        text = printed(found.basic.text) if found else ""
        return messages.render("vf.label.tech", tech=_tech_name(content, v[0]), text=text)
    if k == "improve":
        found = content.technologies.get(v[0])
        text = printed(found.improved.text) if found else ""
        return messages.render("vf.label.improve", tech=_tech_name(content, v[0]), text=text)
    if k == "offer":
        agenda = state.board.agenda_offer.get(v[0], "")
        corrupted = state.board.offer_corrupted.get(v[0], False)
        return messages.render(
            "vf.label.offer",
            type=term("agenda_type", v[0]),
            agenda=_agenda_name(content, agenda),
            corrupted=messages.render("vf.label.corrupted") if corrupted else "",
        )
    if k == "draw":
        return messages.render("vf.choice.draw", type=term("agenda_type", v[0]))
    if k in ("keep", "agenda"):
        msg = "vf.choice.keep" if k == "keep" else "vf.choice.agenda"
        return messages.render(msg, agenda=_agenda_name(content, v[0]))
    if k == "glory":
        if op == "upgrade_glory":
            return messages.render("vf.label.glory_upgrade", value=v[0], to=int(v[0]) + 1)
        if op == "discard_glory":
            return messages.render("vf.label.glory_discard", value=v[0])
        return messages.render("vf.choice.glory", value=v[0])
    if k == "move":
        return messages.render(
            "vf.choice.move", source=v[0], target=v[1], fleet=term("fleet", v[2])
        )
    if k in ("absorb", "destroyers", "recall") and isinstance(frame_top, Battle):
        pending = combat.pending_choice(frame_top.combat) if frame_top.combat else None
        if pending is not None:
            return _combat_choice(k, v, pending.amount)
    if k in ("join", "recall"):
        text = messages.render(
            f"vf.choice.{k}", source=v[0], sector=v[0], fleet=term("fleet", v[1])
        )
        if k == "join" and isinstance(frame_top, Battle):
            force = dict(frame_top.force)
            force[v[1]] = force.get(v[1], 0) + 1
            text += _forecast_suffix(state, frame_top, force)
        return text
    if k == "deploy":
        return messages.render("vf.choice.deploy", sector=v[0], fleet=term("fleet", v[1]))
    if k == "sector":
        if op in ("place_token", "place_infrastructure", "place_voidborn"):
            eff = _top_effect(state)
            what = effect_text(content, Effect(eff.op, {**eff.args, "target": "here"}))
            verb = messages.render("vf.label.sector_place", what=_title(what.strip()))
        elif op and _known(f"vf.label.sector_{op}"):
            verb = messages.render(f"vf.label.sector_{op}")
        else:
            verb = messages.render("vf.label.sector_choose")
        return messages.render("vf.label.sector", verb=verb, sector=_sector(content, state, v[0]))
    if k == "replace":
        held = state.houses[seat].agendas
        slot = int(v[0]) - 1
        agenda = held[slot] if 0 <= slot < len(held) else ""
        return messages.render(
            "vf.label.replace", n=v[0], agenda=_agenda_name(content, agenda) if agenda else "-"
        )
    if k == "store":
        held = state.houses[seat].agendas
        slot = int(v[0]) - 1
        agenda = held[slot] if 0 <= slot < len(held) else ""
        return messages.render(
            "vf.label.store", n=v[0], agenda=_agenda_name(content, agenda) if agenda else "-"
        )
    if k == "done" and isinstance(frame_top, Battle):
        text = messages.render(f"vf.label.battle_done_{frame_top.stage}")
        if frame_top.stage in ("move", "prepare"):
            text += _forecast_suffix(state, frame_top, frame_top.force)
        return text
    if k in ("slot", "discard") and state.turn.agenda:
        name = _agenda_name(content, state.turn.agenda)
        if k == "slot":
            return messages.render("vf.label.slot", agenda=name, n=v[0])
        return messages.render("vf.label.discard", agenda=name)
    if k == "done" and isinstance(_top(state), Step):
        if op == BOX_CHOICE:
            event = content.events.get(state.board.event)
            return messages.render("vf.label.skip_box", event=event.name if event else "-")
        if op == bounty.FACE:
            return messages.render("vf.label.skip_token")
        return messages.render("vf.label.skip", effect=effect_text(content, _top_effect(state)))
    if k in ("crisis-track", "overcome") and v:  # the Void's tracks (VF-SOLO-CBOARD, -CRISIS)
        track, _, n = str(v[0]).partition("-")
        word = messages.render(f"vf.void.word.{track}")
        return messages.render(f"vf.choice.{k}", value=f"{word} {n}".strip())
    params = {"n": v[0] if v else "", "value": v[0] if v else ""}
    return messages.render(f"vf.choice.{k}", **params)


# Choices of the game against the Void whose value is a Crisis slot or a word of the catalog.
VOID_KINDS = ("overcome", "crisis-track", "harbinger", "refuge-reward", "heroic", "joint")


def _void_label(content: Content, state: GameState, kind: str, value: str, op: str) -> str:
    """A Crisis to overcome (or discard, VF-SOLO-CRISIS-13) by its name, a Heroic or Joint
    Focus card of the display by its name, a Crisis track, where a Harbinger is removed from, a
    Refuge's completion reward: in words."""
    if kind in ("heroic", "joint"):
        display = state.void.heroic_display if state.void is not None else []
        n = int(value) - 1
        card = display[n] if 0 <= n < len(display) else ""
        name = void_card_name(content, card) or value
        return messages.render(f"vf.void.choice.take_{kind}", card=name)
    if kind == "overcome":
        crisis = void_card_name(content, dict(crises.slots(state)).get(value, "")) or value
        msg = "vf.void.choice.discard_crisis" if op == DISCARD_CRISIS else "vf.void.choice.overcome"
        return messages.render(msg, crisis=crisis)
    if kind == "refuge-reward":
        return messages.render("vf.void.choice.refuge_reward", reward=term("refuge_reward", value))
    track = term("crisis_track", value)
    if kind == "harbinger":
        return messages.render("vf.void.choice.harbinger", where=track)
    return messages.render("vf.choice.crisis-track", value=track)


def _combat_choice(kind: str, v: tuple[str, ...], amount: int) -> str:
    """A decision inside a Combat: absorb Damage, use the Destroyers' bonus, lose which FP."""
    if kind == "absorb":
        n = int(v[0])
        return messages.render("vf.label.absorb", n=n, incoming=amount, lost=max(0, amount - n))
    if kind == "destroyers":
        return messages.render(f"vf.label.destroyers_{v[0]}", n=amount)
    return messages.render("vf.label.lose_fp", fleet=term("fleet", v[1]), n=amount)


def _forecast_suffix(state: GameState, battle: Battle, force: dict[str, int]) -> str:
    outcome = forecast_outcome(state, battle, force)
    key = f"vf.label.forecast_{outcome}"
    return messages.render(key) if outcome and _known(key) else ""


def _title(text: str) -> str:
    return text[:1].upper() + text[1:]


def _top_effect(state: GameState) -> Effect:
    frame = _top(state)
    assert isinstance(frame, Step)
    return frame.effect


def _known(msg_id: str) -> bool:
    return messages.known(msg_id)


def decision_title(content: Content, state: GameState) -> str:
    """What is being decided now, in words (shown above the choices)."""
    frame = state.stack[-1] if state.stack else None
    if frame is None:
        return ""
    if isinstance(frame, Step):
        return messages.render("vf.title.step", effect=effect_text(content, frame.effect))
    if isinstance(frame, ResolveAction):
        return messages.render("vf.title.effects", source=_source_name(content, frame.source))
    return messages.render(f"vf.title.{type(frame).__name__}")


def _source_name(content: Content, source: str) -> str:
    """The card an action key comes from: ``focus:conquest:1`` -> ``Engage of Conquest``."""
    parts = source.split(":")
    if parts[0] == "focus" and len(parts) >= 3 and parts[1] in content.focus_cards:
        card = content.focus_cards[parts[1]]
        n = int(parts[2]) - 1 if parts[2].isdigit() else -1
        name = card.actions[n].name if 0 <= n < len(card.actions) else ""
        return messages.render("vf.title.of", action=name, card=card.name)
    if parts[0] == "agenda" and len(parts) >= 2:
        return _agenda_name(content, parts[1])
    if parts[0] == "tech" and len(parts) >= 2:
        return _tech_name(content, parts[1])
    if parts[0] == "event":
        event = content.events.get(parts[1]) if len(parts) >= 2 else None
        return messages.name(event.name) if event else messages.render("vf.title.event")
    if parts[0] == "origin":
        return messages.render("vf.title.origin")
    return messages.render("vf.title.reward")


def blocked(content: Content, state: GameState) -> list[str]:
    """The effects of the action being resolved that cannot be resolved now, each with the
    reason (they are not offered as choices: this says why, VF-ACTION-06)."""
    frame = state.stack[-1] if state.stack else None
    if not isinstance(frame, ResolveAction) or frame.costs:
        return []
    if frame.combine == "one" and frame.done:
        return []
    out = []
    for i, eff in enumerate(frame.effects):
        if i in frame.done:
            continue
        why = refusal_of(state, content, frame.seat, eff)
        if why is not None:
            out.append(
                messages.render(
                    "vf.label.blocked",
                    effect=effect_text(content, eff),
                    reason=reason_text(why.reason),
                )
            )
    return out
