"""Gaining Agendas (VF-AGENDA-01..05, VF-CORRUPT-11, A-20) and scoring one outside the
Evaluation (VF-EVAL-16..18, VF-AGENDA-07..13)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.terms import AGENDA_TYPES
from domineum.voidfall.rules import influence, psionic, scoring
from domineum.voidfall.rules.psionic import MAT_CORRUPTION

CORRUPT = Effect("corrupt")


class AgendaParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    type: str = "any"


def _pick(kind: str, agenda_type: str, rules: tuple[str, ...]) -> Choice:
    """``offer``/``draw`` a base type (``offer might``); a module's type has its own action kind,
    appended by its extension so base action ids never move (``offer-psionic``, RS-PAGENDA-03)."""
    if agenda_type in AGENDA_TYPES:
        return Choice(kind, (agenda_type,), rules)
    return Choice(f"{kind}-{agenda_type}", (), (*rules, "RS-PAGENDA-03"))


def _picked(choice: Choice) -> tuple[str, str]:
    """(offer|draw, type) of a choice made by :func:`_pick`."""
    if choice.values:
        return choice.kind, choice.values[0]
    kind, _, agenda_type = choice.kind.partition("-")
    return kind, agenda_type


@register
class GainAgenda(Primitive[AgendaParams]):
    """Take the face-up Agenda of a type, or draw two of it and keep one (VF-AGENDA-01): once
    two are drawn, keeping one is a must (no "done" that would lose both cards).

    A Corrupted offer hands its Corruption to whoever gains an Agenda of that type, by either
    option; a type whose Corruption could not be placed cannot be gained (VF-CORRUPT-11, A-20).
    """

    op = "gain_agenda"
    Params = AgendaParams
    rules = ("VF-AGENDA-01", "VF-AGENDA-03", "VF-CORRUPT-11")

    def _types(self, ctx: Ctx) -> list[str]:
        wanted = self.params(ctx.frame.effect).type
        board = ctx.state.board
        out = []
        for t in board.agenda_decks if wanted == "any" else (wanted,):  # RS-PAGENDA-02, -05
            if t not in board.agenda_decks:
                continue  # a module's type whose module is off
            if not board.agenda_offer[t] and not board.agenda_decks[t]:
                continue  # VF-AGENDA-03
            if board.offer_corrupted[t] and not self._can_corrupt(ctx):
                continue
            out.append(t)
        return out

    def _can_corrupt(self, ctx: Ctx) -> bool:
        return refusal_of(ctx.state, ctx.content, ctx.seat, CORRUPT, cost=True) is None

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._types(ctx):
            return Refusal("vf.refuse.no_agenda", "VF-AGENDA-03")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        picks = ctx.frame.picks
        if not picks:
            out: list[Choice] = []
            for t in self._types(ctx):
                if ctx.state.board.agenda_offer[t]:
                    out.append(_pick("offer", t, self.rules))
                if ctx.state.board.agenda_decks[t]:
                    out.append(_pick("draw", t, self.rules))
            return out
        if picks[0] == "draw" and len(picks) > 2 and ctx.frame.stage == 0:
            return [Choice("keep", (a,), self.rules) for a in picks[2:]]
        return []

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        board = ctx.state.board
        if choice.kind == "keep":
            drawn = ctx.frame.picks[2:]
            ctx.house.agenda_hand.append(choice.values[0])
            for other in drawn:
                if other != choice.values[0]:
                    board.agenda_decks[ctx.frame.picks[1]].insert(0, other)  # to the bottom
            ctx.frame.stage = 1
            return
        kind, agenda_type = _picked(choice)
        corrupted = board.offer_corrupted[agenda_type]
        board.offer_corrupted[agenda_type] = False
        if kind == "offer":
            ctx.house.agenda_hand.append(board.agenda_offer[agenda_type])
            deck = board.agenda_decks[agenda_type]
            board.agenda_offer[agenda_type] = deck.pop() if deck else ""
            ctx.frame.picks = ["offer", agenda_type]
        else:
            deck = board.agenda_decks[agenda_type]
            drawn = [deck.pop() for _ in range(min(2, len(deck)))]
            ctx.frame.picks = ["draw", agenda_type, *drawn]
            ctx.frame.cost = True  # two drawn: keeping one is not optional, for every type
            # (VF-AGENDA-01 b: keep one, the other to the bottom; RS-PAGENDA-03 b)
            if len(drawn) == 1:
                ctx.house.agenda_hand.append(drawn[0])
                ctx.frame.stage = 1
        if corrupted:
            push_step(ctx.state, ctx.content, ctx.seat, CORRUPT, cost=True)


@register
class ScoreAgenda(Primitive[NoParams]):
    """Score the objectives of one of your Pure non-starting Agendas in play, now (Civilization
    track spaces, Galactic Events 3B, 3D, 3J).

    The options are those Agendas (``agenda ID``); the chosen one scores exactly what Evaluation
    step 4 would give it at this moment: each section on its own, counting only your own Pure
    things (VF-EVAL-16..18, VF-EVAL-21), recorded as Agenda Influence. It stays in play and scores
    again in the Evaluation. With no such Agenda the effect cannot be resolved: none in a
    non-starting slot (VF-AGENDA-08), or all of them Corrupted (VF-AGENDA-13).
    """

    op = "score_agenda"
    Params = NoParams
    rules = ("VF-EVAL-16", "VF-EVAL-17", "VF-AGENDA-11", "VF-AGENDA-13")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if scoring.pure_non_starting_agendas(ctx.state, ctx.content, ctx.seat):
            return None
        held = any(ctx.house.agendas[1:])
        return Refusal("vf.refuse.no_agenda_to_score", "VF-AGENDA-13" if held else "VF-AGENDA-08")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        eligible = scoring.pure_non_starting_agendas(ctx.state, ctx.content, ctx.seat)
        return [Choice("agenda", (a,), self.rules, "vf.choice.score_agenda") for a in eligible]

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The rule a refused ``agenda X`` breaks: X is the starting Agenda (VF-AGENDA-07),
        Corrupted (VF-AGENDA-13) or not in play (VF-AGENDA-08)."""
        if choice.kind != "agenda" or ctx.frame.picks:
            return None
        agendas = ctx.house.agendas
        agenda = choice.values[0] if choice.values else ""
        if agenda and agendas[0] == agenda:
            return Refusal("vf.refuse.starting_agenda_not_scored", "VF-AGENDA-07")
        if agenda in agendas[1:] and ctx.house.agenda_corrupted[agendas.index(agenda)]:
            return Refusal("vf.refuse.agenda_corrupted", "VF-AGENDA-13")
        if agenda not in agendas:
            return Refusal("vf.refuse.agenda_not_in_play", "VF-AGENDA-08")
        return None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        agenda = choice.values[0]
        ctx.frame.picks.append(agenda)
        total = scoring.agenda_total(ctx.state, ctx.content, ctx.seat, agenda)
        gained = influence.gain(ctx.state, ctx.seat, total, "agendas")
        ctx.state.note("vf.note.agenda_scored_now", seat=ctx.seat, agenda=agenda, amount=gained)


