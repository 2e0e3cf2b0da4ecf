"""The full game log as a seat (or a spectator) may read it.

Every decision of every seat, what it changed on the public board (resources gained and paid,
Influence, Fleet Power, tracks, Technologies, Agendas, Glory, Trade tokens, Corruption, and
each sector's Population, Guilds, Installations and fleets), and the engine's notes (Events,
Combats step by step, Skirmishes, scores) — rebuilt by replaying the game's record. Another
seat's hidden choice is never shown: "Seat 1 keeps one of the Agendas drawn".
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol

from domineum.kernel import messages
from domineum.kernel.actions import Action, ActionSpace
from domineum.voidfall.content import messages as _catalog  # noqa: F401  (registers English)
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_messages import VOID_WORD_KEYS
from domineum.voidfall.model.combat import FLEET_LETTERS
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import GameState, Note, Step
from domineum.voidfall.model.terms import RESOURCES, TRACKS
from domineum.voidfall.model.void import HARBINGER
from domineum.voidfall.modes.preselected_focus import PRESELECT
from domineum.voidfall.present import voidborn
from domineum.voidfall.present.cardtext import (
    amounts,
    combat_step,
    join,
    known,
    printed,
    term,
    void_card_name,
)

# Decisions of kinds another seat may not see (VF hidden information): the Agenda kept from a
# draw, the Focus card chosen face down, the order of the Events seen with a peek.
HIDDEN_KINDS = {"keep": "vf.log.hidden_keep", "option:peek": "vf.log.hidden_peek"}


# Note parameters naming a card of the game against the Void (an Alert, a Crisis, a mission...).
VOID_CARD_KEYS = ("card", "crisis", "economic", "military", "item", "mission", "aid")
# Note parameters of the game against the Void that are words of the catalog.
VOID_WORDS = {
    "track": "vf.term.crisis_track.{}",
    "where": "vf.term.crisis_track.{}",
    "row": "vf.term.crisis_track.{}",  # Incursion's rows of the Crisis board (RS-INCFOCUS-10)
    "choice": "vf.term.void_choice.{}",
    "benefit": "vf.term.void_benefit.{}",
    "type": "vf.void.view.type.{}",
    "difficulty": "vf.void.view.difficulty.{}",
    "trigger": "vf.term.skirmish_trigger.{}",
    "level": "vf.term.erased.{}",
}


def name_of(content: Content, key: str, value: object) -> object:
    """A note parameter in words: card, Agenda, Technology and Event ids become names."""
    text = str(value)
    if key == "card" and text in content.focus_cards:
        return content.focus_cards[text].name
    if key == "agenda" and text in content.agendas:
        return content.agendas[text].name
    if key == "tech" and text in content.technologies:
        return content.technologies[text].name
    if key == "event" and text in content.events:
        return content.events[text].name
    if key == "house" and text in content.houses:
        return content.houses[text].name
    if key in VOID_CARD_KEYS:
        if text == HARBINGER:
            return messages.render("vf.void.view.harbinger")
        found = void_card_name(content, text)
        if found is not None:
            return found
    void_word = VOID_WORDS.get(key)
    if void_word is not None and known(void_word.format(text)):
        return messages.render(void_word.format(text))
    if key == "phase":
        return term("phase", text)
    if key == "outcome":
        return term("outcome", text)
    if key == "kind":  # a Voidborn type, or a Psionic Combat token's (RS-PSITOKEN)
        return term("voidborn" if known(f"vf.term.voidborn.{text}") else "psi_token", text)
    if key == "track":  # a Civilization track (the Void's tracks are read above)
        return term("track", text)
    if key == "resource":
        return term("resource", text)
    if key == "step":
        return combat_step(text)
    if key in ("owed", "unpaid"):
        return _amount_words(text)
    if key in ("before_i", "after_i", "before_d", "after_d"):
        return fleet_words(text)
    if key in _VOID_KEYS:
        return _void_param(content, key, text)
    if key == "sectors":
        return join(sorted((x for x in text.split(",") if x), key=_number))
    if key == "winners":
        return join([s for s in text.split(",") if s])
    return value


_VOID_KEYS = frozenset({"difficulty", "text", "crisis", "item", "cards", *VOID_WORD_KEYS})


def _void_param(content: Content, key: str, text: str) -> str:
    """A parameter of the Void's notes (VF-SOLO) in words: a difficulty, a Crisis card (by
    name) and its printed text, a Heroic or Joint Focus display, a track, a choice."""
    crises = content.void.crises if content.void is not None else {}
    if key == "difficulty":
        return messages.name(text.capitalize())
    if key == "text":
        return printed(text)
    if key in ("crisis", "item") and text in crises:
        return messages.name(crises[text].name)
    if key == "cards":
        return join([messages.name(n) for n in text.split(", ") if n and n != "none"])
    word = f"vf.void.word.{text.replace(' ', '_').lower()}"
    return messages.render(word) if messages.known(word) else text


def _amount_words(text: str) -> str:
    """``2 materials, 1 energy`` (a note's amounts) in words; ``nothing`` too."""
    pairs = [item.strip().split(" ", 1) for item in text.split(",") if item.strip()]
    if pairs and all(len(p) == 2 and p[0].isdigit() and p[1] in RESOURCES for p in pairs):
        return amounts({r: int(n) for n, r in pairs})
    return messages.render("vf.fx.nothing") if text == "nothing" else text


def _number(sector_id: str) -> int:
    digits = "".join(c for c in sector_id if c.isdigit())
    return int(digits) if digits else 0


def fleet_words(notation: str) -> str:
    """``2c,1v`` in words: ``2 Corvette, 1 Voidborn`` (``-``: none)."""
    parts = []
    for item in notation.split(","):
        item = item.strip()
        if len(item) >= 2 and item[:-1].isdigit() and item[-1] in FLEET_LETTERS:
            kind = FLEET_LETTERS[item[-1]]
            word = messages.render("vf.log.voidborn") if kind == "voidborn" else term("fleet", kind)
            parts.append(f"{item[:-1]} {word}")
    return ", ".join(parts) or messages.render("vf.log.no_fp")


def note_text(content: Content, note: Note, event: str = "") -> str:
    """One engine note in words, ids replaced by names; ``event``: the Galactic Event in force,
    whose objective an ``objective`` note names by number."""
    if note.msg == "vf.note.objective" and event in content.events:
        objectives = content.events[event].objectives
        k = int(note.params.get("index", 0)) - 1
        if 0 <= k < len(objectives) and objectives[k].text:
            return messages.render(
                "vf.log.objective",
                seat=note.params.get("seat", "?"),
                amount=note.params.get("amount", 0),
                event=content.events[event].name,
                text=printed(objectives[k].text),
            )
    msg = note.msg
    if msg == "vf.note.combat" and note.params.get("outcome") == "tie":
        msg = "vf.note.combat_tie"
    if msg == "vf.note.game_over" and not note.params.get("winners"):
        msg = "vf.log.game_over_no_winner"  # a game lost to the Void (VF-SOLO-END-04)
    params = {k: name_of(content, k, v) for k, v in note.params.items()}
    if msg == "vf.note.game_over":  # counted by the seats it names ("0,2")
        params["n"] = len(str(note.params["winners"]).split(","))
    try:
        return messages.render(msg, **params)
    except (KeyError, IndexError):  # a template that wants a parameter the note lacks
        return messages.render("vf.log.unreadable")


def _signed(n: int, what: str) -> str:
    return f"{'+' if n > 0 else ''}{n} {what}"


def house_changes(content: Content, before: HouseState, after: HouseState) -> list[str]:
    """What changed on one House's mat, in words (public facts only)."""
    out: list[str] = []
    for k, r in enumerate(RESOURCES):
        d = after.resources[k] - before.resources[k]
        if d:
            out.append(_signed(d, term("resource", r)))
    if after.influence != before.influence:
        out.append(_signed(after.influence - before.influence, messages.render("vf.log.influence")))
    if after.fp_active != before.fp_active:
        out.append(_signed(after.fp_active - before.fp_active, messages.render("vf.log.active_fp")))
    for k, t in enumerate(TRACKS):
        if after.tracks[k] != before.tracks[k]:
            out.append(
                messages.render("vf.log.track", track=term("track", t), space=after.tracks[k] + 1)
            )
        if after.track_corrupted[k] != before.track_corrupted[k]:
            msg = "vf.log.track_corrupted" if after.track_corrupted[k] else "vf.log.track_pure"
            out.append(messages.render(msg, track=term("track", t)))
    for tech, level in after.technologies.items():
        if before.technologies.get(tech) != level:
            name = content.technologies[tech].name if tech in content.technologies else tech
            out.append(messages.render(f"vf.log.tech_{level}", tech=name))
    for k, agenda in enumerate(after.agendas):
        if agenda != before.agendas[k]:
            if agenda:
                name = content.agendas[agenda].name if agenda in content.agendas else agenda
                out.append(messages.render("vf.log.agenda_in_slot", agenda=name, slot=k + 1))
            else:
                out.append(messages.render("vf.log.slot_emptied", slot=k + 1))
        elif after.agenda_corrupted[k] != before.agenda_corrupted[k]:
            msg = "vf.log.slot_corrupted" if after.agenda_corrupted[k] else "vf.log.slot_pure"
            out.append(messages.render(msg, slot=k + 1))
    if len(after.agenda_hand) != len(before.agenda_hand):
        out.append(messages.render("vf.log.hand", n=len(after.agenda_hand)))
    if sorted(after.glory) != sorted(before.glory):
        out.append(
            messages.render("vf.log.glory", values=", ".join(map(str, sorted(after.glory))) or "-")
        )
    if after.trade_tokens != before.trade_tokens:
        out.append(messages.render("vf.log.trade", n=after.trade_tokens))
    if len(after.bounty_kept) != len(before.bounty_kept):
        out.append(messages.render("vf.log.bounty_kept", n=len(after.bounty_kept)))
    if len(after.reclaim_kept) != len(before.reclaim_kept):
        out.append(messages.render("vf.log.reclaim_kept", n=len(after.reclaim_kept)))
    if after.decontamination != before.decontamination:
        out.append(messages.render("vf.log.decontamination", n=after.decontamination))
    if after.corruption_kept != before.corruption_kept:
        out.append(messages.render("vf.log.corruption_kept", n=after.corruption_kept))
    return out


def _fleets(s: Sector) -> str:
    parts = [f"{n} {term('fleet', t)}" for t, n in sorted(s.fleets.items()) if n]
    parts += voidborn.words(s)
    return ", ".join(parts) or messages.render("vf.log.no_fp")


def sector_changes(before: Sector, after: Sector) -> list[str]:
    """What changed in one sector, in words."""
    out: list[str] = []
    if after.controller() != before.controller():
        who = after.controller()
        out.append(
            messages.render("vf.log.controller", seat=who)
            if who >= 0
            else messages.render("vf.log.uncontrolled")
        )
    if after.population != before.population:
        out.append(messages.render("vf.log.population", n=after.population))
    if after.corrupted != before.corrupted:
        out.append(messages.render("vf.log.corrupted" if after.corrupted else "vf.log.purified"))
    for row, kind in (("guilds", "building"), ("installations", "building")):
        old, new = getattr(before, row), getattr(after, row)
        added = (
            [x for x in new if x]
            if len(old) != len(new)
            else [n for o, n in zip(old, new, strict=True) if n and n != o]
        )
        removed = [o for o, n in zip(old, new, strict=False) if o and not n]
        for x in added:
            out.append(messages.render("vf.log.built", what=term(kind, x)))
        for x in removed:
            out.append(messages.render("vf.log.destroyed", what=term(kind, x)))
    if (after.fleets, after.voidborn, after.arsenal) != (
        before.fleets,
        before.voidborn,
        before.arsenal,
    ):
        out.append(messages.render("vf.log.fleets", fleets=_fleets(after)))
    if sorted(after.glory) != sorted(before.glory):
        out.append(messages.render("vf.log.sector_glory", n=len(after.glory)))
    if len(after.bounty) != len(before.bounty) or len(after.reclaim) != len(before.reclaim):
        out.append(
            messages.render(
                "vf.log.sector_tokens", bounty=len(after.bounty), reclaim=len(after.reclaim)
            )
        )
    return out


def changes(content: Content, before: GameState, after: GameState) -> list[str]:
    """Every public change from ``before`` to ``after``, one line per seat and per sector."""
    out: list[str] = []
    for seat, (hb, ha) in enumerate(zip(before.houses, after.houses, strict=True)):
        found = house_changes(content, hb, ha)
        if found:
            out.append(messages.render("vf.log.seat_changes", seat=seat, changes="; ".join(found)))
    for sb, sa in zip(before.galaxy.sectors, after.galaxy.sectors, strict=True):
        found = sector_changes(sb, sa)
        if found:
            out.append(
                messages.render("vf.log.sector_changes", sector=sa.id, changes="; ".join(found))
            )
    board_b, board_a = before.board, after.board
    if board_a.trade_ladder != board_b.trade_ladder:
        out.append(messages.render("vf.log.ladder", ladder=ladder_words(board_a.trade_ladder)))
    for t, agenda in board_a.agenda_offer.items():
        if agenda != board_b.agenda_offer.get(t) and agenda:
            name = content.agendas[agenda].name if agenda in content.agendas else "?"
            out.append(messages.render("vf.log.offer", type=term("agenda_type", t), agenda=name))
        if board_a.offer_corrupted.get(t) and not board_b.offer_corrupted.get(t):
            out.append(messages.render("vf.log.offer_corrupted", type=term("agenda_type", t)))
    for k, tech in enumerate(board_a.improved_offer):
        new = k >= len(board_b.improved_offer) or board_b.improved_offer[k] != tech
        if new and tech in content.technologies:
            out.append(
                messages.render("vf.log.improved_offer", tech=content.technologies[tech].name)
            )
    return out


def ladder_words(ladder: Sequence[int]) -> str:
    """The Trade ladder, top first, in words: ``space 1: 1 token, ...``."""
    return ", ".join(
        messages.render("vf.log.ladder_space", n=k + 1, tokens=n) for k, n in enumerate(ladder)
    )


class LogGame(Protocol):
    """What the log needs of the game (the game module sits above this one)."""

    @property
    def content(self) -> Content: ...

    @property
    def action_space(self) -> ActionSpace: ...

    def current_seat(self, state: GameState) -> int | None: ...

    def legal_actions(self, state: GameState) -> list[Action]: ...

    def apply(self, state: GameState, action_id: int) -> GameState: ...


def decision_text(
    content: Content, state: GameState, seat: int, label: str, kind: str, viewer: int | None
) -> str:
    """The line for ``seat``'s decision ``label``, masked when ``viewer`` may not see it."""
    frame = state.stack[-1] if state.stack else None
    hidden = None
    if isinstance(frame, Step) and frame.effect.op == PRESELECT:
        hidden = "vf.log.hidden_preselect"
    elif kind == "keep":
        hidden = HIDDEN_KINDS["keep"]
    elif kind == "option" and isinstance(frame, Step) and frame.effect.op == "peek":
        hidden = HIDDEN_KINDS["option:peek"]
    if hidden is not None and viewer != seat:
        return messages.render(hidden, seat=seat)
    return messages.render("vf.log.decision", seat=seat, label=label)


def log_lines(content: Content, final: GameState, viewer: int | None = None) -> list[str]:
    """The log of the notes of ``final`` only (no record to replay): one line per note."""
    return [note_text(content, n) for n in final.notes]


def full_log(
    game: LogGame, initial: GameState, action_ids: Iterable[int], viewer: int | None = None
) -> Iterator[str]:
    """Replay ``action_ids`` from ``initial``: each decision, its public changes, the notes."""
    content = game.content
    state = initial
    for note in state.notes:
        yield note_text(content, note)
    for action_id in action_ids:
        seat = game.current_seat(state)
        kind, _values = game.action_space.decode(action_id)
        label = next(
            (a.label for a in game.legal_actions(state) if a.id == action_id),
            game.action_space.notation(action_id),
        )
        after = game.apply(state, action_id)
        yield decision_text(content, state, -1 if seat is None else seat, label, kind, viewer)
        for note in after.notes[len(state.notes) :]:
            yield "   " + note_text(content, note, after.board.event)
        for line in changes(content, state, after):
            yield "   " + line
        state = after
