"""Gaining and upgrading Technologies (VF-TECH-05..13, VF-ACTION-14)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_triggered
from domineum.voidfall.rules import civilization, influence

IMPROVED_INFLUENCE_KEY = "improved"


class TechParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    level: str = "either"  # basic | improved | either


def tech_limit(ctx: Ctx) -> int:
    """Five Technologies, six with a Fallen House card as 6th slot (VF-TECH-07/08)."""
    return 6 if ctx.house.fallen_house_slot else 5


def basic_choices(ctx: Ctx) -> list[str]:
    """Basic Technologies you may take from the display (VF-TECH-05..07)."""
    if len(ctx.house.technologies) >= tech_limit(ctx):
        return []
    return sorted(
        t
        for t, pile in ctx.state.board.tech_piles.items()
        if pile and t not in ctx.house.technologies
    )


def improved_choices(ctx: Ctx) -> list[str]:
    """Your Basic Technologies whose Improved card is available to you (VF-TECH-09..11)."""
    house = ctx.house
    improved = sum(1 for lvl in house.technologies.values() if lvl == "improved")
    if improved >= civilization.improved_limit(house):
        return []
    board = ctx.state.board
    out = []
    for t, lvl in house.technologies.items():
        if lvl != "basic":
            continue
        own = t == house.starting_technology and ctx.content.technologies[t].cards.improved > 0
        offered = t in board.improved_offer and not board.improvement_block
        if own or offered:
            out.append(t)
    return sorted(out)


def gain_basic(ctx: Ctx, tech: str) -> None:
    """Take the top Basic copy: its Influence (first copy only) and immediate effect."""
    pile = ctx.state.board.tech_piles[tech]
    bonus = pile.pop()
    ctx.house.technologies[tech] = "basic"
    influence.gain(ctx.state, ctx.seat, bonus, "technologies")  # VF-TECH-01(3), VF-TECH-05
    ctx.state.note("vf.note.tech", seat=ctx.seat, tech=tech, amount=bonus)
    immediate = ctx.content.action(f"tech:{tech}:basic:immediate").effects
    push_triggered(ctx.state, ctx.content, ctx.seat, list(immediate))  # VF-ACTION-15


def upgrade(ctx: Ctx, tech: str) -> None:
    """Replace the Basic card by the Improved one: +6 Influence, immediate effect (VF-TECH-12)."""
    board = ctx.state.board
    if tech in board.improved_offer:
        board.improved_offer.remove(tech)
    ctx.house.technologies[tech] = "improved"
    gained = ctx.content.technologies[tech].improved.influence
    influence.gain(ctx.state, ctx.seat, gained, "technologies")
    ctx.state.note("vf.note.improved", seat=ctx.seat, tech=tech, amount=gained)
    immediate = ctx.content.action(f"tech:{tech}:improved:immediate").effects
    push_triggered(ctx.state, ctx.content, ctx.seat, list(immediate))


@register
class GainTechnology(Primitive[TechParams]):
    """Gain a Basic Technology or upgrade one of yours to Improved (VF-TECH-05..13)."""

    op = "gain_technology"
    Params = TechParams
    rules = ("VF-TECH-05", "VF-TECH-06", "VF-TECH-07", "VF-TECH-09", "VF-TECH-12")

    def _choices(self, ctx: Ctx) -> list[Choice]:
        level = self.params(ctx.frame.effect).level
        out: list[Choice] = []
        if level in ("basic", "either"):
            out += [Choice("tech", (t,), self.rules) for t in basic_choices(ctx)]
        if level in ("improved", "either"):
            out += [Choice("improve", (t,), self.rules) for t in improved_choices(ctx)]
        return out

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if self._choices(ctx):
            return None
        if len(ctx.house.technologies) >= tech_limit(ctx):
            return Refusal("vf.refuse.tech_limit", "VF-TECH-07")
        return Refusal("vf.refuse.no_technology", "VF-TECH-09")

    def options(self, ctx: Ctx) -> list[Choice]:
        return [] if ctx.frame.picks else self._choices(ctx)

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The rule a refused ``tech X`` / ``improve X`` breaks (VF-TECH-05..11)."""
        tech = choice.values[0] if choice.values else ""
        owned = ctx.house.technologies.get(tech)
        if choice.kind == "tech":
            if owned:
                return Refusal("vf.refuse.tech_owned", "VF-TECH-06")
            if len(ctx.house.technologies) >= tech_limit(ctx):
                return Refusal("vf.refuse.tech_limit", "VF-TECH-07")
            return Refusal("vf.refuse.no_technology", "VF-TECH-05")
        if choice.kind == "improve":
            improved = sum(1 for level in ctx.house.technologies.values() if level == "improved")
            if improved >= civilization.improved_limit(ctx.house):
                return Refusal("vf.refuse.improved_limit", "VF-TECH-11")
            if owned == "basic" and ctx.state.board.improvement_block:
                return Refusal("vf.refuse.improvement_block", "VF-TECH-10")
            return Refusal("vf.refuse.no_technology", "VF-TECH-09")
        return None

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append(choice.values[0])
        if choice.kind == "tech":
            gain_basic(ctx, choice.values[0])
        else:
            upgrade(ctx, choice.values[0])