@register
class ReturnAgenda(Primitive[NoParams]):
    """(Cost) return one of your non-starting Agendas in play, your choice (Ruse·Transfer).

    The options are those Agendas (``agenda ID``), Pure or Corrupted. The card goes face down to
    the bottom of its type's deck, as a replaced Agenda does (VF-CLEANUP-06); its slot is empty
    again (VF-AGENDA-06..08). A Corruption above the slot stays there: it is on the House mat,
    not on the card (VF-AGENDA-12, VF-CLEANUP-09). A Trade token stored on the card stays yours,
    loose, to be stored or returned in Cleanup step 4 (VF-CLEANUP-10/11, VF-TRADE-09). Refused
    with no non-starting Agenda in play (VF-AGENDA-08); the starting Agenda is never returned
    (VF-AGENDA-07, VF-AGENDA-10).
    """

    op = "return_agenda"
    Params = NoParams
    rules = ("VF-AGENDA-07", "VF-AGENDA-08", "VF-CLEANUP-06")

    def _returnable(self, ctx: Ctx) -> list[str]:
        """Never a Psionic Agenda in a Corrupted slot (RS-PAGENDA-10); an Enforced one only
        when its Corruption can be placed on the House mat (RS-PAGENDA-20, A5)."""
        mat_free = refusal_of(ctx.state, ctx.content, ctx.seat, MAT_CORRUPTION, cost=True) is None
        return [
            a
            for slot, a in enumerate(ctx.house.agendas)
            if slot > 0
            and a
            and not psionic.locked(ctx.state, ctx.content, ctx.seat, slot)
            and (mat_free or not psionic.removal_costs_corruption(ctx.state, ctx.seat, a))
        ]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if self._returnable(ctx):
            return None
        return Refusal("vf.refuse.no_agenda_to_return", "VF-AGENDA-08")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [
            Choice("agenda", (a,), self.rules, "vf.choice.return_agenda")
            for a in self._returnable(ctx)
        ]

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The rule a refused ``agenda X`` breaks: X is the starting Agenda (VF-AGENDA-07) or
        not in play (VF-AGENDA-08)."""
        if choice.kind != "agenda" or ctx.frame.picks:
            return None
        agenda = choice.values[0] if choice.values else ""
        if agenda and ctx.house.agendas[0] == agenda:
            return Refusal("vf.refuse.starting_agenda_not_returned", "VF-AGENDA-07")
        if agenda not in ctx.house.agendas:
            return Refusal("vf.refuse.agenda_not_in_play", "VF-AGENDA-08")
        return None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        agenda = choice.values[0]
        ctx.frame.picks.append(agenda)
        house = ctx.house
        slot = house.agendas.index(agenda, 1)
        house.agendas[slot] = ""
        if house.agenda_trade[slot]:
            house.agenda_trade[slot] = False
            house.trade_loose += 1
        deck = ctx.state.board.agenda_decks[ctx.content.agendas[agenda].type]
        deck.insert(0, agenda)  # face down at the bottom (the top is the end of the list)
        ctx.state.note("vf.note.agenda_returned", seat=ctx.seat, agenda=agenda, slot=slot + 1)
        if psionic.removal_costs_corruption(ctx.state, ctx.seat, agenda):
            psionic.leave_play(ctx.state, ctx.seat, agenda)
            push_step(ctx.state, ctx.content, ctx.seat, MAT_CORRUPTION, cost=True)
