"""Movement primitives: Regroup and Invade (VF-MOVE-01..12).

``regroup`` is a series of single-FP moves; ``invade`` chooses a target and hands the rest of
the Invasion (movement, Combat, results) to a Battle frame (engine/battle.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle
from domineum.voidfall.rules import abilities, movement


class RegroupParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    moves: int = 5  # VF-MOVE-02


@register
class Regroup(Primitive[RegroupParams]):
    """Up to ``moves`` moves of 1 FP into an adjacent sector you control; the same FP may move
    again; a non-Home sector keeps its last FP; your Home may be emptied; unused moves are
    forgone with ``done`` (VF-MOVE-02..05, A-43). ``frame.left`` counts the moves made."""

    op = "regroup"
    Params = RegroupParams
    rules = ("VF-MOVE-02", "VF-MOVE-03", "VF-MOVE-04", "VF-MOVE-05")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not movement.regroup_moves(ctx.state, ctx.seat):
            return Refusal("vf.refuse.no_regroup_move", "VF-MOVE-02")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.left >= self.params(ctx.frame.effect).moves:
            return []
        return [
            Choice("move", move, self.rules) for move in movement.regroup_moves(ctx.state, ctx.seat)
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        movement.move(ctx.state, ctx.seat, *choice.values)
        ctx.frame.left += 1

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The specific rule a refused ``move`` breaks."""
        if choice.kind != "move" or len(choice.values) != 3:
            return None
        return Refusal("vf.refuse.move", movement.regroup_why(ctx.state, ctx.seat, *choice.values))


class InvadeParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the action printing this Invade adds to its Battle (engine/battle.py):

    - ``corrupted_only``: only a Corrupted sector (VF-MOVE-10);
    - ``bombard``: before the Combat, spend 3 Materials (Credits standing in, VF-RES-03) as often
      as you like, each time for 1 Approach and 1 Salvo Absorption (Uplift's Bombard,
      VF-COMBAT-18d, -29d);
    - ``influence_per_voidborn``: that much Influence per Voidborn FP removed in this Combat
      (Crusade's Exterminate);
    - ``influence_population``: Influence equal to the invaded sector's Population (Raid's
      Liberate);
    - ``reward``: when that Influence is gained: ``fought`` (the Invasion took place, whatever
      its outcome: the cards say "you must invade") or ``won`` (a successful invasion only).
    """

    corrupted_only: bool = False
    bombard: bool = False
    influence_per_voidborn: int = 0
    influence_population: bool = False
    reward: Literal["fought", "won"] = "fought"

    def __post_init__(self) -> None:
        if self.influence_per_voidborn < 0:
            raise ValueError("influence_per_voidborn must be 0 or more")


@register
class Invade(Primitive[InvadeParams]):
    """Choose a target sector (``sector``); a Battle frame then takes the Invasion over.

    VF-MOVE-06..08, -10 (targets), VF-MOVE-09, -11 (movement), VF-COMBAT, VF-RESULT. This Step
    stays under its Battle, which reads the action's additions from its parameters
    (:class:`InvadeParams`); ``frame.left`` counts the Materials spent on Bombard, in sets of 3.
    """

    op = "invade"
    Params = InvadeParams
    rules = ("VF-MOVE-06", "VF-MOVE-07", "VF-MOVE-08")

    def _targets(self, ctx: Ctx) -> Iterator[str]:
        corrupted = self.params(ctx.frame.effect).corrupted_only
        how = movement.reach(ctx.state, ctx.content, ctx.seat)
        return movement.invade_targets(ctx.state, ctx.seat, corrupted, how)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if next(self._targets(ctx), None) is None:
            return Refusal("vf.refuse.no_invade_target", "VF-MOVE-06")
        return None

    def start(self, ctx: Ctx) -> None:
        """Hyperdrive (``regroup_before_invade``): you may Regroup first (forgo it: ``done``)."""
        regroup_first = abilities.of(ctx.state, ctx.content, ctx.seat).regroup_before_invade
        if regroup_first and movement.regroup_moves(ctx.state, ctx.seat):
            push_step(ctx.state, ctx.content, ctx.seat, Effect("regroup"), cost=False)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("sector", (t,), self.rules) for t in self._targets(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        target = choice.values[0]
        ctx.frame.picks.append(target)
        ctx.state.stack.append(
            Battle(
                seat=ctx.seat,
                sector=target,
                invader=ctx.seat,
                defender=movement.defender_of(ctx.state.galaxy.sector(target)),
                bound=ctx.state.turn.bound_sector,
            )
        )

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The specific rule that makes a refused target invalid."""
        if choice.kind != "sector" or len(choice.values) != 1 or ctx.frame.picks:
            return None
        corrupted = self.params(ctx.frame.effect).corrupted_only
        how = movement.reach(ctx.state, ctx.content, ctx.seat)
        why = movement.target_why(ctx.state, ctx.seat, choice.values[0], corrupted, how)
        return Refusal("vf.refuse.invade_target", why) if why else None
