"""The Void Advances, turn step 5: Void Growth on a Situation, War resolution on a War Alert
(VF-SOLO-VOIDADV-01..10, VF-VOIDADV-01..12; the digest's §6.4)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.primitive import Choice, Ctx, NoParams, Primitive, register
from domineum.voidfall.core.stack import push_step, refusal_of
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Phase
from domineum.voidfall.modes.void import board, catastrophe, defer
from domineum.voidfall.modes.void.skirmish import ON_SUCCESS, SKIRMISH, TRIBUTE

GROWTH = "void_growth"
WAR = "void_war"
DISCARD_CURRENT = "void_discard_current"
GROWTH_RULES = {
    "suffer": ("VF-SOLO-VOIDADV-03", "VF-VOIDADV-03"),
    "catastrophe": ("VF-SOLO-VOIDADV-04", "VF-VOIDADV-04"),
    "ongoing-military": ("VF-SOLO-VOIDADV-05", "VF-VOIDADV-05"),
    "ongoing-economic": ("VF-SOLO-VOIDADV-05", "VF-VOIDADV-05"),
}
WAR_RULES = {
    "skirmish": ("VF-SOLO-VOIDADV-07", "VF-VOIDADV-10"),
    "catastrophe": ("VF-SOLO-VOIDADV-09", "VF-VOIDADV-09"),
}


def advances_step(state: GameState, content: Content, frame: Phase) -> bool:
    """VF-SOLO-VOIDADV-01: after the turn, Void Growth on a Situation (skipped when the current
    Crisis was overcome, CRISIS-11), the War resolution on a War Alert; never both."""
    if frame.index:
        return True
    frame.index = 1
    v = board.void(state)
    seat = state.turn.seat
    if not v.alert:
        return True
    if board.pack(content).alerts[v.alert].kind == "war":
        push_step(state, content, seat, Effect(WAR), cost=True)
    elif v.current_crisis:
        push_step(state, content, seat, Effect(GROWTH), cost=True)
    else:
        state.note("vf.void.note.growth_skipped")
    return False


def can_suffer(state: GameState, content: Content, seat: int, crisis_id: str) -> bool:
    """VF-SOLO-VOIDADV-03 (seed 003): only if every Consequence can be resolved in full."""
    effects = content.action(f"crisis:{crisis_id}").effects
    return all(refusal_of(state, content, seat, e, cost=True) is None for e in effects)


@register
class VoidGrowth(Primitive[NoParams]):
    """VF-SOLO-VOIDADV-02..05: suffer the Consequences, trigger a Catastrophe, or keep the
    Crisis as an ongoing Crisis (a General one on the track of your choice)."""

    op = GROWTH
    Params = NoParams
    rules = ("VF-SOLO-VOIDADV-02",)

    def options(self, ctx: Ctx) -> list[Choice]:
        v = board.void(ctx.state)
        if ctx.frame.picks or not v.current_crisis:
            return []
        card = board.crisis(ctx.content, v.current_crisis)
        picks = []
        # RS-INCCRISIS-04: a Passive-penalty Crisis with no regular penalty is never suffered
        by_penalty = card.passive is None or card.passive.suffer_to_discard
        if by_penalty and can_suffer(ctx.state, ctx.content, ctx.seat, card.id):
            picks.append("suffer")
        picks.append("catastrophe")
        tracks = board.candidate_tracks(card)
        if "ongoing=002_append" in ctx.state.config.options:  # AMB-20: a free space needed
            tracks = [t for t in tracks if board.leftmost_free(v.track(t)) is not None]
        picks += [f"ongoing-{t}" for t in tracks]
        return [
            Choice("growth", (p,), GROWTH_RULES[p], label=f"vf.void.choice.growth_{p}")
            for p in picks
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        state, content = ctx.state, ctx.content
        v = board.void(state)
        pick = choice.values[0]
        ctx.frame.picks.append(pick)
        crisis_id = v.current_crisis
        state.note("vf.void.note.growth", crisis=crisis_id, choice=pick)
        if pick == "suffer":  # the Consequences, then the Crisis is discarded
            effects = list(content.action(f"crisis:{crisis_id}").effects)
            if any(e.op == SKIRMISH for e in effects):  # its on-success effects (SKIRMISH-19)
                effects.append(Effect(ON_SUCCESS, {"source": "crisis"}))
            defer.later(state, content, ctx.seat, [*effects, Effect(DISCARD_CURRENT)])
        elif pick == "catastrophe":
            board.discard_crisis(state, content, crisis_id)
            catastrophe.push(state, content, ctx.seat)
        else:
            v.current_crisis = ""
            fallen = board.place_ongoing(state, content, crisis_id, pick.split("-")[1])
            catastrophe.push(state, content, ctx.seat, fallen)


@register
class DiscardCurrent(Primitive[NoParams]):
    """The current Crisis, its Consequences suffered, goes to its tier's discard (CRISIS-12)."""

    op = DISCARD_CURRENT
    Params = NoParams

    def start(self, ctx: Ctx) -> None:
        v = board.void(ctx.state)
        if v.current_crisis:
            board.discard_crisis(ctx.state, ctx.content, v.current_crisis)

    def options(self, ctx: Ctx) -> list[Choice]:
        return []


@register
class VoidWar(Primitive[NoParams]):
    """VF-SOLO-VOIDADV-06..10: resolve the Crisis board (a Skirmish with the War Alert's value
    for this Cycle, then the Economic payment) or trigger a Catastrophe."""

    op = WAR
    Params = NoParams
    rules = ("VF-SOLO-VOIDADV-06",)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [
            Choice("war", (p,), rules, label=f"vf.void.choice.war_{p}")
            for p, rules in WAR_RULES.items()
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        pick = choice.values[0]
        ctx.frame.picks.append(pick)
        ctx.state.note("vf.void.note.war", card=board.void(ctx.state).alert, choice=pick)
        if pick == "skirmish":
            fight = Effect(SKIRMISH, {"trigger": "war"})
            after = Effect(ON_SUCCESS, {"source": "war"})
            defer.later(ctx.state, ctx.content, ctx.seat, [fight, after, Effect(TRIBUTE)])
        else:
            catastrophe.push(ctx.state, ctx.content, ctx.seat)
