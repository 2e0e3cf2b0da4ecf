"""Discard a Focus card from hand to take one of its actions (Psionics, RS-EFFECT-01..09)."""

from __future__ import annotations

from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, Refusal, register
from domineum.voidfall.rules.card_actions import cost_refusal, focus_action, start_action

ACTIONS = ("1", "2", "3")
RULES = ("RS-EFFECT-01", "RS-EFFECT-02", "RS-EFFECT-03")


@register
class DiscardFocusForAction(Primitive[NoParams]):
    """Choose a Focus card in your hand (``focus X``), then one of its actions whose whole cost
    you can pay (``take N``); pay it and resolve it; the card goes to your discard pile and is
    not played again this Cycle (RS-EFFECT-01..03).

    It is not playing a Focus card: the card in play keeps its own actions and limit, no
    Technology or sector action of the discarded card is offered, and no "once per turn" effect
    is counted again (RS-EFFECT-04..07). A card none of whose actions can be paid cannot be
    discarded (AMBIG A7); with no such card in hand the effect cannot be resolved.
    """

    op = "discard_focus_action"
    Params = NoParams
    rules = RULES

    def _payable(self, ctx: Ctx, card: str) -> list[str]:
        return [
            n
            for n in ACTIONS
            if cost_refusal(
                ctx.state,
                ctx.content,
                ctx.seat,
                focus_action(ctx.state, ctx.content, ctx.seat, card, n),
            )
            is None
        ]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if any(self._payable(ctx, card) for card in ctx.house.focus_hand):
            return None
        return Refusal("vf.psi.refuse.no_focus_to_discard", "RS-EFFECT-09")

    def options(self, ctx: Ctx) -> list[Choice]:
        picks = ctx.frame.picks
        if not picks:
            return [
                Choice("focus", (card,), RULES, "vf.psi.choice.discard_focus")
                for card in sorted(set(ctx.house.focus_hand))
                if self._payable(ctx, card)
            ]
        if len(picks) == 1:
            return [Choice("take", (n,), RULES) for n in self._payable(ctx, picks[0])]
        return []

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A refused ``focus X``: X is not in your hand (RS-EFFECT-01), or none of its actions
        can be paid (RS-EFFECT-02, AMBIG A7)."""
        if choice.kind != "focus" or ctx.frame.picks or not choice.values:
            return None
        if choice.values[0] not in ctx.house.focus_hand:
            return Refusal("vf.psi.refuse.focus_not_in_hand", "RS-EFFECT-01")
        return Refusal("vf.psi.refuse.focus_unpayable", "RS-EFFECT-09")

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "focus":
            ctx.frame.picks.append(choice.values[0])
            return
        card, n = ctx.frame.picks[0], choice.values[0]
        ctx.frame.picks.append(n)
        action = focus_action(ctx.state, ctx.content, ctx.seat, card, n)
        ctx.house.focus_hand.remove(card)
        ctx.house.focus_discard.append(card)  # RS-EFFECT-03: back to hand in Evaluation
        ctx.state.note("vf.psi.note.discarded_focus", seat=ctx.seat, card=card, n=n)
        start_action(ctx.state, ctx.content, ctx.seat, f"focus:{card}:{n}", action)
